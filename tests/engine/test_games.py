"""Game declarations: the geometry derived from any pyramids, the deal's split, and deal codes with a game part."""

from __future__ import annotations

import pickle
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_qt.engine import layout
from pyramid_qt.engine.cards import FULL_DECK
from pyramid_qt.engine.deal import MAX_DEAL, Deal, DealCode, DealCodeError, shuffled_deck
from pyramid_qt.engine.games import (
    GAMES,
    PYRAMID,
    GameDeclaration,
    Layout,
    PyramidShape,
    Reserves,
    TalonKind,
    Win,
)
from pyramid_qt.engine.rules import RuleSet

# Test-only games: none of them is offered to the player.
DOUBLE = GameDeclaration(
    key="DOUBLE",
    name="Nine rows of two decks",
    pyramids=(PyramidShape(9),),
    talon=TalonKind.DRAW_ONE,
    passes=3,
    win=Win.PYRAMIDS,
    decks=2,
)
RESERVED = GameDeclaration(
    key="RESERVED",
    name="Reserves and no talon",
    pyramids=(PyramidShape(7),),
    talon=TalonKind.NONE,
    passes=1,
    win=Win.ALL_CARDS,
    reserves=Reserves(8, 3),
)
TEST_GAMES = {**GAMES, DOUBLE.key: DOUBLE, RESERVED.key: RESERVED}

shapes = st.builds(PyramidShape, rows=st.integers(1, 10), inverted=st.booleans())
layouts = st.lists(shapes, min_size=1, max_size=3).map(lambda found: Layout(tuple(found)))


def _place(lay: Layout, i: int) -> tuple[int, int, int]:
    """(pyramid, row within that pyramid, col) of slot ``i``."""
    p = lay.pyramid[i]
    first_row = sum(shape.rows for shape in lay.pyramids[:p])
    return p, lay.row[i] - first_row, lay.col[i]


@settings(max_examples=150, deadline=None)
@given(lay=layouts)
def test_every_card_is_covered_by_the_cards_of_the_next_row_that_overlap_it(lay: Layout) -> None:
    assert lay.size == sum(shape.rows * (shape.rows + 1) // 2 for shape in lay.pyramids)
    assert sorted(i for row in lay.row_slots for i in row) == list(range(lay.size))
    for i in range(lay.size):
        p, row, col = _place(lay, i)
        shape = lay.pyramids[p]
        assert lay.index_of(lay.row[i], col) == i
        over = [_place(lay, j) for j in lay.covered_by[i]]
        assert all(q == p and r == row + 1 for q, r, _ in over)  # the next row of the same pyramid only
        cols = [c for _, _, c in over]
        if row == shape.rows - 1:
            assert cols == []
        elif not shape.inverted:
            assert cols == [col, col + 1]  # the apex and every card above the base: exactly the two below it
        else:
            wider = shape.rows - row  # this row's length; the next row is one card shorter
            assert cols == [c for c in (col - 1, col) if 0 <= c < wider - 1]
            assert len(cols) == (1 if col in (0, wider - 1) and wider > 1 else 2 if wider > 1 else 0)
        for j in range(lay.size):
            assert (j in lay.covers[i]) == (i in lay.covered_by[j])


@settings(max_examples=150, deadline=None)
@given(lay=layouts)
def test_the_free_cards_at_the_start_are_each_pyramids_last_row(lay: Layout) -> None:
    expected: list[int] = []
    for p, shape in enumerate(lay.pyramids):
        last = lay.row_slots[sum(s.rows for s in lay.pyramids[: p + 1]) - 1]
        assert len(last) == (1 if shape.inverted else shape.rows)
        expected.extend(last)
    assert lay.free_at_start == tuple(expected)


@settings(max_examples=60, deadline=None)
@given(lay=layouts, face_down=st.integers(0, 3))
def test_face_down_rows_are_each_pyramids_top_rows(lay: Layout, face_down: int) -> None:
    turned = Layout(lay.pyramids, face_down)
    assert len(turned.face_down) == sum(
        sum(shape.row_length(r) for r in range(min(face_down, shape.rows))) for shape in lay.pyramids
    )
    assert all(_place(turned, i)[1] < face_down for i in turned.face_down)


def test_the_pyramid_game_gives_the_layout_every_module_imports() -> None:
    assert (layout.ROWS, layout.SIZE) == (PYRAMID.layout.rows, PYRAMID.layout.size) == (7, 28)
    assert PYRAMID.layout.free_at_start == tuple(range(21, 28))
    assert (PYRAMID.talon_size, PYRAMID.reserves.size) == (24, 0)


def test_a_nine_row_pyramid_of_two_decks_is_dealt_45_and_59() -> None:
    lay = DOUBLE.layout
    assert (lay.size, lay.rows, DOUBLE.talon_size) == (45, 9, 59)
    assert lay.covered_by[0] == (1, 2) and lay.covered_by[lay.index_of(7, 7)] == (lay.index_of(8, 7), 44)
    deal = Deal.from_number(7, DOUBLE)
    assert (len(deal.pyramid), len(deal.talon), deal.reserves) == (45, 59, ())
    assert Counter(deal.pyramid + deal.talon) == Counter(FULL_DECK * 2)
    assert deal.pyramid + deal.talon == shuffled_deck(7, decks=2)


def test_reserves_are_dealt_after_the_pyramid_bottom_to_top() -> None:
    deck = shuffled_deck(11)
    deal = Deal.from_number(11, RESERVED)
    assert deal.pyramid == deck[:28] and deal.talon == ()
    assert deal.reserves == tuple(deck[28 + 3 * p : 31 + 3 * p] for p in range(8))


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"key": "P"}, "key"),
        ({"key": "Py"}, "key"),
        ({"pyramids": ()}, "at least one pyramid"),
        ({"talon": TalonKind.NONE}, "no talon"),
        ({"reserves": Reserves(9, 3)}, "deals 55 cards from 52"),
        ({"face_down_rows": 7}, "last row"),
    ],
)
def test_a_declaration_that_cannot_be_dealt_is_refused(changes: dict[str, object], reason: str) -> None:
    fields = {
        "key": "TEST",
        "name": "Test",
        "pyramids": (PyramidShape(7),),
        "talon": TalonKind.DRAW_ONE,
        "passes": 1,
        "win": Win.PYRAMIDS,
        **changes,
    }
    with pytest.raises(ValueError, match=reason):
        GameDeclaration(**fields)  # type: ignore[arg-type]


def test_a_pyramid_code_has_no_game_part_and_reads_as_before() -> None:
    code = DealCode.parse("PY1-W1-AAAAAAS", TEST_GAMES)
    assert code.game == PYRAMID and code.text == "PY1-W1-AAAAAAS"
    assert code.deal() == Deal(shuffled_deck(18)[:28], shuffled_deck(18)[28:])
    assert DealCode.parse("py1-pyr-w1-aaaaaas") == code  # the explicit game part names the same deal


def test_another_games_code_carries_its_game_part() -> None:
    code = DealCode(18, RuleSet.from_field("N"), DOUBLE)
    assert code.text == "PY1-DOUBLE-N-AAAAAAS"
    assert DealCode.parse(" py1-double-n-aaaaaas ", TEST_GAMES) == code
    assert code.deal() == Deal.from_number(18, DOUBLE) != DealCode(18).deal()
    with pytest.raises(DealCodeError) as caught:
        DealCode.parse(code.text)  # a game this program does not offer
    assert caught.value.key == "bad_format" and "DOUBLE" in str(caught.value)


@pytest.mark.parametrize("game", [PYRAMID, DOUBLE])
def test_a_code_reaches_a_worker_process_whole(game: GameDeclaration) -> None:
    game.layout.index_of(1, 0)  # every derived table computed first, as a game in play has them
    code = DealCode(42, RuleSet.from_field("W1"), game)
    copied = pickle.loads(pickle.dumps(code))
    assert copied == code and copied.text == code.text and copied.deal() == code.deal()


game_parts = st.one_of(st.sampled_from([*TEST_GAMES, "N", "PY", "XYZ", "D0UBLE", "ABCDEFGHI", ""]), st.text(max_size=9))
rules_parts = st.one_of(st.sampled_from(["N", "W1", "TUD", "NS", "Q", "", "N0"]), st.text(max_size=4))
letter_parts = st.one_of(st.integers(0, MAX_DEAL).map(lambda n: DealCode(n).letters), st.text(max_size=8))
KEYS = {"empty", "bad_format", "bad_version", "bad_letters", "unknown_preset", "bad_passes", "bad_order"}
KEYS |= {"unknown_option", "out_of_range"}


@settings(max_examples=400, deadline=None)
@given(
    version=st.sampled_from(["PY1", "py1", "PY2", ""]),
    game=st.none() | game_parts,
    rules=rules_parts,
    letters=letter_parts,
    pad=st.sampled_from(["", " ", "\t\n"]),
)
def test_codes_with_or_without_a_game_part_read_or_say_why_not(
    version: str, game: str | None, rules: str, letters: str, pad: str
) -> None:
    parts = [version, rules, letters] if game is None else [version, game, rules, letters]
    text = pad + "-".join(parts) + pad
    try:
        code = DealCode.parse(text, TEST_GAMES)
    except DealCodeError as error:
        assert error.key in KEYS and error.text == text
        return
    assert DealCode.parse(code.text, TEST_GAMES) == code
    pieces = text.strip().upper().split("-")
    assert code.game == (TEST_GAMES[pieces[1]] if len(pieces) == 4 else PYRAMID)
    assert code.text.count("-") == (2 if code.game == PYRAMID else 3)
