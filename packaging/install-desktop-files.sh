#!/usr/bin/env bash
# Put pyramid-qt into the desktop's application menu after `pip install --user .` or `pipx install .`:
# installs the .desktop entry, the AppStream metainfo and the icons into the user's data folder ($XDG_DATA_HOME,
# default ~/.local/share), or under PREFIX/share with --prefix.
#
#   packaging/install-desktop-files.sh                    # into $XDG_DATA_HOME (~/.local/share)
#   packaging/install-desktop-files.sh --prefix /usr/local  # system-wide (as root)
#   packaging/install-desktop-files.sh --uninstall        # remove them again
#
# The entry runs `pyramid-qt` from PATH, so the directory pip or pipx put it in (~/.local/bin) must be on PATH.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
APP_ID="io.github.pyramid_qt.PyramidQt"
# The XDG base directory rules: a relative or empty XDG_DATA_HOME is ignored.
if [[ ${XDG_DATA_HOME:-} == /* ]]; then
    SHARE="$XDG_DATA_HOME"
else
    SHARE="$HOME/.local/share"
fi
ACTION=install
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prefix) SHARE="$2/share"; shift 2 ;;
        --uninstall) ACTION=uninstall; shift ;;
        -h | --help) sed -n '2,10p' "$0"; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
done

# source|target pairs, relative to packaging/ and SHARE
files=(
    "$APP_ID.desktop|applications/$APP_ID.desktop"
    "$APP_ID.metainfo.xml|metainfo/$APP_ID.metainfo.xml"
    "icons/$APP_ID.svg|icons/hicolor/scalable/apps/$APP_ID.svg"
)
for size in 16 32 48 64 128 256 512; do
    files+=("icons/hicolor/${size}x${size}/apps/$APP_ID.png|icons/hicolor/${size}x${size}/apps/$APP_ID.png")
done

for pair in "${files[@]}"; do
    source="$HERE/${pair%%|*}"
    target="$SHARE/${pair##*|}"
    if [[ $ACTION == install ]]; then
        install -D -m 644 "$source" "$target"
        echo "installed $target"
    else
        rm -f "$target" && echo "removed $target"
    fi
done

# Refresh the caches where the tools exist; desktops also notice the new files on their own, only later.
command -v update-desktop-database >/dev/null && update-desktop-database -q "$SHARE/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" 2>/dev/null || true
if [[ $ACTION == install ]] && ! command -v pyramid-qt >/dev/null; then
    echo "note: pyramid-qt is not on PATH; the menu entry needs it (pipx: run 'pipx ensurepath')" >&2
fi
