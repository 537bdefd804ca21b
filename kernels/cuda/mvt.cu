// MVT (PolyBench/GPU style): x1 += A*y1; x2 += A^T*y2. A is n x n.
// Launch (both), as the suite: block (32, 8), grid (ceil(n/32)); the index reads threadIdx.x only, so the 8 rows
// of threads of a block compute the same elements (a 1-D block of 256 is the same kernel without the repeats).
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
