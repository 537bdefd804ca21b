// 2DCONV (PolyBench/GPU style): 3x3 stencil with 9 coefficients, A, B are ni x nj.
// Launch: block (32, 8), grid (ceil(nj/32), ceil(ni/8)).
extern "C" __global__ void conv2d(int ni, int nj, const float *A, float *B)
{
    const float c11 = +0.2f, c21 = +0.5f, c31 = -0.8f;
    const float c12 = -0.3f, c22 = +0.6f, c32 = -0.9f;
    const float c13 = +0.4f, c23 = +0.7f, c33 = +0.10f;
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < ni - 1) && (j < nj - 1) && (i > 0) && (j > 0)) {
        B[i * nj + j] = c11 * A[(i - 1) * nj + (j - 1)] + c21 * A[(i - 1) * nj + (j + 0)]
                      + c31 * A[(i - 1) * nj + (j + 1)] + c12 * A[(i + 0) * nj + (j - 1)]
                      + c22 * A[(i + 0) * nj + (j + 0)] + c32 * A[(i + 0) * nj + (j + 1)]
                      + c13 * A[(i + 1) * nj + (j - 1)] + c23 * A[(i + 1) * nj + (j + 0)]
                      + c33 * A[(i + 1) * nj + (j + 1)];
    }
}
