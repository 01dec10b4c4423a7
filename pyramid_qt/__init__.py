"""pyramid-qt: Pyramid Solitaire for the desktop."""

__version__ = "0.1.0"
APP_ID = "io.github.pyramid_qt.PyramidQt"
