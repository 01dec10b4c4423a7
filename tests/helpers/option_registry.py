"""Throw-away rule options and families for the tests that extend the registries."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pyramid_qt.engine.options import Flag, RuleOption, option_registered
from pyramid_qt.engine.rules import RuleFamily, TalonStart, family_registered

KINGS_LATE = RuleOption(
    name="kings_late",
    kind=Flag(),
    default=False,
    letter="K",
    label="&Kings stay until the end",
    help="A throw-away option of the tests",
    change_texts={True: "kings stay", False: "kings go"},
)

# A fourth family: W's talon start with other defaults.
MICROSOFT = RuleFamily(
    letter="M",
    talon_start=TalonStart.STOCK_TOP_FACE_UP,
    defaults={"passes": 2, "draw_three": True},
    name="Throw-away family",
    description="The stock top plays; two passes; three waste piles.",
)


@pytest.fixture
def kings_late() -> Iterator[RuleOption]:
    with option_registered(KINGS_LATE) as option:
        yield option


@pytest.fixture
def family_m() -> Iterator[RuleFamily]:
    with family_registered(MICROSOFT) as family:
        yield family
