#!/usr/bin/env python3
"""The games the review's time is measured on: the first ten of 76 to 84 plies (about 40
moves) of the tune, heldout and fresh sets, in that order, as one PGN on stdout.

    python3 bench/forty_move_games.py > /tmp/forty.pgn
    time target/release/gambit-engine analyse /tmp/forty.pgn
"""
import os

import chess.pgn

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")

count = 0
for name in ["tune", "heldout", "fresh"]:
    with open(os.path.join(DATA, name + ".pgn")) as f:
        while count < 10 and (game := chess.pgn.read_game(f)) is not None:
            if 76 <= len(list(game.mainline_moves())) <= 84:
                print(game, end="\n\n")
                count += 1
