// The streaming kernels of gpu-benches' gpu-stream (github.com/te42kyfo/gpu-benches, D. Ernst), as they
// were timed on an AMD Instinct MI100, an MI210 and a Radeon RX 6900 XT
// (validation/gpu/amd/gpu-benches-stream-times.csv): double-precision init, read, scale, triad and
// 1-D 3- and 5-point stencils over n elements, one element per thread.  Written for this project from
// the benchmark's description (same statements per element, index type, parameters and launch); names carry a gs_ prefix.
//
// Each kernel declares a __shared__ array it never touches at run time (`secretly_false` is 0): the
// benchmark's way to cap how many blocks an SM or CU holds.  Its size follows the benchmark's builds:
// 768 doubles (6 KiB) with nvcc, 4096 doubles (32 KiB, two blocks per 64 KiB CU) with HIP.  `read`
// stores only when an element holds 123.0, so it moves data in and nothing out.
//
// Launch (every kernel): block (b, 1) for b = 32, 64, ..., 1024, grid (n / b + 1, 1).

#include <stddef.h>

#ifdef __NVCC__
#define GS_SPOILER 768
#else
#define GS_SPOILER 4096
#endif

#define GS_PROLOGUE(FIRST, END)                                    \
    __shared__ double spoiler[GS_SPOILER];                         \
    int i = threadIdx.x + blockIdx.x * blockDim.x;                 \
    if (i >= (END) || i < (FIRST))                                 \
        return;                                                    \
    if (secretly_false)                                            \
        spoiler[threadIdx.x] = B[threadIdx.x];

#define GS_EPILOGUE                                                \
    if (secretly_false)                                            \
        A[i] = spoiler[i];

extern "C" __global__ void gs_init(double *A, const double *__restrict__ B, const double *__restrict__ C,
                                const double *__restrict__ D, size_t n, bool secretly_false)
{
    GS_PROLOGUE(0, n)
    A[i] = 0.23;
    GS_EPILOGUE
}

extern "C" __global__ void gs_read(double *A, const double *__restrict__ B, const double *__restrict__ C,
                                const double *__restrict__ D, size_t n, bool secretly_false)
{
    GS_PROLOGUE(0, n)
    double value = B[i];
    if (secretly_false || value == 123.0)
        A[i] = value + spoiler[i];
}

extern "C" __global__ void gs_scale(double *A, const double *__restrict__ B, const double *__restrict__ C,
                                const double *__restrict__ D, size_t n, bool secretly_false)
{
    GS_PROLOGUE(0, n)
    A[i] = B[i] * 1.2;
    GS_EPILOGUE
}

extern "C" __global__ void gs_triad(double *A, const double *__restrict__ B, const double *__restrict__ C,
                                const double *__restrict__ D, size_t n, bool secretly_false)
{
    GS_PROLOGUE(0, n)
    A[i] = B[i] * 1.2 + C[i];
    GS_EPILOGUE
}

extern "C" __global__ void gs_stencil1d3pt(double *A, const double *__restrict__ B, const double *__restrict__ C,
                                const double *__restrict__ D, size_t n, bool secretly_false)
{
    GS_PROLOGUE(1, n - 1)
    A[i] = 0.5 * B[i - 1] - 1.0 * B[i] + 0.5 * B[i + 1];
    GS_EPILOGUE
}

extern "C" __global__ void gs_stencil1d5pt(double *A, const double *__restrict__ B, const double *__restrict__ C,
                                const double *__restrict__ D, size_t n, bool secretly_false)
{
    GS_PROLOGUE(2, n - 2)
    A[i] = 0.25 * B[i - 2] + 0.25 * B[i - 1] - 1.0 * B[i] + 0.5 * B[i + 1] + 0.5 * B[i + 2];
    GS_EPILOGUE
}
