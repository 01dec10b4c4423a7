"""The window's peak memory and first frame with each hostile card deck (huge, inflating, fanning out, reaching outside
itself), and with any real decks given; the decks are written here (the tests use the same makers,
tests/helpers/hostile_decks.py).

    python bench/hostile_decks.py                                  # the hostile decks
    python bench/hostile_decks.py --real /usr/share/carddecks      # and every deck installed there
    python bench/hostile_decks.py --checkout /tmp/old-checkout     # the same against another checkout (before)

Each deck is a folder in the KDE card-deck format that some way or other attacks whoever reads or draws it: sizes
that exhaust memory, ``<use>`` fan-out that takes forever, names of files that block (a FIFO) or never end
(``/dev/zero``), a name of 200,000 characters.  :data:`HOSTILE` maps a short name to the function that writes it.
For each, ``python -m pyramid_qt`` starts in a fresh home with that deck chosen and ``PYRAMID_QT_REPORT_FIRST_PAINT=1``
(it closes once the deck's cards have arrived or failed); its peak resident memory (VmHWM, polled) is printed beside
the drawing process's, and the verdict against the target: the window under 200 MB whatever the deck.
"""

from __future__ import annotations

import argparse
import gzip
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from pyramid_qt.engine.cards import FULL_DECK
from pyramid_qt.ui.decks.kde_deck import element_id

TARGET_MB = 200
CAP_SECONDS = 120


def deck_svg() -> str:
    """A plain usable drawing: 52 flat cards and a back."""
    cards = "".join(f'<rect id="{element_id(card)}" width="70" height="98" fill="#12ab34"/>' for card in FULL_DECK)
    back = '<rect id="back" width="70" height="98" fill="#ab1234"/>'
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="70" height="98">{cards}{back}</svg>'


INDEX = "[KDE Backdeck]\nName={name}\nSVG={svg}\n"


def _index(folder: Path, *, name: str = "Hostile", svg: str = "deck.svg") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "index.desktop").write_text(INDEX.format(name=name, svg=svg), encoding="utf-8")
    return folder


def big_svg(folder: Path, megabytes: int = 64) -> Path:
    """A valid deck padded with a comment to ``megabytes`` MB (QtSvg peaked at 1.4 GB on 64 MB)."""
    _index(folder)
    body = deck_svg().encode()
    pad = b"<!--" + b"x" * (megabytes * 1024 * 1024 - len(body)) + b"-->"
    (folder / "deck.svg").write_bytes(body.replace(b"</svg>", pad + b"</svg>"))
    return folder


def svgz_bomb(folder: Path, inflated_megabytes: int = 1024) -> Path:
    """About 1 MB of gzip that inflates to ``inflated_megabytes`` MB of SVG (went past 2 GB)."""
    _index(folder, svg="deck.svgz")
    head = deck_svg().encode().replace(b"</svg>", b"<!--")
    with gzip.open(folder / "deck.svgz", "wb", compresslevel=9) as out:
        out.write(head)
        block = b" " * (1 << 20)
        for _ in range(inflated_megabytes):
            out.write(block)
        out.write(b"--></svg>")
    return folder


def use_fan_out(folder: Path, levels: int = 8) -> Path:
    """6 KB whose ``<use>`` elements fan out ten ways on each of ``levels`` levels: 10^8 shapes (held a thread 10 s)."""
    _index(folder)
    defs = ['<rect id="l0" width="1" height="1"/>']
    for level in range(1, levels + 1):
        uses = "".join(f'<use xlink:href="#l{level - 1}" x="{i}"/>' for i in range(10))
        defs.append(f'<g id="l{level}">{uses}</g>')
    cards = "".join(f'<g id="{element_id(card)}"><use xlink:href="#l{levels}"/></g>' for card in FULL_DECK)
    (folder / "deck.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="140">'
        f"<defs>{''.join(defs)}</defs>{cards}</svg>",
        encoding="utf-8",
    )
    return folder


def image_fifo(folder: Path) -> Path:
    """A deck whose drawing shows ``art.png``, a FIFO beside it (froze the window for good)."""
    _index(folder)
    os.mkfifo(folder / "art.png")
    svg = deck_svg().replace(
        "</svg>", '<image xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="art.png" width="9" height="9"/></svg>'
    )
    (folder / "deck.svg").write_text(svg, encoding="utf-8")
    return folder


def image_dev_zero(folder: Path) -> Path:
    """A deck whose drawing shows ``/dev/zero`` by its absolute name."""
    _index(folder)
    image = '<image xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="/dev/zero" width="9" height="9"/>'
    svg = deck_svg().replace("</svg>", image + "</svg>")
    (folder / "deck.svg").write_text(svg, encoding="utf-8")
    return folder


def index_fifo(folder: Path) -> Path:
    """``index.desktop`` is a FIFO (blocked before the first frame)."""
    folder.mkdir(parents=True, exist_ok=True)
    os.mkfifo(folder / "index.desktop")
    (folder / "deck.svg").write_text(deck_svg(), encoding="utf-8")
    return folder


def index_dev_zero(folder: Path) -> Path:
    """``index.desktop`` links to ``/dev/zero`` (read without end)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "index.desktop").symlink_to("/dev/zero")
    (folder / "deck.svg").write_text(deck_svg(), encoding="utf-8")
    return folder


def drawing_fifo(folder: Path) -> Path:
    """The drawing ``index.desktop`` names is a FIFO."""
    _index(folder)
    os.mkfifo(folder / "deck.svg")
    return folder


def giant_name(folder: Path, characters: int = 200_000) -> Path:
    """A usable deck whose ``Name=`` has ``characters`` characters (Preferences went to 1 GB)."""
    _index(folder, name="N" * characters)
    (folder / "deck.svg").write_text(deck_svg(), encoding="utf-8")
    return folder


HOSTILE: dict[str, Callable[[Path], Path]] = {
    "64 MB SVG": big_svg,
    "SVGZ bomb": svgz_bomb,
    "use fan-out": use_fan_out,
    "image FIFO": image_fifo,
    "image /dev/zero": image_dev_zero,
    "index FIFO": index_fifo,
    "index /dev/zero": index_dev_zero,
    "drawing FIFO": drawing_fifo,
    "giant Name=": giant_name,
}


def _peak_kb(pid: int) -> int:
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except OSError:
        return 0
    return next((int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM:")), 0)


def _children(pid: int) -> list[int]:
    try:
        return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def measure(checkout: Path, deck: Path) -> dict[str, object]:
    """Start the game of ``checkout`` with ``deck`` chosen; its first frame, peaks and how it ended."""
    with tempfile.TemporaryDirectory(prefix="pq-bench-deck-") as home_name:
        home = Path(home_name)
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(checkout)}
        env["PYRAMID_QT_REPORT_FIRST_PAINT"] = "1"
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"):
            env[name] = str(home / name.lower())
        (home / "xdg_runtime_dir").mkdir(mode=0o700)
        config = home / "xdg_config_home" / "pyramid-qt"
        config.mkdir(parents=True)
        (config / "pyramid-qt.ini").write_text(f"[appearance]\ndeck={deck}\nback=deck\n", encoding="utf-8")
        start = time.monotonic()
        game = subprocess.Popen(
            [sys.executable, "-m", "pyramid_qt"], cwd=checkout, env=env, stdout=subprocess.PIPE, text=True
        )
        window_kb = worker_kb = 0
        while game.poll() is None and time.monotonic() - start < CAP_SECONDS:
            window_kb = max(window_kb, _peak_kb(game.pid))
            worker_kb = max([worker_kb, *(_peak_kb(child) for child in _children(game.pid))])
            time.sleep(0.02)
        hung = game.poll() is None
        if hung:
            game.kill()
        out, _ = game.communicate()
        painted = next((float(line.split()[1]) for line in out.splitlines() if line.startswith("first-paint ")), None)
        return {
            "first_paint_s": painted,
            "window_mb": window_kb / 1024,
            "drawing_process_mb": worker_kb / 1024,
            "ended": "killed at the cap" if hung else f"exit {game.returncode}",
            "seconds": time.monotonic() - start,
        }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--checkout", type=Path, default=Path(__file__).resolve().parents[1])
    parser.add_argument("--real", type=Path, help="a folder of installed decks (each subfolder is measured too)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="pq-hostile-") as root_name:
        root = Path(root_name)
        decks = {name: make(root / name.replace(" ", "-").replace("/", "")) for name, make in HOSTILE.items()}
        if args.real:
            decks.update({f"real {folder.name}": folder for folder in sorted(args.real.iterdir()) if folder.is_dir()})
        print(f"window peak memory per deck, {args.checkout} (target: window < {TARGET_MB} MB)")
        worst = 0.0
        for name, folder in decks.items():
            seen = measure(args.checkout.resolve(), folder)
            worst = max(worst, float(seen["window_mb"]))  # type: ignore[arg-type]
            paint = "none" if seen["first_paint_s"] is None else f"{seen['first_paint_s']:.2f} s"
            print(
                f"{name:28} window {seen['window_mb']:7.1f} MB  drawing process {seen['drawing_process_mb']:7.1f} MB"
                f"  first paint {paint:>8}  {seen['ended']} after {seen['seconds']:.1f} s"
            )
        print(f"worst window peak {worst:.1f} MB: {'met' if worst < TARGET_MB else 'MISSED'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
