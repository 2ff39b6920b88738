//! `dugout bb`: seed 001's post-match arithmetic at the table, as a commissioner types it.

use crate::common;

use common::cli::Cli;

#[test]
fn winnings_halve_the_fan_factors_down_unless_asked_up() {
    let cli = Cli::new();
    let down = cli.json(&[
        "bb",
        "winnings",
        "--fan-factors",
        "3",
        "4",
        "--touchdowns",
        "2",
    ]);
    assert_eq!(down["winnings_gp"], 50_000);
    assert_eq!(down["halving_is_default"], true);
    let up = cli.json(&[
        "bb",
        "winnings",
        "--fan-factors",
        "3",
        "4",
        "--touchdowns",
        "2",
        "--round-up",
    ]);
    assert_eq!(up["winnings_gp"], 60_000);
    assert_eq!(up["halving_is_default"], false);
    assert_eq!(
        cli.ok(&[
            "bb",
            "winnings",
            "--fan-factors",
            "6",
            "6",
            "--touchdowns",
            "0"
        ]),
        "60,000 gp\n"
    );
    assert!(!cli.db().exists(), "a look-up makes no league file");
}

#[test]
fn spp_add_up_every_award() {
    let cli = Cli::new();
    let earned = cli.json(&[
        "bb", "spp", "--td", "2", "--cas", "1", "--comp", "3", "--int", "1", "--def", "2", "--mvp",
        "1",
    ]);
    assert_eq!(earned["spp"], 6 + 2 + 3 + 2 + 2 + 4);
    assert_eq!(
        cli.ok(&["--lang", "fr", "bb", "spp", "--td", "1"]),
        "3 PSP\n"
    );
}

#[test]
fn costly_errors_name_the_outcome_and_settle_its_dice() {
    let cli = Cli::new();
    let averted = cli.json(&["bb", "costly-errors", "--treasury", "100000", "--roll", "6"]);
    assert_eq!(averted["result"], "crisis_averted");
    assert_eq!(averted["loss_gp"], 0);
    let minor = cli.json(&["bb", "costly-errors", "--treasury", "150000", "--roll", "1"]);
    assert_eq!(minor["result"], "minor_incident");
    assert_eq!(minor["then_roll"], "D3");
    assert!(minor["loss_gp"].is_null());
    let settled = cli.json(&[
        "bb",
        "costly-errors",
        "--treasury",
        "150000",
        "--roll",
        "1",
        "--amount-roll",
        "3",
    ]);
    assert_eq!(settled["loss_gp"], 30_000);
    assert_eq!(settled["treasury_after_gp"], 120_000);
    let major = cli.json(&["bb", "costly-errors", "--treasury", "345000", "--roll", "1"]);
    assert_eq!(
        (major["result"].as_str(), major["loss_gp"].as_u64()),
        (Some("major_incident"), Some(170_000))
    );
    let catastrophe = cli.json(&[
        "bb",
        "costly-errors",
        "--treasury",
        "650000",
        "--roll",
        "2",
        "--amount-roll",
        "12",
    ]);
    assert_eq!(catastrophe["result"], "catastrophe");
    assert_eq!(catastrophe["treasury_after_gp"], 120_000);
}

#[test]
fn advancement_costs_follow_the_level_and_the_kind() {
    let cli = Cli::new();
    let cost = cli.json(&[
        "bb",
        "advancement-cost",
        "--level",
        "3",
        "--kind",
        "chosen-secondary",
    ]);
    assert_eq!(
        (cost["spp"].as_u64(), cost["value_gp"].as_u64()),
        (Some(18), Some(40_000))
    );
    let primary = cli.json(&[
        "bb",
        "advancement-cost",
        "--level",
        "6",
        "--kind",
        "chosen-primary",
    ]);
    assert_eq!(
        (primary["spp"].as_u64(), primary["value_gp"].as_u64()),
        (Some(30), Some(20_000))
    );
    let random = cli.json(&[
        "bb",
        "advancement-cost",
        "--level",
        "1",
        "--kind",
        "random-characteristic",
    ]);
    assert_eq!(random["spp"], 18);
    assert!(random["value_gp"].is_null());
    assert_eq!(random["value_gp_by_characteristic"]["st"], 80_000);
    let strength = cli.json(&[
        "bb",
        "advancement-cost",
        "--level",
        "1",
        "--kind",
        "random-characteristic",
        "--characteristic",
        "st",
    ]);
    assert_eq!(strength["value_gp"], 80_000);
}

#[test]
fn bad_rolls_levels_and_kinds_are_refused_in_the_users_language() {
    let cli = Cli::new();
    assert_eq!(
        cli.refused(&[
            "--lang",
            "fr",
            "bb",
            "costly-errors",
            "--treasury",
            "100000",
            "--roll",
            "7"
        ])
        .trim(),
        "dugout: le jet des erreurs coûteuses se fait au D6, de 1 à 6 ; reçu 7"
    );
    assert_eq!(
        cli.refused(&[
            "bb",
            "costly-errors",
            "--treasury",
            "150000",
            "--roll",
            "1",
            "--amount-roll",
            "4"
        ])
        .trim(),
        "dugout: the amount roll is a D3, 1 to 3; 4 was given"
    );
    assert_eq!(
        cli.refused(&["bb", "costly-errors", "--treasury", "197000", "--roll", "3"])
            .trim(),
        "dugout: a treasury of 197,000 gp is off the 5,000 gp steps every amount of gold goes by; give 195,000 gp or 200,000 gp"
    );
    assert_eq!(
        cli.refused(&[
            "bb",
            "advancement-cost",
            "--level",
            "7",
            "--kind",
            "random-primary"
        ])
        .trim(),
        "dugout: advancement levels go from 1 (a player's first advancement) to 6; 7 was given"
    );
    assert!(
        cli.refused(&[
            "--lang",
            "fr",
            "bb",
            "advancement-cost",
            "--level",
            "1",
            "--kind",
            "chance"
        ])
        .contains("« chance » n'est pas un type d'amélioration")
    );
}

#[test]
fn any_roll_is_looked_up_on_the_seeds_tables() {
    let cli = Cli::new();
    let kick_off = cli.json(&["bb", "table", "kick-off", "--roll", "7"]);
    assert_eq!(kick_off["results"][0]["id"], "brilliant-coaching");
    let weather = cli.json(&["--lang", "fr", "bb", "table", "weather", "--roll", "12"]);
    assert_eq!(weather["results"][0]["name"], "Blizzard");
    let stadium = cli.json(&["bb", "table", "stadium", "--roll", "2", "--attribute", "3"]);
    assert_eq!(stadium["results"][0]["id"], "unusual-playing-surface");
    assert_eq!(stadium["results"][1]["id"], "ice");
    let casualty = cli.json(&["bb", "table", "casualty", "--roll", "15"]);
    assert_eq!(casualty["results"][0]["id"], "dead");
    assert_eq!(
        cli.ok(&[
            "--lang",
            "fr",
            "bb",
            "table",
            "lasting-injury",
            "--roll",
            "4"
        ]),
        "Bras Cassé\n"
    );
    assert_eq!(
        cli.refused(&["bb", "table", "weather", "--roll", "13"])
            .trim(),
        "dugout: the weather roll is a 2D6, 2 to 12; 13 was given"
    );
}

/// Seed 001, step 9 (line 66: "CHOIX DU BALLON : 1D16") and the random events (line 163:
/// a D8 picks the block, a D6 the row).
#[test]
fn the_ball_and_the_random_events_are_looked_up_in_both_languages() {
    let cli = Cli::new();
    let ball = cli.json(&["--lang", "fr", "bb", "table", "ball", "--roll", "16"]);
    assert_eq!(ball["results"][0]["name"], "Braséro à Malepierre");
    let first = cli.json(&["bb", "table", "ball", "--roll", "1"]);
    assert_eq!(first["results"][0]["id"], "explodin-ball");
    // D8 3 or 4, D6 4: the streaker (line 172, "Streaker sur le Terrain").
    let streaker = cli.json(&[
        "--lang",
        "fr",
        "bb",
        "table",
        "random-event",
        "--roll",
        "4",
        "--second",
        "4",
    ]);
    assert_eq!(streaker["results"][0]["name"], "Streaker sur le Terrain");
    let english = cli.ok(&[
        "bb",
        "table",
        "random-event",
        "--roll",
        "1",
        "--second",
        "2",
    ]);
    assert!(
        english.starts_with("Enthusiastic Apothecary — "),
        "{english}"
    );
    assert_eq!(
        cli.refused(&["bb", "table", "random-event", "--roll", "4"])
            .trim(),
        "dugout: the random-event table is read with two dice: give its D6 with --second"
    );
    assert_eq!(
        cli.refused(&[
            "--lang",
            "fr",
            "bb",
            "table",
            "weather",
            "--roll",
            "7",
            "--attribute",
            "2"
        ])
        .trim(),
        "dugout: la table de la météo n'a pas de second dé ; --attribute ne sert qu'à la table stadium"
    );
    assert!(
        cli.refused(&[
            "bb",
            "table",
            "random-event",
            "--roll",
            "9",
            "--second",
            "1"
        ])
        .contains("the random-event roll is a D8, 1 to 8; 9 was given")
    );
    assert!(
        cli.refused(&["bb", "table", "ball", "--roll", "17"])
            .contains("the ball roll is a D16, 1 to 16; 17 was given")
    );
}

#[test]
fn winnings_need_both_fan_factors() {
    let cli = Cli::new();
    let output = cli.run(&["bb", "winnings", "--touchdowns", "2"]);
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("--fan-factors <A> <B>"), "{said}");
    let one = cli.run(&["bb", "winnings", "--fan-factors", "3", "--touchdowns", "2"]);
    assert!(!one.status.success(), "one fan factor is not enough");
}
