//! Where you are and how to go back: the trail of places in the bar (leagues › league ›
//! season › team or match) and the Back button, which returns to the place visited before,
//! or, when none is left open, to the place above this one in the trail.

use iced::Task;

use super::{App, Message, Screen};
use crate::gui::screen::audit::AuditScreen;
use crate::gui::screen::history::HistoryScreen;
use crate::gui::screen::league::LeagueScreen;
use crate::gui::screen::season::SeasonScreen;
use crate::gui::style::icon::Icon;
use crate::gui::tr::{Text, fill, tr};

/// The places Back remembers; older ones are forgotten.
const VISITED_KEPT: usize = 32;

/// One place of the trail: the screen it shows and its name.
#[derive(Debug, Clone, PartialEq)]
pub struct Crumb {
    pub screen: Screen,
    pub icon: Option<Icon>,
    pub label: String,
}

impl Crumb {
    fn new(screen: Screen, label: impl Into<String>) -> Crumb {
        Crumb {
            screen,
            icon: None,
            label: label.into(),
        }
    }
}

impl App {
    /// Whether the place `screen` shows is open (the window can show it now).
    pub(super) fn place_open(&self, screen: Screen) -> bool {
        match screen {
            Screen::League => self.league.is_some(),
            Screen::Team | Screen::NewTeam | Screen::Builder | Screen::MatchDay => {
                self.games.shows(screen)
            }
            Screen::Season => self.season.is_some(),
            Screen::Audit => self.audit.is_some(),
            Screen::History => self.history.is_some(),
            Screen::Start | Screen::Reference | Screen::Settings => true,
        }
    }

    /// The trail to the screen in front, from the leagues down; its last place is the
    /// one shown. The reference and the settings stand outside the trail: it then ends at
    /// the open league.
    pub fn crumbs(&self) -> Vec<Crumb> {
        let lang = self.lang();
        let mut trail = vec![Crumb {
            icon: Some(Icon::Leagues),
            ..Crumb::new(Screen::Start, tr(lang, Text::Leagues))
        }];
        if self.screen == Screen::Start {
            return trail;
        }
        if let Some(name) = self.place_name(Screen::League) {
            trail.push(Crumb::new(Screen::League, name));
        }
        let in_season = matches!(self.screen, Screen::Season | Screen::MatchDay);
        if let Some(name) = self.place_name(Screen::Season).filter(|_| in_season) {
            trail.push(Crumb::new(Screen::Season, name));
        }
        trail.extend(self.place_crumbs());
        trail
    }

    /// The places below the league (and season) for the screen in front.
    fn place_crumbs(&self) -> Vec<Crumb> {
        let below: &[Screen] = match self.screen {
            Screen::Builder => &[Screen::Team, Screen::Builder],
            Screen::Team | Screen::NewTeam | Screen::MatchDay | Screen::Audit | Screen::History => {
                std::slice::from_ref(&self.screen)
            }
            _ => &[],
        };
        below
            .iter()
            .filter_map(|&screen| {
                let label = self.place_name(screen)?;
                let icon = (screen == Screen::History).then_some(Icon::History);
                Some(Crumb {
                    icon,
                    ..Crumb::new(screen, label)
                })
            })
            .collect()
    }

    /// The name of the place `screen` shows, as the trail and Back's tooltip say it.
    pub(super) fn place_name(&self, screen: Screen) -> Option<String> {
        let lang = self.lang();
        let said = |text: Text| Some(tr(lang, text).to_string());
        match screen {
            Screen::Start => said(Text::Leagues),
            Screen::League => self
                .league
                .as_ref()
                .and_then(LeagueScreen::title)
                .map(str::to_string),
            Screen::Season => self
                .season
                .as_ref()
                .and_then(SeasonScreen::title)
                .map(|name| fill(tr(lang, Text::SeasonTitle), &[&name])),
            Screen::Team | Screen::Builder | Screen::NewTeam => self.games.place_name(screen, lang),
            Screen::MatchDay => self.match_day_title(),
            Screen::Audit => self
                .audit
                .as_ref()
                .and_then(AuditScreen::title)
                .and(said(Text::AuditTab)),
            Screen::History => self.history.as_ref().and_then(HistoryScreen::title),
            Screen::Reference => said(Text::Reference),
            Screen::Settings => said(Text::Settings),
        }
    }

    /// The match in front, "home v away", whichever game it is.
    fn match_day_title(&self) -> Option<String> {
        let (home, away) = self.games.match_sides()?;
        Some(fill(tr(self.lang(), Text::MatchBetween), &[&home, &away]))
    }

    /// Where Back goes: the last place visited that is still open, else the place above
    /// this one in the trail; none on the leagues.
    pub fn back_target(&self) -> Option<Screen> {
        let visited = self
            .visited
            .iter()
            .rev()
            .find(|&&screen| screen != self.screen && self.place_open(screen));
        visited.copied().or_else(|| {
            let trail = self.crumbs();
            let here = trail.iter().rposition(|c| c.screen == self.screen)?;
            here.checked_sub(1).map(|above| trail[above].screen)
        })
    }

    /// Back: shows the place `back_target` names and forgets the places after it.
    pub(super) fn go_back(&mut self) -> Task<Message> {
        let Some(target) = self.back_target() else {
            return Task::none();
        };
        if let Some(at) = self.visited.iter().rposition(|&screen| screen == target) {
            self.visited.truncate(at);
        }
        self.skip_next_visit = true;
        if self.screen == Screen::Builder && target == Screen::Team {
            return self.leave_builder();
        }
        self.screen = target;
        Task::none()
    }

    /// Remembers `before` as visited when a message took the window to another screen.
    pub(super) fn note_visit(&mut self, before: Screen) {
        if self.screen == before
            || std::mem::take(&mut self.skip_next_visit)
            || self.visited.last() == Some(&before)
        {
            return;
        }
        self.visited.push(before);
        if self.visited.len() > VISITED_KEPT {
            self.visited.remove(0);
        }
    }
}
