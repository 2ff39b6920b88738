-- Schema 9: the Blood Bowl match day, seed 001's pre-match and post-match sequences (and
-- Dungeonbowl's, seed 003). Everything a match day writes names its fixture, so resetting
-- the match removes exactly that; what the post-match changes on teams and players is kept
-- as it was before (`bloodbowl_kept_team`, `bloodbowl_kept_player`) and put back by the
-- reset.

-- A team's stadium (post-match step 2) and sponsorship (step 3).
-- `stadium`: the stadium it is resident in, "<stadium id>" or "<stadium id>/<attribute id>".
ALTER TABLE bloodbowl_team ADD COLUMN stadium TEXT;
ALTER TABLE bloodbowl_team ADD COLUMN stadium_owned INTEGER NOT NULL DEFAULT 0
    CHECK (stadium_owned IN (0, 1));
-- What the team has put aside to buy its stadium (the bank's 50,000 gp and its payments).
ALTER TABLE bloodbowl_team ADD COLUMN stadium_fund_gp INTEGER NOT NULL DEFAULT 0
    CHECK (stadium_fund_gp >= 0);
-- one-off, extended or major; NULL for none.
ALTER TABLE bloodbowl_team ADD COLUMN sponsorship TEXT;

-- A league setting the seed does not give: how an odd sum of fan factors is halved for
-- the winnings (Dugout's default: down).
ALTER TABLE bloodbowl_league ADD COLUMN winnings_halving TEXT NOT NULL DEFAULT 'down'
    CHECK (winnings_halving IN ('down', 'up'));

-- The pre-match of a match, once done (steps 1 to 7).
CREATE TABLE bloodbowl_prematch (
    fixture_id INTEGER PRIMARY KEY REFERENCES fixture(id) ON DELETE CASCADE,
    done_on TEXT NOT NULL,
    seed INTEGER NOT NULL,               -- the dice every roll not typed in came from
    stadium TEXT,                        -- NULL in Dungeonbowl (played in a dungeon)
    stadium_attribute TEXT,
    resident_side TEXT CHECK (resident_side IN ('home', 'away')),
    weather TEXT,                        -- NULL in Dungeonbowl
    home_fan_factor INTEGER NOT NULL CHECK (home_fan_factor >= 0),
    away_fan_factor INTEGER NOT NULL CHECK (away_fan_factor >= 0),
    home_ctv_gp INTEGER NOT NULL CHECK (home_ctv_gp >= 0),    -- with journeymen, before inducements
    away_ctv_gp INTEGER NOT NULL CHECK (away_ctv_gp >= 0),
    petty_cash_side TEXT CHECK (petty_cash_side IN ('home', 'away')),
    petty_cash_gp INTEGER NOT NULL DEFAULT 0 CHECK (petty_cash_gp >= 0),
    home_inducements_gp INTEGER NOT NULL DEFAULT 0 CHECK (home_inducements_gp >= 0),
    away_inducements_gp INTEGER NOT NULL DEFAULT 0 CHECK (away_inducements_gp >= 0),
    prayers_side TEXT CHECK (prayers_side IN ('home', 'away')),
    kicking_side TEXT NOT NULL CHECK (kicking_side IN ('home', 'away'))
);

-- The inducements each team bought for the match, at the price paid for each.
CREATE TABLE bloodbowl_inducement (
    id INTEGER PRIMARY KEY,
    fixture_id INTEGER NOT NULL REFERENCES bloodbowl_prematch(fixture_id) ON DELETE CASCADE,
    team_id INTEGER NOT NULL REFERENCES team(id),
    inducement TEXT NOT NULL,
    count INTEGER NOT NULL CHECK (count >= 1),
    price_each_gp INTEGER NOT NULL CHECK (price_each_gp >= 0)
);
CREATE INDEX bloodbowl_inducement_by_fixture ON bloodbowl_inducement(fixture_id);

-- Every die of a match day: rolled from the seed or typed from a physical die (`entered`),
-- by the key the preview shows (`fans.home`, `casualty.12`…), with what it gave.
CREATE TABLE bloodbowl_roll (
    id INTEGER PRIMARY KEY,
    fixture_id INTEGER NOT NULL REFERENCES fixture(id) ON DELETE CASCADE,
    stage TEXT NOT NULL CHECK (stage IN ('prematch', 'postmatch')),
    roll TEXT NOT NULL CHECK (length(roll) > 0),
    dice TEXT NOT NULL,
    result INTEGER NOT NULL CHECK (result >= 1),
    entered INTEGER NOT NULL DEFAULT 0 CHECK (entered IN (0, 1)),
    outcome TEXT
);
CREATE INDEX bloodbowl_roll_by_fixture ON bloodbowl_roll(fixture_id, stage);

-- The post-match of a match, once done (steps 1 to 8).
CREATE TABLE bloodbowl_postmatch (
    fixture_id INTEGER PRIMARY KEY REFERENCES fixture(id) ON DELETE CASCADE,
    done_on TEXT NOT NULL,
    seed INTEGER NOT NULL
);

-- The team and player rows a post-match changed, as they were before it (JSON of their
-- values, without ids), which a reset writes back.
CREATE TABLE bloodbowl_kept_team (
    fixture_id INTEGER NOT NULL REFERENCES bloodbowl_postmatch(fixture_id) ON DELETE CASCADE,
    team_id INTEGER NOT NULL REFERENCES team(id),
    kept TEXT NOT NULL,
    PRIMARY KEY (fixture_id, team_id)
);

CREATE TABLE bloodbowl_kept_player (
    fixture_id INTEGER NOT NULL REFERENCES bloodbowl_postmatch(fixture_id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    kept TEXT NOT NULL,
    PRIMARY KEY (fixture_id, player_id)
);

CREATE TABLE bloodbowl_postmatch_team (
    fixture_id INTEGER NOT NULL REFERENCES bloodbowl_postmatch(fixture_id) ON DELETE CASCADE,
    team_id INTEGER NOT NULL REFERENCES team(id),
    winnings_gp INTEGER NOT NULL CHECK (winnings_gp >= 0),
    dedicated_fans_before INTEGER NOT NULL,
    dedicated_fans_after INTEGER NOT NULL,
    sponsorship_total INTEGER,
    sponsorship TEXT,
    residency TEXT,
    stadium_gp INTEGER NOT NULL DEFAULT 0,   -- owner's bonus or loss, sale, purchase (signed)
    costly_error TEXT NOT NULL,
    costly_loss_gp INTEGER NOT NULL CHECK (costly_loss_gp >= 0),
    mvp INTEGER REFERENCES player(id),
    team_value_gp INTEGER NOT NULL,
    current_team_value_gp INTEGER NOT NULL,
    PRIMARY KEY (fixture_id, team_id)
);

-- What each player did in the match and the star player points it earned.
CREATE TABLE bloodbowl_player_match (
    fixture_id INTEGER NOT NULL REFERENCES bloodbowl_postmatch(fixture_id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    touchdowns INTEGER NOT NULL DEFAULT 0 CHECK (touchdowns >= 0),
    casualties INTEGER NOT NULL DEFAULT 0 CHECK (casualties >= 0),
    completions INTEGER NOT NULL DEFAULT 0 CHECK (completions >= 0),
    interceptions INTEGER NOT NULL DEFAULT 0 CHECK (interceptions >= 0),
    deflections INTEGER NOT NULL DEFAULT 0 CHECK (deflections >= 0),
    mvp INTEGER NOT NULL DEFAULT 0 CHECK (mvp IN (0, 1)),
    spp INTEGER NOT NULL DEFAULT 0 CHECK (spp >= 0),
    PRIMARY KEY (fixture_id, player_id)
);
CREATE INDEX bloodbowl_player_match_by_player ON bloodbowl_player_match(player_id);

-- Each casualty a player suffered: the casualty table's result (after the apothecary),
-- its lasting injury, and the result the apothecary had the coach re-roll.
CREATE TABLE bloodbowl_casualty (
    id INTEGER PRIMARY KEY,
    fixture_id INTEGER NOT NULL REFERENCES bloodbowl_postmatch(fixture_id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    casualty TEXT NOT NULL,
    lasting TEXT,
    apothecary INTEGER NOT NULL DEFAULT 0 CHECK (apothecary IN (0, 1)),
    first_casualty TEXT
);
CREATE INDEX bloodbowl_casualty_by_player ON bloodbowl_casualty(player_id);

-- Each advancement a player took: its level, kind, what it gave, its SPP and value.
CREATE TABLE bloodbowl_advancement (
    id INTEGER PRIMARY KEY,
    fixture_id INTEGER NOT NULL REFERENCES bloodbowl_postmatch(fixture_id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    level INTEGER NOT NULL CHECK (level >= 1),
    kind TEXT NOT NULL,
    gained TEXT NOT NULL,
    spp INTEGER NOT NULL CHECK (spp >= 0),
    value_gp INTEGER NOT NULL CHECK (value_gp >= 0)
);
CREATE INDEX bloodbowl_advancement_by_player ON bloodbowl_advancement(player_id);
