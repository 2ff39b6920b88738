//! The Killpower Ball team screen: the team part of its sheet (coach, ranking points,
//! total experience, power, division, matches) and its seven gladiators. A team changes
//! only through its matches, so the screen reads and prints; it has nothing to undo.

use iced::Element;
use iced::Task;
use iced::widget::column;

use super::words::{abbr, equipment_text, shield_text, stat_abbr};
use crate::coach::AsOf;
use crate::coach::killpower::{self as kpb, GladiatorView, KpbTeam};
use crate::data::Lang;
use crate::data::nouns::Noun;
use crate::gui::db::Db;
use crate::gui::exchange::Exchange;
use crate::gui::failure::Failure;
use crate::gui::killpower::tr::Kp;
use crate::gui::print::Document;
use crate::gui::roster::{self, Figure, Header, RosterColumn};
use crate::gui::style::space;
use crate::gui::team_charts::{self, TeamCharts, under_table};
use crate::gui::tr::{Text, Tm, fill, tr};
use crate::gui::widgets::{Loadable, caption};
use crate::rules::killpower::Mode;
use crate::store::TeamId;

#[derive(Debug)]
pub struct TeamScreen {
    pub id: TeamId,
    pub data: Loadable<Box<KpbTeam>>,
    pub charts: TeamCharts,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(Result<Box<KpbTeam>, Failure>),
    Charts(team_charts::Message),
    ReloadPressed,
    BackPressed,
    Print(Document),
    /// Export the team (the app asks where).
    Exchange(Exchange),
}

/// What the root should do after a message.
pub enum Action {
    None,
    Run(Task<Message>),
    Back,
}

impl TeamScreen {
    pub fn new(id: TeamId) -> TeamScreen {
        TeamScreen {
            id,
            data: Loadable::Loading,
            charts: TeamCharts::new(id),
        }
    }

    pub fn load(&self, db: &Db, lang: Lang) -> Task<Message> {
        let id = self.id;
        Task::perform(
            db.call(lang, move |store, context| {
                kpb::show_team(store, context.lang, id).map(Box::new)
            }),
            Message::Loaded,
        )
        .chain(self.charts.load(db, lang).map(Message::Charts))
    }

    pub fn title(&self) -> Option<&str> {
        self.data.loaded().map(|team| team.name.as_str())
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        match message {
            Message::Loaded(result) => {
                self.data = Loadable::from_result(result);
                Action::None
            }
            Message::ReloadPressed => Action::Run(self.load(db, lang)),
            Message::Charts(message) => {
                let outcome = self.charts.update(message, db, lang);
                match outcome.task(Message::Charts, || self.load(db, lang)) {
                    Some(task) => Action::Run(task),
                    None => Action::None,
                }
            }
            Message::BackPressed => Action::Back,
            // The app takes them on their way here.
            Message::Print(_) | Message::Exchange(_) => Action::None,
        }
    }

    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        self.data.view(lang, Message::ReloadPressed, |team| {
            page(team, &self.charts, lang)
        })
    }
}

fn page<'a>(team: &'a KpbTeam, charts: &'a TeamCharts, lang: Lang) -> Element<'a, Message> {
    let least = roster::least_width(&gladiator_columns::<Message>(lang));
    roster::team_page(
        header(team, lang),
        least,
        move || {
            let table = gladiator_roster(&team.gladiators, lang);
            under_table(table, charts.view(None, lang), Message::Charts)
        },
        Vec::new,
    )
}

/// The gladiators in the shared roster table, with what the table leaves unsaid (the
/// speed is rolled before each match); the creation wizard's preview shows it too.
pub fn gladiator_roster<'a, M: Clone + 'a>(
    gladiators: &'a [GladiatorView],
    lang: Lang,
) -> Element<'a, M> {
    column![
        roster::roster_table(gladiator_columns(lang), gladiators),
        caption(fill(tr(lang, Kp::RapNote), &[&abbr("rap", lang)])),
    ]
    .spacing(space::XS)
    .into()
}

fn header(team: &KpbTeam, lang: Lang) -> Element<'_, Message> {
    let print = Document::Team {
        team: team.id,
        name: team.name.clone(),
        as_of: AsOf::Now,
    };
    let export = Exchange::ExportTeam {
        team: team.id,
        name: team.name.clone(),
    };
    let mode = match team.mode {
        Mode::Championship => Kp::ModeChampionship,
        Mode::Tournament => Kp::ModeTournament,
    };
    let record = team.record;
    let count = |label: Kp, value: i64| Figure::new(tr(lang, label), value.to_string());
    Header {
        back: Message::BackPressed,
        name: team.name.as_str(),
        game: format!("{} · {}", tr(lang, Kp::GameName), tr(lang, mode)),
        coach: team.coach.as_str(),
        figures: vec![
            count(Kp::RankingPoints, team.ranking_points.into()),
            count(Kp::TotalExperience, team.total_experience.into()),
            count(Kp::Power, team.power.into()),
            count(Kp::Division, team.division.into()),
            count(Kp::Played, record.played.into()),
            count(Kp::Won, record.won.into()),
            count(Kp::Drawn, record.drawn.into()),
            count(Kp::Lost, record.lost.into()),
            count(Kp::Abandoned, record.abandoned.into()),
        ],
        actions: roster::print_and_export(Message::Print(print), Message::Exchange(export), lang)
            .into(),
        note: Some(tr(lang, Kp::PowerNote).to_string()),
    }
    .view(lang)
}

/// Killpower Ball's columns: number, gladiator, specialization, the six
/// characteristics, shield, equipment, experience, raises.
pub(super) fn gladiator_columns<'a, M: Clone + 'a>(
    lang: Lang,
) -> Vec<RosterColumn<'a, GladiatorView, M>> {
    type G = GladiatorView;
    let stat = move |id: &'static str, value: fn(&G) -> u8| {
        RosterColumn::stat(abbr(id, lang), move |g: &G| value(g).to_string())
    };
    vec![
        RosterColumn::number(tr(lang, Text::Number), 22.0, |g: &G| g.number.to_string()),
        RosterColumn::text(tr(lang, Kp::Gladiator), 90.0, |g: &G| g.name.clone()),
        RosterColumn::text(tr(lang, Kp::Specialization), 90.0, |g: &G| {
            g.specialization_name.clone()
        }),
        stat("dep", |g| g.stats.dep),
        stat("phy", |g| g.stats.phy),
        stat("hab", |g| g.stats.hab),
        stat("pou", |g| g.stats.pou),
        stat("bal", |g| g.stats.bal),
        stat("vie", |g| g.stats.vie),
        RosterColumn::number(tr(lang, Kp::Shield), 30.0, move |g: &G| {
            shield_text(g, lang)
        }),
        RosterColumn::wide(tr(lang, Kp::Equipment), move |g: &G| {
            equipment_text(g, lang)
        }),
        RosterColumn::number(tr(lang, Kp::ExperienceShort), 30.0, |g: &G| {
            g.experience.to_string()
        }),
        RosterColumn::text(tr(lang, Tm::Raises), 110.0, move |g: &G| raises(g, lang)),
    ]
}

const LEFT: Noun = Noun {
    en: ["left", "left"],
    fr: ["restante", "restantes"],
};

/// The characteristics raised and, when some are left, how many ("PHY · 1 left").
fn raises(g: &GladiatorView, lang: Lang) -> String {
    let raised: Vec<String> = g.raises.iter().map(|s| stat_abbr(*s, lang)).collect();
    let left = (g.raises_left > 0).then(|| LEFT.count(g.raises_left, lang));
    raised
        .into_iter()
        .chain(left)
        .collect::<Vec<_>>()
        .join(" · ")
}
