"""shiboken6's signature support loaded cheaply (pyramid_qt/qtcompat/signature_load.py): compiled through the
start-up's code cache (a later start compiles none of it), its import-time regular expressions compiled when first
used, and PySide6 answering as before."""

from __future__ import annotations

import builtins
import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path

from pyramid_qt import code_cache
from pyramid_qt.code_cache import CodeCache
from pyramid_qt.qtcompat.signature_load import LazyPattern, importing_shiboken

ROOT = Path(__file__).resolve().parents[2]
SOURCE = b"answer = 42\n"
NAME = "shibokensupport/example.py"

PROBE = textwrap.dedent(
    """
    import builtins, json, sys
    from pathlib import Path

    compiled = []
    original = builtins.compile

    def counting(source, filename, mode, *args, **kwargs):
        if isinstance(filename, str) and filename.startswith("shibokensupport/"):
            compiled.append(filename)
        return original(source, filename, mode, *args, **kwargs)

    builtins.compile = counting
    if sys.argv[1] != "-":
        from pyramid_qt import qtcompat
        from pyramid_qt.code_cache import CodeCache

        cache = CodeCache(Path(sys.argv[1]))
        qtcompat.apply(cache)
        cache.finish()
    import PySide6.QtCore as QtCore
    from shibokensupport.signature import get_signature
    from shibokensupport.signature.lib.pyi_generator import Formatter
    from shibokensupport.signature.parser import _parse_arglist

    print(json.dumps({
        "compiled": compiled,
        "signatures": [str(get_signature(QtCore.QObject.setProperty)), str(get_signature(QtCore.QTimer.singleShot))],
        "split": Formatter.split("a, b[c, d], e=f"),
        "optional": Formatter.opt_uni_searcher.sub("X", "typing.Optional[int] | typing.Union[a, b]"),
        "arglist": _parse_arglist("a, b[c, d], e"),
    }))
    """
)


def _probe(cache: Path | None) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "-" if cache is None else str(cache)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    seen: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return seen


def test_the_next_start_compiles_none_of_the_signature_support_and_pyside_answers_as_before(tmp_path: Path) -> None:
    cache = tmp_path / "cache" / "shiboken-signature.bin"
    stock = _probe(None)  # PySide6 as it comes: compiles every module at every start
    first = _probe(cache)
    second = _probe(cache)
    compiled = stock["compiled"]
    assert isinstance(compiled, list) and len(compiled) >= 10
    assert first["compiled"] == compiled  # the first start compiles, and keeps the code
    assert {name for name, _mode, _source in code_cache.read(cache)} == set(compiled)
    assert second["compiled"] == []  # the next one reads it
    for key in ("signatures", "split", "optional", "arglist"):
        assert first[key] == second[key] == stock[key], key


def test_only_the_support_s_modules_go_through_the_cache(tmp_path: Path) -> None:
    cache = CodeCache(tmp_path / "cache.bin")
    compile_, re_compile = builtins.compile, re.compile
    with importing_shiboken(cache):
        code = compile(SOURCE, NAME, "exec")
        compile(b"x = 1\n", "elsewhere.py", "exec")  # not the signature support's: compiled as ever
    namespace: dict[str, object] = {}
    exec(code, namespace)  # noqa: S102 (the test's own source)
    assert namespace["answer"] == 42
    assert cache.compiled == [NAME]
    assert builtins.compile is compile_ and re.compile is re_compile  # both given back


def test_without_a_cache_pyside_compiles_as_ever() -> None:
    with importing_shiboken(None):
        assert isinstance(compile(SOURCE, NAME, "exec"), type(compile("", "x", "exec")))


def test_a_lazy_pattern_compiles_when_first_used_and_answers_as_the_pattern() -> None:
    lazy = LazyPattern(r"\[(\d+)\]", re.VERBOSE)
    split = lazy.split  # what a class body does: binding a method compiles nothing
    assert not getattr(lazy, "__isabstractmethod__", False)  # nor does an abstract class's look at its attributes
    assert lazy._compiled is None
    assert split("a[1]b[22]c") == re.compile(r"\[(\d+)\]", re.VERBOSE).split("a[1]b[22]c")
    assert lazy.pattern == r"\[(\d+)\]" and lazy.flags & re.VERBOSE
    assert [m.group(1) for m in lazy.finditer("[3][4]")] == ["3", "4"]


def test_only_the_named_modules_get_lazy_patterns(tmp_path: Path) -> None:
    with importing_shiboken(None):
        here = re.compile("x")
        namespace = {"__name__": "shibokensupport.signature.parser", "re": re}
        exec("pattern = re.compile('y')", namespace)  # noqa: S102 (as that module's import does)
    assert isinstance(here, re.Pattern)
    assert isinstance(namespace["pattern"], LazyPattern)
    assert namespace["pattern"].match("y") is not None
