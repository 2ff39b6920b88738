//! The season report: a season told on paper — its standings per division, the race of
//! each division round by round, how its matches were won, the top five of each
//! statistic (players killed in a match marked) and the records set in it.

use chrono::NaiveDate;

use super::SheetOptions;
use super::page::{Align, Style, Writer};
use super::table::{Col, Table, Width};
use super::tr::L;
use crate::Result;
use crate::chart::Chart;
use crate::coach::{
    self, Context, DivisionTable, LeaderBoard, LeaderLine, LeagueStats, Reading, RecordLine,
};
use crate::games::Game;
use crate::stats::Scope;
use crate::store::{LeagueRecord, SeasonId, Store, today};
use crate::tr::texts;

texts! { R {
    SeasonReport => "Season report", "Bilan de saison";
    Race => "The race", "La course au titre";
    Margins => "How the matches were won", "Comment les matchs ont été gagnés";
    Leaders => "Leaders (top {})", "Meilleurs (les {} premiers)";
    Records => "Records of the season", "Records de la saison";
    NoRecords => "No record yet: no match has been played.", "Aucun record : aucun match n'a encore été joué.";
    NoLeaders => "No leader yet: no match has been played.", "Aucun meilleur : aucun match n'a encore été joué.";
    Rank => "#", "Rang";
    Player => "Player", "Joueur";
    Team => "Team", "Équipe";
    Value => "Value", "Valeur";
    Record => "Record", "Record";
    Where => "Where", "Où";
    InMatch => "match {}", "match {}";
    RoundOf => "round {}", "journée {}";
    Run => "matches {} to {}", "matchs {} à {}";
    Equalled => "equalled {}×", "égalé {} fois";
    Dead => "† killed in a match", "† tué en match";
} }

/// How many of each statistic's leaders the report lists.
pub const LEADERS_SHOWN: usize = 5;

/// Everything the season report prints.
#[derive(Debug, Clone)]
pub struct SeasonReportDoc {
    pub league: LeagueRecord,
    pub season: String,
    pub date: NaiveDate,
    pub tables: Vec<DivisionTable>,
    /// One race chart per division.
    pub races: Vec<Chart>,
    /// None when no match has been played.
    pub margins: Option<Chart>,
    pub leaders: Vec<LeaderBoard>,
    pub records: Vec<RecordLine>,
}

/// A season's report from the store, in the options' language and paper.
pub fn season_report(
    store: &mut Store,
    season: SeasonId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let lang = options.lang;
    let context = Context::new(lang);
    let view = coach::season_view(store, season)?;
    let league = coach::season_league(store, season)?;
    let tables = coach::standings(store, &context, season, None)?;
    let race = coach::season_race(store, &context, season)?;
    let races = race
        .divisions
        .iter()
        .filter(|division| !race.rounds.is_empty() && !division.lines.is_empty())
        .map(|division| coach::race_chart(&race, division, None, lang))
        .collect();
    let matches = LeagueStats::read(store, league.id, Reading::Matches(Some(season)))?;
    let records = LeagueStats::read(store, league.id, Reading::Records(Some(season)))?;
    let scope = Scope::Season(season);
    let doc = SeasonReportDoc {
        season: view.season.name,
        date: today(),
        tables,
        races,
        margins: (!matches.matches().is_empty()).then(|| coach::margins_chart(&matches, lang)),
        leaders: coach::leader_boards(store, scope, None, LEADERS_SHOWN, lang)?,
        records: records.record_lines(lang),
        league,
    };
    season_report_pdf(&doc, options)
}

/// The report as PDF bytes.
pub fn season_report_pdf(doc: &SeasonReportDoc, options: &SheetOptions) -> Result<Vec<u8>> {
    let title = format!("{} · {}", doc.league.name, doc.season);
    let mut w = Writer::new(&title, options)?;
    let right = format!(
        "{} · {}",
        w.t(R::SeasonReport),
        super::frame::as_of(&w, doc.date)
    );
    w.title(&title, &right);
    let game = coach::games::of(&doc.league.game)?;
    let first = doc.league.play.tie_breakers.first().copied();
    w.heading(w.t(L::Standings));
    for table in &doc.tables {
        super::standings::division(&mut w, game, table, first);
    }
    if !doc.races.is_empty() {
        w.heading(w.t(R::Race));
        for race in &doc.races {
            super::chart::chart_block(&mut w, race, 230.0);
        }
    }
    w.heading(w.t(R::Margins));
    match &doc.margins {
        Some(margins) => super::chart::chart_block(&mut w, margins, 180.0),
        None => w.line_of_text(w.t(L::NoMatches), Style::new(8.5).grey(0.3)),
    }
    leaders(&mut w, &doc.leaders);
    records(&mut w, game, &doc.records);
    Ok(w.finish(&title))
}

fn leaders(w: &mut Writer, boards: &[LeaderBoard]) {
    // The heading keeps the first board's rows with it.
    w.ensure(130.0);
    w.heading(&w.tf(R::Leaders, &[&LEADERS_SHOWN]));
    let shown: Vec<&LeaderBoard> = boards.iter().filter(|b| !b.rows.is_empty()).collect();
    if shown.is_empty() {
        w.line_of_text(w.t(R::NoLeaders), Style::new(8.5).grey(0.3));
        return;
    }
    let width = w.inner_width().min(440.0);
    for board in &shown {
        w.ensure(18.0 + 14.0 * board.rows.len().min(LEADERS_SHOWN) as f32);
        w.y += 4.0;
        w.line_of_text(board.name, Style::new(9.0).bold());
        let cols = vec![
            Col::new(w.t(R::Rank), Width::Fixed(24.0), Align::Right),
            Col::new(w.t(R::Player), Width::Share(1.2), Align::Left),
            Col::new(w.t(R::Team), Width::Share(1.0), Align::Left),
            Col::new(w.t(R::Value), Width::Fixed(40.0), Align::Right),
        ];
        let table = Table::new(w.left(), width, cols, 8.5);
        table.header(w);
        let mut previous = None;
        for (index, line) in board.rows.iter().take(LEADERS_SHOWN).enumerate() {
            let cells = leader_cells(line, previous);
            previous = Some(line.rank);
            table.row(w, &cells, Style::new(8.5), index % 2 == 1);
        }
    }
    if shown.iter().any(|b| b.rows.iter().any(|line| line.dead)) {
        w.y += 3.0;
        w.line_of_text(w.t(R::Dead), Style::new(7.5).grey(0.3));
    }
}

/// A leader's row: rank ("=" when tied with the row above), the player with a † when
/// killed in a match (empty for a team's statistic), team and value.
fn leader_cells(line: &LeaderLine, previous: Option<u32>) -> Vec<String> {
    let rank = match previous == Some(line.rank) {
        true => "=".to_string(),
        false => line.rank.to_string(),
    };
    let player = match (&line.player, line.number, line.dead) {
        (Some(name), Some(number), dead) => {
            format!("{name} (#{number}){}", if dead { " †" } else { "" })
        }
        (Some(name), None, dead) => format!("{name}{}", if dead { " †" } else { "" }),
        (None, _, _) => String::new(),
    };
    vec![rank, player, line.team.clone(), line.value.to_string()]
}

fn records(w: &mut Writer, game: &dyn Game, lines: &[RecordLine]) {
    w.heading(w.t(R::Records));
    if lines.is_empty() {
        w.line_of_text(w.t(R::NoRecords), Style::new(8.5).grey(0.3));
        return;
    }
    let cols = vec![
        Col::new(w.t(R::Record), Width::Share(1.3), Align::Left),
        Col::new(w.t(R::Value), Width::Fixed(56.0), Align::Right),
        Col::new(w.t(R::Team), Width::Share(1.0), Align::Left),
        Col::new(w.t(R::Where), Width::Share(1.1), Align::Left),
    ];
    let table = Table::new(w.left(), w.inner_width(), cols, 8.5);
    table.header(w);
    for (index, line) in lines.iter().enumerate() {
        let value = if line.record == "most_valuable_team" {
            game.money().format(line.value, w.lang)
        } else {
            line.value.to_string()
        };
        let cells = vec![
            line.name.to_string(),
            value,
            line.team.clone(),
            record_place(w, line),
        ];
        table.row(w, &cells, Style::new(8.5), index % 2 == 1);
    }
}

/// Where a record was set: the match (or run) and its round, and how often it was
/// equalled.
fn record_place(w: &Writer, line: &RecordLine) -> String {
    let mut said = Vec::new();
    match (line.fixture_id, line.first_fixture_id, line.last_fixture_id) {
        (Some(fixture), _, _) => said.push(w.tf(R::InMatch, &[&fixture])),
        (None, Some(first), Some(last)) if first == last => said.push(w.tf(R::InMatch, &[&first])),
        (None, Some(first), Some(last)) => said.push(w.tf(R::Run, &[&first, &last])),
        _ => {}
    }
    if let Some(round) = line.round {
        said.push(w.tf(R::RoundOf, &[&round]));
    }
    if line.equalled > 0 {
        said.push(w.tf(R::Equalled, &[&line.equalled]));
    }
    said.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{PlayerId, TeamId};

    #[test]
    fn the_words_are_complete() {
        crate::tr::assert_complete(R::ALL);
    }

    #[test]
    fn a_tie_shows_as_equal_and_a_dead_player_is_marked() {
        let line = |rank, dead| LeaderLine {
            rank,
            player_id: Some(PlayerId(1)),
            player: Some("Zoé".into()),
            number: Some(7),
            team_id: TeamId(2),
            team: "Kovoss".into(),
            value: 4,
            dead,
        };
        assert_eq!(leader_cells(&line(1, false), None)[0], "1");
        assert_eq!(leader_cells(&line(1, true), Some(1))[0], "=");
        assert_eq!(leader_cells(&line(1, true), Some(1))[1], "Zoé (#7) †");
        assert_eq!(leader_cells(&line(2, false), Some(1))[1], "Zoé (#7)");
    }
}
