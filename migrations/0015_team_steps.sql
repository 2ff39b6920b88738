-- Dugout schema 15: the order of what was written about each team, so that an undo
-- never takes back a change that a later match day used, and a reset never puts a match
-- day's rows back over what was written after it.
--
-- Every change a coach or commissioner makes (a `team_change` row) and every write of a
-- match day (pre-match, result, post-match) adds a step for each team it touched, in one
-- sequence for the whole file. An undo removes its change's step; a reset removes its
-- match's steps; so the table holds the history that still stands.

CREATE TABLE team_step (
    seq INTEGER PRIMARY KEY,
    team_id INTEGER NOT NULL REFERENCES team(id) ON DELETE CASCADE,
    change_id INTEGER REFERENCES team_change(id) ON DELETE CASCADE,
    fixture_id INTEGER REFERENCES fixture(id) ON DELETE CASCADE,
    CHECK ((change_id IS NULL) <> (fixture_id IS NULL))
);
CREATE INDEX team_step_by_team ON team_step(team_id, seq);
CREATE INDEX team_step_by_change ON team_step(change_id);
CREATE INDEX team_step_by_fixture ON team_step(fixture_id);

-- A file written before schema 15 has no order between its changes and its match days.
-- Its open changes come first (in the order they were made), then its match days in the
-- order they were played: an old change is taken as made before every match day of its
-- team, so its undo is refused once the team has played (the safe side), and matches are
-- reset latest first.
INSERT INTO team_step (team_id, change_id)
    SELECT team_id, id FROM team_change WHERE undone_on IS NULL ORDER BY id;

INSERT INTO team_step (team_id, fixture_id)
    SELECT side.team_id, side.fixture_id
    FROM (
        SELECT f.id AS fixture_id, f.home_team_id AS team_id,
               COALESCE(r.played_on, f.scheduled_on, '9999-12-31') AS day, 0 AS side
        FROM fixture f LEFT JOIN match_result r ON r.fixture_id = f.id
        UNION ALL
        SELECT f.id, f.away_team_id,
               COALESCE(r.played_on, f.scheduled_on, '9999-12-31'), 1
        FROM fixture f LEFT JOIN match_result r ON r.fixture_id = f.id
    ) AS side
    WHERE side.fixture_id IN (SELECT fixture_id FROM match_result)
       OR side.fixture_id IN (SELECT fixture_id FROM match_day_item)
       OR side.fixture_id IN (SELECT fixture_id FROM postmatch)
       OR side.fixture_id IN (SELECT fixture_id FROM bloodbowl_prematch)
       OR side.fixture_id IN (SELECT fixture_id FROM bloodbowl_postmatch)
       OR side.fixture_id IN (SELECT fixture_id FROM killpower_prematch)
    ORDER BY side.day, side.fixture_id, side.side;
