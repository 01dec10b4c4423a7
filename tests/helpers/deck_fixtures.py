"""A tiny card deck in the KDE card-deck format, written by the tests themselves.

Every face is one flat rectangle in :data:`FACE` (a colour no built-in card uses) and the back one in :data:`BACK`,
laid out in a grid as real decks are, so sampling a pixel tells at once whether a card came from this deck.
"""

from __future__ import annotations

from pathlib import Path

from pyramid_qt.engine.cards import FULL_DECK
from pyramid_qt.ui.decks.kde_deck import element_id

FACE = "#12ab34"
BACK = "#ab1234"
CARD_W, CARD_H = 70, 98


def deck_svg(*, face: str = FACE, back: str | None = BACK, skip: str | None = None) -> str:
    """The drawing: 52 card elements (``skip``: leave that element id out) and, unless ``back`` is ``None``, a back."""
    parts = []
    for index, card in enumerate(FULL_DECK):
        name = element_id(card)
        if name == skip:
            continue
        x, y = (index % 13) * (CARD_W + 2), (index // 13) * (CARD_H + 2)
        parts.append(f'<g id="{name}"><rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" fill="{face}"/></g>')
    if back is not None:
        y = 4 * (CARD_H + 2)
        parts.append(f'<g id="back"><rect x="0" y="{y}" width="{CARD_W}" height="{CARD_H}" fill="{back}"/></g>')
    width, height = 13 * (CARD_W + 2), 5 * (CARD_H + 2)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">'
        + "".join(parts)
        + "</svg>"
    )


def write_deck(
    folder: Path, *, name: str = "Test deck", svg: str | bytes | None = None, svg_file: str = "test.svg", **kw: object
) -> Path:
    """Write a deck into ``folder`` (created) and return the folder; ``svg``: other drawing content."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "index.desktop").write_text(
        f"[KDE Backdeck]\nName={name}\nName[id]={name} (id)\nSVG={svg_file}\nBack=Test\n", encoding="utf-8"
    )
    content = deck_svg(**kw) if svg is None else svg  # type: ignore[arg-type]
    target = folder / svg_file
    if isinstance(content, bytes):
        target.write_bytes(content)
    else:
        target.write_text(content, encoding="utf-8")
    return folder
