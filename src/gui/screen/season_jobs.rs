//! What the season screen's forms send to the store, each checked first where it can be
//! without the store; and everything the screen shows, read in one go (`load`).

use chrono::NaiveDate;
use iced::Task;

use super::season::{
    Control, DEFAULT_BEST_OF, DEFAULT_EVERY_DAYS, DEFAULT_PLAYOFF_TEAMS, Job, Message, ResultForm,
    SeasonData, SeasonScreen, TeamChoice, score_text,
};
use crate::coach::{self, Context, MatchReport, Schedule};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::tr::{Text, fill, tr};
use crate::store::{FixtureId, SeasonId, Store};

type Request = Result<(Control, Job), (Control, String)>;

impl SeasonScreen {
    pub(super) fn add_team_job(&self, lang: Lang) -> Request {
        let Some(team) = self.add_team else {
            return Err((Control::AddTeam, tr(lang, Text::ChooseTeam).to_string()));
        };
        let season = self.id;
        let division = Some(self.division.trim().to_string()).filter(|name| !name.is_empty());
        Ok((
            Control::AddTeam,
            Box::new(move |s, _| {
                coach::add_team_to_season(s, season, team, division.as_deref())?;
                Ok(String::new())
            }),
        ))
    }

    pub(super) fn generate_job(&self, lang: Lang) -> Request {
        let refuse = |text: Text| (Control::Generate, tr(lang, text).to_string());
        let start = parse_date(&self.start).map_err(|_| refuse(Text::DateNotDate))?;
        let every_days = whole(&self.every, DEFAULT_EVERY_DAYS)
            .filter(|days| *days > 0)
            .ok_or_else(|| refuse(Text::DaysNotNumber))?;
        let schedule = Schedule {
            double: self.double,
            start,
            every_days,
        };
        let season = self.id;
        Ok((
            Control::Generate,
            Box::new(move |s, _| {
                let made = coach::generate_fixtures(s, season, schedule)?;
                Ok(fill(
                    tr(lang, Text::FixturesMade),
                    &[&crate::data::nouns::MATCHES.count(made.len(), lang)],
                ))
            }),
        ))
    }

    pub(super) fn playoff_job(&self, lang: Lang) -> Request {
        let refuse = |text: Text| (Control::Playoff, tr(lang, text).to_string());
        let top =
            whole(&self.top, DEFAULT_PLAYOFF_TEAMS).ok_or_else(|| refuse(Text::TopNotNumber))?;
        let best_of =
            whole(&self.best_of, DEFAULT_BEST_OF).ok_or_else(|| refuse(Text::BestOfNotNumber))?;
        let name = match self.playoff_name.trim() {
            "" => tr(lang, Text::DefaultPlayoffName).to_string(),
            name => name.to_string(),
        };
        let season = self.id;
        Ok((
            Control::Playoff,
            Box::new(move |s, context| {
                let bracket = coach::new_playoff(s, context, season, top, best_of, &name)?;
                Ok(fill(
                    tr(lang, Text::PlayoffStarted),
                    &[&bracket.playoff.name],
                ))
            }),
        ))
    }

    pub fn load(&self, db: &Db, lang: Lang) -> Task<Message> {
        let id = self.id;
        Task::perform(
            db.call(lang, move |store, context| {
                load_season_data(store, context, id).map(Box::new)
            }),
            Message::Loaded,
        )
    }

    pub(super) fn result_job(form: &ResultForm, lang: Lang) -> Request {
        let control = Control::Result(form.fixture);
        let score = |text: &str| {
            text.trim()
                .parse::<u32>()
                .map_err(|_| (control, tr(lang, Text::ScoreNotNumber).to_string()))
        };
        let (home_score, away_score) = (score(&form.home)?, score(&form.away)?);
        let (id, landslide, editing) = (form.fixture, form.landslide, form.editing);
        Ok((
            control,
            Box::new(move |s, _| {
                let line = if editing {
                    coach::edit_score(s, id, home_score, away_score, landslide)?
                } else {
                    let report = MatchReport {
                        home_score,
                        away_score,
                        landslide,
                        ..MatchReport::default()
                    };
                    coach::record_result(s, id, &report)?
                };
                Ok(fill(
                    tr(lang, Text::ResultSaved),
                    &[&line.home, &score_text(&line), &line.away],
                ))
            }),
        ))
    }

    pub(super) fn reset_job(id: FixtureId, lang: Lang) -> (Control, Job) {
        (
            Control::Reset(id),
            Box::new(move |s, _| {
                let plan = coach::reset_result(s, id)?;
                let line = &plan.fixture;
                Ok(fill(tr(lang, Text::ResultReset), &[&line.home, &line.away]))
            }),
        )
    }

    pub(super) fn delete_job(id: FixtureId, lang: Lang) -> (Control, Job) {
        (
            Control::Delete(id),
            Box::new(move |s, _| {
                let line = coach::delete_fixture(s, id)?;
                Ok(fill(
                    tr(lang, Text::FixtureDeleted),
                    &[&line.home, &line.away],
                ))
            }),
        )
    }
}

/// A whole number, or `default` when the field is left empty.
fn whole(text: &str, default: u32) -> Option<u32> {
    match text.trim() {
        "" => Some(default),
        text => text.parse().ok(),
    }
}

/// A date written YYYY-MM-DD, or none when the field is left empty.
fn parse_date(text: &str) -> Result<Option<NaiveDate>, chrono::ParseError> {
    match text.trim() {
        "" => Ok(None),
        text => NaiveDate::parse_from_str(text, "%Y-%m-%d").map(Some),
    }
}

/// Everything the season screen shows, read in one go.
pub fn load_season_data(
    store: &mut Store,
    context: &Context,
    id: SeasonId,
) -> crate::Result<SeasonData> {
    let view = coach::season_view(store, id)?;
    let league = coach::season_league(store, id)?;
    let others = coach::team_summaries(store, league.id, context.lang)?
        .into_iter()
        .filter(|team| !view.teams.iter().any(|t| t.team_id == team.id))
        .map(|team| TeamChoice {
            id: team.id,
            name: team.name,
        })
        .collect();
    let fixtures = coach::fixture_list(store, id)?;
    let tables = coach::standings(store, context, id, None)?;
    let brackets = coach::brackets(store, id)?;
    Ok(SeasonData {
        view,
        league,
        others,
        fixtures,
        tables,
        brackets,
    })
}
