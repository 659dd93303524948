#!/usr/bin/env python3
"""How often a Gambit level takes a piece left free, and how often it sees a threat
(a benchmark, not a test).

The level plays itself from varied openings (bench/elo.py's list, each line once per
game). At each of its moves:
- a *chance* is a position where it can capture an enemy knight, bishop, rook or queen
  that no enemy piece defends, and taking one is right: the judge's (Stockfish, 100,000
  nodes) best move takes one; it *took* it when the move played captures such a piece;
- a *threat* is a position where one of its own knights, bishops, rooks or queens is
  attacked and not defended; it *saw* it when, after its move, fewer of its pieces stand
  so (moved away, defended, or the attacker taken).

    python3 bench/free_pieces.py --level Gentle --games 60
    python3 bench/free_pieces.py --level Easy --games 60 --engine target/release/gambit-engine

Requires python-chess.
"""

import argparse
import os
import random
import sys

import chess
import chess.engine

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from elo import OPENINGS, open_gambit  # noqa: E402

PIECES = (chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN)


def free_targets(board):
    """Squares of enemy pieces the side to move can take and nobody defends."""
    them = not board.turn
    out = set()
    for move in board.legal_moves:
        piece = board.piece_at(move.to_square)
        if piece is None or piece.color != them or piece.piece_type not in PIECES:
            continue
        if not board.is_attacked_by(them, move.to_square):
            out.add(move.to_square)
    return out


def hanging(board, color):
    """Squares of `color`'s pieces attacked and not defended."""
    out = set()
    for sq in chess.SquareSet(board.occupied_co[color]):
        if board.piece_type_at(sq) in PIECES and board.is_attacked_by(not color, sq):
            if not board.is_attacked_by(color, sq):
                out.add(sq)
    return out


def play(engine, judge, opening, max_plies, movetime, counts):
    board = chess.Board()
    for san in opening.split():
        board.push_san(san)
    while not board.is_game_over(claim_draw=True) and board.ply() < max_plies:
        targets = free_targets(board)
        mine = hanging(board, board.turn)
        result = engine.play(board, chess.engine.Limit(time=movetime))
        move = result.move
        if targets and judge is not None:
            best = judge.play(board, chess.engine.Limit(nodes=100_000)).move
            if not (best.to_square in targets and board.is_capture(best)):
                targets = set()
        if targets:
            counts["chances"] += 1
            if move.to_square in targets and board.is_capture(move):
                counts["took"] += 1
        mover = board.turn
        board.push(move)
        if mine:
            counts["threats"] += 1
            if len(hanging(board, mover)) < len(mine):
                counts["saw"] += 1
    counts["games"] += 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--level", default="Gentle")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--engine", default="target/release/gambit-engine")
    ap.add_argument("--movetime", type=float, default=0.05)
    ap.add_argument("--max-plies", type=int, default=160)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--judge", default="/usr/games/stockfish", help="'' to count every free piece")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    engine = open_gambit(args.engine, args.level)
    judge = chess.engine.SimpleEngine.popen_uci(args.judge) if args.judge else None
    counts = {"games": 0, "chances": 0, "took": 0, "threats": 0, "saw": 0}
    try:
        for i in range(args.games):
            play(engine, judge, rng.choice(OPENINGS), args.max_plies, args.movetime, counts)
            if (i + 1) % 10 == 0:
                print(f"{i + 1} games: {counts}", file=sys.stderr)
    finally:
        engine.quit()
        if judge is not None:
            judge.quit()
    took = counts["took"] / max(counts["chances"], 1)
    saw = counts["saw"] / max(counts["threats"], 1)
    print(
        f"{args.level}: {counts['games']} games; took a free piece {counts['took']} of "
        f"{counts['chances']} times ({took:.0%}); saw a threat {counts['saw']} of "
        f"{counts['threats']} times ({saw:.0%})"
    )


if __name__ == "__main__":
    main()
