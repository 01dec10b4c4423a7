"""The board's outline for assistive tools and the keys: reading order, the stock's action,
and the changes an assistive tool is told about, with no Qt."""

from __future__ import annotations

import copy
import pickle

import pytest

from pyramid_qt.engine import DRAW, Card, Move
from pyramid_qt.ui.board import outline as board_outline
from pyramid_qt.ui.board.marks import STOCK, BoardMarks
from pyramid_qt.ui.board.outline import StockAction
from tests.helpers.engine import position
from tests.helpers.source_layout import SPEC_ROWS, spec_position

C = Card.parse


def test_outline_reading_order_and_stock_action():
    start = spec_position()
    board_now = board_outline.outline(start)
    assert [entry.place.row for entry in board_now.pyramid] == sorted(entry.place.row for entry in board_now.pyramid)
    assert board_now.stock_action is StockAction.DRAW
    assert board_outline.focus_order(board_now)[:7] == [C(code) for code in SPEC_ROWS[6].split()]
    assert board_outline.focus_order(board_now)[7:] == [STOCK, C("7D")]
    empty = position("N1", "KS", stock="", waste="5H")
    assert board_outline.outline(empty).stock_action is StockAction.NONE
    assert board_outline.outline(position("N", "KS", stock="", waste="5H")).stock_action is StockAction.RECYCLE


def test_outline_changes_after_a_pair():
    start = spec_position().apply(Move.king(C("KD")))
    after = start.apply(Move.pair(C("TC"), C("3S")))
    change = board_outline.changes(board_outline.outline(start), board_outline.outline(after))
    assert set(change.left) == {C("TC"), C("3S")}
    assert change.arrived == ()
    assert change.renamed == ("pyramid",)
    assert change.enabled == (C("TS"),)  # it lay under 3S and KD
    assert change.restated == (C("TS"),)
    entry = board_outline.outline(after).entry(C("TS"))
    assert entry is not None and entry.state.free


def test_outline_changes_after_a_draw_and_a_selection():
    start = spec_position()
    after = start.apply(DRAW)
    change = board_outline.changes(board_outline.outline(start), board_outline.outline(after))
    drawn = start.stock[0]
    assert change.arrived == (drawn,)  # from the stock (no object of its own) into the waste
    assert C("7D") in change.restated and C("7D") in change.enabled
    assert set(change.renamed) == {"stock", "waste1"}
    marked = board_outline.outline(start, BoardMarks(selected=C("TC"), focus=C("TC")))
    change = board_outline.changes(board_outline.outline(start), marked)
    assert change.selection == (C("TC"),) and change.focus_moved and not change.left


def test_an_outline_is_a_value_of_its_fields() -> None:
    """Equal and hashed by what it shows (its cards looked up by card are derived), immutable, copied and pickled
    with that lookup rebuilt."""
    start = spec_position()
    board_now = board_outline.outline(start)
    again = board_outline.outline(start)
    assert board_now == again and hash(board_now) == hash(again)
    assert board_now != board_outline.outline(start.apply(Move.king(C("KD"))))
    assert "_by_card" not in repr(board_now) and repr(board_now).startswith("BoardOutline(pyramid=(")
    for twin in (pickle.loads(pickle.dumps(board_now)), copy.copy(board_now), copy.deepcopy(board_now)):
        assert twin == board_now and twin.entry(C("KD")) == board_now.entry(C("KD")) is not None
    with pytest.raises(AttributeError):
        board_now.stock_cards = 0


def test_outline_changes_are_false_when_nothing_changed() -> None:
    board_now = board_outline.outline(spec_position())
    assert not board_outline.changes(board_now, board_now)
    assert board_outline.changes(board_now, board_outline.outline(spec_position().apply(Move.king(C("KD")))))
