"""The search itself: the position compiled for search (:mod:`.problem`, :mod:`.geometry`), the kernel
contract (:mod:`.steps`), the kernels (:mod:`.linear`, :mod:`.cyclic`, :mod:`.piles_last`, :mod:`.piles`; their
compiled twins in :mod:`.native`) and what they share (:mod:`.constants`, :mod:`.movegen`, :mod:`.relaxation`).
Nothing here is imported until a search runs: use :func:`pyramid_qt.solver.solve`."""
