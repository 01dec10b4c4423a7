"""The test suite (a package, so pytest puts the repository root on sys.path, not tests/: tests/packaging would
else shadow the PyPI packaging module that Dask and others import)."""
