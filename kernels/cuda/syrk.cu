// SYRK (PolyBench/GPU style, full n x n output): C = alpha*A*A^T + beta*C. A is n x m.
// Launch: block (32, 8), grid (ceil(n/32), ceil(n/8)).
extern "C" __global__ void syrk(int n, int m, float alpha, float beta, const float *a, float *c)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < n) && (j < n)) {
        c[i * n + j] *= beta;
        for (int k = 0; k < m; k++)
            c[i * n + j] += alpha * a[i * m + k] * a[j * m + k];
    }
}
