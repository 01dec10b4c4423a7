"""The optional compiled solver kernel (setup.py): built where CI requires it, and never older than its source."""

from __future__ import annotations

import os
import subprocess
import sys

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


def test_compiled_par_search_is_built_where_required():
    """The same for par's compiled searches (pyramid_qt.solver.par._par): its cross-checks must not be skipped."""
    if os.environ.get("PYRAMID_QT_NATIVE") != "required":
        pytest.skip("PYRAMID_QT_NATIVE=required is not set (CI sets it)")
    from pyramid_qt.solver.par import native

    assert native.built(), "par's compiled searches were not built, or do not speak the wrapper's ABI"


def test_in_place_par_build_is_not_older_than_its_source():
    source = ROOT / "pyramid_qt" / "solver" / "par" / "_par.c"
    builds = [p for p in source.parent.glob("_par.*") if p.suffix in (".so", ".pyd")]
    if not builds:
        pytest.skip("no in-place build of par's compiled searches")
    assert all(build.stat().st_mtime >= source.stat().st_mtime for build in builds)


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


def _run_required_check(block_par: bool) -> subprocess.CompletedProcess[str]:
    """The required-par test above in a fresh pytest under PYRAMID_QT_NATIVE=required, par's compiled module made
    unimportable first (as where no compiler built it) when ``block_par``."""
    block = "sys.modules['pyramid_qt.solver.par._par'] = None; " if block_par else ""
    test = "tests/packaging/test_native_kernel.py::test_compiled_par_search_is_built_where_required"
    bootstrap = f"import sys, pytest; {block}sys.exit(pytest.main(['-q', '-p', 'no:cacheprovider', '{test}']))"
    env = dict(os.environ, PYRAMID_QT_NATIVE="required")
    return subprocess.run([sys.executable, "-c", bootstrap], cwd=ROOT, env=env, capture_output=True, text=True)


def test_required_fails_where_par_is_not_built():
    """PYRAMID_QT_NATIVE=required (CI) fails, not skips, when par's compiled searches are missing."""
    run = _run_required_check(block_par=True)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "par's compiled searches were not built" in run.stdout
    assert "1 failed" in run.stdout


def test_required_passes_where_par_is_built():
    from pyramid_qt.solver.par import native

    if not native.built():
        pytest.skip("par's compiled searches are not built here")
    run = _run_required_check(block_par=False)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "1 passed" in run.stdout
