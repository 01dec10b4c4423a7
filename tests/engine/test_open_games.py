"""Giza and Pharaohs played by the engine: their deals and codes, moves from reserves and from several pyramids, the
win when every card is discarded, a lost game, and their position texts."""

from __future__ import annotations

import pickle
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_qt.engine.cards import FULL_DECK, Card
from pyramid_qt.engine.deal import FIXED_RULES, MAX_DEAL, Deal, DealCode, DealCodeError, parse_deal_input
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.games import ENGINE_GAMES, GAMES, GIZA, PHARAOHS, PYRAMID, GameDeclaration
from pyramid_qt.engine.moves import Move, MoveKind, Refusal
from pyramid_qt.engine.position import PositionError, format_position, parse_position
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.engine.state import Area, Location, Position, Status
from tests.helpers.engine import card

OPEN_GAMES = [GIZA, PHARAOHS]


def start(game: GameDeclaration, number: int) -> Position:
    return Position.from_deal(Deal.from_number(number, game), FIXED_RULES, game)


def text_of(game: GameDeclaration, *sections: str) -> str:
    return "\n".join(["# pyramid position v1", f"game: {game.key}", "rules: N", *sections]) + "\n"


EMPTY_PYRAMID = ["pyramid:", *(" ".join(["--"] * (row + 1)) for row in range(7))]


def giza(*reserves: str, apex: str = "--") -> Position:
    """A Giza position whose pyramid holds at most its apex (then free), with the reserves given (bottom to top)."""
    pyramid = [EMPTY_PYRAMID[0], apex, *EMPTY_PYRAMID[2:]]
    lines = [f"reserve{p + 1}: {pile}" for p, pile in enumerate(reserves)]
    return parse_position(text_of(GIZA, *pyramid, *lines), ENGINE_GAMES)


# ------------------------------------------------------------------ the deal and the code


@pytest.mark.parametrize("number", [0, 1, 18, MAX_DEAL])
def test_giza_deals_the_pyramid_then_eight_reserve_piles_of_three(number: int) -> None:
    position = start(GIZA, number)
    assert len(position.pyramid) == 28 and [len(pile) for pile in position.reserves] == [3] * 8
    assert not position.stock and position.waste == ()
    assert Counter(position.cards_on_table()) == Counter(FULL_DECK)
    assert len(position.exposed_cards()) == 7 + 8  # the bottom row and each reserve's top


@pytest.mark.parametrize("number", [0, 1, 18, MAX_DEAL])
def test_pharaohs_deals_three_pyramids_of_7_6_and_2_rows(number: int) -> None:
    position = start(PHARAOHS, number)
    assert len(position.pyramid) == 28 + 21 + 3 and position.reserves == () and not position.stock
    assert Counter(position.cards_on_table()) == Counter(FULL_DECK)
    free = [i for i in range(52) if position.is_free(i)]
    assert free == [*range(21, 28), *range(43, 49), 50, 51]  # each pyramid's last row


def test_their_codes_carry_the_game_and_the_rules_part_n() -> None:
    for game in OPEN_GAMES:
        code = DealCode(18, FIXED_RULES, game)
        assert code.text == f"PY1-{game.key}-N-AAAAAAS"
        assert DealCode.parse(f" py1-{game.key.lower()}-n-aaaaaas ", ENGINE_GAMES) == code
        assert Game.from_code(code).position == start(game, 18)


@pytest.mark.parametrize("text", ["PY1-GIZA-W-AAAAAAS", "PY1-PHARAOHS-N1-AAAAAAS", "PY1-GIZA-ND-AAAAAAB"])
def test_a_game_without_rule_options_reads_no_other_rules_part(text: str) -> None:
    with pytest.raises(DealCodeError) as caught:
        DealCode.parse(text, ENGINE_GAMES)
    assert caught.value.key == "bad_format" and "N" in str(caught.value)


def test_the_player_is_offered_them_and_reads_their_codes_and_positions() -> None:
    assert list(GAMES)[:3] == [PYRAMID.key, GIZA.key, PHARAOHS.key] and set(GAMES) <= set(ENGINE_GAMES)
    for game in OPEN_GAMES:
        assert parse_deal_input(f"PY1-{game.key}-N-AAAAAAS") == DealCode(18, FIXED_RULES, game)
        assert parse_position(format_position(start(game, 1))) == start(game, 1)
    only_pyramid = {PYRAMID.key: PYRAMID}  # where a game is not among those asked for, its texts are not read
    with pytest.raises(DealCodeError) as caught:
        DealCode.parse("PY1-GIZA-N-AAAAAAS", only_pyramid)
    assert caught.value.key == "bad_format"
    with pytest.raises(PositionError) as refused:
        parse_position(format_position(start(GIZA, 1)), only_pyramid)
    assert refused.value.key == "unknown_game" and refused.value.line == 2


def test_a_position_of_another_game_is_played_under_n_whatever_it_is_given() -> None:
    position = Position.from_deal(Deal.from_number(5, GIZA), RuleSet.from_field("WX"), GIZA)
    assert position.rules == FIXED_RULES and position == start(GIZA, 5)


# ------------------------------------------------------------------ moves from the reserves


def test_reserve_tops_pair_with_each_other_and_with_free_pyramid_cards() -> None:
    position = giza("5S 8H", "5D", "9C 4C", apex="9H")
    assert position.locate(card("5S")) == Location(Area.RESERVE, 0, 1)
    assert position.refusal(Move.pair(card("8H"), card("5D"))) is None  # two reserve tops
    assert position.refusal(Move.pair(card("4C"), card("9H"))) is None  # a reserve top and a free pyramid card
    assert position.refusal(Move.pair(card("5S"), card("8H"))) is Refusal.BLOCKED  # not the card it lies under
    assert position.refusal(Move.pair(card("9C"), card("4C"))) is Refusal.BLOCKED
    after = position.apply(Move.pair(card("8H"), card("5D")))
    assert after.reserves == ((card("5S"),), (), (card("9C"), card("4C"))) + ((),) * 5
    assert after.refusal(Move.pair(card("5S"), card("8H"))) is Refusal.NOT_AVAILABLE


def test_a_king_on_a_reserve_goes_alone_but_not_from_under_another_card() -> None:
    position = giza("KS", "KH 2C")
    assert position.refusal(Move.king(card("KS"))) is None
    assert position.refusal(Move.king(card("KH"))) is Refusal.BLOCKED
    assert Move.king(card("KS")) in position.legal_moves() and Move.king(card("KH")) not in position.legal_moves()


def test_giza_is_won_only_when_the_reserves_are_cleared_too() -> None:
    position = giza("KS")
    assert position.pyramid_remaining == 0 and not position.is_won and position.status is Status.PLAYING
    cleared = position.apply(Move.king(card("KS")))
    assert cleared.is_won and cleared.status is Status.WON


def test_a_position_with_no_move_left_is_lost() -> None:
    position = giza("2S 3H", "4D")
    assert position.legal_moves() == [] and position.status is Status.LOST


# ------------------------------------------------------------------ played to a win


def find_a_win(game: GameDeclaration, budget: int = 600) -> tuple[int, list[Move]]:
    """The first deal from 1 on that a depth-first search over the engine's legal moves wins within ``budget``
    positions, and its moves.  Positions are told apart by the cards left, which say where every card is in a
    game with no talon."""
    for number in range(1, 200):
        moves = _search(start(game, number), budget)
        if moves is not None:
            return number, moves
    raise AssertionError(f"no {game.name} deal of 1-199 won within {budget} positions each")


def _search(position: Position, budget: int) -> list[Move] | None:
    seen: set[frozenset[Card]] = set()
    stack: list[tuple[Position, list[Move]]] = [(position, [])]
    while stack and len(seen) < budget:
        here, path = stack.pop()
        left = frozenset(here.cards_on_table())
        if left in seen:
            continue
        seen.add(left)
        if not left:
            return path
        stack.extend((here.apply(move), [*path, move]) for move in here.legal_moves())
    return None


@pytest.mark.parametrize("game", OPEN_GAMES, ids=lambda game: game.key)
def test_a_game_is_played_to_a_win_with_every_card_discarded(game: GameDeclaration) -> None:
    number, moves = find_a_win(game)
    played = Game.from_code(DealCode(number, FIXED_RULES, game))
    for move in moves:
        assert played.status is Status.PLAYING
        played.play(move)
    assert played.status is Status.WON and played.is_over
    assert list(played.position.cards_on_table()) == []
    removed = [c for move in moves for c in move.cards]
    assert Counter(removed) == Counter(FULL_DECK) and all(m.kind is not MoveKind.DRAW for m in moves)
    assert played.score == 10 * game.cards  # Pyramide: 10 a card the win needs removed, every card here


# ------------------------------------------------------------------ invariants over random play


def walk(game: GameDeclaration, number: int, choices: list[int]) -> Iterator[Position]:
    here = start(game, number)
    yield here
    for choice in choices:
        moves = here.legal_moves()
        if not moves:
            return
        here = here.apply(moves[choice % len(moves)])
        yield here


@settings(max_examples=60, deadline=None)
@given(
    game=st.sampled_from(OPEN_GAMES),
    number=st.integers(0, MAX_DEAL),
    choices=st.lists(st.integers(0, 10_000), max_size=30),
)
def test_every_legal_move_keeps_the_position_whole(game: GameDeclaration, number: int, choices: list[int]) -> None:
    dealt = Counter(Deal.from_number(number, game).pyramid) + Counter(
        c for pile in Deal.from_number(number, game).reserves for c in pile
    )
    removed: Counter[Card] = Counter()
    before: Position | None = None
    for here in walk(game, number, choices):
        if before is not None:
            gone = Counter(before.cards_on_table()) - Counter(here.cards_on_table())
            assert sum(gone.values()) in (1, 2) and (sum(gone.values()) == 1) == all(c.is_king for c in gone)
            removed += gone
        on_table = Counter(here.cards_on_table())
        assert max(on_table.values(), default=1) == 1 and on_table + removed == dealt == Counter(FULL_DECK)
        assert parse_position(format_position(here), ENGINE_GAMES) == here  # valid: nothing floats, nothing twice
        assert here.status is (Status.WON if not on_table else Status.PLAYING if here.legal_moves() else Status.LOST)
        before = here


# ------------------------------------------------------------------ the position text


def test_a_giza_position_is_written_with_its_game_and_reserves() -> None:
    position = start(GIZA, 18)
    text = format_position(position)
    lines = text.splitlines()
    assert lines[:3] == ["# pyramid position v1", "game: GIZA", "rules: N"] and lines[3] == "pyramid:"
    reserves = [line for line in lines if line.startswith("reserve")]
    assert reserves == [
        f"reserve{p + 1}: " + " ".join(c.code for c in pile) for p, pile in enumerate(position.reserves)
    ]
    assert not any(line.startswith(("stock", "waste", "pass")) for line in lines)
    assert parse_position(text, ENGINE_GAMES) == position


def test_a_pharaohs_position_writes_a_section_per_pyramid() -> None:
    position = start(PHARAOHS, 18)
    lines = format_position(position).splitlines()
    sections = [n for n, line in enumerate(lines) if line.startswith("pyramid")]
    assert [lines[n] for n in sections] == ["pyramid:", "pyramid2:", "pyramid3:"]
    assert [sections[1] - sections[0] - 1, sections[2] - sections[1] - 1, len(lines) - sections[2] - 1] == [7, 6, 2]
    apex, left, right = position.pyramid[49:]
    assert lines[sections[2] + 1 :] == [f"{apex}", f"{left} {right}"]


@pytest.mark.parametrize(
    ("mutate", "key"),
    [
        (lambda text: text.replace("game: GIZA", "game: GIZA\ngame: GIZA"), "repeated_line"),
        (lambda text: text.replace("game: GIZA", "game: CHEOPS"), "unknown_game"),
        (lambda text: text.replace("rules: N", "rules: W"), "bad_rules"),
        (lambda text: text + "stock: AS\n", "no_talon"),
        (lambda text: text + "pass: 1\n", "no_talon"),
        (lambda text: text + "reserve9: AS\n", "unknown_line"),
        (lambda text: text + "pyramid2:\nAS\n", "unknown_line"),
        (lambda text: text.replace("reserve3:", "reserve1:"), "repeated_line"),
        (lambda text: text.replace("reserve2: ", "reserve2: AS AS "), "duplicate_card"),
    ],
)
def test_a_wrong_giza_text_says_why(mutate: Callable[[str], str], key: str) -> None:
    with pytest.raises(PositionError) as caught:
        parse_position(mutate(format_position(start(GIZA, 3))), ENGINE_GAMES)
    assert caught.value.key == key


def test_a_missing_pyramid_section_and_a_floating_card_are_named() -> None:
    text = format_position(start(PHARAOHS, 3))
    head, _, _ = text.partition("pyramid3:")
    with pytest.raises(PositionError) as caught:
        parse_position(head, ENGINE_GAMES)
    assert caught.value.key == "missing_pyramid" and "pyramid3" in str(caught.value)
    lines = text.splitlines()
    apex = lines.index("pyramid3:") + 1
    lines[apex] = "--"
    with pytest.raises(PositionError) as floating:
        parse_position("\n".join(lines), ENGINE_GAMES)
    assert floating.value.key == "floating_card" and floating.value.line == apex + 2
    assert "row 1" in str(floating.value)


KEYS = {"missing_rules", "bad_rules", "missing_pyramid", "short_pyramid", "bad_row", "bad_card", "duplicate_card"}
KEYS |= {"floating_card", "unknown_line", "repeated_line", "bad_pass", "wrong_waste", "unknown_game", "no_talon"}
SNIPPETS = [
    "game: GIZA",
    "game: PHARAOHS",
    "game: PYR",
    "game: X",
    "pyramid2:",
    "pyramid3:",
    "reserve1: AS",
    "reserve8: KD QD",
    "reserve9: 2C",
    "stock: 3H",
    "waste: 4H",
    "pass: 2",
    "rules: N",
    "--",
    "AS 2S",
]


@settings(max_examples=300, deadline=None)
@given(
    game=st.sampled_from(OPEN_GAMES),
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
    lines = format_position(start(game, number)).splitlines()
    for at, how, snippet in edits:
        at %= len(lines) + 1
        if how == "insert" or at == len(lines):
            lines.insert(at, snippet)
        elif how == "drop":
            del lines[at]
        else:
            lines[at] = snippet
    text = "\n".join(lines)
    try:
        position = parse_position(text, ENGINE_GAMES)
    except PositionError as error:
        assert error.key in KEYS
        return
    assert max(Counter(position.cards_on_table()).values(), default=1) == 1
    assert len(position.pyramid) == position.game.layout.size
    assert len(position.reserves) == position.game.reserves.piles
    assert parse_position(format_position(position), ENGINE_GAMES) == position


def test_the_documented_examples_are_what_the_engine_writes() -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "position-format.md").read_text(encoding="utf-8")

    def example(opening: str) -> str:
        return doc.split(opening, 1)[1].split("```", 2)[1].lstrip("\n")

    giza_code = DealCode.parse("PY1-GIZA-N-AAAAAAS", ENGINE_GAMES)
    played = Game.from_code(giza_code)
    played.play(Move.pair(card("2C"), card("JH")))
    assert example("Giza, deal `PY1-GIZA-N-AAAAAAS`") == format_position(played.position)
    pharaohs = Game.from_code(DealCode.parse("PY1-PHARAOHS-N-AAAAAAS", ENGINE_GAMES))
    assert example("Pharaohs, deal `PY1-PHARAOHS-N-AAAAAAS`") == format_position(pharaohs.position)


@pytest.mark.parametrize("game", [PYRAMID, GIZA, PHARAOHS], ids=lambda game: game.key)
def test_a_position_reaches_another_process_with_its_game_itself(game: GameDeclaration) -> None:
    position = start(game, 7).apply(start(game, 7).legal_moves()[0])
    copied = pickle.loads(pickle.dumps(position))
    assert copied == position and copied.game is game and hash(copied) == hash(position)
    assert format_position(copied) == format_position(position)
