//! Pieces named in a sentence, and why a set-up position can't be played (the editor's
//! `Problem`s), through the catalogue.

use gambit_engine::{
    editor::{Evaluation, Standing},
    game::{FenError, FenSyntax, Problem, castling_squares},
    pgn::{Damage, GameError},
    review::Eval,
    shakmaty::{Board, CastlingSide, Color, Piece, Rank, Role, Square},
};

use super::color_word;
use crate::ui::catalogue::{Arg, tr, tr_with};

/// "white knight", "black queen": a piece inside a sentence.
pub fn piece_word(piece: Piece) -> String {
    let id = match (piece.color, piece.role) {
        (Color::White, Role::Pawn) => "piece-white-pawn",
        (Color::White, Role::Knight) => "piece-white-knight",
        (Color::White, Role::Bishop) => "piece-white-bishop",
        (Color::White, Role::Rook) => "piece-white-rook",
        (Color::White, Role::Queen) => "piece-white-queen",
        (Color::White, Role::King) => "piece-white-king",
        (Color::Black, Role::Pawn) => "piece-black-pawn",
        (Color::Black, Role::Knight) => "piece-black-knight",
        (Color::Black, Role::Bishop) => "piece-black-bishop",
        (Color::Black, Role::Rook) => "piece-black-rook",
        (Color::Black, Role::Queen) => "piece-black-queen",
        (Color::Black, Role::King) => "piece-black-king",
    };
    tr(id)
}

/// The board's news: the last move (the piece now on its target) and a king in check or
/// mated; `None` when there is none.
pub fn board_news(
    board: &Board,
    last: Option<(Square, Square)>,
    check: Option<(Square, bool)>,
) -> Option<String> {
    let mut parts = Vec::new();
    if let Some((from, to)) = last {
        let squares = [
            ("from", from.to_string().into()),
            ("to", to.to_string().into()),
        ];
        parts.push(match board.piece_at(to) {
            Some(p) => {
                let [f, t] = squares;
                tr_with("news-last-move", &[("piece", piece_word(p).into()), f, t])
            }
            None => tr_with("news-last-move-bare", &squares),
        });
    }
    if let Some((king, mated)) = check
        && let Some(color) = board.color_at(king)
    {
        let id = if mated {
            "news-checkmate"
        } else {
            "news-check"
        };
        parts.push(tr_with(id, &[("color", color_word(color).into())]));
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// What stands on `sq` for the keyboard's cursor, and what the piece picked up may do there.
pub fn square_news(
    board: &Board,
    sq: Square,
    picked: Option<Square>,
    targets: &[Square],
) -> String {
    let square = ("square", Arg::from(sq.to_string()));
    let Some(piece) = board.piece_at(sq) else {
        let id = if targets.contains(&sq) {
            "news-square-move"
        } else {
            "news-square-empty"
        };
        return tr_with(id, &[square]);
    };
    let id = if picked == Some(sq) {
        "news-square-picked"
    } else if targets.contains(&sq) {
        "news-square-take"
    } else {
        "news-square-piece"
    };
    tr_with(id, &[square, ("piece", piece_word(piece).into())])
}

/// One reason a position can't be played.
/// The editor's evaluation of its position: "+5.20: White is winning. Best line (depth
/// 12): 30... h6 31. ♖a8+".
pub fn evaluation(evaluation: &Evaluation) -> String {
    let side = |c: Color| -> (&str, Arg) { ("color", color_word(c).into()) };
    let (eval, depth, line) = match evaluation {
        Evaluation::Checkmate { winner } => return tr_with("eval-checkmate", &[side(*winner)]),
        Evaluation::Stalemate => return tr("eval-stalemate"),
        Evaluation::Found { eval, depth, line } => (eval, depth, line),
    };
    let meaning = match *eval {
        Eval::Mate { winner, moves } => {
            tr_with("eval-mates", &[side(winner), ("moves", moves.into())])
        }
        Eval::Cp(cp) => {
            let value = ("value", Arg::from(format!("{:+.2}", f64::from(cp) / 100.0)));
            match Standing::of(cp) {
                Standing::Equal => tr_with("eval-equal", &[value]),
                Standing::SlightlyBetter(c) => tr_with("eval-slightly-better", &[value, side(c)]),
                Standing::Better(c) => tr_with("eval-better", &[value, side(c)]),
                Standing::Winning(c) => tr_with("eval-winning", &[value, side(c)]),
            }
        }
    };
    tr_with(
        "eval-line",
        &[
            ("evaluation", meaning.into()),
            ("depth", (*depth).into()),
            ("line", super::notation::shown(line).into()),
        ],
    )
}

/// Why a game of a PGN file stops before its end (or can't start), as a sentence.
pub fn game_error(e: &GameError) -> String {
    match e {
        GameError::BadFen { error, .. } => {
            tr_with("pgn-bad-fen", &[("error", fen_error(error).into())])
        }
        GameError::Move { ply, text, reason } => tr_with(
            "pgn-bad-move",
            &[
                ("ply", (*ply).into()),
                ("move", text.as_str().into()),
                ("reason", super::illegal_move(reason).into()),
            ],
        ),
        GameError::Damaged { ply, at, reason } => {
            let damage = match reason {
                Damage::UnclosedComment => tr("pgn-unclosed-comment"),
                Damage::UnclosedVariation => tr("pgn-unclosed-variation"),
                Damage::UnclosedTag => tr("pgn-unclosed-tag"),
                Damage::TooLong { limit } => tr_with("pgn-too-long", &[("bytes", (*limit).into())]),
                Damage::NotPgn => tr("pgn-not-pgn"),
                Damage::Unreadable(why) => {
                    tr_with("pgn-unreadable", &[("reason", why.as_str().into())])
                }
            };
            tr_with(
                "pgn-damaged",
                &[
                    ("ply", (*ply).into()),
                    ("at", at.as_str().into()),
                    ("damage", damage.into()),
                ],
            )
        }
    }
}

/// Why a FEN can't be used: what is wrong with its text, or the position's problems.
pub fn fen_error(e: &FenError) -> String {
    match e {
        FenError::Syntax(part) => tr(match part {
            FenSyntax::Empty => "fen-empty",
            FenSyntax::Board => "fen-board",
            FenSyntax::Turn => "fen-turn",
            FenSyntax::Castling => "fen-castling",
            FenSyntax::EnPassant => "fen-en-passant",
            FenSyntax::HalfmoveClock => "fen-halfmove-clock",
            FenSyntax::Fullmoves => "fen-fullmoves",
            FenSyntax::Fields => "fen-fields",
        }),
        FenError::Illegal(found) => {
            let problems: Vec<String> = found.iter().map(problem).collect();
            tr_with("fen-illegal", &[("problems", problems.join("; ").into())])
        }
    }
}

pub fn problem(p: &Problem) -> String {
    let side = |c: Color| -> (&str, Arg) { ("color", color_word(c).into()) };
    match *p {
        Problem::NoKing(c) => tr_with("problem-no-king", &[side(c)]),
        Problem::Kings(c, n) => tr_with("problem-kings", &[side(c), ("count", n.into())]),
        Problem::PawnOnBackRank(c, sq) => {
            let id = if sq.rank() == Rank::First {
                "problem-pawn-first-rank"
            } else {
                "problem-pawn-last-rank"
            };
            let pawn = piece_word(c.pawn());
            tr_with(
                id,
                &[("pawn", pawn.into()), ("square", sq.to_string().into())],
            )
        }
        Problem::Pawns(c, n) => tr_with("problem-pawns", &[side(c), ("count", n.into())]),
        Problem::Pieces(c, n) => tr_with("problem-pieces", &[side(c), ("count", n.into())]),
        Problem::Promotions(c) => tr_with("problem-promotions", &[side(c)]),
        Problem::Castling(c, wing) => {
            let (king, rook) = castling_squares(c, wing);
            let id = match wing {
                CastlingSide::KingSide => "problem-castling-king-side",
                CastlingSide::QueenSide => "problem-castling-queen-side",
            };
            tr_with(
                id,
                &[
                    ("king", king.to_string().into()),
                    ("rook", rook.to_string().into()),
                ],
            )
        }
        Problem::EnPassant(sq) => {
            tr_with("problem-en-passant", &[("square", sq.to_string().into())])
        }
        Problem::OppositeCheck(c) => tr_with(
            "problem-opposite-check",
            &[side(c), ("other", color_word(!c).into())],
        ),
        Problem::ImpossibleCheck(c, n) if n > 2 => {
            tr_with("problem-checked-by-many", &[side(c), ("count", n.into())])
        }
        Problem::ImpossibleCheck(c, _) => tr_with("problem-impossible-check", &[side(c)]),
        // shakmaty's own reason, not expected after the checks above.
        Problem::Other(why) => why.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The editor's evaluation reads in English as the engine words it for logs.
    #[test]
    fn an_evaluation_reads_as_the_engines_english() {
        use gambit_engine::{editor::evaluation_words, search::Score, shakmaty::Chess};
        let pos = Chess::default();
        let line: Vec<_> = ["e2e4", "e7e5"]
            .iter()
            .map(|m| {
                let uci: gambit_engine::shakmaty::uci::UciMove = m.parse().unwrap();
                uci.to_move(&pos).unwrap_or_else(|_| panic!("{m}"))
            })
            .take(1)
            .collect();
        for score in [
            Score::Cp(20),
            Score::Cp(-90),
            Score::Cp(200),
            Score::Cp(-700),
            Score::Mate(3),
        ] {
            let found = Evaluation::of(&pos, score, &line, 12);
            assert_eq!(evaluation(&found), evaluation_words(&found));
        }
        let mate = Evaluation::Checkmate {
            winner: Color::Black,
        };
        assert_eq!(evaluation(&mate), evaluation_words(&mate));
        assert_eq!(
            evaluation(&Evaluation::Stalemate),
            evaluation_words(&Evaluation::Stalemate)
        );
    }

    #[test]
    fn the_board_news_reads_as_before() {
        use gambit_engine::referee::{board_words, square_words};
        let board = Board::default();
        for (last, check) in [
            (Some((Square::E2, Square::E4)), None),
            (Some((Square::E3, Square::E5)), None),
            (Some((Square::D8, Square::E8)), Some((Square::E1, false))),
            (None, Some((Square::E8, true))),
            (None, None),
        ] {
            assert_eq!(
                board_news(&board, last, check),
                board_words(&board, last, check)
            );
        }
        let targets = [Square::E3, Square::E4, Square::D7];
        for (sq, picked) in [
            (Square::E2, Some(Square::E2)),
            (Square::E4, Some(Square::E2)),
            (Square::D7, Some(Square::E2)),
            (Square::A5, None),
            (Square::G1, None),
        ] {
            let ours = square_news(&board, sq, picked, &targets);
            assert_eq!(ours, square_words(&board, sq, picked, &targets), "{sq}");
        }
    }

    #[test]
    fn every_problem_reads_as_before() {
        let all = [
            Problem::NoKing(Color::Black),
            Problem::Kings(Color::White, 2),
            Problem::Kings(Color::White, 3),
            Problem::Kings(Color::Black, 7),
            Problem::PawnOnBackRank(Color::White, Square::A1),
            Problem::PawnOnBackRank(Color::Black, Square::H8),
            Problem::Pawns(Color::White, 9),
            Problem::Pieces(Color::Black, 17),
            Problem::Promotions(Color::White),
            Problem::Castling(Color::White, CastlingSide::KingSide),
            Problem::Castling(Color::Black, CastlingSide::QueenSide),
            Problem::EnPassant(Square::E3),
            Problem::OppositeCheck(Color::Black),
            Problem::ImpossibleCheck(Color::White, 3),
            Problem::ImpossibleCheck(Color::White, 2),
        ];
        for p in &all {
            assert_eq!(problem(p), p.to_string(), "{p:?}");
        }
        assert_eq!(piece_word(Color::Black.queen()), "black queen");
    }
}
