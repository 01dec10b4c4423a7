"""Every Python example in docs/ runs as it is written there, so a page cannot drift from the code.

The examples are read out of the Markdown files (each ```python block, named by the heading above it) and executed:
the window's start-up as a script of its own (it makes the QApplication), and the declarations of an action and of
a preference in the namespace of the module they belong in, where each must come out equal to the declaration the
module really has (the pages show real declarations, not invented ones)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"


def python_examples(page: Path) -> dict[str, str]:
    """The ```python blocks of ``page`` by the heading they stand under (one block a heading)."""
    examples: dict[str, str] = {}
    heading = ""
    lines = iter(page.read_text(encoding="utf-8").splitlines())
    for line in lines:
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
        elif line.strip() == "```python":
            block = []
            for inner in lines:
                if inner.strip() == "```":
                    break
                block.append(inner)
            assert heading not in examples, f"{page.name}: two examples under {heading!r}"
            examples[heading] = "\n".join(block) + "\n"
    return examples


def all_examples() -> dict[tuple[str, str], str]:
    return {
        (page.name, heading): code
        for page in sorted(DOCS.glob("*.md"))
        for heading, code in python_examples(page).items()
    }


def declared(code: str, module: Any) -> tuple[str, Any]:
    """What the one assignment of ``code`` declares, executed in a copy of ``module``'s namespace."""
    namespace = dict(vars(module))
    names = re.findall(r"^(\w+) = ", code, re.MULTILINE)
    assert len(names) == 1, names
    exec(compile(code, f"<{module.__name__} example>", "exec"), namespace)
    return names[0], namespace[names[0]]


def run_window_start(code: str, tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(tmp_path / name.lower())
    check = "\nassert window.isVisible() and window.game is not None\nprint('dealt', window.game.code.text)\n"
    result = subprocess.run(
        [sys.executable, "-c", code + check], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert re.search(r"^dealt PY1-N-[A-Z]{7}$", result.stdout, re.MULTILINE), result.stdout


class FakeHost:
    def __init__(self) -> None:
        self.full_screen: list[bool] = []

    def set_full_screen(self, on: bool) -> None:
        self.full_screen.append(on)


def check_action(code: str, tmp_path: Path) -> None:
    from pyramid_qt.ui import actions

    name, example = declared(code, actions)
    real = getattr(actions.WindowActions, name)
    assert type(example) is type(real)
    for field in ("text", "keys", "menu", "menu_group", "toolbar", "tooltip", "icon", "role", "alternate"):
        assert getattr(example, field) == getattr(real, field), field
    for handler in (example.handler, real.handler):  # both do the same to the window
        host = FakeHost()
        handler(host, True)
        handler(host, False)
        assert host.full_screen == [True, False]


def check_preference(code: str, tmp_path: Path) -> None:
    from pyramid_qt.store import preferences

    name, example = declared(code, preferences)
    real = preferences.PREFERENCES[name]
    assert type(example.kind) is type(real.kind)
    for field in ("default", "key", "page", "label", "help", "value_texts", "native_values", "note"):
        assert getattr(example, field) == getattr(real, field), field


RUNNERS: dict[tuple[str, str], Callable[[str, Path], None]] = {
    ("automation.md", "Building the window as `pyramid-qt` does"): run_window_start,
    ("automation.md", "Adding an action"): check_action,
    ("automation.md", "Adding a preference"): check_preference,
}


def test_every_python_example_of_the_docs_is_run() -> None:
    assert set(all_examples()) == set(RUNNERS)


@pytest.mark.parametrize("where", sorted(RUNNERS), ids=lambda where: f"{where[0]}: {where[1]}")
def test_the_example_runs_as_written(where: tuple[str, str], tmp_path: Path) -> None:
    RUNNERS[where](all_examples()[where], tmp_path)


def anchors(page: Path) -> set[str]:
    """The anchors GitHub makes of a page's headings: lower case, punctuation dropped, spaces as hyphens."""
    headings = re.findall(r"^#+ (.+)$", page.read_text(encoding="utf-8"), re.MULTILINE)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


@pytest.mark.parametrize("page", [ROOT / "README.md", *sorted(DOCS.glob("*.md"))], ids=lambda page: page.name)
def test_every_link_to_a_page_of_the_repository_leads_somewhere(page: Path) -> None:
    links = re.findall(r"\]\(([^)\s]+)\)", page.read_text(encoding="utf-8"))
    local = [link for link in links if "://" not in link]
    assert local or page.name not in ("README.md", "contributing.md")  # the table of contents was read
    for link in local:
        path, _, anchor = link.partition("#")
        target = (page.parent / path).resolve() if path else page
        assert target.is_file(), link
        if anchor:
            assert anchor in anchors(target), link
