-- Schema 10: Killpower Ball (seed 004), and results whose winner a game's rules decide.
-- Additions only. A Killpower Ball team is a shared `team` with a `killpower_team` row;
-- its seven gladiators are shared `player` rows (kind 'gladiator', position: the
-- specialization) with a `killpower_gladiator` row each. Everything a match writes names
-- its fixture, so resetting the match removes exactly that; what the post-match changes
-- on gladiators is kept as it was (`killpower_kept_*`) and put back by the reset.

-- A result's winner when the game decides it otherwise than by the higher score
-- (Killpower Ball: the points each side had to score, an elimination, an abandon, free
-- throws): 'home', 'away' or 'draw'. NULL: the higher score wins, as before.
ALTER TABLE match_result ADD COLUMN decided TEXT
    CHECK (decided IS NULL OR decided IN ('home', 'away', 'draw'));

-- A Killpower Ball league: championship or tournament (13.2), and the settings the seed
-- does not fix (ranking points read from the worked example of 3.4 or Dugout's defaults,
-- see data/killpower/championship.toml; how experience / 10 rounds into power).
CREATE TABLE killpower_league (
    league_id INTEGER PRIMARY KEY REFERENCES league(id) ON DELETE CASCADE,
    mode TEXT NOT NULL CHECK (mode IN ('championship', 'tournament')),
    powers_chosen INTEGER NOT NULL CHECK (powers_chosen IN (0, 1)),
    xp_rounding TEXT NOT NULL CHECK (xp_rounding IN ('down', 'nearest')),
    ranking_win INTEGER NOT NULL,
    ranking_division_bonus INTEGER NOT NULL,
    ranking_loss INTEGER NOT NULL,
    ranking_draw INTEGER NOT NULL,
    ranking_abandon INTEGER NOT NULL,
    ranking_floor INTEGER                -- NULL: no floor
);

-- The league's deck of power cards (the seed prints none: the commissioner enters or
-- imports them).
CREATE TABLE killpower_card (
    id INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES league(id) ON DELETE CASCADE,
    name TEXT NOT NULL COLLATE NOCASE CHECK (length(trim(name)) > 0),
    text TEXT NOT NULL DEFAULT '',
    copies INTEGER NOT NULL DEFAULT 1 CHECK (copies >= 1),
    UNIQUE (league_id, name)
);
CREATE INDEX killpower_card_by_league ON killpower_card(league_id);

-- A team's ranking points (never below the league's floor in a championship).
CREATE TABLE killpower_team (
    team_id INTEGER PRIMARY KEY REFERENCES team(id) ON DELETE CASCADE,
    ranking_points INTEGER NOT NULL DEFAULT 0
);

-- A gladiator: race, specialization, the six kept characteristics (specialization and
-- raises in), experience (never spent), the raises taken (JSON list of ids), the magic
-- equipment and its armour (NULL: gloves, cards, or a tournament armour not rolled yet).
CREATE TABLE killpower_gladiator (
    player_id INTEGER PRIMARY KEY REFERENCES player(id) ON DELETE CASCADE,
    race TEXT NOT NULL,
    specialization TEXT NOT NULL,
    dep INTEGER NOT NULL CHECK (dep >= 0),
    phy INTEGER NOT NULL CHECK (phy >= 0),
    hab INTEGER NOT NULL CHECK (hab >= 0),
    pou INTEGER NOT NULL CHECK (pou >= 0),
    bal INTEGER NOT NULL CHECK (bal >= 0),
    vie INTEGER NOT NULL CHECK (vie >= 0),
    experience INTEGER NOT NULL DEFAULT 0 CHECK (experience >= 0),
    raises TEXT NOT NULL DEFAULT '[]',
    magic TEXT NOT NULL CHECK (magic IN ('gloves', 'armour', 'cards')),
    armour INTEGER CHECK (armour IS NULL OR armour >= 0)
);

-- The power cards a gladiator holds.
CREATE TABLE killpower_gladiator_card (
    player_id INTEGER NOT NULL REFERENCES killpower_gladiator(player_id) ON DELETE CASCADE,
    slot INTEGER NOT NULL CHECK (slot >= 1),
    card_id INTEGER NOT NULL REFERENCES killpower_card(id),
    PRIMARY KEY (player_id, slot)
);
CREATE INDEX killpower_gladiator_card_by_card ON killpower_gladiator_card(card_id);

-- Every die of a team's creation (fixture NULL) or of a match: rolled from the seed or
-- typed in, with what it gave.
CREATE TABLE killpower_roll (
    id INTEGER PRIMARY KEY,
    team_id INTEGER REFERENCES team(id) ON DELETE CASCADE,
    fixture_id INTEGER REFERENCES fixture(id) ON DELETE CASCADE,
    stage TEXT NOT NULL CHECK (stage IN ('creation', 'prematch', 'result', 'postmatch')),
    seed INTEGER NOT NULL,
    roll TEXT NOT NULL,
    dice TEXT NOT NULL,
    result INTEGER NOT NULL CHECK (result >= 1),
    entered INTEGER NOT NULL CHECK (entered IN (0, 1)),
    outcome TEXT,
    CHECK (team_id IS NOT NULL OR fixture_id IS NOT NULL)
);
CREATE INDEX killpower_roll_by_team ON killpower_roll(team_id);
CREATE INDEX killpower_roll_by_fixture ON killpower_roll(fixture_id);

-- Before a match (3.2): the powers, divisions and ranking points seen, the points each
-- side must score, who places first and why.
CREATE TABLE killpower_prematch (
    fixture_id INTEGER PRIMARY KEY REFERENCES fixture(id) ON DELETE CASCADE,
    done_on TEXT NOT NULL,
    seed INTEGER NOT NULL,
    home_ranking INTEGER NOT NULL,
    away_ranking INTEGER NOT NULL,
    home_power INTEGER NOT NULL,
    away_power INTEGER NOT NULL,
    home_division INTEGER NOT NULL,
    away_division INTEGER NOT NULL,
    home_target INTEGER NOT NULL CHECK (home_target >= 0),
    away_target INTEGER NOT NULL CHECK (away_target >= 0),
    places_first TEXT NOT NULL CHECK (places_first IN ('home', 'away')),
    settled_by TEXT NOT NULL
);

-- Who plays the match, with the RAP rolled and, in a tournament's first match, the
-- magic armour rolled then (the reset sets it back to not rolled).
CREATE TABLE killpower_lineup (
    fixture_id INTEGER NOT NULL REFERENCES killpower_prematch(fixture_id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    side TEXT NOT NULL CHECK (side IN ('home', 'away')),
    rap INTEGER NOT NULL CHECK (rap >= 1),
    armour_rolled INTEGER,
    PRIMARY KEY (fixture_id, player_id)
);

-- How a match ended (3.4), the points each side had to score, and the ranking points:
-- before, earned by the settings, applied once the floor is kept. `seq` orders the
-- results as recorded (a reset undoes the latest of a team first).
CREATE TABLE killpower_result (
    fixture_id INTEGER PRIMARY KEY REFERENCES match_result(fixture_id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    ending TEXT NOT NULL CHECK (ending IN ('time', 'elimination', 'abandon')),
    ending_side TEXT CHECK (ending_side IS NULL OR ending_side IN ('home', 'away')),
    home_target INTEGER NOT NULL,
    away_target INTEGER NOT NULL,
    home_division INTEGER NOT NULL,
    away_division INTEGER NOT NULL,
    home_ranking_before INTEGER NOT NULL,
    away_ranking_before INTEGER NOT NULL,
    home_ranking_earned INTEGER NOT NULL,
    away_ranking_earned INTEGER NOT NULL,
    home_ranking_applied INTEGER NOT NULL,
    away_ranking_applied INTEGER NOT NULL,
    seed INTEGER
);

-- Free throws that settled a draw (13.2).
CREATE TABLE killpower_free_throw (
    fixture_id INTEGER NOT NULL REFERENCES killpower_result(fixture_id) ON DELETE CASCADE,
    shot INTEGER NOT NULL CHECK (shot >= 1),
    round INTEGER NOT NULL CHECK (round >= 1),
    side TEXT NOT NULL CHECK (side IN ('home', 'away')),
    player_id INTEGER NOT NULL REFERENCES player(id),
    distance INTEGER NOT NULL,
    bal INTEGER NOT NULL,
    target INTEGER NOT NULL,
    die INTEGER NOT NULL CHECK (die >= 1),
    scored INTEGER NOT NULL CHECK (scored IN (0, 1)),
    points INTEGER NOT NULL CHECK (points >= 0),
    PRIMARY KEY (fixture_id, shot)
);

-- After a championship match (3.4 sequence 16).
CREATE TABLE killpower_postmatch (
    fixture_id INTEGER PRIMARY KEY REFERENCES match_result(fixture_id) ON DELETE CASCADE,
    done_on TEXT NOT NULL,
    seed INTEGER NOT NULL
);

-- Death risks rolled on table 8.
CREATE TABLE killpower_death_risk (
    fixture_id INTEGER NOT NULL REFERENCES killpower_postmatch(fixture_id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    life INTEGER NOT NULL CHECK (life < 0),
    face INTEGER NOT NULL CHECK (face >= 1),
    location TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('serious_injury', 'coma', 'death')),
    PRIMARY KEY (fixture_id, player_id)
);

-- Gladiators a post-match changed, as they were before it (put back by the reset).
CREATE TABLE killpower_kept_gladiator (
    fixture_id INTEGER NOT NULL REFERENCES killpower_postmatch(fixture_id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    specialization TEXT NOT NULL,
    dep INTEGER NOT NULL,
    phy INTEGER NOT NULL,
    hab INTEGER NOT NULL,
    pou INTEGER NOT NULL,
    bal INTEGER NOT NULL,
    vie INTEGER NOT NULL,
    experience INTEGER NOT NULL,
    raises TEXT NOT NULL,
    magic TEXT NOT NULL,
    armour INTEGER,
    released INTEGER NOT NULL CHECK (released IN (0, 1)),
    PRIMARY KEY (fixture_id, player_id)
);

-- The cards those gladiators held before the post-match.
CREATE TABLE killpower_kept_card (
    fixture_id INTEGER NOT NULL REFERENCES killpower_postmatch(fixture_id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    slot INTEGER NOT NULL,
    card_id INTEGER NOT NULL REFERENCES killpower_card(id),
    PRIMARY KEY (fixture_id, player_id, slot)
);

-- Gladiators a post-match brought in, and whom each replaced (deleted by the reset).
CREATE TABLE killpower_joined (
    fixture_id INTEGER NOT NULL REFERENCES killpower_postmatch(fixture_id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    replaces INTEGER NOT NULL REFERENCES player(id),
    PRIMARY KEY (fixture_id, player_id)
);
