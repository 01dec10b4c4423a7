"""The two compiled kernels share kernel.h: its sizes are the engine's Pyramid, and neither module spells them again."""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import pytest

from pyramid_qt.engine import layout
from pyramid_qt.engine.games import PYRAMID

SOLVER = Path(__file__).resolve().parents[2] / "pyramid_qt" / "solver"
SOURCES = (SOLVER / "search" / "_native.c", SOLVER / "par" / "_par.c")
SHARED = ("SIZE", "MAX_TALON", "KING", "PAIR_SUM", "BY_RANK", "CHECK_EVERY")


def _compiled() -> list[ModuleType]:
    from pyramid_qt.solver.par import native as par_native
    from pyramid_qt.solver.search import native

    modules = []
    if native.built():
        from pyramid_qt.solver.search import _native

        modules.append(_native)
    if par_native.built():
        from pyramid_qt.solver.par import _par

        modules.append(_par)
    return modules


def test_the_compiled_sizes_are_the_engines() -> None:
    modules = _compiled()
    if not modules:
        pytest.skip("no compiled kernel built")
    for module in modules:
        assert (layout.SIZE, PYRAMID.talon_size) == (module.SIZE, module.MAX_TALON), module.__name__


@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.name)
def test_each_kernel_takes_the_shared_names_from_the_header(source: Path) -> None:
    text = source.read_text(encoding="utf-8")
    assert '#include "../kernel.h"' in text
    for name in SHARED:
        assert not re.search(rf"^#define {name}\b", text, re.MULTILINE), name
    assert not re.search(r"^typedef uint(32|64)_t", text, re.MULTILINE)
    assert not re.search(r"\b(popcount|highest|lowest)\([^)]*\)\s*\{", text)  # the bit helpers are not defined again
