"""The declared import boundaries (pyramid_qt/lazy.py): importing a package loads none of its lazy exports' modules;
reading an export loads its module, once, and the value is the module's own."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pyramid_qt import lazy

ROOT = Path(__file__).resolve().parents[1]

PROBE = textwrap.dedent(
    """
    import importlib, json, sys
    package_name, export, module_name = sys.argv[1:]
    package = importlib.import_module(package_name)
    before = module_name in sys.modules
    value = getattr(package, export)
    module = sys.modules.get(module_name)
    own = value is module if export == module_name.rsplit(".", 1)[1] else value is getattr(module, export)
    print(json.dumps({"before": before, "after": module is not None, "own": own, "listed": export in dir(package)}))
    """
)


@pytest.mark.parametrize(
    ("package", "export", "module"),
    [
        ("pyramid_qt.solver", "find_par", "pyramid_qt.solver.par"),
        ("pyramid_qt.solver", "load_labels", "pyramid_qt.solver.labels"),
        ("pyramid_qt.store", "StatsStore", "pyramid_qt.store.stats"),
        ("pyramid_qt.store", "STATS_ERRORS", "pyramid_qt.store.stats_db"),
        ("pyramid_qt.ui.dialogs", "PreferencesDialog", "pyramid_qt.ui.dialogs.preferences"),
        ("pyramid_qt.ui.dialogs", "positions", "pyramid_qt.ui.dialogs.positions"),
        ("pyramid_qt.ui.decks", "DeckRenderer", "pyramid_qt.ui.decks.deck_renderer"),
        ("pyramid_qt.ui.decks", "kde_deck", "pyramid_qt.ui.decks.kde_deck"),
        ("pyramid_qt.ui.card_art", "Glyphs", "pyramid_qt.ui.card_art.glyphs"),
        ("pyramid_qt.ui", "Assist", "pyramid_qt.ui.assist"),
        ("pyramid_qt.ui", "window_dialogs", "pyramid_qt.ui.window_dialogs"),
        ("pyramid_qt.ui", "solver_jobs", "pyramid_qt.ui.solver_jobs"),
        ("pyramid_qt.ui", "end_panel", "pyramid_qt.ui.end_panel"),
        ("pyramid_qt.services", "deal_choice", "pyramid_qt.services.deal_choice"),
    ],
)
def test_an_export_loads_its_module_when_first_read(package: str, export: str, module: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, package, export, module],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {"before": False, "after": True, "own": True, "listed": True}


def test_a_name_not_exported_is_an_attribute_error() -> None:
    from pyramid_qt import store

    with pytest.raises(AttributeError, match="no attribute 'StatStore'"):
        _ = store.StatStore  # a misspelt name (typed object: the package's hook answers every name)


def test_a_read_export_is_kept_on_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    from pyramid_qt import solver
    from pyramid_qt.solver import history

    monkeypatch.delitem(vars(solver), "cached_verdict", raising=False)  # as if never read
    assert "cached_verdict" not in vars(solver)
    assert solver.cached_verdict is history.cached_verdict
    assert vars(solver)["cached_verdict"] is history.cached_verdict  # the next read is a plain attribute, no hook


def test_the_boundaries_use_one_mechanism() -> None:
    packages = ["pyramid_qt.solver", "pyramid_qt.store", "pyramid_qt.ui", "pyramid_qt.ui.dialogs"]
    for name in [*packages, "pyramid_qt.ui.card_art", "pyramid_qt.ui.decks"]:
        hook = vars(importlib.import_module(name))["__getattr__"]
        assert hook.__module__ == lazy.__name__, name
