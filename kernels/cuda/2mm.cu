// 2MM (PolyBench/GPU style): tmp = alpha*A*B; D = tmp*C + beta*D.
// A ni x nk, B nk x nj, tmp ni x nj, C nj x nl, D ni x nl.
// Launch (both): block (32, 8); kernel1 grid (ceil(nj/32), ceil(ni/8)),
// kernel2 grid (ceil(nl/32), ceil(ni/8)).
extern "C" __global__ void mm2_kernel1(int ni, int nj, int nk, float alpha,
                                       const float *A, const float *B, float *tmp)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < ni) && (j < nj)) {
        tmp[i * nj + j] = 0.0f;
        for (int k = 0; k < nk; k++)
            tmp[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    }
}

extern "C" __global__ void mm2_kernel2(int ni, int nj, int nl, float beta,
                                       const float *tmp, const float *C, float *D)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < ni) && (j < nl)) {
        D[i * nl + j] *= beta;
        for (int k = 0; k < nj; k++)
            D[i * nl + j] += tmp[i * nj + k] * C[k * nl + j];
    }
}
