"""The adapter passes a refusal on as the engine's :class:`Refusal`, which the window words: no key to parse back."""

from __future__ import annotations

from pyramid_qt.engine import DealCode, Game, Move, Refusal
from pyramid_qt.ui.board.adapter import GameAdapter


def test_a_refused_move_is_told_as_the_engines_refusal(qapp) -> None:
    game = Game.from_code(DealCode(1))
    adapter = GameAdapter(game)
    heard: list[object] = []
    adapter.refused.connect(heard.append)
    blocked = next(card for card in game.position.cards_on_table() if not game.position.is_playable(card))
    assert not adapter.play(Move.king(blocked))
    adapter.end_game()
    assert not adapter.end_game()  # over already
    assert len(heard) == 2
    assert all(isinstance(refusal, Refusal) for refusal in heard)
    assert heard[-1] is Refusal.GAME_OVER
