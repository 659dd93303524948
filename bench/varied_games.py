#!/usr/bin/env python3
"""Varied games to measure the review and the puzzles on: games Gambit's makers have not
seen and Gambit's own levels did not play. Stockfish at a low skill level plays both sides
(each side its own level, 0 to 6, drawn per game), from varied openings (the first 2 to 10
plies drawn among Stockfish's 8 best moves at a shallow depth), 40 ms a move, up to 160
plies. Seeded, so a set can be made again; use one seed to tune and another, never looked
at while tuning, to measure (the held-out set).

    pip install chess      # python-chess, for the rules and the PGN
    python3 bench/varied_games.py --games 24 --seed 1 --out tune       # tune.pgn, tune.uci
    python3 bench/varied_games.py --games 24 --seed 2 --out heldout

Writes OUT.pgn and OUT.uci (one game a line, UCI moves), as `bench/review_agreement.py`
reads them.
"""

import argparse
import random

import chess
import chess.engine
import chess.pgn


def play(sf, rng, index, seed):
    board = chess.Board()
    levels = {chess.WHITE: rng.randint(0, 6), chess.BLACK: rng.randint(0, 6)}
    opening = rng.randint(2, 10)
    while not board.is_game_over(claim_draw=True) and board.ply() < 160:
        if board.ply() < opening:
            sf.configure({"Skill Level": 20})
            infos = sf.analyse(board, chess.engine.Limit(depth=6), multipv=8)
            moves = [i["pv"][0] for i in infos if i.get("pv")]
            move = rng.choice(moves)
        else:
            sf.configure({"Skill Level": levels[board.turn]})
            move = sf.play(board, chess.engine.Limit(time=0.04)).move
        board.push(move)
    game = chess.pgn.Game.from_board(board)
    game.headers["Event"] = f"Varied games, seed {seed}"
    game.headers["Round"] = str(index + 1)
    game.headers["White"] = f"Stockfish skill {levels[chess.WHITE]}"
    game.headers["Black"] = f"Stockfish skill {levels[chess.BLACK]}"
    game.headers["Result"] = board.result(claim_draw=True)
    return game, [m.uci() for m in board.move_stack]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=24)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="varied")
    ap.add_argument("--sf", default="/usr/games/stockfish")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    sf = chess.engine.SimpleEngine.popen_uci(a.sf)
    sf.configure({"Threads": 1, "Hash": 16})
    with open(a.out + ".pgn", "w") as pgn, open(a.out + ".uci", "w") as uci:
        for i in range(a.games):
            game, moves = play(sf, rng, i, a.seed)
            print(game, file=pgn, end="\n\n")
            print(" ".join(moves), file=uci)
            print(f"game {i + 1}: {len(moves)} plies, {game.headers['Result']}", flush=True)
    sf.quit()


if __name__ == "__main__":
    main()
