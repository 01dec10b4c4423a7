"""Shared test set-up: Qt offscreen whatever the environment says, and every platformdirs location redirected into a
temporary folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from pyramid_qt import qtcompat
from tests.helpers.option_registry import family_m, kings_late  # noqa: F401 (fixtures: a throw-away option and family)
from tests.helpers.packaging import native_kernel
from tests.helpers.qt_environment import force_offscreen

force_offscreen(os.environ)  # before any Qt call
qtcompat.apply()  # the PySide6 workarounds, before any Qt call, as the app does


def pytest_report_header() -> str:
    """Which solver kernels these tests run: the compiled one is built only where a C compiler was (setup.py)."""
    return f"compiled solver kernel: {native_kernel()[1]}"


@pytest.fixture(autouse=True)
def _isolated_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path_factory.mktemp("home")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(name, str(home / name.lower()))
    # The system's data folders neither: KDE's card decks installed in /usr/share/carddecks must not change a test.
    shared = home / "xdg_data_dirs"
    shared.mkdir()
    monkeypatch.setenv("XDG_DATA_DIRS", str(shared))
    runtime = home / "run"  # the hand-over socket's folder: short (a socket path has ~100 bytes), owner-only
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    yield home


@pytest.fixture
def restore_language(qapp) -> Iterator[None]:
    """``i18n`` keeps the installed translators and the language in module state: put both back afterwards,
    so later tests see the untranslated English sources exactly as before."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from pyramid_qt import i18n

    previous = i18n.current_language()
    previous_locale = QLocale()
    yield
    if previous is None:
        i18n.uninstall_language()
    else:
        i18n.install_language(previous)
    QLocale.setDefault(previous_locale)
    QCoreApplication.processEvents()  # deliver the LanguageChange now, not in the next test
