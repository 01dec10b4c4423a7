"""Reading what the loader reads from an ELF library."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramid_qt.system_libraries.elf import read_dynamic
from tests.fuzz.harness import fuzz_settings
from tests.helpers.system_libraries import qt_xcb_plugin


def test_the_plugin_is_read_as_the_loader_reads_it() -> None:
    plugin = read_dynamic(qt_xcb_plugin())
    assert plugin is not None
    assert "libQt6XcbQpa.so.6" in plugin.needed and "libxcb-icccm.so.4" in plugin.needed
    assert plugin.runpath == ("$ORIGIN/../../lib",)
    assert plugin.word_size == (2 if struct.calcsize("P") == 8 else 1)


@pytest.mark.parametrize("content", [b"", b"\x7fELF", b"#!/bin/sh\necho\n", b"\x7fELF\x02\x01\x01" + b"\0" * 100])
def test_what_is_not_a_library_reads_as_none(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "libfake.so.1"
    path.write_bytes(content)
    assert read_dynamic(path) is None
    assert read_dynamic(tmp_path / "absent.so") is None
    assert read_dynamic(tmp_path) is None  # a folder


@fuzz_settings()
@given(st.data())
def test_a_damaged_library_reads_as_none_or_as_a_library(data: st.DataObject) -> None:
    """Any bytes in place of the plugin's header (the first 4 KiB, where the tables the reader follows begin) give
    a result or None, never an exception or a hang."""
    original = HEADER_BYTES.setdefault("plugin", qt_xcb_plugin().read_bytes()[:4096])
    damaged = bytearray(original)
    for _ in range(data.draw(st.integers(1, 16))):
        index = data.draw(st.integers(0, len(damaged) - 1))
        damaged[index] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(0, len(damaged)))
    path = Path(os.environ["XDG_CACHE_HOME"]) / "damaged.so"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(damaged[:cut]))
    result = read_dynamic(path)
    assert result is None or all(isinstance(name, str) for name in result.needed)


HEADER_BYTES: dict[str, bytes] = {}
