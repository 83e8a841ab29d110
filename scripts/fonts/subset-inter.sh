# Makes the latin Inter file the site preloads (public/fonts, committed): @fontsource's file without
# the OpenType features no text of the site asks for (fractions, numerators, proportional figures):
# 48 → 39 KB, the same metrics and every letter of its unicode-range in site.css (the only ones
# the browser takes from it). Kept: kerning, contextual forms, tabular figures
# (prices), marks and localized forms. Its weight axis then starts at 400, the lightest weight the
# site sets (normal): the outlines from 400 to 900 are the same, the deltas towards 100 go
# (39 → 30 KB). Run again when @fontsource-variable/inter changes; needs Debian's
# python3-fonttools and python3-brotli (apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(node -p "require('@fontsource-variable/inter/package.json').version")
subset=$(mktemp --suffix=.woff2)
trap 'rm -f "$subset"' EXIT
/usr/bin/python3 -m fontTools.subset "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" \
  --unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' \
  --layout-features='kern,calt,tnum,ccmp,locl,mark,mkmk' --flavor=woff2 \
  --output-file="$subset"
/usr/bin/python3 -m fontTools.varLib.instancer "$subset" wght=400:900 \
  --output="public/fonts/inter-${version}-latin-wght-400-900-normal-site.woff2"
ls -l "public/fonts/inter-${version}-latin-wght-400-900-normal-site.woff2"
