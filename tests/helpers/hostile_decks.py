"""The hostile card decks of issue 23 items 1 and 2, for the tests: made by bench/hostile_decks.py (one maker each,
shared with the bench that measures the window's memory with them)."""

from bench.hostile_decks import (
    HOSTILE,
    big_svg,
    drawing_fifo,
    giant_name,
    image_dev_zero,
    image_fifo,
    index_dev_zero,
    index_fifo,
    svgz_bomb,
    use_fan_out,
)

__all__ = [
    "HOSTILE",
    "big_svg",
    "drawing_fifo",
    "giant_name",
    "image_dev_zero",
    "image_fifo",
    "index_dev_zero",
    "index_fifo",
    "svgz_bomb",
    "use_fan_out",
]
