"""Records written out instead of dataclasses stay the values they were: equal and hashed by their fields, immutable
when frozen, pickled as themselves (worker processes receive them), copied, and shown with their fields."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable

import pytest

from pyramid_qt.engine import DRAW, Card, Move
from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.games import GIZA, PYRAMID, GameDeclaration, Layout, Pairing, PyramidShape, Reserves
from pyramid_qt.engine.records import FrozenRecord
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.engine.state import Area, Location, Position
from pyramid_qt.solver.result import SolveResult, Verdict

# Each case: a maker of one value (called twice for two equal ones), and a value differing in one field.
FROZEN: dict[str, tuple[Callable[[], FrozenRecord], Callable[[], FrozenRecord]]] = {
    "DealCode": (lambda: DealCode(7, PRESETS["W"]), lambda: DealCode(7, PRESETS["N"])),
    "PyramidShape": (lambda: PyramidShape(4, True, 1.5, 0.5), lambda: PyramidShape(4, True, 1.5, 1.0)),
    "Reserves": (lambda: Reserves(2, 3), lambda: Reserves(3, 2)),
    "Pairing": (lambda: Pairing(), lambda: Pairing(13, kings_alone=False)),
    "Layout": (lambda: Layout(PYRAMID.pyramids, 1), lambda: Layout(PYRAMID.pyramids, 2)),
    "Location": (lambda: Location(Area.WASTE, 1, 2), lambda: Location(Area.RESERVE, 1, 2)),
    "GameDeclaration": (lambda: replace_key(GIZA, "GIZB"), lambda: replace_key(GIZA, "GIZC")),
}


def replace_key(game: GameDeclaration, key: str) -> GameDeclaration:
    """A game like ``game`` but not declared (so pickled by its fields)."""
    values = dict(zip(game._names(), game._fields(), strict=True))
    return GameDeclaration(**{**values, "key": key})


@pytest.mark.parametrize("name", FROZEN)
def test_a_frozen_record_is_an_immutable_value(name: str) -> None:
    make, other = FROZEN[name]
    value = make()
    fields = value._names()
    assert value == make() and hash(value) == hash(make())
    assert value != other() and value != tuple(getattr(value, field) for field in fields)
    assert len({value, make(), other()}) == 2
    assert pickle.loads(pickle.dumps(value)) == value
    assert copy.copy(value) == value and copy.deepcopy(value) == value
    assert repr(value).startswith(f"{name}(") and all(f"{field}=" in repr(value) for field in fields)
    for field in fields:
        with pytest.raises(AttributeError):
            setattr(value, field, None)
        with pytest.raises(AttributeError):
            delattr(value, field)
    with pytest.raises(AttributeError):
        value.unknown = None


def test_a_deal_code_refuses_a_number_out_of_range() -> None:
    with pytest.raises(ValueError, match="deal number"):
        DealCode(-1)


def test_a_solve_result_is_an_immutable_value_sent_back_from_workers() -> None:
    line = [Move.king(Card.parse("KD"))]
    result = SolveResult(Verdict.WINNABLE, line, 28, True, 10, 0.5)
    assert result == SolveResult(Verdict.WINNABLE, list(line), 28, True, 10, 0.5)
    assert result != SolveResult(Verdict.WINNABLE, line, 28, True, 11, 0.5)
    assert pickle.loads(pickle.dumps(result)) == result
    assert "stopped_by=None" in repr(result)
    with pytest.raises(AttributeError):
        result.nodes = 0
    assert SolveResult(Verdict.UNKNOWN).solution == [] and SolveResult(Verdict.UNKNOWN).solution is not (
        SolveResult(Verdict.UNKNOWN).solution
    )  # each its own list, as a field's default factory gives


def test_a_declared_game_travels_as_itself_with_its_layout_derived() -> None:
    assert pickle.loads(pickle.dumps(GIZA)) is GIZA and copy.deepcopy(GIZA) is GIZA
    assert GIZA.layout is GIZA.layout and GIZA.layout == Layout(GIZA.pyramids, GIZA.face_down_rows)
    assert replace_key(GIZA, "GIZB").layout.covered_by == GIZA.layout.covered_by


def test_a_game_and_a_pyramid_are_checked_when_made() -> None:
    with pytest.raises(ValueError, match="at least one row"):
        PyramidShape(0)
    with pytest.raises(ValueError, match="at least one pyramid"):
        GameDeclaration("XX", "X", (), PYRAMID.talon, None, PYRAMID.win)


def test_a_position_is_an_immutable_value_hashed_without_its_game() -> None:
    start = Position.from_deal(DealCode(5).deal(), PRESETS["N"])
    same = Position.from_deal(DealCode(5).deal(), PRESETS["N"])
    assert start == same and hash(start) == hash(same) and start != start.apply(DRAW)
    other_game = start.with_game(GIZA)
    assert other_game != start and hash(other_game) == hash(start)  # the game is compared, not hashed
    assert pickle.loads(pickle.dumps(start)) == start and copy.deepcopy(start) == start
    assert start.replace(pass_number=2).pass_number == 2 and start.replace(pass_number=2) != start
    assert start.replace() == start and start.replace(game=GIZA) == other_game
    assert repr(start).startswith("Position(rules=") and "game=" not in repr(start)
    with pytest.raises(AttributeError):
        start.stock = ()
    with pytest.raises(TypeError):
        start.replace(unknown=1)
