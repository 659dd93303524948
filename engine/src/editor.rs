//! The position editor: any arrangement of pieces, the side to move, castling rights and
//! the en passant square, checked after every change (`game::problems`). As the board's
//! referee it takes clicked squares as answers: the tool in hand decides what a click does.

use std::time::Duration;

use shakmaty::{
    Board, CastlingSide, Chess, Color, File, Move, Piece, Position, Rank, Setup, Square,
    fen::{Fen, LossyFenError},
    san::SanPlus,
};

use crate::{
    IllegalMove,
    game::{
        FenError, Problem, castling_possible, castling_squares, ep_possible, playable, read_setup,
    },
    referee::{Referee, Request, Ruling, check_of},
    review::Eval,
    rules::color_name,
    search::Score,
    session::Refusal,
};

/// What a click on the board does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tool {
    /// Lift the piece clicked, then put it on the next square clicked.
    #[default]
    Hand,
    /// Put this piece on the square clicked (the same piece there is taken off).
    Put(Piece),
    /// Take the piece clicked off the board.
    Erase,
}

/// A position being set up.
#[derive(Debug, Clone)]
pub struct Editor {
    setup: Setup,
    pub tool: Tool,
    /// The piece lifted by the hand, waiting for its square.
    lifted: Option<Square>,
    /// The position, or why it can't be played.
    checked: Result<Chess, Vec<Problem>>,
}

impl Default for Editor {
    fn default() -> Self {
        Editor::new(Setup::initial())
    }
}

impl Editor {
    pub fn new(setup: Setup) -> Editor {
        Editor {
            checked: playable(&setup),
            setup,
            tool: Tool::Hand,
            lifted: None,
        }
    }

    /// A FEN read as it stands, its problems kept to be shown; only its syntax can be
    /// refused.
    pub fn from_fen(text: &str) -> Result<Editor, FenError> {
        Ok(Editor::new(read_setup(text)?))
    }

    /// Sets up `setup` in place of what was there, keeping the tool in hand.
    pub fn load(&mut self, setup: Setup) {
        *self = Editor {
            tool: self.tool,
            ..Editor::new(setup)
        };
    }

    /// Sets up a FEN (see [`Editor::from_fen`]), keeping the tool in hand.
    pub fn load_fen(&mut self, text: &str) -> Result<(), FenError> {
        self.load(read_setup(text)?);
        Ok(())
    }

    /// The FEN of what is set up (an en passant square only where one could be taken).
    pub fn fen(&self) -> String {
        match &self.checked {
            Ok(pos) => crate::game::fen_of(pos),
            Err(_) => Fen::try_from_setup(self.setup.clone())
                .unwrap_or_else(LossyFenError::ignore)
                .to_string(),
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Why the position can't be played; empty when it can.
    pub fn problems(&self) -> &[Problem] {
        self.checked.as_ref().err().map_or(&[], Vec::as_slice)
    }

    /// The position, when it can be played.
    pub fn position(&self) -> Option<&Chess> {
        self.checked.as_ref().ok()
    }

    /// The square of the piece the hand holds.
    pub fn lifted(&self) -> Option<Square> {
        self.lifted
    }

    fn recheck(&mut self) {
        self.checked = playable(&self.setup);
    }

    /// After a change on the board: rights and an en passant square it made impossible
    /// go (a player who moves the king off e1 doesn't mean to keep castling); ones the
    /// player sets by hand stay, with their problem said.
    fn board_changed(&mut self) {
        for color in Color::ALL {
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                if !castling_possible(&self.setup.board, color, side) {
                    let (_, rook) = castling_squares(color, side);
                    self.setup.castling_rights.discard(rook);
                }
            }
        }
        if self
            .setup
            .ep_square
            .is_some_and(|ep| !ep_possible(&self.setup, ep))
        {
            self.setup.ep_square = None;
        }
        self.recheck();
    }

    /// Puts `piece` on `sq`, or empties it.
    pub fn put(&mut self, sq: Square, piece: Option<Piece>) {
        match piece {
            Some(p) => self.setup.board.set_piece_at(sq, p),
            None => {
                self.setup.board.discard_piece_at(sq);
            }
        }
        self.lifted = None;
        self.board_changed();
    }

    /// Moves the piece on `from` to `to`, taking off what stood there.
    pub fn carry(&mut self, from: Square, to: Square) {
        if from == to {
            return;
        }
        if let Some(piece) = self.setup.board.remove_piece_at(from) {
            self.setup.board.set_piece_at(to, piece);
        }
        self.lifted = None;
        self.board_changed();
    }

    /// A click on `sq` with the tool in hand.
    pub fn press(&mut self, sq: Square) {
        match self.tool {
            Tool::Hand => match self.lifted {
                Some(from) if from == sq => self.lifted = None,
                Some(from) => self.carry(from, sq),
                None if self.setup.board.piece_at(sq).is_some() => self.lifted = Some(sq),
                None => {}
            },
            Tool::Put(piece) if self.setup.board.piece_at(sq) == Some(piece) => self.put(sq, None),
            Tool::Put(piece) => self.put(sq, Some(piece)),
            Tool::Erase => self.put(sq, None),
        }
    }

    /// Drops the piece the hand holds.
    pub fn put_down(&mut self) {
        self.lifted = None;
    }

    /// An empty board (White to move).
    pub fn clear(&mut self) {
        self.load(Setup::empty());
    }

    /// The starting position.
    pub fn start_position(&mut self) {
        self.load(Setup::initial());
    }

    pub fn turn(&self) -> Color {
        self.setup.turn
    }

    pub fn set_turn(&mut self, color: Color) {
        if self.setup.turn != color {
            self.setup.turn = color;
            // An en passant square belongs to the side that was to move.
            self.setup.ep_square = None;
            self.recheck();
        }
    }

    pub fn castling(&self, color: Color, side: CastlingSide) -> bool {
        let (_, rook) = castling_squares(color, side);
        self.setup.castling_rights.contains(rook)
    }

    pub fn set_castling(&mut self, color: Color, side: CastlingSide, on: bool) {
        let (_, rook) = castling_squares(color, side);
        self.setup.castling_rights.set(rook, on);
        self.recheck();
    }

    /// The file of the en passant square.
    pub fn ep_file(&self) -> Option<File> {
        self.setup.ep_square.map(Square::file)
    }

    /// Sets the en passant square on `file` (on the rank the side to move captures to).
    pub fn set_ep_file(&mut self, file: Option<File>) {
        let rank = self.setup.turn.relative_rank(Rank::Sixth);
        self.setup.ep_square = file.map(|f| Square::from_coords(f, rank));
        self.recheck();
    }

    /// The files where an en passant square could be set now.
    pub fn ep_files(&self) -> Vec<File> {
        let rank = self.setup.turn.relative_rank(Rank::Sixth);
        File::ALL
            .into_iter()
            .filter(|&f| ep_possible(&self.setup, Square::from_coords(f, rank)))
            .collect()
    }

    /// Turns the board round: White's pieces become Black's, mirrored, the other side
    /// to move (the same position seen from the other side).
    pub fn swap_colors(&mut self) {
        self.setup.mirror();
        self.lifted = None;
        self.recheck();
    }
}

/// The editor takes clicks as answers: nothing is ever "played" on it.
impl Referee for Editor {
    fn board(&self) -> &Board {
        &self.setup.board
    }

    fn turn(&self) -> Color {
        self.setup.turn
    }

    fn check(&self) -> Option<(Square, bool)> {
        self.position().and_then(check_of)
    }

    fn last_move(&self) -> Option<(Square, Square)> {
        None
    }

    fn may_move(&self) -> Result<(), Refusal> {
        Ok(())
    }

    fn targets(&self, _from: Square) -> Vec<Square> {
        Vec::new()
    }

    fn needs_promotion(&self, _from: Square, _to: Square) -> bool {
        false
    }

    fn resolve_text(&self, text: &str) -> Result<Request, IllegalMove> {
        Err(IllegalMove::BadNotation(text.trim().to_string()))
    }

    fn decide(&mut self, _request: Request, _now: Duration) -> Ruling {
        Ruling::Refused(Refusal::NotYourMove)
    }

    fn asks_for_squares(&self) -> bool {
        true
    }

    fn answer_square(&mut self, sq: Square) -> Ruling {
        self.press(sq);
        Ruling::Answered
    }

    /// The lifted piece's square, marked like a hint.
    fn suggested(&self) -> Option<(Square, Square)> {
        self.lifted.map(|sq| (sq, sq))
    }
}

/// The moves of `line` from `pos` in numbered SAN ("12... Nf6 13. e4"), stopping at
/// the first move that isn't legal.
pub fn numbered_line(pos: &Chess, line: &[Move]) -> String {
    let mut pos = pos.clone();
    let mut out = Vec::new();
    for (i, &mv) in line.iter().enumerate() {
        if !pos.is_legal(mv) {
            break;
        }
        let number = pos.fullmoves();
        match pos.turn() {
            Color::White => out.push(format!("{number}.")),
            Color::Black if i == 0 => out.push(format!("{number}...")),
            Color::Black => {}
        }
        out.push(SanPlus::from_move_and_play_unchecked(&mut pos, mv).to_string());
    }
    out.join(" ")
}

/// What a search of a set-up position found (the game words it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Evaluation {
    /// The position is checkmate: `winner` has won.
    Checkmate {
        winner: Color,
    },
    Stalemate,
    /// The evaluation from White's view, the search's depth and its best line in
    /// numbered English SAN ("30... h6 31. Ra8+").
    Found {
        eval: Eval,
        depth: u32,
        line: String,
    },
}

impl Evaluation {
    pub fn of(pos: &Chess, score: Score, pv: &[Move], depth: u32) -> Evaluation {
        if pos.is_checkmate() {
            return Evaluation::Checkmate {
                winner: !pos.turn(),
            };
        }
        if pos.is_stalemate() {
            return Evaluation::Stalemate;
        }
        Evaluation::Found {
            eval: Eval::from_score(score, pos.turn()),
            depth,
            line: numbered_line(pos, pv),
        }
    }
}

/// How much a side is ahead: what an evaluation in centipawns means to a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    Equal,
    SlightlyBetter(Color),
    Better(Color),
    Winning(Color),
}

impl Standing {
    pub fn of(cp: i32) -> Standing {
        let side = if cp > 0 { Color::White } else { Color::Black };
        match cp.abs() {
            0..50 => Standing::Equal,
            50..150 => Standing::SlightlyBetter(side),
            150..300 => Standing::Better(side),
            _ => Standing::Winning(side),
        }
    }
}

/// An evaluation in English (logs, tests): "+5.20: White is winning. Best line (depth
/// 12): 30... h6 31. Ra8+".
pub fn evaluation_words(evaluation: &Evaluation) -> String {
    let (eval, depth, line) = match evaluation {
        Evaluation::Checkmate { winner } => {
            return format!("Checkmate: {} wins.", color_name(*winner));
        }
        Evaluation::Stalemate => return "Stalemate: a draw.".into(),
        Evaluation::Found { eval, depth, line } => (eval, depth, line),
    };
    // A mate needs no number before its words.
    let (value, meaning) = match *eval {
        Eval::Mate { winner, moves } => (
            String::new(),
            format!("{} mates in {moves}", color_name(winner)),
        ),
        Eval::Cp(cp) => {
            let meaning = match Standing::of(cp) {
                Standing::Equal => "about equal".to_string(),
                Standing::SlightlyBetter(side) => {
                    format!("{} is slightly better", color_name(side))
                }
                Standing::Better(side) => format!("{} is better", color_name(side)),
                Standing::Winning(side) => format!("{} is winning", color_name(side)),
            };
            (format!("{:+.2}: ", f64::from(cp) / 100.0), meaning)
        }
    };
    format!("{value}{meaning}. Best line (depth {depth}): {line}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_with_a_piece_in_hand_puts_it_and_a_second_takes_it_off() {
        let mut e = Editor::new(Setup::empty());
        e.tool = Tool::Put(Color::White.king());
        e.press(Square::E1);
        e.tool = Tool::Put(Color::Black.king());
        e.press(Square::E8);
        assert!(e.problems().is_empty(), "{:?}", e.problems());
        assert_eq!(e.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        e.press(Square::E8);
        assert_eq!(e.problems(), [Problem::NoKing(Color::Black)]);
        assert!(e.position().is_none());
    }

    #[test]
    fn the_hand_lifts_a_piece_and_puts_it_on_the_next_square() {
        let mut e = Editor::default();
        assert_eq!(e.answer_square(Square::G1), Ruling::Answered);
        assert_eq!(e.suggested(), Some((Square::G1, Square::G1)));
        e.press(Square::F3);
        assert_eq!(e.lifted(), None);
        assert_eq!(
            e.setup().board.piece_at(Square::F3),
            Some(Color::White.knight())
        );
        // Onto a piece: it is taken off.
        e.press(Square::F3);
        e.press(Square::E7);
        assert_eq!(
            e.setup().board.piece_at(Square::E7),
            Some(Color::White.knight())
        );
        assert_eq!(e.setup().board.occupied().count(), 31);
        // An empty square lifts nothing.
        e.press(Square::E4);
        assert_eq!(e.lifted(), None);
    }

    #[test]
    fn moving_the_king_or_rook_drops_the_castling_right_it_breaks() {
        let mut e = Editor::default();
        e.carry(Square::H1, Square::H3);
        assert!(!e.castling(Color::White, CastlingSide::KingSide));
        assert!(e.castling(Color::White, CastlingSide::QueenSide));
        assert!(e.problems().is_empty());
        // Set by hand, an impossible right stays and is said.
        e.set_castling(Color::White, CastlingSide::KingSide, true);
        assert_eq!(
            e.problems()[0].to_string(),
            "Castling on the king's side needs the king on e1 and the rook on h1"
        );
        e.set_castling(Color::White, CastlingSide::KingSide, false);
        assert!(e.problems().is_empty());
        assert_eq!(
            e.fen(),
            "rnbqkbnr/pppppppp/8/8/8/7R/PPPPPPPP/RNBQKBN1 w Qkq - 0 1"
        );
    }

    #[test]
    fn en_passant_is_offered_only_where_a_pawn_just_moved_two_squares() {
        let mut e = Editor::from_fen("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3")
            .unwrap();
        assert_eq!(e.ep_files(), [File::D]);
        e.set_ep_file(Some(File::D));
        assert!(e.problems().is_empty());
        assert!(
            e.position()
                .unwrap()
                .legal_moves()
                .iter()
                .any(|m| m.is_en_passant())
        );
        e.set_ep_file(Some(File::A));
        assert_eq!(
            e.problems()[0].to_string(),
            "No pawn could have just moved two squares to allow en passant on a6"
        );
        // Black to move: the square goes with the turn.
        e.set_ep_file(Some(File::D));
        e.set_turn(Color::Black);
        assert_eq!(e.ep_file(), None);
    }

    #[test]
    fn a_damaged_fen_is_refused_but_an_impossible_one_is_shown_with_its_problems() {
        assert!(matches!(
            Editor::from_fen("rnbqkbnr/pppppppp w"),
            Err(FenError::Syntax(_))
        ));
        assert!(Editor::from_fen("  ").is_err());
        let e = Editor::from_fen("4k3/8/8/8/8/8/8/3KK3 w - - 0 1").unwrap();
        assert_eq!(e.problems()[0].to_string(), "White has two kings");
        assert_eq!(e.board().kings().count(), 3);
        assert_eq!(e.fen(), "4k3/8/8/8/8/8/8/3KK3 w - - 0 1");
    }

    #[test]
    fn evaluation_is_said_from_whites_view_with_the_line_numbered() {
        let e = Editor::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 30").unwrap();
        let pos = e.position().unwrap();
        let line = [
            Move::Normal {
                role: shakmaty::Role::Pawn,
                from: Square::H7,
                capture: None,
                to: Square::H6,
                promotion: None,
            },
            Move::Normal {
                role: shakmaty::Role::Rook,
                from: Square::A1,
                capture: None,
                to: Square::A8,
                promotion: None,
            },
        ];
        assert_eq!(
            evaluation_words(&Evaluation::of(pos, Score::Cp(-520), &line, 12)),
            "+5.20: White is winning. Best line (depth 12): 30... h6 31. Ra8+"
        );
        assert_eq!(
            evaluation_words(&Evaluation::of(pos, Score::Mate(-3), &line, 9)),
            "White mates in 3. Best line (depth 9): 30... h6 31. Ra8+"
        );
        let mated = Editor::from_fen("R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 30").unwrap();
        assert_eq!(
            evaluation_words(&Evaluation::of(
                mated.position().unwrap(),
                Score::Mate(0),
                &[],
                0
            )),
            "Checkmate: White wins."
        );
    }

    #[test]
    fn clear_start_and_swap() {
        let mut e = Editor {
            tool: Tool::Erase,
            ..Editor::default()
        };
        e.clear();
        assert_eq!(e.board().occupied().count(), 0);
        assert_eq!(e.tool, Tool::Erase);
        e.start_position();
        assert_eq!(e.fen(), crate::game::fen_of(&Chess::default()));
        e.press(Square::E2);
        e.tool = Tool::Put(Color::White.pawn());
        e.press(Square::E4);
        e.swap_colors();
        assert_eq!(e.turn(), Color::Black);
        assert_eq!(e.board().piece_at(Square::E5), Some(Color::Black.pawn()));
        assert!(e.problems().is_empty());
    }
}
