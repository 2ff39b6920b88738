#!/usr/bin/env bash
# Starts the real dugout binary under Xvfb on a fresh demo league and saves a
# screenshot of every screen, in English and French, at 1280x800 and 1024x640.
#
#   scripts/screenshots.sh [BINARY] [OUT_DIR]
#
# Needs: Xvfb, xdotool, imagemagick (apt-get install -y xvfb xdotool imagemagick).
set -euo pipefail

BIN=${1:-target/debug/dugout}
OUT=${2:-target/screenshots}
DISPLAY_NUMBER=${DISPLAY_NUMBER:-97}
rm -rf "$OUT" && mkdir -p "$OUT"
BIN=$(realpath "$BIN")
OUT=$(realpath "$OUT")

WORK=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$WORK"' EXIT
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/.config" XDG_DATA_HOME="$WORK/home/.local/share"
export DUGOUT_CONFIG_DIR="$WORK/config"
DB="$WORK/demo.db"

shoot() { # size lang screen name
    local size=$1 lang=$2 screen=$3 name=$4
    DISPLAY=":$DISPLAY_NUMBER" "$BIN" --db "$DB" --lang "$lang" --screen "$screen" &
    local app=$!
    local window=""
    for _ in $(seq 1 100); do
        window=$(DISPLAY=":$DISPLAY_NUMBER" xdotool search --name Dugout 2>/dev/null | head -1 || true)
        [ -n "$window" ] && break
        sleep 0.1
    done
    if [ -z "$window" ]; then
        echo "no window for $name" >&2
        kill $app 2>/dev/null || true
        return 1
    fi
    local width=${size%x*} height=${size#*x}
    DISPLAY=":$DISPLAY_NUMBER" xdotool windowsize "$window" "$width" "$height" || true
    sleep 2
    DISPLAY=":$DISPLAY_NUMBER" import -window "$window" "$OUT/$name.png"
    echo "$OUT/$name.png"
    kill $app 2>/dev/null || true
    wait $app 2>/dev/null || true
}

# The first run creates the demo league (league 1; team 5 is the Kovoss budget team,
# team 6 the Ro-Tek Brutes robots).
for size in 1280x800 1024x640; do
    Xvfb ":$DISPLAY_NUMBER" -screen 0 "${size}x24" -nolisten tcp &
    xvfb=$!
    for _ in $(seq 1 50); do # wait until the X server answers
        DISPLAY=":$DISPLAY_NUMBER" xdotool getdisplaygeometry >/dev/null 2>&1 && break
        sleep 0.1
    done
    for lang in en fr; do
        shoot "$size" "$lang" start "start-$lang-$size"
        shoot "$size" "$lang" league:1 "league-$lang-$size"
        shoot "$size" "$lang" team:1 "team-$lang-$size"
        shoot "$size" "$lang" team:5 "team-budget-$lang-$size"
        shoot "$size" "$lang" mutant:5 "mutant-lab-$lang-$size"
        shoot "$size" "$lang" mechanite:6 "mechanite-workshop-$lang-$size"
        shoot "$size" "$lang" reference "reference-$lang-$size"
        shoot "$size" "$lang" settings "settings-$lang-$size"
    done
    kill $xvfb
    wait $xvfb 2>/dev/null || true
done
