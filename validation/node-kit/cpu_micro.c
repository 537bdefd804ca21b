/* What a server's cores do that the CPU model cannot read off a datasheet (issue #28), measured in one run.
 *
 *   cpu_micro [--quick]        CSV on stdout: test,threads,param,seconds,note
 *
 * clock        a chain of dependent integer adds (one cycle each on every x86 core we describe) on 1 thread and
 *              on every thread at once: the clock a lone thread gets against the clock with all busy
 *              (param: adds per thread; seconds: per add, the slowest thread's)
 * first_touch  one byte written into each 4 KiB page of a fresh anonymous mapping (MADV_NOHUGEPAGE), the
 *              mapping split into one contiguous chunk per thread, as `omp for` splits an output's rows
 *              (param: pages; seconds: the team's time per page); `first_touch_thp` the same with MADV_HUGEPAGE
 * shared_sweep the atax/bicg OpenMP port's second loop (validation/cpu/h100-node/polybench_acc_openmp.c): rows
 *              i split statically, every thread adding its row into all of y[0..N) (param: N; seconds: the
 *              loop's time); `private_sweep` the same with a copy of y per thread (the control: no line is
 *              shared), so their difference is what the shared lines cost. `paced_sweep`/`paced_private` the
 *              same at bicg's pace: its loop also sums q[i] += A[i][j]*p[j] in order (an add chain per element,
 *              GCC keeps it scalar), which spreads the same stores over more time
 * crowded_walk correlation's symmat loop (s += d[i][j1]*d[i][j2] down two columns, rows n floats apart: a walk
 *              crowded into few L1 sets at n = 640), j1 split statically as the suite's OpenMP port does (param:
 *              n; seconds: the loop's time): how its misses scale from one thread to SMT siblings
 * cold_read    the master thread writes an array, then every thread of the team reads all of it (param: bytes;
 *              seconds: the region's time, its median); `warm_read` the same read again at once: their difference
 *              is what moving data written by one core to the others costs (validate's repetitions initialise
 *              the arrays on the master thread before each timed run)
 * region_gap   a `omp parallel` region (each thread writes one word) after the team sat idle for param microseconds (0: back to
 *              back, what calibrate times): the median time of the region
 *
 * Thread counts: 1, 2, 4, ... and the number of hardware threads OpenMP sees. Each figure is the best (or the
 * median, where noted) of a few repetitions. Built as the suite's OpenMP programs were: gcc -O3 -fopenmp, no
 * -march (the sweeps are SSE2 vector code as there).
 */
#define _GNU_SOURCE
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void row(const char *test, int threads, double param, double seconds, const char *note)
{
    printf("%s,%d,%.0f,%.6e,%s\n", test, threads, param, seconds, note);
    fflush(stdout);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* ---- clock: dependent integer adds ---- */
static double add_chain_s(long adds)
{
    uint64_t x = 1;
    double t0 = now_s();
    for (long i = 0; i < adds; i++)
        __asm__ volatile("add $1, %0" : "+r"(x));  /* one add per iteration on the carried register */
    double t = now_s() - t0;
    if (x == 0)
        puts("");
    return t;
}

static void clock_test(int threads, long adds)
{
    double best = 1e30;
    for (int rep = 0; rep < 3; rep++) {
        double slowest = 0;
#pragma omp parallel num_threads(threads) reduction(max : slowest)
        slowest = add_chain_s(adds);
        if (slowest < best)
            best = slowest;
    }
    row("clock", threads, (double)adds, best / (double)adds, "seconds per dependent add (the loop's own add and branch ride along)");
}

/* ---- first touch of fresh pages ---- */
static void first_touch_test(int threads, size_t bytes, int huge)
{
    const size_t page = 4096, pages = bytes / page;
    double best = 1e30;
    for (int rep = 0; rep < 3; rep++) {
        char *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) {
            row(huge ? "first_touch_thp" : "first_touch", threads, (double)pages, -1, "mmap failed");
            return;
        }
        madvise(p, bytes, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
        double t0 = now_s();
#pragma omp parallel for num_threads(threads) schedule(static)
        for (size_t i = 0; i < pages; i++)
            p[i * page] = 1;
        double t = now_s() - t0;
        munmap(p, bytes);
        if (t < best)
            best = t;
    }
    row(huge ? "first_touch_thp" : "first_touch", threads, (double)pages, best / (double)pages, "seconds per page, the team's rate");
}

/* ---- the atax port's shared sweep, and its control ---- */
static volatile float g_q[64];  /* bicg's q: kept, so the paced loop's sums are not dropped */

static void sweep_test(int threads, int n, int shared, int paced)
{
    const char *name = paced ? (shared ? "paced_sweep" : "paced_private") : (shared ? "shared_sweep" : "private_sweep");
    float *a = malloc(sizeof(float) * (size_t)n * (size_t)n);
    float *t = malloc(sizeof(float) * (size_t)n);
    size_t stride = ((size_t)n + 16) & ~(size_t)15;  /* a private copy starts on its own line */
    float *y = aligned_alloc(64, sizeof(float) * stride * (size_t)(shared ? 1 : threads));
    if (!a || !t || !y) {
        row(name, threads, n, -1, "out of memory");
        free(a), free(t), free(y);
        return;
    }
#pragma omp parallel for num_threads(threads) schedule(static)
    for (int i = 0; i < n; i++) {  /* each thread writes its own rows first: A is where the sweep will read it */
        t[i] = (float)(i % 7) * 0.25f;
        for (int j = 0; j < n; j++)
            a[(size_t)i * n + j] = (float)((i + j) % 11) * 0.5f;
    }
    double best = 1e30;
    int reps = n <= 2048 ? 5 : 3;
    for (int rep = 0; rep < reps; rep++) {
        memset(y, 0, sizeof(float) * stride * (size_t)(shared ? 1 : threads));
        double t0 = now_s();
#pragma omp parallel num_threads(threads)
        {
            float *mine = shared ? y : y + stride * (size_t)omp_get_thread_num();
            if (paced) {
#pragma omp for schedule(static)
                for (int i = 0; i < n; i++) {
                    float q = 0;
                    for (int j = 0; j < n; j++) {
                        mine[j] = mine[j] + t[i] * a[(size_t)i * n + j];
                        q = q + a[(size_t)i * n + j] * t[j];
                    }
                    g_q[i % 64] = q;
                }
            } else {
#pragma omp for schedule(static)
                for (int i = 0; i < n; i++)
                    for (int j = 0; j < n; j++)
                        mine[j] = mine[j] + a[(size_t)i * n + j] * t[i];
            }
        }
        double el = now_s() - t0;
        if (el < best)
            best = el;
    }
    double check = 0;
    for (int j = 0; j < n; j++)
        check += y[j];
    row(name, threads, n, best, check == 12345.678 ? "!" : "seconds for the loop");
    free(a), free(t), free(y);
}

/* ---- correlation's crowded column walk ---- */
static void crowded_walk_test(int threads, int n)
{
    float *d = malloc(sizeof(float) * (size_t)n * (size_t)n);
    float *out = malloc(sizeof(float) * (size_t)n * (size_t)n);
    if (!d || !out) {
        row("crowded_walk", threads, n, -1, "out of memory");
        free(d), free(out);
        return;
    }
    for (size_t i = 0; i < (size_t)n * (size_t)n; i++)
        d[i] = (float)(i % 13) * 0.125f;
    double best = 1e30;
    for (int rep = 0; rep < 3; rep++) {
        double t0 = now_s();
#pragma omp parallel for num_threads(threads) schedule(static)
        for (int j1 = 0; j1 < n - 1; j1++)
            for (int j2 = j1 + 1; j2 < n; j2++) {
                float s = 0;
                for (int i = 0; i < n; i++)
                    s += d[(size_t)i * n + j1] * d[(size_t)i * n + j2];
                out[(size_t)j1 * n + j2] = s;
            }
        double el = now_s() - t0;
        if (el < best)
            best = el;
    }
    row("crowded_walk", threads, n, best, out[n + 2] == 1.5f ? "!" : "seconds for the loop");
    free(d), free(out);
}

/* ---- data one thread wrote, read by the whole team ---- */
static void cold_read_test(int threads, size_t bytes)
{
    enum { SAMPLES = 15 };
    size_t n = bytes / sizeof(double);
    double *a = aligned_alloc(64, n * sizeof(double));
    double cold[SAMPLES], warm[SAMPLES], sink = 0;
    if (!a) {
        row("cold_read", threads, (double)bytes, -1, "out of memory");
        return;
    }
    for (int s = 0; s < SAMPLES; s++) {
        for (size_t i = 0; i < n; i++) /* the master thread writes it: its lines in this core's caches */
            a[i] = (double)(i + s);
        for (int pass = 0; pass < 2; pass++) {
            double t0 = now_s(), total = 0;
#pragma omp parallel num_threads(threads) reduction(+ : total)
            {
                double p[8] = {0};  /* eight sums: the read, not an add chain, sets the pace */
                for (size_t i = 0; i + 8 <= n; i += 8)
                    for (int k = 0; k < 8; k++)
                        p[k] += a[i + k];
                for (int k = 0; k < 8; k++)
                    total += p[k];
            }
            (pass ? warm : cold)[s] = now_s() - t0;
            sink += total;
        }
    }
    qsort(cold, SAMPLES, sizeof *cold, cmp_double);
    qsort(warm, SAMPLES, sizeof *warm, cmp_double);
    row("cold_read", threads, (double)bytes, cold[SAMPLES / 2], sink == 1.5 ? "!" : "median seconds: every thread reads all of it");
    row("warm_read", threads, (double)bytes, warm[SAMPLES / 2], "median seconds: the same read again");
    free(a);
}

/* ---- a parallel region after an idle gap (back-to-back regions and barriers: calibrate's microbench.c) ---- */
static volatile int g_sink[64 * 16];  /* each thread writes its own line: a region with a body GCC cannot drop */

static void region_gap_test(int threads, int gap_us)
{
    enum { SAMPLES = 21 };
    double ts[SAMPLES];
#pragma omp parallel num_threads(threads)
    g_sink[16 * (omp_get_thread_num() % 64)] = 1;  /* the team exists */
    for (int s = 0; s < SAMPLES; s++) {
        if (gap_us > 0) {
            struct timespec d = {gap_us / 1000000, (long)(gap_us % 1000000) * 1000};
            nanosleep(&d, NULL);
        }
        double t0 = now_s();
#pragma omp parallel num_threads(threads)
        g_sink[16 * (omp_get_thread_num() % 64)] = s;
        ts[s] = now_s() - t0;
    }
    qsort(ts, SAMPLES, sizeof *ts, cmp_double);
    row("region_gap", threads, gap_us, ts[SAMPLES / 2], "median seconds of a region after the gap (param, us)");
}

int main(int argc, char **argv)
{
    int quick = argc > 1 && !strcmp(argv[1], "--quick");
    int all = omp_get_max_threads();
    int teams[16], nteams = 0;
    for (int t = 1; t < all && nteams < 15; t *= 2)
        if (!quick || t == 1)
            teams[nteams++] = t;
    teams[nteams++] = all;
    printf("test,threads,param,seconds,note\n");
    for (int k = 0; k < nteams; k++)
        clock_test(teams[k], quick ? 20000000L : 300000000L);
    for (int k = 0; k < nteams; k++) {
        first_touch_test(teams[k], quick ? ((size_t)64 << 20) : ((size_t)1 << 30), 0);
        if (teams[k] == 1 || teams[k] == all)
            first_touch_test(teams[k], quick ? ((size_t)64 << 20) : ((size_t)1 << 30), 1);
    }
    int sizes[] = {256, 512, 1024, 2048, 4096, 8192};
    int nsizes = quick ? 3 : 6;
    for (int k = 0; k < nteams; k++)
        for (int s = 0; s < nsizes; s++)
            for (int paced = 0; paced < 2; paced++) {
                sweep_test(teams[k], sizes[s], 1, paced);
                sweep_test(teams[k], sizes[s], 0, paced);
            }
    for (int k = 0; k < nteams; k++) {
        crowded_walk_test(teams[k], 256);
        if (!quick)
            crowded_walk_test(teams[k], 640);
    }
    size_t reads[] = {(size_t)32 << 10, (size_t)256 << 10, (size_t)2 << 20};
    for (int k = 0; k < nteams; k++)
        for (int r = 0; r < 3; r++)
            cold_read_test(teams[k], reads[r]);
    int gaps[] = {0, 100, 1000, 10000, 100000};
    for (int k = 0; k < nteams; k++) {
        for (int g = 0; g < (quick ? 3 : 5); g++)
            region_gap_test(teams[k], gaps[g]);
    }
    return 0;
}
