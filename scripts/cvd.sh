#!/usr/bin/env bash
# Simulates colour-vision deficiency on a picture: writes IN-protanopia.png,
# IN-deuteranopia.png and IN-tritanopia.png beside it (Machado, Oliveira and Fernandes
# 2009, severity 1, applied in linear RGB). Needs ImageMagick's convert.
# Usage: scripts/cvd.sh picture.png [more.png ...]
set -euo pipefail
convert=/usr/bin/convert
[ -x "$convert" ] || convert=convert
declare -A matrix=(
  [protanopia]="0.152286 1.052583 -0.204868 0.114503 0.786281 0.099216 -0.003882 -0.048116 1.051998"
  [deuteranopia]="0.367322 0.860646 -0.227968 0.280085 0.672501 0.047413 -0.011820 0.042940 0.968881"
  [tritanopia]="1.255528 -0.076749 -0.178779 -0.078411 0.930809 0.147602 0.004733 0.691367 0.303900"
)
for picture in "$@"; do
  for kind in protanopia deuteranopia tritanopia; do
    "$convert" "$picture" -colorspace RGB -color-matrix "${matrix[$kind]}" \
      -colorspace sRGB "${picture%.*}-$kind.png"
  done
done
