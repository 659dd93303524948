#!/usr/bin/env bash
# Draws Gambit's icon at the hicolor theme's sizes from packaging/*.svg.
# Usage: scripts/icons.sh [OUT]   (default target/icons; writes OUT/hicolor/NxN/apps/ID.png
# and OUT/hicolor/scalable/apps/ID.svg). Needs ImageMagick's convert or rsvg-convert.
set -euo pipefail
cd "$(dirname "$0")/.."
id=io.github.gambitchess.Gambit
out="${1:-target/icons}"
svg="packaging/$id.svg"
mkdir -p "$out/hicolor/scalable/apps"
cp "$svg" "$out/hicolor/scalable/apps/$id.svg"
for n in 48 64 128 256 512; do
  dir="$out/hicolor/${n}x${n}/apps"
  mkdir -p "$dir"
  if command -v rsvg-convert >/dev/null; then
    rsvg-convert -w "$n" -h "$n" "$svg" -o "$dir/$id.png"
  else
    convert -background none -density 384 "$svg" -resize "${n}x${n}" "$dir/$id.png"
  fi
done
echo "icons in $out/hicolor"
