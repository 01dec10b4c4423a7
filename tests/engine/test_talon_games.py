"""Triangle and King Tut played by the engine: the inverted pyramid, the talon turned one or three at a time onto one
waste pile, their passes, the win when the pyramid is cleared, their codes and position texts, and invariants over
random play."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_qt.engine.cards import FULL_DECK, Card
from pyramid_qt.engine.deal import FIXED_RULES, MAX_DEAL, Deal, DealCode, DealCodeError
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.games import ENGINE_GAMES, GAMES, KINGTUT, PYRAMID, TRIANGLE, GameDeclaration, Layout
from pyramid_qt.engine.moves import DRAW, RECYCLE, IllegalMoveError, Move, Refusal
from pyramid_qt.engine.position import PositionError, format_position, parse_position
from pyramid_qt.engine.rules import PRESETS, RuleSet
from pyramid_qt.engine.state import Position, Status
from tests.helpers.engine import card

TALON_GAMES = [TRIANGLE, KINGTUT]


def start(game: GameDeclaration, number: int) -> Position:
    return Position.from_deal(Deal.from_number(number, game), FIXED_RULES, game)


def position_of(game: GameDeclaration, rows: list[str], *talon: str) -> Position:
    text = "\n".join(["# pyramid position v1", f"game: {game.key}", "rules: N", "pyramid:", *rows, *talon]) + "\n"
    return parse_position(text, ENGINE_GAMES)


def pysolfc_inverted_blockmap(size: int) -> list[list[int]]:
    """The cards blocking each card of an inverted pyramid, as PySolFC's ``_createInvertedPyramid`` computes them
    (``pysollib/games/pyramid.py``): an independent statement of the geometry."""
    blocks: list[list[int]] = []
    n = 0
    for i in range(size):
        for j in range(size - i):
            k = n + (size - i)
            if i == size - 1:
                blocks.append([])
            elif j == 0:
                blocks.append([k])
            elif j == size - i - 1:
                blocks.append([k - 1])
            else:
                blocks.append([k - 1, k])
            n += 1
    return blocks


# ------------------------------------------------------------------ the layout and the deal


@pytest.mark.parametrize("rows", [1, 2, 3, 7, 9])
def test_an_inverted_pyramid_is_covered_as_pysolfc_blocks_it(rows: int) -> None:
    layout = Layout((TRIANGLE.pyramids[0].__class__(rows, inverted=True),))
    assert [list(cover) for cover in layout.covered_by] == pysolfc_inverted_blockmap(rows)


@pytest.mark.parametrize("number", [0, 1, 18, MAX_DEAL])
def test_triangle_deals_an_inverted_pyramid_whose_single_point_card_alone_is_free(number: int) -> None:
    position = start(TRIANGLE, number)
    assert [len(slots) for slots in TRIANGLE.layout.row_slots] == [7, 6, 5, 4, 3, 2, 1]
    assert [i for i in range(28) if position.is_free(i)] == [27]
    assert len(position.stock) == 24 and position.waste == ((),) and position.pass_number == 1
    assert Counter(position.cards_on_table()) == Counter(FULL_DECK)
    assert position.exposed_cards() == [position.pyramid[27]]  # the stock is face down


def test_removing_the_point_card_frees_the_two_above_it() -> None:
    dealt = start(TRIANGLE, 11)
    position = dealt.replace(pyramid=(*dealt.pyramid[:27], None))
    assert [i for i in range(28) if position.is_free(i)] == [25, 26]
    assert position.covering(22) == (25,) and position.covering(23) == (25, 26) and position.covering(24) == (26,)


@pytest.mark.parametrize("number", [0, 1, 18, MAX_DEAL])
def test_king_tut_deals_pyramid_s_pyramid_and_a_face_down_stock(number: int) -> None:
    position = start(KINGTUT, number)
    assert position.pyramid == Deal.from_number(number, PYRAMID).pyramid
    assert len(position.stock) == 24 and position.waste == ((),)
    assert [i for i in range(28) if position.is_free(i)] == list(range(21, 28))


# ------------------------------------------------------------------ the talon


def test_king_tut_turns_three_cards_onto_one_waste_the_third_on_top() -> None:
    position = start(KINGTUT, 5)
    stock = position.stock
    drawn = position.apply(DRAW)
    assert drawn.waste == (stock[:3],) and drawn.stock == stock[3:]
    assert drawn.exposed_cards()[-1] == stock[2]
    assert drawn.is_exposed(stock[2]) and not drawn.is_exposed(stock[1]) and not drawn.is_exposed(stock[3])
    for _ in range(7):
        drawn = drawn.apply(DRAW)
    assert drawn.stock == () and drawn.waste == (stock,)


def test_king_tut_turns_the_last_one_or_two_cards_alone_and_recycles_without_end() -> None:
    rows = ["6H", *(" ".join(["--"] * n) for n in range(2, 8))]
    position = position_of(KINGTUT, rows, "stock: AS 2S 3S 4S", "waste: 5S")
    drawn = position.apply(DRAW).apply(DRAW)
    assert drawn.waste == ((card("5S"), card("AS"), card("2S"), card("3S"), card("4S")),) and not drawn.stock
    for pass_number in range(2, 60):
        drawn = drawn.apply(RECYCLE)
        assert drawn.pass_number == pass_number and drawn.stock == tuple(
            card(c) for c in ["5S", "AS", "2S", "3S", "4S"]
        )
        drawn = drawn.apply(DRAW).apply(DRAW)
    assert drawn.passes is None and drawn.draw_count == 3


def test_triangle_turns_one_card_and_has_three_passes() -> None:
    position = start(TRIANGLE, 7)
    assert position.passes == 3 and position.draw_count == 1
    for pass_number in (1, 2, 3):
        assert position.pass_number == pass_number
        for _ in range(24):
            position = position.apply(DRAW)
        assert position.waste[0][-1] == start(TRIANGLE, 7).stock[-1]
        if pass_number < 3:
            position = position.apply(RECYCLE)
    assert position.refusal(RECYCLE) is Refusal.NO_PASSES_LEFT
    assert position.legal_moves() == [] or all(m.is_removal for m in position.legal_moves())


def test_only_the_waste_top_plays_and_two_talon_cards_never_pair() -> None:
    rows = ["KC" + " --" * 6, *(" ".join(["--"] * n) for n in (6, 5, 4, 3, 2, 1))]
    position = position_of(TRIANGLE, rows, "stock: 8S 7H", "waste: 6C 5D")
    assert position.pair_refusal(card("8S"), card("5D")) is Refusal.BLOCKED  # the stock top is face down
    assert position.pair_refusal(card("6C"), card("7H")) is Refusal.BLOCKED
    assert position.tap_refusal(card("6C")) is Refusal.BLOCKED
    drawn = position.apply(DRAW)
    assert drawn.pair_refusal(card("8S"), card("5D")) is Refusal.BLOCKED  # 5D lies under 8S now
    assert drawn.legal_moves() == [Move.king(card("KC")), DRAW]


@pytest.mark.parametrize("game", TALON_GAMES, ids=lambda game: game.key)
def test_the_game_is_won_when_the_pyramid_is_cleared_whatever_the_talon_holds(game: GameDeclaration) -> None:
    rows = [" ".join(["--"] * len(slots)) for slots in game.layout.row_slots]
    rows[0] = " ".join(["4D", *rows[0].split()[1:]])  # the last card left lies in the top row
    position = position_of(game, rows, "stock: 2C 3C AC", "waste: 9S")
    played = Game(position)
    played.play(Move.pair(card("4D"), card("9S")))
    assert played.status is Status.WON and played.position.talon_count == 3
    assert played.refusal(DRAW) is Refusal.GAME_OVER and played.legal_moves() == []
    with pytest.raises(IllegalMoveError):
        played.play(DRAW)
    assert played.score == 10 * 28


# ------------------------------------------------------------------ codes


@settings(max_examples=200, deadline=None)
@given(game=st.sampled_from(TALON_GAMES), number=st.integers(0, MAX_DEAL))
def test_a_code_of_either_game_reads_back_as_its_deal(game: GameDeclaration, number: int) -> None:
    code = DealCode(number, FIXED_RULES, game)
    text = str(code)
    assert text.startswith(f"PY1-{game.key}-N-")
    assert DealCode.parse(text.lower(), ENGINE_GAMES) == code
    assert DealCode.parse(text, ENGINE_GAMES).deal() == Deal.from_number(number, game)


@settings(max_examples=200, deadline=None)
@given(number=st.integers(0, MAX_DEAL), field=st.sampled_from(["N", "W", "T", "N3", "TUSD", "WX", "NY"]))
def test_a_code_without_a_game_part_still_means_pyramid(number: int, field: str) -> None:
    code = DealCode(number, RuleSet.from_field(field))
    parsed = DealCode.parse(str(code), ENGINE_GAMES)
    assert parsed.game is PYRAMID and parsed.deal() == Deal.from_number(number, PYRAMID) and str(parsed) == str(code)


@pytest.mark.parametrize("text", ["PY1-TRIANGLE-T-AAAAAAS", "PY1-KINGTUT-N1-AAAAAAS", "PY1-KINGTUT-ND-AAAAAAB"])
def test_their_codes_have_no_other_rules_part(text: str) -> None:
    with pytest.raises(DealCodeError):
        DealCode.parse(text, ENGINE_GAMES)


def test_they_are_offered_and_their_codes_read_by_default() -> None:
    assert GAMES[TRIANGLE.key] is TRIANGLE and GAMES[KINGTUT.key] is KINGTUT
    assert ENGINE_GAMES[TRIANGLE.key] is TRIANGLE and ENGINE_GAMES[KINGTUT.key] is KINGTUT
    assert DealCode.parse("PY1-TRIANGLE-N-AAAAAAS").game is TRIANGLE


def test_a_position_is_played_under_n_whatever_rules_it_is_given() -> None:
    position = Position.from_deal(Deal.from_number(5, KINGTUT), PRESETS["W"], KINGTUT)
    assert position == start(KINGTUT, 5) and position.rules == FIXED_RULES and position.passes is None


# ------------------------------------------------------------------ the position text


def test_a_king_tut_text_names_its_game_and_its_one_waste() -> None:
    position = start(KINGTUT, 18).apply(DRAW)
    lines = format_position(position).splitlines()
    assert lines[:4] == ["# pyramid position v1", "game: KINGTUT", "rules: N", "pyramid:"]
    assert lines[-3].startswith("stock: ") and lines[-2].startswith("waste: ") and lines[-1] == "pass: 1"
    assert len(lines[-2].split()) == 4
    assert parse_position("\n".join(lines), ENGINE_GAMES) == position


@pytest.mark.parametrize(
    ("game", "pass_line", "waste", "key"),
    [
        (TRIANGLE, "pass: 4", "waste:", "bad_pass"),
        (TRIANGLE, "pass: 3", "waste1: AS", "wrong_waste"),
        (KINGTUT, "pass: 999", "waste2:", "wrong_waste"),
    ],
)
def test_a_wrong_text_says_why(game: GameDeclaration, pass_line: str, waste: str, key: str) -> None:
    lines = format_position(start(game, 3)).splitlines()
    lines = [line for line in lines if not line.startswith(("pass:", "waste"))] + [waste, pass_line]
    with pytest.raises(PositionError) as error:
        parse_position("\n".join(lines), ENGINE_GAMES)
    assert error.value.key == key


def test_king_tut_reads_any_pass_number() -> None:
    text = format_position(start(KINGTUT, 3)).replace("pass: 1", "pass: 4321")
    assert parse_position(text, ENGINE_GAMES).pass_number == 4321


KEYS = {"missing_rules", "bad_rules", "missing_pyramid", "short_pyramid", "bad_row", "bad_card", "duplicate_card"}
KEYS |= {"floating_card", "unknown_line", "repeated_line", "bad_pass", "wrong_waste", "unknown_game", "no_talon"}
SNIPPETS = [
    "game: TRIANGLE",
    "game: KINGTUT",
    "game: GIZA",
    "game: PYR",
    "pyramid2:",
    "reserve1: AS",
    "stock: 3H",
    "waste: 4H",
    "waste1: 4H",
    "pass: 2",
    "pass: 4",
    "rules: N",
    "rules: T",
    "--",
    "AS 2S",
    "-- --",
]


@settings(max_examples=300, deadline=None)
@given(
    game=st.sampled_from(TALON_GAMES),
    number=st.integers(0, MAX_DEAL),
    edits=st.lists(
        st.tuples(
            st.integers(0, 60),
            st.sampled_from(["drop", "insert", "replace"]),
            st.sampled_from(SNIPPETS) | st.text(max_size=12),
        ),
        max_size=4,
    ),
)
def test_an_edited_text_of_either_game_reads_whole_or_says_why(
    game: GameDeclaration, number: int, edits: list[tuple[int, str, str]]
) -> None:
    lines = format_position(start(game, number).apply(DRAW)).splitlines()
    for at, how, snippet in edits:
        at %= len(lines) + 1
        if how == "insert" or at == len(lines):
            lines.insert(at, snippet)
        elif how == "drop":
            del lines[at]
        else:
            lines[at] = snippet
    try:
        position = parse_position("\n".join(lines), ENGINE_GAMES)
    except PositionError as error:
        assert error.key in KEYS
        return
    assert max(Counter(position.cards_on_table()).values(), default=1) == 1
    assert len(position.pyramid) == position.game.layout.size
    assert position.passes is None or position.pass_number <= position.passes
    assert parse_position(format_position(position), ENGINE_GAMES) == position


# ------------------------------------------------------------------ invariants over random play


def walk(game: GameDeclaration, number: int, choices: list[int]) -> Iterator[tuple[Move | None, Position]]:
    here = start(game, number)
    yield None, here
    for choice in choices:
        moves = here.legal_moves()
        if not moves or here.is_won:
            return
        move = moves[choice % len(moves)]
        here = here.apply(move)
        yield move, here


@settings(max_examples=80, deadline=None)
@given(
    game=st.sampled_from(TALON_GAMES),
    number=st.integers(0, MAX_DEAL),
    choices=st.lists(st.integers(0, 10_000), max_size=80),
)
def test_every_legal_move_keeps_the_cards_and_undo_restores(
    game: GameDeclaration, number: int, choices: list[int]
) -> None:
    played = Game(start(game, number))
    played.auto_kings = False
    removed: Counter[Card] = Counter()
    for move, here in walk(game, number, choices):
        if move is not None:
            before = played.position
            played.play(move)
            assert played.position == here
            played.undo()
            assert played.position == before
            played.play(move)
            gone = Counter(before.cards_on_table()) - Counter(here.cards_on_table())
            assert (sum(gone.values()) > 0) == move.is_removal
            removed += gone
        on_table = Counter(here.cards_on_table())
        assert max(on_table.values()) == 1 and on_table + removed == Counter(FULL_DECK)
        assert len(here.waste) == 1 and here.pass_number <= (here.passes or here.pass_number)
        assert parse_position(format_position(here), ENGINE_GAMES) == here
        won = here.pyramid_remaining == 0
        assert here.status is (Status.WON if won else Status.PLAYING if here.legal_moves() else Status.LOST)
        if won:
            assert played.legal_moves() == [] and played.refusal(DRAW) is Refusal.GAME_OVER
