//! The website's pages as templates (`templates/site/`, checked when Dugout is built,
//! every value escaped) and what each shows, worked out from the league's file by the
//! same code as the window and the command line.

use askama::Template;

use super::words::Words;
use crate::data::Lang;

/// A link.
#[derive(Debug, Clone)]
pub struct Link {
    pub href: String,
    pub label: String,
}

/// The link to the same page in the other language.
#[derive(Debug, Clone)]
pub struct LangLink {
    pub href: String,
    pub lang: &'static str,
    pub label: &'static str,
}

/// What every page's frame shows: the league, the way home, the navigation.
#[derive(Debug, Clone)]
pub struct Frame {
    pub lang: &'static str,
    /// From this page to the language's root (`""`, `"../"`); every other link of a
    /// page is from that root.
    pub root: String,
    /// From this page to the site's stylesheet (at the folder's root).
    pub style: String,
    pub league: String,
    pub game: &'static str,
    pub nav: Vec<Link>,
    pub other_lang: Option<LangLink>,
    pub footer: &'static str,
}

/// A match in a list of results or fixtures.
#[derive(Debug, Clone)]
pub struct MatchRow {
    pub round: u32,
    pub date: String,
    pub home: String,
    pub home_href: String,
    pub away: String,
    pub away_href: String,
    pub score: String,
    /// The match's page.
    pub href: String,
}

/// A standings row.
#[derive(Debug, Clone)]
pub struct StandingRowView {
    pub position: u32,
    pub team: String,
    pub href: String,
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub points: i32,
    pub scored: u32,
    pub conceded: u32,
}

#[derive(Debug, Clone)]
pub struct DivisionView {
    pub name: Option<String>,
    pub rows: Vec<StandingRowView>,
}

/// A season's tables, with the tie-breakers said.
#[derive(Debug, Clone)]
pub struct TableView {
    pub title: String,
    pub divisions: Vec<DivisionView>,
    pub tie_breakers: String,
}

#[derive(Debug, Clone)]
pub struct BoardRow {
    pub rank: u32,
    pub name: String,
    /// The player's page (or the team's, on a team board).
    pub href: String,
    pub dead: bool,
    pub team: String,
    pub team_href: String,
    pub value: i64,
}

#[derive(Debug, Clone)]
pub struct BoardView {
    pub name: &'static str,
    pub who: &'static str,
    pub rows: Vec<BoardRow>,
}

#[derive(Debug, Clone)]
pub struct RecordView {
    pub name: &'static str,
    pub value: String,
    pub team: String,
    pub team_href: String,
}

#[derive(Debug, Clone)]
pub struct TeamView {
    pub name: String,
    pub coach: String,
    pub roster: String,
    pub players: usize,
    pub value: String,
    pub treasury: String,
    /// The team's primary colour, `#RRGGBB` as stored (checked when written).
    pub colour: Option<String>,
}

#[derive(Template)]
#[template(path = "site/home.html")]
pub struct HomePage<'a> {
    pub page: &'a Frame,
    pub words: Words,
    pub standings: Option<TableView>,
    pub results: Vec<MatchRow>,
    pub next: Vec<MatchRow>,
    pub boards: Vec<BoardView>,
    pub records: Vec<RecordView>,
    pub seasons: Vec<Link>,
    pub teams: Vec<Link>,
}

#[derive(Template)]
#[template(path = "site/season.html")]
pub struct SeasonPage<'a> {
    pub page: &'a Frame,
    pub words: Words,
    pub table: TableView,
    pub results: Vec<MatchRow>,
    /// The season's race (one per division) and its winning margins, as SVG drawn and
    /// escaped by `chart::svg`.
    pub charts: Vec<String>,
    pub brackets: Vec<BracketView>,
}

/// A team in a playoff bracket.
#[derive(Debug, Clone)]
pub struct SeedView {
    pub name: String,
    pub href: String,
    pub seed: u32,
}

/// A pairing of a bracket: its two sides (or a bye), the series' wins, its games.
#[derive(Debug, Clone)]
pub struct TieView {
    pub home: Option<SeedView>,
    pub away: Option<SeedView>,
    pub bye: bool,
    pub wins: String,
    pub home_won: bool,
    pub away_won: bool,
    /// The games played, each a link to its page labelled with its score.
    pub games: Vec<Link>,
}

/// A playoff: its rounds (name, pairings) and champion.
#[derive(Debug, Clone)]
pub struct BracketView {
    pub name: String,
    pub rounds: Vec<(String, Vec<TieView>)>,
    pub champion: Option<String>,
}

#[derive(Template)]
#[template(path = "site/team.html")]
pub struct TeamPage<'a> {
    pub page: &'a Frame,
    pub words: Words,
    pub team: TeamView,
    pub record: RecordSummary,
    pub roster: RosterView,
    /// Value and treasury over time, as SVG (None before a second point).
    pub chart: Option<String>,
    pub results: Vec<MatchRow>,
}

/// Played, won, drawn, lost.
#[derive(Debug, Clone, Copy, Default)]
pub struct RecordSummary {
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

/// A roster as the team sheet prints it: each row the player's page, cells, note.
#[derive(Debug, Clone, Default)]
pub struct RosterView {
    pub headers: Vec<String>,
    /// The column whose cell links to the player's page.
    pub name_column: usize,
    pub rows: Vec<(String, Vec<String>, String)>,
    /// The columns whose cells may wrap (those with long texts: skills, equipment).
    pub wrap: Vec<bool>,
    pub glossary: Vec<(String, String)>,
}

/// Who a player is.
#[derive(Debug, Clone)]
pub struct PlayerView {
    pub name: String,
    pub team: String,
    pub team_href: String,
    pub hired_on: String,
    pub released_on: Option<String>,
    /// The match that killed them: its page and label.
    pub died: Option<(String, String)>,
}

/// A season of a career (or what was carried, or all time).
#[derive(Debug, Clone)]
pub struct CareerRow {
    pub label: String,
    /// Matches counted in (none for carried and all-time rows).
    pub matches: Option<usize>,
    pub values: Vec<i64>,
}

/// A match a player counted in.
#[derive(Debug, Clone)]
pub struct PlayerMatchView {
    pub season: String,
    pub round: u32,
    pub href: String,
    pub label: String,
    pub did: String,
}

/// A line of a player's story: an injury or an advancement, in a match.
#[derive(Debug, Clone)]
pub struct StoryView {
    pub player: String,
    pub player_href: String,
    pub match_href: String,
    pub label: String,
    pub kind: &'static str,
    pub text: String,
}

#[derive(Template)]
#[template(path = "site/player.html")]
pub struct PlayerPage<'a> {
    pub page: &'a Frame,
    pub words: Words,
    pub player: PlayerView,
    pub roster_headers: Vec<String>,
    /// The player's roster row while on the roster: page, cells, note.
    pub roster_row: Option<(String, Vec<String>, String)>,
    pub career_headers: Vec<&'static str>,
    pub career: Vec<CareerRow>,
    pub matches: Vec<PlayerMatchView>,
    pub story: Vec<StoryView>,
}

/// A player a match killed.
#[derive(Debug, Clone)]
pub struct GraveView {
    pub name: String,
    pub href: String,
    pub team: String,
    pub team_href: String,
    pub date: String,
    pub season: String,
    pub match_href: String,
    pub label: String,
}

#[derive(Template)]
#[template(path = "site/graveyard.html")]
pub struct GraveyardPage<'a> {
    pub page: &'a Frame,
    pub words: Words,
    pub title: &'static str,
    pub graves: Vec<GraveView>,
}

#[derive(Template)]
#[template(path = "site/chooser.html")]
pub struct Chooser<'a> {
    pub league: &'a str,
    pub links: Vec<LangLink>,
}

/// What one player did in a match, said with the game's statistics.
#[derive(Debug, Clone)]
pub struct PlayerLineView {
    pub name: String,
    /// The player's page.
    pub href: String,
    pub did: String,
}

#[derive(Debug, Clone)]
pub struct SideView {
    pub team: String,
    pub href: String,
    pub rows: Vec<PlayerLineView>,
    /// What the match did to the side's players (injuries, advancements).
    pub story: Vec<StoryView>,
}

/// A played match: who, when, the score, what each side's players did.
#[derive(Debug, Clone)]
pub struct MatchView {
    pub home: String,
    pub home_href: String,
    pub away: String,
    pub away_href: String,
    pub score: String,
    pub season: String,
    pub season_href: String,
    pub round: u32,
    pub playoff: bool,
    pub date: String,
    pub sides: Vec<SideView>,
}

#[derive(Template)]
#[template(path = "site/match.html")]
pub struct MatchPage<'a> {
    pub page: &'a Frame,
    pub words: Words,
    pub game: MatchView,
}

/// The `lang` attribute's value.
pub fn lang_code(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Fr => "fr",
    }
}
