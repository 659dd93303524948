#!/usr/bin/env python3
"""The built-in search's centipawns against Stockfish's, matched by rank (quantile
matching), for the review's calibration table (`CALIBRATION` in
engine/src/review/chances.rs).

Reads the per-move dumps of `bench/review_agreement.py --dump`, takes every position
both engines score in centipawns (the built-in first pass's evaluation after the move and
Stockfish's), and prints, for each knot of the built-in scale, Stockfish's centipawns at
the same rank among the same positions (signs dropped: the scale is taken as symmetric).
Ranks, not pairs: a regression of one engine's score on the other's would shrink the
scale by the noise of the one regressed on.

    cd bench/data && python3 ../review_agreement.py ... --dump /tmp/dump-tune.jsonl
    python3 bench/calibration.py /tmp/dump-*.jsonl
"""

import bisect
import json
import sys

KNOTS = [50, 100, 150, 200, 250, 300, 400, 500, 600, 700, 800, 1000, 1500]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    ours, theirs = [], []
    for path in sys.argv[1:]:
        for line in open(path):
            r = json.loads(line)
            sf, g = r["after"], r["gambit_after"]
            if sf[0] == "cp" and isinstance(g, int):
                ours.append(abs(g))
                theirs.append(abs(sf[1]))
    if not ours:
        sys.exit("no position scored in centipawns by both")
    ours.sort()
    theirs.sort()
    n = len(ours)
    print(f"{n} positions")
    for knot in KNOTS:
        rank = bisect.bisect_left(ours, knot)
        sf = theirs[min(n - 1, rank)]
        print(f"built-in {knot:5d}  rank {rank / n:.3f}  Stockfish {sf:5d}  ({sf / knot:.2f}x)")


if __name__ == "__main__":
    main()
