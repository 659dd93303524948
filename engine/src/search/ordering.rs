//! Move ordering in the main search.

use shakmaty::{Chess, Move, Position};

use super::{Ctx, history::is_quiet, see, tt};

impl Ctx<'_> {
    pub(super) fn order_score(&self, pos: &Chess, m: Move, tt_move: u16, ply: usize) -> i32 {
        let code = tt::encode_move(m);
        if code == tt_move {
            return 2_000_000_000;
        }
        if !is_quiet(m) {
            let victim = m.capture().map_or(0, see::value);
            let promo = m.promotion().map_or(0, see::value);
            let mvv_lva = (victim + promo) * 8 - see::value(m.role()) / 100;
            let s = see::see(pos, m);
            return if s >= 0 {
                1_000_000 + mvv_lva
            } else {
                -1_000_000 + mvv_lva
            };
        }
        if self.killers[ply][0] == code {
            return 900_000;
        }
        if self.killers[ply][1] == code {
            return 800_000;
        }
        self.quiet_history(pos.turn(), m, ply)
    }
}
