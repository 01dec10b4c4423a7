"""Fuzz the saved game: whatever ``current-game.json`` holds, loading gives a sound game or ``None``.

Inputs: real saves of played games (any rules, mid-game, with undone moves) with their values replaced (numbers of
every size and kind, NaN, text, lists, nesting), keys dropped, or their text cut and spliced, plus raw bytes.  A
load must give either ``None`` (damaged, moved aside) or a game whose counters and time are sound numbers, which
the session then saves and records without an error; anything else is a traceback, counted and shrunk.
"""

from __future__ import annotations

import json
import math
import random
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from pyramid_qt.engine import DealCode, Game
from pyramid_qt.engine.savegame import MAX_COUNTER, MAX_ELAPSED_SECONDS
from pyramid_qt.services.session import _counters
from pyramid_qt.store.saved_game import LOAD_DAMAGED, LOAD_REPAIRED, GameExtras, SavedGameStore
from tests.fuzz.harness import TALLY, check, fuzz_settings
from tests.fuzz.strategies import ALL_RULES, NASTY, mutated

VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    -5,
    1,
    2**31,
    2**63,
    2**64,
    10**400,
    1e400,
    -1e400,
    float("nan"),
    1e-300,
    2.5,
    "",
    "many",
    "nan",
    "inf",
    "5",
    "PY1-N-AAAAAAS",
    [],
    [1, 2],
    {},
    {"a": 1},
    "9" * 5000,
    *NASTY,
]
KEYS = [
    ("game", "moves"),
    ("game", "undos"),
    ("game", "elapsed_seconds"),
    ("game", "code"),
    ("game", "start"),
    ("game", "played"),
    ("game", "redo"),
    ("game", "format"),
    ("game", "version"),
    (None, "stats_game_id"),
    (None, "extra"),
    ("extra", "hints_used"),
    ("extra", "checks_used"),
    ("extra", "hints"),  # saves written up to 0.1.0
    ("extra", "checks"),
    ("extra", "label"),
    ("extra", "rewinds_used"),
    ("extra", "demo_moves"),
    ("extra", "assisted"),  # saves written before the result model
    ("extra", "daily"),
    ("extra", "reviewed"),
    ("extra", "practice"),
    (None, "format"),
    (None, "version"),
    (None, "game"),
    (None, "saved_at"),
]


@st.composite
def saved_documents(draw: st.DrawFn) -> dict[str, Any]:
    rules = draw(st.sampled_from(ALL_RULES))
    game = Game.from_code(DealCode(draw(st.integers(1, 20000)), rules))
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 40))):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
    for _ in range(draw(st.integers(0, 3))):
        if game.can_undo:
            game.undo()
    with tempfile.TemporaryDirectory(prefix="fuzz-save-") as folder:
        store = SavedGameStore(Path(folder) / "current-game.json")
        store.save(
            game, draw(st.floats(0, 1e5)), draw(st.one_of(st.none(), st.integers(1, 10**6))), GameExtras(hints_used=1)
        )
        return json.loads(store.path.read_text(encoding="utf-8"))


@st.composite
def damaged_documents(draw: st.DrawFn) -> dict[str, Any]:
    document = draw(saved_documents())
    for _ in range(draw(st.integers(1, 4))):
        section, key = draw(st.sampled_from(KEYS))
        target = document if section is None else document.get(section)
        if not isinstance(target, dict):
            continue
        if draw(st.booleans()):
            target[key] = draw(st.sampled_from(VALUES))
        else:
            target.pop(key, None)
    return document


def saved_bytes() -> st.SearchStrategy[bytes]:
    as_text = damaged_documents().map(lambda document: json.dumps(document, ensure_ascii=False))
    return st.one_of(
        as_text.map(lambda text: text.encode("utf-8", "surrogatepass")),
        as_text.map(lambda text: text.encode("utf-8", "surrogatepass")),
        mutated(saved_documents().map(json.dumps)).map(lambda text: text.encode("utf-8", "surrogatepass")),
        st.integers(1, 300_000).map(lambda depth: b'{"format": ' + b"[" * depth + b"]" * depth + b"}"),
        st.binary(max_size=400),
    )


def _load(data: bytes) -> None:
    with tempfile.TemporaryDirectory(prefix="fuzz-load-") as folder:
        _load_in(data, Path(folder))


def _load_in(data: bytes, folder: Path) -> None:
    store = SavedGameStore(folder / "current-game.json")
    store.path.write_bytes(data)
    saved = store.load()
    if saved is None:
        assert store.load_problem == LOAD_DAMAGED
        TALLY["saved game: moved aside"] += 1
        return
    TALLY["saved game: " + ("repaired" if store.load_problem == LOAD_REPAIRED else "loaded")] += 1
    game = saved.game
    assert 0 <= game.undos <= MAX_COUNTER and len(game.played_moves) <= game.moves <= MAX_COUNTER
    assert math.isfinite(saved.elapsed_seconds) and 0 <= saved.elapsed_seconds <= MAX_ELAPSED_SECONDS
    assert saved.stats_game_id is None or 1 <= saved.stats_game_id < 2**63
    if game.code is not None:
        assert Game.from_code(game.code).start == game.start
    counters = _counters(game, saved.elapsed_seconds, saved.extras)  # what the session writes to SQLite
    assert all(isinstance(value, (int, float)) and math.isfinite(value) for value in counters.values())
    assert all(
        0 <= counters[name] < 2**63
        for name in ("moves", "undos", "hints_used", "checks_used", "rewinds_used", "demo_moves")
    )
    store.save(game, saved.elapsed_seconds, saved.stats_game_id, saved.extras)  # and saves it again
    assert store.load() is not None and store.load_problem is None


@fuzz_settings()
@given(saved_bytes())
def test_any_saved_game_loads_as_a_sound_game_or_is_moved_aside(data: bytes) -> None:
    check("saved game", lambda: _load(data))
