//! The desktop app (iced). For now one screen: the leagues in the open file and the
//! teams of the selected league.

mod tr;

pub use tr::{Text, tr};

use std::path::PathBuf;

use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Element, Length, Task};

use crate::coach::{self, Context, TeamView};
use crate::data::dreadball::Reference;
use crate::data::{Lang, Named};
use crate::demo;
use crate::store::{LeagueRecord, Store};

/// What the app shows: every league of the file with its teams.
#[derive(Debug, Clone)]
pub struct Snapshot {
    pub leagues: Vec<(LeagueRecord, Vec<TeamView>)>,
}

/// Reads every league and its teams.
pub fn load_snapshot(store: &mut Store, context: &Context<'_>) -> crate::Result<Snapshot> {
    let leagues = coach::list_leagues(store)?;
    let mut snapshot = Snapshot {
        leagues: Vec::new(),
    };
    for league in leagues {
        let teams = coach::list_teams(store, context, league.id)?;
        snapshot.leagues.push((league, teams));
    }
    Ok(snapshot)
}

#[derive(Debug, Clone)]
pub enum Message {
    LeagueSelected(usize),
    LanguageToggled,
}

pub struct App {
    path: PathBuf,
    lang: Lang,
    reference: Option<&'static Reference>,
    loaded: Result<Snapshot, String>,
    selected: usize,
}

impl App {
    /// Opens the file (creating the demo league when the file is new) and reads it.
    pub fn open(path: PathBuf, lang: Lang, create_demo: bool) -> App {
        let reference = Reference::bundled().ok();
        let loaded = App::load(&path, lang, create_demo);
        App {
            path,
            lang,
            reference,
            loaded,
            selected: 0,
        }
    }

    fn load(path: &std::path::Path, lang: Lang, create_demo: bool) -> Result<Snapshot, String> {
        let reference = Reference::bundled().map_err(|e| e.to_string())?;
        let context = Context::new(reference, lang);
        let mut store = crate::cli::open_store(path).map_err(|e| e.to_string())?;
        if create_demo {
            demo::ensure_demo(&mut store, &context).map_err(|e| e.message(lang))?;
        }
        load_snapshot(&mut store, &context).map_err(|e| e.message(lang))
    }

    pub fn title(&self) -> String {
        format!("{} — {}", tr(self.lang, Text::AppName), self.path.display())
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::LeagueSelected(index) => self.selected = index,
            Message::LanguageToggled => {
                self.lang = match self.lang {
                    Lang::En => Lang::Fr,
                    Lang::Fr => Lang::En,
                }
            }
        }
        Task::none()
    }

    pub fn view(&self) -> Element<'_, Message> {
        let lang = self.lang;
        let header = row![
            text(tr(lang, Text::AppName)).size(28),
            iced::widget::space::horizontal(),
            button(text(tr(lang, Text::Language))).on_press(Message::LanguageToggled),
        ]
        .spacing(12);
        let body: Element<'_, Message> = match &self.loaded {
            Err(error) => column![
                text(tr(lang, Text::CouldNotOpen)).size(20),
                text(error.clone())
            ]
            .spacing(8)
            .into(),
            Ok(snapshot) if snapshot.leagues.is_empty() => text(tr(lang, Text::NoLeague)).into(),
            Ok(snapshot) => self.leagues_view(snapshot),
        };
        container(column![header, body, text(tr(lang, Text::DefaultsNote)).size(12)].spacing(16))
            .padding(20)
            .width(Length::Fill)
            .height(Length::Fill)
            .into()
    }

    fn leagues_view<'a>(&'a self, snapshot: &'a Snapshot) -> Element<'a, Message> {
        let lang = self.lang;
        let mut leagues = column![text(tr(lang, Text::Leagues)).size(20)].spacing(6);
        for (index, (league, _)) in snapshot.leagues.iter().enumerate() {
            let label = text(league.name.clone());
            let style = if index == self.selected {
                button::primary
            } else {
                button::secondary
            };
            let entry = button(label)
                .style(style)
                .on_press(Message::LeagueSelected(index));
            leagues = leagues.push(entry.width(Length::Fill));
        }
        let teams = snapshot
            .leagues
            .get(self.selected)
            .map(|(_, teams)| self.teams_view(teams))
            .unwrap_or_else(|| text(tr(lang, Text::NoTeam)).into());
        row![
            container(leagues).width(Length::FillPortion(1)),
            container(teams).width(Length::FillPortion(4)),
        ]
        .spacing(24)
        .height(Length::Fill)
        .into()
    }

    fn teams_view<'a>(&'a self, teams: &'a [TeamView]) -> Element<'a, Message> {
        let lang = self.lang;
        if teams.is_empty() {
            return text(tr(lang, Text::NoTeam)).into();
        }
        let cell = |value: String, portion: u16| {
            container(text(value)).width(Length::FillPortion(portion))
        };
        let heading = row![
            cell(tr(lang, Text::Name).into(), 4),
            cell(tr(lang, Text::Coach).into(), 3),
            cell(tr(lang, Text::Roster).into(), 4),
            cell(tr(lang, Text::Players).into(), 2),
            cell(tr(lang, Text::TeamValue).into(), 2),
            cell(tr(lang, Text::Treasury).into(), 2),
        ]
        .spacing(8);
        let mut lines = column![text(tr(lang, Text::Teams)).size(20), heading].spacing(6);
        for view in teams {
            let team = &view.team;
            let roster = self
                .reference
                .and_then(|r| r.teams.iter().find(|t| t.id == team.roster))
                .map_or(team.roster.clone(), |r| r.name(lang).to_string());
            lines = lines.push(
                row![
                    cell(team.name.clone(), 4),
                    cell(team.coach.clone(), 3),
                    cell(roster, 4),
                    cell(team.players.len().to_string(), 2),
                    cell(format!("{}mc", view.team_value_mc), 2),
                    cell(format!("{}mc", team.treasury_mc), 2),
                ]
                .spacing(8),
            );
        }
        scrollable(lines).into()
    }
}

/// Runs the desktop app on the league file at `path`.
pub fn run(path: PathBuf, lang: Lang) -> iced::Result {
    let create_demo = !path.exists();
    iced::application(
        move || App::open(path.clone(), lang, create_demo),
        App::update,
        App::view,
    )
    .title(App::title)
    .window_size((1100.0, 700.0))
    .run()
}
