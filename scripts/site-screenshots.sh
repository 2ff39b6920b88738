#!/usr/bin/env bash
# Publishes the demo league files' sites (scripts/demo-files.sh: the DreadBall demo, the
# Blood Bowl league, the Killpower Ball championship) in both languages and takes
# headless-Chromium screenshots of their home, a season's standings, a team, a match and a
# player page (when the site has player pages), in English and French, at desktop
# (1280x900) and phone (390x844) widths: OUT_DIR/GAME-LANG-PAGE-WIDTH.png. The sites
# themselves are kept in OUT_DIR/sites. Nothing is fetched from the network.
#
#   scripts/site-screenshots.sh [BINARY] [OUT_DIR]
#
# Needs: chromium (apt-get install -y chromium), python3 (scripts/demo-files.sh uses it).
set -euo pipefail

BIN=${1:-target/debug/dugout}
OUT=${2:-target/site-screenshots}
CHROMIUM=${DUGOUT_CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}
if [ -z "$CHROMIUM" ]; then
    echo "Chromium is needed: apt-get install -y chromium (or set DUGOUT_CHROMIUM)" >&2
    exit 1
fi
rm -rf "$OUT" && mkdir -p "$OUT/sites"
BIN=$(realpath "$BIN")
OUT=$(realpath "$OUT")
HERE=$(dirname "$(realpath "$0")")

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
bash "$HERE/demo-files.sh" "$BIN" "$WORK/files"

# game db league
SITES=("dreadball demo.db 1" "bloodbowl bloodbowl.db 2" "killpower killpower.db 1")
WIDTHS=("desktop 1280,900" "phone 390,844")

shot() { # url png size
    "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
        --no-first-run --disable-background-networking --disable-component-update \
        --host-resolver-rules="MAP * ~NOTFOUND" --user-data-dir="$WORK/profile-$(basename "$2" .png)" \
        --window-size="$3" --screenshot="$2" "$1" >/dev/null 2>&1
    rm -rf "$WORK/profile-$(basename "$2" .png)"
    [ -s "$2" ] || { echo "no screenshot $2" >&2; return 1; }
}

first() { # folder: the page of the lowest number in it or its subfolders (matches/N/), if any
    [ -d "$1" ] || return 0
    local name
    name=$(find "$1" -maxdepth 2 -name '*.html' -printf '%P\n' | sort -V | head -n 1)
    [ -z "$name" ] || echo "$1/$name"
}

JOBS="$WORK/jobs.txt"
: > "$JOBS"
for site in "${SITES[@]}"; do
    read -r game db league <<< "$site"
    dir="$OUT/sites/$game"
    "$BIN" --db "$WORK/files/$db" publish --league "$league" --out "$dir" --lang both >/dev/null
    for lang in en fr; do
        pages=("home $dir/$lang/index.html")
        for kind in seasons:standings teams:team matches:match players:player; do
            page=$(first "$dir/$lang/${kind%%:*}")
            if [ -n "$page" ]; then
                pages+=("${kind##*:} $page")
            elif [ "$kind" != players:player ]; then
                echo "$game $lang: no page in ${kind%%:*}/" >&2
                exit 1
            fi
        done
        for entry in "${pages[@]}"; do
            read -r name path <<< "$entry"
            for width in "${WIDTHS[@]}"; do
                read -r label size <<< "$width"
                echo "file://$path $OUT/$game-$lang-$name-$label.png $size" >> "$JOBS"
            done
        done
    done
done

# Two browsers at a time.
export -f shot
export CHROMIUM WORK
xargs -P 2 -L 1 bash -c 'shot "$0" "$1" "$2"' < "$JOBS"
echo "$(wc -l < "$JOBS") screenshots in $OUT"
