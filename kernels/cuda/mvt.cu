// MVT (PolyBench/GPU style): x1 += A*y1; x2 += A^T*y2. A is n x n.
// Launch (both): block (256, 1), grid (ceil(n/256)).
extern "C" __global__ void mvt_kernel1(int n, const float *a, float *x1, const float *y1)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        for (int j = 0; j < n; j++)
            x1[i] += a[i * n + j] * y1[j];
    }
}

extern "C" __global__ void mvt_kernel2(int n, const float *a, float *x2, const float *y2)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        for (int j = 0; j < n; j++)
            x2[i] += a[j * n + i] * y2[j];
    }
}
