//! The one interface through which the shared code (leagues, seasons, fixtures,
//! standings, playoffs, audit, ledger, printing frame) asks a game for what differs
//! between games, and the game-neutral shapes it speaks in (money, a team's summary, a
//! match report).
//!
//! A game is a trait object rather than an enum: each game implements [`Game`] in its own
//! folder, and adding a game is that folder plus one line in the registry
//! (`coach::games::GAMES`), which knows the games; this file knows none of them. The
//! window keeps the same shape for its screens (`src/gui/games`), since the core never
//! imports iced.

use std::collections::HashMap;

use crate::Result;
use crate::data::Lang;
use crate::error::{GameName, TeamFault};
use crate::league::{PointsTable, TieBreaker};
use crate::stats::{StatLine, Statistic, ValuePoint, ValueQuery};
use crate::store::{
    FieldChange, FixtureId, LeagueId, LedgerId, PlaySettings, SeasonId, TeamId, Tx,
};
use crate::tr::texts;

mod fields;
mod report;
mod story;

pub use fields::{FieldAt, FieldKind, FieldSpec, OverrideOf, field_ids, no_field};
pub use report::{MatchReport, PlayerEvent};
pub use story::{StoryKind, StoryLine};

pub use crate::data::{Money, group_thousands};

/// A team as a league's team list shows it, whatever its game.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct TeamSummary {
    pub id: TeamId,
    pub name: String,
    pub coach: String,
    pub roster: String,
    /// The roster's name in the language asked for.
    pub roster_name: String,
    pub players: usize,
    /// Team value and treasury, in `money`.
    pub value: i64,
    pub treasury: i64,
    pub money: Money,
    /// The team's colours (`coach::team_summaries` reads them for every game).
    pub colours: crate::store::TeamColours,
}

/// What the shared code asks of a game.
pub trait Game: Sync {
    /// The id stored in `league.game` and typed on the command line (`bloodbowl`).
    fn id(&self) -> &'static str;
    /// The game's name in `lang`.
    fn name(&self, lang: Lang) -> &'static str;
    /// The game's name in both languages, for errors that name it.
    fn names(&self) -> GameName {
        GameName {
            en: self.name(Lang::En),
            fr: self.name(Lang::Fr),
        }
    }
    /// What the game's money is counted in.
    fn money(&self) -> Money;
    /// The points per result and tie-breakers a new league starts with (Dugout's
    /// defaults, not quoted rules).
    fn default_play(&self) -> PlaySettings {
        PlaySettings {
            points: self.starting_points(),
            tie_breakers: self.starting_tie_breakers().to_vec(),
        }
    }
    /// The points per result a new league starts with.
    fn starting_points(&self) -> PointsTable;
    /// The tie-breakers a new league starts with, in order.
    fn starting_tie_breakers(&self) -> &'static [TieBreaker];
    /// The tie-breakers a league of this game may use, in the order they are offered.
    fn tie_breakers(&self) -> &'static [TieBreaker];
    /// The name of a tie-breaker in this game's words ("strike difference",
    /// "touchdown difference"): the game's own name if it has one, else the shared one.
    fn tie_breaker_name(&self, tie_breaker: TieBreaker, lang: Lang) -> String {
        self.own_tie_breaker_name(tie_breaker, lang)
            .unwrap_or_else(|| shared_tie_breaker_name(tie_breaker).get(lang))
            .to_string()
    }
    /// The tie-breakers this game names in its own words (what its score counts…);
    /// None: the shared name.
    fn own_tie_breaker_name(&self, tie_breaker: TieBreaker, lang: Lang) -> Option<&'static str>;
    /// Whether results of this game have a bonus win (DreadBall's landslide); most games
    /// have none.
    fn has_bonus_win(&self) -> bool {
        false
    }
    /// Whether results of this game count casualties per side (Blood Bowl).
    fn counts_casualties(&self) -> bool {
        false
    }
    /// What the short headings of a table stand for, in `lang`.
    fn standings_legend(&self, lang: Lang) -> &'static str;
    /// Short headings of the score columns of a table: for, against, difference
    /// ("SF SA SD" for strikes, "TD+ TD- TDΔ" for touchdowns).
    fn score_headings(&self, lang: Lang) -> [&'static str; 3];
    /// What the score counts, in the plural, for a sentence ("strikes", "touchdowns").
    fn score_noun(&self, lang: Lang) -> &'static str;
    /// Whether a result is possible in this game (`playoff`: a playoff game needs a
    /// winner).
    fn check_result(&self, report: &MatchReport, playoff: bool) -> Result<()>;
    /// Whether each player could have made the feats a result credits them with, as
    /// their position and skills allow (a DreadBall Guard scores no strike); checked on
    /// every way a result comes in, inside its transaction.
    fn check_feats(&self, _tx: &Tx<'_>, _events: &[PlayerEvent]) -> Result<()> {
        Ok(())
    }
    /// Writes what the game records of a result besides the score (inside the result's
    /// transaction); a reset deletes it with the result.
    fn write_result(&self, _tx: &Tx<'_>, _fixture: FixtureId, _report: &MatchReport) -> Result<()> {
        Ok(())
    }
    /// The casualties of each result of a season (fixture, home, away), for games that
    /// count them.
    fn casualties(&self, _tx: &Tx<'_>, _season: SeasonId) -> Result<Vec<(FixtureId, u32, u32)>> {
        Ok(Vec::new())
    }
    /// The points each result of a season gave (fixture, home, away), for games whose
    /// results earn points by their own rules rather than the league's points table
    /// (Killpower Ball's ranking points).
    fn result_points(&self, _tx: &Tx<'_>, _season: SeasonId) -> Result<Vec<(FixtureId, i32, i32)>> {
        Ok(Vec::new())
    }
    /// What a table's points are, for games whose results earn points by their own
    /// rules (`result_points`); None: the league's points table, as every table says.
    fn points_note(&self, _lang: Lang) -> Option<&'static str> {
        None
    }
    /// The league's teams as its team list shows them, names in `lang`.
    fn team_summaries(&self, tx: &Tx<'_>, league: LeagueId, lang: Lang)
    -> Result<Vec<TeamSummary>>;
    /// Each team's value in the game's money, for the team-value tie-breaker.
    fn team_values(&self, tx: &Tx<'_>, league: LeagueId) -> Result<HashMap<TeamId, i64>>;
    /// Writes the game's own settings of a new league (inside its transaction).
    fn create_league(&self, tx: &Tx<'_>, league: LeagueId, format: Option<&str>) -> Result<()>;
    /// Puts a team's own items back as a recorded change found them (undo of a change
    /// written before schema 15): `items` is what the game wrote into
    /// `Reversal::RestoreItems`. Returns every field it changed.
    fn restore_items(
        &self,
        _tx: &Tx<'_>,
        team: TeamId,
        _items: &serde_json::Value,
    ) -> Result<Vec<FieldChange>> {
        Err(TeamFault::ItemUndoUnknown {
            team,
            game: self.names(),
        }
        .into())
    }
    /// Takes back `count` of the item a purchase bought (undo; `item` is the game's id,
    /// `change` the purchase's summary, for a refusal), or refuses in words when the
    /// team has fewer now. Returns every field it changed.
    fn undo_purchase(
        &self,
        _tx: &Tx<'_>,
        team: TeamId,
        item: &str,
        _count: u32,
        _change: &str,
    ) -> Result<Vec<FieldChange>> {
        Err(TeamFault::PurchaseUndoUnknown {
            team,
            game: self.names(),
            item: item.to_string(),
        }
        .into())
    }
    /// Lets go of a member of staff a hire brought (undo); `kind` is the game's id.
    /// Returns every field it changed.
    fn undo_staff_hire(&self, _tx: &Tx<'_>, team: TeamId, kind: &str) -> Result<Vec<FieldChange>> {
        Err(TeamFault::StaffUndoUnknown {
            team,
            game: self.names(),
            staff: kind.to_string(),
        }
        .into())
    }
    /// The fields a commissioner may set on the game's teams and players, in the order
    /// `dugout override fields` lists them (none by default).
    fn fields(&self) -> &'static [FieldSpec] {
        &[]
    }
    /// A field's value now, as text `set_field` reads back (undo sets it back with it).
    /// `field` is one of `fields`.
    fn field_value(&self, _tx: &Tx<'_>, at: FieldAt, field: &str) -> Result<String> {
        Err(no_field(self.names(), self.fields(), at.of(), field))
    }
    /// Sets a field from text, checked for its type and range and by the game's rules
    /// where one applies; changes nothing when refused. A money field is set through a
    /// ledger row of the difference (its reason names `reason`), returned.
    fn set_field(
        &self,
        _tx: &Tx<'_>,
        at: FieldAt,
        field: &str,
        _value: &str,
        _reason: &str,
    ) -> Result<Option<LedgerId>> {
        Err(no_field(self.names(), self.fields(), at.of(), field))
    }
    /// Undoes what a game's match day wrote for a fixture before its result is reset
    /// (`after_result`: the post-match sequence; otherwise the pre-match one).
    fn undo_match_day(&self, _tx: &Tx<'_>, _fixture: FixtureId, _after_result: bool) -> Result<()> {
        Ok(())
    }
    /// What a reset will undo of the game's own match day for a fixture: a line per
    /// pre-match part, and whether a post-match sequence is undone too.
    fn match_day_lines(&self, _tx: &Tx<'_>, _fixture: FixtureId) -> Result<(Vec<String>, bool)> {
        Ok((Vec::new(), false))
    }
    /// What befell the league's players match by match beyond the statistics (lasting
    /// injuries, advancements), in `lang`, in match order: the website's story lines.
    fn player_story(&self, _tx: &Tx<'_>, _league: LeagueId, _lang: Lang) -> Result<Vec<StoryLine>> {
        Ok(Vec::new())
    }
    /// Loads the game's bundled reference data (once per process) and says why if it
    /// does not load: every start of the program asks each game first.
    fn check_data(&self) -> Result<()>;
    /// The league formats this game offers besides its standard one (`dungeonbowl`).
    fn formats(&self) -> &'static [&'static str] {
        &[]
    }
    /// A format's name, as the game picker shows it ("Dungeonbowl", "Tournament").
    fn format_name(&self, format: &str, _lang: Lang) -> String {
        format.to_string()
    }
    /// The game's own tables as they travel in exchange documents (export, import).
    fn exchange_tables(&self) -> &'static [crate::exchange::spec::TableSpec];
    /// Rows of a team document that stand for rows league `league` already has: each
    /// as (table, id in the document, id in the file). An import writes those rows no
    /// more and points their references at the league's own (Killpower Ball's power
    /// cards, matched by name in the league's deck).
    fn shared_rows(
        &self,
        _tx: &Tx<'_>,
        _league: LeagueId,
        _tables: &serde_json::Map<String, serde_json::Value>,
    ) -> Result<Vec<(&'static str, i64, i64)>> {
        Ok(Vec::new())
    }
    /// What breaks the game's rules in league `league`'s own rows an import just wrote
    /// (its settings within the bounds `league settings` keeps, a deck, roster packs),
    /// each in English and French; an error when they cannot be read.
    fn league_problems(&self, tx: &Tx<'_>, league: LeagueId) -> Result<Vec<(String, String)>>;
    /// What breaks the game's rules in a team an import just wrote (inside its
    /// transaction), each in English and French; an error when the team cannot be read
    /// as one of the game's (unknown roster or position).
    fn import_problems(
        &self,
        tx: &Tx<'_>,
        team: TeamId,
        lang: Lang,
    ) -> Result<Vec<(String, String)>>;
    /// The statistics the game counts for its players and teams, in the order its
    /// leader boards show them (their ids are stable: scripts and the website read them).
    fn statistics(&self) -> &'static [Statistic];
    /// Every count behind `statistics` in a league (or one of its seasons): what each
    /// player (or team) added in each played match and, for the whole league, what
    /// imported teams' players brought from another file. A reset match leaves no line.
    fn stat_lines(
        &self,
        tx: &Tx<'_>,
        league: LeagueId,
        season: Option<SeasonId>,
    ) -> Result<Vec<StatLine>>;
    /// The same counts as `stat_lines` for leader boards, which need only totals: a
    /// game may sum each player's (or team's) lines over the matches read, giving lines
    /// without a fixture. By default, `stat_lines` itself.
    fn stat_totals(
        &self,
        tx: &Tx<'_>,
        league: LeagueId,
        season: Option<SeasonId>,
    ) -> Result<Vec<StatLine>> {
        self.stat_lines(tx, league, season)
    }
    /// The statistic a player's career chart follows (star player points, experience).
    fn career_statistic(&self) -> &'static str;
    /// The values each team had after the matches asked for (in their order) and
    /// today's, in its game's terms, with the treasury then where the game keeps one
    /// (and the query asks for it). By default, today's only.
    fn value_history(&self, tx: &Tx<'_>, query: &ValueQuery<'_>) -> Result<Vec<ValuePoint>> {
        let values = self.team_values(tx, query.league)?;
        Ok(tx
            .team_headers(query.league)?
            .into_iter()
            .map(|team| ValuePoint {
                team: team.id,
                fixture: None,
                value: values.get(&team.id).copied().unwrap_or(0),
                treasury: Some(team.treasury),
            })
            .collect())
    }
}

/// The points table a game's default play settings give (for "is this the default?").
pub fn default_points(game: &dyn Game) -> PointsTable {
    game.default_play().points
}

texts! { TieBreakerName {
    Points => "points", "points";
    ScoreDifference => "score difference", "différence de score";
    ScoreFor => "score for", "score marqué";
    HeadToHead => "head-to-head", "confrontations directes";
    Wins => "wins", "victoires";
    TeamValue => "team value", "valeur d'équipe";
    CoinFlip => "the coin flip", "tirage au sort";
    CasualtiesFor => "casualties inflicted", "éliminations infligées";
    CasualtyDifference => "casualty difference", "différence d'éliminations";
} }

/// A tie-breaker's name as every game says it unless it words it its own way.
pub fn shared_tie_breaker_name(tie_breaker: TieBreaker) -> TieBreakerName {
    match tie_breaker {
        TieBreaker::Points => TieBreakerName::Points,
        TieBreaker::ScoreDifference => TieBreakerName::ScoreDifference,
        TieBreaker::ScoreFor => TieBreakerName::ScoreFor,
        TieBreaker::HeadToHead => TieBreakerName::HeadToHead,
        TieBreaker::Wins => TieBreakerName::Wins,
        TieBreaker::TeamValue => TieBreakerName::TeamValue,
        TieBreaker::CoinFlip => TieBreakerName::CoinFlip,
        TieBreaker::CasualtiesFor => TieBreakerName::CasualtiesFor,
        TieBreaker::CasualtyDifference => TieBreakerName::CasualtyDifference,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shared_tie_breaker_names_are_complete() {
        crate::tr::assert_complete(TieBreakerName::ALL);
    }
}
