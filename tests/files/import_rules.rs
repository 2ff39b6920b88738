//! Accepted means usable: what a league document brings is checked by the rules the
//! game's own commands apply. A real league of each game (the schema-9 fixture's Blood
//! Bowl and Dungeonbowl leagues, the schema-7 fixture's DreadBall league, a Killpower
//! Ball league played from the command line) exported and imported again is accepted;
//! one value changed past the rules is refused, naming the team, the player and the
//! rule in English and French, and nothing is written. What a league holds of its own
//! (settings, roster packs, match days, deck) is checked by `Game::league_problems`.

use crate::common;

use std::path::{Path, PathBuf};

use common::cli::Cli;
use common::fixture::row_counts;
use common::killpower::{SQUAD, league, report, team};
use dugout::coach::games;
use dugout::data::Lang;
use dugout::error::Surface;
use dugout::exchange::{ImportSummary, export_league, import_league};
use dugout::store::{LeagueId, Store};
use serde_json::{Value, json};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

/// A copy of a fixture's league file, brought to this build's schema.
pub(crate) fn fixture(schema: &str, dir: &Path) -> Store {
    let path = dir.join(format!("{schema}.db"));
    if !path.exists() {
        std::fs::copy(Path::new(FIXTURES).join(schema).join("league.db"), &path).unwrap();
        common::fixture::strikes_to_scorers(&path);
    }
    Store::open(&path).unwrap()
}

pub(crate) fn exported(store: &mut Store, league: i64) -> Value {
    serde_json::to_value(export_league(store, LeagueId(league)).unwrap()).unwrap()
}

/// A league file documents are imported into.
pub(crate) struct Target {
    path: PathBuf,
    store: Store,
}

impl Target {
    pub(crate) fn new(dir: &Path, name: &str) -> Target {
        let path = dir.join(name);
        let store = Store::open(&path).unwrap();
        Target { path, store }
    }

    fn import(&mut self, document: &Value) -> dugout::Result<ImportSummary> {
        import_league(&mut self.store, &document.to_string(), false, Lang::En)
    }

    /// What the import of `document` says in English and French; it must be refused
    /// and write nothing.
    pub(crate) fn refused(&mut self, document: &Value) -> (String, String) {
        let before = row_counts(&self.path);
        let error = match self.import(document) {
            Ok(summary) => panic!("accepted as league {}", summary.league_id),
            Err(error) => error,
        };
        assert_eq!(
            row_counts(&self.path),
            before,
            "a refused import wrote rows"
        );
        (
            error.text(Surface::Cli, Lang::En),
            error.text(Surface::Cli, Lang::Fr),
        )
    }

    /// The league problems of the league `document` makes (imported here, as it is
    /// accepted while the import does not ask for them yet), or of its refusal.
    fn league_problems(&mut self, game: &str, document: &Value) -> Vec<(String, String)> {
        match self.import(document) {
            Err(error) => vec![(
                error.text(Surface::Cli, Lang::En),
                error.text(Surface::Cli, Lang::Fr),
            )],
            Ok(summary) => {
                let game = games::find(game).unwrap();
                let league = summary.league_id;
                self.store
                    .read(|tx| game.league_problems(tx, league))
                    .unwrap()
            }
        }
    }
}

/// A change to a document and what its refusal must say: the place, then words of the
/// English and the French message.
pub(crate) type Case = (fn(&mut Value), [&'static str; 3]);

pub(crate) fn refuse_each(target: &mut Target, document: &Value, cases: &[Case]) {
    target
        .import(document)
        .expect("the untouched export imports");
    for (index, (damage, [place, en, fr])) in cases.iter().enumerate() {
        let mut broken = document.clone();
        damage(&mut broken);
        let (english, french) = target.refused(&broken);
        for (text, words) in [(&english, [place, en]), (&french, [place, fr])] {
            for word in words {
                assert!(text.contains(word), "case {index}: `{word}` not in {text}");
            }
        }
        assert!(english.ends_with("nothing was imported"), "{english}");
        assert!(french.ends_with("rien n'a été importé"), "{french}");
    }
}

/// Index of the first row of `table` whose `field` is `value`.
pub(crate) fn row_where(document: &Value, table: &str, field: &str, value: &Value) -> usize {
    document["tables"][table]
        .as_array()
        .unwrap()
        .iter()
        .position(|row| &row[field] == value)
        .unwrap_or_else(|| panic!("no {table} with {field} = {value}"))
}

#[test]
fn the_fixtures_real_leagues_break_no_rule_of_their_game() {
    let dir = tempfile::tempdir().unwrap();
    for schema in ["schema-7", "schema-9"] {
        let mut store = fixture(schema, dir.path());
        let leagues = store.read(|tx| tx.leagues()).unwrap();
        assert!(leagues.len() >= 2);
        for league in leagues {
            let game = games::of(&league.game).unwrap();
            let found = store.read(|tx| -> dugout::Result<_> {
                let mut found = game.league_problems(tx, league.id)?;
                for team in tx.team_headers(league.id)? {
                    found.extend(game.import_problems(tx, team.id, Lang::En)?);
                }
                Ok(found)
            });
            assert_eq!(found.unwrap(), [], "{schema}, league {}", league.name);
        }
    }
}

#[test]
fn a_dreadball_player_past_the_rules_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    // The schema-7 league: the schema-9 one cannot be imported whole, as `match reset`
    // of its match 10 fails there (an MVP with an event), whatever the document.
    let document = exported(&mut fixture("schema-7", dir.path()), 1);
    let mut target = Target::new(dir.path(), "dreadball.db");
    let cases: Vec<Case> = vec![
        (
            |d| d["tables"]["player"][0]["position"] = json!("dragon"),
            ["tables.team[0]", "plays at `dragon`", "poste « dragon »"],
        ),
        (
            |d| d["tables"]["player"][0]["position"] = json!("striker"),
            [
                "tables.team[0]",
                "its role `guard` plays at guard",
                "son rôle « guard »",
            ],
        ),
        (
            |d| d["tables"]["dreadball_player"][0]["move"] = json!(99),
            ["tables.team[0]", "has move 99", "a move 99"],
        ),
        (
            |d| d["tables"]["player"][0]["skills"] = json!(["flying"]),
            [
                "tables.team[0]",
                "the skill `flying`",
                "compétence « flying »",
            ],
        ),
        (
            |d| {
                let at = row_where(d, "player", "kind", &json!("mechanite"));
                let id = d["tables"]["player"][at]["id"].clone();
                let at = row_where(d, "dreadball_player", "player_id", &id);
                d["tables"]["dreadball_player"][at]["strength"] = json!(1);
            },
            ["tables.team[", "has strength 1", "a strength 1"],
        ),
    ];
    refuse_each(&mut target, &document, &cases);
}

#[test]
fn a_blood_bowl_team_past_the_rules_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut source = fixture("schema-9", dir.path());
    let document = exported(&mut source, 2);
    let mut target = Target::new(dir.path(), "bloodbowl.db");
    let cases: Vec<Case> = vec![
        (
            |d| d["tables"]["bloodbowl_player"][0]["ma"] = json!(99),
            [
                "tables.team[0]",
                "MA 99; the position's line",
                "permettent seulement 6",
            ],
        ),
        (
            |d| d["tables"]["bloodbowl_player"][0]["st"] = json!(99),
            ["tables.team[0]", "has ST 99", "a ST 99"],
        ),
        (
            |d| d["tables"]["bloodbowl_player"][0]["ag"] = json!(100),
            ["tables.team[0]", "has AG 100", "a AG 100"],
        ),
        (
            |d| d["tables"]["bloodbowl_player"][0]["pa"] = Value::Null,
            ["tables.team[0]", "has PA -", "a PA -"],
        ),
        (
            |d| d["tables"]["player"][0]["position"] = json!("dragon"),
            ["tables.team[0]", "plays at `dragon`", "poste « dragon »"],
        ),
        (
            |d| d["tables"]["player"][0]["skills"] = json!(["block", "flying"]),
            [
                "tables.team[0]",
                "the skill `flying`",
                "compétence « flying »",
            ],
        ),
        (
            |d| {
                d["tables"]["bloodbowl_player"][0]["advancements"] = json!([
                    {"kind": "random-characteristic", "gained": "ma"},
                    {"kind": "random-characteristic", "gained": "ma"},
                    {"kind": "random-characteristic", "gained": "ma"}
                ])
            },
            ["tables.team[0]", "improved MA 3 times", "au plus 2 fois"],
        ),
        (
            |d| d["tables"]["bloodbowl_team"][0]["dedicated_fans"] = json!(1000),
            ["tables.team[0]", "1000 dedicated fans", "1000 fans dévoués"],
        ),
        (
            |d| d["tables"]["bloodbowl_team"][0]["stadium"] = json!("nowhere"),
            [
                "tables.team[0]",
                "`nowhere` is not a stadium",
                "« nowhere »",
            ],
        ),
        (
            |d| d["tables"]["bloodbowl_team"][0]["sponsorship"] = json!("huge"),
            [
                "tables.team[0]",
                "`huge` is not a sponsorship",
                "sponsoring",
            ],
        ),
        (
            |d| {
                let at = row_where(d, "ledger", "kind", &json!("hire"));
                d["tables"]["ledger"][at]["amount"] = json!(-50_001);
            },
            ["tables.team[0]", "`hire` is -50,001 gp", "tranches de 5"],
        ),
        // Issue 31: every amount in 5,000 gp steps, a starting treasury and a stadium
        // fund too (`team new --treasury` and stadium payments refuse them).
        (
            |d| {
                let at = row_where(d, "ledger", "kind", &json!("starting"));
                d["tables"]["ledger"][at]["amount"] = json!(1_002_500);
            },
            [
                "tables.team[0]",
                "`starting` is 1,002,500 gp",
                "tranches de 5",
            ],
        ),
        (
            |d| d["tables"]["bloodbowl_team"][0]["stadium_fund_gp"] = json!(72_500),
            [
                "tables.team[0]",
                "the fund towards the stadium is 72,500 gp",
                "le fonds pour le stade",
            ],
        ),
        (
            |d| d["tables"]["player"][0]["cost"] = json!(50_001),
            ["tables.team[0]", "is 50,001 gp", "tranches de 5"],
        ),
    ];
    refuse_each(&mut target, &document, &cases);
    // Dungeonbowl is a Blood Bowl league: the same rules.
    let dungeon = exported(&mut source, 3);
    let cases: Vec<Case> = vec![(
        |d| d["tables"]["bloodbowl_player"][0]["av"] = json!(30),
        ["tables.team[0]", "has AV 30", "a AV 30"],
    )];
    refuse_each(&mut target, &dungeon, &cases);
}

/// Each change to a league's own rows, imported in a file of its own: the game's
/// league problems name it.
fn league_problems_name(dir: &Path, game: &str, document: &Value, cases: &[Case]) {
    for (index, (damage, [what, en, fr])) in cases.iter().enumerate() {
        let mut broken = document.clone();
        damage(&mut broken);
        let mut target = Target::new(dir, &format!("{game}-league-{index}.db"));
        let found = target.league_problems(game, &broken);
        let said = |(english, french): &(String, String)| {
            english.contains(en) && french.contains(fr) && english.contains(what)
        };
        assert!(found.iter().any(said), "case {index}: {found:?}");
    }
}

#[test]
fn a_blood_bowl_leagues_own_rows_past_the_rules_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let document = exported(&mut fixture("schema-9", dir.path()), 2);
    let mut clean = Target::new(dir.path(), "clean.db");
    assert_eq!(clean.league_problems("bloodbowl", &document), []);
    let cases: Vec<Case> = vec![
        // A second copy of the league's pack: its team id is taken.
        (
            |d| {
                let mut pack = d["tables"]["bloodbowl_roster_pack"][0].clone();
                pack["id"] = json!(900);
                pack["source"] = json!("again.toml");
                d["tables"]["bloodbowl_roster_pack"]
                    .as_array_mut()
                    .unwrap()
                    .push(pack);
            },
            [
                "again.toml",
                "already a roster of this league",
                "déjà une équipe de base",
            ],
        ),
        // A pack that redefines a built-in roster.
        (
            |d| {
                let mut pack = d["tables"]["bloodbowl_roster_pack"][0].clone();
                let text = pack["pack"].as_str().unwrap();
                let id = text
                    .lines()
                    .find_map(|line| line.strip_prefix("id = "))
                    .unwrap()
                    .to_string();
                pack["pack"] = json!(text.replacen(&id, "\"human\"", 1));
                pack["id"] = json!(901);
                pack["source"] = json!("human.toml");
                d["tables"]["bloodbowl_roster_pack"]
                    .as_array_mut()
                    .unwrap()
                    .push(pack);
            },
            [
                "human.toml",
                "already a roster of this league",
                "déjà une équipe de base",
            ],
        ),
        // A pack that is not TOML.
        (
            |d| {
                let pack = json!({"id": 902, "league_id": d["tables"]["league"][0]["id"],
                    "imported_on": "2026-11-23", "source": "broken.toml", "pack": "[[team"});
                d["tables"]["bloodbowl_roster_pack"]
                    .as_array_mut()
                    .unwrap()
                    .push(pack);
            },
            ["broken.toml", "broken.toml", "broken.toml"],
        ),
        (
            |d| d["tables"]["bloodbowl_league"][0]["dedicated_fan_gp"] = json!(10_001),
            [
                "dedicated fan gp",
                "a multiple of 5000",
                "un multiple de 5000",
            ],
        ),
        (
            |d| {
                let at = row_where(d, "bloodbowl_prematch", "stadium", &json!("luxury"));
                d["tables"]["bloodbowl_prematch"][at]["stadium"] = json!("nowhere");
            },
            ["match ", "`nowhere` is not a stadium", "« nowhere »"],
        ),
        (
            |d| {
                let at = row_where(
                    d,
                    "bloodbowl_postmatch_team",
                    "sponsorship",
                    &json!("one-off"),
                );
                d["tables"]["bloodbowl_postmatch_team"][at]["sponsorship"] = json!("huge");
            },
            ["match ", "`huge` is not a sponsorship", "« huge »"],
        ),
        // Issue 31: a typed inducement price off the 5,000 gp steps.
        (
            |d| d["tables"]["bloodbowl_inducement"][0]["price_each_gp"] = json!(102_500),
            ["match ", "is 102,500 gp", "tranches de 5"],
        ),
        // Issue 31: a fan-factor change the report would refuse (no fan factor is 12).
        (
            |d| d["tables"]["bloodbowl_postmatch_team"][0]["fan_factor_change"] = json!(-12),
            ["match ", "would take it below 0", "le ferait passer sous 0"],
        ),
    ];
    league_problems_name(dir.path(), "bloodbowl", &document, &cases);
}

/// A Killpower Ball league as a commissioner makes it: a deck, two teams of seven
/// created with seeded dice, a season and its first match played.
fn killpower_league(cli: &Cli) -> Value {
    let league = league(cli, "killpower");
    for n in 1..=2 {
        team(cli, league, &format!("Team {n}"), n, &SQUAD);
    }
    let id = league.to_string();
    cli.ok(&["season", "new", "--league", &id, "--name", "S1"]);
    for team in ["1", "2"] {
        cli.ok(&["season", "add-team", "--season", "1", "--team", team]);
    }
    cli.ok(&["fixtures", "generate", "--season", "1"]);
    let fixtures = cli.json(&["fixtures", "list", "--season", "1"]);
    let fixture = fixtures[0]["id"].as_i64().unwrap();
    cli.json(&[
        "kpb",
        "prematch",
        "--match",
        &fixture.to_string(),
        "--seed",
        "3",
    ]);
    report(
        cli,
        fixture,
        &json!({"home_score": 1, "away_score": 0}),
        false,
    );
    let mut store = Store::open(cli.db()).unwrap();
    exported(&mut store, league)
}

#[test]
fn a_killpower_gladiator_past_the_rules_is_refused() {
    let cli = Cli::new();
    let document = killpower_league(&cli);
    let dir = tempfile::tempdir().unwrap();
    let mut target = Target::new(dir.path(), "killpower.db");
    let cases: Vec<Case> = vec![
        (
            |d| d["tables"]["killpower_gladiator"][0]["vie"] = json!(99),
            ["tables.team[0]", "VIE is 99", "VIE vaut 99"],
        ),
        (
            |d| d["tables"]["killpower_gladiator"][0]["race"] = json!("elf"),
            ["tables.team[0]", "no race \"elf\"", "aucune race « elf »"],
        ),
        (
            |d| d["tables"]["killpower_gladiator"][0]["specialization"] = json!("wizard"),
            [
                "tables.team[0]",
                "no specialization \"wizard\"",
                "« wizard »",
            ],
        ),
        (
            |d| d["tables"]["killpower_gladiator"][0]["phy"] = json!(19),
            ["tables.team[0]", "PHY is 19", "PHY vaut 19"],
        ),
        (
            |d| d["tables"]["killpower_team"][0]["ranking_points"] = json!(-7),
            [
                "tables.team[0]",
                "-7 ranking points",
                "-7 points de classement",
            ],
        ),
        (
            |d| {
                let row = d["tables"]["killpower_gladiator_card"][0].clone();
                let mut third = row.clone();
                third["slot"] = json!(3);
                d["tables"]["killpower_gladiator_card"]
                    .as_array_mut()
                    .unwrap()
                    .push(third);
            },
            ["tables.team[", "holds 3 power cards", "a 3 cartes pouvoir"],
        ),
        (
            |d| {
                // Every card of the first team's gladiators is the first card.
                let first = d["tables"]["killpower_card"][0]["id"].clone();
                let team = d["tables"]["team"][0]["id"].clone();
                let players: Vec<Value> = d["tables"]["player"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|p| p["team_id"] == team)
                    .map(|p| p["id"].clone())
                    .collect();
                for row in d["tables"]["killpower_gladiator_card"]
                    .as_array_mut()
                    .unwrap()
                {
                    if players.contains(&row["player_id"]) {
                        row["card_id"] = first.clone();
                    }
                }
                d["tables"]["killpower_card"][0]["copies"] = json!(1);
            },
            [
                "tables.team[0]",
                "the league's deck has 1 copies",
                "en a 1 exemplaires",
            ],
        ),
        (
            |d| {
                let at = row_where(d, "killpower_gladiator", "magic", &json!("armour"));
                d["tables"]["killpower_gladiator"][at]["armour"] = json!(40);
            },
            ["tables.team[", "magic armour 40", "armure magique de 40"],
        ),
    ];
    refuse_each(&mut target, &document, &cases);
}
