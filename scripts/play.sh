#!/usr/bin/env bash
# Builds (release) and starts Gambit. Extra arguments go to the game, e.g. --fen "...".
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build
exec cargo run --release -p gambit -- "$@"
