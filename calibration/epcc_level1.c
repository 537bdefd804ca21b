/* Host (CPU reference) loop nests of the EPCC OpenACC Benchmark Suite, level 1
 * (N. Johnson, EPCC 2013), one function per kernel of workloads/epcc-level1.yaml.
 *
 * Source followed: github.com/EPCCed/epcc-openacc-benchmarks, file level1.c at commit
 * 08fc09a8d29e32cc258ab0baa72310e022cf7f8b (the last commit that touches level1.c;
 * HEAD 3f91c5bb2cba810572f237ce0e62e09b3d364082 has the same file).  Every benchmark
 * function there (twomm(), threemm(), atax(), ...) computes a serial host reference
 * (marked "Host code for reference", "HOST", "Host" in the source) before or after its
 * `acc data` region; the functions below reproduce those host loop nests: same loop
 * order, same bounds, same statements (accumulating into the array element where the
 * host code does, into a scalar where it does), no OpenMP (the host code is serial).
 *
 * Deviations common to all functions:
 *  - the suite uses flat malloc'd arrays indexed A[i*n+j] (A[i*n*n+j*n+k] for 3DCONV);
 *    here the arrays are C99 variably-modified parameters indexed A[i][j] (A[i][j][k]),
 *    the same addresses;
 *  - the edge length n is a parameter (the suite derives it inside each function from
 *    --datasize: n = sqrt((datasize/8)/k), cbrt for 3DCONV; the STANDALONE main below
 *    does the same);
 *  - arrays take the names of the workload's arrays (the device-side names), e.g. the
 *    host writes H in twomm() and E on the device: here the output is E; host-only
 *    scratch keeps its host name (GESUMMV's Htmp);
 *  - scalar constants (alpha, beta, the convolution coefficients, eps) are locals with
 *    the suite's values.
 *
 * Build and run by hand (sizes follow --datasize as in the suite):
 *   cc -std=gnu11 -O3 -march=native -fopenmp -DSTANDALONE calibration/epcc_level1.c -o /tmp/epcc -lm
 *   /tmp/epcc [DATASIZE_BYTES=1048576] [REPS=3] [KERNEL]
 * prints one "KERNEL seconds" line per kernel (best of REPS, inputs re-initialised
 * before every repetition outside the timed region).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* 2DCONV -- level1.c twodconv(), host loop before the `acc data` region.
 * 3x3 stencil over the interior, coefficients c11..c33 = 2,-3,4,5,6,7,-8,-9,10.
 * Deviation: the host writes B (compared with B_Gpu); here the output is B_Gpu. */
void epcc_2dconv(int n, double A[n][n], double B_Gpu[n][n])
{
    double c11 = +2, c21 = +5, c31 = -8;
    double c12 = -3, c22 = +6, c32 = -9;
    double c13 = +4, c23 = +7, c33 = +10;
    for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < n - 1; j++) {
            B_Gpu[i][j] = c11 * A[i - 1][j - 1] + c12 * A[i][j - 1] + c13 * A[i + 1][j - 1]
                        + c21 * A[i - 1][j] + c22 * A[i][j] + c23 * A[i + 1][j]
                        + c31 * A[i - 1][j + 1] + c32 * A[i][j + 1] + c33 * A[i + 1][j + 1];
        }
    }
}

/* 2MM -- level1.c twomm(), "Host code for reference": C = A*B, then H = C*D, both
 * accumulated in the array element (C[i][j] += ..., H[i][j] += ...), i-j-k order.
 * Deviation: the host result H is named E here (the device output). */
void epcc_2mm(int n, double A[n][n], double B[n][n], double D[n][n], double E[n][n],
              double C[n][n])
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            C[i][j] = 0;
            for (int k = 0; k < n; k++) {
                C[i][j] += A[i][k] * B[k][j];
            }
        }
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            E[i][j] = 0;
            for (int k = 0; k < n; k++) {
                E[i][j] += C[i][k] * D[k][j];
            }
        }
    }
}

/* 3DCONV -- level1.c threedconv(), "HOST" loop: i-j-k over the interior of the cube.
 * The expression is the suite's: it starts with "0 +" and has 15 terms, several of
 * which read the same point A[i-1][j-1][k-1] / A[i+1][j-1][k-1] (as in PolyBench/GPU).
 * Deviation: the host writes B; here the output is B_Gpu. */
void epcc_3dconv(int n, double A[n][n][n], double B_Gpu[n][n][n])
{
    double c11 = +2, c21 = +5, c31 = -8;
    double c12 = -3, c22 = +6, c32 = -9;
    double c13 = +4, c23 = +7, c33 = +10;
    for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < n - 1; j++) {
            for (int k = 1; k < n - 1; k++) {
                B_Gpu[i][j][k] = 0
                    + c11 * A[i - 1][j - 1][k - 1] + c13 * A[i + 1][j - 1][k - 1]
                    + c21 * A[i - 1][j - 1][k - 1] + c23 * A[i + 1][j - 1][k - 1]
                    + c31 * A[i - 1][j - 1][k - 1] + c33 * A[i + 1][j - 1][k - 1]
                    + c12 * A[i][j - 1][k]
                    + c22 * A[i][j][k]
                    + c32 * A[i][j + 1][k]
                    + c11 * A[i - 1][j - 1][k + 1] + c13 * A[i + 1][j - 1][k + 1]
                    + c21 * A[i - 1][j][k + 1] + c23 * A[i + 1][j][k + 1]
                    + c31 * A[i - 1][j + 1][k + 1] + c33 * A[i + 1][j + 1][k + 1];
            }
        }
    }
}

/* 3MM -- level1.c threemm(), "Host version for reference": E = A*B, F = C*D,
 * H = E*F, each accumulated in the array element, i-j-k order.
 * Deviation: the host result H is named G here (the device output). */
void epcc_3mm(int n, double A[n][n], double B[n][n], double C[n][n], double D[n][n],
              double E[n][n], double F[n][n], double G[n][n])
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            E[i][j] = 0;
            for (int k = 0; k < n; k++) {
                E[i][j] += A[i][k] * B[k][j];
            }
        }
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            F[i][j] = 0;
            for (int k = 0; k < n; k++) {
                F[i][j] += C[i][k] * D[k][j];
            }
        }
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            G[i][j] = 0;
            for (int k = 0; k < n; k++) {
                G[i][j] += E[i][k] * F[k][j];
            }
        }
    }
}

/* ATAX -- level1.c atax(), host loops before the `acc data` region: tmp = A*x with a
 * scalar accumulator (rows of A), then y = A'*tmp with the j loop outside and a scalar
 * accumulator (columns of A).
 * Deviation: the host result y is named ya here (the device output). */
void epcc_atax(int n, double A[n][n], double x[n], double tmp[n], double ya[n])
{
    double tmpscalar;
    for (int i = 0; i < n; i++) {
        tmpscalar = 0;
        for (int j = 0; j < n; j++) {
            tmpscalar += A[i][j] * x[j];
        }
        tmp[i] = tmpscalar;
    }
    for (int j = 0; j < n; j++) {
        tmpscalar = 0;
        for (int i = 0; i < n; i++) {
            tmpscalar += A[i][j] * tmp[i];
        }
        ya[j] = tmpscalar;
    }
}

/* BICG -- level1.c bicg(), host loops (run after the device region in the suite):
 * q = A*p over rows, then s = A'*r with the j loop outside, scalar accumulators.
 * Deviation: the host results qh, sh are named q, s here (the device outputs). */
void epcc_bicg(int n, double A[n][n], double r[n], double p[n], double q[n], double s[n])
{
    double tmp;
    for (int i = 0; i < n; i++) {
        tmp = 0;
        for (int j = 0; j < n; j++) {
            tmp += A[i][j] * p[j];
        }
        q[i] = tmp;
    }
    for (int j = 0; j < n; j++) {
        tmp = 0;
        for (int i = 0; i < n; i++) {
            tmp += r[i] * A[i][j];
        }
        s[j] = tmp;
    }
}

/* COR -- level1.c correlation(), host loops: column means (j outer, accumulated in
 * mean[j]), standard deviations (j outer, /(n-1), sqrt, eps guard), centre-and-reduce
 * with i outer and j inner (the device version has j outer), then the upper triangle
 * j2 >= j1 (diagonal included) accumulated in symmat[j1][j2], /(n-1), mirrored.
 * Deviation: hdata, hmean, hstddev, hsymmat are named data, mean, stddev, symmat. */
void epcc_cor(int n, double data[n][n], double mean[n], double stddev[n],
              double symmat[n][n])
{
    double eps = 0.005;
    for (int j = 0; j < n; j++) {
        mean[j] = 0.0;
        for (int i = 0; i < n; i++) {
            mean[j] += data[i][j];
        }
        mean[j] /= n;
    }
    for (int j = 0; j < n; j++) {
        stddev[j] = 0.0;
        for (int i = 0; i < n; i++) {
            stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
        }
        stddev[j] /= n - 1;
        stddev[j] = sqrt(stddev[j]);
        stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            data[i][j] -= mean[j];
            data[i][j] = data[i][j] / stddev[j];
        }
    }
    for (int j1 = 0; j1 < n; j1++) {
        for (int j2 = j1; j2 < n; j2++) {
            symmat[j1][j2] = 0.0;
            for (int i = 0; i < n; i++) {
                symmat[j1][j2] += data[i][j1] * data[i][j2];
            }
            symmat[j1][j2] /= n - 1;
            symmat[j2][j1] = symmat[j1][j2];
        }
    }
}

/* COV -- level1.c covariance(), host loops: column means (j outer, accumulated in
 * mean[j], / n), centring (i outer, j inner), upper triangle j2 >= j1 accumulated in
 * symmat[j1][j2], /(n-1), mirrored.
 * Deviation: hdata, hmean, hsymmat are named data, mean, symmat. */
void epcc_cov(int n, double data[n][n], double mean[n], double symmat[n][n])
{
    for (int j = 0; j < n; j++) {
        mean[j] = 0.0;
        for (int i = 0; i < n; i++) {
            mean[j] += data[i][j];
        }
        mean[j] /= n;
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            data[i][j] -= mean[j];
        }
    }
    for (int j1 = 0; j1 < n; j1++) {
        for (int j2 = j1; j2 < n; j2++) {
            symmat[j1][j2] = 0.0;
            for (int i = 0; i < n; i++) {
                symmat[j1][j2] += data[i][j1] * data[i][j2];
            }
            symmat[j1][j2] /= n - 1;
            symmat[j2][j1] = symmat[j1][j2];
        }
    }
}

/* GEMM -- level1.c gemm(), "Host for reference": per (i, j) scale by beta, then
 * accumulate alpha*A[i][k]*B[k][j] in the element over k (i-j-k order).
 * alpha = 32412, beta = 2123 as in the suite.
 * Deviation: the host works on H (a copy of C); here on C. */
void epcc_gemm(int n, double A[n][n], double B[n][n], double C[n][n])
{
    double alpha = 32412;
    double beta = 2123;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            C[i][j] *= beta;
            for (int k = 0; k < n; k++) {
                C[i][j] += alpha * A[i][k] * B[k][j];
            }
        }
    }
}

/* GESUMMV -- level1.c gesummv(), "Host": per row i, Htmp[i] and Hy[i] accumulate
 * A[i][j]*x[j] and B[i][j]*x[j] in the array elements, then
 * Hy[i] = alpha*Htmp[i] + beta*Hy[i].  alpha = 43532, beta = 12313.
 * Deviation: the host result Hy is named Ay (the device output); the host scratch
 * vector Htmp (n doubles, not in the workload's array list) is a parameter. */
void epcc_gesummv(int n, double A[n][n], double B[n][n], double x[n], double Ay[n],
                  double Htmp[n])
{
    double alpha = 43532;
    double beta = 12313;
    for (int i = 0; i < n; i++) {
        Htmp[i] = 0;
        Ay[i] = 0;
        for (int j = 0; j < n; j++) {
            Htmp[i] = A[i][j] * x[j] + Htmp[i];
            Ay[i] = B[i][j] * x[j] + Ay[i];
        }
        Ay[i] = alpha * Htmp[i] + beta * Ay[i];
    }
}

/* MVT -- level1.c mvt(), "HOST": x1[i] += sum_j a[i][j]*y1[j] (rows), then
 * x2[i] += sum_j a[j][i]*y2[j] (columns, i outer), scalar accumulators tmp1, tmp2.
 * Deviation: the host vectors x1, x2 are named x1_Gpu, x2_Gpu (the device arrays). */
void epcc_mvt(int n, double a[n][n], double y1[n], double y2[n], double x1_Gpu[n],
              double x2_Gpu[n])
{
    double tmp1, tmp2;
    for (int i = 0; i < n; i++) {
        tmp1 = 0;
        for (int j = 0; j < n; j++) {
            tmp1 += a[i][j] * y1[j];
        }
        x1_Gpu[i] += tmp1;
    }
    for (int i = 0; i < n; i++) {
        tmp2 = 0;
        for (int j = 0; j < n; j++) {
            tmp2 += a[j][i] * y2[j];
        }
        x2_Gpu[i] += tmp2;
    }
}

/* SYR2K -- level1.c syr2k(), "HOST": C *= beta over the full matrix, then per (i, j)
 * a scalar tmp = C[i][j] accumulates alpha*A[i][k]*B[j][k] + alpha*B[i][k]*A[j][k]
 * over k (full n x n C, not the triangle).  alpha = 12435, beta = 4546.
 * Deviation: the host works on C (CG is the device copy); here the array is CG. */
void epcc_syr2k(int n, double A[n][n], double B[n][n], double CG[n][n])
{
    double alpha = 12435;
    double beta = 4546;
    double tmp;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            CG[i][j] *= beta;
        }
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            tmp = CG[i][j];
            for (int k = 0; k < n; k++) {
                tmp += (alpha * A[i][k] * B[j][k]) + (alpha * B[i][k] * A[j][k]);
            }
            CG[i][j] = tmp;
        }
    }
}

/* SYRK -- level1.c syrk(), "HOST": C *= beta over the full matrix, then
 * C[i][j] += alpha*A[i][k]*A[j][k] accumulated in the element (i-j-k, full matrix).
 * alpha = 12435, beta = 4546.
 * Deviation: the host works on C (CG is the device copy); here the array is CG. */
void epcc_syrk(int n, double A[n][n], double CG[n][n])
{
    double alpha = 12435;
    double beta = 4546;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            CG[i][j] *= beta;
        }
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            for (int k = 0; k < n; k++) {
                CG[i][j] += alpha * A[i][k] * A[j][k];
            }
        }
    }
}

#ifdef STANDALONE
/* Timing driver: n per kernel as level1.c derives it from --datasize. */

#define DRIVER_T double
#include "standalone_driver.h"

static void report(const char *name, int n, double best)
{
    printf("%s %.6e\n", name, best);
    fprintf(stderr, "%s n=%d\n", name, n);
    fflush(stdout);
}

static int edge2(unsigned datasize, int k) { return (int)sqrt((double)((datasize / sizeof(double)) / (unsigned)k)); }

int main(int argc, char **argv)
{
    unsigned datasize = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 1048576u;
    if (argc > 2) g_reps = atoi(argv[2]);
    if (g_reps < 1) g_reps = 1;
    if (argc > 3) g_only = argv[3];

    if (wanted("2DCONV")) {
        int n = edge2(datasize, 2);
        size_t nn = (size_t)n * n;
        double (*A)[n] = xalloc(nn), (*B)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &B[0][0], 2);
            double t0 = now_s();
            epcc_2dconv(n, A, B);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &B[0][0]);
        report("2DCONV", n, best);
        free(A); free(B);
    }
    if (wanted("2MM")) {
        int n = edge2(datasize, 5);
        size_t nn = (size_t)n * n;
        double (*A)[n] = xalloc(nn), (*B)[n] = xalloc(nn), (*D)[n] = xalloc(nn);
        double (*E)[n] = xalloc(nn), (*C)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &B[0][0], 2); fill(nn, &D[0][0], 3);
            double t0 = now_s();
            epcc_2mm(n, A, B, D, E, C);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &E[0][0]);
        report("2MM", n, best);
        free(A); free(B); free(D); free(E); free(C);
    }
    if (wanted("3DCONV")) {
        int n = (int)cbrt((double)((datasize / sizeof(double)) / 2));
        size_t nnn = (size_t)n * n * n;
        double (*A)[n][n] = xalloc(nnn), (*B)[n][n] = xalloc(nnn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nnn, &A[0][0][0], 1); fill(nnn, &B[0][0][0], 2);
            double t0 = now_s();
            epcc_3dconv(n, A, B);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nnn, &B[0][0][0]);
        report("3DCONV", n, best);
        free(A); free(B);
    }
    if (wanted("3MM")) {
        int n = edge2(datasize, 7);
        size_t nn = (size_t)n * n;
        double (*A)[n] = xalloc(nn), (*B)[n] = xalloc(nn), (*C)[n] = xalloc(nn), (*D)[n] = xalloc(nn);
        double (*E)[n] = xalloc(nn), (*F)[n] = xalloc(nn), (*G)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &B[0][0], 2); fill(nn, &C[0][0], 3); fill(nn, &D[0][0], 4);
            double t0 = now_s();
            epcc_3mm(n, A, B, C, D, E, F, G);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &G[0][0]);
        report("3MM", n, best);
        free(A); free(B); free(C); free(D); free(E); free(F); free(G);
    }
    if (wanted("ATAX")) {
        int n = edge2(datasize, 1);
        size_t nn = (size_t)n * n;
        double (*A)[n] = xalloc(nn), *x = xalloc(n), *tmp = xalloc(n), *ya = xalloc(n);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(n, x, 2);
            double t0 = now_s();
            epcc_atax(n, A, x, tmp, ya);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(n, ya);
        report("ATAX", n, best);
        free(A); free(x); free(tmp); free(ya);
    }
    if (wanted("BICG")) {
        int n = edge2(datasize, 1);
        size_t nn = (size_t)n * n;
        double (*A)[n] = xalloc(nn), *rr = xalloc(n), *p = xalloc(n), *q = xalloc(n), *s = xalloc(n);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(n, rr, 2); fill(n, p, 3);
            double t0 = now_s();
            epcc_bicg(n, A, rr, p, q, s);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(n, q) + sum(n, s);
        report("BICG", n, best);
        free(A); free(rr); free(p); free(q); free(s);
    }
    if (wanted("COR")) {
        int n = edge2(datasize, 2);
        size_t nn = (size_t)n * n;
        double (*data)[n] = xalloc(nn), *mean = xalloc(n), *stddev = xalloc(n), (*symmat)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &data[0][0], 1);
            double t0 = now_s();
            epcc_cor(n, data, mean, stddev, symmat);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &symmat[0][0]);
        report("COR", n, best);
        free(data); free(mean); free(stddev); free(symmat);
    }
    if (wanted("COV")) {
        int n = edge2(datasize, 2);
        size_t nn = (size_t)n * n;
        double (*data)[n] = xalloc(nn), *mean = xalloc(n), (*symmat)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &data[0][0], 1);
            double t0 = now_s();
            epcc_cov(n, data, mean, symmat);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &symmat[0][0]);
        report("COV", n, best);
        free(data); free(mean); free(symmat);
    }
    if (wanted("GEMM")) {
        int n = edge2(datasize, 3);
        size_t nn = (size_t)n * n;
        double (*A)[n] = xalloc(nn), (*B)[n] = xalloc(nn), (*C)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &B[0][0], 2); fill(nn, &C[0][0], 3);
            double t0 = now_s();
            epcc_gemm(n, A, B, C);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &C[0][0]);
        report("GEMM", n, best);
        free(A); free(B); free(C);
    }
    if (wanted("GESUMMV")) {
        int n = edge2(datasize, 2);
        size_t nn = (size_t)n * n;
        double (*A)[n] = xalloc(nn), (*B)[n] = xalloc(nn), *x = xalloc(n), *Ay = xalloc(n), *Htmp = xalloc(n);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &B[0][0], 2); fill(n, x, 3);
            double t0 = now_s();
            epcc_gesummv(n, A, B, x, Ay, Htmp);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(n, Ay);
        report("GESUMMV", n, best);
        free(A); free(B); free(x); free(Ay); free(Htmp);
    }
    if (wanted("MVT")) {
        int n = edge2(datasize, 1);
        size_t nn = (size_t)n * n;
        double (*a)[n] = xalloc(nn), *y1 = xalloc(n), *y2 = xalloc(n), *x1 = xalloc(n), *x2 = xalloc(n);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &a[0][0], 1); fill(n, y1, 2); fill(n, y2, 3); fill(n, x1, 4); fill(n, x2, 5);
            double t0 = now_s();
            epcc_mvt(n, a, y1, y2, x1, x2);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(n, x1) + sum(n, x2);
        report("MVT", n, best);
        free(a); free(y1); free(y2); free(x1); free(x2);
    }
    if (wanted("SYR2K")) {
        int n = edge2(datasize, 4);
        size_t nn = (size_t)n * n;
        double (*A)[n] = xalloc(nn), (*B)[n] = xalloc(nn), (*CG)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &B[0][0], 2); fill(nn, &CG[0][0], 3);
            double t0 = now_s();
            epcc_syr2k(n, A, B, CG);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &CG[0][0]);
        report("SYR2K", n, best);
        free(A); free(B); free(CG);
    }
    if (wanted("SYRK")) {
        int n = edge2(datasize, 3);
        size_t nn = (size_t)n * n;
        double (*A)[n] = xalloc(nn), (*CG)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &CG[0][0], 2);
            double t0 = now_s();
            epcc_syrk(n, A, CG);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &CG[0][0]);
        report("SYRK", n, best);
        free(A); free(CG);
    }
    fprintf(stderr, "checksum %.6e\n", (double)g_sink);
    return 0;
}
#endif /* STANDALONE */
