"""Render the Preferences and Statistics dialogs to PNG, in one language, for review and for the issue notes.

    python tools/dialog_shots.py --lang id --out /tmp      # writes /tmp/prefs_id.png and /tmp/stats_id.png

Runs offscreen on throw-away settings and statistics files (the player's own files are never touched); the
statistics are 54 scripted games over three rule sets, built with the test fixtures in ``tests/ui``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", choices=("en", "id"))
    parser.add_argument("--out", type=Path, default=Path("/tmp"))
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from pyramid_qt import i18n
    from pyramid_qt.engine.rules import RuleSet
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.store.stats import LOST
    from pyramid_qt.ui.dialogs.preferences import PreferencesDialog
    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog
    from tools.stats_fixtures import Played, many_games, scripted_store

    i18n.install_language(args.lang)
    with tempfile.TemporaryDirectory(prefix="dialog-shots-") as folder:
        work = Path(folder)
        settings = Settings(work / "pyramid-qt.ini")
        settings.set_rules(RuleSet.from_field("W1"))
        prefs = PreferencesDialog(settings)
        prefs.show()
        app.processEvents()
        prefs.adjustSize()
        app.processEvents()
        args.out.mkdir(parents=True, exist_ok=True)
        prefs_file = args.out / f"prefs_{args.lang}.png"
        prefs.grab().save(str(prefs_file))

        games = many_games(44, "N") + many_games(9, "W1") + [Played(5, "T", LOST, 300, 60, 12)]
        store = scripted_store(work / "statistics.sqlite3", games)
        stats = StatisticsDialog(store, current_rules_field="N")
        stats.show()
        app.processEvents()
        stats_file = args.out / f"stats_{args.lang}.png"
        stats.grab().save(str(stats_file))
        store.close()
    print(prefs_file, stats_file)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
