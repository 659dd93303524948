//! Arrows and rings a player draws on the board, kept in a PGN as the comment commands
//! the big chess sites and ChessBase write: `[%cal Ge2e4,Rd8h4]` (coloured arrows) and
//! `[%csl Yd5]` (coloured squares). Colours: G(reen), R(ed), Y(ellow), B(lue).

use std::fmt;

use shakmaty::Square;

/// A drawing's colour, as the commands name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Brush {
    #[default]
    Green,
    Red,
    Yellow,
    Blue,
}

impl Brush {
    pub const ALL: [Brush; 4] = [Brush::Green, Brush::Red, Brush::Yellow, Brush::Blue];

    pub fn letter(self) -> char {
        match self {
            Brush::Green => 'G',
            Brush::Red => 'R',
            Brush::Yellow => 'Y',
            Brush::Blue => 'B',
        }
    }

    pub fn from_letter(c: char) -> Option<Brush> {
        Brush::ALL.into_iter().find(|b| b.letter() == c)
    }
}

/// What is drawn on one position: arrows (from, to) and ringed squares, each once.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Drawing {
    pub arrows: Vec<(Brush, Square, Square)>,
    pub circles: Vec<(Brush, Square)>,
}

impl Drawing {
    pub fn is_empty(&self) -> bool {
        self.arrows.is_empty() && self.circles.is_empty()
    }

    /// Draws the arrow, or takes it away when the same one is there; another colour on
    /// the same squares replaces it.
    pub fn toggle_arrow(&mut self, brush: Brush, from: Square, to: Square) {
        match self
            .arrows
            .iter()
            .position(|&(_, f, t)| f == from && t == to)
        {
            Some(i) if self.arrows[i].0 == brush => {
                self.arrows.remove(i);
            }
            Some(i) => self.arrows[i].0 = brush,
            None => self.arrows.push((brush, from, to)),
        }
    }

    /// Rings the square, or takes the ring away when the same one is there.
    pub fn toggle_circle(&mut self, brush: Brush, sq: Square) {
        match self.circles.iter().position(|&(_, s)| s == sq) {
            Some(i) if self.circles[i].0 == brush => {
                self.circles.remove(i);
            }
            Some(i) => self.circles[i].0 = brush,
            None => self.circles.push((brush, sq)),
        }
    }

    /// The drawing in a comment: every `[%cal …]` and `[%csl …]` in it. An entry that
    /// doesn't read (a wrong colour letter, a square off the board) is left out, so a
    /// damaged command costs only itself.
    pub fn from_comment(comment: &str) -> Drawing {
        let mut drawing = Drawing::default();
        for (command, args) in commands(comment) {
            let entries = args.split(',').map(str::trim).filter(|e| !e.is_empty());
            match command {
                "cal" => {
                    for entry in entries {
                        if let Some((brush, from, to)) = arrow(entry)
                            && !drawing.arrows.iter().any(|&(_, f, t)| f == from && t == to)
                        {
                            drawing.arrows.push((brush, from, to));
                        }
                    }
                }
                "csl" => {
                    for entry in entries {
                        if let Some((brush, sq)) = circle(entry)
                            && !drawing.circles.iter().any(|&(_, s)| s == sq)
                        {
                            drawing.circles.push((brush, sq));
                        }
                    }
                }
                _ => {}
            }
        }
        drawing
    }

    /// `comment` without its drawing commands (what is left of the player's own words).
    pub fn strip(comment: &str) -> String {
        let mut out = String::new();
        let mut rest = comment;
        while let Some(start) = rest.find("[%") {
            let Some(len) = rest[start..].find(']') else {
                break;
            };
            let inner = &rest[start + 2..start + len];
            let name = inner.split_whitespace().next().unwrap_or_default();
            out.push_str(&rest[..start]);
            if name != "cal" && name != "csl" {
                out.push_str(&rest[start..=start + len]);
            }
            rest = &rest[start + len + 1..];
        }
        out.push_str(rest);
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }
}

/// The commands as a comment carries them: `[%csl Gd4][%cal Ge2e4,Rd7d5]`; empty when
/// nothing is drawn.
impl fmt::Display for Drawing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.circles.is_empty() {
            let list: Vec<String> = self
                .circles
                .iter()
                .map(|(b, sq)| format!("{}{sq}", b.letter()))
                .collect();
            write!(f, "[%csl {}]", list.join(","))?;
        }
        if !self.arrows.is_empty() {
            let list: Vec<String> = self
                .arrows
                .iter()
                .map(|(b, from, to)| format!("{}{from}{to}", b.letter()))
                .collect();
            write!(f, "[%cal {}]", list.join(","))?;
        }
        Ok(())
    }
}

/// Every `[%name args]` in a comment, as (name, args).
fn commands(comment: &str) -> impl Iterator<Item = (&str, &str)> {
    comment.split("[%").skip(1).filter_map(|part| {
        let body = &part[..part.find(']')?];
        let (name, args) = body.trim().split_once(char::is_whitespace)?;
        Some((name, args.trim()))
    })
}

fn arrow(entry: &str) -> Option<(Brush, Square, Square)> {
    let brush = Brush::from_letter(entry.chars().next()?)?;
    let squares = entry.get(1..)?;
    if squares.len() != 4 {
        return None;
    }
    let from: Square = squares.get(..2)?.parse().ok()?;
    let to: Square = squares.get(2..)?.parse().ok()?;
    (from != to).then_some((brush, from, to))
}

fn circle(entry: &str) -> Option<(Brush, Square)> {
    let brush = Brush::from_letter(entry.chars().next()?)?;
    let sq = entry.get(1..).filter(|s| s.len() == 2)?.parse().ok()?;
    Some((brush, sq))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_commands_read_and_write_back_the_same() {
        let text = "Good move [%csl Gd4,Rf7][%cal Ge2e4,Yd8h4] [%clk 0:05:00]";
        let d = Drawing::from_comment(text);
        assert_eq!(
            d.circles,
            [(Brush::Green, Square::D4), (Brush::Red, Square::F7)]
        );
        assert_eq!(
            d.arrows,
            [
                (Brush::Green, Square::E2, Square::E4),
                (Brush::Yellow, Square::D8, Square::H4)
            ]
        );
        assert_eq!(d.to_string(), "[%csl Gd4,Rf7][%cal Ge2e4,Yd8h4]");
        assert_eq!(Drawing::from_comment(&d.to_string()), d);
        // The rest of the comment stays, the clock command too.
        assert_eq!(Drawing::strip(text), "Good move [%clk 0:05:00]");
        assert_eq!(Drawing::default().to_string(), "");
    }

    #[test]
    fn a_damaged_entry_costs_only_itself() {
        let d = Drawing::from_comment("[%cal Xe2e4,Ge2e9,Gb1c3,Gc3c3,Gb1c3] [%csl Bz9,Ba1");
        assert_eq!(d.arrows, [(Brush::Green, Square::B1, Square::C3)]);
        // The ring command is never closed: nothing of it is read.
        assert!(d.circles.is_empty());
        assert!(Drawing::from_comment("{ [%cal] [% ] [%csl] }").is_empty());
        assert_eq!(Drawing::strip("a [%cal Ge2e4"), "a [%cal Ge2e4");
    }

    #[test]
    fn drawing_the_same_again_takes_it_away_and_another_colour_replaces_it() {
        let mut d = Drawing::default();
        d.toggle_arrow(Brush::Green, Square::E2, Square::E4);
        d.toggle_arrow(Brush::Red, Square::E2, Square::E4);
        assert_eq!(d.arrows, [(Brush::Red, Square::E2, Square::E4)]);
        d.toggle_arrow(Brush::Red, Square::E2, Square::E4);
        assert!(d.arrows.is_empty());
        d.toggle_circle(Brush::Blue, Square::D5);
        d.toggle_circle(Brush::Blue, Square::D5);
        assert!(d.is_empty());
    }
}
