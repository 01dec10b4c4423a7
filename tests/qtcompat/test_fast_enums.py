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

from PySide6.QtCore import Qt

from pyramid_qt.qtcompat import fast_enums

ROOT = Path(__file__).resolve().parents[2]

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
    print(json.dumps({"compared": len(compared), "failures": failures}))
    """
)

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
