#!/usr/bin/env python3
"""How often Gambit wins won endings without pawns (a benchmark, not a test).

Random positions of each material set below (no capture possible for either
side, the stronger side to move, judged won by Stockfish) are played out:
Gambit with the stronger side at a fixed node budget a move, full-strength
Stockfish defending. A game counts as won only by mate; the fifty-move rule,
repetition or stalemate end it as not won.

    python3 bench/convert.py --engine BIN --positions 8 --nodes 100000

Node budgets, not clocks, so the result doesn't depend on machine load.
Requires python-chess (`pip install chess`) and Debian's `stockfish`.
"""

import argparse
import concurrent.futures
import os
import random
import sys

import chess
import chess.engine

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from elo import default_engine, open_gambit  # noqa: E402

# Stronger side's pieces, weaker side's pieces (kings apart).
SETS = {
    "KQvKR": ("Q", "r"),
    "KQvKN": ("Q", "n"),
    "KQvKB": ("Q", "b"),
    "KQRvKQ": ("QR", "q"),
    "KRRvKR": ("RR", "r"),
    "KBNvK": ("BN", ""),
}


def random_position(rng, strong, weak, stockfish):
    """A legal position of this material with White the stronger side to move,
    no capture on either side and Stockfish's verdict a win for White."""
    while True:
        board = chess.Board(None)
        squares = rng.sample(chess.SQUARES, 2 + len(strong) + len(weak))
        board.set_piece_at(squares[0], chess.Piece(chess.KING, chess.WHITE))
        board.set_piece_at(squares[1], chess.Piece(chess.KING, chess.BLACK))
        for sq, sym in zip(squares[2:], strong + weak):
            board.set_piece_at(sq, chess.Piece.from_symbol(sym))
        board.turn = chess.WHITE
        if not board.is_valid() or board.is_check():
            continue
        if any(board.is_capture(m) for m in board.legal_moves):
            continue
        board.turn = chess.BLACK
        quiet_for_black = board.is_valid() and not any(
            board.is_capture(m) for m in board.legal_moves)
        board.turn = chess.WHITE
        if not quiet_for_black:
            continue
        info = stockfish.analyse(board, chess.engine.Limit(nodes=300_000))
        score = info["score"].white()
        if score.is_mate() and score.mate() > 0 or (score.score() or 0) >= 500:
            return board


VALUE = {chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9, chess.PAWN: 1,
         chess.KING: 0}


def stronger(board):
    """The side with more material (Gambit plays it)."""
    diff = sum(VALUE[p.piece_type] * (1 if p.color == chess.WHITE else -1)
               for p in board.piece_map().values())
    return chess.WHITE if diff >= 0 else chess.BLACK


def play(engine_path, level, board, nodes, sf_nodes, stockfish_path):
    us = stronger(board)
    start = board.ply()
    gambit = open_gambit(engine_path, level)
    sf = chess.engine.SimpleEngine.popen_uci(stockfish_path)
    sf.configure({"Threads": 1, "Hash": 16})
    try:
        while not board.is_game_over(claim_draw=True):
            if board.turn == us:
                mv = gambit.play(board, chess.engine.Limit(nodes=nodes)).move
            else:
                mv = sf.play(board, chess.engine.Limit(nodes=sf_nodes)).move
            if mv is None or mv not in board.legal_moves:
                return False, "illegal", board.ply() - start
            board.push(mv)
        out = board.outcome(claim_draw=True)
        return out.winner == us, out.termination.name.lower(), board.ply() - start
    finally:
        gambit.quit()
        sf.quit()


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default=default_engine())
    ap.add_argument("--level", default="Master")
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    ap.add_argument("--positions", type=int, default=8, help="per material set")
    ap.add_argument("--nodes", type=int, default=100_000, help="Gambit's nodes a move")
    ap.add_argument("--sf-nodes", type=int, default=200_000)
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sets", default=",".join(SETS))
    ap.add_argument("--fen", action="append", default=[],
                    help="play this position instead (repeatable); the side with "
                    "more material is Gambit's")
    args = ap.parse_args()

    jobs = []
    if args.fen:
        jobs = [("fen", chess.Board(fen)) for fen in args.fen]
    else:
        rng = random.Random(args.seed)
        judge = chess.engine.SimpleEngine.popen_uci(args.stockfish)
        for name in args.sets.split(","):
            strong, weak = SETS[name]
            for _ in range(args.positions):
                jobs.append((name, random_position(rng, strong, weak, judge)))
        judge.quit()

    won = {name: 0 for name, _ in jobs}
    count = {name: sum(1 for n, _ in jobs if n == name) for name in won}
    plies = {name: [] for name, _ in jobs}
    with concurrent.futures.ThreadPoolExecutor(args.concurrency) as pool:
        futures = {
            pool.submit(play, args.engine, args.level, board.copy(), args.nodes,
                        args.sf_nodes, args.stockfish): (name, board.fen())
            for name, board in jobs
        }
        for fut in concurrent.futures.as_completed(futures):
            name, fen = futures[fut]
            ok, why, n = fut.result()
            won[name] += ok
            if ok:
                plies[name].append(n)
            print(f"{name} {fen}: {'won' if ok else 'not won'} ({why}, {n} plies)",
                  flush=True)
    total = 0
    for name in won:
        total += won[name]
        mean = sum(plies[name]) / len(plies[name]) if plies[name] else 0
        print(f"{name}: won {won[name]}/{count[name]}, mean {mean:.0f} plies to mate")
    print(f"all: won {total}/{len(jobs)}")


if __name__ == "__main__":
    main()
