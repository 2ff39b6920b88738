//! What one language's pages show, read from the league's file once, before any page
//! is made: the pages are then made from this on the machine's cores.

use std::collections::BTreeMap;

use rustc_hash::FxHashMap as HashMap;

use super::pages::{BoardRow, BoardView, DivisionView, PlayerLineView, RecordView};
use super::pages::{StandingRowView, TableView};
use super::paths::team_path;
use super::words::{Site, Words};
use super::{PublishOptions, charts};
use crate::Result;
use crate::coach::{self, Bracket, Context, FixtureLine, LeagueStats, Reading};
use crate::data::Lang;
use crate::games::{Game, StoryLine, TeamSummary};
use crate::sheet::RosterTable;
use crate::stats::{Scope, Statistic};
use crate::store::TeamId;
use crate::store::{FixtureId, LeagueId, LeagueRecord, PlayerId, SeasonRecord, Store};

/// One season: its fixtures, tables, charts and playoffs.
pub struct SeasonSite {
    pub record: SeasonRecord,
    pub fixtures: Vec<FixtureLine>,
    pub table: TableView,
    /// The race (one per division) and the winning margins, as SVG.
    pub charts: Vec<String>,
    pub brackets: Vec<Bracket>,
}

/// Everything one language's pages show.
pub struct LangSite {
    pub lang: Lang,
    /// Whether the site holds both languages (each in its folder).
    pub both: bool,
    pub league: LeagueRecord,
    pub game: &'static dyn Game,
    pub seasons: Vec<SeasonSite>,
    pub teams: Vec<TeamSummary>,
    /// All time: lines match by match, played matches, values, every player.
    pub stats: LeagueStats,
    /// What each player did in each played match, by match: the player's team and line.
    pub match_lines: BTreeMap<FixtureId, Vec<(TeamId, PlayerLineView)>>,
    /// Where each fixture is: its season's index and its index in that season's list.
    pub fixture_at: HashMap<FixtureId, (usize, usize)>,
    /// The indexes of each player's lines in `stats.lines()`.
    pub lines_of: HashMap<PlayerId, Vec<usize>>,
    /// Each team's roster as its team sheet prints it.
    pub rosters: HashMap<TeamId, RosterTable>,
    /// Injuries and advancements, in the game's words, in match order.
    pub story: Vec<StoryLine>,
    /// The indexes of each player's story lines, and of each match's.
    pub story_by_player: HashMap<PlayerId, Vec<usize>>,
    pub story_by_match: HashMap<FixtureId, Vec<usize>>,
    pub boards: Vec<BoardView>,
    pub records: Vec<RecordView>,
}

/// What the seasons' pages and the home page's boards show.
struct SeasonsPart {
    seasons: Vec<SeasonSite>,
    boards: Vec<BoardView>,
    records: Vec<RecordView>,
}

/// What the team and player pages show, read all time.
struct PeoplePart {
    stats: LeagueStats,
    teams: Vec<TeamSummary>,
    rosters: HashMap<TeamId, RosterTable>,
    story: Vec<StoryLine>,
}

impl LangSite {
    /// Reads the league: its seasons on a second connection of their own while this one
    /// reads its teams and players (a league file on disk; one after the other for a
    /// file in memory).
    pub fn read(
        store: &mut Store,
        league: LeagueId,
        lang: Lang,
        options: &PublishOptions,
        both: bool,
    ) -> Result<LangSite> {
        let record = coach::league(store, league)?;
        let game = coach::games::of(&record.game)?;
        let records: Vec<SeasonRecord> = coach::seasons(store, league)?
            .into_iter()
            .filter(|s| options.seasons.is_empty() || options.seasons.contains(&s.id))
            .collect();
        let tie_breakers = tie_order(&record, game, lang);
        let path = store.path().map(std::path::Path::to_path_buf);
        let read_seasons =
            |own: &mut Store| read_seasons(own, league, records.clone(), lang, &tie_breakers, game);
        let (part, people) = std::thread::scope(|scope| {
            let helper = path
                .map(|path| scope.spawn(move || read_seasons(&mut Store::open_read_only(&path)?)));
            let people = read_people(store, league, game, lang);
            let part = match helper {
                Some(handle) => handle
                    .join()
                    .unwrap_or_else(|_| Err(crate::error::PublishFault::Worker.into())),
                None => read_seasons(store),
            };
            (part, people)
        });
        let (part, people) = (part?, people?);
        Ok(LangSite::index(record, game, lang, both, part, people))
    }

    /// The site with its look-ups: where each fixture is, each player's lines, each
    /// player's and match's story.
    fn index(
        league: LeagueRecord,
        game: &'static dyn Game,
        lang: Lang,
        both: bool,
        part: SeasonsPart,
        people: PeoplePart,
    ) -> LangSite {
        let mut lines_of: HashMap<PlayerId, Vec<usize>> = HashMap::default();
        for (at, line) in people.stats.lines().iter().enumerate() {
            if let Some(player) = line.player {
                lines_of.entry(player).or_default().push(at);
            }
        }
        let mut fixture_at = HashMap::default();
        for (s, season) in part.seasons.iter().enumerate() {
            for (f, fixture) in season.fixtures.iter().enumerate() {
                fixture_at.insert(fixture.id, (s, f));
            }
        }
        let mut story_by_player: HashMap<PlayerId, Vec<usize>> = HashMap::default();
        let mut story_by_match: HashMap<FixtureId, Vec<usize>> = HashMap::default();
        for (at, line) in people.story.iter().enumerate() {
            story_by_player.entry(line.player).or_default().push(at);
            story_by_match.entry(line.fixture).or_default().push(at);
        }
        LangSite {
            lang,
            both,
            boards: part.boards,
            records: part.records,
            match_lines: players_did(&people.stats, lang),
            league,
            game,
            seasons: part.seasons,
            teams: people.teams,
            stats: people.stats,
            fixture_at,
            lines_of,
            rosters: people.rosters,
            story: people.story,
            story_by_player,
            story_by_match,
        }
    }

    pub fn words(&self) -> Words {
        Words::of(self.lang)
    }

    /// A fixture with its season, if it is one of the seasons published.
    pub fn fixture(&self, fixture: FixtureId) -> Option<(&SeasonSite, &FixtureLine)> {
        let (s, f) = *self.fixture_at.get(&fixture)?;
        let season = &self.seasons[s];
        Some((season, &season.fixtures[f]))
    }
}

fn read_seasons(
    store: &mut Store,
    league: LeagueId,
    records: Vec<SeasonRecord>,
    lang: Lang,
    tie_breakers: &str,
    game: &dyn Game,
) -> Result<SeasonsPart> {
    let mut seasons = Vec::with_capacity(records.len());
    for season in records {
        seasons.push(read_season(store, league, season, lang, tie_breakers)?);
    }
    Ok(SeasonsPart {
        boards: leader_boards(store, &seasons, lang)?,
        records: record_views(store, league, game, lang)?,
        seasons,
    })
}

fn read_people(
    store: &mut Store,
    league: LeagueId,
    game: &dyn Game,
    lang: Lang,
) -> Result<PeoplePart> {
    let stats = LeagueStats::read(store, league, Reading::Site)?;
    let teams = coach::team_summaries(store, league, lang)?;
    let mut rosters = HashMap::default();
    for team in &teams {
        rosters.insert(team.id, crate::sheet::team_roster(store, team.id, lang)?);
    }
    let story = store.read(|tx| game.player_story(tx, league, lang))?;
    Ok(PeoplePart {
        stats,
        teams,
        rosters,
        story,
    })
}

/// "Tie-breakers, in order: …" as the league sets them.
fn tie_order(record: &LeagueRecord, game: &dyn Game, lang: Lang) -> String {
    let order: Vec<String> = record
        .play
        .tie_breakers
        .iter()
        .map(|t| game.tie_breaker_name(*t, lang))
        .collect();
    Site::TieOrder.fill(lang, &[&order.join(", ")])
}

fn read_season(
    store: &mut Store,
    league: LeagueId,
    record: SeasonRecord,
    lang: Lang,
    tie_breakers: &str,
) -> Result<SeasonSite> {
    let context = Context::new(lang);
    let divisions = coach::standings(store, &context, record.id, None)?
        .into_iter()
        .map(|table| DivisionView {
            name: table.division.map(|d| d.name),
            rows: table
                .rows
                .iter()
                .map(|line| StandingRowView {
                    position: line.position,
                    team: line.team.clone(),
                    href: team_path(line.team_id),
                    played: line.played,
                    won: line.won,
                    drawn: line.drawn,
                    lost: line.lost,
                    points: line.points,
                    scored: line.scored_for,
                    conceded: line.conceded,
                })
                .collect(),
        })
        .collect();
    Ok(SeasonSite {
        fixtures: coach::fixture_list(store, record.id)?,
        charts: charts::season_charts(store, &context, league, record.id)?,
        brackets: coach::brackets(store, record.id)?,
        table: TableView {
            title: Site::SeasonTitle.fill(lang, &[&record.name]),
            divisions,
            tie_breakers: tie_breakers.to_string(),
        },
        record,
    })
}

/// The latest season's top five of each statistic.
fn leader_boards(store: &mut Store, seasons: &[SeasonSite], lang: Lang) -> Result<Vec<BoardView>> {
    let Some(latest) = seasons.last() else {
        return Ok(Vec::new());
    };
    Ok(
        coach::leader_boards(store, Scope::Season(latest.record.id), None, 5, lang)?
            .into_iter()
            .map(|board| board_view(board, lang))
            .collect(),
    )
}

fn record_views(
    store: &mut Store,
    league: LeagueId,
    game: &dyn Game,
    lang: Lang,
) -> Result<Vec<RecordView>> {
    let money = game.money();
    Ok(LeagueStats::read(store, league, Reading::Records(None))?
        .record_lines(lang)
        .into_iter()
        .map(|line| RecordView {
            name: line.name,
            value: match line.record {
                "most_valuable_team" => money.format(line.value, lang),
                _ => line.value.to_string(),
            },
            team_href: team_path(line.team_id),
            team: line.team,
        })
        .collect())
}

fn board_view(board: coach::LeaderBoard, lang: Lang) -> BoardView {
    let words = Words::of(lang);
    let players = board.of == "player";
    BoardView {
        name: board.name,
        who: if players { words.player } else { words.team },
        rows: board
            .rows
            .into_iter()
            .map(|line| BoardRow {
                rank: line.rank,
                href: match (line.player_id, players) {
                    (Some(player), true) => super::paths::player_path(player),
                    _ => team_path(line.team_id),
                },
                name: match (&line.player, players) {
                    (Some(player), true) => player.clone(),
                    _ => line.team.clone(),
                },
                dead: line.dead,
                team_href: team_path(line.team_id),
                team: line.team,
                value: line.value,
            })
            .collect(),
    }
}

/// What each player did in each match of `stats`, said with the game's statistics in
/// their order: "Strikes 2 · Kills caused 1".
fn players_did(
    stats: &LeagueStats,
    lang: Lang,
) -> BTreeMap<FixtureId, Vec<(TeamId, PlayerLineView)>> {
    let statistics = stats.game.statistics();
    let mut sums: BTreeMap<(FixtureId, PlayerId), (TeamId, BTreeMap<usize, i64>)> = BTreeMap::new();
    for line in stats.lines() {
        let (Some(fixture), Some(player)) = (line.fixture, line.player) else {
            continue;
        };
        let Some(at) = statistics.iter().position(|s| s.id == line.stat) else {
            continue;
        };
        let entry = sums
            .entry((fixture, player))
            .or_insert((line.team, BTreeMap::new()));
        *entry.1.entry(at).or_default() += line.value;
    }
    let mut by_match: BTreeMap<FixtureId, Vec<(TeamId, PlayerLineView)>> = BTreeMap::new();
    for ((fixture, player), (team, values)) in sums {
        let did = said(statistics, &values, lang);
        if did.is_empty() {
            continue;
        }
        let name = stats
            .player(player)
            .map_or_else(String::new, |p| format!("#{} {}", p.number, p.name));
        by_match.entry(fixture).or_default().push((
            team,
            PlayerLineView {
                name,
                href: super::paths::player_path(player),
                did,
            },
        ));
    }
    by_match
}

/// What the values counted (by index of `statistics`) say: "Strikes 2 · Kills caused 1";
/// empty when all are nought.
pub fn said(statistics: &[Statistic], values: &BTreeMap<usize, i64>, lang: Lang) -> String {
    let did: Vec<String> = values
        .iter()
        .filter(|(_, v)| **v != 0)
        .map(|(at, v)| format!("{} {v}", (statistics[*at].name)(lang)))
        .collect();
    did.join(" · ")
}
