"""The game session: the save first, then the statistics, each failure on its own; a result is recorded
even when the game's row is gone or already finished; damaged values from the save never raise on every move."""

from __future__ import annotations

import json
import sqlite3

import pytest

from pyramid_qt.engine import DealCode, Game, Position, Status, parse_position
from pyramid_qt.services.session import STATS_FAILED, GameSession
from pyramid_qt.store import user_files as paths
from pyramid_qt.store.saved_game import LOAD_REPAIRED, GameExtras, WriteFailed
from pyramid_qt.store.stats import ABANDONED, IN_PROGRESS, LOST, WON, StatsStore

EXTRA = GameExtras()


def one_card_position(apex: str, rules: str) -> Position:
    """Only the apex left in the pyramid, ``2C`` in the stock, ``3D`` in the waste."""
    rows = [apex, *(" ".join(["--"] * n) for n in range(2, 8))]
    lines = ["# pyramid position v1", f"rules: {rules}", "pyramid:", *rows, "stock: 2C", "waste: 3D", "pass: 1"]
    return parse_position("\n".join(lines))


def about_to_win() -> Game:
    return Game(one_card_position("KD", "N"), None)  # remove the King: won


def about_to_lose() -> Game:
    return Game(one_card_position("QD", "T"), None)  # draw the last card: lost


def finish(session: GameSession, game: Game) -> None:
    move = next(move for move in game.legal_moves() if move.is_removal or game.rules.preset_letter == "T")
    game.play(move)
    assert game.status is not Status.PLAYING
    session.ended(game, 12.0, EXTRA)


def rows() -> list[tuple[int, str, int]]:
    with sqlite3.connect(paths.stats_file()) as connection:
        return connection.execute("SELECT id, result, moves FROM games ORDER BY id").fetchall()


def saved_moves() -> int:
    return json.loads(paths.saved_game_file().read_text())["game"]["moves"]


def test_statistics_that_raise_never_stop_the_save(monkeypatch: pytest.MonkeyPatch) -> None:
    session = GameSession()
    game = Game.from_code(DealCode(5))
    session.begin(game, EXTRA)

    def broken(*_args: object, **_kwargs: object) -> None:
        raise sqlite3.OperationalError("no such column: moves")

    monkeypatch.setattr(StatsStore, "start_game", broken)
    monkeypatch.setattr(StatsStore, "update_game", broken)
    for _ in range(3):
        game.play(game.legal_moves()[-1])
        session.save(game, 1.0, EXTRA)
        assert saved_moves() == game.moves  # the save comes first: a statistics error must not stop it
    assert session.take_problems() == [STATS_FAILED]  # told once, not on every move
    session.save(game, 1.0, EXTRA)
    assert session.take_problems() == []


def test_a_save_that_fails_never_stops_the_statistics(monkeypatch: pytest.MonkeyPatch) -> None:
    session = GameSession()
    game = Game.from_code(DealCode(5))
    session.begin(game, EXTRA)

    def full(*_args: object, **_kwargs: object) -> None:
        raise WriteFailed("disk_full", paths.saved_game_file(), OSError(28, "No space left on device"))

    monkeypatch.setattr(session.saved, "save", full)
    game.play(game.legal_moves()[-1])
    session.save(game, 1.0, EXTRA)
    assert [row[1:] for row in rows()] == [(IN_PROGRESS, 1)]
    assert session.take_problems() == ["disk_full"]


@pytest.mark.parametrize("make", [about_to_win, about_to_lose], ids=["won", "lost"])
@pytest.mark.parametrize("row", ["missing", "finished"])
def test_a_result_is_recorded_even_when_its_row_is_gone_or_finished(make, row: str) -> None:
    """A saved game whose row is missing or already finished still records its result (a new row)."""
    first = GameSession()
    game = make()
    first.begin(game, EXTRA)
    game.play(game.legal_moves()[-1] if game.rules.preset_letter == "N" else game.legal_moves()[0])
    game.undo()  # a move and its undo: the game has a row, still in progress
    first.save(game, 3.0, EXTRA)
    row_id = first.stats_id
    assert row_id is not None
    with sqlite3.connect(paths.stats_file()) as connection:  # another copy finished it, or reset the statistics
        if row == "missing":
            connection.execute("DELETE FROM games WHERE id = ?", (row_id,))
        else:
            connection.execute("UPDATE games SET result = 'abandoned', ended_at = updated_at WHERE id = ?", (row_id,))
    first.close()

    second = GameSession()
    back = second.resume()
    assert back is not None
    resumed, elapsed, extra = back
    second.tidy_stats()
    finish(second, resumed)
    expected = WON if make is about_to_win else LOST
    results = [result for _, result, _ in rows()]
    assert results == ([expected] if row == "missing" else [ABANDONED, expected])
    assert json.loads(paths.saved_game_file().read_text())["stats_game_id"] == second.stats_id


def test_playing_on_after_an_undo_from_a_win_keeps_the_one_won_row() -> None:
    """A win stands after an Undo; the new-row rule for finished rows must not split it in two."""
    session = GameSession()
    game = about_to_win()
    session.begin(game, EXTRA)
    finish(session, game)
    game.undo()
    session.reopened()
    game.play(game.legal_moves()[-1])  # a draw instead: playing on
    session.save(game, 20.0, EXTRA)
    session.close()
    again = GameSession()
    back = again.resume()
    assert back is not None
    resumed, _, _ = back
    resumed.undo()
    resumed.play(next(move for move in resumed.legal_moves() if move.is_removal))
    again.ended(resumed, 5.0, EXTRA)
    assert [(result, moves) for _, result, moves in rows()] == [(WON, 1)]


def test_a_finished_game_resumed_and_closed_adds_no_row() -> None:
    session = GameSession()
    game = about_to_win()
    session.begin(game, EXTRA)
    finish(session, game)
    session.close()
    again = GameSession()
    back = again.resume()
    assert back is not None
    resumed, _, _ = back
    assert resumed.is_over
    again.save(resumed, 12.0, EXTRA)  # the window saves when it closes
    again.close()
    assert [result for _, result, _ in rows()] == [WON]


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("hints_used", "many"),
        ("checks_used", -3),
        ("hints", 1e400),  # a save written up to 0.1.0
        ("checks", 10**30),
        ("label", 5),
        ("label", "NO_SUCH_LABEL"),
    ],
)
def test_damaged_window_values_in_the_save_are_repaired_and_told(key: str, value: object) -> None:
    session = GameSession()
    game = Game.from_code(DealCode(5))
    session.begin(game, EXTRA)
    game.play(game.legal_moves()[-1])
    session.save(game, 2.0, EXTRA)
    document = json.loads(paths.saved_game_file().read_text())
    if key in ("hints", "checks"):
        document["extra"] = {key: value}  # a save written up to 0.1.0 has only the old keys
    else:
        document["extra"][key] = value
    paths.saved_game_file().write_text(json.dumps(document))

    again = GameSession()
    back = again.resume()
    assert back is not None
    resumed, _, extra = back
    assert again.take_problems() == [LOAD_REPAIRED]
    assert extra == GameExtras()
    resumed.play(resumed.legal_moves()[-1])
    again.save(resumed, 3.0, extra)  # no ValueError from int("many") on every move
    assert again.take_problems() == []
    assert [row[1:] for row in rows()] == [(IN_PROGRESS, 2)]


def test_a_save_whose_code_is_not_its_deal_resumes_without_that_code_or_its_row() -> None:
    session = GameSession()
    game = Game.from_code(DealCode(5))
    session.begin(game, EXTRA)
    game.play(game.legal_moves()[-1])
    session.save(game, 2.0, EXTRA)
    document = json.loads(paths.saved_game_file().read_text())
    document["game"]["code"] = DealCode(6).text
    paths.saved_game_file().write_text(json.dumps(document))

    again = GameSession()
    back = again.resume()
    assert back is not None
    resumed, _, _ = back
    assert resumed.code is None and resumed.start == game.start
    assert again.stats_id is None and again.take_problems() == [LOAD_REPAIRED]


def test_par_goes_through_the_session_and_nothing_after_it_closed(tmp_path):
    """A par found by a search that ends after the window closed is neither written nor read from a closed
    statistics file (that read raised sqlite3.ProgrammingError in the window's event loop)."""
    session = GameSession()
    session.keep_par("PY1-N-AAAAAAB", 31)
    assert session.known_par("PY1-N-AAAAAAB") == 31
    stats = session.stats
    session.close()
    stats.close()  # closed twice is harmless; what matters is that nothing below touches it
    assert session.known_par("PY1-N-AAAAAAB") is None
    session.keep_par("PY1-N-AAAAAAC", 40)
    assert session._stats is None  # no store reopened by a late answer
    assert STATS_FAILED not in session.problems


def test_a_game_of_giza_is_recorded_as_giza_s_not_pyramid_s() -> None:
    """A started game of Giza (no table yet offers it) played to its win through the session: its row is Giza's,
    and Pyramid's N, under which Giza is also played, counts nothing of it."""
    from pyramid_qt import solver
    from pyramid_qt.engine.games import ENGINE_GAMES

    code = DealCode.parse("PY1-GIZA-N-AAAAAAB", ENGINE_GAMES)
    game = Game.from_code(code)
    session = GameSession()
    session.begin(game, EXTRA)
    for move in solver.solve(game.position).solution:
        game.play(move)
        session.save(game, 1.0, EXTRA)
    assert game.status is Status.WON
    session.ended(game, 30.0, EXTRA)
    with StatsStore() as store:
        (record,) = store.games()
        assert (record.game, record.code, record.result) == ("GIZA", "PY1-GIZA-N-AAAAAAB", WON)
        assert record.pyramid_removed == 28
        assert store.summary("N", "GIZA").won == 1
        assert store.summary("N").played == 0


def test_a_position_of_pharaohs_is_recorded_as_pharaohs_practice() -> None:
    from pyramid_qt.engine.games import ENGINE_GAMES

    start = Game.from_code(DealCode.parse("PY1-PHARAOHS-N-AAAAAAC", ENGINE_GAMES)).position
    session = GameSession()
    game = Game(start, None)
    session.begin(game, EXTRA)
    game.play(next(move for move in game.legal_moves() if move.is_removal))
    session.save(game, 1.0, EXTRA)
    with StatsStore() as store:
        (record,) = store.games()
        assert (record.game, record.code, record.mode) == ("PHARAOHS", None, "practice")
