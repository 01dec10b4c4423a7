"""Rules descriptions name every option that differs from the family (issue 13 item 3), in both languages."""

from __future__ import annotations

from pathlib import Path

from pyramid_qt.engine.options import RuleOption
from pyramid_qt.store.stats import WON
from pyramid_qt.ui.dialogs.statistics import StatisticsDialog
from pyramid_qt.ui.texts import deal_error_text
from pyramid_qt.ui.texts import rules as rules_texts
from tools.stats_fixtures import Played, scripted_store


def test_statistics_describe_a_modified_rule_set_with_every_change(qtbot, tmp_path: Path, restore_language) -> None:
    from pyramid_qt import i18n

    i18n.install_language("en")  # the English catalogue holds the plural forms, as in the app
    store = scripted_store(tmp_path / "stats.sqlite3", [Played(6, "T2SXYD", WON, seconds=90, moves=40)])
    try:
        dialog = StatisticsDialog(store, current_rules_field="T2SXYD")
        qtbot.addWidget(dialog)
        note = dialog.rules_note.text()
    finally:
        store.close()
    assert note.startswith(rules_texts.family_description("T"))
    for change in (
        "2 passes",
        "won when all 52 cards are removed",
        "stacked pairs",
        "drawn card vs waste card",
        "draw three onto three waste piles",
    ):
        assert change in note, change


def test_descriptions_of_presets_and_single_changes(restore_language) -> None:
    from pyramid_qt import i18n

    i18n.install_language("en")
    assert rules_texts.field_description("T") == rules_texts.family_description("T")
    assert rules_texts.field_description("W1").endswith("Changed: 1 pass.")
    assert rules_texts.field_description("WX").endswith("Changed: no stacked pairs.")
    assert rules_texts.field_description("TU").endswith("Changed: unlimited passes.")
    assert rules_texts.field_description("W12") == ""


def test_a_throw_away_option_is_described(kings_late: RuleOption) -> None:
    assert rules_texts.field_description("NK").endswith("Changed: kings stay.")


def test_indonesian_description_and_passes_message(restore_language) -> None:
    from pyramid_qt import i18n

    i18n.install_language("id")
    described = rules_texts.field_description("T2S")
    assert "Diubah: 2 putaran; menang jika semua 52 kartu disingkirkan." in described
    assert deal_error_text("bad_passes") == (
        "Jumlah putaran ditulis satu karakter, 1–9 atau U, tepat setelah huruf aturan"
    )
    assert deal_error_text("unknown_option") == "Pilihan aturan tidak dikenal (gunakan S, X, Y, D)"


def test_the_passes_place_has_its_own_message() -> None:
    """Issue 13 item 16: PY1-W12-… named an unknown option instead of the passes."""
    from pyramid_qt.engine import DealCodeError, parse_deal_input

    try:
        parse_deal_input("PY1-W12-AAAAAAS")
    except DealCodeError as error:
        message = deal_error_text(error.key)
    assert "number of passes" in message and "right after the rules letter" in message


def test_the_deal_bar_tells_the_games_rules(qtbot, window, restore_language) -> None:
    """The status around the board describes the rules being played, every changed option included."""
    from pyramid_qt import i18n
    from pyramid_qt.engine import DealCode

    i18n.install_language("en")
    window.flow.play_code(DealCode.parse("PY1-T2S-AAAAAAS"))
    tip = window.deal_bar.toolTip()
    assert tip.startswith("T2S · Traditional\n") and "Changed: 2 passes; won when all 52 cards are removed." in tip
    i18n.install_language("id")
    qtbot.waitUntil(lambda: "Diubah: 2 putaran" in window.deal_bar.toolTip(), timeout=2000)  # on LanguageChange
