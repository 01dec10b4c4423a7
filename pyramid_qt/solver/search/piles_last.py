"""The three-pile kernel on the last pass (D with one pass, or any D position with no recycle left): bitmasks.

With no recycle left the talon keeps one order for the rest of the game: the cards on the piles (each pile
bottom to top), then the stock top to bottom.  Index the talon that way and every pile holds its cards in
increasing index order, the stock is always the run ``cut..n-1`` (only its top is ever taken: by a draw or,
under W, by a removal), and a draw deals ``cut``, ``cut + 1``, ``cut + 2`` onto piles 1, 2, 3.  A state is
then the pyramid mask ``P``, one mask per pile and the cut.  Pile tops are the highest bits of the pile masks.

**The visited table** is a set (every move removes cards or draws, so the graph is acyclic and a state in the
table has been searched to the end).  Its key is ``P``, then each pile as the number of its *rank sequence*
(bottom to top; one number per distinct sequence, 32 bits each), then the cut.  Suits play no part in any rule,
so two states with the same pyramid mask, the same cut (hence the same stock) and the same rank sequence on
each pile are the same game up to renaming cards of equal rank: the second is answered by the first (a pile
that held two same-rank cards in a row loses either one alike; 15-19% fewer stock states on W1D 96 and W1SD
131).  Once the stock is empty the three numbers are sorted (see below).  A state is looked up *before* it is
called: the parent makes each child's key and skips the call when it is in the table (about half of all
children on the hardest W1D/W1SD deals), and the matching bound is tested there too (cached by pyramid and
talon), so a child that fails it costs no call.  The reductions below are made inside the call, so a reduced
state stores its caller's key too, as an alias: that key names the same game (and is tested against the
matching bound again: the reductions only take cards away, so a state the caller passed may fail it now).

Safe reductions (each keeps the verdict and the best-reachable count exact):

* **Exposed Kings go at once**: free pyramid Kings and Kings on a pile top.  The argument of
  :mod:`~pyramid_qt.solver.search.linear`: removing a card that is exposed now, earlier than a line does, only
  exposes other cards sooner; draws still deal the same cards to the same piles, because the stock is not
  touched; a pile card still pairs with the card above it whenever the line pairs them (a card between them
  would be the one removed, and that is a King, which pairs with nothing).  A King on the *stock* top (under W)
  is an ordinary move: taking it shifts the triples the later draws deal.
* **Forced pairs**: when a pyramid card can ever be removed with only one card still present and that pair
  is playable now without the stock top, it is the only move tried (the argument for Kings, applied to the
  two cards).  Not in the best-reachable search.
* **Once the stock is empty the piles play alike**: no card will be dealt any more, so the three piles can be
  renamed (two tops pair whichever piles they are on, a top pairs with the card under it on its own pile).
  Such states are stored with their three rank-sequence numbers in sorted order; two states with the same key
  have the same future up to renaming cards of equal rank and the piles, so the second is answered by the
  first (20-38% fewer stock-empty states on the hardest TD and W1D deals measured).
* **Dead cards bury their pile** (loose win): a talon card that is not a King and has no card of its
  complementary rank left anywhere can never be removed, so the cards under it on its pile can never be
  exposed again; they are dropped, which changes no move and tightens the bounds.  Under the strict win such
  a card makes the game lost (the matching bound sees it).
* **A card of the top rows goes after every card lying on it** (win search only; the apex and the second row,
  :data:`CONE_SLOTS`).  Take such a pyramid card ``x`` that no pyramid card present could ever take (no
  compatible card of the complementary rank is left; with stacked pairs a single cover counts as compatible).
  A win removes ``x`` with a talon card ``t`` of the complementary rank, and every card lying on ``x`` (its cone)
  earlier.  Until ``x`` goes, ``t`` is still there, so the cards under ``t`` on its pile stay covered; and the
  pyramid cards that ``x`` lies on can only go after ``x``.  So the cone's cards go with partners among the
  talon minus ``t`` and the cards under it, and the other pyramid cards: unless, for some ``t``, they pass the
  loose matching bound that way (per class, ``a - M`` cone cards of one rank need that many partners of the
  other rank outside the cone's own pairs), the state is lost.  A card still in the stock covers nothing yet (the
  cards it will be dealt onto may go before it lands), so only ``t`` itself is taken away for it.  For the apex
  the cone is the whole rest of the pyramid.  This cuts most lost W1D/W1SD subtrees where the partner of the apex
  lies deep in a pile: W1SD deal 200 486k -> 90k states, W1D 200 367k -> 71k, W1D 96 441k -> 263k (apex alone);
  the second row takes W1D 96 on to 178k and W1D 90 from 171k to 83k.  More rows cost more than they cut.
* **The matching bound** of :mod:`~pyramid_qt.solver.search.problem` and the any-talon-pairs relaxation
  (:class:`~pyramid_qt.solver.search.relaxation.RelaxedOracle`), asked for the untouched pyramid and while three
  draws or more are left; near the end of the stock its own searches cost more than the few states it cuts
  (measured: deals 1-40 of TD, W1D, N1D, W1SD take 25-30% less time than asking it only for the untouched
  pyramid; asking it everywhere doubles TD's time).
"""

from __future__ import annotations

from typing import Any

from pyramid_qt.solver.budget import CHECK_EVERY, INT_DICT_ENTRY, INT_SET_ENTRY, Budget
from pyramid_qt.solver.search import geometry
from pyramid_qt.solver.search.constants import CLASSES, KING, PAIR_SUM, PYRAMID_SIZE
from pyramid_qt.solver.search.piles_moves import children_maker
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.relaxation import RelaxedOracle
from pyramid_qt.solver.search.steps import KING_STEP, RawStep, SearchOutcome, as_steps

# The cards tested by "a card of the top rows goes after every card lying on it": the apex and the second row
# (measured on W1D/W1SD/N1D: more rows cost more than they cut).
CONE_SLOTS = (0, 1, 2)
BELOW = geometry.BELOW
ID_BITS = 32  # bits of a pile's rank-sequence number in a key
EARLY_DRAWS = 9  # the relaxation is asked while the cut is below n - EARLY_DRAWS (three draws or more left)


def search_piles_last(problem: Problem, budget: Budget, maximize: bool = False, best: int = 0) -> SearchOutcome:
    """Depth-first search from a three-pile position with no recycle left."""
    position = problem.position
    assert problem.draw_three and (problem.passes is not None and position.pass_number >= problem.passes)
    n = problem.n
    tr = problem.talon_rank
    tc = problem.talon
    sc = problem.slot_card
    info = problem.info
    info_get = problem._info.get
    strict = problem.strict
    counts_of = problem.talon_counts
    bound = problem.removable_bound
    idle_talon = problem.idle_talon
    want_talon = problem.partner_talon
    want_slots = problem.partner_slots
    below = [(1 << c) - 1 for c in range(n + 1)]
    stocks = problem.stock_masks
    # The state's key: the pyramid mask, then each pile as the number of its rank sequence (32 bits each), then
    # the cut.  While the stock lasts the piles keep their order; once it is empty they are sorted.
    k1, k2, k3, k4 = PYRAMID_SIZE, PYRAMID_SIZE + ID_BITS, PYRAMID_SIZE + 2 * ID_BITS, PYRAMID_SIZE + 3 * ID_BITS
    visited: set[int] = set()
    ids: dict[int, int] = {}  # pile mask -> the number of its rank sequence
    sequences: dict[int, int] = {}  # rank sequence code -> its number
    ids_get = ids.get

    def pile_id(m: int) -> int:
        code = 1  # a leading 1, then one base-16 digit per card, bottom to top
        rest = m
        while rest:
            low = rest & -rest
            rest ^= low
            code = code << 4 | tr[low.bit_length() - 1]
        number = sequences.get(code)
        if number is None:
            number = sequences[code] = len(sequences)
        ids[m] = number
        return number

    def key_of(P: int, m1: int, m2: int, m3: int, cut: int) -> int:  # noqa: N803 - the state's own names
        i1 = ids_get(m1)
        if i1 is None:
            i1 = pile_id(m1)
        i2 = ids_get(m2)
        if i2 is None:
            i2 = pile_id(m2)
        i3 = ids_get(m3)
        if i3 is None:
            i3 = pile_id(m3)
        if cut >= n:
            if i1 > i2:
                i1, i2 = i2, i1
            if i2 > i3:
                i2, i3 = i3, i2
                if i1 > i2:
                    i1, i2 = i2, i1
        return P | i1 << k1 | i2 << k2 | i3 << k3 | cut << k4

    moves_of = children_maker(problem, maximize, key_of)
    checked: dict[int, bool] = {}
    idle_cache: dict[int, int] = {}
    budget.track(visited, INT_SET_ENTRY)
    budget.track(ids, INT_DICT_ENTRY)
    budget.track(sequences, INT_DICT_ENTRY)
    budget.track(checked, INT_DICT_ENTRY)
    budget.track(idle_cache, INT_DICT_ENTRY)
    oracle = RelaxedOracle(problem, budget, None, any_talon_pairs=True)
    root = problem.pyramid
    early = n - EARLY_DRAWS  # asked while three draws or more are left: the subtrees it may cut are large
    path: list[RawStep] = []
    budget.best = max(budget.best, best)

    # A card of the top rows goes after every card lying on it (see the docstring): unless a pyramid card could
    # still take it, some talon card of the complementary rank takes it, and the cards under that one stay put.
    cone_slots = geometry.mask_of(x for x in CONE_SLOTS if 0 < problem.slot_rank[x] < KING)
    over = [geometry.mask_of(y for y in range(PYRAMID_SIZE) if geometry.BELOW[y] >> x & 1) for x in range(PYRAMID_SIZE)]
    cone_needs: dict[int, tuple[tuple[int, int, int], ...]] = {}
    cone_plans: dict[int, tuple[tuple[int, tuple[tuple[int, int], ...]], ...]] = {}
    rank_slots = problem.rank_slot_mask

    def cones_can_end(P: int, m1: int, m2: int, m3: int, T: int) -> bool:  # noqa: N803 - the state's own names
        """False when some card ``x`` of :data:`CONE_SLOTS` that no pyramid card can take any more has no talon
        card ``t`` such that the cards lying on ``x`` pass the loose matching bound with partners other than
        ``t``, the cards under ``t`` and the pyramid cards that can only go after ``x``."""
        plan = cone_plans.get(P)
        if plan is None:
            plan = cone_plans[P] = cone_plan(P)
        for candidates, needs in plan:
            candidates &= T
            while candidates:
                bit = candidates & -candidates
                candidates ^= bit
                # The candidate and the cards that stay under it until x goes.
                if bit & m1:
                    kept = m1 & ((bit << 1) - 1)
                elif bit & m2:
                    kept = m2 & ((bit << 1) - 1)
                elif bit & m3:
                    kept = m3 & ((bit << 1) - 1)
                else:
                    kept = bit  # a stock card covers nothing yet: the cards it will be dealt onto may go first
                usable = T & ~kept
                for talon_mask, least in needs:
                    if (usable & talon_mask).bit_count() < least:
                        break
                else:
                    break  # this candidate leaves enough partners
            else:
                return False
        return True

    def cone_plan(P: int) -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:  # noqa: N803
        """The pyramid's part of :func:`cones_can_end`, once per shape: for each card ``x`` it tests, the talon
        cards that could take ``x`` and the talon partners the cone still needs, as ``(rank mask, least)`` (the
        partners among the pyramid cards that may go before ``x`` already counted)."""
        plan = []
        xs = P & cone_slots
        while xs:
            xb = xs & -xs
            xs ^= xb
            x = xb.bit_length() - 1
            if P & want_slots[x]:
                continue
            cone = P & BELOW[x]
            needs = cone_needs.get(cone)
            if needs is None:
                found = []
                for c, r in enumerate(CLASSES):
                    a, b, m = class_counts(c, cone)
                    if a > m:
                        found.append((rank_mask[PAIR_SUM - r], rank_slots[PAIR_SUM - r], a - m))
                    if b > m:
                        found.append((rank_mask[r], rank_slots[r], b - m))
                needs = cone_needs[cone] = tuple(found)
            others = P & ~cone & ~xb & ~over[x]  # pyramid cards that may go before x
            talon_needs = tuple(
                (talon_mask, least - (others & slot_mask).bit_count())
                for talon_mask, slot_mask, least in needs
                if least > (others & slot_mask).bit_count()
            )
            if needs:  # (with no talon partner left at all, x cannot go: then the state is lost)
                plan.append((want_talon[x], talon_needs))
        return tuple(plan)

    # The matching bound inline (no call into Problem a state): loose thresholds, or per class the low and high
    # rank masks with the pyramid's counts and largest matching (strict), each cached per pyramid shape.
    shapes: dict[int, tuple[tuple[int, int, int, int, int], ...]] = {}
    needs_of: dict[int, tuple[tuple[int, int], ...]] = {}
    rank_mask = problem.rank_talon_mask
    talon_pairs = problem.talon_pairs
    class_counts = problem._class_counts

    def fits(P: int, T: int) -> bool:  # noqa: N803 - the state's own names
        """The matching bound of :meth:`Problem.feasible`."""
        if not strict:
            needs = needs_of.get(P)
            if needs is None:
                needs = needs_of[P] = problem.loose_needs(P)
            for mask, least in needs:  # noqa: SIM110 - a plain loop: all() would make a generator frame a call
                if (T & mask).bit_count() < least:
                    return False
            return True
        shape = shapes.get(P)
        if shape is None:
            shape = shapes[P] = tuple(
                (rank_mask[r], rank_mask[PAIR_SUM - r], *class_counts(c, P)) for c, r in enumerate(CLASSES)
            )
        for low, high, a, b, m in shape:
            ta = (T & low).bit_count()
            tb = (T & high).bit_count()
            if a + ta != b + tb:
                return False
            if talon_pairs:
                if m < a - tb or m < b - ta:
                    return False
            elif not 0 <= b - ta <= m:
                return False
        return True

    def search(P: int, m1: int, m2: int, m3: int, cut: int, key: int) -> bool:  # noqa: N803
        """Depth-first search with its own stack (no recursion: a deep Python recursion makes CPython allocate
        and free a block of its frame stack whenever the depth crosses a block boundary, which cost up to
        twice the time on some deals).  ``key`` is the state's key as its parent made it, already tested not
        to be in the table; each stack entry is ``[children, next child, length of the line]``."""
        next_check = budget.nodes + CHECK_EVERY
        stack: list[list[Any]] = []  # [children, next child, length of the line]
        while True:
            # ---- enter the state (P, m1, m2, m3, cut) with its parent's key
            nodes = budget.nodes + 1  # the relaxation counts its own nodes there too
            budget.nodes = nodes
            if nodes >= next_check:
                next_check = nodes + CHECK_EVERY
                budget.check()
            raw = key
            while P or (strict and (m1 or m2 or m3 or cut < n)):  # once the game is won no move may follow
                kings = (info_get(P) or info(P))[0]
                if kings:
                    for i in kings:
                        path.append((KING_STEP, sc[i]))
                        P &= ~(1 << i)
                    raw = -1
                    continue
                if m1 and tr[m1.bit_length() - 1] == KING:
                    path.append((KING_STEP, tc[m1.bit_length() - 1]))
                    m1 &= ~(1 << (m1.bit_length() - 1))
                    raw = -1
                    continue
                if m2 and tr[m2.bit_length() - 1] == KING:
                    path.append((KING_STEP, tc[m2.bit_length() - 1]))
                    m2 &= ~(1 << (m2.bit_length() - 1))
                    raw = -1
                    continue
                if m3 and tr[m3.bit_length() - 1] == KING:
                    path.append((KING_STEP, tc[m3.bit_length() - 1]))
                    m3 &= ~(1 << (m3.bit_length() - 1))
                    raw = -1
                    continue
                break
            stock = stocks[cut]
            if P == 0 and (not strict or not (m1 or m2 or m3 or stock)):
                return True
            T = m1 | m2 | m3 | stock
            alive = True
            if not strict:
                both = P | T << PYRAMID_SIZE
                dead = idle_cache.get(both)
                if dead is None:
                    dead = idle_cache[both] = idle_talon(P, T)[0]
                if dead & (m1 | m2 | m3):
                    # A card that can never go buries its pile under it for good.
                    x = m1 & dead
                    if x:
                        m1 &= ~below[x.bit_length() - 1]
                    x = m2 & dead
                    if x:
                        m2 &= ~below[x.bit_length() - 1]
                    x = m3 & dead
                    if x:
                        m3 &= ~below[x.bit_length() - 1]
                    T = m1 | m2 | m3 | stock
                    raw = -1
            if raw < 0:
                # The reductions changed the state: its own key may be in the table, and the parent's key names
                # the same game from now on.
                reduced = key_of(P, m1, m2, m3, cut)
                if reduced != key:
                    visited.add(key)
                    if reduced in visited:
                        alive = False
                    key = reduced
            if alive:
                visited.add(key)
                if maximize:
                    removed = PYRAMID_SIZE - P.bit_count()
                    if removed > budget.best:
                        budget.best = removed
                    if removed + bound(P, counts_of(T)) <= budget.best:
                        alive = False
                else:
                    if raw < 0:  # else the parent has checked the matching bound
                        both = P | T << PYRAMID_SIZE
                        ok = checked.get(both)
                        if ok is None:
                            ok = checked[both] = fits(P, T)
                        alive = ok
                    if alive and (root == P or cut < early) and oracle.cannot_win(P, T):
                        alive = False
                    if alive and P & cone_slots and not cones_can_end(P, m1, m2, m3, T):
                        alive = False
            if alive:
                stack.append([moves_of(P, m1, m2, m3, cut, T), 0, len(path)])
            # ---- the next child to enter, backing up over exhausted states
            while True:
                if not stack:
                    return False
                entry = stack[-1]
                children = entry[0]
                k = entry[1]
                if k == len(children):
                    stack.pop()
                    continue
                entry[1] = k + 1
                step, P, m1, m2, m3, cut, key, T = children[k]
                if key in visited:
                    continue
                if not maximize:
                    # The matching bound, here rather than on entry: a child that fails it is never entered.
                    both = P | T << PYRAMID_SIZE
                    ok = checked.get(both)
                    if ok is None:
                        ok = checked[both] = fits(P, T)
                    if not ok:
                        continue
                del path[entry[2] :]
                path.append(step)
                break

    p1, p2, p3 = problem.pile_masks()
    if not maximize and not fits(problem.pyramid, problem.talon_mask):
        return SearchOutcome(False, [], budget.best)
    won = search(problem.pyramid, p1, p2, p3, problem.cut, key_of(problem.pyramid, p1, p2, p3, problem.cut))
    if won:
        budget.best = PYRAMID_SIZE
    return SearchOutcome(won, as_steps(path) if won else [], budget.best)
