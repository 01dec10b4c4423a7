"""Choosing the game through the real window (en, id): New game and Preferences list the games offered by their names
in the player's language, New game deals the game chosen and remembers it, its result counts in that game's
statistics, a game without ratings says so instead of offering a difficulty, a game without rule options shows none,
and Help has each game's page with a picture of its layout, also opened from New game."""

from __future__ import annotations

from types import MappingProxyType

import pytest
from PySide6.QtGui import QGuiApplication, QImage, QTextDocument

from pyramid_qt import i18n
from pyramid_qt.engine import DealCode, DealLabel, Status
from pyramid_qt.engine import games as game_declarations
from pyramid_qt.engine.games import GIZA, KINGTUT, PHARAOHS, PYRAMID, THIRTEEN, TRIANGLE
from pyramid_qt.services.session import GameSession
from pyramid_qt.services.share import find_deal_code
from pyramid_qt.solver import Verdict, load_labels
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.dialogs.help import HelpDialog
from pyramid_qt.ui.dialogs.new_game import NewGameDialog
from pyramid_qt.ui.dialogs.preferences import PreferencesDialog
from pyramid_qt.ui.dialogs.statistics import StatisticsDialog
from pyramid_qt.ui.game_flow import GameFlow
from pyramid_qt.ui.main_window import MainWindow

NAMES = {
    "en": ["Pyramid", "Giza", "Pharaohs", "Triangle", "King Tut", "Pyramid Thirteen"],
    "id": ["Piramida", "Giza", "Pharaohs", "Segitiga", "Raja Tut", "Piramida Tiga Belas"],
}
GIZA_PAGE = {"en": "How to play Giza", "id": "Cara bermain Giza"}
NO_RATING = {"en": "Giza deals have no difficulty rating yet", "id": "Deal Giza belum punya tingkat kesulitan"}
NO_RULES = {"en": "Pharaohs has no rules to choose", "id": "Pharaohs tidak punya aturan untuk dipilih"}


@pytest.fixture
def dealt(monkeypatch: pytest.MonkeyPatch) -> list[tuple[DealCode, DealLabel | None]]:
    """The deals the flow was asked to play, not put on the board."""
    codes: list[tuple[DealCode, DealLabel | None]] = []
    monkeypatch.setattr(GameFlow, "play_code", lambda _flow, code, label=None: codes.append((code, label)))
    return codes


def _window(qtbot) -> MainWindow:
    w = MainWindow(settings=Settings(), session=GameSession(), speed=Speed.OFF)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def _items(box) -> list[str]:
    return [box.itemText(i) for i in range(box.count())]


@pytest.mark.parametrize("language", ["en", "id"])
def test_new_game_deals_the_game_chosen_and_remembers_it(qtbot, restore_language, dealt, monkeypatch, language) -> None:
    i18n.install_language(language)
    w = _window(qtbot)
    seen: dict[str, object] = {}

    def choose_giza(dialog: NewGameDialog) -> int:
        assert dialog.game_box.isVisibleTo(dialog) and _items(dialog.game_box) == NAMES[language]
        assert dialog.game is PYRAMID and dialog.difficulty_box.isVisibleTo(dialog)  # N's deals are rated
        dialog.game_box.setCurrentIndex(1)
        seen["note"] = dialog.unrated_note.text() if dialog.unrated_note.isVisibleTo(dialog) else None
        seen["difficulty shown"] = dialog.difficulty_box.isVisibleTo(dialog)
        dialog.entry.setText("5")
        seen["typed"] = dialog.code
        dialog.entry.setText("")
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose_giza)
    w.actions_.new_game_dialog.trigger()
    assert NO_RATING[language] in str(seen["note"]) and seen["difficulty shown"] is False
    assert seen["typed"] == DealCode(5, game=GIZA)  # a plain number is a deal of the game chosen
    ((code, label),) = dealt
    assert (code.game, code.rules.field, label) == (GIZA, "N", DealLabel.VERIFIED_WINNABLE)
    table = load_labels("N", game=GIZA)
    assert table is not None and table.label(code.number) is Verdict.WINNABLE
    assert w.settings is not None and w.settings.game == "GIZA"
    w.actions_.new_game.trigger()  # New game deals the game last chosen, at once
    assert dealt[1][0].game is GIZA


@pytest.mark.parametrize("language", ["en", "id"])
def test_preferences_choose_the_game_and_hide_the_rules_it_has_not(qtbot, restore_language, dealt, language) -> None:
    i18n.install_language(language)
    w = _window(qtbot)
    assert w.settings is not None
    dialog = PreferencesDialog(w.settings, w)
    qtbot.addWidget(dialog)
    dialog.show()
    assert _items(dialog.game_box) == NAMES[language] and dialog.rule_widgets.isVisible()
    dialog.game_box.setCurrentIndex(2)
    assert not dialog.rule_widgets.isVisible() and not dialog.code_label.isVisible()
    assert NO_RULES[language] in dialog.no_rule_options.text() and dialog.no_rule_options.isVisible()
    assert dialog.apply_button.isEnabled()
    dialog.apply_button.click()
    assert Settings().game == "PHARAOHS"
    w.actions_.new_game.trigger()
    assert dealt[-1][0].game is PHARAOHS
    dialog.game_box.setCurrentIndex(0)
    assert dialog.rule_widgets.isVisible()


def test_with_one_game_offered_no_game_list_is_shown(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(game_declarations, "GAMES", MappingProxyType({PYRAMID.key: PYRAMID}))
    w = _window(qtbot)
    dialog = NewGameDialog(w.rules(), w)
    qtbot.addWidget(dialog)
    assert not dialog.game_box.isVisibleTo(dialog) and not dialog.game_label.isVisibleTo(dialog)
    assert w.settings is not None
    preferences = PreferencesDialog(w.settings, w)
    qtbot.addWidget(preferences)
    assert not preferences.game_box.isVisibleTo(preferences)


@pytest.mark.parametrize("language", ["en", "id"])
def test_new_game_deals_pyramid_thirteen_with_its_face_down_cards(
    qtbot, restore_language, monkeypatch, language
) -> None:
    i18n.install_language(language)
    w = _window(qtbot)

    def choose_thirteen(dialog: NewGameDialog) -> int:
        dialog.game_box.setCurrentIndex(dialog.game_box.findText(NAMES[language][-1]))
        dialog.entry.setText("7")
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose_thirteen)
    w.actions_.new_game_dialog.trigger()
    qtbot.waitUntil(lambda: w.game.code is not None and w.game.code.game is THIRTEEN, timeout=10_000)
    assert w.game.code == DealCode(7, game=THIRTEEN)
    position = w.game.position
    backs = {card for card, item in w.scene.cards.items() if card in position.pyramid and not item.face_up}
    assert backs == {position.pyramid[i] for i in position.face_down} and len(backs) == 21
    assert w.windowTitle().startswith(f"{NAMES[language][-1]} — {w.game.code.text}")
    assert w.settings is not None and w.settings.game == "THIRTEEN"


@pytest.mark.parametrize("language", ["en", "id"])
def test_each_game_has_a_help_page_with_its_layout_opened_from_new_game(
    qtbot, restore_language, monkeypatch, language
) -> None:
    i18n.install_language(language)
    w = _window(qtbot)

    def ask_for_the_rules(dialog: NewGameDialog) -> int:
        dialog.game_box.setCurrentIndex(1)
        dialog.rules_button.click()
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", ask_for_the_rules)
    w.actions_.new_game_dialog.trigger()
    help_window = w.findChild(HelpDialog)
    assert help_window is not None and help_window.isVisible()
    title = help_window.contents.currentItem().text()
    assert title == GIZA_PAGE[language]
    html = help_window.browser.toHtml()
    assert "layout:GIZA" in html
    picture = help_window.browser.document().resource(QTextDocument.ResourceType.ImageResource, "layout:GIZA")
    assert isinstance(picture, QImage) and not picture.isNull() and picture.width() >= 160
    titles = [help_window.contents.item(i).text() for i in range(help_window.contents.count())]
    assert {GIZA_PAGE[language], GIZA_PAGE[language].replace("Giza", "Pharaohs")} <= set(titles)


@pytest.mark.parametrize(("language", "game"), [("en", GIZA), ("id", GIZA), ("en", PHARAOHS), ("id", PHARAOHS)])
def test_a_game_chosen_in_new_game_is_on_the_board_and_counts_in_its_own_statistics(
    qtbot, restore_language, monkeypatch, language, game
) -> None:
    """New game → the game → its deal on the board (reserve piles for Giza, three pyramids for Pharaohs) → won: the
    win is that game's in the statistics, Pyramid's count nothing; the Statistics dialog shows it under its game."""
    from pyramid_qt.solver import solve
    from pyramid_qt.store.stats import StatsStore

    i18n.install_language(language)
    w = _window(qtbot)
    names = dict(zip((PYRAMID, GIZA, PHARAOHS, TRIANGLE, KINGTUT, THIRTEEN), NAMES[language], strict=True))

    def choose(dialog: NewGameDialog) -> int:
        dialog.game_box.setCurrentIndex(dialog.game_box.findText(names[game]))
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    w.actions_.new_game_dialog.trigger()
    qtbot.waitUntil(lambda: w.game.code is not None and w.game.code.game is game, timeout=10_000)
    position = w.game.position
    assert len(position.reserves) == game.reserves.piles and len(w.scene.cards) == 52
    assert all(item.isVisible() for item in w.scene.cards.values())
    assert w.flow.label is DealLabel.VERIFIED_WINNABLE  # its label, from its own table
    code = w.game.code
    assert code is not None and w.deal_bar.code.text() == code.text
    for move in solve(position).solution:
        assert w.adapter.play(move)
    assert w.game.status is Status.WON and w.end_panel.isVisible()
    # The title, the end panel and the shared line name the game (Giza and Pharaohs keep their names in Indonesian).
    assert w.windowTitle().startswith(f"{names[game]} — {code.text}")
    assert w.end_panel.title.text().startswith(f"{names[game]} — ")
    w.actions_.share_result.trigger()
    line = QGuiApplication.clipboard().text()
    assert line.startswith(f"{names[game]} ") and find_deal_code(line) == code
    assert w.flow.session is not None
    dialog = StatisticsDialog(w.flow.session.stats, w, "N", current_game=w.game.position.game)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.game_combo.isVisible() and dialog.game_combo.currentText() == names[game]
    assert not dialog.rules_combo.isVisible()  # its one rule set
    assert dialog.tiles["won"].value.text() == "1" and dialog.model.rowCount() == 1
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(PYRAMID.key))
    assert dialog.game_combo.currentText() == names[PYRAMID] and dialog.rules_combo.isVisible()
    assert dialog.tiles["won"].value.text() == "0" and dialog.model.rowCount() == 0
    w.flow.session.close()
    with StatsStore() as stats:
        assert stats.summary("N", game.key).won == 1
        assert stats.summaries() == []  # Pyramid's


@pytest.mark.parametrize(
    ("language", "note"), [("en", "share of the 52 pyramid cards"), ("id", "dari 52 kartu piramida")]
)
def test_the_results_chart_of_pharaohs_counts_its_52_pyramid_cards(qtbot, restore_language, language, note) -> None:
    """A Pharaohs game lost with 26 of its 52 pyramid cards removed is a half bar, not a full one (of 28)."""
    from pyramid_qt.store.stats import StatsStore

    i18n.install_language(language)
    with StatsStore() as stats:
        row = stats.start_game("PY1-PHARAOHS-N-AAAAAAC")
        stats.finish_game(row, "lost", moves=13, pyramid_removed=26)
        dialog = StatisticsDialog(stats, None, "N", current_game=PHARAOHS)
        qtbot.addWidget(dialog)
        assert note in dialog.chart_note.text()
        assert dialog.chart.share(0) == 0.5 and "26" in dialog.chart.tooltip_text(0)


@pytest.mark.parametrize("language", ["en", "id"])
def test_pyramid_thirteen_s_help_page_draws_its_face_down_rows_as_backs(qtbot, restore_language, language) -> None:
    from pyramid_qt.ui.dialogs.layout_picture import BACK, layout_picture, places
    from pyramid_qt.ui.texts.games import game_title

    i18n.install_language(language)
    cards = places(THIRTEEN)
    backs = [place for place in cards[: THIRTEEN.layout.size] if place.face_down]
    assert len(backs) == 21 and not any(place.face_down for place in cards[21 : THIRTEEN.layout.size])
    picture = layout_picture(THIRTEEN, 280)
    top_card = cards[0]  # the pyramid's top card, face down: its centre is painted with the back's colour
    left, top = min(p.x for p in cards), min(p.y for p in cards)
    scale = 280 / (max(p.x for p in cards) + 1 - left + 0.6)
    x, y = (top_card.x - left + 0.3 + 0.5) * scale, (top_card.y - top + 0.3 + 0.2) * scale
    assert picture.pixelColor(round(x), round(y)).name() == BACK.name()
    help_window = HelpDialog(list)
    qtbot.addWidget(help_window)
    titles = [help_window.contents.item(i).text() for i in range(help_window.contents.count())]
    assert game_title(THIRTEEN) in titles and NAMES[language][-1] in game_title(THIRTEEN)


@pytest.mark.parametrize(("language", "game"), [("en", TRIANGLE), ("id", KINGTUT)])
def test_triangle_and_king_tut_are_chosen_in_new_game_and_have_a_help_page(
    qtbot, restore_language, monkeypatch, language, game
) -> None:
    i18n.install_language(language)
    w = _window(qtbot)
    name = dict(zip((PYRAMID, GIZA, PHARAOHS, TRIANGLE, KINGTUT, THIRTEEN), NAMES[language], strict=True))[game]

    def choose(dialog: NewGameDialog) -> int:
        dialog.game_box.setCurrentIndex(dialog.game_box.findText(name))
        dialog.entry.setText("12")
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    w.actions_.new_game_dialog.trigger()
    qtbot.waitUntil(lambda: w.game.code is not None and w.game.code.game is game, timeout=10_000)
    assert w.game.code == DealCode(12, game=game)
    free = [i for i in range(game.layout.size) if w.game.position.is_free(i)]
    assert len(free) == (1 if game is TRIANGLE else 7)  # Triangle stands on its point
    assert w.windowTitle().startswith(f"{name} — {w.game.code.text}")
    from pyramid_qt.ui.texts.games import game_title

    help_window = HelpDialog(list)
    qtbot.addWidget(help_window)
    titles = [help_window.contents.item(i).text() for i in range(help_window.contents.count())]
    assert game_title(game) in titles and name in game_title(game)
