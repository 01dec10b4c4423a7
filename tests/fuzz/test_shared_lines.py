"""Fuzz the finding of a deal code in a shared result line (or anything pasted): never an exception, the code found
in any surrounding text, near-codes refused."""

from __future__ import annotations

from datetime import date

from hypothesis import assume, given
from hypothesis import strategies as st

from pyramid_qt.engine import DealCode
from pyramid_qt.engine.deal import MAX_DEAL
from pyramid_qt.services.share import SharedResult, ShareWords, find_deal_code, share_line
from tests.fuzz.harness import check, fuzz_settings
from tests.fuzz.strategies import ALL_RULES, code_like, deal_texts

codes = st.builds(DealCode, st.integers(0, MAX_DEAL), st.sampled_from(ALL_RULES))
# Text around a code: anything, so long as it does not glue a letter, digit, underscore or hyphen to the code.
surroundings = st.text(max_size=40)


def _apart_before(text: str) -> bool:
    return not text or not (text[-1].isalnum() or text[-1] in "_-")


def _apart_after(text: str) -> bool:
    return not text or not (text[0].isalnum() or text[0] in "_-")


@fuzz_settings()
@given(st.one_of(deal_texts(), st.text(max_size=200), code_like()))
def test_any_text_is_found_or_refused_without_an_exception(text: str) -> None:
    found = check("shared line", lambda: find_deal_code(text))
    if found is not None:
        assert found.text.lower() in text.lower()


@fuzz_settings()
@given(codes, surroundings, surroundings, st.booleans())
def test_a_code_is_found_in_any_text_around_it(code: DealCode, before: str, after: str, lower: bool) -> None:
    assume(_apart_before(before) and _apart_after(after))
    assume(find_deal_code(before) is None)  # the text before may hold a code of its own, found first
    written = code.text.lower() if lower else code.text
    assert check("shared line", lambda: find_deal_code(before + written + after)) == code


@fuzz_settings()
@given(
    codes,
    st.integers(0, 10_000),
    st.integers(0, 400),
    st.one_of(st.none(), st.integers(0, 400)),
    st.one_of(st.none(), st.floats(0, 100_000)),
    st.lists(st.booleans(), max_size=3),
    st.sampled_from([("Pyramid", "moves"), ("Piramida", "langkah")]),
)
def test_the_shared_line_gives_back_its_deal(
    code: DealCode,
    days: int,
    moves: int,
    par: int | None,
    seconds: float | None,
    goals: list[bool],
    words: tuple[str, str],
) -> None:
    title, unit = words
    result = SharedResult(
        date(2026, 1, 1).fromordinal(date(2026, 1, 1).toordinal() + days),
        code,
        moves > 50,
        moves,
        par,
        seconds,
        tuple(goals),
    )
    line = share_line(result, ShareWords(title, f"{moves} {unit}", f"(par {par})"))
    assert "\n" not in line
    assert find_deal_code(line) == code


@given(
    codes,
    st.sampled_from(["X", "1", "_", "-", "é"]),
    st.sampled_from(["before", "after"]),
)
def test_a_code_glued_to_more_is_not_one(code: DealCode, glue: str, where: str) -> None:
    text = glue + code.text if where == "before" else code.text + glue
    assert find_deal_code(text) is None


@given(codes)
def test_near_codes_are_refused(code: DealCode) -> None:
    letters = code.letters
    near = [
        f"PY1-{code.rules.field}-{letters[:-1]}",  # a letter short
        f"PY1-{code.rules.field}-{letters}A",  # a letter too many
        f"PY2-{code.rules.field}-{letters}",  # another version
        f"PY1-Q-{letters}",  # no such rules
        f"PY1--{letters}",  # no rules
        f"PY1 {code.rules.field} {letters}",  # not joined
        f"PY1-{code.rules.field}-{letters[:3]}1{letters[4:]}",  # a digit among the letters
    ]
    for text in near:
        assert find_deal_code(f"Pyramid 2026-12-07 {text} ✓ 54 moves") is None, text
