//! Pieces named in a sentence, and why a set-up position can't be played (the editor's
//! `Problem`s), through the catalogue.

use gambit_engine::{
    game::{Problem, castling_squares},
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
