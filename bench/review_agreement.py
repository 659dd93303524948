#!/usr/bin/env python3
"""How well Gambit's post-game review marks blunders, judged against Stockfish.

Plays nothing itself: give it games as PGN plus the same games' moves in UCI, one game a
line (`cargo run --release -p gambit-engine --example level_games -- 24 games` writes
games.pgn and games.uci). It runs `gambit-engine analyse` on the PGN (timing it), then
analyses every position with Stockfish at a fixed depth and judges each move the same
way (winning chances wc = 2/(1+exp(-0.00368208 cp)) - 1 with cp clamped to +-1000, mates
+-1; drop >= 0.1 inaccuracy, 0.2 mistake, 0.3 blunder; the engine's own move is
"best"; a missed or allowed mate is at least an inaccuracy).

    python3 bench/review_agreement.py --pgn games.pgn --uci games.uci \
        --engine target/release/gambit-engine --engine-args "--depth 10" --sf-depth 14

Prints: time per game and per move of the Gambit review; of Stockfish's blunders, how
many Gambit marks as blunders (recall) and as at least a mistake; of Gambit's blunders,
how many Stockfish calls neither a mistake nor a blunder (false alarms). Needs only the
Python standard library and a UCI Stockfish (Debian's is /usr/games/stockfish).
"""

import argparse
import json
import math
import shlex
import subprocess
import sys
import time

ORDER = ["best", "good", "inaccuracy", "mistake", "blunder"]


def wc(cp):
    cp = max(-1000, min(1000, cp))
    return 2 / (1 + math.exp(-0.00368208 * cp)) - 1


def judge(before, after, white, was_best):
    """Same rule as engine/src/review/judge.rs."""
    drop = chance(before, white) - chance(after, white)
    mates = lambda ev, side_white: ev[0] == "mate" and (ev[1] > 0) == side_white
    note = None
    if mates(before, white) and not mates(after, white):
        note = "missed_mate"
    elif mates(after, not white) and not mates(before, not white):
        note = "allowed_mate"
    if was_best:
        return "best", None
    j = "blunder" if drop >= 0.3 else "mistake" if drop >= 0.2 else "inaccuracy" if drop >= 0.1 else "good"
    if note and ORDER.index(j) < ORDER.index("inaccuracy"):
        j = "inaccuracy"
    return j, note


def chance(ev, white):
    kind, v = ev
    c = wc(v) if kind == "cp" else (1.0 if v > 0 else -1.0)
    return c if white else -c


class Stockfish:
    def __init__(self, path, hash_mb):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name Threads value 1")
        self.send(f"setoption name Hash value {hash_mb}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, word):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("stockfish ended")
            if line.split() and line.split()[0] == word:
                return line

    def new_game(self):
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")

    def analyse(self, moves, depth, white_to_move, nodes=0):
        """(eval from White's view, bestmove or None)."""
        self.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        self.send(f"go nodes {nodes}" if nodes else f"go depth {depth}")
        score = None
        while True:
            t = self.p.stdout.readline().split()
            if not t:
                continue
            if t[0] == "bestmove":
                best = t[1] if t[1] != "(none)" else None
                break
            if t[0] == "info" and "score" in t and "lowerbound" not in t and "upperbound" not in t:
                i = t.index("score")
                score = (t[i + 1], int(t[i + 2]))
        kind, v = score
        if kind == "mate":
            # Stockfish: mate n > 0, side to move mates; n <= 0, side to move is mated.
            mover_mates = v > 0
            moves_n = abs(v)
            white_mates = mover_mates == white_to_move
            ev = ("mate", moves_n if white_mates else -moves_n)
            if moves_n == 0:
                ev = ("mate", 1 if white_mates else -1)  # checkmate on the board: +-1 chances
        else:
            ev = ("cp", v if white_to_move else -v)
        return ev, best


def gambit_review(engine, args, pgn):
    cmd = [engine, "analyse", pgn] + shlex.split(args)
    start = time.monotonic()
    out = subprocess.run(cmd, capture_output=True, text=True, check=False).stdout
    seconds = time.monotonic() - start
    games = {}
    for line in out.splitlines():
        d = json.loads(line)
        if "ply" in d:
            games.setdefault(d["game"], []).append((d["judgement"], d["eval_cp"], d["mate"]))
    return [games.get(k, []) for k in sorted(games)], seconds


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pgn", required=True)
    ap.add_argument("--uci", required=True)
    ap.add_argument("--engine", default="target/release/gambit-engine")
    ap.add_argument("--engine-args", default="", help='e.g. "--depth 10" (default: the analyse default)')
    ap.add_argument("--sf", default="/usr/games/stockfish")
    ap.add_argument("--sf-depth", type=int, default=14)
    ap.add_argument("--sf-nodes", type=int, default=0, help="a fixed node count instead of a depth")
    ap.add_argument("--sf-hash", type=int, default=64)
    ap.add_argument("--sf-cache", default="", help="JSON file keeping Stockfish's analyses between runs")
    ap.add_argument("--games", type=int, default=0, help="compare only the first N games (0: all)")
    ap.add_argument("--dump", help="write every move's two judgements here, as JSON lines")
    ap.add_argument("--verbose", action="store_true", help="list the moves where the blunder marks differ")
    a = ap.parse_args()

    games = [l.split() for l in open(a.uci)]
    ours, seconds = gambit_review(a.engine, a.engine_args, a.pgn)
    plies = sum(len(g) for g in ours)
    print(f"gambit review ({a.engine_args or 'default'}): {len(ours)} games, {plies} moves, "
          f"{seconds:.1f} s, {seconds / max(1, len(ours)):.2f} s a game, "
          f"{1000 * seconds / max(1, plies):.0f} ms a move", flush=True)
    if a.games:
        games, ours = games[: a.games], ours[: a.games]

    sf = Stockfish(a.sf, a.sf_hash)
    cache = {}
    if a.sf_cache:
        try:
            with open(a.sf_cache) as f:
                cache = json.load(f)
        except FileNotFoundError:
            pass
    counts = {"sf_blunders": 0, "recall_blunder": 0, "recall_mistake": 0,
              "our_blunders": 0, "false_alarms": 0, "moves": 0, "agree": 0}
    start = time.monotonic()
    dump = open(a.dump, "w") if a.dump else None
    for gi, (moves, our) in enumerate(zip(games, ours)):
        if len(our) != len(moves):
            print(f"game {gi + 1}: {len(our)} reviewed moves but {len(moves)} played; skipped", file=sys.stderr)
            continue
        key = (f"n{a.sf_nodes} " if a.sf_nodes else f"{a.sf_depth} ") + " ".join(moves)
        if key in cache:
            looks = [(tuple(ev), best) for ev, best in cache[key]]
        else:
            sf.new_game()
            looks = [sf.analyse(moves[:i], a.sf_depth, i % 2 == 0, a.sf_nodes) for i in range(len(moves) + 1)]
            cache[key] = looks
            if a.sf_cache:
                with open(a.sf_cache, "w") as f:
                    json.dump(cache, f)
        for i, m in enumerate(moves):
            white = i % 2 == 0
            (before, best), (after, _) = looks[i], looks[i + 1]
            theirs, _ = judge(before, after, white, best == m)
            mine, cp, mate = our[i]
            if dump:
                dump.write(json.dumps({"game": gi + 1, "ply": i + 1, "move": m, "stockfish": theirs,
                                       "before": before, "after": after, "gambit": mine,
                                       "gambit_after": f"#{mate}" if mate is not None else cp}) + "\n")
            if a.verbose and (theirs == "blunder") != (mine == "blunder"):
                ours_ev = f"#{mate}" if mate is not None else cp
                print(f"  game {gi + 1} ply {i + 1} {m}: stockfish {theirs} {before} -> {after} "
                      f"(best {best}); gambit {mine}, after {ours_ev}")
            counts["moves"] += 1
            counts["agree"] += theirs == mine
            if theirs == "blunder":
                counts["sf_blunders"] += 1
                counts["recall_blunder"] += mine == "blunder"
                counts["recall_mistake"] += mine in ("mistake", "blunder")
            if mine == "blunder":
                counts["our_blunders"] += 1
                counts["false_alarms"] += theirs not in ("mistake", "blunder")
    c = counts
    pct = lambda x, y: f"{100 * x / y:.0f}%" if y else "n/a"
    print(f"stockfish depth {a.sf_depth}: {time.monotonic() - start:.0f} s for {c['moves']} moves"
          f" (analyses kept in --sf-cache are not redone)")
    print(f"stockfish blunders: {c['sf_blunders']}; gambit marks {c['recall_blunder']} of them as blunders "
          f"(recall {pct(c['recall_blunder'], c['sf_blunders'])}), {c['recall_mistake']} as at least a mistake "
          f"({pct(c['recall_mistake'], c['sf_blunders'])})")
    print(f"gambit blunders: {c['our_blunders']}; {c['false_alarms']} of them Stockfish calls neither mistake "
          f"nor blunder (false alarms {pct(c['false_alarms'], c['our_blunders'])})")
    print(f"same judgement on {pct(c['agree'], c['moves'])} of all moves")
    sf.send("quit")


if __name__ == "__main__":
    main()
