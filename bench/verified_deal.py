"""Only verified winnable: how long until a deal is proven winnable, per rule combination?

    python bench/verified_deal.py                             # all 480 combinations, 20 draws each
    python bench/verified_deal.py --fields T2,TD,N1D --draws 20
    python bench/verified_deal.py --sample 40                 # 40 combinations spread over the 480, plus the hard ones

Each draw runs :func:`pyramid_qt.services.deal_choice.find_winnable` (the window's method, without the window:
random candidates, :data:`~pyramid_qt.services.deal_choice.CANDIDATE_SECONDS` each) with its own seed and a cap of
``--budget`` seconds, and times it to the first deal the solver proves WINNABLE.  A combination with a shipped
table needs no search (the table is read instead): it is reported as ``table`` and also searched with
``--search-tables``.  Printed per combination: p50, p99 and worst seconds to a verified deal (``>cap`` when a draw
did not find one), draws that found none, the share of candidates the solver proved winnable (the estimated win
rate; undecided candidates count as not won) and whether the 1 s p99 target is met.  The verdicts are checked:
every deal found is solved once more (30 s, with its line replayed through the engine) and must be WINNABLE.

Runs in this process, one search at a time (the machine's other core is left to others).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyramid_qt.engine import DealCode, Position, RuleSet  # noqa: E402
from pyramid_qt.engine.rules import FAMILIES  # noqa: E402
from pyramid_qt.services import deal_choice  # noqa: E402
from pyramid_qt.solver import Verdict, solve  # noqa: E402
from pyramid_qt.solver.labels import load_labels  # noqa: E402

HARD = "T,TS,T2,T2S,TD,T2D,TSD,N1,N1S,N1D,N1SD,N2,W1,W1S,W1D,W1SD,W2,W2S,WUD"
TARGET_P99 = 1.0


def all_fields() -> list[str]:
    """Every rule combination: each family x (1-9 passes or unlimited) x the four on/off options (480)."""
    fields = []
    for family in FAMILIES.values():
        for passes in [*range(1, 10), None]:  # a rules field has one digit for the passes
            for flags in range(16):
                strict, stacked, pairing, three = (bool(flags >> bit & 1) for bit in range(4))
                rules = RuleSet(
                    family,
                    passes=passes,
                    strict_win=strict,
                    stacked_pairs=stacked,
                    talon_pairing=pairing,
                    draw_three=three,
                )
                fields.append(rules.field)
    return fields


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(fraction * len(ordered)) - 1)]


def measure(field: str, draws: int, budget: float, candidate: float, check: bool) -> dict[str, object]:
    rules = RuleSet.from_field(field)
    seconds: list[float] = []
    missed = tried = decided = found = 0
    for draw in range(draws):
        rng = random.Random(f"{field}/{draw}")
        search = deal_choice.find_winnable(rules, rng, candidate_seconds=candidate, total_seconds=budget)
        tried += search.tried
        decided += search.decided
        if search.number is None:
            missed += 1
            seconds.append(math.inf)
            continue
        found += 1
        seconds.append(search.seconds)
        if check:
            position = Position.from_deal(DealCode(search.number, rules).deal(), rules)
            verdict = solve(position, time_limit=30, want_best=False).verdict
            if verdict is not Verdict.WINNABLE:
                raise SystemExit(f"{field} deal {search.number}: found as winnable, solved again: {verdict.name}")
    return {
        "field": field,
        "p50": percentile(seconds, 0.5),
        "p99": percentile(seconds, 0.99),
        "max": max(seconds),
        "missed": missed,
        "rate": found / tried if tried else 0.0,
        "tried": tried,
        "decided": decided,
    }


def shown(value: object, cap: float) -> str:
    assert isinstance(value, float)
    return f">{cap:g}" if math.isinf(value) else f"{value:.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fields", help="comma-separated rules fields (default: all 480)")
    parser.add_argument("--sample", type=int, help="this many combinations spread over the 480, plus the hard ones")
    parser.add_argument("--draws", type=int, default=20)
    parser.add_argument("--budget", type=float, default=5.0, help="seconds per draw before it counts as missed")
    parser.add_argument("--candidate", type=float, default=deal_choice.CANDIDATE_SECONDS, help="seconds per deal")
    parser.add_argument("--search-tables", action="store_true", help="search combinations with a table too")
    parser.add_argument("--no-check", action="store_true", help="skip solving each found deal again")
    args = parser.parse_args()
    fields = all_fields()
    if args.fields:
        fields = [RuleSet.from_field(f).field for f in args.fields.split(",") if f.strip()]
    elif args.sample:
        step = max(1, len(fields) // args.sample)
        fields = list(dict.fromkeys([RuleSet.from_field(f).field for f in HARD.split(",")] + fields[::step]))
    print(
        f"# {len(fields)} combinations, {args.draws} draws each, candidate budget {args.candidate:g} s, "
        f"cap {args.budget:g} s per draw"
    )
    print(f"{'rules':8} {'p50 s':>7} {'p99 s':>7} {'max s':>7} {'missed':>6} {'win rate':>8} {'tried':>6}  target")
    began = time.perf_counter()
    slow = []
    for field in fields:
        if load_labels(field) is not None and not args.search_tables:
            print(f"{field:8} {'table':>7}", flush=True)
            continue
        row = measure(field, args.draws, args.budget, args.candidate, not args.no_check)
        ok = isinstance(row["p99"], float) and row["p99"] <= TARGET_P99
        if not ok:
            slow.append(field)
        print(
            f"{field:8} {shown(row['p50'], args.budget):>7} {shown(row['p99'], args.budget):>7} "
            f"{shown(row['max'], args.budget):>7} {row['missed']:>6} {100 * float(row['rate']):>7.2f}% "  # type: ignore[arg-type]
            f"{row['tried']:>6}  {'ok' if ok else 'MISS'}",
            flush=True,
        )
    print(f"# {time.perf_counter() - began:.0f} s; p99 over {TARGET_P99:g} s: {','.join(slow) or 'none'}")


if __name__ == "__main__":
    main()
