"""A position of another game of the family pasted into the window: Giza's is played on the board; a game the window
does not know is refused in the player's language, and the game on the table stays."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication

from pyramid_qt import i18n
from pyramid_qt.engine.deal import Deal
from pyramid_qt.engine.games import ENGINE_GAMES, GIZA
from pyramid_qt.engine.position import PositionError, format_position, parse_position
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.engine.state import Position
from pyramid_qt.ui.texts.positions import position_error_text
from tests.helpers.window import position_problem

UNKNOWN_SAYS = {
    "en": "This game of the Pyramid family cannot be played here yet.",
    "id": "Permainan keluarga Piramida ini belum bisa dimainkan di sini.",
}
NO_TALON_SAYS = {
    "en": "This game has no stock and no waste: these lines do not belong to it.",
    "id": "Permainan ini tidak punya tumpukan ambil dan buangan: baris ini bukan bagiannya.",
}


def _giza_text() -> str:
    return format_position(Position.from_deal(Deal.from_number(1, GIZA), PRESETS["N"], GIZA))


@pytest.mark.parametrize("language", ["en", "id"])
def test_a_pasted_giza_position_is_played(window, restore_language, language: str) -> None:
    i18n.install_language(language)
    text = _giza_text()
    assert "game: GIZA" in text
    QGuiApplication.clipboard().setText(text)

    window.actions_.paste_position.trigger()

    assert window.game.position == parse_position(text) and window.game.position.game is GIZA
    assert window.game.code is None  # a position: practice


@pytest.mark.parametrize("language", ["en", "id"])
def test_a_pasted_position_of_a_game_not_played_here_is_refused_in_words(
    window, restore_language, language: str
) -> None:
    i18n.install_language(language)
    before = window.game.position
    QGuiApplication.clipboard().setText(_giza_text().replace("game: GIZA", "game: KINGTUTX"))

    window.actions_.paste_position.trigger()

    assert UNKNOWN_SAYS[language] in position_problem(window)
    assert window.game.position == before


@pytest.mark.parametrize("language", ["en", "id"])
def test_stock_lines_in_a_game_without_a_talon_are_named(restore_language, language: str) -> None:
    i18n.install_language(language)
    # Read with the engine's games (as the window will once it shows Giza): a stock line has no place in Giza.
    text = _giza_text() + "stock: 3C\n"
    with pytest.raises(PositionError) as caught:
        parse_position(text, ENGINE_GAMES)

    assert NO_TALON_SAYS[language] in position_error_text(caught.value, text)
