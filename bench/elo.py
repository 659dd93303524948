#!/usr/bin/env python3
"""Measure a Gambit level's strength by playing matches (a benchmark, not a test).

Opponents: Debian's `stockfish` with UCI_LimitStrength/UCI_Elo (range 1350-2850),
or another Gambit level (for levels below Stockfish's range). Each opening is
played twice with colours swapped; one search thread per engine unless
--threads/--vs-threads say otherwise (Gambit only).

    python3 bench/elo.py --level Normal --sf-elo 1500 --games 40 --tc 10+0.1
    python3 bench/elo.py --level Gentle --vs-level Easy --games 40
    python3 bench/elo.py --engine NEW --vs-engine OLD --vs-level Master --nodes 50000 --games 200
    python3 bench/elo.py --threads 2 --vs-level Master --games 40 --tc 4+0.04

--nodes gives both engines a fixed node budget per move instead of clocks: the
result then doesn't depend on machine load (for A/B tests of two Gambit builds).
A match longer than twice the 30 built-in openings replays them, and games
from the same line differ only where the book or a level's noise chooses: for
A/B tests give it --openings lichess, a line of its own for every pair of games
(the named lines of engine/data/openings/ of 6 to 16 plies, drawn with --seed).

Prints W/D/L, score and an Elo estimate with a 95% error bar.
Requires python-chess (`pip install chess`).
"""

import argparse
import math
import os
import random
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import chess
import chess.engine
import chess.pgn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Varied, balanced openings (a few plies each); every one is played with both colours.
OPENINGS = [
    "e2e4 e7e5 g1f3 b8c6 f1b5",
    "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5",
    "e2e4 e7e5 g1f3 g8f6",
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6",
    "e2e4 c7c5 b1c3 b8c6",
    "e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4",
    "e2e4 e7e6 d2d4 d7d5 b1c3",
    "e2e4 e7e6 d2d4 d7d5 e4e5 c7c5",
    "e2e4 c7c6 d2d4 d7d5 e4e5",
    "e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4",
    "e2e4 d7d5 e4d5 d8d5 b1c3",
    "e2e4 g7g6 d2d4 f8g7",
    "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6",
    "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6",
    "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6",
    "d2d4 d7d5 c2c4 d5c4",
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4",
    "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6",
    "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6",
    "d2d4 g8f6 c2c4 c7c5 d4d5",
    "d2d4 f7f5 g2g3 g8f6",
    "d2d4 d7d5 g1f3 g8f6 c1f4",
    "c2c4 e7e5 b1c3 g8f6",
    "c2c4 c7c5 g1f3 g8f6",
    "g1f3 d7d5 g2g3",
    "e2e4 e7e5 f2f4",
    "e2e4 e7e5 b1c3 g8f6",
    "d2d4 g8f6 g1f3 g7g6",
    "e2e4 c7c5 c2c3",
    "b2b3 e7e5 c1b2",
]


def lichess_openings(rng, n):
    """`n` distinct named opening lines of 6 to 16 plies, as UCI move strings."""
    lines = set()
    folder = os.path.join(ROOT, "engine", "data", "openings")
    for name in sorted(f for f in os.listdir(folder) if f.endswith(".tsv")):
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            for row in f.read().splitlines()[1:]:
                pgn = row.split("\t")[2]
                board = chess.Board()
                for tok in pgn.split():
                    if not tok[0].isdigit():
                        board.push_san(tok)
                if 6 <= board.ply() <= 16:
                    lines.add(" ".join(m.uci() for m in board.move_stack))
    lines = sorted(lines)
    rng.shuffle(lines)
    return lines[:n]


def default_engine():
    for sub in ("/work/tgt-search/release", os.path.join(ROOT, "target", "release")):
        path = os.path.join(sub, "gambit-engine")
        if os.path.exists(path):
            return path
    return os.path.join(ROOT, "target", "release", "gambit-engine")


def open_gambit(path, level, threads=1, extra=()):
    eng = chess.engine.SimpleEngine.popen_uci(path)
    opts = {"Threads": threads, "Hash": 16}
    for item in extra:
        name, _, value = item.partition("=")
        opts[name] = value
    if "Move Overhead" in eng.options:
        # The same allowance for a loaded machine as Stockfish gets (older builds lack it).
        opts["Move Overhead"] = 100
    if level.isdigit():
        opts.update({"UCI_LimitStrength": True, "UCI_Elo": int(level)})
    else:
        opts["Level"] = level
    eng.configure(opts)
    return eng


def open_stockfish(path, elo):
    eng = chess.engine.SimpleEngine.popen_uci(path)
    # A generous overhead so a loaded machine doesn't make Stockfish flag.
    eng.configure({"Threads": 1, "Hash": 16, "UCI_LimitStrength": True, "UCI_Elo": elo,
                   "Move Overhead": 100})
    return eng


def parse_tc(tc):
    """'10+0.1' (base+increment, seconds) or '40/20' (moves per period/seconds)."""
    if "/" in tc:
        moves, base = tc.split("/")
        return float(base), 0.0, int(moves)
    if "+" in tc:
        base, inc = tc.split("+")
        return float(base), float(inc), None
    return float(tc), 0.0, None


def play_game(white, black, opening, board, base, inc, period=None, nodes=None, max_plies=300):
    """Plays the game on `board` (a new one; kept for --pgn). Returns 1 (white wins),
    0.5 or 0 (black wins), plus a termination tag. With `nodes`, each move gets that
    many nodes and the clocks are ignored."""
    for u in opening.split():
        board.push_uci(u)
    clocks = {chess.WHITE: base, chess.BLACK: base}
    engines = {chess.WHITE: white, chess.BLACK: black}
    moved = {chess.WHITE: 0, chess.BLACK: 0}
    while not board.is_game_over(claim_draw=True) and board.ply() < max_plies:
        side = board.turn
        togo = period - moved[side] % period if period else None
        if nodes:
            limit = chess.engine.Limit(nodes=nodes)
        else:
            limit = chess.engine.Limit(
                white_clock=clocks[chess.WHITE], black_clock=clocks[chess.BLACK],
                white_inc=inc, black_inc=inc, remaining_moves=togo)
        start = time.monotonic()
        try:
            result = engines[side].play(board, limit)
        except chess.engine.EngineError as e:
            print(f"engine error: {e}", file=sys.stderr)
            return (0.0 if side == chess.WHITE else 1.0), "error"
        clocks[side] -= time.monotonic() - start
        if clocks[side] < 0 and not nodes:
            return (0.0 if side == chess.WHITE else 1.0), "time"
        clocks[side] += inc
        moved[side] += 1
        if period and moved[side] % period == 0:
            clocks[side] += base
        if result.move is None or result.move not in board.legal_moves:
            return (0.0 if side == chess.WHITE else 1.0), "illegal"
        board.push(result.move)
    outcome = board.outcome(claim_draw=True)
    if outcome is None:
        return 0.5, "max-plies"
    if outcome.winner is None:
        return 0.5, outcome.termination.name.lower()
    return (1.0 if outcome.winner == chess.WHITE else 0.0), outcome.termination.name.lower()


def elo_from_score(p):
    p = min(max(p, 1e-3), 1 - 1e-3)
    return -400.0 * math.log10(1.0 / p - 1.0)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default=default_engine())
    ap.add_argument("--level", default="Master", help="Gambit level name, or an Elo for UCI_Elo")
    ap.add_argument("--sf-elo", type=int, help="opponent: stockfish at this UCI_Elo (1350-2850)")
    ap.add_argument("--vs-level", help="opponent: this Gambit level instead of stockfish")
    ap.add_argument("--vs-elo", type=float, help="assumed Elo of --vs-level (for the estimate)")
    ap.add_argument("--vs-engine", help="binary for --vs-level (default: --engine), for A/B tests")
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--tc", default="10+0.1", help="base+increment or moves/base, seconds")
    ap.add_argument("--nodes", type=int, help="fixed nodes per move instead of --tc (Gambit vs Gambit)")
    ap.add_argument("--concurrency", type=int, default=1)
    ap.add_argument("--threads", type=int, default=1, help="search threads of --engine (Gambit)")
    ap.add_argument("--vs-threads", type=int, default=1, help="search threads of the --vs-level opponent")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                    help="a UCI option of --engine (Gambit), e.g. EvalFile=net.bin; repeatable")
    ap.add_argument("--vs-option", action="append", default=[], metavar="NAME=VALUE",
                    help="a UCI option of the --vs-level opponent; repeatable")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--openings", choices=["builtin", "lichess"], default="builtin",
                    help="the 30 lines above, or a fresh named line for every pair of games")
    ap.add_argument("--pgn", help="also write the games to this PGN file, in the order played")
    args = ap.parse_args()

    base, inc, period = parse_tc(args.tc)
    rng = random.Random(args.seed)
    if args.openings == "lichess":
        openings = lichess_openings(rng, (args.games + 1) // 2)
    else:
        openings = OPENINGS[:]
        rng.shuffle(openings)
    pairs = [(openings[(i // 2) % len(openings)], i % 2 == 0) for i in range(args.games)]

    if args.nodes and not args.vs_level:
        ap.error("--nodes needs --vs-level (Stockfish's UCI_Elo is meant for clocks)")
    if args.vs_level:
        opp_name = f"Gambit {args.vs_level}"
        opp_elo = args.vs_elo
    elif args.sf_elo:
        opp_name = f"Stockfish UCI_Elo {args.sf_elo}"
        opp_elo = args.sf_elo
    else:
        ap.error("give --sf-elo or --vs-level")

    pgn_lock = threading.Lock()

    def save_pgn(board, names, r, why):
        if not args.pgn:
            return
        game = chess.pgn.Game.from_board(board)
        game.headers["White"], game.headers["Black"] = names
        game.headers["Result"] = {1.0: "1-0", 0.5: "1/2-1/2", 0.0: "0-1"}[r]
        game.headers["Termination"] = why
        with pgn_lock, open(args.pgn, "a") as f:
            print(game, file=f, end="\n\n")

    def run(job):
        opening, gambit_white = job
        me = open_gambit(args.engine, args.level, args.threads, args.option)
        if args.vs_level:
            opp = open_gambit(args.vs_engine or args.engine, args.vs_level, args.vs_threads,
                              args.vs_option)
        else:
            opp = open_stockfish(args.stockfish, args.sf_elo)
        board = chess.Board()
        names = (f"Gambit {args.level}", opp_name)
        try:
            if gambit_white:
                r, why = play_game(me, opp, opening, board, base, inc, period, args.nodes)
                save_pgn(board, names, r, why)
                return r, why
            r, why = play_game(opp, me, opening, board, base, inc, period, args.nodes)
            save_pgn(board, names[::-1], r, why)
            return 1.0 - r, why
        finally:
            me.quit()
            opp.quit()

    wins = draws = losses = 0
    reasons = {}
    results = []
    with ThreadPoolExecutor(max_workers=max(1, args.concurrency)) as pool:
        for i, (r, why) in enumerate(pool.map(run, pairs), 1):
            results.append(r)
            wins += r == 1.0
            draws += r == 0.5
            losses += r == 0.0
            reasons[why] = reasons.get(why, 0) + 1
            print(f"game {i}/{args.games}: {r} ({why})  running W{wins} D{draws} L{losses}", flush=True)

    n = len(results)
    p = sum(results) / n
    var = sum((x - p) ** 2 for x in results) / max(1, n - 1)
    se = math.sqrt(var / n) if n > 1 else 0.5
    lo, hi = elo_from_score(p - 1.96 * se), elo_from_score(p + 1.96 * se)
    diff = elo_from_score(p)
    limit = f"{args.nodes} nodes/move" if args.nodes else args.tc
    threads = f", threads {args.threads} vs {args.vs_threads}" if args.vs_level else ""
    print(f"\nGambit {args.level} vs {opp_name}, {n} games at {limit}{threads}")
    print(f"W {wins}  D {draws}  L {losses}   score {p * 100:.1f}%   terminations {reasons}")
    print(f"Elo difference: {diff:+.0f}  (95% CI {lo:+.0f} .. {hi:+.0f})")
    if opp_elo is not None:
        print(f"Estimated Elo: {opp_elo + diff:.0f}  (95% CI {opp_elo + lo:.0f} .. {opp_elo + hi:.0f})")


if __name__ == "__main__":
    main()
