/* The four search kernels, compiled: the one-waste-pile kernels of pyramid_qt.solver.search.linear (limited
 * passes) and pyramid_qt.solver.search.cyclic (unlimited passes), the three-pile last-pass kernel of
 * pyramid_qt.solver.search.piles_last and the three-pile kernel for any pass of pyramid_qt.solver.search.piles.
 *
 * Each is the Python kernel's search, state for state: the same reductions (Kings at once, fewer passes dominate,
 * the last pass's dead and idle talon cards, forced pairs, the matching bound as per-shape thresholds, the strict
 * last-pass fit; for three piles on the last pass the cone bound and the aliases of reduced states), the same
 * keys (the pyramid mask and the talon's or each pile's rank sequence, suits never mattering; for piles.py the
 * stock's and each pile's rank sequence whole), the same move order, the same line and the same node count.  Everything that is proved is proved in the Python kernels' docstrings; this file only
 * computes it faster.  The unlimited-pass relaxation (relaxation.RelaxedOracle) they ask is compiled too, with
 * the same memo and caps, and so is the best-reachable search's cut: the matching and shape bounds
 * (ShapeBound.cannot_beat; a shape's removal sets made as far as asked) and relaxation.RelaxedBest.  What stays in
 * Python is the budget: ``check`` is called every CHECK_EVERY nodes with the nodes counted since the last call, the
 * bytes the tables hold and the best count so far, and ends the search by raising (OutOfBudget).
 *
 * The wrapper (pyramid_qt.solver.search.native) builds the ``spec`` tuple from a Problem and turns the steps back
 * into cards.  The pure-Python kernels stay the reference: tests/solver/test_native.py cross-checks the two.
 *
 * The boundary is typed in _native.pyi (the four entry points, their arguments and result, the constants); the
 * spec is the wrapper's NativeSpec, whose fields this module reads by position in the order of SPEC_FIELDS below
 * (exported as the tuple SPEC_FIELDS, which a test compares with NativeSpec's). A step is (kind, a, b): see the
 * STEP_* values (a, b: pyramid slots or talon indices). The ABI number is native.ABI, passed in by setup.py as
 * PYRAMID_QT_NATIVE_ABI.
 *
 * Only the limited API (the stable ABI of CPython 3.10) is used: one build serves every later version (setup.py
 * defines Py_LIMITED_API and tags the wheel abi3).
 */
#ifndef PYRAMID_QT_NATIVE_ABI
#error "PYRAMID_QT_NATIVE_ABI is not defined: build through setup.py, which reads it from native.py (ABI)"
#endif
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "../kernel.h"

#define CLASSES 6
#define MAX_PAIRS 48
#define MAX_MOVES (MAX_PAIRS + 2 * SIZE + 4) /* a bound on the moves of one state */
#define EMPTY_PASS 0xFF

enum { STEP_KING_SLOT, STEP_KING_TALON, STEP_PAIR_SLOT_TALON, STEP_PAIR_SLOTS, STEP_PAIR_TALON, STEP_DRAW, STEP_RECYCLE };

/* ------------------------------------------------------------------ one record per pyramid shape */
typedef struct {
    u32 kings;                 /* free King slots */
    int nfree;                 /* free non-King slots, ascending */
    uint8_t free_slot[SIZE];
    int npairs;                /* pyramid-only pairs removable now, in linear.py's order */
    uint8_t pair_i[MAX_PAIRS], pair_j[MAX_PAIRS];
    int class_a[CLASSES], class_b[CLASSES], class_m[CLASSES]; /* per class: Problem.class_counts */
    int nloose; /* Problem.loose_needs, by the rank needed (also the three-pile cones' bound, whatever the rules) */
    int loose_rank[2 * CLASSES], loose_least[2 * CLASSES];
    /* Problem.strict_needs, per class (low rank cards: r = class + 1): high - low excess, least and most low */
    int need_excess[CLASSES], need_least[CLASSES], need_most[CLASSES];
    u32 useless;               /* Problem.idle_ranks */
    int nlonely;
    u32 lonely_mine[KING], lonely_theirs[KING];
    /* ShapeBound.removal_sets (the shape bound), made as far as the best-reachable search asks (next_removal_set):
     * the sets' needs and card counts, largest first, and where in the list of every shape the next is looked for;
     * `shaped` 0 when the pyramid is not a shape (no sets: the matching bound alone), -1 before the first ask */
    int shaped, nsets, sets_room, sets_next;
    u64 *set_needs;
    uint8_t *set_cards;
} Shape;

typedef struct {
    u32 *keys; /* pyramid masks, EMPTY_SHAPE for a free slot */
    Shape **records;
    size_t cap, used;
    size_t set_bytes; /* what the records' removal sets take */
} ShapeTable;

#define EMPTY_SHAPE 0xFFFFFFFFu

/* ------------------------------------------------------------------ the visited table (canonical keys) */
/* `words` words of key per slot (two, or four for the three-pile kernel of any pass) and one byte of value (the
 * pass, or the relaxation's flags); EMPTY_PASS marks a free slot.  At most half of the slots are used, until a
 * `lossy` table is refused a growth by the memory limit: it is then `full` and serves as a cache of that size (see
 * visited_slot_of), which only a search whose states are never met again on their own line may use. */
typedef struct {
    u64 *keys;
    uint8_t *value;
    size_t cap, used;
    int words;
    int lossy, full;
    size_t evicted; /* the keys a full table has forgotten */
    /* Asked before the table grows, with the bytes the new table will take (the old one is still held while the
     * keys move): nonzero refuses the growth (the budget's memory limit, its exception set). */
    int (*may_grow)(void *owner, size_t more);
    void *owner;
} Visited;

#define NOT_FOUND ((size_t)-1)

typedef struct {
    int kind, a, b; /* STEP_*, and the pyramid slots or talon indices of its cards (or -1) */
} Step;

typedef struct {
    int kind, a, b; /* the step */
    int i, j;       /* pyramid slots the move removes, or -1 (the forced-pair test) */
    u32 p2, t2;
    int c2;
} Move;

typedef struct {
    int kind, a, b; /* the step */
    int i, j;       /* pyramid slots the move removes, or -1 (the forced-pair test) */
    int from_stock; /* the move takes the stock top (never forced) */
    u32 p2, m1, m2, m3;
    int c2;
} PileMove;

/* ------------------------------------------------------------------ the unlimited-pass relaxation's memo */
#define RELAX_LOST 1
#define RELAX_WON 2
#define RELAX_OPEN 4 /* a query that ran out of its cap */
enum { PAIRS_NONE, PAIRS_ANY, PAIRS_NEIGHBOURS };

typedef struct {
    int pairing;     /* which talon cards may pair: PAIRS_* (relaxation.RelaxedOracle, movegen.TalonPairs) */
    long long cap;   /* new states a query may search, or -1 */
    long long left;
    Visited memo;    /* key -> RELAX_* flags (stored in the pass byte) */
} Oracle;

/* A state keeps the stock and each pile as sequences of talon indices (a recycle gathers the piles level by
 * level, so the talon has no fixed order here); its key is those sequences' ranks, with the pyramid. */
#define PILES_WORDS 3 /* 8 bytes of pyramid and lengths, 24 ranks at 4 bits */

typedef struct {
    int kind, a, b; /* the step into the state */
    u32 P;
    int k;
    uint8_t ns, np[3];
    uint8_t stock[MAX_TALON], pile[3][MAX_TALON];
} PilesState;

typedef struct {
    size_t base, count, next, path_len;
} PilesFrame;

typedef struct {
    Visited visited; /* PILES_WORDS-word keys (piles_state_key) */
    PilesState *children; /* the children of the states on the line */
    size_t children_cap, children_top;
    PilesFrame *frames;
    size_t frames_cap, depth;
} PilesTables;

typedef struct {
    int n, passes, stock_top, talon_pairing, strict, talon_pairs, stacked, split_strict, maximize;
    int tr[MAX_TALON];
    int slot_rank[SIZE];
    u32 cover[SIZE];
    u32 partner_slots[SIZE];
    u32 want_talon[SIZE];
    u32 rtm[BY_RANK];
    u32 rsm[BY_RANK];
    u32 king_slots;
    u32 below_slots[SIZE]; /* geometry.BELOW: the cone that must be gone before a slot is free */
    u32 over[SIZE];        /* the slots a slot lies under (it goes before them) */
    u32 cone_slots;        /* piles_last.CONE_SLOTS holding a card that is not a King */
    u32 stocks[MAX_TALON + 1]; /* three piles: the stock by the cut */
    int early;             /* three piles: the relaxation is asked while the cut is below this */
    PileMove *ppool;       /* three piles, last pass: the moves of the states on the line */
    size_t ppool_cap, ppool_top;
    PilesTables piles;     /* three piles, any pass */
    u32 class_low[CLASSES][4]; /* slots of rank r (at most four of a rank), per class */
    int class_nlow[CLASSES];
    u32 below[MAX_TALON + 1];
    int cut_shift;
    u32 root;
    int best;
    size_t raw_kept;
    ShapeTable shapes;
    const u32 *every_shape; /* geometry.shapes() (find_every_shape), when the shape bound is first asked */
    u32 *own_shapes;        /* ... when they are not the process's */
    int nshapes;
    /* per class, by which of its pyramid slots (the low rank's, then the high rank's: eight at most) a set holds,
     * the talon cards the set needs (packed as ShapeBound.removal_sets packs them); and by each seven slots' part of a
     * set, which of each class's slots it holds (a byte a class) */
    u64 class_needs[CLASSES][256];
    u64 held_by_part[4][128];
    Visited visited;
    Visited raw; /* the raw states (pyramid, talon, cut) searched, one-word keys, with their pass */
    Step *line; /* the line searched (growable) */
    int path_len;
    size_t line_cap;
    Move *pool; /* the moves of the states on the line */
    size_t pool_cap, pool_top;
    long long unreported, since_check;
    Oracle oracle, exact; /* the relaxation, and the exact-neighbour one for a strict win with talon pairing */
    Visited best_relax;   /* relaxation.RelaxedBest's memo (the best-reachable search only): (P, counts) -> value */
    int use_exact;
    PyObject *check;
} Search;

static u64 mix(u64 x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

/* ------------------------------------------------------------------ tables */
static int shapes_init(ShapeTable *t) {
    t->cap = 4096;
    t->used = 0;
    t->keys = malloc(t->cap * sizeof(u32));
    t->records = malloc(t->cap * sizeof(Shape *));
    if (!t->keys || !t->records) return -1;
    memset(t->keys, 0xFF, t->cap * sizeof(u32));
    return 0;
}

static void shapes_free(ShapeTable *t) {
    if (t->records && t->keys)
        for (size_t i = 0; i < t->cap; i++)
            if (t->keys[i] != EMPTY_SHAPE) {
                free(t->records[i]->set_needs);
                free(t->records[i]->set_cards);
                free(t->records[i]);
            }
    free(t->keys);
    free(t->records);
}

static int shapes_grow(ShapeTable *t) {
    size_t cap = t->cap * 2;
    u32 *keys = malloc(cap * sizeof(u32));
    Shape **records = malloc(cap * sizeof(Shape *));
    if (!keys || !records) {
        free(keys);
        free(records);
        return -1;
    }
    memset(keys, 0xFF, cap * sizeof(u32));
    for (size_t i = 0; i < t->cap; i++) {
        if (t->keys[i] == EMPTY_SHAPE) continue;
        size_t h = mix(t->keys[i]) & (cap - 1);
        while (keys[h] != EMPTY_SHAPE) h = (h + 1) & (cap - 1);
        keys[h] = t->keys[i];
        records[h] = t->records[i];
    }
    free(t->keys);
    free(t->records);
    t->keys = keys;
    t->records = records;
    t->cap = cap;
    return 0;
}

/* Asks the system to back a large table with huge pages (Linux's transparent huge pages, "madvise" mode): the
 * visited tables are read at random, far beyond the caches, and with 4 KiB pages nearly every look-up misses the
 * TLB as well.  A hint on the 2 MiB-aligned part of the block; nothing elsewhere.  The same helper is in par's
 * _par.c. */
static void advise_huge(void *block, size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)1 << 21;
    uintptr_t start = ((uintptr_t)block + huge - 1) & ~(huge - 1), end = ((uintptr_t)block + bytes) & ~(huge - 1);
    if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)block;
    (void)bytes;
#endif
}

static int visited_alloc(Visited *v, size_t cap) {
    v->keys = malloc((size_t)v->words * cap * sizeof(u64));
    v->value = malloc(cap);
    if (!v->keys || !v->value) {
        free(v->keys);
        free(v->value);
        v->keys = NULL;
        v->value = NULL;
        return -1;
    }
    advise_huge(v->keys, (size_t)v->words * cap * sizeof(u64));
    advise_huge(v->value, cap);
    memset(v->value, EMPTY_PASS, cap);
    v->cap = cap;
    return 0;
}

static int visited_init(Visited *v, int words) {
    v->used = 0;
    v->words = words;
    v->lossy = v->full = 0;
    v->evicted = 0;
    v->may_grow = NULL;
    v->owner = NULL;
    return visited_alloc(v, 1 << 12);
}

static void visited_free(Visited *v) {
    free(v->keys);
    free(v->value);
}

static inline u64 visited_hash(const u64 *key, int words) {
    u64 h = 0;
    for (int w = words - 1; w >= 0; w--) h = mix(key[w] ^ h);
    return h;
}

static inline int same_key(const u64 *a, const u64 *b, int words) {
    for (int w = 0; w < words; w++)
        if (a[w] != b[w]) return 0;
    return 1;
}

static int visited_grow(Visited *v) {
    if (v->may_grow && v->may_grow(v->owner, 2 * v->cap * ((size_t)v->words * sizeof(u64) + 1))) return -1;
    Visited old = *v;
    if (visited_alloc(v, old.cap * 2) < 0) {
        *v = old;
        return -1;
    }
    size_t mask = v->cap - 1, words = (size_t)v->words;
    for (size_t i = 0; i < old.cap; i++) {
        if (old.value[i] == EMPTY_PASS) continue;
        size_t h = visited_hash(old.keys + words * i, v->words) & mask;
        while (v->value[h] != EMPTY_PASS) h = (h + 1) & mask;
        memcpy(v->keys + words * h, old.keys + words * i, words * sizeof(u64));
        v->value[h] = old.value[i];
    }
    visited_free(&old);
    return 0;
}

/* Whether the exception set is the budget's refusal for memory (OutOfBudget with reason "memory"): then cleared. */
static int refused_for_memory(void) {
    PyObject *type, *value, *traceback;
    PyErr_Fetch(&type, &value, &traceback);
    PyErr_NormalizeException(&type, &value, &traceback);
    PyObject *reason = value ? PyObject_GetAttrString(value, "reason") : NULL;
    int memory = reason && PyUnicode_Check(reason) && PyUnicode_CompareWithASCIIString(reason, "memory") == 0;
    if (!reason) PyErr_Clear();
    Py_XDECREF(reason);
    if (memory) {
        Py_XDECREF(type);
        Py_XDECREF(value);
        Py_XDECREF(traceback);
        return 1;
    }
    PyErr_Restore(type, value, traceback);
    return 0;
}

#define FULL_PROBES 8 /* the slots a full table looks at for a key before it forgets the key at home */

/* A full table: the key's slot among the first FULL_PROBES from its home, else its home slot, whose key is
 * forgotten (its state will be searched again if met again: slower, never wrong). */
static inline size_t full_slot_of(Visited *v, const u64 *key, int words) {
    size_t mask = v->cap - 1;
    size_t home = visited_hash(key, words) & mask, h = home;
    for (int probe = 0; probe < FULL_PROBES; probe++, h = (h + 1) & mask) {
        if (v->value[h] == EMPTY_PASS) {
            memcpy(v->keys + (size_t)words * h, key, (size_t)words * sizeof(u64));
            v->used++;
            return h;
        }
        if (same_key(v->keys + (size_t)words * h, key, words)) return h;
    }
    memcpy(v->keys + (size_t)words * home, key, (size_t)words * sizeof(u64));
    v->value[home] = EMPTY_PASS;
    v->evicted++;
    return home;
}

/* The slot of the key, taken (value EMPTY_PASS) when absent; NOT_FOUND when memory runs out.  `words` is the
 * table's, passed as a constant by the callers so that the compiler unrolls the hash and the comparison.  A lossy
 * table refused a growth for memory becomes full instead (the refusal is cleared): the search goes on within the
 * memory it has, the table forgetting keys (full_slot_of) rather than the search giving up. */
static inline size_t visited_slot_of(Visited *v, const u64 *key, int words) {
    if (v->full) return full_slot_of(v, key, words);
    if (2 * (v->used + 1) > v->cap && visited_grow(v) < 0) {
        if (!v->lossy || !refused_for_memory()) return NOT_FOUND;
        v->full = 1;
        return full_slot_of(v, key, words);
    }
    size_t mask = v->cap - 1;
    size_t h = visited_hash(key, words) & mask;
    for (;;) {
        if (v->value[h] == EMPTY_PASS) {
            memcpy(v->keys + (size_t)words * h, key, (size_t)words * sizeof(u64));
            v->used++;
            return h;
        }
        if (same_key(v->keys + (size_t)words * h, key, words)) return h;
        h = (h + 1) & mask;
    }
}

static inline size_t visited_find_of(const Visited *v, const u64 *key, int words) {
    size_t mask = v->cap - 1;
    size_t h = visited_hash(key, words) & mask;
    for (;;) {
        if (v->value[h] == EMPTY_PASS) return NOT_FOUND;
        if (same_key(v->keys + (size_t)words * h, key, words)) return h;
        h = (h + 1) & mask;
    }
}

/* The same for the two-word keys of every table but the three-pile kernel's of any pass. */
static size_t visited_slot(Visited *v, u64 a, u64 b) {
    const u64 key[2] = {a, b};
    return visited_slot_of(v, key, 2);
}

static size_t visited_find(const Visited *v, u64 a, u64 b) {
    const u64 key[2] = {a, b};
    return visited_find_of(v, key, 2);
}

/* A pyramid, a count below 32 and the ranks of the talon cards in T, in talon order, as two words: the ranks are
 * base-14 digits (nonzero, so the sequence's length is part of the number), twelve to a 46-bit half. */
static void rank_key(const int *tr, u32 P, int count, u32 T, u64 *a, u64 *b) {
    u64 half[2] = {0, 0}, weight = 1;
    int d = 0;
    for (u32 x = T; x; x &= x - 1, d++) {
        if (d == 12) weight = 1;
        half[d >= 12] += (u64)tr[lowest(x)] * weight;
        weight *= 14;
    }
    *a = half[0] | (u64)(P & 0x3FFFF) << 46;
    *b = half[1] | (u64)(P >> 18) << 46 | (u64)count << 56;
}

/* The table of raw states: one-word keys, the pass searched with; emptied at `raw_kept` entries. */
static int raw_get(const Visited *r, u64 key) { /* the pass stored, or -1 */
    size_t slot = visited_find_of(r, &key, 1);
    return slot == NOT_FOUND ? -1 : r->value[slot];
}

static int raw_set(Visited *r, u64 key, int pass) {
    size_t slot = visited_slot_of(r, &key, 1);
    if (slot == NOT_FOUND) return -1;
    r->value[slot] = (uint8_t)pass;
    return 0;
}

static void raw_clear(Visited *r) {
    memset(r->value, EMPTY_PASS, r->cap);
    r->used = 0;
}

/* ------------------------------------------------------------------ the shape record */
static int max_matching(const u32 *options, int count, int k, u32 used) {
    if (k == count) return 0;
    int result = max_matching(options, count, k + 1, used);
    u32 rest = options[k] & ~used;
    while (rest && result < count - k) {
        u32 bit = rest & (0u - rest);
        rest ^= bit;
        int with = 1 + max_matching(options, count, k + 1, used | bit);
        if (with > result) result = with;
    }
    return result;
}

/* Problem.info, Problem.loose_needs / strict_needs, Problem.last_pass_strict_fits and Problem.idle_ranks. */
static void build_shape(const Search *s, u32 P, Shape *rec) {
    memset(rec, 0, sizeof(Shape));
    rec->shaped = -1;
    uint8_t free_all[SIZE];
    int nfree_all = 0;
    for (int i = 0; i < SIZE; i++)
        if ((P >> i & 1) && !(P & s->cover[i])) free_all[nfree_all++] = (uint8_t)i;
    for (int f = 0; f < nfree_all; f++) {
        int i = free_all[f];
        if (s->slot_rank[i] == KING)
            rec->kings |= 1u << i;
        else
            rec->free_slot[rec->nfree++] = (uint8_t)i;
    }
    for (int f = 0; f < nfree_all; f++)
        for (int g = f + 1; g < nfree_all; g++) {
            int i = free_all[f], j = free_all[g];
            if (s->slot_rank[i] + s->slot_rank[j] == PAIR_SUM && rec->npairs < MAX_PAIRS) {
                rec->pair_i[rec->npairs] = (uint8_t)i;
                rec->pair_j[rec->npairs++] = (uint8_t)j;
            }
        }
    if (s->stacked)
        for (int i = 0; i < SIZE; i++) { /* geometry.stacked_slots: (under, over) */
            if (!(P >> i & 1)) continue;
            u32 over = P & s->cover[i];
            if (over && !(over & (over - 1))) {
                int j = lowest(over);
                if (!(P & s->cover[j]) && s->slot_rank[i] + s->slot_rank[j] == PAIR_SUM && rec->npairs < MAX_PAIRS) {
                    rec->pair_i[rec->npairs] = (uint8_t)i;
                    rec->pair_j[rec->npairs++] = (uint8_t)j;
                }
            }
        }
    for (int c = 0; c < CLASSES; c++) {
        int r = c + 1;
        u32 options[4];
        int a = 0;
        for (int q = 0; q < s->class_nlow[c]; q++) {
            int i = (int)s->class_low[c][q];
            if (P >> i & 1) options[a++] = s->partner_slots[i] & P;
        }
        int b = popcount(P & s->rsm[PAIR_SUM - r]);
        int m = max_matching(options, a, 0, 0);
        rec->class_a[c] = a;
        rec->class_b[c] = b;
        rec->class_m[c] = m;
        rec->need_excess[c] = b - a;
        rec->need_least[c] = b - m;
        rec->need_most[c] = s->talon_pairs ? s->n : b;
        if (a > m) {
            rec->loose_rank[rec->nloose] = PAIR_SUM - r;
            rec->loose_least[rec->nloose++] = a - m;
        }
        if (b > m) {
            rec->loose_rank[rec->nloose] = r;
            rec->loose_least[rec->nloose++] = b - m;
        }
    }
    rec->useless = s->rtm[KING];
    for (int r = 1; r < KING; r++)
        if (!(P & s->rsm[PAIR_SUM - r])) {
            rec->useless |= s->rtm[r];
            rec->lonely_mine[rec->nlonely] = s->rtm[r];
            rec->lonely_theirs[rec->nlonely++] = s->talon_pairs ? s->rtm[PAIR_SUM - r] : 0;
        }
}

static Shape *shape_of(Search *s, u32 P) {
    ShapeTable *t = &s->shapes;
    size_t mask = t->cap - 1;
    size_t h = mix(P) & mask;
    while (t->keys[h] != EMPTY_SHAPE) {
        if (t->keys[h] == P) return t->records[h];
        h = (h + 1) & mask;
    }
    Shape *rec = malloc(sizeof(Shape));
    if (!rec) return NULL;
    build_shape(s, P, rec);
    if (2 * (t->used + 1) > t->cap) {
        if (shapes_grow(t) < 0) {
            free(rec);
            return NULL;
        }
        mask = t->cap - 1;
        h = mix(P) & mask;
        while (t->keys[h] != EMPTY_SHAPE) h = (h + 1) & mask;
    }
    t->keys[h] = P;
    t->records[h] = rec;
    t->used++;
    return rec;
}

/* Problem.matching_bound, the talon's cards by rank (Ace to Queen) counted in `count` */
static int matching_bound(const Search *s, const Shape *e, u32 P, const int *count) {
    int total = popcount(P & s->king_slots);
    for (int c = 0; c < CLASSES; c++) {
        int r = c + 1, a = e->class_a[c], b = e->class_b[c], m = e->class_m[c];
        int ta = count[r], tb = count[PAIR_SUM - r];
        total += 2 * m + (a - m < tb ? a - m : tb) + (b - m < ta ? b - m : ta);
    }
    return total;
}

static int no_memory(void) {
    if (!PyErr_Occurred()) PyErr_NoMemory(); /* a table refused to grow: the budget's exception stands */
    return -1;
}

/* ------------------------------------------------------------------ the shape bound (ShapeBound.removal_sets) */
#define NEED_BITS 5 /* shape_bound.NEED_BITS: a count per rank, Ace to Queen */
#define NEED_MAX ((1 << (NEED_BITS - 1)) - 1)
#define NEED_GUARD 0x0842108421084210ULL /* shape_bound.NEED_GUARD: the top bit of each of the twelve fields */

static inline int need_clamped(int count) { return count < NEED_MAX ? count : NEED_MAX; }

static inline int covers(u64 have, u64 needs) { /* shape_bound.covers */
    return (((have | NEED_GUARD) - needs) & NEED_GUARD) == NEED_GUARD;
}

static int by_cards(const void *x, const void *y) { /* fewest cards first, then by mask (geometry.shapes) */
    u32 p = *(const u32 *)x, q = *(const u32 *)y;
    int a = popcount(p), b = popcount(q);
    return a != b ? a - b : (p > q) - (p < q);
}

#define SHAPES_ROOM 4096 /* a power of two above the 1430 shapes: the hash set that makes them */
#define SHAPES_MAX (SHAPES_ROOM / 2)

/* geometry.shapes() for the cover masks `shared_cover`: made by the first search that asks and kept for the process
 * (the masks are the pyramid's, the same for every deal; the GIL, held by a search between its calls to Python,
 * keeps two searches from making them at once).  A search given other masks makes its own. */
static u32 shared_shapes[SHAPES_MAX], shared_cover[SIZE];
static int shared_nshapes;

/* geometry.shapes() into `found` (room for SHAPES_MAX): every shape play leaves, fewest cards first; made from the
 * full pyramid by taking free cards, a hash set keeping each once.  The count, or -1 (ValueError, or out of
 * memory) when the cover masks are not a pyramid's. */
static int make_every_shape(const u32 *cover, u32 *found) {
    u32 *seen = malloc(SHAPES_ROOM * sizeof(u32));
    if (!seen) return no_memory();
    memset(seen, 0xFF, SHAPES_ROOM * sizeof(u32));
    int count = 1;
    found[0] = (1u << SIZE) - 1;
    for (int q = 0; q < count; q++)
        for (int i = 0; i < SIZE; i++) {
            u32 P = found[q];
            if (!(P >> i & 1) || (P & cover[i])) continue;
            u32 Q = P & ~(1u << i);
            size_t h = mix(Q) & (SHAPES_ROOM - 1);
            while (seen[h] != EMPTY_SHAPE && seen[h] != Q) h = (h + 1) & (SHAPES_ROOM - 1);
            if (seen[h] == Q) continue;
            if (count == SHAPES_MAX) {
                free(seen);
                PyErr_SetString(PyExc_ValueError, "spec: the cover masks are not a pyramid's");
                return -1;
            }
            seen[h] = Q;
            found[count++] = Q;
        }
    free(seen);
    qsort(found, (size_t)count, sizeof(u32), by_cards);
    return count;
}

/* The search's list of every shape: the process's, or its own when its cover masks differ. */
static int find_every_shape(Search *s) {
    if (!shared_nshapes) {
        int count = make_every_shape(s->cover, shared_shapes);
        if (count < 0) return -1;
        memcpy(shared_cover, s->cover, sizeof(shared_cover));
        shared_nshapes = count;
    }
    if (memcmp(shared_cover, s->cover, sizeof(shared_cover)) == 0) {
        s->every_shape = shared_shapes;
        s->nshapes = shared_nshapes;
        return 0;
    }
    s->own_shapes = malloc(SHAPES_MAX * sizeof(u32));
    if (!s->own_shapes) return no_memory();
    int count = make_every_shape(s->cover, s->own_shapes);
    if (count < 0) return -1;
    s->every_shape = s->own_shapes;
    s->nshapes = count;
    return 0;
}

/* Each class's part of a set's needs (ShapeBound.removal_sets), for every subset of the class's slots, and the tables
 * that find which of its slots a set holds. */
static void make_class_needs(Search *s) {
    uint8_t slots[CLASSES][8];
    for (int c = 0; c < CLASSES; c++) {
        int r = c + 1, count = 0;
        for (int i = 0; i < SIZE; i++)
            if (s->slot_rank[i] == r) slots[c][count++] = (uint8_t)i;
        int low = count;
        for (int i = 0; i < SIZE; i++)
            if (s->slot_rank[i] == PAIR_SUM - r) slots[c][count++] = (uint8_t)i;
        for (int held = 0; held < 1 << count; held++) {
            u32 set = 0, options[4];
            for (int q = 0; q < count; q++)
                if (held >> q & 1) set |= 1u << slots[c][q];
            int a = 0;
            for (int q = 0; q < low; q++)
                if (held >> q & 1) options[a++] = s->partner_slots[slots[c][q]] & set;
            int b = popcount(held >> low), m = max_matching(options, a, 0, 0);
            s->class_needs[c][held] = (u64)need_clamped(a - m) << NEED_BITS * (PAIR_SUM - r - 1) |
                                      (u64)need_clamped(b - m) << NEED_BITS * (r - 1);
        }
        for (int q = 0; q < count; q++) { /* slot i is bit i % 7 of part i / 7 */
            int i = slots[c][q];
            for (int bits = 0; bits < 128; bits++)
                if (bits >> (i % 7) & 1) s->held_by_part[i / 7][bits] |= (u64)1 << (8 * c + q);
        }
    }
}

/* What every shape's removal sets are made from, made when the shape bound is first asked. */
static int prepare_shape_bound(Search *s) {
    if (find_every_shape(s) < 0) return -1;
    make_class_needs(s);
    return 0;
}

static int is_shape(const Search *s, u32 P) { /* geometry.is_shape */
    for (int i = 0; i < SIZE; i++)
        if (!(P >> i & 1) && (P & s->cover[i])) return 0;
    return 1;
}

/* What the set of slots `gone` needs from the talon (ShapeBound.removal_sets). */
static inline u64 set_needs(const Search *s, u32 gone) {
    u64 held = s->held_by_part[0][gone & 127] | s->held_by_part[1][gone >> 7 & 127] |
               s->held_by_part[2][gone >> 14 & 127] | s->held_by_part[3][gone >> 21 & 127];
    u64 needs = 0;
    for (int c = 0; c < CLASSES; c++) needs |= s->class_needs[c][held >> 8 * c & 255];
    return needs;
}

/* ShapeBound.removal_sets, made as far as asked: the shape's next set of more than `more` cards (the sets come largest
 * first, the shapes within P fewest cards first), unless a set kept already, at least as large, needs no more.  1
 * when one was kept, 0 when none is left of more than `more` cards, -1 when memory runs out. */
static int next_removal_set(Search *s, Shape *e, u32 P, int more) {
    while (e->sets_next < s->nshapes) {
        u32 rest = s->every_shape[e->sets_next];
        if (rest & ~P) {
            e->sets_next++;
            continue;
        }
        u32 gone = P & ~rest;
        int cards = popcount(gone);
        if (cards <= more) return 0; /* looked at again if a lower count is asked */
        e->sets_next++;
        u64 needs = set_needs(s, gone);
        int covered = 0;
        for (int k = 0; k < e->nsets && !covered; k++) covered = covers(needs, e->set_needs[k]);
        if (covered) continue;
        if (e->nsets == e->sets_room) {
            int room = e->sets_room ? 2 * e->sets_room : 8;
            u64 *more_needs = realloc(e->set_needs, (size_t)room * sizeof(u64));
            if (!more_needs) return no_memory();
            e->set_needs = more_needs;
            uint8_t *more_cards = realloc(e->set_cards, (size_t)room);
            if (!more_cards) return no_memory();
            e->set_cards = more_cards;
            s->shapes.set_bytes += (size_t)(room - e->sets_room) * (sizeof(u64) + 1);
            e->sets_room = room;
        }
        e->set_needs[e->nsets] = needs;
        e->set_cards[e->nsets++] = (uint8_t)cards;
        return 1;
    }
    return 0;
}

/* ShapeBound.cannot_beat: whether no play removes more than `more` further pyramid cards, by the matching bound (cheap,
 * and never below the shape bound) and then the shape bound; the talon's cards by rank (Ace to Queen) counted in
 * `count`.  1 or 0, -1 when memory runs out. */
static int bounds_cut(Search *s, Shape *e, u32 P, const int *count, int more) {
    if (matching_bound(s, e, P, count) <= more) return 1;
    if (e->shaped < 0) {
        if (!s->every_shape && prepare_shape_bound(s) < 0) return -1;
        e->shaped = is_shape(s, P);
    }
    if (!e->shaped) return 0; /* the matching bound alone */
    u64 have = 0;
    for (int r = 1; r < KING; r++) have |= (u64)need_clamped(count[r]) << NEED_BITS * (r - 1);
    for (int q = 0;; q++) {
        if (q == e->nsets) {
            int kept = next_removal_set(s, e, P, more);
            if (kept <= 0) return kept < 0 ? -1 : 1;
        }
        if (e->set_cards[q] <= more) return 1;
        if (covers(have, e->set_needs[q])) return 0;
    }
}

/* ------------------------------------------------------------------ the budget */
/* A growable array with room for `need` items of `size` bytes: the array (moved, maybe), its capacity updated; NULL
 * when memory runs out (the old array is still there, and freed with the search). */
static void *reserve(void *items, size_t *cap, size_t need, size_t size) {
    if (need <= *cap) return items;
    size_t grown = 2 * need + 64;
    void *more = realloc(items, grown * size);
    if (more) *cap = grown;
    return more;
}

static int push(Search *s, int kind, int a, int b) {
    Step *line = reserve(s->line, &s->line_cap, (size_t)s->path_len + 1, sizeof(Step));
    if (!line) return no_memory();
    s->line = line;
    s->line[s->path_len++] = (Step){kind, a, b};
    return 0;
}

/* The shape's free Kings leave the pyramid, each a step of the line (every kernel removes them at once). */
static int take_kings(Search *s, const Shape *e, u32 *P) {
    for (u32 x = e->kings; x; x &= x - 1)
        if (push(s, STEP_KING_SLOT, lowest(x), -1) < 0) return -1;
    *P &= ~e->kings;
    return 0;
}

/* Problem.idle_talon's first mask: the talon cards that can never go, their complementary rank gone from the
 * pyramid and from `partners` (the talon cards that may still meet them). */
static u32 dead_cards(const Shape *e, u32 partners) {
    u32 dead = 0;
    for (int l = 0; l < e->nlonely; l++)
        if (!(partners & e->lonely_theirs[l])) dead |= e->lonely_mine[l];
    return dead;
}

/* Whether the pyramid card at `slot` (or -1: none) has only one card left it could ever go with (the forced
 * pairs of every kernel). */
static inline int only_partner(const Search *s, int slot, u32 P, u32 T) {
    return slot >= 0 && popcount(T & s->want_talon[slot]) + popcount(P & s->partner_slots[slot]) == 1;
}

static size_t bytes_held(const Search *s) {
    return (s->visited.cap + s->oracle.memo.cap + s->exact.memo.cap + s->best_relax.cap) * (2 * sizeof(u64) + 1) +
           s->raw.cap * (sizeof(u64) + 1) + s->shapes.cap * (sizeof(u32) + sizeof(Shape *)) + s->shapes.used * sizeof(Shape) +
           s->shapes.set_bytes +
           s->piles.visited.cap * (PILES_WORDS * sizeof(u64) + 1) + s->piles.children_cap * sizeof(PilesState);
}

/* check(nodes, bytes, best): -1 with the exception set when it raised (a limit reached). */
static int report_bytes(Search *s, size_t bytes) {
    PyObject *r = PyObject_CallFunction(s->check, "LKi", s->unreported, (unsigned long long)bytes, s->best);
    s->unreported = 0;
    if (!r) return -1;
    Py_DECREF(r);
    return 0;
}

static int report(Search *s) { return report_bytes(s, bytes_held(s)); }

/* Visited.may_grow: the budget sees what the tables will hold while one of them grows, before it does. */
static int before_growth(void *owner, size_t more) {
    Search *s = owner;
    return report_bytes(s, bytes_held(s) + more);
}

static void watch_growth(Search *s, Visited *v) {
    v->may_grow = before_growth;
    v->owner = s;
}

/* ------------------------------------------------------------------ the unlimited-pass relaxation */
static int tick(Search *s) {
    s->unreported++;
    if (++s->since_check >= CHECK_EVERY) {
        s->since_check = 0;
        return report(s);
    }
    return 0;
}

/* RelaxedOracle.state_key: the pyramid and, where talon cards pair with their neighbours, the talon's rank
 * sequence (rank_key), else the talon mask. */
static void relax_key(const Search *s, const Oracle *o, u32 P, u32 T, u64 *a, u64 *b) {
    if (o->pairing == PAIRS_NEIGHBOURS) {
        rank_key(s->tr, P, 0, T, a, b);
    } else {
        *a = (u64)P | (u64)T << SIZE;
        *b = 0;
    }
}

static int relax_mark(Oracle *o, u64 a, u64 b, int flag) {
    size_t m = visited_slot(&o->memo, a, b);
    if (m == NOT_FOUND) return no_memory();
    uint8_t *value = &o->memo.value[m];
    *value = (uint8_t)(*value == EMPTY_PASS ? flag : (*value | flag));
    return 0;
}

static int feasible(const Search *s, const Shape *e, u32 T) { /* Problem.feasible_talon */
    if (s->strict) {
        for (int c = 0; c < CLASSES; c++) {
            int low_count = popcount(T & s->rtm[c + 1]);
            if (low_count - popcount(T & s->rtm[PAIR_SUM - c - 1]) != e->need_excess[c] ||
                low_count < e->need_least[c] || low_count > e->need_most[c])
                return 0;
        }
        return 1;
    }
    for (int q = 0; q < e->nloose; q++)
        if (popcount(T & s->rtm[e->loose_rank[q]]) < e->loose_least[q]) return 0;
    return 1;
}

#define QUERY_TOO_BIG (-2)

/* RelaxedOracle._search: 1 won, 0 lost, -1 a Python error, QUERY_TOO_BIG when the query's cap runs out. */
static int relax_dfs(Search *s, Oracle *o, u32 P, u32 T) {
    Shape *e;
    for (;;) {
        e = shape_of(s, P);
        if (!e) return no_memory();
        if (!e->kings) break;
        P &= ~e->kings;
    }
    T &= ~s->rtm[KING];
    if (P == 0 && (!s->strict || T == 0)) return 1;
    u64 a, b;
    relax_key(s, o, P, T, &a, &b);
    size_t m = visited_find(&o->memo, a, b);
    if (m != NOT_FOUND) {
        if (o->memo.value[m] & RELAX_LOST) return 0;
        if (o->memo.value[m] & RELAX_WON) return 1;
    }
    if (tick(s) < 0) return -1;
    if (o->left == 0) return QUERY_TOO_BIG;
    o->left--;
    if (!feasible(s, e, T)) return relax_mark(o, a, b, RELAX_LOST);
    int r;
    for (int rank = 1; rank < KING; rank++) {
        u32 present = T & s->rtm[rank];
        while (present) {
            u32 bit = present & (0u - present);
            present ^= bit;
            for (int f = 0; f < e->nfree; f++) {
                int i = e->free_slot[f];
                if (s->slot_rank[i] != PAIR_SUM - rank) continue;
                if ((r = relax_dfs(s, o, P & ~(1u << i), T & ~bit)) != 0) goto done;
            }
            if (o->pairing != PAIRS_NEIGHBOURS) break; /* same-rank talon cards are interchangeable */
        }
    }
    for (int q = 0; q < e->npairs; q++)
        if ((r = relax_dfs(s, o, P & ~(1u << e->pair_i[q] | 1u << e->pair_j[q]), T)) != 0) goto done;
    if (o->pairing == PAIRS_ANY) {
        for (int rank = 1; rank <= CLASSES; rank++) {
            u32 low = T & s->rtm[rank], high = T & s->rtm[PAIR_SUM - rank];
            if (low && high) {
                low &= 0u - low;
                high &= 0u - high;
                if ((r = relax_dfs(s, o, P, T & ~(low | high))) != 0) goto done;
            }
        }
    } else if (o->pairing == PAIRS_NEIGHBOURS) {
        int prev = -1;
        for (u32 rest = T; rest; rest &= rest - 1) {
            int t = lowest(rest);
            if (prev >= 0 && s->tr[prev] + s->tr[t] == PAIR_SUM)
                if ((r = relax_dfs(s, o, P, T & ~(1u << prev | 1u << t))) != 0) goto done;
            prev = t;
        }
    }
    return relax_mark(o, a, b, RELAX_LOST);
done:
    if (r == 1 && relax_mark(o, a, b, RELAX_WON) < 0) return -1;
    return r;
}

/* RelaxedOracle.cannot_win: 1 when the relaxation cannot be won from (P, T), 0 when it can or the query ran
 * out of its cap, -1 on a Python error. */
static int relax_cannot_win(Search *s, Oracle *o, u32 P, u32 T) {
    u64 a, b;
    relax_key(s, o, P, T, &a, &b);
    size_t m = visited_find(&o->memo, a, b);
    if (m != NOT_FOUND) {
        if (o->memo.value[m] & RELAX_LOST) return 1;
        if (o->memo.value[m] & (RELAX_WON | RELAX_OPEN)) return 0;
    }
    o->left = o->cap;
    int r = relax_dfs(s, o, P, T);
    if (r == QUERY_TOO_BIG) return relax_mark(o, a, b, RELAX_OPEN);
    return r < 0 ? -1 : !r;
}

/* ------------------------------------------------------------------ the relaxation of the best count (RelaxedBest) */
#define REACHED 32 /* relaxation.REACHED: a memo value at least this, that many more the count reached */

static int relax_best_mark(Search *s, u32 P, u64 packed, int value) {
    size_t m = visited_slot(&s->best_relax, P, packed);
    if (m == NOT_FOUND) return no_memory();
    s->best_relax.value[m] = (uint8_t)value;
    return 0;
}

/* RelaxedBest._reach: whether `target` pyramid cards in all can go from (P, the talon's counts by rank) with
 * unlimited passes and any talon card free to meet any free pyramid card; 1 or 0, -1 on an error.  `count` is
 * changed on the way and restored. */
static int relax_reach(Search *s, u32 P, int *count, int target) {
    Shape *e;
    for (;;) {
        e = shape_of(s, P);
        if (!e) return no_memory();
        if (!e->kings) break;
        P &= ~e->kings;
    }
    int removed = SIZE - popcount(P);
    if (removed >= target) return 1;
    u64 packed = 0;
    for (int r = 1; r < KING; r++) packed |= (u64)need_clamped(count[r]) << NEED_BITS * (r - 1);
    size_t m = visited_find(&s->best_relax, P, packed);
    if (m != NOT_FOUND) {
        int known = s->best_relax.value[m];
        if (known >= REACHED ? known - REACHED >= target : known < target) return known >= REACHED;
    }
    if (tick(s) < 0) return -1;
    int cut = bounds_cut(s, e, P, count, target - 1 - removed), r = 0;
    if (cut < 0) return -1;
    if (!cut) {
        for (int rank = 1; rank < KING && !r; rank++) {
            if (!count[rank]) continue;
            count[rank]--;
            for (int f = 0; f < e->nfree && !r; f++) {
                int i = e->free_slot[f];
                if (s->slot_rank[i] == PAIR_SUM - rank) r = relax_reach(s, P & ~(1u << i), count, target);
            }
            count[rank]++;
        }
        for (int q = 0; q < e->npairs && !r; q++)
            r = relax_reach(s, P & ~(1u << e->pair_i[q] | 1u << e->pair_j[q]), count, target);
        if (r < 0) return -1;
    }
    if (relax_best_mark(s, P, packed, r ? REACHED + target : target - 1) < 0) return -1;
    return r;
}

/* The best-reachable search at a state: the most pyramid cards removed so far counted, and whether the state
 * cannot beat it (then it is cut): RelaxedBest.cannot_beat.  1 or 0, -1 on an error. */
static int cannot_beat_best(Search *s, Shape *e, u32 P, u32 T) {
    int removed = SIZE - popcount(P);
    if (removed > s->best) s->best = removed;
    int count[KING];
    for (int r = 1; r < KING; r++) count[r] = popcount(T & s->rtm[r]);
    int cut = bounds_cut(s, e, P, count, s->best - removed);
    if (cut) return cut;
    int reached = relax_reach(s, P, count, s->best + 1);
    return reached < 0 ? -1 : !reached;
}

/* ------------------------------------------------------------------ the search */
static inline int next_present(u32 T, int start, int n) {
    u32 x = T >> start;
    return x ? start + lowest(x) : n;
}

static inline u64 raw_key(const Search *s, u32 P, u32 T, int cut) {
    return (u64)P | (u64)T << SIZE | (u64)cut << s->cut_shift;
}

static int dfs(Search *s, u32 P, u32 T, int cut, int k) {
    const int n = s->n;
    const int *tr = s->tr;
    if (tick(s) < 0) return -1;
    if (s->raw.used >= s->raw_kept) raw_clear(&s->raw);
    if (raw_set(&s->raw, raw_key(s, P, T, cut), k) < 0) return no_memory();
    const int mark = s->path_len;
    Shape *e = NULL;
    while (P || (s->strict && T)) { /* once the game is won no move may follow */
        e = shape_of(s, P);
        if (!e) return no_memory();
        if (e->kings) {
            if (take_kings(s, e, &P) < 0) return -1;
            continue;
        }
        u32 x = T & s->below[cut];
        if (x) {
            int w = highest(x);
            if (tr[w] == KING) {
                if (push(s, STEP_KING_TALON, w, -1) < 0) return -1;
                T &= ~(1u << w);
                continue;
            }
        }
        if (s->stock_top && cut < n && tr[cut] == KING) {
            if (push(s, STEP_KING_TALON, cut, -1) < 0) return -1;
            T &= ~(1u << cut);
            cut = next_present(T, cut, n);
            continue;
        }
        break;
    }
    if (P == 0 && (!s->strict || T == 0)) return 1;
    if (k == s->passes) {
        u32 waste = T & s->below[cut];
        if (waste) {
            /* with the stock top face up two waste cards never meet: only stock cards may take a waste card */
            u32 x = waste & dead_cards(e, s->stock_top ? T & ~s->below[cut] : T);
            if (x) { /* a card that can never go buries the waste under it for good */
                if (s->strict && !s->maximize) {
                    s->path_len = mark;
                    return 0;
                }
                T &= ~s->below[highest(x)];
                waste = T & s->below[cut];
            }
            if (!s->strict) { /* the bottom run of cards no pyramid card can take never matters */
                u32 useful = waste & ~e->useless;
                T &= ~(useful ? waste & s->below[lowest(useful)] : waste);
            }
        }
    }
    /* the key: pyramid, waste count, the talon's ranks in order */
    u64 ka, kb;
    rank_key(tr, P, popcount(T & s->below[cut]), T, &ka, &kb);
    size_t v = visited_slot(&s->visited, ka, kb);
    if (v == NOT_FOUND) return no_memory();
    if (s->visited.value[v] != EMPTY_PASS && s->visited.value[v] <= k) {
        s->path_len = mark;
        return 0;
    }
    s->visited.value[v] = (uint8_t)k;
    if (s->maximize) {
        int cut_here = cannot_beat_best(s, e, P, T);
        if (cut_here < 0) return -1;
        if (cut_here) {
            s->path_len = mark;
            return 0;
        }
    } else {
        int ok = feasible(s, e, T);
        if (ok && s->split_strict && k == s->passes) {
            u32 waste = T & s->below[cut], stock = T & ~waste;
            for (int c = 0; c < CLASSES; c++)
                /* Problem.last_pass_strict_fits: the waste's low cards <= the pyramid's and the stock's high */
                if (popcount(waste & s->rtm[c + 1]) > e->class_b[c] + popcount(stock & s->rtm[PAIR_SUM - c - 1])) {
                    ok = 0;
                    break;
                }
        }
        if (ok && (k < s->passes || s->root == P)) { /* the unlimited-pass relaxation */
            int lost = relax_cannot_win(s, &s->oracle, P, T);
            if (lost == 0 && s->use_exact) lost = relax_cannot_win(s, &s->exact, P, T);
            if (lost < 0) return -1;
            if (lost) ok = 0;
        }
        if (!ok) {
            s->path_len = mark;
            return 0;
        }
    }

    /* The moves live in a pool shared by the whole line (not on the C stack: worker threads may have small
     * stacks); a child may grow the pool, so the loop below reads each move by its index. */
    size_t base = s->pool_top;
    Move *pool = reserve(s->pool, &s->pool_cap, base + MAX_MOVES, sizeof(Move));
    if (!pool) return no_memory();
    s->pool = pool;
    Move *moves = s->pool + base;
    int count = 0;
    u32 x = T & s->below[cut];
    int w = x ? highest(x) : -1;
    int st = s->stock_top && cut < n ? cut : -1;
    if (w >= 0) {
        u32 t2 = T & ~(1u << w);
        for (int f = 0; f < e->nfree; f++) {
            int i = e->free_slot[f];
            if (s->slot_rank[i] == PAIR_SUM - tr[w])
                moves[count++] = (Move){STEP_PAIR_SLOT_TALON, i, w, i, -1, P & ~(1u << i), t2, cut};
        }
    }
    if (st >= 0) {
        u32 t2 = T & ~(1u << st);
        int c2 = next_present(t2, st, n);
        for (int f = 0; f < e->nfree; f++) {
            int i = e->free_slot[f];
            if (s->slot_rank[i] == PAIR_SUM - tr[st])
                moves[count++] = (Move){STEP_PAIR_SLOT_TALON, i, st, i, -1, P & ~(1u << i), t2, c2};
        }
    }
    for (int q = 0; q < e->npairs; q++) {
        int i = e->pair_i[q], j = e->pair_j[q];
        moves[count++] = (Move){STEP_PAIR_SLOTS, i, j, i, j, P & ~(1u << i | 1u << j), T, cut};
    }
    if (s->talon_pairing && w >= 0) {
        if (s->stock_top) {
            if (st >= 0 && tr[w] + tr[st] == PAIR_SUM) {
                u32 t2 = T & ~(1u << st | 1u << w);
                moves[count++] = (Move){STEP_PAIR_TALON, w, st, -1, -1, P, t2, next_present(t2, st, n)};
            }
        } else {
            u32 y = x & ~(1u << w);
            if (y) {
                int u = highest(y);
                if (tr[u] + tr[w] == PAIR_SUM)
                    moves[count++] = (Move){STEP_PAIR_TALON, w, u, -1, -1, P, T & ~(1u << u | 1u << w), cut};
            }
        }
    }
    int first = 0, forced = 0;
    if (!s->maximize)
        for (int q = 0; q < count; q++) {
            int i = moves[q].i, j = moves[q].j;
            if (only_partner(s, i, P, T) || only_partner(s, j, P, T)) {
                first = q; /* the only card this pyramid card can ever go with: take it now */
                count = q + 1;
                forced = 1;
                break;
            }
        }
    s->pool_top = base + (size_t)count;
    for (int q = first; q < count; q++) {
        const Move m = s->pool[base + (size_t)q];
        int seen = raw_get(&s->raw, raw_key(s, m.p2, m.t2, m.c2));
        if (seen >= 0 && seen <= k) continue;
        if (push(s, m.kind, m.a, m.b) < 0) return -1;
        int r = dfs(s, m.p2, m.t2, m.c2, k);
        if (r) return r;
        s->path_len--;
    }
    s->pool_top = base;
    if (!forced) {
        if (cut < n) {
            u32 y = T >> (cut + 1);
            int c2 = y ? cut + 1 + lowest(y) : n;
            int seen = raw_get(&s->raw, raw_key(s, P, T, c2));
            if (seen < 0 || seen > k) {
                if (push(s, STEP_DRAW, -1, -1) < 0) return -1;
                int r = dfs(s, P, T, c2, k);
                if (r) return r;
                s->path_len--;
            }
        } else if (T && k < s->passes) {
            if (push(s, STEP_RECYCLE, -1, -1) < 0) return -1;
            int r = dfs(s, P, T, next_present(T, 0, n), k + 1);
            if (r) return r;
            s->path_len--;
        }
    }
    s->path_len = mark;
    return 0;
}

/* ------------------------------------------------------------------ three piles, last pass (piles_last.py) */
#define PILE_MAX 8 /* cards a pile may hold for its rank sequence to fit a key field */

static u64 pile_code(const int *tr, u32 m) { /* the pile's ranks bottom to top, base-14 digits */
    u64 code = 0;
    for (; m; m &= m - 1) code = code * 14 + (u64)tr[lowest(m)];
    return code;
}

/* piles_last.key_of: the pyramid, the cut and each pile's rank sequence (sorted once the stock is empty). */
static void piles_key(const Search *s, u32 P, u32 m1, u32 m2, u32 m3, int cut, u64 *a, u64 *b) {
    u64 c1 = pile_code(s->tr, m1), c2 = pile_code(s->tr, m2), c3 = pile_code(s->tr, m3), t;
    if (cut >= s->n) {
        if (c1 > c2) t = c1, c1 = c2, c2 = t;
        if (c2 > c3) {
            t = c2, c2 = c3, c3 = t;
            if (c1 > c2) t = c1, c1 = c2, c2 = t;
        }
    }
    *a = (u64)P | (u64)cut << SIZE | c1 << 33;
    *b = c2 | c3 << 32;
}

static int visited_add(Visited *v, u64 a, u64 b) {
    size_t slot = visited_slot(v, a, b);
    if (slot == NOT_FOUND) return no_memory();
    v->value[slot] = 1;
    return 0;
}

/* piles_last.cones_can_end: 1, 0, or -1 on an error. */
static int cones_can_end(Search *s, u32 P, u32 m1, u32 m2, u32 m3, u32 T) {
    for (u32 xs = P & s->cone_slots; xs; xs &= xs - 1) {
        int x = lowest(xs);
        u32 xb = 1u << x;
        if (P & s->partner_slots[x]) continue;
        u32 cone = P & s->below_slots[x];
        const Shape *c = shape_of(s, cone);
        if (!c) return no_memory();
        if (!c->nloose) continue;
        u32 others = P & ~cone & ~xb & ~s->over[x]; /* pyramid cards that may go before x */
        int ends = 0;
        for (u32 candidates = T & s->want_talon[x]; candidates && !ends; candidates &= candidates - 1) {
            u32 bit = candidates & (0u - candidates), kept;
            /* the candidate and the cards that stay under it until x goes */
            if (bit & m1)
                kept = m1 & ((bit << 1) - 1);
            else if (bit & m2)
                kept = m2 & ((bit << 1) - 1);
            else if (bit & m3)
                kept = m3 & ((bit << 1) - 1);
            else
                kept = bit; /* a stock card covers nothing yet */
            u32 usable = T & ~kept;
            ends = 1;
            for (int q = 0; q < c->nloose; q++) {
                int r = c->loose_rank[q];
                if (popcount(usable & s->rtm[r]) + popcount(others & s->rsm[r]) < c->loose_least[q]) {
                    ends = 0;
                    break;
                }
            }
        }
        if (!ends) return 0;
    }
    return 1;
}

static int piles_add(Search *s, size_t *count, PileMove move) {
    size_t at = s->ppool_top + *count;
    PileMove *pool = reserve(s->ppool, &s->ppool_cap, at + 1, sizeof(PileMove));
    if (!pool) return no_memory();
    s->ppool = pool;
    s->ppool[at] = move;
    (*count)++;
    return 0;
}

#define ADD(...)                                                                                                   \
    do {                                                                                                           \
        if (piles_add(s, &count, (PileMove){__VA_ARGS__}) < 0) return -1;                                         \
    } while (0)

static int piles_dfs(Search *s, u32 P, u32 m1, u32 m2, u32 m3, int cut, u64 ka, u64 kb) {
    const int n = s->n;
    const int *tr = s->tr;
    if (tick(s) < 0) return -1;
    const int mark = s->path_len;
    int reduced = 0;
    Shape *e = NULL;
    while (P || (s->strict && (m1 || m2 || m3 || cut < n))) { /* once the game is won no move may follow */
        e = shape_of(s, P);
        if (!e) return no_memory();
        if (e->kings) {
            if (take_kings(s, e, &P) < 0) return -1;
            reduced = 1;
            continue;
        }
        u32 *pile = m1 && tr[highest(m1)] == KING   ? &m1
                    : m2 && tr[highest(m2)] == KING ? &m2
                    : m3 && tr[highest(m3)] == KING ? &m3
                                                    : NULL;
        if (pile) {
            if (push(s, STEP_KING_TALON, highest(*pile), -1) < 0) return -1;
            *pile &= ~(1u << highest(*pile));
            reduced = 1;
            continue;
        }
        break;
    }
    u32 stock = s->stocks[cut];
    if (P == 0 && (!s->strict || !(m1 | m2 | m3 | stock))) return 1;
    /* here the loop above ended at its break: `e` is the shape of P */
    u32 T = m1 | m2 | m3 | stock;
    int alive = 1;
    if (!s->strict) {
        u32 dead = dead_cards(e, T);
        if (dead & (m1 | m2 | m3)) { /* a card that can never go buries its pile under it for good */
            if (m1 & dead) m1 &= ~s->below[highest(m1 & dead)];
            if (m2 & dead) m2 &= ~s->below[highest(m2 & dead)];
            if (m3 & dead) m3 &= ~s->below[highest(m3 & dead)];
            T = m1 | m2 | m3 | stock;
            reduced = 1;
        }
    }
    if (reduced) { /* the parent's key names the same game from now on */
        u64 ra, rb;
        piles_key(s, P, m1, m2, m3, cut, &ra, &rb);
        if (ra != ka || rb != kb) {
            if (visited_add(&s->visited, ka, kb) < 0) return -1;
            if (visited_find(&s->visited, ra, rb) != NOT_FOUND) alive = 0;
            ka = ra;
            kb = rb;
        }
    }
    if (alive) {
        if (visited_add(&s->visited, ka, kb) < 0) return -1;
        if (s->maximize) {
            int cut_here = cannot_beat_best(s, e, P, T);
            if (cut_here < 0) return -1;
            alive = !cut_here;
        } else {
            if (reduced) alive = feasible(s, e, T); /* else the parent has tested it */
            if (alive && (s->root == P || cut < s->early)) {
                int lost = relax_cannot_win(s, &s->oracle, P, T);
                if (lost < 0) return -1;
                alive = !lost;
            }
            if (alive && (P & s->cone_slots)) {
                int ends = cones_can_end(s, P, m1, m2, m3, T);
                if (ends < 0) return -1;
                alive = ends;
            }
        }
    }
    if (!alive) {
        s->path_len = mark;
        return 0;
    }

    /* the children, in piles_moves.children_maker's order */
    const size_t base = s->ppool_top;
    size_t count = 0;
    int t1 = m1 ? highest(m1) : -1, t2 = m2 ? highest(m2) : -1, t3 = m3 ? highest(m3) : -1;
    int tops[3] = {t1, t2, t3};
    u32 ms[3] = {m1, m2, m3};
    for (int p = 0; p < 3; p++) { /* pile tops with free pyramid cards */
        int t = tops[p];
        if (t < 0) continue;
        u32 rest[3] = {m1, m2, m3};
        rest[p] &= ~(1u << t);
        for (int f = 0; f < e->nfree; f++) {
            int i = e->free_slot[f];
            if (s->slot_rank[i] == PAIR_SUM - tr[t])
                ADD(STEP_PAIR_SLOT_TALON, i, t, i, -1, 0, P & ~(1u << i), rest[0], rest[1], rest[2], cut);
        }
    }
    int st = s->stock_top && cut < n ? cut : -1;
    if (st >= 0) {
        if (tr[st] == KING) ADD(STEP_KING_TALON, st, -1, -1, -1, 1, P, m1, m2, m3, cut + 1);
        for (int f = 0; f < e->nfree; f++) {
            int i = e->free_slot[f];
            if (s->slot_rank[i] == PAIR_SUM - tr[st])
                ADD(STEP_PAIR_SLOT_TALON, i, st, i, -1, 1, P & ~(1u << i), m1, m2, m3, cut + 1);
        }
    }
    for (int q = 0; q < e->npairs; q++) {
        int i = e->pair_i[q], j = e->pair_j[q];
        ADD(STEP_PAIR_SLOTS, i, j, i, j, 0, P & ~(1u << i | 1u << j), m1, m2, m3, cut);
    }
    /* two pile tops always pair; the stock top with a pile top only with talon pairing */
    if (t1 >= 0 && t2 >= 0 && tr[t1] + tr[t2] == PAIR_SUM)
        ADD(STEP_PAIR_TALON, t1, t2, -1, -1, 0, P, m1 & ~(1u << t1), m2 & ~(1u << t2), m3, cut);
    if (t1 >= 0 && t3 >= 0 && tr[t1] + tr[t3] == PAIR_SUM)
        ADD(STEP_PAIR_TALON, t1, t3, -1, -1, 0, P, m1 & ~(1u << t1), m2, m3 & ~(1u << t3), cut);
    if (t2 >= 0 && t3 >= 0 && tr[t2] + tr[t3] == PAIR_SUM)
        ADD(STEP_PAIR_TALON, t2, t3, -1, -1, 0, P, m1, m2 & ~(1u << t2), m3 & ~(1u << t3), cut);
    if (st >= 0 && s->talon_pairing)
        for (int p = 0; p < 3; p++) {
            int t = tops[p];
            if (t >= 0 && tr[t] == PAIR_SUM - tr[st]) {
                u32 rest[3] = {m1, m2, m3};
                rest[p] &= ~(1u << t);
                ADD(STEP_PAIR_TALON, st, t, -1, -1, 1, P, rest[0], rest[1], rest[2], cut + 1);
            }
        }
    if (s->talon_pairing && !s->stock_top) /* a pile top with the card directly under it */
        for (int p = 0; p < 3; p++) {
            u32 m = ms[p];
            if (!(m & (m - 1))) continue;
            int top = highest(m);
            u32 rest = m & ~(1u << top);
            int u = highest(rest);
            if (tr[top] + tr[u] == PAIR_SUM) {
                u32 after[3] = {m1, m2, m3};
                after[p] = rest & ~(1u << u);
                ADD(STEP_PAIR_TALON, top, u, -1, -1, 0, P, after[0], after[1], after[2], cut);
            }
        }
    size_t first = 0;
    int forced = 0;
    if (!s->maximize)
        for (size_t q = 0; q < count; q++) {
            const PileMove *m = &s->ppool[base + q];
            if (m->from_stock) continue;
            int i = m->i, j = m->j;
            if (only_partner(s, i, P, T) || only_partner(s, j, P, T)) {
                first = q; /* the only card this pyramid card can ever go with: take it now */
                count = q + 1;
                forced = 1;
                break;
            }
        }
    if (!forced && cut < n) {
        u32 a2 = cut + 1 < n ? m2 | 1u << (cut + 1) : m2, a3 = cut + 2 < n ? m3 | 1u << (cut + 2) : m3;
        ADD(STEP_DRAW, -1, -1, -1, -1, 0, P, m1 | 1u << cut, a2, a3, cut + 3 < n ? cut + 3 : n);
    }
    s->ppool_top = base + count;
    for (size_t q = first; q < count; q++) {
        const PileMove m = s->ppool[base + q];
        u64 ca, cb;
        piles_key(s, m.p2, m.m1, m.m2, m.m3, m.c2, &ca, &cb);
        if (visited_find(&s->visited, ca, cb) != NOT_FOUND) continue;
        if (!s->maximize) { /* the matching bound, here rather than on entry */
            const Shape *child = shape_of(s, m.p2);
            if (!child) return no_memory();
            if (!feasible(s, child, m.m1 | m.m2 | m.m3 | s->stocks[m.c2])) continue;
        }
        if (push(s, m.kind, m.a, m.b) < 0) return -1;
        int r = piles_dfs(s, m.p2, m.m1, m.m2, m.m3, m.c2, ca, cb);
        if (r) return r;
        s->path_len--;
    }
    s->ppool_top = base;
    s->path_len = mark;
    return 0;
}

#undef ADD

static int piles_start(Search *s, u32 P, u32 m1, u32 m2, u32 m3, int cut) {
    if (!s->maximize) {
        const Shape *e = shape_of(s, P);
        if (!e) return no_memory();
        if (!feasible(s, e, m1 | m2 | m3 | s->stocks[cut])) return 0;
    }
    u64 a, b;
    piles_key(s, P, m1, m2, m3, cut, &a, &b);
    return piles_dfs(s, P, m1, m2, m3, cut, a, b);
}

/* ------------------------------------------------------------------ three piles, any passes (piles.py) */

/* The key (PILES_WORDS words): the pyramid, the four lengths and the cards' ranks (stock, then each pile; two
 * to a byte), zero-padded (piles.py keys the rank sequences: suits play no part in any rule). */
static void piles_state_key(const Search *s, const PilesState *st, u64 key[PILES_WORDS]) {
    uint8_t bytes[8 * PILES_WORDS];
    memset(bytes, 0, sizeof bytes);
    memcpy(bytes, &st->P, 4);
    bytes[4] = st->ns;
    bytes[5] = st->np[0];
    bytes[6] = st->np[1];
    bytes[7] = st->np[2];
    int at = 0;
    for (int q = 0; q < st->ns; q++, at++) bytes[8 + (at >> 1)] |= (uint8_t)(s->tr[st->stock[q]] << (4 * (at & 1)));
    for (int p = 0; p < 3; p++)
        for (int q = 0; q < st->np[p]; q++, at++)
            bytes[8 + (at >> 1)] |= (uint8_t)(s->tr[st->pile[p][q]] << (4 * (at & 1)));
    memcpy(key, bytes, sizeof bytes);
}

static PilesState *piles_child(PilesTables *t, const PilesState *from, int kind, int a, int b) {
    PilesState *children = reserve(t->children, &t->children_cap, t->children_top + 1, sizeof(PilesState));
    if (!children) {
        no_memory();
        return NULL;
    }
    t->children = children;
    PilesState *child = &t->children[t->children_top++];
    *child = *from;
    child->kind = kind;
    child->a = a;
    child->b = b;
    return child;
}

/* take(): the exposed card at `where` (a pile number, or -1 for the stock top) leaves the state. */
static void piles_take(PilesState *st, int where) {
    if (where < 0) {
        memmove(st->stock, st->stock + 1, (size_t)(st->ns - 1));
        st->ns--;
    } else {
        st->np[where]--;
    }
}

#define CHILD(kind, a, b)                                                                                          \
    do {                                                                                                           \
        if (!(child = piles_child(t, from, kind, a, b))) return -1;                                            \
    } while (0)

/* piles.children_of: the children of `from` (copied first: the pool may move), in the order they are tried. */
static int piles_children(Search *s, PilesTables *t, const PilesState *state, u32 T) {
    const PilesState copy = *state, *from = &copy;
    size_t first = t->children_top;
    int takes[MAX_MOVES], ntakes = 0; /* per removal, in order: the pyramid slot that may force it, else -1 */
    const int *tr = s->tr;
    const Shape *e = shape_of(s, from->P);
    if (!e) return no_memory();
    PilesState *child;
    int exposed[4], where[4], count = 0;
    for (int p = 0; p < 3; p++)
        if (from->np[p]) {
            exposed[count] = from->pile[p][from->np[p] - 1];
            where[count++] = p;
        }
    if (s->stock_top && from->ns) {
        exposed[count] = from->stock[0];
        where[count++] = -1;
    }
    for (int q = 0; q < count; q++) {
        int c = exposed[q], rank = tr[c];
        if (rank == KING) {
            CHILD(STEP_KING_TALON, c, -1);
            piles_take(child, where[q]);
            takes[ntakes++] = -1;
            continue;
        }
        for (int f = 0; f < e->nfree; f++) {
            int i = e->free_slot[f];
            if (s->slot_rank[i] != PAIR_SUM - rank) continue;
            CHILD(STEP_PAIR_SLOT_TALON, i, c);
            child->P &= ~(1u << i);
            piles_take(child, where[q]);
            takes[ntakes++] = where[q] >= 0 ? i : -1; /* never the stock top: it shifts the later deals */
        }
    }
    for (int q = 0; q < e->npairs; q++) {
        int i = e->pair_i[q], j = e->pair_j[q];
        CHILD(STEP_PAIR_SLOTS, i, j);
        child->P &= ~(1u << i | 1u << j);
        takes[ntakes++] = only_partner(s, i, from->P, T) ? i : j;
    }
    for (int a = 0; a < count; a++)
        for (int b = a + 1; b < count; b++) {
            if (tr[exposed[a]] + tr[exposed[b]] != PAIR_SUM) continue;
            if ((where[a] < 0 || where[b] < 0) && !s->talon_pairing) continue;
            CHILD(STEP_PAIR_TALON, exposed[a], exposed[b]);
            piles_take(child, where[a]);
            piles_take(child, where[b]);
        }
    if (s->talon_pairing && !s->stock_top)
        for (int p = 0; p < 3; p++) {
            int len = from->np[p];
            if (len >= 2 && tr[from->pile[p][len - 1]] + tr[from->pile[p][len - 2]] == PAIR_SUM) {
                CHILD(STEP_PAIR_TALON, from->pile[p][len - 1], from->pile[p][len - 2]);
                child->np[p] -= 2;
            }
        }
    if (!s->maximize && s->passes && from->k >= s->passes)
        for (int q = 0; q < ntakes; q++)
            if (only_partner(s, takes[q], from->P, T)) { /* the only card it can ever go with: take it now */
                t->children[first] = t->children[first + (size_t)q];
                t->children_top = first + 1;
                return 0;
            }
    if (from->ns) {
        int deal = from->ns < 3 ? from->ns : 3;
        CHILD(STEP_DRAW, -1, -1);
        for (int q = 0; q < deal; q++) child->pile[q][child->np[q]++] = from->stock[q];
        memmove(child->stock, from->stock + deal, (size_t)(from->ns - deal));
        child->ns = (uint8_t)(from->ns - deal);
    } else if ((from->np[0] || from->np[1] || from->np[2]) && (s->passes == 0 || from->k < s->passes)) {
        CHILD(STEP_RECYCLE, -1, -1);
        int depth = 0, n = 0;
        for (int p = 0; p < 3; p++)
            if (from->np[p] > depth) depth = from->np[p];
        for (int level = 0; level < depth; level++) /* the piles gathered level by level */
            for (int p = 0; p < 3; p++)
                if (level < from->np[p]) child->stock[n++] = from->pile[p][level];
        child->ns = (uint8_t)n;
        child->np[0] = child->np[1] = child->np[2] = 0;
        child->k = from->k + 1;
    }
    return 0;
}

#undef CHILD


/* piles.search: an explicit stack (a line may be thousands of states long with unlimited passes). */
static int piles_search(Search *s, PilesTables *t, PilesState state) {
    for (;;) {
        /* ---- enter the state */
        if (tick(s) < 0) return -1;
        Shape *e;
        for (;;) {
            e = shape_of(s, state.P);
            if (!e) return no_memory();
            if (!e->kings) break;
            if (take_kings(s, e, &state.P) < 0) return -1;
        }
        u32 T = 0;
        for (int q = 0; q < state.ns; q++) T |= 1u << state.stock[q];
        for (int p = 0; p < 3; p++)
            for (int q = 0; q < state.np[p]; q++) T |= 1u << state.pile[p][q];
        if (state.P == 0 && (!s->strict || !T)) return 1;
        int alive = 1;
        u64 key[PILES_WORDS];
        piles_state_key(s, &state, key);
        int level = s->passes ? state.k : 0;
        size_t slot = visited_slot_of(&t->visited, key, PILES_WORDS);
        if (slot == NOT_FOUND) return no_memory();
        if (t->visited.value[slot] != EMPTY_PASS && t->visited.value[slot] <= level) {
            alive = 0;
        } else {
            t->visited.value[slot] = (uint8_t)level;
            if (s->maximize) {
                int cut_here = cannot_beat_best(s, e, state.P, T);
                if (cut_here < 0) return -1;
                alive = !cut_here;
            } else if (!feasible(s, e, T)) {
                alive = 0;
            } else {
                int lost = relax_cannot_win(s, &s->oracle, state.P, T);
                if (lost < 0) return -1;
                alive = !lost;
            }
        }
        if (alive) {
            PilesFrame *frames = reserve(t->frames, &t->frames_cap, t->depth + 1, sizeof(PilesFrame));
            if (!frames) return no_memory();
            t->frames = frames;
            size_t base = t->children_top;
            if (piles_children(s, t, &state, T) < 0) return -1;
            t->frames[t->depth++] = (PilesFrame){base, t->children_top - base, 0, (size_t)s->path_len};
        }
        /* ---- the next child to enter, backing up over exhausted states */
        for (;;) {
            if (!t->depth) return 0;
            PilesFrame *frame = &t->frames[t->depth - 1];
            if (frame->next == frame->count) {
                t->children_top = frame->base;
                t->depth--;
                continue;
            }
            state = t->children[frame->base + frame->next++];
            s->path_len = (int)frame->path_len;
            if (push(s, state.kind, state.a, state.b) < 0) return -1;
            break;
        }
    }
}

/* ------------------------------------------------------------------ one pile, unlimited passes (cyclic.py) */
/* cyclic.search_cyclic's key: the pyramid and the talon's rank sequence under talon pairing (rank_key), else the
 * pyramid and the talon mask (kept canonical by the moves: the first card of a rank only). */
static void cyclic_key(const Search *s, u32 P, u32 T, u64 *a, u64 *b) {
    if (s->talon_pairing) {
        rank_key(s->tr, P, 0, T, a, b);
    } else {
        *a = (u64)P | (u64)T << SIZE;
        *b = 0;
    }
}

/* cyclic.search_cyclic's dfs over (P, T): 1 won (the line on s->line), 0 not, -1 a Python error.  The moves in
 * movegen.abstract_moves' order (NEIGHBOURS under talon pairing, else NONE), each tried as it is generated. */
static int cyclic_dfs(Search *s, u32 P, u32 T) {
    if (tick(s) < 0) return -1;
    const int mark = s->path_len;
    Shape *e;
    for (;;) {
        e = shape_of(s, P);
        if (!e) return no_memory();
        if (!e->kings) break;
        if (take_kings(s, e, &P) < 0) return -1;
    }
    if (P || s->strict) { /* once the game is won no move may follow */
        for (u32 x = T & s->rtm[KING]; x; x &= x - 1)
            if (push(s, STEP_KING_TALON, lowest(x), -1) < 0) return -1;
        T &= ~s->rtm[KING];
    }
    if (P == 0 && (!s->strict || T == 0)) return 1;
    u64 ka, kb;
    cyclic_key(s, P, T, &ka, &kb);
    size_t v = visited_slot(&s->visited, ka, kb);
    if (v == NOT_FOUND) return no_memory();
    if (s->visited.value[v] != EMPTY_PASS) {
        s->path_len = mark;
        return 0;
    }
    s->visited.value[v] = 0;
    int cut_here = s->maximize ? cannot_beat_best(s, e, P, T) : !feasible(s, e, T);
    if (cut_here < 0) return -1;
    if (cut_here) {
        s->path_len = mark;
        return 0;
    }
    const int *tr = s->tr;
    int r;
    for (int rank = 1; rank < KING; rank++) { /* a talon card with a free pyramid card */
        u32 present = T & s->rtm[rank];
        if (!present || !(P & s->rsm[PAIR_SUM - rank])) continue;
        while (present) {
            int t = lowest(present);
            present &= present - 1;
            for (int f = 0; f < e->nfree; f++) {
                int i = e->free_slot[f];
                if (s->slot_rank[i] != PAIR_SUM - rank) continue;
                if (push(s, STEP_PAIR_SLOT_TALON, i, t) < 0) return -1;
                if ((r = cyclic_dfs(s, P & ~(1u << i), T & ~(1u << t))) != 0) return r;
                s->path_len--;
            }
            if (!s->talon_pairing) break; /* same-rank talon cards are interchangeable */
        }
    }
    for (int q = 0; q < e->npairs; q++) { /* two pyramid cards */
        int i = e->pair_i[q], j = e->pair_j[q];
        if (push(s, STEP_PAIR_SLOTS, i, j) < 0) return -1;
        if ((r = cyclic_dfs(s, P & ~(1u << i | 1u << j), T)) != 0) return r;
        s->path_len--;
    }
    if (s->talon_pairing) { /* two talon cards, neighbours among those present */
        int prev = -1;
        for (u32 rest = T; rest; rest &= rest - 1) {
            int t = lowest(rest);
            if (prev >= 0 && tr[prev] + tr[t] == PAIR_SUM) {
                if (push(s, STEP_PAIR_TALON, prev, t) < 0) return -1;
                if ((r = cyclic_dfs(s, P, T & ~(1u << prev | 1u << t))) != 0) return r;
                s->path_len--;
            }
            prev = t;
        }
    }
    s->path_len = mark;
    return 0;
}

/* ------------------------------------------------------------------ the Python entry */
/* The spec's fields in order (native.NativeSpec): the numbers, then the tables (talon_rank the first). */
#define SPEC_FIELDS(X)                                                                                          \
    X(n) X(passes) X(stock_top) X(talon_pairing) X(strict) X(talon_pairs) X(stacked) X(talon_rank) X(slot_rank) \
        X(cover) X(partner_slots) X(rank_talon_mask) X(rank_slot_mask) X(below)
#define SPEC_INDEX(name) SPEC_##name,
enum { SPEC_FIELDS(SPEC_INDEX) SPEC_LENGTH };
#define SPEC_NAME(name) #name,
static const char *const spec_names[SPEC_LENGTH] = {SPEC_FIELDS(SPEC_NAME)};

static int item_int(PyObject *seq, Py_ssize_t index, long *out) {
    PyObject *item = PySequence_GetItem(seq, index);
    if (!item) return -1;
    *out = PyLong_AsLong(item);
    Py_DECREF(item);
    return (*out == -1 && PyErr_Occurred()) ? -1 : 0;
}

static int item_ints(PyObject *seq, Py_ssize_t index, long *out, Py_ssize_t length) {
    PyObject *list = PySequence_GetItem(seq, index);
    if (!list) return -1;
    if (PySequence_Length(list) != length) {
        Py_DECREF(list);
        PyErr_SetString(PyExc_ValueError, "spec: a table has the wrong length");
        return -1;
    }
    for (Py_ssize_t q = 0; q < length; q++)
        if (item_int(list, q, &out[q]) < 0) {
            Py_DECREF(list);
            return -1;
        }
    Py_DECREF(list);
    return 0;
}

static int load_spec(Search *s, PyObject *spec) {
    long flags[SPEC_talon_rank], table[SIZE]; /* the numbers, and one table at a time */
    Py_ssize_t length = PySequence_Length(spec);
    if (length < 0) return -1;
    if (length != SPEC_LENGTH) {
        PyErr_SetString(PyExc_ValueError, "spec: not as many fields as SPEC_FIELDS");
        return -1;
    }
    for (int q = 0; q < SPEC_talon_rank; q++)
        if (item_int(spec, q, &flags[q]) < 0) return -1;
    if (flags[SPEC_n] < 0 || flags[SPEC_n] > MAX_TALON) {
        PyErr_SetString(PyExc_ValueError, "spec: a talon has at most 24 cards");
        return -1;
    }
    s->n = (int)flags[SPEC_n];
    s->passes = (int)flags[SPEC_passes];
    s->stock_top = (int)flags[SPEC_stock_top];
    s->talon_pairing = (int)flags[SPEC_talon_pairing];
    s->strict = (int)flags[SPEC_strict];
    s->talon_pairs = (int)flags[SPEC_talon_pairs];
    s->stacked = (int)flags[SPEC_stacked];
    if (s->passes < 0 || s->passes > 200) { /* 0: unlimited (three piles only) */
        PyErr_SetString(PyExc_ValueError, "spec: passes out of range");
        return -1;
    }
    if (item_ints(spec, SPEC_talon_rank, table, s->n) < 0) return -1;
    for (int t = 0; t < s->n; t++) s->tr[t] = (int)table[t];
    if (item_ints(spec, SPEC_slot_rank, table, SIZE) < 0) return -1;
    for (int i = 0; i < SIZE; i++) s->slot_rank[i] = (int)table[i];
    if (item_ints(spec, SPEC_cover, table, SIZE) < 0) return -1;
    for (int i = 0; i < SIZE; i++) s->cover[i] = (u32)table[i];
    if (item_ints(spec, SPEC_partner_slots, table, SIZE) < 0) return -1;
    for (int i = 0; i < SIZE; i++) s->partner_slots[i] = (u32)table[i];
    if (item_ints(spec, SPEC_rank_talon_mask, table, BY_RANK) < 0) return -1;
    for (int r = 0; r < BY_RANK; r++) s->rtm[r] = (u32)table[r];
    if (item_ints(spec, SPEC_rank_slot_mask, table, BY_RANK) < 0) return -1;
    for (int r = 0; r < BY_RANK; r++) s->rsm[r] = (u32)table[r];
    if (item_ints(spec, SPEC_below, table, SIZE) < 0) return -1;
    for (int i = 0; i < SIZE; i++) s->below_slots[i] = (u32)table[i];
    for (int x = 0; x < SIZE; x++)
        for (int y = 0; y < SIZE; y++)
            if (s->below_slots[y] >> x & 1) s->over[x] |= 1u << y;
    for (int c = 0; c <= s->n; c++) s->stocks[c] = (u32)(((1ull << s->n) - 1) & ~((1ull << c) - 1));
    for (int t = 0; t < s->n; t++)
        if (s->tr[t] < 1 || s->tr[t] > KING) {
            PyErr_SetString(PyExc_ValueError, "spec: a talon rank is out of range");
            return -1;
        }
    int of_rank[BY_RANK] = {0};
    for (int i = 0; i < SIZE; i++) {
        int r = s->slot_rank[i];
        if (r < 0 || r > KING) {
            PyErr_SetString(PyExc_ValueError, "spec: a pyramid rank is out of range");
            return -1;
        }
        if (0 < r && r < KING && ++of_rank[r] > 4) { /* a class's slots fit the shape bound's tables */
            PyErr_SetString(PyExc_ValueError, "spec: more than four cards of a rank");
            return -1;
        }
        s->want_talon[i] = 0 < r && r < KING ? s->rtm[PAIR_SUM - r] : 0;
        if (r == KING) s->king_slots |= 1u << i;
        if (1 <= r && r <= CLASSES) s->class_low[r - 1][s->class_nlow[r - 1]++] = (u32)i;
    }
    for (int c = 0; c <= s->n; c++) s->below[c] = (u32)((1ull << c) - 1);
    s->cut_shift = SIZE + s->n;
    s->split_strict = s->strict && s->stock_top;
    return 0;
}

static void search_free(Search *s) {
    shapes_free(&s->shapes);
    free(s->own_shapes);
    free(s->pool);
    free(s->ppool);
    visited_free(&s->piles.visited);
    free(s->piles.children);
    free(s->piles.frames);
    free(s->line);
    visited_free(&s->visited);
    visited_free(&s->oracle.memo);
    visited_free(&s->exact.memo);
    visited_free(&s->best_relax);
    visited_free(&s->raw);
    free(s);
}

/* A search over the spec, its tables made; NULL with the exception set. */
static Search *search_new(PyObject *spec, PyObject *check, int maximize, int best) {
    Search *s = calloc(1, sizeof(Search));
    if (!s) {
        PyErr_NoMemory();
        return NULL;
    }
    if (load_spec(s, spec) < 0) {
        free(s);
        return NULL;
    }
    if (shapes_init(&s->shapes) < 0 || visited_init(&s->visited, 2) < 0 || visited_init(&s->raw, 1) < 0 ||
        visited_init(&s->oracle.memo, 2) < 0 || visited_init(&s->exact.memo, 2) < 0) {
        search_free(s);
        PyErr_NoMemory();
        return NULL;
    }
    if (maximize && visited_init(&s->best_relax, 2) < 0) {
        search_free(s);
        PyErr_NoMemory();
        return NULL;
    }
    s->maximize = maximize;
    s->best = best;
    s->check = check;
    watch_growth(s, &s->visited);
    watch_growth(s, &s->raw);
    watch_growth(s, &s->oracle.memo);
    watch_growth(s, &s->exact.memo);
    watch_growth(s, &s->best_relax);
    /* relaxation.RelaxedOracle(problem, budget, None, any_talon_pairs=True) */
    s->oracle.pairing = s->talon_pairing || s->talon_pairs ? PAIRS_ANY : PAIRS_NONE;
    s->oracle.cap = -1;
    return s;
}

/* (won, steps, best, unreported nodes), the search freed; NULL on an error (won < 0). */
static PyObject *search_result(Search *s, int won) {
    if (won < 0) {
        search_free(s);
        return NULL;
    }
    if (won && s->best < SIZE) s->best = SIZE;
    PyObject *steps = PyList_New(won ? s->path_len : 0);
    if (!steps) {
        search_free(s);
        return NULL;
    }
    for (int q = 0; won && q < s->path_len; q++) {
        PyObject *step = Py_BuildValue("(iii)", s->line[q].kind, s->line[q].a, s->line[q].b);
        if (!step) {
            Py_DECREF(steps);
            search_free(s);
            return NULL;
        }
        if (PyList_SetItem(steps, q, step) < 0) { /* steals step */
            Py_DECREF(steps);
            search_free(s);
            return NULL;
        }
    }
    PyObject *result = Py_BuildValue("(OOiL)", won ? Py_True : Py_False, steps, s->best, s->unreported);
    Py_DECREF(steps);
    search_free(s);
    return result;
}

static PyObject *search(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *spec, *check;
    long long exact_cap;
    unsigned long long pyramid, talon;
    int cut, pass, maximize, best;
    Py_ssize_t raw_kept;
    if (!PyArg_ParseTuple(args, "OKKiipiOnL", &spec, &pyramid, &talon, &cut, &pass, &maximize, &best, &check,
                          &raw_kept, &exact_cap))
        return NULL;
    Search *s = search_new(spec, check, maximize, best);
    if (!s) return NULL;
    if (pyramid >> SIZE || talon >> s->n || cut < 0 || cut > s->n || pass < 1 || pass > s->passes || raw_kept < 1 ||
        s->passes < 1) {
        search_free(s);
        PyErr_SetString(PyExc_ValueError, "search: the position does not fit the spec");
        return NULL;
    }
    s->root = (u32)pyramid;
    s->raw_kept = (size_t)raw_kept;
    /* for a strict win with talon pairing, RelaxedOracle(problem, budget, EXACT_ORACLE_CAP) as well
     * (linear.relaxation_test) */
    s->oracle.pairing = s->talon_pairing ? PAIRS_ANY : PAIRS_NONE;
    s->exact.pairing = s->talon_pairing ? PAIRS_NEIGHBOURS : PAIRS_NONE;
    s->exact.cap = exact_cap;
    s->use_exact = s->strict && s->talon_pairing;
    return search_result(s, dfs(s, (u32)pyramid, (u32)talon, cut, pass));
}

static PyObject *search_piles_last(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *spec, *check;
    unsigned long long pyramid, m1, m2, m3, cone_slots;
    int cut, maximize, best, early;
    if (!PyArg_ParseTuple(args, "OKKKKipiOKi", &spec, &pyramid, &m1, &m2, &m3, &cut, &maximize, &best, &check,
                          &cone_slots, &early))
        return NULL;
    Search *s = search_new(spec, check, maximize, best);
    if (!s) return NULL;
    u32 piles[3] = {(u32)m1, (u32)m2, (u32)m3};
    int fits_spec = !(pyramid >> SIZE) && !(cone_slots >> SIZE) && cut >= 0 && cut <= s->n;
    for (int p = 0; p < 3 && fits_spec; p++) {
        /* a pile's rank sequence is a key field of 31 bits: eight cards at most, counting the draws to come */
        int to_come = 0;
        for (int t = cut + p; t < s->n; t += 3) to_come++;
        if (piles[p] >> cut || (piles[p] & piles[(p + 1) % 3]) || popcount(piles[p]) + to_come > PILE_MAX)
            fits_spec = 0;
    }
    if (!fits_spec) {
        search_free(s);
        PyErr_SetString(PyExc_ValueError, "search_piles_last: the position does not fit the spec");
        return NULL;
    }
    s->root = (u32)pyramid;
    s->cone_slots = (u32)cone_slots;
    s->early = early;
    return search_result(s, piles_start(s, (u32)pyramid, piles[0], piles[1], piles[2], cut));
}

static int load_sequence(PyObject *seq, uint8_t *out, uint8_t *length, int n) {
    Py_ssize_t len = PySequence_Length(seq);
    if (len < 0) return -1;
    if (len > MAX_TALON) {
        PyErr_SetString(PyExc_ValueError, "search_piles: a sequence is too long");
        return -1;
    }
    for (Py_ssize_t q = 0; q < len; q++) {
        long t;
        if (item_int(seq, q, &t) < 0) return -1;
        if (t < 0 || t >= n) {
            PyErr_SetString(PyExc_ValueError, "search_piles: no such talon card");
            return -1;
        }
        out[q] = (uint8_t)t;
    }
    *length = (uint8_t)len;
    return 0;
}

static PyObject *search_piles(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *spec, *check, *stock, *pile1, *pile2, *pile3;
    unsigned long long pyramid;
    int pass, maximize, best;
    if (!PyArg_ParseTuple(args, "OKOOOOipiO", &spec, &pyramid, &stock, &pile1, &pile2, &pile3, &pass, &maximize,
                          &best, &check))
        return NULL;
    Search *s = search_new(spec, check, maximize, best);
    if (!s) return NULL;
    PilesState start;
    memset(&start, 0, sizeof start);
    start.P = (u32)pyramid;
    start.k = pass;
    start.kind = STEP_DRAW;
    PyObject *piles[3] = {pile1, pile2, pile3};
    u32 seen = 0;
    int ok = !(pyramid >> SIZE) && pass >= 1 && pass <= 255 && (s->passes == 0 || pass <= s->passes) &&
             load_sequence(stock, start.stock, &start.ns, s->n) == 0;
    for (int p = 0; p < 3 && ok; p++) ok = load_sequence(piles[p], start.pile[p], &start.np[p], s->n) == 0;
    if (ok) { /* every talon card once */
        for (int q = 0; q < start.ns; q++) seen |= 1u << start.stock[q];
        for (int p = 0; p < 3; p++)
            for (int q = 0; q < start.np[p]; q++) seen |= 1u << start.pile[p][q];
        ok = seen == (u32)((1ull << s->n) - 1) && start.ns + start.np[0] + start.np[1] + start.np[2] == s->n;
    }
    if (!ok) {
        search_free(s);
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "search_piles: the position does not fit the spec");
        return NULL;
    }
    if (visited_init(&s->piles.visited, PILES_WORDS) < 0) {
        search_free(s);
        return PyErr_NoMemory();
    }
    watch_growth(s, &s->piles.visited);
    /* With limited passes no state comes back on its own line (each move removes a card, draws or recycles): at
     * the memory limit the table may forget states (searched again when met again) and the search go on. */
    s->piles.visited.lossy = s->passes != 0;
    return search_result(s, piles_search(s, &s->piles, start));
}

static PyObject *search_cyclic(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *spec, *check;
    unsigned long long pyramid, talon;
    int maximize, best;
    if (!PyArg_ParseTuple(args, "OKKpiO", &spec, &pyramid, &talon, &maximize, &best, &check)) return NULL;
    Search *s = search_new(spec, check, maximize, best);
    if (!s) return NULL;
    if (pyramid >> SIZE || talon >> s->n || s->passes != 0) {
        search_free(s);
        PyErr_SetString(PyExc_ValueError, "search_cyclic: the position does not fit the spec");
        return NULL;
    }
    return search_result(s, cyclic_dfs(s, (u32)pyramid, (u32)talon));
}

/* The docstrings open with the signatures (inspect.signature reads them; mypy's stubtest compares them with
 * _native.pyi, where the types are). */
static PyMethodDef methods[] = {
    {"search", search, METH_VARARGS,
     "search($module, spec, pyramid, talon, cut, pass_number, maximize, best, check, raw_kept, exact_cap, /)\n--\n\n"
     "The one-pile kernel of linear.py: (won, steps, best, unreported nodes)."},
    {"search_piles_last", search_piles_last, METH_VARARGS,
     "search_piles_last($module, spec, pyramid, pile1, pile2, pile3, cut, maximize, best, check, cone_slots, early, "
     "/)\n--\n\n"
     "The three-pile last-pass kernel of piles_last.py: (won, steps, best, unreported nodes)."},
    {"search_cyclic", search_cyclic, METH_VARARGS,
     "search_cyclic($module, spec, pyramid, talon, maximize, best, check, /)\n--\n\n"
     "The one-pile kernel of cyclic.py, unlimited passes (spec passes 0): (won, steps, best, unreported nodes)."},
    {"search_piles", search_piles, METH_VARARGS,
     "search_piles($module, spec, pyramid, stock, pile1, pile2, pile3, pass_number, maximize, best, check, /)\n--\n\n"
     "The three-pile kernel of piles.py, any pass (passes 0: unlimited): (won, steps, best, unreported nodes)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_native", "The four search kernels, compiled (see native.py).", -1, methods,
    NULL, NULL, NULL, NULL,
};

/* SPEC_FIELDS: the spec's field names in the order load_spec reads them. */
static int add_spec_fields(PyObject *m) {
    PyObject *names = PyTuple_New(SPEC_LENGTH);
    if (!names) return -1;
    for (Py_ssize_t q = 0; q < SPEC_LENGTH; q++) {
        PyObject *name = PyUnicode_FromString(spec_names[q]);
        if (!name || PyTuple_SetItem(names, q, name) < 0) { /* steals name */
            Py_DECREF(names);
            return -1;
        }
    }
    int status = PyModule_AddObjectRef(m, "SPEC_FIELDS", names);
    Py_DECREF(names);
    return status;
}

PyMODINIT_FUNC PyInit__native(void) {
    bits_init();
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    if (PyModule_AddIntConstant(m, "ABI", PYRAMID_QT_NATIVE_ABI) < 0 || add_spec_fields(m) < 0 ||
        PyModule_AddIntConstant(m, "SIZE", SIZE) < 0 || PyModule_AddIntConstant(m, "MAX_TALON", MAX_TALON) < 0 ||
        PyModule_AddIntConstant(m, "STEP_KING_SLOT", STEP_KING_SLOT) < 0 ||
        PyModule_AddIntConstant(m, "STEP_KING_TALON", STEP_KING_TALON) < 0 ||
        PyModule_AddIntConstant(m, "STEP_PAIR_SLOT_TALON", STEP_PAIR_SLOT_TALON) < 0 ||
        PyModule_AddIntConstant(m, "STEP_PAIR_SLOTS", STEP_PAIR_SLOTS) < 0 ||
        PyModule_AddIntConstant(m, "STEP_PAIR_TALON", STEP_PAIR_TALON) < 0 ||
        PyModule_AddIntConstant(m, "STEP_DRAW", STEP_DRAW) < 0 ||
        PyModule_AddIntConstant(m, "STEP_RECYCLE", STEP_RECYCLE) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
