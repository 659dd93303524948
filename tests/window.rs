//! Real-window check: runs the built game under Xvfb (Mesa's software Vulkan works) with
//! `--screenshot`, then checks the picture shows the board. Starts its own Xvfb when
//! `DISPLAY` is unset. Without Xvfb it fails under CI (`CI` set) and skips elsewhere.

use std::{
    io::{BufRead, BufReader},
    path::Path,
    process::{Child, Command, Stdio},
    thread::sleep,
    time::{Duration, Instant},
};

struct Xvfb(Child);

impl Drop for Xvfb {
    fn drop(&mut self) {
        // SIGTERM lets Xvfb remove its lock file and socket; SIGKILL would not.
        let terminated = Command::new("kill")
            .arg(self.0.id().to_string())
            .status()
            .is_ok_and(|s| s.success());
        if !terminated {
            let _ = self.0.kill();
        }
        let _ = self.0.wait();
    }
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

/// A display for a test that drives the window with `tools`: none (skipped) where they are
/// missing, except under CI, where that fails.
fn display_for(tools: &[&str]) -> Option<(String, Option<Xvfb>)> {
    let missing: Vec<&str> = tools.iter().copied().filter(|t| !on_path(t)).collect();
    if !missing.is_empty() {
        assert!(
            std::env::var_os("CI").is_none(),
            "{missing:?} required for the window tests under CI"
        );
        eprintln!("skipping: no {missing:?}");
        return None;
    }
    display()
}

/// A display to draw on: the current one, or a private Xvfb server.
fn display() -> Option<(String, Option<Xvfb>)> {
    if let Ok(d) = std::env::var("DISPLAY")
        && !d.is_empty()
    {
        return Some((d, None));
    }
    if !on_path("Xvfb") {
        assert!(
            std::env::var_os("CI").is_none(),
            "Xvfb is required for the window test under CI"
        );
        eprintln!("skipping: no DISPLAY and no Xvfb on PATH");
        return None;
    }
    // Xvfb picks a free display itself and writes its number once it accepts
    // clients: display numbers of our own clash with stale sockets left behind
    // by servers that were killed.
    let mut child = Command::new("Xvfb")
        .args([
            "-displayfd",
            "1",
            "-screen",
            "0",
            "1280x800x24",
            "-nolisten",
            "tcp",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts");
    let stdout = child.stdout.take().expect("Xvfb's stdout");
    let server = Xvfb(child);
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("Xvfb reports its display");
    let n: u32 = line.trim().parse().expect("Xvfb's display number");
    let display = format!(":{n}");
    Some((display, Some(server)))
}

fn run_with_timeout(mut cmd: Command, limit: Duration) -> std::process::Output {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the game starts");
    let start = Instant::now();
    loop {
        if child.try_wait().expect("wait works").is_some() {
            return child.wait_with_output().expect("output");
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let out = child.wait_with_output().expect("output");
            panic!(
                "the game did not exit within {limit:?}\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        sleep(Duration::from_millis(200));
    }
}

fn decode(path: &Path) -> image::RgbaImage {
    image::open(path).expect("a PNG").to_rgba8()
}

/// Share of pixels close to `target` (sRGB, per-channel tolerance).
fn share_near(img: &image::RgbaImage, target: [u8; 3], tol: i32) -> f64 {
    let near = img
        .pixels()
        .filter(|p| (0..3).all(|c| (p.0[c] as i32 - target[c] as i32).abs() <= tol))
        .count();
    near as f64 / (img.width() * img.height()) as f64
}

/// Runs the game with `args` and `--screenshot`, returns the picture (kept under
/// target/tmp so it can be looked at); `None` when there is no display to run on.
fn screenshot(name: &str, args: &[&str]) -> Option<image::RgbaImage> {
    screenshot_with(name, args, &[]).map(|(img, _)| img)
}

/// As `screenshot`, with more environment; also gives what the game logged.
fn screenshot_with(
    name: &str,
    args: &[&str],
    env: &[(&str, &str)],
) -> Option<(image::RgbaImage, String)> {
    let (display, _server) = display()?;
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_file(&out);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_gambit"));
    cmd.args(args)
        .arg("--screenshot")
        .arg(&out)
        .env("DISPLAY", &display)
        .env_remove("WAYLAND_DISPLAY")
        .envs(env.iter().copied())
        .current_dir(env!("CARGO_MANIFEST_DIR"));
    let result = run_with_timeout(cmd, Duration::from_secs(150));
    let log = String::from_utf8_lossy(&result.stderr).to_string();
    assert!(
        result.status.success(),
        "gambit --screenshot failed: {}\n{log}",
        result.status,
    );
    Some((decode(&out), log))
}

#[test]
fn screenshot_shows_the_board() {
    // High: the PBR look with shadows; Low: the cheap material a software renderer gets.
    for (quality, light, dark) in [
        ("high", [216, 178, 130], [143, 85, 54]),
        ("low", [211, 177, 129], [125, 79, 49]),
    ] {
        let name = format!("window-screenshot-{quality}.png");
        let Some(img) = screenshot(&name, &["--quality", quality]) else {
            return;
        };
        eprintln!("{quality}:");
        check_board(&img, light, dark);
    }
}

/// A lit board with pieces: many colours, light and dark squares in the middle, ivory and
/// ebony pieces.
fn check_board(img: &image::RgbaImage, light_colour: [u8; 3], dark_colour: [u8; 3]) {
    assert_eq!((img.width(), img.height()), (1280, 720));

    // Not blank: plenty of distinct colours, not one flat fill.
    let mut colours: Vec<[u8; 3]> = img
        .pixels()
        .step_by(7)
        .map(|p| [p.0[0] >> 3, p.0[1] >> 3, p.0[2] >> 3])
        .collect();
    colours.sort();
    colours.dedup();
    assert!(colours.len() > 200, "only {} colours", colours.len());

    // The middle of the picture is the board: lit maple and walnut squares, about half each.
    let middle = image::imageops::crop_imm(img, 480, 260, 320, 160).to_image();
    let light = share_near(&middle, light_colour, 30);
    let dark = share_near(&middle, dark_colour, 30);
    let ivory = share_near(img, [235, 225, 205], 25);
    let ebony = share_near(img, [18, 16, 15], 18);
    eprintln!(
        "colours {}, middle: light {:.1}% dark {:.1}%; ivory {:.2}%, ebony {:.2}%",
        colours.len(),
        light * 100.0,
        dark * 100.0,
        ivory * 100.0,
        ebony * 100.0
    );
    assert!(
        light > 0.25,
        "light squares cover only {:.1}%",
        light * 100.0
    );
    assert!(dark > 0.25, "dark squares cover only {:.1}%", dark * 100.0);
    // Pieces: near-white ivory and near-black ebony are both present.
    assert!(
        ivory > 0.002,
        "ivory pieces cover only {:.2}%",
        ivory * 100.0
    );
    assert!(
        ebony > 0.002,
        "ebony pieces cover only {:.2}%",
        ebony * 100.0
    );
}

/// The 2D view: a top-down diagram, squares in a checker pattern where the board's
/// geometry says, and flat ivory figures on the first two ranks.
#[test]
fn the_2d_view_shows_a_flat_diagram() {
    let Some(img) = screenshot("window-2d.png", &["--view", "2d"]) else {
        return;
    };
    assert_eq!((img.width(), img.height()), (1280, 720));
    // The board fills the height left of the panel: a8's centre near (237, 113), squares
    // about 70.6 px. Sample the middle of each empty square of ranks 3 to 6.
    assert_squares_2d(&img, WOOD_2D, &ALL_FILES);
    // White's figures: ivory fill with dark outlines on ranks 1 and 2.
    let white_ranks = image::imageops::crop_imm(&img, 200, 500, 570, 140).to_image();
    let ivory = share_near(&white_ranks, [246, 239, 223], 12);
    let outline = share_near(&white_ranks, [10, 8, 6], 20);
    eprintln!(
        "ranks 1-2: ivory {:.1}%, outline {:.1}%",
        ivory * 100.0,
        outline * 100.0
    );
    assert!(
        ivory > 0.05,
        "ivory figures cover only {:.1}%",
        ivory * 100.0
    );
    assert!(
        outline > 0.02,
        "outlines cover only {:.1}%",
        outline * 100.0
    );
}

/// The wood board's light and dark squares in the 2D view (grain darkens them a little).
const WOOD_2D: ([u8; 3], [u8; 3]) = ([192, 154, 103], [88, 48, 24]);

const ALL_FILES: [u32; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// The empty squares of ranks 3 to 6 in the 2D view show `(light, dark)`: the board fills
/// the height left of the panel, a8's centre near (237, 113), squares about 70.6 px.
fn assert_squares_2d(img: &image::RgbaImage, (light, dark): ([u8; 3], [u8; 3]), files: &[u32]) {
    let mut right = 0;
    let mut total = 0;
    for rank in 3..=6 {
        for &file in files {
            let x = 237.0 + 70.6 * file as f32;
            let y = 113.0 + 70.6 * (8 - rank) as f32;
            let square =
                image::imageops::crop_imm(img, x as u32 - 15, y as u32 - 15, 30, 30).to_image();
            // a1 is dark: file + rank odd is light.
            let want = if (file + rank) % 2 == 0 { light } else { dark };
            total += 1;
            if share_near(&square, want, 40) > 0.5 {
                right += 1;
            }
        }
    }
    eprintln!("2D squares in their colour: {right} of {total}");
    // The pointer's hover may light one square.
    assert!(
        right >= total - 1,
        "{right} of {total} squares in their colour"
    );
}

/// A theme and a piece style are read from `assets/`; a copy of the folder with a damaged
/// theme, a missing picture and a shader that doesn't compile still shows the whole board,
/// in the built-in look, and says why.
#[test]
fn looks_come_from_assets_and_damaged_ones_fall_back() {
    let args = ["--view", "2d", "--theme", "green", "--pieces", "diagram"];
    let Some((img, _)) = screenshot_with("window-looks.png", &args, &[]) else {
        return;
    };
    assert_squares_2d(&img, ([238, 238, 210], [118, 150, 86]), &ALL_FILES);
    // The Diagram pictures: pure white inside black outlines, not the ivory figures.
    let white_ranks = image::imageops::crop_imm(&img, 200, 500, 570, 140).to_image();
    let (white, ivory) = (
        share_near(&white_ranks, [255, 255, 255], 6),
        share_near(&white_ranks, [246, 239, 223], 6),
    );
    eprintln!(
        "ranks 1-2: white {:.1}%, ivory {:.1}%",
        white * 100.0,
        ivory * 100.0
    );
    assert!(white > 0.05 && ivory < 0.01, "white {white}, ivory {ivory}");

    let root = copy_assets("damaged-assets");
    let assets = root.join("assets");
    let theme = assets.join("themes/green.theme.ron");
    let text = std::fs::read_to_string(&theme).unwrap();
    std::fs::write(&theme, text.replace("#769656", "mossy")).unwrap();
    std::fs::remove_file(assets.join("pieces/diagram/bQ.png")).unwrap();
    let shader = assets.join("shaders/fast_material.wgsl");
    let text = std::fs::read_to_string(&shader).unwrap();
    std::fs::write(&shader, text + "\nthis is not WGSL {\n").unwrap();

    let root = root.to_str().unwrap();
    let Some((img, log)) = screenshot_with(
        "window-looks-damaged.png",
        &args,
        &[("BEVY_ASSET_ROOT", root)],
    ) else {
        return;
    };
    // The warning covers the middle files.
    assert_squares_2d(&img, WOOD_2D, &[0, 1, 6, 7]);
    let white_ranks = image::imageops::crop_imm(&img, 200, 500, 570, 140).to_image();
    let ivory = share_near(&white_ranks, [246, 239, 223], 12);
    assert!(ivory > 0.05, "the built-in figures: ivory {ivory}");
    for words in [
        "The board theme \"green\" can't be used: dark: \"mossy\" is not a colour",
        "The piece style \"diagram\" can't be used: bQ.png is missing",
        "fast_material.wgsl doesn't compile; the built-in copy is used",
    ] {
        assert!(log.contains(words), "the log should say {words:?}:\n{log}");
    }
}

/// A fresh copy of `assets/` under `target/tmp/NAME/assets`, to damage; returns NAME's folder.
fn copy_assets(name: &str) -> std::path::PathBuf {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap();
    let copy = Command::new("cp")
        .args(["-r", concat!(env!("CARGO_MANIFEST_DIR"), "/assets")])
        .arg(root.join("assets"))
        .status()
        .is_ok_and(|s| s.success());
    assert!(copy, "assets copied");
    root
}

/// A shader file that compiles but whose bindings don't fit the material (its uniform one
/// field larger than the material's) is refused by the graphics driver's validation: the
/// built-in copy draws instead of the game quitting.
#[test]
fn a_shader_that_does_not_fit_falls_back() {
    let root = copy_assets("wrong-bindings");
    let shader = root.join("assets/shaders/fast_material.wgsl");
    let text = std::fs::read_to_string(&shader).unwrap();
    let last_field = "    uv_offset: vec4<f32>,\n};";
    assert!(text.contains(last_field));
    let wider = "    uv_offset: vec4<f32>,\n    extra: vec4<f32>,\n};";
    std::fs::write(&shader, text.replace(last_field, wider)).unwrap();
    let root = root.to_str().unwrap();
    let Some((img, log)) = screenshot_with(
        "window-wrong-bindings.png",
        &["--view", "2d"],
        &[("BEVY_ASSET_ROOT", root)],
    ) else {
        return;
    };
    assert!(
        log.contains("fast_material.wgsl doesn't fit the game's material"),
        "the fallback is said:\n{log}"
    );
    assert_squares_2d(&img, WOOD_2D, &[0, 1, 6, 7]);
}

/// An empty board (the editor cleared) is photographed too: nothing to wait for.
#[test]
fn an_empty_board_is_photographed() {
    let Some(img) = screenshot(
        "window-empty.png",
        &["--edit", "8/8/8/8/8/8/8/8", "--view", "2d"],
    ) else {
        return;
    };
    assert_eq!((img.width(), img.height()), (1280, 720));
}

/// The side panel and the game-over dialog render in a real window: a finished game
/// (fool's mate) is loaded and photographed.
#[test]
fn panel_and_game_over_dialog_show() {
    let pgn = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fools-mate.pgn");
    std::fs::write(&pgn, "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n").unwrap();
    let pgn = pgn.to_str().expect("a UTF-8 path");
    let Some(img) = screenshot("window-game-over.png", &["--pgn", pgn]) else {
        return;
    };
    // The panel: the right 310 px in its dark wood colour, with light text on it.
    let panel = image::imageops::crop_imm(&img, 980, 0, 300, 720).to_image();
    let background = share_near(&panel, [28, 24, 21], 6);
    let text = share_near(&panel, [200, 200, 200], 55);
    // The dialog's gold headline ("Black wins by checkmate") over the top of the panel,
    // where it hides no square of the board.
    let top = image::imageops::crop_imm(&img, 1000, 40, 280, 150).to_image();
    let gold = share_near(&top, [240, 200, 110], 30);
    let board_top = image::imageops::crop_imm(&img, 250, 0, 480, 140).to_image();
    assert!(
        share_near(&board_top, [240, 200, 110], 30) < 0.001,
        "nothing gold over the far ranks"
    );
    eprintln!(
        "panel background {:.1}%, text {:.2}%, gold {:.2}%",
        background * 100.0,
        text * 100.0,
        gold * 100.0
    );
    assert!(
        background > 0.45,
        "panel background {:.1}%",
        background * 100.0
    );
    assert!(text > 0.002, "no text in the panel ({:.2}%)", text * 100.0);
    assert!(gold > 0.002, "no game-over headline ({:.2}%)", gold * 100.0);
}

/// The game's log so far (stderr), read by a thread.
struct Log(std::sync::Arc<std::sync::Mutex<Vec<String>>>);

impl Log {
    fn follow(stderr: std::process::ChildStderr) -> Log {
        let lines = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let sink = lines.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                sink.lock().unwrap().push(line);
            }
        });
        Log(lines)
    }

    fn lines(&self) -> Vec<String> {
        self.0.lock().unwrap().clone()
    }

    /// The SAN of every move played so far, in order ("White played e4" lines).
    fn moves(&self) -> Vec<String> {
        self.lines()
            .iter()
            .filter_map(|l| {
                l.split_once(" played ")
                    .map(|(_, san)| san.trim().to_string())
            })
            .collect()
    }

    fn wait_for(&self, what: &str, limit: Duration, done: impl Fn(&Log) -> bool) {
        let start = Instant::now();
        while !done(self) {
            assert!(
                start.elapsed() < limit,
                "waited {limit:?} for {what}; the log:\n{}",
                self.lines().join("\n")
            );
            sleep(Duration::from_millis(200));
        }
    }
}

fn xdotool(args: &[&str], display: &str) -> String {
    let out = Command::new("xdotool")
        .args(args)
        .env("DISPLAY", display)
        .output()
        .expect("xdotool runs");
    assert!(out.status.success(), "xdotool {args:?} failed");
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// Against the computer in the real window: moves typed into the panel's field, some the
/// instant after the click that focuses it (click, keys and Enter then arrive in one slow
/// frame), some slowly; then the Hint button, held down across frames. Every move must be
/// played and answered, the hint given, and nothing refused: no stale computer move, no
/// dropped keystrokes or clicks.
#[test]
fn typed_moves_against_the_computer_are_all_played() {
    let Some((display, _server)) = display_for(&["xdotool"]) else {
        return;
    };
    let (mut game, log, _) = start_game(&display, "window-play-home", &["--vs", "easy", "--new"]);
    // Where the move field is at 1280x720: under the mode bar and the buttons of the panel.
    let (field_x, field_y) = ("1090", "236");
    let mut board = gambit_engine::Game::new();
    let rounds = 4;
    for round in 0..rounds {
        for san in &log.moves()[board.moves().len()..] {
            let mv = board.resolve_text(san).expect("a logged move is legal");
            board.play_move(mv).unwrap();
        }
        // A move the coach (on against Easy) has nothing to say about: it would ask first.
        // Easy's replies vary from game to game (it may attack a piece), so failing the
        // usual quiet moves, any legal move the coach accepts will do.
        let usual = ["e3", "d3", "Nf3", "Nc3", "g3", "b3", "a3", "h3"]
            .into_iter()
            .filter_map(|san| board.resolve_text(san).ok());
        let mv = usual
            .chain(shakmaty::Position::legal_moves(board.position()))
            .find(|&mv| gambit_engine::coach::warn(board.position(), mv).is_none())
            .expect("some legal move leaves nothing en prise");
        let choice = shakmaty::san::San::from_move(board.position(), mv).to_string();
        let choice = choice.as_str();
        let before = board.moves().len();
        if round % 2 == 0 {
            // Wake a frame, then click and type while it draws: all in the next frame.
            xdotool(&["mousemove", "700", "660"], &display);
            sleep(Duration::from_millis(50));
            xdotool(&["mousemove", field_x, field_y, "click", "1"], &display);
            xdotool(&["type", "--delay", "60", choice], &display);
        } else {
            xdotool(&["mousemove", field_x, field_y, "click", "1"], &display);
            sleep(Duration::from_secs(2));
            xdotool(&["type", "--delay", "300", choice], &display);
        }
        xdotool(&["key", "Return"], &display);
        log.wait_for(
            &format!("{choice} and the reply"),
            Duration::from_secs(120),
            |l| l.moves().len() >= before + 2,
        );
    }
    // A button pressed and released in frames over a second apart, as a click is on a
    // machine whose frames take that long (egui took it for a long press).
    xdotool(&["mousemove", "1160", "173", "mousedown", "1"], &display);
    sleep(Duration::from_millis(1200));
    xdotool(&["mouseup", "1"], &display);
    log.wait_for("the hint", Duration::from_secs(60), |l| {
        l.lines().iter().any(|x| x.contains("hint: "))
    });
    let picture = Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-play.xwd");
    if on_path("xwd") {
        // The picture on screen lags the log by a frame or two.
        sleep(Duration::from_secs(4));
        let _ = Command::new("xwd")
            .args(["-root", "-silent", "-out"])
            .arg(&picture)
            .env("DISPLAY", &display)
            .status();
    }
    // Ctrl+C: the game's own handler quits cleanly.
    let _ = Command::new("kill")
        .args(["-INT", &game.id().to_string()])
        .status();
    let start = Instant::now();
    while game.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = game.kill();
            panic!("the game did not quit on SIGINT");
        }
        sleep(Duration::from_millis(200));
    }
    let lines = log.lines();
    let trouble: Vec<&String> = lines
        .iter()
        .filter(|l| {
            l.contains("refused")
                || l.contains("stale")
                || l.contains("told the player")
                || l.contains("failed")
        })
        .collect();
    eprintln!("moves: {:?}", log.moves());
    assert!(trouble.is_empty(), "{trouble:#?}");
    assert_eq!(log.moves().len(), 2 * rounds, "{:?}", log.moves());
}

/// The whole screen as `xwd` writes it (32-bit TrueColor ZPixmap, as Xvfb's 24-bit screen
/// gives), as an image; `None` without `xwd`.
fn grab_screen(display: &str) -> Option<image::RgbaImage> {
    if !on_path("xwd") {
        return None;
    }
    let out = Command::new("xwd")
        .args(["-root", "-silent"])
        .env("DISPLAY", display)
        .output()
        .expect("xwd runs");
    let d = out.stdout;
    let field = |i: usize| u32::from_be_bytes(d[i * 4..i * 4 + 4].try_into().unwrap());
    let (header, width, height) = (field(0) as usize, field(4), field(5));
    let (byte_order, bpp, line) = (field(7), field(11), field(12) as usize);
    let (red, green, blue, colors) = (field(14), field(15), field(16), field(19) as usize);
    assert_eq!(bpp, 32, "xwd's pixels are 32-bit here");
    let data = &d[header + colors * 12..];
    let channel = |px: u32, mask: u32| ((px & mask) >> mask.trailing_zeros()) as u8;
    Some(image::RgbaImage::from_fn(width, height, |x, y| {
        let at = y as usize * line + x as usize * 4;
        let bytes: [u8; 4] = data[at..at + 4].try_into().unwrap();
        let px = if byte_order == 0 {
            u32::from_le_bytes(bytes)
        } else {
            u32::from_be_bytes(bytes)
        };
        image::Rgba([channel(px, red), channel(px, green), channel(px, blue), 255])
    }))
}

/// Holds the button down across slow frames, as `typed_moves_…` explains.
fn press(display: &str, x: u32, y: u32) {
    let (x, y) = (x.to_string(), y.to_string());
    xdotool(&["mousemove", &x, &y], display);
    sleep(Duration::from_millis(1200));
    xdotool(&["mousedown", "1"], display);
    sleep(Duration::from_millis(1300));
    xdotool(&["mouseup", "1"], display);
}

/// Starts the game on `display` with `args` and a fresh home; waits for the board and
/// gives its window the keyboard.
fn start_game(display: &str, home: &str, args: &[&str]) -> (Child, Log, String) {
    let _ = std::fs::remove_dir_all(Path::new(env!("CARGO_TARGET_TMPDIR")).join(home));
    start_again(display, home, args)
}

/// Starts the game as [`start_game`] does, keeping what the home already holds.
fn start_again(display: &str, home: &str, args: &[&str]) -> (Child, Log, String) {
    let home = Path::new(env!("CARGO_TARGET_TMPDIR")).join(home);
    let mut game = Command::new(env!("CARGO_BIN_EXE_gambit"))
        .args(args)
        .env("DISPLAY", display)
        .env("GAMBIT_HOME", &home)
        .env("HOME", &home)
        .env_remove("WAYLAND_DISPLAY")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the game starts");
    let log = Log::follow(game.stderr.take().unwrap());
    log.wait_for("the board", Duration::from_secs(240), |l| {
        l.lines()
            .iter()
            .any(|x| x.contains("the board is on screen"))
    });
    let window = xdotool(&["search", "--sync", "--name", "^Gambit$"], display);
    let window = window
        .lines()
        .next()
        .expect("the game's window")
        .to_string();
    xdotool(&["windowfocus", "--sync", &window], display);
    (game, log, window)
}

/// Presses `keys` (xdotool names, space-separated) one at a time, as a person types:
/// keys sent in one burst would fall within one frame, where a repeated key counts once.
fn press_keys(display: &str, window: &str, keys: &str) {
    for key in keys.split_whitespace() {
        xdotool(&["key", "--window", window, key], display);
        sleep(Duration::from_millis(400));
    }
}

fn has(log: &Log, text: &str) -> usize {
    log.lines().iter().filter(|l| l.contains(text)).count()
}

/// The coach in the real window, against Easy: Qg4?? hanging the queen is held back with
/// the coach's question; "Take it back" keeps the board, "Play it anyway" plays it.
#[test]
fn the_coach_asks_before_a_hanging_queen_is_played() {
    let Some((display, _server)) = display_for(&["xdotool"]) else {
        return;
    };
    let fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
    let (mut game, log, _) = start_game(
        &display,
        "window-coach-home",
        &["--fen", fen, "--vs", "easy", "--new", "--quality", "low"],
    );
    let type_qg4 = || {
        press(&display, 1090, 236);
        xdotool(&["type", "--delay", "300", "Qg4"], &display);
        xdotool(&["key", "Return"], &display);
    };
    let asked = "coach: Your queen on g4 could be taken by the bishop on c8";
    type_qg4();
    log.wait_for("the coach's question", Duration::from_secs(60), |l| {
        has(l, asked) == 1
    });
    // "Take it back": the question goes, the move isn't played.
    press(&display, 1145, 158);
    sleep(Duration::from_secs(3));
    assert!(log.moves().is_empty(), "{:?}", log.moves());
    type_qg4();
    log.wait_for("the question again", Duration::from_secs(60), |l| {
        has(l, asked) == 2
    });
    press(&display, 1055, 158);
    log.wait_for("Qg4 and the reply", Duration::from_secs(120), |l| {
        l.moves().len() >= 2
    });
    let _ = game.kill();
    let _ = game.wait();
    assert_eq!(log.moves()[0], "Qg4");
    let trouble = log
        .lines()
        .into_iter()
        .filter(|l| l.contains("refused") || l.contains("stale") || l.contains("failed"))
        .collect::<Vec<_>>();
    assert!(trouble.is_empty(), "{trouble:#?}");
}

/// Gold pixels (the lesson's stars) in a rectangle of the screen.
fn gold_in(img: &image::RgbaImage, rect: (u32, u32, u32, u32)) -> usize {
    // Gold (the board's star is about (200, 165, 64)); maple squares are bluer.
    pixels_in(img, rect, |p| {
        p[0] > 185 && p[1] > 140 && p[1] < 215 && p[2] < 80
    })
}

/// Pixels in a rectangle of the screen that `wanted` picks.
fn pixels_in(
    img: &image::RgbaImage,
    (x0, y0, x1, y1): (u32, u32, u32, u32),
    wanted: impl Fn(&image::Rgba<u8>) -> bool,
) -> usize {
    let (x1, y1) = (x1.min(img.width()), y1.min(img.height()));
    (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .filter(|&(x, y)| wanted(img.get_pixel(x, y)))
        .count()
}

/// A lesson in the real window: Learn on the mode bar, the rook lesson from the list,
/// its star on the board; a diagonal try refused in the lesson's words, the star
/// collected for three stars in the panel; then Play on the mode bar, and the game
/// goes on where it was.
#[test]
fn a_lesson_is_played_by_clicks_and_the_game_waits() {
    let Some((display, _server)) = display_for(&["xdotool", "xwd"]) else {
        return;
    };
    let (mut game, log, _) = start_game(
        &display,
        "window-learn-home",
        &["--new", "--quality", "low"],
    );
    let modes = |l: &Log| {
        l.lines()
            .into_iter()
            .filter_map(|x| x.split_once("mode: ").map(|(_, m)| m.trim().to_string()))
            .collect::<Vec<_>>()
    };
    let switch = |(x, y): (u32, u32), mode: &str| {
        press(&display, x, y);
        log.wait_for(mode, Duration::from_secs(60), |l| {
            modes(l).last().map(String::as_str) == Some(mode)
        });
    };
    let click = |at: (u32, u32)| click_at(&display, at);
    // "Learn" on the bar at the top of the panel, then "2. The rook" under "The rules".
    switch((1041, 21), "Learn");
    press(&display, 1021, 175);
    log.wait_for("the rook lesson", Duration::from_secs(60), |l| {
        has(l, "lesson rook exercise 1") == 1
    });
    sleep(Duration::from_secs(2));
    let board = grab_screen(&display).unwrap();
    // The star on a5, near the board's left edge in the 3D view.
    let on_a5 = (215, 270, 285, 330);
    assert!(gold_in(&board, on_a5) > 100, "a star on a5");
    let (a1, b2, a5) = ((160, 555), (265, 485), (250, 300));
    click(a1);
    click(b2);
    log.wait_for("the refusal", Duration::from_secs(60), |l| {
        has(l, "refused: Lesson(PieceWay(Rook))") == 1
    });
    let panel_stars = (975, 225, 1100, 255);
    assert_eq!(gold_in(&grab_screen(&display).unwrap(), panel_stars), 0);
    click(a1);
    click(a5);
    log.wait_for("three stars", Duration::from_secs(60), |l| {
        has(l, "rook exercise 1 solved, 3 stars") == 1
    });
    sleep(Duration::from_secs(2));
    let solved = grab_screen(&display).unwrap();
    assert!(
        gold_in(&solved, panel_stars) > 200,
        "three stars in the panel"
    );
    assert!(
        gold_in(&solved, (370, 270, 440, 330)) < 100,
        "the star collected"
    );
    // "Play" on the bar: the game's board and move field are back.
    switch((998, 21), "Play");
    press(&display, 1090, 236);
    xdotool(&["type", "--delay", "300", "e4"], &display);
    xdotool(&["key", "Return"], &display);
    log.wait_for("1. e4", Duration::from_secs(60), |l| {
        l.moves().last().map(String::as_str) == Some("e4")
    });
    let _ = game.kill();
    let _ = game.wait();
}

/// The Blackburne Shilling trap (5. Nxf7?? and mate), finished, written to `file` in the
/// tests' folder for the review tests.
fn shilling_pgn(file: &str) -> std::path::PathBuf {
    let pgn = Path::new(env!("CARGO_TARGET_TMPDIR")).join(file);
    std::fs::write(
        &pgn,
        "[Result \"0-1\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 \
         6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1\n",
    )
    .unwrap();
    pgn
}

/// The review in the real window: a finished game loaded, "Review" on the game-over
/// dialog, every move judged, then with the arrow keys to 5. Nxf7??: the move list marks
/// it and the board shows the blunder's red arrow and the better move's green one.
#[test]
fn a_review_marks_the_blunder_with_arrows_on_the_board() {
    let Some((display, _server)) = display_for(&["xdotool", "xwd"]) else {
        return;
    };
    let pgn = shilling_pgn("shilling.pgn");
    let (mut game, log, _) = start_game(
        &display,
        "window-review-home",
        &["--pgn", pgn.to_str().unwrap(), "--quality", "low"],
    );
    let board = |img: &image::RgbaImage| image::imageops::crop_imm(img, 0, 0, 960, 720).to_image();
    // Arrow colours as they come out blended over the wood (measured on a screenshot).
    let red = |img: &image::RgbaImage| {
        let b = board(img);
        b.pixels()
            .filter(|p| p.0[0] > 170 && p.0[0] as i32 - p.0[1] as i32 > 90 && p.0[2] < 110)
            .count()
    };
    let green = |img: &image::RgbaImage| {
        let b = board(img);
        b.pixels()
            .filter(|p| p.0[1] as i32 > p.0[0] as i32 + 30 && p.0[1] as i32 > p.0[2] as i32 + 30)
            .count()
    };
    let before = grab_screen(&display).expect("a picture");
    // (The mated king's red glow is on the board now, so only green tells.)
    let g0 = green(&before);
    assert!(g0 < 50, "{g0} green pixels before any review");
    press(&display, 1211, 194);
    log.wait_for("the review", Duration::from_secs(180), |l| {
        has(l, "review done: 14 of 14 moves judged") == 1
    });
    // From the start (where "Review" put the board) nine moves on: after 5. Nxf7.
    for _ in 0..9 {
        xdotool(&["key", "Page_Down"], &display);
        sleep(Duration::from_millis(900));
    }
    sleep(Duration::from_secs(4));
    let img = grab_screen(&display).expect("a picture");
    let _ = img.save(Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-review.png"));
    let _ = game.kill();
    let _ = game.wait();
    let (r, g) = (red(&img), green(&img));
    eprintln!("red arrow pixels {r}, green {g}");
    assert!(r > 300, "no red arrow for the blunder ({r} pixels)");
    assert!(g > 300, "no green arrow for the better move ({g} pixels)");
}

/// The review at 200 % text size: the panel, taller than the window, scrolls as a whole,
/// so the review's graph (a dark plot) comes into view below the buttons.
#[test]
fn at_200_percent_the_review_is_reached_by_scrolling_the_panel() {
    let Some((display, _server)) = display_for(&["xdotool", "xwd"]) else {
        return;
    };
    let pgn = shilling_pgn("shilling-200.pgn");
    let (mut game, log, _) = start_game(
        &display,
        "window-review-200-home",
        &[
            "--pgn",
            pgn.to_str().unwrap(),
            "--quality",
            "low",
            "--ui-scale",
            "200%",
        ],
    );
    // The plot's background, darker than the panel's (28, 24, 21), in the panel's column.
    let dark = |img: &image::RgbaImage| {
        image::imageops::crop_imm(img, 680, 0, 580, 720)
            .to_image()
            .pixels()
            .filter(|p| p.0[0] < 14 && p.0[1] < 14 && p.0[2] < 14)
            .count()
    };
    press(&display, 1143, 384); // Review, on the game-over dialog at 200 %
    log.wait_for("the review", Duration::from_secs(180), |l| {
        has(l, "review done: 14 of 14 moves judged") == 1
    });
    xdotool(&["mousemove", "960", "300"], &display);
    for _ in 0..15 {
        xdotool(&["click", "5"], &display);
        sleep(Duration::from_millis(200));
    }
    sleep(Duration::from_secs(3));
    let img = grab_screen(&display).expect("a picture");
    let _ = img.save(Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-review-200.png"));
    let _ = game.kill();
    let _ = game.wait();
    let d = dark(&img);
    eprintln!("dark pixels in the panel {d}");
    assert!(
        d > 50_000,
        "the review's graph is not in view ({d} dark pixels)"
    );
}

/// A click at `(x, y)`, with time for a slow frame before and after it.
fn click_at(display: &str, (x, y): (u32, u32)) {
    let (x, y) = (x.to_string(), y.to_string());
    xdotool(&["mousemove", &x, &y], display);
    sleep(Duration::from_millis(800));
    xdotool(&["click", "1"], display);
    sleep(Duration::from_millis(1500));
}

/// The centre of `sq` in the 2D view at 1280x720, seen from `side`'s seat.
fn square_2d(sq: shakmaty::Square, side: shakmaty::Color) -> (u32, u32) {
    let (file, rank) = (u32::from(sq.file()), u32::from(sq.rank()));
    let (col, row) = match side {
        shakmaty::Color::White => (file, 7 - rank),
        shakmaty::Color::Black => (7 - file, rank),
    };
    let at = |i: u32, origin: f32| (origin + 35.0 + 70.75 * i as f32).round() as u32;
    (at(col, 202.0), at(row, 78.0))
}

/// A built-in puzzle in the real window, 2D view: the board turned to the solver, a wrong
/// legal try refused with the puzzle's words, the solution clicked with its replies coming
/// by themselves, then one star (a wrong try was made) in the panel.
#[test]
fn a_puzzle_is_solved_by_clicks_in_the_window() {
    use gambit_engine::puzzle::builtin;
    use shakmaty::{Position, uci::UciMove};
    let Some((display, _server)) = display_for(&["xdotool", "xwd"]) else {
        return;
    };
    let set = builtin();
    // One with a reply if there is one, so the reply is seen too.
    let puzzle = set
        .iter()
        .find(|p| p.solution.len() >= 3)
        .or(set.first())
        .expect("a built-in puzzle")
        .clone();
    let line = puzzle.line().unwrap();
    let side = line.position.turn();
    let wrong = line
        .position
        .legal_moves()
        .into_iter()
        .find(|&m| {
            let mut after = line.position.clone();
            after.play_unchecked(m);
            m != line.moves[0] && !m.is_promotion() && !m.is_castle() && !after.is_checkmate()
        })
        .expect("another legal move");
    let (mut game, log, _) = start_game(
        &display,
        "window-puzzle-home",
        &[
            "--new",
            "--quality",
            "low",
            "--view",
            "2d",
            "--puzzles",
            &puzzle.id,
        ],
    );
    log.wait_for("the puzzle", Duration::from_secs(60), |l| {
        has(l, &format!("puzzle {} ", puzzle.id)) == 1
    });
    sleep(Duration::from_secs(2));
    let click = |sq: shakmaty::Square| click_at(&display, square_2d(sq, side));
    click(wrong.from().unwrap());
    click(wrong.to());
    log.wait_for("the refusal", Duration::from_secs(60), |l| {
        has(l, "refused: Puzzle(NotThat") == 1
    });
    assert!(log.moves().is_empty(), "a wrong try plays nothing");
    for (i, text) in puzzle.solution.iter().enumerate().step_by(2) {
        let Ok(UciMove::Normal { from, to, .. }) = text.parse::<UciMove>() else {
            panic!("{text}");
        };
        click(from);
        click(to);
        // The player's move, and the reply unless it was the last.
        let wanted = (i + 2).min(puzzle.solution.len());
        log.wait_for("the moves", Duration::from_secs(60), |l| {
            l.moves().len() + has(l, " replied ") >= wanted
        });
    }
    log.wait_for("solved", Duration::from_secs(60), |l| {
        has(l, &format!("puzzles: {} Missed", puzzle.id)) == 1
    });
    sleep(Duration::from_secs(2));
    let solved = grab_screen(&display).unwrap();
    let _ = solved.save(Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-puzzle.png"));
    // One gold star of three, beside the praise, in the panel.
    assert!(
        gold_in(&solved, (975, 150, 1270, 300)) > 100,
        "the praise and a star in the panel"
    );
    let _ = game.kill();
    let _ = game.wait();
}

/// A whole short game with the keyboard alone (no mouse event at all), two players at one
/// board in the 2D view: 1. f3 e5 2. g4 Qh4# by the arrows and Enter.
#[test]
fn a_game_is_played_with_the_keyboard_alone() {
    let Some((display, _server)) = display_for(&["xdotool"]) else {
        return;
    };
    let (mut game, log, window) = start_game(
        &display,
        "window-keyboard-home",
        &["--new", "--quality", "low", "--view", "2d"],
    );
    let keys = |keys: &str| press_keys(&display, &window, keys);
    // The first arrow shows the cursor on e2; it stays where it was pressed last.
    keys("Right Right Return Up Return");
    log.wait_for("f3", Duration::from_secs(60), |l| l.moves().len() == 1);
    keys("Left Up Up Up Up Return Down Down Return");
    log.wait_for("e5", Duration::from_secs(60), |l| l.moves().len() == 2);
    keys("Down Down Down Right Right Return Up Up Return");
    log.wait_for("g4", Duration::from_secs(60), |l| l.moves().len() == 3);
    keys("Up Up Up Up Left Left Left Return Down Down Down Down Right Right Right Right Return");
    log.wait_for("Qh4#", Duration::from_secs(60), |l| l.moves().len() == 4);
    assert_eq!(log.moves(), ["f3", "e5", "g4", "Qh4#"]);
    let _ = game.kill();
    let _ = game.wait();
}

/// Every dialog by the keyboard, from an empty save folder (so the opponent list shows
/// Human): Ctrl+N, Down, Enter starts a game against Gentle, the entry after Human, and
/// Enter Up Up Enter plays e4 from the cursor on e2. Ctrl+R asks; Esc keeps playing, so
/// the next Enter is the board's; Ctrl+R and Enter resign; Esc closes the game-over
/// dialog, so N opens New game again and Enter starts the same kind of game.
#[test]
fn dialogs_answer_enter_esc_and_the_arrows() {
    let Some((display, _server)) = display_for(&["xdotool"]) else {
        return;
    };
    let (mut game, log, window) = start_game(
        &display,
        "window-dialog-keys-home",
        &["--new", "--quality", "low", "--view", "2d"],
    );
    let keys = |keys: &str| press_keys(&display, &window, keys);
    let ctrl = |key: &str| {
        xdotool(&["keydown", "--window", &window, "ctrl"], &display);
        sleep(Duration::from_millis(150));
        xdotool(&["key", "--window", &window, key], &display);
        sleep(Duration::from_millis(150));
        xdotool(&["keyup", "--window", &window, "ctrl"], &display);
        sleep(Duration::from_millis(400));
    };
    let gentle = "new game: human against computer:gentle";
    ctrl("n");
    keys("Down Return");
    log.wait_for("a game against Gentle", Duration::from_secs(30), |l| {
        has(l, gentle) == 1
    });
    keys("Return Up Up Return");
    log.wait_for("e4 and Gentle's reply", Duration::from_secs(60), |l| {
        l.moves().len() == 2
    });
    assert_eq!(log.moves()[0], "e4");
    // Esc answers "keep playing": then Enter is the board's again (it picks up the
    // pawn on e4, where the cursor was pressed last; Esc puts it down).
    ctrl("r");
    keys("Escape");
    sleep(Duration::from_secs(1));
    assert_eq!(has(&log, "record: "), 0, "Esc resigned");
    ctrl("r");
    keys("Return");
    log.wait_for("the resignation", Duration::from_secs(30), |l| {
        has(l, "record: Lost against Gentle") == 1
    });
    keys("Escape n Return");
    log.wait_for("the same game again", Duration::from_secs(30), |l| {
        has(l, gentle) == 2
    });
    let _ = game.kill();
    let _ = game.wait();
}

/// The welcome on the first start: it shows on an empty save folder, Down three times and
/// Enter take the last door (Edit); on the next start it is gone.
#[test]
fn the_welcome_shows_once_and_opens_its_door() {
    let Some((display, _server)) = display_for(&["xdotool"]) else {
        return;
    };
    let home = "window-welcome-home";
    let (mut game, log, window) = start_game(&display, home, &["--quality", "low"]);
    log.wait_for("the welcome", Duration::from_secs(30), |l| {
        has(l, "welcome: shown") == 1
    });
    sleep(Duration::from_secs(1));
    let shot = grab_screen(&display).unwrap();
    let _ = shot.save(Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-welcome.png"));
    press_keys(&display, &window, "Down Down Down Return");
    log.wait_for("Edit", Duration::from_secs(30), |l| {
        has(l, "welcome: Analyse") == 1 && has(l, "mode: Edit") == 1
    });
    let _ = game.kill();
    let _ = game.wait();
    let (mut game, log, _) = start_again(&display, home, &["--quality", "low"]);
    sleep(Duration::from_secs(3));
    assert_eq!(has(&log, "welcome: shown"), 0, "the welcome came back");
    let _ = game.kill();
    let _ = game.wait();
}

/// Arrows and rings drawn with the right button in the 2D view: a drag from e2 to e4 draws
/// a green arrow, Shift and a right click on d5 a red ring; both are saved with the game
/// and shown again when it is resumed; a left click clears them.
#[test]
fn arrows_and_rings_are_drawn_saved_and_shown_again() {
    use shakmaty::{Color, Square};
    let Some((display, _server)) = display_for(&["xdotool", "xwd"]) else {
        return;
    };
    let home = "window-drawings-home";
    let args = ["--quality", "low", "--view", "2d"];
    let mut with_new = args.to_vec();
    with_new.push("--new");
    let (mut game, log, _) = start_game(&display, home, &with_new);
    let at = |sq: Square| square_2d(sq, Color::White);
    let right_drag = |from: Square, to: Square| {
        let ((x0, y0), (x1, y1)) = (at(from), at(to));
        xdotool(&["mousemove", &x0.to_string(), &y0.to_string()], &display);
        sleep(Duration::from_millis(300));
        xdotool(&["mousedown", "3"], &display);
        sleep(Duration::from_millis(300));
        for k in 1..=4 {
            let x = x0 as i64 + (x1 as i64 - x0 as i64) * k / 4;
            let y = y0 as i64 + (y1 as i64 - y0 as i64) * k / 4;
            xdotool(&["mousemove", &x.to_string(), &y.to_string()], &display);
            sleep(Duration::from_millis(200));
        }
        xdotool(&["mouseup", "3"], &display);
        sleep(Duration::from_millis(500));
    };
    right_drag(Square::E2, Square::E4);
    let (x, y) = at(Square::D5);
    xdotool(&["mousemove", &x.to_string(), &y.to_string()], &display);
    sleep(Duration::from_millis(300));
    // Through XTEST like the click, so the two arrive in order.
    xdotool(&["keydown", "shift"], &display);
    sleep(Duration::from_millis(200));
    xdotool(&["click", "3"], &display);
    sleep(Duration::from_millis(200));
    xdotool(&["keyup", "shift"], &display);
    log.wait_for("the drawing", Duration::from_secs(30), |l| {
        has(l, "drawing: [%csl Rd5][%cal Ge2e4]") == 1
    });
    sleep(Duration::from_secs(2));
    let shot = grab_screen(&display).unwrap();
    let _ = shot.save(Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-drawings.png"));
    let green = |img: &image::RgbaImage, sq: Square| {
        let (x, y) = at(sq);
        pixels_in(img, (x - 10, y - 30, x + 10, y + 30), |p| {
            let [r, g, b, _] = p.0.map(i32::from);
            g > r + 40 && g > b + 30
        })
    };
    let red = |img: &image::RgbaImage, sq: Square| {
        let (x, y) = at(sq);
        pixels_in(img, (x - 35, y - 35, x + 35, y + 35), |p| {
            let [r, g, b, _] = p.0.map(i32::from);
            r > g + 80 && r > b + 80
        })
    };
    assert!(green(&shot, Square::E3) > 100, "no green arrow over e3");
    assert!(red(&shot, Square::D5) > 100, "no red ring on d5");
    let _ = game.kill();
    let _ = game.wait();
    let saved = std::fs::read_to_string(
        Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(home)
            .join("data/current-game.pgn"),
    )
    .unwrap();
    assert!(saved.contains("[%csl Rd5][%cal Ge2e4]"), "{saved}");
    // Resumed: shown again; a left click on an empty square clears them.
    let (mut game, log, _) = start_again(&display, home, &args);
    let start = Instant::now();
    while green(&grab_screen(&display).unwrap(), Square::E3) <= 100 {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the arrow is not shown again"
        );
        sleep(Duration::from_millis(500));
    }
    click_at(&display, at(Square::D4));
    log.wait_for("cleared", Duration::from_secs(30), |l| {
        has(l, "drawing: ") == 1
    });
    let start = Instant::now();
    while green(&grab_screen(&display).unwrap(), Square::E3) >= 20 {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the arrow stayed"
        );
        sleep(Duration::from_millis(500));
    }
    let _ = game.kill();
    let _ = game.wait();
}

/// The position editor in the real window (2D view): a right click takes a piece off,
/// the hand moves a piece, a piece from the tray is put on a square, each change in the
/// log's FEN; then "Play from here" goes back to Play.
#[test]
fn a_position_is_set_up_in_the_editor_by_clicks() {
    let Some((display, _server)) = display_for(&["xdotool"]) else {
        return;
    };
    let (mut game, log, _) = start_game(
        &display,
        "window-edit-home",
        &[
            "--new",
            "--quality",
            "low",
            "--view",
            "2d",
            "--edit",
            "4k3/8/8/8/8/8/8/3KK2P w - - 0 1",
        ],
    );
    let said = |fen: &str| {
        log.wait_for(fen, Duration::from_secs(60), |l| {
            has(l, &format!("edit {fen}")) >= 1
        });
    };
    said("4k3/8/8/8/8/8/8/3KK2P w - - 0 1");
    let at = |sq: shakmaty::Square| {
        let (x, y) = square_2d(sq, shakmaty::Color::White);
        xdotool(&["mousemove", &x.to_string(), &y.to_string()], &display);
        sleep(Duration::from_millis(800));
    };
    at(shakmaty::Square::H1);
    xdotool(&["click", "3"], &display);
    said("4k3/8/8/8/8/8/8/3KK3 w - - 0 1");
    for sq in [shakmaty::Square::D1, shakmaty::Square::D4] {
        at(sq);
        xdotool(&["click", "1"], &display);
        sleep(Duration::from_millis(1500));
    }
    said("4k3/8/8/8/3K4/8/8/4K3 w - - 0 1");
    // The black rook from the tray, onto a8: the position can be played.
    press(&display, 1076, 215);
    at(shakmaty::Square::D4);
    xdotool(&["click", "3"], &display);
    at(shakmaty::Square::A8);
    xdotool(&["click", "1"], &display);
    said("r3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    press(&display, 1028, 320);
    log.wait_for("Play", Duration::from_secs(60), |l| {
        has(l, "mode: Play") >= 1
    });
    let _ = game.kill();
    let _ = game.wait();
}

/// A screen reader's view: in a D-Bus session with AT-SPI enabled (`scripts/a11y.sh`), the
/// window's accessibility tree has the panel's buttons and the board's news in words.
#[test]
fn a_screen_reader_reads_the_panel_and_the_board() {
    let pgn = Path::new(env!("CARGO_TARGET_TMPDIR")).join("a11y-mate.pgn");
    std::fs::write(
        &pgn,
        "[Event \"?\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n",
    )
    .unwrap();
    let args = ["--new", "--quality", "low", "--pgn", pgn.to_str().unwrap()];
    let until = ["Last move:", "Type a move"];
    let Some(tree) = read_aloud("window-a11y-home", SCREEN_READER, &args, &until, |_| {}) else {
        return;
    };
    for wanted in [
        "application: 'gambit'",
        "push button: 'New game…'",
        "toggle button: 'Qxf7#'",
        "Last move: white queen h5–f7. Black's king is checkmated.",
        "entry: 'Type a move'",
    ] {
        assert!(tree.contains(wanted), "{wanted:?} not in the tree:\n{tree}");
    }
}

/// Bright pixels (light squares and white pieces) left of the panel: fewer when the
/// camera zooms out.
fn bright_board(img: &image::RgbaImage) -> usize {
    pixels_in(img, (0, 0, 960, 720), |p| {
        u32::from(p[0]) + u32::from(p[1]) + u32::from(p[2]) > 540
    })
}

/// The wheel over the Settings dialog scrolls the dialog and leaves the board's zoom
/// alone; over the board it still zooms.
#[test]
fn the_wheel_over_a_dialog_or_the_panel_scrolls_it_not_the_board() {
    let Some((display, _server)) = display_for(&["xdotool", "xwd"]) else {
        return;
    };
    let (mut game, _log, _) = start_game(
        &display,
        "window-wheel-home",
        &["--new", "--quality", "low"],
    );
    sleep(Duration::from_secs(2));
    let before = bright_board(&grab_screen(&display).expect("xwd"));
    press(&display, 1161, 194); // Settings…
    sleep(Duration::from_secs(2));
    let wheel = |x: &str, y: &str| {
        xdotool(&["mousemove", x, y], &display);
        for _ in 0..6 {
            xdotool(&["click", "5"], &display);
            sleep(Duration::from_millis(200));
        }
        sleep(Duration::from_secs(2));
    };
    wheel("490", "450");
    press(&display, 279, 554); // Close, at the dialog's foot once scrolled down
    sleep(Duration::from_secs(2));
    let after_dialog = bright_board(&grab_screen(&display).expect("xwd"));
    // The side panel's empty foot: egui counts no background area, the game does.
    wheel("1100", "600");
    let after_panel = bright_board(&grab_screen(&display).expect("xwd"));
    wheel("500", "600");
    let after_board = bright_board(&grab_screen(&display).expect("xwd"));
    let _ = game.kill();
    let _ = game.wait();
    assert!(
        before > 20_000,
        "the board is on screen: {before} bright pixels"
    );
    assert!(
        after_dialog * 10 >= before * 9,
        "the board kept its size under the dialog: {before} → {after_dialog}"
    );
    assert!(
        after_panel * 10 >= before * 9,
        "the board kept its size under the wheel over the panel: {before} → {after_panel}"
    );
    assert!(
        after_board * 10 < before * 8,
        "the wheel over the board zooms out: {before} → {after_board}"
    );
}

/// What `read_aloud` needs to read, and to click as well.
const SCREEN_READER: &[&str] = &["dbus-run-session"];
const CLICKS: [&str; 2] = ["dbus-run-session", "xdotool"];

/// What a screen reader reads of the game started with `args` (`scripts/a11y.sh`) once
/// the tree holds every text of `until`; `act` plays on the window meanwhile (clicks),
/// from when the board is on screen. None when this machine lacks `tools` or a screen
/// reader stack.
fn read_aloud(
    name: &str,
    tools: &[&str],
    args: &[&str],
    until: &[&str],
    act: impl FnOnce(&str),
) -> Option<String> {
    let (display, _server) = display_for(tools)?;
    let reader = Command::new("/usr/bin/python3")
        .args(["-c", "import pyatspi"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !reader {
        assert!(
            std::env::var_os("CI").is_none(),
            "python3-pyatspi is required for the window tests under CI"
        );
        eprintln!("skipping: no pyatspi");
        return None;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("game.log");
    let mut cmd = Command::new(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/a11y.sh"));
    cmd.args(args)
        .env("DISPLAY", &display)
        .env("GAMBIT", env!("CARGO_BIN_EXE_gambit"))
        .env("GAMBIT_HOME", &dir)
        .env("HOME", &dir)
        .env("A11Y_LOG", &log)
        .env("A11Y_WAIT", "10")
        .env("A11Y_UNTIL", until.join("|"))
        .env_remove("WAYLAND_DISPLAY");
    let reading = std::thread::spawn(move || run_with_timeout(cmd, Duration::from_secs(300)));
    let start = Instant::now();
    while !std::fs::read_to_string(&log).is_ok_and(|l| l.contains("the board is on screen")) {
        assert!(start.elapsed() < Duration::from_secs(240), "no board");
        sleep(Duration::from_millis(300));
    }
    act(&display);
    let out = reading.join().unwrap();
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The player's language in the real window, every language offered: a game's end read
/// by the screen reader in it (the dialog, the panel's buttons, the moves in figurines),
/// no English left on the panel. That each character has a glyph in egui's fonts is
/// `catalogue::every_message_can_be_drawn_with_the_built_in_fonts`.
#[test]
fn a_game_over_reads_in_every_language() {
    use gambit::ui::catalogue::{LANGUAGES, PSEUDO, tr_in};
    let pgn = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lang-mate.pgn");
    std::fs::write(&pgn, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n").unwrap();
    for language in LANGUAGES.iter().filter(|l| l.code != PSEUDO) {
        let code = language.code;
        let say = |id: &str| tr_in(code, id, &[]).unwrap();
        let (title, new_game) = (say("dialog-game-over-title"), say("panel-new-game"));
        let mate = if code == "en" { "Qxf7#" } else { "♕xf7#" };
        let args = [
            "--lang",
            code,
            "--new",
            "--quality",
            "low",
            "--pgn",
            pgn.to_str().unwrap(),
        ];
        let home = format!("window-lang-{code}");
        let Some(tree) = read_aloud(&home, SCREEN_READER, &args, &[&title, mate], |_| {}) else {
            return;
        };
        for wanted in [
            format!("'{title}'"),
            format!("push button: '{new_game}'"),
            format!("toggle button: '{mate}'"),
        ] {
            assert!(
                tree.contains(&wanted),
                "{code}: {wanted:?} not in the tree:\n{tree}"
            );
        }
        if code != "en" {
            for english in ["'Game over'", "'New game…'", "'Qxf7#'", "Last move:"] {
                assert!(
                    !tree.contains(english),
                    "{code}: {english:?} in the tree:\n{tree}"
                );
            }
        }
    }
}

/// A German lesson in the real window: a rook moved like a bishop is refused in German,
/// under the German instruction.
#[test]
fn a_german_lessons_wrong_try_reads_in_german() {
    use gambit::ui::catalogue::tr_in;
    let why = tr_in("de", "lesson-rook-way", &[]).unwrap();
    let instruction = tr_in("de", "lesson-rook-1-instruction", &[]).unwrap();
    let args = [
        "--lang",
        "de",
        "--new",
        "--quality",
        "low",
        "--learn",
        "rook",
    ];
    // a1 to b2 in the 3D view (as `a_lesson_is_played_by_clicks…`).
    let tries = |display: &str| {
        sleep(Duration::from_secs(2));
        click_at(display, (160, 555));
        click_at(display, (265, 485));
    };
    let Some(tree) = read_aloud("window-de-home", &CLICKS, &args, &[&why], tries) else {
        return;
    };
    assert!(
        tree.contains(&instruction),
        "the instruction in German:\n{tree}"
    );
    assert!(!tree.contains("A rook moves"), "English left:\n{tree}");
}

/// A tactics lesson in the real window, 2D view: a move that leaves a piece to be taken is
/// refused with what takes it, then the fork and the capture it wins (the reply comes by
/// itself), three stars.
#[test]
fn a_fork_is_played_by_clicks_in_a_tactics_lesson() {
    use gambit_engine::learn::builtin_lesson;
    use shakmaty::{Position, Square, uci::UciMove};
    let Some((display, _server)) = display_for(&["xdotool", "xwd"]) else {
        return;
    };
    let exercise = builtin_lesson("fork").expect("the fork lesson").exercises[0].clone();
    let side = exercise.position.turn();
    let (mut game, log, _) = start_game(
        &display,
        "window-fork-home",
        &[
            "--new",
            "--quality",
            "low",
            "--view",
            "2d",
            "--learn",
            "fork",
        ],
    );
    log.wait_for("the lesson", Duration::from_secs(60), |l| {
        has(l, "lesson fork exercise 1") == 1
    });
    sleep(Duration::from_secs(2));
    let click = |sq: Square| click_at(&display, square_2d(sq, side));
    // The king steps aside: the knight on f5 is left to the pawn on e6.
    let king = exercise.position.board().king_of(side).unwrap();
    click(king);
    click(Square::F1);
    log.wait_for("the refusal", Duration::from_secs(60), |l| {
        has(l, "refused: Lesson(LeavesPiece") == 1
    });
    for text in &exercise.solution {
        let Ok(UciMove::Normal { from, to, .. }) = text.parse::<UciMove>() else {
            panic!("{text}");
        };
        click(from);
        click(to);
    }
    log.wait_for("three stars", Duration::from_secs(60), |l| {
        has(l, "fork exercise 1 solved, 3 stars") == 1
    });
    sleep(Duration::from_secs(2));
    let solved = grab_screen(&display).unwrap();
    let _ = solved.save(Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-fork.png"));
    assert!(
        gold_in(&solved, (975, 150, 1270, 300)) > 200,
        "the praise and three stars in the panel"
    );
    let _ = game.kill();
    let _ = game.wait();
}

/// The coordinates drill and the Progress page in the real window, 2D view: a warm-up
/// square, then a round against the clock answered square by square (the board is seen
/// from White's side), the best score kept; the Progress page suggests the next lesson,
/// and `gambit --progress` reads the stars after the window is closed.
#[test]
fn a_drill_round_and_the_progress_page_in_the_window() {
    use shakmaty::{Color, Square};
    let Some((display, _server)) = display_for(&["xdotool", "xwd"]) else {
        return;
    };
    let args = [
        "--new",
        "--quality",
        "low",
        "--view",
        "2d",
        "--learn",
        "coordinates",
    ];
    let (mut game, log, _) = start_game(&display, "window-drill-home", &args);
    log.wait_for("the lesson", Duration::from_secs(60), |l| {
        has(l, "lesson coordinates exercise 1") == 1
    });
    sleep(Duration::from_secs(2));
    click_at(&display, square_2d(Square::C6, Color::White));
    log.wait_for("the warm-up", Duration::from_secs(60), |l| {
        has(l, "coordinates exercise 1 solved, 3 stars") == 1
    });
    // "Next exercise", under the praise.
    click_at(&display, (1024, 268));
    log.wait_for("the drill", Duration::from_secs(60), |l| {
        has(l, "drill asks") >= 1
    });
    let quick = |sq: Square| {
        let (x, y) = square_2d(sq, Color::White);
        xdotool(&["mousemove", &x.to_string(), &y.to_string()], &display);
        sleep(Duration::from_millis(150));
        xdotool(&["click", "1"], &display);
    };
    let start = Instant::now();
    let mut answered = 0;
    while has(&log, "drill over") == 0 {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the round never ended"
        );
        let lines = log.lines();
        let asked = lines
            .iter()
            .rev()
            .find_map(|l| l.split("drill asks ").nth(1))
            .and_then(|s| s.trim().parse::<Square>().ok());
        if let Some(sq) = asked
            && answered < lines.iter().filter(|l| l.contains("drill asks")).count()
        {
            answered += 1;
            quick(sq);
        }
        sleep(Duration::from_millis(200));
    }
    log.wait_for("the round's stars", Duration::from_secs(30), |l| {
        has(l, "coordinates exercise 2 solved") == 1
    });
    let found: usize = log
        .lines()
        .iter()
        .find_map(|l| l.split("drill over, ").nth(1))
        .and_then(|s| s.split(' ').next()?.parse().ok())
        .expect("the squares found");
    assert!(found >= 5, "{found} squares in 30 seconds");
    sleep(Duration::from_secs(1));
    let round = grab_screen(&display).unwrap();
    let _ = round.save(Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-drill.png"));
    // All lessons, then the Progress page from the list.
    click_at(&display, (1015, 299));
    sleep(Duration::from_secs(1));
    let list = grab_screen(&display).unwrap();
    let _ = list.save(Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-lessons.png"));
    // The Progress button closes the list, at the foot of the 720-pixel window.
    click_at(&display, (1011, 695));
    log.wait_for("the progress page", Duration::from_secs(30), |l| {
        has(l, "progress: next Lesson") == 1
    });
    assert_eq!(has(&log, "progress: next Lesson { id: \"board\" }"), 1);
    let page = grab_screen(&display).unwrap();
    let _ = page.save(Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-progress.png"));
    assert!(
        gold_in(&page, (380, 180, 900, 220)) > 100,
        "the next step in gold"
    );
    let _ = game.kill();
    let _ = game.wait();
    let home = Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-drill-home");
    let out = Command::new(env!("CARGO_BIN_EXE_gambit"))
        .arg("--progress")
        .env("GAMBIT_HOME", &home)
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let lesson = json["lessons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["id"] == "coordinates")
        .unwrap();
    assert!(lesson["stars"].as_u64().unwrap() >= 4, "{lesson}");
    let best = gambit_engine::learn::StarsWon::load(&home.join("data/lessons.json"))
        .unwrap()
        .best("coordinates", 1);
    assert_eq!(best as usize, found, "the best score is kept");
}
