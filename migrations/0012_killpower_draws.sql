-- Schema 12: Killpower Ball readings of seed 004 (issue 31). Additions only, and one
-- rebuild of a table no other table names.

-- How a championship's playoff match drawn after the 20 turns finds its winner (the
-- seed gives free throws to tournaments only, 13.2): 'free_throws' (Dugout's default:
-- as a tournament does) or 'ranking' (the side with more ranking points goes through;
-- free throws when they are level). NULL, in a league imported from an older document:
-- the default.
ALTER TABLE killpower_league ADD COLUMN playoff_draw TEXT
    CHECK (playoff_draw IS NULL OR playoff_draw IN ('free_throws', 'ranking'));

-- A death risk's location die may be absent: a blow aimed at a location (8.4, "Il ne sera
-- pas alors nécessaire de jeter 1D10 de localisation") rolls none, and `location` is the
-- one aimed at. SQLite cannot loosen a NOT NULL: the table is rebuilt as it was, but for
-- `face`.
CREATE TABLE killpower_death_risk_new (
    fixture_id INTEGER NOT NULL REFERENCES killpower_postmatch(fixture_id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    life INTEGER NOT NULL CHECK (life < 0),
    face INTEGER CHECK (face IS NULL OR face >= 1),
    location TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('serious_injury', 'coma', 'death')),
    PRIMARY KEY (fixture_id, player_id)
);

INSERT INTO killpower_death_risk_new (fixture_id, player_id, life, face, location, outcome)
    SELECT fixture_id, player_id, life, face, location, outcome FROM killpower_death_risk
    ORDER BY rowid;

DROP TABLE killpower_death_risk;
ALTER TABLE killpower_death_risk_new RENAME TO killpower_death_risk;
