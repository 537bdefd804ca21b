// Shared-memory tiled GEMM: C = alpha*A*B + beta*C with 16x16 tiles staged in
// shared memory (two barriers per tile step). Sizes need not be multiples of 16.
// Launch: block (16, 16), grid (ceil(nj/16), ceil(ni/16)).
#define TILE 16
extern "C" __global__ void gemm_tiled(int ni, int nj, int nk, float alpha, float beta,
                                      const float *A, const float *B, float *C)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int j = blockIdx.x * TILE + tx;
    int i = blockIdx.y * TILE + ty;
    float acc = 0.0f;
    for (int t = 0; t < nk; t += TILE) {
        As[ty][tx] = (i < ni && t + tx < nk) ? A[i * nk + t + tx] : 0.0f;
        Bs[ty][tx] = (t + ty < nk && j < nj) ? B[(t + ty) * nj + j] : 0.0f;
        __syncthreads();
        for (int k = 0; k < TILE; k++)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    if (i < ni && j < nj)
        C[i * nj + j] = alpha * acc + beta * C[i * nj + j];
}
