"""The hostile card decks of issue 23 items 1 and 2, written by the tests (and bench/hostile_decks.py) themselves.

Each is a folder in the KDE card-deck format that some way or other attacks whoever reads or draws it: sizes that
exhaust memory, ``<use>`` fan-out that takes forever, names of files that block (a FIFO) or never end
(``/dev/zero``), a name of 200,000 characters.  :data:`HOSTILE` maps a short name to the function that writes it.
"""

from __future__ import annotations

import gzip
import os
from collections.abc import Callable
from pathlib import Path

from pyramid_qt.engine.cards import FULL_DECK
from pyramid_qt.ui.decks.kde_deck import element_id
from tests.helpers.deck_fixtures import deck_svg

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
