//! Parsing the `position` command.

use shakmaty::{Chess, Position, uci::UciMove};

use crate::{game::parse_fen, search::hash_of};

/// The position of a `position` command and the Zobrist keys of the positions
/// before it, or why the command can't be used.
pub fn parse_position(args: &[&str]) -> Result<(Chess, Vec<u64>), String> {
    let moves_at = args.iter().position(|&t| t == "moves");
    let setup = &args[..moves_at.unwrap_or(args.len())];
    let mut pos = match setup.first() {
        None => return Err("expected startpos or fen".to_string()),
        Some(&"startpos") => {
            if let Some(extra) = setup.get(1) {
                return Err(format!("unexpected '{extra}' after startpos"));
            }
            Chess::default()
        }
        Some(&"fen") => {
            if setup.len() == 1 {
                return Err("fen is missing".to_string());
            }
            parse_fen(&setup[1..].join(" ")).map_err(|e| e.to_string())?
        }
        Some(other) => return Err(format!("expected startpos or fen, not '{other}'")),
    };
    let mut history = Vec::new();
    for (k, tok) in args[moves_at.map_or(args.len(), |i| i + 1)..]
        .iter()
        .enumerate()
    {
        let n = k + 1;
        let Ok(uci) = tok.parse::<UciMove>() else {
            return Err(format!("move {n} ({tok}) is not a UCI move"));
        };
        let Ok(m) = uci.to_move(&pos) else {
            return Err(format!("move {n} ({tok}) is not legal"));
        };
        history.push(hash_of(&pos));
        pos.play_unchecked(m);
    }
    Ok((pos, history))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_taken_whole_or_rejected() {
        let ok = |s: &str| parse_position(&s.split_whitespace().collect::<Vec<_>>());
        let (pos, history) = ok("startpos moves e2e4 e7e5").unwrap();
        assert_eq!(history.len(), 2);
        assert_eq!(pos.fullmoves().get(), 2);
        assert!(ok("startpos moves").is_ok());
        for (cmd, why) in [
            ("", "expected startpos or fen"),
            ("banana", "not 'banana'"),
            ("startpos e2e4", "unexpected 'e2e4'"),
            ("fen", "fen is missing"),
            (
                "fen 8/8/8/8/8/8/8/8 w - - 0 1",
                "not a legal chess position",
            ),
            ("fen not/a/fen w - - 0 1", "not a valid FEN"),
            (
                "startpos moves e2e4 e7e5 g1f9",
                "move 3 (g1f9) is not a UCI move",
            ),
            (
                "startpos moves e2e4 e7e5 e1e3",
                "move 3 (e1e3) is not legal",
            ),
            ("startpos moves e2e4 0000", "move 2 (0000) is not legal"),
        ] {
            let err = ok(cmd).unwrap_err();
            assert!(err.contains(why), "{cmd}: {err}");
        }
    }
}
