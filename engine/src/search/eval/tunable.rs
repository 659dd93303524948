//! The tunable weights: (middlegame, endgame) pairs in a fixed layout.

/// (middlegame, endgame) pair.
#[repr(C)]
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct S(pub i32, pub i32);

impl std::ops::Add for S {
    type Output = S;
    fn add(self, o: S) -> S {
        S(self.0 + o.0, self.1 + o.1)
    }
}
impl std::ops::AddAssign for S {
    fn add_assign(&mut self, o: S) {
        self.0 += o.0;
        self.1 += o.1;
    }
}
impl std::ops::Mul<i32> for S {
    type Output = S;
    fn mul(self, k: i32) -> S {
        S(self.0 * k, self.1 * k)
    }
}

/// Every tunable weight. Only `S` fields, in a fixed (C) layout, so a weight's
/// address gives its index in [`Weights::fields`] order (see `trace`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Pawn, knight, bishop, rook, queen.
    pub material: [S; 5],
    pub pst: [[S; 64]; 6],
    /// Passed pawn by relative rank (index 0 = rank 1).
    pub passed: [S; 8],
    /// Extra for a passed pawn whose next square is empty.
    pub passed_free: [S; 8],
    /// Per square of distance from the enemy / own king to the passer's stop square.
    pub passer_their_king: [S; 8],
    pub passer_our_king: [S; 8],
    /// Pawn defended by a pawn or beside one, by relative rank.
    pub connected: [S; 8],
    pub doubled: S,
    pub isolated: S,
    pub backward_open: S,
    pub bishop_pair: S,
    pub rook_open: S,
    pub rook_semi_open: S,
    pub threat_by_pawn: S,
    pub threat_by_minor: S,
    pub hanging: S,
    /// Rook attacking a queen.
    pub threat_by_rook: S,
    /// Knight, bishop on a square no enemy pawn can attack, defended by a pawn.
    pub outpost: [S; 2],
    /// Per own pawn on the bishop's square colour.
    pub bishop_pawns: S,
    /// Per square from which a knight, bishop, rook, queen could check the
    /// enemy king, reached by such a piece and not attacked by the defender.
    pub safe_check: [S; 4],
    /// Per file at or beside the enemy king with no pawns at all.
    pub king_open_file: S,
    /// By number of safe squares reached.
    pub mobility_knight: [S; 9],
    pub mobility_bishop: [S; 14],
    pub mobility_rook: [S; 15],
    pub mobility_queen: [S; 28],
    /// King shield pawn per file: on the 2nd rank, 3rd, further, none.
    pub shield: [S; 4],
    /// King off its first two ranks (no shield).
    pub king_advanced: S,
    /// Bonus for attacking the enemy king zone, by attack units (piece
    /// weight × squares hit), with and without our queen on the board.
    pub king_attack: [S; KING_ATTACK_UNITS],
    pub king_attack_no_queen: [S; KING_ATTACK_UNITS],
    pub tempo: S,
}

pub const KING_ATTACK_UNITS: usize = 48;

impl Weights {
    /// Every field as (name, weights), in declaration order.
    pub fn fields(&self) -> Vec<(&'static str, &[S])> {
        use std::slice::from_ref as one;
        vec![
            ("material", &self.material),
            ("pst", self.pst.as_flattened()),
            ("passed", &self.passed),
            ("passed_free", &self.passed_free),
            ("passer_their_king", &self.passer_their_king),
            ("passer_our_king", &self.passer_our_king),
            ("connected", &self.connected),
            ("doubled", one(&self.doubled)),
            ("isolated", one(&self.isolated)),
            ("backward_open", one(&self.backward_open)),
            ("bishop_pair", one(&self.bishop_pair)),
            ("rook_open", one(&self.rook_open)),
            ("rook_semi_open", one(&self.rook_semi_open)),
            ("threat_by_pawn", one(&self.threat_by_pawn)),
            ("threat_by_minor", one(&self.threat_by_minor)),
            ("hanging", one(&self.hanging)),
            ("threat_by_rook", one(&self.threat_by_rook)),
            ("outpost", &self.outpost),
            ("bishop_pawns", one(&self.bishop_pawns)),
            ("safe_check", &self.safe_check),
            ("king_open_file", one(&self.king_open_file)),
            ("mobility_knight", &self.mobility_knight),
            ("mobility_bishop", &self.mobility_bishop),
            ("mobility_rook", &self.mobility_rook),
            ("mobility_queen", &self.mobility_queen),
            ("shield", &self.shield),
            ("king_advanced", one(&self.king_advanced)),
            ("king_attack", &self.king_attack),
            ("king_attack_no_queen", &self.king_attack_no_queen),
            ("tempo", one(&self.tempo)),
        ]
    }

    /// All weights in [`Weights::fields`] order.
    pub fn flat(&self) -> Vec<S> {
        self.fields()
            .into_iter()
            .flat_map(|(_, w)| w.to_vec())
            .collect()
    }

    pub(super) fn index_of(&self, w: &S) -> usize {
        (std::ptr::from_ref(w) as usize - std::ptr::from_ref(self) as usize)
            / std::mem::size_of::<S>()
    }
}
