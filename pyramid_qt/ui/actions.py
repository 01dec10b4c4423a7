"""The window's actions, menus and toolbar, with their texts set in one ``retranslate``.

The actions only hold texts, shortcuts and enabled states; what they do is connected by the window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from pyramid_qt.ui import icons


class WindowActions(QObject):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)

        def action(
            icon: QIcon | None = None, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None
        ) -> QAction:
            act = QAction(window)
            if icon is not None:
                act.setIcon(icon)
            if shortcut is not None:
                act.setShortcut(QKeySequence(shortcut))
            window.addAction(act)
            return act

        self.new_game = action(icons.new_game_icon(), QKeySequence.StandardKey.New)
        self.replay = action(icons.replay_icon(), "F5")
        self.undo = action(icons.undo_icon(), QKeySequence.StandardKey.Undo)
        self.redo = action(icons.redo_icon(), "Ctrl+Shift+Z")
        self.draw = action(icons.draw_icon(), "D")
        self.hint = action(icons.hint_icon(), "H")
        self.check = action(icons.check_icon(), "F6")
        self.show_me_how = action(None, "F7")
        self.review = action(None, "F8")
        self.daily = action()
        self.highlight_pairs = action()
        self.highlight_pairs.setCheckable(True)
        self.preferences = action(None, QKeySequence.StandardKey.Preferences)
        self.statistics = action()
        self.copy_position = action(None, "Ctrl+Shift+C")
        self.paste_position = action(None, "Ctrl+Shift+V")
        self.open_position = action(None, QKeySequence.StandardKey.Open)
        self.help = action(None, QKeySequence.StandardKey.HelpContents)
        self.about = action()
        self.quit = action(None, QKeySequence.StandardKey.Quit)
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        self.preferences.setMenuRole(QAction.MenuRole.PreferencesRole)

        bar = window.menuBar()
        self.game_menu = QMenu(window)
        self.game_menu.addActions([self.new_game, self.daily, self.replay])
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.copy_position, self.paste_position, self.open_position])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.statistics)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit)
        self.move_menu = QMenu(window)
        self.move_menu.addActions([self.undo, self.redo])
        self.move_menu.addSeparator()
        self.move_menu.addActions([self.draw, self.hint, self.check])
        self.move_menu.addSeparator()
        self.move_menu.addActions([self.show_me_how, self.review])
        self.settings_menu = QMenu(window)
        self.settings_menu.addActions([self.highlight_pairs, self.preferences])
        self.help_menu = QMenu(window)
        self.help_menu.addActions([self.help, self.about])
        for menu in (self.game_menu, self.move_menu, self.settings_menu, self.help_menu):
            bar.addMenu(menu)

        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.addActions([self.new_game, self.replay])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.undo, self.redo, self.draw])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.hint, self.check])
        window.addToolBar(self.toolbar)
        self._recycle_next = False
        self.retranslate()

    def set_draw_is_recycle(self, recycle: bool) -> None:
        """The Draw button reads "Another round" when the next tap on the stock starts a new pass."""
        self._recycle_next = recycle
        self.draw.setText(
            QCoreApplication.translate("Actions", "Another round")
            if recycle
            else QCoreApplication.translate("Actions", "Draw")
        )

    def retranslate(self) -> None:
        self.game_menu.setTitle(QCoreApplication.translate("Actions", "&Game"))
        self.move_menu.setTitle(QCoreApplication.translate("Actions", "&Move"))
        self.settings_menu.setTitle(QCoreApplication.translate("Actions", "&Settings"))
        self.help_menu.setTitle(QCoreApplication.translate("Actions", "&Help"))
        self.toolbar.setWindowTitle(QCoreApplication.translate("Actions", "Main toolbar"))
        self.new_game.setText(QCoreApplication.translate("Actions", "New game"))
        self.new_game.setToolTip(
            QCoreApplication.translate("Actions", "Deal a new game (a random deal, or type a code)")
        )
        self.replay.setText(QCoreApplication.translate("Actions", "Replay"))
        self.replay.setToolTip(QCoreApplication.translate("Actions", "Replay this deal from the start"))
        self.undo.setText(QCoreApplication.translate("Actions", "Undo"))
        self.redo.setText(QCoreApplication.translate("Actions", "Redo"))
        self.set_draw_is_recycle(self._recycle_next)
        self.hint.setText(QCoreApplication.translate("Actions", "Hint"))
        self.hint.setToolTip(QCoreApplication.translate("Actions", "Show a move that keeps the game winnable"))
        self.check.setText(QCoreApplication.translate("Actions", "Can I still win?"))
        self.check.setToolTip(
            QCoreApplication.translate("Actions", "Ask the solver whether this position can still be won")
        )
        self.show_me_how.setText(QCoreApplication.translate("Actions", "Show me how"))
        self.show_me_how.setToolTip(
            QCoreApplication.translate("Actions", "Watch the solver win from here (click or press a key to stop)")
        )
        self.review.setText(QCoreApplication.translate("Actions", "Where did it go wrong?"))
        self.review.setToolTip(
            QCoreApplication.translate("Actions", "Show the move that lost the game and a move that would have kept it")
        )
        self.daily.setText(QCoreApplication.translate("Actions", "Daily deal"))
        self.daily.setToolTip(QCoreApplication.translate("Actions", "Today's deal: the same for every player"))
        self.highlight_pairs.setText(QCoreApplication.translate("Actions", "Highlight playable pairs"))
        self.preferences.setText(QCoreApplication.translate("Actions", "Preferences…"))
        self.statistics.setText(QCoreApplication.translate("Actions", "Statistics…"))
        self.copy_position.setText(QCoreApplication.translate("Actions", "Copy position"))
        self.copy_position.setToolTip(
            QCoreApplication.translate("Actions", "Copy the position on the table as text (to share or to solve)")
        )
        self.paste_position.setText(QCoreApplication.translate("Actions", "Paste position"))
        self.paste_position.setToolTip(
            QCoreApplication.translate("Actions", "Play the position text, deal code or deal number on the clipboard")
        )
        self.open_position.setText(QCoreApplication.translate("Actions", "Open position…"))
        self.help.setText(QCoreApplication.translate("Actions", "How to play"))
        self.about.setText(QCoreApplication.translate("Actions", "About Pyramid"))
        self.quit.setText(QCoreApplication.translate("Actions", "Quit"))
