"""Rules descriptions tell the rules in force (not the family plus its changes, which reads as a contradiction), in
both languages."""

from __future__ import annotations

from pathlib import Path

from pyramid_qt import texts as rules_texts
from pyramid_qt.engine.options import RuleOption
from pyramid_qt.engine.rules import RuleFamily, TalonStart
from pyramid_qt.store.stats import WON
from pyramid_qt.texts import deal_error_text
from pyramid_qt.ui.dialogs.statistics import StatisticsDialog
from tools.stats_fixtures import Played, scripted_store


def test_statistics_describe_a_modified_rule_set_as_it_is_played(qtbot, tmp_path: Path, restore_language) -> None:
    """The issue's T2SXYD: "Cards are turned one at a time; … one pass. Changed: 2 passes; …; draw three onto three
    waste piles" read as a contradiction.  Now one sentence of what is in force."""
    from pyramid_qt import i18n

    i18n.install_language("en")  # the English catalogue holds the plural forms, as in the app
    store = scripted_store(tmp_path / "stats.sqlite3", [Played(6, "T2SXYD", WON, seconds=90, moves=40)])
    try:
        dialog = StatisticsDialog(store, current_rules_field="T2SXYD")
        qtbot.addWidget(dialog)
        note = dialog.rules_note.text()
    finally:
        store.close()
    assert note == (
        "All cards start face down in the stock; the top waste card plays; 2 passes; won when all 52 cards are"
        " removed; stacked pairs; drawn card vs waste card; draw three onto three waste piles."
    )
    for contradiction in ("Changed", "one pass", "1 pass", "one at a time", "one waste pile"):
        assert contradiction not in note


def test_descriptions_of_presets_and_single_changes(restore_language) -> None:
    from pyramid_qt import i18n

    i18n.install_language("en")
    assert (
        rules_texts.field_description("T")
        == "All cards start face down in the stock; the top waste card plays; 1 pass."
    )
    assert rules_texts.field_description("N") == (
        "One card starts on the waste, the rest in the stock; the top waste card plays; unlimited passes."
    )
    w = rules_texts.field_description("W")
    assert w.endswith("; 3 passes; stacked pairs; drawn card vs waste card.")
    assert rules_texts.field_description("W1") == w.replace("3 passes", "1 pass")
    assert rules_texts.field_description("WX") == w.replace("; stacked pairs", "")  # off: not in force, not named
    assert rules_texts.field_description("TU").endswith("; unlimited passes.")
    assert rules_texts.field_description("W12") == ""


def test_a_throw_away_option_and_family_are_described(kings_late: RuleOption, family_m: RuleFamily) -> None:
    assert rules_texts.field_description("NK").endswith("unlimited passes; kings stay.")
    assert rules_texts.field_description("N") == rules_texts.field_description("NK").replace("; kings stay", "")
    described = rules_texts.field_description("M")
    assert described.startswith(rules_texts.talon_start_text(TalonStart.STOCK_TOP_FACE_UP))
    assert described.endswith("draw three onto three waste piles.")


def test_indonesian_description_and_passes_message(restore_language) -> None:
    from pyramid_qt import i18n

    i18n.install_language("id")
    described = rules_texts.field_description("T2S")
    assert described.endswith("; 2 putaran; menang jika semua 52 kartu disingkirkan.")
    assert "Diubah" not in described and "satu putaran" not in described
    assert deal_error_text("bad_passes") == (
        "Jumlah putaran ditulis satu karakter, 1–9 atau U, tepat setelah huruf aturan"
    )
    assert deal_error_text("unknown_option") == "Pilihan aturan tidak dikenal (gunakan S, X, Y, D)"


def test_the_passes_place_has_its_own_message() -> None:
    """PY1-W12-… names the passes as the problem, not an unknown option."""
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
    assert tip.startswith("T2S · Traditional\n") and tip.endswith("; 2 passes; won when all 52 cards are removed.")
    i18n.install_language("id")
    qtbot.waitUntil(lambda: "; 2 putaran; menang jika" in window.deal_bar.toolTip(), timeout=2000)  # LanguageChange
