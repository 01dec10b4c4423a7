"""The invariants the monkey checks after every action."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from pyramid_qt.engine import Status
from pyramid_qt.engine.cards import FULL_DECK
from pyramid_qt.ui.main_window import MainWindow
from tools.monkey_driver.report import BLOCK


class Checks:
    """Mixed into :class:`~tools.monkey_driver.driver.Monkey`."""

    window: MainWindow

    def check(self) -> None:
        self._check_engine()
        self._check_window()
        scene = self.window.scene
        if not scene.is_animating():
            self._check_board()
        if self.step % BLOCK == 0:
            self._check_leftovers()

    def _check_engine(self) -> None:
        self.report.checks += 1
        game = self.window.game
        position = game.position
        on_table = list(position.cards_on_table())
        removed = game.removed_cards
        if len(on_table) != len(set(on_table)):
            self._fail("a card is on the table twice")
        if len(on_table) + len(removed) != 52 or set(on_table) | set(removed) != set(FULL_DECK):
            self._fail(f"cards not accounted for: {len(on_table)} on the table + {len(removed)} removed")
        if game.score != 10 * position.pyramid_removed:
            self._fail(f"score {game.score} is not 10 × {position.pyramid_removed} pyramid cards removed")
        replayed = game.start
        for move in game.played_moves:
            replayed = replayed.apply(move)
        if replayed != position:
            self._fail("the history does not replay to the position")
        if len(game.history) > game.moves or len(game.redo_moves) > game.undos:
            self._fail(f"history {len(game.history)} / redo {len(game.redo_moves)} exceed the counters")
        if game is self._last_game:
            moves, undos = self._last_counters
            if game.moves < moves or game.undos < undos:
                self._fail(f"counters went back: moves {moves}->{game.moves}, undos {undos}->{game.undos}")
        self._last_game, self._last_counters = game, (game.moves, game.undos)
        if game.status is not position.status and not game.ended_by_player:
            self._fail(f"game status {game.status} but position status {position.status}")

    def _check_window(self) -> None:
        window = self.window
        game = window.game
        shown = window.counters._values
        if (shown["moves"], shown["undos"]) != (game.moves, game.undos):
            self._fail(f"status bar shows {shown}, the game has {game.moves}/{game.undos}")
        score, expected_score = window.counters._score, window.scores.shown(game)
        if (score and score.score) != (expected_score and expected_score.score):
            self._fail(f"status bar shows the score {score}, the chosen system counts {expected_score}")
        actions = window.actions_
        if actions.undo.isEnabled() != game.can_undo or actions.redo.isEnabled() != game.can_redo:
            self._fail("Undo/Redo enabled state disagrees with the game")
        if actions.hint.isEnabled() == game.is_over:
            self._fail("Hint enabled state disagrees with the end of the game")
        expected_code = game.code.text if game.code is not None else ""
        if window.deal_bar.code.text() != expected_code:
            self._fail(f"deal bar shows {window.deal_bar.code.text()!r}, the game is {expected_code!r}")
        selected = window.controller.selection.selected
        if selected is not None and game.position.tap_refusal(selected) is not None:
            self._fail(f"selected card {selected.code} cannot be tapped")
        if window.scene.position != game.position:
            self._fail("the board shows another position than the game's")
        if game.status is Status.PLAYING and window.end_panel.isVisible():
            self._fail("end panel shown while the game goes on")

    def _check_leftovers(self) -> None:
        """Finished animations are deleted: at most one running group (with its pause and tween) per card item."""
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # carry out pending deleteLater calls
        scene = self.window.scene
        children = sum(len(item.findChildren(QObject)) for item in scene.cards.values())
        running = sum(item.is_animating() for item in scene.cards.values())
        if children > 3 * running:
            self._fail(f"{children} objects left under the card items for {running} running animations")

    def _check_board(self) -> None:
        """Settled board: every card on the table shown where the position puts it; every other card hidden
        (but for the removed cards, sorted by suit, of the win's picture)."""
        self.report.board_checks += 1
        scene = self.window.scene
        position = self.window.game.position
        targets = scene.targets(position)
        celebrating = set(scene.celebration_places()) if position.is_won else set()  # the win's picture
        for card, item in scene.cards.items():
            target = targets.get(card)
            if target is None:
                if item.isVisible() and card not in celebrating:
                    self._fail(f"removed card {card.code} is still shown")
                continue
            if not item.isVisible() or item.opacity() < 0.999:
                self._fail(f"{card.code} is on the table but not shown")
            place = scene.to_scene(target.x, target.y)
            if abs(item.pos().x() - place.x()) > 0.5 or abs(item.pos().y() - place.y()) > 0.5:
                self._fail(f"{card.code} is at {item.pos().toTuple()}, not at {place.toTuple()}")
            if item.face_up != target.face_up:
                self._fail(f"{card.code} face_up={item.face_up}, the position says {target.face_up}")
