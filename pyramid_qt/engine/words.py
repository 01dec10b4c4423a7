"""Values written as words: the members of an enum the settings file holds by name (a preference's choices, a
scoring system's id)."""

from __future__ import annotations

import enum


class Word(str, enum.Enum):
    """A value written as a word in the settings file, equal to that word (what ``enum.StrEnum`` is from Python
    3.11: also ``str()`` and f-strings give the word)."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)
