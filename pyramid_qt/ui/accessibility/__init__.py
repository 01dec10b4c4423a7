"""The window for screen readers: what is announced (:mod:`.announcer`, :mod:`.narrator`) in which words
(:mod:`.spoken`), the board as assistive tools see it (:mod:`.board_access`, :mod:`.board_interfaces`), and how the
window wires them (:mod:`.window`)."""
