"""The board: scene and view, layout in card units, card and pile items, animation speeds, the engine adapter,
the play controller (taps, keys, selection, focus)."""
