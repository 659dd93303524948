#!/usr/bin/env python3
"""Checks `gambit-engine puzzles` output against Stockfish: for each puzzle, Stockfish at
depth 18 (MultiPV 2) must find the solution's first move, ahead of its second best by
100 cp (or a mate), and better than the move played by 150 cp.

    gambit-engine puzzles games.pgn > puzzles.jsonl
    python3 bench/puzzle_check.py   # reads puzzles.jsonl in the current folder
"""
import json, subprocess

DEPTH = 18


class Stockfish:
    def __init__(self, path="/usr/games/stockfish", nice=False):
        self.p = subprocess.Popen((["nice", "-n", "19"] if nice else []) + [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.cmd("uci"); self.wait("uciok")
        self.cmd("setoption name Threads value 1"); self.cmd("setoption name Hash value 64")
        self.cmd("isready"); self.wait("readyok")

    def cmd(self, c):
        self.p.stdin.write(c + "\n"); self.p.stdin.flush()

    def wait(self, tok):
        lines = []
        while True:
            l = self.p.stdout.readline()
            if not l:
                raise RuntimeError("stockfish ended")
            lines.append(l)
            if l.startswith(tok):
                return lines

    def search(self, fen, depth, moves=None, multipv=2):
        """{multipv: (first move, score in cp from the mover's view, mates ±(100000 − plies))}"""
        self.cmd(f"setoption name MultiPV value {multipv}"); self.cmd(f"position fen {fen}")
        self.cmd(f"go depth {depth}" + (f" searchmoves {moves}" if moves else ""))
        best = {}
        for l in self.wait("bestmove"):
            p = l.split()
            if p[:1] == ["info"] and "multipv" in p and "pv" in p and "depth" in p \
                    and int(p[p.index("depth") + 1]) == depth:
                best[int(p[p.index("multipv") + 1])] = (p[p.index("pv") + 1], score(p))
        return best

    def confirms(self, pz, depth=DEPTH):
        """Whether Stockfish finds the puzzle's first move, unique by 100 cp (or a mate)
        and 150 cp better than the move played; with the three scores."""
        b = self.search(pz["fen"], depth)
        first, s1 = b.get(1, (None, 0)); s2 = b.get(2, (None, -10**6))[1]
        pl = self.search(pz["fen"], depth, pz["played"], 1).get(1, (None, 0))[1]
        good = first == pz["solution"][0] and (s1 - s2 >= 100 or s1 > 90000) and s1 - pl >= 150
        return good, first, s1, s2, pl


def score(parts):
    i = parts.index("score")
    k, v = parts[i + 1], int(parts[i + 2])
    if k == "mate":
        # Mate in v moves: 2v − 1 plies for the winner; mated in |v|: 2|v| plies.
        return 100000 - (2 * v - 1) if v > 0 else -(100000 - 2 * abs(v))
    return v


if __name__ == "__main__":
    sf = Stockfish()
    ok = 0; n = 0
    for line in open("puzzles.jsonl"):
        pz = json.loads(line)
        if "fen" not in pz:
            continue
        n += 1
        good, first, s1, s2, pl = sf.confirms(pz)
        ok += good
        print(pz["game"], pz["ply"], pz["solution"][0], first, s1, s2, pl, "ok" if good else "NO")
    print(f"{ok} of {n} confirmed by stockfish depth {DEPTH}")
