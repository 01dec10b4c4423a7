"""The window's accessibility: Qt's factory for the board's accessible interfaces, installed at the window's first
frame (:mod:`.activation`), and what the screen reader is told: the :class:`~.announcer.Announcer` (with its live
label where Qt has no announcements), and the notices it says as they appear (toasts, panels); the game itself is
told by the :class:`~.narrator.Narrator`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtGui
from PySide6.QtWidgets import QApplication, QLabel

from pyramid_qt.ui.accessibility import activation
from pyramid_qt.ui.accessibility.announcer import Announcer, Channel

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QAccessibleInterface
    from PySide6.QtWidgets import QStatusBar

    from pyramid_qt.ui.board.view import BoardView
    from pyramid_qt.ui.over_board.overlay_panel import OverlayPanel
    from pyramid_qt.ui.over_board.toast import Toast

_handed_to_qt: list[QAccessibleInterface] = []
_pruned_at = 0


INTERFACE_CLASSES = frozenset({"News", "OverlayPanel"})  # the classes :mod:`.interfaces` has interfaces for


def _interface(class_name: str, target: QObject) -> QAccessibleInterface | None:
    """Qt's accessibility factory: the board's cards and piles (:mod:`.board_interfaces`), the
    announcer's notification and the panels over the board (:mod:`.interfaces`), loaded when an assistive tool first
    asks."""
    if class_name in INTERFACE_CLASSES:
        from pyramid_qt.ui.accessibility import interfaces

        interface = interfaces.interface_for(class_name, target)
    else:
        from pyramid_qt.ui.accessibility import board_interfaces as accessible

        interface = accessible.interface_for(class_name, target)
    if interface is not None:
        _keep_until_qt_deletes(interface)
    return interface


def _keep_until_qt_deletes(interface: QAccessibleInterface) -> None:
    """Qt's accessibility cache owns what the factory returns, and deletes it with its object (or with the
    application).  PySide6 6.8 and 6.9 leave the Python object owning it as well: once the last Python reference went,
    the interface was deleted under Qt's cache, which then crashed in ``QAccessibleCache::deleteInterface`` at exit,
    or when a screen reader asked for the object again.  So each interface is referenced here until Qt has deleted
    it (its wrapper then no longer valid); the list is pruned whenever it has doubled since the last pruning."""
    global _pruned_at
    import shiboken6

    _handed_to_qt.append(interface)
    if len(_handed_to_qt) >= max(64, 2 * _pruned_at):
        _handed_to_qt[:] = [kept for kept in _handed_to_qt if shiboken6.isValid(kept)]
        _pruned_at = len(_handed_to_qt)


def install_factory() -> None:
    """Let Qt ask for the board's interfaces (once per process): the window's accessibility is switched on."""
    if not activation.switched_on():
        QtGui.QAccessible.installFactory(_interface)
        activation.switch_on()


def switch_on(view: BoardView) -> None:
    """At the window's first frame: Qt asks the factory from now on, whenever a screen reader comes; one that came
    before was given Qt's own interfaces of the board and its panels, which are renewed."""
    if activation.switched_on():
        return
    if not QtGui.QAccessible.isActive():
        # Qt may have made its own interfaces of the board and its panels already, with no screen reader listening
        # (PySide6 6.8 does while the window is built): dropped, so that the factory's are made when one comes.
        from pyramid_qt.ui.accessibility.identity import forget

        for target in _board_and_panels(view):
            forget(target)
    install_factory()
    if QtGui.QAccessible.isActive():
        renew(view)


def renew(view: BoardView) -> None:
    """The board and the panels over it get new identities from the factory (:func:`.identity.forget`), the old
    ones told gone and the new ones come, so that a screen reader reading the window finds the cards; the focus ring
    shows where the keys act when the board has the keyboard, as when a screen reader runs as the window comes up."""
    from pyramid_qt.ui.accessibility.identity import forget

    accessible, event = QtGui.QAccessible, QtGui.QAccessibleEvent
    for target in _board_and_panels(view):
        accessible.updateAccessibility(event(target, accessible.Event.ObjectDestroyed))
        forget(target)
        accessible.updateAccessibility(event(target, accessible.Event.ObjectCreated))
    if view.hasFocus():
        view.entered.emit()


def _board_and_panels(view: BoardView) -> list[QObject]:
    """What Qt may have given interfaces of its own before the factory: the board and the panels over it."""
    from pyramid_qt.ui.over_board.overlay_panel import OverlayPanel

    return [view, *view.findChildren(OverlayPanel)]


def prepare(view: BoardView, status_bar: QStatusBar, parent: QObject) -> Announcer:
    """The announcer speaking from the board, and Qt's factory for the board's interfaces where Qt is accessible
    from the start (elsewhere :func:`switch_on` installs it at the first frame); where the platform has neither
    notifications nor announcements the status bar gets the live label they go to."""
    if activation.always_on():
        install_factory()
    said = Announcer(view, parent)
    if said.channel is Channel.LIVE_LABEL:
        said.live_label = QLabel()
        said.live_label.setObjectName("announcement")
        status_bar.addWidget(said.live_label, 1)
    return said


def spoken_panel(panel: OverlayPanel, announcer: Announcer | None) -> OverlayPanel:
    """A panel whose texts are said when it pops up (the end of a game, a verdict): by the screen reader itself when
    the panel takes the keyboard (it reads the panel's name, its title, and its text on the way to the button), else
    by the announcer; of a panel shown already and written again (a best score found, a preference changed), only
    the lines that are new, and only once the screen reader has read the panel (written again before, it reads the
    new texts itself).  Never a line twice."""
    if announcer is not None:
        known: list[str] = []  # the lines the screen reader has of the panel
        waiting: list[str] = []  # what the announcer was last given to say of the panel

        def popped_up() -> None:
            for text in waiting:  # not said yet, and maybe no longer on the panel ("Checking…" answered at once)
                if announcer.withdraw(text):
                    known[:] = [line for line in known if line not in text.splitlines()]
            waiting.clear()
            lines = panel.spoken_lines()
            focus = QApplication.focusWidget()
            inside = focus is not None and panel.isAncestorOf(focus)
            unread = panel.refreshed and inside and not panel.read
            if panel.took_keyboard or unread:
                new = []
            else:
                new = [line for line in lines if not panel.refreshed or line not in known]
            known[:] = lines
            if new:
                waiting.append("\n".join(new))
                announcer.say(waiting[-1])

        panel.poppedUp.connect(popped_up)
    return panel


def spoken_toast(toast: Toast, announcer: Announcer | None) -> Toast:
    """A toast whose messages are said (error help, refusals, problems with files)."""
    if announcer is not None:
        toast.shown.connect(announcer.say)
    return toast
