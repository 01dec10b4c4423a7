"""The questions put to the solver from the window: a hint, "Can I still win?", back to the last winnable step,
and the true label of a full-random deal at its end.

Each runs in the worker (:class:`SolverRunner`), so the window never freezes.  "Can I still win?" shows its
progress and answer in an overlay panel with a Cancel button; when the answer is "proven unwinnable" the
panel offers Undo, Back to the last winnable step and Replay this deal.  Answers come back as
signals; this class never touches the game.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from pyramid_qt.engine import DealCode, Game, Position
from pyramid_qt.services import solver_bridge
from pyramid_qt.solver import Hint, HintKind, Verdict
from pyramid_qt.ui import texts, unseen
from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner
from pyramid_qt.ui.texts import assist as assist_texts
from pyramid_qt.ui.texts import end as end_texts
from pyramid_qt.ui.texts import fill

if TYPE_CHECKING:
    from pyramid_qt.solver.hidden import Chance, HiddenHint
    from pyramid_qt.ui.ports import Panel


@dataclass(frozen=True, slots=True)
class CheckAnswer:
    """What "Can I still win?" found: the verdict on the position checked (``here``), and the deal's when the check
    proved it (a winnable position proves its deal winnable; a lost start proves it lost, and the start of a lost
    position is searched too, for "Back to the last winnable step"); ``deal`` is UNKNOWN otherwise."""

    here: Verdict
    deal: Verdict


class SolverQuestions(QObject):
    hintReady = Signal(object)  # a solver Hint: the move (None only when no move is legal) and what it promises
    rewindTo = Signal(int)  # keep this many moves of the history
    revealed = Signal(object)  # the Verdict on the deal's start position (at the end, or proven by a check)
    verdict = Signal(object)  # the Verdict of "Can I still win?"
    message = Signal(str)  # a passing message
    positionMessage = Signal(str)  # a message about the position on the board: shown until it changes

    def __init__(
        self,
        panel: Panel,
        *,
        undo: Callable[[], None],
        replay: Callable[[], None],
        current_game: Callable[[], Game],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.panel = panel
        self._undo = undo
        self._replay = replay
        self._current_game = current_game
        self._shown_verdict: Verdict | None = None
        self._shown_chance: Chance | None = None  # the chance shown where some cards are unseen
        self._rewind_possible = False  # the last check found that some earlier step may have been winnable
        self._hint_at_start = False  # the hint asked is about the game's start position
        self.runner = SolverRunner(self)
        self.runner.failed.connect(self._on_failed)

    # ------------------------------------------------------------------ asking
    def ask_hint(self, position: Position) -> None:
        self.panel.hide()  # a running check is replaced by the hint
        self._hint_at_start = position == self._current_game().start
        if unseen.has_unseen_cards(position):  # the solver must not play from cards the player cannot see
            self.runner.ask(
                JobPurpose.HINT, lambda cancel: solver_bridge.hidden_hint(position, cancel), self._on_hidden_hint
            )
            return
        self.runner.ask(JobPurpose.HINT, lambda cancel: solver_bridge.hint(position, cancel), self._on_hint)

    def ask_check(self, position: Position) -> None:
        self._busy(end_texts.check_title(), end_texts.checking_text())
        if unseen.has_unseen_cards(position):  # a chance over the ways the unseen cards may lie
            self.runner.ask(JobPurpose.CHECK, lambda cancel: solver_bridge.chance(position, cancel), self._on_chance)
            return
        start = self._current_game().start
        self._rewind_possible = False

        def check(cancel: threading.Event) -> CheckAnswer:
            answer = solver_bridge.verdict(position, cancel)
            deal = Verdict.WINNABLE if answer is Verdict.WINNABLE else Verdict.UNKNOWN
            if answer is Verdict.UNWINNABLE:
                deal = answer if start == position else solver_bridge.verdict(start, cancel)
                # "Back to the last winnable step" only where some step may have been winnable: a start that is
                # proven unwinnable leaves none (no move makes a lost position winnable), and the button only
                # produced a toast.  The same worker job, so the panel shows its buttons once, complete.
                self._rewind_possible = deal is not Verdict.UNWINNABLE
            return CheckAnswer(answer, deal)

        self.runner.ask(JobPurpose.CHECK, check, self._on_check)

    def ask_rewind(self, game: Game) -> None:
        self._busy(
            self.panel.title_text(),
            QCoreApplication.translate("CheckPanel", "Looking for the last step that could still be won…"),
        )
        self.runner.ask(
            JobPurpose.REWIND, lambda cancel: solver_bridge.last_winnable_step(game, cancel), self._on_rewind
        )

    def ask_reveal(self, code: DealCode) -> None:
        self.runner.ask(JobPurpose.REVEAL, lambda cancel: solver_bridge.true_label(code, cancel), self.revealed.emit)

    def cancel(self) -> None:
        self.runner.cancel()
        self.panel.hide()

    def cancel_position_questions(self) -> None:
        """Cancel a hint, check or rewind being asked: its answer would be about a position that is gone (a move
        was played, undone or redone).  The deal's true label stays asked: the move did not change the deal."""
        if self.runner.purpose in (JobPurpose.HINT, JobPurpose.CHECK, JobPurpose.REWIND):
            self.cancel()

    # ------------------------------------------------------------------ answers
    def _busy(self, title: str, body: str) -> None:
        panel = self.panel
        panel.filled_by = self
        panel.set_title(title)
        panel.set_body(body)
        panel.set_busy(True)
        panel.set_buttons([(QCoreApplication.translate("CheckPanel", "Cancel"), self.cancel)], escape=self.cancel)
        panel.popup()

    def _on_hint(self, hint: Hint) -> None:
        self.hintReady.emit(hint)
        words = assist_texts.hint_text(hint, self._current_game().position.game)
        if words is not None:
            self.positionMessage.emit(words)  # as long as its frames: until the next move
        # What the hint proved of the deal, as the check's answer does: a winnable position proves it winnable,
        # a lost start proves it lost (the deal chip then says so, beside a hint that says the game is lost).
        if hint.verdict is Verdict.WINNABLE or (hint.verdict is Verdict.UNWINNABLE and self._hint_at_start):
            self.revealed.emit(hint.verdict)

    def _on_hidden_hint(self, hint: HiddenHint) -> None:
        # No promise the player could read the hidden cards from: a move to try, and how many ways it keeps.
        self.hintReady.emit(Hint(hint.move, HintKind.UNDECIDED if hint.move else HintKind.NO_MOVE, 0))
        if hint.move is None:
            words = assist_texts.hint_text(Hint(None, HintKind.NO_MOVE, 0))
        else:
            words = assist_texts.hidden_hint_text(hint.won, hint.tried)
        if words is not None:
            self.positionMessage.emit(words)

    def _on_chance(self, chance: Chance) -> None:
        self._shown_verdict = None
        self._shown_chance = chance
        panel = self.panel
        panel.filled_by = self
        panel.set_busy(False)
        panel.set_title(end_texts.check_title())
        panel.set_body(end_texts.chance_text(chance.won, chance.decided, chance.undecided, chance.exact))
        panel.set_buttons([(QCoreApplication.translate("CheckPanel", "Close"), panel.hide)], escape=panel.hide)
        panel.popup()

    def _on_check(self, answer: CheckAnswer) -> None:
        self._show_verdict(answer.here)
        if answer.deal is not Verdict.UNKNOWN:
            self.revealed.emit(answer.deal)  # the deal chip tells the proven truth at once

    def _on_rewind(self, step: int | None) -> None:
        self.panel.hide()
        if step is not None:
            self.rewindTo.emit(step)
        else:
            self.message.emit(QCoreApplication.translate("CheckPanel", "No earlier step could be proven winnable"))

    def _on_failed(self, purpose: JobPurpose, error: str) -> None:
        if purpose in (JobPurpose.CHECK, JobPurpose.REWIND):
            self._show_verdict(Verdict.UNKNOWN)
        self.message.emit(fill(QCoreApplication.translate("CheckPanel", "The solver failed: {error}"), error=error))

    def retranslate(self) -> None:
        """The panel's texts in the new language (panels get no LanguageChange of their own texts)."""
        if not self.panel.shows(self):
            return  # hidden, or showing "Where did it go wrong?" now
        if self.runner.purpose is JobPurpose.CHECK:
            self._busy(end_texts.check_title(), end_texts.checking_text())
        elif self._shown_verdict is not None and not self.runner.busy:
            self._show_verdict(self._shown_verdict)
        elif self._shown_chance is not None and not self.runner.busy:
            self._on_chance(self._shown_chance)

    def _show_verdict(self, verdict: Verdict) -> None:
        self._shown_verdict = verdict
        self._shown_chance = None
        panel = self.panel
        panel.filled_by = self
        panel.set_busy(False)
        panel.set_title(texts.verdict_text(verdict))
        panel.set_body(end_texts.verdict_explanation(verdict))
        buttons = [(QCoreApplication.translate("CheckPanel", "Close"), panel.hide)]
        if verdict is Verdict.UNWINNABLE and self._current_game().can_undo:
            # Undo and Replay only once a move was played: at the deal they did nothing (a deal lost from the start).
            rewind = (QCoreApplication.translate("CheckPanel", "Back to the last winnable step"), self._rewind_current)
            buttons = [
                (QCoreApplication.translate("CheckPanel", "Undo"), self._undo),
                *([rewind] if self._rewind_possible else []),
                (QCoreApplication.translate("CheckPanel", "Replay this deal"), self._replay),
                *buttons,
            ]
        panel.set_buttons(buttons, escape=panel.hide)
        panel.popup()
        self.verdict.emit(verdict)

    def _rewind_current(self) -> None:
        self.ask_rewind(self._current_game())
