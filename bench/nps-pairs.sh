#!/bin/bash
# Nodes a second of two engine builds, run in turns so that both see the same machine:
#   bench/nps-pairs.sh OLD_BINARY NEW_BINARY [PAIRS]
# prints each pair (old, new, new/old) and the medians. The machine's speed drifts by tens
# of percent within an hour, so compare builds by these ratios, not by separate runs.
set -euo pipefail
old=$1 new=$2 n=${3:-15}
nps() { "$1" bench 2>&1 | awk '/Nodes\/second/ {print $2}'; }
pairs=$(mktemp)
trap 'rm -f "$pairs"' EXIT
for _ in $(seq "$n"); do
  a=$(nps "$old") b=$(nps "$new")
  echo "$a $b $(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f", b / a}')" | tee -a "$pairs"
done
median() { cut -d' ' -f"$1" "$pairs" | sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }
range() { cut -d' ' -f3 "$pairs" | sort -g | sed -n '1p;$p' | paste -sd' '; }
echo "median: old $(median 1), new $(median 2), ratio $(median 3) (lowest and highest: $(range))"
