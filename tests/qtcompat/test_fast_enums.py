"""PySide6's Qt enums built by ``enum._simple_enum`` (pyramid_qt/qtcompat/fast_enums.py): the same enums as the
functional API makes, for every enum of QtCore, QtGui and QtWidgets; and nobody else's enums are touched."""

from __future__ import annotations

import enum
import json
import pickle
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from pyramid_qt.qtcompat import fast_enums

ROOT = Path(__file__).resolve().parents[2]

# Reads every attribute of every class of QtCore, QtGui and QtWidgets: PySide6 makes each of their enums.
TOUCH_EVERY_QT_ENUM = """
import builtins
from PySide6 import QtCore, QtGui, QtWidgets

for module in (QtCore, QtGui, QtWidgets):
    for name in dir(module):
        thing = getattr(module, name)
        if isinstance(thing, builtins.type):
            for attribute in dir(thing):
                try:
                    getattr(thing, attribute)
                except Exception:
                    pass
"""

# Every Qt enum PySide6 makes is made both ways and compared by the standard library's own check.
EVERY_ENUM_BOTH_WAYS = textwrap.dedent(
    """
    import builtins, enum, json
    from pyramid_qt.qtcompat import fast_enums

    original = enum.EnumMeta.__call__
    compared, failures = [], []

    def both(cls, *args, **kwargs):
        made = original(cls, *args, **kwargs)
        if fast_enums.is_pyside_call(cls, args, kwargs):
            compared.append(args[0])
            try:
                enum._test_simple_enum(made, fast_enums.simple_enum(cls, *args))
            except TypeError as error:
                failures.append(f"{args[0]}: {error}"[:400])
        return made

    enum.EnumMeta.__call__ = both
    {touch}
    print(json.dumps({"compared": len(compared), "failures": failures}))
    """
).replace("{touch}\n", TOUCH_EVERY_QT_ENUM)

COUNT_FAST_ONES = textwrap.dedent(
    """
    import json
    from pyramid_qt import qtcompat
    from pyramid_qt.qtcompat import fast_enums

    made = []
    simple_enum = fast_enums.simple_enum
    fast_enums.simple_enum = lambda cls, name, names: made.append(name) or simple_enum(cls, name, names)
    qtcompat.apply()
    from PySide6.QtCore import Qt
    Qt.AlignmentFlag
    print(json.dumps(made))
    """
)


def _run(script: str) -> object:
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300, check=True
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_every_qt_enum_is_the_same_made_either_way() -> None:
    seen = _run(EVERY_ENUM_BOTH_WAYS)
    assert isinstance(seen, dict)
    assert seen["failures"] == []
    assert seen["compared"] > 500  # QtCore, QtGui and QtWidgets have over 600


def test_the_workarounds_make_pysides_enums_the_fast_way() -> None:
    made = _run(COUNT_FAST_ONES)
    assert isinstance(made, list)
    assert {"AlignmentFlag", "Key", "GlobalColor"} <= set(made)  # the Qt namespace's, among others


def test_qt_enums_behave_as_enums() -> None:
    both = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    assert both.value == 0x21 and Qt.AlignmentFlag.AlignLeft in both
    assert Qt.AlignmentFlag(0x21) == both
    assert Qt.Key(0x01000000) is Qt.Key.Key_Escape and Qt.Key["Key_Escape"] is Qt.Key.Key_Escape
    assert pickle.loads(pickle.dumps(Qt.Key.Key_A)) is Qt.Key.Key_A
    assert repr(Qt.Key.Key_Escape) == "<Key.Key_Escape: 16777216>"


def test_other_enums_are_left_to_the_enum_module() -> None:
    Sizes = enum.IntEnum("Sizes", [("SMALL", 1), ("LARGE", 2)])  # no boundary: not PySide6's shape
    assert [member.name for member in Sizes] == ["SMALL", "LARGE"] and Sizes(2) is Sizes.LARGE
    assert not fast_enums.is_pyside_call(enum.IntEnum, ("Sizes", [("SMALL", 1)]), {})
    assert fast_enums.is_pyside_call(enum.IntEnum, ("Sizes", [("SMALL", 1)]), {"boundary": vars(enum)["KEEP"]})  # 3.11+


# The lean builder (CPython 3.11) against _simple_enum itself, attribute by attribute and member by member.
LEAN_AGAINST_SIMPLE = textwrap.dedent(
    """
    import builtins, enum, json
    from pyramid_qt.qtcompat import fast_enums

    original = enum.EnumMeta.__call__
    asked = []

    def record(cls, *args, **kwargs):
        if fast_enums.is_pyside_call(cls, args, kwargs):
            asked.append((cls, args[0], list(args[1])))
        return original(cls, *args, **kwargs)

    enum.EnumMeta.__call__ = record
    {touch}
    enum.EnumMeta.__call__ = original

    def plain(value):
        func = getattr(value, "__func__", None)  # a method bound to each enum: compare what it binds
        return ("bound", func) if func is not None else value

    def differences(simple, lean):
        found = []
        a, b = dict(vars(simple)), dict(vars(lean))
        if a.keys() != b.keys():
            return [f"keys {sorted(set(a) ^ set(b))}"]
        for key, one in a.items():
            other = b[key]
            if isinstance(one, enum.property):
                if type(other) is not enum.property or (one.name, one.clsname) != (other.name, other.clsname):
                    found.append(key)
            elif key == "_member_map_":
                if list(one) != list(other):
                    found.append(key)
                for name in one:
                    x, y = one[name], other[name]
                    facts = lambda m: (m._name_, m._value_, m._sort_order_, type(m).__name__, sorted(vars(m)))
                    if facts(x) != facts(y):
                        found.append(f"member {name}")
                    if x is not one[x._name_] or y is not other[y._name_]:
                        found.append(f"alias {name}")
            elif key == "_value2member_map_":
                if [(v, m._name_) for v, m in one.items()] != [(v, m._name_) for v, m in other.items()]:
                    found.append(key)
            elif plain(one) != plain(other):
                found.append(f"{key}: {one!r} / {other!r}")
        if [m._name_ for m in simple] != [m._name_ for m in lean]:
            found.append("iteration")
        if type(simple).__name__ != type(lean).__name__ or simple.__mro__[1:] != lean.__mro__[1:]:
            found.append("class")
        return found

    failures = []
    for cls, name, names in asked:
        wrong = differences(fast_enums.standard_simple_enum(cls, name, names), fast_enums.lean_enum(cls, name, names))
        if wrong:
            failures.append(f"{name}: {wrong}"[:400])
    print(json.dumps({"compared": len(asked), "failures": failures}))
    """
).replace("{touch}\n", TOUCH_EVERY_QT_ENUM)


@pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="the lean builder follows CPython 3.11's _simple_enum")
def test_the_lean_builder_makes_what_simple_enum_makes() -> None:
    seen = _run(LEAN_AGAINST_SIMPLE)
    assert isinstance(seen, dict)
    assert seen["failures"] == []
    assert seen["compared"] > 500


@pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="the lean builder follows CPython 3.11's _simple_enum")
def test_the_lean_builder_is_the_one_used_on_this_python(monkeypatch: pytest.MonkeyPatch) -> None:
    sides = [("LEFT", 1), ("RIGHT", 2), ("BOTH", 3)]
    set_on_the_class: list[str] = []
    setattr_of_enums = enum.EnumMeta.__setattr__

    def watched(cls: type, name: str, value: object) -> None:
        set_on_the_class.append(name)
        setattr_of_enums(cls, name, value)

    monkeypatch.setattr(enum.EnumMeta, "__setattr__", watched)
    made: Any = fast_enums.simple_enum(enum.Flag, "Sides", sides)
    monkeypatch.undo()
    # The members' names went into the class body: no setattr (a type update each) per member.
    assert not {"LEFT", "RIGHT", "BOTH"} & set(set_on_the_class)
    assert isinstance(vars(made)["LEFT"], vars(enum)["property"])
    assert made._member_map_["BOTH"]._sort_order_ == 2 and list(made) == [made.LEFT, made.RIGHT]
    assert made.BOTH == made.LEFT | made.RIGHT and made(3) is made.BOTH
    test_simple_enum = vars(enum)["_test_simple_enum"]
    test_simple_enum(fast_enums.standard_simple_enum(enum.Flag, "Sides", sides), made)  # raises on a difference
