"""The list of the games the player can choose (New game, Preferences): one item a game offered, in declared order,
named in the current language, its data the game's key (:data:`pyramid_qt.engine.games.GAMES`)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from pyramid_qt.engine.games import GameDeclaration
from pyramid_qt.ui.texts import games as game_texts


class GameBox(QComboBox):
    def __init__(self, chosen: GameDeclaration, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game")
        self._games = game_texts.offered()
        for game in self._games:
            self.addItem("", game.key)
        self.set_game(chosen)
        self.retranslate()

    @property
    def offers_a_choice(self) -> bool:
        """More than one game is offered (with one there is nothing to choose: the box is not shown)."""
        return len(self._games) > 1

    def game(self) -> GameDeclaration:
        return self._games[max(0, self.currentIndex())]

    def set_game(self, game: GameDeclaration) -> None:
        self.setCurrentIndex(max(0, self.findData(game.key)))

    def retranslate(self) -> None:
        for index, game in enumerate(self._games):
            self.setItemText(index, game_texts.game_name(game))
