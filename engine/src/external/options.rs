//! The options an engine advertises (`option name … type …`) and the `setoption`
//! commands that carry a configuration to it: strength, threads, hash.

use super::config::{EngineConfig, Strength};

/// One option an engine advertised during the handshake.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineOption {
    /// The name as the engine spells it (UCI option names are not case sensitive).
    pub name: String,
    pub kind: OptionKind,
}

/// An option's type, default and range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionKind {
    Check {
        default: bool,
    },
    /// A whole number. A missing bound is the widest possible.
    Spin {
        default: i64,
        min: i64,
        max: i64,
    },
    Combo {
        default: String,
        vars: Vec<String>,
    },
    /// Free text; UCI writes an empty default as `<empty>`, kept here as "".
    String {
        default: String,
    },
    Button,
}

/// The words that end a field of an `option` line.
const FIELDS: &[&str] = &["name", "type", "default", "min", "max", "var"];

/// An `option name <name> type <type> [default x] [min n] [max n] [var v]…` line;
/// `None` for other lines and for options too garbled to use.
pub(super) fn parse_option(line: &str) -> Option<EngineOption> {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    if tokens.first() != Some(&"option") || tokens.get(1) != Some(&"name") {
        return None;
    }
    // The name runs to the first `type`; it may hold spaces ("Skill Level").
    let type_at = tokens.iter().position(|&t| t == "type")?;
    let name = tokens[2..type_at].join(" ");
    let kind_word = *tokens.get(type_at + 1)?;
    if name.is_empty() {
        return None;
    }
    // The other fields, each running to the next field word.
    let mut default: Option<String> = None;
    let (mut min, mut max) = (None, None);
    let mut vars = Vec::new();
    let mut i = type_at + 2;
    while i < tokens.len() {
        let field = tokens[i];
        let end = tokens[i + 1..]
            .iter()
            .position(|t| FIELDS.contains(t))
            .map_or(tokens.len(), |n| i + 1 + n);
        let value = tokens[i + 1..end].join(" ");
        match field {
            "default" => default = Some(value),
            "min" => min = value.parse::<i64>().ok(),
            "max" => max = value.parse::<i64>().ok(),
            "var" => vars.push(value),
            _ => {}
        }
        i = end;
    }
    let kind = match kind_word {
        "check" => OptionKind::Check {
            default: default.is_some_and(|d| d.eq_ignore_ascii_case("true")),
        },
        "spin" => {
            let (min, max) = (min.unwrap_or(i64::MIN), max.unwrap_or(i64::MAX));
            if min > max {
                return None;
            }
            let default = default.and_then(|d| d.parse::<i64>().ok()).unwrap_or(min);
            OptionKind::Spin {
                default: clamp(default, min, max),
                min,
                max,
            }
        }
        "combo" => OptionKind::Combo {
            default: default.unwrap_or_default(),
            vars,
        },
        "string" => OptionKind::String {
            default: default.filter(|d| d != "<empty>").unwrap_or_default(),
        },
        "button" => OptionKind::Button,
        _ => return None,
    };
    Some(EngineOption { name, kind })
}

/// `v` within `min..=max`, whatever the bounds (no panic when they cross).
fn clamp(v: i64, min: i64, max: i64) -> i64 {
    v.max(min).min(max)
}

/// The option called `name` (case-insensitively), if the engine has one.
pub fn find_option<'a>(options: &'a [EngineOption], name: &str) -> Option<&'a EngineOption> {
    options.iter().find(|o| o.name.eq_ignore_ascii_case(name))
}

/// The range of a spin option called `name`.
fn spin(options: &[EngineOption], name: &str) -> Option<(String, i64, i64)> {
    match find_option(options, name)? {
        EngineOption {
            name,
            kind: OptionKind::Spin { min, max, .. },
        } => Some((name.clone(), *min, *max)),
        _ => None,
    }
}

/// The range of a `Skill Level` spin: the engine's own bounds, the usual 0–20 for a
/// bound it leaves out (parsed as the widest possible, which no engine means).
fn skill_range(min: i64, max: i64) -> (i64, i64) {
    let lo = if min == i64::MIN { 0.min(max) } else { min };
    let hi = if max == i64::MAX { 20.max(lo) } else { max };
    (lo, hi)
}

/// How a configured strength was carried out on a given engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AppliedStrength {
    /// Full strength: asked for, or the engine has no way to play weaker.
    Full,
    /// `UCI_LimitStrength` on, `UCI_Elo` at this value (the wish clamped to its range).
    Elo(i64),
    /// `Skill Level` at this value (the Elo wish mapped onto its range).
    SkillLevel(i64),
}

/// Elo at an engine's lowest and highest `Skill Level`, for engines without `UCI_Elo`:
/// rough, after Stockfish's own Elo range for its skill levels.
const SKILL_ELO_RANGE: (i64, i64) = (1350, 2850);

/// The `setoption` commands (name, value) that carry `config` to an engine with
/// `options`, and how its strength was applied. Options the engine lacks are left out.
pub(super) fn settings(
    options: &[EngineOption],
    config: &EngineConfig,
) -> (Vec<(String, String)>, AppliedStrength) {
    let mut out = Vec::new();
    let mut applied = AppliedStrength::Full;
    let limit = find_option(options, "UCI_LimitStrength")
        .filter(|o| matches!(o.kind, OptionKind::Check { .. }));
    let elo = spin(options, "UCI_Elo");
    let skill = spin(options, "Skill Level").map(|(name, min, max)| {
        let (lo, hi) = skill_range(min, max);
        (name, lo, hi)
    });
    match config.strength {
        Strength::Elo { elo: wish } => {
            let wish = i64::from(wish);
            if let (Some(limit), Some((elo_name, min, max))) = (limit, &elo) {
                let v = clamp(wish, *min, *max);
                out.push((limit.name.clone(), "true".to_string()));
                out.push((elo_name.clone(), v.to_string()));
                applied = AppliedStrength::Elo(v);
            } else if let Some((skill_name, min, max)) = &skill {
                let (lo, hi) = SKILL_ELO_RANGE;
                let part = (clamp(wish, lo, hi) - lo) as f64 / (hi - lo) as f64;
                // In f64: `max - min` may not fit an i64; the cast back saturates.
                let (min, max) = (*min, *max);
                let v = (min as f64 + part * (max as f64 - min as f64)).round() as i64;
                let v = clamp(v, min, max);
                out.push((skill_name.clone(), v.to_string()));
                applied = AppliedStrength::SkillLevel(v);
            }
        }
        Strength::Full => {
            // An engine may start limited (a saved default); say full strength outright.
            if let Some(limit) = limit {
                out.push((limit.name.clone(), "false".to_string()));
            }
            if let Some((skill_name, _, max)) = &skill {
                out.push((skill_name.clone(), max.to_string()));
            }
        }
    }
    for (name, wish) in [("Threads", config.threads), ("Hash", config.hash_mb)] {
        if let (Some(wish), Some((name, min, max))) = (wish, spin(options, name)) {
            out.push((name, clamp(i64::from(wish), min, max).to_string()));
        }
    }
    (out, applied)
}

/// `setoption name <name> value <value>`.
pub(super) fn setoption_line(name: &str, value: &str) -> String {
    format!("setoption name {name} value {value}")
}

#[cfg(test)]
mod tests {
    use super::*;

    const STOCKFISH: &[&str] = &[
        "option name Debug Log File type string default ",
        "option name Threads type spin default 1 min 1 max 1024",
        "option name Hash type spin default 16 min 1 max 33554432",
        "option name Clear Hash type button",
        "option name Skill Level type spin default 20 min 0 max 20",
        "option name UCI_LimitStrength type check default false",
        "option name UCI_Elo type spin default 1350 min 1350 max 2850",
        "option name SyzygyPath type string default <empty>",
        "option name Style type combo default Normal var Solid var Normal var Risky Play",
    ];

    fn options(lines: &[&str]) -> Vec<EngineOption> {
        lines.iter().filter_map(|l| parse_option(l)).collect()
    }

    #[test]
    fn option_lines_of_every_type() {
        let o = options(STOCKFISH);
        assert_eq!(o.len(), STOCKFISH.len());
        assert_eq!(
            o[0].kind,
            OptionKind::String {
                default: String::new()
            }
        );
        assert_eq!(
            find_option(&o, "skill level").unwrap().kind,
            OptionKind::Spin {
                default: 20,
                min: 0,
                max: 20
            }
        );
        assert_eq!(o[3].kind, OptionKind::Button);
        assert_eq!(o[5].kind, OptionKind::Check { default: false });
        assert_eq!(
            o[7].kind,
            OptionKind::String {
                default: String::new()
            }
        );
        assert_eq!(
            o[8].kind,
            OptionKind::Combo {
                default: "Normal".into(),
                vars: vec!["Solid".into(), "Normal".into(), "Risky Play".into()]
            }
        );
        // Garbled lines are skipped, not fatal.
        for bad in [
            "option name type spin",
            "option name X",
            "option name X type wobble",
            "option name X type spin min 10 max 1",
            "options name X type check",
        ] {
            assert_eq!(parse_option(bad), None, "{bad}");
        }
        // A spin without bounds or default.
        assert_eq!(
            parse_option("option name N type spin").unwrap().kind,
            OptionKind::Spin {
                default: i64::MIN,
                min: i64::MIN,
                max: i64::MAX
            }
        );
    }

    fn config(strength: Strength) -> EngineConfig {
        EngineConfig {
            strength,
            threads: Some(2),
            hash_mb: Some(64),
            ..EngineConfig::default()
        }
    }

    fn pairs(v: &[(String, String)]) -> Vec<String> {
        v.iter().map(|(n, v)| format!("{n}={v}")).collect()
    }

    #[test]
    fn elo_goes_to_uci_elo_clamped_to_its_range() {
        let o = options(STOCKFISH);
        let (set, applied) = settings(&o, &config(Strength::Elo { elo: 1000 }));
        assert_eq!(applied, AppliedStrength::Elo(1350));
        assert_eq!(
            pairs(&set),
            [
                "UCI_LimitStrength=true",
                "UCI_Elo=1350",
                "Threads=2",
                "Hash=64"
            ]
        );
        let (_, applied) = settings(&o, &config(Strength::Elo { elo: 2000 }));
        assert_eq!(applied, AppliedStrength::Elo(2000));
        let (set, applied) = settings(&o, &config(Strength::Full));
        assert_eq!(applied, AppliedStrength::Full);
        assert_eq!(
            pairs(&set),
            [
                "UCI_LimitStrength=false",
                "Skill Level=20",
                "Threads=2",
                "Hash=64"
            ]
        );
    }

    #[test]
    fn without_uci_elo_the_skill_level_is_used_else_full_strength() {
        let skill_only = options(&[
            "option name Skill Level type spin default 20 min 0 max 20",
            "option name Hash type spin default 16 min 1 max 32",
        ]);
        let (set, applied) = settings(&skill_only, &config(Strength::Elo { elo: 2100 }));
        // 2100 is half way from 1350 to 2850.
        assert_eq!(applied, AppliedStrength::SkillLevel(10));
        assert_eq!(pairs(&set), ["Skill Level=10", "Hash=32"]);
        let (_, applied) = settings(&skill_only, &config(Strength::Elo { elo: 100 }));
        assert_eq!(applied, AppliedStrength::SkillLevel(0));

        // UCI_Elo without UCI_LimitStrength is not enough to limit strength.
        let elo_only = options(&["option name UCI_Elo type spin default 1500 min 1000 max 2000"]);
        let (set, applied) = settings(&elo_only, &config(Strength::Elo { elo: 1500 }));
        assert_eq!(applied, AppliedStrength::Full);
        assert!(set.is_empty());

        let (set, applied) = settings(&[], &config(Strength::Elo { elo: 1500 }));
        assert_eq!((set.len(), applied), (0, AppliedStrength::Full));
        assert_eq!(
            setoption_line("Skill Level", "3"),
            "setoption name Skill Level value 3"
        );
    }

    #[test]
    fn a_skill_level_is_kept_within_its_range_or_0_to_20() {
        let skill = |line: &str, strength| {
            let (set, applied) = settings(&options(&[line]), &config(strength));
            let sent = pairs(&set)
                .into_iter()
                .find(|p| p.starts_with("Skill Level="));
            (sent, applied)
        };
        let full = Strength::Full;
        let elo = |elo| Strength::Elo { elo };
        // No min/max (parsed as the widest range): the usual 0-20, never an overflowed value.
        let unbounded = "option name Skill Level type spin default 20";
        assert_eq!(skill(unbounded, full).0.as_deref(), Some("Skill Level=20"));
        for (wish, level) in [(0, 0), (1350, 0), (2100, 10), (2850, 20), (u32::MAX, 20)] {
            let (sent, applied) = skill(unbounded, elo(wish));
            assert_eq!(applied, AppliedStrength::SkillLevel(level), "{wish}");
            assert_eq!(sent, Some(format!("Skill Level={level}")), "{wish}");
        }
        // Its own bounds when it gives them; the usual one for a bound it leaves out.
        let bounded = "option name Skill Level type spin default 5 min -10 max 10";
        assert_eq!(skill(bounded, full).0.as_deref(), Some("Skill Level=10"));
        assert_eq!(skill(bounded, elo(0)).1, AppliedStrength::SkillLevel(-10));
        assert_eq!(
            skill(bounded, elo(u32::MAX)).1,
            AppliedStrength::SkillLevel(10)
        );
        let only_min = "option name Skill Level type spin default 5 min 1";
        assert_eq!(skill(only_min, full).0.as_deref(), Some("Skill Level=20"));
        assert_eq!(skill(only_min, elo(0)).1, AppliedStrength::SkillLevel(1));
        let only_max = "option name Skill Level type spin default 5 max 8";
        assert_eq!(skill(only_max, elo(0)).1, AppliedStrength::SkillLevel(0));
        assert_eq!(skill(only_max, full).0.as_deref(), Some("Skill Level=8"));
        // A range too wide to subtract in i64 does not overflow.
        let huge =
            "option name Skill Level type spin min -5000000000000000000 max 5000000000000000000";
        let AppliedStrength::SkillLevel(v) = skill(huge, elo(2100)).1 else {
            panic!("no skill level");
        };
        assert!(v.unsigned_abs() < 1_000_000_000, "{v}");
    }
}
