"""What the end panel says: the result of a won game, or why a lost one is over (and the deal's true label
once the solver has revealed it), with the buttons that lead on.  The title and what the statistics make of the
game follow the result model (:mod:`pyramid_qt.engine.result`): "You won!" only for a win on the player's own, a
win with help says which, practice says it is practice; records beaten are told."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from pyramid_qt.engine import Game, Status
from pyramid_qt.solver import Verdict
from pyramid_qt.ui.texts import dead_end as dead_end_texts
from pyramid_qt.ui.texts import end as end_texts
from pyramid_qt.ui.texts.games import title_with_game

if TYPE_CHECKING:
    from pyramid_qt.engine.result import GameResult, NewRecord
    from pyramid_qt.ui.ports import Panel


def fill(
    panel: Panel,
    game: Game,
    seconds: float,
    *,
    result: GameResult | None,
    might_be_dead_end: bool,
    revealed: Verdict | None,
    buttons: Sequence[tuple[str, Callable[[], None]]],
    score_lines: Sequence[str] = (),
    extra_lines: Sequence[str] = (),
    new_records: Sequence[NewRecord] = (),
    relaxed: bool = False,
) -> None:
    """Write the finished ``game``'s ``result`` into ``panel`` and show it.  ``might_be_dead_end``: the deal was
    dealt as "might be a dead end" (a win proves it winnable); ``revealed``: the solver's verdict on the deal;
    ``score_lines``: the score under the chosen system (none without one); ``extra_lines``: more lines (par);
    ``new_records``: the records the game beat; ``relaxed``: no time, no score."""
    if result is not None:
        title = dead_end_texts.ended_title() if game.ended_by_player else end_texts.result_title(result)
        panel.set_title(title_with_game(title, game.position.game))
    if game.status is Status.WON:
        lines = [
            *end_texts.record_lines(list(new_records)),
            *end_texts.result_lines(game, seconds, score_lines, relaxed),
        ]
        if might_be_dead_end:
            lines.append(end_texts.revealed_label(Verdict.WINNABLE))
    else:
        lines = end_texts.lost_lines(game, seconds, score_lines, relaxed)
        if revealed is not None:
            lines.append(end_texts.revealed_label(revealed))
    if result is not None:
        lines.extend(end_texts.help_lines(result.how.aids))
        counted = end_texts.counted_line(result)
        if counted is not None:
            lines.append(counted)
    lines.extend(extra_lines)
    panel.set_body("\n".join(lines))
    panel.set_buttons(list(buttons))
    panel.popup()
