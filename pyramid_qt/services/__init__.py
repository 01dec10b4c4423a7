"""Qt-free services the window uses: choosing deals, the game session (save + statistics), solver questions."""
