#!/usr/bin/env bash
# Installs the Debian packages Gambit needs, only those missing.
# Usage: scripts/deps.sh build|test|package
#   build: what compiling the game needs (ALSA headers, udev headers, pkg-config), Mesa's
#          Vulkan driver so the game also runs on machines without a GPU, and Stockfish,
#          an engine the player can choose to play against or to review games with.
#   test:  build + Xvfb, xdotool (typing and clicking into the window) and xwd (pictures
#          of it) for the real-window tests, D-Bus, AT-SPI and python3-pyatspi for the
#          screen-reader test, and Stockfish (/usr/games/stockfish) for the tests against a
#          real UCI engine, and the validators of the desktop entry and AppStream data.
#   package: build + what scripts/package.sh uses: dpkg-dev (the libraries the programs
#          link), librsvg2-bin (the icons), gzip and lintian (checks the package).
set -euo pipefail
pkgs=(pkg-config libasound2-dev libudev-dev mesa-vulkan-drivers stockfish)
if [ "${1:-build}" = test ]; then
  pkgs+=(xvfb xauth xdotool x11-apps)
  # The screen-reader test: a D-Bus session, AT-SPI, and Debian's python3 to read it.
  pkgs+=(dbus at-spi2-core python3-pyatspi gir1.2-atspi-2.0)
  # The desktop entry's and the AppStream metadata's validators.
  pkgs+=(desktop-file-utils appstream)
fi
if [ "${1:-build}" = package ]; then
  pkgs+=(dpkg-dev librsvg2-bin gzip lintian python3)
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
