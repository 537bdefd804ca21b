// The PolyBench/GPU 1.0 kernels of the GPU Mangrove tutorial (github.com/UniHD-CEG/gpu-mangrove-tutorial,
// benchmarks/time_instrumentation/{GEMM,ATAX,MVT,2DCONV}), as they were timed on a Tesla T4 and a Tesla K80
// (validation/gpu/gpu-mangrove-times.csv): the suite's kernels with the size passed at run time as a
// size_t (p_size) instead of a compile-time constant, float data.  Same statements and index arithmetic;
// the names carry a gm_ prefix (gemm_kernel -> gm_gemm_kernel, Convolution2D_kernel ->
// gm_convolution2d_kernel) because PTX entry names are unique across the built-in kernels.
//
// Launches (as in the tutorial's host code):
//   gm_gemm_kernel            block (32, 8)  grid (cdiv(p, 32), cdiv(p, 8))
//   gm_atax_kernel1/2         block (256, 1) grid (cdiv(p, 256), 1)
//   gm_mvt_kernel1/2          block (256, 1) grid (cdiv(p, 256), 1)
//   gm_convolution2d_kernel   block (32, 8)  grid (cdiv(p, 32), cdiv(p, 8))

#include <stddef.h>

#define ALPHA 32412.0f
#define BETA 2123.0f

extern "C" __global__ void gm_gemm_kernel(float *a, float *b, float *c, size_t p_size)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    size_t NI = p_size, NJ = p_size, NK = p_size;
    if ((i < NI) && (j < NJ)) {
        c[i * NJ + j] *= BETA;
        for (int k = 0; k < NK; k++) {
            c[i * NJ + j] += ALPHA * a[i * NK + k] * b[k * NJ + j];
        }
    }
}

// tmp = A x: one thread per row, walking its row (A[i][j] with j: a stride of p between threads)
extern "C" __global__ void gm_atax_kernel1(float *A, float *x, float *tmp, size_t p_size)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    size_t NX = p_size, NY = p_size;
    if (i < NX) {
        for (int j = 0; j < NY; j++) {
            tmp[i] += A[i * NY + j] * x[j];
        }
    }
}

// y = A^T tmp: one thread per column, consecutive threads on consecutive elements
extern "C" __global__ void gm_atax_kernel2(float *A, float *y, float *tmp, size_t p_size)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    size_t NX = p_size, NY = p_size;
    if (j < NY) {
        for (int i = 0; i < NX; i++) {
            y[j] += A[i * NY + j] * tmp[i];
        }
    }
}

extern "C" __global__ void gm_mvt_kernel1(float *a, float *x1, float *y_1, size_t p_size)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    size_t N = p_size;
    if (i < N) {
        for (int j = 0; j < N; j++) {
            x1[i] += a[i * N + j] * y_1[j];
        }
    }
}

extern "C" __global__ void gm_mvt_kernel2(float *a, float *x2, float *y_2, size_t p_size)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    size_t N = p_size;
    if (i < N) {
        for (int j = 0; j < N; j++) {
            x2[i] += a[j * N + i] * y_2[j];
        }
    }
}

extern "C" __global__ void gm_convolution2d_kernel(float *A, float *B, size_t p_size)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    size_t NI = p_size, NJ = p_size;
    float c11 = +0.2f, c21 = +0.5f, c31 = -0.8f;
    float c12 = -0.3f, c22 = +0.6f, c32 = -0.9f;
    float c13 = +0.4f, c23 = +0.7f, c33 = +0.10f;
    if ((i < NI - 1) && (j < NJ - 1) && (i > 0) && (j > 0)) {
        B[i * NJ + j] = c11 * A[(i - 1) * NJ + (j - 1)] + c21 * A[(i - 1) * NJ + (j + 0)] + c31 * A[(i - 1) * NJ + (j + 1)]
                      + c12 * A[(i + 0) * NJ + (j - 1)] + c22 * A[(i + 0) * NJ + (j + 0)] + c32 * A[(i + 0) * NJ + (j + 1)]
                      + c13 * A[(i + 1) * NJ + (j - 1)] + c23 * A[(i + 1) * NJ + (j + 0)] + c33 * A[(i + 1) * NJ + (j + 1)];
    }
}
