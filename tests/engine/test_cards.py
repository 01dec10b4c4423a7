"""Cards: index order, text forms and the pairs that sum to 13."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import Card, Suit
from pyramid_qt.engine.cards import FULL_DECK, CardParseError


def test_index_is_suit_major_and_round_trips() -> None:
    assert [Card.from_index(i).code for i in (0, 12, 13, 26, 51)] == ["AS", "KS", "AH", "AD", "KC"]
    for i in range(52):
        assert Card.from_index(i).index == i
    assert len(set(FULL_DECK)) == 52
    assert tuple(Card.from_index(i) for i in range(52)) == FULL_DECK


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("TD", "TD"),
        ("10D", "TD"),
        ("10♦", "TD"),
        ("td", "TD"),
        ("qs", "QS"),
        ("Q♠", "QS"),
        (" a♥ ", "AH"),
        ("kc", "KC"),
    ],
)
def test_parse_accepts_letters_ten_and_symbols(text: str, code: str) -> None:
    assert Card.parse(text).code == code


@pytest.mark.parametrize("text", ["", "1X", "11S", "T", "TDX", "1S", "0H", "ZS", "10", "♦10"])
def test_parse_rejects_what_names_no_card(text: str) -> None:
    with pytest.raises(CardParseError):
        Card.parse(text)


def test_text_forms() -> None:
    ten = Card(10, Suit.DIAMONDS)
    assert (ten.code, ten.pretty, str(ten)) == ("TD", "10♦", "TD")
    assert Card(1, Suit.CLUBS).pretty == "A♣"
    for c in FULL_DECK:
        assert Card.parse(c.code) == c
        assert Card.parse(c.pretty) == c


def test_pairs_sum_to_13_and_kings_pair_with_nothing() -> None:
    for a in FULL_DECK:
        for b in FULL_DECK:
            assert a.pairs_with(b) == (a.rank + b.rank == 13)
        if a.is_king:
            assert not any(a.pairs_with(b) for b in FULL_DECK)
    assert Card.parse("AS").pairs_with(Card.parse("QD"))
    assert Card.parse("6C").pairs_with(Card.parse("7H"))
    assert not Card.parse("7C").pairs_with(Card.parse("7S"))


def test_rank_out_of_range_is_refused() -> None:
    with pytest.raises(ValueError):
        Card(14, Suit.SPADES)
    with pytest.raises(ValueError):
        Card(0, Suit.SPADES)


def test_a_card_is_an_immutable_value_ordered_by_rank_then_suit() -> None:
    import copy
    import pickle

    card = Card(12, Suit.HEARTS)
    assert card == Card(12, Suit.HEARTS) and hash(card) == hash(Card(12, Suit.HEARTS))
    assert card != Card(12, Suit.SPADES) and card != (12, Suit.HEARTS)
    assert len({card, Card(12, Suit.HEARTS), Card(1, Suit.HEARTS)}) == 2
    assert sorted([Card(2, Suit.CLUBS), Card(1, Suit.HEARTS), Card(2, Suit.SPADES)]) == [
        Card(1, Suit.HEARTS),
        Card(2, Suit.SPADES),
        Card(2, Suit.CLUBS),
    ]
    assert Card(1, Suit.CLUBS) < Card(2, Suit.SPADES) <= Card(2, Suit.SPADES) < Card(2, Suit.HEARTS)
    assert Card(13, Suit.SPADES) > Card(12, Suit.CLUBS) >= Card(12, Suit.CLUBS)
    with pytest.raises(TypeError):
        _ = card < (1, Suit.SPADES)  # type: ignore[operator]
    for sent in (pickle.loads(pickle.dumps(card)), copy.copy(card), copy.deepcopy(card)):
        assert sent == card and sent.code == "QH"
    with pytest.raises(AttributeError):
        card.rank = 1
    with pytest.raises(AttributeError):
        del card.suit
    with pytest.raises(ValueError, match="rank out of range"):
        Card(14, Suit.SPADES)
    assert repr(card) == "Card(QH)"
