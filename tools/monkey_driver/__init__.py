"""The seeded monkey for the real game window (see :mod:`tools.monkey_driver.driver`), shared by
``tools/monkey.py`` and the robustness tests."""

from tools.monkey_driver.driver import Monkey
from tools.monkey_driver.report import DEFAULT_RULES, TABLE_RULES, MonkeyFailure, MonkeyReport
from tools.monkey_driver.window import open_window

__all__ = ["DEFAULT_RULES", "TABLE_RULES", "Monkey", "MonkeyFailure", "MonkeyReport", "open_window"]
