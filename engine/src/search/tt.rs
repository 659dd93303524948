//! Transposition table: one 16-byte entry per slot, buckets of two slots
//! (one depth-preferred, one always-replace). Shared by the search threads
//! without locks: each slot is two relaxed atomic words, key stored xor data,
//! so a slot torn by two threads writing at once doesn't match its key and
//! reads as empty.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use shakmaty::Move;

use super::memory;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Default)]
struct Slot {
    key: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    /// (key, data) as last written (possibly by two writers, see above).
    #[inline]
    fn read(&self) -> (u64, u64) {
        (self.key.load(Relaxed), self.data.load(Relaxed))
    }

    #[inline]
    fn write(&self, key: u64, data: u64) {
        self.key.store(key ^ data, Relaxed);
        self.data.store(data, Relaxed);
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub mv: u16,
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
}

pub struct Table {
    slots: Vec<Slot>,
    mask: usize,
    generation: u8,
}

/// Compact move encoding: from | to << 6 | promotion << 12 | castle flag.
/// 0 means "no move" (a1a1 never occurs).
pub fn encode_move(m: Move) -> u16 {
    match m {
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => from as u16 | (to as u16) << 6 | (promotion.map_or(0, |r| r as u16)) << 12,
        Move::EnPassant { from, to } => from as u16 | (to as u16) << 6,
        Move::Castle { king, rook } => king as u16 | (rook as u16) << 6 | 1 << 15,
        Move::Put { to, .. } => to as u16,
    }
}

#[cfg(test)]
pub fn decode_squares(code: u16) -> (shakmaty::Square, shakmaty::Square, Option<shakmaty::Role>) {
    use shakmaty::{Role, Square};
    let from = Square::new(u32::from(code & 63));
    let to = Square::new(u32::from((code >> 6) & 63));
    let promo = match (code >> 12) & 7 {
        2 => Some(Role::Knight),
        3 => Some(Role::Bishop),
        4 => Some(Role::Rook),
        5 => Some(Role::Queen),
        _ => None,
    };
    (from, to, promo)
}

impl Table {
    /// A table of about `mb` MiB (rounded down to a power of two, at least
    /// 1 MiB). When that much memory can't be had, the largest smaller power
    /// of two that can: see [`Table::mib`]. Never aborts for lack of memory.
    pub fn new(mb: usize) -> Table {
        Table::within(mb, memory::available())
    }

    /// [`Table::new`] when `avail` bytes can be had (`None`: unknown).
    fn within(mb: usize, avail: Option<usize>) -> Table {
        let slot = std::mem::size_of::<Slot>();
        let mut bytes = mb.max(1).saturating_mul(1 << 20);
        // Overcommitting kernels grant more address space than there is memory
        // (or than the cgroup may use); a table that big would get the process
        // killed once the search fills it.
        if let Some(avail) = avail {
            bytes = bytes.min(avail.max(1 << 20));
        }
        Table::with_slots(1 << (bytes / slot).max(2).ilog2())
    }

    /// An empty table of `n` slots (a power of two, at least 2), or of the
    /// largest smaller power of two that can be allocated.
    fn with_slots(mut n: usize) -> Table {
        loop {
            if let Some(slots) = zeroed_slots(n) {
                return Table {
                    slots,
                    mask: n - 2,
                    generation: 0,
                };
            }
            if n <= 2 {
                // Not even 32 bytes: nothing sensible is left to do.
                std::alloc::handle_alloc_error(std::alloc::Layout::new::<[Slot; 2]>());
            }
            n /= 2;
        }
    }

    /// The size actually allocated, in MiB (0 for a table under 1 MiB).
    pub fn mib(&self) -> usize {
        (self.slots.len() * std::mem::size_of::<Slot>()) >> 20
    }

    pub fn clear(&mut self) {
        // Fresh zeroed memory rather than writing every slot: for a big table
        // that is instant and gives the unused part back to the OS.
        let n = self.slots.len();
        self.slots = Vec::new();
        *self = Table::with_slots(n);
    }

    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1) & 63;
    }

    fn pack(e: &Entry, generation: u8) -> u64 {
        let bound = match e.bound {
            Bound::Exact => 1u64,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        u64::from(e.mv)
            | (u64::from(e.score as i16 as u16)) << 16
            | (u64::from(e.eval as i16 as u16)) << 32
            | (u64::from(e.depth.clamp(-1, 127) as i8 as u8)) << 48
            | bound << 56
            | u64::from(generation) << 58
    }

    fn unpack(data: u64) -> Option<Entry> {
        let bound = match (data >> 56) & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        Some(Entry {
            mv: data as u16,
            score: i32::from((data >> 16) as u16 as i16),
            eval: i32::from((data >> 32) as u16 as i16),
            depth: i32::from((data >> 48) as u8 as i8),
            bound,
        })
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let i = (key as usize) & self.mask;
        for slot in &self.slots[i..i + 2] {
            let (k, data) = slot.read();
            if k ^ data == key {
                return Table::unpack(data);
            }
        }
        None
    }

    pub fn store(&self, key: u64, e: Entry) {
        let i = (key as usize) & self.mask;
        let generation = self.generation;
        let mut e = e;
        let [deep, always] = &self.slots[i..i + 2] else {
            return;
        };
        let (deep_key, deep_data) = deep.read();
        let (always_key, always_data) = always.read();
        // Keep the move of a previous entry for the same position.
        for (k, data) in [(deep_key, deep_data), (always_key, always_data)] {
            if e.mv == 0 && k ^ data == key {
                e.mv = data as u16;
            }
        }
        let data = Table::pack(&e, generation);
        let replace_deep = match Table::unpack(deep_data) {
            None => true,
            Some(old) => {
                deep_key ^ deep_data == key
                    || e.depth >= old.depth
                    || ((deep_data >> 58) as u8) != generation
            }
        };
        // Key is stored xor data so a torn/foreign slot never matches by accident.
        if replace_deep {
            deep.write(key, data);
        } else {
            always.write(key, data);
        }
    }

    /// Permille of sampled slots used in the current search.
    pub fn hashfull(&self) -> u32 {
        let n = self.slots.len().min(2000);
        let used = self.slots[..n]
            .iter()
            .map(|s| s.data.load(Relaxed))
            .filter(|&d| d != 0 && ((d >> 58) as u8) == self.generation)
            .count();
        (used * 1000 / n) as u32
    }
}

/// `n` empty slots, or `None` if the allocator can't provide them. Zeroed
/// memory is mapped lazily by the OS, so an unused part of a big table costs
/// no RAM and allocating it takes no time.
fn zeroed_slots(n: usize) -> Option<Vec<Slot>> {
    let layout = std::alloc::Layout::array::<Slot>(n).ok()?;
    if layout.size() == 0 {
        return Some(Vec::new());
    }
    // SAFETY: the layout's size is non-zero; all-zero bytes are a valid `Slot`
    // (two `AtomicU64`, which have `u64`'s representation, equal to
    // `Slot::default()`); the memory comes from the global
    // allocator with the layout of a `Vec<Slot>` of capacity `n`, holding `n`
    // initialised elements.
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout).cast::<Slot>();
        if ptr.is_null() {
            return None;
        }
        Some(Vec::from_raw_parts(ptr, n, n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Role, Square};

    #[test]
    fn sizes_are_powers_of_two_and_huge_requests_fall_back() {
        assert_eq!(Table::new(1).mib(), 1);
        assert_eq!(Table::new(0).mib(), 1);
        assert_eq!(Table::new(3).mib(), 2);
        // Far more than any machine has: a smaller table, usable, no abort.
        let mut t = Table::new(usize::MAX >> 20);
        assert!(t.mib() >= 1 && t.mib() < usize::MAX >> 21, "{}", t.mib());
        t.store(
            42,
            Entry {
                mv: 7,
                score: 1,
                eval: 2,
                depth: 3,
                bound: Bound::Exact,
            },
        );
        assert_eq!(t.probe(42).map(|e| e.mv), Some(7));
        let mib = t.mib();
        t.clear();
        assert!(t.probe(42).is_none());
        assert_eq!(t.mib(), mib);
    }

    #[test]
    fn the_table_fits_in_the_memory_there_is() {
        // 100 MiB free (say, the room left in the cgroup): 64 MiB, a power of two.
        assert_eq!(Table::within(4096, Some(100 << 20)).mib(), 64);
        assert_eq!(Table::within(8, Some(100 << 20)).mib(), 8);
        assert_eq!(Table::within(8, None).mib(), 8);
        // No room at all still gives the smallest table.
        assert_eq!(Table::within(8, Some(0)).mib(), 1);
    }

    #[test]
    fn store_and_probe_roundtrip() {
        let t = Table::new(1);
        let e = Entry {
            mv: 1234,
            score: -31990,
            eval: 57,
            depth: 9,
            bound: Bound::Lower,
        };
        t.store(0xdead_beef_1234_5678, e);
        let got = t.probe(0xdead_beef_1234_5678).unwrap();
        assert_eq!(
            (got.mv, got.score, got.eval, got.depth, got.bound),
            (1234, -31990, 57, 9, Bound::Lower)
        );
        assert!(t.probe(0x1111_2222_3333_4444).is_none());
    }

    #[test]
    fn move_codes_distinguish_promotions() {
        let a = Move::Normal {
            role: Role::Pawn,
            from: Square::A7,
            capture: None,
            to: Square::A8,
            promotion: Some(Role::Queen),
        };
        let b = Move::Normal {
            role: Role::Pawn,
            from: Square::A7,
            capture: None,
            to: Square::A8,
            promotion: Some(Role::Knight),
        };
        assert_ne!(encode_move(a), encode_move(b));
        assert_eq!(
            decode_squares(encode_move(a)),
            (Square::A7, Square::A8, Some(Role::Queen))
        );
    }
}
