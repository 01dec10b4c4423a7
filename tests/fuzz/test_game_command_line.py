"""The game's command line: a deal number in ASCII digits only, one deal named at most, and
nothing typed on it ends in anything but a start or a one-line refusal with exit status 2."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramid_qt.command_line import parse_args, requested_code
from pyramid_qt.engine import DealCode, RuleSet
from tests.fuzz.harness import TALLY, check, fuzz_settings
from tests.fuzz.strategies import deal_texts


@pytest.fixture(autouse=True, scope="module")
def _language_put_back(qapp: object) -> Iterator[None]:
    """A refusal installs the player's language (the settings': the system's here) to say it in: put back the
    untranslated English the other tests expect.  The QApplication is made first, so a refusal never makes the
    QCoreApplication it would make at a real start."""
    from pyramid_qt import i18n

    previous = i18n.current_language()
    yield
    if previous is None:
        i18n.uninstall_language()
    else:
        i18n.install_language(previous)


def requested(argv: list[str]) -> object:
    return requested_code(parse_args(argv))


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as caught:
        requested(argv)
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("pyramid-qt: "), err
    return err


@pytest.mark.parametrize("value", ["١٢", "1_000", "²", "1e3", "12a", "+12", "-12", "9" * 5000, "20001", "0", ""])
def test_deal_must_be_ascii_digits_1_to_20000(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    refused(["--deal", value], capsys)


def test_deal_numbers_are_played_under_the_rules_given() -> None:
    assert requested(["--deal", "12"]) == DealCode(12)
    assert requested(["--deal", " 0012 ", "--rules", "W1"]) == DealCode(12, RuleSet.from_field("W1"))
    assert requested([]) is None


@pytest.mark.parametrize(
    "argv",
    [
        ["PY1-N-AAAAAAS", "--deal", "5"],
        ["PY1-N-AAAAAAS", "--code", "PY1-W-AAAAAAS"],
        ["7", "--deal", "8"],
        ["--code", "PY1-N-AAAAAAB", "--deal", "2"],
    ],
)
def test_two_different_deals_are_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert "more than one deal" in refused(argv, capsys)


def test_the_same_deal_named_twice_is_fine() -> None:
    assert requested(["PY1-N-AAAAAAS", "--deal", "18"]) == DealCode(18)
    assert requested(["18", "--code", "py1-n-aaaaaas"]) == DealCode(18)


GAME_OPTIONS = ["--deal", "--rules", "--code", "--lang", "--size"]
GAME_VALUES = ["5", "20000", "١٢", "1_000", "PY1-N-AAAAAAS", "PY1-W1-AAAAAAB", "W1", "Q", "id", "en", "800x600", ""]


def _game_argv() -> st.SearchStrategy[list[str]]:
    token = st.one_of(st.sampled_from(GAME_OPTIONS), st.sampled_from(GAME_VALUES), deal_texts())
    return st.lists(token, max_size=6)


def _start_or_refuse(argv: list[str]) -> None:
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            code = requested(argv)
        except SystemExit as stop:
            assert stop.code == 2, stop.code
            # every refusal is one line, argparse's included
            assert err.getvalue().startswith("pyramid-qt: ") and err.getvalue().count("\n") == 1, err.getvalue()
            TALLY["game command line: refused"] += 1
            return
    assert code is None or isinstance(code, DealCode)
    TALLY["game command line: started"] += 1


@fuzz_settings()
@given(_game_argv())
def test_any_game_command_line_starts_or_is_refused(argv: list[str]) -> None:
    check("game command line", lambda: _start_or_refuse(argv))
