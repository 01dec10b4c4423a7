from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("```sh\n", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines() if line.strip()]


def test_readme_opens_with_exactly_two_commands() -> None:
    commands = readme_commands()
    assert len(commands) == 2
    assert "pyramid-qt" in commands[0]
    assert "pytest" in commands[1]


def test_ci_runs_the_readme_test_command() -> None:
    assert readme_commands()[1] in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_engine_does_not_import_qt() -> None:
    import subprocess
    import sys

    code = "import sys, pyramid_qt.engine, pyramid_qt.engine.savegame; print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "False"


SYSTEM_PACKAGE_LINES = {"debian": "Debian, Ubuntu", "fedora": "Fedora", "arch": "Arch", "suse": "openSUSE"}


def readme_system_packages() -> dict[str, str]:
    """The install command of each distribution, listed once, in the README's Linux install (folded there)."""
    import re

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    linux = text.split("\n### Linux", 1)[1].split("\n### ", 1)[0]
    commands = {}
    for key, name in SYSTEM_PACKAGE_LINES.items():
        pattern = rf"^- {re.escape(name)}: `([^`]+)`$"
        assert len(re.findall(pattern, text, re.MULTILINE)) == 1, name
        found = re.search(pattern, linux, re.MULTILINE)
        assert found is not None, name
        commands[key] = found.group(1)
    return commands


@pytest.mark.parametrize("check", ["real-x-check", "atspi-check", "orca-check"])
def test_real_x_checks_install_the_readme_system_packages(check: str) -> None:
    """The README's system packages for Qt's xcb plugin are the ones CI installs before starting the installed game on
    a real X server (.ci/real-x-check, .ci/atspi-check and .ci/orca-check, run by .ci/run in that order): a library
    missing from the list fails CI."""
    import re

    debian = readme_system_packages()["debian"].split()
    assert debian[:4] == ["sudo", "apt", "install", "python3-venv"]
    script = (ROOT / ".ci" / check).read_text(encoding="utf-8")
    installed = re.search(r'^SYSTEM_PACKAGES="([^"]+)"', script, re.MULTILINE)
    assert installed is not None
    assert installed.group(1).split() == debian[4:]
    assert "QT_QPA_PLATFORM=xcb" in script
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert -1 < run.find("bash .ci/real-x-check") < run.find("bash .ci/atspi-check")
