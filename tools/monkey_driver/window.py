"""The window the monkey drives, built as the application builds it."""

from __future__ import annotations

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from pyramid_qt import i18n
from pyramid_qt.ui.main_window import MainWindow
from tools.monkey_driver.report import MonkeyFailure


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
