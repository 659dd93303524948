//! Settings → Engines: external UCI engines added by their program's path (an installed
//! Stockfish is offered by itself), each with its strength, threads, hash and time or
//! depth per move, and the engine that answers hints and draw offers and reviews games. An engine is tried
//! (started on a thread, its handshake read) before it is added, so its name comes from
//! its `id name` and a program that is not a UCI engine is refused with the reason.

use std::{collections::HashMap, fmt, path::PathBuf, time::Duration};

use bevy_egui::egui;
use gambit_engine::external::{
    EngineConfig, MoveLimit, OptionKind, Starting, Strength, Timeouts, UciEngine, engine_program,
    find_option, find_stockfish,
};

use crate::{
    game::{
        external::Engines,
        judge::{EngineSettings, Installed, Judge, judge_among},
    },
    ui::catalogue::{tr, tr_with},
};

const WARN: egui::Color32 = egui::Color32::from_rgb(255, 120, 100);
const GOOD: egui::Color32 = egui::Color32::from_rgb(140, 210, 140);

/// The Engines section's state between frames.
#[derive(Default)]
pub struct EnginesForm {
    /// The program typed in the Add field.
    pub path: String,
    /// An engine being tried before it is added.
    trying: Option<(PathBuf, Starting)>,
    /// The last add's outcome, and whether it went wrong.
    note: Option<(String, bool)>,
    /// What each engine tried this run said about itself (its strength setting…).
    known: HashMap<PathBuf, String>,
    /// An installed Stockfish, looked for once.
    stockfish: Option<Option<PathBuf>>,
    /// The engine whose fields are shown.
    open: Option<PathBuf>,
}

impl fmt::Debug for EnginesForm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EnginesForm")
            .field("path", &self.path)
            .field("trying", &self.trying.as_ref().map(|(p, _)| p))
            .field("note", &self.note)
            .finish()
    }
}

impl EnginesForm {
    /// Starts trying the program typed (a bare name is looked up on `PATH` and in the
    /// usual folders), unless it is already in the list.
    pub fn add(&mut self, settings: &EngineSettings) {
        let typed = self.path.trim();
        if typed.is_empty() {
            self.note = Some((tr("engines-type-path-first"), true));
            return;
        }
        let path = engine_program(PathBuf::from(typed));
        if settings.engines.iter().any(|c| c.path == path) {
            let shown = path.display().to_string();
            let note = tr_with("engines-already-listed", &[("path", shown.into())]);
            self.note = Some((note, true));
            return;
        }
        let starting =
            UciEngine::start_in_background(EngineConfig::new(&path), Timeouts::default());
        self.note = None;
        self.trying = Some((path, starting));
    }

    /// Whether an engine is being tried (the window should keep drawing).
    pub fn busy(&self) -> bool {
        self.trying.is_some()
    }

    /// Takes the tried engine's answer: on success its configuration is added to
    /// `settings` (and the engine shut down through `engines`), and `true` returned.
    pub fn poll(&mut self, settings: &mut EngineSettings, engines: &mut Engines) -> bool {
        let Some((path, starting)) = &mut self.trying else {
            return false;
        };
        let Some(answer) = starting.poll() else {
            return false;
        };
        let path = path.clone();
        self.trying = None;
        match answer {
            Ok(engine) => {
                let mut config = EngineConfig::new(&path);
                config.name = engine.id().name.clone();
                self.known.insert(path.clone(), describe(&engine));
                let name = config.name.as_str().into();
                self.note = Some((tr_with("engines-added", &[("name", name)]), false));
                self.path.clear();
                self.open = Some(path);
                settings.engines.push(config);
                engines.retire(engine);
                true
            }
            Err(e) => {
                self.note = Some((crate::ui::words::engine_error(&e), true));
                false
            }
        }
    }
}

/// How the engine's strength can be set, and its threads and hash.
fn describe(engine: &UciEngine) -> String {
    let options = &engine.id().options;
    let range = |name: &str| match find_option(options, name).map(|o| &o.kind) {
        Some(OptionKind::Spin { min, max, .. }) => Some(format!("{name} {min}–{max}")),
        _ => None,
    };
    let strength = range("UCI_Elo")
        .filter(|_| find_option(options, "UCI_LimitStrength").is_some())
        .or_else(|| range("Skill Level"))
        .unwrap_or_else(|| tr("engines-no-strength-setting"));
    // The UCI options' own names (Threads 1–1024), as the engine gives them.
    let mut has: Vec<String> = ["Threads", "Hash"].into_iter().filter_map(&range).collect();
    has.insert(
        0,
        tr_with("engines-strength-by", &[("option", strength.into())]),
    );
    let id = engine.id();
    let args = [
        ("name", id.name.as_str().into()),
        ("author", id.author.as_str().into()),
        ("options", has.join(", ").into()),
    ];
    tr_with("engines-described", &args)
}

/// The section; returns whether `settings` changed (a change is saved).
pub fn engines_section(
    ui: &mut egui::Ui,
    settings: &mut EngineSettings,
    form: &mut EnginesForm,
    engines: &mut Engines,
    installed: &Installed,
) -> bool {
    let added = form.poll(settings, engines);
    ui.separator();
    ui.label(egui::RichText::new(tr("engines-title")).strong());
    let mut list = settings.engines.clone();
    let mut judge = settings.judge.clone();
    let mut remove = None;
    for (i, config) in list.iter_mut().enumerate() {
        // Not a collapsing header: its animation would stall in the reactive window.
        let open = form.open.as_ref() == Some(&config.path);
        let mark = if open { "⏷" } else { "⏵" };
        let title = format!("{mark} {}", settings.engine_name(&config.path));
        if ui.selectable_label(open, title).clicked() {
            form.open = (!open).then(|| config.path.clone());
        }
        if !open {
            continue;
        }
        ui.indent(("engine", i), |ui| {
            ui.label(egui::RichText::new(config.path.display().to_string()).weak());
            if let Some(text) = form.known.get(&config.path) {
                ui.label(egui::RichText::new(text).weak());
            }
            engine_fields(ui, config);
            if ui.button(tr("engines-remove")).clicked() {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        let gone = list.remove(i);
        if settings.judges(&gone.path) {
            judge = Judge::Automatic;
        }
    }
    add_row(ui, settings, form);
    ui.horizontal(|ui| {
        ui.label(tr("engines-judge"));
        let name = |j: &Judge| match j {
            Judge::Automatic => tr("engines-judge-automatic"),
            Judge::BuiltIn => tr("engines-judge-builtin"),
            Judge::Engine(p) => settings.engine_name(p),
        };
        egui::ComboBox::from_id_salt("judge")
            .selected_text(name(&judge))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut judge, Judge::Automatic, name(&Judge::Automatic));
                ui.selectable_value(&mut judge, Judge::BuiltIn, name(&Judge::BuiltIn));
                for c in &list {
                    let choice = Judge::Engine(c.path.clone());
                    let text = name(&choice);
                    ui.selectable_value(&mut judge, choice, text);
                }
            });
    });
    if judge == Judge::Automatic {
        let chosen = judge_among(&Judge::Automatic, &list, installed)
            .map_or_else(|| tr("engines-builtin-judges"), |c| c.name);
        let text = tr_with("engines-judge-automatic-now", &[("engine", chosen.into())]);
        ui.label(egui::RichText::new(text).weak());
    }
    let changed = list != settings.engines || judge != settings.judge;
    if changed {
        settings.engines = list;
        settings.judge = judge;
    }
    added || changed
}

fn add_row(ui: &mut egui::Ui, settings: &EngineSettings, form: &mut EnginesForm) {
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut form.path)
                .hint_text(tr("engines-path-hint"))
                .desired_width(300.0),
        );
        if ui
            .add_enabled(!form.busy(), egui::Button::new(tr("engines-add")))
            .clicked()
        {
            form.add(settings);
        }
    });
    let found = form.stockfish.get_or_insert_with(find_stockfish).clone();
    if let Some(path) = found.filter(|p| !settings.engines.iter().any(|c| &c.path == p)) {
        ui.horizontal(|ui| {
            let shown = path.display().to_string();
            ui.label(tr_with(
                "engines-stockfish-found",
                &[("path", shown.into())],
            ));
            if ui
                .add_enabled(!form.busy(), egui::Button::new(tr("engines-add-it")))
                .clicked()
            {
                form.path = path.display().to_string();
                form.add(settings);
            }
        });
    }
    if let Some((path, _)) = &form.trying {
        ui.horizontal(|ui| {
            ui.spinner();
            let shown = path.display().to_string();
            ui.label(tr_with("engines-trying", &[("path", shown.into())]));
        });
    }
    if let Some((text, bad)) = &form.note {
        ui.colored_label(if *bad { WARN } else { GOOD }, text);
    }
}

/// Strength, threads, hash and the limit per move of one engine.
fn engine_fields(ui: &mut egui::Ui, config: &mut EngineConfig) {
    ui.horizontal(|ui| {
        ui.label(tr("engines-strength"));
        let mut elo = match config.strength {
            Strength::Elo { elo } => elo,
            Strength::Full => 1500,
        };
        let mut limited = matches!(config.strength, Strength::Elo { .. });
        ui.radio_value(&mut limited, false, tr("engines-strength-full"));
        ui.radio_value(&mut limited, true, tr("engines-strength-about"));
        ui.add_enabled(
            limited,
            egui::DragValue::new(&mut elo)
                .range(500..=3500)
                .suffix(tr("engines-elo-suffix")),
        );
        config.strength = if limited {
            Strength::Elo { elo }
        } else {
            Strength::Full
        };
    });
    ui.horizontal(|ui| {
        for (label, value, max, unit) in [
            (
                tr("engines-threads"),
                &mut config.threads,
                256,
                String::new(),
            ),
            (
                tr("engines-hash"),
                &mut config.hash_mb,
                65536,
                tr("engines-mib-suffix"),
            ),
        ] {
            ui.label(label);
            let default = tr("engines-default");
            let mut n = value.unwrap_or(0);
            ui.add(
                egui::DragValue::new(&mut n)
                    .range(0..=max)
                    .custom_formatter(move |v, _| {
                        if v == 0.0 {
                            default.clone()
                        } else {
                            format!("{v}{unit}")
                        }
                    }),
            );
            *value = (n > 0).then_some(n);
        }
    });
    ui.horizontal(|ui| {
        ui.label(tr("engines-per-move"));
        let (mut secs, mut plies) = match config.per_move {
            MoveLimit::Time { per_move } => (per_move.as_secs_f32(), 12),
            MoveLimit::Depth { plies } => (1.0, plies),
        };
        let mut by_depth = matches!(config.per_move, MoveLimit::Depth { .. });
        ui.radio_value(&mut by_depth, false, "");
        ui.add_enabled(
            !by_depth,
            egui::DragValue::new(&mut secs)
                .range(0.1..=60.0)
                .speed(0.1)
                .suffix(tr("engines-seconds-suffix")),
        );
        ui.radio_value(&mut by_depth, true, "");
        let plies_suffix = tr_with("engines-plies-suffix", &[("count", plies.into())]);
        ui.add_enabled(
            by_depth,
            egui::DragValue::new(&mut plies)
                .range(1..=60)
                .suffix(plies_suffix),
        );
        config.per_move = if by_depth {
            MoveLimit::Depth { plies }
        } else {
            // Whole milliseconds, so the value read back each frame stays the same.
            MoveLimit::Time {
                per_move: Duration::from_millis((secs * 1000.0).round() as u64),
            }
        };
    });
}
