"""The hostile card decks (huge, inflating, fanning out, reaching outside themselves), for the tests: made by
bench/hostile_decks.py (one maker each, shared with the bench that measures the window's memory with them)."""

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
