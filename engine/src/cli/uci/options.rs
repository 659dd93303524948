//! UCI options: what the engine advertises and how `setoption` changes it.

use std::time::Duration;

use crate::search::{
    Level, MAX_MULTIPV, MAX_THREADS,
    eval::{builtin_net, net_from},
    time,
};

use super::{ENGINE_NAME, Uci, note, say};

pub(super) const DEFAULT_HASH_MB: usize = 16;
/// Upper bound of the `Hash` option, MiB: 32 TiB, as Stockfish, so GUIs may
/// pass the same values. What the machine can give is found when the table is
/// allocated.
const MAX_HASH_MB: usize = 1 << 25;
const MIN_ELO: u32 = 500;
/// Upper bound of the `Move Overhead` option, milliseconds.
const MAX_OVERHEAD_MS: u64 = 5000;
const MAX_ELO: u32 = 2800;

pub(super) struct Options {
    pub(super) hash_mb: usize,
    pub(super) level: Level,
    pub(super) limit_strength: bool,
    pub(super) elo: u32,
    pub(super) own_book: bool,
    /// `Ponder`: the GUI tells whether it will send `go ponder`; nothing to change here.
    pub(super) ponder: bool,
    pub(super) multipv: usize,
    /// `Move Overhead`: time per move lost outside the engine (GUI, a loaded machine).
    pub(super) overhead: Duration,
}

impl Uci {
    pub(super) fn cmd_uci(&self) {
        let levels: Vec<String> = Level::ALL
            .iter()
            .map(|l| format!("var {}", l.name()))
            .collect();
        for line in [
            format!("id name {ENGINE_NAME}"),
            "id author the Gambit developers".to_string(),
            format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"),
            format!("option name Threads type spin default 1 min 1 max {MAX_THREADS}"),
            "option name Ponder type check default false".to_string(),
            format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"),
            format!(
                "option name Level type combo default Master {}",
                levels.join(" ")
            ),
            "option name UCI_LimitStrength type check default false".to_string(),
            format!("option name UCI_Elo type spin default 1500 min {MIN_ELO} max {MAX_ELO}"),
            "option name OwnBook type check default true".to_string(),
            format!(
                "option name Move Overhead type spin default {} min 0 max {MAX_OVERHEAD_MS}",
                time::MOVE_OVERHEAD.as_millis()
            ),
            "option name EvalFile type string default <built-in>".to_string(),
            "uciok".to_string(),
        ] {
            say(&self.out, &line);
        }
    }

    pub(super) fn cmd_setoption(&mut self, args: &[&str]) {
        let Some(n) = args.iter().position(|t| t.eq_ignore_ascii_case("name")) else {
            note(&self.out, "setoption needs: name <id> [value <x>]");
            return;
        };
        let v = args.iter().position(|t| t.eq_ignore_ascii_case("value"));
        let name = args[n + 1..v.unwrap_or(args.len()).max(n + 1)].join(" ");
        let value = v.map(|v| args[v + 1..].join(" ")).unwrap_or_default();
        let mut notes = Vec::new();
        let check = |notes: &mut Vec<String>| {
            let b = parse_bool(&value);
            if b.is_none() {
                notes.push(format!(
                    "{name}: '{value}' is neither true nor false, unchanged"
                ));
            }
            b
        };
        match name.to_ascii_lowercase().as_str() {
            "" => notes.push("setoption: the option name is missing".to_string()),
            "hash" => {
                if let Some(mb) = parse_spin(&name, &value, 1, MAX_HASH_MB as i64, &mut notes) {
                    let mb = mb as usize;
                    self.finish_search();
                    let got = self.lock_searcher().resize(mb);
                    // The table holds a power of two of entries.
                    let rounded = 1 << mb.ilog2();
                    if got < rounded {
                        notes.push(format!(
                            "Hash: {mb} MiB cannot be allocated, using {got} MiB"
                        ));
                    } else if got < mb {
                        notes.push(format!("Hash: using {got} MiB (a power of two)"));
                    }
                    self.options.hash_mb = got;
                }
            }
            "threads" => {
                if let Some(n) = parse_spin(&name, &value, 1, MAX_THREADS as i64, &mut notes) {
                    self.finish_search();
                    self.lock_searcher().set_threads(n as usize);
                }
            }
            "ponder" => {
                if let Some(b) = check(&mut notes) {
                    self.options.ponder = b;
                }
            }
            "multipv" => {
                if let Some(k) = parse_spin(&name, &value, 1, MAX_MULTIPV as i64, &mut notes) {
                    self.options.multipv = k as usize;
                }
            }
            "level" => match value.parse() {
                Ok(l) => self.options.level = l,
                Err(_) => {
                    let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                    notes.push(format!(
                        "Level: unknown level '{value}' (one of {}), unchanged",
                        names.join(", ")
                    ));
                }
            },
            "uci_limitstrength" => {
                if let Some(b) = check(&mut notes) {
                    self.options.limit_strength = b;
                }
            }
            "uci_elo" => {
                let (lo, hi) = (i64::from(MIN_ELO), i64::from(MAX_ELO));
                if let Some(e) = parse_spin(&name, &value, lo, hi, &mut notes) {
                    self.options.elo = e as u32;
                }
            }
            "evalfile" => {
                self.finish_search();
                // Master's network: the built-in one, none (the hand-written
                // evaluation alone) or one from a file.
                let net = match value.as_str() {
                    "" | "<built-in>" => Some(builtin_net()),
                    spec => net_from(spec.as_ref()).unwrap_or_else(|e| {
                        notes.push(format!("EvalFile: {e}; using the built-in network"));
                        Some(builtin_net())
                    }),
                };
                self.lock_searcher().set_net(net);
            }
            "ownbook" => {
                if let Some(b) = check(&mut notes) {
                    self.options.own_book = b;
                }
            }
            "move overhead" => {
                if let Some(ms) = parse_spin(&name, &value, 0, MAX_OVERHEAD_MS as i64, &mut notes) {
                    self.options.overhead = Duration::from_millis(ms as u64);
                }
            }
            _ => notes.push(format!("unknown option '{name}'")),
        }
        for n in notes {
            note(&self.out, &n);
        }
    }
}

/// Value of a check option.
fn parse_bool(v: &str) -> Option<bool> {
    if v.eq_ignore_ascii_case("true") {
        Some(true)
    } else if v.eq_ignore_ascii_case("false") {
        Some(false)
    } else {
        None
    }
}

/// Value of a spin option: the number clamped to `min..=max`, with a note when
/// it had to be; `None` (and a note) when it is not a number.
fn parse_spin(name: &str, v: &str, min: i64, max: i64, notes: &mut Vec<String>) -> Option<i64> {
    let Ok(n) = v.parse::<i64>() else {
        notes.push(format!(
            "{name}: '{v}' is not a whole number from {min} to {max}, unchanged"
        ));
        return None;
    };
    let c = n.clamp(min, max);
    if c != n {
        notes.push(format!("{name}: {n} is outside {min} to {max}, using {c}"));
    }
    Some(c)
}
