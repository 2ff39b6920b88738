-- Schema 7: DreadBall's team items and player profiles leave the shared tables.
--
-- Schema 6 kept DreadBall's dice, cards and cheerleaders in `team`, and its players' role,
-- stat line, build and Giant flag in `player` (NULL or 0 for other games). They move to
-- tables named after the game, one row per DreadBall team and player, and the shared
-- tables are rebuilt without them by SQLite's table-rebuild procedure (the runner turns
-- foreign keys off around this transaction and checks `PRAGMA foreign_key_check` before
-- the commit; the file is copied first).

CREATE TABLE dreadball_team (
    team_id INTEGER PRIMARY KEY REFERENCES team(id) ON DELETE CASCADE,
    dice INTEGER NOT NULL DEFAULT 0 CHECK (dice >= 0),
    cards INTEGER NOT NULL DEFAULT 0 CHECK (cards >= 0),
    cheerleaders INTEGER NOT NULL DEFAULT 0 CHECK (cheerleaders >= 0)
);

INSERT INTO dreadball_team (team_id, dice, cards, cheerleaders)
    SELECT t.id, t.dice, t.cards, t.cheerleaders
    FROM team t JOIN league l ON l.id = t.league_id
    WHERE l.game = 'dreadball';

CREATE TABLE dreadball_player (
    player_id INTEGER PRIMARY KEY REFERENCES player(id) ON DELETE CASCADE,
    role TEXT,
    move INTEGER,
    strength INTEGER,
    speed INTEGER,
    skill INTEGER,
    armour INTEGER,
    build TEXT,
    giant INTEGER NOT NULL DEFAULT 0 CHECK (giant IN (0, 1))
);

INSERT INTO dreadball_player (player_id, role, move, strength, speed, skill, armour, build, giant)
    SELECT p.id, p.role, p.move, p.strength, p.speed, p.skill, p.armour, p.build, p.giant
    FROM player p JOIN team t ON t.id = p.team_id JOIN league l ON l.id = t.league_id
    WHERE l.game = 'dreadball';

CREATE TABLE team_new (
    id INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES league(id) ON DELETE CASCADE,
    name TEXT NOT NULL COLLATE NOCASE CHECK (length(trim(name)) > 0),
    coach TEXT NOT NULL,
    roster TEXT NOT NULL,
    created_on TEXT NOT NULL,
    UNIQUE (league_id, name)
);

INSERT INTO team_new (id, league_id, name, coach, roster, created_on)
    SELECT id, league_id, name, coach, roster, created_on FROM team;

DROP TABLE team;
ALTER TABLE team_new RENAME TO team;
CREATE INDEX team_by_league ON team(league_id);

-- The shared player: who, on which team, at which position of its roster, how it joined
-- (`kind`), at what cost in the game's money, its skills, when hired and released, and
-- the match it was hired for only.
CREATE TABLE player_new (
    id INTEGER PRIMARY KEY,
    team_id INTEGER NOT NULL REFERENCES team(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    position TEXT NOT NULL CHECK (length(position) > 0),
    cost INTEGER NOT NULL CHECK (cost >= 0),
    skills TEXT NOT NULL DEFAULT '[]',
    hired_on TEXT NOT NULL,
    released_on TEXT,
    hired_for INTEGER REFERENCES fixture(id),
    match_item INTEGER REFERENCES match_day_item(id)
);

INSERT INTO player_new (id, team_id, number, name, kind, position, cost, skills, hired_on,
                        released_on, hired_for, match_item)
    SELECT id, team_id, number, name, kind, position, cost, skills, hired_on,
           released_on, hired_for, match_item
    FROM player;

DROP TABLE player;
ALTER TABLE player_new RENAME TO player;
CREATE INDEX player_by_team ON player(team_id);
CREATE UNIQUE INDEX player_number_on_team ON player(team_id, number) WHERE released_on IS NULL;
CREATE INDEX player_by_match ON player(hired_for);
CREATE INDEX player_by_item ON player(match_item);
