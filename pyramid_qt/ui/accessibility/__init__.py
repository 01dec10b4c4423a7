"""The window for screen readers: what is announced (:mod:`.announcer`, :mod:`.narrator`) and how the window wires
it and the board's accessible interfaces (:mod:`.window`; the interfaces themselves are the board's:
:mod:`pyramid_qt.ui.board.accessible`)."""
