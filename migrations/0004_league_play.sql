-- Dugout schema 4: league play. Seasons with divisions, fixtures and their results,
-- per-player match events, playoff brackets, and the audit log of every write.
-- Standings are never stored: they are worked out from the results on every read.

-- Points per result and the tie-breaker order: league settings with documented defaults.
ALTER TABLE league ADD COLUMN points_landslide_win INTEGER NOT NULL DEFAULT 3;
ALTER TABLE league ADD COLUMN points_win INTEGER NOT NULL DEFAULT 2;
ALTER TABLE league ADD COLUMN points_draw INTEGER NOT NULL DEFAULT 1;
ALTER TABLE league ADD COLUMN points_loss INTEGER NOT NULL DEFAULT 0;
ALTER TABLE league ADD COLUMN tie_breakers TEXT NOT NULL
    DEFAULT 'points,head_to_head,strike_difference,strikes_for,wins,coin_flip';

CREATE TABLE season (
    id INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES league(id) ON DELETE CASCADE,
    name TEXT NOT NULL COLLATE NOCASE CHECK (length(trim(name)) > 0),
    started_on TEXT NOT NULL,
    closed_on TEXT,
    coin_seed INTEGER NOT NULL,          -- the recorded seed of the coin-flip tie-breaker
    UNIQUE (league_id, name)
);
CREATE INDEX season_by_league ON season(league_id);

CREATE TABLE division (
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES season(id) ON DELETE CASCADE,
    name TEXT NOT NULL COLLATE NOCASE CHECK (length(trim(name)) > 0),
    UNIQUE (season_id, name)
);

-- A team entered in a season; no division means the season's single table.
CREATE TABLE season_team (
    season_id INTEGER NOT NULL REFERENCES season(id) ON DELETE CASCADE,
    team_id INTEGER NOT NULL REFERENCES team(id) ON DELETE CASCADE,
    division_id INTEGER REFERENCES division(id),
    PRIMARY KEY (season_id, team_id)
);
CREATE INDEX season_team_by_team ON season_team(team_id);

CREATE TABLE playoff (
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES season(id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (length(trim(name)) > 0),
    best_of INTEGER NOT NULL CHECK (best_of >= 1 AND best_of % 2 = 1),
    created_on TEXT NOT NULL
);

CREATE TABLE playoff_seed (
    playoff_id INTEGER NOT NULL REFERENCES playoff(id) ON DELETE CASCADE,
    seed INTEGER NOT NULL CHECK (seed >= 1),
    team_id INTEGER NOT NULL REFERENCES team(id),
    PRIMARY KEY (playoff_id, seed)
);

-- A match to play. A playoff game names its bracket slot and its game in the series;
-- `created_by` is the match whose result made this one (resetting that result deletes it).
CREATE TABLE fixture (
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES season(id) ON DELETE CASCADE,
    round INTEGER NOT NULL CHECK (round >= 1),
    home_team_id INTEGER NOT NULL REFERENCES team(id),
    away_team_id INTEGER NOT NULL REFERENCES team(id),
    scheduled_on TEXT,
    playoff_id INTEGER REFERENCES playoff(id) ON DELETE CASCADE,
    bracket_slot INTEGER,
    game INTEGER,
    created_by INTEGER REFERENCES fixture(id),
    CHECK (home_team_id <> away_team_id)
);
CREATE INDEX fixture_by_season ON fixture(season_id, round);
CREATE INDEX fixture_by_home ON fixture(home_team_id);
CREATE INDEX fixture_by_away ON fixture(away_team_id);
CREATE INDEX fixture_by_creator ON fixture(created_by);

CREATE TABLE match_result (
    fixture_id INTEGER PRIMARY KEY REFERENCES fixture(id) ON DELETE CASCADE,
    home_score INTEGER NOT NULL CHECK (home_score >= 0),
    away_score INTEGER NOT NULL CHECK (away_score >= 0),
    landslide INTEGER NOT NULL CHECK (landslide IN (0, 1)),
    played_on TEXT NOT NULL
);

-- What a player did or suffered in a match (strikes, injuries, kills, deaths, experience).
CREATE TABLE match_event (
    id INTEGER PRIMARY KEY,
    fixture_id INTEGER NOT NULL REFERENCES fixture(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    kind TEXT NOT NULL CHECK (kind IN ('strike', 'injury', 'kill', 'death', 'experience')),
    amount INTEGER NOT NULL DEFAULT 1 CHECK (amount >= 1)
);
CREATE INDEX match_event_by_fixture ON match_event(fixture_id);
CREATE INDEX match_event_by_player ON match_event(player_id);

-- Every write, by anyone: what changed (JSON list of field, before, after), when, by
-- whom and why. No foreign keys: the log outlives what it names.
CREATE TABLE audit (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    league_id INTEGER,
    team_id INTEGER,
    player_id INTEGER,
    fixture_id INTEGER,
    summary TEXT NOT NULL,
    changes TEXT NOT NULL DEFAULT '[]',
    reason TEXT
);
CREATE INDEX audit_by_team ON audit(team_id);
CREATE INDEX audit_by_league ON audit(league_id);
