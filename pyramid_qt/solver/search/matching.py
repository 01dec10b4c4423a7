"""The largest matching between the cards of two complementary ranks, the bound every search and par share."""

from __future__ import annotations


def max_matching(options: list[int]) -> int:
    """Largest matching where left node k may take any right node in bitmask ``options[k]``: exhaustive, for the few
    nodes of one pairing class (at most four cards of a rank in one deck)."""

    def best(k: int, used: int) -> int:
        if k == len(options):
            return 0
        result = best(k + 1, used)
        free = options[k] & ~used
        while free and result < len(options) - k:
            bit = free & -free
            free ^= bit
            result = max(result, 1 + best(k + 1, used | bit))
        return result

    return best(0, 0)
