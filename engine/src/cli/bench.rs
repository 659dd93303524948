//! `gambit-engine bench`: fixed positions searched to a fixed depth, so one
//! command measures speed (and, via the node count, detects search changes).

use std::{
    io::{self, Write},
    path::Path,
    process::ExitCode,
    sync::{Arc, atomic::AtomicBool},
    time::Instant,
};

use shakmaty::{CastlingMode, Chess, fen::Fen};

use super::exit::{complain, print_out};
use crate::search::{
    Limits, Net, SearchRequest, Searcher,
    eval::{builtin_net, net_from},
};

pub const BENCH_DEPTH: u32 = 12;

pub const POSITIONS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r2q1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2Q1RK1 w - - 0 10",
    "r1b2rk1/2q1bppp/p2ppn2/1p6/3BPP2/2N2B2/PPP3PP/R2Q1R1K w - - 0 14",
    "2r2rk1/1bqnbppp/p2ppn2/1p6/3NP3/1BN1BP2/PPPQ2PP/2KR3R w - - 0 15",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "8/8/1p2k1p1/3p3p/1p1P1P1P/1P2PK2/8/8 w - - 0 1",
    "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7",
    "3r1rk1/p4ppp/1pn1pn2/q7/2PP4/P1B2N2/4QPPP/1R3RK1 b - - 0 18",
];

pub struct BenchResult {
    pub nodes: u64,
    pub nps: u64,
    pub millis: u128,
}

/// Run the bench (`depth` defaults to [`BENCH_DEPTH`]) with a fresh searcher
/// of `threads` threads, evaluating with `net` when given (UCI `EvalFile`).
pub fn run(
    depth: Option<u32>,
    threads: usize,
    net: Option<Arc<Net>>,
    mut log: impl FnMut(&str),
) -> BenchResult {
    let depth = depth.unwrap_or(BENCH_DEPTH).max(1);
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::new(16);
    searcher.set_threads(threads);
    searcher.set_net(net);
    let mut nodes = 0;
    let start = Instant::now();
    for (i, fen) in POSITIONS.iter().enumerate() {
        let Ok(pos) = fen.parse::<Fen>().map_err(|_| ()).and_then(|f| {
            f.into_position::<Chess>(CastlingMode::Standard)
                .map_err(|_| ())
        }) else {
            continue;
        };
        let mut req = SearchRequest::new(pos);
        req.use_book = false;
        req.limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let r = searcher.search(&req, &stop, |_| {});
        nodes += r.nodes;
        let best = r
            .best
            .map(|m| shakmaty::uci::UciMove::from_standard(m).to_string());
        log(&format!(
            "Position {}/{}: {} nodes, best {}",
            i + 1,
            POSITIONS.len(),
            r.nodes,
            best.unwrap_or_default()
        ));
    }
    let elapsed = start.elapsed();
    let nps = nodes.saturating_mul(1000) / (elapsed.as_millis().max(1) as u64);
    BenchResult {
        nodes,
        nps,
        millis: elapsed.as_millis(),
    }
}

/// The `bench` command: the log on stderr, the totals on stdout.
pub fn command(depth: Option<u32>, threads: usize, evalfile: Option<&Path>) -> ExitCode {
    let net = match evalfile.map(net_from) {
        None => Some(builtin_net()),
        Some(Ok(net)) => net,
        Some(Err(e)) => {
            complain(format_args!("bench: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let r = run(depth, threads, net, |line| {
        // The log is for a watching user; a broken stderr must not stop the bench.
        let _ = writeln!(io::stderr(), "{line}");
    });
    print_out(&format!(
        "===========================\nTotal time (ms): {}\nNodes searched: {}\nNodes/second: {}\n",
        r.millis, r.nodes, r.nps
    ))
}
