"""Bounded, non-blocking reads of files anyone may have put there (every file read bounded in size and never
blocking).  A FIFO is refused without waiting for a writer, a link to /dev/zero without reading it, a large
file by its size; what a file holds comes back whole."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pyramid_qt.safe_files import NotRegularFile, TooLarge, read_regular, regular_size


def test_a_regular_file_comes_back_whole(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes(b"x" * 100_000)
    assert read_regular(path, 100_000) == b"x" * 100_000
    assert regular_size(path) == 100_000
    link = tmp_path / "link"
    link.symlink_to(path)
    assert read_regular(link, 100_000) == b"x" * 100_000  # a link to a file is that file


def test_a_fifo_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(NotRegularFile):
        read_regular(fifo, 1024)  # Path.read_bytes() waits here for a writer that never comes
    with pytest.raises(NotRegularFile):
        regular_size(fifo)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_link_to_a_device_is_refused_unread(tmp_path: Path, device: str) -> None:
    link = tmp_path / "index.desktop"
    link.symlink_to(device)
    with pytest.raises(NotRegularFile):
        read_regular(link, 1 << 20)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        read_regular(tmp_path, 1024)


def test_a_file_over_the_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big"
    path.write_bytes(b"x" * 1025)
    with pytest.raises(TooLarge):
        read_regular(path, 1024)
    assert isinstance(TooLarge(path, 1), OSError) and isinstance(NotRegularFile(path), OSError)


def test_a_file_that_hides_its_size_stops_at_the_limit() -> None:
    """Files of /proc say they are empty and are not: the limit holds while reading, not only before."""
    with pytest.raises(TooLarge):
        read_regular("/proc/self/maps", 16)
    assert read_regular("/proc/self/stat", 4096).startswith(str(os.getpid()).encode())
