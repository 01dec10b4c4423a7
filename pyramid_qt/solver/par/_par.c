/* Par's A*, compiled: the twins of pyramid_qt.solver.par.one_pile (one waste pile) and .three_piles (draw three).
 *
 * Each expands the same states in the same order as its pure-Python search: the same moves in the same order
 * (compact.CompactGame.successors, three_piles.PilesGame.successors), the same bound (CompactGame.heuristic,
 * PilesBound.heuristic), the same queue order (least
 * f = g + weight*h, then greatest g, then first queued), the same re-opening of states reached more cheaply and the
 * same budget ticks, so it finds the same line and counts the same nodes (tests/solver/par/test_native.py).  What
 * it proves is proved in the Python module's docstrings; this file only computes it faster and in less memory.
 *
 * Memory: each state is a record (its key, then one word with its parent, its g and, with three piles, its talon mask:
 * 16 bytes with one pile, 32 with three piles, whose key holds the stock and piles card for card, 5 bits a card; a
 * child's key is made from its parent's, see child_key) in blocks of 2 MiB allocated as the
 * search grows (never copied; the first counted 64 KiB at a time as it fills, the others in full), found through an
 * open-addressing index of 4-byte slots (the record number and 5 other bits of the key's hash, so that a probe reads a record
 * mostly when the key is there: the records lie far apart in memory, and most keys looked up are new) that fills
 * to three quarters and is rebuilt from the records at twice the size after the old one is freed; the queue holds
 * 4-byte record numbers in one FIFO per (f, g).  The three-pile search expands partially (three_piles_search.LATER).
 * `check(nodes, bytes)` is called every CHECK_EVERY nodes; it ends the search by raising (OutOfBudget), else returns
 * the most bytes the tables may hold (None: no memory limit).  A table that would grow past that is reported to
 * `check` with the bytes the process will hold *before* it grows, so a memory limit stops the search before the
 * memory is taken; a growth within it is not reported (no Python call).
 *
 * search_one_pile(spec, pyramid, talon, cut, pass, upper, weight, check)
 *   -> (keys of the states of the line from the start to the win, or None; unreported nodes)
 * spec = native.ParSpec, read by position in the order of PAR_SPEC_FIELDS (exported as SPEC_FIELDS, which a test
 * compares with ParSpec's): (n, passes or 0 for unlimited, stock_top, talon_pairing, strict, stacked, talon_rank[n],
 *         slot_rank[SIZE], cover[SIZE], below[SIZE]); typed in _par.pyi.
 * A key is one_pile.state_key: pyramid | talon << 28 | cut << 52 | pass << 57 (pass 0 when unlimited), the talon and
 * cut up to suits (CompactGame.up_to_suits).
 * search_three_piles(spec, pyramid, stock, pile1, pile2, pile3, pass, upper, weight, check)
 *   -> (the keys of the line's states (PilesGame.key) as (pyramid, stock, pile1, pile2, pile3, pass), or None;
 *       unreported nodes)
 * (the stock top first, each pile bottom to top, as talon indices; the pass 0 when unlimited).
 *
 * Only the limited API of CPython is used.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#ifndef PYRAMID_QT_PAR_ABI
#error "PYRAMID_QT_PAR_ABI: the ABI number of pyramid_qt/solver/par/native.py (setup.py defines it)"
#endif

#include "../kernel.h"

#define INFINITE (1 << 30)
#define MAX_F 1024 /* f = g + weight * h of a queued state stays below (checked) */
#define MAX_G 512
#define MAX_CHILDREN (2 * SIZE + SIZE * SIZE / 2 + 8)
#define NO_PARENT 0x0FFFFFFFu /* a record's parent: the start has none (see record_set) */
#define TALON_SHIFT SIZE
#define CUT_SHIFT (TALON_SHIFT + MAX_TALON)
#define PASS_SHIFT (CUT_SHIFT + 5)

#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(address) __builtin_prefetch(address)
#else
#define PREFETCH(address) ((void)(address))
#endif

static u64 mix(u64 x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

/* ------------------------------------------------------------------ the rules and cards */
typedef struct {
    int n, passes, stock_top, talon_pairing, strict, stacked;
    int tr[MAX_TALON];
    int slot_rank[SIZE];
    u32 cover[SIZE];
    u32 below[SIZE];
    u32 rank_mask[BY_RANK]; /* talon cards by rank */
    u32 slots_of_rank[BY_RANK]; /* pyramid slots by rank */
    u32 partners[SIZE];     /* CompactGame.partners: the slots a slot's card could ever pair with */
    u32 covers[SIZE];       /* the slots a slot covers (cover the other way round) */
    u32 same_rank[MAX_TALON]; /* per talon card, the talon cards of its rank (PilesGame.key: its rank's mask) */
    u64 nib[MAX_TALON], nib_rev[MAX_TALON]; /* per talon card, NIB and NIB_REV of its rank */
    uint16_t partner_ranks[3][256]; /* per byte of a talon mask: the ranks (bits) its cards take, Kings none */
} Spec;

/* ------------------------------------------------------------------ one record per pyramid shape (CompactGame._shape) */
typedef struct {
    u32 P;
    int nfree;
    uint8_t free_slot[SIZE]; /* ascending */
    int king;                /* the first free King slot, or -1 */
    int nstacked;
    uint8_t st_under[SIZE], st_over[SIZE];
    int pc[BY_RANK];
    int removals;
    int nneeds;
    int need_rank[12], need_count[12];
    int match[7];
    int ranks; /* the ranks present (a bit each) */
    int memo_partnered[2], memo_moves[2]; /* pyramid_moves' last two answers here (-1: none), its table spared */
    int memo_next;
} Shape;

/* What only the three-pile bound reads of a shape, stored right after it by the three-pile search alone (PILES). */
typedef struct {
    uint16_t blocked[BY_RANK]; /* PilesBound._blocked, per needed talon rank */
    /* The same, four bits a rank (see NIB): the needs, and per needed rank its blocked ranks as 0xF nibbles; _rev with
     * rank r at nibble 13 - r, so that a nibble-wise max pairs each rank with its complement. */
    u64 need_nib, need_nib_rev, blocked_nib[BY_RANK], blocked_nib_rev[BY_RANK];
    int need_ranks, pyramid_takes; /* the needed talon ranks; the talon ranks a pyramid card could take (bits) */
    u32 free;                      /* the free slots (the successors' free cards by rank: with Spec.slots_of_rank) */
} PilesShape;

#define PILES_AT ((sizeof(Shape) + 7) & ~(size_t)7) /* where a shape's PilesShape starts, from the shape */
#define PILES(sh) ((const PilesShape *)((const char *)(sh) + PILES_AT))

/* An open-addressing table of slots, each a pyramid and its shape's number (one read finds both); the shapes in
 * blocks of SHAPE_BLOCK, never moved (a search holds a shape while it asks for others). */
#define SHAPE_BLOCK 64
typedef struct {
    u64 *slots; /* pyramid | number << 32; EMPTY_SHAPE when free */
    Shape **blocks;
    size_t cap, used, nblocks, blocks_cap;
    size_t record; /* the bytes of a shape: sizeof(Shape), and with three piles its PilesShape after it */
} Shapes;

#define EMPTY_SHAPE (~(u64)0)
#define SHAPE_SLOT(P, number) ((u64)(P) | (u64)(number) << 32)

/* ------------------------------------------------------------------ the search */
typedef struct {
    u32 *items;
    size_t head, len, cap;
} Fifo;

/* Records come in blocks of CHUNK_BYTES, allocated as the search grows: no block is ever copied or moved.  The first
 * block is counted FIRST_STEP bytes at a time as the records fill it (small searches stay small); each later block in
 * full.  Unlike the index, the blocks are not advised as huge pages: a record is read only when an index tag matches,
 * and faulting in fresh huge pages cost more system time than their TLB saved (without: 10-11% less CPU on WUD deal
 * 46, 10-25% on W1D 46, 2-core KVM machine, 2026-12-02). */
#define CHUNK_BYTES ((size_t)1 << 21)
#define FIRST_STEP ((size_t)1 << 16)
#define RECORD_BITS 27 /* an index slot's record number + 1 (the rest of the slot: TAG_BITS bits of the hash) */
#define TAG_BITS (32 - RECORD_BITS)
#define MAX_RECORDS (((size_t)1 << RECORD_BITS) - 2)
#define MAX_CHUNKS (MAX_RECORDS / (CHUNK_BYTES / 32) + 2)

typedef struct {
    Spec spec;
    Shapes shapes;
    u64 *moves_keys;       /* CompactGame.pyramid_moves per (pyramid, partnered ranks): key P | partnered << 28 */
    uint8_t *moves_values; /* its value, MOVES_NONE for INFINITE */
    size_t moves_cap, moves_used;
    int words;      /* words of key per state: 1 (one pile) or 3 (three piles) */
    int chunk_bits; /* records per block: 1 << chunk_bits (a record is 16 or 32 bytes) */
    u64 *chunks[MAX_CHUNKS]; /* per state: its key, then one word with the parent (low half) and g (high half) */
    size_t nrecords, nchunks;
    size_t first_counted; /* the bytes of the first block counted so far */
    u32 *index; /* per slot: record number + 1 (low RECORD_BITS bits; 0 for a free slot) and TAG of the key's hash */
    size_t index_cap;
    Fifo *rows[MAX_F]; /* per f, MAX_G FIFOs (allocated on first use) */
    int row_high[MAX_F];
    size_t row_count[MAX_F];
    int low_f;
    size_t queue_bytes;
    long long unreported, since_check;
    PyObject *check;
    size_t room; /* the bytes the tables may hold without asking `check` first (its last answer; 0 at first) */
} Search;


static size_t bytes_held(const Search *s) {
    size_t records = s->nchunks ? s->first_counted + (s->nchunks - 1) * CHUNK_BYTES : 0;
    return records + s->index_cap * sizeof(u32) + s->queue_bytes +
           s->shapes.cap * sizeof(u64) + s->shapes.nblocks * SHAPE_BLOCK * s->shapes.record +
           s->shapes.blocks_cap * sizeof(Shape *) +
           s->moves_cap * (sizeof(u64) + 1);
}

/* check(nodes, bytes): -1 with the exception set when it raised (a limit reached).  What it returns is the most
 * bytes the search may hold before it must ask again (None: no memory limit): s->room. */
static int report(Search *s, size_t bytes) {
    PyObject *r = PyObject_CallFunction(s->check, "LK", s->unreported, (unsigned long long)bytes);
    s->unreported = 0;
    if (!r) return -1;
    if (r == Py_None) {
        s->room = SIZE_MAX;
    } else {
        unsigned long long room = PyLong_AsUnsignedLongLong(r);
        if (room == (unsigned long long)-1 && PyErr_Occurred()) {
            Py_DECREF(r);
            return -1;
        }
        s->room = room > SIZE_MAX ? SIZE_MAX : (size_t)room;
    }
    Py_DECREF(r);
    return 0;
}

/* Before a table grows by `more` bytes: the budget sees what it would hold, unless its last answer left room for
 * it (a Python call a growth cost a few per cent of a small search: each queue bucket grows on its own). */
static int before_growth(Search *s, size_t more) {
    size_t wanted = bytes_held(s) + more;
    return wanted <= s->room ? 0 : report(s, wanted);
}

static int no_memory(void) {
    PyErr_NoMemory();
    return -1;
}

/* ------------------------------------------------------------------ shapes */
static int compatible(const Spec *sp, int i, int j) {
    if (sp->below[i] >> j & 1) return sp->stacked && (sp->cover[i] >> j & 1);
    if (sp->below[j] >> i & 1) return sp->stacked && (sp->cover[j] >> i & 1);
    return 1;
}

static int max_matching(const u32 *options, int k, int count, u32 used) {
    if (k == count) return 0;
    int result = max_matching(options, k + 1, count, used);
    u32 free = options[k] & ~used;
    while (free) {
        u32 bit = free & (0u - free);
        free ^= bit;
        int with = 1 + max_matching(options, k + 1, count, used | bit);
        if (with > result) result = with;
    }
    return result;
}

/* Counts by rank, four bits a rank: rank r at bits 4r..4r+3 (NIB(r)), or at 4(13 - r) (NIB_REV(r)).  A count is at
 * most 4 (one deck), so each nibble's top bit is free: nib_min/nib_max compare all nibbles at once through it. */
#define NIB(r) ((u64)1 << 4 * (r))
#define NIB_REV(r) ((u64)1 << 4 * (13 - (r)))
#define NIB_HIGH 0x8888888888888888ULL
#define NIB_CLASSES 0x0FFFFFF0ULL /* ranks 1 to 6 */

static inline u64 nib_ge(u64 a, u64 b) { return ((((a | NIB_HIGH) - b) & NIB_HIGH) >> 3) * 15; } /* 0xF: a >= b */
static inline u64 nib_min(u64 a, u64 b) {
    u64 ge = nib_ge(a, b);
    return (b & ge) | (a & ~ge);
}
static inline u64 nib_max(u64 a, u64 b) {
    u64 ge = nib_ge(a, b);
    return (a & ge) | (b & ~ge);
}
static inline int nib_sum(u64 x) {
    x = (x & 0x0F0F0F0F0F0F0F0FULL) + (x >> 4 & 0x0F0F0F0F0F0F0F0FULL);
    return (int)((x * 0x0101010101010101ULL) >> 56);
}
/* The nibbles in reverse order (rank r's at 13 - r): reversed within each byte, the bytes swapped, two nibbles down. */
static inline u64 nib_reversed(u64 x) {
    x = (x >> 4 & 0x0F0F0F0F0F0F0F0FULL) | (x & 0x0F0F0F0F0F0F0F0FULL) << 4;
    x = x >> 32 | x << 32;
    x = (x >> 16 & 0x0000FFFF0000FFFFULL) | (x & 0x0000FFFF0000FFFFULL) << 16;
    x = (x >> 8 & 0x00FF00FF00FF00FFULL) | (x & 0x00FF00FF00FF00FFULL) << 8;
    return x >> 8;
}
static u64 nib_ranks(int ranks) { /* 0xF at each rank (bit) of `ranks` */
    u64 nib = 0;
    for (int r = 1; r < BY_RANK; r++)
        if (ranks >> r & 1) nib |= NIB(r) * 15;
    return nib;
}
/* three_piles_bound._taken_free: of the counts, those the removals may take for free (at most the need of each
 * rank; none of the ranks `blocked`, 0xF nibbles). */
static inline int taken_free(const PilesShape *pl, u64 counts, u64 blocked) {
    return nib_sum(nib_min(counts, pl->need_nib) & ~blocked);
}
/* three_piles_bound._loose_moves: per class, the larger count of its two ranks (`reversed`: the counts reversed). */
static inline int loose_moves(u64 counts, u64 reversed) { return nib_sum(nib_max(counts, reversed) & NIB_CLASSES); }

/* The shape's PilesShape (three piles only): the free slots, and PilesBound._blocked: per talon rank r the pyramid
 * needs, the ranks (bits) whose talon cards no pyramid card can take before one of rank r is played (every possible
 * taker, if any, lies under every pyramid card of rank 13 - r). */
static void piles_shape_fill(const Spec *sp, Shape *shape) {
    const Shape *sh = shape;
    PilesShape *pl = (PilesShape *)((char *)shape + PILES_AT);
    pl->free = 0;
    for (int a = 0; a < sh->nfree; a++) pl->free |= 1u << sh->free_slot[a];
    int need_of[BY_RANK] = {0};
    for (int q = 0; q < sh->nneeds; q++) need_of[sh->need_rank[q]] = sh->need_count[q];
    u32 of_rank[BY_RANK] = {0};
    for (int i = 0; i < SIZE; i++)
        if (sh->P >> i & 1) of_rank[sp->slot_rank[i]] |= 1u << i;
    pl->need_nib = 0;
    pl->need_ranks = pl->pyramid_takes = 0;
    for (int r = 0; r < BY_RANK; r++) {
        pl->blocked[r] = 0;
        pl->blocked_nib[r] = pl->blocked_nib_rev[r] = 0;
        if (r >= 1 && r < KING && of_rank[13 - r]) pl->pyramid_takes |= 1 << r;
        if (r < 1 || r >= KING || !need_of[r]) continue;
        u32 partners = of_rank[13 - r];
        for (int r2 = 1; r2 < KING; r2++) {
            int all = 1;
            for (u32 takers = of_rank[13 - r2]; takers && all; takers &= takers - 1)
                if (partners & ~sp->below[lowest(takers)]) all = 0;
            if (all) pl->blocked[r] |= (uint16_t)(1u << r2);
        }
        pl->blocked_nib[r] = nib_ranks(pl->blocked[r]);
        pl->blocked_nib_rev[r] = nib_reversed(pl->blocked_nib[r]);
        pl->need_ranks |= 1 << r;
        pl->need_nib += NIB(r) * (u64)need_of[r];
    }
    pl->need_nib_rev = nib_reversed(pl->need_nib);
}

static void shape_fill(const Spec *sp, u32 P, Shape *sh) {
    memset(sh, 0, sizeof *sh);
    sh->P = P;
    sh->king = -1;
    sh->memo_partnered[0] = sh->memo_partnered[1] = -1;
    for (int i = 0; i < SIZE; i++) {
        if (!(P >> i & 1)) continue;
        sh->pc[sp->slot_rank[i]]++;
        sh->ranks |= 1 << sp->slot_rank[i];
        if (P & sp->cover[i]) continue;
        sh->free_slot[sh->nfree++] = (uint8_t)i;
        if (sp->slot_rank[i] == KING && sh->king < 0) sh->king = i;
    }
    if (sp->stacked) {
        for (int i = 0; i < SIZE; i++) {
            u32 over = P & sp->cover[i];
            if (!(P >> i & 1) || !over || (over & (over - 1))) continue;
            int j = lowest(over);
            if (P & sp->cover[j]) continue;
            sh->st_under[sh->nstacked] = (uint8_t)i;
            sh->st_over[sh->nstacked++] = (uint8_t)j;
        }
    }
    sh->removals = sh->pc[KING];
    for (int r = 1; r <= 6; r++) {
        int low[4], high[4], nl = 0, nh = 0;
        for (int i = 0; i < SIZE; i++) {
            if (!(P >> i & 1)) continue;
            if (sp->slot_rank[i] == r && nl < 4) low[nl++] = i;
            else if (sp->slot_rank[i] == 13 - r && nh < 4) high[nh++] = i;
        }
        u32 options[4];
        for (int a = 0; a < nl; a++) {
            options[a] = 0;
            for (int h = 0; h < nh; h++)
                if (compatible(sp, low[a], high[h])) options[a] |= 1u << h;
        }
        int m = max_matching(options, 0, nl, 0);
        sh->match[r] = m;
        sh->removals += nl + nh - m;
        if (nl > m) {
            sh->need_rank[sh->nneeds] = 13 - r;
            sh->need_count[sh->nneeds++] = nl - m;
        }
        if (nh > m) {
            sh->need_rank[sh->nneeds] = r;
            sh->need_count[sh->nneeds++] = nh - m;
        }
    }
}

static int shapes_init(Shapes *t, int piles) {
    t->record = piles ? PILES_AT + sizeof(PilesShape) : sizeof(Shape);
    t->cap = 4096;
    t->used = t->nblocks = 0;
    t->blocks_cap = 64;
    t->slots = malloc(t->cap * sizeof(u64));
    t->blocks = malloc(t->blocks_cap * sizeof(Shape *));
    if (!t->slots || !t->blocks) return -1;
    memset(t->slots, 0xFF, t->cap * sizeof(u64));
    return 0;
}

static void shapes_free(Shapes *t) {
    if (t->blocks)
        for (size_t b = 0; b < t->nblocks; b++) free(t->blocks[b]);
    free(t->slots);
    free(t->blocks);
}

static int shapes_grow(Shapes *t) {
    size_t cap = t->cap * 2;
    u64 *slots = malloc(cap * sizeof(u64));
    if (!slots) return -1;
    memset(slots, 0xFF, cap * sizeof(u64));
    for (size_t i = 0; i < t->cap; i++) {
        if (t->slots[i] == EMPTY_SHAPE) continue;
        size_t h = mix((u32)t->slots[i]) & (cap - 1);
        while (slots[h] != EMPTY_SHAPE) h = (h + 1) & (cap - 1);
        slots[h] = t->slots[i];
    }
    free(t->slots);
    t->slots = slots;
    t->cap = cap;
    return 0;
}

static inline Shape *shape_number(const Shapes *t, size_t number) {
    return (Shape *)((char *)t->blocks[number / SHAPE_BLOCK] + number % SHAPE_BLOCK * t->record);
}

/* The shape record of P, made on first use; NULL with the exception set on failure. */
static Shape *shape_of(Search *s, u32 P) {
    Shapes *t = &s->shapes;
    size_t mask = t->cap - 1, h = mix(P) & mask;
    for (u64 slot; (slot = t->slots[h]) != EMPTY_SHAPE; h = (h + 1) & mask)
        if ((u32)slot == P) return shape_number(t, (size_t)(slot >> 32));
    if (2 * (t->used + 1) > t->cap) {
        if (before_growth(s, t->cap * sizeof(u64))) return NULL;
        if (shapes_grow(t)) {
            no_memory();
            return NULL;
        }
        return shape_of(s, P);
    }
    if (t->used == t->nblocks * SHAPE_BLOCK) {
        if (t->nblocks == t->blocks_cap) {
            if (before_growth(s, t->blocks_cap * sizeof(Shape *))) return NULL;
            Shape **blocks = realloc(t->blocks, 2 * t->blocks_cap * sizeof(Shape *));
            if (!blocks) {
                no_memory();
                return NULL;
            }
            t->blocks = blocks;
            t->blocks_cap *= 2;
        }
        if (before_growth(s, SHAPE_BLOCK * t->record)) return NULL;
        Shape *block = malloc(SHAPE_BLOCK * t->record);
        if (!block) {
            no_memory();
            return NULL;
        }
        t->blocks[t->nblocks++] = block;
    }
    Shape *sh = shape_number(t, t->used);
    shape_fill(&s->spec, P, sh);
    if (t->record > sizeof(Shape)) piles_shape_fill(&s->spec, sh); /* three piles */
    t->slots[h] = SHAPE_SLOT(P, t->used);
    t->used++;
    return sh;
}

/* CompactGame.partnered: the ranks (bits, KING always) whose pyramid cards a card of `talon` can take (by the
 * talon's bytes: Spec.partner_ranks). */
static inline int partnered_ranks(const Spec *sp, u32 talon) {
    return 1 << KING | sp->partner_ranks[0][talon & 255] | sp->partner_ranks[1][talon >> 8 & 255] |
           sp->partner_ranks[2][talon >> 16 & 255];
}

/* CompactGame.pyramid_moves: the fewest moves that clear the pyramid alone when a free card whose rank is in
 * `partnered` (bits; KING always) may also go alone (as if the talon's cards of the complementary rank were at hand),
 * one move a card alone or two cards that pair; INFINITE when the others cannot all pair in some order.  Kept per
 * (pyramid, partnered) in the search's moves table (asked only by the three-pile search).  -1 with the exception set
 * on failure.  Not asked for a strict win. */
#define MOVES_EMPTY (~(u64)0)
#define MOVES_NONE 255

static int moves_grow(Search *s) {
    size_t cap = s->moves_cap ? s->moves_cap * 2 : 4096;
    if (before_growth(s, cap * (sizeof(u64) + 1))) return -1;
    u64 *keys = malloc(cap * sizeof(u64));
    uint8_t *values = malloc(cap);
    if (!keys || !values) {
        free(keys);
        free(values);
        return no_memory();
    }
    memset(keys, 0xFF, cap * sizeof(u64));
    for (size_t i = 0; i < s->moves_cap; i++) {
        if (s->moves_keys[i] == MOVES_EMPTY) continue;
        size_t h = mix(s->moves_keys[i]) & (cap - 1);
        while (keys[h] != MOVES_EMPTY) h = (h + 1) & (cap - 1);
        keys[h] = s->moves_keys[i];
        values[h] = s->moves_values[i];
    }
    free(s->moves_keys);
    free(s->moves_values);
    s->moves_keys = keys;
    s->moves_values = values;
    s->moves_cap = cap;
    return 0;
}

static int pyramid_moves_of(Search *s, const Shape *sh, int partnered);

/* pyramid_moves_of, asked of the shape's memo first (its table lies far in memory; the shape is at hand). */
static int pyramid_moves(Search *s, Shape *sh, int partnered) {
    partnered &= sh->ranks; /* the other ranks play no part: one entry for them all */
    if (sh->memo_partnered[0] == partnered) return sh->memo_moves[0];
    if (sh->memo_partnered[1] == partnered) return sh->memo_moves[1];
    int moves = pyramid_moves_of(s, sh, partnered);
    if (moves >= 0) {
        sh->memo_partnered[sh->memo_next] = partnered;
        sh->memo_moves[sh->memo_next] = moves;
        sh->memo_next ^= 1;
    }
    return moves;
}

/* `partnered` comes limited to the shape's ranks (pyramid_moves): the key of its table entry. */
static int pyramid_moves_of(Search *s, const Shape *sh, int partnered) {
    u32 P = sh->P;
    if (!P) return 0;
    u64 key = (u64)P | (u64)partnered << 28;
    if (s->moves_cap) {
        for (size_t h = mix(key) & (s->moves_cap - 1); s->moves_keys[h] != MOVES_EMPTY; h = (h + 1) & (s->moves_cap - 1))
            if (s->moves_keys[h] == key) return s->moves_values[h] == MOVES_NONE ? INFINITE : s->moves_values[h];
    }
    const Spec *sp = &s->spec;
    int best = INFINITE, nfree = sh->nfree, nstacked = sh->nstacked;
    for (int a = 0; a < nfree; a++) {
        int i = sh->free_slot[a];
        for (int b = a; b < nfree; b++) {
            int j = sh->free_slot[b];
            if (b == a ? !(partnered >> sp->slot_rank[i] & 1) : sp->slot_rank[i] + sp->slot_rank[j] != 13) continue;
            Shape *child = shape_of(s, P & ~(1u << i | 1u << j)); /* b == a: the card alone */
            int m = child ? pyramid_moves(s, child, partnered) : -1;
            if (m < 0) return -1;
            if (1 + m < best) best = 1 + m;
        }
    }
    if (sp->stacked)
        for (int q = 0; q < nstacked; q++) {
            int i = sh->st_under[q], j = sh->st_over[q];
            if (sp->slot_rank[i] + sp->slot_rank[j] != 13) continue;
            Shape *child = shape_of(s, P & ~(1u << i | 1u << j));
            int m = child ? pyramid_moves(s, child, partnered) : -1;
            if (m < 0) return -1;
            if (1 + m < best) best = 1 + m;
        }
    if (best > INFINITE) best = INFINITE;
    if (2 * (s->moves_used + 1) > s->moves_cap && moves_grow(s)) return -1;
    size_t h = mix(key) & (s->moves_cap - 1);
    while (s->moves_keys[h] != MOVES_EMPTY) h = (h + 1) & (s->moves_cap - 1);
    s->moves_keys[h] = key;
    s->moves_values[h] = (uint8_t)(best >= INFINITE ? MOVES_NONE : best);
    s->moves_used++;
    return best;
}

/* ------------------------------------------------------------------ the game (CompactGame) */
static inline int next_present(const Spec *sp, u32 talon, int start) {
    if (start >= sp->n) return sp->n;
    u32 x = talon >> start;
    return x ? start + lowest(x) : sp->n;
}

/* CompactGame._access_bound: the stock face down, a loose win.  Each needed card's cost is computed alone, from
 * masks (CompactGame walks the whole waste from its top): in the waste 0 on top, else the least of a recycle and the
 * Kings above it, unless it lies under the seal (then only a recycle); in the stock, its depth. */
static inline int access_cost(const Spec *sp, u32 talon, u32 waste, u32 stock, u32 sealed, int again_base, int t) {
    u32 upto = (2u << t) - 1; /* t and the cards under it (t < 24) */
    if (!(waste >> t & 1)) return popcount(stock & upto);
    u32 above = waste & ~upto;
    if (!above) return 0; /* the waste's top */
    int pop = sealed >> t & 1 ? INFINITE : popcount(above & sp->rank_mask[KING]);
    int again = again_base < INFINITE ? again_base + popcount(talon & upto) : INFINITE;
    return pop < again ? pop : again;
}

/* The waste cards under the seal: the first card from the top that cannot leave this pass (CompactGame's walk: a
 * card of rank r with no complementary neighbour in the waste (talon pairing only) takes one of the room[r] cards
 * that can take it, the pyramid's of rank 13 - r and, under talon pairing, the stock's; one too many seals). */
static inline u32 waste_sealed(const Spec *sp, const Shape *sh, u32 waste, u32 stock) {
    u64 used = 0; /* per rank r, 4 bits at 4 r: the cards of rank r walked so far that took a room */
    int above = 0;
    for (u32 rest = waste; rest;) {
        int t = highest(rest);
        rest &= ~(1u << t);
        int r = sp->tr[t];
        if (r != KING) {
            int paired = sp->talon_pairing && (above + r == 13 || (rest && sp->tr[highest(rest)] + r == 13));
            if (!paired) {
                used += (u64)1 << (4 * r);
                int room = sh->pc[13 - r] + (sp->talon_pairing ? popcount(stock & sp->rank_mask[13 - r]) : 0);
                if ((int)(used >> (4 * r) & 15) > room) return rest; /* it cannot leave: the cards under it wait */
            }
        }
        above = r;
    }
    return 0;
}

static int access_bound(const Spec *sp, const Shape *sh, u32 talon, int cut, int k, int removals) {
    u32 below_cut = cut >= 32 ? 0xFFFFFFFFu : ((1u << cut) - 1);
    u32 stock = talon & ~below_cut, waste = talon & below_cut;
    int again_base = !sp->passes || k < sp->passes ? popcount(stock) + 1 : INFINITE; /* a recycle, if one is left */
    u32 sealed = waste_sealed(sp, sh, waste, stock);
    int reach = 0;
    for (int q = 0; q < sh->nneeds; q++) {
        u32 present = talon & sp->rank_mask[sh->need_rank[q]];
        int need = sh->need_count[q], count = 0, costs[4];
        if (popcount(present) < need) return INFINITE;
        for (; present && count < 4; present &= present - 1) {
            int c = access_cost(sp, talon, waste, stock, sealed, again_base, lowest(present)), at = count++;
            while (at > 0 && costs[at - 1] > c) { /* insertion: ascending */
                costs[at] = costs[at - 1];
                at--;
            }
            costs[at] = c;
        }
        int cheapest = costs[need - 1];
        if (cheapest >= INFINITE) return INFINITE;
        if (cheapest > reach) reach = cheapest;
    }
    return removals + reach;
}

/* CompactGame.heuristic */
static int heuristic(const Spec *sp, const Shape *sh, u32 talon, int cut, int k, int ordered) {
    int removals = sh->removals;
    if (!sp->strict) { /* at least the pyramid's own order (pyramid_moves, asked by the caller) */
        if (ordered >= INFINITE) return INFINITE;
        if (ordered > removals) removals = ordered;
    }
    if (!sp->strict && !sp->stock_top) return access_bound(sp, sh, talon, cut, k, removals);
    if (sp->strict) {
        int tc[BY_RANK];
        for (int r = 1; r < BY_RANK; r++) tc[r] = popcount(talon & sp->rank_mask[r]);
        removals = sh->pc[KING] + tc[KING];
        for (int r = 1; r <= 6; r++) {
            int a = sh->pc[r] + tc[r], b = sh->pc[13 - r] + tc[13 - r];
            if (a != b) return INFINITE;
            int alone = sh->pc[r] + sh->pc[13 - r] - sh->match[r];
            removals += a > alone ? a : alone;
        }
    }
    u32 below_cut = cut >= 32 ? 0xFFFFFFFFu : ((1u << cut) - 1);
    u32 stock = talon & ~below_cut;
    if (sp->strict && !sp->stock_top) return removals + popcount(stock);
    int reach = 0;
    u32 deepest = 0;
    for (int q = 0; q < sh->nneeds; q++) {
        u32 present = talon & sp->rank_mask[sh->need_rank[q]];
        int need = sh->need_count[q];
        if (!sp->strict && popcount(present) < need) return INFINITE;
        need -= popcount(present & below_cut);
        if (need <= 0) continue;
        u32 from_stock = present & ~below_cut;
        if (popcount(from_stock) < need) continue;
        for (int x = 0; x < need - 1; x++) from_stock &= from_stock - 1;
        u32 last = from_stock & (0u - from_stock);
        int drawn = popcount(stock & ((last << 1) - 1));
        if (drawn > reach) {
            reach = drawn;
            deepest = last;
        }
    }
    if (sp->stock_top) {
        if (reach <= 1) return removals;
        if (sp->strict) return removals >= reach - 1 ? removals : reach - 1;
        u32 ahead = stock & (deepest - 1);
        int with_pyramid = 0;
        for (int r = 1; r <= 12; r++) {
            int here = popcount(ahead & sp->rank_mask[r]), theirs = sh->pc[13 - r];
            with_pyramid += here < theirs ? here : theirs;
        }
        int extra = reach - 1 - with_pyramid;
        return extra > 0 ? removals + extra : removals;
    }
    return removals + reach;
}

typedef struct {
    u32 P, T;
    int cut, k;
} State;

#define ADD(p2, t2, c2, k2)                                                                                        \
    do {                                                                                                           \
        out[count].P = (p2);                                                                                       \
        out[count].T = (t2);                                                                                       \
        out[count].cut = (c2);                                                                                     \
        out[count].k = (k2);                                                                                       \
        count++;                                                                                                   \
    } while (0)

/* CompactGame.par_successors (a forced pair alone, else CompactGame.successors), in its order. */
static int successors(const Spec *sp, const Shape *sh, State st, State *out) {
    int count = 0;
    u32 P = st.P, T = st.T;
    int cut = st.cut, k = st.k, n = sp->n;
    const int *rank = sp->slot_rank, *tr = sp->tr;
    if (sh->king >= 0) {
        ADD(P & ~(1u << sh->king), T, cut, k);
        return count;
    }
    u32 below = T & (cut >= 32 ? 0xFFFFFFFFu : ((1u << cut) - 1));
    int w = below ? highest(below) : -1;
    int s = sp->stock_top && cut < n ? cut : -1;
    /* CompactGame.forced_pair: a free card whose one possible partner left can pair with it now goes alone. */
    for (int a = 0; a < sh->nfree; a++) {
        int i = sh->free_slot[a];
        u32 mates = P & sp->partners[i], others = T & sp->rank_mask[13 - rank[i]];
        if (mates) {
            if (others || (mates & (mates - 1))) continue;
            int j = lowest(mates);
            u32 cover = P & sp->cover[j];
            if (cover && cover != 1u << i) continue; /* not free, nor stacked under i alone */
            ADD(P & ~(1u << i | 1u << j), T, cut, k);
            return count;
        }
        if (!others || (others & (others - 1))) continue;
        int t = lowest(others);
        if (t == w) {
            ADD(P & ~(1u << i), T & ~(1u << w), cut, k);
            return count;
        }
        if (t == s) {
            u32 t2 = T & ~(1u << s);
            ADD(P & ~(1u << i), t2, next_present(sp, t2, s), k);
            return count;
        }
    }
    if (w >= 0) {
        u32 t2 = T & ~(1u << w);
        if (tr[w] == KING) {
            ADD(P, t2, cut, k);
        } else {
            for (int a = 0; a < sh->nfree; a++) {
                int i = sh->free_slot[a];
                if (rank[i] + tr[w] == 13) ADD(P & ~(1u << i), t2, cut, k);
            }
        }
    }
    if (s >= 0) {
        u32 t2 = T & ~(1u << s);
        int c2 = next_present(sp, t2, s);
        if (tr[s] == KING) {
            ADD(P, t2, c2, k);
        } else {
            for (int a = 0; a < sh->nfree; a++) {
                int i = sh->free_slot[a];
                if (rank[i] + tr[s] == 13) ADD(P & ~(1u << i), t2, c2, k);
            }
        }
    }
    for (int a = 0; a < sh->nfree; a++) {
        int i = sh->free_slot[a];
        for (int b = a + 1; b < sh->nfree; b++) {
            int j = sh->free_slot[b];
            if (rank[i] + rank[j] == 13) ADD(P & ~(1u << i | 1u << j), T, cut, k);
        }
    }
    if (sp->stacked) {
        for (int q = 0; q < sh->nstacked; q++) {
            int i = sh->st_under[q], j = sh->st_over[q];
            if (rank[i] + rank[j] == 13) ADD(P & ~(1u << i | 1u << j), T, cut, k);
        }
    }
    if (sp->talon_pairing && w >= 0) {
        if (sp->stock_top) {
            if (s >= 0 && tr[w] + tr[s] == 13) {
                u32 t2 = T & ~(1u << s | 1u << w);
                ADD(P, t2, next_present(sp, t2, s), k);
            }
        } else {
            u32 rest = below & ~(1u << w);
            if (rest) {
                int u = highest(rest);
                if (tr[u] + tr[w] == 13) ADD(P, T & ~(1u << u | 1u << w), cut, k);
            }
        }
    }
    if (cut < n) {
        ADD(P, T, next_present(sp, T, cut + 1), k);
    } else if (below && (sp->passes == 0 || k < sp->passes)) {
        ADD(P, T, next_present(sp, T, 0), k + 1);
    }
    return count;
}

/* ------------------------------------------------------------------ tables of the search */
static inline u64 key_of(const Search *s, State st) {
    u64 k = s->spec.passes ? (u64)st.k : 0;
    return (u64)st.P | (u64)st.T << TALON_SHIFT | (u64)st.cut << CUT_SHIFT | k << PASS_SHIFT;
}

/* CompactGame.up_to_suits: the talon's cards left, each in turn the first card of its rank after the last one
 * placed, the cut on the stock top's.  A state whose talon is already so placed keeps its key; so does its child when
 * the move leaves the talon as it was (the cut moves from a card left to another): the search keys those by key_of. */
static inline State up_to_suits(const Spec *sp, State st) {
    u32 T = 0;
    int cut = sp->n, next = 0;
    for (u32 left = st.T; left; left &= left - 1) {
        int t = lowest(left);
        int p = lowest(sp->rank_mask[sp->tr[t]] >> next << next); /* at most t */
        if (t >= st.cut && cut == sp->n) cut = p;
        T |= 1u << p;
        next = p + 1;
    }
    st.T = T;
    st.cut = cut;
    return st;
}

static inline State state_of(u64 key) {
    State st;
    st.P = (u32)(key & 0xFFFFFFFu);
    st.T = (u32)(key >> TALON_SHIFT & ((1u << MAX_TALON) - 1));
    st.cut = (int)(key >> CUT_SHIFT & 31);
    st.k = (int)(key >> PASS_SHIFT);
    return st;
}

static inline u64 *record_at(const Search *s, size_t r) {
    return s->chunks[r >> s->chunk_bits] + (r & (((size_t)1 << s->chunk_bits) - 1)) * (size_t)(s->words + 1);
}
/* A record's last word: its parent's record number (PARENT_BITS bits, NO_PARENT for the start), its g (G_BITS bits)
 * and, from TALON_AT on, its state's talon mask (three piles; 0 with one pile). */
#define PARENT_BITS 28
#define G_BITS 12
#define TALON_AT (PARENT_BITS + G_BITS)
#if MAX_G > (1 << G_BITS) || RECORD_BITS >= PARENT_BITS || MAX_TALON > 64 - TALON_AT
#error "a record's last word does not hold its parent, g and talon"
#endif
static inline u32 record_parent(const Search *s, size_t r) { return (u32)record_at(s, r)[s->words] & NO_PARENT; }
static inline u32 record_g(const Search *s, size_t r) {
    return (u32)(record_at(s, r)[s->words] >> PARENT_BITS) & ((1u << G_BITS) - 1);
}
static inline void record_set(Search *s, size_t r, u32 parent, u32 g) { /* the talon kept */
    u64 *last = &record_at(s, r)[s->words];
    *last = (*last >> TALON_AT << TALON_AT) | (u64)g << PARENT_BITS | parent;
}

/* A key's hash (one pile: one word; three piles: three words, folded by odd multipliers before one mix). */
static inline u64 hash_key(const u64 *key, int words) {
    if (words == 1) return mix(key[0]);
    return mix((key[0] * 0x9E3779B97F4A7C15ULL ^ key[1]) * 0xC2B2AE3D27D4EB4FULL ^ key[2]);
}

static inline int same_key(const u64 *a, const u64 *b, int words) {
    for (int w = 0; w < words; w++)
        if (a[w] != b[w]) return 0;
    return 1;
}

/* Asks the system to back a large table with huge pages (Linux's transparent huge pages, "madvise" mode): the
 * tables are read at random, far beyond the caches, and with 4 KiB pages nearly every look-up misses the TLB as
 * well (the index alone: about 12% of the time of N deal 46).  A hint on the 2 MiB-aligned part of the block;
 * nothing elsewhere.  The same helper is in the solver's _native.c. */
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

/* An index slot's entry: the record number + 1, and the top TAG_BITS bits of the hash (the slot number uses its low
 * bits): a probe reads the record only when they match. */
#define TAG(hash) ((u32)((hash) >> (64 - TAG_BITS)) << RECORD_BITS)
#define SLOT_TAG(entry) ((entry) & ~(((u32)1 << RECORD_BITS) - 1))
#define ENTRY(record, hash) ((u32)((record) + 1) | TAG(hash))
#define ENTRY_RECORD(entry) (((entry) & (((u32)1 << RECORD_BITS) - 1)) - 1)

#define GROW_BATCH 32

/* The index doubles.  The records hold every key, so the new index is built from them, after the old one is freed:
 * the process never holds both. */
static int index_grow(Search *s) {
    size_t cap = s->index_cap ? 2 * s->index_cap : 1 << 14;
    if (before_growth(s, (cap - s->index_cap) * sizeof(u32))) return -1;
    free(s->index);
    s->index = NULL;
    s->index_cap = 0;
    u32 *index = calloc(cap, sizeof(u32));
    if (!index) return no_memory();
    advise_huge(index, cap * sizeof(u32));
    /* In batches, each batch's slots asked for before any is written: the index is far larger than the caches.  The
     * records go in in their order, as one at a time: the same index. */
    u64 hashes[GROW_BATCH];
    for (size_t first = 0; first < s->nrecords; first += GROW_BATCH) {
        size_t batch = s->nrecords - first < GROW_BATCH ? s->nrecords - first : GROW_BATCH;
        for (size_t b = 0; b < batch; b++) {
            hashes[b] = hash_key(record_at(s, first + b), s->words);
            PREFETCH(&index[hashes[b] & (cap - 1)]);
        }
        for (size_t b = 0; b < batch; b++) {
            size_t h = hashes[b] & (cap - 1);
            while (index[h]) h = (h + 1) & (cap - 1);
            index[h] = ENTRY(first + b, hashes[b]);
        }
    }
    s->index = index;
    s->index_cap = cap;
    return 0;
}

/* The record number of `key` (whose hash_key is `hash`), or -1 when absent; `slot` gets the index slot where it is or
 * would go. */
static inline long long find(const Search *s, const u64 *key, u64 hash, size_t *slot) {
    u32 tag = TAG(hash);
    size_t mask = s->index_cap - 1, h = hash & mask;
    for (u32 entry; (entry = s->index[h]); h = (h + 1) & mask) {
        if (SLOT_TAG(entry) != tag) continue;
        u32 r = ENTRY_RECORD(entry);
        if (same_key(record_at(s, r), key, s->words)) {
            *slot = h;
            return r;
        }
    }
    *slot = h;
    return -1;
}

/* A new record for `key`, absent (hash_key `hash`; `slot`: where find put it, or NO_SLOT); -1 on an error (the
 * exception set: a limit, or no memory). */
#define NO_SLOT SIZE_MAX
static long long add_record(Search *s, const u64 *key, u64 hash, size_t slot, u32 parent, u32 g, u32 talon) {
    if (s->nrecords >= MAX_RECORDS) {
        PyErr_SetString(PyExc_MemoryError, "par search: too many states");
        return -1;
    }
    size_t end = (s->nrecords + 1) * (size_t)(s->words + 1) * sizeof(u64); /* bytes up to the new record's end */
    if (s->nrecords == s->nchunks << s->chunk_bits) {
        if (before_growth(s, s->nchunks ? CHUNK_BYTES : FIRST_STEP)) return -1;
        void *chunk = malloc(CHUNK_BYTES);
        if (!chunk) return no_memory();
        if (!s->nchunks) s->first_counted = FIRST_STEP;
        s->chunks[s->nchunks++] = chunk;
    } else if (s->nchunks == 1 && end > s->first_counted) {
        if (before_growth(s, FIRST_STEP)) return -1;
        s->first_counted += FIRST_STEP;
    }
    /* the index fills to three quarters: its tags spare the records of most probes */
    if (4 * (s->nrecords + 1) > 3 * s->index_cap) {
        if (index_grow(s)) return -1;
        slot = NO_SLOT;
    }
    if (slot == NO_SLOT) /* the first free slot from its own: where find would put it */
        for (slot = hash & (s->index_cap - 1); s->index[slot]; slot = (slot + 1) & (s->index_cap - 1)) continue;
    s->index[slot] = ENTRY(s->nrecords, hash);
    u64 *record = record_at(s, s->nrecords);
    memcpy(record, key, (size_t)s->words * sizeof(u64));
    record[s->words] = (u64)talon << TALON_AT | (u64)g << PARENT_BITS | parent;
    return (long long)s->nrecords++;
}

/* ------------------------------------------------------------------ the queue: least f, then greatest g, then FIFO */
static int queue_push(Search *s, int f, int g, u32 record) {
    if (f < 0 || f >= MAX_F || g < 0 || g >= MAX_G) {
        PyErr_SetString(PyExc_ValueError, "par search: a line too long for the queue");
        return -1;
    }
    if (!s->rows[f]) {
        if (before_growth(s, MAX_G * sizeof(Fifo))) return -1;
        s->rows[f] = calloc(MAX_G, sizeof(Fifo));
        if (!s->rows[f]) return no_memory();
        s->queue_bytes += MAX_G * sizeof(Fifo);
        s->row_high[f] = -1;
    }
    Fifo *q = &s->rows[f][g];
    if (q->len == q->cap) {
        size_t cap = q->cap ? 2 * q->cap : 16;
        if (before_growth(s, (cap - q->cap) * sizeof(u32))) return -1;
        u32 *more = realloc(q->items, cap * sizeof(u32));
        if (!more) return no_memory();
        q->items = more;
        s->queue_bytes += (cap - q->cap) * sizeof(u32);
        q->cap = cap;
    }
    q->items[q->len++] = record;
    s->row_count[f]++;
    if (g > s->row_high[f]) s->row_high[f] = g;
    if (f < s->low_f) s->low_f = f;
    return 0;
}

/* The next entry as (record, g); 0 when the queue is empty. */
static int queue_pop(Search *s, u32 *record, int *g, int *f_out) {
    while (s->low_f < MAX_F && s->row_count[s->low_f] == 0) s->low_f++;
    if (s->low_f >= MAX_F) return 0;
    int f = s->low_f;
    Fifo *row = s->rows[f];
    int at = s->row_high[f];
    while (row[at].head == row[at].len) at--;
    s->row_high[f] = at;
    Fifo *q = &row[at];
    *record = q->items[q->head++];
    if (q->head == q->len) q->head = q->len = 0;
    else PREFETCH(record_at(s, q->items[q->head])); /* most often the next one popped, unless a child comes first */
    s->row_count[f]--;
    *g = at;
    *f_out = f;
    return 1;
}

static void search_free(Search *s) {
    shapes_free(&s->shapes);
    free(s->moves_keys);
    free(s->moves_values);
    for (size_t c = 0; c < s->nchunks; c++) free(s->chunks[c]);
    free(s->index);
    for (int f = 0; f < MAX_F; f++) {
        if (!s->rows[f]) continue;
        for (int g = 0; g < MAX_G; g++) free(s->rows[f][g].items);
        free(s->rows[f]);
    }
}

/* ------------------------------------------------------------------ the A* (one_pile.search_one_pile) */
static int is_goal(const Spec *sp, State st) { return st.P == 0 && (!sp->strict || st.T == 0); }

/* CompactGame.heuristic at a state whose talon's partnered_ranks are `partnered`; -1 with the exception set on
 * failure. */
static int state_heuristic(Search *s, Shape *sh, State st, int partnered) {
    int ordered = s->spec.strict ? 0 : pyramid_moves(s, sh, partnered);
    return ordered < 0 ? -1 : heuristic(&s->spec, sh, st.T, st.cut, st.k, ordered);
}

/* 1 and the goal's record in *goal, 0 when no line is shorter than `upper`, -1 on an error. */
static int astar(Search *s, State start, int upper, int weight, u32 *goal) {
    const Spec *sp = &s->spec;
    Shape *sh = shape_of(s, start.P);
    if (!sh) return -1;
    int h0 = state_heuristic(s, sh, start, partnered_ranks(sp, start.T));
    if (h0 < 0) return -1;
    if (h0 >= upper) return 0;
    if (index_grow(s)) return -1;
    start = up_to_suits(sp, start);
    u64 root_key = key_of(s, start);
    long long root = add_record(s, &root_key, mix(root_key), NO_SLOT, NO_PARENT, 0, 0);
    if (root < 0 || queue_push(s, weight * h0, 0, (u32)root)) return -1;
    State children[MAX_CHILDREN];
    u32 record;
    int g;
    int f;
    while (queue_pop(s, &record, &g, &f)) {
        if ((u32)g > record_g(s, record)) continue;
        State st = state_of(record_at(s, record)[0]);
        if (!s->spec.passes) st.k = 0;
        if (is_goal(sp, st)) {
            *goal = record;
            return 1;
        }
        s->unreported++;
        if (++s->since_check == CHECK_EVERY) {
            s->since_check = 0;
            if (report(s, bytes_held(s))) return -1;
        }
        sh = shape_of(s, st.P);
        if (!sh) return -1;
        int count = successors(sp, sh, st, children);
        int g2 = g + 1, partnered = partnered_ranks(sp, st.T); /* a child's too when its talon is this one */
        u64 keys[MAX_CHILDREN], hashes[MAX_CHILDREN];
        /* The tables are far larger than the caches: ask for every child's slot first, then its record. */
        for (int c = 0; c < count; c++) {
            if (children[c].T != st.T) children[c] = up_to_suits(sp, children[c]);
            keys[c] = key_of(s, children[c]);
            hashes[c] = mix(keys[c]); /* hash_key of a one-word key */
            PREFETCH(&s->index[hashes[c] & (s->index_cap - 1)]);
        }
        for (int c = 0; c < count; c++) {
            u32 entry = s->index[hashes[c] & (s->index_cap - 1)];
            if (entry && SLOT_TAG(entry) == TAG(hashes[c])) PREFETCH(record_at(s, ENTRY_RECORD(entry)));
        }
        for (int c = 0; c < count; c++) {
            u64 key = keys[c];
            size_t slot;
            long long known = find(s, &key, hashes[c], &slot);
            if (known >= 0 && record_g(s, known) <= (u32)g2) continue;
            int h = 0;
            if (!is_goal(sp, children[c])) {
                const State child = children[c]; /* its pyramid or its talon often the parent's: asked once */
                Shape *csh = child.P == st.P ? sh : shape_of(s, child.P);
                int cpartnered = child.T == st.T ? partnered : partnered_ranks(sp, child.T);
                if (!csh || (h = state_heuristic(s, csh, child, cpartnered)) < 0) return -1;
            }
            if (g2 + h >= upper) continue;
            if (known >= 0) {
                record_set(s, known, record, (u32)g2);
            } else {
                known = add_record(s, &key, hashes[c], slot, record, (u32)g2, 0);
                if (known < 0) return -1;
            }
            if (queue_push(s, g2 + weight * h, g2, (u32)known)) return -1;
        }
    }
    return 0;
}

/* ------------------------------------------------------------------ three piles (three_piles.PilesGame) */
#define PILE_WORDS 3
#define LATER 2 /* three_piles_search.LATER: a child whose f exceeds the expanded entry's by this much waits (see there) */
#define MAX_PILE_CHILDREN (4 * SIZE + SIZE * SIZE / 2 + 16)

typedef struct {
    u32 P;
    int k;
    int ns, np[3];
    u32 talon;                  /* the cards in the stock and piles, a bit each (kept by every move) */
    uint8_t stock[MAX_TALON];   /* top first */
    uint8_t pile[3][MAX_TALON]; /* bottom to top */
} PState;

/* The key, 172 bits in three words: the pyramid (28 bits), the pass (4 bits, 0 when unlimited), the four lengths (5
 * bits each), then the stock's and the piles' cards, 5 bits each (at most 24 talon cards), each card written as its
 * rank's next card in talon order (PilesGame.key: states equal up to suits share one key). */
#define HEAD_BITS 52
#define CARD_BITS 5

/* The key's first word below HEAD_BITS: the pyramid, the pass (0 when unlimited) and the four lengths. */
static inline u64 pstate_head(const Spec *sp, const PState *st) {
    return (u64)st->P | (u64)(sp->passes ? st->k : 0) << 28 | (u64)st->ns << 32 | (u64)st->np[0] << 37 |
           (u64)st->np[1] << 42 | (u64)st->np[2] << 47;
}

/* The cards' fields are read and written as two numbers of twelve 5-bit fields each: `low` (the first twelve cards)
 * from bit HEAD_BITS of the first word on, `high` (the others) from bit HEAD_BITS + 60 on. */
#define HALF_CARDS 12
#define HIGH_AT (HEAD_BITS + HALF_CARDS * CARD_BITS - 64) /* where `high` starts in the second word: 48 */

/* The key of a head and the cards' fields in order (0 past the last). */
static inline void key_pack(u64 head, const uint8_t label[2 * HALF_CARDS], u64 key[PILE_WORDS]) {
    u64 low = 0, high = 0;
    for (int i = HALF_CARDS - 1; i >= 0; i--) {
        low = low << CARD_BITS | label[i];
        high = high << CARD_BITS | label[HALF_CARDS + i];
    }
    key[0] = head | low << HEAD_BITS;
    key[1] = low >> (64 - HEAD_BITS) | high << HIGH_AT;
    key[2] = high >> (64 - HIGH_AT);
}

/* Writes the key; returns the talon mask of the state it stands for (its cards as written). */
static u32 pstate_key(const Spec *sp, const PState *st, u64 key[PILE_WORDS]) {
    uint8_t label[2 * HALF_CARDS] = {0}; /* each card written as the first of its rank's not yet written */
    u32 placed = 0;
    int n = 0;
    for (int j = 0; j < st->ns; j++) {
        int card = lowest(sp->same_rank[st->stock[j]] & ~placed); /* suits play no part (PilesGame.key) */
        placed |= 1u << card;
        label[n++] = (uint8_t)card;
    }
    for (int p = 0; p < 3; p++)
        for (int j = 0; j < st->np[p]; j++) {
            int card = lowest(sp->same_rank[st->pile[p][j]] & ~placed);
            placed |= 1u << card;
            label[n++] = (uint8_t)card;
        }
    key_pack(pstate_head(sp, st), label, key);
    return placed;
}

/* The state of a record (its key, then its last word: the talon mask there); `fields` gets the key's cards in order, 5
 * bits each (2 * HALF_CARDS of them, 0 past the last). */
static void pstate_of(const u64 record[PILE_WORDS + 1], PState *st, uint8_t fields[2 * HALF_CARDS]) {
    const u64 *key = record;
    u64 head = key[0];
    st->P = (u32)(head & 0xFFFFFFFu);
    st->k = (int)(head >> 28 & 15);
    st->ns = (int)(head >> 32 & 31);
    for (int p = 0; p < 3; p++) st->np[p] = (int)(head >> (37 + 5 * p) & 31);
    u64 low = head >> HEAD_BITS | key[1] << (64 - HEAD_BITS), high = key[1] >> HIGH_AT | key[2] << (64 - HIGH_AT);
    uint8_t label[2 * MAX_TALON] = {0}; /* the fields, then room to copy MAX_TALON bytes from any run's start */
    for (int i = 0; i < HALF_CARDS; i++) {
        label[i] = (uint8_t)(low >> (CARD_BITS * i) & 31);
        label[HALF_CARDS + i] = (uint8_t)(high >> (CARD_BITS * i) & 31);
    }
    memcpy(fields, label, 2 * HALF_CARDS);
    memcpy(st->stock, label, MAX_TALON);
    int n = st->ns;
    for (int p = 0; p < 3; p++) {
        memcpy(st->pile[p], label + n, MAX_TALON);
        n += st->np[p];
    }
    st->talon = (u32)(record[PILE_WORDS] >> TALON_AT);
}

/* The key without the field at bit `at` (HEAD_BITS or above): the fields above it move down one. */
static inline void key_delete(u64 key[PILE_WORDS], int at) {
    u64 down0 = key[0] >> CARD_BITS | key[1] << (64 - CARD_BITS), down1 = key[1] >> CARD_BITS | key[2] << (64 - CARD_BITS),
        down2 = key[2] >> CARD_BITS;
    u64 kept = ((u64)1 << (at & 63)) - 1; /* the bits of the field's word below it */
    if (at < 64) {
        key[0] = (key[0] & kept) | (down0 & ~kept);
        key[1] = down1;
        key[2] = down2;
    } else if (at < 128) {
        key[1] = (key[1] & kept) | (down1 & ~kept);
        key[2] = down2;
    } else {
        key[2] = (key[2] & kept) | (down2 & ~kept);
    }
}

/* The key with `change` xored into the field at bit `at`. */
static inline void key_xor(u64 key[PILE_WORDS], int at, u64 change) {
    int w = at >> 6, shift = at & 63;
    key[w] ^= change << shift;
    if (shift > 64 - CARD_BITS) key[w + 1] ^= change >> (64 - shift); /* a field across two words */
}

/* The key of a child of `st`, as pstate_key writes it, from its parent's: `parent`, `fields` as pstate_of reads them
 * (each card written as the first of its rank's not written before it: the cards of a rank come in the order of their
 * numbers, a rank's cards present are its first ones), `lost` as piles_successors gives it.  A child that keeps every
 * talon card, or takes one or two exposed ones, keeps the other cards in their order: its key is the parent's without
 * the lost cards' fields, the cards of a lost card's rank after it each written as the one before it was, under the
 * child's head; its talon as written, the parent's without the last card of each lost card's rank.  A deal or a
 * recycle moves cards (MOVED): written afresh.  Returns the talon mask of the state the key stands for. */
#define MOVED (1u << 31)
static u32 child_key(const Spec *sp, const PState *st, const u64 *parent, const uint8_t *fields, const PState *child,
                     u32 lost, u64 key[PILE_WORDS]) {
    if (lost & MOVED) return pstate_key(sp, child, key);
    key[0] = parent[0];
    key[1] = parent[1];
    key[2] = parent[2];
    u32 talon = st->talon;
    for (u32 rest = lost; rest; rest &= rest - 1) {
        int at = lowest(rest), card = fields[at];
        u32 after = st->talon & sp->same_rank[card] & ~((2u << card) - 1); /* its rank's cards after it */
        talon &= ~(1u << highest(st->talon & sp->same_rank[card]));
        for (int j = at + 1, was = card; after; j++)
            if (after >> fields[j] & 1) {
                key_xor(key, HEAD_BITS + CARD_BITS * j, (u64)(fields[j] ^ was));
                was = fields[j];
                after &= ~(1u << was);
            }
    }
    for (u32 rest = lost; rest; rest &= ~(1u << highest(rest))) /* the highest first: the others stay put */
        key_delete(key, HEAD_BITS + CARD_BITS * highest(rest));
    key[0] = (key[0] & ~(((u64)1 << HEAD_BITS) - 1)) | pstate_head(sp, child);
    return talon;
}

static int pstate_won(const Spec *sp, const PState *st) {
    return st->P == 0 && (!sp->strict || (st->ns == 0 && !st->np[0] && !st->np[1] && !st->np[2]));
}

/* three_piles_bound.Option: the ways a talon card can come to be played (PilesBound._options). */
typedef struct {
    int clear, at, above, again;
} Option;

/* three_piles_bound._value */
static int option_value(const Option *o, int draws, int stock_top) {
    if (!stock_top) return draws >= o->at ? 0 : o->clear;
    int value = o->clear;
    if (o->above < INFINITE) {
        int v = o->above - 3 * draws + 1;
        v = v > 0 ? v / 2 : 0;
        if (v < value) value = v;
    }
    if (o->again < INFINITE) {
        int v = o->again - draws;
        if (v < 0) v = 0;
        if (v < value) value = v;
    }
    return value;
}

/* three_piles_bound._settled */
static int option_settled(const Option *o, int stock_top) {
    if (!stock_top) return o->at >= INFINITE ? 0 : o->at;
    int a = o->above >= INFINITE ? 0 : (o->above + 2) / 3;
    int b = o->again >= INFINITE ? 0 : o->again;
    return a > b ? a : b;
}

/* PilesBound._options.  Counts by rank go four bits a rank (NIB): _taken_free is then the nibble-wise min of the
 * counts and the needs, the blocked ranks masked out, summed; _loose_moves the nibble-wise max of the cards left and
 * the same reversed (each rank beside its complement), summed over ranks 1 to 6. */
static void talon_options(const Spec *sp, const Shape *sh, const PState *st, u32 talon, Option *opt) {
    const int *tr = sp->tr;
    int recycle = !sp->passes || st->k < sp->passes;
    const PilesShape *pl = PILES(sh);
    const uint16_t *blocked = pl->blocked;
    const u64 need = pl->need_nib, need_rev = pl->need_nib_rev;
    u64 counts = 0;
    for (int j = 0; j < st->ns; j++) {
        int t = st->stock[j];
        Option o = {INFINITE, INFINITE, INFINITE, INFINITE};
        if (pl->need_ranks >> tr[t] & 1) {
            if (sp->stock_top) o.above = j - taken_free(pl, counts, pl->blocked_nib[tr[t]]);
            else o.at = j / 3 + 1;
            opt[t] = o;
        }
        counts += sp->nib[t];
    }
    int free = sp->stock_top ? taken_free(pl, counts, 0) : 0;
    int emptied = (st->ns - free + 2) / 3;
    int partnerless = ~partnered_ranks(sp, talon) & ((1 << KING) - 2); /* the ranks no talon card can take */
    int untakable = partnerless & ~pl->pyramid_takes; /* the ranks nothing can take */
    int stuck[3];
    u64 before[3][MAX_TALON + 1]; /* per pile, the counts of its cards under each level */
    for (int p = 0; p < 3; p++) {
        stuck[p] = -1;
        before[p][0] = 0;
        for (int i = 0; i < st->np[p]; i++) {
            int t = st->pile[p][i];
            if (untakable >> tr[t] & 1) stuck[p] = i;
            before[p][i + 1] = before[p][i] + sp->nib[t];
        }
    }
    for (int p = 0; p < 3; p++) {
        int sealed = 0, ranks_above = 0;
        u64 here = 0, here_rev = 0; /* the cards above, by rank */
        for (int i = st->np[p] - 1; i >= 0; i--) {
            int t = st->pile[p][i];
            if (pl->need_ranks >> tr[t] & 1) { /* only the needed ranks' options are read */
                int dug = blocked[tr[t]];
                int held = ranks_above & dug & partnerless; /* cannot leave before it is played */
                Option o = {INFINITE, INFINITE, INFINITE, INFINITE};
                if (!sealed && !held) { /* left: those above not taken for free (none of a blocked rank) */
                    u64 left = here - (nib_min(here, need) & ~pl->blocked_nib[tr[t]]);
                    u64 left_rev = here_rev - (nib_min(here_rev, need_rev) & ~pl->blocked_nib_rev[tr[t]]);
                    o.clear = (int)(here >> 4 * KING & 15) + loose_moves(left, left_rev);
                }
                if (recycle) { /* PilesBound._gathered_before */
                    int under = i, loose = 0;
                    u64 gathered = 0;
                    if (sp->stock_top) { /* face up: any may leave from the stock's top after the recycle */
                        gathered = before[p][i];
                        loose = i;
                        under = 0;
                    }
                    for (int q = 0; q < 3; q++) {
                        if (q == p) continue;
                        int reach = q < p ? i + 1 : i;
                        if (reach > st->np[q]) reach = st->np[q];
                        int kept = sp->stock_top ? 0 : stuck[q] + 1 < reach ? stuck[q] + 1 : reach; /* under a stuck */
                        under += kept;
                        loose += reach - kept;
                        gathered += before[q][reach] - before[q][kept];
                    }
                    under += loose - taken_free(pl, gathered, pl->blocked_nib[tr[t]]);
                    if (sp->stock_top) o.again = emptied + 1 + (under + 2) / 3;
                    else o.at = emptied + 1 + under / 3 + 1;
                }
                opt[t] = o;
            }
            here += sp->nib[t];
            here_rev += sp->nib_rev[t];
            ranks_above |= 1 << tr[t];
            if (i == stuck[p]) sealed = 1;
        }
    }
}

#define MAX_PICKS 64 /* three_piles_bound.MAX_PICKS */
#define MAX_REACHING 64 /* more draws than a talon of 24 cards can ever need (three_piles_bound._settled) */

/* PilesBound._piles_add's picks: group g picks `take[g]` of its `ndigs[g]` cards digs[g][...]. */
typedef struct {
    int ngroups, take[BY_RANK], ndigs[BY_RANK];
    uint8_t digs[BY_RANK][4];
    const uint8_t *pile_of, *level_of;
    u64 above[3][MAX_TALON]; /* per pile and level, the cards above it by rank (NIB) */
} Picks;

/* PilesBound._dig_cost: the moves taking the cards above level deepest[p] of each pile p (-1: none) — Kings one each,
 * the others by rank less those the removals may take for free (none of a rank the dug card blocks), two a move only
 * when they pair: NIB counts, as in talon_options. */
static int dig_cost(const Spec *sp, const Shape *sh, const PState *st, const Picks *pk, const int *deepest) {
    const PilesShape *pl = PILES(sh);
    u64 left = 0, freeable = 0;
    for (int p = 0; p < 3; p++) {
        if (deepest[p] < 0) continue;
        u64 above = pk->above[p][deepest[p]];
        left += above;
        freeable += above & ~pl->blocked_nib[sp->tr[st->pile[p][deepest[p]]]];
    }
    left -= nib_min(freeable, pl->need_nib);
    return (int)(left >> 4 * KING & 15) + loose_moves(left, nib_reversed(left));
}

/* 1 when some pick from group g on (with the piles dug to `deepest` so far) costs at most `most`. */
static int some_pick_within(const Spec *sp, const Shape *sh, const PState *st, const Picks *pk, int g, int from,
                            int left, const int *deepest, int most) {
    if (left == 0) {
        if (g + 1 == pk->ngroups) return dig_cost(sp, sh, st, pk, deepest) <= most;
        return some_pick_within(sp, sh, st, pk, g + 1, 0, pk->take[g + 1], deepest, most);
    }
    for (int a = from; a <= pk->ndigs[g] - left; a++) {
        int t = pk->digs[g][a], here[3] = {deepest[0], deepest[1], deepest[2]}, p = pk->pile_of[t];
        if (here[p] < 0 || pk->level_of[t] < here[p]) here[p] = pk->level_of[t];
        if (some_pick_within(sp, sh, st, pk, g, a + 1, left - 1, here, most)) return 1;
    }
    return 0;
}

static int choose(int n, int k) { return k == 1 ? n : k == 2 ? n * (n - 1) / 2 : k == 3 ? n * (n - 1) * (n - 2) / 6 : 1; }

/* PilesBound._piles_add */
static int piles_add(const Spec *sp, const Shape *sh, const PState *st, const Option *opt, int draws, int most,
                     u32 talon) {
    Picks pk;
    pk.ngroups = 0;
    int picks = 1;
    for (int q = 0; q < sh->nneeds; q++) {
        int easy = 0, n = 0;
        for (u32 present = talon & sp->rank_mask[sh->need_rank[q]]; present; present &= present - 1) {
            int t = lowest(present);
            Option other = opt[t];
            other.clear = INFINITE;
            if (option_value(&opt[t], draws, sp->stock_top) == 0 || option_value(&other, draws, sp->stock_top) <= most)
                easy++;
            else if (opt[t].clear <= most && n < 4) { /* cheapest first: a pick within `most` comes early */
                int at = n++;
                for (; at > 0 && opt[pk.digs[pk.ngroups][at - 1]].clear > opt[t].clear; at--)
                    pk.digs[pk.ngroups][at] = pk.digs[pk.ngroups][at - 1];
                pk.digs[pk.ngroups][at] = (uint8_t)t;
            }
        }
        if (sh->need_count[q] > easy) {
            int take = sh->need_count[q] - easy;
            pk.take[pk.ngroups] = take;
            pk.ndigs[pk.ngroups++] = n;
            picks *= choose(n, take);
            if (picks > MAX_PICKS) return 0;
        }
    }
    if (pk.ngroups == 0) return 0;
    uint8_t pile_of[MAX_TALON], level_of[MAX_TALON];
    for (int p = 0; p < 3; p++) {
        u64 above = 0;
        for (int i = st->np[p] - 1; i >= 0; i--) {
            pile_of[st->pile[p][i]] = (uint8_t)p;
            level_of[st->pile[p][i]] = (uint8_t)i;
            pk.above[p][i] = above;
            above += sp->nib[st->pile[p][i]];
        }
    }
    int piles = 0, single = 1;
    for (int g = 0; g < pk.ngroups; g++) {
        single &= pk.take[g] == 1;
        for (int a = 0; a < pk.ndigs[g]; a++) piles |= 1 << pile_of[pk.digs[g][a]];
    }
    if (single && piles && !(piles & (piles - 1))) return 0; /* one card a rank on one pile: the deepest's cost */
    pk.pile_of = pile_of;
    pk.level_of = level_of;
    int none[3] = {-1, -1, -1};
    return !some_pick_within(sp, sh, st, &pk, 0, 0, pk.take[0], none, most);
}

/* PilesBound._talon_moves */
static int talon_moves(const Spec *sp, const Shape *sh, const PState *st, u32 talon, int ordered, int enough) {
    Option opt[MAX_TALON];
    talon_options(sp, sh, st, talon, opt);
    /* A needed rank's value at D (its k-th smallest option value) only falls as D grows, and stays once every card
     * of it has settled; a rank whose value is the same at every D (all settled at once, or k of them at 0) only
     * raises the floor every D shares; the others are worked out per D, up to the last D at which one still falls. */
    int floor = ordered, last = 0, nd = 0, dyn[12];
    for (int q = 0; q < sh->nneeds; q++) {
        int settled = 0, zeros = 0, count = 0, values[4];
        for (u32 present = talon & sp->rank_mask[sh->need_rank[q]]; present && count < 4; present &= present - 1) {
            const Option *o = &opt[lowest(present)];
            int s0 = option_settled(o, sp->stock_top), v = option_value(o, 0, sp->stock_top), at = count++;
            if (s0 > settled) settled = s0;
            zeros += v == 0;
            while (at > 0 && values[at - 1] > v) { /* insertion: ascending */
                values[at] = values[at - 1];
                at--;
            }
            values[at] = v;
        }
        if (settled == 0 || zeros >= sh->need_count[q]) {
            if (values[sh->need_count[q] - 1] > floor) floor = values[sh->need_count[q] - 1];
        } else {
            dyn[nd++] = q;
            if (settled > last) last = settled;
        }
    }
    if (floor >= INFINITE) return INFINITE;
    int best = INFINITE, reaching[MAX_REACHING], nreaching = 0; /* the draws at which the least is reached */
    for (int draws = 0; draws <= last && draws <= best && draws + floor <= best; draws++) {
        int most = floor;
        for (int d = 0; d < nd && most <= best - draws; d++) { /* past best - draws, this D cannot reach the least */
            int q = dyn[d], count = 0, values[4];
            for (u32 present = talon & sp->rank_mask[sh->need_rank[q]]; present && count < 4; present &= present - 1) {
                int v = option_value(&opt[lowest(present)], draws, sp->stock_top), at = count++;
                while (at > 0 && values[at - 1] > v) { /* insertion: ascending */
                    values[at] = values[at - 1];
                    at--;
                }
                values[at] = v;
            }
            int value = values[sh->need_count[q] - 1];
            if (value > most) most = value;
        }
        if (most >= INFINITE || draws + most > best) continue;
        if (draws + most < best) {
            best = draws + most;
            nreaching = 0;
        }
        if (nreaching == MAX_REACHING) return best; /* never: draws <= last stays below 30 */
        reaching[nreaching++] = draws;
    }
    if (nreaching == 0 || best >= enough) return best;
    for (int q = 0; q < nreaching; q++)
        if (!piles_add(sp, sh, st, opt, reaching[q], best - reaching[q], talon)) return best;
    return best + 1; /* at each of those numbers of draws, digging the piles costs a move more */
}

/* strict_piles.stranded, with the stock face down and three cards at most in it (the only case the bound asks:
 * STRANDED_STOCK), so each column holds one stock card at most, on its pile: whether a card (pyramid or talon) cannot
 * leave before the next recycle, and the talon cards that cannot (*left_talon).  The least set L closed under
 * stranded's rules is the same whatever the order the rules are applied in (each only asks for cards in L, or
 * exposed ones), so here in rounds until one adds nothing: each pile from its top card down while its cards join, the
 * stock cards, the exposed pyramid cards, the stacked pairs.  What is exposed only grows, and so do the ranks the
 * exposed cards offer (the pyramid's, each column's: a talon card pairs with another column's or the pyramid's). */
#define STRANDED_STOCK 3 /* strict_piles.STRANDED_STOCK */

static int piles_stranded(const Spec *sp, const Shape *sh, const PState *st, u32 talon, u32 *left_talon) {
    const int *tr = sp->tr, *rank = sp->slot_rank;
    const u32 P = st->P;
    const int pairing = sp->talon_pairing;
    u32 gone_t = 0, gone_p = 0, exposed_p = 0;
    int offer_p = 0, offer[3] = {0, 0, 0}, top[3], stock_card[3] = {-1, -1, -1};
    for (int j = 0; j < st->ns; j++) {
        stock_card[j] = st->stock[j];
        offer[j] |= 1 << tr[st->stock[j]];
    }
    for (int p = 0; p < 3; p++) {
        top[p] = st->np[p] - 1;
        if (top[p] >= 0) offer[p] |= 1 << tr[st->pile[p][top[p]]];
    }
    for (int a = 0; a < sh->nfree; a++) {
        exposed_p |= 1u << sh->free_slot[a];
        offer_p |= 1 << rank[sh->free_slot[a]];
    }
    for (int changed = 1; changed;) {
        changed = 0;
        for (int p = 0; p < 3; p++) {
            const uint8_t *pile = st->pile[p];
            while (top[p] >= 0) {
                int t = pile[top[p]];
                if (!(gone_t >> t & 1)) {
                    int need = 13 - tr[t];
                    int ok = !need || ((offer_p | offer[(p + 1) % 3] | offer[(p + 2) % 3]) >> need & 1);
                    if (!ok && pairing) { /* in its column: the card right on it, the stock card, the card right under */
                        if (top[p] + 1 < st->np[p] && tr[pile[top[p] + 1]] == need) {
                            ok = 1;
                        } else if (stock_card[p] >= 0 && tr[stock_card[p]] == need) {
                            ok = 1;
                            gone_t |= 1u << stock_card[p];
                        } else if (top[p] >= 1 && tr[pile[top[p] - 1]] == need) {
                            ok = 1;
                            gone_t |= 1u << pile[top[p] - 1];
                        }
                    }
                    if (!ok) break;
                    gone_t |= 1u << t;
                }
                changed = 1;
                if (--top[p] >= 0) offer[p] |= 1 << tr[pile[top[p]]];
            }
        }
        for (int c = 0; c < 3; c++) {
            int s = stock_card[c];
            if (s < 0 || gone_t >> s & 1) continue;
            int need = 13 - tr[s];
            int ok = !need || ((offer_p | offer[(c + 1) % 3] | offer[(c + 2) % 3]) >> need & 1);
            for (int level = top[c] < 0 ? 0 : top[c]; pairing && !ok && level < st->np[c]; level++)
                ok = tr[st->pile[c][level]] == need; /* an exposed card of its pile, under it */
            if (ok) {
                gone_t |= 1u << s;
                changed = 1;
            }
        }
        int offer_t = offer[0] | offer[1] | offer[2];
        u32 joined = 0;
        for (u32 rest = exposed_p & ~gone_p; rest; rest &= rest - 1) {
            int i = lowest(rest), need = 13 - rank[i];
            if (!need || (offer_t >> need & 1) || (sp->partners[i] & exposed_p)) joined |= 1u << i;
        }
        if (sp->stacked) /* the upper exposed, the lower covered by nothing outside L but it */
            for (u32 rest = exposed_p & ~gone_p; rest; rest &= rest - 1) {
                int j = lowest(rest);
                for (u32 under = sp->covers[j] & sp->partners[j] & P; under; under &= under - 1)
                    if ((P & sp->cover[lowest(under)] & ~gone_p) == 1u << j) joined |= 1u << j | (under & -under);
            }
        joined &= ~gone_p;
        if (joined) {
            changed = 1;
            gone_p |= joined;
            for (u32 rest = joined; rest; rest &= rest - 1) /* the cards they covered, now maybe exposed */
                for (u32 under = sp->covers[lowest(rest)] & P & ~exposed_p; under; under &= under - 1) {
                    int k = lowest(under);
                    if (!(P & sp->cover[k] & ~gone_p)) {
                        exposed_p |= 1u << k;
                        offer_p |= 1 << rank[k];
                    }
                }
        }
    }
    *left_talon = talon & ~gone_t;
    return (P & ~gone_p) || *left_talon;
}

/* PilesBound.heuristic; -1 with the exception set on failure */
static int piles_heuristic(Search *s, Shape *sh, const PState *st, int enough) {
    const Spec *sp = &s->spec;
    u32 talon = st->talon;
    if (sp->strict) {
        int tc[BY_RANK];
        for (int r = 1; r < BY_RANK; r++) tc[r] = popcount(talon & sp->rank_mask[r]);
        int removals = sh->pc[KING] + tc[KING];
        for (int r = 1; r <= 6; r++) {
            int a = sh->pc[r] + tc[r], b = sh->pc[13 - r] + tc[13 - r];
            if (a != b) return INFINITE;
            int alone = sh->pc[r] + sh->pc[13 - r] - sh->match[r];
            removals += a > alone ? a : alone;
        }
        int drawn = sp->stock_top ? removals : removals + (st->ns + 2) / 3;
        u32 left_talon;
        if (sp->stock_top || st->ns > STRANDED_STOCK || drawn >= enough || !piles_stranded(sp, sh, st, talon, &left_talon))
            return drawn;
        if (sp->passes && st->k >= sp->passes) return INFINITE; /* a card that cannot leave in the last pass */
        int again = (popcount(left_talon) + 2) / 3;
        return drawn + 1 + (again > 1 ? again : 1);
    }
    for (int q = 0; q < sh->nneeds; q++)
        if (popcount(talon & sp->rank_mask[sh->need_rank[q]]) < sh->need_count[q]) return INFINITE;
    int ordered = pyramid_moves(s, sh, partnered_ranks(sp, talon));
    if (ordered < 0 || ordered >= INFINITE) return ordered; /* -1: an error */
    int moves = talon_moves(sp, sh, st, talon, ordered - sh->removals, enough - sh->removals);
    return moves >= INFINITE ? INFINITE : sh->removals + moves;
}

/* The exposed card at `where` (a pile, or -1 for the stock top) leaves the state. */
static void ptake(PState *st, int where) {
    if (where < 0) {
        st->talon &= ~(1u << st->stock[0]);
        memmove(st->stock, st->stock + 1, (size_t)(st->ns - 1));
        st->ns--;
    } else {
        st->talon &= ~(1u << st->pile[where][--st->np[where]]);
    }
}

/* PilesGame.forced_pair: 1 with the state after the forced pair in *out, else 0. */
static int piles_forced_pair(const Spec *sp, const Shape *sh, const PState *st, PState *out, u32 *lost) {
    const int *rank = sp->slot_rank;
    int last = sp->passes && st->k >= sp->passes;
    u32 talon = st->talon;
    for (int a = 0; a < sh->nfree; a++) {
        int i = sh->free_slot[a];
        u32 mates = st->P & sp->partners[i], others = talon & sp->rank_mask[13 - rank[i]];
        if (mates) {
            if (others || (mates & (mates - 1))) continue;
            int j = lowest(mates);
            u32 cover = st->P & sp->cover[j];
            if (cover && cover != 1u << i) continue; /* not free, nor stacked under i alone */
            *out = *st;
            out->P &= ~(1u << i | 1u << j);
            *lost = 0;
            return 1;
        }
        if (!last || !others || (others & (others - 1))) continue;
        int t = lowest(others);
        for (int p = 0, end = st->ns; p < 3; p++) {
            end += st->np[p]; /* where the pile ends in the key */
            if (st->np[p] && st->pile[p][st->np[p] - 1] == t) {
                *out = *st;
                out->P &= ~(1u << i);
                out->np[p]--;
                out->talon &= ~(1u << t);
                *lost = 1u << (end - 1);
                return 1;
            }
        }
    }
    return 0;
}

/* PilesGame.successors, in its order; lost[c]: the positions in the key (pstate_key) of the talon cards child c took
 * from the state, a bit each, or MOVED when it moves cards (a deal, a recycle). */
static int piles_successors(const Spec *sp, const Shape *sh, const PState *st, PState *out, u32 *lost) {
    int count = 0;
    const int *rank = sp->slot_rank, *tr = sp->tr;
    const u32 free = PILES(sh)->free;
    if (sh->king >= 0) {
        out[count] = *st;
        lost[count] = 0;
        out[count++].P &= ~(1u << sh->king);
        return count;
    }
    if (piles_forced_pair(sp, sh, st, out, lost)) return 1;
    int ex_card[4], ex_where[4], nex = 0, end[3]; /* end: where each pile ends in the key */
    u32 ex_at[4];                                  /* the exposed card's position in the key, as a bit */
    for (int p = 0, at = st->ns; p < 3; p++) {
        at += st->np[p];
        end[p] = at;
        if (st->np[p]) {
            ex_card[nex] = st->pile[p][st->np[p] - 1];
            ex_at[nex] = 1u << (at - 1);
            ex_where[nex++] = p;
        }
    }
    if (sp->stock_top && st->ns) {
        ex_card[nex] = st->stock[0];
        ex_at[nex] = 1;
        ex_where[nex++] = -1;
    }
    for (int e = 0; e < nex; e++) {
        int c = ex_card[e];
        if (tr[c] == KING) {
            out[count] = *st;
            lost[count] = ex_at[e];
            ptake(&out[count++], ex_where[e]);
            continue;
        }
        for (u32 mates = free & sp->slots_of_rank[13 - tr[c]]; mates; mates &= mates - 1) { /* as free_slot */
            out[count] = *st;
            lost[count] = ex_at[e];
            ptake(&out[count], ex_where[e]);
            out[count++].P &= ~(mates & -mates);
        }
    }
    for (int a = 0; a < sh->nfree; a++) {
        int i = sh->free_slot[a]; /* then each free partner after it */
        if (rank[i] == KING) continue;
        for (u32 mates = free & sp->slots_of_rank[13 - rank[i]] & ~((2u << i) - 1); mates; mates &= mates - 1) {
            out[count] = *st;
            lost[count] = 0;
            out[count++].P &= ~(1u << i | (mates & -mates));
        }
    }
    if (sp->stacked) {
        for (int q = 0; q < sh->nstacked; q++) {
            int i = sh->st_under[q], j = sh->st_over[q];
            if (rank[i] + rank[j] == 13) {
                out[count] = *st;
                lost[count] = 0;
                out[count++].P &= ~(1u << i | 1u << j);
            }
        }
    }
    for (int a = 0; a < nex; a++) {
        for (int b = a + 1; b < nex; b++) {
            if (tr[ex_card[a]] + tr[ex_card[b]] != 13) continue;
            if ((ex_where[a] < 0 || ex_where[b] < 0) && !sp->talon_pairing) continue;
            out[count] = *st;
            lost[count] = ex_at[a] | ex_at[b];
            ptake(&out[count], ex_where[a]);
            ptake(&out[count++], ex_where[b]);
        }
    }
    if (sp->talon_pairing && !sp->stock_top) {
        for (int p = 0; p < 3; p++) {
            int m = st->np[p];
            if (m >= 2 && tr[st->pile[p][m - 1]] + tr[st->pile[p][m - 2]] == 13) {
                out[count] = *st;
                lost[count] = 3u << (end[p] - 2);
                out[count].talon &= ~(1u << st->pile[p][m - 1] | 1u << st->pile[p][m - 2]);
                out[count++].np[p] -= 2;
            }
        }
    }
    if (st->ns) {
        lost[count] = MOVED;
        PState *d = &out[count++];
        *d = *st;
        int dealt = st->ns < 3 ? st->ns : 3;
        for (int q = 0; q < dealt; q++) d->pile[q][d->np[q]++] = st->stock[q];
        memmove(d->stock, st->stock + dealt, (size_t)(st->ns - dealt));
        d->ns -= dealt;
    } else if ((st->np[0] || st->np[1] || st->np[2]) && (!sp->passes || st->k < sp->passes)) {
        lost[count] = MOVED;
        PState *r = &out[count++];
        *r = *st;
        int depth = 0;
        for (int p = 0; p < 3; p++)
            if (st->np[p] > depth) depth = st->np[p];
        r->ns = 0;
        for (int level = 0; level < depth; level++)
            for (int p = 0; p < 3; p++)
                if (level < st->np[p]) r->stock[r->ns++] = st->pile[p][level];
        r->np[0] = r->np[1] = r->np[2] = 0;
        r->k = st->k + 1;
    }
    return count;
}

/* three_piles_search.search_three_piles: 1 and the goal's record in *goal, 0 when no line is shorter than `upper`, -1
 * on an error. */
static int astar_piles(Search *s, const PState *start, int upper, int weight, u32 *goal) {
    const Spec *sp = &s->spec;
    Shape *sh = shape_of(s, start->P);
    if (!sh) return -1;
    int h0 = piles_heuristic(s, sh, start, INFINITE);
    if (h0 < 0) return -1;
    if (h0 >= upper) return 0;
    if (index_grow(s)) return -1;
    u64 key[PILE_WORDS];
    u32 talon = pstate_key(sp, start, key);
    long long root = add_record(s, key, hash_key(key, PILE_WORDS), NO_SLOT, NO_PARENT, 0, talon);
    if (root < 0 || queue_push(s, weight * h0, 0, (u32)root)) return -1;
    PState *children = malloc(MAX_PILE_CHILDREN * sizeof(PState));
    u64(*keys)[PILE_WORDS] = malloc(MAX_PILE_CHILDREN * sizeof *keys);
    u64 hashes[MAX_PILE_CHILDREN];
    u32 talons[MAX_PILE_CHILDREN]; /* each child's talon mask as its key writes it */
    u32 lost[MAX_PILE_CHILDREN];   /* the talon cards each child took (piles_successors) */
    if (!children || !keys) {
        free(children);
        free(keys);
        return no_memory();
    }
    int result = 0;
    u32 record;
    int g, f;
    while (queue_pop(s, &record, &g, &f)) {
        if ((u32)g > record_g(s, record)) continue;
        PState st;
        const u64 *parent = record_at(s, record);
        uint8_t fields[2 * HALF_CARDS];
        pstate_of(parent, &st, fields);
        if (pstate_won(sp, &st)) {
            *goal = record;
            result = 1;
            break;
        }
        s->unreported++;
        if (++s->since_check == CHECK_EVERY) {
            s->since_check = 0;
            if (report(s, bytes_held(s))) {
                result = -1;
                break;
            }
        }
        if (!(sh = shape_of(s, st.P))) {
            result = -1;
            break;
        }
        int count = piles_successors(sp, sh, &st, children, lost);
        int g2 = g + 1, later = INFINITE; /* the least f of a child left for later */
        int enough = (weight == 1 && f + LATER < upper ? f + LATER : upper) - g2; /* a child with h from here on */
        /* The tables are far larger than the caches: ask for every child's slot first, then its record. */
        size_t mask = s->index_cap - 1;
        for (int c = 0; c < count; c++) {
            talons[c] = child_key(sp, &st, parent, fields, &children[c], lost[c], keys[c]);
            hashes[c] = hash_key(keys[c], PILE_WORDS);
            PREFETCH(&s->index[hashes[c] & mask]);
        }
        for (int c = 0; c < count; c++) {
            u32 entry = s->index[hashes[c] & mask];
            if (entry && SLOT_TAG(entry) == TAG(hashes[c])) PREFETCH(record_at(s, ENTRY_RECORD(entry)));
        }
        for (int c = 0; c < count && result == 0; c++) {
            memcpy(key, keys[c], sizeof key);
            size_t slot;
            long long known = find(s, key, hashes[c], &slot);
            if (known >= 0 && record_g(s, known) <= (u32)g2) continue;
            int h = 0;
            if (!pstate_won(sp, &children[c])) {
                Shape *csh = children[c].P == st.P ? sh : shape_of(s, children[c].P); /* often the parent's */
                if (!csh || (h = piles_heuristic(s, csh, &children[c], enough)) < 0) { /* waits or is cut */
                    result = -1;
                    break;
                }
            }
            if (g2 + h >= upper) continue;
            int f2 = g2 + weight * h;
            if (f2 >= f + LATER) {
                if (f2 < later) later = f2;
                continue;
            }
            if (known >= 0) {
                record_set(s, known, record, (u32)g2);
            } else if ((known = add_record(s, key, hashes[c], slot, record, (u32)g2, talons[c])) < 0) {
                result = -1;
                break;
            }
            if (queue_push(s, f2, g2, (u32)known)) result = -1;
        }
        if (result == 0 && later < INFINITE && queue_push(s, later, g, record)) result = -1;
        if (result) break;
    }
    free(children);
    free(keys);
    return result;
}

/* ------------------------------------------------------------------ Python boundary */
static int int_item(PyObject *seq, Py_ssize_t i, long *out) {
    PyObject *item = PySequence_GetItem(seq, i);
    if (!item) return -1;
    *out = PyLong_AsLong(item);
    Py_DECREF(item);
    return (*out == -1 && PyErr_Occurred()) ? -1 : 0;
}

static int int_list(PyObject *seq, Py_ssize_t expected, long *out) {
    if (!PySequence_Check(seq) || PySequence_Size(seq) != expected) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "par spec: a list of the wrong length");
        return -1;
    }
    for (Py_ssize_t i = 0; i < expected; i++)
        if (int_item(seq, i, &out[i])) return -1;
    return 0;
}

/* The spec's fields in order (native.ParSpec, whose field names SPEC_FIELDS exports): the numbers, then the tables. */
#define PAR_SPEC_FIELDS(X) \
    X(n) X(passes) X(stock_top) X(talon_pairing) X(strict) X(stacked) X(talon_rank) X(slot_rank) X(cover) X(below)
#define SPEC_INDEX(name) SPEC_##name,
enum { PAR_SPEC_FIELDS(SPEC_INDEX) SPEC_LENGTH };
#define SPEC_NAME(name) #name,
static const char *const spec_names[SPEC_LENGTH] = {PAR_SPEC_FIELDS(SPEC_NAME)};

static int load_spec(PyObject *spec, Spec *sp) {
    if (!PyTuple_Check(spec) || PyTuple_Size(spec) != SPEC_LENGTH) {
        PyErr_SetString(PyExc_ValueError, "par spec: a tuple of 10 items");
        return -1;
    }
    long head[SPEC_talon_rank]; /* the numbers come first */
    for (int i = 0; i < SPEC_talon_rank; i++)
        if (int_item(spec, i, &head[i])) return -1;
    if (head[SPEC_n] < 0 || head[SPEC_n] > MAX_TALON || head[SPEC_passes] < 0 || head[SPEC_passes] > 99) {
        PyErr_SetString(PyExc_ValueError, "par spec: bad talon size or passes");
        return -1;
    }
    memset(sp, 0, sizeof *sp);
    sp->n = (int)head[SPEC_n];
    sp->passes = (int)head[SPEC_passes];
    sp->stock_top = head[SPEC_stock_top] != 0;
    sp->talon_pairing = head[SPEC_talon_pairing] != 0;
    sp->strict = head[SPEC_strict] != 0;
    sp->stacked = head[SPEC_stacked] != 0;
    long values[SIZE];
    PyObject *item;
    int bad = 0;
    if (!(item = PyTuple_GetItem(spec, SPEC_talon_rank)) || int_list(item, sp->n, values)) return -1;
    for (int t = 0; t < sp->n; t++) {
        bad |= values[t] < 1 || values[t] > KING;
        sp->tr[t] = (int)values[t];
        if (!bad) sp->rank_mask[values[t]] |= 1u << t;
    }
    for (int t = 0; t < sp->n && !bad; t++) {
        sp->same_rank[t] = sp->rank_mask[sp->tr[t]];
        sp->nib[t] = NIB(sp->tr[t]);
        sp->nib_rev[t] = NIB_REV(sp->tr[t]);
    }
    for (int r = 1; r < BY_RANK && !bad; r++) bad |= popcount(sp->rank_mask[r]) > 4;
    for (int t = 0; t < sp->n && !bad; t++) /* a card of rank q takes the pyramid's cards of rank 13 - q */
        for (int byte = 0; byte < 256; byte++)
            if (sp->tr[t] < KING && (byte >> (t & 7) & 1)) sp->partner_ranks[t >> 3][byte] |= (uint16_t)(1u << (13 - sp->tr[t]));
    if (!(item = PyTuple_GetItem(spec, SPEC_slot_rank)) || int_list(item, SIZE, values)) return -1;
    for (int i = 0; i < SIZE; i++) {
        bad |= values[i] < 0 || values[i] > KING;
        sp->slot_rank[i] = (int)values[i];
    }
    if (!(item = PyTuple_GetItem(spec, SPEC_cover)) || int_list(item, SIZE, values)) return -1;
    for (int i = 0; i < SIZE; i++) {
        bad |= values[i] < 0 || values[i] >= (1L << SIZE);
        sp->cover[i] = (u32)values[i];
    }
    if (!(item = PyTuple_GetItem(spec, SPEC_below)) || int_list(item, SIZE, values)) return -1;
    for (int i = 0; i < SIZE; i++) {
        bad |= values[i] < 0 || values[i] >= (1L << SIZE);
        sp->below[i] = (u32)values[i];
    }
    if (bad) {
        PyErr_SetString(PyExc_ValueError, "par spec: a rank or a mask out of range");
        return -1;
    }
    for (int i = 0; i < SIZE; i++) sp->slots_of_rank[sp->slot_rank[i]] |= 1u << i;
    for (int i = 0; i < SIZE; i++)
        for (int j = 0; j < SIZE; j++) {
            if (j != i && sp->slot_rank[i] + sp->slot_rank[j] == 13 && compatible(sp, i, j)) sp->partners[i] |= 1u << j;
            if (sp->cover[i] >> j & 1) sp->covers[j] |= 1u << i;
        }
    return 0;
}

static PyObject *search_one_pile(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *spec, *check;
    unsigned long long pyramid, talon;
    int cut, pass, upper, weight;
    if (!PyArg_ParseTuple(args, "OKKiiiiO", &spec, &pyramid, &talon, &cut, &pass, &upper, &weight, &check))
        return NULL;
    Search *s = calloc(1, sizeof(Search));
    if (!s) return PyErr_NoMemory();
    if (load_spec(spec, &s->spec)) {
        free(s);
        return NULL;
    }
    const Spec *sp = &s->spec;
    u32 full = sp->n ? (u32)((1ULL << sp->n) - 1) : 0;
    if (pyramid >> SIZE || talon & ~(unsigned long long)full || cut < 0 || cut > sp->n || pass < 1 || pass > 99 ||
        (sp->passes && pass > sp->passes) || weight < 1 || weight > 16 || upper < 0) {
        free(s);
        PyErr_SetString(PyExc_ValueError, "search_one_pile: the position does not fit the spec");
        return NULL;
    }
    if (!PyCallable_Check(check)) {
        free(s);
        PyErr_SetString(PyExc_TypeError, "search_one_pile: check must be callable");
        return NULL;
    }
    s->check = check;
    s->low_f = MAX_F;
    s->words = 1;
    s->chunk_bits = 17; /* 16-byte records: 1 << 17 in CHUNK_BYTES */
    if (shapes_init(&s->shapes, 0)) {
        search_free(s);
        free(s);
        return PyErr_NoMemory();
    }
    State start = {(u32)pyramid, (u32)talon, next_present(sp, (u32)talon, cut), sp->passes ? pass : 0};
    if (upper > MAX_F) upper = MAX_F;
    u32 goal = 0;
    int found = astar(s, start, upper, weight, &goal);
    PyObject *result = NULL;
    if (found == 1) {
        size_t length = 0;
        for (u32 r = goal; r != NO_PARENT; r = record_parent(s, r)) length++;
        PyObject *keys = PyList_New((Py_ssize_t)length);
        if (keys) {
            size_t at = length;
            for (u32 r = goal; r != NO_PARENT; r = record_parent(s, r)) {
                PyObject *key = PyLong_FromUnsignedLongLong(record_at(s, r)[0]);
                if (!key) {
                    Py_CLEAR(keys);
                    break;
                }
                PyList_SetItem(keys, (Py_ssize_t)--at, key);
            }
        }
        if (keys) result = Py_BuildValue("(NL)", keys, s->unreported);
    } else if (found == 0) {
        result = Py_BuildValue("(OL)", Py_None, s->unreported);
    }
    search_free(s);
    free(s);
    return result;
}


static int load_cards(PyObject *seq, uint8_t *out, int *count, int n, u32 *seen) {
    if (!PySequence_Check(seq)) {
        PyErr_SetString(PyExc_TypeError, "search_three_piles: a sequence of talon indices");
        return -1;
    }
    Py_ssize_t size = PySequence_Size(seq);
    if (size < 0) return -1;
    if (size > n) {
        PyErr_SetString(PyExc_ValueError, "search_three_piles: a sequence too long");
        return -1;
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        long t;
        if (int_item(seq, i, &t)) return -1;
        if (t < 0 || t >= n || (*seen >> t & 1)) {
            PyErr_SetString(PyExc_ValueError, "search_three_piles: no such talon card, or one twice");
            return -1;
        }
        *seen |= 1u << t;
        out[i] = (uint8_t)t;
    }
    *count = (int)size;
    return 0;
}

static PyObject *pstate_tuple(const PState *st) {
    PyObject *parts[4] = {PyTuple_New(st->ns), PyTuple_New(st->np[0]), PyTuple_New(st->np[1]), PyTuple_New(st->np[2])};
    for (int q = 0; q < 4; q++)
        if (!parts[q]) {
            for (int r = 0; r < 4; r++) Py_XDECREF(parts[r]);
            return NULL;
        }
    for (int j = 0; j < st->ns; j++) PyTuple_SetItem(parts[0], j, PyLong_FromLong(st->stock[j]));
    for (int p = 0; p < 3; p++)
        for (int j = 0; j < st->np[p]; j++) PyTuple_SetItem(parts[p + 1], j, PyLong_FromLong(st->pile[p][j]));
    return Py_BuildValue("(kNNNNi)", (unsigned long)st->P, parts[0], parts[1], parts[2], parts[3], st->k);
}

static PyObject *search_three_piles(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *spec, *stock, *pile1, *pile2, *pile3, *check;
    unsigned long long pyramid;
    int pass, upper, weight;
    if (!PyArg_ParseTuple(args, "OKOOOOiiiO", &spec, &pyramid, &stock, &pile1, &pile2, &pile3, &pass, &upper, &weight,
                          &check))
        return NULL;
    Search *s = calloc(1, sizeof(Search));
    if (!s) return PyErr_NoMemory();
    if (load_spec(spec, &s->spec)) {
        free(s);
        return NULL;
    }
    const Spec *sp = &s->spec;
    PState start;
    memset(&start, 0, sizeof start);
    u32 seen = 0;
    PyObject *piles[3] = {pile1, pile2, pile3};
    int bad = load_cards(stock, start.stock, &start.ns, sp->n, &seen);
    for (int p = 0; p < 3 && !bad; p++) bad = load_cards(piles[p], start.pile[p], &start.np[p], sp->n, &seen);
    if (bad) {
        free(s);
        return NULL;
    }
    if (pyramid >> SIZE || pass < 1 || pass > 15 || (sp->passes && pass > sp->passes) || weight < 1 ||
        weight > 16 || upper < 0) {
        free(s);
        PyErr_SetString(PyExc_ValueError, "search_three_piles: the position does not fit the spec");
        return NULL;
    }
    if (!PyCallable_Check(check)) {
        free(s);
        PyErr_SetString(PyExc_TypeError, "search_three_piles: check must be callable");
        return NULL;
    }
    start.P = (u32)pyramid;
    start.talon = seen;
    start.k = sp->passes ? pass : 0;
    s->check = check;
    s->low_f = MAX_F;
    s->words = PILE_WORDS;
    s->chunk_bits = 16; /* 32-byte records */
    if (shapes_init(&s->shapes, 1)) {
        search_free(s);
        free(s);
        return PyErr_NoMemory();
    }
    if (upper > MAX_F) upper = MAX_F;
    u32 goal = 0;
    int found = astar_piles(s, &start, upper, weight, &goal);
    PyObject *result = NULL;
    if (found == 1) {
        size_t length = 0;
        for (u32 r = goal; r != NO_PARENT; r = record_parent(s, r)) length++;
        PyObject *states = PyList_New((Py_ssize_t)length);
        if (states) {
            size_t at = length;
            for (u32 r = goal; r != NO_PARENT; r = record_parent(s, r)) {
                PState st;
                uint8_t fields[2 * HALF_CARDS];
                pstate_of(record_at(s, r), &st, fields);
                PyObject *item = pstate_tuple(&st);
                if (!item) {
                    Py_CLEAR(states);
                    break;
                }
                PyList_SetItem(states, (Py_ssize_t)--at, item);
            }
        }
        if (states) result = Py_BuildValue("(NL)", states, s->unreported);
    } else if (found == 0) {
        result = Py_BuildValue("(OL)", Py_None, s->unreported);
    }
    search_free(s);
    free(s);
    return result;
}

static PyMethodDef methods[] = {
    {"search_one_pile", search_one_pile, METH_VARARGS,
     "search_one_pile($module, spec, pyramid, talon, cut, pass_number, upper, weight, check, /)\n--\n\n"
     "Par's A* for one waste pile (see the module's source)."},
    {"search_three_piles", search_three_piles, METH_VARARGS,
     "search_three_piles($module, spec, pyramid, stock, pile1, pile2, pile3, pass_number, upper, weight, check, /)"
     "\n--\n\n"
     "Par's A* for draw three (see the module's source)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_par", "Par's A*, compiled.", -1, methods,
                                    NULL, NULL, NULL, NULL};

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

PyMODINIT_FUNC PyInit__par(void) {
    bits_init();
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    if (PyModule_AddIntConstant(m, "ABI", PYRAMID_QT_PAR_ABI) < 0 || PyModule_AddIntConstant(m, "SIZE", SIZE) < 0 ||
        PyModule_AddIntConstant(m, "MAX_TALON", MAX_TALON) < 0 || add_spec_fields(m) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
