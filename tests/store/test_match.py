"""The Par Pyramid match's own file: kept across runs, a damaged one set aside (a new match starts, nothing else is
touched), a failed write leaving the file as it was."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from pyramid_qt.engine.scoring import Match
from pyramid_qt.store import match as match_module
from pyramid_qt.store.atomic import WriteFailed
from pyramid_qt.store.match import MATCH_DAMAGED, MATCH_NOT_SAVED, MATCH_UNREADABLE, MatchStore


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "par-match.json"


def test_a_match_round_trips(path: Path) -> None:
    MatchStore(path).save(Match((12, -7, 35)))
    store = MatchStore(path)
    assert store.load() == Match((12, -7, 35))
    assert store.problem is None


def test_no_file_is_a_new_match(path: Path) -> None:
    store = MatchStore(path)
    assert store.load() == Match()
    assert store.problem is None and not path.exists()


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b'{"format": "pyramid-qt-par-match", "version": 1, "scores": [1, 2, 3, 4, 5, 6, 7]}',
        b'{"format": "pyramid-qt-par-match", "version": 1, "scores": [1, true]}',
        b'{"format": "pyramid-qt-par-match", "version": 1, "scores": [51]}',
        b'{"format": "pyramid-qt-par-match", "version": 2, "scores": []}',
        b'{"format": "something else", "version": 1, "scores": []}',
        b"[]",
        b"\xff\xfe",
        b" " * 10_000,
    ],
)
def test_a_damaged_file_is_set_aside_and_a_new_match_starts(path: Path, content: bytes) -> None:
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    store = MatchStore(path)
    assert store.load() == Match()
    assert store.problem == MATCH_DAMAGED
    assert store.damaged_copy is not None and store.damaged_copy.read_bytes() == content  # kept for the player
    assert not path.exists()
    store.save(Match((3,)))
    assert MatchStore(path).load() == Match((3,))


def test_a_folder_in_its_place_is_unreadable_and_left_alone(path: Path) -> None:
    path.mkdir(parents=True)
    store = MatchStore(path)
    assert store.load() == Match()
    assert store.problem == MATCH_UNREADABLE
    assert path.is_dir()


def test_a_failed_write_leaves_the_file_and_says_so(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    MatchStore(path).save(Match((10,)))

    def full(target: Path, data: bytes) -> None:
        raise WriteFailed("disk_full", target, OSError(errno.ENOSPC, "No space left on device"))

    monkeypatch.setattr(match_module, "write_atomic", full)
    store = MatchStore(path)
    store.save(Match((10, 20)))
    assert store.problem == MATCH_NOT_SAVED
    monkeypatch.undo()
    assert MatchStore(path).load() == Match((10,))


def test_a_match_over_gives_way_to_a_new_one() -> None:
    match = Match()
    for score in (10, -5, 20, 0, -30, 6):
        assert not match.over
        match = match.plus(score)
    assert match.over and match.total == 1 and match.makes_par
    assert match.game_in_play == 1
    assert match.plus(-3) == Match((-3,))
