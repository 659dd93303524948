//! Moves as the player reads and types them: SAN with the language's piece letters
//! (German `Sf3`, Russian `Кf3`) or with figurines (`♘f3`), the player's choice. What
//! the game keeps, saves and sends (PGN, UCI, the text protocols) stays English SAN;
//! only the screen and the move field use these.

use std::sync::RwLock;

use serde::{Deserialize, Serialize};
use shakmaty::Role;

use crate::ui::catalogue::{self, tr};

/// How moves are written on screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Notation {
    /// The language's piece letters (English: K Q R B N).
    Letters,
    /// ♔ ♕ ♖ ♗ ♘, the same in every language.
    Figurines,
}

impl Notation {
    /// The default for a language: figurines for every language but English.
    pub fn for_language(code: &str) -> Notation {
        if code == catalogue::ENGLISH {
            Notation::Letters
        } else {
            Notation::Figurines
        }
    }
}

/// The player's choice; none: the default for the language in force.
static CHOSEN: RwLock<Option<Notation>> = RwLock::new(None);

pub fn set_notation(chosen: Option<Notation>) {
    *CHOSEN.write().unwrap_or_else(|e| e.into_inner()) = chosen;
}

/// The notation in force.
pub fn notation() -> Notation {
    CHOSEN
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .unwrap_or_else(|| Notation::for_language(catalogue::current()))
}

const ROLES: [(Role, char, char, &str); 5] = [
    (Role::King, 'K', '♔', "san-king"),
    (Role::Queen, 'Q', '♕', "san-queen"),
    (Role::Rook, 'R', '♖', "san-rook"),
    (Role::Bishop, 'B', '♗', "san-bishop"),
    (Role::Knight, 'N', '♘', "san-knight"),
];

/// A piece as a figurine, the same in every language (captured material).
pub fn figurine(role: Role) -> char {
    match ROLES.iter().find(|(r, ..)| *r == role) {
        Some((_, _, white, _)) => *white,
        None => '♙',
    }
}

/// The solid figurines, read as typed too.
const SOLID: [char; 5] = ['♚', '♛', '♜', '♝', '♞'];

/// English SAN (`Nf3`, `exd8=Q+`, `O-O`) as the player reads it.
pub fn shown(san: &str) -> String {
    shown_as(san, notation(), &letters())
}

/// `Nf3` in `notation`, as a chooser shows it.
pub fn example(notation: Notation) -> String {
    shown_as("Nf3", notation, &letters())
}

/// The language's piece letters, in the order of `ROLES`.
fn letters() -> [String; 5] {
    ROLES.map(|(_, _, _, id)| tr(id))
}

fn shown_as(san: &str, notation: Notation, letters: &[String; 5]) -> String {
    let mut out = String::with_capacity(san.len() + 4);
    for c in san.chars() {
        match ROLES.iter().position(|(_, english, _, _)| *english == c) {
            Some(i) => match notation {
                Notation::Figurines => out.push(ROLES[i].2),
                Notation::Letters => out.push_str(&letters[i]),
            },
            None => out.push(c),
        }
    }
    out
}

/// A typed move read with the language's piece letters and figurines, as English SAN;
/// none when it has neither (then it is read as typed: English SAN or UCI).
pub fn typed(text: &str) -> Option<String> {
    typed_as(text, &letters())
}

fn typed_as(text: &str, letters: &[String; 5]) -> Option<String> {
    // Longest letters first: Russian "Кр" (king) before "К" (knight).
    let mut order: Vec<usize> = (0..ROLES.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(letters[i].chars().count()));
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    'read: while let Some(c) = rest.chars().next() {
        for &i in &order {
            let (_, english, white, _) = ROLES[i];
            if c == white || c == SOLID[i] {
                out.push(english);
                rest = &rest[c.len_utf8()..];
                continue 'read;
            }
            if !letters[i].is_empty() && rest.starts_with(letters[i].as_str()) {
                out.push(english);
                rest = &rest[letters[i].len()..];
                continue 'read;
            }
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    (out != text).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(text: &str) -> [String; 5] {
        let v: Vec<String> = text.split(' ').map(String::from).collect();
        [
            v[0].clone(),
            v[1].clone(),
            v[2].clone(),
            v[3].clone(),
            v[4].clone(),
        ]
    }

    #[test]
    fn moves_are_shown_with_the_languages_letters_or_figurines() {
        let german = letters("K D T L S");
        assert_eq!(shown_as("Nf3", Notation::Letters, &german), "Sf3");
        assert_eq!(shown_as("exd8=Q+", Notation::Letters, &german), "exd8=D+");
        assert_eq!(shown_as("O-O", Notation::Letters, &german), "O-O");
        assert_eq!(shown_as("Rxe1#", Notation::Figurines, &german), "♖xe1#");
        let russian = letters("Кр Ф Л С К");
        assert_eq!(shown_as("Kg1", Notation::Letters, &russian), "Крg1");
        assert_eq!(shown_as("Nbd2", Notation::Letters, &russian), "Кbd2");
        let english = letters("K Q R B N");
        assert_eq!(shown_as("Bb5", Notation::Letters, &english), "Bb5");
        assert_eq!(shown_as("e4", Notation::Figurines, &english), "e4");
    }

    #[test]
    fn typed_moves_in_the_languages_letters_read_as_english() {
        let russian = letters("Кр Ф Л С К");
        assert_eq!(typed_as("Крg1", &russian).as_deref(), Some("Kg1"));
        assert_eq!(typed_as("Кf3", &russian).as_deref(), Some("Nf3"));
        assert_eq!(typed_as("exd8=Ф", &russian).as_deref(), Some("exd8=Q"));
        let french = letters("R D T F C");
        assert_eq!(typed_as("Cf3", &french).as_deref(), Some("Nf3"));
        // French R is the king: read so first (the game falls back to English).
        assert_eq!(typed_as("Rf1", &french).as_deref(), Some("Kf1"));
        assert_eq!(typed_as("♞f6", &french).as_deref(), Some("Nf6"));
        // Plain moves and UCI are left alone.
        assert_eq!(typed_as("e2e4", &french), None);
        assert_eq!(typed_as("O-O", &french), None);
        let english = letters("K Q R B N");
        assert_eq!(typed_as("Nf3", &english), None);
        assert_eq!(typed_as("♘f3", &english).as_deref(), Some("Nf3"));
    }

    #[test]
    fn english_reads_letters_and_other_languages_figurines_by_default() {
        assert_eq!(Notation::for_language("en"), Notation::Letters);
        assert_eq!(Notation::for_language("de"), Notation::Figurines);
        assert_eq!(Notation::for_language("qps"), Notation::Figurines);
    }
}
