/* What the two compiled kernels share (search/_native.c, par/_par.c): the game's sizes, the word types and the bit
 * helpers, written once.
 *
 * SIZE and MAX_TALON are the slots of the pyramid and the cards of the talon of the game both kernels solve
 * (pyramid_qt.engine.games.PYRAMID: its layout's size and its talon size); each module exports them, and
 * tests/solver/test_kernel_header.py compares them with the engine's.  A pyramid is a u32 mask of SIZE bits, a
 * talon a u32 mask of at most MAX_TALON bits.
 *
 * Included by path ("../kernel.h") so that every build of the kernels finds it without an include directory:
 * setup.py's, bench/revision.py's and the sanitizers' alike.
 */
#ifndef PYRAMID_QT_KERNEL_H
#define PYRAMID_QT_KERNEL_H

#include <stdint.h>

#define SIZE 28
#define MAX_TALON 24
#define KING 13
#define PAIR_SUM 13 /* two cards are removed together when their ranks add up to this */
#define BY_RANK 14  /* the length of a table indexed by rank (index 0 unused) */
#define CHECK_EVERY 2048 /* nodes between two calls of the search's budget check */

typedef uint64_t u64;
typedef uint32_t u32;

#if SIZE > 32 || MAX_TALON > 32
#error "a pyramid and a talon are u32 masks"
#endif

/* Bit counts: the popcnt instruction where the processor has one (asked once, by bits_init at import: a portable
 * build cannot assume it, and a function compiled for it could not be inlined here), else by shifts and masks (the
 * libgcc call is slower).  The bounds count bits at every state. */
#if defined(__GNUC__) && defined(__x86_64__) /* gcc, clang (not clang-cl: no __builtin_cpu_supports runtime there) */
#define HAVE_POPCNT_CHECK 1
static int have_popcnt;
#endif

static void bits_init(void) {
#ifdef HAVE_POPCNT_CHECK
    __builtin_cpu_init();
    have_popcnt = __builtin_cpu_supports("popcnt") != 0;
#endif
}

static inline int popcount(u64 x) {
#ifdef HAVE_POPCNT_CHECK
    if (__builtin_expect(have_popcnt, 1)) {
        u64 bits;
        __asm__("popcnt %1, %0" : "=r"(bits) : "r"(x) : "cc");
        return (int)bits;
    }
#endif
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}

/* The index of the highest and of the lowest set bit of x != 0. */
#if defined(_MSC_VER)
static int highest(u64 x) {
    int i = -1;
    while (x) {
        x >>= 1;
        i++;
    }
    return i;
}
static int lowest(u64 x) {
    int i = 0;
    while (!(x & 1)) {
        x >>= 1;
        i++;
    }
    return i;
}
#else
#define highest(x) (63 - __builtin_clzll((u64)(x)))
#define lowest(x) (__builtin_ctzll((u64)(x)))
#endif

#endif
