"""pyramid-qt: Pyramid Solitaire for the desktop."""

from pyramid_qt.qt_refcount import immortalise_singletons

__version__ = "0.1.0"
APP_ID = "io.github.pyramid_qt.PyramidQt"

# PySide6 6.12 on CPython 3.11 drops a reference to None/True/False on every void call and aborts the
# interpreter after a few thousand; any module of ours may be the first to touch Qt, so fix it here, once.
immortalise_singletons()
