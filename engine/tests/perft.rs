//! Perft of the six standard positions (chessprogramming.org) to depth 5, through the
//! same code path as `gambit-engine perft`.

use std::{
    process::{Command, Stdio},
    sync::atomic::AtomicBool,
    time::{Duration, Instant},
};

use gambit_engine::{cli::perft, game::parse_fen};

fn check(fen: &str, depth5: u64) {
    let pos = parse_fen(fen).unwrap();
    let (rows, total) = perft::divide(&pos, 5);
    assert_eq!(total, depth5, "{fen}");
    assert_eq!(rows.iter().map(|(_, n)| n).sum::<u64>(), depth5);
}

#[test]
fn perft_initial_position() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        4_865_609,
    );
}

#[test]
fn perft_kiwipete() {
    check(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        193_690_690,
    );
}

#[test]
fn perft_position_3() {
    check("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 674_624);
}

#[test]
fn perft_position_4() {
    check(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        15_833_292,
    );
}

#[test]
fn perft_position_5() {
    check(
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        89_941_194,
    );
}

#[test]
fn perft_position_6() {
    check(
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        164_075_551,
    );
}

#[test]
fn perft_report_matches_stockfish_format() {
    let pos = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    let text = perft::report(&pos, 2);
    assert!(text.starts_with("a2a3: 20\na2a4: 20\n"));
    assert!(text.ends_with("\nNodes searched: 400\n"));
    assert_eq!(text.lines().filter(|l| l.contains(": ")).count(), 21);
}

#[test]
fn stoppable_count_and_depth_limit() {
    let pos = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    assert_eq!(
        perft::count(&pos, 5, &AtomicBool::new(false)),
        Some(4_865_609)
    );
    assert_eq!(perft::count(&pos, 7, &AtomicBool::new(true)), None);
    assert_eq!(perft::check_depth(perft::MAX_DEPTH), Ok(perft::MAX_DEPTH));
    let err = perft::check_depth(perft::MAX_DEPTH + 1).unwrap_err();
    assert!(err.to_string().contains("too deep"), "{err}");
}

#[test]
fn the_subcommand_refuses_a_depth_too_deep() {
    for depth in ["9", "4000000000"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gambit-engine"))
            .args(["perft", depth])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(20);
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                let _ = child.wait();
                panic!("perft {depth} still running");
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        let mut err = String::new();
        std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
        assert!(!status.success(), "perft {depth}");
        assert!(err.contains("too deep"), "{err}");
    }
    let out = Command::new(env!("CARGO_BIN_EXE_gambit-engine"))
        .args(["perft", "3"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).ends_with("Nodes searched: 8902\n"));
}
