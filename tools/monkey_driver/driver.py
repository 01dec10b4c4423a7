"""A seeded monkey for the real game window: random input of every kind, the game's invariants after each step.

:class:`Monkey` drives one :class:`~pyramid_qt.ui.main_window.MainWindow` with clicks through the view's viewport
(on card items, on the stock, anywhere), key presses (arrows, Space, Enter, D, Escape, Ctrl+Z, Ctrl+Shift+Z,
random letters), undo/redo bursts, resizes from 320×240 to 1920×1200, language switches, new games across rule
sets, replays, hints and "Can I still win?" (worker threads, awaited in bounded loops then cancelled), buttons of
the overlay panels, the dialogs (opened by the window itself, their modal loop replaced by random edits: typed
deal codes, preferences applied), and a quit-and-resume of the window.  Most of the run has animations
off; blocks of it run at "fast" speed with events processed between actions, so input arrives mid-animation.

After every action :meth:`Monkey.check` asserts the invariants (the 52 cards accounted for, the score, counters
that never go back, the history replaying to the position, the status bar and actions agreeing with the game,
and — whenever the board has settled — every card item where the position puts it, a clicked legal move played
exactly, no finished animation left behind).  Any exception raised in a
Qt slot or virtual (caught through ``sys.excepthook``) or by an action stops the run with the seed, the step
and the last actions, so the failure can be replayed: ``python tools/monkey.py --seed N --actions M``.

The kinds of the actions and the animated blocks follow the seed alone; the details of each action (which card,
which key) follow the seed and the step number, so two runs of one seed do the same thing as long as the game
is in the same state.  Worker threads and animation timers can still make them drift apart (what a click hits
depends on when a hint arrived); the failure message lists the last actions.
"""

from __future__ import annotations

import random
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from pyramid_qt import i18n
from pyramid_qt.engine import Card, DealCode, Game, Move, MoveKind, RuleSet, Status
from pyramid_qt.ui.board.scene import STOCK
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from tools.monkey_driver.checks import Checks
from tools.monkey_driver.dialogs import DialogActions
from tools.monkey_driver.report import (
    BLOCK,
    CTRL,
    DEFAULT_RULES,
    KEYS,
    LETTERS,
    NO_MOD,
    SETTLE_EVERY,
    SHIFT,
    SIZES,
    TABLE_RULES,
    WORKER_ROUNDS,
    MonkeyFailure,
    MonkeyReport,
    caught_exceptions,
)


class Monkey(DialogActions, Checks):
    """Drives one window; :meth:`run` plays ``actions`` random actions and returns the report."""

    def __init__(
        self,
        window: MainWindow,
        seed: int,
        *,
        rules: tuple[str, ...] = DEFAULT_RULES,
        animated_share: float = 0.25,
        make_window: Callable[[], MainWindow] | None = None,  # a new window that has resumed the saved game
    ) -> None:
        self.window = window
        self.seed = seed
        self.rng = random.Random(f"{seed}-setup")  # re-seeded by (seed, step) before every action
        self._kinds_rng = random.Random(f"{seed}-kinds")  # the kinds and the animated blocks follow the seed alone
        self.rules = [RuleSet.from_field(text) for text in rules]
        self.animated_share = animated_share
        self.make_window = make_window  # for quit-and-resume; None skips that action
        self.report = MonkeyReport(seed)
        self.log: deque[str] = deque(maxlen=40)
        self.step = 0
        self._animated = False
        self._last_game: Game | None = None
        self._last_counters = (0, 0)
        self._ended: dict[int, tuple[Game, Status]] = {}  # the game is kept so its id is not reused
        self._watch(window)

    # ------------------------------------------------------------------ running
    def run(self, actions: int) -> MonkeyReport:
        started = self._started = time.perf_counter()
        table = self._actions()
        kinds = [kind for kind, _weight, _fn in table]
        weights = [weight for _kind, weight, _fn in table]
        functions = {kind: fn for kind, _weight, fn in table}
        with caught_exceptions() as caught:
            self._ensure_game()
            for self.step in range(1, actions + 1):
                if self.step % BLOCK == 1:
                    block = self.step // BLOCK
                    roll = self._kinds_rng.random()
                    self._set_animated(self.animated_share > 0 and (block == 1 or roll < self.animated_share))
                kind = self._kinds_rng.choices(kinds, weights)[0]
                self.rng = random.Random(f"{self.seed}-{self.step}")
                self.report.actions[kind] += 1
                begun = time.perf_counter()
                try:
                    detail = functions[kind]()
                except Exception as error:  # noqa: BLE001 (the report names the step and the action)
                    self._fail(f"action {kind} raised {type(error).__name__}: {error}", error)
                self.log.append(f"{self.step}: {kind} {detail or ''}".rstrip())
                self._between_actions()
                self.report.seconds_by_kind[kind] += time.perf_counter() - begun
                if caught:
                    self._fail("exception inside Qt:\n" + caught[0])
                self.check()
            self._set_animated(False)
            self._wait_for_worker(cancel=True)
            self.check()
            if caught:
                self._fail("exception inside Qt:\n" + caught[0])
        self.report.seconds = time.perf_counter() - started
        return self.report

    def _fail(self, message: str, cause: BaseException | None = None) -> None:
        self.report.seconds = time.perf_counter() - getattr(self, "_started", time.perf_counter())
        self.report.failed = True
        recent = "\n  ".join(self.log)
        text = (
            f"monkey seed {self.seed}, step {self.step}: {message}\n"
            f"game {self._describe_game()}\nlast actions:\n  {recent}"
        )
        raise MonkeyFailure(text) from cause

    def _describe_game(self) -> str:
        game = self.window.game
        code = game.code.text if game.code is not None else "custom"
        return f"{code} moves={game.moves} undos={game.undos} played={' '.join(map(str, game.played_moves))}"

    def _between_actions(self) -> None:
        if self._animated:
            self.report.animated_actions += 1
            if self.window.scene.is_animating():
                self.report.mid_animation_inputs += 1
            QTest.qWait(self.rng.choice((0, 0, 0, 5, 15, 40)))  # let some animations run part-way
            if self.step % SETTLE_EVERY == 0:
                self.window.scene.finish_animations()
        else:
            QApplication.processEvents()

    def _set_animated(self, on: bool) -> None:
        self._animated = on
        speed = Speed.FAST if on else Speed.OFF
        settings = self.window.settings
        if settings is not None:
            settings.animation_speed = speed.value  # through the preference, as the dialog does
        self.window.scene.speed = speed

    def _watch(self, window: MainWindow) -> None:
        window.adapter.gameStarted.connect(self._on_started)
        window.adapter.gameWon.connect(lambda: self._on_end(Status.WON))
        window.adapter.gameLost.connect(lambda: self._on_end(Status.LOST))

    def _on_started(self) -> None:
        self.report.games_started += 1

    def _on_end(self, status: Status) -> None:
        game = self.window.game
        if id(game) not in self._ended:
            self._ended[id(game)] = (game, status)
            if status is Status.WON:
                self.report.games_won += 1
            else:
                self.report.games_lost += 1

    def _ensure_game(self) -> None:
        if not self.window.flow.has_game:
            self._new_game_by_code()

    # ------------------------------------------------------------------ the actions
    def _actions(self) -> list[tuple[str, float, Callable[[], str | None]]]:
        table: list[tuple[str, float, Callable[[], str | None]]] = [
            ("click_card", 22, self._click_card),
            ("play_legal", 14, self._play_legal),
            ("click_point", 10, self._click_point),
            ("click_stock", 8, self._click_stock),
            ("key", 14, self._key),
            ("undo_key", 4, lambda: self._shortcut(CTRL)),
            ("redo_key", 3, lambda: self._shortcut(CTRL | SHIFT)),
            ("undo_redo_burst", 4, self._burst),
            ("resize", 3, self._resize),
            ("language", 2, self._language),
            ("new_game", 2.5, self._new_game_by_code),
            ("new_random_game", 1, self._new_random_game),
            ("replay", 1.5, self._replay),
            ("hint", 2, self._hint),
            ("follow_hints", 2.5, self._follow_hints),
            ("play_out", 0.8, self._play_out),
            ("check", 0.8, self._check),
            ("panel_button", 3, self._panel_button),
            ("highlight_pairs", 1, self._highlight_pairs),
            ("dialog", 1.5, self._dialog),
        ]
        if self.make_window is not None:
            table.append(("quit_and_resume", 0.25, self._quit_and_resume))
        return table

    def _viewport_click(self, point: QPoint) -> None:
        QTest.mouseClick(self.window.view.viewport(), Qt.MouseButton.LeftButton, NO_MOD, point)

    def _card_point(self, card: Card) -> QPoint:
        """A point on the visible top strip of the card (a pyramid card is half covered by the row below)."""
        item = self.window.scene.cards[card]
        rect = item.card_rect()
        local = QPointF(rect.left() + rect.width() * self.rng.uniform(0.2, 0.8), rect.top() + rect.height() * 0.12)
        return self.window.view.mapFromScene(item.mapToScene(local))

    def _click_card(self) -> str:
        cards = sorted(self.window.game.position.cards_on_table(), key=lambda c: c.index)
        if not cards:
            return self._click_point()  # a won game can leave the table empty
        card = self.rng.choice(cards)
        self._viewport_click(self._card_point(card))
        return card.code

    def _visible_point(self, card: Card) -> QPoint | None:
        """A point where the settled board's hit test finds ``card`` (what the player sees of it), or None."""
        scene, item = self.window.scene, self.window.scene.cards[card]
        rect = item.card_rect()
        grid = [(i / 6, j / 6) for i in range(1, 6) for j in range(1, 6)]
        self.rng.shuffle(grid)
        for fx, fy in grid:
            point = item.mapToScene(QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy))
            if scene.hit(point) == card:
                return self.window.view.mapFromScene(point)
        return None

    def _play_legal(self) -> str:
        """A move the engine allows, made by clicking its cards: keeps games going towards their end.

        On a settled board the clicks must play exactly that move: the hit test finds the card the player
        sees and the tap selection pairs it as the engine allows."""
        window = self.window
        moves = window.game.legal_moves()
        if not moves:
            return "none"
        removals = [move for move in moves if move.is_removal]
        move: Move = self.rng.choice(removals) if removals and self.rng.random() < 0.85 else self.rng.choice(moves)
        settled = not window.scene.is_animating()
        if settled and window.controller.selection.selected is not None:
            point = self._visible_point(window.controller.selection.selected)
            if point is not None:
                self._viewport_click(point)  # tapping the selected card again lets go of it
        history = len(window.game.played_moves)
        points: list[QPoint | None] = []
        if move.kind in (MoveKind.DRAW, MoveKind.RECYCLE):
            self._click_stock()
        else:
            points = [self._visible_point(card) if settled else None for card in move.cards]
            for card, point in zip(move.cards, points, strict=True):
                self._viewport_click(point if point is not None else self._card_point(card))
        verifiable = settled and window.controller.selection.selected is None and None not in points
        if verifiable:
            self.report.verified_moves += 1
            played = window.game.played_moves
            if len(played) != history + 1 or played[-1] != move:
                last = played[-1] if len(played) > history else None
                self._fail(f"clicking {move} on a settled board played {last}")
        return str(move)

    def _play_out(self) -> str:
        """Legal moves by clicking until the game ends (or 80 moves): games reach their end panels, losses
        included, and full-random rounds their end-of-round reveal."""
        played = 0
        while played < 80 and not self.window.game.is_over:
            self._play_legal()
            played += 1
        self._check_engine()
        return f"{played} moves, {self.window.game.status.name}"

    def _click_point(self) -> str:
        viewport = self.window.view.viewport()
        point = QPoint(self.rng.randrange(max(1, viewport.width())), self.rng.randrange(max(1, viewport.height())))
        self._viewport_click(point)
        return f"{point.x()},{point.y()}"

    def _click_stock(self) -> str:
        centre = self.window.scene.centre_of(STOCK)
        self._viewport_click(self.window.view.mapFromScene(centre))
        return ""

    def _key(self) -> str:
        key = self.rng.choice(KEYS + LETTERS[:8]) if self.rng.random() < 0.8 else self.rng.choice(LETTERS)
        QTest.keyClick(self.window.view, key, NO_MOD)
        if key == Qt.Key.Key_H:
            self._wait_for_worker(cancel=self.rng.random() < 0.5)
        return key.name

    def _shortcut(self, modifiers: Qt.KeyboardModifier) -> str:
        QTest.keyClick(self.window.view, Qt.Key.Key_Z, modifiers)
        return ""

    def _burst(self) -> str:
        done = []
        for _ in range(self.rng.randint(2, 25)):
            undo = self.rng.random() < 0.55
            if self.rng.random() < 0.5:
                (self.window.flow.undo if undo else self.window.flow.redo)()
            else:
                self._shortcut(CTRL if undo else CTRL | SHIFT)
            done.append("u" if undo else "r")
            self._check_engine()
        return "".join(done)

    def _resize(self) -> str:
        width, height = (
            self.rng.choice(SIZES)
            if self.rng.random() < 0.5
            else (self.rng.randint(300, 1920), self.rng.randint(220, 1200))
        )
        self.window.resize(width, height)
        return f"{width}x{height}"

    def _language(self) -> str:
        language = self.rng.choice(("id", "en"))
        settings = self.window.settings
        if settings is not None and self.rng.random() < 0.5:
            settings.language = language  # the preference path: the window installs it
        else:
            i18n.install_language(language)
        QApplication.processEvents()  # the LanguageChange events are posted
        return language

    def _random_rules(self) -> RuleSet:
        return self.rng.choice(self.rules)

    def _new_game_by_code(self) -> str:
        code = DealCode(self.rng.randint(1, 20000), self._random_rules())
        self.window.flow.play_code(code)
        return code.text

    def _new_random_game(self) -> str:
        rules = self._random_rules()
        settings = self.window.settings
        if settings is None:
            return self._new_game_by_code()
        settings.set_rules(rules)
        settings.winnable_only = rules.field in TABLE_RULES and self.rng.random() < 0.7
        self.window.flow.new_random_game()
        return self.window.game.code.text if self.window.game.code is not None else ""

    def _replay(self) -> str:
        if self.rng.random() < 0.5:
            with self._confirm_answers():
                QTest.keyClick(self.window.view, Qt.Key.Key_F5, NO_MOD)
        else:
            self.window.flow.replay()
        return ""

    @contextmanager
    def _confirm_answers(self) -> Iterator[None]:
        """The question before a game in progress is left (New game, Replay) answered at random, never waited on."""
        from PySide6.QtWidgets import QMessageBox, QPushButton

        def exec_(box: Any) -> int:
            box.checkBox().setChecked(self.rng.random() < 0.1)
            if self.rng.random() < 0.7:
                box.findChild(QPushButton, "discardButton").click()
            else:
                box.button(QMessageBox.StandardButton.Cancel).click()
            return 0

        saved = QMessageBox.__dict__.get("exec")
        QMessageBox.exec = exec_
        try:
            yield
        finally:
            if saved is None:
                del QMessageBox.exec
            else:
                QMessageBox.exec = saved

    def _hint(self) -> str:
        self.window.flow.hint()
        return self._wait_for_worker(cancel=self.rng.random() < 0.3)

    def _follow_hints(self) -> str:
        """Ask for hints and play them by clicking, for a while: the way a monkey gets to win games."""
        played = 0
        for _ in range(self.rng.randint(3, 40)):
            window = self.window
            if window.game.is_over:
                break
            window.flow.hint()
            self._wait_for_worker(cancel=False)
            hint, position = window.controller.hint, window.game.position
            if window.controller.stock_hint or (hint and not any(position.is_playable(card) for card in hint)):
                self._click_stock()  # a draw or recycle hint marks the stock's face-down card or the empty place
            elif hint:
                window.scene.finish_animations()
                for card in sorted(hint, key=lambda c: c.index):
                    self._viewport_click(self._card_point(card))
            else:
                break
            played += 1
            self._check_engine()
        return f"{played} hinted moves"

    def _check(self) -> str:
        self.window.flow.check()
        return self._wait_for_worker(cancel=self.rng.random() < 0.3)

    def _wait_for_worker(self, *, cancel: bool) -> str:
        """Let the worker answer within a bounded number of rounds; if it has not, press Cancel."""
        runner = self.window.runner
        rounds = 0
        limit = self.rng.randint(0, 5) if cancel else WORKER_ROUNDS
        while runner.busy and rounds < limit:
            QTest.qWait(10)
            rounds += 1
        if runner.busy:
            self.window.cancel_questions()
            return f"cancelled after {rounds} rounds"
        return f"answered after {rounds} rounds"

    def _panel_button(self) -> str:
        buttons = [
            button
            for panel in (self.window.end_panel, self.window.check_panel)
            if panel.isVisible()
            for button in panel.findChildren(QPushButton)
            if button.isVisible()
        ]
        if not buttons:
            return self._click_point()
        button = self.rng.choice(buttons)
        text = button.text()
        from pyramid_qt.ui.dialogs.new_game import NewGameDialog

        # The end panel's "New game…" opens the New game dialog: its modal loop answers Cancel at once.
        with self._modal_loop(NewGameDialog, lambda _dialog: False), self._confirm_answers():
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        if self.window.runner.busy:
            self._wait_for_worker(cancel=self.rng.random() < 0.5)
        return text

    def _highlight_pairs(self) -> str:
        self.window.actions_.highlight_pairs.toggle()
        return str(self.window.actions_.highlight_pairs.isChecked())
