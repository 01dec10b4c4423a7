"""The start-up's code cache (pyramid_qt/code_cache.py): a source compiled in one run is taken from the file in the
next, only for the very same text; the dataclasses made through it are the same classes; a damaged, foreign or
unwritable file is no failure; and the desktop start-up's second run compiles none of its dataclasses afresh."""

from __future__ import annotations

import builtins
import dataclasses
import json
import marshal
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from types import CodeType

import pytest

from pyramid_qt import code_cache
from pyramid_qt.code_cache import CodeCache

ROOT = Path(__file__).resolve().parents[1]


def _answer(code: CodeType) -> object:
    namespace: dict[str, object] = {}
    exec(code, namespace)  # noqa: S102 (the test's own source)
    return namespace["answer"]


def test_a_source_compiled_before_is_taken_from_the_file_and_only_that_one(tmp_path: Path) -> None:
    path = tmp_path / "folder" / "code.bin"
    first = CodeCache(path)
    assert _answer(first.compile("answer = 42\n", "<string>")) == 42
    assert first.compiled == ["<string>"]
    first.finish()
    assert path.is_file()

    second = CodeCache(path)
    assert _answer(second.compile("answer = 42\n", "<string>")) == 42
    assert _answer(second.compile(b"answer = 43\n", "<string>")) == 43  # another text: compiled
    assert _answer(second.compile("answer = 42\n", "elsewhere.py")) == 42  # another file name: compiled
    assert second.compiled == ["<string>", "elsewhere.py"]
    second.finish()
    assert CodeCache(path).compile("answer = 42\n", "elsewhere.py") is not None
    assert set(code_cache.read(path)) == {
        ("<string>", "exec", "answer = 42\n"),
        ("<string>", "exec", "answer = 43\n"),
        ("elsewhere.py", "exec", "answer = 42\n"),
    }


def test_nothing_compiled_afresh_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "code.bin"
    cache = CodeCache(path)
    cache.compile("answer = 1\n", "<string>")
    cache.finish()
    stamp = path.stat().st_mtime_ns
    os.utime(path, ns=(stamp - 10**9, stamp - 10**9))
    again = CodeCache(path)
    again.compile("answer = 1\n", "<string>")
    again.finish()
    assert path.stat().st_mtime_ns == stamp - 10**9


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\x00damaged",
        marshal.dumps(("another python", {})),
        marshal.dumps(((b"\x00\x00\r\n", marshal.version), {("f", "exec", "x"): compile("x = 1", "f", "exec")})),
        marshal.dumps([1, 2, 3]),
    ],
)
def test_a_damaged_or_foreign_file_is_compiled_again_and_replaced(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "code.bin"
    path.write_bytes(content)
    assert code_cache.read(path) == {}
    cache = CodeCache(path)
    assert _answer(cache.compile("answer = 7\n", "<string>")) == 7
    assert cache.compiled == ["<string>"]
    cache.finish()
    assert list(code_cache.read(path)) == [("<string>", "exec", "answer = 7\n")]


def test_a_fifo_in_its_place_is_not_waited_for(tmp_path: Path) -> None:
    path = tmp_path / "code.bin"
    os.mkfifo(path)
    assert code_cache.read(path) == {}  # a blocking read would hang here


def test_a_file_that_cannot_be_written_is_no_failure(tmp_path: Path) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("in the way of a folder", encoding="utf-8")
    cache = CodeCache(blocked / "code.bin")
    assert _answer(cache.compile("answer = 5\n", "<string>")) == 5
    cache.finish()
    assert not (blocked / "code.bin").exists()


def test_dataclasses_made_through_the_cache_are_the_same_classes(tmp_path: Path) -> None:
    def make() -> type:
        @dataclasses.dataclass(frozen=True, slots=True, order=True)
        class Point:
            x: int
            y: int = 0
            tags: tuple[str, ...] = dataclasses.field(default=())

        return Point

    plain = make()
    for _run in range(2):  # compiled afresh, then taken from the file
        cache = CodeCache(tmp_path / "code.bin")
        cache.watch_dataclasses()
        try:
            cached = make()
        finally:
            cache.finish()
        assert "exec" not in vars(dataclasses)  # given back
        a, b = cached(1, 2), cached(1, 2, ("t",))
        assert (a.x, a.y, a.tags, repr(a)) == (1, 2, (), repr(plain(1, 2)))
        assert a != b and a < b and hash(a) == hash(cached(1, 2)) and a == cached(1, 2)
        with pytest.raises(dataclasses.FrozenInstanceError):
            a.x = 3
        assert [f.name for f in dataclasses.fields(cached)] == [f.name for f in dataclasses.fields(plain)]
    assert cache.compiled == []  # the second run compiled nothing
    assert builtins.exec is exec


PROBE = textwrap.dedent(
    """
    import json, sys
    from pyramid_qt import app, code_cache

    assert "pyramid_qt.engine" not in sys.modules  # made once main() watches
    compiled = []
    original_finish = code_cache.CodeCache.finish

    def finish(self):
        compiled.extend(self.compiled)
        original_finish(self)

    code_cache.CodeCache.finish = finish
    status = app.main([])  # closes once painted (PYRAMID_QT_REPORT_FIRST_PAINT)
    print(json.dumps({"status": status, "compiled": compiled}))
    """
)


def _start(env: dict[str, str]) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False, env=env
    )
    assert done.returncode == 0, done.stderr
    seen: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return seen


def test_the_second_start_compiles_nothing_its_first_compiled(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYRAMID_QT_REPORT_FIRST_PAINT": "1"}
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(tmp_path / name.lower())
    first = _start(env)
    compiled = first["compiled"]
    assert isinstance(compiled, list)
    assert compiled.count("<string>") >= 60  # the dataclasses' methods before the first frame
    assert len([name for name in compiled if name.startswith("shibokensupport/")]) >= 10
    assert (tmp_path / "xdg_cache_home" / "pyramid-qt" / "start-up-code.bin").is_file()
    assert _start(env) == {"status": 0, "compiled": []}
