"""How the announcements reach a screen reader: on AT-SPI a notification that appears with each text (what Orca 43,
Debian 12's screen reader, speaks; it has no handler for the announcement event), never also the announcement
event (Orca 45 and later speak both: every text would be heard twice); elsewhere the announcement event, or a live
label where Qt has none."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtGui import QAccessible

from pyramid_qt import i18n
from pyramid_qt.qtcompat import accessible_cast
from pyramid_qt.ui.accessibility.announcer import Announcer, Channel, platform_channel
from tests.helpers.accessible import board, children, record_events
from tests.helpers.window import click_card

Event = QAccessible.Event
Role = QAccessible.Role


@pytest.fixture(autouse=True)
def english(qapp, restore_language):
    assert i18n.install_language("en") == "en"
    qapp.processEvents()


def notifications(told):
    """What notifications appeared (leaving ones aside)."""
    return [(t.kind, t.name) for t in told if t.role == Role.Notification and t.kind != Event.ObjectDestroyed]


def test_on_at_spi_each_text_is_a_notification_that_shows(window, qtbot, monkeypatch):
    assert window.announcer.channel is Channel.NOTIFICATION  # the tests run on Linux
    told = record_events(monkeypatch)
    click_card(window, "KD")
    qtbot.waitUntil(lambda: bool(notifications(told)))
    assert notifications(told) == [
        (Event.ObjectCreated, "King of diamonds removed."),
        (Event.ObjectShow, "King of diamonds removed."),
    ]
    assert not [t for t in told if t.kind == Event.Announcement]  # heard twice on an Orca that speaks both
    last = children(board(window))[-1]
    assert (last.role(), last.text(QAccessible.Text.Name)) == (Role.Notification, "King of diamonds removed.")


def test_each_text_has_its_own_notification(window, qtbot, monkeypatch):
    """A screen reader reads the notification's name when it comes to the event: the refusal and the selection said
    a moment apart were both read as the selection when one object was renamed (Orca 43 spoke only the second)."""
    told = record_events(monkeypatch)

    def appeared():
        return [t for t in told if t.kind == Event.ObjectShow and t.role == Role.Notification]

    click_card(window, "7C")
    qtbot.waitUntil(lambda: len(appeared()) == 1)
    click_card(window, "7S")
    qtbot.waitUntil(lambda: len(appeared()) == 3)
    shown = appeared()
    assert [t.name for t in shown] == [
        "7 of clubs selected; no free card pairs with it now.",
        "The sum must be 13.",
        "7 of spades selected; no free card pairs with it now.",
    ]
    assert len({id(t.target) for t in shown}) == 3
    # Each replaced notification leaves the card table (told while it still was its child), keeping its text.
    gone = [t for t in told if t.kind == Event.ObjectDestroyed and t.role == Role.Notification]
    assert [t.target for t in gone][-2:] == [t.target for t in shown[:2]]  # after the deal's own
    assert [t.target.text for t in shown] == [t.name for t in shown]
    table = [child.object() for child in children(board(window))]
    assert table[-1] is shown[-1].target and shown[0].target not in table


def test_elsewhere_the_announcement_event(window, monkeypatch):
    told = record_events(monkeypatch)
    said = Announcer(window.view, window, Channel.ANNOUNCEMENT)
    said.say("Drawn: 5 of hearts", assertive=True)
    said.flush()
    assert [(t.kind, t.text) for t in told] == [(Event.Announcement, "Drawn: 5 of hearts.")]
    assert said.news is None


@pytest.mark.parametrize(
    ("platform", "qt_announces", "channel"),
    [
        ("linux", True, Channel.NOTIFICATION),
        ("linux", False, Channel.NOTIFICATION),
        ("freebsd14", True, Channel.NOTIFICATION),
        ("win32", True, Channel.ANNOUNCEMENT),
        ("darwin", True, Channel.ANNOUNCEMENT),
        ("win32", False, Channel.LIVE_LABEL),
    ],
)
def test_the_channel_of_each_platform(monkeypatch, platform, qt_announces, channel):
    event = accessible_cast.announcement_event()
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(accessible_cast, "announcement_event", lambda: event if qt_announces else None)
    assert platform_channel() is channel


def test_nothing_is_sent_while_no_screen_reader_listens(window, qtbot):
    said: list[str] = []
    window.announcer.announced.connect(said.append)
    click_card(window, "KD")
    qtbot.waitUntil(lambda: bool(said))
    assert not QAccessible.isActive()
    assert window.announcer.news is not None and window.announcer.news.text == "King of diamonds removed."
