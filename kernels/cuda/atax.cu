// ATAX (PolyBench/GPU style): tmp = A*x; y = A^T*tmp. A is nx x ny.
// Launch (both), as the suite: block (32, 8), kernel1 grid (ceil(nx/32)), kernel2 grid (ceil(ny/32)); the index
// reads threadIdx.x only, so the 8 rows of threads of a block compute the same elements (a 1-D block of 256 is
// the same kernel without the repeats).
extern "C" __global__ void atax_kernel1(int nx, int ny, const float *A, const float *x, float *tmp)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < nx) {
        tmp[i] = 0.0f;
        for (int j = 0; j < ny; j++)
            tmp[i] += A[i * ny + j] * x[j];
    }
}

extern "C" __global__ void atax_kernel2(int nx, int ny, const float *A, const float *tmp, float *y)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < ny) {
        y[j] = 0.0f;
        for (int i = 0; i < nx; i++)
            y[j] += A[i * ny + j] * tmp[i];
    }
}
