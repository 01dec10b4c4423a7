"""What persisting one move costs on this machine: the window saves the game and updates the statistics row
after every move, on the GUI thread, so both must stay far below a frame.  Prints figures; asserts nothing.

    python bench/store_write_latency.py [moves]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.game import Game
from pyramid_qt.store.saved_game import SavedGameStore
from pyramid_qt.store.stats import StatsStore


def main(moves: int = 200) -> None:
    with tempfile.TemporaryDirectory() as folder:
        stats = StatsStore(Path(folder) / "statistics.sqlite3")
        saved = SavedGameStore(Path(folder) / "current-game.json")
        game = Game.from_code(DealCode(18))
        game_id = stats.start_game(game.code.text if game.code else None)
        save_ms: list[float] = []
        update_ms: list[float] = []
        for n in range(moves):
            legal = game.legal_moves()
            if not legal:
                game = Game.from_code(DealCode(18 + n))
                legal = game.legal_moves()
            game.play(legal[0])
            start = time.perf_counter()
            saved.save(game, float(n), stats_game_id=game_id, extra={"hints_used": 0})
            middle = time.perf_counter()
            stats.update_game(game_id, moves=game.moves, active_seconds=float(n), score=game.score)
            end = time.perf_counter()
            save_ms.append((middle - start) * 1000)
            update_ms.append((end - middle) * 1000)
        stats.close()
    for name, values in (("saved game (write+fsync+rename)", save_ms), ("stats update_game (WAL txn)", update_ms)):
        values.sort()
        print(
            f"{name:34s} median {statistics.median(values):6.2f} ms   p95 {values[int(len(values) * 0.95)]:6.2f} ms"
            f"   max {values[-1]:6.2f} ms   ({len(values)} moves)"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
