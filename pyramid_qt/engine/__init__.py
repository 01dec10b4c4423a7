"""The rules of Pyramid Solitaire in plain Python (no Qt): cards, rule sets, deals, positions and games."""

from pyramid_qt.engine.cards import Card, Suit
from pyramid_qt.engine.deal import Deal, DealCode, DealCodeError, DealLabel, parse_deal_input
from pyramid_qt.engine.game import Game, Step
from pyramid_qt.engine.moves import DRAW, RECYCLE, IllegalMoveError, Move, MoveKind, Refusal
from pyramid_qt.engine.position import PositionError, format_position, parse_position
from pyramid_qt.engine.rules import PRESETS, RulesError, RuleSet, TalonStart
from pyramid_qt.engine.state import Area, Location, Position, Status

__all__ = [
    "DRAW",
    "PRESETS",
    "RECYCLE",
    "Area",
    "Card",
    "Deal",
    "DealCode",
    "DealCodeError",
    "DealLabel",
    "Game",
    "IllegalMoveError",
    "Location",
    "Move",
    "MoveKind",
    "Position",
    "PositionError",
    "Refusal",
    "RuleSet",
    "RulesError",
    "Status",
    "Step",
    "Suit",
    "TalonStart",
    "format_position",
    "parse_deal_input",
    "parse_position",
]
