// 3DCONV (PolyBench/GPU style weights): the 15-point stencil of an NI x NJ x NK grid, one thread per output element.
// conv3d: one 3-D launch, k = x, j = y, i = z; block (32, 8, 1), grid (ceil(nk/32), ceil(nj/8), ni).
// conv3d_plane: the suite's own launch (PolyBench-ACC CUDA/stencils/convolution-3d), one 2-D launch per interior
// plane i = 1 .. ni-2 over (k, j); block (32, 8), grid (ceil(nk/32), ceil(nj/8)).

__device__ __forceinline__ void conv3d_point(int ni, int nj, int nk, const float *A, float *B, int i, int j, int k)
{
    const float c11 = +2, c21 = +5, c31 = -8;
    const float c12 = -3, c22 = +6, c32 = -9;
    const float c13 = +4, c23 = +7, c33 = +10;
    if ((i < ni - 1) && (j < nj - 1) && (k < nk - 1) && (i > 0) && (j > 0) && (k > 0)) {
        int s = nk * nj;
        B[i * s + j * nk + k] =
              c11 * A[(i - 1) * s + (j - 1) * nk + (k - 1)] + c13 * A[(i + 1) * s + (j - 1) * nk + (k - 1)]
            + c21 * A[(i - 1) * s + (j - 1) * nk + (k - 1)] + c23 * A[(i + 1) * s + (j - 1) * nk + (k - 1)]
            + c31 * A[(i - 1) * s + (j - 1) * nk + (k - 1)] + c33 * A[(i + 1) * s + (j - 1) * nk + (k - 1)]
            + c12 * A[(i + 0) * s + (j - 1) * nk + (k + 0)] + c22 * A[(i + 0) * s + (j + 0) * nk + (k + 0)]
            + c32 * A[(i + 0) * s + (j + 1) * nk + (k + 0)] + c11 * A[(i - 1) * s + (j - 1) * nk + (k + 1)]
            + c13 * A[(i + 1) * s + (j - 1) * nk + (k + 1)] + c21 * A[(i - 1) * s + (j + 0) * nk + (k + 1)]
            + c23 * A[(i + 1) * s + (j + 0) * nk + (k + 1)] + c31 * A[(i - 1) * s + (j + 1) * nk + (k + 1)]
            + c33 * A[(i + 1) * s + (j + 1) * nk + (k + 1)];
    }
}

extern "C" __global__ void conv3d(int ni, int nj, int nk, const float *A, float *B)
{
    conv3d_point(ni, nj, nk, A, B, blockIdx.z, blockIdx.y * blockDim.y + threadIdx.y, blockIdx.x * blockDim.x + threadIdx.x);
}

extern "C" __global__ void conv3d_plane(int ni, int nj, int nk, const float *A, float *B, int i)
{
    conv3d_point(ni, nj, nk, A, B, i, blockIdx.y * blockDim.y + threadIdx.y, blockIdx.x * blockDim.x + threadIdx.x);
}
