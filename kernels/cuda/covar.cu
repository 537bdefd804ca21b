// COVAR (PolyBench/GPU style, 0-based): data is n x m (n samples of m variables).
// mean[j] = sum_i data[i][j] / float_n; data -= mean; symmat = data^T * data (upper
// triangle computed, mirrored). covar_kernel has a triangular loop (j2 from j1).
// Launch: covar_mean block (256,1) grid (ceil(m/256)); covar_reduce block (32,8)
// grid (ceil(m/32), ceil(n/8)); covar_covar block (256,1) grid (ceil(m/256)).
extern "C" __global__ void covar_mean(int m, int n, float float_n, float *mean, const float *data)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < m) {
        mean[j] = 0.0f;
        for (int i = 0; i < n; i++)
            mean[j] += data[i * m + j];
        mean[j] /= float_n;
    }
}

extern "C" __global__ void covar_reduce(int m, int n, const float *mean, float *data)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < n) && (j < m))
        data[i * m + j] -= mean[j];
}

extern "C" __global__ void covar_covar(int m, int n, float *symmat, const float *data)
{
    int j1 = blockIdx.x * blockDim.x + threadIdx.x;
    if (j1 < m) {
        for (int j2 = j1; j2 < m; j2++) {
            symmat[j1 * m + j2] = 0.0f;
            for (int i = 0; i < n; i++)
                symmat[j1 * m + j2] += data[i * m + j1] * data[i * m + j2];
            symmat[j2 * m + j1] = symmat[j1 * m + j2];
        }
    }
}
