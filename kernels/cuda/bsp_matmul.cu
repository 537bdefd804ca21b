// The four matrix-multiplication variants of the BSP GPU model paper (its Figures 3
// and 4; /work/shared/data/README.md): n x n float32, TW x TW thread blocks, grid
// (n/TW, n/TW), n a multiple of TW.  The paper's runs use TW = 16 (the kernels without a
// suffix); the gpuperfpredict traces (validation/gpu/README.md) also 8 and 32, which the
// measured binaries fix at compile time (-DTile_Width): NAME_tw8 and NAME_tw32 below.

// One thread per P element; a warp reads consecutive N and P elements.
template <int TW>
__device__ void matmul_global_coalesced_tile(float *Pd, const float *Md, const float *Nd, int n)
{
    int j = blockIdx.x * TW + threadIdx.x;
    int i = blockIdx.y * TW + threadIdx.y;
    float p = 0.0f;
    for (int k = 0; k < n; ++k)
        p += Md[i * n + k] * Nd[k * n + j];
    Pd[i * n + j] = p;
}

// Figure 3: i and j swapped in the indexing, so a warp's accesses are strided by n.
template <int TW>
__device__ void matmul_global_uncoalesced_tile(float *Pd, const float *Md, const float *Nd, int n)
{
    int j = blockIdx.x * TW + threadIdx.x;
    int i = blockIdx.y * TW + threadIdx.y;
    float p = 0.0f;
    for (int k = 0; k < n; ++k)
        p += Md[j * n + k] * Nd[k * n + i];
    Pd[j * n + i] = p;
}

// Figure 4: TW x TW tiles of M and N in shared memory, two barriers per tile step.
template <int TW>
__device__ void matmul_shared_coalesced_tile(float *Pd, const float *Md, const float *Nd, int n)
{
    __shared__ float Mds[TW][TW];
    __shared__ float Nds[TW][TW];
    int tx = threadIdx.x, ty = threadIdx.y;
    int col = blockIdx.x * TW + tx;
    int row = blockIdx.y * TW + ty;
    float p = 0.0f;
    for (int m = 0; m < n / TW; ++m) {
        Mds[ty][tx] = Md[row * n + (m * TW + tx)];
        Nds[ty][tx] = Nd[col + (m * TW + ty) * n];
        __syncthreads();
        for (int k = 0; k < TW; ++k)
            p += Mds[ty][k] * Nds[k][tx];
        __syncthreads();
    }
    Pd[row * n + col] = p;
}

// Optimization #4: the tiled kernel with every index transposed, as the measured
// binary has it (the authors' public code, marcosamaris/gpuperfpredict,
// src/matMul/matMul_gpu_sharedmem_uncoalesced.cu; the paper only says #4 "changes the
// coalesced memory access" of #3).  Thread (tx, ty) computes P[col][row] and stages tile
// element [tx][ty], so along a warp (tx fastest) the global loads and the final store
// are n floats apart, the tile stores and the Mds[tx][k] reads are TW words apart
// (bank conflicts), and Nds[k][ty] is a broadcast.
template <int TW>
__device__ void matmul_shared_uncoalesced_tile(float *Pd, const float *Md, const float *Nd, int n)
{
    __shared__ float Mds[TW][TW];
    __shared__ float Nds[TW][TW];
    int tx = threadIdx.x, ty = threadIdx.y;
    int col = blockIdx.x * TW + tx;
    int row = blockIdx.y * TW + ty;
    float p = 0.0f;
    for (int m = 0; m < n / TW; ++m) {
        Mds[tx][ty] = Md[col * n + (m * TW + ty)];
        Nds[tx][ty] = Nd[row + (m * TW + tx) * n];
        __syncthreads();
        for (int k = 0; k < TW; ++k)
            p += Mds[tx][k] * Nds[k][ty];
        __syncthreads();
    }
    Pd[col * n + row] = p;
}

// The kernels: each variant at TW = 16, 8 and 32.
extern "C" __global__ void matmul_global_coalesced(float *Pd, const float *Md, const float *Nd, int n) { matmul_global_coalesced_tile<16>(Pd, Md, Nd, n); }
extern "C" __global__ void matmul_global_coalesced_tw8(float *Pd, const float *Md, const float *Nd, int n) { matmul_global_coalesced_tile<8>(Pd, Md, Nd, n); }
extern "C" __global__ void matmul_global_coalesced_tw32(float *Pd, const float *Md, const float *Nd, int n) { matmul_global_coalesced_tile<32>(Pd, Md, Nd, n); }
extern "C" __global__ void matmul_global_uncoalesced(float *Pd, const float *Md, const float *Nd, int n) { matmul_global_uncoalesced_tile<16>(Pd, Md, Nd, n); }
extern "C" __global__ void matmul_global_uncoalesced_tw8(float *Pd, const float *Md, const float *Nd, int n) { matmul_global_uncoalesced_tile<8>(Pd, Md, Nd, n); }
extern "C" __global__ void matmul_global_uncoalesced_tw32(float *Pd, const float *Md, const float *Nd, int n) { matmul_global_uncoalesced_tile<32>(Pd, Md, Nd, n); }
extern "C" __global__ void matmul_shared_coalesced(float *Pd, const float *Md, const float *Nd, int n) { matmul_shared_coalesced_tile<16>(Pd, Md, Nd, n); }
extern "C" __global__ void matmul_shared_coalesced_tw8(float *Pd, const float *Md, const float *Nd, int n) { matmul_shared_coalesced_tile<8>(Pd, Md, Nd, n); }
extern "C" __global__ void matmul_shared_coalesced_tw32(float *Pd, const float *Md, const float *Nd, int n) { matmul_shared_coalesced_tile<32>(Pd, Md, Nd, n); }
extern "C" __global__ void matmul_shared_uncoalesced(float *Pd, const float *Md, const float *Nd, int n) { matmul_shared_uncoalesced_tile<16>(Pd, Md, Nd, n); }
extern "C" __global__ void matmul_shared_uncoalesced_tw8(float *Pd, const float *Md, const float *Nd, int n) { matmul_shared_uncoalesced_tile<8>(Pd, Md, Nd, n); }
extern "C" __global__ void matmul_shared_uncoalesced_tw32(float *Pd, const float *Md, const float *Nd, int n) { matmul_shared_uncoalesced_tile<32>(Pd, Md, Nd, n); }
