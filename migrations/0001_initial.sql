-- Dugout schema 1: leagues, DreadBall teams, players, coaching staff, the ledger.
-- A released migration is never edited: later changes are new numbered files.

CREATE TABLE league (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(trim(name)) > 0),
    game TEXT NOT NULL CHECK (game IN ('dreadball')),
    created_on TEXT NOT NULL,
    -- League settings the seeds do not give (defaults documented in the README).
    coaching_die_mc INTEGER NOT NULL CHECK (coaching_die_mc >= 0),
    card_mc INTEGER NOT NULL CHECK (card_mc >= 0),
    starting_treasury_mc INTEGER NOT NULL CHECK (starting_treasury_mc >= 0)
);

CREATE TABLE team (
    id INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES league(id) ON DELETE CASCADE,
    name TEXT NOT NULL COLLATE NOCASE CHECK (length(trim(name)) > 0),
    coach TEXT NOT NULL,
    roster TEXT NOT NULL,
    dice INTEGER NOT NULL DEFAULT 0 CHECK (dice >= 0),
    cards INTEGER NOT NULL DEFAULT 0 CHECK (cards >= 0),
    cheerleaders INTEGER NOT NULL DEFAULT 0 CHECK (cheerleaders >= 0),
    created_on TEXT NOT NULL,
    UNIQUE (league_id, name)
);
CREATE INDEX team_by_league ON team(league_id);

CREATE TABLE team_staff (
    team_id INTEGER NOT NULL REFERENCES team(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('offensive', 'defensive', 'support')),
    hired_on TEXT NOT NULL,
    PRIMARY KEY (team_id, kind)
);

CREATE TABLE player (
    id INTEGER PRIMARY KEY,
    team_id INTEGER NOT NULL REFERENCES team(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('roster', 'mvp', 'free_agent', 'mechanite', 'mutant')),
    role TEXT,
    position TEXT NOT NULL CHECK (position IN ('guard', 'jack', 'striker', 'keeper')),
    cost_mc INTEGER NOT NULL CHECK (cost_mc >= 0),
    move INTEGER,
    strength INTEGER,
    speed INTEGER,
    skill INTEGER,
    armour INTEGER,
    skills TEXT NOT NULL DEFAULT '[]',   -- JSON array of skill ids
    build TEXT,                          -- JSON: the parts of a Mechanite or Mutant
    giant INTEGER NOT NULL DEFAULT 0 CHECK (giant IN (0, 1)),
    hired_on TEXT NOT NULL,
    released_on TEXT
);
CREATE INDEX player_by_team ON player(team_id);
CREATE UNIQUE INDEX player_number_on_team ON player(team_id, number) WHERE released_on IS NULL;

CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    team_id INTEGER NOT NULL REFERENCES team(id) ON DELETE CASCADE,
    on_date TEXT NOT NULL,
    amount_mc INTEGER NOT NULL,
    kind TEXT NOT NULL,
    reason TEXT NOT NULL,
    player_id INTEGER REFERENCES player(id)
);
CREATE INDEX ledger_by_team ON ledger(team_id);
