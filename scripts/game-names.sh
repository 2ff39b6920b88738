#!/usr/bin/env bash
# Lists the shared source files that name a game in code: files outside every game's
# folder (src/<layer>/<game>/, src/error/<game>.rs) whose code — comments and `mod`
# lines aside — names DreadBall, Blood Bowl or Killpower Ball (ids, types, paths).
# Test code (#[cfg(test)] items) is left out. Issue 33's measure: only the registries
# should remain. Usage: scripts/game-names.sh [-v]
set -euo pipefail
cd "$(dirname "$0")/.."
verbose=${1:-}
python3 - "$verbose" <<'PY'
import os, re, sys
verbose = sys.argv[1] == "-v"
game = re.compile(r'\b(dreadball|bloodbowl|killpower|dungeonbowl|DreadBall|BloodBowl|Killpower|Dungeonbowl|Dreadball|Kpb|Bb[A-Z]|Kp[A-Z]|kpb_|bb_)\w*')
in_game = re.compile(r'/(dreadball|bloodbowl|killpower)(/|\.rs$)')
mod_line = re.compile(r'^\s*(pub(\([a-z]+\))?\s+)?mod\s+\w+\s*;')
found = []
for root, _, files in os.walk("src"):
    for name in files:
        path = os.path.join(root, name)
        if not name.endswith(".rs") or in_game.search(path):
            continue
        hits = []
        test_item = None  # None: not in test code; "next": the item after #[cfg(test)]; "body": inside it
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            stripped = line.strip()
            if test_item is None and stripped == "#[cfg(test)]":
                test_item = "next"
                continue
            if test_item == "next" and not stripped.startswith("#["):
                test_item = None if stripped.endswith(";") else "body"
                continue
            if test_item == "body":
                if line.startswith("}"):
                    test_item = None
                continue
            code = line.split("//", 1)[0] if not line.lstrip().startswith("//") else ""
            if mod_line.match(code) or not game.search(code):
                continue
            hits.append((number, line.rstrip()))
        if hits:
            found.append((path, hits))
for path, hits in sorted(found, key=lambda f: -len(f[1])):
    print(f"{len(hits):4} {path}")
    if verbose:
        for number, line in hits[:5]:
            print(f"       {number}: {line.strip()[:100]}")
print(f"{len(found)} shared files name a game")
PY
