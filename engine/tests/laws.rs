//! One test per rule of `shared/rules/`: each plays or sets up a position and checks that
//! the rules core allows, forbids or ends exactly as the Laws say.

use gambit_engine::{
    DrawClaim, Ending, Game, IllegalMove, RequestError, Status,
    shakmaty::{Color, Position, Role, Square},
};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn game(fen: &str) -> Game {
    Game::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn play_all(g: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn refuse(g: &Game, from: &str, to: &str) -> IllegalMove {
    g.resolve(sq(from), sq(to), None)
        .expect_err("move should be refused")
}

// --- Castling -------------------------------------------------------------------------

const CASTLE: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

#[test]
fn castling_moves_king_two_squares_and_rook_beside_it() {
    let mut g = game(CASTLE);
    let p = g.play(sq("e1"), sq("g1"), None).unwrap();
    assert_eq!(p.san, "O-O");
    assert_eq!(p.rook, Some((sq("h1"), sq("f1"))));
    let p = g.play(sq("e8"), sq("c8"), None).unwrap();
    assert_eq!(p.san, "O-O-O");
    assert_eq!(p.rook, Some((sq("a8"), sq("d8"))));
    assert!(
        g.fen()
            .starts_with("2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - -")
    );
}

#[test]
fn castling_by_clicking_king_onto_rook() {
    let mut g = game(CASTLE);
    assert_eq!(g.play(sq("e1"), sq("a1"), None).unwrap().san, "O-O-O");
}

#[test]
fn castling_targets_shown_on_king_destination() {
    let g = game(CASTLE);
    let t = g.legal_targets(sq("e1"));
    assert_eq!(t, vec![sq("c1"), sq("d1"), sq("f1"), sq("g1")]);
}

#[test]
fn castling_forbidden_after_king_moved_and_returned() {
    let mut g = game(CASTLE);
    play_all(&mut g, "Kf1 a6 Ke1 a5");
    assert_eq!(refuse(&g, "e1", "g1"), IllegalMove::CastlingKingMoved);
    assert_eq!(refuse(&g, "e1", "c1"), IllegalMove::CastlingKingMoved);
}

#[test]
fn castling_forbidden_with_moved_rook_but_allowed_with_the_other() {
    let mut g = game(CASTLE);
    play_all(&mut g, "Rg1 a6 Rh1 a5");
    assert_eq!(refuse(&g, "e1", "g1"), IllegalMove::CastlingRookMoved);
    assert_eq!(g.play_text("O-O-O").unwrap().san, "O-O-O");
}

#[test]
fn castling_forbidden_with_piece_between_king_and_rook() {
    let g = Game::new();
    assert_eq!(
        refuse(&g, "e1", "g1"),
        IllegalMove::CastlingBlocked(sq("f1"))
    );
    // b1 is between king and rook although the king never crosses it.
    let g = game("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
    assert_eq!(
        refuse(&g, "e1", "c1"),
        IllegalMove::CastlingBlocked(sq("b1"))
    );
}

#[test]
fn castling_forbidden_out_of_check() {
    let g = game("r3k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1");
    assert_eq!(refuse(&g, "e1", "g1"), IllegalMove::CastlingInCheck);
}

#[test]
fn castling_forbidden_through_attacked_square() {
    let g = game("1k3r2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(
        refuse(&g, "e1", "g1"),
        IllegalMove::CastlingThroughCheck(sq("f1"))
    );
}

#[test]
fn castling_forbidden_into_check() {
    let g = game("1k4r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(
        refuse(&g, "e1", "g1"),
        IllegalMove::CastlingIntoCheck(sq("g1"))
    );
}

#[test]
fn castling_allowed_when_rook_is_attacked() {
    let mut g = game("4k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(
        g.position()
            .board()
            .attacks_to(sq("h1"), Color::Black, g.position().board().occupied())
            .any()
    );
    assert_eq!(g.play_text("O-O").unwrap().san, "O-O");
}

#[test]
fn long_castling_allowed_when_b1_is_attacked() {
    let mut g = game("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(g.play_text("O-O-O").unwrap().san, "O-O-O");
}

#[test]
fn castling_allowed_after_an_earlier_check_answered_without_moving_the_king() {
    let mut g = Game::new();
    play_all(&mut g, "d4 e6 Nf3 Bb4+ c3 Be7 e3 Nf6 Be2 O-O");
    assert_eq!(g.play_text("O-O").unwrap().san, "O-O");
}

// --- Pieces and captures ----------------------------------------------------------------

#[test]
fn no_piece_and_not_your_turn() {
    let g = Game::new();
    assert_eq!(refuse(&g, "e4", "e5"), IllegalMove::NoPiece(sq("e4")));
    assert_eq!(
        refuse(&g, "e7", "e5"),
        IllegalMove::NotYourTurn(Color::White)
    );
}

#[test]
fn pieces_move_only_their_own_way() {
    let g = Game::new();
    assert_eq!(refuse(&g, "g1", "g3"), IllegalMove::WrongWay);
    assert_eq!(refuse(&g, "e2", "e5"), IllegalMove::WrongWay);
    assert_eq!(
        refuse(&g, "e2", "d3"),
        IllegalMove::WrongWay,
        "pawns capture only onto a piece"
    );
}

#[test]
fn only_the_knight_jumps() {
    let mut g = Game::new();
    assert_eq!(refuse(&g, "c1", "e3"), IllegalMove::PathBlocked(sq("d2")));
    assert_eq!(refuse(&g, "a1", "a4"), IllegalMove::PathBlocked(sq("a2")));
    assert!(g.play(sq("g1"), sq("f3"), None).is_ok());
}

#[test]
fn pawn_blocked_straight_ahead_and_double_step_needs_both_squares() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5");
    assert_eq!(refuse(&g, "e4", "e5"), IllegalMove::PathBlocked(sq("e5")));
    let mut g = Game::new();
    play_all(&mut g, "Nc3 a6");
    assert_eq!(refuse(&g, "c2", "c4"), IllegalMove::PathBlocked(sq("c3")));
}

#[test]
fn cannot_capture_own_piece() {
    let g = Game::new();
    assert_eq!(refuse(&g, "a1", "a2"), IllegalMove::OwnPiece);
}

#[test]
fn capture_removes_the_piece() {
    let mut g = Game::new();
    play_all(&mut g, "e4 d5");
    let p = g.play(sq("e4"), sq("d5"), None).unwrap();
    assert_eq!(p.captured, Some((Role::Pawn, sq("d5"))));
    assert_eq!(p.san, "exd5");
}

// --- Check ------------------------------------------------------------------------------

#[test]
fn pinned_piece_cannot_expose_the_king() {
    // The e2 knight shields its king from the e8 rook.
    let g = game("4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(
        refuse(&g, "e2", "c3"),
        IllegalMove::KingWouldBeInCheck(sq("e8"))
    );
}

#[test]
fn a_pinned_piece_still_gives_check() {
    // The e6 knight may not leave the e-file (it shields its king from the e1 rook), yet it
    // checks the white king on d4.
    let g = game("4k3/8/4n3/8/3K4/8/8/4R3 w - - 0 1");
    assert!(g.is_check());
    assert_eq!(g.position().checkers().first(), Some(sq("e6")));
}

#[test]
fn in_check_the_move_must_answer_it() {
    let g = game("4k3/8/8/8/8/8/3P4/r3K3 w - - 0 1");
    assert!(g.is_check());
    assert_eq!(refuse(&g, "d2", "d3"), IllegalMove::InCheck(sq("a1")));
    let mut g2 = g.clone();
    assert!(
        g2.play_text("Kxa1").is_err(),
        "the rook is on a1, not adjacent"
    );
    assert!(g2.play_text("Ke2").is_ok());
}

#[test]
fn double_check_only_the_king_can_move() {
    // Rook e8 and bishop b4 both give check; blocking one line leaves the other.
    let g = game("4r2k/8/8/8/1b6/8/R7/4K3 w - - 0 1");
    assert_eq!(g.position().checkers().count(), 2);
    assert_eq!(refuse(&g, "a2", "e2"), IllegalMove::InCheck(sq("b4")));
    let targets: Vec<_> = g
        .position()
        .legal_moves()
        .iter()
        .map(|m| m.role())
        .collect();
    assert!(targets.iter().all(|r| *r == Role::King));
}

#[test]
fn kings_never_stand_side_by_side() {
    let g = game("8/8/4k3/8/4K3/8/P7/8 w - - 0 1");
    assert_eq!(
        refuse(&g, "e4", "e5"),
        IllegalMove::KingWouldBeInCheck(sq("e6"))
    );
}

#[test]
fn king_cannot_capture_a_protected_piece() {
    let g = game("4k3/8/8/8/8/3q4/4r3/4K3 w - - 0 1");
    assert_eq!(
        refuse(&g, "e1", "e2"),
        IllegalMove::KingWouldBeInCheck(sq("d3"))
    );
}

#[test]
fn checkmate_ends_the_game_and_the_mater_wins() {
    let mut g = Game::new();
    play_all(&mut g, "f3 e5 g4");
    let p = g.play_text("Qh4#").unwrap();
    assert_eq!(p.status, Status::Checkmate);
    assert_eq!(p.san, "Qh4#");
    assert_eq!(
        g.ending(),
        Some(Ending::Checkmate {
            winner: Color::Black.into()
        })
    );
    assert_eq!(g.result_str(), "0-1");
    assert_eq!(g.ending().unwrap().to_string(), "Black wins by checkmate");
    assert_eq!(g.play_text("a3"), Err(IllegalMove::GameOver));
    assert!(g.legal_targets(sq("a2")).is_empty());
}

// --- En passant -------------------------------------------------------------------------

#[test]
fn en_passant_right_after_the_double_step() {
    let mut g = Game::new();
    play_all(&mut g, "e4 a6 e5 d5");
    assert!(
        g.fen().contains(" d6 "),
        "ep square shown when the capture is legal"
    );
    let p = g.play(sq("e5"), sq("d6"), None).unwrap();
    assert_eq!(p.captured, Some((Role::Pawn, sq("d5"))));
    assert_eq!(p.san, "exd6");
    assert!(g.position().board().piece_at(sq("d5")).is_none());
}

#[test]
fn en_passant_lapses_after_any_other_move() {
    let mut g = Game::new();
    play_all(&mut g, "e4 a6 e5 d5 a3 h6");
    assert_eq!(refuse(&g, "e5", "d6"), IllegalMove::EnPassantExpired);
}

#[test]
fn en_passant_square_in_fen_only_when_capture_legal() {
    let mut g = Game::new();
    play_all(&mut g, "e4");
    assert_eq!(
        g.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
}

#[test]
fn en_passant_that_exposes_the_king_is_illegal() {
    let g = game("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    assert_eq!(
        refuse(&g, "e5", "d6"),
        IllegalMove::KingWouldBeInCheck(sq("h5"))
    );
    assert!(g.fen().contains(" w - - "));
}

// --- Promotion --------------------------------------------------------------------------

#[test]
fn promotion_needs_a_piece_choice() {
    let g = game("8/4P3/8/8/8/8/8/k6K w - - 0 1");
    assert_eq!(refuse(&g, "e7", "e8"), IllegalMove::PromotionNeeded);
    assert!(g.needs_promotion(sq("e7"), sq("e8")));
    assert!(!g.needs_promotion(sq("h1"), sq("h2")));
    assert_eq!(
        g.resolve(sq("e7"), sq("e8"), Some(Role::King)),
        Err(IllegalMove::BadPromotion)
    );
    assert_eq!(
        g.resolve(sq("h1"), sq("h2"), Some(Role::Queen)),
        Err(IllegalMove::BadPromotion)
    );
}

#[test]
fn under_promotion_to_knight_gives_check_at_once() {
    let mut g = game("8/4P3/3k4/8/8/8/8/7K w - - 0 1");
    let p = g.play(sq("e7"), sq("e8"), Some(Role::Knight)).unwrap();
    assert_eq!(p.san, "e8=N+");
    assert!(g.is_check());
}

#[test]
fn promotion_by_capture_and_a_second_queen() {
    let mut g = game("3r4/4P3/8/8/8/8/k7/3QK3 w - - 0 1");
    let p = g.play_text("exd8=Q").unwrap();
    assert_eq!(p.captured, Some((Role::Rook, sq("d8"))));
    assert_eq!(g.position().board().queens().count(), 2);
    let mut g = game("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    assert_eq!(g.play_text("e7e8r").unwrap().san, "e8=R");
}

// --- Draws ------------------------------------------------------------------------------

#[test]
fn stalemate_is_a_draw_even_with_far_more_material() {
    let mut g = game("7k/4Q3/6K1/8/8/8/8/R7 w - - 0 1");
    let p = g.play_text("Qf7").unwrap();
    assert_eq!(p.status, Status::Stalemate);
    assert_eq!(g.result_str(), "1/2-1/2");
    assert_eq!(g.ending(), Some(Ending::Stalemate));
}

#[test]
fn dead_positions_end_the_game() {
    for fen in [
        "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
        "8/8/4k3/8/8/3KB3/8/8 w - - 0 1",
        "8/8/4k3/8/8/3KN3/8/8 b - - 0 1",
        // bishops on the same colour (c1 and f8 are both dark)
        "5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1",
    ] {
        assert_eq!(game(fen).status(), Status::InsufficientMaterial, "{fen}");
    }
    // Opposite-coloured bishops: a mate is still possible.
    assert_eq!(
        game("2b5/8/4k3/8/8/3K4/8/2B5 w - - 0 1").status(),
        Status::Ongoing
    );
    // Capturing the last piece ends the game at once.
    let mut g = game("8/8/4k3/8/8/3K4/4r3/8 w - - 0 1");
    assert_eq!(g.status(), Status::Ongoing);
    let p = g.play_text("Kxe2").unwrap();
    assert_eq!(p.status, Status::InsufficientMaterial);
    assert_eq!(
        g.ending().unwrap().to_string(),
        "Draw — neither side can checkmate"
    );
}

const KNIGHT_DANCE: &str = "Nf3 Nf6 Ng1 Ng8";

#[test]
fn threefold_repetition_is_claimable_not_automatic() {
    let mut g = Game::new();
    play_all(&mut g, KNIGHT_DANCE);
    assert_eq!(g.repetitions(), 2);
    assert!(g.claimable().is_empty());
    play_all(&mut g, KNIGHT_DANCE);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.status(), Status::Ongoing, "never automatic");
    assert_eq!(g.claimable(), vec![DrawClaim::ThreefoldRepetition]);
    let e = g.claim_draw(DrawClaim::ThreefoldRepetition).unwrap();
    assert_eq!(
        e.to_string(),
        "Draw by threefold repetition (claimed by White)"
    );
    assert_eq!(g.result_str(), "1/2-1/2");
}

#[test]
fn threefold_claim_by_announcing_the_move() {
    let mut g = Game::new();
    play_all(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    let ng8 = g.resolve_text("Ng8").unwrap();
    assert!(g.claimable().is_empty());
    assert_eq!(g.claimable_after(ng8), vec![DrawClaim::ThreefoldRepetition]);
    let nc6 = g.resolve_text("Nc6").unwrap();
    assert_eq!(
        g.clone()
            .claim_draw_with_move(nc6, DrawClaim::ThreefoldRepetition),
        Err(RequestError::NotClaimable(DrawClaim::ThreefoldRepetition))
    );
    let (played, ending) = g
        .claim_draw_with_move(ng8, DrawClaim::ThreefoldRepetition)
        .unwrap();
    assert_eq!(played.san, "Ng8");
    assert_eq!(
        ending,
        Ending::Claimed {
            claim: DrawClaim::ThreefoldRepetition,
            by: Color::Black.into()
        }
    );
    assert!(g.is_over());
}

#[test]
fn repetition_needs_same_castling_rights() {
    let mut g = Game::new();
    play_all(&mut g, "Nf3 Nf6");
    // Same pieces again twice more, but both sides have lost their kingside castling.
    play_all(&mut g, "Rg1 Rg8 Rh1 Rh8 Rg1 Rg8 Rh1 Rh8");
    assert_eq!(g.repetitions(), 2);
    assert!(g.claimable().is_empty());
}

#[test]
fn repetition_needs_same_en_passant_possibility() {
    let mut g = game("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    play_all(&mut g, "e4"); // black could take en passant here
    play_all(&mut g, "Kd7 Ke2 Ke8 Ke1 Kd7 Ke2 Ke8 Ke1");
    assert_eq!(
        g.repetitions(),
        2,
        "the first occurrence had an en passant capture"
    );
    play_all(&mut g, "Kd7 Ke2 Ke8 Ke1");
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.claimable(), vec![DrawClaim::ThreefoldRepetition]);
}

#[test]
fn fivefold_repetition_ends_the_game_automatically() {
    let mut g = Game::new();
    for _ in 0..3 {
        play_all(&mut g, KNIGHT_DANCE);
    }
    play_all(&mut g, "Nf3 Nf6 Ng1");
    assert_eq!(g.status(), Status::Ongoing);
    let p = g.play_text("Ng8").unwrap();
    assert_eq!(p.status, Status::FivefoldRepetition);
    assert_eq!(g.ending(), Some(Ending::FivefoldRepetition));
    assert_eq!(g.play_text("Nf3"), Err(IllegalMove::GameOver));
}

#[test]
fn fifty_move_rule_is_claimable_and_claim_before_move() {
    let mut g = game("7k/8/8/8/8/8/8/KR6 w - - 99 80");
    assert!(g.claimable().is_empty());
    let rb2 = g.resolve_text("Rb2").unwrap();
    assert_eq!(g.claimable_after(rb2), vec![DrawClaim::FiftyMoves]);
    let mut announced = g.clone();
    let (_, e) = announced
        .claim_draw_with_move(rb2, DrawClaim::FiftyMoves)
        .unwrap();
    assert_eq!(e.to_string(), "Draw by the 50-move rule (claimed by White)");
    g.play_text("Rb2").unwrap();
    assert_eq!(g.status(), Status::Ongoing, "never automatic");
    assert_eq!(g.claimable(), vec![DrawClaim::FiftyMoves]);
    assert!(g.claim_draw(DrawClaim::ThreefoldRepetition).is_err());
    assert!(g.claim_draw(DrawClaim::FiftyMoves).is_ok());
}

#[test]
fn a_pawn_move_or_capture_resets_the_fifty_move_count() {
    let mut g = game("7k/8/8/8/8/8/P7/KR6 w - - 99 80");
    let a3 = g.resolve_text("a3").unwrap();
    assert!(g.claimable_after(a3).is_empty());
    g.play_text("a3").unwrap();
    assert!(g.claimable().is_empty());
}

#[test]
fn seventy_five_moves_end_the_game_automatically() {
    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 149 100");
    let p = g.play_text("Ra2").unwrap();
    assert_eq!(p.status, Status::SeventyFiveMoves);
    assert_eq!(g.result_str(), "1/2-1/2");
}

#[test]
fn seventy_five_moves_unless_the_last_move_mates() {
    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 149 100");
    let p = g.play_text("Ra8").unwrap();
    assert_eq!(p.status, Status::Checkmate);
    assert_eq!(g.result_str(), "1-0");
}

#[test]
fn draw_by_agreement_and_declining_by_moving() {
    let mut g = Game::new();
    g.play_text("e4").unwrap();
    g.offer_draw(Color::White).unwrap();
    assert_eq!(
        g.accept_draw(Color::White),
        Err(RequestError::NoOffer),
        "can't accept your own offer"
    );
    let mut declined = g.clone();
    declined.play_text("e5").unwrap();
    assert_eq!(
        declined.accept_draw(Color::Black),
        Err(RequestError::NoOffer),
        "moving declines"
    );
    assert_eq!(g.accept_draw(Color::Black), Ok(Ending::Agreement));
    assert_eq!(g.result_str(), "1/2-1/2");
}

#[test]
fn resignation_gives_the_opponent_the_win() {
    let mut g = Game::new();
    g.resign(Color::White).unwrap();
    assert_eq!(g.result_str(), "0-1");
    assert_eq!(g.ending().unwrap().to_string(), "White resigned");
    assert_eq!(g.resign(Color::Black), Err(RequestError::GameOver));
}

#[test]
fn flag_fall_loses_when_the_opponent_can_mate() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
    let e = g.flag_fall(Color::Black).unwrap();
    assert_eq!(
        e,
        Ending::Timeout {
            loser: Color::Black.into()
        }
    );
    assert_eq!(g.result_str(), "1-0");
    assert_eq!(e.to_string(), "White wins on time");
}

#[test]
fn flag_fall_is_a_draw_when_the_opponent_cannot_mate() {
    let mut g = game("r3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let e = g.flag_fall(Color::Black).unwrap();
    assert_eq!(
        e,
        Ending::TimeoutDraw {
            loser: Color::Black.into()
        }
    );
    assert_eq!(g.result_str(), "1/2-1/2");
    assert_eq!(
        e.to_string(),
        "Draw — Black's time ran out but White cannot checkmate"
    );
}

#[test]
fn flag_fall_with_lone_knight_against_pawn_loses_because_mate_is_possible() {
    // K+N can mate a king hemmed in by its own pawn, so this is a loss on time.
    let mut g = game("4k3/4p3/8/8/8/8/8/4KN2 w - - 0 1");
    assert_eq!(
        g.flag_fall(Color::Black).unwrap(),
        Ending::Timeout {
            loser: Color::Black.into()
        }
    );
}

// --- Notation and history -----------------------------------------------------------------

#[test]
fn moves_in_san_and_uci() {
    let mut g = Game::new();
    for m in [
        "e2e4", "e5", "Nf3", "b8c6", "Bb5", "a6", "Bxc6", "dxc6", "O-O",
    ] {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(
        g.san_moves(),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O"]
    );
}

#[test]
fn long_algebraic_and_castling_text_after_the_king_moved() {
    let mut g = game("8/4P3/8/8/8/8/8/k6K w - - 0 1");
    assert_eq!(g.play_text("e7e8=Q").unwrap().san, "e8=Q");
    let mut g = game(CASTLE);
    play_all(&mut g, "Kd1 a6");
    assert_eq!(g.play_text("O-O"), Err(IllegalMove::CastlingKingMoved));
}

#[test]
fn notation_errors_say_why() {
    let mut g = Game::new();
    assert!(matches!(
        g.play_text("Zz9"),
        Err(IllegalMove::BadNotation(_))
    ));
    assert_eq!(g.play_text("Qd4"), Err(IllegalMove::PathBlocked(sq("d2"))));
    assert_eq!(g.play_text("Ke2"), Err(IllegalMove::OwnPiece));
    let g = game("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    assert_eq!(g.resolve_text("Nd2"), Err(IllegalMove::Ambiguous));
    assert!(g.resolve_text("Nbd2").is_ok());
    assert_eq!(
        g.resolve_text("Qd4"),
        Err(IllegalMove::NoSuchPiece(Role::Queen, sq("d4")))
    );
}

#[test]
fn undo_and_redo_restore_positions_and_reopen_a_finished_game() {
    let mut g = Game::new();
    play_all(&mut g, "f3 e5 g4 Qh4#");
    assert!(g.is_over());
    assert!(g.undo().is_some());
    assert!(!g.is_over());
    assert_eq!(g.moves().len(), 3);
    assert!(g.redo().is_some());
    assert!(g.is_over());
    let mut g = Game::new();
    g.resign(Color::Black).unwrap();
    assert!(g.undo().is_none(), "nothing to take back");
    assert!(g.is_over());
}

#[test]
fn every_illegal_reason_has_a_distinct_code_and_sentence() {
    let reasons = [
        IllegalMove::GameOver,
        IllegalMove::NoPiece(sq("e4")),
        IllegalMove::NotYourTurn(Color::White),
        IllegalMove::WrongWay,
        IllegalMove::PathBlocked(sq("d2")),
        IllegalMove::OwnPiece,
        IllegalMove::KingWouldBeInCheck(sq("e8")),
        IllegalMove::InCheck(sq("a1")),
        IllegalMove::CastlingKingMoved,
        IllegalMove::CastlingRookMoved,
        IllegalMove::CastlingInCheck,
        IllegalMove::CastlingBlocked(sq("f1")),
        IllegalMove::CastlingThroughCheck(sq("f1")),
        IllegalMove::CastlingIntoCheck(sq("g1")),
        IllegalMove::EnPassantExpired,
        IllegalMove::PromotionNeeded,
        IllegalMove::BadPromotion,
        IllegalMove::NoSuchPiece(Role::Queen, sq("d4")),
        IllegalMove::Ambiguous,
        IllegalMove::BadNotation("x".into()),
    ];
    let codes: std::collections::HashSet<_> = reasons.iter().map(|r| r.code()).collect();
    let texts: std::collections::HashSet<_> = reasons.iter().map(|r| r.to_string()).collect();
    assert_eq!(codes.len(), reasons.len());
    assert_eq!(texts.len(), reasons.len());
    assert_eq!(
        IllegalMove::KingWouldBeInCheck(sq("e8")).to_string(),
        "your king would be in check from e8"
    );
}

#[test]
fn a_line_of_moves_is_played_up_to_the_first_refused() {
    let mut g = Game::new();
    g.play_line("e4 e5 g1f3").unwrap();
    assert_eq!(g.moves().len(), 3);
    // Ke3 is not a king move from e1 here: refused, with the moves before it played.
    assert!(g.play_line("Nc6 Ke3 Nf6").is_err());
    assert_eq!(g.moves().len(), 4);
}
