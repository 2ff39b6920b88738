//! How each stored table travels in an exchange document: its columns, what each holds,
//! which rows name which, and which rows belong to a league or a team. Shared tables are
//! declared here; each game declares its own (`Game::exchange_tables`) with the stage
//! they go in, so rows are always written after the rows they name.

/// What a column holds, as the document writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The row's own id: a key local to the document; the import gives a new one.
    Key,
    Int,
    /// 0 or 1 in the file, `false` or `true` in the document.
    Bool,
    Text,
    /// A calendar date, `YYYY-MM-DD`.
    Date,
    /// A JSON value kept as text in the file, written as JSON in the document.
    Json,
}

/// A column that names a row of another table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ref {
    /// The table whose rows may be named…
    pub table: &'static str,
    /// …by the value of this column of theirs…
    pub column: &'static str,
    /// …and whose new ids replace the value (the table holding the `Key`).
    pub map: &'static str,
    /// The audit log names rows without a foreign key: a name of a row not in the
    /// document becomes empty instead of refusing it.
    pub soft: bool,
}

/// What a text column's value must be, beyond being text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextRule {
    /// Free text (a reason, a source, a summary): at most [`TEXT_MAX_CHARS`] characters,
    /// no control character but line breaks and tabs.
    Free,
    /// A name (league, team, season, division, playoff, player): the name rule every
    /// command applies (`rules::names::check_name`), already trimmed.
    Name,
    /// A coach's name: as a name, but it may be empty (`rules::names::check_coach`).
    Coach,
    /// A colour, `#RRGGBB` in upper-case hexadecimal (a team's colours).
    Colour,
    /// One of these words, exactly (a kind, a side).
    OneOf(&'static [&'static str]),
    /// A league's tie-breakers, as `league settings --tie-breakers` reads them.
    TieBreakers,
}

/// What a JSON column's value must be, beyond JSON of a bounded size.
#[derive(Debug, Clone, Copy)]
pub enum JsonRule {
    Any,
    /// A list of texts (skills, lasting injuries, raised characteristics).
    Texts,
    /// A list of whole numbers from 0 (dice).
    Numbers,
    /// A list of objects (advancements, an audit row's changes).
    Objects,
    /// An object (a design).
    Object,
    /// Read by the game's own reader of the value (a kept copy of a row before a match
    /// day): whether it reads.
    Reads(fn(&str) -> bool),
}

impl PartialEq for JsonRule {
    fn eq(&self, other: &JsonRule) -> bool {
        match (self, other) {
            (JsonRule::Reads(one), JsonRule::Reads(two)) => std::ptr::fn_addr_eq(*one, *two),
            _ => std::mem::discriminant(self) == std::mem::discriminant(other),
        }
    }
}

impl Eq for JsonRule {}

/// A rule between the values of one row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowRule {
    /// The date in `later` is not before the one in `earlier` (when both are given): a
    /// season closes after it starts, a player leaves after being hired.
    NotBefore {
        later: &'static str,
        earlier: &'static str,
    },
    /// A recorded roll: `dice` is written `[N]D<faces>` and `result` is what those dice
    /// can give. `read` names dice recorded as the die actually rolled (Killpower Ball's
    /// 1D5, recorded as the D10 it is read from).
    Roll {
        dice: &'static str,
        result: &'static str,
        read: &'static [(&'static str, &'static str)],
    },
}

/// The least and greatest a roll of `dice` (`[N]D<faces>`, N from 1 to 20, faces from 2
/// to 100) gives; `None` for anything else.
pub fn roll_range(dice: &str) -> Option<(i64, i64)> {
    let (count, faces) = dice.split_once('D')?;
    let count: i64 = match count {
        "" => 1,
        digits if digits.bytes().all(|b| b.is_ascii_digit()) => digits.parse().ok()?,
        _ => return None,
    };
    if !faces.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let faces: i64 = faces.parse().ok()?;
    ((1..=20).contains(&count) && (2..=100).contains(&faces)).then_some((count, count * faces))
}

pub use crate::store::LEDGER_KINDS;

/// Every kind of player a game of Dugout keeps (`player.kind`); each game allows its own.
pub const PLAYER_KINDS: &[&str] = &[
    "roster",
    "mvp",
    "free_agent",
    "mechanite",
    "mutant",
    "journeyman",
    "gladiator",
];

/// Every kind of match event (`match_event.kind`).
pub const EVENT_KINDS: &[&str] = &["strike", "injury", "kill", "death", "experience"];

/// A side of a match.
pub const SIDES: &[&str] = &["home", "away"];

/// The longest free text a document's column may hold, in characters.
pub const TEXT_MAX_CHARS: usize = 10_000;
/// The largest JSON value a document's column may hold, in bytes as written.
pub const JSON_MAX_BYTES: usize = 64 * 1024;
/// The largest whole number (in size) a column may hold, unless the column says
/// otherwise (a dice seed may be any 64-bit number): far beyond any count, score,
/// round or sum of money a league reaches, and far enough below the 64-bit limit that a
/// league's sums never overflow.
pub const WHOLE_MAX: i64 = 1_000_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Column {
    pub name: &'static str,
    pub kind: Kind,
    pub nullable: bool,
    /// The least value an integer may take (the file's CHECK).
    pub min: Option<i64>,
    /// The greatest value an integer may take: [`WHOLE_MAX`] unless given; `None` for a
    /// seed, which may be any 64-bit number.
    pub max: Option<i64>,
    pub text: TextRule,
    pub refs: Option<Ref>,
    /// What a JSON column holds.
    pub json: JsonRule,
    /// The value a row written before the column existed takes (a document exported by an
    /// older Dugout has no such field); `None`: the field is required.
    pub when_absent: Option<i64>,
    /// The column of this table within whose rows a value must be unique (any case): a
    /// team's name within its league, a current player's number within its team (a
    /// row with a `released_on` left is not counted).
    pub unique_in: Option<&'static str>,
}

pub const fn col(name: &'static str, kind: Kind) -> Column {
    Column {
        name,
        kind,
        nullable: false,
        min: None,
        max: Some(WHOLE_MAX),
        text: TextRule::Free,
        refs: None,
        when_absent: None,
        unique_in: None,
        json: JsonRule::Any,
    }
}

/// The seed of recorded dice: any 64-bit number.
pub const fn seed(name: &'static str) -> Column {
    let mut column = col(name, Kind::Int);
    column.max = None;
    column
}

/// A name, under the rule every command applies to names.
pub const fn name(name: &'static str) -> Column {
    let mut column = col(name, Kind::Text);
    column.text = TextRule::Name;
    column
}

/// A coach's name.
pub const fn coach(name: &'static str) -> Column {
    let mut column = col(name, Kind::Text);
    column.text = TextRule::Coach;
    column
}

/// A colour, `#RRGGBB`; none when null.
pub const fn colour(name: &'static str) -> Column {
    let mut column = col(name, Kind::Text);
    column.text = TextRule::Colour;
    column.nullable = true;
    column
}

/// A league's tie-breakers, comma-separated.
pub const fn tie_breakers() -> Column {
    let mut column = col("tie_breakers", Kind::Text);
    column.text = TextRule::TieBreakers;
    column
}

pub const fn key() -> Column {
    col("id", Kind::Key)
}

pub const fn int(name: &'static str) -> Column {
    col(name, Kind::Int)
}

/// An integer that is never negative.
pub const fn count(name: &'static str) -> Column {
    col(name, Kind::Int).min(0)
}

pub const fn text(name: &'static str) -> Column {
    col(name, Kind::Text)
}

pub const fn date(name: &'static str) -> Column {
    col(name, Kind::Date)
}

/// One of `words`.
pub const fn one_of(name: &'static str, words: &'static [&'static str]) -> Column {
    let mut column = col(name, Kind::Text);
    column.text = TextRule::OneOf(words);
    column
}

pub const fn flag(name: &'static str) -> Column {
    col(name, Kind::Bool)
}

pub const fn json(name: &'static str) -> Column {
    col(name, Kind::Json)
}

/// A column naming a row of `table` by its id.
pub const fn refers(name: &'static str, table: &'static str) -> Column {
    col(name, Kind::Int).to(table, "id", table)
}

impl Column {
    pub const fn nullable(mut self) -> Column {
        self.nullable = true;
        self
    }

    pub const fn min(mut self, min: i64) -> Column {
        self.min = Some(min);
        self
    }

    /// A column added after documents were first written: a row without it takes
    /// `value` (0 or 1 for a flag), as the migration that added it gave old rows.
    pub const fn when_absent(mut self, value: i64) -> Column {
        self.when_absent = Some(value);
        self
    }

    /// The greatest value the import accepts.
    pub const fn max(mut self, max: i64) -> Column {
        self.max = Some(max);
        self
    }

    /// Names a row of `table` by its `column`, translated through `map`'s new ids.
    pub const fn to(
        mut self,
        table: &'static str,
        column: &'static str,
        map: &'static str,
    ) -> Column {
        self.refs = Some(Ref {
            table,
            column,
            map,
            soft: false,
        });
        self
    }

    /// A JSON column holding `rule`.
    pub const fn shaped(mut self, rule: JsonRule) -> Column {
        self.json = rule;
        self
    }

    /// Unique (any case) among the rows with the same `scope` column.
    pub const fn unique_in(mut self, scope: &'static str) -> Column {
        self.unique_in = Some(scope);
        self
    }

    /// A name without a foreign key (the audit log's).
    pub const fn soft(mut self, table: &'static str) -> Column {
        self.refs = Some(Ref {
            table,
            column: "id",
            map: table,
            soft: true,
        });
        self.nullable = true;
        self
    }
}

/// Where a table's rows go in the order of writing: after everything of a lower stage.
pub mod stage {
    pub const LEAGUE: u8 = 0;
    pub const LEAGUE_PARTS: u8 = 1;
    pub const TEAM: u8 = 2;
    pub const TEAM_PARTS: u8 = 3;
    pub const SEASON: u8 = 4;
    pub const MATCH_DAY: u8 = 5;
    pub const PLAYER: u8 = 6;
    pub const PLAYER_PARTS: u8 = 7;
    pub const RESULT: u8 = 8;
    pub const RESULT_PARTS: u8 = 9;
    pub const AUDIT: u8 = 10;
}

/// One table as it travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableSpec {
    pub name: &'static str,
    pub stage: u8,
    pub columns: &'static [Column],
    /// The SQL condition on the table's rows (`?1`: the league's id) selecting a
    /// league's rows.
    pub league_rows: &'static str,
    /// The condition (`?1`: the team's id) selecting a team's rows, for tables that
    /// travel with a team; `None` for those that do not.
    pub team_rows: Option<&'static str>,
    /// The table each of whose rows has exactly one row here (named by this table's
    /// first column): a game's part of a league, a team or a player.
    pub one_per: Option<&'static str>,
    /// Rules between the values of a row.
    pub rules: &'static [RowRule],
}

impl TableSpec {
    pub fn column(&self, name: &str) -> Option<&Column> {
        self.columns.iter().find(|column| column.name == name)
    }

    pub fn has_key(&self) -> bool {
        self.columns.iter().any(|column| column.kind == Kind::Key)
    }
}

const OF_LEAGUE_TEAMS: &str = "team_id IN (SELECT id FROM team WHERE league_id = ?1)";
const OF_LEAGUE_SEASONS: &str = "season_id IN (SELECT id FROM season WHERE league_id = ?1)";
/// A league's matches (rows naming a fixture of one of its seasons).
pub const OF_LEAGUE_FIXTURES: &str = "fixture_id IN (SELECT f.id FROM fixture f JOIN season s ON s.id = f.season_id WHERE s.league_id = ?1)";
/// A league's players, and a team's own (a player hired for one match only stays).
pub const OF_LEAGUE_PLAYERS: &str = "player_id IN (SELECT p.id FROM player p JOIN team t ON t.id = p.team_id WHERE t.league_id = ?1)";
pub const OF_TEAM_PLAYERS: &str =
    "player_id IN (SELECT id FROM player WHERE team_id = ?1 AND hired_for IS NULL)";

/// The most rounds a season's fixtures reach (a home-and-away round robin of 500 teams
/// is 998), and the most seeds of a bracket.
pub const MAX_ROUNDS: i64 = 1_000;
/// The most games a playoff series is played over.
pub const MAX_BEST_OF: i64 = 99;
/// The greatest shirt number.
pub const MAX_SHIRT_NUMBER: i64 = 999;

/// The tables every game shares.
pub static SHARED: &[TableSpec] = &[
    TableSpec {
        name: "league",
        stage: stage::LEAGUE,
        columns: &[
            key(),
            name("name"),
            text("game"),
            date("created_on"),
            int("points_bonus_win"),
            int("points_win"),
            int("points_draw"),
            int("points_loss"),
            tie_breakers(),
        ],
        league_rows: "id = ?1",
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "team",
        stage: stage::TEAM,
        columns: &[
            key(),
            refers("league_id", "league"),
            name("name").unique_in("league_id"),
            coach("coach"),
            text("roster"),
            date("created_on"),
            // Since schema 14: an older document has neither, and the team no colours.
            colour("primary_colour"),
            colour("secondary_colour"),
        ],
        league_rows: "league_id = ?1",
        team_rows: Some("id = ?1"),
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "team_carryover",
        stage: stage::TEAM_PARTS,
        columns: &[refers("team_id", "team"), count("matches"), text("source")],
        league_rows: "team_id IN (SELECT id FROM team WHERE league_id = ?1)",
        // A team's export works out its matches so far instead.
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "season",
        stage: stage::SEASON,
        columns: &[
            key(),
            refers("league_id", "league"),
            name("name").unique_in("league_id"),
            date("started_on"),
            date("closed_on").nullable(),
            seed("coin_seed"),
        ],
        league_rows: "league_id = ?1",
        team_rows: None,
        one_per: None,
        rules: &[RowRule::NotBefore {
            later: "closed_on",
            earlier: "started_on",
        }],
    },
    TableSpec {
        name: "division",
        stage: stage::SEASON,
        columns: &[
            key(),
            refers("season_id", "season"),
            name("name").unique_in("season_id"),
        ],
        league_rows: OF_LEAGUE_SEASONS,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "season_team",
        stage: stage::SEASON,
        columns: &[
            refers("season_id", "season"),
            refers("team_id", "team"),
            refers("division_id", "division").nullable(),
        ],
        league_rows: OF_LEAGUE_SEASONS,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "playoff",
        stage: stage::SEASON,
        columns: &[
            key(),
            refers("season_id", "season"),
            name("name"),
            int("best_of").min(1).max(MAX_BEST_OF),
            date("created_on"),
        ],
        league_rows: OF_LEAGUE_SEASONS,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "playoff_seed",
        stage: stage::SEASON,
        columns: &[
            refers("playoff_id", "playoff"),
            int("seed").min(1).max(MAX_ROUNDS),
            refers("team_id", "team"),
        ],
        league_rows: "playoff_id IN (SELECT p.id FROM playoff p JOIN season s ON s.id = p.season_id WHERE s.league_id = ?1)",
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "fixture",
        stage: stage::SEASON,
        columns: &[
            key(),
            refers("season_id", "season"),
            int("round").min(1).max(MAX_ROUNDS),
            refers("home_team_id", "team"),
            refers("away_team_id", "team"),
            date("scheduled_on").nullable(),
            refers("playoff_id", "playoff").nullable(),
            int("bracket_slot").nullable(),
            int("game").nullable(),
            refers("created_by", "fixture").nullable(),
        ],
        league_rows: OF_LEAGUE_SEASONS,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "player",
        stage: stage::PLAYER,
        columns: &[
            key(),
            refers("team_id", "team"),
            int("number")
                .min(0)
                .max(MAX_SHIRT_NUMBER)
                .unique_in("team_id"),
            name("name"),
            one_of("kind", PLAYER_KINDS),
            text("position"),
            count("cost"),
            json("skills").shaped(JsonRule::Texts),
            date("hired_on"),
            date("released_on").nullable(),
            refers("hired_for", "fixture").nullable(),
            refers("match_item", "match_day_item").nullable(),
        ],
        league_rows: OF_LEAGUE_TEAMS,
        team_rows: Some("team_id = ?1 AND hired_for IS NULL"),
        one_per: None,
        rules: &[RowRule::NotBefore {
            later: "released_on",
            earlier: "hired_on",
        }],
    },
    TableSpec {
        name: "player_carryover",
        stage: stage::PLAYER_PARTS,
        columns: &[
            refers("player_id", "player"),
            count("matches"),
            count("strikes"),
            count("injuries"),
            count("kills"),
            count("experience"),
            text("source"),
        ],
        league_rows: OF_LEAGUE_PLAYERS,
        // A team's export carries its players' whole careers instead (worked out).
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "player_carryover_stat",
        stage: stage::PLAYER_PARTS,
        columns: &[refers("player_id", "player"), text("stat"), count("value")],
        league_rows: OF_LEAGUE_PLAYERS,
        // A team's export works out its players' all-time totals instead.
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "ledger",
        stage: stage::RESULT,
        columns: &[
            key(),
            refers("team_id", "team"),
            date("on_date"),
            int("amount"),
            one_of("kind", LEDGER_KINDS),
            text("reason"),
            refers("player_id", "player").nullable(),
            refers("fixture_id", "fixture").nullable(),
            refers("match_item", "match_day_item").nullable(),
        ],
        league_rows: OF_LEAGUE_TEAMS,
        team_rows: Some("team_id = ?1"),
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "match_result",
        stage: stage::RESULT,
        columns: &[
            refers("fixture_id", "fixture"),
            count("home_score"),
            count("away_score"),
            flag("landslide"),
            date("played_on"),
            one_of("decided", &["home", "away", "draw"]).nullable(),
        ],
        league_rows: OF_LEAGUE_FIXTURES,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "match_event",
        stage: stage::RESULT,
        columns: &[
            key(),
            refers("fixture_id", "fixture"),
            refers("player_id", "player"),
            one_of("kind", EVENT_KINDS),
            int("amount").min(1),
            text("source").nullable(),
        ],
        league_rows: OF_LEAGUE_FIXTURES,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "audit",
        stage: stage::AUDIT,
        columns: &[
            key(),
            text("at"),
            text("actor"),
            text("action"),
            int("league_id").soft("league"),
            int("team_id").soft("team"),
            int("player_id").soft("player"),
            int("fixture_id").soft("fixture"),
            text("summary"),
            json("changes").shaped(JsonRule::Objects),
            text("reason").nullable(),
        ],
        league_rows: "league_id = ?1",
        team_rows: None,
        one_per: None,
        rules: &[],
    },
];
