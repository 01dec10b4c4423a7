""" "Where did it go wrong?": the solver searches the game's history back for the last winnable position, the board
goes back to it with the losing move and a better one framed, and the "Can I still win?" panel explains.  The answer
is dropped when the game moved on while the solver was thinking."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject

from pyramid_qt.engine import Position
from pyramid_qt.services.review import LostDealReview, Review, review_history
from pyramid_qt.solver import Verdict
from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner
from pyramid_qt.ui.texts import assist as assist_texts

if TYPE_CHECKING:
    from pyramid_qt.ui.game_flow import GameFlow
    from pyramid_qt.ui.ports import AssistPorts

REVIEW_SECONDS_EACH = 4.0  # per position searched back for the last winnable one

ReviewAnswer = Review | LostDealReview | None
"""What the review found: where a winnable game went wrong, the most cards a deal lost from the start allowed, or
``None``: the deal was never proven winnable."""


class Asked(NamedTuple):
    """The game the running review is about: as many moves played, and the position on the board."""

    moves: int
    position: Position


class WhereItWentWrong(QObject):
    """Asks for the review in ``runner`` (shared with the demo: one replaces the other) and shows its answer."""

    def __init__(self, ports: AssistPorts, flow: GameFlow, runner: SolverRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ports = ports
        self.flow = flow
        self.runner = runner
        self.answer: ReviewAnswer = None
        self.shown = False  # the review panel shows an answer (to retranslate)
        self._asked: Asked | None = None

    def ask(self) -> None:
        game = self.flow.game
        if not game.can_undo:
            return
        history, current = game.history, game.position
        self._asked = Asked(len(history), current)
        panel = self.ports.panels.check_panel
        panel.filled_by = self
        panel.set_title(assist_texts.review_title())
        panel.set_body(assist_texts.review_thinking())
        panel.set_busy(True)
        cancel = QCoreApplication.translate("CheckPanel", "Cancel")
        panel.set_buttons([(cancel, self.cancel)], escape=self.cancel)
        panel.popup()

        def review(cancel: threading.Event) -> ReviewAnswer:
            return review_history(history, current, time_limit=REVIEW_SECONDS_EACH, cancel=cancel.is_set)

        self.runner.ask(JobPurpose.REVIEW, review, self._on_answer)

    def cancel(self) -> None:
        if self.runner.purpose is JobPurpose.REVIEW:
            self.runner.cancel()
        self.ports.panels.check_panel.hide()

    def forget(self) -> None:
        """Another game was put on the board: the review of the one left is no one's."""
        self.answer = None
        self.shown = False

    def _on_answer(self, review: ReviewAnswer) -> None:
        game = self.flow.game
        if self._asked != Asked(len(game.history), game.position):
            self.ports.panels.check_panel.hide()
            return
        self.answer = review
        if review is not None and review.went_wrong:
            assert review.index is not None and review.losing_move is not None  # a review that went wrong has both
            self.flow.review_rewind(review.index)
            self.ports.marks.show_review(review.losing_move, review.better_move)
        self.fill_panel()

    def fill_panel(self) -> None:
        """The panel tells the answer (again, in a new language)."""
        self.shown = True
        review = self.answer
        panel = self.ports.panels.check_panel
        panel.filled_by = self
        panel.set_busy(False)
        panel.set_title(assist_texts.review_title())
        if isinstance(review, LostDealReview):
            body = assist_texts.review_lost_deal_text(review, self.flow.game.position.game)
        elif review is None and self.flow.revealed is Verdict.UNWINNABLE:
            body = assist_texts.review_lost_from_the_deal()
        elif review is None:
            body = assist_texts.review_never_winnable()
        elif not review.went_wrong:
            body = assist_texts.review_nothing_wrong()
        else:
            assert review.losing_move is not None  # a review that went wrong names the losing move
            body = assist_texts.review_text(
                review.losing_move, review.better_move, review.moves_back, review.lost_for_sure
            )
        panel.set_body(body, prose=True)
        panel.set_buttons([(QCoreApplication.translate("CheckPanel", "Close"), panel.hide)], escape=panel.hide)
        panel.popup()

    def retranslate(self) -> None:
        if self.shown and self.ports.panels.check_panel_shows(self) and not self.runner.busy:
            self.fill_panel()
