"""Fuzz the position text (docs/position-format.md): whatever the text, the parser gives a position or a PositionError
with a one-line message; a position it gives writes back to the same text and can be searched."""

from __future__ import annotations

from hypothesis import given

from pyramid_qt.engine import PositionError, format_position, parse_position
from pyramid_qt.solver import Verdict, solve
from tests.fuzz.harness import TALLY, check, fuzz_settings
from tests.fuzz.strategies import position_texts

NODE_LIMIT = 3000


def _parse_and_search(text: str) -> None:
    try:
        position = parse_position(text)
    except PositionError as error:
        message = str(error)
        assert message and "\n" not in message and len(message) < 300, message
        assert error.key
        TALLY["position text: refused"] += 1
        return
    TALLY["position text: parsed"] += 1
    assert parse_position(format_position(position)) == position
    result = solve(position, node_limit=NODE_LIMIT)
    assert result.verdict in Verdict
    if result.verdict is Verdict.WINNABLE:
        assert result.best_removed == 28


@fuzz_settings()
@given(position_texts())
def test_any_text_parses_or_is_refused_with_a_line(text: str) -> None:
    check("position text", lambda: _parse_and_search(text))
