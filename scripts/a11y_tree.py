#!/usr/bin/python3
"""Prints what a screen reader sees of Gambit's window: the AT-SPI tree of the
application named gambit, one node a line (role, name, text). Run it with Debian's
python3 (python3-pyatspi) inside the same D-Bus session as the game, with AT-SPI enabled
(scripts/a11y.sh does both).

Usage: a11y_tree.py [SECONDS [TEXT ...]]: waits up to SECONDS (30) for the application and,
if given, for a tree holding every TEXT (the window fills in over its first frames)."""
import sys
import time

import pyatspi


def walk(node, depth, out):
    if node is None or depth > 40:
        return
    try:
        role = node.getRoleName()
        name = node.name or ""
        text = ""
        try:
            t = node.queryText()
            text = t.getText(0, t.characterCount)
        except NotImplementedError:
            pass
        out.append(f"{'  ' * depth}{role}: {name!r}{' ' + repr(text) if text and text != name else ''}")
        for child in node:
            walk(child, depth + 1, out)
    except Exception as e:  # a node that went away while walking
        out.append(f"{'  ' * depth}(gone: {e})")


def main():
    wait = float(sys.argv[1]) if len(sys.argv) > 1 else 30.0
    wanted = sys.argv[2:]
    deadline = time.time() + wait
    last = []
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and "gambit" in (app.name or "").lower():
                out = []
                walk(app, 0, out)
                text = "\n".join(out)
                last = out
                if len(out) > 3 and all(w in text for w in wanted):
                    print(text)
                    return 0
        time.sleep(1)
    print("\n".join(last))
    print("no application named gambit with all of %r on the accessibility bus" % wanted,
          file=sys.stderr)
    return 1


sys.exit(main())
