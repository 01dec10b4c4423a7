"""The solver's search kernels as they stood before issue 12 (commit a5f6651), kept importable so the benches
can measure today's solver against them in the same run.  Never imported by the package itself.

Import it as ``bench.baseline_solver`` with the repository root on ``sys.path``; use
``bench.baseline_solver.api.solve``.
"""
