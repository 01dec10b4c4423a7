"""The optional compiled solver kernel (setup.py): built where CI requires it, and never older than its source."""

from __future__ import annotations

import os

import pytest

from tests.helpers.packaging import NATIVE_KERNEL, NATIVE_SOURCE, ROOT, native_kernel


def test_compiled_kernel_is_built_where_required():
    """.ci/run sets PYRAMID_QT_NATIVE=required: there the cross-checks must run against a built compiled kernel,
    not be skipped because a missing compiler left it out."""
    if os.environ.get("PYRAMID_QT_NATIVE") != "required":
        pytest.skip("PYRAMID_QT_NATIVE=required is not set (CI sets it)")
    path, account = native_kernel()
    assert path is not None, f"{NATIVE_KERNEL}: {account}"
    from pyramid_qt.solver.search import native

    assert native.built(), "the compiled kernel does not speak the wrapper's ABI"


def test_in_place_build_is_not_older_than_its_source():
    """An editable install builds the kernel next to its source; editing the source without rebuilding would test
    an old kernel."""
    path, account = native_kernel()
    if path is None or path.parent != NATIVE_SOURCE.parent:
        pytest.skip(f"no in-place build: {account}")
    assert path.stat().st_mtime >= NATIVE_SOURCE.stat().st_mtime, account


def test_ci_installs_a_compiler_and_requires_the_compiled_kernel():
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    readme_test_command = run.index("pip install -e '.[test]'")
    assert -1 < run.find("bash .ci/c-compiler") < readme_test_command
    assert -1 < run.find("export PYRAMID_QT_NATIVE=required") < readme_test_command


def test_ci_runs_the_compiled_kernels_tests_under_the_sanitizers():
    """The ASan/UBSan run needs the test dependencies the README's install brings."""
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert run.index("pip install -e '.[test]'") < run.find("bash .ci/sanitizers")
