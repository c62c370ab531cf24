#!/usr/bin/env bash
# Renders the podcast feeds' show artwork (web/public/podcast-artwork/{en,ro}.jpg: square JPEGs
# of 1,400 pixels, what Apple Podcasts accepts) from template.html in Debian's chromium. Run it
# after changing the template; the images are committed.
set -euo pipefail
cd "$(dirname "$0")"
out=../../web/public/podcast-artwork
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
render() {
  local lang=$1 title=$2 show=$3 subtitle=$4
  sed -e "s|TITLE|$title|" -e "s|SHOW|$show|" -e "s|SUBTITLE|$subtitle|" template.html >"$work/$lang.html"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,1400 \
    --screenshot="$out/$lang.jpg" "file://$work/$lang.html" 2>/dev/null
}
render en "News" "Podcast" "Local, national and international news, to listen to."
render ro "Podcastul" "Știri" "Știri locale, naționale și internaționale, de ascultat."
