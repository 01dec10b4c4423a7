"""What the end panel says: the result of a won game, or why a lost one is over (and the deal's true label
once the solver has revealed it), with the buttons that lead on."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from pyramid_qt.engine import Game, Status
from pyramid_qt.solver import Verdict
from pyramid_qt.ui.texts import end as end_texts

if TYPE_CHECKING:
    from pyramid_qt.ui.overlay_panel import OverlayPanel


def fill(
    panel: OverlayPanel,
    game: Game,
    seconds: float,
    *,
    might_be_dead_end: bool,
    revealed: Verdict | None,
    buttons: Sequence[tuple[str, Callable[[], None]]],
    score_lines: Sequence[str] = (),
    extra_lines: Sequence[str] = (),
    assisted: bool = False,
) -> None:
    """Write the finished ``game``'s result into ``panel`` and show it.  ``might_be_dead_end``: the deal was
    dealt as "might be a dead end" (a win proves it winnable); ``revealed``: the solver's verdict on the deal;
    ``score_lines``: the score under the chosen system (none without one); ``extra_lines``: more lines (par);
    ``assisted``: "Show me how" played some of a won game."""
    if game.status is Status.WON:
        panel.title.setText(end_texts.assisted_title() if assisted else end_texts.won_title())
        lines = end_texts.result_lines(game, seconds, score_lines)
        if might_be_dead_end:
            lines.append(end_texts.revealed_label(Verdict.WINNABLE))
    else:
        panel.title.setText(end_texts.lost_title())
        lines = end_texts.lost_lines(game, seconds, score_lines)
        if revealed is not None:
            lines.append(end_texts.revealed_label(revealed))
    lines.extend(extra_lines)
    panel.set_body("\n".join(lines))
    panel.set_buttons(list(buttons))
    panel.popup()
