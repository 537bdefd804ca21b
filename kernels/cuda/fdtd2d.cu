// FDTD-2D (PolyBench/GPU style), one time step t = three launches.
// ex is nx x (ny+1), ey is (nx+1) x ny, hz is nx x ny, fict has tmax entries.
// Launch (all): block (32, 8), grid (ceil(ny/32), ceil(nx/8)); repeated tmax times.
extern "C" __global__ void fdtd_step1(int nx, int ny, int t, const float *fict,
                                      float *ex, float *ey, float *hz)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < nx) && (j < ny)) {
        if (i == 0)
            ey[i * ny + j] = fict[t];
        else
            ey[i * ny + j] = ey[i * ny + j] - 0.5f * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
    }
}

extern "C" __global__ void fdtd_step2(int nx, int ny, float *ex, float *ey, float *hz)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < nx) && (j < ny) && (j > 0))
        ex[i * (ny + 1) + j] = ex[i * (ny + 1) + j] - 0.5f * (hz[i * ny + j] - hz[i * ny + (j - 1)]);
}

extern "C" __global__ void fdtd_step3(int nx, int ny, float *ex, float *ey, float *hz)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < nx) && (j < ny))
        hz[i * ny + j] = hz[i * ny + j] - 0.7f * (ex[i * (ny + 1) + (j + 1)] - ex[i * (ny + 1) + j]
                                                + ey[(i + 1) * ny + j] - ey[i * ny + j]);
}
