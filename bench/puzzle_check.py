#!/usr/bin/env python3
"""Checks puzzles against Stockfish by issue 45's rule. A puzzle passes when, at about
1.5 million nodes with MultiPV 2, each of the player's moves in its solution is
Stockfish's best and ahead of the second best by 100 cp or more, or mates (a mating move
may have mating rivals: any mate is accepted in play); and its first move is at least
150 cp better than the move the player made (when the puzzle names one).

Reads `gambit-engine puzzles` output (JSON lines with fen, solution, played) or the
built-in set (`data/puzzles/builtin.jsonl`: id, fen, solution).

    gambit-engine puzzles games.pgn > puzzles.jsonl
    python3 bench/puzzle_check.py puzzles.jsonl [--nodes 1500000] [--sample N --seed S]
"""
import argparse
import json
import random
import subprocess

import chess

UNIQUE_GAP, WITHIN, BETTER_GAP, MATE = 100, 30, 150, 100000


class Stockfish:
    def __init__(self, path="/usr/games/stockfish", nice=False):
        self.p = subprocess.Popen((["nice", "-n", "19"] if nice else []) + [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.pv = []
        self.cmd("uci"); self.wait("uciok")
        self.cmd("setoption name Threads value 1"); self.cmd("setoption name Hash value 64")
        self.cmd("isready"); self.wait("readyok")

    def cmd(self, c):
        self.p.stdin.write(c + "\n"); self.p.stdin.flush()

    def wait(self, tok):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("stockfish ended")
            lines.append(line)
            if line.startswith(tok):
                return lines

    def search(self, fen, nodes, moves=None, multipv=2):
        """{multipv: (first move, score in cp from the mover's view, mates ±(100000 − plies))},
        from the last complete info of each line."""
        self.cmd("ucinewgame"); self.cmd("isready"); self.wait("readyok")
        self.cmd(f"setoption name MultiPV value {multipv}"); self.cmd(f"position fen {fen}")
        self.cmd(f"go nodes {nodes}" + (f" searchmoves {moves}" if moves else ""))
        best = {}
        for line in self.wait("bestmove"):
            p = line.split()
            if p[:1] == ["info"] and "multipv" in p and "pv" in p and "score" in p \
                    and "lowerbound" not in p and "upperbound" not in p:
                best[int(p[p.index("multipv") + 1])] = (p[p.index("pv") + 1], score(p))
                if p[p.index("multipv") + 1] == "1":
                    self.pv = p[p.index("pv") + 1:]
        return best


def score(parts):
    i = parts.index("score")
    k, v = parts[i + 1], int(parts[i + 2])
    if k == "mate":
        # Mate in v moves: 2v − 1 plies for the winner; mated in |v|: 2|v| plies.
        return MATE - (2 * v - 1) if v > 0 else -(MATE - 2 * abs(v))
    return v


def mates(cp):
    return cp > MATE - 1000


def check_move(sf, fen, move, nodes):
    """(passes, score, why): `move` is the best by the rule in `fen`, and its score;
    `sf.pv` is then Stockfish's main line there."""
    b = sf.search(fen, nodes)
    pv = sf.pv
    first, s1 = b.get(1, (None, 0))
    second = b.get(2)
    if move == first:
        sm = s1
    elif second and second[0] == move:
        sm = second[1]
    else:
        sm = sf.search(fen, nodes, move, 1).get(1, (None, -MATE))[1]
    sf.pv = pv
    if mates(sm):
        return True, sm, f"mates ({MATE - sm} plies)"
    if move != first:
        return False, sm, f"not the best: {first} {s1}, {move} {sm}"
    if second is not None and s1 - second[1] < UNIQUE_GAP:
        return False, sm, f"{second[0]} only {s1 - second[1]} cp behind"
    return True, sm, "unique"


def check(sf, pz, nodes):
    """(passes, why); `pz["pv"]` becomes Stockfish's main line from the position."""
    board = chess.Board(pz["fen"])
    for i, move in enumerate(pz["solution"]):
        if i % 2 == 0:
            ok, sm, why = check_move(sf, board.fen(), move, nodes)
            if i == 0:
                pz["pv"] = sf.pv
            if not ok:
                return False, f"move {i // 2 + 1}: {why}"
            if i == 0 and pz.get("played"):
                pl = sf.search(board.fen(), nodes, pz["played"], 1).get(1, (None, 0))[1]
                if not mates(sm) and sm - pl < BETTER_GAP:
                    return False, f"only {sm - pl} cp better than {pz['played']}"
        board.push_uci(move)
    return True, "ok"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--nodes", type=int, default=1_500_000)
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--seed", type=int, default=45)
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    ap.add_argument("--json", help="also write each puzzle with its verdict and Stockfish's line here")
    a = ap.parse_args()
    puzzles = [json.loads(line) for line in open(a.file) if line.strip()]
    puzzles = [p for p in puzzles if "fen" in p]
    if a.sample:
        puzzles = random.Random(a.seed).sample(puzzles, min(a.sample, len(puzzles)))
    sf = Stockfish(a.stockfish)
    ok = 0
    out = open(a.json, "a") if a.json else None
    for pz in puzzles:
        good, why = check(sf, pz, a.nodes)
        ok += good
        if out:
            pz["check"] = {"ok": good, "why": why, "nodes": a.nodes}
            out.write(json.dumps(pz) + "\n"); out.flush()
        name = pz.get("id") or f"game {pz.get('game')} ply {pz.get('ply')}"
        print(name, pz.get("theme", ""), " ".join(pz["solution"]), "ok" if good else f"NO: {why}",
              flush=True)
    n = len(puzzles)
    print(f"{ok} of {n} pass ({100 * ok / max(n, 1):.0f}%) at {a.nodes} nodes")


if __name__ == "__main__":
    main()
