"""A game saved as versioned JSON: the start position, the played and undone moves, the counters, and whether the
player ended it (:meth:`Game.end_game`; older saves without the key were not).

Restoring replays the moves through the engine, so a save can never hold an illegal game, and the undo
history, redo list, score, move and undo counters all come back exactly.

Every number read back is checked (the file may be damaged or edited by hand): the counters must be integers from 0 to
:data:`MAX_COUNTER` (and ``moves`` at least the moves played), the time a finite number of seconds from 0 to
:data:`MAX_ELAPSED_SECONDS`.  A bad counter or time does not throw the game away: it is repaired to its default (the
moves played, 0 undos, 0 seconds) and named in the ``repaired`` list the caller passes, so the player can be told.  A
deal code whose deal is not the saved start position is dropped the same way (the game resumes as a custom position,
never under a code that would replay another deal).
"""

from __future__ import annotations

import json
import math
from typing import Any

from pyramid_qt.engine.deal import DealCode, DealCodeError
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.moves import IllegalMoveError, Move, MoveParseError
from pyramid_qt.engine.position import PositionError, format_position, parse_position
from pyramid_qt.engine.state import Position

FORMAT = "pyramid-qt-game"
VERSION = 1
MAX_COUNTER = 10_000_000
"""The largest move or undo count read back (a player making a move a second plays for four months)."""
MAX_ELAPSED_SECONDS = 10 * 365 * 24 * 3600.0
"""The longest playing time read back (ten years)."""


class SaveGameError(ValueError):
    """A saved game that cannot be read back; the message says why."""


def game_to_dict(game: Game, elapsed_seconds: float = 0.0) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "code": None if game.code is None else game.code.text,
        "start": format_position(game.start),
        "played": [str(move) for move in game.played_moves],
        "redo": [str(move) for move in game.redo_moves],
        # Which of played + redo the game made itself (Kings removed automatically): undone with the move before.
        "automatic": [index for index, automatic in enumerate(game.automatic) if automatic],
        "moves": game.moves,
        "undos": game.undos,
        "elapsed_seconds": elapsed_seconds,
        "ended_by_player": game.ended_by_player,
    }


def game_to_json(game: Game, elapsed_seconds: float = 0.0) -> str:
    return json.dumps(game_to_dict(game, elapsed_seconds), indent=1, ensure_ascii=False)


def game_from_dict(data: dict[str, Any], repaired: list[str] | None = None) -> tuple[Game, float]:
    """Rebuild a game and its elapsed seconds; raise :class:`SaveGameError`.

    Bad counters, time or code are repaired (see the module docstring); their keys are appended to
    ``repaired`` when it is given."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveGameError("not a pyramid-qt saved game")
    if data.get("version") != VERSION:
        raise SaveGameError(f"unsupported saved-game version {data.get('version')!r}")
    fixes: list[str] = [] if repaired is None else repaired
    try:
        code = None if data.get("code") is None else DealCode.parse(_text(data["code"]))
        start = parse_position(_text(data["start"]))
        if code is not None and Position.from_deal(code.deal(), code.rules, code.game) != start:
            code = None  # not this code's deal: resume the position, never under another deal's code
            fixes.append("code")
        game = Game(start, code)
        played = [Move.parse(_text(text)) for text in _list(data["played"])]
        redo = [Move.parse(_text(text)) for text in _list(data["redo"])]
        automatic = {index for index in _list(data.get("automatic", [])) if isinstance(index, int)}
        for index, move in enumerate(played + redo):
            game.play(move, automatic=index in automatic)
        for _ in range(sum(1 for index in range(len(played), len(played) + len(redo)) if index not in automatic)):
            game.undo()
        if data.get("ended_by_player") is True and not game.is_over:
            game.end_game()
    except (KeyError, TypeError, ValueError, DealCodeError, PositionError, MoveParseError) as error:
        raise SaveGameError(f"damaged saved game: {error}") from None
    except IllegalMoveError as error:
        raise SaveGameError(f"damaged saved game: illegal move {error.move} ({error.reason.value})") from None
    moves = bounded_int(data.get("moves"), len(played), MAX_COUNTER)
    undos = bounded_int(data.get("undos"), 0, MAX_COUNTER)
    elapsed = bounded_float(data.get("elapsed_seconds", 0.0), 0.0, MAX_ELAPSED_SECONDS)
    for key, value in (("moves", moves), ("undos", undos), ("elapsed_seconds", elapsed)):
        if value is None:
            fixes.append(key)
    game.restore_counters(len(played) if moves is None else moves, 0 if undos is None else undos)
    return game, 0.0 if elapsed is None else elapsed


def bounded_int(value: object, low: int, high: int) -> int | None:
    """``value`` if it is an integer (not a bool) from ``low`` to ``high``, else ``None``."""
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value if low <= value <= high else None


def bounded_float(value: object, low: float, high: float) -> float | None:
    """``value`` as a float if it is a finite number (not a bool) from ``low`` to ``high``, else ``None``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        number = float(value)
    except OverflowError:  # an integer too large for a float
        return None
    return number if math.isfinite(number) and low <= number <= high else None


def _text(value: object) -> str:
    """A text field (a number or a list in its place is damage, not something to convert)."""
    if not isinstance(value, str):
        raise TypeError(f"expected text, not {type(value).__name__}")
    return value


def _list(value: object) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError(f"expected a list, not {type(value).__name__}")
    return value


def game_from_json(text: str) -> tuple[Game, float]:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:  # JSONDecodeError; a 5000-digit number; deep nesting
        raise SaveGameError(f"damaged saved game: {error}") from None
    return game_from_dict(data)
