"""What a hint says, by what it promises, in both languages."""

from __future__ import annotations

import pytest

from pyramid_qt import i18n
from pyramid_qt.engine import DRAW, Move
from pyramid_qt.solver import Hint, HintKind, StopReason
from pyramid_qt.ui.texts import assist as assist_texts
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
            Hint(KD, HintKind.LOST, 20, StopReason.TIME),
            "This game can no longer be won; the solver had no time to rank the moves: try this one",
            "Permainan ini tidak bisa dimenangkan lagi; komputer tidak sempat menilai langkah-langkahnya: coba langkah"
            " ini",
        ),
        (
            Hint(KD, HintKind.LOST, 20, StopReason.MEMORY),
            "This game can no longer be won; ranking the moves needs more memory than the solver may use: try this one",
            "Permainan ini tidak bisa dimenangkan lagi; menilai langkah-langkahnya butuh memori lebih banyak daripada"
            " yang boleh dipakai komputer: coba langkah ini",
        ),
        (
            Hint(DRAW, HintKind.UNDECIDED, 3),
            "The solver could not decide in time: this move is only a suggestion",
            "Komputer belum bisa memastikan dalam waktu yang tersedia: langkah ini hanya saran",
        ),
        (
            Hint(DRAW, HintKind.UNDECIDED, 3, StopReason.MEMORY),
            "The solver could not decide within the memory it may use: this move is only a suggestion",
            "Komputer belum bisa memastikan dengan memori yang boleh dipakainya: langkah ini hanya saran",
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


@pytest.mark.parametrize(
    ("text", "english", "indonesian"),
    [
        (
            lambda: assist_texts.demo_unwinnable(StopReason.TIME),
            "This position cannot be won, and the solver found no line to the most cards in time.",
            "Posisi ini tidak bisa dimenangkan, dan komputer tidak sempat menemukan urutan langkah menuju kartu"
            " terbanyak.",
        ),
        (
            lambda: assist_texts.demo_unwinnable(StopReason.MEMORY),
            "This position cannot be won, and the solver ran out of the memory it may use before it found a line to"
            " the most cards.",
            "Posisi ini tidak bisa dimenangkan, dan memori yang boleh dipakai komputer habis sebelum urutan langkah"
            " menuju kartu terbanyak ditemukan.",
        ),
        (
            lambda: assist_texts.demo_undecided(StopReason.MEMORY),
            "The solver could not find a win within the memory it may use. This does not mean the game is lost.",
            "Komputer tidak menemukan jalan menang dengan memori yang boleh dipakainya. Ini tidak berarti permainan"
            " sudah kalah.",
        ),
        (
            lambda: assist_texts.demo_best_started(21, exact=False),
            "This game can no longer be won. Watch a line that removes 21 of 28 cards; the solver could not prove"
            " that none removes more.",
            "Permainan ini tidak bisa dimenangkan lagi. Perhatikan urutan langkah yang menyingkirkan 21 dari 28 kartu;"
            " komputer belum bisa memastikan bahwa tidak ada urutan yang menyingkirkan lebih banyak.",
        ),
        (
            lambda: assist_texts.demo_best_done(21, exact=False),
            "Shown: 21 of 28 removed; the solver could not prove that no play removes more.",
            "Sudah ditunjukkan: 21 dari 28 disingkirkan; komputer belum bisa memastikan bahwa tidak ada permainan yang"
            " menyingkirkan lebih banyak.",
        ),
    ],
)
def test_show_me_how_says_which_budget_ran_out_and_whether_its_count_is_proven(
    qapp, restore_language, text, english: str, indonesian: str
) -> None:
    i18n.uninstall_language()
    assert text() == english
    i18n.install_language("id")
    assert text() == indonesian
