"""Pasting 120 MB of text would hold the GUI thread about 10 s (a position file is capped at 64 KB, and so is the
clipboard's text).  Text far longer than any position is refused, by its size, before it is copied into a Python
string, lowered or parsed; the game on the table stays."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication

from pyramid_qt.engine import Position
from pyramid_qt.engine.position import parse_position
from pyramid_qt.ui.dialogs import positions
from pyramid_qt.ui.texts import positions as position_texts
from tests.helpers.source_layout import spec_position_text
from tests.helpers.window import position_problem


@pytest.mark.parametrize("extra_lines", [10_000, 400_000])  # 100 KB, 4 MB
def test_pasting_a_huge_text_is_refused_by_its_size(window, monkeypatch: pytest.MonkeyPatch, extra_lines: int):
    parsed: list[int] = []
    real_parse = parse_position

    def counting_parse(text: str) -> Position:
        parsed.append(len(text))
        return real_parse(text)

    monkeypatch.setattr(positions, "parse_position", counting_parse)
    before = window.game.position
    # A real position followed by lines of comment: everything but its length would pass.
    QGuiApplication.clipboard().setText(spec_position_text("W") + "# padding\n" * extra_lines)

    window.actions_.paste_position.trigger()

    assert position_problem(window) == position_texts.too_long_text()
    assert parsed == []  # never parsed
    assert window.game.position == before


def test_text_from_any_source_is_bounded():
    assert positions.from_text("x" * 100_000).problem == position_texts.too_long_text()
