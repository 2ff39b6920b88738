#!/usr/bin/env bash
# Installs Dugout's menu entry and icon for the current user (see packaging/README.md).
set -euo pipefail
cd "$(dirname "$0")/.." && mkdir -p ~/.local/share/applications ~/.local/share/icons/hicolor/scalable/apps && cp packaging/dugout.desktop ~/.local/share/applications/ && cp packaging/dugout.svg ~/.local/share/icons/hicolor/scalable/apps/dugout.svg
