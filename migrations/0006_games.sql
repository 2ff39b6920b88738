-- Schema 6: games as modules. A league belongs to one game (its `game` is a game id of
-- the registry, src/games.rs); what a game owns lives in tables named after it.
--
-- SQLite cannot loosen a CHECK, so `league` (game IN ('dreadball')) and `player`
-- (position IN the four DreadBall positions) are rebuilt, following SQLite's documented
-- procedure: the runner turns foreign keys off before this transaction, this script
-- creates each new table, copies every row, drops the old table and renames the new one
-- (child tables keep naming the parent by name), the runner checks
-- `PRAGMA foreign_key_check` before commit and turns foreign keys back on after. The
-- file is copied (online backup) before any migration runs.

-- DreadBall's own league settings leave the shared table for one of DreadBall's.
CREATE TABLE dreadball_league (
    league_id INTEGER PRIMARY KEY REFERENCES league(id) ON DELETE CASCADE,
    coaching_die_mc INTEGER NOT NULL CHECK (coaching_die_mc >= 0),
    card_mc INTEGER NOT NULL CHECK (card_mc >= 0),
    starting_treasury_mc INTEGER NOT NULL CHECK (starting_treasury_mc >= 0),
    rank_thresholds TEXT NOT NULL DEFAULT '5,10,15,20,25,30',
    man_of_the_match_xp INTEGER NOT NULL DEFAULT 1 CHECK (man_of_the_match_xp >= 0),
    earnings_base_mc INTEGER NOT NULL DEFAULT 5 CHECK (earnings_base_mc >= 0),
    earnings_win_mc INTEGER NOT NULL DEFAULT 5 CHECK (earnings_win_mc >= 0),
    earnings_draw_mc INTEGER NOT NULL DEFAULT 2 CHECK (earnings_draw_mc >= 0),
    earnings_dice INTEGER NOT NULL DEFAULT 1 CHECK (earnings_dice >= 0),
    revival_mc INTEGER CHECK (revival_mc IS NULL OR revival_mc >= 0),
    free_agent_signing INTEGER NOT NULL DEFAULT 1 CHECK (free_agent_signing IN (0, 1)),
    mvp_from_treasury INTEGER NOT NULL DEFAULT 1 CHECK (mvp_from_treasury IN (0, 1)),
    event_mvps INTEGER NOT NULL DEFAULT 0 CHECK (event_mvps IN (0, 1))
);

INSERT INTO dreadball_league
    SELECT id, coaching_die_mc, card_mc, starting_treasury_mc, rank_thresholds,
           man_of_the_match_xp, earnings_base_mc, earnings_win_mc, earnings_draw_mc,
           earnings_dice, revival_mc, free_agent_signing, mvp_from_treasury, event_mvps
    FROM league;

-- The shared league: its name, its game, and how its tables are worked out. A "bonus win"
-- is a game's decisive win (DreadBall's landslide); games without one score it as a win.
CREATE TABLE league_new (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(trim(name)) > 0),
    game TEXT NOT NULL CHECK (length(game) > 0 AND game NOT GLOB '*[^a-z]*'),
    created_on TEXT NOT NULL,
    points_bonus_win INTEGER NOT NULL DEFAULT 3,
    points_win INTEGER NOT NULL DEFAULT 2,
    points_draw INTEGER NOT NULL DEFAULT 1,
    points_loss INTEGER NOT NULL DEFAULT 0,
    tie_breakers TEXT NOT NULL
);

INSERT INTO league_new (id, name, game, created_on, points_bonus_win, points_win, points_draw,
                        points_loss, tie_breakers)
    SELECT id, name, game, created_on, points_landslide_win, points_win, points_draw,
           points_loss, tie_breakers
    FROM league;

DROP TABLE league;
ALTER TABLE league_new RENAME TO league;

-- The shared player: who, on which team, at which position of the team's roster, at what
-- cost (in the game's money: mc or gp). DreadBall's stat line, kind, role, build and Giant
-- flag stay in their columns (NULL or 0 for other games); each other game keeps its own
-- in a table of its own.
CREATE TABLE player_new (
    id INTEGER PRIMARY KEY,
    team_id INTEGER NOT NULL REFERENCES team(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    role TEXT,
    position TEXT NOT NULL CHECK (length(position) > 0),
    cost INTEGER NOT NULL CHECK (cost >= 0),
    move INTEGER,
    strength INTEGER,
    speed INTEGER,
    skill INTEGER,
    armour INTEGER,
    skills TEXT NOT NULL DEFAULT '[]',
    build TEXT,
    giant INTEGER NOT NULL DEFAULT 0 CHECK (giant IN (0, 1)),
    hired_on TEXT NOT NULL,
    released_on TEXT,
    hired_for INTEGER REFERENCES fixture(id),
    match_item INTEGER REFERENCES match_day_item(id)
);

INSERT INTO player_new (id, team_id, number, name, kind, role, position, cost, move, strength,
                        speed, skill, armour, skills, build, giant, hired_on, released_on,
                        hired_for, match_item)
    SELECT id, team_id, number, name, kind, role, position, cost_mc, move, strength,
           speed, skill, armour, skills, build, giant, hired_on, released_on,
           hired_for, match_item
    FROM player;

DROP TABLE player;
ALTER TABLE player_new RENAME TO player;
CREATE INDEX player_by_team ON player(team_id);
CREATE UNIQUE INDEX player_number_on_team ON player(team_id, number) WHERE released_on IS NULL;
CREATE INDEX player_by_match ON player(hired_for);
CREATE INDEX player_by_item ON player(match_item);

-- Ledger amounts are in the game's money (mc or gp).
ALTER TABLE ledger RENAME COLUMN amount_mc TO amount;

-- Blood Bowl. League settings Seed 001 does not give; the defaults are documented.
CREATE TABLE bloodbowl_league (
    league_id INTEGER PRIMARY KEY REFERENCES league(id) ON DELETE CASCADE,
    format TEXT NOT NULL DEFAULT 'standard' CHECK (format IN ('standard', 'dungeonbowl')),
    starting_treasury_gp INTEGER NOT NULL DEFAULT 1000000 CHECK (starting_treasury_gp >= 0),
    max_dedicated_fans_at_creation INTEGER NOT NULL DEFAULT 6
        CHECK (max_dedicated_fans_at_creation >= 1),
    dedicated_fan_gp INTEGER NOT NULL DEFAULT 10000 CHECK (dedicated_fan_gp >= 0)
);

-- A Blood Bowl team's re-rolls, fans and sideline staff.
CREATE TABLE bloodbowl_team (
    team_id INTEGER PRIMARY KEY REFERENCES team(id) ON DELETE CASCADE,
    rerolls INTEGER NOT NULL DEFAULT 0 CHECK (rerolls >= 0),
    dedicated_fans INTEGER NOT NULL DEFAULT 1 CHECK (dedicated_fans >= 0),
    assistants INTEGER NOT NULL DEFAULT 0 CHECK (assistants >= 0),
    cheerleaders INTEGER NOT NULL DEFAULT 0 CHECK (cheerleaders >= 0),
    apothecary INTEGER NOT NULL DEFAULT 0 CHECK (apothecary IN (0, 1))
);

-- A Blood Bowl player's characteristics (AG, PA, AV as target numbers; PA NULL for "-"),
-- star player points, advancements and lasting injuries (JSON lists), and whether they
-- miss the team's next match.
CREATE TABLE bloodbowl_player (
    player_id INTEGER PRIMARY KEY REFERENCES player(id) ON DELETE CASCADE,
    ma INTEGER NOT NULL CHECK (ma >= 0),
    st INTEGER NOT NULL CHECK (st >= 0),
    ag INTEGER NOT NULL CHECK (ag >= 1),
    pa INTEGER CHECK (pa IS NULL OR pa >= 1),
    av INTEGER NOT NULL CHECK (av >= 1),
    spp INTEGER NOT NULL DEFAULT 0 CHECK (spp >= 0),
    advancements TEXT NOT NULL DEFAULT '[]',
    lasting_injuries TEXT NOT NULL DEFAULT '[]',
    miss_next_game INTEGER NOT NULL DEFAULT 0 CHECK (miss_next_game IN (0, 1)),
    journeyman INTEGER NOT NULL DEFAULT 0 CHECK (journeyman IN (0, 1))
);

-- A Blood Bowl result's casualties inflicted by each side (the score is the touchdowns).
CREATE TABLE bloodbowl_result (
    fixture_id INTEGER PRIMARY KEY REFERENCES match_result(fixture_id) ON DELETE CASCADE,
    home_casualties INTEGER NOT NULL DEFAULT 0 CHECK (home_casualties >= 0),
    away_casualties INTEGER NOT NULL DEFAULT 0 CHECK (away_casualties >= 0)
);

-- Roster packs a league added (house-ruled or newer teams), as imported.
CREATE TABLE bloodbowl_roster_pack (
    id INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES league(id) ON DELETE CASCADE,
    imported_on TEXT NOT NULL,
    source TEXT NOT NULL,
    pack TEXT NOT NULL
);
CREATE INDEX bloodbowl_roster_pack_by_league ON bloodbowl_roster_pack(league_id);
