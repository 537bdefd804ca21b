/* Probes behind the column-walk terms of the CPU model (advisor/models/signature.py,
 * advisor/datasheetprofile.py), run on the development VM; results in ../README.md.
 *
 *   cc -O3 -march=native -o walks walks.c
 *   ./walks walk ROWS COLS MODE     MODE 1: one column walk, serial add chain
 *                                   MODE 2: two walks down the same rows (correlation's data[k][i]*data[k][j])
 *                                   MODE 3: one walk, four accumulators (as `microbench access strided`)
 *                                   MODE 4: two walks down the same rows of two matrices (symm's C[k][j], B[k][j])
 *   ./walks lines BYTES HUGE        one load per line in an order no prefetcher follows (as `microbench
 *                                   access lines`), on 4 KiB pages (HUGE 0) or transparent huge pages (1)
 *
 * Prints nanoseconds per access (walk) or per line (lines), best of 5 sweeps for lines.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }

static int walk(long rows, long cols, int mode) {
    double *d = malloc(sizeof(double) * rows * cols), *b = mode == 4 ? malloc(sizeof(double) * rows * cols) : d;
    if (!d || !b) return 1;
    for (long e = 0; e < rows * cols; e++) d[e] = b[e] = 1e-9 * (double)(e % 7);
    double s = 0;
    long accesses = 0;
    double t0 = now();
    for (long i = 0; i < 200 && i < cols; i++) {  /* 200 neighbouring columns: each line serves 8 of them */
        long j = (i * 37) % cols;
        if (mode == 1) {
            for (long k = 0; k < rows; k++) s += d[k * cols + i];
            accesses += rows;
        } else if (mode == 2 || mode == 4) {
            for (long k = 0; k < rows; k++) s += d[k * cols + i] * b[k * cols + j];
            accesses += 2 * rows;
        } else {
            double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
            long k = 0;
            for (; k + 4 <= rows; k += 4) {
                s0 += d[k * cols + i]; s1 += d[(k + 1) * cols + i]; s2 += d[(k + 2) * cols + i]; s3 += d[(k + 3) * cols + i];
            }
            s += s0 + s1 + s2 + s3;
            accesses += rows;
        }
    }
    double t = now() - t0;
    printf("walk rows %ld cols %ld mode %d: %.2f ns per access (%g)\n", rows, cols, mode, t / accesses * 1e9, s);
    if (b != d) free(b);
    free(d);
    return 0;
}

static int lines(long bytes, int huge) {
    long n = bytes / 64, mask = n - 1;
    double *a = aligned_alloc(1 << 21, bytes);
    if (!a || (n & mask)) return 1;  /* a power of two of lines */
    madvise(a, bytes, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
    for (long e = 0; e < n * 8; e++) a[e] = 1e-9 * (double)(e % 8);
    double best = 1e9, s = 0;
    for (int rep = 0; rep < 5; rep++) {
        double t0 = now(), s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        for (long k = 0; k + 4 <= n; k += 4) {
            s0 += a[((k * 67) & mask) * 8]; s1 += a[(((k + 1) * 67) & mask) * 8];
            s2 += a[(((k + 2) * 67) & mask) * 8]; s3 += a[(((k + 3) * 67) & mask) * 8];
        }
        s += s0 + s1 + s2 + s3;
        double t = (now() - t0) / n;
        if (t < best) best = t;
    }
    long huge_kb = 0;
    char line[256];
    FILE *f = fopen("/proc/self/smaps_rollup", "r");
    while (f && fgets(line, sizeof line, f)) if (sscanf(line, "AnonHugePages: %ld", &huge_kb) == 1) break;
    if (f) fclose(f);
    printf("lines %ld MiB huge %d: %.2f ns per line, AnonHugePages %ld kB (%g)\n", bytes >> 20, huge, best * 1e9, huge_kb, s);
    free(a);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 5 && !strcmp(argv[1], "walk")) return walk(atol(argv[2]), atol(argv[3]), atoi(argv[4]));
    if (argc == 4 && !strcmp(argv[1], "lines")) return lines(atol(argv[2]), atoi(argv[3]));
    fprintf(stderr, "usage: %s walk ROWS COLS MODE | lines BYTES HUGE\n", argv[0]);
    return 2;
}
