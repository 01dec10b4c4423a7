"""The score the window shows, under the scoring system the player chose: the status bar's, the end panel's with the
best score the deal allows (searched off the GUI thread once a game ends, shown only when proven), and the running
Par Pyramid match, kept across restarts by the session.

:class:`ScoreKeeper` is the window's :class:`~pyramid_qt.ui.ports.EndScoring`: the game flow tells it when a game
ends, is left in progress (abandoned), is taken back into play by an Undo, or begins.  A game counts in the match when
it is scored as a Par Pyramid game and is no practice (the flow says which), once: at its end, or when it is left.
The engine counts every score (:mod:`pyramid_qt.engine.scoring`); nothing here decides one.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, Signal

from pyramid_qt import solver, ui
from pyramid_qt.engine import Game, Position
from pyramid_qt.engine.scoring import Match, Played, ScoringSystem, System, system_for
from pyramid_qt.ui.texts import scoring as scoring_texts
from pyramid_qt.ui.texts.scoring import ScoreShown

if TYPE_CHECKING:  # the solver's worker is read from pyramid_qt.ui when a game ends (not on the first frame)
    from pyramid_qt.services.session import GameSession
    from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner

BEST_SCORE_SECONDS = 30.0  # the best score's search after a game (bench: one-pile deals take 0–25 s, most under 5)


class BestAnswer(NamedTuple):
    """A best-score search's answer: the deal's start, the system, the best score (``None``: not proven)."""

    start: Position
    system: System
    score: int | None


class ScoreKeeper(QObject):
    bestKnown = Signal()  # a best score was searched for the game on the board (proven or not)
    matchProblem = Signal()  # the match's file could not be read: the session holds the problem to tell

    def __init__(
        self, choice: Callable[[], System], session: GameSession | None = None, parent: QObject | None = None
    ) -> None:
        """``choice``: the player's scoring preference; ``session``: keeps the match on disk (``None``: in memory)."""
        super().__init__(parent)
        self._choice = choice
        self._session = session
        self._match: Match | None = None  # read on first use: never before the first frame
        self._before: Match | None = None  # the match before the game on the board was counted in it
        self._best: dict[tuple[Position, System], int | None] = {}  # None: searched, not proven
        self._runner: SolverRunner | None = None
        self._searching: tuple[Position, System] | None = None

    # ------------------------------------------------------------------ what is shown
    def system(self, game: Game) -> ScoringSystem:
        return system_for(self._choice(), game.rules)

    def system_id(self, game: Game) -> str:
        return str(self.system(game).system)

    @property
    def match(self) -> Match:
        if self._match is None:
            self._match = Match() if self._session is None else self._session.load_match()
            if self._session is not None and self._session.match_store.problem is not None:
                self.matchProblem.emit()
        return self._match

    def shown(self, game: Game) -> ScoreShown | None:
        """The status bar's score of ``game`` (``None``: the system keeps no score)."""
        system = self.system(game)
        score = system.score(Played.of_game(game))
        if score is None:
            return None
        match = self.match if self._before is None else self._before
        return ScoreShown(system, score, match if system.system is System.PAR_MATCH else None)

    def end_lines(self, game: Game, counted: bool) -> list[str]:
        """The end panel's score lines for the finished ``game`` (``counted``: it is no practice); asks for the best
        score the deal allows when it is not known yet (the panel is filled again when it is)."""
        system = self.system(game)
        score = system.score(Played.of_game(game))
        if score is None:
            return []
        key = (game.start, system.system)
        if key not in self._best:
            self._search_best(game.start, system)
        match = self.match if system.system is System.PAR_MATCH else None
        counted = counted and self._before is not None
        return scoring_texts.end_lines(ScoreShown(system, score, match, counted), self._best.get(key))

    def best(self, game: Game) -> int | None:
        """The best score ``game``'s deal allows under its system, once proven."""
        return self._best.get((game.start, self.system(game).system))

    # ------------------------------------------------------------------ told by the game flow
    def game_started(self, game: Game) -> None:
        """A game was put on the board: a finished one (resumed) was counted when it ended, as the match's last; a
        search for another deal's best score stops (the worker is the new game's)."""
        if self._searching is not None and self._searching[0] != game.start and self._runner is not None:
            self._runner.cancel()
            self._searching = None
        counted = game.is_over and self._counts_in_match(game) and bool(self.match.scores)
        self._before = Match(self.match.scores[:-1]) if counted else None

    def game_ended(self, game: Game, counted: bool) -> None:
        """The end of ``game`` was recorded: a Par Pyramid game no practice counts in the match."""
        self._count(game, counted)

    def game_left(self, game: Game, counted: bool) -> None:
        """``game`` was left in progress (abandoned): it counts in the match as it stands."""
        self._count(game, counted)
        self._before = None

    def game_reopened(self) -> None:
        """An Undo took the finished game back into play: it leaves the match until it ends again."""
        if self._before is not None:
            self._match = self._before
            self._before = None
            self._save_match()

    def _counts_in_match(self, game: Game) -> bool:
        system = self.system(game)
        return system.system is System.PAR_MATCH and system.applies(game.position.game)

    def _count(self, game: Game, counted: bool) -> None:
        if not counted or self._before is not None or not self._counts_in_match(game):
            return
        score = self.system(game).score(Played.of_game(game))
        assert score is not None  # a Par Pyramid game always has one
        self._before = self.match
        self._match = self.match.plus(score)
        self._save_match()

    def _save_match(self) -> None:
        if self._session is not None and self._match is not None:
            self._session.save_match(self._match)
            if self._session.match_store.problem is not None:
                self.matchProblem.emit()

    # ------------------------------------------------------------------ the best score, off the GUI thread
    @property
    def runner(self) -> SolverRunner:
        """The worker searching best scores (tests wait on its signals)."""
        if self._runner is None:
            self._runner = ui.solver_jobs.SolverRunner(self)
            self._runner.failed.connect(self._on_failed)
        return self._runner

    def _search_best(self, start: Position, system: ScoringSystem) -> None:
        key = (start, system.system)
        if self._searching == key and self.runner.busy:
            return

        def search(cancel: threading.Event) -> BestAnswer:
            found = solver.best_score(start, system, time_limit=BEST_SCORE_SECONDS, cancel=cancel.is_set)
            return BestAnswer(start, system.system, found.score)

        self._searching = key
        self.runner.ask(ui.solver_jobs.JobPurpose.BEST_SCORE, search, self._on_best)

    def _on_best(self, answer: BestAnswer) -> None:
        self._searching = None
        self._best[(answer.start, answer.system)] = answer.score
        self.bestKnown.emit()

    def _on_failed(self, _purpose: JobPurpose, _error: str) -> None:
        self._searching = None  # no best score then: the line is left out

    def shutdown(self) -> None:
        if self._runner is not None:
            self._runner.shutdown()
