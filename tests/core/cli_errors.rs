//! Every error the command line prints speaks the language asked for: `--lang fr` gives
//! French for a missing team or match, a refused change and a file that is not a league.

use crate::common;

use common::cli::Cli;

/// A league with one team and an open season.
fn league() -> Cli {
    let cli = Cli::new();
    cli.ok(&[
        "league",
        "new",
        "--name",
        "Ligue du dimanche",
        "--game",
        "dreadball",
    ]);
    cli.ok(&[
        "team",
        "new",
        "--league",
        "1",
        "--roster",
        "trontek-29ers",
        "--name",
        "Titans",
        "--coach",
        "Zoé",
    ]);
    cli.ok(&["season", "new", "--league", "1", "--name", "Printemps"]);
    cli.ok(&["season", "add-team", "--season", "1", "--team", "1"]);
    cli
}

#[test]
fn what_does_not_exist_is_said_in_french() {
    let cli = league();
    assert_eq!(
        cli.refused(&["--lang", "fr", "team", "show", "42"]).trim(),
        "dugout: aucune équipe « 42 » : listez les équipes avec `dugout team list --league ID`"
    );
    let missing = cli.refused(&["--lang", "fr", "match", "reset", "--match", "99"]);
    assert!(missing.contains("aucun match « 99 »"), "{missing}");
    let game = cli.refused(&[
        "--lang", "fr", "league", "new", "--name", "X", "--game", "chess",
    ]);
    assert!(
        game.contains("jeu inconnu « chess » ; Dugout gère : dreadball"),
        "{game}"
    );
    // The same in English keeps the command line's words.
    let english = cli.refused(&["team", "show", "42"]);
    assert!(english.contains("no team `42`"), "{english}");
}

#[test]
fn a_refused_change_is_said_in_french() {
    let cli = league();
    cli.ok(&["season", "close", "--season", "1"]);
    let closed = cli.refused(&[
        "--lang", "fr", "season", "add-team", "--season", "1", "--team", "1",
    ]);
    assert!(
        closed.contains("la saison 1 (Printemps) a été close le")
            && closed.contains("rouvrez-la avec `dugout season reopen --season 1`"),
        "{closed}"
    );
    let again = cli.refused(&["--lang", "fr", "season", "close", "--season", "1"]);
    assert!(again.contains("est déjà close"), "{again}");
}

#[test]
fn a_file_that_is_not_a_league_is_said_in_french() {
    let cli = Cli::new();
    let dir = tempfile::tempdir().unwrap();
    let text = dir.path().join("notes.db");
    std::fs::write(&text, "not a database, just notes\n").unwrap();
    let output = cli.run(&[
        "--lang",
        "fr",
        "--db",
        text.to_str().unwrap(),
        "league",
        "list",
    ]);
    assert!(!output.status.success());
    let said = String::from_utf8(output.stderr).unwrap();
    assert!(
        said.contains("n'est pas un fichier de ligue Dugout (ce n'est pas une base SQLite)"),
        "{said}"
    );
    // A folder given as the league file: the system's refusal is said in French too.
    let folder = dir.path().join("a-folder");
    std::fs::create_dir(&folder).unwrap();
    let output = cli.run(&[
        "--lang",
        "fr",
        "--db",
        folder.to_str().unwrap(),
        "league",
        "list",
    ]);
    assert!(!output.status.success());
    let said = String::from_utf8(output.stderr).unwrap();
    assert!(said.contains("impossible de lire"), "{said}");
    assert!(said.contains("c'est un dossier"), "{said}");
    assert_eq!(
        std::fs::read_to_string(&text).unwrap(),
        "not a database, just notes\n"
    );
}

#[test]
fn a_bad_option_value_is_said_in_french() {
    let cli = league();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("feuille.pdf");
    let out = out.to_str().unwrap();
    let paper = cli.refused(&[
        "--lang", "fr", "sheet", "team", "1", "--paper", "a3", "-o", out,
    ]);
    assert!(
        paper.contains("papier « a3 » inconnu ; choisissez a4 ou letter"),
        "{paper}"
    );
    let lang = cli.refused(&["--lang", "de", "team", "show", "1"]);
    assert!(lang.contains("unknown language `de`"), "{lang}");
}

#[test]
fn a_file_with_an_sqlite_header_but_no_database_is_said_damaged_without_sqlites_words() {
    let cli = Cli::new();
    std::fs::write(
        cli.db(),
        b"SQLite format 3\0and then nothing a database holds",
    )
    .unwrap();
    let before = std::fs::read(cli.db()).unwrap();
    let said = |args: &[&str]| {
        let output = cli.run(args);
        assert!(!output.status.success(), "{args:?} should be refused");
        String::from_utf8_lossy(&output.stderr).into_owned()
    };
    let english = said(&["league", "list"]);
    assert!(
        english.contains("is damaged (SQLite cannot read it, SQLITE_NOTADB)"),
        "{english}"
    );
    assert!(
        !english.contains("file is not a database"),
        "SQLite's own message: {english}"
    );
    let french = said(&["--lang", "fr", "league", "list"]);
    assert!(
        french.contains("est endommagé (SQLite ne peut pas le lire"),
        "{french}"
    );
    assert_eq!(
        std::fs::read(cli.db()).unwrap(),
        before,
        "the file is left untouched"
    );
}

/// Each game's own flags of `league settings` and `team new` are refused by a league of
/// another game, worded as that league's game words it (issue 33: one shared refusal).
#[test]
fn another_game_s_flags_are_refused_in_the_league_s_words() {
    let cli = Cli::new();
    for game in ["dreadball", "bloodbowl", "killpower"] {
        cli.ok(&["league", "new", "--name", game, "--game", game]);
    }
    let refused = |args: &[&str]| cli.refused(args).trim().to_string();
    let kpb_settings = "dugout: --powers-chosen, --xp-rounding, --ranking-* is for Killpower Ball only; this league is of another game";
    let settings = |league: &'static str, flag: &'static str, value: &'static str| {
        refused(&["league", "settings", league, flag, value])
    };
    assert_eq!(
        settings("1", "--starting-treasury-gp", "900000"),
        "dugout: --starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving and --mvp-chosen-house-rule are Blood Bowl's; this is a DreadBall league"
    );
    assert_eq!(settings("1", "--ranking-win", "4"), kpb_settings);
    assert_eq!(
        settings("2", "--points-landslide-win", "4"),
        "dugout: that option is DreadBall's; a Blood Bowl league takes --points-win/draw/loss, --tie-breakers, --starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving and --mvp-chosen-house-rule"
    );
    assert_eq!(settings("2", "--ranking-win", "4"), kpb_settings);
    assert_eq!(
        settings("3", "--rank-thresholds", "5,10"),
        "dugout: that option is for DreadBall only; this league is of another game"
    );
    assert_eq!(
        settings("3", "--max-dedicated-fans", "3"),
        "dugout: that option is for Blood Bowl only; this league is of another game"
    );
    let new_team = |league: &'static str, flag: &'static str, value: &'static str| {
        refused(&[
            "team", "new", "--league", league, "--name", "T", flag, value,
        ])
    };
    let kpb_team = "dugout: --gladiator, --roll, --seed, --dry-run is for Killpower Ball only; this league is of another game";
    let not_kpb = "dugout: --roster, --budget, --treasury, --hire is for Blood Bowl only; this league is of another game";
    assert_eq!(
        new_team("1", "--treasury", "5"),
        "dugout: --treasury and --hire are Blood Bowl's; a DreadBall team starts from its line-up or with --budget MC"
    );
    assert_eq!(new_team("1", "--gladiator", "a:b:c"), kpb_team);
    assert_eq!(
        new_team("2", "--budget", "50"),
        "dugout: --budget is DreadBall's; a Blood Bowl team starts with --treasury GP"
    );
    assert_eq!(new_team("2", "--seed", "3"), kpb_team);
    assert_eq!(new_team("3", "--budget", "50"), not_kpb);
    assert_eq!(new_team("3", "--hire", "lineman"), not_kpb);
    assert_eq!(new_team("3", "--roster", "humans"), not_kpb);
}
