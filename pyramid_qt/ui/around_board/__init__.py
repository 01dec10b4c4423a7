"""What lies around and over the board in the window: where a panel goes (panel_place), the notice that no card can be
removed any more (dead_end), the pause's cover (pause), the status bar's wrapping message line (status_line)."""
