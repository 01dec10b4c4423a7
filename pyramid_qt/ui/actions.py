"""The window's actions, each declared once: a :class:`Command` or :class:`Toggle` attribute of :class:`WindowActions`.

A declaration gives the action's text and tooltip (English, marked for translation in the ``Actions`` context), its
icon, its keys, its place in a menu and on the toolbar, and its handler: a function of the :class:`ActionHost`, the
parts of the window it acts on.  Everything else is derived from the declarations, in their order: the QActions
(``window.actions_.<name>``, object name ``<name>``), the menus with their separators, the toolbar, the texts in
the current language (:meth:`WindowActions.retranslate`), the connections and the Help's list of keys
(:meth:`WindowActions.declared`).  Adding an action is one declaration here plus its handler (docs/automation.md).
Which actions can be used at the moment is the window's business (:mod:`pyramid_qt.ui.around_board.window_status`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, overload

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QToolButton

from pyramid_qt import ui
from pyramid_qt.translation.marker import QT_TRANSLATE_NOOP
from pyramid_qt.ui import icons

if TYPE_CHECKING:
    from pyramid_qt.ui.assist import Assist
    from pyramid_qt.ui.board.play_controller import PlayController
    from pyramid_qt.ui.game_flow import GameFlow
    from pyramid_qt.ui.window_dialogs import DialogHost

CONTEXT = "Actions"  # the catalogue context of every text declared here

Key = QKeySequence.StandardKey | str  # a shortcut: Qt's standard key (each platform's own) or written out, "Ctrl+Z"


def key_sequences(
    keys: Sequence[Key], standard: Callable[[QKeySequence.StandardKey], QKeySequence] = QKeySequence
) -> list[QKeySequence]:
    """The shortcuts of ``keys``, in order: a standard key the platform has no binding for (Preferences and Quit on
    some, Full screen on X11 outside KDE) is no key at all, and a key that comes twice (a standard key that is also
    written out) is one shortcut (Qt calls an action's key given twice ambiguous and triggers nothing).
    ``standard``: a standard key's binding on this platform."""
    sequences: list[QKeySequence] = []
    for key in keys:
        sequence = standard(key) if isinstance(key, QKeySequence.StandardKey) else QKeySequence(key)
        if not sequence.isEmpty() and sequence not in sequences:
            sequences.append(sequence)
    return sequences


class ActionHost(Protocol):
    """What the actions' handlers reach in the window (:class:`~pyramid_qt.ui.main_window.MainWindow` is one)."""

    @property
    def flow(self) -> GameFlow: ...

    @property
    def controller(self) -> PlayController: ...

    @property
    def assist(self) -> Assist: ...

    @property
    def dialog_host(self) -> DialogHost: ...  # what the dialogs' openers (pyramid_qt.ui.window_dialogs) are given

    def close(self) -> bool: ...

    def set_highlight_pairs(self, on: bool) -> None: ...

    def set_paused(self, on: bool) -> None: ...

    def set_full_screen(self, on: bool) -> None: ...


class Menu(Enum):
    """The menu bar's menus, in their order; the value is the title."""

    GAME = QT_TRANSLATE_NOOP("Actions", "&Game")
    MOVE = QT_TRANSLATE_NOOP("Actions", "&Move")
    SETTINGS = QT_TRANSLATE_NOOP("Actions", "&Settings")
    HELP = QT_TRANSLATE_NOOP("Actions", "&Help")


H = TypeVar("H")  # a declaration's kind of handler


class _Declared(Generic[H]):
    """One action's declaration.  Read on the class (``WindowActions.undo``) it is the declaration; read on a
    :class:`WindowActions` (``window.actions_.undo``) it is that window's QAction."""

    __slots__ = (
        "alternate",
        "handler",
        "icon",
        "keys",
        "menu",
        "menu_group",
        "name",
        "role",
        "text",
        "toolbar",
        "tooltip",
    )

    def __init__(
        self,
        text: str,
        handler: H,
        *,
        tooltip: str = "",
        icon: Callable[[], QIcon] | None = None,
        keys: Sequence[Key] = (),
        menu: Menu | None = None,
        menu_group: int = 0,
        toolbar: int | None = None,
        role: QAction.MenuRole = QAction.MenuRole.TextHeuristicRole,
        alternate: str = "",
    ) -> None:
        """``menu_group``, ``toolbar``: the action's group in its menu and on the toolbar (``None``: not there; a
        separator between groups); ``alternate``: its text while it does its second job (:meth:`show_alternate`)."""
        self.name = ""  # the attribute's name, set by __set_name__
        self.text = text
        self.handler = handler
        self.tooltip = tooltip
        self.icon = icon
        self.keys = tuple(keys)
        self.menu = menu
        self.menu_group = menu_group
        self.toolbar = toolbar
        self.role = role
        self.alternate = alternate

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type) -> _Declared[H]: ...

    @overload
    def __get__(self, instance: WindowActions, owner: type) -> QAction: ...

    def __get__(self, instance: WindowActions | None, owner: type) -> _Declared[H] | QAction:
        return self if instance is None else instance.action(self)

    def build(self, parent: QObject) -> QAction:
        action = QAction(parent)
        action.setObjectName(self.name)
        if self.icon is not None:
            action.setIcon(self.icon())
        keys = key_sequences(self.keys)
        if keys:
            action.setShortcuts(keys)
        action.setMenuRole(self.role)
        return action

    def connect(self, action: QAction, host: ActionHost) -> None:
        raise NotImplementedError


class Command(_Declared[Callable[[ActionHost], object]]):
    """An action that does something when triggered: ``handler(host)``."""

    __slots__ = ()

    def connect(self, action: QAction, host: ActionHost) -> None:
        handler = self.handler
        action.triggered.connect(lambda: handler(host))


class Toggle(_Declared[Callable[[ActionHost, bool], object]]):
    """An action that is on or off (a check mark in the menu): ``handler(host, on)`` when it changes."""

    __slots__ = ()

    def build(self, parent: QObject) -> QAction:
        action = super().build(parent)
        action.setCheckable(True)
        return action

    def connect(self, action: QAction, host: ActionHost) -> None:
        handler = self.handler

        def toggled(on: bool) -> None:
            handler(host, on)

        action.toggled.connect(toggled)


def _translated(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class WindowActions(QObject):
    """The actions of the window, in menu order.  The declarations below are the whole of each action."""

    new_game = Command(
        QT_TRANSLATE_NOOP("Actions", "New game"),
        lambda window: window.flow.new_game_asked(),
        tooltip=QT_TRANSLATE_NOOP("Actions", "Deal a new game at once, of the difficulty last chosen"),
        icon=icons.new_game_icon,
        keys=[QKeySequence.StandardKey.New],
        menu=Menu.GAME,
        toolbar=0,
    )
    new_game_dialog = Command(
        QT_TRANSLATE_NOOP("Actions", "New game…"),
        lambda window: ui.window_dialogs.open_new_game(window.dialog_host),
        keys=["Ctrl+Shift+N"],
        menu=Menu.GAME,
    )
    daily = Command(
        QT_TRANSLATE_NOOP("Actions", "Daily deal"),
        lambda window: window.assist.play_daily(),
        tooltip=QT_TRANSLATE_NOOP("Actions", "Today's deal: the same for every player"),
        menu=Menu.GAME,
    )
    replay = Command(
        QT_TRANSLATE_NOOP("Actions", "Replay"),
        lambda window: window.flow.replay_asked(),
        tooltip=QT_TRANSLATE_NOOP("Actions", "Replay this deal from the start"),
        icon=icons.replay_icon,
        keys=["F5"],
        menu=Menu.GAME,
        toolbar=0,
    )
    share_result = Command(QT_TRANSLATE_NOOP("Actions", "Share result"), lambda w: w.flow.ports.share(), menu=Menu.GAME)
    daily_goals = Command(
        QT_TRANSLATE_NOOP("Actions", "Daily goals…"), lambda w: ui.daily.open_calendar(w.dialog_host), menu=Menu.GAME
    )
    copy_position = Command(
        QT_TRANSLATE_NOOP("Actions", "Copy position"),
        lambda window: ui.window_dialogs.copy_position(window.dialog_host),
        tooltip=QT_TRANSLATE_NOOP("Actions", "Copy the position on the table as text (to share or to solve)"),
        keys=["Ctrl+Shift+C"],
        menu=Menu.GAME,
        menu_group=1,
    )
    paste_position = Command(
        QT_TRANSLATE_NOOP("Actions", "Paste position"),
        lambda window: ui.window_dialogs.paste_position(window.dialog_host),
        tooltip=QT_TRANSLATE_NOOP("Actions", "Play the position text, deal code or deal number on the clipboard"),
        keys=["Ctrl+Shift+V"],
        menu=Menu.GAME,
        menu_group=1,
    )
    open_position = Command(
        QT_TRANSLATE_NOOP("Actions", "Open position…"),
        lambda window: ui.window_dialogs.open_position(window.dialog_host),
        keys=[QKeySequence.StandardKey.Open],
        menu=Menu.GAME,
        menu_group=1,
    )
    save_position = Command(
        QT_TRANSLATE_NOOP("Actions", "Save position…"),
        lambda window: ui.window_dialogs.save_position(window.dialog_host),
        tooltip=QT_TRANSLATE_NOOP("Actions", "Save the position on the table to a file (to share or to solve)"),
        keys=[QKeySequence.StandardKey.Save],
        menu=Menu.GAME,
        menu_group=1,
    )
    statistics = Command(
        QT_TRANSLATE_NOOP("Actions", "Statistics…"),
        lambda window: ui.window_dialogs.open_statistics(window.dialog_host),
        keys=["F9"],
        menu=Menu.GAME,
        menu_group=2,
    )
    quit = Command(
        QT_TRANSLATE_NOOP("Actions", "Quit"),
        lambda window: window.close(),
        keys=[QKeySequence.StandardKey.Quit],
        menu=Menu.GAME,
        menu_group=3,
        role=QAction.MenuRole.QuitRole,
    )
    undo = Command(
        QT_TRANSLATE_NOOP("Actions", "Undo"),
        lambda window: window.flow.undo(),
        icon=icons.undo_icon,
        keys=[QKeySequence.StandardKey.Undo],
        menu=Menu.MOVE,
        toolbar=1,
    )
    redo = Command(
        QT_TRANSLATE_NOOP("Actions", "Redo"),
        lambda window: window.flow.redo(),
        icon=icons.redo_icon,
        keys=["Ctrl+Shift+Z"],
        menu=Menu.MOVE,
        toolbar=1,
    )
    draw = Command(
        QT_TRANSLATE_NOOP("Actions", "Draw"),
        lambda window: window.controller.draw_or_recycle(),
        alternate=QT_TRANSLATE_NOOP("Actions", "Another round"),
        icon=icons.draw_icon,
        keys=["D"],
        menu=Menu.MOVE,
        menu_group=1,
        toolbar=1,
    )
    hint = Command(
        QT_TRANSLATE_NOOP("Actions", "Hint"),
        lambda window: window.flow.hint(),
        tooltip=QT_TRANSLATE_NOOP("Actions", "Show a move that keeps the game winnable"),
        icon=icons.hint_icon,
        keys=["H"],
        menu=Menu.MOVE,
        menu_group=1,
        toolbar=2,
    )
    check = Command(
        QT_TRANSLATE_NOOP("Actions", "Can I still win?"),
        lambda window: window.flow.check(),
        tooltip=QT_TRANSLATE_NOOP("Actions", "Ask the solver whether this position can still be won"),
        icon=icons.check_icon,
        keys=["F6"],
        menu=Menu.MOVE,
        menu_group=1,
        toolbar=2,
    )
    show_me_how = Command(
        QT_TRANSLATE_NOOP("Actions", "Show me how"),
        lambda window: window.assist.show_me_how(),
        tooltip=QT_TRANSLATE_NOOP("Actions", "Watch the solver win from here (click or press a key to stop)"),
        keys=["F7"],
        menu=Menu.MOVE,
        menu_group=2,
    )
    review = Command(
        QT_TRANSLATE_NOOP("Actions", "Where did it go wrong?"),
        lambda window: window.assist.ask_review(),
        tooltip=QT_TRANSLATE_NOOP("Actions", "Show the move that lost the game and a move that would have kept it"),
        keys=["F8"],
        menu=Menu.MOVE,
        menu_group=2,
    )
    pause = Toggle(
        QT_TRANSLATE_NOOP("Actions", "Pause"),
        lambda window, on: window.set_paused(on),
        tooltip=QT_TRANSLATE_NOOP("Actions", "Stop the clock and hide the cards"),
        keys=["P"],
        menu=Menu.MOVE,
        menu_group=3,
    )
    highlight_pairs = Toggle(
        QT_TRANSLATE_NOOP("Actions", "Highlight playable pairs"),
        lambda window, on: window.set_highlight_pairs(on),
        menu=Menu.SETTINGS,
    )
    full_screen = Toggle(
        QT_TRANSLATE_NOOP("Actions", "Full screen"),
        lambda window, on: window.set_full_screen(on),
        # The platform's key (⌃⌘F on macOS, Ctrl+F11 on GNOME), and F11 where Qt knows none (Xfce, LXQt), as Help says.
        keys=[QKeySequence.StandardKey.FullScreen, "F11"],
        menu=Menu.SETTINGS,
    )
    preferences = Command(
        QT_TRANSLATE_NOOP("Actions", "Preferences…"),
        lambda window: ui.window_dialogs.open_preferences(window.dialog_host),
        # Qt has a standard key for Preferences only on macOS (⌘,): Ctrl+, is that key on every platform.
        keys=["Ctrl+,"],
        menu=Menu.SETTINGS,
        role=QAction.MenuRole.PreferencesRole,
    )
    help = Command(
        QT_TRANSLATE_NOOP("Actions", "How to play"),
        lambda window: ui.window_dialogs.open_help(window.dialog_host),
        keys=[QKeySequence.StandardKey.HelpContents],
        menu=Menu.HELP,
    )
    about = Command(
        QT_TRANSLATE_NOOP("Actions", "About Pyramid"),
        lambda window: ui.window_dialogs.show_about(window.dialog_host),
        menu=Menu.HELP,
        role=QAction.MenuRole.AboutRole,
    )

    def __init__(self, window: QMainWindow, host: ActionHost) -> None:
        """Build every declared action into ``window`` (its menu bar, its toolbar, its shortcuts), each connected
        to its handler called with ``host``."""
        super().__init__(window)
        self._declarations: list[_Declared[Any]] = [
            value
            for owner in reversed(type(self).__mro__)
            for value in vars(owner).values()
            if isinstance(value, _Declared)
        ]
        self._actions: dict[_Declared[Any], QAction] = {}
        self._alternate: set[_Declared[Any]] = set()
        self._refused: dict[_Declared[Any], str] = {}  # disabled for a reason, said in its tooltip (untranslated)
        for declared in self._declarations:
            action = declared.build(window)
            declared.connect(action, host)
            window.addAction(action)  # its keys work wherever the focus is in the window
            self._actions[declared] = action
        self.menus: dict[Menu, QMenu] = {}
        for menu in Menu:
            placed = [declared for declared in self._declarations if declared.menu is menu]
            if placed:
                self.menus[menu] = QMenu(window)
                self._place(self.menus[menu], [(declared, declared.menu_group) for declared in placed])
                window.menuBar().addMenu(self.menus[menu])
        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        on_toolbar = [(declared, declared.toolbar) for declared in self._declarations if declared.toolbar is not None]
        self._place(self.toolbar, on_toolbar)
        window.addToolBar(self.toolbar)
        self.retranslate()

    def _place(self, where: QMenu | QToolBar, placed: Sequence[tuple[_Declared[Any], int | None]]) -> None:
        """The actions in their order, with a separator wherever the group changes."""
        previous = placed[0][1] if placed else None
        for declared, group in placed:
            if group != previous:
                where.addSeparator()
                previous = group
            where.addAction(self._actions[declared])

    def action(self, declared: _Declared[Any]) -> QAction:
        """The QAction built from a declaration (``window.actions_.undo`` reads the same)."""
        return self._actions[declared]

    def declared(self) -> list[QAction]:
        """Every action, in declaration order (the Help lists their keys)."""
        return [self._actions[declared] for declared in self._declarations]

    def show_alternate(self, declared: _Declared[Any], alternate: bool) -> None:
        """Show the declared ``alternate`` text (Draw reads "Another round" when the next tap on the stock starts a
        new pass) or the usual one."""
        if alternate:
            self._alternate.add(declared)
        else:
            self._alternate.discard(declared)
        self._actions[declared].setText(_translated(declared.alternate if alternate else declared.text))

    def refuse(self, declared: _Declared[Any], reason: str | None) -> None:
        """Disable ``declared`` saying why in its tooltip and status tip (``reason``: the English text marked for
        translation in ``Actions``), or, with ``None``, give it back its usual tooltip (its enabled state is left
        to the caller)."""
        if reason is None:
            self._refused.pop(declared, None)
        else:
            self._refused[declared] = reason
            self._actions[declared].setEnabled(False)
        self._tooltip(declared)

    def refuse_show_me_how(self, reason: str | None) -> None:
        """ "Show me how" off for ``reason`` (see :meth:`refuse`), or given back its tooltip."""
        self.refuse(WindowActions.show_me_how, reason)

    def refusal(self, declared: _Declared[Any]) -> str | None:
        """Why ``declared`` is disabled, translated (``None``: it is not refused)."""
        reason = self._refused.get(declared)
        return None if reason is None else _translated(reason)

    def _tooltip(self, declared: _Declared[Any]) -> None:
        refusal = self.refusal(declared)
        action = self._actions[declared]
        action.setToolTip(refusal or (_translated(declared.tooltip) if declared.tooltip else ""))
        action.setStatusTip(refusal or "")

    def set_draw_is_recycle(self, recycle: bool) -> None:
        """The Draw button reads "Another round" when the next tap on the stock starts a new pass."""
        self.show_alternate(WindowActions.draw, recycle)

    def retranslate(self) -> None:
        for menu, widget in self.menus.items():
            widget.setTitle(_translated(menu.value))
        self.toolbar.setWindowTitle(_translated(QT_TRANSLATE_NOOP("Actions", "Main toolbar")))
        more = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if more is not None:  # shown when the buttons do not fit: an unnamed check box to a screen reader otherwise
            more.setAccessibleName(_translated(QT_TRANSLATE_NOOP("Actions", "More tools")))
        for declared, action in self._actions.items():
            action.setText(_translated(declared.alternate if declared in self._alternate else declared.text))
            if declared.tooltip or declared in self._refused:
                self._tooltip(declared)
