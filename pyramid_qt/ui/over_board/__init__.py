"""What lies over the board: the panels (the end of a game, "Can I still win?") and where they go, the toast with
its passing messages, the pause's cover, and the window's holder of them all (window_panels)."""
