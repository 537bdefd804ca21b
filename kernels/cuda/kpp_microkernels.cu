// The sixteen micro-kernels of the Kernel_Performance_Prediction data set (github.com/Debdeep23/
// Kernel_Performance_Prediction, gpu-perf/kernels/*.cuh, [kpp-dataset]), written here from what each one does,
// for the validation rows of validation/gpu/kpp-microkernel-times.csv. Same arithmetic, memory accesses,
// qualifiers (__restrict__ pointers), shared arrays and launch geometry as the measured programs; the size is
// always `n` (square matrices and images: the set ran rows = cols, H = W). Block sizes as measured: 256 threads
// for the 1-D kernels, 16 x 16 for the naive transpose, matmul and convolutions, 32 x 32 for the tiled ones,
// 1024 for the bank-conflict kernel; the reductions' and the histogram's dynamic shared memory is static here,
// sized for those blocks.

#define KPP_BLOCK 256
#define KPP_TILE 32

extern "C" __global__ void kpp_vector_add(const float *__restrict__ a, const float *__restrict__ b,
                                          float *__restrict__ c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

extern "C" __global__ void kpp_saxpy(float alpha, const float *__restrict__ x, const float *__restrict__ y,
                                     float *__restrict__ out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = alpha * x[i] + y[i];
}

// every 8th element: a warp touches 32 sectors for 32 floats
extern "C" __global__ void kpp_strided_copy_8(const float *__restrict__ src, float *__restrict__ dst, int n)
{
    int at = (blockIdx.x * blockDim.x + threadIdx.x) * 8;
    if (at < n)
        dst[at] = src[at];
}

// B = A^T read along rows, written down columns
extern "C" __global__ void kpp_naive_transpose(const float *__restrict__ a, float *__restrict__ b, int n)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < n && col < n)
        b[col * n + row] = a[row * n + col];
}

// through a padded shared tile: both global sides coalesced, no bank conflicts
extern "C" __global__ void kpp_shared_transpose(const float *__restrict__ a, float *__restrict__ b, int n)
{
    __shared__ float tile[KPP_TILE][KPP_TILE + 1];
    int x = blockIdx.x * KPP_TILE + threadIdx.x;
    int y = blockIdx.y * KPP_TILE + threadIdx.y;
    if (x < n && y < n)
        tile[threadIdx.y][threadIdx.x] = a[y * n + x];
    __syncthreads();
    int tx = blockIdx.y * KPP_TILE + threadIdx.x;
    int ty = blockIdx.x * KPP_TILE + threadIdx.y;
    if (tx < n && ty < n)
        b[ty * n + tx] = tile[threadIdx.x][threadIdx.y];
}

extern "C" __global__ void kpp_matmul_naive(const float *__restrict__ a, const float *__restrict__ b,
                                            float *__restrict__ c, int n)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= n || col >= n)
        return;
    float sum = 0.0f;
    for (int k = 0; k < n; k++)
        sum += a[row * n + k] * b[k * n + col];
    c[row * n + col] = sum;
}

extern "C" __global__ void kpp_matmul_tiled(const float *__restrict__ a, const float *__restrict__ b,
                                            float *__restrict__ c, int n)
{
    __shared__ float as[KPP_TILE][KPP_TILE];
    __shared__ float bs[KPP_TILE][KPP_TILE];
    int row = blockIdx.y * KPP_TILE + threadIdx.y;
    int col = blockIdx.x * KPP_TILE + threadIdx.x;
    float sum = 0.0f;
    for (int t = 0; t < n; t += KPP_TILE) {
        as[threadIdx.y][threadIdx.x] = (row < n && t + threadIdx.x < n) ? a[row * n + t + threadIdx.x] : 0.0f;
        bs[threadIdx.y][threadIdx.x] = (t + threadIdx.y < n && col < n) ? b[(t + threadIdx.y) * n + col] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < KPP_TILE; k++)
            sum += as[threadIdx.y][k] * bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < n && col < n)
        c[row * n + col] = sum;
}

// each block adds 2 x blockDim elements: two loads per thread, then a shared-memory tree
extern "C" __global__ void kpp_reduce_sum(const float *__restrict__ in, float *__restrict__ partial, int n)
{
    __shared__ float part[KPP_BLOCK];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x * 2 + t;
    float v = 0.0f;
    if (i < n)
        v += in[i];
    if (i + blockDim.x < n)
        v += in[i + blockDim.x];
    part[t] = v;
    __syncthreads();
    for (int half = blockDim.x / 2; half > 0; half /= 2) {
        if (t < half)
            part[t] += part[t + half];
        __syncthreads();
    }
    if (t == 0)
        partial[blockIdx.x] = part[0];
}

extern "C" __global__ void kpp_dot_product(const float *__restrict__ a, const float *__restrict__ b,
                                           float *__restrict__ partial, int n)
{
    __shared__ float part[KPP_BLOCK];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x * 2 + t;
    float v = 0.0f;
    if (i < n)
        v += a[i] * b[i];
    if (i + blockDim.x < n)
        v += a[i + blockDim.x] * b[i + blockDim.x];
    part[t] = v;
    __syncthreads();
    for (int half = blockDim.x / 2; half > 0; half /= 2) {
        if (t < half)
            part[t] += part[t + half];
        __syncthreads();
    }
    if (t == 0)
        partial[blockIdx.x] = part[0];
}

// 256 bins in shared memory (shared atomics), then one global atomic per bin and block
extern "C" __global__ void kpp_histogram(const unsigned int *__restrict__ data, int n, unsigned int *__restrict__ bins)
{
    __shared__ unsigned int local[256];
    for (int b = threadIdx.x; b < 256; b += blockDim.x)
        local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i] & 255u], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < 256; b += blockDim.x)
        atomicAdd(&bins[b], local[b]);
}

// valid-region 3 x 3 and 7 x 7 convolutions of an n x n image (the last 2 or 6 rows and columns are not written)
extern "C" __global__ void kpp_conv2d_3x3(const float *__restrict__ img, const float *__restrict__ w,
                                          float *__restrict__ out, int n)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= n - 2 || y >= n - 2)
        return;
    float sum = 0.0f;
#pragma unroll
    for (int dy = 0; dy < 3; dy++)
#pragma unroll
        for (int dx = 0; dx < 3; dx++)
            sum += img[(y + dy) * n + x + dx] * w[dy * 3 + dx];
    out[y * n + x] = sum;
}

extern "C" __global__ void kpp_conv2d_7x7(const float *__restrict__ img, const float *__restrict__ w,
                                          float *__restrict__ out, int n)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= n - 6 || y >= n - 6)
        return;
    float sum = 0.0f;
    for (int dy = 0; dy < 7; dy++)
        for (int dx = 0; dx < 7; dx++)
            sum += img[(y + dy) * n + x + dx] * w[dy * 7 + dx];
    out[y * n + x] = sum;
}

// a gather through an index array (the measured runs zeroed it: every lane reads a[0])
extern "C" __global__ void kpp_random_access(const float *__restrict__ a, const int *__restrict__ index,
                                             float *__restrict__ out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = a[index[i]];
}

// even lanes add a 128-term constant sum first: every warp runs both paths
extern "C" __global__ void kpp_vector_add_divergent(const float *__restrict__ a, const float *__restrict__ b,
                                                    float *__restrict__ c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    if ((i & 1) == 0) {
        float extra = 0.0f;
#pragma unroll 16
        for (int t = 0; t < 128; t++)
            extra += 0.0001f * t;
        c[i] = a[i] + b[i] + extra;
    } else {
        c[i] = a[i] + b[i];
    }
}

// one block of 1024 threads reading the shared word (33 it) mod 1024, the same word for every lane at a time
extern "C" __global__ void kpp_shared_bank_conflict(float *__restrict__ out)
{
    __shared__ float words[1024];
    int t = threadIdx.x;
    words[t] = t;
    __syncthreads();
    float sum = 0.0f;
    for (int it = 0; it < 1024; it++)
        sum += words[(it * 33) & 1023];
    out[t] = sum;
}

// every thread adds 1 to one counter `iters` times
extern "C" __global__ void kpp_atomic_hotspot(unsigned int *__restrict__ counter, int iters)
{
    for (int it = 0; it < iters; it++)
        atomicAdd(counter, 1u);
}
