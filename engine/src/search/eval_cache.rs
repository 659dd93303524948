//! Static evaluations of recent positions, by hash. Each iteration meets
//! the last one's leaves again, and most leaves are not in the main table
//! (a quiescence stand-pat cutoff stores nothing there).

/// 2^16 slots of 16 bytes (1 MiB), per search thread.
const BITS: u32 = 16;

#[derive(Clone)]
pub(super) struct EvalCache {
    /// (position hash, evaluation); a hash of 0 marks an empty slot.
    slots: Vec<(u64, i32)>,
}

impl Default for EvalCache {
    fn default() -> Self {
        EvalCache {
            slots: vec![(0, 0); 1 << BITS],
        }
    }
}

impl EvalCache {
    /// The evaluation of the position with `hash`, from the cache or `eval`.
    #[inline]
    pub(super) fn get_or(&mut self, hash: u64, eval: impl FnOnce() -> i32) -> i32 {
        let slot = &mut self.slots[(hash >> (64 - BITS)) as usize];
        if slot.0 == hash && hash != 0 {
            return slot.1;
        }
        let v = eval();
        *slot = (hash, v);
        v
    }

    pub(super) fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = (0, 0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hit_returns_the_stored_value_and_a_slot_keeps_the_newest() {
        let mut cache = EvalCache::default();
        let mut calls = 0;
        let mut get = |cache: &mut EvalCache, hash: u64, v: i32| {
            cache.get_or(hash, || {
                calls += 1;
                v
            })
        };
        let a = 0xABCD_0000_0000_0001;
        // Same slot (top bits), another position.
        let b = 0xABCD_0000_0000_0002;
        assert_eq!(get(&mut cache, a, 17), 17);
        assert_eq!(get(&mut cache, a, 99), 17);
        assert_eq!(get(&mut cache, b, -5), -5);
        assert_eq!(get(&mut cache, a, 23), 23);
        // Hash 0 marks an empty slot, so it is never taken for a hit.
        assert_eq!(get(&mut cache, 0, 4), 4);
        assert_eq!(get(&mut cache, 0, 8), 8);
        cache.clear();
        assert_eq!(get(&mut cache, a, 31), 31);
        assert_eq!(calls, 6);
    }
}
