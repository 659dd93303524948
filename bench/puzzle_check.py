#!/usr/bin/env python3
"""Checks `gambit-engine puzzles` output against Stockfish: for each puzzle, Stockfish at
depth 18 (MultiPV 2) must find the solution's first move, ahead of its second best by
100 cp (or a mate), and better than the move played by 150 cp.

    gambit-engine puzzles games.pgn > puzzles.jsonl
    python3 bench/puzzle_check.py   # reads puzzles.jsonl in the current folder
"""
import json, subprocess, sys
sf = subprocess.Popen(["/usr/games/stockfish"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def cmd(c): sf.stdin.write(c + "\n"); sf.stdin.flush()
def wait(tok):
    lines=[]
    while True:
        l = sf.stdout.readline()
        lines.append(l)
        if l.startswith(tok): return lines
cmd("uci"); wait("uciok"); cmd("setoption name Threads value 1"); cmd("setoption name Hash value 64"); cmd("isready"); wait("readyok")
def score(parts):
    i = parts.index("score")
    k, v = parts[i+1], int(parts[i+2])
    return 100000 - abs(v) if k == "mate" and v > 0 else (-(100000 - abs(v)) if k == "mate" else v)
def search(fen, depth, moves=None, multipv=2):
    cmd(f"setoption name MultiPV value {multipv}"); cmd(f"position fen {fen}")
    cmd(f"go depth {depth}" + (f" searchmoves {moves}" if moves else ""))
    best = {}
    for l in wait("bestmove"):
        p = l.split()
        if p[:1] == ["info"] and "multipv" in p and "pv" in p and f"depth" in p and int(p[p.index("depth")+1]) == depth:
            best[int(p[p.index("multipv")+1])] = (p[p.index("pv")+1], score(p))
    return best
ok = 0; n = 0
for line in open("puzzles.jsonl"):
    pz = json.loads(line)
    if "fen" not in pz: continue
    n += 1
    b = search(pz["fen"], 18)
    first, s1 = b.get(1, (None, 0)); s2 = b.get(2, (None, -10**6))[1]
    pl = search(pz["fen"], 18, pz["played"], 1).get(1, (None, 0))[1]
    good = first == pz["solution"][0] and (s1 - s2 >= 100 or s1 > 90000) and s1 - pl >= 150
    ok += good
    print(pz["game"], pz["ply"], pz["solution"][0], first, s1, s2, pl, "ok" if good else "NO")
print(f"{ok} of {n} confirmed by stockfish depth 18")
