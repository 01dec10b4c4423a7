"""The environment the tests run Qt in: the offscreen platform at scale 1, whatever the desktop session says.

A desktop session sets ``QT_QPA_PLATFORM=xcb`` (or ``wayland``), a platform theme, a scale factor: taken over by the
test process, they opened real windows on the player's screen and sized them by that screen.
``.ci/real-x-check`` stays the one place that uses a display.
"""

from __future__ import annotations

from collections.abc import MutableMapping

PLATFORM = "offscreen"
DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY")
"""Removed too, so that a subprocess started with an environment of its own cannot reach a screen either."""
QT_LOOK_VARIABLES = (
    "QT_QPA_PLATFORMTHEME",
    "QT_STYLE_OVERRIDE",
    "QT_SCALE_FACTOR",
    "QT_SCREEN_SCALE_FACTORS",
    "QT_ENABLE_HIGHDPI_SCALING",
    "QT_SCALE_FACTOR_ROUNDING_POLICY",
    "QT_FONT_DPI",
    "QT_DEVICE_PIXEL_RATIO",
    "QT_AUTO_SCREEN_SCALE_FACTOR",
)
"""Qt's variables that change the look or the size of widgets (a theme's fonts, a 2x scale)."""
LOCALE = "C.UTF-8"
"""The system locale the tests see: under an Indonesian session the window came up in Indonesian (the "system"
language), its taller toolbar moving the board; a test that wants Indonesian installs it."""


def force_offscreen(environ: MutableMapping[str, str]) -> None:
    """Qt on the offscreen platform, with no display, theme, scale or language taken from the session."""
    environ["QT_QPA_PLATFORM"] = PLATFORM
    environ["LC_ALL"] = LOCALE
    for name in (*DISPLAY_VARIABLES, *QT_LOOK_VARIABLES, "LANGUAGE"):
        environ.pop(name, None)
