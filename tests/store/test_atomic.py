"""Atomic writes and the sweep of the temporary files a killed writer leaves behind."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyramid_qt.store.atomic import TEMP_SUFFIX, WriteFailed, sweep_temp_files, temp_prefix, write_atomic


def test_sweep_removes_only_this_files_leftovers(tmp_path: Path):
    target = tmp_path / "current-game.json"
    target.write_text("{}", encoding="utf-8")
    prefix = temp_prefix(target)
    leftovers = [tmp_path / f"{prefix}abc123{TEMP_SUFFIX}", tmp_path / f"{prefix}{TEMP_SUFFIX}"]
    kept = [
        target,
        tmp_path / f"{prefix}abc123.json",  # not a temporary file
        tmp_path / f".statistics.sqlite3.abc{TEMP_SUFFIX}",  # another file's leftover
        tmp_path / f"x{prefix}abc{TEMP_SUFFIX}",  # the prefix is not at the start
    ]
    for path in leftovers + kept[1:]:
        path.write_bytes(b"partial")
    (tmp_path / f"{prefix}folder{TEMP_SUFFIX}").mkdir()  # only files are swept

    assert sorted(sweep_temp_files(target)) == sorted(leftovers)
    assert all(not path.exists() for path in leftovers)
    assert all(path.exists() for path in kept)
    assert (tmp_path / f"{prefix}folder{TEMP_SUFFIX}").is_dir()


def test_sweep_of_a_missing_folder_removes_nothing(tmp_path: Path):
    assert sweep_temp_files(tmp_path / "absent" / "current-game.json") == []


def test_write_atomic_replaces_the_file_and_leaves_no_temporary(tmp_path: Path):
    target = tmp_path / "sub" / "file.json"
    write_atomic(target, b"first")
    write_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json"]


def test_a_failed_write_leaves_the_old_content(tmp_path: Path, monkeypatch):
    target = tmp_path / "file.json"
    write_atomic(target, b"old")

    def full_disk(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("pyramid_qt.store.atomic.os.replace", full_disk)
    with pytest.raises(WriteFailed) as caught:
        write_atomic(target, b"new")
    assert caught.value.key == "disk_full"
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.json"]
