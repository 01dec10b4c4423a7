"""Fakes of the window's ports (:mod:`pyramid_qt.ui.ports`), so the game flow and the assistant run without a
window: each records what it was asked, in plain lists a test reads.

The panels are real :class:`OverlayPanel` widgets over a bare widget (their texts and buttons are what a test
reads), the adapter is the real engine face; nothing else of the window is built.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtWidgets import QWidget

from pyramid_qt.engine import DealCode, Game, Move, Position, RuleSet
from pyramid_qt.engine.games import PYRAMID, GameDeclaration
from pyramid_qt.engine.rules import DEFAULT_RULES
from pyramid_qt.services.session import GameSession
from pyramid_qt.ui.around_board.status_widgets import DealBar
from pyramid_qt.ui.assist import Assist
from pyramid_qt.ui.board.adapter import GameAdapter
from pyramid_qt.ui.board.speeds import TOAST_MS, Speed
from pyramid_qt.ui.game_clock import GameClock
from pyramid_qt.ui.game_flow import GameFlow
from pyramid_qt.ui.over_board.overlay_panel import Anchor, OverlayPanel
from pyramid_qt.ui.ports import AssistPorts, Discard, EndOfGameHelp, FlowPorts


@dataclass
class FakeNotices:
    toasts: list[str] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)
    status: str = ""

    def show_toast(self, text: str, msecs: int = TOAST_MS) -> None:
        self.toasts.append(text)

    def show_notice(self, text: str, msecs: int = TOAST_MS) -> None:
        self.notices.append(text)

    def show_status(self, text: str, msecs: int = 0) -> None:
        self.status = text

    def clear_status(self) -> None:
        self.status = ""


class FakePanels:
    """Real overlay panels over a bare widget (``host``), built at once; ``floating_hidden`` counts the calls."""

    def __init__(self) -> None:
        self.host = QWidget()
        self.host.resize(1100, 700)
        self.end_panel = OverlayPanel(self.host, "endPanel")
        self.check_panel = OverlayPanel(self.host, "checkPanel", Anchor.TOP)
        self.floating_hidden = 0

    def check_panel_shows(self, owner: object) -> bool:
        return self.check_panel.isVisible() and self.check_panel.filled_by is owner

    def hide_end_panel(self) -> None:
        self.end_panel.hide()

    def hide_floating(self) -> None:
        self.floating_hidden += 1
        self.end_panel.hide()


@dataclass
class WrittenPanel:
    """A panel that is no widget: what the parts said in it, in order (the port offers words, not a widget)."""

    filled_by: object | None = None
    title: str = ""
    body: str = ""
    busy: bool = False
    buttons: list[str] = field(default_factory=list)
    said: list[tuple[str, object]] = field(default_factory=list)
    visible: bool = False

    def set_title(self, text: str) -> None:
        self.title = text
        self.said.append(("title", text))

    def title_text(self) -> str:
        return self.title

    def set_body(self, text: str, *, prose: bool = False) -> None:
        self.body = text
        self.said.append(("body", text))

    def set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.said.append(("busy", busy))

    def set_buttons(
        self, buttons: list[tuple[str, Callable[[], None]]], escape: Callable[[], None] | None = None
    ) -> object:
        self.buttons = [text for text, _action in buttons]
        self.said.append(("buttons", list(self.buttons)))
        return None

    def popup(self) -> None:
        self.visible = True
        self.said.append(("popup", None))

    def shows(self, owner: object) -> bool:
        return self.visible and self.filled_by is owner

    def hide(self) -> None:
        self.visible = False


@dataclass
class FakeMotion:
    speed: Speed = Speed.OFF
    geometry: list[Position] = field(default_factory=list)
    celebrated: int = 0

    def set_rules_geometry(self, position: Position) -> None:
        self.geometry.append(position)

    def finish_animations(self) -> None:
        pass

    def is_animating(self) -> bool:
        return False

    def celebrate(self) -> None:
        self.celebrated += 1


@dataclass
class FakeMarks:
    reviews: list[tuple[Move, Move | None]] = field(default_factory=list)

    def show_review(self, losing: Move, better: Move | None) -> None:
        self.reviews.append((losing, better))


@dataclass
class FakeQuestions:
    asked: list[tuple[str, object]] = field(default_factory=list)

    def ask_hint(self, position: Position) -> None:
        self.asked.append(("hint", position))

    def ask_check(self, position: Position) -> None:
        self.asked.append(("check", position))

    def ask_rewind(self, game: Game) -> None:
        self.asked.append(("rewind", game))

    def ask_reveal(self, code: DealCode) -> None:
        self.asked.append(("reveal", code))


@dataclass
class FakeEndHelp:
    par: str | None = None
    par_asked: int = 0
    reviews_asked: int = 0
    records_shown: int = 0

    def par_after_win(self) -> None:
        self.par_asked += 1

    def par_text(self) -> str | None:
        return self.par

    def ask_review(self) -> None:
        self.reviews_asked += 1

    def show_record(self) -> None:
        self.records_shown += 1


@dataclass
class FakeScoring:
    """The scores: records what the flow tells them, in order, and gives the end panel ``lines``."""

    lines: list[str] = field(default_factory=list)
    told: list[tuple[str, bool]] = field(default_factory=list)  # ("ended", counted), ("left", counted) …

    def end_lines(self, game: Game, counted: bool) -> list[str]:
        return list(self.lines)

    def system_id(self, game: Game) -> str:
        return "pyramide"

    def game_started(self, game: Game) -> None:
        self.told.append(("started", game.is_over))

    def game_ended(self, game: Game, counted: bool) -> None:
        self.told.append(("ended", counted))

    def game_left(self, game: Game, counted: bool) -> None:
        self.told.append(("left", counted))

    def game_reopened(self) -> None:
        self.told.append(("reopened", True))


@dataclass
class FakePainter:
    """``when_painted``: jobs wait until :meth:`paint` (the first frame), as the window's do."""

    jobs: list[Callable[[], None]] = field(default_factory=list)

    def __call__(self, job: Callable[[], None]) -> None:
        self.jobs.append(job)

    def paint(self) -> None:
        jobs, self.jobs = self.jobs, []
        for job in jobs:
            job()


@dataclass
class ManualTime:
    """A clock's time source moved by hand."""

    now: float = 0.0

    def __call__(self) -> float:
        return self.now


@dataclass
class FakeWindow:
    """Everything a :class:`GameFlow` (and an :class:`Assist`) is given, as fakes; :meth:`flow_ports` and
    :meth:`assist_ports` hand them over as the window does."""

    adapter: GameAdapter = field(default_factory=lambda: GameAdapter(Game.from_code(DealCode(1))))
    time: ManualTime = field(default_factory=ManualTime)
    motion: FakeMotion = field(default_factory=FakeMotion)
    notices: FakeNotices = field(default_factory=FakeNotices)
    panels: FakePanels = field(default_factory=FakePanels)
    questions: FakeQuestions = field(default_factory=FakeQuestions)
    end_help: EndOfGameHelp = field(default_factory=FakeEndHelp)
    scoring: FakeScoring = field(default_factory=FakeScoring)
    marks: FakeMarks = field(default_factory=FakeMarks)
    deal_bar: DealBar = field(default_factory=DealBar)
    painter: FakePainter = field(default_factory=FakePainter)
    rules: RuleSet = DEFAULT_RULES
    game: GameDeclaration = PYRAMID
    winnable_only: bool = True
    discard_answer: bool = True
    discards_asked: list[Discard] = field(default_factory=list)
    practice_asked: list[bool] = field(default_factory=list)  # for each question: was it about practice
    built: list[GameFlow | Assist] = field(default_factory=list)  # stopped by close(), as the window's closing does
    clock: GameClock = field(init=False)

    def __post_init__(self) -> None:
        self.clock = GameClock(self.time)

    def _confirm(self, kind: Discard, practice: bool) -> bool:
        self.discards_asked.append(kind)
        self.practice_asked.append(practice)
        return self.discard_answer

    def flow_ports(self) -> FlowPorts:
        return FlowPorts(
            adapter=self.adapter,
            clock=self.clock,
            motion=self.motion,
            notices=self.notices,
            panels=self.panels,
            questions=lambda: self.questions,
            assistance=lambda: self.end_help,
            when_painted=self.painter,
            rules=lambda: self.rules,
            winnable_only=lambda: self.winnable_only,
            confirm_discard=self._confirm,
            scoring=lambda: self.scoring,
            game=lambda: self.game,
        )

    def assist_ports(self) -> AssistPorts:
        return AssistPorts(self.adapter, self.motion, self.notices, self.panels, self.marks, self.deal_bar)

    def close(self) -> None:
        """Stop the workers of the flows and assistants built on these ports (their late answers would land in
        the next test)."""
        for part in self.built:
            part.shutdown()


def flow_without_window(fake: FakeWindow, session: GameSession | None = None) -> GameFlow:
    """A game flow on ``fake``'s ports, its adapter's signals connected as the window connects them."""
    flow = GameFlow(fake.flow_ports(), session)
    fake.built.append(flow)
    adapter = fake.adapter
    for signal in (adapter.movePlayed, adapter.moveUndone, adapter.moveRedone):
        signal.connect(flow.on_move)
    adapter.gameWon.connect(flow.on_won)
    adapter.gameLost.connect(flow.on_lost)
    return flow


def assist_without_window(fake: FakeWindow, flow: GameFlow) -> Assist:
    """An assistant on ``fake``'s ports and ``flow`` (the real end-of-game help of that flow from now on)."""
    assist = Assist(fake.assist_ports(), flow)
    fake.built.append(assist)
    fake.end_help = assist  # the flow asks the real assistant for par and the review from now on
    return assist
