"""Qt-free services the window uses: choosing deals, the game session (save + statistics), solver questions.

Choosing a deal (any, or one of a difficulty) is read from this package when first used (the declared boundary of
:mod:`pyramid_qt.lazy`): a resumed game's first frame needs none of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyramid_qt import lazy

if TYPE_CHECKING:
    from pyramid_qt.services import deal_choice, difficulty_deals

__all__ = ["deal_choice", "difficulty_deals"]

__getattr__, __dir__ = lazy.exports(__name__, {"deal_choice": "deal_choice", "difficulty_deals": "difficulty_deals"})
