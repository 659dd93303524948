//! The message catalogue (Project Fluent): the words the player reads, by message id, in
//! the language chosen. English is compiled in and answers for any message a language
//! lacks (logged once); other languages are read from `assets/locales/CODE/*.ftl` when
//! chosen. `qps` is a pseudo-language for developers: English, accented and bracketed,
//! so a text that bypasses the catalogue stands out in a screenshot. `ui::words` turns
//! the game's values into messages; the rest of the game asks it, not this.

use std::{
    collections::HashSet,
    sync::{LazyLock, Mutex, RwLock},
};

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};
use gambit_engine::learn::Lesson;
use unic_langid::LanguageIdentifier;

type Bundle = FluentBundle<FluentResource>;

/// A language the game offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Language {
    pub code: &'static str,
    /// Its own name for itself, as a chooser lists it.
    pub name: &'static str,
}

/// The languages offered (the pseudo-language last; it is for developers).
pub const LANGUAGES: &[Language] = &[
    Language {
        code: "en",
        name: "English",
    },
    Language {
        code: "de",
        name: "Deutsch",
    },
    Language {
        code: "es",
        name: "Español",
    },
    Language {
        code: "fr",
        name: "Français",
    },
    Language {
        code: "it",
        name: "Italiano",
    },
    Language {
        code: "nl",
        name: "Nederlands",
    },
    Language {
        code: "pl",
        name: "Polski",
    },
    Language {
        code: "pt-BR",
        name: "Português (Brasil)",
    },
    Language {
        code: "ru",
        name: "Русский",
    },
    Language {
        code: "tr",
        name: "Türkçe",
    },
    Language {
        code: PSEUDO,
        name: "Pseudo (for developers)",
    },
];

pub const ENGLISH: &str = "en";
pub const PSEUDO: &str = "qps";

/// The English catalogue, as shipped, a file per part of the game: the game's own words
/// and the rules' reasons (gambit.ftl), Play's panel and dialogs (play.ftl), the other
/// modes' panels and the overlays (modes.ftl). Every language has the same files.
pub const ENGLISH_FILES: &[(&str, &str)] = &[
    (
        "gambit.ftl",
        include_str!("../../assets/locales/en/gambit.ftl"),
    ),
    ("play.ftl", include_str!("../../assets/locales/en/play.ftl")),
    (
        "modes.ftl",
        include_str!("../../assets/locales/en/modes.ftl"),
    ),
];

static ENGLISH_BUNDLE: LazyLock<Bundle> = LazyLock::new(|| {
    let sources: Vec<String> = ENGLISH_FILES.iter().map(|(_, t)| t.to_string()).collect();
    bundle(ENGLISH, &sources).expect("the English catalogue is valid")
});

/// Every English message id, in file order.
pub fn english_ids() -> Vec<&'static str> {
    ENGLISH_FILES
        .iter()
        .flat_map(|(_, text)| message_ids(text))
        .collect()
}

/// The language in force: none is English, or the pseudo-language made from it.
struct Current {
    code: &'static str,
    bundle: Option<Bundle>,
}

static CURRENT: RwLock<Current> = RwLock::new(Current {
    code: ENGLISH,
    bundle: None,
});

/// Messages already logged as missing in the language in force.
static MISSING: LazyLock<Mutex<HashSet<String>>> = LazyLock::new(Default::default);

/// A bundle of `sources` for `code`; the reasons when one can't be read.
fn bundle(code: &str, sources: &[String]) -> Result<Bundle, String> {
    let id: LanguageIdentifier = code
        .parse()
        .map_err(|e| format!("{code}: not a language code ({e})"))?;
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // egui draws the Unicode isolation marks Fluent puts around arguments as boxes.
    bundle.set_use_isolating(false);
    for source in sources {
        let resource = FluentResource::try_new(source.clone()).map_err(|(_, errors)| {
            format!("{code}: {} syntax error(s): {errors:?}", errors.len())
        })?;
        bundle
            .add_resource(resource)
            .map_err(|errors| format!("{code}: {errors:?}"))?;
    }
    Ok(bundle)
}

/// The language with this code, if the game offers it.
pub fn language(code: &str) -> Option<&'static Language> {
    LANGUAGES.iter().find(|l| l.code.eq_ignore_ascii_case(code))
}

/// "en, de, es, …": the codes, for a refusal.
pub fn codes() -> String {
    LANGUAGES
        .iter()
        .map(|l| l.code)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The code of the language in force.
pub fn current() -> &'static str {
    CURRENT.read().unwrap_or_else(|e| e.into_inner()).code
}

/// Puts the language with `code` in force (at once: the next text drawn is in it).
pub fn set_language(code: &str) -> Result<(), String> {
    *CURRENT.write().unwrap_or_else(|e| e.into_inner()) = load(code)?;
    MISSING.lock().unwrap_or_else(|e| e.into_inner()).clear();
    Ok(())
}

/// The language with `code`, read (none needs reading for English and the pseudo-language).
fn load(code: &str) -> Result<Current, String> {
    let Some(language) = language(code) else {
        return Err(format!(
            "no language {code:?}; the languages are {}",
            codes()
        ));
    };
    let bundle = match language.code {
        ENGLISH | PSEUDO => None,
        other => Some(bundle(other, &read_sources(other)?)?),
    };
    Ok(Current {
        code: language.code,
        bundle,
    })
}

/// Logs, once per language put in force, a message `current` lacks (English is shown).
fn note_missing(current: &Current, id: &str) {
    if MISSING
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(id.to_string())
    {
        bevy::log::warn!("{}: no message {id}; English is shown", current.code);
    }
}

/// The `.ftl` files of a language shipped in `assets/locales`.
fn read_sources(code: &str) -> Result<Vec<String>, String> {
    let folder = std::path::Path::new(&crate::looks::assets_folder())
        .join("locales")
        .join(code);
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .map_err(|e| format!("{}: {e}", folder.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display())))
        .collect()
}

/// The message id of a lesson's text (`lesson-rook-title`, `lesson-rook-2-praise`); the
/// English is the lesson file's own (`ui::words::lesson`). `exercise` counts from 0.
pub fn lesson_id(lesson: &Lesson, exercise: Option<usize>, field: &str) -> String {
    match exercise {
        None => format!("lesson-{}-{field}", lesson.id),
        Some(n) => format!("lesson-{}-{}-{field}", lesson.id, n + 1),
    }
}

/// Every text of a lesson: (message id, the file's English).
pub fn lesson_messages(lesson: &Lesson) -> Vec<(String, &str)> {
    let mut out = vec![
        (lesson_id(lesson, None, "title"), lesson.title.as_str()),
        (lesson_id(lesson, None, "intro"), lesson.intro.as_str()),
    ];
    for (n, ex) in lesson.exercises.iter().enumerate() {
        out.push((
            lesson_id(lesson, Some(n), "instruction"),
            ex.instruction.as_str(),
        ));
        out.push((lesson_id(lesson, Some(n), "praise"), ex.praise.as_str()));
        if let Some(tip) = &ex.off_tip {
            out.push((lesson_id(lesson, Some(n), "off-tip"), tip.as_str()));
        }
    }
    out
}

/// The message ids of the built-in lessons' texts (none when a file is damaged: the
/// tests keep them sound).
pub fn lesson_ids() -> Vec<String> {
    gambit_engine::learn::builtin()
        .unwrap_or_default()
        .iter()
        .flat_map(|lesson| lesson_messages(lesson).into_iter().map(|(id, _)| id))
        .collect()
}

/// How complete a language is: the messages it has, and the English ones it lacks (the
/// built-in lessons' words counted as messages of their own).
pub fn coverage(code: &str) -> Result<(usize, usize), String> {
    let lessons = lesson_ids();
    let english: HashSet<&str> = english_ids()
        .into_iter()
        .chain(lessons.iter().map(String::as_str))
        .collect();
    match code {
        // The pseudo-language is made from English, message by message.
        ENGLISH | PSEUDO => Ok((english.len(), 0)),
        other => {
            let sources = read_sources(other)?;
            let theirs: HashSet<&str> = sources.iter().flat_map(|s| message_ids(s)).collect();
            Ok((theirs.len(), english.difference(&theirs).count()))
        }
    }
}

/// The language of the desktop (`LC_ALL`, `LC_MESSAGES`, `LANG`, else the system's
/// locale) if the game offers it, else English.
pub fn desktop_language() -> &'static str {
    let from_env = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|var| std::env::var(var).ok())
        .find(|v| !v.is_empty() && v != "C" && v != "POSIX");
    from_env
        .or_else(sys_locale::get_locale)
        .map_or(ENGLISH, |locale| offered(&locale))
}

/// `pt_BR.UTF-8` → `pt-BR` if offered, else `pt`, else English.
fn offered(locale: &str) -> &'static str {
    let tag = locale
        .split(['.', '@'])
        .next()
        .unwrap_or_default()
        .replace('_', "-");
    let primary = tag.split('-').next().unwrap_or_default();
    [tag.as_str(), primary]
        .iter()
        .filter(|code| **code != PSEUDO)
        .find_map(|code| language(code))
        .map_or(ENGLISH, |l| l.code)
}

/// An argument of a message.
pub enum Arg<'a> {
    Text(std::borrow::Cow<'a, str>),
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text.into())
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(text.into())
    }
}

impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Number(n.into())
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Number(n as f64)
    }
}

impl From<i32> for Arg<'_> {
    fn from(n: i32) -> Self {
        Arg::Number(n.into())
    }
}

/// The message `id` in the language in force.
pub fn tr(id: &str) -> String {
    tr_with(id, &[])
}

/// The message `id` with its arguments, in the language in force.
pub fn tr_with(id: &str, args: &[(&str, Arg)]) -> String {
    say(&CURRENT.read().unwrap_or_else(|e| e.into_inner()), id, args)
}

/// A text written in English outside the catalogue (a lesson file's own words): the
/// message `id` of the language in force when it has one, else the English itself.
pub fn tr_or(id: &str, english: &str) -> String {
    say_or(
        &CURRENT.read().unwrap_or_else(|e| e.into_inner()),
        id,
        english,
    )
}

/// `tr_or` in `current`.
fn say_or(current: &Current, id: &str, english: &str) -> String {
    if let Some(bundle) = &current.bundle {
        if let Some(text) = format(bundle, id, &FluentArgs::new()) {
            return text;
        }
        note_missing(current, id);
    }
    if current.code == PSEUDO {
        pseudo(english)
    } else {
        english.to_string()
    }
}

/// `tr_or` in the language `code`, leaving the one in force alone (tests run side by side).
#[cfg(test)]
pub fn tr_or_in(code: &str, id: &str, english: &str) -> String {
    say_or(&load(code).unwrap(), id, english)
}

/// The message `id` in the language `code`, leaving the one in force alone (for tests and
/// tools that look at another language than the player's).
pub fn tr_in(code: &str, id: &str, args: &[(&str, Arg)]) -> Result<String, String> {
    Ok(say(&load(code)?, id, args))
}

/// The message `id` in `current`.
fn say(current: &Current, id: &str, args: &[(&str, Arg)]) -> String {
    let pseudo_language = current.code == PSEUDO;
    let mut fluent_args = FluentArgs::new();
    for (i, (name, value)) in args.iter().enumerate() {
        let value = match value {
            // The pseudo-language accents the message, never what is put in it: a
            // marker stands in for the text until then.
            Arg::Text(_) if pseudo_language => FluentValue::from(marker(i)),
            Arg::Text(text) => FluentValue::from(text.to_string()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent_args.set(*name, value);
    }
    if let Some(bundle) = &current.bundle {
        if let Some(text) = format(bundle, id, &fluent_args) {
            return text;
        }
        note_missing(current, id);
    }
    let english = format(&ENGLISH_BUNDLE, id, &fluent_args).unwrap_or_else(|| {
        bevy::log::error!("no message {id} in the English catalogue");
        id.to_string()
    });
    if !pseudo_language {
        return english;
    }
    let mut text = pseudo(&english);
    for (i, (_, value)) in args.iter().enumerate() {
        if let Arg::Text(value) = value {
            text = text.replace(&marker(i), value);
        }
    }
    text
}

/// The stand-in for argument `i` (private-use characters no message contains).
fn marker(i: usize) -> String {
    format!("\u{E000}{i}\u{E001}")
}

/// The message formatted, if the bundle has it.
fn format(bundle: &Bundle, id: &str, args: &FluentArgs) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    if !errors.is_empty() {
        bevy::log::warn!("message {id}: {errors:?}");
    }
    Some(text.into_owned())
}

/// "Not allowed" → "[Ñöţ àļļöŵéd]": letters accented, the whole bracketed.
fn pseudo(text: &str) -> String {
    const FROM: &str = "aceilnorstuwyzACEILNORSTUWYZ";
    const TO: &str = "àçéîļñöŕšţüŵýžÀÇÉÎĻÑÖŔŠŢÜŴÝŽ";
    let accented: String = text
        .chars()
        .map(|c| {
            FROM.chars()
                .position(|f| f == c)
                .and_then(|i| TO.chars().nth(i))
                .unwrap_or(c)
        })
        .collect();
    format!("[{accented}]")
}

/// Every message id of a catalogue's text, in order.
pub fn message_ids(ftl: &str) -> Vec<&str> {
    ftl.lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|line| line.split_once(" =").map(|(id, _)| id.trim()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message of `ftl` with its text (continuation lines joined).
    fn messages(ftl: &str) -> Vec<(&str, String)> {
        let mut out: Vec<(&str, String)> = Vec::new();
        for line in ftl.lines() {
            if let Some((id, text)) = line
                .split_once(" =")
                .filter(|_| line.starts_with(|c: char| c.is_ascii_lowercase()))
            {
                out.push((id.trim(), text.to_string()));
            } else if line.starts_with(' ')
                && let Some(last) = out.last_mut()
            {
                last.1.push_str(line);
            }
        }
        out
    }

    /// A sample value for each variable of an English message.
    fn sample_args(english: &str) -> FluentArgs<'static> {
        let mut args = FluentArgs::new();
        for var in english.split("{ $").skip(1) {
            let name = var.split([' ', '}']).next().unwrap_or_default();
            args.set(name.to_string(), FluentValue::from(2));
        }
        args
    }

    /// Message `id` of `bundle` formatted, failing on a missing message or a Fluent error.
    fn format_checked(bundle: &Bundle, code: &str, id: &str, args: Option<&FluentArgs>) -> String {
        let pattern = bundle
            .get_message(id)
            .and_then(|m| m.value())
            .unwrap_or_else(|| panic!("{code}: no message {id}"));
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        assert!(errors.is_empty(), "{code} {id}: {errors:?}");
        text.into_owned()
    }

    #[test]
    fn every_english_message_formats_with_its_arguments() {
        for (id, text) in ENGLISH_FILES.iter().flat_map(|(_, t)| messages(t)) {
            let out = format_checked(&ENGLISH_BUNDLE, ENGLISH, id, Some(&sample_args(&text)));
            assert!(!out.contains('\u{2068}'), "{id}: isolation marks");
        }
        assert!(english_ids().len() > 10);
    }

    /// The kebab-case string literals of `text` (`"refusal-game-over"`): message ids
    /// where the catalogue is used.
    fn kebab_literals(text: &str) -> Vec<&str> {
        let parts: Vec<&str> = text.split('"').collect();
        (1..parts.len())
            .step_by(2)
            .filter(|&i| {
                let s = parts[i];
                // A pattern (`"fork" =>`, `"pin" |`) is a value matched, not an id asked.
                let after = parts.get(i + 1).map_or("", |a| a.trim_start());
                s.contains('-')
                    && !s.starts_with('-')
                    && !s.ends_with('-')
                    && s.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                    && !after.starts_with("=>")
                    && !after.starts_with('|')
            })
            .map(|i| parts[i])
            .collect()
    }

    #[test]
    fn every_id_the_game_asks_for_is_in_the_english_catalogue() {
        let ids: HashSet<&str> = english_ids().into_iter().collect();
        let mut asked = 0;
        let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
        let mut stack = vec![std::path::PathBuf::from(src)];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                let whole = std::fs::read_to_string(&path).unwrap();
                // Unit tests at a file's end name values of their own.
                let text = whole.split("#[cfg(test)]").next().unwrap_or_default();
                let uses = text.contains("catalogue::") || text.contains("use super::catalogue");
                // A lesson's ids are made from its file (checked by the language tests).
                if !uses || path.ends_with("catalogue.rs") || path.ends_with("words/lesson.rs") {
                    continue;
                }
                for id in kebab_literals(text) {
                    asked += 1;
                    assert!(
                        ids.contains(id),
                        "{}: {id} is not in the English catalogue",
                        path.display()
                    );
                }
            }
        }
        assert!(asked > 10, "only {asked} message ids found");
    }

    #[test]
    fn the_pseudo_language_accents_and_brackets_every_message_and_english_is_plain() {
        // A language of its own, not the one in force: other tests read that.
        let qps = Current {
            code: PSEUDO,
            bundle: None,
        };
        let args = [("move", "e2e5".into()), ("reason", "no".into())];
        let text = say(&qps, "move-not-allowed", &args);
        assert_eq!(
            text, "[Ñöţ àļļöŵéd — e2e5: no]",
            "the arguments stay as given"
        );
        let english = Current {
            code: ENGLISH,
            bundle: None,
        };
        assert_eq!(say(&english, "refusal-game-over", &[]), "The game is over.");
        assert!(set_language("xx").unwrap_err().contains("en, de, es"));
        assert_eq!(current(), ENGLISH, "a refused code changes nothing");
    }

    /// Each offered language's messages formatted with sample arguments (the English
    /// message's variables), each with no Fluent error.
    fn formatted(code: &str) -> Vec<(String, String)> {
        let sources = match code {
            ENGLISH | PSEUDO => ENGLISH_FILES.iter().map(|(_, t)| t.to_string()).collect(),
            other => read_sources(other).unwrap(),
        };
        let bundle = bundle(code, &sources).unwrap();
        let mut out = Vec::new();
        for (id, english) in ENGLISH_FILES.iter().flat_map(|(_, t)| messages(t)) {
            let text = format_checked(&bundle, code, id, Some(&sample_args(&english)));
            out.push((id.to_string(), text));
        }
        // The lessons' texts: English from their files, other languages' from lessons.ftl.
        for lesson in gambit_engine::learn::builtin().unwrap() {
            for (id, english) in lesson_messages(&lesson) {
                let text = match code {
                    ENGLISH | PSEUDO => english.to_string(),
                    _ => format_checked(&bundle, code, &id, None),
                };
                out.push((id, text));
            }
        }
        out
    }

    #[test]
    fn every_language_has_every_message_and_each_formats() {
        let english = english_ids().len();
        for language in LANGUAGES {
            let (messages, missing) = coverage(language.code).unwrap();
            assert_eq!(missing, 0, "{}: messages missing", language.code);
            assert!(
                messages >= english,
                "{}: {messages} of {english}",
                language.code
            );
            let lessons = lesson_ids().len();
            let formatted = formatted(language.code).len();
            assert_eq!(formatted, english + lessons, "{}", language.code);
        }
    }

    /// No tofu: egui's built-in fonts (the game adds none) hold every character of every
    /// message in every language.
    #[test]
    fn every_message_can_be_drawn_with_the_built_in_fonts() {
        use bevy_egui::egui;
        let fonts = egui::FontDefinitions::default();
        let faces: Vec<ttf_parser::Face> = fonts.families[&egui::FontFamily::Proportional]
            .iter()
            .map(|name| {
                let data = &fonts.font_data[name];
                ttf_parser::Face::parse(&data.font, data.index).unwrap()
            })
            .collect();
        let drawn = |c: char| faces.iter().any(|f| f.glyph_index(c).is_some());
        assert!(
            drawn('é') && drawn('Ж') && !drawn('中'),
            "the fonts are not read right"
        );
        let mut missing: Vec<String> = "♔♕♖♗♘♙♚♛♜♝♞"
            .chars()
            .filter(|&c| !drawn(c))
            .map(|c| format!("figurine {c:?}"))
            .collect();
        for language in LANGUAGES {
            for (id, text) in formatted(language.code) {
                let text = if language.code == PSEUDO {
                    pseudo(&text)
                } else {
                    text
                };
                for c in text.chars().filter(|c| !c.is_whitespace()) {
                    if !drawn(c) {
                        missing.push(format!("{} {id}: {c:?}", language.code));
                    }
                }
            }
        }
        assert!(missing.is_empty(), "no glyph for:\n{}", missing.join("\n"));
    }

    #[test]
    fn the_desktop_locale_picks_an_offered_language_or_english() {
        assert_eq!(offered("en_GB.UTF-8"), "en");
        assert_eq!(offered("de_AT.UTF-8"), "de");
        assert_eq!(offered("pt_BR.UTF-8"), "pt-BR");
        assert_eq!(
            offered("pt_PT.UTF-8"),
            "en",
            "Portuguese of Portugal is not offered"
        );
        assert_eq!(offered("ru_RU.UTF-8@euro"), "ru");
        assert_eq!(offered("xx_YY"), "en");
        assert_eq!(
            offered("qps"),
            "en",
            "the pseudo-language is never picked for a player"
        );
    }
}
