//! FEN and PGN import/export, round trips, and bad input that must never panic.

use gambit_engine::{
    DrawClaim, Ending, FenError, Game,
    game::parse_fen,
    pgn::{Damage, ExportTags, GameError, parse_all, read_games, write_pgn},
    shakmaty::Color,
};

fn play_all(g: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

/// A tiny deterministic generator so fuzz-style tests are repeatable without a dependency.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn fen_round_trip() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/8/8/8/8/8/6k1/4K2R w K - 37 80",
    ] {
        assert_eq!(Game::from_fen(fen).unwrap().fen(), fen);
    }
}

#[test]
fn fen_without_clocks_is_accepted() {
    let g = Game::from_fen("4k3/8/8/8/8/8/8/4K2R w K -").unwrap();
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
}

#[test]
fn malformed_fens_give_clear_errors() {
    let cases = [
        ("", "empty"),
        ("hello world", "piece placement"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "side to move",
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "piece placement",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
            "piece placement",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1",
            "castling",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            "en passant",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            "halfmove",
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "White has no king; Black has no king",
        ),
        ("8/8/8/8/8/8/8/4K3 w - - 0 1", "king"),
        ("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "White has two kings"),
        (
            "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "A pawn can't stand on the last rank",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
            "needs the king on e1 and the rook on h1",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
            "No pawn could have just moved two squares",
        ),
        ("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "not to move is in check"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "six fields"),
    ];
    for (fen, words) in cases {
        let err = parse_fen(fen).expect_err(fen).to_string();
        assert!(
            err.contains(words),
            "{fen:?} gave {err:?}, expected it to mention {words:?}"
        );
    }
}

#[test]
fn random_fen_mutations_never_panic() {
    let base = b"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let alphabet = b"pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh0x\xff";
    let mut rng = Lcg(7);
    let mut accepted = 0;
    for _ in 0..20_000 {
        let mut fen = base.to_vec();
        for _ in 0..1 + rng.below(3) {
            let i = rng.below(fen.len());
            match rng.below(3) {
                0 => fen[i] = alphabet[rng.below(alphabet.len())],
                1 => {
                    fen.remove(i);
                }
                _ => fen.insert(i, alphabet[rng.below(alphabet.len())]),
            }
        }
        let text = String::from_utf8_lossy(&fen);
        if let Ok(g) = Game::from_fen(&text) {
            accepted += 1;
            // Whatever is accepted must be a playable position.
            let _ = (g.status(), g.legal_targets("e1".parse().unwrap()), g.fen());
        }
    }
    assert!(accepted > 0 && accepted < 20_000, "{accepted}");
}

#[test]
fn pgn_round_trip_keeps_moves_and_result() {
    let mut g = Game::new();
    play_all(
        &mut g,
        "e4 d5 exd5 c6 dxc6 Nf6 cxb7 Bd7 bxa8=Q Qc7 Qxb8+ Qxb8 Nf3 e6 Be2 Bc5 O-O",
    );
    g.resign(Color::Black).unwrap();
    let tags = ExportTags {
        event: Some("Club \"open\"".into()),
        white: Some("Ann".into()),
        black: Some("Bob".into()),
        extra: vec![("TimeControl".into(), "300+2".into())],
        ..Default::default()
    };
    let text = write_pgn(&g, &tags, &[(3, "a comment".into())]);
    assert!(text.starts_with("[Event \"Club \\\"open\\\"\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n"));
    assert!(text.contains("[Termination \"normal\"]"));
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("2. exd5 {a comment} 2... c6 3. dxc6"),
        "{text}"
    );
    assert!(flat.contains("5. bxa8=Q Qc7 6. Qxb8+ Qxb8"), "{text}");
    assert!(text.lines().all(|l| l.len() <= 80), "{text}");
    assert!(text.trim_end().ends_with("1-0"));

    let back = parse_all(&text).unwrap();
    assert_eq!(back.len(), 1);
    let pgn = &back[0];
    assert!(pgn.error.is_none());
    assert_eq!(pgn.game.san_moves(), g.san_moves());
    assert_eq!(pgn.tag("White"), Some("Ann"));
    assert_eq!(pgn.tag("Event"), Some("Club \"open\""));
    assert_eq!(pgn.tag("TimeControl"), Some("300+2"));
    assert_eq!(pgn.comments, vec![(3, "a comment".to_string())]);
    assert_eq!(
        pgn.ending_from_tags(),
        Some(Ending::Resignation {
            loser: Color::Black.into()
        })
    );
}

#[test]
fn pgn_export_from_fen_with_black_to_move() {
    let mut g = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 3 40").unwrap();
    play_all(&mut g, "Kd7 e4 Kd6");
    let text = write_pgn(&g, &ExportTags::default(), &[]);
    assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 40\"]"));
    assert!(text.contains("40... Kd7 41. e4 Kd6 *"), "{text}");
    let back = &parse_all(&text).unwrap()[0];
    assert_eq!(back.game.fen(), g.fen());
}

#[test]
fn pgn_ending_reasons_round_trip() {
    let mut drawn = Game::new();
    play_all(&mut drawn, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    drawn.claim_draw(DrawClaim::ThreefoldRepetition).unwrap();
    let mut agreed = Game::new();
    agreed.play_text("e4").unwrap();
    agreed.offer_draw(Color::White).unwrap();
    agreed.accept_draw(Color::Black).unwrap();
    let mut timed = Game::new();
    timed.play_text("e4").unwrap();
    timed.flag_fall(Color::Black).unwrap();
    for g in [drawn, agreed, timed] {
        let text = write_pgn(&g, &ExportTags::default(), &[]);
        let back = &parse_all(&text).unwrap()[0];
        assert_eq!(back.ending_from_tags(), g.ending(), "{text}");
    }
}

#[test]
fn pgn_reader_skips_comments_nags_and_variations() {
    let text = r#"[Event "A"]
[Site "?"]
[Result "*"]

1. e4 {best by test} e5 $1 2. Nf3 (2. f4 exf4 3. Nf3) 2... Nc6!? ; rest of line
3. Bb5 a6 *

[Event "B"]

1. d4 d5 1/2-1/2
"#;
    let games = parse_all(text).unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(
        games[0].game.san_moves(),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]
    );
    assert_eq!(games[0].comments, vec![(1, "best by test".to_string())]);
    assert_eq!(games[1].tag("Event"), Some("B"));
    assert_eq!(games[1].game.san_moves(), ["d4", "d5"]);
    assert_eq!(games[1].ending_from_tags(), Some(Ending::Agreement));
}

#[test]
fn pgn_with_illegal_move_reports_ply_and_reason_and_keeps_earlier_moves() {
    let games = parse_all("1. e4 e5 2. Ke3 Nc6 *\n\n1. d4 *\n").unwrap();
    assert_eq!(games.len(), 2, "the next game is still read");
    let Some(GameError::Move { ply, text, reason }) = &games[0].error else {
        panic!()
    };
    assert_eq!((*ply, text.as_str()), (3, "Ke3"));
    assert_eq!(reason.to_string(), "that piece doesn't move that way");
    assert_eq!(games[0].game.moves().len(), 2);
    assert!(games[1].error.is_none());
}

#[test]
fn pgn_with_bad_fen_tag_reports_it() {
    let games = parse_all("[SetUp \"1\"]\n[FEN \"not a fen\"]\n\n1. e4 *\n").unwrap();
    assert!(matches!(
        &games[0].error,
        Some(GameError::BadFen { fen, error: FenError::Syntax(_) }) if fen == "not a fen"
    ));
}

#[test]
fn unterminated_comment_is_a_game_error_not_a_panic() {
    let results: Vec<_> = read_games("1. e4 { never closed e5".as_bytes()).collect();
    assert_eq!(results.len(), 1);
    let game = results[0].as_ref().expect("damage is not an input error");
    assert_eq!(game.game.san_moves(), ["e4"]);
    assert!(matches!(
        &game.error,
        Some(GameError::Damaged {
            ply: 2,
            reason: Damage::UnclosedComment,
            ..
        })
    ));
}

#[test]
fn random_bytes_and_mutated_pgn_never_panic() {
    let base = b"[Event \"x\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. O-O O-O-O 2. Rfe1 {c} Rd2 3. Re8+ Rd8 (3... Kc7) 4. Rxd8+ Kxd8 1-0\n";
    let mut rng = Lcg(11);
    for round in 0..3_000 {
        let bytes: Vec<u8> = if round % 2 == 0 {
            (0..rng.below(400)).map(|_| rng.next() as u8).collect()
        } else {
            let mut b = base.to_vec();
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(b.len());
                b[i] = b"{}()[]\"\\$;%.-+#=QRBNKxO0123456789abcdefgh \n"[rng.below(42)];
            }
            b
        };
        for game in read_games(bytes.as_slice()) {
            let Ok(g) = game else { break };
            let _ = (
                g.game.fen(),
                g.ending_from_tags(),
                write_pgn(&g.game, &ExportTags::default(), &g.comments),
            );
        }
    }
}
