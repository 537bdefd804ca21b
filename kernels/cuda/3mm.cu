// 3MM (PolyBench/GPU style): E = A*B; F = C*D; G = E*F.
// A ni x nk, B nk x nj, C nj x nm, D nm x nl, E ni x nj, F nj x nl, G ni x nl.
// Launch (all): block (32, 8); kernel1 grid (ceil(nj/32), ceil(ni/8)),
// kernel2 grid (ceil(nl/32), ceil(nj/8)), kernel3 grid (ceil(nl/32), ceil(ni/8)).
extern "C" __global__ void mm3_kernel1(int ni, int nj, int nk,
                                       const float *A, const float *B, float *E)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < ni) && (j < nj)) {
        E[i * nj + j] = 0.0f;
        for (int k = 0; k < nk; k++)
            E[i * nj + j] += A[i * nk + k] * B[k * nj + j];
    }
}

extern "C" __global__ void mm3_kernel2(int nj, int nl, int nm,
                                       const float *C, const float *D, float *F)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < nj) && (j < nl)) {
        F[i * nl + j] = 0.0f;
        for (int k = 0; k < nm; k++)
            F[i * nl + j] += C[i * nm + k] * D[k * nl + j];
    }
}

extern "C" __global__ void mm3_kernel3(int ni, int nl, int nj,
                                       const float *E, const float *F, float *G)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < ni) && (j < nl)) {
        G[i * nl + j] = 0.0f;
        for (int k = 0; k < nj; k++)
            G[i * nl + j] += E[i * nj + k] * F[k * nl + j];
    }
}
