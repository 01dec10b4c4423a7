"""The game in progress on disk: round trip, atomic replacement, damaged files and a full disk."""

from __future__ import annotations

import errno
import json
import os
import signal
import tempfile
from pathlib import Path

import pytest

from pyramid_qt.store import user_files as paths
from pyramid_qt.store.atomic import WriteFailed
from pyramid_qt.store.saved_game import LOAD_DAMAGED, LOAD_UNREADABLE, GameExtras, SavedGameStore
from tests.helpers.store import game_with_history, read_marker_lines, spawn_python


@pytest.fixture
def store(tmp_path: Path) -> SavedGameStore:
    return SavedGameStore(tmp_path / "data" / "current-game.json")


def test_default_path_follows_xdg_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "elsewhere"))
    assert SavedGameStore().path == tmp_path / "elsewhere" / "pyramid-qt" / "current-game.json"
    assert paths.saved_game_file() == SavedGameStore().path


def test_nothing_saved_loads_none(store: SavedGameStore) -> None:
    assert store.load() is None
    assert store.load_problem is None
    assert not store.path.parent.exists()  # looking does not create folders


def test_round_trip_keeps_history_counters_stats_id_and_extra(store: SavedGameStore) -> None:
    game = game_with_history(played=6, undone=2)
    store.save(game, 83.5, stats_game_id=42, extras=GameExtras(hints_used=2, checks_used=1))

    saved = store.load()

    assert saved is not None
    assert saved.game.position == game.position
    assert saved.game.played_moves == game.played_moves
    assert saved.game.redo_moves == game.redo_moves
    assert (saved.game.moves, saved.game.undos, saved.game.score) == (game.moves, game.undos, game.score)
    assert saved.game.code == game.code
    assert saved.elapsed_seconds == 83.5
    assert saved.stats_game_id == 42
    assert saved.extras == GameExtras(hints_used=2, checks_used=1)
    assert saved.saved_at is not None and saved.saved_at.endswith("+00:00")


def test_save_replaces_the_file_by_rename_and_leaves_no_temp_files(store: SavedGameStore) -> None:
    store.save(game_with_history(2, 0), 1.0)
    first_inode = os.stat(store.path).st_ino
    store.save(game_with_history(4, 0), 2.0)

    assert os.stat(store.path).st_ino != first_inode  # a new file renamed over, never rewritten in place
    assert sorted(p.name for p in store.path.parent.iterdir()) == ["current-game.json"]
    saved = store.load()
    assert saved is not None and saved.game.moves == 4


def test_clear_removes_the_save(store: SavedGameStore) -> None:
    store.save(game_with_history(), 5.0)
    store.clear()
    assert store.load() is None
    store.clear()  # clearing twice is fine


@pytest.mark.parametrize(
    "content",
    [
        b"\x00\xffnot json at all",
        b'{"format": "something else"}',
        b'{"format": "pyramid-qt-current-game", "version": 99, "game": {}}',
        b'{"format": "pyramid-qt-current-game", "version": 1, "stats_game_id": "x", "game": {}}',
    ],
    ids=["garbage", "other-format", "future-version", "bad-stats-id"],
)
def test_damaged_file_is_moved_aside_and_reported(store: SavedGameStore, content: bytes) -> None:
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(content)

    assert store.load() is None

    assert store.load_problem == LOAD_DAMAGED
    assert store.damaged_copy is not None
    assert store.damaged_copy.name.startswith("current-game.json.damaged-")
    assert store.damaged_copy.read_bytes() == content  # kept for the player, byte for byte
    assert not store.path.exists()
    store.save(game_with_history(), 1.0)  # and a new game can be saved afterwards
    assert store.load() is not None and store.load_problem is None


def test_a_save_with_an_illegal_move_is_damaged(store: SavedGameStore) -> None:
    store.save(game_with_history(3, 0), 1.0)
    document = json.loads(store.path.read_text("utf-8"))
    document["game"]["played"].append("KS")  # K♠ was already removed: replaying it must fail
    store.path.write_text(json.dumps(document), "utf-8")

    assert store.load() is None
    assert store.load_problem == LOAD_DAMAGED


def test_a_folder_in_place_of_the_file_is_reported_not_crashed(store: SavedGameStore) -> None:
    store.path.mkdir(parents=True)
    assert store.load() is None
    assert store.load_problem == LOAD_UNREADABLE
    with pytest.raises(WriteFailed):
        store.save(game_with_history(), 1.0)
    assert store.path.is_dir()


def test_leftover_temp_file_from_a_killed_save_is_swept(store: SavedGameStore) -> None:
    store.save(game_with_history(), 1.0)
    leftover = store.path.with_name(".current-game.json.abc123.tmp")
    leftover.write_bytes(b'{"half": ')

    assert store.load() is not None
    assert not leftover.exists()


@pytest.mark.parametrize("failing", ["fsync", "mkstemp"])
def test_full_disk_keeps_the_previous_save(
    store: SavedGameStore, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    store.save(game_with_history(2, 0), 10.0)
    before = store.path.read_bytes()

    def disk_full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os if failing == "fsync" else tempfile, failing, disk_full)
    with pytest.raises(WriteFailed) as raised:
        store.save(game_with_history(5, 0), 20.0)
    monkeypatch.undo()

    assert raised.value.key == "disk_full"
    assert isinstance(raised.value, OSError) and raised.value.errno == errno.ENOSPC
    assert store.path.read_bytes() == before
    assert sorted(p.name for p in store.path.parent.iterdir()) == ["current-game.json"]
    saved = store.load()
    assert saved is not None and saved.game.moves == 2 and saved.elapsed_seconds == 10.0


def test_file_size_limit_in_a_child_keeps_the_previous_save(store: SavedGameStore) -> None:
    """A real short write (RLIMIT_FSIZE makes write() fail with EFBIG) rather than a monkeypatched one."""
    store.save(game_with_history(1, 0), 1.0)
    before = store.path.read_bytes()
    child = spawn_python(
        f"""
import resource, signal
from pyramid_qt.store.atomic import WriteFailed
from pyramid_qt.store.saved_game import SavedGameStore
from tests.helpers.store import game_with_history
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (64, resource.RLIM_INFINITY))
try:
    SavedGameStore(__import__("pathlib").Path({str(store.path)!r})).save(game_with_history(8, 0), 99.0)
except WriteFailed as error:
    print(error.key)
"""
    )
    out, err = child.communicate(timeout=60)
    assert child.returncode == 0, err
    assert out.strip() == "disk_full"
    assert store.path.read_bytes() == before


def test_sigkill_during_saves_leaves_a_loadable_game(store: SavedGameStore) -> None:
    child = spawn_python(
        f"""
from pathlib import Path
from pyramid_qt.store.saved_game import SavedGameStore
from tests.helpers.store import game_with_history
store = SavedGameStore(Path({str(store.path)!r}))
games = [game_with_history(n, 0) for n in range(1, 9)]
n = 0
while True:
    store.save(games[n % len(games)], float(n), stats_game_id=n)
    print(n)
    n += 1
"""
    )
    try:
        read_marker_lines(child, 40)
    finally:
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=60)

    saved = store.load()
    assert store.load_problem is None
    assert saved is not None
    assert saved.stats_game_id is not None and saved.stats_game_id >= 39
    assert saved.game.moves == saved.stats_game_id % 8 + 1
    assert [p.name for p in store.path.parent.iterdir()] == ["current-game.json"]


def test_a_read_only_data_folder_keeps_the_previous_save(store: SavedGameStore, make_read_only) -> None:
    store.save(game_with_history(2, 0), 3.0)
    before = store.path.read_bytes()
    make_read_only(store.path.parent)

    with pytest.raises(WriteFailed) as raised:
        store.save(game_with_history(4, 0), 4.0)

    assert raised.value.key == "permission_denied"
    assert store.path.read_bytes() == before
    saved = store.load()
    assert saved is not None and saved.game.moves == 2
