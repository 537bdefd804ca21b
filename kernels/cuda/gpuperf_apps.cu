// The small applications of the gpuperfpredict traces (validation/gpu/README.md) besides
// the matrix multiplications (bsp_matmul.cu) and the maximum subarray (subseqmax.cu):
// written here to do the same work, in the same order, as the measured programs
// (github.com/marcosamaris/gpuperfpredict, src/vectorAdd, src/matSum, src/dotProd).

// c[i] = a[i] + b[i], one element per thread, guarded; grid = ceil(n / block).
extern "C" __global__ void vector_add(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

// s = a + b over n x n floats with 2-D blocks; row-major element i * n + j.
// Coalesced: threadIdx.x walks j, so a warp touches consecutive elements.
extern "C" __global__ void matsum_coalesced(float *s, const float *a, const float *b, int n)
{
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int e = i * n + j;
    if (e < n * n)
        s[e] = a[e] + b[e];
}

// The "normal" (uncoalesced) version: threadIdx.x walks i, so a warp's elements are n apart.
extern "C" __global__ void matsum_normal(float *s, const float *a, const float *b, int n)
{
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int e = i * n + j;
    if (e < n * n)
        s[e] = a[e] + b[e];
}

// Dot product, one partial sum per block: a grid-stride loop accumulates a[t] * b[t]
// per thread, then a shared-memory tree halves the block's BLOCK values (BLOCK a power of
// two, the block size, fixed at compile time as in the measured binaries: 64, 256, 1024).
template <int BLOCK>
__device__ void dot_product_block(const float *a, const float *b, float *partial, int n)
{
    __shared__ float sums[BLOCK];
    float acc = 0.0f;
    for (int t = blockIdx.x * blockDim.x + threadIdx.x; t < n; t += blockDim.x * gridDim.x)
        acc += a[t] * b[t];
    sums[threadIdx.x] = acc;
    __syncthreads();
    for (int half = blockDim.x / 2; half != 0; half /= 2) {
        if (threadIdx.x < half)
            sums[threadIdx.x] += sums[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sums[0];
}

extern "C" __global__ void dot_product_b64(const float *a, const float *b, float *partial, int n) { dot_product_block<64>(a, b, partial, n); }
extern "C" __global__ void dot_product_b256(const float *a, const float *b, float *partial, int n) { dot_product_block<256>(a, b, partial, n); }
extern "C" __global__ void dot_product_b1024(const float *a, const float *b, float *partial, int n) { dot_product_block<1024>(a, b, partial, n); }
