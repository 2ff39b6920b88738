#!/usr/bin/env bash
# The window and the command line on a large league file (`cargo bench --bench scale`
# makes one: 500 teams, 103,500 matches, in target/tmp/scale-league-2.db): process start
# to the first frame of its league screen, the league screen redrawn frame after frame,
# a command's whole run, and the most memory each used. Prints every run and medians.
#
#   scripts/measure-scale.sh [LEAGUE_FILE] [BINARY] [RUNS]
set -euo pipefail

DB=$(realpath "${1:-target/tmp/scale-league-2.db}")
BIN=$(realpath "${2:-target/release/dugout}")
RUNS=${3:-11}
DISPLAY_NUMBER=${DISPLAY_NUMBER:-97}

# shellcheck source=scripts/headless.sh
source "$(dirname "$0")/headless.sh"
# Work on a copy: measuring must not change the league file.
cp "$DB" "$WORK/league.db"

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

echo "league file: $(du -h "$DB" | cut -f1)"
startup=()
for _ in $(seq 1 "$RUNS"); do
    startup+=("$("$BIN" --db "$WORK/league.db" --screen league:1 --measure-startup | sed -n 's/^startup: \([0-9.]*\) ms.*/\1/p')")
done
echo "first frame of the league screen: ${startup[*]} ms; median $(printf '%s\n' "${startup[@]}" | median) ms"

redraw=$("$BIN" --db "$WORK/league.db" --screen league:1 --measure-redraw)
echo "$redraw"

cli=()
for _ in $(seq 1 "$RUNS"); do
    start=$(date +%s%N)
    "$BIN" --db "$WORK/league.db" league list >/dev/null
    cli+=("$(( ($(date +%s%N) - start) / 1000 ))")
done
echo "dugout league list, whole process: median $(( $(printf '%s\n' "${cli[@]}" | median) / 1000 )) ms"

window_kb=$( { /usr/bin/time -f '%M' "$BIN" --db "$WORK/league.db" --screen league:1 --measure-startup >/dev/null; } 2>&1 | tail -1)
standings_kb=$( { /usr/bin/time -f '%M' "$BIN" --db "$WORK/league.db" standings --season 23 >/dev/null; } 2>&1 | tail -1)
echo "most memory: window to its first frame $((window_kb / 1024)) MB; standings of a season $((standings_kb / 1024)) MB"
