"""Records and scores in the statistics: a game's score under each scoring system, and the records of each deal and
rule set (fewest moves, best time, best score per system), all read from wins on their own.

Which rows count for what is :mod:`pyramid_qt.engine.result`'s rule, turned here into SQL conditions on ``result`` and
``mode`` (:data:`COUNTED`, :data:`COUNTED_WIN`, :data:`HELPED_WIN`, :data:`RECORD_WIN`): every pair of outcome and
mode the rule admits, so a change of the rule changes every query.

A *new record* is a win on its own that beats the record of the other games of its deal (or of its rule set); a
first win has nothing to beat and is not one, nor is a tie.  Times are compared in the whole seconds the player is
shown: a win a fraction of a second quicker would read "New record 1:12 (was 1:12)".  A score is better when higher,
except under the systems a caller names as counting down (fewer is better, e.g. the cards left).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from types import MappingProxyType

from pyramid_qt.engine import result as results
from pyramid_qt.engine.result import Mode, NewRecord, Outcome, RecordKind, Records, Scope
from pyramid_qt.store.stats_db import StatsDatabase
from pyramid_qt.store.stats_schema import PYRAMID_KEY


def _condition(admits: Callable[[Outcome, Mode], bool]) -> str:
    pairs = [(outcome, mode) for outcome in Outcome for mode in Mode if admits(outcome, mode)]
    terms = [f"(result = '{outcome.value}' AND mode = '{mode.value}')" for outcome, mode in pairs]
    return f"({' OR '.join(terms)})" if terms else "0"


COUNTED = _condition(lambda _outcome, mode: results.counts_as_played(mode))
"""A finished game the statistics count (played)."""
COUNTED_WIN = _condition(results.counts_as_win)
HELPED_WIN = _condition(lambda outcome, mode: results.counts_as_win(outcome, mode) and mode is Mode.ASSISTED)
RECORD_WIN = _condition(results.may_set_record)


def finished_filter(rules_field: str | None, game: str | None = None) -> tuple[str, tuple[str, ...]]:
    """The WHERE clause of the counted games (of one rule set of ``game``, of every rule set of ``game``, or all:
    a rule set is asked for within one game, Pyramid's unless said, since every game without rule options plays
    under ``N``)."""
    if rules_field is not None and game is None:
        game = PYRAMID_KEY
    where, parameters = f"WHERE {COUNTED}", tuple[str, ...]()
    if game is not None:
        where, parameters = f"{where} AND game = ?", (game,)
    if rules_field is not None:
        where, parameters = f"{where} AND rules = ?", (*parameters, rules_field)
    return where, parameters


class RecordsMixin(StatsDatabase):
    """Scores and records of the games table (the games themselves: :class:`~pyramid_qt.store.stats.StatsStore`)."""

    # ------------------------------------------------------------------ scores
    def set_scores(self, game_id: int, scores: Mapping[str, int]) -> None:
        """Keep a game's score under each system named (a system given again replaces its score)."""
        for system, score in scores.items():
            # REPLACE, not INSERT: a held write that inserts is taken for a new game row (see stats_db._write_held).
            self._write(
                "REPLACE INTO game_scores (game_id, system, score) VALUES (?, ?, ?)",
                (game_id, str(system), int(score)),
                (0,),
            )

    def scores(self, game_id: int) -> dict[str, int]:
        rows = self._read("SELECT system, score FROM game_scores WHERE game_id = ?", (self.current_id(game_id),))
        return {system: int(score) for system, score in rows}

    def all_scores(self) -> dict[int, dict[str, int]]:
        """Every game's scores, by game id."""
        found: dict[int, dict[str, int]] = {}
        for game_id, system, score in self._read("SELECT game_id, system, score FROM game_scores"):
            found.setdefault(int(game_id), {})[system] = int(score)
        return found

    # ------------------------------------------------------------------ records
    def deal_records(self, code: str, *, excluding: int | None = None, counting_down: Collection[str] = ()) -> Records:
        """The records of one deal code (``excluding``: leave that game out, to tell whether it beat them)."""
        return self._records("code = ?", (code,), excluding, counting_down)

    def rules_records(
        self,
        rules_field: str,
        *,
        game: str = PYRAMID_KEY,
        excluding: int | None = None,
        counting_down: Collection[str] = (),
    ) -> Records:
        """The records of one rule set of one game (Pyramid's unless said)."""
        return self._records("game = ? AND rules = ?", (game, rules_field), excluding, counting_down)

    def _records(
        self, where: str, parameters: tuple[object, ...], excluding: int | None, counting_down: Collection[str]
    ) -> Records:
        mine = f"{RECORD_WIN} AND {where} AND id IS NOT ?"
        values = (*parameters, None if excluding is None else self.current_id(excluding))
        ((moves, seconds),) = self._read(f"SELECT MIN(moves), MIN(active_seconds) FROM games WHERE {mine}", values)
        rows = self._read(
            "SELECT system, MIN(score), MAX(score) FROM game_scores"
            f" WHERE game_id IN (SELECT id FROM games WHERE {mine}) GROUP BY system",
            values,
        )
        scores = {system: int(low if system in counting_down else high) for system, low, high in rows}
        return Records(moves, seconds, MappingProxyType(scores))

    def new_records(self, game_id: int, *, counting_down: Collection[str] = ()) -> list[NewRecord]:
        """The records a finished win on its own beat, of its deal then of its game's rule set (none for any other
        game)."""
        rows = self._read(
            f"SELECT code, game, rules, moves, active_seconds FROM games WHERE id = ? AND {RECORD_WIN}",
            (self.current_id(game_id),),
        )
        if not rows:
            return []
        ((code, game, rules, moves, seconds),) = rows
        scores = self.scores(game_id)
        beaten: list[NewRecord] = []
        before_rules = self.rules_records(rules, game=game, excluding=game_id, counting_down=counting_down)
        scopes = [(Scope.RULES, before_rules)]
        if code is not None:
            scopes.insert(0, (Scope.DEAL, self.deal_records(code, excluding=game_id, counting_down=counting_down)))
        for scope, before in scopes:
            if before.moves is not None and moves < before.moves:
                beaten.append(NewRecord(scope, RecordKind.MOVES, moves, before.moves))
            if before.seconds is not None and int(seconds) < int(before.seconds):
                beaten.append(NewRecord(scope, RecordKind.TIME, seconds, before.seconds))
            for system, score in sorted(scores.items()):
                best = before.scores.get(system)
                if best is not None and (score < best if system in counting_down else score > best):
                    beaten.append(NewRecord(scope, RecordKind.SCORE, score, best, system))
        return beaten
