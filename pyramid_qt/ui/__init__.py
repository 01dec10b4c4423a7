"""The Qt desktop front end.  Importing it applies the PySide6 workarounds (see :mod:`pyramid_qt.qtcompat`)."""

from pyramid_qt import qtcompat

qtcompat.apply()
