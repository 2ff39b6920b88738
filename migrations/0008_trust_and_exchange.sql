-- Schema 8: trust and exchange.
--
-- Settings of the league file itself (not of one of its leagues), with documented
-- defaults in the code when a key is absent: `backups_kept`, how many of the copies Dugout
-- makes next to the file (before an import or a restore, or by `dugout backup`) it keeps.
CREATE TABLE file_setting (
    key TEXT PRIMARY KEY CHECK (length(key) > 0),
    value TEXT NOT NULL
);

-- What a player did in matches played in another league file, brought along when their
-- team was imported (`dugout import team`): added to what this file's matches give, so
-- experience, ranks and careers carry over. `source` says where it came from.
CREATE TABLE player_carryover (
    player_id INTEGER PRIMARY KEY REFERENCES player(id) ON DELETE CASCADE,
    matches INTEGER NOT NULL DEFAULT 0 CHECK (matches >= 0),
    strikes INTEGER NOT NULL DEFAULT 0 CHECK (strikes >= 0),
    injuries INTEGER NOT NULL DEFAULT 0 CHECK (injuries >= 0),
    kills INTEGER NOT NULL DEFAULT 0 CHECK (kills >= 0),
    experience INTEGER NOT NULL DEFAULT 0 CHECK (experience >= 0),
    source TEXT NOT NULL
);

-- The matches a team played in another league file before it was imported: Blood Bowl
-- prices re-rolls by whether a team has played.
CREATE TABLE team_carryover (
    team_id INTEGER PRIMARY KEY REFERENCES team(id) ON DELETE CASCADE,
    matches INTEGER NOT NULL DEFAULT 0 CHECK (matches >= 0),
    source TEXT NOT NULL
);
