"""Start the desktop game: command line, Qt application, language, the window.

``_START`` is ``time.perf_counter()`` taken as the very first statement of this module, before Qt is
imported; with ``PYRAMID_QT_REPORT_FIRST_PAINT=1`` the window prints ``first-paint <seconds> cpu <seconds>``: the
time since then (module import of ``pyramid_qt.app`` ≈ process start, minus the interpreter's own start-up, which
bench/startup.py measures for the bare window the same way) and the CPU time the process had used; then it closes
as a player closes it (the game and the card images drawn so far are saved, so the next start is a player's next
start).  Everything slow (solver, SQLite statistics, deal tables) is imported lazily, after the first frame.
"""

from __future__ import annotations  # (compile-time only: the clock below is still the first statement run)

import time

_START = time.perf_counter()

import gc  # noqa: E402 (the clock above must come first)
import os  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import TYPE_CHECKING  # noqa: E402

# Only the user folders here.  The command line, the engine and the rest are imported by main(); Qt, and all that
# is built on it, only once the command line is read (a mistyped one is refused before Qt's window system loads) and
# the PySide6 workarounds are applied (pyramid_qt.qtcompat).
from pyramid_qt.store.user_files import cache_dir, data_dir  # noqa: E402

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from pyramid_qt.engine import DealCode, Position
    from pyramid_qt.single_instance import InstanceLock
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.ui.main_window import MainWindow

FIRST_PAINT_ENV = "PYRAMID_QT_REPORT_FIRST_PAINT"
REQUEST_RETRY_MS = 300


MAX_OFFSCREEN_SIZE = (3840, 2400)
"""The largest --screenshot without a screen (the window of a 4K display; 100000x100000 took 12 GB)."""


def _load_position(path: Path) -> Position:
    """The Position in ``path``; exits 2 with the problem in the player's language (the translator is installed)."""
    from pyramid_qt.command_line import say
    from pyramid_qt.ui.dialogs.positions import from_file
    from pyramid_qt.ui.texts import fill

    loaded = from_file(path)
    if loaded.position is None:
        say(fill(_tr("CommandLine", "{argument}: {problem}"), argument=path, problem=loaded.problem))
        raise SystemExit(2)
    return loaded.position


def _fit_screen(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` clamped to what the screen can show (offscreen: :data:`MAX_OFFSCREEN_SIZE`); says so on stderr."""
    from PySide6.QtGui import QGuiApplication

    from pyramid_qt.command_line import MIN_SIZE, say
    from pyramid_qt.ui.texts import fill

    limit = MAX_OFFSCREEN_SIZE
    screen = QGuiApplication.primaryScreen()
    if QGuiApplication.platformName() != "offscreen" and screen is not None:
        available = screen.availableVirtualSize()
        limit = (max(MIN_SIZE[0], available.width()), max(MIN_SIZE[1], available.height()))
    fitted = (min(size[0], limit[0]), min(size[1], limit[1]))
    if fitted != size:
        template = _tr("CommandLine", "--size {asked} is larger than the screen; using {used}")
        say(fill(template, asked=f"{size[0]}x{size[1]}", used=f"{fitted[0]}x{fitted[1]}"))
    return fitted


def _report_first_paint(window: MainWindow) -> None:
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
            if event.type() == QEvent.Type.Paint and not getattr(self, "done", False):
                self.done = True
                QTimer.singleShot(0, self.report)
            return False

        def report(self) -> None:
            # The CPU time beside: bench/startup.py compares it too (steadier than the wall time on a busy machine).
            print(f"first-paint {time.perf_counter() - _START:.4f} cpu {time.process_time():.4f}", flush=True)
            self.waited = 0
            QTimer.singleShot(0, self.close_when_drawn)  # after the window's own first-frame work

        def close_when_drawn(self) -> None:
            """Close once a KDE deck's cards drawn in their own process have arrived (they are then kept for the
            next start, as after a player's game); a minute at most."""
            if window.scene.art.drawing and self.waited < 1200:
                self.waited += 1
                QTimer.singleShot(50, self.close_when_drawn)
                return
            window.close()

    watcher = FirstPaint(window)
    window.view.viewport().installEventFilter(watcher)


def _pause_gc() -> None:
    """No cyclic garbage collection until the first frame: start-up allocates (modules, Qt enums, widgets) but
    frees almost nothing, so the collector's passes over it are pure cost (about 8 ms of ~180)."""
    gc.disable()


def _resume_gc() -> None:
    """After the first frame: what start-up built lives as long as the game, so it is frozen out of later
    collections (shorter pauses during play), and collection resumes."""
    gc.freeze()
    gc.enable()


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    if arguments[:1] == ["--deck-worker"]:  # the process that draws a KDE deck's cards (ui/decks/deck_worker.py)
        from pyramid_qt.ui.decks.deck_worker import main as draw_deck

        return draw_deck(arguments[1:])
    _pause_gc()
    try:
        return _run(arguments)
    except ImportError as error:  # PySide6's modules cannot load: a system library they need may be missing
        from pyramid_qt.qt_libraries import pyside_failed

        return pyside_failed(error, arguments)
    finally:
        gc.enable()  # whatever happened (a screenshot, an error, a quit before the first frame)


def _run(argv: list[str]) -> int:
    from pyramid_qt.command_line import parse_args, position_file, requested_code, say, screenshot_size
    from pyramid_qt.engine import format_position

    args = parse_args(argv)
    if args.screenshot is not None and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    code = requested_code(args)
    # Nonsense is refused before Qt starts.
    size = screenshot_size(args.size, args.lang) if args.screenshot is not None else None

    from pyramid_qt import qtcompat

    qtcompat.apply()  # before any other Qt call

    instance = None
    if args.screenshot is None:  # a screenshot writes nothing of the player's: no lock
        from pyramid_qt.single_instance import InstanceLock

        # One game per data folder (single_instance.py).  The lock file is synced to disk, which may take
        # milliseconds: that wait overlaps the Qt start-up below, in a thread, and is joined before anything is read.
        instance = InstanceLock(data_dir())
        instance.try_lock_in_background()

    from PySide6.QtGui import QGuiApplication

    from pyramid_qt import APP_ID, i18n, qt_start
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.ui.board.speeds import Speed
    from pyramid_qt.ui.main_window import MainWindow

    app = qt_start.application(sys.argv[0], args.lang)  # says which system libraries Qt lacks, if any
    app.setApplicationName("pyramid-qt")
    app.setApplicationDisplayName("Pyramid")
    QGuiApplication.setDesktopFileName(APP_ID)
    settings = Settings()
    i18n.install_language(args.lang or settings.language)
    named_file = position_file(args) if code is None else None
    position = None if named_file is None else _load_position(named_file)

    if args.screenshot is not None:
        assert size is not None
        return _screenshot(
            app, MainWindow(settings=settings, speed=Speed.OFF), code or position, args.screenshot, _fit_screen(size)
        )

    from pyramid_qt.single_instance import Start, request_message

    # A second copy hands its deal to the running one and leaves.
    assert instance is not None
    # A position file goes over as its text (only the deal code went, and the running window ignored the file).
    handed_position = None if position is None else format_position(position)
    started = instance.start(request_message(code=None if code is None else code.text, position=handed_position))
    if started is Start.HANDED_OVER:
        return 0
    if started is Start.NO_ANSWER:
        say(_no_answer_text())
        return 1

    window = build_main_window(settings, language=args.lang)
    window.when_painted(_resume_gc)
    if os.environ.get(FIRST_PAINT_ENV) == "1":
        _report_first_paint(window)
    if code is not None or position is not None:
        window.flow.start_with(code, position)  # asks before a saved game in progress is left
    else:
        window.flow.resume_or_deal()
    window.when_painted(lambda: _listen(instance, window))
    window.show()
    try:
        return app.exec()
    finally:
        instance.release()


def build_main_window(settings: Settings | None = None, *, language: str | None = None) -> MainWindow:
    """The game window exactly as ``pyramid-qt`` builds it (docs/automation.md): the player's settings (``None``:
    read from the settings file), a session that saves the game and records statistics, the card-image disk cache,
    the language (``language``: ``"id"``/``"en"`` as ``--lang``, else the settings'), the stored geometry fitted
    to the screen, and the error notice (an exception in a slot is logged and shown).  A ``QApplication`` must
    exist.  No game is dealt: call ``window.flow.resume_or_deal()`` (as the app does) or
    ``window.flow.play_code(...)``, then ``window.show()``."""
    from pyramid_qt import i18n
    from pyramid_qt.services.session import GameSession
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.ui.card_art.disk_cache import CardArtDiskCache
    from pyramid_qt.ui.dialogs.error_notice import install_error_notice
    from pyramid_qt.ui.main_window import MainWindow

    settings = Settings() if settings is None else settings
    i18n.install_language(language or settings.language)  # nothing to do when it is installed already
    window = MainWindow(settings=settings, session=GameSession(), art_cache=CardArtDiskCache(cache_dir() / "card-art"))
    install_error_notice(window)  # an exception in a slot is logged and shown, never only on stderr
    geometry = settings.window_geometry
    if geometry:
        window.restoreGeometry(geometry)
    _fit_window(window)
    return window


TITLE_BAR_ALLOWANCE = 32  # the window manager's title bar, not part of the window's own height


def _fit_window(window: MainWindow) -> None:
    """The first size (1100x760) or the stored one, never larger than the screen's free area: on an 800x600
    screen the window came up 1100x760, its right and bottom (status bar, bottom cards) off the screen."""
    from PySide6.QtWidgets import QWidget

    assert isinstance(window, QWidget)
    screen = window.screen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    free = screen.availableGeometry()
    width = min(window.width(), free.width())
    height = min(window.height(), free.height() - TITLE_BAR_ALLOWANCE)
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
        window.move(max(free.left(), min(window.x(), free.right() - width)), max(free.top(), window.y()))


def _no_answer_text() -> str:
    return _tr("App", "another copy of the game is running with this data folder, but it does not answer")


def _tr(context: str, text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text)


def _listen(instance: InstanceLock | None, window: MainWindow) -> None:
    """After the first frame: take the deals and positions that later copies hand over (when the lock is ours)."""
    if instance is not None:
        instance.listen(lambda request: _take_request(window, request), window)


def _take_request(window: MainWindow, request: dict[str, str | None]) -> None:
    """What a later copy asked for (it checked it already): raise the window, then play its deal or position."""
    from PySide6.QtCore import QTimer

    def take() -> None:
        from PySide6.QtWidgets import QApplication

        from pyramid_qt.engine import DealCode, DealCodeError, PositionError, parse_position

        if window.isMinimized():
            window.showNormal()
        window.raise_()
        window.activateWindow()
        if QApplication.activeModalWidget() is not None:
            QTimer.singleShot(REQUEST_RETRY_MS, take)  # a dialog is open (New game, Preferences): deal once it closes
            return
        try:
            code = DealCode.parse(str(request["code"])) if request.get("code") else None
            position = parse_position(str(request["position"])) if not code and request.get("position") else None
        except (DealCodeError, PositionError):
            return  # cannot happen from our own copies; a stranger's message changes nothing
        # The game in progress is the player's to leave, as with New game.
        window.flow.open_if_agreed(code, position)

    QTimer.singleShot(0, take)  # not inside the socket's signal


def _screenshot(
    app: QApplication, window: MainWindow, code: DealCode | Position | None, target: Path, size: tuple[int, int]
) -> int:
    """Deal (animations off), show offscreen at ``size``, grab the window, write the PNG.  ``code``: a DealCode, a
    Position (a position file was named) or ``None`` (a random deal).  Nothing of the player's is written: no saved
    game, no statistics, and the window is hidden rather than closed (closing stores its geometry in the settings
    file)."""
    from PySide6.QtWidgets import QApplication

    from pyramid_qt.command_line import say
    from pyramid_qt.engine import Position

    if code is None:
        window.flow.new_random_game()
    elif isinstance(code, Position):
        window.flow.play_position(code)
    else:
        window.flow.play_code(code)
    window.resize(*size)
    window.show()
    for _ in range(3):
        QApplication.processEvents()
    pixmap = window.grab()
    window.hide()
    if not pixmap.save(str(target), "PNG"):
        from pyramid_qt.ui.texts import fill

        say(fill(_tr("CommandLine", "could not write {file}"), file=target))
        return 1
    return 0
