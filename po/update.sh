#!/bin/sh
# update.sh: the translation pass. Regenerates po/briscola.pot from the files listed in
# po/POTFILES.in, merges it into every po/<lang>.po of po/LINGUAS, and says what is left
# to translate. Usage: po/update.sh [BUILDDIR]   (default: _build-i18n)
set -eu

srcdir=$(cd "$(dirname "$0")/.." && pwd)
builddir=${1:-_build-i18n}
cd "$srcdir"

if [ ! -d "$builddir" ]; then
  meson setup "$builddir" >/dev/null
fi

# The same xgettext arguments as the tests: both come from po/meson.build. Warnings
# (a string that cannot be translated as written) go to the sources, not the catalogues.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! ninja -C "$builddir" briscola-pot briscola-update-po >"$log" 2>&1; then
  cat "$log"
  exit 1
fi
grep -i 'warning' "$log" | sort -u | sed 's/^/xgettext: /' || true

for lang in $(grep -v '^#' po/LINGUAS); do
  printf '%s: %s\n' "$lang" "$(msgfmt --check --statistics -o /dev/null "po/$lang.po" 2>&1)"
done

cat <<'EOT'

Next: translate every untranslated ("") and fuzzy ("#, fuzzy") entry in po/<lang>.po,
remove the fuzzy flags, delete the obsolete ("#~") entries, then run
  meson test -C BUILDDIR --suite i18n
A translation left identical to the English on purpose (a game's name) needs the
translator comment "# identical" on the line above its msgid.
EOT
