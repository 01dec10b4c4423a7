"""The monkey's dialog actions: the window opens its own dialogs, whose modal loop is replaced by random edits;
and quit-and-resume."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from pyramid_qt.engine import DealCode
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from tools.monkey_driver.report import TABLE_RULES


class DialogActions:
    """Mixed into :class:`~tools.monkey_driver.driver.Monkey`."""

    window: MainWindow

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
            self.window.actions_.new_game_dialog.trigger()  # "New game…" (New game itself deals at once)
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
