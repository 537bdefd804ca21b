// BICG (PolyBench/GPU style): s = A^T*r; q = A*p. A is nx x ny.
// Launch (both): block (256, 1); kernel1 grid (ceil(ny/256)), kernel2 grid (ceil(nx/256)).
extern "C" __global__ void bicg_kernel1(int nx, int ny, const float *A, const float *r, float *s)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < ny) {
        s[j] = 0.0f;
        for (int i = 0; i < nx; i++)
            s[j] += r[i] * A[i * ny + j];
    }
}

extern "C" __global__ void bicg_kernel2(int nx, int ny, const float *A, const float *p, float *q)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < nx) {
        q[i] = 0.0f;
        for (int j = 0; j < ny; j++)
            q[i] += A[i * ny + j] * p[j];
    }
}
