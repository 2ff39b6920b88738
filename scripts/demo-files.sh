#!/usr/bin/env bash
# Makes the league files the screenshots are taken on, in directory WORK:
# demo.db, bracket.db, matchday.db, bloodbowl.db, killpower.db and killpower-cup.db (and
# bb-matchdays.txt and kpb-matchdays.txt, the match days the screenshots open).
#
#   scripts/demo-files.sh BINARY WORK
set -euo pipefail
BIN=$(realpath "$1")
WORK=$2
mkdir -p "$WORK"
DB="$WORK/demo.db"
rm -f "$WORK"/*.db
# The demo league (league 1; team 5 is the Kovoss budget team, team 6 the Ro-Tek Brutes
# robots; season 1 "2026" has rounds 1-3 played and team 2, Greenmoon Grinders, lost a
# player in round 2). A copy gets a playoff of the top 5, best of 3, one game played
# (match 16), to show a bracket with byes and series wins.
"$BIN" --db "$DB" league demo >/dev/null
# Team colours, for the charts: five teams wear their own, Ro-Tek Rivets (6) none.
for pair in "1 #1565C0 #FFFFFF" "2 #2E7D32 #F2B705" "3 #6A1B9A #FFFFFF" "4 #C62828 #212121" "5 #00796B #FFFFFF"; do
    read -r team primary secondary <<< "$pair"
    "$BIN" --db "$DB" team colours --team "$team" --primary "$primary" --secondary "$secondary" >/dev/null
done
BRACKET_DB="$WORK/bracket.db"
cp "$DB" "$BRACKET_DB"
"$BIN" --db "$BRACKET_DB" playoffs new --season 1 --top 5 --best-of 3 --name "Autumn Cup" >/dev/null
"$BIN" --db "$BRACKET_DB" match record --match 16 --home-score 4 --away-score 2 >/dev/null
# A copy where match 10 (Greenmoon Grinders v Ro-Tek Rivets, the outsider with 20mc of
# bonus) has its pre-match done: an MVP, a seeded free-agent roll, a hack each side.
DAY_DB="$WORK/matchday.db"
cp "$DB" "$DAY_DB"
"$BIN" --db "$DAY_DB" prematch hire-mvp --match 10 --team 6 --mvp galdo >/dev/null
"$BIN" --db "$DAY_DB" prematch roll-free-agent --match 10 --team 6 --table 1 --seed 2 >/dev/null
"$BIN" --db "$DAY_DB" prematch hack --match 10 --team 6 --hack C >/dev/null
# A Blood Bowl league (league 2) of four Human teams: team 7 has 12 players, re-rolls,
# staff and fans; season 2 has three results with casualties.
BB_DB="$WORK/bloodbowl.db"
cp "$DB" "$BB_DB"
bb() { "$BIN" --db "$BB_DB" "$@" >/dev/null; }
bb league new --name "Old World League" --game bloodbowl
for name in "Reikland Reavers" "Bögenhafen Barons" "Altdorf Blue Bulls" "Middenheim Marauders"; do
    bb team new --league 2 --roster human --name "$name" --coach "Coach"
done
for position in lineman lineman lineman lineman lineman lineman blitzer blitzer catcher thrower ogre halfling-hopeful; do
    bb team hire 7 --position "$position"
done
bb team buy 7 rerolls --count 2 ; bb team buy 7 apothecary ; bb team buy 7 dedicated-fans --count 2
bb team buy 7 cheerleaders --count 2 ; bb team buy 7 assistants
bb season new --league 2 --name 2027
for team in 7 8 9 10; do bb season add-team --season 2 --team "$team"; done
bb fixtures generate --season 2 --start 2027-01-09
FIRST=$("$BIN" --db "$BB_DB" fixtures list --season 2 --json | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["id"])')
bb match record --match "$FIRST" --home-score 2 --away-score 1 --home-cas 3 --away-cas 1
bb match record --match $((FIRST + 1)) --home-score 1 --away-score 1 --away-cas 2
bb match record --match $((FIRST + 2)) --home-score 0 --away-score 2 --home-cas 1 --away-cas 1
# Blood Bowl match days: team 8 gets a squad of Linemen; of the unplayed matches, the
# first between teams 7 and 8 has its pre-match recorded (seed 7, a bribe for the away
# side), the next one of team 7 or 8 its pre-match and post-match (a touchdown, a
# casualty), and a third one nothing yet. bb-matchdays.txt says which, in that order.
for _ in $(seq 1 11); do bb team hire 8 --position lineman; done
read -r PRE POST NEW TEAM SIDE < <("$BIN" --db "$BB_DB" fixtures list --season 2 --json | python3 -c '
import json, sys
left = [f for f in json.load(sys.stdin) if f["status"] != "played"]
ours = lambda f: {f["home_id"], f["away_id"]}
pre = next(f for f in left if ours(f) == {7, 8})
rest = [f for f in left if f is not pre]
post = next(f for f in rest if ours(f) & {7, 8})
new = next(f for f in rest if f is not post)
team = post["home_id"] if post["home_id"] in (7, 8) else post["away_id"]
side = "home" if team == post["home_id"] else "away"
print(pre["id"], post["id"], new["id"], team, side)')
bb bb prematch --match "$PRE" --seed 7 --induce away:bribes:1
bb bb prematch --match "$POST" --seed 3
"$BIN" --db "$BB_DB" team show "$TEAM" --json | SIDE=$SIDE python3 -c '
import json, os, sys
players = [p["id"] for p in json.load(sys.stdin)["players"] if not p["journeyman"]]
home = os.environ["SIDE"] == "home"
print(json.dumps({"home_score": 2 if home else 1, "away_score": 1 if home else 2,
    "players": [{"player": players[0], "touchdowns": 2}, {"player": players[1], "casualties": 1}],
    "casualties": [{"player": players[2]}]}))' > "$WORK/bb-report.json"
bb bb postmatch --match "$POST" --file "$WORK/bb-report.json" --seed 5
echo "$PRE $POST $NEW" > "$WORK/bb-matchdays.txt"
# A Killpower Ball championship (killpower.db, league 1) of four teams with a deck of
# power cards; season 1 has its fixtures: the first with its pre-match and report (a
# gladiator of the away side dies and is replaced), the second with its pre-match only,
# the third with nothing yet. kpb-matchdays.txt says which, in that order (review,
# report, before). A tournament (killpower-cup.db) of four teams with chosen powers: its
# first semi-final drawn 2-2 and settled by free throws.
KPB_DB="$WORK/killpower.db"
kpb() { "$BIN" --db "$KPB_DB" "$@" >/dev/null; }
printf 'name,text,copies\nFireball,Deals 1D10 damage to a gladiator in sight,3\nSleep,The target sleeps for two turns,3\nHaste,+2 DEP this turn,3\nFear,The target flees to its touch zone,3\nMirror,Sends a power back to its caster,3\n' > "$WORK/deck.csv"
kpb_league() { # db game: a league with the deck and four teams in season 1
    local db=$1 game=$2 squad
    "$BIN" --db "$db" league new --name "Prison League" --game "$game" >/dev/null
    "$BIN" --db "$db" kpb deck --league 1 --import "$WORK/deck.csv" >/dev/null
    if [ "$game" = killpower ]; then
        squad=(Tom:tireur:armour Ana:guerrier:gloves Mia:mentor:cards Bo:archer:armour Vi:defenseur:gloves Lu:tireur:cards Max:guerrier:gloves)
    else
        squad=(Tom:tireur:armour Ana:guerrier:gloves Mia:mentor:cards=Fireball+Sleep Bo:archer:armour Vi:defenseur:gloves Lu:tireur:cards=Haste+Fear Max:guerrier:gloves)
    fi
    local n=1
    for name in Titanos Nabos "Iron Vipers" "Red Gorgons"; do
        local args=()
        for g in "${squad[@]}"; do args+=(--gladiator "$g"); done
        "$BIN" --db "$db" team new --league 1 --name "$name" --coach "Coach $n" --seed "$n" "${args[@]}" >/dev/null
        n=$((n + 1))
    done
    "$BIN" --db "$db" season new --league 1 --name 2027 >/dev/null
    for team in 1 2 3 4; do "$BIN" --db "$db" season add-team --season 1 --team "$team" >/dev/null; done
}
kpb_league "$KPB_DB" killpower
kpb fixtures generate --season 1 --start 2027-01-09
read -r KREVIEW KREPORT KNEW < <("$BIN" --db "$KPB_DB" fixtures list --season 1 --json | python3 -c '
import json, sys
ids = [f["id"] for f in json.load(sys.stdin)]
print(ids[0], ids[1], ids[2])')
kpb kpb prematch --match "$KREVIEW" --seed 3 --away 1,2,3,4,5,6
echo '{"home_score": 3, "away_score": 1, "away": {"death_risks": [{"player": 2, "life": -16}], "replacements": [{"replaces": 2, "name": "Zoé", "specialization": "archer", "magic": "gloves"}]}, "home": {"death_risks": [{"player": 5, "life": -12}]}}' > "$WORK/kpb-report.json"
kpb kpb postmatch --match "$KREVIEW" --file "$WORK/kpb-report.json" --seed 5
kpb kpb prematch --match "$KREPORT" --seed 4
echo "$KREVIEW $KREPORT $KNEW" > "$WORK/kpb-matchdays.txt"
CUP_DB="$WORK/killpower-cup.db"
kpb_league "$CUP_DB" killpower-tournament
"$BIN" --db "$CUP_DB" kpb tournament --season 1 --name "Summer Cup" >/dev/null
SEMI=$("$BIN" --db "$CUP_DB" fixtures list --season 1 --json | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["id"])')
"$BIN" --db "$CUP_DB" kpb prematch --match "$SEMI" --seed 6 >/dev/null
echo '{"home_score": 2, "away_score": 2, "free_throws": [{"side": "home", "thrower": 1, "distance": 4}, {"side": "home", "thrower": 4, "distance": 2}, {"side": "away", "thrower": 1, "distance": 3}, {"side": "away", "thrower": 4, "distance": 2}], "dice": {"free_throw.1.home.1": 2, "free_throw.1.home.4": 7, "free_throw.1.away.1": 9, "free_throw.1.away.4": 6}}' > "$WORK/kpb-throws.json"
"$BIN" --db "$CUP_DB" kpb postmatch --match "$SEMI" --file "$WORK/kpb-throws.json" --seed 8 >/dev/null
echo "$SEMI" >> "$WORK/kpb-matchdays.txt"
