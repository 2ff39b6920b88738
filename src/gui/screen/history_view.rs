//! How the history pages look: a team's record, matches and players; a player's career;
//! the graveyard.

use iced::alignment::Horizontal;
use iced::widget::table::column as col;
use iced::widget::{Column, button, column, container, row, scrollable, text};
use iced::{Alignment, Element, Length};

use super::history::{HistoryData, HistoryScreen, Message};
use crate::coach::{Career, CareerMatch, Context, Grave, Outcome, TeamHistory, TeamMatch};
use crate::data::Lang;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{bold, caption, heading, link, subheading};
use crate::store::PlayerHistoryRecord;

impl HistoryScreen {
    pub fn view<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        self.data.view(lang, Message::ReloadPressed, move |data| {
            let (title, button, body) = match data {
                HistoryData::Team(history, graves) => team_page(history, graves, lang),
                HistoryData::Player(career) => career_page(career, lang),
                HistoryData::Graveyard { league, graves } => graveyard_page(league, graves, lang),
            };
            let mut header = row![
                crate::gui::widgets::icon_button(
                    crate::gui::style::icon::Icon::Back,
                    tr(lang, Text::Back)
                )
                .on_press(Message::BackPressed),
                heading(title),
                iced::widget::space::horizontal(),
            ]
            .spacing(14)
            .align_y(Alignment::Center);
            if let Some(button) = button {
                header = header.push(button);
            }
            column![
                header,
                scrollable(container(body).padding(iced::Padding::ZERO.right(14)))
                    .width(Length::Fill)
                    .height(Length::Fill),
            ]
            .spacing(12)
            .into()
        })
    }
}

type Page<'a> = (String, Option<Element<'a, Message>>, Column<'a, Message>);

fn team_page<'a>(history: &'a TeamHistory, graves: &'a [Grave], lang: Lang) -> Page<'a> {
    let record = history.record;
    let line = fill(
        tr(lang, Text::RecordLine),
        &[
            &record.played.to_string(),
            &record.won.to_string(),
            &record.drawn.to_string(),
            &record.lost.to_string(),
            crate::coach::games::of(&history.game).map_or("", |game| game.score_noun(lang)),
            &record.strikes_for.to_string(),
            &record.strikes_against.to_string(),
        ],
    );
    let mut body = column![bold(line), subheading(tr(lang, Text::Matches))].spacing(10);
    body = body.push(if history.matches.is_empty() {
        Element::from(caption(tr(lang, Text::NoMatchPlayed)))
    } else {
        matches_table(&history.matches, lang)
    });
    body = body
        .push(subheading(tr(lang, Text::PlayersEver)))
        .push(players_table(&history.players, graves, lang))
        .push(caption(tr(lang, Text::PlayerCareerHint)));
    let open = button(text(tr(lang, Text::TeamRoster)))
        .style(crate::gui::style::button::secondary)
        .on_press(Message::OpenTeamPressed(history.team_id));
    (
        fill(tr(lang, Text::HistoryTitle), &[&history.name]),
        Some(open.into()),
        body,
    )
}

fn matches_table(matches: &[TeamMatch], lang: Lang) -> Element<'_, Message> {
    let head = |label: Text| crate::gui::style::table::header(tr(lang, label));
    let columns = vec![
        col(head(Text::Date), |m: &TeamMatch| {
            text(m.played_on.to_string()).size(14)
        }),
        col(head(Text::Season), |m: &TeamMatch| {
            text(fill(
                tr(lang, Text::SeasonRound),
                &[&m.season, &m.round.to_string()],
            ))
            .size(14)
        }),
        col(head(Text::Opponent), move |m: &TeamMatch| {
            let side = tr(lang, if m.at_home { Text::AtHome } else { Text::Away });
            row![
                link(
                    text(m.opponent.as_str()).size(14),
                    Message::TeamChosen(m.opponent_id)
                ),
                caption(format!("({side})")),
            ]
            .spacing(6)
            .align_y(Alignment::Center)
        }),
        col(head(Text::Score), |m: &TeamMatch| {
            text(format!("{}–{}", m.strikes_for, m.strikes_against)).size(14)
        })
        .align_x(Horizontal::Center),
        col(head(Text::Result), move |m: &TeamMatch| {
            bold(tr(lang, outcome_text(m.outcome))).size(14)
        })
        .align_x(Horizontal::Center),
        col(head(Text::Notes), move |m: &TeamMatch| {
            caption(match_notes(m, lang))
        }),
    ];
    crate::gui::style::table::table(columns, matches)
}

fn players_table<'a>(
    players: &'a [PlayerHistoryRecord],
    graves: &'a [Grave],
    lang: Lang,
) -> Element<'a, Message> {
    let head = |label: Text| crate::gui::style::table::header(tr(lang, label));
    let columns = vec![
        col(head(Text::Number), |p: &PlayerHistoryRecord| {
            text(p.player.number).size(14)
        }),
        col(head(Text::Name), |p: &PlayerHistoryRecord| {
            link(
                text(p.player.name.as_str()).size(14),
                Message::PlayerChosen(p.player.id),
            )
        }),
        col(head(Text::Position), |p: &PlayerHistoryRecord| {
            text(p.player.position.as_str()).size(14)
        }),
        col(head(Text::Joined), |p: &PlayerHistoryRecord| {
            text(p.player.hired_on.to_string()).size(14)
        }),
        col(head(Text::Status), move |p: &PlayerHistoryRecord| {
            let grave = graves.iter().find(|g| g.player_id == p.player.id);
            match (grave, p.released_on) {
                (Some(grave), _) => crate::gui::style::badge::badge(
                    crate::gui::style::badge::Badge::Dead,
                    fill(
                        tr(lang, Text::DiedOnMatch),
                        &[&grave.died_on.to_string(), &grave.fixture_id.to_string()],
                    ),
                ),
                (None, Some(on)) => {
                    caption(fill(tr(lang, Text::LeftOn), &[&on.to_string()])).into()
                }
                (None, None) => caption(tr(lang, Text::OnTheRoster)).into(),
            }
        }),
    ];
    crate::gui::style::table::table(columns, players)
}

fn career_page(career: &Career, lang: Lang) -> Page<'_> {
    let player = &career.player;
    let totals = career.totals;
    let mut line = fill(
        tr(lang, Text::TotalsLine),
        &[
            &crate::data::nouns::MATCHES.count(career.matches.len(), lang),
            &totals.strikes.to_string(),
            &totals.injuries.to_string(),
            &totals.kills.to_string(),
            &totals.experience.to_string(),
        ],
    );
    if totals.died {
        line = format!("{line} · {}", tr(lang, Text::Died));
    }
    let status = match player.released_on {
        Some(on) => fill(tr(lang, Text::LeftOn), &[&on.to_string()]),
        None => tr(lang, Text::OnTheRoster).to_string(),
    };
    let mut body = column![
        caption(format!(
            "{} · {} · {status}",
            player.player.position.as_str(),
            fill(
                tr(lang, Text::JoinedOn),
                &[&player.player.hired_on.to_string()]
            ),
        )),
        bold(line),
        subheading(tr(lang, Text::Matches)),
    ]
    .spacing(10);
    body = body.push(if career.matches.is_empty() {
        Element::from(caption(tr(lang, Text::NoMatchPlayed)))
    } else {
        career_table(&career.matches, lang)
    });
    let team = button(text(fill(tr(lang, Text::HistoryTitle), &[&career.team])))
        .style(crate::gui::style::button::secondary)
        .on_press(Message::TeamChosen(player.team_id));
    (
        format!(
            "#{} {} — {}",
            player.player.number, player.player.name, career.team
        ),
        Some(team.into()),
        body,
    )
}

fn career_table(matches: &[CareerMatch], lang: Lang) -> Element<'_, Message> {
    let head = |label: Text| crate::gui::style::table::header(tr(lang, label));
    let count = |label: Text, value: fn(&CareerMatch) -> u32| {
        col(head(label), move |m: &CareerMatch| {
            let n = value(m);
            text(if n == 0 { String::new() } else { n.to_string() }).size(14)
        })
        .align_x(Horizontal::Center)
    };
    let columns = vec![
        col(head(Text::Date), |m: &CareerMatch| {
            text(m.game.played_on.to_string()).size(14)
        }),
        col(head(Text::Opponent), |m: &CareerMatch| {
            link(
                text(m.game.opponent.as_str()).size(14),
                Message::TeamChosen(m.game.opponent_id),
            )
        }),
        col(head(Text::Score), |m: &CareerMatch| {
            text(format!("{}–{}", m.game.strikes_for, m.game.strikes_against)).size(14)
        })
        .align_x(Horizontal::Center),
        col(head(Text::Result), move |m: &CareerMatch| {
            bold(tr(lang, outcome_text(m.game.outcome))).size(14)
        })
        .align_x(Horizontal::Center),
        count(Text::StrikesColumn, |m| m.events.strikes),
        count(Text::InjuriesColumn, |m| m.events.injuries),
        count(Text::KillsColumn, |m| m.events.kills),
        count(Text::ExperienceColumn, |m| m.events.experience),
        col(head(Text::Notes), move |m: &CareerMatch| {
            caption(if m.events.died {
                tr(lang, Text::Died)
            } else {
                ""
            })
        }),
    ];
    crate::gui::style::table::table(columns, matches)
}

fn graveyard_page<'a>(league: &'a str, graves: &'a [Grave], lang: Lang) -> Page<'a> {
    let mut body = column![].spacing(10);
    if graves.is_empty() {
        body = body.push(text(tr(lang, Text::NoGrave)));
    } else {
        let head = |label: Text| crate::gui::style::table::header(tr(lang, label));
        let columns = vec![
            col(head(Text::DiedOn), |g: &Grave| {
                text(g.died_on.to_string()).size(14)
            }),
            col(head(Text::Number), |g: &Grave| text(g.number).size(14)),
            col(head(Text::Name), |g: &Grave| {
                link(
                    text(g.name.as_str()).size(14),
                    Message::PlayerChosen(g.player_id),
                )
            }),
            col(head(Text::Team), |g: &Grave| {
                link(
                    text(g.team.as_str()).size(14),
                    Message::TeamChosen(g.team_id),
                )
            }),
            col(head(Text::MatchColumn), |g: &Grave| {
                text(g.fixture_id.to_string()).size(14)
            }),
        ];
        body = body.push(crate::gui::style::table::table(columns, graves));
    }
    (fill(tr(lang, Text::GraveyardTitle), &[league]), None, body)
}

fn outcome_text(outcome: Outcome) -> Text {
    match outcome {
        Outcome::Won => Text::WonLetter,
        Outcome::Drawn => Text::DrawnLetter,
        Outcome::Lost => Text::LostLetter,
    }
}

fn match_notes(game: &TeamMatch, lang: Lang) -> String {
    let mut notes = Vec::new();
    if game.landslide {
        notes.push(tr(lang, Text::LandslideMark));
    }
    if game.playoff {
        notes.push(tr(lang, Text::PlayoffMark));
    }
    notes.join(", ")
}
