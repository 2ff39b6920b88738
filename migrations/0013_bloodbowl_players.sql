-- Schema 13: a Blood Bowl post-match's players (issue 31; seed 001_712c7218694f055c.txt).

-- The MVP is drawn at random (seed 001: "JdM au hasard parmi les joueurs disponibles de
-- l'équipe sauf Morts, Stars Players et Mercenaires"). A league may let its coaches
-- choose it instead: a house rule, off for a new league. A league whose recorded
-- post-matches already named an MVP without drawing one (no `mvp.home` / `mvp.away` roll
-- for that side) played under that house rule: it stays on for it.
ALTER TABLE bloodbowl_league ADD COLUMN mvp_chosen_house_rule INTEGER NOT NULL DEFAULT 0
    CHECK (mvp_chosen_house_rule IN (0, 1));
UPDATE bloodbowl_league SET mvp_chosen_house_rule = 1
WHERE league_id IN (
    SELECT t.league_id
    FROM bloodbowl_postmatch_team pt
    JOIN team t ON t.id = pt.team_id
    JOIN fixture f ON f.id = pt.fixture_id
    WHERE pt.mvp IS NOT NULL
      AND NOT EXISTS (
          SELECT 1 FROM bloodbowl_roll r
          WHERE r.fixture_id = pt.fixture_id AND r.stage = 'postmatch'
            AND r.roll = CASE WHEN f.home_team_id = pt.team_id THEN 'mvp.home' ELSE 'mvp.away' END
      )
);

-- What a player did in the first drive that a prayer to Nuffle drawn before the match
-- pays star player points for (seed 001, prayers 11 to 13: "Jusqu'à la fin de la Phase"):
-- casualties caused by a push into the crowd, casualties caused by a foul, and the
-- casualties of `casualties` inflicted in that drive; and the star player points the
-- prayers added to `spp` (prayer 10 too: "2PSP, au lieu d'1, par Passe réussie").
ALTER TABLE bloodbowl_player_match ADD COLUMN crowd_casualties INTEGER NOT NULL DEFAULT 0
    CHECK (crowd_casualties >= 0);
ALTER TABLE bloodbowl_player_match ADD COLUMN foul_casualties INTEGER NOT NULL DEFAULT 0
    CHECK (foul_casualties >= 0);
ALTER TABLE bloodbowl_player_match ADD COLUMN drive_casualties INTEGER NOT NULL DEFAULT 0
    CHECK (drive_casualties >= 0);
ALTER TABLE bloodbowl_player_match ADD COLUMN prayer_spp INTEGER NOT NULL DEFAULT 0
    CHECK (prayer_spp >= 0);
