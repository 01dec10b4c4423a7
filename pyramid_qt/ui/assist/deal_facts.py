"""What the deal bar and the end panel tell of the deal on the board besides the game: its par (on the deal bar
before the first move, on the win panel after), its difficulty, whether it is the daily deal, and the records to
beat.  Par is searched in a worker of its own, so it never holds up a demo or a review; an answer about a deal left
is kept (the statistics count the games won at par) but shown nowhere."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from pyramid_qt import solver
from pyramid_qt.engine import DealCode, DealLabel, Status
from pyramid_qt.services.daily import daily_deal
from pyramid_qt.services.difficulty_deals import deal_difficulty
from pyramid_qt.solver import Verdict
from pyramid_qt.ui.ports import Discard
from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner
from pyramid_qt.ui.texts import assist as assist_texts

if TYPE_CHECKING:
    from pyramid_qt.ui.game_flow import GameFlow
    from pyramid_qt.ui.ports import AssistPorts

PAR_BEFORE_PLAY_SECONDS = 1.0  # the deal bar's par, searched when a deal is put on the board (bench/par_bench.py)
PAR_AFTER_GAME_SECONDS = 60.0  # par of a won deal not proven before, searched after the game (bench/par_bench.py)


@dataclass(frozen=True, slots=True)
class DealPar:
    """A par search's answer: the deal, its par (``None``: not proven in ``seconds``)."""

    code: DealCode
    par: int | None
    seconds: float


class DealFacts(QObject):
    parKnown = Signal(str, int)  # a deal code and its par, once proven

    def __init__(self, ports: AssistPorts, flow: GameFlow, runner: SolverRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ports = ports
        self.flow = flow
        self.runner = runner  # par of the deal on the board: its own, never holding up a demo or a review
        self.par_known: dict[str, int] = {}  # deal code -> proven par
        self._par_tried: set[str] = set()  # codes searched before play (a second each)
        self._par_unproven: set[str] = set()  # codes whose par was not proven within the after-game budget
        self._par_searched: DealCode | None = None  # the deal of the latest par search
        self.difficulty: str | None = None
        flow.labelChanged.connect(self._show_par)  # the deal's label known, or its verdict proven: par may show

    # ------------------------------------------------------------------ par
    def _known_par(self, code: DealCode) -> int | None:
        """The par of ``code`` if known without a search: found before, kept in the statistics, or shipped (then
        kept in the statistics too, which count the games won at par from their own table)."""
        known = self.par_known.get(code.text)
        session = self.flow.session
        if known is None and session is not None:
            known = session.known_par(code.text)
        if known is None:
            known = solver.shipped_par(code)
            if known is not None and session is not None:
                session.keep_par(code.text, known)
        if known is not None:
            self.par_known[code.text] = known
        return known

    def _par_may_show(self) -> bool:
        """A par exists only for a winnable deal: shown for a deal dealt as verified winnable, or proven so since
        (a check, a hint, a win); a "might be a dead end" deal keeps its secret until then."""
        flow = self.flow
        proven = flow.revealed is Verdict.WINNABLE or flow.game.status is Status.WON
        return flow.label is DealLabel.VERIFIED_WINNABLE or proven

    def _show_par(self) -> None:
        """Par on the deal bar before the first move: known, or searched off the GUI thread for a second."""
        code = self.flow.game.code
        par = None if code is None or not self._par_may_show() else self._known_par(code)
        self.ports.deal_bar.set_par(par)
        if code is None or par is not None or not self._par_may_show() or code.text in self._par_tried:
            return
        if not (self.runner.busy and self._par_searched == code):  # a longer search of it may be running
            self._par_tried.add(code.text)
            self._search_par(code, PAR_BEFORE_PLAY_SECONDS)

    def _search_par(self, code: DealCode, seconds: float) -> None:
        def search(cancel: threading.Event) -> DealPar:
            return DealPar(code, solver.deal_par(code, time_limit=seconds, cancel=cancel.is_set), seconds)

        self._par_searched = code
        self.runner.ask(JobPurpose.PAR, search, self._on_par)

    def par_after_win(self) -> None:
        """The game was just won: show the deal's par on the end panel, searching longer if it is not known yet."""
        code = self.flow.game.code
        if code is not None and self._known_par(code) is None and code.text not in self._par_unproven:
            self._search_par(code, PAR_AFTER_GAME_SECONDS)

    def par_text(self) -> str | None:
        """The end panel's par line for a won deal (``None``: no deal code, or practice): whether the player matched
        it."""
        game = self.flow.game
        if game.code is None or game.status is not Status.WON or self.flow.extras.practice is not None:
            return None
        par = self.par_known.get(game.code.text)
        if par is None:
            return assist_texts.par_unproven() if game.code.text in self._par_unproven else assist_texts.par_computing()
        return assist_texts.par_line(game.moves, par, self.flow.extras.how)

    def _on_par(self, result: DealPar) -> None:
        code, par = result.code, result.par
        game = self.flow.game
        if par is None:
            if result.seconds >= PAR_AFTER_GAME_SECONDS:
                self._par_unproven.add(code.text)
            elif game.code == code and game.status is Status.WON:
                self._search_par(code, PAR_AFTER_GAME_SECONDS)  # won before the quick search ended: search on
                return
        else:
            self.par_known[code.text] = par
            session = self.flow.session
            if session is not None:
                session.keep_par(code.text, par)
            if game.code == code and self._par_may_show():
                self.ports.deal_bar.set_par(par)
            self.parKnown.emit(code.text, par)
        if game.code == code and game.status is Status.WON:
            self.flow.show_end_panel()

    # ------------------------------------------------------------------ difficulty, records and the daily deal
    def leave_game(self) -> None:
        """Another game was put on the board: the deal bar forgets the facts of the one left."""
        self.ports.deal_bar.set_par(None)  # the deal left's par; the new one's once known
        self.ports.deal_bar.set_record(None, None)

    def on_game_started(self) -> None:
        """A game was put on the board (called once the window has painted: the ratings are read here)."""
        code = self.flow.game.code
        if code is None:
            self.difficulty = None
        else:
            self.difficulty = deal_difficulty(code)
        self.ports.deal_bar.set_difficulty(self.difficulty)
        self.ports.deal_bar.set_daily(self.flow.extras.daily)
        self._show_par()
        self.show_record()

    def show_record(self) -> None:
        """The deal's records to beat on the deal bar, for a deal the player has won on their own before (read from
        the statistics: only once the window has painted)."""
        flow = self.flow
        code, session = flow.game.code, flow.session
        records = None
        if code is not None and session is not None and flow.extras.practice is None:
            records = session.records_to_beat(code.text)
        if records is None:
            self.ports.deal_bar.set_record(None, None)
        else:
            self.ports.deal_bar.set_record(records.moves, records.seconds)

    def play_daily(self, day: date | None = None) -> None:
        day = day or date.today()
        flow = self.flow
        if not flow.may_discard(Discard.NEW_GAME):  # the game in progress is the player's to leave
            return
        flow.play_code(daily_deal(day), DealLabel.VERIFIED_WINNABLE)
        flow.extras.daily = day
        self.ports.deal_bar.set_daily(day)
        flow.save()
        self.ports.notices.show_toast(assist_texts.daily_title(day))

    def retranslate(self) -> None:
        self.ports.deal_bar.set_difficulty(self.difficulty)
