// GESUMMV (PolyBench/GPU style): y = alpha*A*x + beta*B*x. A, B are n x n.
// Launch: block (256, 1), grid (ceil(n/256)).
extern "C" __global__ void gesummv(int n, float alpha, float beta, const float *A, const float *B,
                                   const float *x, float *y, float *tmp)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        tmp[i] = 0.0f;
        y[i] = 0.0f;
        for (int j = 0; j < n; j++) {
            tmp[i] += A[i * n + j] * x[j];
            y[i] += B[i * n + j] * x[j];
        }
        y[i] = alpha * tmp[i] + beta * y[i];
    }
}
