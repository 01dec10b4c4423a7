"""Share a result: the finished game told in one line in the player's language (:mod:`pyramid_qt.services.share`),
copied to the clipboard, from the end panel's Share button or the Game menu.  A friend pastes the line into New game
or the window's paste action, which find the deal code in it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from pyramid_qt.engine import Game, Status
from pyramid_qt.engine.games import PYRAMID
from pyramid_qt.services.share import SharedResult, ShareWords, share_line
from pyramid_qt.ui.ports import Notices
from pyramid_qt.ui.texts import fill
from pyramid_qt.ui.texts.games import game_name

if TYPE_CHECKING:
    from pyramid_qt.ui.assist import Assist
    from pyramid_qt.ui.game_flow import GameFlow

_tr = QCoreApplication.translate


def shared_result(
    game: Game,
    *,
    seconds: float,
    par: int | None,
    relaxed: bool,
    daily: date | None,
    goals: tuple[bool, ...] = (),
    today: Callable[[], date] = date.today,
) -> SharedResult | None:
    """What the line tells of ``game`` (``None`` while it is played, or for a position without a deal code): the
    daily deal's date on a daily deal, else today's; no time when the clock is hidden (``relaxed``)."""
    if game.code is None or game.status is Status.PLAYING:
        return None
    return SharedResult(
        daily or today(),
        game.code,
        game.status is Status.WON,
        game.moves,
        par,
        None if relaxed else seconds,
        goals if daily is not None else (),
    )


def words(result: SharedResult) -> ShareWords:
    game = result.code.game
    return ShareWords(
        _tr("Share", "Pyramid") if game == PYRAMID else game_name(game),  # the line names a game other than Pyramid
        _tr("Share", "%n move(s)", None, result.moves),
        fill(_tr("Share", "(par {par})"), par=result.par),
    )


def copy_result(
    game: Game,
    notices: Notices,
    *,
    seconds: float,
    par_known: Mapping[str, int],
    relaxed: bool,
    daily: date | None,
    goals: tuple[bool, ...] = (),
) -> str | None:
    """Copy the line of the finished ``game`` to the clipboard and say so; return it (``None``: nothing to share)."""
    par = None if game.code is None else par_known.get(game.code.text)
    result = shared_result(game, seconds=seconds, par=par, relaxed=relaxed, daily=daily, goals=goals)
    if result is None:
        notices.show_toast(_tr("Share", "Finish a dealt game to share its result."))
        return None
    line = share_line(result, words(result))
    QGuiApplication.clipboard().setText(line)
    notices.show_toast(fill(_tr("Share", "Copied to the clipboard: {line}"), line=line))
    return line


def share_result(flow: GameFlow, notices: Notices, assist: Assist) -> None:
    """Share result (the Game menu, the end panel): the finished game's line on the clipboard."""
    copy_result(
        flow.game,
        notices,
        seconds=flow.ports.clock.elapsed(),
        par_known=assist.facts.par_known,
        relaxed=flow.ports.relaxed(),
        daily=flow.extras.daily,
        goals=assist.goals.shared_goals(),
    )
