"""Hypothesis strategies for small endgame positions under any rule set."""

from __future__ import annotations

from hypothesis import strategies as st

from pyramid_qt.engine import layout
from pyramid_qt.engine.cards import FULL_DECK, Card
from pyramid_qt.engine.rules import FAMILIES, RuleSet
from pyramid_qt.engine.state import Position

ALL_RULES = [
    RuleSet(
        family,
        passes=passes,
        strict_win=strict,
        stacked_pairs=stacked,
        talon_pairing=pairing,
        draw_three=three,
    )
    for family in FAMILIES.values()
    for passes in (1, 2, 3, None)
    for strict in (False, True)
    for stacked in (False, True)
    for pairing in (False, True)
    for three in (False, True)
]


def _closed(seeds: list[int]) -> list[int]:
    """The seed slots plus every slot they lie on, up to the apex (a shape reachable in play)."""
    present = set()
    todo = list(seeds)
    while todo:
        slot = todo.pop()
        if slot not in present:
            present.add(slot)
            todo.extend(layout.COVERS[slot])
    return sorted(present)


@st.composite
def endgames(
    draw: st.DrawFn,
    rules: st.SearchStrategy[RuleSet] | None = None,
    max_talon: int = 6,
    max_seeds: int = 4,
    last_pass: bool = False,
    empty_stock: bool = False,
) -> Position:
    ruleset = draw(rules if rules is not None else st.sampled_from(ALL_RULES))
    # A few complementary rank classes (plus Kings) so that pairs are common.
    classes = draw(st.lists(st.integers(1, 6), min_size=1, max_size=3, unique=True))
    ranks = {13} | set(classes) | {13 - r for r in classes}
    pool = [card for card in FULL_DECK if card.rank in ranks]
    seeds = draw(st.lists(st.integers(0, 14), max_size=max_seeds, unique=True))
    slots = _closed(seeds)
    cards: list[Card] = draw(st.permutations(pool))
    # A prefix (in slot order) of a closed shape is closed: a slot's supports have smaller numbers.
    slots = slots[: len(cards)]
    talon_size = draw(st.integers(0, min(max_talon, len(cards) - len(slots))))
    cards = cards[: len(slots) + talon_size]
    pyramid: list[Card | None] = [None] * layout.SIZE
    for slot, card in zip(slots, cards, strict=False):
        pyramid[slot] = card
    talon = cards[len(slots) :]
    in_waste = len(talon) if empty_stock else draw(st.integers(0, len(talon)))
    waste_cards, stock = talon[:in_waste], tuple(talon[in_waste:])
    waste: tuple[tuple[Card, ...], ...]
    if ruleset.draw_three:
        cuts = sorted(draw(st.lists(st.integers(0, len(waste_cards)), min_size=2, max_size=2)))
        waste = (
            tuple(waste_cards[: cuts[0]]),
            tuple(waste_cards[cuts[0] : cuts[1]]),
            tuple(waste_cards[cuts[1] :]),
        )
    else:
        waste = (tuple(waste_cards),)
    top_pass = ruleset.passes if ruleset.passes is not None else 3
    pass_number = top_pass if last_pass else draw(st.integers(1, top_pass))
    return Position(ruleset, tuple(pyramid), stock, waste, pass_number)


@st.composite
def pile_games(
    draw: st.DrawFn, rules: st.SearchStrategy[RuleSet], max_classes: int = 2, max_talon: int = 12
) -> Position:
    """Three-pile positions on the last pass with the stock still holding three cards or more, few ranks (so
    that the piles often hold equal ranks) and a small pyramid: where the three-pile kernel's stock-phase keys
    (piles by their rank sequences, in pile order, with the cut) do their work."""
    ruleset = draw(rules)
    classes = draw(st.lists(st.integers(1, 6), min_size=1, max_size=max_classes, unique=True))
    ranks = {13} | set(classes) | {13 - r for r in classes}
    cards: list[Card] = draw(st.permutations([card for card in FULL_DECK if card.rank in ranks]))
    slots = _closed(draw(st.lists(st.integers(0, 9), max_size=3, unique=True)))[: len(cards) - 4]
    pyramid: list[Card | None] = [None] * layout.SIZE
    for slot, card in zip(slots, cards, strict=False):
        pyramid[slot] = card
    talon = cards[len(slots) :]
    talon = talon[: draw(st.integers(3, min(max_talon, len(talon))))]
    on_piles = draw(st.integers(0, len(talon) - 3))
    cuts = sorted(draw(st.lists(st.integers(0, on_piles), min_size=2, max_size=2)))
    waste = (tuple(talon[: cuts[0]]), tuple(talon[cuts[0] : cuts[1]]), tuple(talon[cuts[1] : on_piles]))
    assert ruleset.passes is not None
    return Position(ruleset, tuple(pyramid), tuple(talon[on_piles:]), waste, ruleset.passes)


@st.composite
def played_down(draw: st.DrawFn, rules: st.SearchStrategy[RuleSet], max_stock: int = 8) -> Position:
    """A real deal played by random legal moves until at most ``max_stock`` cards are left in the stock (or no
    move is left): mid- and end-game positions with all thirteen ranks and real pile contents."""
    from pyramid_qt.engine import DealCode

    ruleset = draw(rules)
    position = Position.from_deal(DealCode(draw(st.integers(1, 100_000)), ruleset).deal(), ruleset)
    left = draw(st.integers(0, max_stock))
    while len(position.stock) > left:
        moves = position.legal_moves()
        if not moves:
            break
        position = position.apply(draw(st.sampled_from(moves)))
    return position
