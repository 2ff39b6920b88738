#!/usr/bin/env bash
# Startup time of the real window: process start to the first frame of the demo
# league's screen, measured by `dugout --measure-startup` under Xvfb. Prints every
# run and the median.
#
#   scripts/measure-startup.sh [BINARY] [RUNS]
set -euo pipefail

BIN=$(realpath "${1:-target/release/dugout}")
RUNS=${2:-11}
DISPLAY_NUMBER=${DISPLAY_NUMBER:-96}

# shellcheck source=scripts/headless.sh
source "$(dirname "$0")/headless.sh"

# The first run creates the demo league; it is reported apart.
first=$("$BIN" --db "$WORK/demo.db" --measure-startup | sed -n 's/^startup: \([0-9.]*\) ms.*/\1/p')
echo "first start (creates the demo league): $first ms"
times=()
for _ in $(seq 1 "$RUNS"); do
    ms=$("$BIN" --db "$WORK/demo.db" --measure-startup | sed -n 's/^startup: \([0-9.]*\) ms.*/\1/p')
    times+=("$ms")
done
printf '%s\n' "${times[@]}" | sort -n | tr '\n' ' '
echo
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
echo "median over $RUNS starts: $median ms"
