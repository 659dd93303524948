#!/usr/bin/env python3
"""Lists the Rust crates built into Gambit's programs with their licences, and appends the
licence files each crate ships (LICENSE*, LICENCE*, COPYING*, NOTICE*), as the package's
third-party notices (MIT and BSD licences ask for their notices to travel with the binary).

    python3 scripts/third_party.py > third-party-licenses.txt

Reads `cargo metadata` (the crates Linux builds of `gambit` and `gambit-engine` link, build
scripts and tests left out). Needs only the standard library.
"""

import json
import pathlib
import subprocess
import sys

NOTICE = ("LICENSE", "LICENCE", "COPYING", "NOTICE", "UNLICENSE")


def linked_crates(meta):
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
    packages = {p["id"]: p for p in meta["packages"]}
    roots = [p["id"] for p in meta["packages"] if p["source"] is None]
    seen, todo = set(), list(roots)
    while todo:
        i = todo.pop()
        if i in seen:
            continue
        seen.add(i)
        for dep in nodes[i]["deps"]:
            # Only normal dependencies end up in the programs.
            if any(k["kind"] is None for k in dep["dep_kinds"]):
                todo.append(dep["pkg"])
    return sorted(
        (packages[i] for i in seen if packages[i]["source"] is not None),
        key=lambda p: (p["name"], p["version"]),
    )


def main():
    meta = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--locked",
             "--filter-platform", "x86_64-unknown-linux-gnu"],
            check=True, capture_output=True, text=True,
        ).stdout
    )
    crates = linked_crates(meta)
    out = sys.stdout
    out.write("Rust crates built into gambit and gambit-engine, with their licences\n")
    out.write("(an expression with OR: the crate may be used under either).\n\n")
    for p in crates:
        out.write(f"{p['name']} {p['version']}: {p['license'] or 'see its licence file'}\n")
    # Each distinct text once, with the crates that ship it (Apache's text is in hundreds).
    texts, bare = {}, []
    for p in crates:
        folder = pathlib.Path(p["manifest_path"]).parent
        files = sorted(
            f for f in folder.iterdir()
            if f.is_file() and f.name.upper().startswith(NOTICE)
        )
        if not files:
            bare.append(f"{p['name']} {p['version']}")
        for f in files:
            text = f.read_text(encoding="utf-8", errors="replace").strip()
            texts.setdefault(text, []).append(f"{p['name']} {p['version']} ({f.name})")
    if bare:
        out.write("\nThese crates ship no licence file; their licences are named above, "
                  "and the texts of the GPL, Apache, MPL and CC0 licences are in "
                  "/usr/share/common-licenses: " + ", ".join(bare) + ".\n")
    for text, names in texts.items():
        out.write(f"\n{'=' * 78}\nShipped by: {', '.join(names)}\n\n{text}\n")

if __name__ == "__main__":
    main()
