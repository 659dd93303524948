#!/usr/bin/env bash
# Draws the "Diagram" piece style (assets/pieces/diagram/*.png) from the chess signs of the
# DejaVu Sans font (Debian fonts-dejavu-core) with ImageMagick. Each figure is filled white
# inside its outline, then drawn over with the font's outlined (white) or solid (black) sign.
# Run again only to change the look; the pictures are committed.
set -euo pipefail
out="$(dirname "$0")/../assets/pieces/diagram"
font=DejaVu-Sans
draw() { # role, white sign, black sign
  local r=$1 w=$2 b=$3 tmp
  tmp=$(mktemp --suffix=.png)
  # The figure's silhouette: everything the outside flood fill does not reach.
  convert -size 256x256 xc:white -font "$font" -pointsize 230 -gravity center -fill black \
    -annotate +0+0 "$b" -annotate +0+0 "$w" -fill red -fuzz 30% -draw 'color 0,0 floodfill' \
    -fuzz 10% -fill white +opaque red -transparent red "$tmp"
  convert "$tmp" -font "$font" -pointsize 230 -gravity center -fill black -annotate +0+0 "$w" \
    "PNG32:$out/w$r.png"
  convert "$tmp" -font "$font" -pointsize 230 -gravity center -fill black -annotate +0+0 "$b" \
    "PNG32:$out/b$r.png"
  rm -f "$tmp"
}
draw K ♔ ♚; draw Q ♕ ♛; draw R ♖ ♜; draw B ♗ ♝; draw N ♘ ♞; draw P ♙ ♟
