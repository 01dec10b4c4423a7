"""What the window shows around the board of the game in play: the deal bar, the counters, which actions can be
used now (:func:`show`) and the window title (:func:`window_title`).  What floats over the board is
:mod:`~pyramid_qt.ui.over_board.window_panels`'s."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from pyramid_qt.engine.games import TalonKind
from pyramid_qt.ui import unseen
from pyramid_qt.ui.texts import fill
from pyramid_qt.ui.texts.games import title_with_game

if TYPE_CHECKING:
    from pyramid_qt.engine import DealLabel, Game
    from pyramid_qt.solver import Verdict
    from pyramid_qt.ui.actions import WindowActions
    from pyramid_qt.ui.around_board.status_widgets import Counters, DealBar
    from pyramid_qt.ui.texts.scoring import ScoreShown

_tr = QCoreApplication.translate  # context "MainWindow", under which the catalogues hold these texts


def show(
    game: Game,
    label: DealLabel | None,
    revealed: Verdict | None,
    seconds: float,
    deal_bar: DealBar,
    counters: Counters,
    actions: WindowActions,
    score: ScoreShown | None = None,
) -> None:
    """Bring the deal bar, the counters and the actions' enabled state up to date with ``game``; ``revealed``: the
    solver's verdict on a deal dealt as "might be a dead end", once known; ``score``: the game's score under the
    chosen system (``None``: it keeps none, and none is shown)."""
    deal_bar.set_code(game.code.text if game.code is not None else "")
    deal_bar.set_deal_label(label, revealed)
    deal_bar.set_pass(game.pass_number, game.position.passes)
    deal_bar.pass_label.setVisible(game.position.game.talon is not TalonKind.NONE)  # no talon, no passes to count
    deal_bar.set_rules(game.rules)
    counters.set_values(score=score, seconds=seconds, moves=game.moves, undos=game.undos)
    actions.undo.setEnabled(game.can_undo)
    actions.redo.setEnabled(game.can_redo)
    position = game.position
    actions.set_draw_is_recycle(not position.stock and position.recycle_refusal() is None)
    actions.draw.setEnabled(not game.is_over and (bool(position.stock) or position.recycle_refusal() is None))
    actions.hint.setEnabled(not game.is_over)
    actions.check.setEnabled(not game.is_over)
    actions.show_me_how.setEnabled(not game.is_over)
    actions.refuse_show_me_how(unseen.SHOW_ME_HOW_HIDDEN if unseen.has_unseen_cards(position) else None)
    actions.review.setEnabled(game.can_undo)
    # The position on the table can always be copied or saved; a pause turns these off, this turns them back on.
    actions.copy_position.setEnabled(True)
    actions.save_position.setEnabled(True)
    actions.pause.setEnabled(not game.is_over or actions.pause.isChecked())
    actions.share_result.setEnabled(game.is_over and game.code is not None)


def window_title(game: Game | None) -> str:
    """The deal's code in the title, after the game's name when it is not Pyramid; ``game`` ``None`` before the
    first game is on the board."""
    code = None if game is None else game.code
    if code is None:
        title = _tr("MainWindow", "Pyramid")
    else:
        title = fill(_tr("MainWindow", "{code} — Pyramid"), code=code.text)  # the dash Qt writes in a dialog's title
    return title if game is None else title_with_game(title, game.position.game)
