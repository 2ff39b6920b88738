-- Schema 5: the DreadBall match day. Before a match: the outsider bonus spent on MVPs and
-- free-agent rolls, hacks. After it: experience by source, rank-ups, revivals, earnings,
-- signings. Everything a match day writes names its fixture, so resetting the match
-- removes exactly that.

-- League settings the seeds do not give; the defaults are Dugout's, not quoted rules.
ALTER TABLE league ADD COLUMN rank_thresholds TEXT NOT NULL DEFAULT '5,10,15,20,25,30';
ALTER TABLE league ADD COLUMN man_of_the_match_xp INTEGER NOT NULL DEFAULT 1
    CHECK (man_of_the_match_xp >= 0);
ALTER TABLE league ADD COLUMN earnings_base_mc INTEGER NOT NULL DEFAULT 5
    CHECK (earnings_base_mc >= 0);
ALTER TABLE league ADD COLUMN earnings_win_mc INTEGER NOT NULL DEFAULT 5
    CHECK (earnings_win_mc >= 0);
ALTER TABLE league ADD COLUMN earnings_draw_mc INTEGER NOT NULL DEFAULT 2
    CHECK (earnings_draw_mc >= 0);
ALTER TABLE league ADD COLUMN earnings_dice INTEGER NOT NULL DEFAULT 1
    CHECK (earnings_dice >= 0);
-- NULL: the league does not allow bringing a dead player back.
ALTER TABLE league ADD COLUMN revival_mc INTEGER CHECK (revival_mc IS NULL OR revival_mc >= 0);
ALTER TABLE league ADD COLUMN free_agent_signing INTEGER NOT NULL DEFAULT 1
    CHECK (free_agent_signing IN (0, 1));
ALTER TABLE league ADD COLUMN mvp_from_treasury INTEGER NOT NULL DEFAULT 1
    CHECK (mvp_from_treasury IN (0, 1));
ALTER TABLE league ADD COLUMN event_mvps INTEGER NOT NULL DEFAULT 0
    CHECK (event_mvps IN (0, 1));



-- Where a player's experience came from: exploit, crowd_double, man_of_the_match, other.
ALTER TABLE match_event ADD COLUMN source TEXT;

-- What a team did before a match: an MVP hired, a free-agent roll, a hack bought.
CREATE TABLE match_day_item (
    id INTEGER PRIMARY KEY,
    fixture_id INTEGER NOT NULL REFERENCES fixture(id) ON DELETE CASCADE,
    team_id INTEGER NOT NULL REFERENCES team(id),
    kind TEXT NOT NULL CHECK (kind IN ('mvp', 'free_agent', 'hack')),
    what TEXT NOT NULL,                  -- MVP id, free-agent table number, hack letter
    bonus_mc INTEGER NOT NULL DEFAULT 0 CHECK (bonus_mc >= 0),
    treasury_mc INTEGER NOT NULL DEFAULT 0 CHECK (treasury_mc >= 0),
    seed INTEGER,                        -- a roll: the seed of the dice that made it
    die INTEGER,                         -- a roll: what the die showed
    choice INTEGER,                      -- a roll: the option taken (1-based); NULL until chosen
    made_on TEXT NOT NULL
);
CREATE INDEX match_day_item_by_fixture ON match_day_item(fixture_id, team_id);

-- A player hired for one match only (an MVP or a free agent): the match (NULL once signed
-- for good, and for a team's own players) and the pre-match item that brought them.
ALTER TABLE player ADD COLUMN hired_for INTEGER REFERENCES fixture(id);
ALTER TABLE player ADD COLUMN match_item INTEGER REFERENCES match_day_item(id);
CREATE INDEX player_by_match ON player(hired_for);
CREATE INDEX player_by_item ON player(match_item);

-- The match a ledger row belongs to (hire costs, hacks, earnings, revivals, signings) and,
-- for a pre-match cost, the item it paid for.
ALTER TABLE ledger ADD COLUMN fixture_id INTEGER REFERENCES fixture(id);
ALTER TABLE ledger ADD COLUMN match_item INTEGER REFERENCES match_day_item(id);
CREATE INDEX ledger_by_fixture ON ledger(fixture_id);

-- The post-match sequence of a match, once done.
CREATE TABLE postmatch (
    fixture_id INTEGER PRIMARY KEY REFERENCES fixture(id) ON DELETE CASCADE,
    done_on TEXT NOT NULL,
    seed INTEGER NOT NULL                -- the dice of the earnings and advancement rolls
);

CREATE TABLE postmatch_team (
    fixture_id INTEGER NOT NULL REFERENCES postmatch(fixture_id) ON DELETE CASCADE,
    team_id INTEGER NOT NULL REFERENCES team(id),
    man_of_the_match INTEGER REFERENCES player(id),
    earnings_dice TEXT NOT NULL,         -- JSON list of the dice rolled
    earnings_mc INTEGER NOT NULL,
    PRIMARY KEY (fixture_id, team_id)
);

-- A rank-up and what it gave; `before`/`after` let a reset put the player back.
CREATE TABLE advancement (
    id INTEGER PRIMARY KEY,
    fixture_id INTEGER NOT NULL REFERENCES postmatch(fixture_id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    rank INTEGER NOT NULL CHECK (rank >= 1),
    kind TEXT NOT NULL CHECK (kind IN ('skill', 'stat')),
    choice TEXT NOT NULL,                -- skill id or stat name
    die INTEGER,                         -- set when the advancement was rolled
    before TEXT NOT NULL,
    after TEXT NOT NULL
);
CREATE INDEX advancement_by_player ON advancement(player_id);

-- Players a post-match brought back from the dead or signed for good.
CREATE TABLE postmatch_player (
    fixture_id INTEGER NOT NULL REFERENCES postmatch(fixture_id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    kind TEXT NOT NULL CHECK (kind IN ('revived', 'signed')),
    cost_mc INTEGER NOT NULL CHECK (cost_mc >= 0),
    PRIMARY KEY (fixture_id, player_id)
);
