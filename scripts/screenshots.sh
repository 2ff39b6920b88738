#!/usr/bin/env bash
# Starts the real dugout binary under Xvfb on a fresh demo league and saves a
# screenshot of every screen, in English and French, in the light and dark themes, at
# 1280x800 and 1024x640 (THEMES=light or THEMES=dark takes one theme only; SIZES=1280x800
# one size; ONLY=REGEX only the screenshots whose names match, e.g.
# ONLY=bloodbowl-matchday for the Blood Bowl match-day wizard, ONLY=killpower for every
# Killpower Ball screen).
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

XVFB=""
FAILED=0
start_x() { # size: (re)starts the virtual display and waits until it answers
    [ -n "$XVFB" ] && { kill "$XVFB" 2>/dev/null || true; wait "$XVFB" 2>/dev/null || true; }
    Xvfb ":$DISPLAY_NUMBER" -screen 0 "${1}x24" -nolisten tcp &
    XVFB=$!
    for _ in $(seq 1 50); do
        DISPLAY=":$DISPLAY_NUMBER" xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    echo "the virtual display :$DISPLAY_NUMBER did not start" >&2
    return 1
}

shoot_once() { # size lang screen name [file]
    local size=$1 lang=$2 screen=$3 name=$4 file=${5:-$DB}
    DISPLAY=":$DISPLAY_NUMBER" "$BIN" --db "$file" --lang "$lang" --screen "$screen" &
    local app=$!
    local window=""
    for _ in $(seq 1 100); do
        window=$(DISPLAY=":$DISPLAY_NUMBER" xdotool search --name Dugout 2>/dev/null | head -1 || true)
        [ -n "$window" ] && break
        sleep 0.1
    done
    local shot=1
    if [ -n "$window" ]; then
        local width=${size%x*} height=${size#*x}
        DISPLAY=":$DISPLAY_NUMBER" xdotool windowsize "$window" "$width" "$height" || true
        sleep 2
        DISPLAY=":$DISPLAY_NUMBER" import -window "$window" "$OUT/$name.png" && shot=0
    fi
    kill $app 2>/dev/null || true
    wait $app 2>/dev/null || true
    return $shot
}

shoot() { # size lang screen name [file]; up to three tries, on a fresh display if it went away
    if [ -n "${ONLY:-}" ] && ! [[ "$4" =~ $ONLY ]]; then return 0; fi
    for _ in 1 2 3; do
        if shoot_once "$@"; then
            echo "$OUT/$4.png"
            return 0
        fi
        DISPLAY=":$DISPLAY_NUMBER" xdotool getdisplaygeometry >/dev/null 2>&1 || start_x "$1"
    done
    echo "no window for $4" >&2
    FAILED=$((FAILED + 1))
}

# The league files: see scripts/demo-files.sh for what each holds.
bash "$(dirname "$0")/demo-files.sh" "$BIN" "$WORK"
BRACKET_DB="$WORK/bracket.db" DAY_DB="$WORK/matchday.db" BB_DB="$WORK/bloodbowl.db"
read -r BB_PRE BB_POST BB_NEW < "$WORK/bb-matchdays.txt"
KPB_DB="$WORK/killpower.db" CUP_DB="$WORK/killpower-cup.db"
{ read -r KPB_REVIEW KPB_REPORT KPB_NEW; read -r KPB_SEMI; } < "$WORK/kpb-matchdays.txt"
for theme in ${THEMES:-light dark}; do
    mkdir -p "$DUGOUT_CONFIG_DIR"
    echo "theme = \"$theme\"" > "$DUGOUT_CONFIG_DIR/settings.toml"
    SUFFIX=""; [ "$theme" = dark ] && SUFFIX="-dark"
    for size in ${SIZES:-1280x800 1024x640}; do
        start_x "$size"
        for lang in en fr; do
            shoot "$size" "$lang" start "start-$lang-$size$SUFFIX"
            shoot "$size" "$lang" league:1 "league-$lang-$size$SUFFIX"
            shoot "$size" "$lang" league:1:stats "league-stats-$lang-$size$SUFFIX"
            shoot "$size" "$lang" league:1:publish "league-publish-$lang-$size$SUFFIX"
            shoot "$size" "$lang" team:1 "team-$lang-$size$SUFFIX"
            shoot "$size" "$lang" team:5 "team-budget-$lang-$size$SUFFIX"
            shoot "$size" "$lang" mutant:5 "mutant-lab-$lang-$size$SUFFIX"
            shoot "$size" "$lang" mechanite:6 "mechanite-workshop-$lang-$size$SUFFIX"
            for tab in teams fixtures standings playoffs; do
                shoot "$size" "$lang" "season:1:$tab" "season-$tab-$lang-$size$SUFFIX"
            done
            shoot "$size" "$lang" season:1:playoffs "season-bracket-$lang-$size$SUFFIX" "$BRACKET_DB"
            shoot "$size" "$lang" season:1:fixtures "season-playoff-games-$lang-$size$SUFFIX" "$BRACKET_DB"
            for step in pre result post; do
                shoot "$size" "$lang" "matchday:10:$step" "matchday-$step-$lang-$size$SUFFIX" "$DAY_DB"
            done
            shoot "$size" "$lang" matchday:5:review "matchday-review-$lang-$size$SUFFIX" "$DAY_DB"
            shoot "$size" "$lang" audit:1 "audit-$lang-$size$SUFFIX"
            shoot "$size" "$lang" history:2 "history-$lang-$size$SUFFIX"
            shoot "$size" "$lang" graveyard:1 "graveyard-$lang-$size$SUFFIX"
            shoot "$size" "$lang" reference "reference-$lang-$size$SUFFIX"
            shoot "$size" "$lang" settings "settings-$lang-$size$SUFFIX"
            shoot "$size" "$lang" league:2 "bloodbowl-league-$lang-$size$SUFFIX" "$BB_DB"
            shoot "$size" "$lang" league:2:stats "bloodbowl-league-stats-$lang-$size$SUFFIX" "$BB_DB"
            shoot "$size" "$lang" team:7 "bloodbowl-team-$lang-$size$SUFFIX" "$BB_DB"
            shoot "$size" "$lang" season:2:standings "bloodbowl-standings-$lang-$size$SUFFIX" "$BB_DB"
            shoot "$size" "$lang" "matchday:$BB_NEW:pre" "bloodbowl-matchday-pre-form-$lang-$size$SUFFIX" "$BB_DB"
            for step in pre result post; do
                shoot "$size" "$lang" "matchday:$BB_PRE:$step" "bloodbowl-matchday-$step-$lang-$size$SUFFIX" "$BB_DB"
            done
            shoot "$size" "$lang" "matchday:$BB_POST:review" "bloodbowl-matchday-review-$lang-$size$SUFFIX" "$BB_DB"
            for tab in teams skills rules; do
                shoot "$size" "$lang" "reference:bloodbowl:$tab" "bloodbowl-reference-$tab-$lang-$size$SUFFIX" "$BB_DB"
            done
            k() { shoot "$size" "$lang" "$1" "killpower-$2-$lang-$size$SUFFIX" "${3:-$KPB_DB}"; }
            k league:1 league
            k league:1:cards league-cards
            k league:1:settings league-settings
            k newteam:1 new-team
            k team:1 team
            k "matchday:$KPB_NEW:pre" match-before
            k "matchday:$KPB_REPORT:pre" match-prematch
            k "matchday:$KPB_REPORT:result" match-report
            k "matchday:$KPB_REVIEW:review" match-review
            k season:1:fixtures season-fixtures
            k reference:killpower reference
            k history:1 history
            k season:1:playoffs tournament-bracket "$CUP_DB"
            k "matchday:$KPB_SEMI:review" tournament-review "$CUP_DB"
        done
        kill "$XVFB" 2>/dev/null || true
        wait "$XVFB" 2>/dev/null || true
        XVFB=""
    done
done
if [ "$FAILED" -gt 0 ]; then
    echo "$FAILED screenshots could not be taken" >&2
    exit 1
fi
