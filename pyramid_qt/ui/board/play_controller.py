"""Playing by tapping and by keyboard: turns board input into engine moves and keeps the board's marks.

It owns the selection (:class:`TapSelection`), the keyboard focus and the hint highlight; the adapter plays
the moves and the board draws them.  Messages are only emitted, never shown here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, Signal

from pyramid_qt.engine import Card, Move, MoveKind, Refusal
from pyramid_qt.ui import texts
from pyramid_qt.ui.accessibility.activation import listening
from pyramid_qt.ui.board.adapter import GameAdapter
from pyramid_qt.ui.board.drag import BoardPointer
from pyramid_qt.ui.board.layout import nearest_focus, next_focus, step_focus
from pyramid_qt.ui.board.marks import STOCK
from pyramid_qt.ui.board.outline import focus_order, outline
from pyramid_qt.ui.board.scene import BoardScene
from pyramid_qt.ui.board.selection import TapResult, TapSelection
from pyramid_qt.ui.board.speeds import PositionChange
from pyramid_qt.ui.board.view import BoardView

# Refusals of a tap that explain a wrong click, said only with "error help" on; other refusals (no passes left …)
# are news and always said.
_ERROR_HELP = {Refusal.SUM_NOT_13, Refusal.BLOCKED, Refusal.TALON_PAIR_NOT_ALLOWED}


class PlayController(QObject):
    message = Signal(str)
    selectionChanged = Signal()

    def __init__(
        self,
        adapter: GameAdapter,
        board: BoardScene,
        error_help: Callable[[], bool] = lambda: True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.adapter = adapter
        self.board = board
        self.error_help = error_help
        self.selection = TapSelection()
        self.focus: Card | str | None = None
        self._focus_point: tuple[float, float] | None = None  # where the focused card last was on the board
        self.hint: frozenset[Card] = frozenset()
        self.wrong: frozenset[Card] = frozenset()  # the losing move shown by "Where did it go wrong?"
        self.stock_hint = False
        self.highlight_pairs = False
        self.dragged: Card | None = None  # the card being dragged
        self.drop_target: Card | None = None  # the partner under it
        self._pointer: BoardPointer | None = None
        adapter.positionChanged.connect(self._on_position_changed)

    def attach(self, view: BoardView) -> None:
        """The board's input comes here: taps and keys through the view's signals, drags through its pointer."""
        view.cardClicked.connect(self.tap_card)
        view.stockClicked.connect(self.tap_stock)
        view.emptyClicked.connect(self.tap_empty)
        view.focusMove.connect(self.move_focus)
        view.focusEdge.connect(self.focus_edge)
        view.activate.connect(self.activate_focus)
        view.cancel.connect(self.escape)
        view.entered.connect(self.enter_board)
        view.pointed.connect(self.hide_ring)
        self._pointer = pointer = view.pointer
        pointer.may_drag = self.may_drag
        pointer.dragStarted.connect(self._drag_started)
        pointer.dragOver.connect(self._drag_over)
        pointer.dropped.connect(self.drop)
        pointer.dragCancelled.connect(self._drag_ended)

    # ------------------------------------------------------------------ input
    def tap_card(self, card: Card) -> None:
        if self.adapter.game.is_over:
            return
        self.board.finish_animations()
        self._apply(self.selection.tap_card(self.adapter.position, card))
        self.focus = card if self.focus is not None else None
        self.refresh_marks()

    def tap_stock(self) -> None:
        """Draw (or start another round).  While the keys are in use the focus goes to the drawn card, wherever it
        was: the player plays it next, and a screen reader reads it there."""
        if self.adapter.game.is_over:
            return
        self.board.finish_animations()
        before = self.adapter.position
        result = self.selection.tap_stock(before)
        self._apply(result, always_say=True)
        if result.move is not None and result.move.kind is MoveKind.DRAW and self.focus is not None:
            drawn = set(before.stock[: before.draw_count])
            order = self._reading_order()
            self.focus = next((key for key in order if key in drawn), self.focus)
        self.refresh_marks()

    def draw_or_recycle(self) -> None:
        """The toolbar's Draw / "Another round" and the D key: the same as tapping the stock."""
        self.tap_stock()

    # ------------------------------------------------------------------ drag and drop
    def may_drag(self, card: Card) -> bool:
        """A free card may leave its place (to be dropped on a partner, or a King anywhere)."""
        return not self.adapter.game.is_over and self.adapter.position.tap_refusal(card) is None

    def _drag_started(self, card: Card) -> None:
        self.dragged, self.drop_target = card, None
        self.refresh_marks()

    def _drag_ended(self, _card: Card) -> None:
        self.dragged = self.drop_target = None
        self.refresh_marks()

    def escape(self) -> None:
        """Escape on the board: a dragged card goes back; else the selection is dropped."""
        if self._pointer is None or not self._pointer.cancel():
            self.clear_selection()

    def _drag_over(self, card: Card, target: Card | None) -> None:
        """The drop target is marked when dropping there pairs the two."""
        legal = target is not None and not card.is_king and self.adapter.position.pair_refusal(card, target) is None
        if (target if legal else None) != self.drop_target:
            self.drop_target = target if legal else None
            self.refresh_marks()

    def drop(self, card: Card, target: Card | None, off_place: bool) -> None:
        """A dragged card let go: on a partner the two go; a King dragged off its place goes; elsewhere it goes
        back, with the error help's message when it was dropped on a card it cannot pair with."""
        self.dragged = self.drop_target = None
        position = self.adapter.position
        result = TapResult()
        if self.adapter.game.is_over:
            pass
        elif card.is_king:
            if off_place:
                refusal = position.king_refusal(card)
                result = TapResult(move=Move.king(card) if refusal is None else None, refusal=refusal)
        elif target is not None:
            refusal = position.pair_refusal(card, target)
            result = TapResult(move=Move.pair(card, target) if refusal is None else None, refusal=refusal)
        if result.move is None:
            self.board.put_back(card)
        else:
            self.selection.clear()
        self._apply(result)
        self.refresh_marks()

    def tap_empty(self) -> None:
        self.clear_selection()

    def clear_selection(self) -> bool:
        """Escape, or a tap on the felt: nothing selected any more; whether something was."""
        if self.selection.selected is None:
            return False
        self.selection.clear()
        self.refresh_marks()
        return True

    def _focus_points(self) -> dict[Hashable, tuple[float, float]]:
        """Where the arrow keys can go: the free cards (pyramids, talon, reserve piles' tops) and the stock (a game
        with a talon), by their centres on the board."""
        points: dict[Hashable, tuple[float, float]] = {}
        position = self.adapter.position
        for card in position.cards_on_table():
            if position.is_playable(card):
                centre = self.board.centre_of(card, position)
                points[card] = (centre.x(), centre.y())
        if self.board.geometry.has_talon:
            centre = self.board.centre_of(STOCK)
            points[STOCK] = (centre.x(), centre.y())
        return points

    def _reading_order(self) -> list[Card | str]:
        return focus_order(outline(self.adapter.position))

    def move_focus(self, dx: int, dy: int) -> None:
        """Left and Right step through the free cards and the stock in reading order (row by row, then the stock,
        the talon and the reserve piles), so a screen-reader user meets every one of them; Up and Down go to the
        nearest one above or below on the board."""
        if dy == 0 and dx != 0:
            self.focus = step_focus(self.focus, self._reading_order(), dx)  # type: ignore[assignment]  # a key
        else:
            self.focus = next_focus(self.focus, self._focus_points(), dx, dy)  # type: ignore[assignment]  # a key
        self.refresh_marks()

    def focus_edge(self, last: bool) -> None:
        """Home and End: the first or the last free card (or the stock) in reading order."""
        order = self._reading_order()
        if order:  # a game with no stock has nothing to focus once the table is empty
            self.focus = order[-1] if last else order[0]
        self.refresh_marks()

    def enter_board(self) -> None:
        """The board got the keyboard focus from the keyboard (or with a screen reader running): the ring shows
        where the keys act, on the first free card in reading order when it was nowhere."""
        if self.focus is None and not self.adapter.game.is_over:
            self.focus_edge(last=False)

    def hide_ring(self) -> None:
        """A mouse click: the ring shows where the keys act only while the keys are in use, as desktops show a
        focus frame (it comes back at the next arrow key).  With a screen reader running it stays: the reader
        follows it."""
        if self.focus is not None and not listening():
            self.focus = None
            self._focus_point = None
            self.refresh_marks()

    def activate_focus(self) -> None:
        focus = self.focus
        if focus == STOCK:
            self.tap_stock()
        elif isinstance(focus, Card):
            self.tap_card(focus)
        else:
            self.move_focus(0, 0)

    def show_hint(self, move: Move | None) -> None:
        """Highlight the hinted cards; a draw or a recycle highlights the stock (its face-down top card, or the
        empty place when the waste goes back)."""
        self.hint = frozenset()
        self.stock_hint = False
        if move is not None and move.is_removal:
            self.hint = frozenset(move.cards)
        elif move is not None:
            position = self.adapter.position
            face_down = position.stock[1:] if position.rules.stock_top_playable else position.stock
            if face_down:
                self.hint = frozenset({face_down[0]})
            else:
                self.stock_hint = True
        self.refresh_marks()

    def show_review(self, losing: Move, better: Move | None) -> None:
        """ "Where did it go wrong?": the move played here that lost the game (red frames) and a move that keeps it
        winnable (the hint's frames); both are legal in the position on the board."""
        self.show_hint(better)
        self.wrong = self._move_cards(losing)
        self.refresh_marks()

    def _move_cards(self, move: Move) -> frozenset[Card]:
        if move.is_removal:
            return frozenset(move.cards)
        position = self.adapter.position
        face_down = position.stock[1:] if position.rules.stock_top_playable else position.stock
        return frozenset(face_down[:1])

    # ------------------------------------------------------------------ marks
    def _keep_focus(self) -> None:
        """The focus ring never vanishes: when its card is gone or covered (a move, an undo, a draw) it goes to
        the nearest free card or the stock, from where that card was."""
        focus = self.focus
        if not isinstance(focus, Card):
            return
        position = self.adapter.position
        if position.is_playable(focus):
            centre = self.board.centre_of(focus, position)
            self._focus_point = (centre.x(), centre.y())
            return
        if self._focus_point is None:
            centre = self.board.centre_of(focus)
            self._focus_point = (centre.x(), centre.y())
        self.focus = nearest_focus(self._focus_point, self._focus_points())  # type: ignore[assignment]  # a key

    def refresh_marks(self) -> None:
        position = self.adapter.position
        self._keep_focus()
        pairs: frozenset[Card] = frozenset()
        if self.highlight_pairs and not self.adapter.game.is_over:
            pairs = frozenset(card for move in position.legal_moves() if move.is_removal for card in move.cards)
        chosen = self.dragged or self.selection.selected
        self.board.set_marks(
            selected=chosen,
            partners=frozenset(position.partners(chosen)) if chosen is not None else frozenset(),
            hint=self.hint,
            focus=self.focus,
            pairs=pairs,
            stock_hint=self.stock_hint,
            wrong=self.wrong,
            drop=self.drop_target,
        )
        self.selectionChanged.emit()

    def _on_position_changed(self, kind: PositionChange) -> None:
        if self._pointer is not None:
            self._pointer.cancel()  # the board changed under a dragged card (a key, the demo): it goes back
        if kind in (PositionChange.NEW, PositionChange.RESUME):
            self.selection.clear()
            # A new game: the ring (if the keys were in use) starts on its first free card.
            order = self._reading_order()
            self.focus = order[0] if self.focus is not None and order else None
            self._focus_point = None
        self.selection.sync(self.adapter.position)
        self.hint = frozenset()
        self.stock_hint = False
        self.wrong = frozenset()
        self.refresh_marks()

    def _apply(self, result: TapResult, always_say: bool = False) -> None:
        if result.refusal is not None and (always_say or result.refusal not in _ERROR_HELP or self.error_help()):
            self.message.emit(texts.refusal_text(result.refusal))
        if result.move is not None:
            self.adapter.play(result.move)
