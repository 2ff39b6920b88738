-- Schema 14: team colours and every game's carried careers (issue 34).

-- A team's colours, `#RRGGBB` in upper-case hexadecimal; NULL: the team has none, and
-- charts, sheets and the window use their own palette.
ALTER TABLE team ADD COLUMN primary_colour TEXT
    CHECK (primary_colour IS NULL OR primary_colour GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]');
ALTER TABLE team ADD COLUMN secondary_colour TEXT
    CHECK (secondary_colour IS NULL OR secondary_colour GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]');

-- What a player brought from another league file in each of its game's statistics that
-- `player_carryover` does not hold (`stat`: the game's statistic id, e.g. `touchdowns`,
-- `spp`, `death_risks_survived`): counted by the league's all-time leaders, by no season.
CREATE TABLE player_carryover_stat (
    player_id INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,
    stat TEXT NOT NULL,
    value INTEGER NOT NULL CHECK (value >= 0),
    PRIMARY KEY (player_id, stat)
);

-- Which players a match killed, found without reading their every event: leader boards
-- mark the dead, and a top scorer of a long league has hundreds of events.
CREATE INDEX match_event_deaths ON match_event(player_id) WHERE kind = 'death';
