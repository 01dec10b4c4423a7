"""The board: a scene holding one item per card, laid out in card-width units (the view that shows it:
:mod:`pyramid_qt.ui.board.view`).

:meth:`BoardScene.show_position` compares where every card is with where the position says it should be and
animates the difference, so one code path draws the deal, removals, draws, recycles, undo and redo.  On a
resize the view recomputes the card width in pixels and the scene re-renders every pixmap at that width ×
the device pixel ratio (the view never scales, so cards stay sharp).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QWidget

from pyramid_qt.engine import Card, Position, Status
from pyramid_qt.engine.cards import FULL_DECK
from pyramid_qt.ui.board import speeds, win_animation
from pyramid_qt.ui.board.card_item import CardItem
from pyramid_qt.ui.board.layout import LABEL_HEIGHT, BoardLayout
from pyramid_qt.ui.board.marks import STOCK, BoardMarks
from pyramid_qt.ui.board.pile_item import CAPTION_COLOR, CAPTION_COLOR_HIGH_CONTRAST, PileItem, PileLook
from pyramid_qt.ui.card_art.metrics import CARD_ASPECT
from pyramid_qt.ui.card_art.pixmaps import CardArt

if TYPE_CHECKING:  # only annotations: PySide6 builds each class's enums on first use, which is start-up time
    from PySide6.QtCore import QRect


FELT_CENTRE = QColor("#2b7a47")
FELT_EDGE = QColor("#15502b")


def felt_colours(centre: QColor) -> tuple[QColor, QColor]:
    """Centre and edge of the felt's gradient for a table colour: the edge is the same hue, about as much darker
    as the default green's own edge (which is kept exactly)."""
    return (FELT_CENTRE, FELT_EDGE) if centre == FELT_CENTRE else (centre, centre.darker(165))


class Target(NamedTuple):
    """Where one card should be: in card units, face, stacking order, shown or gone."""

    x: float
    y: float
    face_up: bool
    z: float
    shown: bool
    dimmed: bool = False


class BoardScene(QGraphicsScene):
    contentChanged = Signal()  # the position shown or the marks changed (what a screen reader reads)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.marks = BoardMarks()
        self.art = CardArt()
        self.felt = (FELT_CENTRE, FELT_EDGE)
        self.speed = speeds.Speed.NORMAL
        self.position: Position | None = None
        self.celebrated = False  # the win on the board was celebrated (its picture stays; a win is not always one)
        self.geometry = BoardLayout(CARD_ASPECT)
        self.unit = 60.0  # card width in pixels
        self.origin = QPointF(0, 0)
        self.high_contrast = False
        self.dpr = 1.0
        self._laid_out = False  # no size yet: a position is only remembered until the first relayout
        self.cards: dict[Card, CardItem] = {}
        self.stock_pile = PileItem(STOCK)
        self.stock_pile.setZValue(-1)
        self.addItem(self.stock_pile)
        self.addItem(self.stock_pile.caption_item)
        self.waste_outlines = [PileItem(f"waste{i}") for i in range(3)]
        for outline in self.waste_outlines:
            outline.setZValue(-1)
            self.addItem(outline)
        self.reserve_outlines: list[PileItem] = []  # one per reserve pile of the game on the board (_place_piles)
        for card in FULL_DECK:
            item = CardItem(card)
            item.setVisible(False)
            self.cards[card] = item
            self.addItem(item)

    # ------------------------------------------------------------------ geometry
    def to_scene(self, x: float, y: float) -> QPointF:
        return QPointF(self.origin.x() + x * self.unit, self.origin.y() + y * self.unit)

    def fit(self, area: QRectF) -> tuple[float, QPointF]:
        """The card width and the board's top-left corner for the board laid out, centred, in ``area``."""
        geometry = self.geometry
        unit = max(12.0, float(int(min(area.width() / geometry.width, area.height() / geometry.height))))
        origin = QPointF(
            area.x() + round((area.width() - geometry.width * unit) / 2),
            area.y() + round((area.height() - geometry.height * unit) / 2),
        )
        return unit, origin

    def relayout(self, size: QSizeF, dpr: float) -> None:
        """Fit the board into ``size`` pixels; re-render the card pixmaps if the card width changed."""
        self.finish_animations()
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        unit, self.origin = self.fit(QRectF(0, 0, size.width(), size.height()))
        if unit != self.unit or dpr != self.dpr or not self._laid_out:
            self.unit, self.dpr = unit, dpr
            self._render_pixmaps()
        self._laid_out = True
        self._place_piles()
        self.show_position(self.position, speeds.PositionChange.LAYOUT)
        if self.celebrated:
            self.celebrate(instant=True)  # the win's picture stays on a resize

    def redraw_cards(self) -> None:
        """Ask the card art for every pixmap again (after its images were dropped or its look changed); before the
        board has a size there are none yet (the first relayout asks for them)."""
        if not self._laid_out:
            return
        self._render_pixmaps()
        self.update()

    def _render_pixmaps(self) -> None:
        width = int(self.unit)
        height = width * CARD_ASPECT
        back = self.art.back(width, self.dpr)
        dpr, art = self.dpr, self.art
        for card, item in self.cards.items():
            item.set_pixmaps(partial(art.face, card, width, dpr), back, width, height)
        for pile in (self.stock_pile, *self.waste_outlines, *self.reserve_outlines):
            pile.set_size(width, height)

    def _place_piles(self) -> None:
        geometry = self.geometry
        self.stock_pile.setVisible(geometry.has_talon)
        self.stock_pile.caption_item.setVisible(geometry.has_talon)
        self.stock_pile.setPos(self.to_scene(*geometry.stock()))
        font = QFont()
        font.setPixelSize(max(10, round(self.unit * 0.2)))
        font.setBold(True)
        top = self.to_scene(*geometry.stock_label()).y() - self.stock_pile.pos().y()
        self.stock_pile.set_caption_layout(font, top)
        for i, outline in enumerate(self.waste_outlines):
            outline.setVisible(i < geometry.waste_piles)
            outline.setPos(self.to_scene(*geometry.waste_pile(i)))
        while len(self.reserve_outlines) < geometry.reserve_piles:
            outline = PileItem(f"reserve{len(self.reserve_outlines) + 1}")
            outline.setZValue(-1)
            outline.set_size(int(self.unit), int(self.unit) * CARD_ASPECT)
            self.addItem(outline)
            self.reserve_outlines.append(outline)
        for i, outline in enumerate(self.reserve_outlines):
            outline.setVisible(i < geometry.reserve_piles)
            outline.setPos(self.to_scene(*geometry.reserve_pile(i)))

    def set_rules_geometry(self, position: Position) -> None:
        """The places of ``position``'s game under its rules: its pyramids, stock, waste piles and reserves."""
        rules = position.rules
        geometry = BoardLayout(CARD_ASPECT, len(position.waste), rules.stock_top_playable, position.game)
        if geometry != self.geometry:
            self.geometry = geometry
            if self.position is not None and self.position.game != position.game:
                self.position = position  # the other game's position has no place in these (Pharaohs' 52 slots)
            views = self.views()
            if views:
                viewport = views[0].viewport()
                self.relayout(QSizeF(viewport.size()), views[0].devicePixelRatioF())

    # ------------------------------------------------------------------ syncing with the engine
    def targets(self, position: Position) -> dict[Card, Target]:
        geometry = self.geometry
        out: dict[Card, Target] = {}
        face_down = position.face_down
        for index, card in enumerate(position.pyramid):
            if card is not None:
                x, y = geometry.pyramid_slot(index)
                dimmed = not position.is_playable(card)
                # Later rows lie on earlier ones; a card not yet turned shows its back.
                out[card] = Target(x, y, index not in face_down, 10 + index, True, dimmed)
        stock = position.stock
        for depth, card in enumerate(stock):
            face_up = depth == 0 and position.rules.stock_top_playable
            x, y = geometry.stock_up_card() if face_up else geometry.stock()
            out[card] = Target(x, y, face_up, 100 + len(stock) - depth, True)
        for pile_index, pile in enumerate(position.waste):
            for level, card in enumerate(pile):
                depth = len(pile) - 1 - level
                x, y = geometry.waste_card(pile_index, depth, len(pile))
                out[card] = Target(x, y, True, 200 + pile_index * 60 + level, True)
        for pile_index, pile in enumerate(position.reserves):
            for level, card in enumerate(pile):
                x, y = geometry.reserve_card(pile_index, level)
                dimmed = not position.is_playable(card)
                out[card] = Target(x, y, True, 400 + pile_index * 60 + level, True, dimmed)
        return out

    def show_position(self, position: Position | None, kind: speeds.PositionChange) -> None:
        """Bring every card item to where ``position`` puts it, animated according to ``kind``."""
        self.position = position
        if position is None or not position.is_won:
            self.celebrated = False
        self.contentChanged.emit()
        if position is None or not self._laid_out:
            return  # placed by the first relayout, once the board knows its size
        self.finish_animations()
        speed = self.speed
        targets = self.targets(position)
        duration = speeds.duration(speeds.CHANGE_MS[kind], speed)
        dealt_anew = kind is speeds.PositionChange.NEW
        stagger = speeds.duration(speeds.DEAL_STAGGER_MS, speed) if dealt_anew else 0
        dealt = 0
        stock_place = self.to_scene(*self.geometry.stock())
        # Deal order: the pyramid row by row, then the talon (targets() lists them so); gone cards last.
        order = [*targets, *(card for card in self.cards if card not in targets)]
        for card in order:
            item = self.cards[card]
            target = targets.get(card)
            if target is None:
                self._send_away(item, duration if not dealt_anew else 0)
                continue
            end = self.to_scene(target.x, target.y)
            item.setRotation(0)
            item.setZValue(target.z)
            item.set_dimmed(target.dimmed)
            if dealt_anew:
                item.setPos(stock_place)
                item.setOpacity(1.0)
                item.face_up = False
                moves = end != stock_place or target.face_up
                item.animate(end, face_up=target.face_up, duration=duration if moves else 0, delay=dealt * stagger)
                dealt += moves
            elif not item.isVisible() or item.opacity() < 1.0:
                # Coming back (undo, redo of a recycle …): it slides back from where it faded out, opaque from the
                # start; fading in, it let the card it lands on (the waste top, a row above) show through it.
                if not item.isVisible():
                    item.setPos(self.to_scene(*self.geometry.gone(target.x, target.y)))
                    item.face_up = target.face_up
                item.setOpacity(1.0)
                item.animate(end, face_up=target.face_up, duration=duration)
            else:
                item.animate(end, face_up=target.face_up, duration=duration)
        self._update_piles(position)

    def _send_away(self, item: CardItem, duration: int) -> None:
        if not item.isVisible():
            return
        x = (item.pos().x() - self.origin.x()) / self.unit
        y = (item.pos().y() - self.origin.y()) / self.unit
        item.setZValue(900)
        item.animate(self.to_scene(*self.geometry.gone(x, y)), opacity=0.0, duration=duration, hide_at_end=True)

    def _update_piles(self, position: Position) -> None:
        # Every card of the stock, the face-up top of web rules too (it lies just under the count): counting only the
        # face-down ones, the board read "0" while a King still lay face up on the stock, and the end panel's "stock
        # cards left" said 1.
        can_recycle = not position.stock and position.recycle_refusal() is None
        self.stock_pile.set_look(PileLook.RECYCLE if can_recycle else PileLook.OUTLINE)
        self.stock_pile.set_caption(str(len(position.stock)))

    def celebration_places(self) -> dict[Card, tuple[float, float]]:
        """Where the win's picture puts each card the player removed (in card units)."""
        return {} if self.position is None else win_animation.places_after(self.position, self.geometry)

    def celebrate(self, *, instant: bool = False) -> None:
        """The win's animation (:func:`.win_animation.fly`); ``instant``: straight into its picture (a resize)."""
        self.celebrated = True
        win_animation.fly(self, self.celebration_places(), speeds.Speed.OFF if instant else self.speed)

    def panel_room(self, area: QRectF) -> tuple[list[QRectF], list[QRectF]]:
        """Where things rest with the board laid out in ``area``, for a panel over it (:mod:`.panel_place`): what it
        must leave in view (the stock and its count, the waste piles, the cards on the table that are not covered,
        every card marked), and what it covers only where no free felt holds it (the covered cards, the win's
        picture)."""
        if self.position is None:
            return [], []
        position, geometry = self.position, self.geometry
        unit, origin = self.fit(area)
        height = unit * CARD_ASPECT

        def rect(x: float, y: float, h: float = height) -> QRectF:
            return QRectF(origin.x() + x * unit, origin.y() + y * unit, unit, h)

        marked = {card for card, item in self.cards.items() if item.marked()}
        keep = []
        if geometry.has_talon:
            keep = [rect(*geometry.stock()), rect(*geometry.stock_label(), LABEL_HEIGHT * unit)]
            keep[-1].translate(-unit / 2, 0)  # stock_label() is the count's top centre
        keep.extend(rect(*geometry.waste_pile(i)) for i in range(geometry.waste_piles))
        cover: list[QRectF] = []
        laid_out = {card for card in position.pyramid if card is not None}  # the pyramids' and reserves' cards
        laid_out.update(card for pile in position.reserves for card in pile)
        over = position.status is not Status.PLAYING
        for card, target in self.targets(position).items():
            coverable = target.dimmed or (over and card in laid_out)  # over: no card can be played
            (cover if coverable and card not in marked else keep).append(rect(target.x, target.y))
        if position.is_won:  # room for the win's picture, placed before the celebration starts
            cover.extend(rect(x, y) for x, y in self.celebration_places().values())
        return keep, cover

    def put_back(self, card: Card) -> None:
        """A dragged card whose drop played no move slides back to its place (above the others until there)."""
        target = None if self.position is None else self.targets(self.position).get(card)
        if target is not None:
            item = self.cards[card]
            slide = speeds.duration(speeds.PUT_BACK_MS, self.speed)
            item.animate(self.to_scene(target.x, target.y), duration=slide, on_done=lambda: item.setZValue(target.z))

    def finish_animations(self) -> None:
        for item in self.cards.values():
            if item.is_animating():
                item.finish()

    def is_animating(self) -> bool:
        return any(item.is_animating() for item in self.cards.values())

    # ------------------------------------------------------------------ marks and hit testing
    def set_marks(
        self,
        *,
        selected: Card | None = None,
        partners: frozenset[Card] = frozenset(),
        hint: frozenset[Card] = frozenset(),
        focus: Card | str | None = None,
        pairs: frozenset[Card] = frozenset(),
        stock_hint: bool = False,
        wrong: frozenset[Card] = frozenset(),
        drop: Card | None = None,
    ) -> None:
        for card, item in self.cards.items():
            item.set_marks(
                selected=card == selected,
                partner=card in partners,
                hint=card in hint,
                focus=card == focus,
                pair=card in pairs,
                wrong=card in wrong,
                drop=card == drop,
            )
        self.stock_pile.set_focus_mark(focus == STOCK)
        self.stock_pile.set_hint_mark(stock_hint)
        marks = BoardMarks(selected, partners, hint, focus)
        if marks != self.marks:
            self.marks = marks
            self.contentChanged.emit()

    def hit(self, scene_pos: QPointF, ignored: Card | None = None) -> Card | str | None:
        """The card (or ``"stock"``) under a point: the topmost shown card but ``ignored``, else the stock place."""
        for item in self.items(scene_pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            shown = isinstance(item, CardItem) and item.isVisible() and item.opacity() > 0.5 and item.card != ignored
            if isinstance(item, CardItem) and shown and item.card_rect().contains(item.mapFromScene(scene_pos)):
                if self.position is not None and item.card in self.position.stock and not item.face_up:
                    return STOCK
                return item.card
            if item is self.stock_pile and self.stock_pile.boundingRect().contains(item.mapFromScene(scene_pos)):
                return STOCK
        return None

    def centre_of(self, key: Card | str, position: Position | None = None) -> QPointF:
        """The centre of a card or the stock on the board; with ``position``, where that position puts the card
        (the items may not have been moved there yet: a move is told to the play controller first)."""
        if key == STOCK:
            return self.stock_pile.sceneBoundingRect().center()
        assert isinstance(key, Card), key  # any key but the stock is a card
        item = self.cards[key]
        target = None if position is None else self.targets(position).get(key)
        if target is None:
            return item.mapToScene(item.card_rect().center())
        return self.to_scene(target.x + 0.5, target.y + self.geometry.aspect / 2)

    # ------------------------------------------------------------------ looks
    def set_high_contrast(self, on: bool) -> bool:
        """The stock's count in solid white (the felt is the caller's); whether it changed (then the cards must be
        drawn again)."""
        if on == self.high_contrast:
            return False
        self.high_contrast = on
        self.stock_pile.caption_item.set_colour(CAPTION_COLOR_HIGH_CONTRAST if on else CAPTION_COLOR)
        return True

    def set_felt(self, centre: QColor) -> None:
        """The table in ``centre``'s colour, darker towards the edges (the default green keeps its own edge)."""
        self.felt = felt_colours(centre)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt override)
        scene = self.sceneRect()
        gradient = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.75)
        gradient.setColorAt(0.0, self.felt[0])
        gradient.setColorAt(1.0, self.felt[1])
        painter.fillRect(rect, gradient)
