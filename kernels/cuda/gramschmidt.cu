// GRAMSCHMIDT (PolyBench/GPU style), one column step k = three launches.
// a, q are ni x nj, r is nj x nj. Launch (all): block (256, 1);
// kernel1 grid (1) (only thread 0 works), kernel2 grid (ceil(ni/256)),
// kernel3 grid (ceil(nj/256)); repeated for k = 0 .. nj-1.
extern "C" __global__ void gramschmidt_kernel1(int ni, int nj, int k, const float *a, float *r)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid == 0) {
        float nrm = 0.0f;
        for (int i = 0; i < ni; i++)
            nrm += a[i * nj + k] * a[i * nj + k];
        r[k * nj + k] = sqrtf(nrm);
    }
}

extern "C" __global__ void gramschmidt_kernel2(int ni, int nj, int k, const float *a,
                                               const float *r, float *q)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < ni)
        q[i * nj + k] = a[i * nj + k] / r[k * nj + k];
}

extern "C" __global__ void gramschmidt_kernel3(int ni, int nj, int k, float *a, float *r,
                                               const float *q)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if ((j > k) && (j < nj)) {
        r[k * nj + j] = 0.0f;
        for (int i = 0; i < ni; i++)
            r[k * nj + j] += q[i * nj + k] * a[i * nj + j];
        for (int i = 0; i < ni; i++)
            a[i * nj + j] -= q[i * nj + k] * r[k * nj + j];
    }
}
