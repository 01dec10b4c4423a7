"""Labelling time per 1,000 deals: the local worker pool against a Dask cluster of the same size, same run.

    python bench/cluster_labels.py --rules N,W --deals 1-1000 --workers 2 [--scheduler tcp://host:8786]

Without ``--scheduler`` a ``LocalCluster`` of ``--workers`` processes (one thread each) is started here, so the
ratio shows what the cluster runner costs over the local pool on the same cores; with it, the given cluster is
used (its size is whatever it has).  Each rule set labels the range into a fresh file with each runner, checks
that both files hold the same verdicts, and prints seconds per 1,000 deals.  Needs ``pip install
'pyramid-qt[cluster]'``.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyramid_qt.engine import RuleSet  # noqa: E402
from pyramid_qt.solver.batch import label_range, read_progress  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rules", default="N,W", help="comma-separated rules fields")
    parser.add_argument("--deals", default="1-1000", help="range A-B")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds per deal")
    parser.add_argument("--scheduler", help="an existing Dask scheduler (default: a LocalCluster started here)")
    args = parser.parse_args()
    first, last = (int(part) for part in args.deals.split("-"))
    count = last - first + 1
    cluster = None
    if args.scheduler is None:
        from distributed import LocalCluster

        cluster = LocalCluster(
            n_workers=args.workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",
            silence_logs=logging.ERROR,
        )
    address = args.scheduler or cluster.scheduler_address  # type: ignore[union-attr]
    print(f"deals {first}-{last}, {args.workers} workers, time limit {args.time_limit} s, load {os.getloadavg()}")
    print(f"{'rules':6} {'local s/1000':>13} {'cluster s/1000':>15} {'ratio':>6}  same verdicts")
    try:
        with tempfile.TemporaryDirectory() as folder:
            for field in args.rules.split(","):
                rules = RuleSet.from_field(field)
                seconds = {}
                for runner in ("local", "cluster"):
                    out = Path(folder) / f"{field}-{runner}.txt"
                    start = time.perf_counter()
                    label_range(
                        first,
                        last,
                        rules,
                        out,
                        jobs=args.workers,
                        time_limit=args.time_limit,
                        progress=False,
                        scheduler=address if runner == "cluster" else None,
                    )
                    seconds[runner] = (time.perf_counter() - start) * 1000 / count
                same = read_progress(Path(folder) / f"{field}-local.txt") == read_progress(
                    Path(folder) / f"{field}-cluster.txt"
                )
                ratio = seconds["cluster"] / seconds["local"]
                print(f"{field:6} {seconds['local']:13.1f} {seconds['cluster']:15.1f} {ratio:6.2f}  {same}")
    finally:
        if cluster is not None:
            cluster.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
