#!/bin/bash
# Writes the web fonts under public/fonts/ from @fontsource/ibm-plex-sans-arabic: the three weights
# the interface uses (400; 500; 700, which also serves font-semibold), cut to the Arabic block and to
# Latin-1 with common punctuation. The presentation forms and the Arabic supplements go: text is typed
# in the basic block and the font's own shaping reaches the contextual forms (kept by the subsetter).
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli). Run it only
# when the font changes, and bump the -v suffix in the names (the files are cached as immutable).
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource/ibm-plex-sans-arabic/files
out=public/fonts
arabic="U+0600-06FF,U+200C-200F,U+2010-2011,U+204F,U+2E41,U+25CC"
latin="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
mkdir -p "$out"
for weight in 400 500 700; do
  for subset in arabic latin; do
    ranges=$arabic
    [ "$subset" = latin ] && ranges=$latin
    /usr/bin/python3 -m fontTools.subset "$src/ibm-plex-sans-arabic-$subset-$weight-normal.woff2" --unicodes="$ranges" \
      --layout-features='*' --no-hinting --desubroutinize --flavor=woff2 --output-file="$out/plex-$subset-$weight-v1.woff2"
  done
done
ls -l "$out"
