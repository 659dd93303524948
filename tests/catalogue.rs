//! Every word the player reads comes from the message catalogue: no string literal with
//! words in it is handed straight to an egui label, button, window, hover text, hint text
//! or checkbox. A literal without letters (a symbol, a glyph) may be; so may the few
//! words listed below, which are not translated (names, notation).

use std::{fs, path::Path};

/// Calls that put text on screen, as they appear right before a string literal.
const SHOWN: &[&str] = &[
    ".label(\"",
    ".button(\"",
    "Button::new(\"",
    "RichText::new(\"",
    "Window::new(\"",
    ".on_hover_text(\"",
    ".hint_text(\"",
    ".heading(\"",
    ".small_button(\"",
    ".colored_label(",
    ".selectable_label(",
    ".selectable_value(",
    ".radio_value(",
    ".checkbox(",
    "Toast {",
];

/// Literals that are shown as they are in every language, or never shown ("notice": the
/// id of the toast's window, which has no title bar).
const KEPT: &[&str] = &["Gambit", "FEN", "PGN", "UCI", "SAN", "ECO", "notice"];

fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            // Unit tests at the end of a file say what they like.
            let code = text
                .split("#[cfg(test)]")
                .next()
                .unwrap_or_default()
                .to_string();
            out.push((path.display().to_string(), code));
        }
    }
}

/// The first string literal in `text` within the call's arguments (up to its closing
/// parenthesis or brace on the same or the next lines).
fn first_literal(text: &str) -> Option<&str> {
    let end = text.find([')', '}', ';']).unwrap_or(text.len());
    let args = &text[..end];
    let start = args.find('"')? + 1;
    let len = args[start..].find('"')?;
    Some(&args[start..start + len])
}

/// Whether a literal holds words (two letters in a row) and is no message id (a
/// kebab-case id handed to `tr`, e.g. `"settings-mute"`).
fn has_words(literal: &str) -> bool {
    let id = literal.contains('-')
        && literal
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if id {
        return false;
    }
    let letters: Vec<char> = literal.chars().collect();
    letters
        .windows(2)
        .any(|w| w[0].is_alphabetic() && w[1].is_alphabetic())
}

#[test]
fn no_words_reach_the_screen_without_the_catalogue() {
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut found = Vec::new();
    for (path, code) in &files {
        for call in SHOWN {
            for (at, _) in code.match_indices(call) {
                let rest = &code[at + call.len() - usize::from(call.ends_with('"'))..];
                let Some(literal) = first_literal(rest) else {
                    continue;
                };
                if has_words(literal) && !KEPT.contains(&literal) {
                    let line = code[..at].lines().count();
                    found.push(format!("{path}:{line}: {call}… \"{literal}\""));
                }
            }
        }
    }
    assert!(files.len() > 50, "the sources were not found");
    assert!(
        found.is_empty(),
        "{} texts bypass the catalogue:\n{}",
        found.len(),
        found.join("\n")
    );
}
