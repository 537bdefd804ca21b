/* The two PolyBench-ACC OpenMP programs (cavazos-lab/PolyBench-ACC, OpenMP/linear-algebra/kernels/{atax,bicg})
 * whose loops run on threads differently from what the dependence analysis finds in the suite's serial
 * reference (calibration/polybench_gpu_cpu.c), written as their kernels are: one parallel region, an `omp for`
 * that zeroes the output, then an `omp for` over the rows i. Each row adds its share into every element of y
 * (atax) or s (bicg) without a reduction clause: every thread updates every element of the shared vector at
 * once (a data race in the port; the serial analysis keeps per-thread copies instead). The other six
 * programs measured (2dconv, 2mm, corr, gemm, gesummv, syrk) put `omp for` on the loop the analysis picks;
 * 2dconv's, below, also computes in double where the serial reference computes in float.
 * float data, as the measurement built them (recipe/omp_float.h). Sizes are the workload's params.
 */

void atax(int NX, int NY, float A[NX][NY], float x[NY], float y[NY], float tmp[NX])
{
#pragma omp parallel
    {
#pragma omp for
        for (int i = 0; i < NY; i++)
            y[i] = 0;
#pragma omp for
        for (int i = 0; i < NX; i++) {
            tmp[i] = 0;
            for (int j = 0; j < NY; j++)
                tmp[i] = tmp[i] + A[i][j] * x[j];
            for (int j = 0; j < NY; j++)
                y[j] = y[j] + A[i][j] * tmp[i];
        }
    }
}

void bicg(int NX, int NY, float A[NX][NY], float r[NX], float s[NY], float p[NY], float q[NX])
{
#pragma omp parallel
    {
#pragma omp for
        for (int i = 0; i < NY; i++)
            s[i] = 0;
#pragma omp for
        for (int i = 0; i < NX; i++) {
            q[i] = 0;
            for (int j = 0; j < NY; j++) {
                s[j] = s[j] + r[i] * A[i][j];
                q[i] = q[i] + A[i][j] * p[j];
            }
        }
    }
}

/* 2dconv (OpenMP/stencils/convolution-2d): one `omp parallel for collapse(2) schedule(static)` over the interior, as
 * the suite's serial reference (named kernel_2dconv: a C name cannot start with a digit), but its coefficients are unsuffixed double literals (0.2, not 0.2f): each term is a
 * double multiply of a float converted to double, the sum is double, and the result is converted back to float. */
void kernel_2dconv(int NI, int NJ, float A[NI][NJ], float B[NI][NJ])
{
    int i, j;
#pragma omp parallel for private(j) collapse(2) schedule(static)
    for (i = 1; i < NI - 1; ++i) {
        for (j = 1; j < NJ - 1; ++j) {
            B[i][j] = 0.2 * A[i - 1][j - 1] + 0.5 * A[i - 1][j] + -0.8 * A[i - 1][j + 1]
                    + -0.3 * A[i][j - 1] + 0.6 * A[i][j] + -0.9 * A[i][j + 1]
                    + 0.4 * A[i + 1][j - 1] + 0.7 * A[i + 1][j] + 0.1 * A[i + 1][j + 1];
        }
    }
}
