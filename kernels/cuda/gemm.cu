// GEMM (PolyBench/GPU style): C = alpha*A*B + beta*C, one thread per C element.
// A is ni x nk, B is nk x nj, C is ni x nj, row-major float32.
// Launch: block (32, 8), grid (ceil(nj/32), ceil(ni/8)).
extern "C" __global__ void gemm(int ni, int nj, int nk, float alpha, float beta,
                                const float *A, const float *B, float *C)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < ni) && (j < nj)) {
        C[i * nj + j] *= beta;
        for (int k = 0; k < nk; k++) {
            C[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
        }
    }
}
