"""Start-up bench: process start to first painted frame, and peak RSS, for the game against a bare PySide6 window.

Both programs run as fresh subprocesses (offscreen platform by default; ``--platform xcb`` with a DISPLAY for a real
one) and print one line ``first-paint <seconds> cpu <seconds>`` from a zero-delay timer queued by their first paint
event (so the frame is finished), then quit (the game by closing its window, as a player does).  The game does this when
``PYRAMID_QT_REPORT_FIRST_PAINT=1`` (see pyramid_qt/app.py); the bare window below does it always.  The bench does
not trust either process's own clock: it times from just before it spawns the process to the moment that line
arrives on the pipe, which includes interpreter start-up and every import.  Peak RSS comes from ``os.wait4`` for
that one child.  The CPU seconds the child had used by then (``time.process_time``, interpreter start-up included)
are printed beside: on a machine others share, the wall time swings with their load far more than the CPU time does,
so the CPU ratio is the steadier figure to compare two revisions with.  Settings and saved games go to a temporary
XDG home, so the first untimed warm-up run deals a
fresh game, the second resumes it and keeps the card images it drew in the card cache, and the timed ones resume
it as a player's later starts do; the children get a bytecode cache there too, as an installed wheel has.

One extra, untimed run under ``python -X importtime`` lists what the game imported before its first frame, flags
the slow parts kept out of start-up (solver and its deal tables, SQLite statistics) and names the
largest imports.

    python bench/startup.py                # 5 runs each
    python bench/startup.py --runs 9 --bundle dist/pyramid-qt/pyramid-qt
    python bench/startup.py --deck /usr/share/carddecks/svg-oxygen   # a KDE deck (QtSvg must not show up)
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_RATIO = 1.5  # the game to its first frame against a bare PySide6 window, both unpatched
TARGET_RSS_MB = 200.0
# Imported before the first frame, these mean slow work was done too early.  The solver's package and its verdicts are
# its declared boundary (pyramid_qt/lazy.py): cheap, and what the window names; its search code and tables are not.
SLOW_MODULES = ("sqlite3", "pyramid_qt.solver.", "pyramid_qt.store.stats", "QtSvg", "QtNetwork")
SOLVER_BOUNDARY = ("pyramid_qt.solver.result",)

BARE_WINDOW = """
import time

START = time.perf_counter()

import sys
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QApplication, QWidget


class Bare(QWidget):
    painted = False

    def paintEvent(self, event):
        QPainter(self).fillRect(self.rect(), QColor("#1d6b3a"))
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, self.report)

    def report(self):
        print(f"first-paint {time.perf_counter() - START:.4f} cpu {time.process_time():.4f}", flush=True)
        QApplication.quit()


app = QApplication(sys.argv)
window = Bare()
window.resize(1280, 800)
window.show()
sys.exit(app.exec())
"""


@dataclass(frozen=True)
class Run:
    seconds: float  # spawn to the first-paint line, measured by the bench
    in_process: float  # what the child itself reported
    cpu: float | None  # the CPU time the child had used by its first frame, when it says
    rss_mb: float


def child_env(home: Path, platform: str) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = platform
    env["PYRAMID_QT_REPORT_FIRST_PAINT"] = "1"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    # An installed wheel has its bytecode compiled by pip; without a cache every run would recompile the game's
    # ~100 modules (the bare window has none), so give the children a bytecode cache and a warm-up run.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(home / "pycache")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(home / name.lower())
    return env


def choose_deck(config_home: Path, deck: Path) -> None:
    """Settings that draw the game's cards from ``deck`` (the warm-up runs then keep its images in the cache)."""
    folder = config_home / "pyramid-qt"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pyramid-qt.ini").write_text(f"[appearance]\ndeck={deck}\nback=deck\n", encoding="utf-8")


def run_once(command: list[str], env: dict[str, str], timeout: float) -> Run:
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
    killer = threading.Timer(timeout, process.kill)
    killer.start()
    arrived, reported, cpu = None, None, None
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith("first-paint ") and arrived is None:
                arrived = time.monotonic()
                words = line.split()
                reported = float(words[1])
                cpu = float(words[3]) if len(words) >= 4 and words[2] == "cpu" else None
        _pid, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
    finally:
        killer.cancel()
    if arrived is None or reported is None:
        raise SystemExit(
            f"startup: {' '.join(command)} printed no 'first-paint' line within {timeout:.0f} s "
            f"(exit {process.returncode}); does it honour PYRAMID_QT_REPORT_FIRST_PAINT=1?"
        )
    return Run(arrived - start, reported, cpu, usage.ru_maxrss / 1024)  # ru_maxrss is in KiB on Linux


def imports_before_first_paint(command: list[str], env: dict[str, str], timeout: float) -> list[tuple[str, int]]:
    """(module, cumulative µs) that ``-X importtime`` reports before the first-paint line (stderr merged in)."""
    result = subprocess.run(
        [command[0], "-X", "importtime", *command[1:]],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env=env,
        text=True,
        timeout=timeout,
        check=False,
    )
    modules = []
    for line in result.stdout.splitlines():
        if line.startswith("first-paint "):
            return modules
        if line.startswith("import time:") and "|" in line:
            _self, cumulative, name = line.removeprefix("import time:").split("|")
            if name.strip() != "imported package":
                modules.append((name.strip(), int(cumulative)))
    raise SystemExit("startup: the -X importtime run printed no 'first-paint' line")


def describe(label: str, runs: list[Run]) -> tuple[float, float, float | None]:
    """Print a program's medians, with the spread of its runs; (wall seconds, peak RSS MB, CPU seconds)."""
    seconds = statistics.median(run.seconds for run in runs)
    rss = statistics.median(run.rss_mb for run in runs)
    each = "  ".join(f"{run.seconds * 1000:.0f}" for run in runs)
    inside = statistics.median(run.in_process for run in runs)
    cpus = [run.cpu for run in runs if run.cpu is not None]
    cpu = statistics.median(cpus) if len(cpus) == len(runs) else None
    spread = f"{min(run.seconds for run in runs) * 1000:.0f}-{max(run.seconds for run in runs) * 1000:.0f}"
    print(f"{label:<22} median {seconds * 1000:7.1f} ms (runs {spread}) (in-process {inside * 1000:6.1f} ms) ", end="")
    print(f"peak RSS {rss:6.1f} MB   runs: {each} ms")
    if cpu is not None:
        cpu_spread = f"{min(cpus) * 1000:.0f}-{max(cpus) * 1000:.0f}"
        print(f"{'':<22} CPU to first frame: median {cpu * 1000:7.1f} ms (runs {cpu_spread})")
    return seconds, rss, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Time to first painted frame and peak RSS, game vs bare window.")
    parser.add_argument("--runs", type=int, default=5, help="runs per program (default %(default)s)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds before a run counts as hung")
    parser.add_argument("--bundle", type=Path, help="also time a PyInstaller bundle's binary")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM for the runs (xcb needs DISPLAY)")
    parser.add_argument("--deck", type=Path, help="a KDE card deck's folder for the game's faces and back")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="pyramid-startup-") as tmp:
        env = child_env(Path(tmp), args.platform)
        if args.deck:
            choose_deck(Path(env["XDG_CONFIG_HOME"]), args.deck.resolve())
        programs = {
            "bare PySide6 window": [sys.executable, "-c", BARE_WINDOW],
            "python -m pyramid_qt": [sys.executable, "-m", "pyramid_qt"],
        }
        if args.bundle:
            programs["bundle binary"] = [str(args.bundle.resolve())]
        results: dict[str, list[Run]] = {label: [] for label in programs}
        for command in programs.values():
            for _ in range(2):  # warm-up: bytecode cache, first-run settings and deal, then the card-art cache
                run_once(command, env, args.timeout)
        # Interleaved, so a neighbour's load on the shared cores hits every program alike.
        for _ in range(args.runs):
            for label, command in programs.items():
                results[label].append(run_once(command, env, args.timeout))
        modules = imports_before_first_paint(programs["python -m pyramid_qt"], env, args.timeout)

    deck = f", cards from {args.deck}" if args.deck else ""
    python = sys.version.split()[0]
    print(f"start-up to first painted frame, {args.platform}, {args.runs} runs each{deck}, Python {python}")
    medians = {label: describe(label, runs) for label, runs in results.items()}
    bare_seconds, _bare_rss, bare_cpu = medians["bare PySide6 window"]
    game_seconds, game_rss, game_cpu = medians["python -m pyramid_qt"]
    ratio = game_seconds / bare_seconds
    verdict_time = "met" if ratio <= TARGET_RATIO else "MISSED"
    verdict_rss = "met" if game_rss < TARGET_RSS_MB else "MISSED"
    print(f"ratio game / bare window: {ratio:.2f}x   target <= {TARGET_RATIO}x: {verdict_time}")
    if bare_cpu is not None and game_cpu is not None:
        print(f"CPU ratio game / bare window: {game_cpu / bare_cpu:.2f}x   (steadier than the wall time when busy)")
    print(f"game peak RSS: {game_rss:.1f} MB   target < {TARGET_RSS_MB:.0f} MB: {verdict_rss}")
    names = [name for name, _micros in modules]
    ours = [name for name in names if name.startswith("pyramid_qt")]
    slow = sorted({name for name in names for slow in SLOW_MODULES if slow in name and name not in SOLVER_BOUNDARY})
    print(f"imported before the first frame: {len(names)} modules, {len(ours)} of pyramid_qt")
    print(f"slow modules before the first frame: {', '.join(slow) if slow else 'none'}")
    # Top-level imports only (no dot, or a pyramid_qt module): where the in-process time before the frame goes.
    heavy = sorted(
        ((micros, name) for name, micros in modules if name.startswith("pyramid_qt.") or "." not in name),
        reverse=True,
    )[:8]
    print("largest imports (cumulative, -X importtime): " + ", ".join(f"{n} {m / 1000:.0f} ms" for m, n in heavy))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
