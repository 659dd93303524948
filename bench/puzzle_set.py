#!/usr/bin/env python3
"""Makes Gambit's built-in puzzle set (engine/data/puzzles/builtin.jsonl) from its own
level games, every puzzle checked by Debian's Stockfish:

    python3 bench/puzzle_set.py GAMES [WORKDIR]
    python3 bench/puzzle_set.py --recheck [WORKDIR]   # the set as it is, checked again
    python3 bench/puzzle_set.py --add-varied GAMES SEED [WORKDIR]   # more, from other games
    python3 bench/puzzle_set.py --add-low GAMES [--tactical-only] [WORKDIR]

`--add-varied` adds to the set the puzzles of GAMES varied games (`varied_games.py`: Stockfish
at skill levels 0-6 from varied openings, the kind of mistakes real beginners make and Gambit's
levels seldom leave), found by Stockfish (`gambit-engine puzzles --engine`) and put through
steps 3 to 5 below; the puzzles already in the set stay as they are. Use seeds the
measurements don't (they use 1 to 6). `--add-low` does the same with games between the two
lowest levels (Gentle and Easy, `level_games GAMES games low`) and the built-in finder; with
`--tactical-only` it adds only the puzzles of a tactical theme (hanging piece, fork, pin,
skewer, discovered attack, a mate), the kind the set has too few of for beginners.

1. `level_games GAMES` plays seeded games between the built-in levels (Easy-Normal,
   Normal-Easy, Gentle-Normal, Normal-Hard): WORKDIR/games.pgn.
2. `gambit-engine puzzles` finds the mistakes with one clearly best answer (its depth-12
   searches; see engine/src/puzzle/).
3. Stockfish at 1.5 million nodes must agree (`puzzle_check.py`, issue 45's rule): each
   of the player's moves is its best and ahead of the second best by 100 cp, or mates,
   and the first is 150 cp better than the move played. A solution whose later move
   fails is cut before it (it still ends on the player's move). A position already in
   the set (same pieces, same side to move) is left out.
4. `puzzle_themes` names the theme from the position and Stockfish's line (fork, pin,
   skewer, discovered attack, back-rank mate, …; engine/src/puzzle/theme.rs).
5. `puzzle_rating` rates each by which levels solve it (its doc says how).

Each step's output stays in WORKDIR (default /tmp/puzzle-set) and is reused when the
script runs again, so an interrupted run goes on where it stopped.
"""
import json, multiprocessing, os, shutil, subprocess, sys

import puzzle_check
from puzzle_check import Stockfish

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "engine", "data", "puzzles", "builtin.jsonl")


def build(work):
    """Builds the three programs once and copies them to WORKDIR/bin, so that editing the
    sources while the script runs changes nothing."""
    subprocess.run(["cargo", "build", "-q", "--release", "-p", "gambit-engine", "--bin",
                    "gambit-engine", "--example", "level_games", "--example", "puzzle_rating",
                    "--example", "puzzle_themes"],
                   cwd=ROOT, check=True)
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    bin_dir = os.path.join(work, "bin")
    os.makedirs(bin_dir, exist_ok=True)
    for name in ["gambit-engine", "examples/level_games", "examples/puzzle_rating",
                 "examples/puzzle_themes"]:
        shutil.copy2(os.path.join(target, "release", name), bin_dir)
    return bin_dir


def run(bin_dir, name, args, **kw):
    return subprocess.run([os.path.join(bin_dir, name)] + args, check=True, **kw)


def count_games(pgn):
    return open(pgn).read().count("[Event ") if os.path.exists(pgn) else 0


def find_parallel(bin_dir, pgn, found, jobs, finder=("--review-depth", "6")):
    """`gambit-engine puzzles` over the games, split into `jobs` parts run side by side
    at the lowest priority; game numbers are those of the whole file. A part stopped
    before goes on after the last game it reached. The review that picks the mistakes
    searches to depth 6 (the levels' mistakes are gross; 2.7 times faster than 10 for
    83% of the puzzles on a sample); the searches that decide a puzzle keep depth 12."""
    games = ["[Event " + g for g in open(pgn).read().split("[Event ")[1:]]
    size = (len(games) + jobs - 1) // jobs
    procs = []
    for j in range(jobs):
        part = f"{found}.{j}"
        start = j * size
        out_path = part + ".jsonl"
        if os.path.exists(out_path):
            lines = [json.loads(l) for l in open(out_path) if l.strip()]
            if lines:
                # Redo the last game reached: its puzzles may be cut.
                start = j * size + max(p["game"] for p in lines) - 1
        rest = games[start:(j + 1) * size]
        with open(f"{part}.{start}.pgn", "w") as f:
            f.write("".join(rest))
        procs.append((start, part, subprocess.Popen(
            # Not niced with an engine: a niced Stockfish on a busy machine can take
            # longer than the 10 s allowed to answer `uci`.
            ([] if "--engine" in finder else ["nice", "-n", "19"])
            + [os.path.join(bin_dir, "gambit-engine"), "puzzles", *finder, f"{part}.{start}.pgn"],
            stdout=open(f"{part}.{start}.jsonl", "w"))))
    for start, part, p in procs:
        if p.wait() != 0:
            sys.exit(f"gambit-engine puzzles failed on {part}")
    with open(found + ".part", "w") as out:
        for j in range(jobs):
            part = f"{found}.{j}"
            prefix = os.path.basename(part) + "."
            pieces = sorted((int(name[len(prefix):-len(".jsonl")]), name)
                            for name in os.listdir(os.path.dirname(found))
                            if name.startswith(prefix) and name.endswith(".jsonl")
                            and name[len(prefix):-len(".jsonl")].isdigit())
            first = os.path.join(os.path.dirname(found), os.path.basename(part) + ".jsonl")
            sources = ([(j * size, first)] if os.path.exists(first) else []) + \
                      [(off, os.path.join(os.path.dirname(found), name)) for off, name in pieces]
            for i, (offset, path) in enumerate(sources):
                # A stopped run's last game may be cut: its next run redoes it.
                stop = sources[i + 1][0] - offset + 1 if i + 1 < len(sources) else None
                for line in open(path):
                    if not line.strip():
                        continue
                    pz = json.loads(line)
                    if stop is not None and pz["game"] >= stop:
                        continue
                    pz["game"] += offset
                    out.write(json.dumps(pz) + "\n")
    os.rename(found + ".part", found)


STOCKFISH = None
NODES = 1_500_000


def check(pz):
    """The puzzle with Stockfish's verdict and line; one Stockfish a worker process."""
    global STOCKFISH
    if STOCKFISH is None:
        STOCKFISH = Stockfish(nice=True)
    good, why = puzzle_check.check(STOCKFISH, pz, NODES)
    pz["check"] = {"ok": good, "why": why, "nodes": NODES}
    return pz


def passing(pz):
    """The puzzle as it passes the check (its solution cut before a later move that
    fails), or None."""
    verdict = pz["check"]
    if verdict["ok"]:
        return pz
    why = verdict["why"]
    if why.startswith("move ") and not why.startswith("move 1:"):
        moves = int(why.split()[1].rstrip(":")) - 1
        pz = dict(pz, solution=pz["solution"][:2 * moves - 1])
        return pz
    return None


def themed(bin_dir, puzzles):
    r = run(bin_dir, "puzzle_themes", [], input="".join(json.dumps(p) + "\n" for p in puzzles),
            capture_output=True, text=True)
    return [json.loads(line) for line in r.stdout.splitlines()]


def checked_all(work, todo, key):
    """`todo` checked, resumable: the verdicts so far are kept in WORKDIR/checked.jsonl."""
    checked = os.path.join(work, "checked.jsonl")
    done = {}
    if os.path.exists(checked):
        for line in open(checked):
            pz = json.loads(line)
            if "check" in pz:
                done[key(pz)] = pz
    rest = [pz for pz in todo if key(pz) not in done]
    with open(checked, "a") as out, multiprocessing.Pool(int(os.environ.get("JOBS", "2"))) as pool:
        for pz in pool.imap(check, rest):
            out.write(json.dumps(pz) + "\n"); out.flush()
            done[key(pz)] = pz
    return [done[key(pz)] for pz in todo]


def recheck(work):
    """The set as it is, checked again by the rule above, its themes named again; ratings
    kept, except for solutions cut short, which are rated again."""
    os.makedirs(work, exist_ok=True)
    bin_dir = build(work)
    old = [json.loads(line) for line in open(OUT) if line.strip()]
    keep = [p for p in (passing(pz) for pz in checked_all(work, old, lambda p: p["id"])) if p]
    before = {o["id"]: o["solution"] for o in old}
    cut = [p for p in keep if p["solution"] != before[p["id"]]]
    if cut:
        r = run(bin_dir, "puzzle_rating", [], input="".join(json.dumps(p) + "\n" for p in cut),
                capture_output=True, text=True)
        rerated = {json.loads(line)["id"]: json.loads(line)["rating"] for line in r.stdout.splitlines()}
        for p in keep:
            p["rating"] = rerated.get(p["id"], p["rating"])
    write(themed(bin_dir, keep), lambda p: p["source"])
    print(f"{len(keep)} of {len(old)} kept ({len(cut)} cut short)", file=sys.stderr)


def write(puzzles, source):
    """The set; a puzzle keeps its id (a player's schedule is kept by id: the same position
    as in the set written before keeps that one's), a new one gets the next number after the
    highest ever given."""
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    key = lambda pz: " ".join(pz["fen"].split()[:2])
    before = [json.loads(line) for line in open(OUT)] if os.path.exists(OUT) else []
    ids = {key(pz): pz["id"] for pz in before}
    last = max([int(pz["id"][1:]) for pz in before + puzzles
                if str(pz.get("id", "")).startswith("b")] + [0])
    for pz in puzzles:
        if not str(pz.get("id", "")).startswith("b"):
            if key(pz) in ids:
                pz["id"] = ids[key(pz)]
            else:
                last += 1
                pz["id"] = f"b{last:04}"
    # The set is read in id order.
    puzzles = sorted(puzzles, key=lambda pz: int(pz["id"][1:]))
    with open(OUT, "w") as f:
        for pz in puzzles:
            f.write(json.dumps({"id": pz["id"], "fen": pz["fen"], "solution": pz["solution"],
                                "theme": pz["theme"], "rating": pz["rating"],
                                "source": source(pz)}, separators=(",", ":")) + "\n")
    print(f"{len(puzzles)} puzzles written to {OUT}", file=sys.stderr)


def add_varied(games, seed, work):
    """Puzzles from `games` varied games of `seed`, added to the set (see the top)."""
    def make(bin_dir, stem):
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "varied_games.py"), "--games",
                        str(games), "--seed", str(seed), "--out", stem], check=True,
                       stdout=subprocess.DEVNULL)
    add_from(work, games, make, ("--engine", "/usr/games/stockfish"),
             lambda pz: f"varied games, seed {seed}, game {pz['game']}, ply {pz['ply']}")


def add_low(games, work, tactical_only):
    """Puzzles from the games `games` ("N", or "A..B" for games A+1 to B of the same seeded
    series) between the lowest levels (`level_games … low`: Gentle and Easy), added to the
    set; with `tactical_only`, only those of a tactical theme."""
    first, _, last = games.rpartition("..")
    first = int(first or 0)
    def make(bin_dir, stem):
        run(bin_dir, "level_games", [games, stem, "low"], stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
    add_from(work, int(last) - first, make, ("--review-depth", "6"),
             lambda pz: f"low level games, game {first + pz['game']}, ply {pz['ply']}",
             keep=(lambda pz: pz["theme"] in TACTICAL) if tactical_only else None)


# The themes that name a tactic (theme.rs), against "winning-material".
TACTICAL = {"hanging-piece", "fork", "pin", "skewer", "discovered-attack", "back-rank",
            "mate-in-1", "mate-in-2", "mate-in-3", "mate"}


def add_from(work, games, make, finder, source, keep=None):
    """Steps 2 to 5 over the games `make(bin_dir, stem)` writes to WORKDIR/games.pgn: the
    puzzles not in the set yet (and passing `keep`, if given) added to it."""
    os.makedirs(work, exist_ok=True)
    bin_dir = build(work)
    stem = os.path.join(work, "games")
    if count_games(stem + ".pgn") != games:
        make(bin_dir, stem)
    found = os.path.join(work, "candidates.jsonl")
    if not os.path.exists(found):
        find_parallel(bin_dir, stem + ".pgn", found, int(os.environ.get("JOBS", "2")),
                      finder=finder)
    todo = [json.loads(line) for line in open(found)]
    todo = [pz for pz in todo if "fen" in pz]
    key = lambda pz: " ".join(pz["fen"].split()[:2])
    old = [json.loads(line) for line in open(OUT) if line.strip()]
    seen = {key(pz) for pz in old}
    new = []
    for pz in checked_all(work, todo, lambda p: (p["game"], p["ply"])):
        pz = passing(pz)
        if pz and key(pz) not in seen:
            seen.add(key(pz)); new.append(pz)
    new = [pz for pz in themed(bin_dir, new) if keep is None or keep(pz)]
    r = run(bin_dir, "puzzle_rating", [], input="".join(json.dumps(p) + "\n" for p in new),
            capture_output=True, text=True)
    rated = [json.loads(line) for line in r.stdout.splitlines()]
    for pz, rating in zip(new, rated):
        pz["rating"] = rating["rating"]
        pz["source"] = source(pz)
    print(f"{len(new)} puzzles added from {games} games", file=sys.stderr)
    write(old + new, lambda pz: pz["source"])


def main():
    if sys.argv[1:2] == ["--add-low"]:
        args = [a for a in sys.argv[2:] if a != "--tactical-only"]
        work = args[1] if len(args) > 1 else "/tmp/puzzle-low"
        return add_low(args[0], work, "--tactical-only" in sys.argv)
    if sys.argv[1:2] == ["--add-varied"]:
        work = sys.argv[4] if len(sys.argv) > 4 else "/tmp/puzzle-varied"
        return add_varied(int(sys.argv[2]), int(sys.argv[3]), work)
    if sys.argv[1:2] == ["--recheck"]:
        return recheck(sys.argv[2] if len(sys.argv) > 2 else "/tmp/puzzle-recheck")
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    work = sys.argv[2] if len(sys.argv) > 2 else "/tmp/puzzle-set"
    os.makedirs(work, exist_ok=True)
    bin_dir = build(work)
    stem = os.path.join(work, "games")
    have = count_games(stem + ".pgn")
    if have < games:
        # More games of the same seeded series, added to those played before.
        more = os.path.join(work, f"games.{have}")
        if count_games(more + ".pgn") != games - have:
            run(bin_dir, "level_games", [f"{have}..{games}", more])
        for ext in (".pgn", ".uci"):
            with open(stem + ext, "a") as f:
                f.write(open(more + ext).read())
    found = os.path.join(work, "candidates.jsonl")
    searched_file = os.path.join(work, "candidates.games")
    searched = int(open(searched_file).read()) if os.path.exists(searched_file) \
        else (have if os.path.exists(found) else 0)
    if searched < games:
        games_text = ["[Event " + g for g in open(stem + ".pgn").read().split("[Event ")[1:]]
        part = os.path.join(work, f"games.from{searched}.pgn")
        with open(part, "w") as f:
            f.write("".join(games_text[searched:games]))
        new_found = os.path.join(work, f"candidates.from{searched}.jsonl")
        if not os.path.exists(new_found):
            find_parallel(bin_dir, part, new_found, jobs=int(os.environ.get("JOBS", "2")))
        with open(found, "a") as out:
            for line in open(new_found):
                pz = json.loads(line)
                pz["game"] += searched
                out.write(json.dumps(pz) + "\n")
        with open(searched_file, "w") as f:
            f.write(str(games))
    todo = [json.loads(line) for line in open(found)]
    todo = [pz for pz in todo if "fen" in pz]
    seen = set(); keep = []
    for pz in checked_all(work, todo, lambda p: (p["game"], p["ply"])):
        pz = passing(pz)
        key = " ".join(pz["fen"].split()[:2]) if pz else None
        if pz and key not in seen:
            seen.add(key); keep.append(pz)
    keep = themed(bin_dir, keep)
    rated = os.path.join(work, "rated.jsonl")
    rated_before = {}
    if os.path.exists(rated):
        for line in open(rated):
            pz = json.loads(line)
            rated_before[(pz["game"], pz["ply"])] = pz
    todo = [pz for pz in keep if (pz["game"], pz["ply"]) not in rated_before]
    if todo:
        r = run(bin_dir, "puzzle_rating", [], input="".join(json.dumps(p) + "\n" for p in todo),
                      capture_output=True, text=True)
        with open(rated, "a") as f:
            f.write(r.stdout)
        for line in r.stdout.splitlines():
            pz = json.loads(line)
            rated_before[(pz["game"], pz["ply"])] = pz
    for pz in keep:
        pz["rating"] = rated_before[(pz["game"], pz["ply"])]["rating"]
    write(keep, lambda pz: f"level games {games}, game {pz['game']}, ply {pz['ply']}")


if __name__ == "__main__":
    main()
