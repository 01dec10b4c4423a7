"""pyramid-qt-solve against hostile input: one line on stderr and exit 2 for every bad argument
or input, worker errors reported rather than hung on, a closed pipe ending quietly."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from pyramid_qt.engine import DealCode, Position, RuleSet, format_position
from pyramid_qt.engine.deal import MAX_DEAL
from pyramid_qt.solver import batch
from pyramid_qt.solver.batch import LabelError, WorkerError, label_range, read_progress
from pyramid_qt.solver.cli import MAX_INPUT_BYTES, main
from pyramid_qt.solver.result import Verdict

ROOT = Path(__file__).resolve().parents[2]
DEAL_18 = format_position(Position.from_deal(DealCode(18).deal(), RuleSet.from_field("N")))


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """Exit 2 with exactly one line on stderr and nothing on stdout; that line."""
    code, out, err = run(argv, capsys)
    assert code == 2, err
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("pyramid-qt-solve: "), err
    return err


def solver(args: list[str], **kwargs: Any) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    streams: dict[str, Any] = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, **kwargs}
    return subprocess.run([sys.executable, "-m", "pyramid_qt.solver.cli", *args], env=env, timeout=120, **streams)


# Input text: encoding, size, numbers.


def test_non_utf8_stdin_is_one_line_not_a_traceback() -> None:
    done = solver(["-"], input=b"\xff\xfe# pyramid position v1\n")
    assert done.returncode == 2
    assert done.stderr.decode() == "pyramid-qt-solve: standard input is not UTF-8 text (byte 0xff at offset 0)\n"


def test_non_utf8_stdin_in_process(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(DEAL_18.encode("latin-1") + b"\xe9\n")))
    assert "not UTF-8" in refused(["-"], capsys)


def test_non_utf8_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes(DEAL_18.encode() + b"# caf\xe9\n")
    assert "is not UTF-8 text (byte 0xe9" in refused([str(path)], capsys)


def test_a_utf8_byte_order_mark_is_accepted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf" + DEAL_18.encode())
    assert run([str(path), "--json", "--no-best"], capsys)[0] == 0
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"\xef\xbb\xbf" + DEAL_18.encode())))
    assert run(["-", "--json", "--no-best"], capsys)[0] == 0


def test_input_over_a_megabyte_is_refused_unread(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "huge.txt"
    path.write_bytes(DEAL_18.encode() + b"#" * MAX_INPUT_BYTES)
    assert "is over 1 MB" in refused([str(path)], capsys)


def test_a_directory_as_the_position_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "cannot read" in refused([str(tmp_path)], capsys)


@pytest.mark.parametrize("value", ["²", "١", "9" * 5000, "0" * 5000, "1_0", "1e3", "-1", "0"], ids=lambda v: v[:8])
def test_bad_pass_numbers_are_refused(value: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "pass.txt"
    path.write_text(DEAL_18.replace("pass: 1", f"pass: {value}"), encoding="utf-8")
    err = refused([str(path)], capsys)
    assert "line 13: the pass must be" in err
    assert len(err) < 200  # the 5000 digits are not echoed back


# Arguments.


@pytest.mark.parametrize("value", ["nan", "NaN", "inf", "-inf", "1e400", "0", "0.0", "-1", "1_0", "١", "", "ten"])
def test_time_limit_must_be_a_finite_number_above_0(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert "argument --time-limit" in refused(["--deal", "1", f"--time-limit={value}"], capsys)


@pytest.mark.parametrize("value", ["0.5", "10", "1e1", ".5"])
def test_time_limits_that_are_numbers_are_taken(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["--deal", "1", "--no-best", f"--time-limit={value}"], capsys)[0] == 0


@pytest.mark.parametrize(
    "value", ["١٢", "1_000", "²", "1e3", "12a", "9" * 5000, str(MAX_DEAL + 1), ""], ids=lambda v: v[:12]
)
def test_deal_numbers_are_ascii_digits_and_bounded(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert "argument --deal" in refused(["--deal", value], capsys)


@pytest.mark.parametrize("value", ["0", "-2", "1_0", "٢", "99999"])
def test_jobs_are_bounded(value: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "argument --jobs" in refused(["--label", "1-2", f"--jobs={value}", "--out", str(tmp_path / "o")], capsys)


def test_unknown_options_get_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert "unrecognized arguments" in refused(["--deal", "1", "--bogus"], capsys)


def test_rules_must_agree_with_a_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert "does not match the rules of the code (N)" in refused(["--code", "PY1-N-AAAAAAS", "--rules", "W1"], capsys)
    assert run(["--code", "PY1-W1-AAAAAAS", "--rules", "w1", "--no-best"], capsys)[0] == 0


def test_rules_must_agree_with_a_position_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "n.txt"
    path.write_text(DEAL_18, encoding="utf-8")
    assert "does not match the rules of the position (N)" in refused([str(path), "--rules", "T"], capsys)


@pytest.mark.parametrize("option", [["--out", "x.txt"], ["--jobs", "2"], ["--scheduler", "tcp://nowhere:1"]])
def test_label_options_without_label_are_refused(option: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert "goes with --label only" in refused(["--deal", "1", *option], capsys)


def test_a_position_with_label_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "give no position" in refused(["--label", "1-2", "--deal", "3", "--out", str(tmp_path / "o")], capsys)


# --label ranges.


@pytest.mark.parametrize(
    "text",
    [f"{MAX_DEAL}-{MAX_DEAL + 1}", "1-99999999999", "²-3", "1-١٠", "1_0-20", "0-5", "5", "5-2", "1-" + "9" * 5000],
    ids=lambda v: v[:24],
)
def test_label_ranges_are_checked_against_the_largest_deal(
    text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "o.txt"
    assert "--label" in refused(["--label", text, "--out", str(out)], capsys)
    assert not out.exists()


def test_a_huge_range_is_streamed_not_listed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The range is handed out as the work goes; stop after a few deals and nothing range-sized was allocated."""
    calls = []

    def fake_chunk(numbers: tuple[int, ...], field: str, time_limit: float | None) -> list[batch.Record]:
        calls.append(numbers)
        if len(calls) > 20:
            raise KeyboardInterrupt
        return [(n, "unwinnable", 1, 0.0, "") for n in numbers]

    monkeypatch.setattr(batch, "label_chunk", fake_chunk)
    tracemalloc.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            label_range(1, 2_000_000, RuleSet.from_field("N"), tmp_path / "o.txt", jobs=1, progress=False)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 2_000_000  # a list of the range alone is over 16 MB
    assert sorted(read_progress(tmp_path / "o.txt")) == list(range(1, 21))


def test_the_pool_is_fed_a_few_chunks_ahead_only() -> None:
    from concurrent.futures import Future

    handed_out = []

    def chunks():
        for n in range(1, 10**12):
            handed_out.append(n)
            yield (n,)

    def submit(chunk):
        future: Future = Future()
        future.set_result([(chunk[0], "winnable", 1, 0.0, "")])
        return future

    def first_done(futures):
        one = next(iter(futures))
        return {one}, futures - {one}

    kept = []

    def keep(records):
        kept.extend(records)
        if len(kept) == 50:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        batch._drive(chunks(), submit, first_done, 8, keep)
    assert len(handed_out) <= 50 + 8


# Worker errors.


def test_a_worker_error_is_reported_not_hung_on(tmp_path: Path) -> None:
    """A DealCodeError raised in a worker process once hung the pool for ever (it could not be unpickled)."""
    out = tmp_path / "o.txt"
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from pyramid_qt.engine import RuleSet\n"
        "from pyramid_qt.solver.batch import WorkerError, label_range\n"
        "try:\n"
        f"    label_range({MAX_DEAL - 1}, {MAX_DEAL + 1}, RuleSet.from_field('N'), Path(sys.argv[1]), jobs=2)\n"
        "except WorkerError as error:\n"
        "    print(error)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", script, str(out)], env=env, capture_output=True, text=True, timeout=120
    )
    assert (
        done.stdout == f"deal {MAX_DEAL + 1} could not be labelled: DealCodeError: deal number must be 0–{MAX_DEAL}\n"
    )
    assert sorted(read_progress(out)) == [MAX_DEAL - 1, MAX_DEAL]  # the deals before it are kept


def test_a_worker_error_in_process_is_a_worker_error(tmp_path: Path) -> None:
    with pytest.raises(WorkerError, match=f"deal {MAX_DEAL + 1} could not be labelled"):
        label_range(MAX_DEAL, MAX_DEAL + 1, RuleSet.from_field("N"), tmp_path / "o.txt", jobs=1, progress=False)


def test_the_cli_reports_a_worker_failure_with_status_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(batch, "label_chunk", lambda numbers, field, limit: [(numbers[0], "error", 0, 0.0, "boom")])
    code, _, err = run(["--label", "1-3", "--jobs", "1", "--out", str(tmp_path / "o.txt")], capsys)
    assert code == 1
    assert err.endswith("pyramid-qt-solve: deal 1 could not be labelled: boom\n")


def test_an_error_after_the_progress_bar_starts_on_its_own_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def second_fails(numbers: tuple[int, ...], field: str, limit: float | None) -> list[batch.Record]:
        return [(numbers[0], "error" if numbers[0] == 2 else "winnable", 1, 0.0, "boom")]

    monkeypatch.setattr(batch, "label_chunk", second_fails)
    code, _, err = run(["--label", "1-3", "--jobs", "1", "--out", str(tmp_path / "o.txt")], capsys)
    assert code == 1
    assert "1/3" in err  # the bar was drawn
    assert "\npyramid-qt-solve: deal 2 could not be labelled: boom\n" in err


# --out files.


def test_out_is_a_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "is a directory" in refused(["--label", "1-2", "--jobs", "1", "--out", str(tmp_path)], capsys)


def test_out_cannot_be_created(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file.txt"
    blocker.write_text("x", encoding="utf-8")
    assert "cannot write" in refused(["--label", "1-2", "--jobs", "1", "--out", str(blocker / "o.txt")], capsys)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_out_on_a_full_disk(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(["--label", "1-2", "--jobs", "1", "--out", "/dev/full"], capsys)
    assert "cannot write /dev/full" in err


@pytest.mark.parametrize(
    "content", [b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", b"1 winnable 5 0.1\n", b"# rules \xff\n", b"# rules Q1\n"]
)
def test_out_that_is_not_a_progress_file_is_left_alone(
    content: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "o.txt"
    out.write_bytes(content)
    assert "is not a labelling progress file" in refused(["--label", "1-2", "--jobs", "1", "--out", str(out)], capsys)
    assert out.read_bytes() == content


def test_out_for_other_rules_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "W.txt"
    assert run(["--label", "1-2", "--rules", "W", "--jobs", "1", "--out", str(out)], capsys)[0] == 0
    before = out.read_bytes()
    err = refused(["--label", "1-3", "--rules", "W1", "--jobs", "1", "--out", str(out)], capsys)
    assert "holds labels for rules W, not W1" in err
    assert out.read_bytes() == before
    # the same rules, spelled differently, resume it
    assert run(["--label", "1-3", "--rules", "w", "--jobs", "1", "--out", str(out)], capsys)[0] == 0
    assert sorted(read_progress(out)) == [1, 2, 3]


def test_progress_lines_with_odd_numbers_are_skipped(tmp_path: Path) -> None:
    out = tmp_path / "N.txt"
    out.write_text("# rules N: deal verdict nodes seconds\n١ winnable\n" + "9" * 5000 + " winnable\n3 winnable\n")
    assert read_progress(out) == {3: Verdict.WINNABLE}


def test_a_binary_progress_file_raises_label_error(tmp_path: Path) -> None:
    out = tmp_path / "N.txt"
    out.write_bytes(b"# rules N\n\xff\xfe\n")
    with pytest.raises(LabelError, match="line 2 is not UTF-8"):
        read_progress(out)


# A closed pipe.


def test_a_closed_stdout_ends_quietly() -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # like `| head -1` after its line: every write to the pipe fails
    try:
        done = solver(["--deal", "1", "--rules", "W"], stdout=write_end, stderr=subprocess.PIPE)
    finally:
        os.close(write_end)
    assert done.returncode == 1
    assert done.stderr == b""


def test_a_closed_stderr_while_labelling_ends_quietly(tmp_path: Path) -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = solver(
            ["--label", "1-3", "--jobs", "1", "--out", str(tmp_path / "o.txt")],
            stdout=subprocess.PIPE,
            stderr=write_end,
        )
    finally:
        os.close(write_end)
    assert done.returncode == 1
    assert done.stdout == b""


@pytest.mark.parametrize("junk", ["\r", "\n", "a\nb", "\x1b[2J", "x" * 5000])
def test_control_characters_and_long_arguments_stay_on_one_line(junk: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the fuzz suite: argparse quoted a stray "\\r" argument raw, breaking the message in two."""
    err = refused(["pos.txt", junk], capsys)
    assert "unrecognized arguments" in err and len(err) < 400


@pytest.mark.parametrize("name", ["a\x00b", "\ud800"], ids=["nul", "surrogate"])
def test_impossible_file_names_are_refused(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the fuzz suite: open() raised ValueError for these, a traceback."""
    assert "not a possible file name" in refused([name], capsys)
    assert "not a possible file name" in refused(["--label", "1-2", "--out", name], capsys)


@pytest.mark.parametrize("deals", ["²-5", "1-١٠", "1-" + "9" * 5000, "5-2", "0-3", "1-20001", "x"], ids=lambda v: v[:8])
def test_labels_pack_deal_range_is_ascii_and_bounded(deals: str, tmp_path: Path) -> None:
    """python -m pyramid_qt.solver.labels --pack F --deals A-B: int() raised on "²" and on 5000 digits."""
    from pyramid_qt.solver import labels

    progress = tmp_path / "N.txt"
    progress.write_text("# rules N: deal verdict nodes seconds\n1 winnable 5 0.1\n", encoding="utf-8")
    with pytest.raises(SystemExit) as caught:
        labels.main(["--pack", str(progress), "--fields", "N", "--deals", deals])
    assert caught.value.code == 2
