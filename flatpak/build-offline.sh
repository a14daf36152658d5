#!/usr/bin/env bash
# build-offline.sh: builds, installs and runs the Flatpak on Debian 12 without a network.
#
# The GNOME runtime cannot be downloaded here, so this assembles a stand-in runtime and SDK
# from the host's own Debian packages (the files dpkg lists for the packages the app needs,
# and everything those depend on), exports them to a local ostree repository added as a
# --user remote, and builds a copy of io.github.briscola.Briscola.json pointed at them.
# Then it checks the installed app from inside the sandbox: the CLI lists every plugin,
# it speaks Italian with LANGUAGE=it when po/it.po has translations, and the GTK app opens
# a window under Xvfb. It leaves a single-file bundle of the app, and on request one of the
# runtime (slow: about three minutes of compression) for installing on another machine.
#
# Usage: flatpak/build-offline.sh [--runtime-bundle] [--skip-run-checks]
# Work files go to flatpak/build/ and flatpak/repo/ (both ignored by git). Set
# FLATPAK_USER_DIR to install somewhere other than ~/.local/share/flatpak.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(dirname "$here")
work=$here/build
repo=$here/repo
app_id=io.github.briscola.Briscola
platform_id=io.github.briscola.LocalPlatform
sdk_id=io.github.briscola.LocalSdk
branch=debian12
remote=briscola-local
run_checks=1
runtime_bundle=0

for arg in "$@"; do
  case $arg in
    --skip-run-checks) run_checks=0 ;;
    --runtime-bundle) runtime_bundle=1 ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-offline.sh: unknown argument '$arg' (see --help)" >&2; exit 2 ;;
  esac
done

start=$(date +%s)
step() { printf '\n== [%4ss] %s\n' "$(( $(date +%s) - start ))" "$*"; }
fail() { echo "build-offline.sh: $*" >&2; exit 1; }

# What the app needs at run time, and what building it needs on top. Their dependencies
# are added from the package database, so these lists stay short.
platform_packages=(
  libc6 libc-bin bash dash coreutils
  libglib2.0-0 libglib2.0-bin dconf-gsettings-backend shared-mime-info
  libgtk-4-1 libadwaita-1-0 libjson-glib-1.0-0 librsvg2-common
  libgl1-mesa-dri libglx-mesa0 libegl-mesa0
  fontconfig fonts-dejavu-core hicolor-icon-theme adwaita-icon-theme
)
sdk_packages=(
  "${platform_packages[@]}"
  gcc libc6-dev binutils pkgconf meson ninja-build gettext
  libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libgtk-4-bin libadwaita-1-dev libjson-glib-dev
  librsvg2-dev
  desktop-file-utils appstream appstream-util elfutils
  sed grep findutils diffutils tar gzip
)
host_tools=(flatpak flatpak-builder ostree bubblewrap python3 xvfb xauth dbus x11-utils)

# ---------------------------------------------------------------------------------------
step "Installing the host packages (apt)"
missing=()
for p in "${host_tools[@]}" "${sdk_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing: ${missing[*]}"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends \
    "${missing[@]}"
fi

arch=$(flatpak --default-arch)
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -print-multiarch)
mkdir -p "$work"

# The packages named and all they depend on (installed ones only: this is the host's set).
closure() {
  apt-cache depends --recurse --installed --no-recommends --no-suggests --no-conflicts \
    --no-breaks --no-replaces --no-enhances "$@" |
    grep -v '^[ <]' | sed 's/:.*//' | LC_ALL=C sort -u |
    LC_ALL=C join - <(dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' |
                      awk '$1 == "ii" { print $2 }' | LC_ALL=C sort -u)
}

# Files of those packages as paths relative to /, /lib and /bin folded into /usr as on a
# merged-/usr system; folders are left out (tar makes them), /var and the like too.
package_files() {
  local pkg
  for pkg in "$@"; do
    dpkg-query -L "$pkg:$(dpkg --print-architecture)" 2>/dev/null || dpkg-query -L "$pkg"
  done | grep -E '^/(usr|etc|lib[^/]*|bin|sbin)/' | sort -u |
    while IFS= read -r f; do
      if [ -L "$f" ] || { [ -e "$f" ] && [ ! -d "$f" ]; }; then echo "${f#/}"; fi
    done
}

# Builds one runtime tree under $work/<name>/usr and exports it to the repository,
# unless the same package versions were exported before.
export_runtime() {
  local name=$1 id=$2; shift 2
  local dir=$work/$name packages stamp
  packages=$(closure "$@")
  stamp=$(for p in $packages; do dpkg-query -W -f='${Package} ${Version}\n' "$p"; done |
          sha256sum | cut -d' ' -f1)
  if [ -f "$dir.stamp" ] && [ "$(cat "$dir.stamp")" = "$stamp" ] &&
     ostree --repo="$repo" rev-parse "runtime/$id/$arch/$branch" >/dev/null 2>&1; then
    echo "$id: unchanged ($(echo "$packages" | wc -w) packages), not exported again"
    return
  fi
  echo "$id: $(echo "$packages" | wc -w) packages"

  rm -rf "$dir" "$dir.stamp"
  mkdir -p "$dir/usr"
  # shellcheck disable=SC2086
  package_files $packages > "$dir.files"
  # Debian's alternatives (cc, c++, …) and the caches that package triggers generate.
  find /etc/alternatives -maxdepth 1 -type l -printf 'etc/alternatives/%f\n' >> "$dir.files"
  for f in "usr/lib/$multiarch/gdk-pixbuf-2.0/2.10.0/loaders.cache" \
           "usr/lib/$multiarch/gio/modules/giomodule.cache"; do
    [ -e "/$f" ] && echo "$f" >> "$dir.files"
  done
  tar -C / --no-recursion -cf - -T "$dir.files" |
    tar -C "$dir" --transform='s,^\(lib[^/]*\|bin\|sbin\)/,usr/\1/,S' -xf -
  mv "$dir/etc" "$dir/usr/etc"
  [ -d "$dir/usr/share/glib-2.0/schemas" ] && glib-compile-schemas "$dir/usr/share/glib-2.0/schemas"
  [ -d "$dir/usr/share/mime/packages" ] && update-mime-database "$dir/usr/share/mime"
  for theme in "$dir"/usr/share/icons/*/; do
    [ -f "$theme/index.theme" ] && gtk4-update-icon-cache -q -t -f "$theme"
  done

  cat > "$dir/metadata" <<EOF
[Runtime]
name=$id
runtime=$platform_id/$arch/$branch
sdk=$sdk_id/$arch/$branch
EOF
  flatpak build-export --runtime --files=usr --subject="$id from Debian packages" \
    "$repo" "$dir" "$branch" > /dev/null
  echo "$stamp" > "$dir.stamp"
  rm -rf "$dir"  # the repository holds it now
}

step "Assembling the local runtime and SDK from Debian packages"
# An uncompressed repository: an archive one would spend a minute compressing the SDK.
[ -d "$repo/objects" ] || ostree init --repo="$repo" --mode=bare-user-only
export_runtime platform "$platform_id" "${platform_packages[@]}"
export_runtime sdk "$sdk_id" "${sdk_packages[@]}"
flatpak build-update-repo "$repo" > /dev/null

step "Installing them from the local repository (--user remote $remote)"
flatpak remote-add --user --no-gpg-verify --if-not-exists "$remote" "file://$repo"
flatpak remote-modify --user --no-gpg-verify --url="file://$repo" "$remote"
# Another checkout's repository may have exported the same runtime later, and flatpak
# refuses to "update" to an older commit, even with --reinstall: remove whatever differs
# from this repository's commit first (the app that uses it is rebuilt below).
for id in "$platform_id" "$sdk_id"; do
  ref=runtime/$id/$arch/$branch
  installed=$(flatpak info --user --show-commit "$id//$branch" 2>/dev/null || true)
  if [ -n "$installed" ] && [ "$installed" != "$(ostree --repo="$repo" rev-parse "$ref")" ]; then
    flatpak uninstall --user -y --noninteractive --force-remove "$ref" > /dev/null
    installed=""
  fi
  [ -n "$installed" ] || flatpak install --user -y --noninteractive "$remote" "$ref" > /dev/null
done
flatpak info --user "$sdk_id//$branch" | grep -E 'Ref|Installed' || true

# ---------------------------------------------------------------------------------------
step "Copying the source tree and the manifest"
src=$work/source
rm -rf "$src" && mkdir -p "$src"
if git -C "$top" rev-parse --is-inside-work-tree > /dev/null 2>&1; then
  # Tracked and new files, as they are in the checkout, without ignored build folders.
  git -C "$top" ls-files -z -c -o --exclude-standard |
    while IFS= read -r -d '' f; do
      if [ -e "$top/$f" ] || [ -L "$top/$f" ]; then printf '%s\0' "$f"; fi  # not deleted ones
    done | tar -C "$top" --null -T - -cf - | tar -C "$src" -xf -
else
  tar -C "$top" --exclude='./_build*' --exclude=./flatpak/build --exclude=./flatpak/repo \
    --exclude=./.flatpak-builder -cf - . | tar -C "$src" -xf -
fi

manifest=$work/$app_id.json
python3 - "$here/$app_id.json" "$manifest" "$src" \
  "$platform_id" "$sdk_id" "$branch" <<'EOF'
# The same manifest, built on the local runtime from the copied tree. Locales stay in the
# app rather than a separate .Locale extension, so the single-file bundle carries them.
import json, sys
source, target, tree, platform, sdk, branch = sys.argv[1:]
with open(source) as f:
    m = json.load(f)
m['runtime'], m['sdk'], m['runtime-version'] = platform, sdk, branch
m['separate-locales'] = False
for module in m['modules']:
    if isinstance(module, dict) and module['name'] == 'briscola':
        module['sources'] = [{'type': 'dir', 'path': tree}]
with open(target, 'w') as f:
    json.dump(m, f, indent=2)
EOF

step "Building with flatpak-builder"
builder_args=()
# Without /dev/fuse (some containers) the build folder is copied instead of overlaid.
[ -c /dev/fuse ] || builder_args+=(--disable-rofiles-fuse)
flatpak-builder "${builder_args[@]}" --user --install --force-clean --disable-download --disable-updates \
  --state-dir="$work/state" --repo="$repo" --default-branch=master \
  "$work/app" "$manifest" > "$work/flatpak-builder.log" 2>&1 ||
  { tail -40 "$work/flatpak-builder.log"
    grep -q "Command 'briscola' not found" "$work/flatpak-builder.log" &&
      echo "(the manifest's command is the GTK app, built from ui/gtk/: is it there yet?)" >&2
    fail "flatpak-builder failed (log: $work/flatpak-builder.log)"; }
grep -E '^(Running|Committing|Installing|Exporting)' "$work/flatpak-builder.log" | tail -5 || true

step "Making the single-file bundles"
flatpak build-bundle "$repo" "$work/$app_id.flatpak" "$app_id" master
if [ "$runtime_bundle" -eq 1 ]; then
  flatpak build-bundle --runtime "$repo" "$work/$platform_id.flatpak" "$platform_id" "$branch"
fi
du -h "$work"/*.flatpak

# ---------------------------------------------------------------------------------------
if [ "$run_checks" -eq 0 ]; then
  step "Done (run checks skipped)"
  exit 0
fi

# The sandbox sees the host's environment: keep the checkout's development paths out.
frun() {
  env -u BRISCOLA_PLUGIN_PATH -u BRISCOLA_LOCALEDIR -u LC_ALL -u LC_MESSAGES \
    flatpak run --user "$@"
}

step "Check: the CLI lists every plugin from inside the sandbox"
frun --command=briscola-cli "$app_id" list --json > "$work/list.json"
python3 - "$work/list.json" "$src/plugins" <<'EOF'
# Every plugin folder of the tree must have given a module that loaded in the sandbox.
import json, os, sys
listing = json.load(open(sys.argv[1]))
folders = sorted(d for d in os.listdir(sys.argv[2])
                 if os.path.isfile(os.path.join(sys.argv[2], d, 'meson.build')))
loaded = {os.path.basename(v['plugin']) for v in listing['variants']}
missing = [d for d in folders if f'lib{d}.so' not in loaded]
outside = [v['plugin'] for v in listing['variants'] if not v['plugin'].startswith('/app/')]
for v in listing['variants']:
    print(f"  {v['id']:<16} {v['plugin']}")
for failure in listing['failures']:
    print(f"  BROKEN {failure['path']}: {failure['reason']}")
if missing or outside or listing['failures']:
    sys.exit(f'plugins not loaded: {missing}, loaded from outside /app: {outside}, '
             f'broken: {len(listing["failures"])}')
print(f'all {len(folders)} plugin folders loaded: {", ".join(folders)}')
EOF

step "Check: Italian with LANGUAGE=it"
LANG=C.UTF-8 LANGUAGE=en frun --command=briscola-cli "$app_id" list > "$work/list-en.txt"
LANG=C.UTF-8 LANGUAGE=it frun --command=briscola-cli "$app_id" list > "$work/list-it.txt"
# The translated messages of po/it.po that `list` prints in English: each must change.
msgattrib --translated --no-obsolete --no-wrap "$src/po/it.po" |
  sed -n 's/^msgid "\(..*\)"$/\1/p' > "$work/it-msgids.txt"
shown=0
while IFS= read -r msgid; do
  grep -qF -- "$msgid" "$work/list-en.txt" && shown=$((shown + 1))
done < "$work/it-msgids.txt"
if [ ! -s "$work/it-msgids.txt" ]; then
  echo "SKIP: po/it.po has no translated messages yet, so there is no Italian to see"
elif [ "$shown" -eq 0 ]; then
  echo "SKIP: po/it.po has $(wc -l < "$work/it-msgids.txt") translated messages," \
       "none of them printed by 'list'"
elif cmp -s "$work/list-en.txt" "$work/list-it.txt"; then
  fail "$shown messages of po/it.po are in 'list' but it is the same with LANGUAGE=it"
else
  echo "po/it.po: $shown of the messages 'list' prints are translated; with LANGUAGE=it:"
  diff "$work/list-en.txt" "$work/list-it.txt" | grep '^>' | head -5 || true
fi

step "Check: the app opens a window under Xvfb"
cat > "$work/run-app.sh" <<EOF
#!/bin/sh
# Starts the app, waits for its window, and stops it again.
env -u BRISCOLA_PLUGIN_PATH -u BRISCOLA_LOCALEDIR flatpak run --user $app_id \
  > "$work/app.log" 2>&1 &
pid=\$!
for i in \$(seq 1 60); do
  if xwininfo -root -tree 2>/dev/null | grep -qi 'briscola'; then
    xwininfo -root -tree | grep -i 'briscola' | head -3
    kill \$pid; wait \$pid 2>/dev/null; exit 0
  fi
  kill -0 \$pid 2>/dev/null || { echo "the app exited early:"; cat "$work/app.log"; exit 1; }
  sleep 0.5
done
echo "no window after 30 s:"; cat "$work/app.log"; kill \$pid; exit 1
EOF
chmod +x "$work/run-app.sh"
xvfb-run -a -s '-screen 0 1280x800x24 -ac' dbus-run-session -- "$work/run-app.sh" ||
  fail "the app did not open a window (log: $work/app.log)"

step "Done in $(( $(date +%s) - start )) s"
echo "Installed: $app_id (flatpak run $app_id), bundles in $work/"
