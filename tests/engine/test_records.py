"""Records written out instead of dataclasses stay the values they were: equal and hashed by their fields, immutable
when frozen, pickled as themselves (worker processes receive them), copied, and shown with their fields."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable

import pytest

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.records import FrozenRecord
from pyramid_qt.engine.rules import PRESETS

# Each case: a maker of one value (called twice for two equal ones), and a value differing in one field.
FROZEN: dict[str, tuple[Callable[[], FrozenRecord], Callable[[], FrozenRecord]]] = {
    "DealCode": (lambda: DealCode(7, PRESETS["W"]), lambda: DealCode(7, PRESETS["N"])),
}


@pytest.mark.parametrize("name", FROZEN)
def test_a_frozen_record_is_an_immutable_value(name: str) -> None:
    make, other = FROZEN[name]
    value = make()
    fields = value._names()
    assert value == make() and hash(value) == hash(make())
    assert value != other() and value != tuple(getattr(value, field) for field in fields)
    assert len({value, make(), other()}) == 2
    assert pickle.loads(pickle.dumps(value)) == value
    assert copy.copy(value) == value and copy.deepcopy(value) == value
    assert repr(value).startswith(f"{name}(") and all(f"{field}=" in repr(value) for field in fields)
    for field in fields:
        with pytest.raises(AttributeError):
            setattr(value, field, None)
        with pytest.raises(AttributeError):
            delattr(value, field)
    assert not hasattr(value, "__dict__")


def test_a_deal_code_refuses_a_number_out_of_range() -> None:
    with pytest.raises(ValueError, match="deal number"):
        DealCode(-1)
