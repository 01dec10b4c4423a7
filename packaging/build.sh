#!/usr/bin/env bash
# Build everything that ships: the wheel, the icon renders, the checked desktop files and the PyInstaller bundle.
#
#   packaging/build.sh            # all steps; results in dist/
#   packaging/build.sh wheel      # only the wheel            (dist/pyramid_qt-<version>-<python>-<platform>.whl)
#   packaging/build.sh icons      # only re-render the PNGs   (packaging/icons/hicolor/)
#   packaging/build.sh validate   # only check .desktop and metainfo
#   packaging/build.sh bundle     # only the one-folder bundle (dist/pyramid-qt/pyramid-qt)
#
# PYTHON picks the interpreter (default python3), DIST the output folder (default dist/).  PyInstaller runs in its
# own virtual environment under build/pyinstaller-venv, made on first use, with the wheel and PyInstaller installed
# into it, so the bundle holds exactly what the wheel declares.  The wheel is built from a clean copy of the files
# git knows, so it needs a git checkout.  It is a platform wheel (cp310-abi3-linux_x86_64, say): setup.py builds the
# solver's optional compiled kernel when a C compiler is found (CC picks one), and leaves it out, with a warning,
# when the compile fails.  VERBOSE=1 shows the build's log (the compiler's command lines and that warning).
# SOURCE_COPY names the folder the wheel is built in: made from the files git knows when it does not exist, reused
# as it is (with the build/ an earlier build left there) when it does, and kept (default: a fresh one, removed).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-python3}"
APP_ID="io.github.pyramid_qt.PyramidQt"
DIST="${DIST:-$ROOT/dist}"
VENV="$ROOT/build/pyinstaller-venv"
cd "$ROOT"

say() { printf '== %s\n' "$*"; }

build_wheel() {
    say "wheel"
    # Build from a copy of the files git knows (tracked or new, not ignored): setuptools reuses build/lib in place,
    # which would smuggle deleted modules into the wheel.
    local src="${SOURCE_COPY:-}" verbosity
    if [[ -z "$src" || ! -d "$src" ]]; then
        src="${src:-$(mktemp -d)}"
        mkdir -p "$src"
        git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
            [[ -e "$f" ]] && printf '%s\0' "$f"
        done | tar -c --null -T - | tar -x -C "$src"
    fi
    mkdir -p "$DIST"
    rm -f "$DIST"/pyramid_qt-*.whl
    verbosity=--quiet
    [[ -z "${VERBOSE:-}" ]] || verbosity=--verbose
    "$PYTHON" -m pip wheel "$verbosity" --no-deps -w "$DIST" "$src"
    [[ -n "${SOURCE_COPY:-}" ]] || rm -rf "$src"
    ls -l "$DIST"/pyramid_qt-*.whl
}

render_icons() {
    say "icons"
    "$PYTHON" packaging/render_icons.py
}

validate_desktop_files() {
    say "validate"
    if command -v desktop-file-validate >/dev/null; then
        desktop-file-validate "packaging/$APP_ID.desktop"
        echo "desktop-file-validate: ok"
    else
        echo "desktop-file-validate not found (Debian/Ubuntu: apt-get install desktop-file-utils): skipped"
    fi
    if command -v appstreamcli >/dev/null; then
        appstreamcli validate --no-net "packaging/$APP_ID.metainfo.xml"
    else
        echo "appstreamcli not found (Debian/Ubuntu: apt-get install appstream): skipped"
    fi
}

build_bundle() {
    say "bundle"
    local wheel
    wheel="$(ls -t "$DIST"/pyramid_qt-*.whl 2>/dev/null | head -n1 || true)"
    [[ -n "$wheel" ]] || { build_wheel; wheel="$(ls -t "$DIST"/pyramid_qt-*.whl | head -n1)"; }
    if [[ ! -x "$VENV/bin/python" ]]; then
        "$PYTHON" -m venv "$VENV"
    fi
    "$VENV/bin/python" -m pip install --quiet --upgrade pyinstaller
    "$VENV/bin/python" -m pip install --quiet --force-reinstall --no-deps "$wheel"
    "$VENV/bin/python" -m pip install --quiet "$wheel"
    # Run from outside the checkout so the spec's `import pyramid_qt` finds the installed wheel, not the sources.
    (cd "$ROOT/build" && "$VENV/bin/python" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath "$DIST" --workpath "$ROOT/build/pyinstaller" "$ROOT/packaging/pyramid-qt.spec")
    local bin="$DIST/pyramid-qt/pyramid-qt"
    [[ -x "$bin" ]] || { echo "bundle: $bin missing" >&2; exit 1; }
    echo "bundle: $(du -sh "$DIST/pyramid-qt" | cut -f1) in $DIST/pyramid-qt"
    smoke_bundle "$bin"
}

smoke_bundle() {
    local bin="$1" help status=0
    say "bundle smoke"
    help="$(QT_QPA_PLATFORM=offscreen timeout 20 "$bin" --help 2>&1)" || status=$?
    if [[ $status -eq 0 && "$help" == *--screenshot* ]]; then
        local shot
        shot="$(mktemp -d)/shot.png"
        QT_QPA_PLATFORM=offscreen timeout 60 "$bin" --screenshot "$shot" --size 800x600
        [[ -s "$shot" ]] || { echo "bundle smoke: no screenshot written" >&2; exit 1; }
        echo "bundle smoke: screenshot $(wc -c <"$shot") bytes"
        rm -rf "$(dirname "$shot")"
    elif [[ $status -eq 124 ]]; then
        # The placeholder window ignores --help and runs until killed: it started and stayed up for 20 s.
        echo "bundle smoke: no --screenshot support yet; the binary started and ran until the 20 s timeout"
    else
        printf '%s\n' "$help" >&2
        echo "bundle smoke: the binary failed (exit $status)" >&2
        exit 1
    fi
}

steps=("$@")
[[ ${#steps[@]} -gt 0 ]] || steps=(icons validate wheel bundle)
for step in "${steps[@]}"; do
    case "$step" in
        wheel) build_wheel ;;
        icons) render_icons ;;
        validate) validate_desktop_files ;;
        bundle) build_bundle ;;
        *) echo "unknown step: $step (wheel, icons, validate, bundle)" >&2; exit 2 ;;
    esac
done
