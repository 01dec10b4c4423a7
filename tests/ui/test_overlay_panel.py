"""The overlay panel never cuts off a button, however long the texts and however narrow the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from pyramid_qt.ui.over_board.overlay_panel import OverlayPanel


def _noop() -> None:
    pass


@pytest.mark.parametrize("width", [1280, 800, 480])
def test_every_button_fits_inside_the_panel(qtbot, width):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(width, 600)
    host.show()
    panel = OverlayPanel(host, "testPanel")
    panel.title.setText("Terbukti tidak bisa tamat")
    texts = ["Urungkan", "Kembali ke langkah yang masih bisa menang", "Ulangi deal ini", "Tutup"]
    buttons = panel.set_buttons([(text, _noop) for text in texts])
    panel.popup()
    qtbot.waitUntil(lambda: all(button.isVisible() for button in buttons))
    qtbot.wait(0)
    for button in buttons:
        assert button.width() >= button.sizeHint().width(), button.text()
        assert panel.rect().contains(button.geometry()), button.text()
    assert panel.geometry().right() <= host.width()


class _NarrowFelt:
    """A board whose free felt is a strip 340 pixels wide along its right edge, the rest cards to keep in view."""

    def __init__(self, host: QWidget) -> None:
        self.host = host

    def keep_clear(self) -> list[QRect]:
        return [QRect(0, 0, self.host.width() - 340, self.host.height())]

    def may_cover(self) -> list[QRect]:
        return []


def test_a_strip_of_felt_narrower_than_a_button_is_not_taken(qtbot):
    """Seen in Indonesian at 1100x760: the panel took a narrow strip of free felt, and its widest button read "embali ke
    langkah yang masih bisa menar", cut at both ends."""
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1100, 760)
    host.show()
    panel = OverlayPanel(host, "testPanel", room=_NarrowFelt(host))
    panel.title.setText("Terbukti tidak bisa tamat")
    texts = ["Urungkan", "Kembali ke langkah yang masih bisa menang", "Ulangi deal ini", "Tutup"]
    buttons = panel.set_buttons([(text, _noop) for text in texts])
    assert max(button.sizeHint().width() for button in buttons) > 340 - 2 * 8 - 2 * 28  # wider than the strip holds
    panel.popup()
    qtbot.waitUntil(lambda: all(button.isVisible() for button in buttons))
    qtbot.wait(0)
    for button in buttons:
        assert button.width() >= button.sizeHint().width(), button.text()
        assert panel.rect().contains(button.geometry()), button.text()
    assert host.rect().contains(panel.geometry())
