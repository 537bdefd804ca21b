// 3DCONV (PolyBench/GPU style weights), one thread per output element on a 3-D grid:
// k = x, j = y, i = z. A, B are ni x nj x nk.
// Launch: block (32, 8, 1), grid (ceil(nk/32), ceil(nj/8), ni); conv3d_plane below is the suite's launch.
extern "C" __global__ void conv3d(int ni, int nj, int nk, const float *A, float *B)
{
    const float c11 = +2, c21 = +5, c31 = -8;
    const float c12 = -3, c22 = +6, c32 = -9;
    const float c13 = +4, c23 = +7, c33 = +10;
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    int i = blockIdx.z;
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

// The suite's own launch (PolyBench-ACC CUDA/stencils/convolution-3d): one 2-D launch per interior plane i,
// i = 1 .. ni-2, each over (k, j) with the same 15-point stencil; block (32, 8), grid (ceil(nk/32), ceil(nj/8)).
extern "C" __global__ void conv3d_plane(int ni, int nj, int nk, const float *A, float *B, int i)
{
    const float c11 = +2, c21 = +5, c31 = -8;
    const float c12 = -3, c22 = +6, c32 = -9;
    const float c13 = +4, c23 = +7, c33 = +10;
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
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
