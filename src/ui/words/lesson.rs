//! A lesson's own words (title, intro, and each exercise's instruction, praise and tip) in
//! the player's language. The lesson file is written in English and stays whole; each of
//! its texts is the message `lesson-ID-title`, `lesson-ID-intro` or `lesson-ID-N-FIELD`
//! (N counts exercises from 1) of `assets/locales/CODE/lessons.ftl`, and its English is
//! the file's own text (why: `docs/translating.md`).

use gambit_engine::{
    learn::{Lesson, Wrong},
    session::Refusal,
};

use crate::{
    game::tries::WrongTry,
    ui::catalogue::{lesson_id as id, tr_or},
};

pub fn title(lesson: &Lesson) -> String {
    tr_or(&id(lesson, None, "title"), &lesson.title)
}

pub fn intro(lesson: &Lesson) -> String {
    tr_or(&id(lesson, None, "intro"), &lesson.intro)
}

/// Exercise `n`'s (from 0) instruction.
pub fn instruction(lesson: &Lesson, n: usize) -> String {
    let english = lesson
        .exercises
        .get(n)
        .map_or("", |e| e.instruction.as_str());
    tr_or(&id(lesson, Some(n), "instruction"), english)
}

/// Exercise `n`'s (from 0) praise.
pub fn praise(lesson: &Lesson, n: usize) -> String {
    let english = lesson.exercises.get(n).map_or("", |e| e.praise.as_str());
    tr_or(&id(lesson, Some(n), "praise"), english)
}

/// Exercise `n`'s (from 0) words for a move off its tip, given their English.
fn off_tip(lesson: &Lesson, n: usize, english: &str) -> String {
    tr_or(&id(lesson, Some(n), "off-tip"), english)
}

/// Why a try at exercise `n` (from 0) was refused: the lesson's own tip in the player's
/// language when it is one, else the rules' reason.
pub fn wrong_try(lesson: &Lesson, n: usize, why: &WrongTry) -> String {
    match why {
        WrongTry::Refused(Refusal::Lesson(Wrong::OffTip(Some(english)))) => {
            off_tip(lesson, n, english)
        }
        other => super::wrong_try(other),
    }
}

/// The lesson with its texts in the player's language (for the text protocol, which
/// runs in one language from start to end).
pub fn translated(lesson: &Lesson) -> Lesson {
    let mut out = lesson.clone();
    out.title = title(lesson);
    out.intro = intro(lesson);
    for (n, ex) in out.exercises.iter_mut().enumerate() {
        ex.instruction = instruction(lesson, n);
        ex.praise = praise(lesson, n);
        ex.off_tip = ex
            .off_tip
            .as_deref()
            .map(|english| off_tip(lesson, n, english));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::catalogue::{
        ENGLISH, PSEUDO, lesson_ids as builtin_ids, lesson_messages as messages, tr_or_in,
    };

    /// A text of the lesson, worded in `code` as `tr_or` does.
    fn in_language(code: &str, lesson: &Lesson, n: Option<usize>, field: &str) -> String {
        let english = messages(lesson)
            .into_iter()
            .find(|(i, _)| *i == id(lesson, n, field))
            .map(|(_, e)| e.to_string())
            .unwrap();
        tr_or_in(code, &id(lesson, n, field), &english)
    }

    #[test]
    fn a_lesson_reads_in_the_language_chosen_and_its_file_is_the_english() {
        let rook = gambit_engine::learn::builtin_lesson("rook").unwrap();
        assert_eq!(in_language(ENGLISH, &rook, None, "title"), rook.title);
        assert_eq!(title(&rook), rook.title, "English is in force in tests");
        assert_eq!(instruction(&rook, 0), rook.exercises[0].instruction);
        assert_eq!(praise(&rook, 1), rook.exercises[1].praise);
        for code in ["de", "ru"] {
            assert_ne!(
                in_language(code, &rook, None, "title"),
                rook.title,
                "{code}"
            );
            let said = in_language(code, &rook, Some(0), "instruction");
            assert_ne!(said, rook.exercises[0].instruction, "{code}");
        }
        assert!(in_language(PSEUDO, &rook, None, "title").starts_with('['));
        assert_eq!(
            translated(&rook).exercises[2].praise,
            rook.exercises[2].praise
        );
    }

    #[test]
    fn a_tip_is_worded_from_the_lesson_and_other_reasons_from_the_rules() {
        let tips = gambit_engine::learn::builtin_lesson("tips").unwrap();
        let english = tips.exercises[0].off_tip.clone().unwrap();
        let off = WrongTry::Refused(Refusal::Lesson(Wrong::OffTip(Some(english.clone()))));
        assert_eq!(wrong_try(&tips, 0, &off), english);
        let tip = in_language("fr", &tips, Some(0), "off-tip");
        assert!(!tip.is_empty() && tip != english, "{tip}");
        let other = WrongTry::Refused(Refusal::Lesson(Wrong::KingWaits));
        assert_eq!(wrong_try(&tips, 0, &other), super::super::wrong_try(&other));
    }

    #[test]
    fn every_built_in_text_has_its_own_id() {
        let ids = builtin_ids();
        let unique: std::collections::HashSet<&String> = ids.iter().collect();
        assert_eq!(unique.len(), ids.len());
        assert!(ids.len() > 150, "{}", ids.len());
    }
}
