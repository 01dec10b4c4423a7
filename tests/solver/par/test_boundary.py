"""Par's compiled boundary is typed as the search's: the spec is a named record whose field order the C exports, and
_par.pyi declares what the compiled module holds."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from types import ModuleType

import pytest

from pyramid_qt.solver.compact import CompactGame
from pyramid_qt.solver.par import native
from tests.helpers.engine import dealt

STUB = Path(native.__file__).with_name("_par.pyi")


def compiled_module() -> ModuleType:
    module = pytest.importorskip("pyramid_qt.solver.par._par", reason="par's compiled searches were not built")
    if module.ABI != native.ABI:
        pytest.skip(f"an older build of par's compiled searches (ABI {module.ABI}): rebuild with pip install -e .")
    return module


def test_the_spec_fields_are_read_in_the_order_the_wrapper_writes_them() -> None:
    assert native.ParSpec._fields == compiled_module().SPEC_FIELDS
    assert native.built()


def test_the_wrapper_builds_a_named_spec() -> None:
    spec = native.one_pile_spec(CompactGame(dealt("W", 1)))
    assert isinstance(spec, native.ParSpec) and spec.n == len(spec.talon_rank) == 24


def test_the_stub_declares_what_the_compiled_module_has() -> None:
    _par = compiled_module()
    stub = ast.parse(STUB.read_text(encoding="utf-8"))
    functions = {node.name: node for node in stub.body if isinstance(node, ast.FunctionDef)}
    constants = {
        node.target.id for node in stub.body if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
    }
    assert {name for name in vars(_par) if not name.startswith("_")} == set(functions) | constants
    for name, node in functions.items():
        assert not node.args.args and not node.args.kwonlyargs, f"{name}: the C functions take positions only"
        stub_parameters = [argument.arg for argument in node.args.posonlyargs]
        assert list(inspect.signature(getattr(_par, name)).parameters) == stub_parameters, name
