"""What the game flow and the assistant are given of the window: small ports instead of the window itself.

The window implements them (or hands over the small part that already does: the scene, the clock, the adapter),
and a test builds them from fakes (``tests/helpers/ports.py``), so :class:`~pyramid_qt.ui.game_flow.GameFlow` and
:class:`~pyramid_qt.ui.assist.Assist` run without a window.  Nothing here imports the window, the flow or the
assistant: the import graph stays a tree even counting type-only imports (``tests/test_architecture.py``).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple, Protocol

from pyramid_qt.engine.games import PYRAMID
from pyramid_qt.ui.board.speeds import TOAST_MS

if TYPE_CHECKING:
    from datetime import date

    from pyramid_qt.engine import DealCode, Game, Move, Position, RuleSet
    from pyramid_qt.engine.games import GameDeclaration
    from pyramid_qt.ui.board.adapter import GameAdapter
    from pyramid_qt.ui.board.speeds import Speed
    from pyramid_qt.ui.game_clock import GameClock


class Discard(enum.Enum):
    """What would replace the game in progress (the window's question before it goes: ``confirm_discard``)."""

    NEW_GAME = "new_game"
    REPLAY = "replay"
    POSITION = "position"


class Notices(Protocol):
    """Passing words to the player: the toast over the status bar and the status line."""

    def show_toast(self, text: str, msecs: int = TOAST_MS) -> None: ...

    def show_notice(self, text: str, msecs: int = TOAST_MS) -> None:
        """A problem the player must get to read (a file, a deck): no deal hides it (one queued for the first frame
        would otherwise be hidden at once by the first deal)."""
        ...

    def show_status(self, text: str, msecs: int = 0) -> None:
        """``msecs`` 0: until cleared or replaced."""
        ...

    def clear_status(self) -> None: ...


class Panel(Protocol):
    """What a part may say in a panel over the board: its title, its text, whether it is at work, its buttons.
    ``filled_by``: who wrote the present texts (two parts share the "Can I still win?" panel, and only the last
    one may write them again in a new language)."""

    filled_by: object | None

    def set_title(self, text: str) -> None: ...

    def title_text(self) -> str: ...

    def set_body(self, text: str, *, prose: bool = False) -> None:
        """``prose``: sentences set flush left, else centred lines."""
        ...

    def set_busy(self, busy: bool) -> None:
        """The panel is at work (a progress bar moves): its answer is awaited."""
        ...

    def set_buttons(
        self, buttons: list[tuple[str, Callable[[], None]]], escape: Callable[[], None] | None = None
    ) -> object:
        """(text, action) left to right; ``escape``: what Escape does meanwhile (Close's or Cancel's action)."""
        ...

    def popup(self) -> None:
        """Show the panel with its new texts."""
        ...

    def shows(self, owner: object) -> bool:
        """The panel is shown with ``owner``'s texts."""
        ...

    def hide(self) -> None: ...


class Panels(Protocol):
    """The panels over the board, built on first use."""

    @property
    def end_panel(self) -> Panel: ...

    @property
    def check_panel(self) -> Panel: ...

    def check_panel_shows(self, owner: object) -> bool:
        """The check panel is built, shown, and its texts are ``owner``'s (without building it)."""
        ...

    def hide_end_panel(self) -> None: ...

    def hide_floating(self) -> None:
        """Hide the end panel and the toast's passing message (a notice stays its time)."""
        ...


class BoardMotion(Protocol):
    """The board's geometry and animations (the scene)."""

    speed: Speed

    def set_rules_geometry(self, position: Position) -> None: ...

    def finish_animations(self) -> None: ...

    def is_animating(self) -> bool: ...

    def celebrate(self) -> None: ...


class ReviewMarks(Protocol):
    """Frames the assistant puts on cards (the play controller)."""

    def show_review(self, losing: Move, better: Move | None) -> None: ...


class Questions(Protocol):
    """The solver's questions whose use the saved game counts
    (:class:`~pyramid_qt.ui.solver_questions.SolverQuestions`)."""

    def ask_hint(self, position: Position) -> None: ...

    def ask_check(self, position: Position) -> None: ...

    def ask_rewind(self, game: Game) -> None: ...

    def ask_reveal(self, code: DealCode) -> None: ...


class EndOfGameHelp(Protocol):
    """What the end panel offers from the assistant: par after a win, the review after a loss."""

    def par_after_win(self) -> None: ...

    def par_text(self) -> str | None: ...

    def ask_review(self) -> None: ...

    def show_record(self) -> None:
        """The deal bar's record to beat, read again (a win just beat it)."""
        ...


class EndScoring(Protocol):
    """The scores: the end panel's score lines, and what the game flow tells them (the Par Pyramid match counts a
    game that ended or was left, once; an Undo from the end takes it back).  ``counted``: the game is no practice."""

    def end_lines(self, game: Game, counted: bool) -> list[str]: ...

    def system_id(self, game: Game) -> str:
        """The id of the system ``game`` is scored by (its score records are the ones the end panel tells)."""
        ...

    def game_started(self, game: Game) -> None: ...

    def game_ended(self, game: Game, counted: bool) -> None: ...

    def game_left(self, game: Game, counted: bool) -> None: ...

    def game_reopened(self) -> None: ...


class FlowPorts(NamedTuple):
    """What :class:`~pyramid_qt.ui.game_flow.GameFlow` uses of the window.  ``questions`` and ``assistance`` are built
    on first use (neither is on the first frame); ``when_painted`` runs a job once the window has been painted
    (never before the first frame); ``rules`` are those a new deal is dealt with, ``difficulty`` the difficulty New
    game deals (a rating's level, ``None``: any deal), ``open_new_game`` opens "New game…", ``relaxed`` says the
    clock and the score are hidden, ``share`` copies the finished game's result line, ``goal_lines`` tell the daily
    goals met; ``game`` is the game a new deal is of; ``confirm_discard`` asks before the game in progress is left
    (``True``: a position played for practice, which the statistics do not count); ``scoring`` keeps the scores
    (:class:`EndScoring`)."""

    adapter: GameAdapter
    clock: GameClock
    motion: BoardMotion
    notices: Notices
    panels: Panels
    questions: Callable[[], Questions]
    assistance: Callable[[], EndOfGameHelp]
    when_painted: Callable[[Callable[[], None]], None]
    rules: Callable[[], RuleSet]
    winnable_only: Callable[[], bool]
    confirm_discard: Callable[[Discard, bool], bool]
    scoring: Callable[[], EndScoring]
    difficulty: Callable[[], str | None] = lambda: None
    open_new_game: Callable[[], None] = lambda: None
    relaxed: Callable[[], bool] = lambda: False
    share: Callable[[], None] = lambda: None
    goal_lines: Callable[[], list[str]] = lambda: []
    game: Callable[[], GameDeclaration] = lambda: PYRAMID


class DealFactsShown(Protocol):
    """Where the assistant shows the deal's facts (the deal bar): its par, records, difficulty and daily date."""

    def set_par(self, par: int | None) -> None: ...

    def set_record(self, moves: int | None, seconds: float | None) -> None: ...

    def set_difficulty(self, level: str | None) -> None: ...

    def set_daily(self, day: date | None) -> None: ...


class AssistPorts(NamedTuple):
    """What :class:`~pyramid_qt.ui.assist.Assist` uses of the window besides the game flow."""

    adapter: GameAdapter
    motion: BoardMotion
    notices: Notices
    panels: Panels
    marks: ReviewMarks
    deal_bar: DealFactsShown
