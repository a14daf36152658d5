#!/bin/sh
# update.sh: the translation pass. Regenerates po/briscola.pot from the files listed in
# po/POTFILES.in and merges it into every po/<lang>.po of po/LINGUAS, then prints what
# is left to translate. Usage: po/update.sh [BUILDDIR]   (default: _build-i18n)
set -eu

srcdir=$(cd "$(dirname "$0")/.." && pwd)
builddir=${1:-_build-i18n}
cd "$srcdir"

if [ ! -d "$builddir" ]; then
  meson setup "$builddir" >/dev/null
fi

# The same xgettext arguments as the tests: both come from po/meson.build.
ninja -C "$builddir" briscola-pot briscola-update-po >/dev/null

for lang in $(grep -v '^#' po/LINGUAS); do
  printf '%s: ' "$lang"
  msgfmt --check --statistics -o /dev/null "po/$lang.po"
done

cat <<'EOT'
Next: translate every untranslated ("") and fuzzy (#, fuzzy) entry in po/<lang>.po, remove
the fuzzy flags, delete obsolete (#~) entries you no longer need, then run
  meson test -C BUILDDIR --suite i18n
A translation identical to the English on purpose (a game's name) needs the translator
comment "# identical" above its entry.
EOT
