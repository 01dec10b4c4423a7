"""Card proportions and pixel sizes: the bottom of the card-art import chain (no Qt, nothing of ours)."""

from __future__ import annotations

CARD_ASPECT: float = 1.4
"""Height / width of a card (a standard 63.5 x 88.9 mm poker card)."""
CORNER: float = 0.07
"""Corner radius of the board's marks and shades on a card, as a fraction of the card width."""


def physical_size(width: int, dpr: float) -> tuple[int, int]:
    """Physical pixel size of a card ``width`` logical pixels wide at device pixel ratio ``dpr``."""
    if width < 1:
        raise ValueError(f"card width must be at least 1 logical pixel, got {width}")
    if dpr <= 0:
        raise ValueError(f"device pixel ratio must be positive, got {dpr}")
    return round(width * dpr), round(width * CARD_ASPECT * dpr)
