// SYR2K (PolyBench/GPU style, full n x n output): C = alpha*A*B^T + alpha*B*A^T + beta*C.
// A, B are n x m. Launch: block (32, 8), grid (ceil(n/32), ceil(n/8)).
extern "C" __global__ void syr2k(int n, int m, float alpha, float beta,
                                 const float *a, const float *b, float *c)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if ((i < n) && (j < n)) {
        c[i * n + j] *= beta;
        for (int k = 0; k < m; k++)
            c[i * n + j] += alpha * a[i * m + k] * b[j * m + k] + alpha * b[i * m + k] * a[j * m + k];
    }
}
