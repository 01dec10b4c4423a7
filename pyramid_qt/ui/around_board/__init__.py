"""What stands around the board in the window: the deal bar and the counters (status_widgets) and what they show of
the game (window_status), the scores, the status bar's wrapping message line (status_line), the toolbar fitted to
the window (toolbar_fit) and the row that wraps as words do (flow_layout)."""
