"""What a hint says, by what it promises, in both languages."""

from __future__ import annotations

import pytest

from pyramid_qt import i18n
from pyramid_qt.engine import DRAW, Move
from pyramid_qt.solver import Hint, HintKind
from pyramid_qt.ui.texts.assist import hint_text

KD = Move.parse("KD")


@pytest.mark.parametrize(
    ("hint", "english", "indonesian"),
    [
        (Hint(KD, HintKind.WINNING, 28), None, None),
        (
            Hint(KD, HintKind.BEST_COUNT, 24),
            "This game can no longer be won; this move keeps the most cards removable: 24 of 28",
            "Permainan ini tidak bisa dimenangkan lagi; langkah ini menjaga agar kartu yang bisa disingkirkan tetap"
            " sebanyak mungkin: 24 dari 28",
        ),
        (
            Hint(DRAW, HintKind.NO_MORE_REMOVALS, 14),
            "This game can no longer be won, and no move removes another card: 14 of 28 is the most",
            "Permainan ini tidak bisa dimenangkan lagi, dan tidak ada langkah yang bisa menyingkirkan kartu lagi: 14"
            " dari 28 adalah yang terbanyak",
        ),
        (
            Hint(KD, HintKind.BEST_COUNT, 28),
            "This game can no longer be won: the pyramid can still be cleared, but not all 52 cards",
            "Permainan ini tidak bisa dimenangkan lagi: piramida masih bisa dikosongkan, tetapi tidak semua 52 kartu",
        ),
        (
            Hint(KD, HintKind.LOST, 20),
            "This game can no longer be won; the solver had no time to rank the moves: try this one",
            "Permainan ini tidak bisa dimenangkan lagi; komputer tidak sempat menilai langkah-langkahnya: coba langkah"
            " ini",
        ),
        (
            Hint(DRAW, HintKind.UNDECIDED, 3),
            "The solver could not decide in time: this move is only a suggestion",
            "Komputer belum bisa memastikan dalam waktu yang tersedia: langkah ini hanya saran",
        ),
        (
            Hint(None, HintKind.NO_MOVE, 10),
            "No hint: no move can be played",
            "Tidak ada petunjuk: tidak ada langkah yang bisa dimainkan",
        ),
    ],
)
def test_a_hint_says_what_it_promises(qapp, restore_language, hint, english, indonesian) -> None:
    i18n.uninstall_language()
    assert hint_text(hint) == english
    i18n.install_language("id")
    assert hint_text(hint) == indonesian
