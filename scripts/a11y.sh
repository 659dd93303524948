#!/usr/bin/env bash
# Runs Gambit (with the arguments given) in a D-Bus session with AT-SPI enabled, as a
# desktop with a screen reader would, and prints its accessibility tree
# (scripts/a11y_tree.py). Needs DISPLAY (e.g. Xvfb), dbus, at-spi2-core and
# python3-pyatspi. Usage: scripts/a11y.sh [gambit options]; A11Y_UNTIL="text|text" waits
# for a tree holding each text (up to A11Y_WAIT + 60 seconds in all).
set -euo pipefail
cd "$(dirname "$0")/.."
exec dbus-run-session -- bash -c '
  /usr/libexec/at-spi-bus-launcher --launch-immediately &
  launcher=$!
  sleep 1
  # What a desktop does when a screen reader starts.
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
    org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled variant:boolean:true >/dev/null
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
    org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:ScreenReaderEnabled variant:boolean:true >/dev/null
  "${GAMBIT:-target/debug/gambit}" "$@" > "${A11Y_LOG:-/tmp/gambit-a11y.log}" 2>&1 &
  game=$!
  sleep "${A11Y_WAIT:-25}"
  IFS="|" read -r -a until <<< "${A11Y_UNTIL:-}"
  /usr/bin/python3 scripts/a11y_tree.py 60 "${until[@]}"
  status=$?
  kill $game $launcher 2>/dev/null || true
  exit $status
' bash "$@"
