"""The search kernels, declared once: the problems each searches, its pure-Python function and its compiled twin.

:func:`pyramid_qt.solver.api.kernel_for` picks from :data:`KERNELS` and the tests take the pure kernel and its twin
from the same table, so adding a kernel is one :class:`KernelChoice` here plus the kernel (and, for a compiled
twin, its wrapper in :mod:`~pyramid_qt.solver.search.native`).  Exactly one choice searches any problem.

A pure kernel's module is imported only when it is asked for (importing this loads no kernel, only the compiled
module when it was built).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module

from pyramid_qt.solver.search import native
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.steps import Kernel


def _one_pile_limited(problem: Problem) -> bool:
    return not problem.draw_three and problem.passes is not None


def _one_pile_unlimited(problem: Problem) -> bool:
    return not problem.draw_three and problem.passes is None


def _three_piles_last_pass(problem: Problem) -> bool:
    return problem.draw_three and problem.passes is not None and problem.position.pass_number >= problem.passes


def _three_piles_before_the_last_pass(problem: Problem) -> bool:
    return problem.draw_three and not _three_piles_last_pass(problem)


def _always(problem: Problem) -> bool:
    return True


@dataclass(frozen=True)
class KernelChoice:
    """One search kernel: ``function`` of module ``module`` (under :mod:`pyramid_qt.solver.search`) searches the
    problems ``searches`` accepts; ``twin``, its compiled twin (state for state the same search), takes them
    instead where the compiled kernels are available and ``twin_fits`` the problem."""

    module: str
    function: str
    searches: Callable[[Problem], bool]
    twin: Kernel | None = None
    twin_fits: Callable[[Problem], bool] = _always

    def pure(self) -> Kernel:
        """The pure-Python kernel (its module imported now)."""
        kernel: Kernel = getattr(import_module(f"{__package__}.{self.module}"), self.function)
        return kernel

    def kernel(self, problem: Problem, compiled: bool) -> Kernel:
        """The kernel for ``problem``: the twin when ``compiled`` (the compiled kernels available) and it fits."""
        if compiled and self.twin is not None and self.twin_fits(problem):
            return self.twin
        return self.pure()


KERNELS: tuple[KernelChoice, ...] = (
    KernelChoice("linear", "search_linear", _one_pile_limited, native.search_linear_native),
    KernelChoice("cyclic", "search_cyclic", _one_pile_unlimited, native.search_cyclic_native),
    KernelChoice(
        "piles_last", "search_piles_last", _three_piles_last_pass, native.search_piles_last_native, native.piles_fit
    ),
    KernelChoice("piles", "search_piles", _three_piles_before_the_last_pass, native.search_piles_native),
)


def choice_for(problem: Problem) -> KernelChoice:
    """The kernel choice that searches ``problem``."""
    return next(choice for choice in KERNELS if choice.searches(problem))
