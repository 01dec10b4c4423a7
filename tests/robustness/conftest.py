"""Fixtures for the robustness tests: the i18n state put back after a run that switched languages."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from pyramid_qt import i18n


@pytest.fixture
def restore_language(qapp) -> Iterator[None]:
    """``i18n`` keeps the installed translators and the language in module state: put both back afterwards,
    so later tests see the untranslated English sources exactly as before."""
    previous = i18n.current_language()
    previous_locale = QLocale()
    yield
    if previous is None:
        for translator in i18n._installed:
            qapp.removeTranslator(translator)
        i18n._installed.clear()
        i18n._current = None
    else:
        i18n.install_language(previous)
    QLocale.setDefault(previous_locale)
    QCoreApplication.processEvents()
