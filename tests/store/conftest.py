"""Fixtures for the store tests."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest


@pytest.fixture
def make_read_only() -> Iterator[Callable[[Path], None]]:
    """Make a folder read-only for this process: mode 0555, or for root (who ignores modes) the immutable
    attribute, which forbids creating, deleting and renaming entries even for root.  Undone at teardown."""
    locked: list[tuple[Path, str]] = []

    def lock(folder: Path) -> None:
        if os.geteuid() != 0:
            folder.chmod(0o555)
            locked.append((folder, "chmod"))
            return
        done = subprocess.run(["chattr", "+i", str(folder)], capture_output=True, check=False)
        if done.returncode != 0:
            pytest.skip(f"cannot make a folder read-only as root here: {done.stderr.decode().strip()}")
        locked.append((folder, "chattr"))

    yield lock
    for folder, how in reversed(locked):
        if how == "chmod":
            folder.chmod(0o755)
        else:
            subprocess.run(["chattr", "-i", str(folder)], check=True)
