import random

import pytest

from pyramid_qt.engine import DealCode, DealLabel, Position, RuleSet
from pyramid_qt.services.deal_choice import choose_deal, label_for, true_verdict
from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.labels import load_labels


def solved(code: DealCode) -> Verdict:
    return solve(Position.from_deal(code.deal(), code.rules, code.game), time_limit=30, want_best=False).verdict


def test_full_random_is_labelled_might_be_dead_end_and_is_reproducible():
    rules = RuleSet.from_field("W")
    first = [choose_deal(rules, winnable_only=False, rng=random.Random(7)) for _ in range(2)]
    assert first[0] == first[1]
    code, label = first[0]
    assert label is DealLabel.MIGHT_BE_DEAD_END
    assert 1 <= code.number <= 20000
    assert code.rules == rules


def test_winnable_only_from_the_shipped_table_deals_a_winnable_deal():
    rules = RuleSet.from_field("N")
    table = load_labels(rules)
    if table is None:
        pytest.skip("no shipped table for N")
    rng = random.Random(3)
    for _ in range(3):
        code, label = choose_deal(rules, winnable_only=True, rng=rng)
        assert label is DealLabel.VERIFIED_WINNABLE
        assert table.label(code.number) is Verdict.WINNABLE
        assert solved(code) is Verdict.WINNABLE


def test_winnable_only_without_a_table_checks_on_demand():
    rules = RuleSet.from_field("TUD")
    assert load_labels(rules) is None
    code, label = choose_deal(rules, winnable_only=True, rng=random.Random(5))
    assert label is DealLabel.VERIFIED_WINNABLE
    assert solved(code) is Verdict.WINNABLE


def test_label_for_a_typed_deal_follows_the_table():
    rules = RuleSet.from_field("N")
    table = load_labels(rules)
    if table is None:
        pytest.skip("no shipped table for N")
    winnable = table.winnable_deals()[0]
    unwinnable = next(n for n in range(1, 20001) if table.label(n) is Verdict.UNWINNABLE)
    assert label_for(DealCode(winnable, rules)) is DealLabel.VERIFIED_WINNABLE
    assert label_for(DealCode(unwinnable, rules)) is DealLabel.MIGHT_BE_DEAD_END
    assert true_verdict(DealCode(unwinnable, rules)) is Verdict.UNWINNABLE


def test_true_verdict_without_a_table_asks_the_solver():
    code = DealCode(42, RuleSet.from_field("TUD"))
    assert true_verdict(code) is solved(code)


def test_find_winnable_takes_only_a_winnable_verdict():
    """Undecided and lost candidates are passed over; the first WINNABLE one is the deal, each candidate is asked
    with the short per-deal budget, and no number is tried twice."""
    from pyramid_qt.services.deal_choice import SearchEnd, find_winnable

    answers = iter([Verdict.UNKNOWN, Verdict.UNWINNABLE, Verdict.UNKNOWN, Verdict.WINNABLE])
    asked: list[tuple[Position, float]] = []

    def scripted(position, seconds, cancel):
        asked.append((position, seconds))
        return next(answers)

    rules = RuleSet.from_field("TUSD")
    search = find_winnable(rules, random.Random(1), solver=scripted, candidate_seconds=0.03, total_seconds=60)
    assert search.end is SearchEnd.FOUND and search.tried == 4 and search.decided == 2
    assert all(seconds <= 0.03 for _, seconds in asked)
    assert len({position for position, _ in asked}) == 4
    assert search.number is not None
    assert Position.from_deal(DealCode(search.number, rules).deal(), rules) == asked[-1][0]


def test_find_winnable_without_a_win_finds_nothing_and_stops_when_cancelled():
    from pyramid_qt.services.deal_choice import SearchEnd, find_winnable

    rules = RuleSet.from_field("TUSD")
    search = find_winnable(
        rules, random.Random(2), solver=lambda p, s, c: Verdict.UNKNOWN, candidate_seconds=0.01, total_seconds=0.05
    )
    assert search.number is None and search.end is SearchEnd.TIME_UP and search.tried >= 1
    calls: list[Position] = []

    def cancel_after_three() -> bool:
        return len(calls) >= 3

    def lost(position, seconds, cancel):
        calls.append(position)
        return Verdict.UNWINNABLE

    search = find_winnable(rules, random.Random(3), solver=lost, cancel=cancel_after_three, total_seconds=60)
    assert search.number is None and search.end is SearchEnd.CANCELLED and search.tried == 3


def test_a_low_win_rate_combination_deals_from_its_table_without_searching(monkeypatch):
    """N1SX wins about one deal in a thousand: too few to find by searching in a second, so a table ships."""
    from pyramid_qt.services import deal_choice

    rules = RuleSet.from_field("N1SX")
    table = load_labels(rules)
    assert table is not None and table.is_complete
    assert table.solver is not None  # a new table: its header names the rules (checked on load) and the solver

    def no_search(*args, **kwargs):
        raise AssertionError("searched although a table ships")

    monkeypatch.setattr(deal_choice, "find_winnable", no_search)
    winnable = set(table.winnable_deals())
    rng = random.Random(11)
    for _ in range(5):
        code, label = choose_deal(rules, winnable_only=True, rng=rng)
        assert label is DealLabel.VERIFIED_WINNABLE and code.number in winnable
    assert solved(code) is Verdict.WINNABLE


def test_true_verdict_asks_the_solver_for_a_deal_a_table_left_undecided(monkeypatch, tmp_path):
    from pyramid_qt import solver
    from pyramid_qt.solver.labels import LabelTable

    rules = RuleSet.from_field("TUD")
    partial = LabelTable(rules.field, 41, [Verdict.UNWINNABLE, Verdict.UNKNOWN])
    monkeypatch.setattr(solver, "load_labels", lambda *_args, **_kwargs: partial)  # at the package's boundary
    code = DealCode(42, rules)
    assert true_verdict(code) is solved(code)
    assert label_for(code) is DealLabel.MIGHT_BE_DEAD_END


@pytest.mark.parametrize("key", ["GIZA", "PHARAOHS"])
def test_a_winnable_deal_of_an_open_game_comes_from_its_own_table(key: str) -> None:
    """Whatever Pyramid rules are set, a deal of Giza or Pharaohs is of that game under N, verified by the game's
    table (not Pyramid's N table), and won by its solver."""
    from pyramid_qt.engine.games import ENGINE_GAMES

    game = ENGINE_GAMES[key]
    table = load_labels("N", game=game)
    assert table is not None
    pyramid_n = load_labels("N")
    assert pyramid_n is not None
    for seed in range(6):
        code, label = choose_deal(RuleSet.from_field("W1S"), winnable_only=True, rng=random.Random(seed), game=game)
        assert (code.game, code.rules.field, label) == (game, "N", DealLabel.VERIFIED_WINNABLE)
        assert table.label(code.number) is Verdict.WINNABLE and label_for(code) is DealLabel.VERIFIED_WINNABLE
    assert solved(code) is Verdict.WINNABLE
    # a deal lost in this game and won in Pyramid's N is labelled by the game's own table
    lost_here = next(
        n for n in range(1, 20001) if table.label(n) is Verdict.UNWINNABLE and pyramid_n.label(n) is Verdict.WINNABLE
    )
    assert label_for(DealCode(lost_here, RuleSet.from_field("N"), game)) is DealLabel.MIGHT_BE_DEAD_END
    assert true_verdict(DealCode(lost_here, RuleSet.from_field("N"), game)) is Verdict.UNWINNABLE
    code, label = choose_deal(RuleSet.from_field("T"), winnable_only=False, rng=random.Random(1), game=game)
    assert (code.game, code.rules.field, label) == (game, "N", DealLabel.MIGHT_BE_DEAD_END)


def test_pyramid_s_par_and_difficulty_tables_rate_no_deal_of_another_game() -> None:
    """Giza plays under N: Pyramid's N tables must not give a Giza deal Pyramid's par or difficulty (the deal bar
    said "Easy" and "Par 64" for a Giza deal won in 28 moves, and the win counted as perfect)."""
    from pyramid_qt.engine.games import GIZA, PHARAOHS
    from pyramid_qt.services.difficulty_deals import deal_difficulty
    from pyramid_qt.solver.par_tables import shipped_par

    rules = RuleSet.from_field("N")
    assert shipped_par(DealCode(1, rules)) is not None and deal_difficulty(DealCode(1, rules)) is not None
    for game in (GIZA, PHARAOHS):
        assert shipped_par(DealCode(1, rules, game)) is None
        assert deal_difficulty(DealCode(1, rules, game)) is None


@pytest.mark.parametrize("key", ["GIZA", "PHARAOHS"])
def test_the_par_of_a_deal_of_an_open_game_is_searched_in_its_own_game(key: str) -> None:
    """With no shipped par for it, a Giza or Pharaohs deal's par is searched from its own start (the search was
    given a Pyramid position of the game's cards and raised IndexError: "Par: the computation failed")."""
    from pyramid_qt.engine.games import ENGINE_GAMES
    from pyramid_qt.solver import deal_par

    game = ENGINE_GAMES[key]
    table = load_labels("N", game=game)
    assert table is not None
    number = table.winnable_deals()[0]
    assert deal_par(DealCode(number, RuleSet.from_field("N"), game), time_limit=30) == 28  # 24 pairs and 4 Kings
