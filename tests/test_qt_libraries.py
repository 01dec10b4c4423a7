"""What an ImportError from PySide6 becomes at the start (the real start without a library is tested end to end in
tests/system_libraries/test_system_libraries.py): one line naming the missing libraries, or, when none is missing,
the error itself — a failure that is not the system's to fix is not dressed up as one."""

from __future__ import annotations

import pytest

from pyramid_qt import qt_libraries
from pyramid_qt.system_libraries import missing_for_pyside


def test_nothing_is_missing_on_this_machine() -> None:
    assert missing_for_pyside(ImportError("cannot import name 'QFoo' from 'PySide6.QtGui'")) is None


@pytest.mark.parametrize(
    "message",
    [
        "cannot import name 'QFoo' from 'PySide6.QtGui'",
        "/usr/lib/libQt6Gui.so.6: undefined symbol: FT_Get_Color_Glyph_Layer",
        "No module named 'PySide6'",
    ],
)
def test_an_error_that_is_no_missing_library_is_raised_again(message: str) -> None:
    error = ImportError(message)
    with pytest.raises(ImportError) as raised:
        qt_libraries.pyside_failed(error, [])
    assert raised.value is error


@pytest.mark.parametrize(
    "message",
    [
        "/lib/x86_64-linux-gnu/libEGL.so.1: file too short",
        "libEGL.so.1: cannot open shared object file: No such file or directory",
        "/usr/lib64/libEGL.so.1: wrong ELF class: ELFCLASS32",
    ],
)
def test_a_library_the_loader_cannot_use_is_named_even_when_a_file_is_in_its_place(
    message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The loader's own words name it when the file is there but unusable (this machine's libEGL is fine, so the
    search finds nothing missing: the error's words are all there is)."""
    assert qt_libraries.pyside_failed(ImportError(message), ["--lang", "en"]) == qt_libraries.EXIT_MISSING_LIBRARIES
    err = capsys.readouterr().err
    assert err.startswith("pyramid-qt: the game cannot open its window: the system libraries libEGL.so.1 are missing")
    assert err.count("\n") == 1


def test_the_line_is_in_the_language_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    qt_libraries.pyside_failed(ImportError("libglib-2.0.so.0: cannot open shared object file"), ["--lang", "id"])
    assert capsys.readouterr().err.startswith("pyramid-qt: permainan tidak bisa membuka jendelanya: pustaka sistem ")
