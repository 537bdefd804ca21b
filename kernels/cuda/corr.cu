// CORR (PolyBench/GPU style, 0-based): data is n x m. Column means, standard
// deviations (clamped to 1 when <= eps: a data-dependent branch), normalisation,
// then the correlation matrix (triangular loop j2 > j1).
// Launch: corr_mean, corr_std block (256,1) grid (ceil(m/256)); corr_reduce block
// (32,8) grid (ceil(m/32), ceil(n/8)); corr_corr block (256,1) grid (ceil(m/256)).
extern "C" __global__ void corr_mean(int m, int n, float float_n, float *mean, const float *data)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < m) {
        mean[j] = 0.0f;
        for (int i = 0; i < n; i++)
            mean[j] += data[i * m + j];
        mean[j] /= float_n;
    }
}

extern "C" __global__ void corr_std(int m, int n, float float_n, float eps,
                                    const float *mean, float *std, const float *data)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < m) {
        std[j] = 0.0f;
        for (int i = 0; i < n; i++)
            std[j] += (data[i * m + j] - mean[j]) * (data[i * m + j] - mean[j]);
        std[j] /= float_n;
        std[j] = sqrtf(std[j]);
        if (std[j] <= eps)
            std[j] = 1.0f;
    }
}

extern "C" __global__ void corr_reduce(int m, int n, float float_n, const float *mean,
                                       const float *std, float *data)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < n) && (j < m)) {
        data[i * m + j] -= mean[j];
        data[i * m + j] /= sqrtf(float_n) * std[j];
    }
}

extern "C" __global__ void corr_corr(int m, int n, float *symmat, const float *data)
{
    int j1 = blockIdx.x * blockDim.x + threadIdx.x;
    if (j1 < m - 1) {
        symmat[j1 * m + j1] = 1.0f;
        for (int j2 = j1 + 1; j2 < m; j2++) {
            symmat[j1 * m + j2] = 0.0f;
            for (int i = 0; i < n; i++)
                symmat[j1 * m + j2] += data[i * m + j1] * data[i * m + j2];
            symmat[j2 * m + j1] = symmat[j1 * m + j2];
        }
    }
}
