"""The player's language and our catalogues read without Qt, for what is said where Qt is not loaded or cannot load:
:mod:`.language` (the settings file's choice, the locale's language) and :mod:`.qm` (Qt's compiled catalogues).
:mod:`pyramid_qt.texts` uses them when no ``QCoreApplication`` exists; the window reads both through Qt.
"""
