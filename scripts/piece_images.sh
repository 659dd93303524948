#!/usr/bin/env bash
# Draws the "Diagram" piece style (assets/pieces/diagram/*.png) from the chess signs of the
# DejaVu Sans font (Debian fonts-dejavu-core) with ImageMagick. Each figure is filled white
# inside its outline, then drawn over with the font's outlined (white) or solid (black) sign.
# Drawn large and shrunk to 128 px (about the size of a square on screen: the game has no
# mipmaps, so bigger pictures would shimmer); fully see-through pixels are black, so no other
# colour bleeds in at the edges when the picture is filtered.
# Run again only to change the look; the pictures are committed.
set -euo pipefail
out="$(dirname "$0")/../assets/pieces/diagram"
font=DejaVu-Sans
draw() { # role, white sign, black sign
  local r=$1 w=$2 b=$3 tmp
  tmp=$(mktemp --suffix=.png)
  # The figure's silhouette: everything the outside flood fill does not reach.
  convert -size 512x512 xc:white -font "$font" -pointsize 460 -gravity center -fill black \
    -annotate +0+0 "$b" -annotate +0+0 "$w" -fill red -fuzz 30% -draw 'color 0,0 floodfill' \
    -fuzz 10% -fill white +opaque red -transparent red "$tmp"
  for side in w b; do
    local sign=$w
    [ "$side" = b ] && sign=$b
    convert "$tmp" -font "$font" -pointsize 460 -gravity center -fill black -annotate +0+0 \
      "$sign" -filter Lanczos -resize 128x128 -background black -alpha background \
      "PNG32:$out/$side$r.png"
  done
  rm -f "$tmp"
}
draw K ♔ ♚; draw Q ♕ ♛; draw R ♖ ♜; draw B ♗ ♝; draw N ♘ ♞; draw P ♙ ♟
