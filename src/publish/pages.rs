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
}

#[derive(Template)]
#[template(path = "site/team.html")]
pub struct TeamPage<'a> {
    pub page: &'a Frame,
    pub words: Words,
    pub team: TeamView,
    pub results: Vec<MatchRow>,
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
    pub did: String,
}

#[derive(Debug, Clone)]
pub struct SideView {
    pub team: String,
    pub href: String,
    pub rows: Vec<PlayerLineView>,
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
