-- Dugout schema 3: named Mechanite and Mutant designs, saved once and reused for any
-- team of the file. The design is the same JSON a built player keeps in player.build;
-- its price is worked out again from the reference data whenever it is used.

CREATE TABLE build_template (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
    build TEXT NOT NULL CHECK (build IN ('mechanite', 'mutant')),
    design TEXT NOT NULL,
    created_on TEXT NOT NULL
);
