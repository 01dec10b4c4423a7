"""A QTranslator with a fixed word list, to test run-time language switching without compiled .qm files."""

from __future__ import annotations

from PySide6.QtCore import QTranslator


class FewWords(QTranslator):
    def __init__(self, words: dict[str, str]) -> None:
        super().__init__()
        self.words = words

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        return self.words.get(source)

    def isEmpty(self) -> bool:  # noqa: N802 (Qt override; an empty translator is installed without an event)
        return False
