"""The package's shape: no import cycle (deferred and type-only imports count), Qt only in the UI, imports inside
functions only at declared boundaries, one meaning per type name.  Folders are grouped by meaning, whatever their
size; a long module is listed (a warning, not a failure) as one to split by job."""

from __future__ import annotations

import ast
import re
import warnings
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "pyramid_qt"
MAX_LINES_PER_MODULE = 450  # past this a module usually does more than one job
QT_FREE = ("pyramid_qt.engine", "pyramid_qt.solver", "pyramid_qt.services", "pyramid_qt.translation")
# The modules that import inside functions, and why.  Everywhere else imports stand at the top; a part kept out of
# its importers' start-up is a package's lazy export (pyramid_qt/lazy.py: the solver, the statistics, the dialogs,
# the card-drawing code), which needs no import in a function.
DEFERRING = {
    "pyramid_qt.app": "Qt and the window only once the command line is read and the PySide6 workarounds applied",
    "pyramid_qt.command_line": "the settings file and the locale only when a message is said, Qt's translators only "
    "where an application exists already, the package metadata only for --version: it is read before Qt",
    "pyramid_qt.texts": "the catalogue's reader only when a message is said without Qt (the window reads it through "
    "Qt)",
    "pyramid_qt.qtcompat": "the workarounds import PySide6 only when a Qt entry point applies them",
    "pyramid_qt.qtcompat.none_refcount": "PySide6's version, read only when the workarounds are applied",
    "pyramid_qt.qt_start": "the system libraries and the message about them only once Qt's platform plugin failed "
    "to load",
    "pyramid_qt.single_instance": "QtNetwork only when a second copy hands over, and after the first frame",
    "pyramid_qt.handover": "QtNetwork only when a message is sent or the listener starts, socket only when a peer is "
    "checked; pwd on Unix only",
    "pyramid_qt.ui.accessibility.window": "the board's accessible interfaces only when an assistive tool first asks",
    "pyramid_qt.ui.unseen": "the solver's hidden-card module only for a game dealt with face-down cards (the window "
    "asks before its first frame)",
    "pyramid_qt.solver.api": "the search kernels, each loaded when the first search needs it",
    "pyramid_qt.solver.search.native": "a compiled kernel's pure twin, loaded for the searches it hands back",
    "pyramid_qt.solver.batch": "dask.distributed is an optional dependency (the cluster extra)",
    "pyramid_qt.solver.cli": "the labelling machinery and par only for the options that use them",
    "pyramid_qt.solver.labels": "a table lookup loads no search code; the labelling command line its machinery",
    "pyramid_qt.solver.difficulty": "multiprocessing only for a rating run",
    "pyramid_qt.ui.decks.deck_worker": "its own process: Qt and QtSvg only once the drawing passed the guard, "
    "resource and ctypes only where the platform has them",
}
BELOW_THE_UI = (*QT_FREE, "pyramid_qt.store")  # the store may use QtCore (QSettings), never the UI


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


MODULES = _modules()


def _imports(name: str, path: Path) -> set[str]:
    """Every pyramid_qt module this one imports: at the top, inside a function, or for type checking only (a cycle
    hidden behind ``TYPE_CHECKING`` is a cycle of design all the same)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    targets: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            base = node.module
            if node.level:
                package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
                for _ in range(node.level - 1):
                    package = package.rsplit(".", 1)[0]
                base = f"{package}.{node.module}"
            targets.add(base)
            targets.update(f"{base}.{alias.name}" for alias in node.names)
    return {target for target in targets if target in MODULES and target != name}


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def _cycle() -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(GRAPH[node]):
            # A package importing its own submodules (or a module its package) is not a cycle of design.
            if nxt.startswith(node + ".") or node.startswith(nxt + "."):
                continue
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for start in sorted(GRAPH):
        if start not in state and (found := visit(start)):
            return found
    return None


def test_no_import_cycle():
    assert _cycle() is None, " -> ".join(_cycle() or [])


def test_type_only_imports_are_edges_of_the_graph():
    """The window's parts import what they are given for type checking only: those edges are in the graph."""
    assert "pyramid_qt.ui.ports" in GRAPH["pyramid_qt.ui.game_flow"]  # under TYPE_CHECKING only
    assert "pyramid_qt.ui.main_window" not in GRAPH["pyramid_qt.ui.game_flow"]
    parts = ("game_flow", "assist", "assist.demo", "assist.review", "assist.deal_facts", "window_dialogs")
    for part in (f"pyramid_qt.ui.{name}" for name in parts):
        assert "pyramid_qt.ui.main_window" not in GRAPH[part], part


def long_modules() -> dict[str, int]:
    """The modules longer than :data:`MAX_LINES_PER_MODULE`, with their line counts."""
    return {
        name: lines
        for name, path in MODULES.items()
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES_PER_MODULE
    }


def test_long_modules_are_listed_to_split_by_job():
    """Length alone is no fault: a long module is named in the test run's warnings, to be split where it does more
    than one job (a split by count alone makes folders of leftovers)."""
    for name, lines in sorted(long_modules().items()):
        warnings.warn(f"{name}: {lines} lines (over {MAX_LINES_PER_MODULE}): split it by job", stacklevel=1)


@pytest.mark.parametrize("layer", BELOW_THE_UI)
def test_layers_below_the_ui_import_nothing_from_it(layer):
    for name, targets in GRAPH.items():
        if name.startswith(layer):
            assert not {t for t in targets if t.startswith(("pyramid_qt.ui", "pyramid_qt.qtcompat"))}, name


@pytest.mark.parametrize("layer", QT_FREE)
def test_plain_layers_use_no_qt(layer):
    for name, path in MODULES.items():
        if name.startswith(layer):
            assert "PySide6" not in path.read_text(encoding="utf-8"), name


def test_nothing_outside_the_tests_imports_from_them():
    root = PACKAGE.parent
    for folder in ("pyramid_qt", "tools", "bench", "packaging"):
        for path in (root / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
                if isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module]
                assert not any(name == "tests" or name.startswith("tests.") for name in names), path


def _imports_inside_functions(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return sorted(
        {
            inner.lineno
            for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            for inner in ast.walk(node)
            if isinstance(inner, (ast.Import, ast.ImportFrom))
        }
    )


def test_imports_inside_functions_only_at_declared_boundaries():
    deferring = {name: lines for name, path in MODULES.items() if (lines := _imports_inside_functions(path))}
    undeclared = {name: lines for name, lines in deferring.items() if name not in DEFERRING}
    assert not undeclared, "import at the top, or behind a package's lazy export (pyramid_qt/lazy.py)"
    assert set(DEFERRING) <= set(deferring), "a module no longer defers: take it off DEFERRING"


def test_the_translation_markers_are_defined_once_below_every_layer():
    """The engine, the store and the window mark texts with the same markers, from a module that belongs to none of
    them (a marker imported from the engine's options made the store and the window depend on the rule options)."""
    defined = {
        name
        for name, path in MODULES.items()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef) and node.name.startswith("QT_TRANSLATE")
    }
    assert defined == {"pyramid_qt.translation.marker"}


def _type_names(name: str) -> set[str]:
    """The classes and type aliases a module declares at its top."""
    found = set()
    for node in ast.parse(MODULES[name].read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ClassDef):
            found.add(node.name)
        elif isinstance(node, ast.Assign) and isinstance(node.value, (ast.BinOp, ast.Subscript)):
            names = [target.id for target in node.targets if isinstance(target, ast.Name)]
            found.update(n for n in names if n[:1].isupper() and not n.isupper())  # not a constant
    return found


def test_one_meaning_per_type_name_in_the_window_store_and_engine():
    """A type name read in the window, the store or the engine means one thing (the solver's compact steps and
    moves are its own, and never meet the window's)."""
    declared: dict[str, list[str]] = {}
    for name in MODULES:
        if name.startswith(("pyramid_qt.ui", "pyramid_qt.store", "pyramid_qt.engine")):
            for type_name in _type_names(name):
                declared.setdefault(type_name, []).append(name)
    assert {type_name: names for type_name, names in declared.items() if len(names) > 1} == {}


def test_the_window_speaks_to_assistive_tools_from_one_package():
    """Accessible interfaces and the events that tell a screen reader what changed live in ui/accessibility/ (a
    qtcompat workaround aside), so a reader finds all the window says to assistive tools in one place."""
    speaking = re.compile(r"\bQAccessible(Interface|Object|Widget|[A-Za-z]*Event)\b")
    outside = {
        name
        for name, path in MODULES.items()
        if name.startswith("pyramid_qt.ui.")
        and not name.startswith("pyramid_qt.ui.accessibility")
        and speaking.search(path.read_text(encoding="utf-8"))
    }
    assert outside == set()
