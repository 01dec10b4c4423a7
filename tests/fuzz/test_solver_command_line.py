"""Fuzz ``pyramid-qt-solve``: command lines built from its options with good, bad and random values, position files
and standard input with any bytes, progress files of every kind.  The outcome is a result (exit 0) or one line on
stderr with exit 2; never a traceback or a hang.

In-process calls of ``main(argv)`` keep the count high: the searches get a node limit (the real solver otherwise),
the worker pool is replaced by the same chunks labelled in this process and the cluster runner by a refusal (both
have their own tests).  A few real subprocesses run the installed entry point end to end, pool included.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

from hypothesis import given
from hypothesis import strategies as st

from pyramid_qt.engine.deal import MAX_DEAL
from pyramid_qt.solver import api, batch, cli
from tests.fuzz.harness import SUBPROCESS_EXAMPLES, TALLY, check, count_subprocess, fuzz_settings
from tests.fuzz.strategies import deal_texts, position_bytes

ROOT = Path(__file__).resolve().parents[2]
NODE_LIMIT = 3000

RULES = ["N", "W", "T", "W1", "TUSD", "n", "W1D", "Q", "N0", "NXS", "", "²", "WWWWWWWWWWWWWWWW"]
SECONDS = ["0.2", "1", "1e-3", "nan", "inf", "-inf", "0", "-1", "1_0", "١", "1e400", "", "abc", "1e999999"]
JOBS = ["1", "2", "0", "-1", "1_0", "٢", "999", ""]
RANGES = ["1-3", "18-18", "19999-20001", f"{MAX_DEAL - 1}-{MAX_DEAL}", f"{MAX_DEAL}-{MAX_DEAL + 1}", "0-2", "5-2"]
RANGES += ["1-99999999999", "²-3", "1-١٠", "3", "-", "", "1--3", "1-" + "9" * 5000]
OUTS = ["{tmp}/new.txt", "{tmp}/N.txt", "{tmp}/W.txt", "{tmp}/bin.out", "{tmp}/dir", "{tmp}/N.txt/x", "/dev/full", ""]
FLAGS = ["--json", "--no-best", "--bogus", "-x", "--list-rules"]
OPTIONS = ["--code", "--deal", "--rules", "--time-limit", "--label", "--jobs", "--out", "--scheduler"]


def _values(option: str) -> st.SearchStrategy[str]:
    pools = {
        "--code": deal_texts(),
        "--deal": deal_texts(),
        "--rules": st.one_of(st.sampled_from(RULES), st.text(max_size=4)),
        "--time-limit": st.one_of(st.sampled_from(SECONDS), st.text(max_size=5)),
        "--label": st.one_of(st.sampled_from(RANGES), st.text(alphabet="0123456789-", max_size=4)),
        "--jobs": st.sampled_from(JOBS),
        "--out": st.sampled_from(OUTS),
        "--scheduler": st.sampled_from(["tcp://127.0.0.1:1", "", "nowhere"]),
    }
    return pools[option]


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """A command line of one of the five kinds (file, stdin, code, deal, label): half of them tidy (options that
    go with the kind, good values), the others with any options and values and a token cut, doubled or put in."""
    kind = draw(st.sampled_from(["file", "stdin", "code", "deal", "label"]))
    argv: list[str] = {"file": ["{tmp}/pos.txt"], "stdin": ["-"]}.get(kind, [])
    if draw(st.booleans()):
        if kind == "label":
            argv += ["--label", draw(st.sampled_from(RANGES[:4])), "--out", draw(st.sampled_from(OUTS[:3]))]
            argv += draw(st.sampled_from([[], ["--jobs", "1"], ["--jobs", "2"], ["--rules", "W"], ["--rules", "N"]]))
        elif kind in ("code", "deal"):
            argv += [f"--{kind}", draw(st.integers(0, MAX_DEAL).map(str) if kind == "deal" else deal_texts())]
        extras = st.sampled_from([["--json"], ["--no-best"], ["--time-limit", "0.2"], ["--rules", "N"]])
        return argv + [token for extra in draw(st.lists(extras, max_size=3)) for token in extra]
    if kind in ("code", "deal", "label"):
        argv += [f"--{kind}", draw(_values(f"--{kind}"))]
    if kind == "label":
        argv += ["--out", draw(_values("--out"))]
    for option in draw(st.lists(st.sampled_from(OPTIONS + FLAGS), max_size=4)):
        argv += [option] if option in FLAGS else [option, draw(_values(option))]
    for _ in range(draw(st.integers(0, 2))):
        at = draw(st.integers(0, len(argv)))
        edit = draw(st.integers(0, 2))
        if edit == 0 and at < len(argv):
            del argv[at]
        elif edit == 1 and at < len(argv):
            argv.insert(at, argv[at])
        else:
            argv.insert(at, draw(st.one_of(st.sampled_from(OPTIONS + FLAGS + ["-", "--help"]), st.text(max_size=6))))
    return argv


@contextlib.contextmanager
def _inside(folder: Path) -> Iterator[None]:
    """The current folder for a file a random --out names (never the repository)."""
    previous = os.getcwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(previous)


@contextlib.contextmanager
def _sandbox(position: bytes) -> Iterator[Path]:
    """A folder with the files the command lines name, and the searches bounded."""
    real_solve = api.solve

    def bounded(position: object, **options: object) -> object:
        return real_solve(position, **{**options, "node_limit": NODE_LIMIT})  # type: ignore[arg-type]

    def in_this_process(jobs: int, todo: Iterator[int], field: str, limit: float | None, keep: object) -> None:
        for chunk in batch.chunks(todo, batch.LOCAL_CHUNK):
            keep(batch.label_chunk(chunk, field, limit))  # type: ignore[operator]

    def no_cluster(*args: object) -> None:
        raise batch.LabelError("no cluster in the fuzz run")

    with tempfile.TemporaryDirectory() as name, _inside(Path(name)):
        tmp = Path(name)
        (tmp / "pos.txt").write_bytes(position)
        (tmp / "N.txt").write_text("# rules N: deal verdict nodes seconds\n1 winnable 5 0.1\n2 unknown 9 1.0\n")
        (tmp / "W.txt").write_text("# rules W: deal verdict nodes seconds\n1 winnable 5 0.1\n")
        (tmp / "bin.out").write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
        (tmp / "dir").mkdir()
        with (
            mock.patch.object(cli, "solve", bounded),
            mock.patch.object(batch, "solve", bounded),
            mock.patch.object(batch, "run_in_processes", in_this_process),
            mock.patch.object(batch, "_run_on_cluster", no_cluster),
            mock.patch.object(sys, "stdin", io.TextIOWrapper(io.BytesIO(position))),
        ):
            yield tmp


def _run(argv: list[str], stdin: bytes) -> None:
    out, err = io.StringIO(), io.StringIO()
    with _sandbox(stdin) as tmp:
        filled = [token.replace("{tmp}", str(tmp)) for token in argv]
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = cli.main(filled)
            except SystemExit as stop:  # --help only
                assert stop.code == 0 and ("--help" in filled or "-h" in filled), stop.code
                TALLY["solver command line: help"] += 1
                return
    if status == 2:
        lines = err.getvalue().splitlines()
        assert len(lines) == 1 and lines[0].startswith("pyramid-qt-solve: ") and out.getvalue() == "", err.getvalue()
        TALLY["solver command line: refused"] += 1
        return
    assert status == 0, (status, err.getvalue())
    if "--list-rules" in filled:
        assert len(out.getvalue().split()) == 480
        TALLY["solver command line: listed"] += 1
    elif "--label" in filled:
        assert "deals labelled" in err.getvalue().splitlines()[-1]
        TALLY["solver command line: labelled"] += 1
    elif "--json" in filled:
        assert json.loads(out.getvalue())["verdict"] in ("winnable", "unwinnable", "unknown")
        TALLY["solver command line: solved"] += 1
    else:
        assert out.getvalue().startswith("verdict: ")
        TALLY["solver command line: solved"] += 1


@fuzz_settings()
@given(command_lines(), position_bytes())
def test_any_solver_command_line_gives_a_result_or_one_line(argv: list[str], stdin: bytes) -> None:
    check("solver command line", lambda: _run(argv, stdin))


def _run_process(argv: list[str], stdin: bytes) -> None:
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        (tmp / "pos.txt").write_bytes(stdin)
        (tmp / "N.txt").write_text("# rules N: deal verdict nodes seconds\n1 winnable 5 0.1\n")
        (tmp / "dir").mkdir()
        filled = [token.replace("{tmp}", str(tmp)) for token in argv]
        # A last, valid time limit bounds every search; a bad one earlier on the line is still refused.
        filled += ["--time-limit", "0.5"]
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        start = time.perf_counter()
        try:
            done = subprocess.run(
                [sys.executable, "-m", "pyramid_qt.solver.cli", *filled],
                input=stdin,
                capture_output=True,
                env=env,
                cwd=tmp,
                timeout=120,
            )
        except subprocess.TimeoutExpired:
            count_subprocess("solver process", time.perf_counter() - start, hang=True)
            raise
    traceback = b"Traceback" in done.stderr
    count_subprocess("solver process", time.perf_counter() - start, traceback=traceback)
    assert not traceback, done.stderr.decode(errors="replace")
    assert done.returncode in (0, 2), (done.returncode, done.stderr)
    if done.returncode == 2:
        assert done.stderr.count(b"\n") == 1, done.stderr
    TALLY["solver process: " + ("refused" if done.returncode else "ran")] += 1


@st.composite
def process_command_lines(draw: st.DrawFn) -> list[str]:
    """Real processes: small label ranges only (the pool is real here), no cluster, and arguments a process can
    be given (no NUL, no lone surrogate)."""
    argv = draw(command_lines())
    kept = [token for token in argv if token not in ("--scheduler", "--label") and _passable(token)]
    return kept + draw(st.sampled_from([[], ["--label", "1-6", "--out", "{tmp}/N.txt", "--jobs", "2"]]))


def _passable(token: str) -> bool:
    try:
        os.fsencode(token)
    except UnicodeEncodeError:
        return False
    return "\x00" not in token


@fuzz_settings(SUBPROCESS_EXAMPLES)
@given(process_command_lines(), position_bytes())
def test_solver_processes_give_a_result_or_one_line(argv: list[str], stdin: bytes) -> None:
    _run_process(argv, stdin)
