/* CPU microbenchmarks for `advisor calibrate`.
 *
 * Compiled at calibration time with the system compiler:
 *     cc -O3 -march=native -fopenmp microbench.c -o microbench
 *
 *   microbench stream BYTES_PER_ARRAY REPS THREADS
 *       STREAM-like copy (c = a, 16 B/element) and triad (a = b + s*c, 24 B/element),
 *       McCalpin's accounting (no write-allocate traffic counted); prints one JSON
 *       line with the time of every repetition of each.
 *   microbench peak PRECISION SECONDS THREADS      (PRECISION: fp64 fp32 int32)
 *       Independent chains of vector FMAs (fp) or vector adds (int32) in registers:
 *       2 FLOP per FMA lane, 1 op per int add lane. Prints ops and seconds.
 *
 *   microbench region REPS THREADS | microbench barrier REPS THREADS
 *       EPCC syncbench's PARALLEL FOR and BARRIER (Bull, EWOMP 1999): seconds per
 *       parallel loop opened and joined, and per barrier, by a team of THREADS.
 *   microbench fault BYTES THREADS
 *       First touch: seconds per 4 KiB page written for the first time into BYTES
 *       just allocated, by THREADS threads (static chunks of pages).
 *
 *   microbench access PATTERN FOOTPRINT_BYTES THREADS SECONDS
 *       Time per element access of a canonical loop that sweeps FOOTPRINT_BYTES per
 *       thread again and again (the machine profile of the PMaC convolution method,
 *       Snavely et al., SC 2002): `contiguous` y[i] += s*x[i] as the compiler
 *       vectorises it; `scalar` the same loop with vectorisation turned off;
 *       `strided` loads walking down the columns of a matrix whose rows are
 *       8256 bytes apart (one cache line per access; FOOTPRINT is the lines one
 *       column walk keeps, 64 B each); `lines` one load per 64-byte line of a
 *       FOOTPRINT-byte buffer in an order no prefetcher follows (per line),
 *       on transparent huge pages where Linux gives them, so that it times the
 *       line's fetch and not its page walk (the walks' own curve has those);
 *       `chain_fma`, `chain_add`, `chain_divide`
 *       one dependent operation per iteration (FOOTPRINT ignored), `chain_memory`
 *       a volatile add (the value stored and loaded back every iteration).
 *       Prints seconds per access (per operation for the chains), best of the
 *       repetitions.
 *
 * Output is JSON on stdout so that the Python side parses it without guessing.
 */
#define _POSIX_C_SOURCE 199309L
#define _DEFAULT_SOURCE /* madvise */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#ifdef __linux__
#include <sys/mman.h>
#endif

#define HUGE_PAGE_BYTES (2L << 20)

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void set_threads(int threads) {
#ifdef _OPENMP
    omp_set_num_threads(threads);
#else
    (void)threads;
#endif
}

static int stream(size_t bytes, int reps, int threads) {
    size_t n = bytes / sizeof(double);
    double *a = aligned_alloc(64, n * sizeof(double) + 64);
    double *b = aligned_alloc(64, n * sizeof(double) + 64);
    double *c = aligned_alloc(64, n * sizeof(double) + 64);
    if (!a || !b || !c) { fprintf(stderr, "out of memory\n"); return 1; }
    set_threads(threads);
    const double s = 3.0;
    long i;
#pragma omp parallel for schedule(static)
    for (i = 0; i < (long)n; i++) { a[i] = 1.0; b[i] = 2.0; c[i] = 0.0; }
    printf("{\"test\": \"stream\", \"threads\": %d, \"elements\": %zu, \"copy_bytes\": %zu, \"triad_bytes\": %zu, \"copy_s\": [",
           threads, n, 16 * n, 24 * n);
    double *copy_t = malloc(sizeof(double) * reps), *triad_t = malloc(sizeof(double) * reps);
    for (int r = 0; r < reps; r++) {
        double t0 = now_s();
#pragma omp parallel for schedule(static)
        for (i = 0; i < (long)n; i++) c[i] = a[i];
        double t1 = now_s();
#pragma omp parallel for schedule(static)
        for (i = 0; i < (long)n; i++) a[i] = b[i] + s * c[i];
        double t2 = now_s();
        copy_t[r] = t1 - t0;
        triad_t[r] = t2 - t1;
    }
    for (int r = 0; r < reps; r++) printf("%s%.9g", r ? ", " : "", copy_t[r]);
    printf("], \"triad_s\": [");
    for (int r = 0; r < reps; r++) printf("%s%.9g", r ? ", " : "", triad_t[r]);
    printf("], \"check\": %.6g}\n", a[n / 2] + c[n / 3]);
    free(a); free(b); free(c); free(copy_t); free(triad_t);
    return 0;
}

#if defined(__AVX512F__)
#define VBYTES 64
#define VREG "+v"
#elif defined(__AVX__)
#define VBYTES 32
#define VREG "+x"
#elif defined(__SSE2__)
#define VBYTES 16
#define VREG "+x"
#else
#define VBYTES 16
#define VREG "+r"  /* not x86: plain register constraint, the compiler picks */
#endif

typedef double vd __attribute__((vector_size(VBYTES)));
typedef float vf __attribute__((vector_size(VBYTES)));
typedef int32_t vi __attribute__((vector_size(VBYTES)));

/* CHAINS independent accumulators: enough to cover FMA latency x issue ports
 * on current cores (4-5 cycles x 2 ports). The empty asm keeps every
 * accumulator live in a register and stops the compiler folding the loop. */
#define CHAINS 12
#define STEP(OP, a) a = OP(a);
#define ALL(OP) STEP(OP, a0) STEP(OP, a1) STEP(OP, a2) STEP(OP, a3) STEP(OP, a4) STEP(OP, a5) \
                STEP(OP, a6) STEP(OP, a7) STEP(OP, a8) STEP(OP, a9) STEP(OP, a10) STEP(OP, a11)
#define BODY(T, OP)                                                                        \
    T a0 = x0, a1 = x0 + step, a2 = x0 + 2 * step, a3 = x0 + 3 * step, a4 = x0 + 4 * step,  \
      a5 = x0 + 5 * step, a6 = x0 + 6 * step, a7 = x0 + 7 * step, a8 = x0 + 8 * step,       \
      a9 = x0 + 9 * step, a10 = x0 + 10 * step, a11 = x0 + 11 * step;                       \
    for (long it = 0; it < iters; it++) {                                                  \
        ALL(OP)                                                                            \
        __asm__ volatile("" : VREG(a0), VREG(a1), VREG(a2), VREG(a3), VREG(a4), VREG(a5)); \
        __asm__ volatile("" : VREG(a6), VREG(a7), VREG(a8), VREG(a9), VREG(a10), VREG(a11)); \
    }                                                                                      \
    T total = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11;

#define FMA(a) (a * m + y)
#define ADD(a) (a + y)

static double chain_fp64(long iters) {
    const double step = 1e-3; vd x0 = (vd){0} + 0.5, m = (vd){0} + 0.999999, y = (vd){0} + 1e-7;
    BODY(vd, FMA)
    return total[0];
}
static double chain_fp32(long iters) {
    const float step = 1e-3f; vf x0 = (vf){0} + 0.5f, m = (vf){0} + 0.99999f, y = (vf){0} + 1e-6f;
    BODY(vf, FMA)
    return total[0];
}
static double chain_int32(long iters) {
    const int32_t step = 1; vi x0 = (vi){0} + 1, y = (vi){0} + 3;
    BODY(vi, ADD)
    return (double)total[0];
}

static int peak(const char *precision, double seconds, int threads) {
    double (*fn)(long);
    double ops_per_iter;
    if (!strcmp(precision, "fp64")) { fn = chain_fp64; ops_per_iter = 2.0 * CHAINS * (VBYTES / 8); }
    else if (!strcmp(precision, "fp32")) { fn = chain_fp32; ops_per_iter = 2.0 * CHAINS * (VBYTES / 4); }
    else if (!strcmp(precision, "int32")) { fn = chain_int32; ops_per_iter = 1.0 * CHAINS * (VBYTES / 4); }
    else { fprintf(stderr, "unknown precision %s\n", precision); return 2; }
    /* size the run: time a short probe on one thread, then scale to `seconds` */
    long probe = 100000;
    double t0 = now_s();
    volatile double sink = fn(probe);
    double per_iter = (now_s() - t0) / probe;
    long iters = (long)(seconds / (per_iter > 0 ? per_iter : 1e-9));
    if (iters < probe) iters = probe;
    set_threads(threads);
    double start = now_s(), sum = 0;
#pragma omp parallel reduction(+ : sum)
    { sum += fn(iters); }
    double elapsed = now_s() - start;
    sink += sum;
    printf("{\"test\": \"peak\", \"precision\": \"%s\", \"threads\": %d, \"vector_bits\": %d, \"ops\": %.6g, \"seconds\": %.9g, \"check\": %.3g}\n",
           precision, threads, VBYTES * 8, ops_per_iter * (double)iters * threads, elapsed, (double)sink);
    return 0;
}

/* EPCC syncbench's PARALLEL FOR test: the cost of opening, sharing out and joining one
 * parallel loop with a trivial body, per region; best of 5 trials of `reps` regions. */
static int region(int reps, int threads) {
    set_threads(threads);
    static double work[1024];
    double best = 1e30;
    for (int trial = 0; trial < 5; trial++) {
        double t0 = now_s();
        for (int r = 0; r < reps; r++) {
#pragma omp parallel for
            for (int i = 0; i < threads; i++) work[i & 1023] += 1.0;
        }
        double per_region = (now_s() - t0) / reps;
        if (per_region < best) best = per_region;
    }
    printf("{\"test\": \"region\", \"threads\": %d, \"reps\": %d, \"seconds_per_region\": %.9g, \"check\": %.3g}\n",
           threads, reps, best, work[0]);
    return 0;
}

/* EPCC syncbench's BARRIER test: one `omp barrier` of a team of `threads` inside one
 * parallel region, per barrier; best of 5 trials of `reps` barriers. */
static int barrier(int reps, int threads) {
    set_threads(threads);
    double best = 1e30;
    for (int trial = 0; trial < 5; trial++) {
        double elapsed = 0;
#pragma omp parallel
        {
#pragma omp barrier
            double t0 = now_s();
            for (int r = 0; r < reps; r++) {
#pragma omp barrier
            }
#pragma omp master
            elapsed = now_s() - t0;
        }
        if (elapsed / reps < best) best = elapsed / reps;
    }
    printf("{\"test\": \"barrier\", \"threads\": %d, \"reps\": %d, \"seconds_per_barrier\": %.9g}\n", threads, reps, best);
    return 0;
}

/* First touch: `threads` threads write one byte per 4 KiB page of BYTES freshly allocated
 * (malloc, as programs allocate their outputs: above glibc's mmap threshold, new pages of
 * the kernel, huge or not as the system gives them to programs), static chunks of pages;
 * seconds per 4 KiB of memory, best of 5 allocations. */
static int fault(size_t bytes, int threads) {
    set_threads(threads);
    const size_t page = 4096;
    long pages = (long)(bytes / page);
    double best = 1e30, check = 0;
    for (int trial = 0; trial < 5; trial++) {
        char *p = (char *)malloc(bytes);
        if (!p) { fprintf(stderr, "out of memory (%zu bytes)\n", bytes); return 3; }
        double t0 = now_s();
#pragma omp parallel for schedule(static)
        for (long i = 0; i < pages; i++) p[(size_t)i * page] = (char)i;
        double per_page = (now_s() - t0) / (double)pages;
        if (per_page < best) best = per_page;
        check += p[page];
        free(p);
    }
    printf("{\"test\": \"fault\", \"threads\": %d, \"bytes\": %zu, \"seconds_per_page\": %.9g, \"check\": %.3g}\n",
           threads, bytes, best, check);
    return 0;
}

/* ---- access profile ---------------------------------------------------------- */

static void sweep_contiguous(double *restrict y, const double *restrict x, long n, double s) {
    for (long i = 0; i < n; i++) y[i] += s * x[i];
}

#if defined(__clang__)
static void sweep_scalar(double *restrict y, const double *restrict x, long n, double s) {
#pragma clang loop vectorize(disable) interleave(disable)
    for (long i = 0; i < n; i++) y[i] += s * x[i];
}
#else
__attribute__((optimize("no-tree-vectorize", "no-unroll-loops")))
static void sweep_scalar(double *restrict y, const double *restrict x, long n, double s) {
    for (long i = 0; i < n; i++) y[i] += s * x[i];
}
#endif

#define STRIDE_DOUBLES 1032 /* 8256 B: an odd number of lines, so that rows spread over the cache sets */

/* Walk each of the 8 columns of a line down `rows` rows: the next column reuses the
 * lines only if the cache keeps `rows` of them. Four accumulators: no latency chain. */
static double sweep_strided(const double *a, long rows) {
    double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (long j = 0; j < 8; j++) {
        long i = 0;
        for (; i + 4 <= rows; i += 4) {
            s0 += a[i * STRIDE_DOUBLES + j];
            s1 += a[(i + 1) * STRIDE_DOUBLES + j];
            s2 += a[(i + 2) * STRIDE_DOUBLES + j];
            s3 += a[(i + 3) * STRIDE_DOUBLES + j];
        }
        for (; i < rows; i++) s0 += a[i * STRIDE_DOUBLES + j];
    }
    return s0 + s1 + s2 + s3;
}

#define LINE_STEP 67 /* lines between successive loads: 4288 B, past the page, so no prefetcher follows */

/* One load per 64-byte line of an `lines`-line buffer, visiting line (k x 67) mod lines: every
 * access fetches a line from wherever the buffer lives, as the first column of a column walk
 * over a large matrix does. `lines` is a power of two, so the walk visits every line once. */
static double sweep_lines(const double *a, long lines) {
    double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    long mask = lines - 1, k = 0;
    for (; k + 4 <= lines; k += 4) {
        s0 += a[((k * LINE_STEP) & mask) * 8];
        s1 += a[(((k + 1) * LINE_STEP) & mask) * 8];
        s2 += a[(((k + 2) * LINE_STEP) & mask) * 8];
        s3 += a[(((k + 3) * LINE_STEP) & mask) * 8];
    }
    return s0 + s1 + s2 + s3;
}

/* One dependent operation per iteration: the latency of a loop-carried path. `memory` keeps the
 * value in memory (a volatile add: load, add, store, then store-to-load forwarding). */
static double dependent_chain(const char *op, long n) {
    double x = 1.0, m = 0.999999, c = 1e-7;
    if (!strcmp(op, "chain_fma")) {
        for (long i = 0; i < n; i++) { x = x * m + c; __asm__ volatile("" : "+x"(x)); }
    } else if (!strcmp(op, "chain_add")) {
        for (long i = 0; i < n; i++) { x = x + c; __asm__ volatile("" : "+x"(x)); }
    } else if (!strcmp(op, "chain_divide")) {
        for (long i = 0; i < n; i++) { x = 1.0000001 / x; __asm__ volatile("" : "+x"(x)); }
    } else {
        volatile double v = 1.0;
        for (long i = 0; i < n; i++) v = v + c;
        x = v;
    }
    return x;
}

/* Seconds per access of one sweep on this thread's own data, best of repeated sweeps. */
static double access_thread(const char *pattern, size_t footprint, double seconds, double *check) {
    double best = 1e30, spent = 0, sink = 0;
    double *x = NULL, *y = NULL, *a = NULL;
    long n = 0, rows = 0;
    int lines_mode = 0;
    if (!strcmp(pattern, "contiguous") || !strcmp(pattern, "scalar")) {
        n = (long)(footprint / (2 * sizeof(double)));
        if (n < 64) n = 64;
        /* one block, y half a page past the end of x: where the allocator puts two blocks decides
         * whether x[i + 512k] and y[i] share their low 12 address bits, and loads that do stall
         * behind the stores (4K aliasing); the measurement must not depend on it */
        x = aligned_alloc(64, (2 * n + 256) * sizeof(double));
        if (!x) { fprintf(stderr, "out of memory\n"); exit(1); }
        y = x + n + 256;
        for (long i = 0; i < n; i++) { x[i] = 1e-9 * (double)(i % 7); y[i] = 1.0; }
    } else if (!strcmp(pattern, "lines")) {
        for (rows = 64; rows * 64 * 2 <= (long)footprint; rows *= 2) {} /* lines: the power of two at or below */
        size_t bytes = (size_t)rows * 64;
        if (bytes >= (size_t)HUGE_PAGE_BYTES) {
            a = aligned_alloc(HUGE_PAGE_BYTES, bytes); /* a power of two: a multiple of the alignment */
#ifdef MADV_HUGEPAGE
            if (a) madvise(a, bytes, MADV_HUGEPAGE); /* advice only: without huge pages the curve holds page walks */
#endif
        } else {
            a = aligned_alloc(64, bytes);
        }
        if (!a) { fprintf(stderr, "out of memory\n"); exit(1); }
        for (long e = 0; e < rows * 8; e++) a[e] = 1e-9 * (double)(e % 8);
        lines_mode = 1;
    } else if (!strcmp(pattern, "strided")) {
        rows = (long)(footprint / 64);
        if (rows < 8) rows = 8;
        a = aligned_alloc(64, (size_t)rows * STRIDE_DOUBLES * sizeof(double) + 64);
        if (!a) { fprintf(stderr, "out of memory\n"); exit(1); }
        for (long i = 0; i < rows; i++) for (long j = 0; j < 8; j++) a[i * STRIDE_DOUBLES + j] = 1e-9 * (double)j;
    }
    /* a timed sample is at least 2^18 accesses (several sweeps of a small footprint), far above the clock's resolution */
    double per_sweep = x ? 3.0 * (double)n : lines_mode ? (double)rows : a ? 8.0 * (double)rows : 1e5;
    long sweeps = per_sweep >= 262144.0 ? 1 : (long)(262144.0 / per_sweep) + 1;
    for (int rep = 0; rep < 100000 && (rep < 5 || spent < seconds); rep++) {
        double t0 = now_s();
        for (long k = 0; k < sweeps; k++) {
            if (x && !strcmp(pattern, "contiguous")) sweep_contiguous(y, x, n, 1e-3);
            else if (x) sweep_scalar(y, x, n, 1e-3);
            else if (lines_mode) sink += sweep_lines(a, rows);
            else if (a) sink += sweep_strided(a, rows);
            else sink += dependent_chain(pattern, 100000);
        }
        double t = now_s() - t0;
        spent += t;
        if (t / (per_sweep * (double)sweeps) < best) best = t / (per_sweep * (double)sweeps);
    }
    if (y) sink += y[n / 2];
    *check = sink;
    free(x); free(a);
    return best;
}

static int access(const char *pattern, size_t footprint, int threads, double seconds) {
    static const char *patterns[] = {"contiguous", "scalar", "strided", "lines", "chain_fma", "chain_add", "chain_divide", "chain_memory"};
    int known = 0;
    for (size_t i = 0; i < sizeof patterns / sizeof patterns[0]; i++) known |= !strcmp(pattern, patterns[i]);
    if (!known) {
        fprintf(stderr, "unknown pattern %s\n", pattern);
        return 2;
    }
    set_threads(threads);
    double worst = 0, check = 0;
#pragma omp parallel reduction(max : worst) reduction(+ : check)
    {
        double c = 0;
        double t = access_thread(pattern, footprint, seconds, &c);
        if (t > worst) worst = t;
        check += c;
    }
    printf("{\"test\": \"access\", \"pattern\": \"%s\", \"footprint_bytes\": %zu, \"threads\": %d, \"seconds_per_access\": %.6g, \"check\": %.3g}\n",
           pattern, footprint, threads, worst, check);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 5 && !strcmp(argv[1], "stream")) return stream((size_t)atoll(argv[2]), atoi(argv[3]), atoi(argv[4]));
    if (argc == 5 && !strcmp(argv[1], "peak")) return peak(argv[2], atof(argv[3]), atoi(argv[4]));
    if (argc == 4 && !strcmp(argv[1], "region")) return region(atoi(argv[2]), atoi(argv[3]));
    if (argc == 4 && !strcmp(argv[1], "barrier")) return barrier(atoi(argv[2]), atoi(argv[3]));
    if (argc == 4 && !strcmp(argv[1], "fault")) return fault((size_t)atoll(argv[2]), atoi(argv[3]));
    if (argc == 6 && !strcmp(argv[1], "access")) return access(argv[2], (size_t)atoll(argv[3]), atoi(argv[4]), atof(argv[5]));
    fprintf(stderr, "usage: %s stream BYTES REPS THREADS | peak fp64|fp32|int32 SECONDS THREADS | region REPS THREADS"
            " | barrier REPS THREADS | fault BYTES THREADS"
            " | access contiguous|scalar|strided|lines|chain_fma|chain_add|chain_divide|chain_memory FOOTPRINT_BYTES THREADS SECONDS\n", argv[0]);
    return 2;
}
