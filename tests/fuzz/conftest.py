"""Print the fuzz tally (inputs tried, tracebacks, hangs) at the end of the run."""

from __future__ import annotations

import sys

import pytest

from pyramid_qt.solver.api import RECURSION_NEEDED
from tests.fuzz.harness import summary_lines

# The solver raises the recursion limit on its first call; raised here already, Hypothesis sees no change.
sys.setrecursionlimit(max(sys.getrecursionlimit(), RECURSION_NEEDED))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    lines = summary_lines()
    if lines:
        terminalreporter.section("fuzz tally")
        for line in lines:
            terminalreporter.write_line(line)
