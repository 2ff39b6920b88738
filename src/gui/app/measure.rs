//! The measuring flags: `--measure-startup` (process start to the first frame of the
//! landing screen) and `--measure-redraw` (the median time between frames while the
//! team screen, the league screen or its season race, is made anew every frame).

use std::time::Instant;

use iced::Task;

use super::{App, Message, REDRAW_FRAMES, Screen};
use crate::gui::screen::league::{self, SortKey};

impl App {
    /// The screen `--measure-redraw` redraws is in front with its data.
    pub(super) fn redraw_screen_shown(&self) -> bool {
        match self.screen {
            Screen::League => {
                self.league
                    .as_ref()
                    .is_some_and(|league| match league.showing_stats {
                        true => league.stats.race.is_some(),
                        false => league.data.loaded().is_some(),
                    })
            }
            _ => self.games.measured_team_loaded(),
        }
    }

    pub(super) fn frame_drawn(&mut self, at: Instant) -> Task<Message> {
        if let Some(started) = self.measure_startup.take() {
            let elapsed = started.elapsed().as_secs_f64() * 1000.0;
            println!("startup: {elapsed:.1} ms to the first frame of the league screen");
            return iced::exit();
        }
        if !self.measure_redraw {
            return Task::none();
        }
        self.frames.push(at);
        if self.frames.len() >= REDRAW_FRAMES {
            let mut gaps: Vec<f64> = self
                .frames
                .windows(2)
                .map(|pair| (pair[1] - pair[0]).as_secs_f64() * 1000.0)
                .collect();
            gaps.sort_by(f64::total_cmp);
            let median = gaps.get(gaps.len() / 2).copied().unwrap_or_default();
            let screen = match (self.screen, &self.league) {
                (Screen::League, Some(league)) if league.showing_stats => "league statistics",
                (Screen::League, _) => "league",
                _ => "team",
            };
            println!(
                "redraw: median {median:.2} ms between frames of the {screen} screen over {} frames",
                gaps.len()
            );
            return iced::exit();
        }
        if self.screen == Screen::League {
            self.next_league_frame()
        } else {
            self.next_team_frame()
        }
    }

    /// Selects the next player, so that every frame is a new view, laid out and drawn.
    fn next_team_frame(&mut self) -> Task<Message> {
        match self.games.next_player() {
            Some(message) => self.game_message(message),
            None => Task::none(),
        }
    }

    /// Sorts the league's teams by the next column: every frame sorts them all again and
    /// lays out a new page of the table.
    fn next_league_frame(&mut self) -> Task<Message> {
        const KEYS: [SortKey; 6] = [
            SortKey::Name,
            SortKey::Coach,
            SortKey::Roster,
            SortKey::Players,
            SortKey::Value,
            SortKey::Treasury,
        ];
        let Some(screen) = self.league.as_ref() else {
            return Task::none();
        };
        if screen.showing_stats {
            return self.next_race_frame();
        }
        let at = KEYS
            .iter()
            .position(|key| *key == screen.sort.0)
            .unwrap_or(0);
        self.league_message(league::Message::SortPressed(KEYS[(at + 1) % KEYS.len()]))
    }

    /// Picks out the next team of the season race: every frame is a new chart, laid out
    /// and drawn with nothing cached.
    fn next_race_frame(&mut self) -> Task<Message> {
        use crate::gui::screen::league_race::{RaceMessage, TeamChoice};
        use crate::gui::screen::league_stats;
        let Some(race) = self.league.as_ref().and_then(|l| l.stats.race.as_ref()) else {
            return Task::none();
        };
        let lines = &race.race.divisions[race.division].lines;
        let at = lines
            .iter()
            .position(|line| Some(line.team_id) == race.highlight)
            .map_or(0, |i| (i + 1) % lines.len());
        let choice = TeamChoice {
            team: Some(lines[at].team_id),
            label: lines[at].team.clone(),
        };
        self.league_message(league::Message::Stats(league_stats::Message::Race(
            RaceMessage::TeamPicked(choice),
        )))
    }
}
