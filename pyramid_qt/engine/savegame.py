"""A game saved as versioned JSON: the start position, the played and undone moves, and the counters.

Restoring replays the moves through the engine, so a save can never hold an illegal game, and the undo
history, redo list, score, move and undo counters all come back exactly.
"""

from __future__ import annotations

import json
from typing import Any

from pyramid_qt.engine.deal import DealCode, DealCodeError
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.moves import IllegalMoveError, Move, MoveParseError
from pyramid_qt.engine.position import PositionError, format_position, parse_position

FORMAT = "pyramid-qt-game"
VERSION = 1


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
        "moves": game.moves,
        "undos": game.undos,
        "elapsed_seconds": elapsed_seconds,
    }


def game_to_json(game: Game, elapsed_seconds: float = 0.0) -> str:
    return json.dumps(game_to_dict(game, elapsed_seconds), indent=1, ensure_ascii=False)


def game_from_dict(data: dict[str, Any]) -> tuple[Game, float]:
    """Rebuild a game and its elapsed seconds; raise :class:`SaveGameError`."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveGameError("not a pyramid-qt saved game")
    if data.get("version") != VERSION:
        raise SaveGameError(f"unsupported saved-game version {data.get('version')!r}")
    try:
        code = None if data.get("code") is None else DealCode.parse(str(data["code"]))
        game = Game(parse_position(str(data["start"])), code)
        played = [Move.parse(str(text)) for text in data["played"]]
        redo = [Move.parse(str(text)) for text in data["redo"]]
        for move in played + redo:
            game.play(move)
        for _ in redo:
            game.undo()
        game.restore_counters(int(data["moves"]), int(data["undos"]))
        elapsed = float(data.get("elapsed_seconds", 0.0))
    except (KeyError, TypeError, ValueError, DealCodeError, PositionError, MoveParseError) as error:
        raise SaveGameError(f"damaged saved game: {error}") from None
    except IllegalMoveError as error:
        raise SaveGameError(f"damaged saved game: illegal move {error.move} ({error.reason.value})") from None
    return game, elapsed


def game_from_json(text: str) -> tuple[Game, float]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveGameError(f"damaged saved game: {error}") from None
    return game_from_dict(data)
