/* The 30 PolyBench/C 4.2.1 kernels as timed reference implementations for `advisor validate`.
 *
 *     cc -O3 -march=native -fopenmp polybench.c -o polybench -lm
 *     polybench KERNEL REPS BUDGET_S P1 P2 ...    (parameters in the workload's `params` order)
 *
 * Each loop nest is the #pragma scop region of PolyBench/C 4.2.1 (same statements,
 * same loop order), parameterised by the sizes at run time instead of by macros.
 * OpenMP: `omp parallel for` on loops whose iterations are independent as written
 * (PolyBench's own loop order is kept; reductions into a vector -- atax, bicg -- use
 * OpenMP array reductions). Loop nests that are sequential as written (cholesky,
 * durbin, trisolv, nussinov, seidel-2d, the first half of lu/ludcmp) run on one
 * thread; the workload descriptor's `parallelism` is for a reformulated GPU port, so
 * the model may over-predict their CPU speed: that is a finding, not a bug here.
 *
 * Timing: arrays are initialised (PolyBench-like, deterministic; solvers get a
 * symmetric diagonally dominant matrix so that they stay finite) before every
 * repetition, outside the timed region; one warm-up run, then up to REPS timed
 * runs, stopping early after 3 once BUDGET_S seconds of kernel time are spent.
 * Output: one JSON line {"kernel", "params", "threads", "times_s": [...], "checksum"}.
 */
#define _POSIX_C_SOURCE 200112L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#endif

typedef double DT;

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void *xmalloc(size_t bytes) {
    void *p = NULL;
    if (posix_memalign(&p, 64, bytes ? bytes : 64)) { fprintf(stderr, "out of memory (%zu bytes)\n", bytes); exit(3); }
    return p;
}

#define ARR1(T, name, n) T *name = (T *)xmalloc(sizeof(T) * (size_t)(n))
#define ARR2(T, name, r, c) T(*name)[c] = (T(*)[c])xmalloc(sizeof(T) * (size_t)(r) * (size_t)(c))
#define ARR3(T, name, a, b, c) T(*name)[b][c] = (T(*)[b][c])xmalloc(sizeof(T) * (size_t)(a) * (size_t)(b) * (size_t)(c))

static int g_reps;
static double g_budget_s;
static double g_times[1000];
static int g_done;
static double g_checksum;

/* BENCH_BEGIN(INIT) { kernel } BENCH_END(SUM): INIT runs before each repetition
 * (untimed), the block between is timed, SUM reduces an output into the checksum. */
#define BENCH_BEGIN(INIT)                                                      \
    {                                                                          \
        double spent_ = 0;                                                     \
        for (int r_ = -1; r_ < g_reps; r_++) {                                 \
            INIT;                                                              \
            double t0_ = now_s();
#define BENCH_END(SUM)                                                         \
            double t_ = now_s() - t0_;                                         \
            if (r_ >= 0) { g_times[g_done++] = t_; spent_ += t_; }             \
            if (g_done >= 3 && spent_ > g_budget_s) break;                     \
        }                                                                      \
        g_checksum = (SUM);                                                    \
    }

static double sum1(const DT *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i]; return s; }
#define SUM2(a, r, c) sum1(&(a)[0][0], (long)(r) * (c))

/* symmetric, diagonally dominant (hence SPD): cholesky, lu, ludcmp stay finite */
static void init_spd(long n, DT (*A)[n]) {
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) A[i][j] = i == j ? (DT)n : 1.0 / (1.0 + labs(i - j));
}
static void init_mat(long r, long c, DT (*A)[c], long salt) {
    for (long i = 0; i < r; i++)
        for (long j = 0; j < c; j++) A[i][j] = (DT)((i * (j + salt) + 1) % (r + c)) / (DT)(r + c);
}
static void init_vec(long n, DT *x, long salt) { for (long i = 0; i < n; i++) x[i] = (DT)((i + salt) % n) / (DT)n; }

/* ---------------------------------------------------------------- datamining */

static void correlation(const long *p) {
    long M = p[0], N = p[1];
    ARR2(DT, data, N, M); ARR2(DT, corr, M, M); ARR1(DT, mean, M); ARR1(DT, stddev, M);
    DT float_n = (DT)N, eps = 0.1;
    BENCH_BEGIN(init_mat(N, M, data, 3)) {
        long i, j, k;
#pragma omp parallel for private(i)
        for (j = 0; j < M; j++) { mean[j] = 0.0; for (i = 0; i < N; i++) mean[j] += data[i][j]; mean[j] /= float_n; }
#pragma omp parallel for private(i)
        for (j = 0; j < M; j++) {
            stddev[j] = 0.0;
            for (i = 0; i < N; i++) stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
            stddev[j] /= float_n; stddev[j] = sqrt(stddev[j]); stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
        }
#pragma omp parallel for private(j)
        for (i = 0; i < N; i++)
            for (j = 0; j < M; j++) { data[i][j] -= mean[j]; data[i][j] /= sqrt(float_n) * stddev[j]; }
#pragma omp parallel for private(j, k) schedule(dynamic)
        for (i = 0; i < M - 1; i++) {
            corr[i][i] = 1.0;
            for (j = i + 1; j < M; j++) {
                corr[i][j] = 0.0;
                for (k = 0; k < N; k++) corr[i][j] += (data[k][i] * data[k][j]);
                corr[j][i] = corr[i][j];
            }
        }
        corr[M - 1][M - 1] = 1.0;
    } BENCH_END(SUM2(corr, M, M));
    free(data); free(corr); free(mean); free(stddev);
}

static void covariance(const long *p) {
    long M = p[0], N = p[1];
    ARR2(DT, data, N, M); ARR2(DT, cov, M, M); ARR1(DT, mean, M);
    DT float_n = (DT)N;
    BENCH_BEGIN(init_mat(N, M, data, 5)) {
        long i, j, k;
#pragma omp parallel for private(i)
        for (j = 0; j < M; j++) { mean[j] = 0.0; for (i = 0; i < N; i++) mean[j] += data[i][j]; mean[j] /= float_n; }
#pragma omp parallel for private(j)
        for (i = 0; i < N; i++) for (j = 0; j < M; j++) data[i][j] -= mean[j];
#pragma omp parallel for private(j, k) schedule(dynamic)
        for (i = 0; i < M; i++)
            for (j = i; j < M; j++) {
                cov[i][j] = 0.0;
                for (k = 0; k < N; k++) cov[i][j] += data[k][i] * data[k][j];
                cov[i][j] /= (float_n - 1.0);
                cov[j][i] = cov[i][j];
            }
    } BENCH_END(SUM2(cov, M, M));
    free(data); free(cov); free(mean);
}

/* ---------------------------------------------------------------- linear-algebra/blas */

static void gemm(const long *p) {
    long NI = p[0], NJ = p[1], NK = p[2];
    ARR2(DT, A, NI, NK); ARR2(DT, B, NK, NJ); ARR2(DT, C, NI, NJ);
    DT alpha = 1.5, beta = 1.2;
    init_mat(NI, NK, A, 1); init_mat(NK, NJ, B, 2);
    BENCH_BEGIN(init_mat(NI, NJ, C, 3)) {
        long i, j, k;
#pragma omp parallel for private(j, k)
        for (i = 0; i < NI; i++) {
            for (j = 0; j < NJ; j++) C[i][j] *= beta;
            for (k = 0; k < NK; k++)
                for (j = 0; j < NJ; j++) C[i][j] += alpha * A[i][k] * B[k][j];
        }
    } BENCH_END(SUM2(C, NI, NJ));
    free(A); free(B); free(C);
}

static void gemver(const long *p) {
    long N = p[0];
    ARR2(DT, A, N, N); ARR1(DT, u1, N); ARR1(DT, v1, N); ARR1(DT, u2, N); ARR1(DT, v2, N);
    ARR1(DT, w, N); ARR1(DT, x, N); ARR1(DT, y, N); ARR1(DT, z, N);
    DT alpha = 1.5, beta = 1.2;
    init_vec(N, u1, 1); init_vec(N, v1, 2); init_vec(N, u2, 3); init_vec(N, v2, 4); init_vec(N, y, 5); init_vec(N, z, 6);
    BENCH_BEGIN((init_mat(N, N, A, 7), init_vec(N, w, 0), init_vec(N, x, 0))) {
        long i, j;
#pragma omp parallel for private(j)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++) A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
#pragma omp parallel for private(j)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++) x[i] = x[i] + beta * A[j][i] * y[j];
#pragma omp parallel for
        for (i = 0; i < N; i++) x[i] = x[i] + z[i];
#pragma omp parallel for private(j)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++) w[i] = w[i] + alpha * A[i][j] * x[j];
    } BENCH_END(sum1(w, N));
    free(A); free(u1); free(v1); free(u2); free(v2); free(w); free(x); free(y); free(z);
}

static void gesummv(const long *p) {
    long N = p[0];
    ARR2(DT, A, N, N); ARR2(DT, B, N, N); ARR1(DT, tmp, N); ARR1(DT, x, N); ARR1(DT, y, N);
    DT alpha = 1.5, beta = 1.2;
    init_mat(N, N, A, 1); init_mat(N, N, B, 2); init_vec(N, x, 3);
    BENCH_BEGIN((void)0) {
        long i, j;
#pragma omp parallel for private(j)
        for (i = 0; i < N; i++) {
            tmp[i] = 0.0; y[i] = 0.0;
            for (j = 0; j < N; j++) { tmp[i] = A[i][j] * x[j] + tmp[i]; y[i] = B[i][j] * x[j] + y[i]; }
            y[i] = alpha * tmp[i] + beta * y[i];
        }
    } BENCH_END(sum1(y, N));
    free(A); free(B); free(tmp); free(x); free(y);
}

static void symm(const long *p) {
    long M = p[0], N = p[1];
    ARR2(DT, A, M, M); ARR2(DT, B, M, N); ARR2(DT, C, M, N);
    DT alpha = 1.5, beta = 1.2;
    init_mat(M, M, A, 1); init_mat(M, N, B, 2);
    BENCH_BEGIN(init_mat(M, N, C, 3)) {
        long i, j, k;
        for (i = 0; i < M; i++) {
#pragma omp parallel for private(k)
            for (j = 0; j < N; j++) {
                DT temp2 = 0;
                for (k = 0; k < i; k++) { C[k][j] += alpha * B[i][j] * A[i][k]; temp2 += B[k][j] * A[i][k]; }
                C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
            }
        }
    } BENCH_END(SUM2(C, M, N));
    free(A); free(B); free(C);
}

static void syr2k(const long *p) {
    long M = p[0], N = p[1];
    ARR2(DT, A, N, M); ARR2(DT, B, N, M); ARR2(DT, C, N, N);
    DT alpha = 1.5, beta = 1.2;
    init_mat(N, M, A, 1); init_mat(N, M, B, 2);
    BENCH_BEGIN(init_mat(N, N, C, 3)) {
        long i, j, k;
#pragma omp parallel for private(j, k) schedule(dynamic)
        for (i = 0; i < N; i++) {
            for (j = 0; j <= i; j++) C[i][j] *= beta;
            for (k = 0; k < M; k++)
                for (j = 0; j <= i; j++) C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
        }
    } BENCH_END(SUM2(C, N, N));
    free(A); free(B); free(C);
}

static void syrk(const long *p) {
    long M = p[0], N = p[1];
    ARR2(DT, A, N, M); ARR2(DT, C, N, N);
    DT alpha = 1.5, beta = 1.2;
    init_mat(N, M, A, 1);
    BENCH_BEGIN(init_mat(N, N, C, 3)) {
        long i, j, k;
#pragma omp parallel for private(j, k) schedule(dynamic)
        for (i = 0; i < N; i++) {
            for (j = 0; j <= i; j++) C[i][j] *= beta;
            for (k = 0; k < M; k++)
                for (j = 0; j <= i; j++) C[i][j] += alpha * A[i][k] * A[j][k];
        }
    } BENCH_END(SUM2(C, N, N));
    free(A); free(C);
}

static void trmm(const long *p) {
    long M = p[0], N = p[1];
    ARR2(DT, A, M, M); ARR2(DT, B, M, N);
    DT alpha = 1.5;
    init_mat(M, M, A, 1);
    BENCH_BEGIN(init_mat(M, N, B, 2)) {
        long i, j, k;
        for (i = 0; i < M; i++) {
#pragma omp parallel for private(k)
            for (j = 0; j < N; j++) {
                for (k = i + 1; k < M; k++) B[i][j] += A[k][i] * B[k][j];
                B[i][j] = alpha * B[i][j];
            }
        }
    } BENCH_END(SUM2(B, M, N));
    free(A); free(B);
}

/* ---------------------------------------------------------------- linear-algebra/kernels */

static void mm2(const long *p) {
    long NI = p[0], NJ = p[1], NK = p[2], NL = p[3];
    ARR2(DT, tmp, NI, NJ); ARR2(DT, A, NI, NK); ARR2(DT, B, NK, NJ); ARR2(DT, C, NJ, NL); ARR2(DT, D, NI, NL);
    DT alpha = 1.5, beta = 1.2;
    init_mat(NI, NK, A, 1); init_mat(NK, NJ, B, 2); init_mat(NJ, NL, C, 3);
    BENCH_BEGIN(init_mat(NI, NL, D, 4)) {
        long i, j, k;
#pragma omp parallel for private(j, k)
        for (i = 0; i < NI; i++)
            for (j = 0; j < NJ; j++) { tmp[i][j] = 0.0; for (k = 0; k < NK; ++k) tmp[i][j] += alpha * A[i][k] * B[k][j]; }
#pragma omp parallel for private(j, k)
        for (i = 0; i < NI; i++)
            for (j = 0; j < NL; j++) { D[i][j] *= beta; for (k = 0; k < NJ; ++k) D[i][j] += tmp[i][k] * C[k][j]; }
    } BENCH_END(SUM2(D, NI, NL));
    free(tmp); free(A); free(B); free(C); free(D);
}

static void mm3(const long *p) {
    long NI = p[0], NJ = p[1], NK = p[2], NL = p[3], NM = p[4];
    ARR2(DT, E, NI, NJ); ARR2(DT, A, NI, NK); ARR2(DT, B, NK, NJ); ARR2(DT, F, NJ, NL);
    ARR2(DT, C, NJ, NM); ARR2(DT, D, NM, NL); ARR2(DT, G, NI, NL);
    init_mat(NI, NK, A, 1); init_mat(NK, NJ, B, 2); init_mat(NJ, NM, C, 3); init_mat(NM, NL, D, 4);
    BENCH_BEGIN((void)0) {
        long i, j, k;
#pragma omp parallel for private(j, k)
        for (i = 0; i < NI; i++)
            for (j = 0; j < NJ; j++) { E[i][j] = 0.0; for (k = 0; k < NK; ++k) E[i][j] += A[i][k] * B[k][j]; }
#pragma omp parallel for private(j, k)
        for (i = 0; i < NJ; i++)
            for (j = 0; j < NL; j++) { F[i][j] = 0.0; for (k = 0; k < NM; ++k) F[i][j] += C[i][k] * D[k][j]; }
#pragma omp parallel for private(j, k)
        for (i = 0; i < NI; i++)
            for (j = 0; j < NL; j++) { G[i][j] = 0.0; for (k = 0; k < NJ; ++k) G[i][j] += E[i][k] * F[k][j]; }
    } BENCH_END(SUM2(G, NI, NL));
    free(E); free(A); free(B); free(F); free(C); free(D); free(G);
}

static void atax(const long *p) {
    long M = p[0], N = p[1];
    ARR2(DT, A, M, N); ARR1(DT, x, N); ARR1(DT, y, N); ARR1(DT, tmp, M);
    init_mat(M, N, A, 1); init_vec(N, x, 2);
    BENCH_BEGIN((void)0) {
        long i, j;
        for (i = 0; i < N; i++) y[i] = 0;
#pragma omp parallel for private(j) reduction(+ : y[0:N])
        for (i = 0; i < M; i++) {
            tmp[i] = 0.0;
            for (j = 0; j < N; j++) tmp[i] = tmp[i] + A[i][j] * x[j];
            for (j = 0; j < N; j++) y[j] = y[j] + A[i][j] * tmp[i];
        }
    } BENCH_END(sum1(y, N));
    free(A); free(x); free(y); free(tmp);
}

static void bicg(const long *p) {
    long M = p[0], N = p[1];
    ARR2(DT, A, N, M); ARR1(DT, s, M); ARR1(DT, q, N); ARR1(DT, pp, M); ARR1(DT, r, N);
    init_mat(N, M, A, 1); init_vec(M, pp, 2); init_vec(N, r, 3);
    BENCH_BEGIN((void)0) {
        long i, j;
        for (i = 0; i < M; i++) s[i] = 0;
#pragma omp parallel for private(j) reduction(+ : s[0:M])
        for (i = 0; i < N; i++) {
            q[i] = 0.0;
            for (j = 0; j < M; j++) { s[j] = s[j] + r[i] * A[i][j]; q[i] = q[i] + A[i][j] * pp[j]; }
        }
    } BENCH_END(sum1(s, M) + sum1(q, N));
    free(A); free(s); free(q); free(pp); free(r);
}

static void doitgen(const long *p) {
    long NQ = p[0], NR = p[1], NP = p[2];
    ARR3(DT, A, NR, NQ, NP); ARR2(DT, C4, NP, NP);
    init_mat(NP, NP, C4, 1);
    BENCH_BEGIN(init_mat(NR * NQ, NP, (DT(*)[NP])A, 2)) {
        long r, q, pi, s;
#pragma omp parallel for private(q, pi, s)
        for (r = 0; r < NR; r++) {
            DT *sum = (DT *)xmalloc(sizeof(DT) * (size_t)NP);  /* PolyBench's sum[NP], one per thread */
            for (q = 0; q < NQ; q++) {
                for (pi = 0; pi < NP; pi++) { sum[pi] = 0.0; for (s = 0; s < NP; s++) sum[pi] += A[r][q][s] * C4[s][pi]; }
                for (pi = 0; pi < NP; pi++) A[r][q][pi] = sum[pi];
            }
            free(sum);
        }
    } BENCH_END(sum1(&A[0][0][0], NR * NQ * NP));
    free(A); free(C4);
}

static void mvt(const long *p) {
    long N = p[0];
    ARR2(DT, A, N, N); ARR1(DT, x1, N); ARR1(DT, x2, N); ARR1(DT, y_1, N); ARR1(DT, y_2, N);
    init_mat(N, N, A, 1); init_vec(N, y_1, 2); init_vec(N, y_2, 3);
    BENCH_BEGIN((init_vec(N, x1, 4), init_vec(N, x2, 5))) {
        long i, j;
#pragma omp parallel for private(j)
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) x1[i] = x1[i] + A[i][j] * y_1[j];
#pragma omp parallel for private(j)
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) x2[i] = x2[i] + A[j][i] * y_2[j];
    } BENCH_END(sum1(x1, N) + sum1(x2, N));
    free(A); free(x1); free(x2); free(y_1); free(y_2);
}

/* ---------------------------------------------------------------- linear-algebra/solvers */

static void cholesky(const long *p) {
    long N = p[0];
    ARR2(DT, A, N, N);
    BENCH_BEGIN(init_spd(N, A)) {
        long i, j, k;
        for (i = 0; i < N; i++) {
            for (j = 0; j < i; j++) { for (k = 0; k < j; k++) A[i][j] -= A[i][k] * A[j][k]; A[i][j] /= A[j][j]; }
            for (k = 0; k < i; k++) A[i][i] -= A[i][k] * A[i][k];
            A[i][i] = sqrt(A[i][i]);
        }
    } BENCH_END(SUM2(A, N, N));
    free(A);
}

static void durbin(const long *p) {
    long N = p[0];
    ARR1(DT, r, N); ARR1(DT, y, N); ARR1(DT, z, N);
    for (long i = 0; i < N; i++) r[i] = (DT)(N + 1 - i) / (DT)(4 * N);  /* small: |alpha| < 1 */
    BENCH_BEGIN((void)0) {
        DT alpha, beta, sum;
        long i, k;
        y[0] = -r[0]; beta = 1.0; alpha = -r[0];
        for (k = 1; k < N; k++) {
            beta = (1 - alpha * alpha) * beta;
            sum = 0.0;
            for (i = 0; i < k; i++) sum += r[k - i - 1] * y[i];
            alpha = -(r[k] + sum) / beta;
            for (i = 0; i < k; i++) z[i] = y[i] + alpha * y[k - i - 1];
            for (i = 0; i < k; i++) y[i] = z[i];
            y[k] = alpha;
        }
    } BENCH_END(sum1(y, N));
    free(r); free(y); free(z);
}

static void gramschmidt(const long *p) {
    long M = p[0], N = p[1];
    ARR2(DT, A, M, N); ARR2(DT, R, N, N); ARR2(DT, Q, M, N);
    BENCH_BEGIN((init_mat(M, N, A, 1), memset(R, 0, sizeof(DT) * N * N), memset(Q, 0, sizeof(DT) * M * N))) {
        long i, j, k;
        for (k = 0; k < N; k++) {
            DT nrm = 0.0;
            for (i = 0; i < M; i++) nrm += A[i][k] * A[i][k];
            R[k][k] = sqrt(nrm);
            for (i = 0; i < M; i++) Q[i][k] = A[i][k] / R[k][k];
#pragma omp parallel for private(i)
            for (j = k + 1; j < N; j++) {
                R[k][j] = 0.0;
                for (i = 0; i < M; i++) R[k][j] += Q[i][k] * A[i][j];
                for (i = 0; i < M; i++) A[i][j] = A[i][j] - Q[i][k] * R[k][j];
            }
        }
    } BENCH_END(SUM2(R, N, N));
    free(A); free(R); free(Q);
}

static void lu(const long *p) {
    long N = p[0];
    ARR2(DT, A, N, N);
    BENCH_BEGIN(init_spd(N, A)) {
        long i, j, k;
        for (i = 0; i < N; i++) {
            for (j = 0; j < i; j++) { for (k = 0; k < j; k++) A[i][j] -= A[i][k] * A[k][j]; A[i][j] /= A[j][j]; }
#pragma omp parallel for private(k)
            for (j = i; j < N; j++) for (k = 0; k < i; k++) A[i][j] -= A[i][k] * A[k][j];
        }
    } BENCH_END(SUM2(A, N, N));
    free(A);
}

static void ludcmp(const long *p) {
    long N = p[0];
    ARR2(DT, A, N, N); ARR1(DT, b, N); ARR1(DT, x, N); ARR1(DT, y, N);
    init_vec(N, b, 1);
    BENCH_BEGIN(init_spd(N, A)) {
        long i, j, k;
        DT w;
        for (i = 0; i < N; i++) {
            for (j = 0; j < i; j++) { w = A[i][j]; for (k = 0; k < j; k++) w -= A[i][k] * A[k][j]; A[i][j] = w / A[j][j]; }
#pragma omp parallel for private(k, w)
            for (j = i; j < N; j++) { w = A[i][j]; for (k = 0; k < i; k++) w -= A[i][k] * A[k][j]; A[i][j] = w; }
        }
        for (i = 0; i < N; i++) { w = b[i]; for (j = 0; j < i; j++) w -= A[i][j] * y[j]; y[i] = w; }
        for (i = N - 1; i >= 0; i--) { w = y[i]; for (j = i + 1; j < N; j++) w -= A[i][j] * x[j]; x[i] = w / A[i][i]; }
    } BENCH_END(sum1(x, N));
    free(A); free(b); free(x); free(y);
}

static void trisolv(const long *p) {
    long N = p[0];
    ARR2(DT, L, N, N); ARR1(DT, x, N); ARR1(DT, b, N);
    init_spd(N, L); init_vec(N, b, 1);
    BENCH_BEGIN((void)0) {
        long i, j;
        for (i = 0; i < N; i++) { x[i] = b[i]; for (j = 0; j < i; j++) x[i] -= L[i][j] * x[j]; x[i] = x[i] / L[i][i]; }
    } BENCH_END(sum1(x, N));
    free(L); free(x); free(b);
}

#include "polybench_medley_stencils.h"

typedef void (*kernel_fn)(const long *);
static const struct { const char *name; int nparams; kernel_fn fn; } KERNELS[] = {
    {"correlation", 2, correlation}, {"covariance", 2, covariance}, {"gemm", 3, gemm}, {"gemver", 1, gemver},
    {"gesummv", 1, gesummv}, {"symm", 2, symm}, {"syr2k", 2, syr2k}, {"syrk", 2, syrk}, {"trmm", 2, trmm},
    {"2mm", 4, mm2}, {"3mm", 5, mm3}, {"atax", 2, atax}, {"bicg", 2, bicg}, {"doitgen", 3, doitgen}, {"mvt", 1, mvt},
    {"cholesky", 1, cholesky}, {"durbin", 1, durbin}, {"gramschmidt", 2, gramschmidt}, {"lu", 1, lu},
    {"ludcmp", 1, ludcmp}, {"trisolv", 1, trisolv}, {"deriche", 2, deriche}, {"floyd-warshall", 1, floyd_warshall},
    {"nussinov", 1, nussinov}, {"adi", 2, adi}, {"fdtd-2d", 3, fdtd_2d}, {"heat-3d", 2, heat_3d},
    {"jacobi-1d", 2, jacobi_1d}, {"jacobi-2d", 2, jacobi_2d}, {"seidel-2d", 2, seidel_2d},
};

int main(int argc, char **argv) {
    if (argc >= 2 && !strcmp(argv[1], "--list")) {
        for (size_t i = 0; i < sizeof KERNELS / sizeof *KERNELS; i++) printf("%s %d\n", KERNELS[i].name, KERNELS[i].nparams);
        return 0;
    }
    if (argc < 4) { fprintf(stderr, "usage: %s KERNEL REPS BUDGET_S P1 P2 ... | --list\n", argv[0]); return 2; }
    for (size_t i = 0; i < sizeof KERNELS / sizeof *KERNELS; i++) {
        if (strcmp(argv[1], KERNELS[i].name)) continue;
        if (argc != 4 + KERNELS[i].nparams) { fprintf(stderr, "%s takes %d size parameters\n", argv[1], KERNELS[i].nparams); return 2; }
        long params[8];
        for (int j = 0; j < KERNELS[i].nparams; j++) {
            params[j] = atol(argv[4 + j]);
            if (params[j] < 1) { fprintf(stderr, "size parameter %d must be >= 1\n", j + 1); return 2; }
        }
        g_reps = atoi(argv[2]);
        if (g_reps < 1) g_reps = 1;
        if (g_reps > 1000) g_reps = 1000;
        g_budget_s = atof(argv[3]);
        KERNELS[i].fn(params);
        int threads = 1;
#ifdef _OPENMP
        threads = omp_get_max_threads();
#endif
        printf("{\"kernel\": \"%s\", \"params\": [", argv[1]);
        for (int j = 0; j < KERNELS[i].nparams; j++) printf("%s%ld", j ? ", " : "", params[j]);
        printf("], \"threads\": %d, \"times_s\": [", threads);
        for (int r = 0; r < g_done; r++) printf("%s%.9g", r ? ", " : "", g_times[r]);
        printf("], \"checksum\": %.10g}\n", g_checksum);
        return 0;
    }
    fprintf(stderr, "unknown kernel %s\n", argv[1]);
    return 2;
}
