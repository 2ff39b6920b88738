-- Dugout schema 2: the change log behind "undo the last change" on a team.
-- Each change a coach makes records how to reverse it; undoing marks it undone and,
-- when it moved money, adds a reversing ledger row (the treasury stays the ledger's sum).

CREATE TABLE team_change (
    id INTEGER PRIMARY KEY,
    team_id INTEGER NOT NULL REFERENCES team(id) ON DELETE CASCADE,
    made_on TEXT NOT NULL,
    summary TEXT NOT NULL,
    reversal TEXT NOT NULL,                 -- JSON: what puts the team back as it was
    ledger_id INTEGER REFERENCES ledger(id),
    undone_on TEXT
);
CREATE INDEX team_change_by_team ON team_change(team_id, id);
