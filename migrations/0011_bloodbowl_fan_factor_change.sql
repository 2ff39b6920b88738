-- Schema 11: a Blood Bowl team's fan-factor change during the match. Seed 001 lowers a
-- fan factor during the match (Appalling Stands, Fickle Fans, Abusive Fans: lines 18, 35,
-- 177) and the winnings use the fan factors the match ends with (line 214). Additions
-- only: NULL for a post-match recorded before schema 11, whose winnings used the
-- pre-match fan factors; 0 when the fan factor did not change. At most 12 lost, the most
-- fan factor a team has (`rules::bloodbowl::match_day::limits::MAX_FAN_FACTOR`).
ALTER TABLE bloodbowl_postmatch_team ADD COLUMN fan_factor_change INTEGER
    CHECK (fan_factor_change IS NULL OR fan_factor_change BETWEEN -12 AND 0);
