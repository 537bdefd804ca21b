/* CPU reference loop nests of PolyBench/GPU 1.0 (Grauer-Gray, Killian, Searles,
 * Cavazos; InPar 2012), CUDA versions, one function per kernel of
 * workloads/polybench-gpu.yaml (float32, as the suite's DATA_TYPE).
 *
 * Source followed: github.com/sgrauerg/polybenchGpu at commit
 * 5584aaa7d0be810ff5eb0b61c49fb64ecc81ba4c (HEAD; the CPU loops were last rewritten in
 * 96fc75d74df9f8163b755662f1a6c4a6f80dbd27 "Updated CUDA so loops in way of Polybench
 * 3.2"), directory CUDA/<KERNEL>/<file>.cu: the host function that main() runs under
 * `#ifdef RUN_ON_CPU` (conv2D, conv3D, mm2_cpu, mm3_cpu, atax_cpu, bicg_cpu,
 * correlation, covariance, runFdtd, gemm, gesummv, gramschmidt, runMvt, syr2kCpu, syrk).
 * These are serial C (no OpenMP in CUDA/), so there is no `omp` pragma here.  The
 * older flat-array tree polybenchCodesCudaOpenClHMPPOpenAcc/CUDA/ of the same
 * repository has the same loop orders (checked for ATAX, CORR and 2DCONV; CORR there is
 * 1-based).  cavazos-lab/PolyBench-ACC CUDA/ carries the same kernels.
 *
 * Each function keeps the suite's loop order, bounds and statements.  Deviations
 * common to all:
 *  - sizes are run-time parameters named as the workload's params (the suite fixes
 *    them with macros NI, NJ, ... from the .cuh, so its compiler sees constant
 *    extents); arrays are C99 variably-modified parameters with the suite's declared
 *    dimensions (POLYBENCH_2D(...) without padding or restrict, as in its default
 *    build);
 *  - scalar arguments the suite passes in (alpha, beta) are locals with the values its
 *    init functions set; macros used in loop bodies (FLOAT_N, EPS) are locals of the
 *    same type and value (float for CORR, double for COVAR, as defined there);
 *  - arrays take the workload's names where the suite's host names differ (MVT's
 *    y1, y2 are y_1, y_2 as in the suite's main()).
 *
 * Build and run by hand:
 *   cc -std=gnu11 -O3 -march=native -fopenmp -DSTANDALONE calibration/polybench_gpu_cpu.c -o /tmp/pbgpu -lm
 *   /tmp/pbgpu [N=256] [N3=64] [TMAX=20] [REPS=3] [KERNEL]
 * every 2-D size parameter is N, 3DCONV uses N3 for NI, NJ, NK, FDTD-2D runs TMAX steps;
 * prints one "kernel seconds" line per kernel (best of REPS, inputs re-initialised
 * before every repetition outside the timed region).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* 2dconv -- CUDA/2DCONV/2DConvolution.cu conv2D(): interior i-j loop, 3x3 stencil,
 * coefficients 0.2, -0.3, 0.4, 0.5, 0.6, 0.7, -0.8, -0.9, 0.10 (float). */
void pbgpu_2dconv(int NI, int NJ, float A[NI][NJ], float B[NI][NJ])
{
    float c11, c12, c13, c21, c22, c23, c31, c32, c33;
    c11 = +0.2;  c21 = +0.5;  c31 = -0.8;
    c12 = -0.3;  c22 = +0.6;  c32 = -0.9;
    c13 = +0.4;  c23 = +0.7;  c33 = +0.10;
    for (int i = 1; i < NI - 1; i++) {
        for (int j = 1; j < NJ - 1; j++) {
            B[i][j] = c11 * A[i - 1][j - 1] + c12 * A[i][j - 1] + c13 * A[i + 1][j - 1]
                    + c21 * A[i - 1][j] + c22 * A[i][j] + c23 * A[i + 1][j]
                    + c31 * A[i - 1][j + 1] + c32 * A[i][j + 1] + c33 * A[i + 1][j + 1];
        }
    }
}

/* 3dconv -- CUDA/3DCONV/3DConvolution.cu conv3D(): interior i-j-k loop, the suite's
 * 15-term expression (no leading 0; several terms read the same A[i-1][j-1][k-1] /
 * A[i+1][j-1][k-1] point), integer-valued coefficients 2, -3, 4, 5, 6, 7, -8, -9, 10. */
void pbgpu_3dconv(int NI, int NJ, int NK, float A[NI][NJ][NK], float B[NI][NJ][NK])
{
    float c11, c12, c13, c21, c22, c23, c31, c32, c33;
    c11 = +2;  c21 = +5;  c31 = -8;
    c12 = -3;  c22 = +6;  c32 = -9;
    c13 = +4;  c23 = +7;  c33 = +10;
    for (int i = 1; i < NI - 1; i++) {
        for (int j = 1; j < NJ - 1; j++) {
            for (int k = 1; k < NK - 1; k++) {
                B[i][j][k] = c11 * A[i - 1][j - 1][k - 1] + c13 * A[i + 1][j - 1][k - 1]
                           + c21 * A[i - 1][j - 1][k - 1] + c23 * A[i + 1][j - 1][k - 1]
                           + c31 * A[i - 1][j - 1][k - 1] + c33 * A[i + 1][j - 1][k - 1]
                           + c12 * A[i][j - 1][k] + c22 * A[i][j][k]
                           + c32 * A[i][j + 1][k] + c11 * A[i - 1][j - 1][k + 1]
                           + c13 * A[i + 1][j - 1][k + 1] + c21 * A[i - 1][j][k + 1]
                           + c23 * A[i + 1][j][k + 1] + c31 * A[i - 1][j + 1][k + 1]
                           + c33 * A[i + 1][j + 1][k + 1];
            }
        }
    }
}

/* 2mm -- CUDA/2MM/2mm.cu mm2_cpu(): tmp = alpha*A*B accumulated in tmp[i][j]
 * (i-j-k), then D = beta*D + tmp*C accumulated in D[i][j] (i-j-k).  C is declared
 * NL x NJ and indexed C[k][j] with k < NJ, j < NL, as in the suite (NL = NJ in every
 * dataset).  alpha = 32412, beta = 2123.  One function per CUDA kernel (mm2_kernel1,
 * mm2_kernel2); the program runs them in turn. */
void pbgpu_2mm_mm1(int NI, int NJ, int NK, float tmp[NI][NJ], float A[NI][NK], float B[NK][NJ])
{
    float alpha = 32412;
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++) {
            tmp[i][j] = 0;
            for (int k = 0; k < NK; k++) {
                tmp[i][j] += alpha * A[i][k] * B[k][j];
            }
        }
    }
}

void pbgpu_2mm_mm2(int NI, int NJ, int NL, float tmp[NI][NJ], float C[NL][NJ], float D[NI][NL])
{
    float beta = 2123;
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NL; j++) {
            D[i][j] *= beta;
            for (int k = 0; k < NJ; k++) {
                D[i][j] += tmp[i][k] * C[k][j];
            }
        }
    }
}

void pbgpu_2mm(int NI, int NJ, int NK, int NL, float tmp[NI][NJ], float A[NI][NK],
               float B[NK][NJ], float C[NL][NJ], float D[NI][NL])
{
    pbgpu_2mm_mm1(NI, NJ, NK, tmp, A, B);
    pbgpu_2mm_mm2(NI, NJ, NL, tmp, C, D);
}

/* 3mm -- CUDA/3MM/3mm.cu mm3_cpu(): E = A*B, F = C*D, G = E*F, each accumulated in
 * the array element, i-j-k order; one function per CUDA kernel (mm3_kernel1..3). */
void pbgpu_3mm_e(int NI, int NJ, int NK, float A[NI][NK], float B[NK][NJ], float E[NI][NJ])
{
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++) {
            E[i][j] = 0;
            for (int k = 0; k < NK; k++) {
                E[i][j] += A[i][k] * B[k][j];
            }
        }
    }
}

void pbgpu_3mm_f(int NJ, int NL, int NM, float C[NJ][NM], float D[NM][NL], float F[NJ][NL])
{
    for (int i = 0; i < NJ; i++) {
        for (int j = 0; j < NL; j++) {
            F[i][j] = 0;
            for (int k = 0; k < NM; k++) {
                F[i][j] += C[i][k] * D[k][j];
            }
        }
    }
}

void pbgpu_3mm_g(int NI, int NJ, int NL, float E[NI][NJ], float F[NJ][NL], float G[NI][NL])
{
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NL; j++) {
            G[i][j] = 0;
            for (int k = 0; k < NJ; k++) {
                G[i][j] += E[i][k] * F[k][j];
            }
        }
    }
}

void pbgpu_3mm(int NI, int NJ, int NK, int NL, int NM, float A[NI][NK], float B[NK][NJ],
               float C[NJ][NM], float D[NM][NL], float E[NI][NJ], float F[NJ][NL],
               float G[NI][NL])
{
    pbgpu_3mm_e(NI, NJ, NK, A, B, E);
    pbgpu_3mm_f(NJ, NL, NM, C, D, F);
    pbgpu_3mm_g(NI, NJ, NL, E, F, G);
}

/* atax -- CUDA/ATAX/atax.cu atax_cpu(): y = 0; then per row i, tmp[i] = A[i][:]*x and
 * y += A[i][:]*tmp[i] (both j loops inside the one i loop, row-wise sweeps of A;
 * unlike the GPU's column-per-thread second kernel). */
void pbgpu_atax(int NX, int NY, float A[NX][NY], float x[NY], float y[NY], float tmp[NX])
{
    for (int i = 0; i < NY; i++) {
        y[i] = 0;
    }
    for (int i = 0; i < NX; i++) {
        tmp[i] = 0;
        for (int j = 0; j < NY; j++) {
            tmp[i] = tmp[i] + A[i][j] * x[j];
        }
        for (int j = 0; j < NY; j++) {
            y[j] = y[j] + A[i][j] * tmp[i];
        }
    }
}

/* atax's two CUDA kernels as CPU loop nests of their own: atax_kernel1 is tmp = A*x (a row per i),
 * atax_kernel2 is y = A'*tmp, here row-wise as the suite's CPU code sweeps A (y[j] += over i). */
void pbgpu_atax_tmp(int NX, int NY, float A[NX][NY], float x[NY], float tmp[NX])
{
    for (int i = 0; i < NX; i++) {
        tmp[i] = 0;
        for (int j = 0; j < NY; j++) {
            tmp[i] = tmp[i] + A[i][j] * x[j];
        }
    }
}

void pbgpu_atax_y(int NX, int NY, float A[NX][NY], float y[NY], float tmp[NX])
{
    for (int i = 0; i < NY; i++) {
        y[i] = 0;
    }
    for (int i = 0; i < NX; i++) {
        for (int j = 0; j < NY; j++) {
            y[j] = y[j] + A[i][j] * tmp[i];
        }
    }
}

/* bicg -- CUDA/BICG/bicg.cu bicg_cpu(): s = 0; then per row i, q[i] = 0 and one j loop
 * updating both s[j] += r[i]*A[i][j] and q[i] += A[i][j]*p[j] (fused, row-wise). */
void pbgpu_bicg(int NX, int NY, float A[NX][NY], float r[NX], float s[NY], float p[NY],
                float q[NX])
{
    for (int i = 0; i < NY; i++) {
        s[i] = 0.0;
    }
    for (int i = 0; i < NX; i++) {
        q[i] = 0.0;
        for (int j = 0; j < NY; j++) {
            s[j] = s[j] + r[i] * A[i][j];
            q[i] = q[i] + A[i][j] * p[j];
        }
    }
}

/* bicg's two CUDA kernels as CPU loop nests of their own: bicg_kernel1 is s = A'*r (row-wise,
 * s[j] += over i, as the suite's CPU code sweeps A), bicg_kernel2 is q = A*p (a row per i). */
void pbgpu_bicg_s(int NX, int NY, float A[NX][NY], float r[NX], float s[NY])
{
    for (int i = 0; i < NY; i++) {
        s[i] = 0.0;
    }
    for (int i = 0; i < NX; i++) {
        for (int j = 0; j < NY; j++) {
            s[j] = s[j] + r[i] * A[i][j];
        }
    }
}

void pbgpu_bicg_q(int NX, int NY, float A[NX][NY], float p[NY], float q[NX])
{
    for (int i = 0; i < NX; i++) {
        q[i] = 0.0;
        for (int j = 0; j < NY; j++) {
            q[i] = q[i] + A[i][j] * p[j];
        }
    }
}

/* corr -- CUDA/CORR/correlation.cu correlation(): column means (j outer, accumulated
 * in mean[j], / FLOAT_N), standard deviations (j outer, / FLOAT_N, sqrt, EPS guard),
 * centre-and-reduce (i outer, j inner, / (sqrt(FLOAT_N)*stddev[j]) in double as
 * written), then pairs j1 < j2 (j1 < M-1, diagonal set to 1) accumulated in
 * symmat[j1][j2] and mirrored; symmat[M-1][M-1] = 1.  FLOAT_N = 3214212.01f,
 * EPS = 0.005f (float macros in the suite).  data is declared M x N and indexed
 * data[i][j] with i < N, j < M, as in the suite (M = N in every dataset).  One function
 * per CUDA kernel (mean_kernel, std_kernel, reduce_kernel, corr_kernel), run in turn. */
void pbgpu_corr_mean(int M, int N, float data[M][N], float mean[M])
{
    const float float_n = 3214212.01f;
    for (int j = 0; j < M; j++) {
        mean[j] = 0.0;
        for (int i = 0; i < N; i++) {
            mean[j] += data[i][j];
        }
        mean[j] /= float_n;
    }
}

void pbgpu_corr_std(int M, int N, float data[M][N], float mean[M], float stddev[M])
{
    const float float_n = 3214212.01f;
    const float eps = 0.005f;
    for (int j = 0; j < M; j++) {
        stddev[j] = 0.0;
        for (int i = 0; i < N; i++) {
            stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
        }
        stddev[j] /= float_n;
        stddev[j] = sqrt(stddev[j]);
        stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
    }
}

void pbgpu_corr_reduce(int M, int N, float data[M][N], float mean[M], float stddev[M])
{
    const float float_n = 3214212.01f;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < M; j++) {
            data[i][j] -= mean[j];
            data[i][j] /= (sqrt(float_n) * stddev[j]);
        }
    }
}

void pbgpu_corr_corr(int M, int N, float data[M][N], float symmat[M][N])
{
    for (int j1 = 0; j1 < M - 1; j1++) {
        symmat[j1][j1] = 1.0;
        for (int j2 = j1 + 1; j2 < M; j2++) {
            symmat[j1][j2] = 0.0;
            for (int i = 0; i < N; i++) {
                symmat[j1][j2] += (data[i][j1] * data[i][j2]);
            }
            symmat[j2][j1] = symmat[j1][j2];
        }
    }
    symmat[M - 1][M - 1] = 1.0;
}

void pbgpu_corr(int M, int N, float data[M][N], float mean[M], float stddev[M],
                float symmat[M][N])
{
    pbgpu_corr_mean(M, N, data, mean);
    pbgpu_corr_std(M, N, data, mean, stddev);
    pbgpu_corr_reduce(M, N, data, mean, stddev);
    pbgpu_corr_corr(M, N, data, symmat);
}

/* covar -- CUDA/COVAR/covariance.cu covariance(): column means (j outer, accumulated in
 * mean[j], / FLOAT_N where FLOAT_N = 3214212.01 is a double literal), centring (i outer,
 * j inner), pairs j2 >= j1 accumulated in symmat[j1][j2] and mirrored (no division).
 * One function per CUDA kernel (mean_kernel, reduce_kernel, covar_kernel), run in turn. */
void pbgpu_covar_mean(int M, int N, float data[M][N], float mean[M])
{
    const double float_n = 3214212.01;
    for (int j = 0; j < M; j++) {
        mean[j] = 0.0;
        for (int i = 0; i < N; i++) {
            mean[j] += data[i][j];
        }
        mean[j] /= float_n;
    }
}

void pbgpu_covar_reduce(int M, int N, float data[M][N], float mean[M])
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < M; j++) {
            data[i][j] -= mean[j];
        }
    }
}

void pbgpu_covar_covar(int M, int N, float data[M][N], float symmat[M][M])
{
    for (int j1 = 0; j1 < M; j1++) {
        for (int j2 = j1; j2 < M; j2++) {
            symmat[j1][j2] = 0.0;
            for (int i = 0; i < N; i++) {
                symmat[j1][j2] += data[i][j1] * data[i][j2];
            }
            symmat[j2][j1] = symmat[j1][j2];
        }
    }
}

void pbgpu_covar(int M, int N, float data[M][N], float symmat[M][M], float mean[M])
{
    pbgpu_covar_mean(M, N, data, mean);
    pbgpu_covar_reduce(M, N, data, mean);
    pbgpu_covar_covar(M, N, data, symmat);
}

/* fdtd-2d -- CUDA/FDTD-2D/fdtd2d.cu runFdtd(): TMAX steps of: row 0 of ey from
 * _fict_[t]; ey update (i from 1); ex update (j from 1); hz update (i < NX-1,
 * j < NY-1).  The 0.5 and 0.7 are double literals as written.  One function per CUDA
 * kernel and time step (fdtd_step1_kernel sets row 0 and updates ey, step2 ex, step3 hz). */
void pbgpu_fdtd_2d_ey(int NX, int NY, float ey[NX][NY], float hz[NX][NY], float fict)
{
    for (int j = 0; j < NY; j++) {
        ey[0][j] = fict;
    }
    for (int i = 1; i < NX; i++) {
        for (int j = 0; j < NY; j++) {
            ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
        }
    }
}

void pbgpu_fdtd_2d_ex(int NX, int NY, float ex[NX][NY], float hz[NX][NY])
{
    for (int i = 0; i < NX; i++) {
        for (int j = 1; j < NY; j++) {
            ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
        }
    }
}

void pbgpu_fdtd_2d_hz(int NX, int NY, float ex[NX][NY], float ey[NX][NY], float hz[NX][NY])
{
    for (int i = 0; i < NX - 1; i++) {
        for (int j = 0; j < NY - 1; j++) {
            hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
        }
    }
}

void pbgpu_fdtd_2d(int TMAX, int NX, int NY, float _fict_[TMAX], float ex[NX][NY],
                   float ey[NX][NY], float hz[NX][NY])
{
    for (int t = 0; t < TMAX; t++) {
        pbgpu_fdtd_2d_ey(NX, NY, ey, hz, _fict_[t]);
        pbgpu_fdtd_2d_ex(NX, NY, ex, hz);
        pbgpu_fdtd_2d_hz(NX, NY, ex, ey, hz);
    }
}

/* gemm -- CUDA/GEMM/gemm.cu gemm(): per (i, j) C *= beta, then accumulate
 * alpha*A[i][k]*B[k][j] in C[i][j] over k (i-j-k).  alpha = 32412, beta = 2123. */
void pbgpu_gemm(int NI, int NJ, int NK, float A[NI][NK], float B[NK][NJ], float C[NI][NJ])
{
    float alpha = 32412;
    float beta = 2123;
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++) {
            C[i][j] *= beta;
            for (int k = 0; k < NK; k++) {
                C[i][j] += alpha * A[i][k] * B[k][j];
            }
        }
    }
}

/* gesummv -- CUDA/GESUMMV/gesummv.cu gesummv(): per row i, tmp[i] and y[i] accumulate
 * A[i][j]*x[j] and B[i][j]*x[j] in the array elements, then
 * y[i] = alpha*tmp[i] + beta*y[i].  alpha = 43532, beta = 12313. */
void pbgpu_gesummv(int N, float A[N][N], float B[N][N], float tmp[N], float x[N], float y[N])
{
    float alpha = 43532;
    float beta = 12313;
    for (int i = 0; i < N; i++) {
        tmp[i] = 0;
        y[i] = 0;
        for (int j = 0; j < N; j++) {
            tmp[i] = A[i][j] * x[j] + tmp[i];
            y[i] = B[i][j] * x[j] + y[i];
        }
        y[i] = alpha * tmp[i] + beta * y[i];
    }
}

/* gramschmidt -- CUDA/GRAMSCHM/gramschmidt.cu gramschmidt(): per column k, the norm
 * in a scalar nrm, R[k][k] = sqrt(nrm), Q[:,k] = A[:,k]/R[k][k], then for each j > k
 * R[k][j] accumulated in the element and A[:,j] -= Q[:,k]*R[k][j] (column sweeps).
 * One function per CUDA kernel and column k (gramschmidt_kernel1: the norm, kernel2: Q's
 * column, kernel3: the columns right of k), run in turn for every k. */
void pbgpu_gramschmidt_norm(int NI, int NJ, int k, float A[NI][NJ], float R[NJ][NJ])
{
    float nrm = 0;
    for (int i = 0; i < NI; i++) {
        nrm += A[i][k] * A[i][k];
    }
    R[k][k] = sqrt(nrm);
}

void pbgpu_gramschmidt_q(int NI, int NJ, int k, float A[NI][NJ], float R[NJ][NJ], float Q[NI][NJ])
{
    for (int i = 0; i < NI; i++) {
        Q[i][k] = A[i][k] / R[k][k];
    }
}

void pbgpu_gramschmidt_update(int NI, int NJ, int k, float A[NI][NJ], float R[NJ][NJ], float Q[NI][NJ])
{
    for (int j = k + 1; j < NJ; j++) {
        R[k][j] = 0;
        for (int i = 0; i < NI; i++) {
            R[k][j] += Q[i][k] * A[i][j];
        }
        for (int i = 0; i < NI; i++) {
            A[i][j] = A[i][j] - Q[i][k] * R[k][j];
        }
    }
}

void pbgpu_gramschmidt(int NI, int NJ, float A[NI][NJ], float R[NJ][NJ], float Q[NI][NJ])
{
    for (int k = 0; k < NJ; k++) {
        pbgpu_gramschmidt_norm(NI, NJ, k, A, R);
        pbgpu_gramschmidt_q(NI, NJ, k, A, R, Q);
        pbgpu_gramschmidt_update(NI, NJ, k, A, R, Q);
    }
}

/* mvt -- CUDA/MVT/mvt.cu runMvt(): x1[i] += a[i][j]*y_1[j] (rows, accumulated in the
 * element), then x2[i] += a[j][i]*y_2[j] (columns, i outer).  The suite's parameter
 * names are y1, y2; its main() passes y_1, y_2, the workload's names.  One function per
 * CUDA kernel (mvt_kernel1, mvt_kernel2), run in turn. */
void pbgpu_mvt_x1(int N, float a[N][N], float x1[N], float y_1[N])
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            x1[i] = x1[i] + a[i][j] * y_1[j];
        }
    }
}

void pbgpu_mvt_x2(int N, float a[N][N], float x2[N], float y_2[N])
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            x2[i] = x2[i] + a[j][i] * y_2[j];
        }
    }
}

void pbgpu_mvt(int N, float a[N][N], float x1[N], float x2[N], float y_1[N], float y_2[N])
{
    pbgpu_mvt_x1(N, a, x1, y_1);
    pbgpu_mvt_x2(N, a, x2, y_2);
}

/* syr2k -- CUDA/SYR2K/syr2k.cu syr2kCpu(): C *= beta over the full NI x NI matrix,
 * then two accumulating statements per k into C[i][j] (i-j-k, full matrix).
 * alpha = 32412, beta = 2123 (the suite's init_arrays values). */
void pbgpu_syr2k(int NI, int NJ, float A[NI][NJ], float B[NI][NJ], float C[NI][NI])
{
    float alpha = 32412;
    float beta = 2123;
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NI; j++) {
            C[i][j] *= beta;
        }
    }
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NI; j++) {
            for (int k = 0; k < NJ; k++) {
                C[i][j] += alpha * A[i][k] * B[j][k];
                C[i][j] += alpha * B[i][k] * A[j][k];
            }
        }
    }
}

/* syrk -- CUDA/SYRK/syrk.cu syrk(): C *= beta over the full NI x NI matrix, then
 * C[i][j] += alpha*A[i][k]*A[j][k] accumulated in the element (i-j-k, full matrix).
 * alpha = 32412, beta = 2123 (the suite's init_arrays values). */
void pbgpu_syrk(int NI, int NJ, float A[NI][NJ], float C[NI][NI])
{
    float alpha = 32412;
    float beta = 2123;
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NI; j++) {
            C[i][j] *= beta;
        }
    }
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NI; j++) {
            for (int k = 0; k < NJ; k++) {
                C[i][j] += alpha * A[i][k] * A[j][k];
            }
        }
    }
}

#ifdef STANDALONE
/* Timing driver: every 2-D size is n, 3dconv uses n3, fdtd-2d runs tmax steps. */

#define DRIVER_T float
#include "standalone_driver.h"

static void report(const char *name, double best)
{
    printf("%s %.6e\n", name, best);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 256;
    int n3 = argc > 2 ? atoi(argv[2]) : 64;
    int tmax = argc > 3 ? atoi(argv[3]) : 20;
    if (argc > 4) g_reps = atoi(argv[4]);
    if (argc > 5) g_only = argv[5];
    if (n < 3 || n3 < 3 || tmax < 1 || g_reps < 1) {
        fprintf(stderr, "usage: %s [N>=3] [N3>=3] [TMAX>=1] [REPS>=1] [KERNEL]\n", argv[0]);
        return 2;
    }
    size_t nn = (size_t)n * n;
    fprintf(stderr, "N=%d N3=%d TMAX=%d reps=%d\n", n, n3, tmax, g_reps);

    if (wanted("2dconv")) {
        float (*A)[n] = xalloc(nn), (*B)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &B[0][0], 2);
            double t0 = now_s();
            pbgpu_2dconv(n, n, A, B);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &B[0][0]);
        report("2dconv", best);
        free(A); free(B);
    }
    if (wanted("3dconv")) {
        size_t nnn = (size_t)n3 * n3 * n3;
        float (*A)[n3][n3] = xalloc(nnn), (*B)[n3][n3] = xalloc(nnn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nnn, &A[0][0][0], 1); fill(nnn, &B[0][0][0], 2);
            double t0 = now_s();
            pbgpu_3dconv(n3, n3, n3, A, B);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nnn, &B[0][0][0]);
        report("3dconv", best);
        free(A); free(B);
    }
    if (wanted("2mm")) {
        float (*tmp)[n] = xalloc(nn), (*A)[n] = xalloc(nn), (*B)[n] = xalloc(nn);
        float (*C)[n] = xalloc(nn), (*D)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &B[0][0], 2); fill(nn, &C[0][0], 3); fill(nn, &D[0][0], 4);
            double t0 = now_s();
            pbgpu_2mm(n, n, n, n, tmp, A, B, C, D);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &D[0][0]);
        report("2mm", best);
        free(tmp); free(A); free(B); free(C); free(D);
    }
    if (wanted("3mm")) {
        float (*A)[n] = xalloc(nn), (*B)[n] = xalloc(nn), (*C)[n] = xalloc(nn), (*D)[n] = xalloc(nn);
        float (*E)[n] = xalloc(nn), (*F)[n] = xalloc(nn), (*G)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &B[0][0], 2); fill(nn, &C[0][0], 3); fill(nn, &D[0][0], 4);
            double t0 = now_s();
            pbgpu_3mm(n, n, n, n, n, A, B, C, D, E, F, G);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &G[0][0]);
        report("3mm", best);
        free(A); free(B); free(C); free(D); free(E); free(F); free(G);
    }
    if (wanted("atax")) {
        float (*A)[n] = xalloc(nn), *x = xalloc(n), *y = xalloc(n), *tmp = xalloc(n);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(n, x, 2);
            double t0 = now_s();
            pbgpu_atax(n, n, A, x, y, tmp);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(n, y);
        report("atax", best);
        free(A); free(x); free(y); free(tmp);
    }
    if (wanted("bicg")) {
        float (*A)[n] = xalloc(nn), *rr = xalloc(n), *s = xalloc(n), *p = xalloc(n), *q = xalloc(n);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(n, rr, 2); fill(n, p, 3);
            double t0 = now_s();
            pbgpu_bicg(n, n, A, rr, s, p, q);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(n, s) + sum(n, q);
        report("bicg", best);
        free(A); free(rr); free(s); free(p); free(q);
    }
    if (wanted("corr")) {
        float (*data)[n] = xalloc(nn), *mean = xalloc(n), *stddev = xalloc(n), (*symmat)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &data[0][0], 1);
            double t0 = now_s();
            pbgpu_corr(n, n, data, mean, stddev, symmat);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &symmat[0][0]);
        report("corr", best);
        free(data); free(mean); free(stddev); free(symmat);
    }
    if (wanted("covar")) {
        float (*data)[n] = xalloc(nn), (*symmat)[n] = xalloc(nn), *mean = xalloc(n);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &data[0][0], 1);
            double t0 = now_s();
            pbgpu_covar(n, n, data, symmat, mean);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &symmat[0][0]);
        report("covar", best);
        free(data); free(symmat); free(mean);
    }
    if (wanted("fdtd-2d")) {
        float *fict = xalloc(tmax), (*ex)[n] = xalloc(nn), (*ey)[n] = xalloc(nn), (*hz)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            for (int t = 0; t < tmax; t++) fict[t] = (float)t;
            fill(nn, &ex[0][0], 1); fill(nn, &ey[0][0], 2); fill(nn, &hz[0][0], 3);
            double t0 = now_s();
            pbgpu_fdtd_2d(tmax, n, n, fict, ex, ey, hz);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &hz[0][0]);
        report("fdtd-2d", best);
        free(fict); free(ex); free(ey); free(hz);
    }
    if (wanted("gemm")) {
        float (*A)[n] = xalloc(nn), (*B)[n] = xalloc(nn), (*C)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &B[0][0], 2); fill(nn, &C[0][0], 3);
            double t0 = now_s();
            pbgpu_gemm(n, n, n, A, B, C);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &C[0][0]);
        report("gemm", best);
        free(A); free(B); free(C);
    }
    if (wanted("gesummv")) {
        float (*A)[n] = xalloc(nn), (*B)[n] = xalloc(nn), *tmp = xalloc(n), *x = xalloc(n), *y = xalloc(n);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &B[0][0], 2); fill(n, x, 3);
            double t0 = now_s();
            pbgpu_gesummv(n, A, B, tmp, x, y);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(n, y);
        report("gesummv", best);
        free(A); free(B); free(tmp); free(x); free(y);
    }
    if (wanted("gramschmidt")) {
        float (*A)[n] = xalloc(nn), (*R)[n] = xalloc(nn), (*Q)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1);
            double t0 = now_s();
            pbgpu_gramschmidt(n, n, A, R, Q);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &A[0][0]);
        report("gramschmidt", best);
        free(A); free(R); free(Q);
    }
    if (wanted("mvt")) {
        float (*a)[n] = xalloc(nn), *x1 = xalloc(n), *x2 = xalloc(n), *y_1 = xalloc(n), *y_2 = xalloc(n);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &a[0][0], 1); fill(n, x1, 2); fill(n, x2, 3); fill(n, y_1, 4); fill(n, y_2, 5);
            double t0 = now_s();
            pbgpu_mvt(n, a, x1, x2, y_1, y_2);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(n, x1) + sum(n, x2);
        report("mvt", best);
        free(a); free(x1); free(x2); free(y_1); free(y_2);
    }
    if (wanted("syr2k")) {
        float (*A)[n] = xalloc(nn), (*B)[n] = xalloc(nn), (*C)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &B[0][0], 2); fill(nn, &C[0][0], 3);
            double t0 = now_s();
            pbgpu_syr2k(n, n, A, B, C);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &C[0][0]);
        report("syr2k", best);
        free(A); free(B); free(C);
    }
    if (wanted("syrk")) {
        float (*A)[n] = xalloc(nn), (*C)[n] = xalloc(nn);
        double best = INFINITY;
        for (int r = 0; r < g_reps; r++) {
            fill(nn, &A[0][0], 1); fill(nn, &C[0][0], 2);
            double t0 = now_s();
            pbgpu_syrk(n, n, A, C);
            best = fmin(best, now_s() - t0);
        }
        g_sink += sum(nn, &C[0][0]);
        report("syrk", best);
        free(A); free(C);
    }
    fprintf(stderr, "checksum %.6e\n", (double)g_sink);
    return 0;
}
#endif /* STANDALONE */
