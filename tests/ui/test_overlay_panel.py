"""The overlay panel never cuts off a button, however long the texts and however narrow the window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from pyramid_qt.ui.overlay_panel import OverlayPanel


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
