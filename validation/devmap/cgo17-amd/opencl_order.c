/* Two PolyBench/GPU 1.0 OpenCL kernels as AMD's OpenCL CPU runtime runs them, written as C for the advisor's CPU
 * model: the kernel body of each work-item inside the loop over the ND-range (the work-items of a group run one
 * after another on one core [amd-opencl-opt]; the work-groups spread over the threads: the parallel loop).
 *
 * Source: polybench-gpu-1.0/OpenCL/ATAX/atax.cl and BICG/bicg.cl of github.com/ChrisCummins/phd at 809e9bd (the
 * programs the CGO'17 set timed). Only these two kernels loop in another order than the suite's C reference
 * (calibration/polybench_gpu_cpu.c, which the workload's steps read): there the host loop runs the rows outside
 * and the columns inside; in the kernels each work-item j walks a column of A, one element of every row. */

void ocl_atax_kernel2(int NX, int NY, float A[NX][NY], float y[NY], float tmp[NX])
{
#pragma omp parallel for
    for (int j = 0; j < NY; j++) {
        for (int i = 0; i < NX; i++) {
            y[j] += A[i][j] * tmp[i];
        }
    }
}

void ocl_bicgKernel2(int NX, int NY, float A[NX][NY], float r[NX], float s[NY])
{
#pragma omp parallel for
    for (int j = 0; j < NY; j++) {
        s[j] = 0.0;
        for (int i = 0; i < NX; i++) {
            s[j] += A[i][j] * r[i];
        }
    }
}
