#!/usr/bin/env bash
# Measures `gambit-engine check` throughput (games/s) on seeded random games.
# Usage: bench/check-throughput.sh [GAMES]   (default 20000)
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-20000}
cargo build --release -q -p gambit-engine --bin gambit-engine --example gen_pgn
target=${CARGO_TARGET_DIR:-target}
pgn=$(mktemp --suffix=.pgn)
trap 'rm -f "$pgn"' EXIT
"$target/release/examples/gen_pgn" "$games" > "$pgn"
plies=$(grep -v '^\[' "$pgn" | tr ' ' '\n' | grep -cv -e '^[0-9]*\.' -e '^$' -e '^\*$' -e '-' || true)
start=$(date +%s.%N)
"$target/release/gambit-engine" check "$pgn" > /dev/null || true
end=$(date +%s.%N)
python3 - "$games" "$plies" "$start" "$end" "$(stat -c %s "$pgn")" <<'PY'
import sys
games, plies, start, end, size = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
t = end - start
print(f"check: {games} games, ~{plies} plies, {size/1e6:.1f} MB in {t:.2f} s = {games/t:,.0f} games/s, {plies/t:,.0f} plies/s")
PY
