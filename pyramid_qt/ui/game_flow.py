"""The flow between games and through one game: new deal, replay, resume, undo and redo, the end, the record.

:class:`GameFlow` decides which game is on the board and keeps the session (saved game, statistics) told about
it: a new game is begun, a game left in progress is recorded as abandoned, every move is saved, the end is
recorded once (an undo from the end reopens it).  It also asks the solver's questions whose use is counted in
the saved game (hints, checks).  It is given the few parts of the window it uses
(:class:`~pyramid_qt.ui.ports.FlowPorts`) and tells the window the rest through its signals; the engine decides
every rule, through the board's :class:`~pyramid_qt.ui.board.adapter.GameAdapter`.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from pyramid_qt import services, ui
from pyramid_qt.engine import DealCode, DealLabel, Game, Move, Position, Status
from pyramid_qt.engine.result import Aid, GameResult, Mode, Outcome, Practice
from pyramid_qt.solver import Verdict
from pyramid_qt.store.saved_game import GameExtras
from pyramid_qt.ui import texts
from pyramid_qt.ui.ports import Discard
from pyramid_qt.ui.texts import assist as assist_texts

# Choosing a deal, the deal search and the end panel are read from their packages when first used (the declared
# boundaries of pyramid_qt.lazy): none is on the first frame of a resumed game.
if TYPE_CHECKING:
    from pyramid_qt.engine.result import NewRecord
    from pyramid_qt.services.deal_choice import SearchedDeal
    from pyramid_qt.services.session import GameSession
    from pyramid_qt.ui.ports import FlowPorts
    from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner

TIME_SAVE_SECONDS = 1.0

_tr = QCoreApplication.translate  # context "MainWindow", under which the catalogues hold these texts


class GameFlow(QObject):
    starting = Signal()  # another game is about to be put on the board: answers and messages about this one go
    moved = Signal()  # a move was played, undone or redone, or the game went back some moves
    labelChanged = Signal()  # the deal's label became known, or the solver revealed its verdict

    def __init__(self, ports: FlowPorts, session: GameSession | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ports = ports
        self.session = session
        self.extras = GameExtras()  # counters kept in the saved game, and the deal's label
        self.has_game = False  # a game has been put on the board (the window's placeholder does not count)
        self.ended = False  # the end of this game has been recorded (play after it is practice, or reopens a loss)
        self.result: GameResult | None = None  # how the game on the board ended, while it is over
        self.new_records: list[NewRecord] = []  # the records its end beat
        self._saved_seconds = 0.0  # the game time last written to the saved game
        self._deal_search: SolverRunner | None = None  # looks for a verified-winnable deal, built on first use

    @property
    def game(self) -> Game:
        return self.ports.adapter.game

    @property
    def revealed(self) -> Verdict | None:
        """The deal's verdict once proven (at the end of the round, by a check, a hint or the demo's search): kept
        in the saved game, so the deal chip still tells it after a restart."""
        return self.extras.revealed

    @property
    def label(self) -> DealLabel | None:
        """The label the deal on the board was dealt with (``None``: not known yet, or a position)."""
        return self.extras.label

    # ------------------------------------------------------------------ starting games
    def start_game(
        self, game: Game, extras: GameExtras | None = None, *, elapsed: float = 0.0, resumed: bool = False
    ) -> None:
        """Put ``game`` on the board: a new deal or a replay (``extras`` holds its label), or a ``resumed`` save."""
        ports = self.ports
        self.cancel_deal_search()  # another game came first (a typed code, Replay, the daily deal)
        self.starting.emit()
        if not resumed:
            self._leave_current()
        self.extras = extras or GameExtras()
        if game.code is None:
            self.extras.make_practice(Practice.POSITION)  # a position is not a deal played from its start
        self.ended = game.is_over
        self.result = _result_of(game, self.extras)
        self.new_records = []
        # A resumed game's time goes on at the player's next move, as a new game's starts at its first (the clock ran
        # from the restore, before the player had touched anything).
        ports.clock.reset(elapsed, started=False)
        self._saved_seconds = elapsed
        ports.motion.set_rules_geometry(game.position)
        self.has_game = True
        ports.adapter.set_game(game, resumed=resumed)
        ports.scoring().game_started(game)
        if self.session is not None and not resumed:
            self.session.begin(game, self.extras)

    def _leave_current(self) -> None:
        if self.in_progress():
            self.ports.scoring().game_left(self.game, self.counted())
        if self.session is not None and self.has_game:
            self.session.leave(self.game, self.ports.clock.elapsed(), self.extras)

    def counted(self) -> bool:
        """The game on the board counts in the scores kept across games (the Par Pyramid match): no practice."""
        return self.extras.how.mode is not Mode.PRACTICE

    def new_game_asked(self) -> None:
        """New game (the toolbar, Ctrl+N, the end panel): a new deal at once, once the player agrees to leave the game
        in progress."""
        if self.may_discard(Discard.NEW_GAME):
            self.new_random_game()

    def new_random_game(self) -> None:
        """A new deal of the game chosen, by the settings: of the difficulty last chosen where the rules' deals are
        rated (a new player's first deals are easy), else any.  With "only verified winnable" and rules without a
        shipped label table, the solver looks for one in a worker thread (:attr:`deal_search`): the window stays
        usable, the status bar says it is looking, and the deal comes when found (or, if none is proven in time, an
        unchecked deal labelled "might be a dead end", with the reason)."""
        rules, game = self.ports.rules(), self.ports.game()
        level = self.ports.difficulty() if game.rule_options else None  # only Pyramid's rule sets are rated
        rated = None if level is None else services.difficulty_deals.random_deal_of(rules, level)
        if rated is not None:
            self.play_code(rated, DealLabel.VERIFIED_WINNABLE)
            return
        quick = services.deal_choice.quick_deal(rules, self.ports.winnable_only(), random.Random(), game)
        if quick is not None:
            self.play_code(*quick)
            return
        deal_search_job = services.deal_choice.deal_search_job(rules, random.randrange(1 << 62), game)
        self.deal_search.ask(ui.solver_jobs.JobPurpose.DEAL, deal_search_job, self._on_deal_searched)
        self.ports.notices.show_status(texts.looking_for_deal())

    @property
    def deal_search(self) -> SolverRunner:
        """The worker looking for a verified-winnable deal (tests wait on its signals)."""
        if self._deal_search is None:
            self._deal_search = ui.solver_jobs.SolverRunner(self)
            self._deal_search.failed.connect(self._on_deal_search_failed)
        return self._deal_search

    @property
    def searching_deal(self) -> bool:
        return self._deal_search is not None and self._deal_search.busy

    def cancel_deal_search(self) -> None:
        if self._deal_search is not None and self._deal_search.busy:
            self._deal_search.cancel()
            self.ports.notices.clear_status()

    def shutdown(self) -> None:
        """Stop the deal search and wait for its worker (closing the window)."""
        if self._deal_search is not None:
            self._deal_search.shutdown()

    def _on_deal_searched(self, found: SearchedDeal) -> None:
        if found.cancelled:
            return
        self.play_code(found.code, found.label)
        if found.searched_seconds is not None:
            self.ports.notices.show_toast(texts.unverified_deal_reason(found.searched_seconds), 10000)

    def _on_deal_search_failed(self, _purpose: JobPurpose, message: str) -> None:
        """The solver failed (a bug): deal an unchecked game and say so; never a "verified" label."""
        unchecked = services.deal_choice.unchecked_deal(self.ports.rules(), random.Random(), self.ports.game())
        self.play_code(unchecked, DealLabel.MIGHT_BE_DEAD_END)
        self.ports.notices.show_toast(texts.deal_search_failed(message), 10000)

    def play_code(self, code: DealCode, label: DealLabel | None = None) -> None:
        """Deal ``code``.  Without a label the deal's label is looked up in the solver's tables just after (the
        tables must not delay the first frame); until then the deal bar shows no label."""
        self.start_game(Game.from_code(code), GameExtras(label=label))
        if label is None:
            self.ports.when_painted(lambda: self._look_up_label(code))

    def _look_up_label(self, code: DealCode) -> None:
        if self.game.code != code or self.label is not None:
            return  # another game, or already known
        self.extras.label = services.deal_choice.label_for(code)
        self.labelChanged.emit()
        self.save()

    def play_position(self, position: Position) -> None:
        """A game from an explicit position (position text, tests): no code, practice."""
        self.start_game(Game(position, None))

    def _resume_saved(self) -> bool:
        """The saved game back on the board, if there is one."""
        saved = self.session.resume() if self.session is not None else None
        if saved is None:
            return False
        game, elapsed, extras = saved
        self.start_game(game, extras, elapsed=elapsed, resumed=True)
        return True

    def resume_or_deal(self) -> None:
        """At start-up: the saved game if there is one, else a new deal by the settings."""
        if not self._resume_saved():
            # Choosing a deal reads the solver's label tables: the empty felt is painted first.
            self.ports.when_painted(self.new_random_game)

    def start_with(self, code: DealCode | None, position: Position | None) -> None:
        """At start-up with a deal code or a position named on the command line: a saved game in progress comes
        back first, and the named game replaces it only once the player agrees, as New game asks (and as when a
        second copy of the game hands a code over); without one in progress the named game is played at once."""
        if self._resume_saved() and (self.in_progress() or self.practising_position()):
            # The question is a modal box: asked once the window is on screen, over the saved game.
            self.ports.when_painted(lambda: self.open_if_agreed(code, position))
            return
        self._open(code, position)

    def open_if_agreed(self, code: DealCode | None, position: Position | None) -> None:
        """Play a deal or a position someone named (the command line, a second copy of the game), once the player
        agrees to leave the game in progress, if any (the question New game asks)."""
        if (code is not None or position is not None) and self.may_discard(
            Discard.NEW_GAME if code is not None else Discard.POSITION
        ):
            self._open(code, position)

    def _open(self, code: DealCode | None, position: Position | None) -> None:
        if code is not None:
            self.play_code(code)
        elif position is not None:
            self.play_position(position)

    def in_progress(self) -> bool:
        """A game the statistics count that the player has started (a move played) and not finished: leaving it counts
        as abandoned.  Practice never is (play on after a recorded end included)."""
        return self._in_play() and self.extras.practice is None

    def practising_position(self) -> bool:
        """A position the player has started playing: leaving it loses it (the statistics do not count it)."""
        return self._in_play() and self.extras.practice is Practice.POSITION

    def _in_play(self) -> bool:
        return self.has_game and self.game.moves > 0 and not self.game.is_over

    def may_discard(self, kind: Discard) -> bool:
        """Ask before the game in progress, or a position being played, is thrown away by the player's choice (New
        game, Replay, a position); play after a recorded end is left without a question (its result is kept)."""
        if self.in_progress():
            return self.ports.confirm_discard(kind, False)
        if self.practising_position():
            return self.ports.confirm_discard(kind, True)
        return True

    def replay_asked(self) -> None:
        """The Replay action: replay, once the player agrees to leave the game in progress."""
        if self.may_discard(Discard.REPLAY):
            self.replay()

    def replay(self) -> None:
        """The same cards from their start: still proven, and still the daily deal of its day (its goals count on a
        second try, as a daily player expects)."""
        game = self.game
        fresh = Game.from_code(game.code) if game.code is not None else Game(game.start, None)
        daily = self.extras.daily if game.code is not None else None
        self.start_game(fresh, GameExtras(label=self.label, revealed=self.revealed, daily=daily))

    # ------------------------------------------------------------------ moves
    def undo(self) -> None:
        self.ports.motion.finish_animations()
        self.ports.adapter.undo()

    def redo(self) -> None:
        self.ports.motion.finish_animations()
        self.ports.adapter.redo()

    def on_move(self, _move: Move | None) -> None:
        if not self.game.is_over:
            self.ports.panels.hide_end_panel()
            if self.ended:
                self._play_on_after_the_end(None)
            self.ports.clock.start()  # the same clock in every mode: it runs while the game is played
        self.moved.emit()
        self.save()

    def _play_on_after_the_end(self, practice: Practice | None) -> None:
        """The board went back into play after the game's recorded end: a loss is the same game again (reopened),
        play after a win or from the review is ``practice`` (the recorded result stands)."""
        reopens = self.result is not None and self.result.reopens_on_undo and practice is None
        if reopens:
            self.ports.scoring().game_reopened()
            if self.session is not None:
                self.session.reopened()
        else:
            self.extras.make_practice(practice or Practice.AFTER_WIN)
        self.ended = False
        self.result = None
        self.new_records = []

    def save(self) -> None:
        if self.session is not None:
            self._saved_seconds = self.ports.clock.elapsed()
            self.session.save(self.game, self._saved_seconds, self.extras)
            self.show_problems()

    def keep_time(self) -> None:
        """While the clock runs, the saved game's time follows it every :data:`TIME_SAVE_SECONDS`: saved only with
        the moves, a game killed (``kill -9``, a power cut) came back seconds behind."""
        elapsed = self.ports.clock.elapsed()
        if self.session is not None and self.has_game and elapsed - self._saved_seconds >= TIME_SAVE_SECONDS:
            self._saved_seconds = elapsed
            self.session.save_time(self.game, elapsed, self.extras)
            self.show_problems()

    def show_problems(self, *also: str) -> None:
        """Tell the player once about files that could not be read or written (play goes on regardless).

        Problems found together are told in one message: a toast replacing another would hide the first, and
        each problem is told only once.  ``also``: texts of other problems found at the same moment."""
        keys = [] if self.session is None else self.session.take_problems()
        lines = [*also, *(texts.problem_text(key) for key in keys)]
        if lines:
            self.ports.notices.show_notice("\n".join(lines), 6000)

    # ------------------------------------------------------------------ end of game
    def _record_end(self) -> None:
        clock = self.ports.clock
        clock.stop()
        if not self.ended:
            self.ports.scoring().game_ended(self.game, self.counted())
            if self.session is not None:
                self.new_records = self.session.ended(self.game, clock.elapsed(), self.extras)
        self.ended = True
        self.result = _result_of(self.game, self.extras)
        self.show_problems()

    def on_won(self) -> None:
        self._record_end()
        if self.result is not None and self.result.may_set_record:
            self.ports.assistance().show_record()  # the deal's record to beat is this win's now, or was beaten
        self.ports.assistance().par_after_win()
        self.show_end_panel()  # placed first: a panel docked later would lay the board out again, ending the flight
        if self.result is not None and self.result.celebrated:
            self.ports.motion.celebrate()

    def on_lost(self) -> None:
        self._record_end()
        self.show_end_panel()
        if self.label is DealLabel.MIGHT_BE_DEAD_END and self.revealed is None and self.game.code is not None:
            self.ports.questions().ask_reveal(self.game.code)

    def show_end_panel(self) -> None:
        """The end panel for the finished game (hidden while it is in play)."""
        game = self.game
        if game.status is Status.PLAYING:
            self.ports.panels.hide_end_panel()
            return
        assist = self.ports.assistance()
        par = assist.par_text()
        # A loss is reviewed, a deal lost from its start too (the review tells the most cards it allowed).
        review = [] if game.status is Status.WON else [(assist_texts.review_button(), assist.ask_review)]
        scoring = self.ports.scoring()
        system = scoring.system_id(game)  # of the score records beaten, those of the system shown
        records = [record for record in self.new_records if record.system in (None, system)]
        ui.end_panel.fill(
            self.ports.panels.end_panel,
            game,
            self.ports.clock.elapsed(),
            result=_result_of(game, self.extras),
            new_records=records,
            relaxed=self.ports.relaxed(),
            might_be_dead_end=self.label is DealLabel.MIGHT_BE_DEAD_END,
            revealed=self.revealed,
            buttons=[
                (_tr("MainWindow", "New game"), self.new_random_game),
                (_tr("MainWindow", "Replay"), self.replay),
                (_tr("MainWindow", "Undo"), self.undo),
                *review,
                *([] if game.code is None else [(_tr("MainWindow", "Share"), self.ports.share)]),
                (_tr("MainWindow", "New game…"), self.ports.open_new_game),
            ],
            score_lines=scoring.end_lines(game, self.counted()),
            extra_lines=[*([] if par is None else [par]), *self.ports.goal_lines()],
        )

    # ------------------------------------------------------------------ solver questions
    def hint(self) -> None:
        if self.game.is_over:
            return
        self.extras.helped(Aid.HINT)
        self.ports.questions().ask_hint(self.game.position)

    def check(self) -> None:
        if self.game.is_over:
            return
        self.extras.helped(Aid.CHECK)
        self.ports.questions().ask_check(self.game.position)

    def back_to_last_winnable(self) -> None:
        self.ports.questions().ask_rewind(self.game)

    def rewind(self, kept: int) -> None:
        """Back to the last winnable position (or where the review found the game went wrong, while in play): help."""
        self.ports.motion.finish_animations()
        if self.ports.adapter.undo_to(kept):
            self.extras.helped(Aid.REWIND)
            self.on_move(None)  # as after an undo: the clock, a finished game reopened, and the position saved

    def review_rewind(self, kept: int) -> None:
        """ "Where did it go wrong?" takes the board back to where it went wrong.  In a game still in play that is
        help, as going back to the last winnable position is (counted, and the game goes on).  A game that had ended
        is only looked back at: its recorded result stands (the loss is not reopened, so leaving it later does not
        make it abandoned), the undo counter stays as it ended, and play from there is practice, not recorded."""
        if not self.ended:
            self.rewind(kept)
            return
        self.ports.motion.finish_animations()
        if self.ports.adapter.undo_to(kept, counted=False):
            self._play_on_after_the_end(Practice.REVIEW)
            self.ports.panels.hide_end_panel()
            self.moved.emit()
            self.save()

    def on_revealed(self, verdict: Verdict) -> None:
        self.extras.revealed = verdict
        if self.has_game:
            self.save()
        self.labelChanged.emit()  # the deal chip tells the true label now
        if self.game.is_over:
            self.show_end_panel()


def _result_of(game: Game, extras: GameExtras) -> GameResult | None:
    """The result of ``game`` as the model tells it (``None`` while it is played)."""
    if game.status is Status.PLAYING:
        return None
    return GameResult(Outcome.WON if game.status is Status.WON else Outcome.LOST, extras.how)
