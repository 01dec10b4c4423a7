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
import sys
import time
from collections import Counter, deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from pyramid_qt import i18n
from pyramid_qt.engine import Card, DealCode, Game, Move, MoveKind, RuleSet, Status
from pyramid_qt.engine.cards import FULL_DECK
from pyramid_qt.ui.board.scene import STOCK
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow

DEFAULT_RULES = ("N", "W", "W1", "T", "TD", "NS", "WX", "WY", "TUSD", "N3S", "TSXY", "NXD")
# Rule sets with a shipped label table: "only winnable deals" is instant for them, elsewhere it may search for
# two seconds per deal, so the monkey turns it off for the others.
TABLE_RULES = frozenset({"N", "NS", "N1S", "N3S", "TS"})
SIZES = ((320, 240), (1920, 1200), (640, 480), (1024, 768), (1366, 768), (800, 1000), (400, 900), (1600, 500))
LETTERS = [getattr(Qt.Key, f"Key_{c}") for c in "ABCEFGIJKLMOPQRSTUVWXYZ"]
KEYS = [
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Space,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_D,
    Qt.Key.Key_H,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Tab,
]
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
NO_MOD = Qt.KeyboardModifier.NoModifier
BLOCK = 100  # actions per block of one animation speed; the second block always has animations on
SETTLE_EVERY = 25  # in animated blocks, snap animations to their end this often so the board check runs
WORKER_ROUNDS = 150  # bounded wait for a hint or check: this many 10 ms rounds of event processing, then Cancel


class MonkeyFailure(AssertionError):
    """An invariant broke or an exception escaped; the message says where and how to replay it."""


@dataclass
class MonkeyReport:
    seed: int
    actions: Counter[str] = field(default_factory=Counter)
    seconds_by_kind: Counter[str] = field(default_factory=Counter)
    games_started: int = 0
    games_won: int = 0
    games_lost: int = 0
    checks: int = 0
    board_checks: int = 0
    verified_moves: int = 0  # moves clicked on a settled board and checked to be exactly the move meant
    animated_actions: int = 0
    mid_animation_inputs: int = 0
    seconds: float = 0.0
    failed: bool = False

    def summary(self) -> str:
        total = sum(self.actions.values())
        lines = [
            f"seed {self.seed}: {total} actions in {self.seconds:.1f} s "
            f"({self.animated_actions} with animations on, {self.mid_animation_inputs} arriving mid-animation)",
            f"games started {self.games_started}, won {self.games_won}, lost {self.games_lost}",
            f"invariant checks {self.checks} (board item checks {self.board_checks}, "
            f"clicked moves verified {self.verified_moves}), "
            f"{'FAILED at the last action' if self.failed else 'no failure'}",
            "actions by kind:",
        ]
        lines += [
            f"  {kind:<18} {count:>6}  {self.seconds_by_kind[kind]:7.1f} s"
            for kind, count in sorted(self.actions.items(), key=lambda kv: -kv[1])
        ]
        return "\n".join(lines)


@contextmanager
def caught_exceptions() -> Iterator[list[str]]:
    """Collect exceptions that PySide6 hands to ``sys.excepthook`` (raised inside slots and Qt overrides)."""
    caught: list[str] = []
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        import traceback

        caught.append("".join(traceback.format_exception(kind, error, tb)))

    sys.excepthook = hook
    try:
        yield caught
    finally:
        sys.excepthook = previous


class Monkey:
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
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        if self.window.runner.busy:
            self._wait_for_worker(cancel=self.rng.random() < 0.5)
        return text

    def _highlight_pairs(self) -> str:
        self.window.actions_.highlight_pairs.toggle()
        return str(self.window.actions_.highlight_pairs.isChecked())

    def _dialog(self) -> str:
        """A dialog through the window's own menu action, its modal loop replaced by a few random edits."""
        window = self.window
        choices: list[tuple[str, Callable[[], None]]] = [("new_game", self._new_game_dialog)]
        if window.settings is not None:
            choices.append(("preferences", self._preferences_dialog))
        if window.session is not None:
            choices.append(("statistics", self._statistics_dialog))
        name, run = self.rng.choice(choices)
        return f"{name} {run() or ''}".rstrip()

    @contextmanager
    def _modal_loop(self, dialog_class: type, body: Callable[[Any], bool]) -> Iterator[None]:
        """Replace ``dialog_class.exec`` for one call: show, ``body`` edits and answers (accept or not)."""
        from PySide6.QtWidgets import QDialog

        def exec_(dialog: Any) -> int:
            dialog.show()
            QApplication.processEvents()
            if self.rng.random() < 0.2:
                self._language()  # the open dialog follows the language
            accepted = body(dialog)
            if dialog.isVisible():
                (dialog.accept if accepted else dialog.reject)()
            return int(QDialog.DialogCode.Accepted.value if accepted else QDialog.DialogCode.Rejected.value)

        saved = dialog_class.__dict__.get("exec")
        dialog_class.exec = exec_
        try:
            yield
        finally:
            if saved is None:
                del dialog_class.exec
            else:
                dialog_class.exec = saved

    def _new_game_dialog(self) -> str:
        from PySide6.QtWidgets import QDialogButtonBox

        from pyramid_qt.ui.dialogs.new_game import NewGameDialog

        rules = self._random_rules()
        text = self.rng.choice(
            [
                "",
                str(self.rng.randint(-5, 20010)),
                DealCode(self.rng.randint(1, 20000), rules).text,
                DealCode(self.rng.randint(1, 20000), rules).text.lower(),
                "PY1-" + rules.field + "-" + "".join(self.rng.choice("ABCZ19?") for _ in range(7)),
                "PY2-N-AAAAAAS",
                "PY1-NXXD-AAAAAAS",
                "  42 ",
                "²³",
                "PY1-N-ZZZZZZZZ",
            ]
        )

        def body(dialog: Any) -> bool:
            QTest.keyClicks(dialog.entry, text)
            ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
            return ok and self.rng.random() < 0.7

        if self.window.settings is not None:
            self.window.settings.winnable_only = False  # an empty box deals at once, without a 2 s search
        with self._modal_loop(NewGameDialog, body), self._confirm_answers():
            self.window.actions_.new_game.trigger()
        return repr(text)

    def _preferences_dialog(self) -> str:
        from PySide6.QtWidgets import QAbstractButton, QCheckBox, QComboBox, QRadioButton

        from pyramid_qt.ui.dialogs.preferences import PreferencesDialog

        def body(dialog: Any) -> bool:
            widgets = [
                widget
                for widget in dialog.findChildren(QAbstractButton) + dialog.findChildren(QComboBox)
                if isinstance(widget, (QCheckBox, QRadioButton, QComboBox)) and widget.isEnabled()
            ]
            for widget in self.rng.sample(widgets, min(len(widgets), self.rng.randint(0, 4))):
                if isinstance(widget, QComboBox):
                    widget.setCurrentIndex(self.rng.randrange(widget.count()))
                else:
                    widget.click()
            if self.rng.random() < 0.3:
                dialog.apply_button.click()
            return self.rng.random() < 0.6

        with self._modal_loop(PreferencesDialog, body):
            self.window.actions_.preferences.trigger()
        settings = self.window.settings
        if settings is not None and settings.winnable_only and settings.rules().field not in TABLE_RULES:
            settings.winnable_only = False  # the monkey's new games stay instant
        self._set_animated(self._animated)  # the block's speed, whatever was chosen
        return self.window.settings.rules().field if self.window.settings is not None else ""

    def _statistics_dialog(self) -> str:
        from pyramid_qt.ui.dialogs.statistics import StatisticsDialog

        def body(dialog: Any) -> bool:
            dialog.resize(self.rng.randint(300, 1200), self.rng.randint(200, 900))
            QApplication.processEvents()
            return False

        with self._modal_loop(StatisticsDialog, body):
            self.window.actions_.statistics.trigger()
        return ""

    def _quit_and_resume(self) -> str:
        """Close the window as the player would, open a new one and resume: the same game comes back."""
        assert self.make_window is not None
        old = self.window
        old.scene.finish_animations()
        game = old.game
        expected = (game.code, game.start, game.position, game.played_moves, game.redo_moves, game.moves, game.undos)
        old.close()
        self.window = self.make_window()  # resumes the saved game, as at a start of the app
        self._watch(self.window)
        self.window.scene.speed = Speed.FAST if self._animated else Speed.OFF
        self.window.scene.finish_animations()
        if self.window.game.moves or game.moves:
            new = self.window.game
            got = (new.code, new.start, new.position, new.played_moves, new.redo_moves, new.moves, new.undos)
            if got != expected:
                self._fail(f"resumed game differs: {got[5:]} != {expected[5:]}")
        self._last_game = None
        self._ensure_game()
        return ""

    # ------------------------------------------------------------------ invariants
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
        if game.status is not position.status:
            self._fail(f"game status {game.status} but position status {position.status}")

    def _check_window(self) -> None:
        window = self.window
        game = window.game
        shown = window.counters._values
        if (shown["score"], shown["moves"], shown["undos"]) != (game.score, game.moves, game.undos):
            self._fail(f"status bar shows {shown}, the game has {game.score}/{game.moves}/{game.undos}")
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
        (but for the Kings of the win celebration)."""
        self.report.board_checks += 1
        scene = self.window.scene
        position = self.window.game.position
        targets = scene.targets(position)
        celebrating = {card for card in FULL_DECK if card.is_king} if position.is_won else set()
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


def open_window(*, with_store: bool = True, size: tuple[int, int] = (1100, 760)) -> MainWindow:
    """A window built as ``pyramid_qt.app.main`` builds it (settings, language, session, resume or deal),
    shown and past its first frame.  The caller has pointed the XDG folders somewhere disposable."""
    from pyramid_qt.app import build_main_window
    from pyramid_qt.store.settings import Settings

    if with_store:
        window = build_main_window()  # docs/automation.md
    else:
        settings = Settings()
        i18n.install_language(settings.language)
        window = MainWindow(settings=settings)
    window.resize(*size)
    window.flow.resume_or_deal()
    window.show()
    rounds = 0
    while (window.first_frame_pending or not window.flow.has_game) and rounds < 400:
        if rounds == 40:
            # The offscreen platform now and then leaves a window shown right after another one closed unexposed
            # for seconds; a real screen paints at once.  Ask for the paint rather than sit out the wait.
            window.view.viewport().repaint()
        QTest.qWait(5)
        rounds += 1
    if not window.flow.has_game:
        raise MonkeyFailure("the window did not deal a game after its first frame")
    for _ in range(3):
        QApplication.processEvents()  # the after-first-frame work is a zero timer behind the first paint
    return window
