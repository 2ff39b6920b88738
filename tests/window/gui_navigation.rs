//! Navigation by place (issue 32 item 2): the bar is the trail to the screen in front
//! (leagues › league › season › team or match), within the open league, and Back returns
//! to the place visited before, or to the place above when none is left.

use crate::wizard;

use dugout::data::Lang;
use dugout::gui::screen::league::Message as League;
use dugout::gui::screen::season::Message as Season;
use dugout::gui::screen::start;
use dugout::gui::{Landing, Message, Screen};
use dugout::store::{FixtureId, LeagueId, SeasonId, TeamId};
use wizard::{Harness, file, run};

/// The trail's places, as the bar names them.
fn trail(h: &Harness) -> Vec<String> {
    h.app.crumbs().into_iter().map(|c| c.label).collect()
}

fn trail_screens(h: &Harness) -> Vec<Screen> {
    h.app.crumbs().into_iter().map(|c| c.screen).collect()
}

#[test]
fn the_bar_is_the_trail_from_the_leagues_to_the_match_and_back_retraces_it() {
    let file = file();
    let db = file.dir.path().join("league.db");
    let league = run(&db, &["league", "list"])[0]["name"]
        .as_str()
        .unwrap()
        .to_string();
    let fixtures = run(&db, &["fixtures", "list", "--season", "1"]);
    let (home, away) = (
        fixtures[0]["home"].as_str().unwrap().to_string(),
        fixtures[0]["away"].as_str().unwrap().to_string(),
    );
    let fixture = fixtures[0]["id"].as_i64().unwrap();
    let mut h = Harness::open(&file, Lang::En, Landing::Season(SeasonId(1), None));
    assert_eq!(trail(&h), ["Leagues", league.as_str(), "Season 2027"]);
    assert_eq!(
        trail_screens(&h),
        [Screen::Start, Screen::League, Screen::Season]
    );

    h.send(Message::Season(Season::MatchDayPressed(FixtureId(fixture))));
    assert_eq!(h.app.screen(), Screen::MatchDay);
    let matched = format!("{home} v {away}");
    assert_eq!(
        trail(&h),
        ["Leagues", league.as_str(), "Season 2027", matched.as_str()],
        "the match sits under its season"
    );
    assert!(h.shows(&matched), "and the bar says so");

    // Back: to the season the match was opened from, then up to the league (the season
    // was the first screen shown, so nothing was visited before it).
    h.send(Message::Back);
    assert_eq!(h.app.screen(), Screen::Season);
    h.send(Message::Back);
    assert_eq!(h.app.screen(), Screen::League);
    assert_eq!(trail(&h), ["Leagues", league.as_str()]);
    h.send(Message::Back);
    assert_eq!(h.app.screen(), Screen::Start);
    assert_eq!(h.app.back_target(), None, "nothing behind the leagues");
}

#[test]
fn back_returns_to_the_team_visited_before_not_only_up() {
    let file = file();
    let db = file.dir.path().join("league.db");
    let fixtures = run(&db, &["fixtures", "list", "--season", "1"]);
    let home = fixtures[0]["home_id"].as_i64().unwrap();
    let team = fixtures[0]["home"].as_str().unwrap().to_string();
    let mut h = Harness::open(&file, Lang::En, Landing::Team(TeamId(home)));
    assert_eq!(h.app.screen(), Screen::Team);
    assert_eq!(trail(&h).last().map(String::as_str), Some(team.as_str()));
    // The league, chosen in the bar, then the team again from the league's list.
    h.send(Message::ScreenChosen(Screen::League));
    assert_eq!(h.app.screen(), Screen::League);
    h.send(Message::League(League::TeamChosen(TeamId(home))));
    assert_eq!(h.app.screen(), Screen::Team);
    h.send(Message::ScreenChosen(Screen::Reference));
    assert_eq!(h.app.screen(), Screen::Reference);
    // Back walks the visits in reverse: the team, the league, the team it started on.
    h.send(Message::Back);
    assert_eq!(h.app.screen(), Screen::Team);
    h.send(Message::Back);
    assert_eq!(h.app.screen(), Screen::League);
    h.send(Message::Back);
    assert_eq!(h.app.screen(), Screen::Team);
}

/// Two leagues with a season of the same name: after switching league, neither the
/// trail nor Back reaches the places of the league left.
#[test]
fn switching_league_keeps_the_trail_and_back_within_the_league_open() {
    let file = file();
    let db = file.dir.path().join("league.db");
    let second = run(
        &db,
        &["league", "new", "--name", "Second", "--game", "bloodbowl"],
    )["id"]
        .as_i64()
        .unwrap();
    run(
        &db,
        &[
            "season",
            "new",
            "--league",
            &second.to_string(),
            "--name",
            "2027",
        ],
    );
    let mut h = Harness::open(&file, Lang::En, Landing::Season(SeasonId(1), None));
    assert!(h.shows("Season 2027"));
    h.send(Message::ScreenChosen(Screen::Start));
    h.send(Message::Start(start::Message::LeagueChosen(LeagueId(
        second,
    ))));
    assert_eq!(h.app.screen(), Screen::League);
    assert_eq!(trail(&h), ["Leagues", "Second"]);
    assert!(
        h.app.season_screen().is_none(),
        "the first league's season is closed"
    );
    assert!(!h.shows("Season 2027"), "and no longer in the bar");
    // Back goes to the leagues, never to the first league's season.
    assert_eq!(h.app.back_target(), Some(Screen::Start));
    h.send(Message::Back);
    assert_eq!(h.app.screen(), Screen::Start);
    assert_ne!(h.app.back_target(), Some(Screen::Season));
    h.send(Message::Back);
    assert!(
        h.app.season_screen().is_none() && h.app.screen() != Screen::Season,
        "the first league's season stays closed"
    );
    // Back to the first league: its screen, and nothing of the second.
    h.send(Message::Start(start::Message::LeagueChosen(LeagueId(1))));
    assert_eq!(h.app.league_screen().map(|s| s.id), Some(LeagueId(1)));
    assert_eq!(trail(&h)[1], run(&db, &["league", "list"])[0]["name"]);
}

#[test]
fn the_trail_and_back_speak_french() {
    let file = file();
    let mut h = Harness::open(&file, Lang::Fr, Landing::Season(SeasonId(1), None));
    assert_eq!(trail(&h)[0], "Ligues");
    assert_eq!(trail(&h)[2], "Saison 2027");
    let db = file.dir.path().join("league.db");
    let fixture = run(&db, &["fixtures", "list", "--season", "1"])[0]["id"]
        .as_i64()
        .unwrap();
    h.send(Message::Season(Season::MatchDayPressed(FixtureId(fixture))));
    assert!(
        trail(&h)[3].contains(" contre "),
        "the match is named in French: {:?}",
        trail(&h)
    );
}

/// A team or match of a game the window has no screens for is said so in a notice that
/// stays, and never opens on another game's screens (issue 33 item 2: no silent
/// fallback).
#[test]
fn a_game_the_window_has_no_screens_for_is_said_so_not_shown_as_dreadball() {
    let file = file();
    let mut h = Harness::open(&file, Lang::En, Landing::Start);
    h.send(Message::TeamGameRead(TeamId(1), Ok("chess".into())));
    assert_eq!(h.app.screen(), Screen::Start, "no team screen opened");
    assert!(h.app.games().team_screen().is_none());
    let said = h.app.notice().expect("a notice").to_string();
    assert!(said.contains("no screens for the game “chess”"), "{said}");
    h.send(Message::MatchDayGameRead(
        FixtureId(1),
        None,
        Ok("chess".into()),
    ));
    assert_ne!(h.app.screen(), Screen::MatchDay);
    assert!(h.app.games().match_day_screen().is_none());
}
