"""Declared import boundaries: where a part of the program is imported on first use instead of with its importer.

A package whose parts should stay out of its importers' start-up (the solver's search code and tables, SQLite
statistics, the dialogs, the card-drawing code and QtSvg) declares them once, in its ``__init__``::

    __getattr__, __dir__ = lazy.exports(__name__, {"solve": "api", "LabelTable": "labels"})

``package.solve`` then imports ``package.api`` the first time it is read (PEP 562) and keeps the value; the
``TYPE_CHECKING`` imports beside the table give mypy the types.  A caller imports the package and reads the name
when it needs it (``solver.solve(...)``): ``from package import solve`` at the top of a module would load ``api``
with that module.  A name equal to its submodule's exports the submodule itself (``{"render": "render"}``).

Everywhere else imports are at the top of the module; ``tests/test_architecture.py`` holds the few modules that
import inside functions for a reason of their own (the command line read before Qt starts, and the like).
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping


def exports(package: str, names: Mapping[str, str]) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """The module ``__getattr__`` and ``__dir__`` of ``package`` for ``names`` (exported name -> submodule)."""
    namespace = vars(sys.modules[package])

    def __getattr__(name: str) -> object:  # noqa: N807 (the module hook's name)
        submodule = names.get(name)
        if submodule is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module = importlib.import_module(f"{package}.{submodule}")
        value = module if name == submodule else getattr(module, name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:  # noqa: N807
        return sorted(set(namespace) | set(names))

    return __getattr__, __dir__
