/* The timing driver's helpers shared by the STANDALONE mains of epcc_level1.c and
 * polybench_gpu_cpu.c. Define DRIVER_T (the suite's element type) before including. */
#ifndef DRIVER_T
#error "define DRIVER_T (double or float) before including standalone_driver.h"
#endif

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void *xalloc(size_t count)
{
    void *p = malloc((count ? count : 1) * sizeof(DRIVER_T));
    if (!p) {
        fprintf(stderr, "out of memory (%zu elements)\n", count);
        exit(3);
    }
    return p;
}

/* deterministic values in [0.5, 1.5): no zeros, no denormals */
static void fill(size_t count, DRIVER_T *p, unsigned seed)
{
    unsigned s = 2654435761u * (seed + 1u);
    for (size_t i = 0; i < count; i++) {
        s = s * 1664525u + 1013904223u;
        p[i] = (DRIVER_T)(0.5 + (double)(s >> 8) / 16777216.0);
    }
}

static volatile double g_sink;

static double sum(size_t count, const DRIVER_T *p)
{
    double s = 0;
    for (size_t i = 0; i < count; i++) s += p[i];
    return s;
}

static int g_reps = 3;
static const char *g_only;

static int wanted(const char *name) { return !g_only || strcmp(g_only, name) == 0; }

