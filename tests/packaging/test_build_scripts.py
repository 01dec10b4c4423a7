"""The build scripts parse, and the PyInstaller spec points at files that exist."""

from __future__ import annotations

import ast
import shutil
import subprocess

import pytest

from tests.helpers.packaging import PACKAGING, ROOT

SCRIPTS = [
    PACKAGING / "build.sh",
    PACKAGING / "install-desktop-files.sh",
    ROOT / ".ci" / "packaging-check",
    ROOT / ".ci" / "c-compiler",
    ROOT / ".ci" / "sanitizers",
]


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")
@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_shell_script_parses(script):
    result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_spec_is_python_and_uses_the_entry_script():
    source = (PACKAGING / "pyramid-qt.spec").read_text(encoding="utf-8")
    ast.parse(source)
    assert "pyinstaller_entry.py" in source
    entry = ast.parse((PACKAGING / "pyinstaller_entry.py").read_text(encoding="utf-8"))
    imports = [node for node in ast.walk(entry) if isinstance(node, ast.ImportFrom)]
    assert [(node.module, [alias.name for alias in node.names]) for node in imports] == [("pyramid_qt.app", ["main"])]
