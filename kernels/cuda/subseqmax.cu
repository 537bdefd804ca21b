// Maximum-subarray kernel of the BSP GPU model paper (its Figure 5), with the structure
// of the binary whose times the paper publishes (the authors' public code,
// marcosamaris/gpuperfpredict, src/Subseqmax/Subseqmax.cu): the validation set times
// that binary, so the analysed code must do the same work.
//
// Launch: 32 blocks x 128 threads; block b owns n_block = N / 32 consecutive ints of
// vet (n_block a multiple of 4096).  elems_per_thread (= N / 4096) is passed but, as
// in the measured code, not used.
//
// Each of the n_block / 4096 steps stages 4096 ints in shared memory: warp w reads
// 32 consecutive ints (coalesced) from each of 32 rows, 4 * n_block / 128 ints apart,
// starting at w * n_block / 128 + 32 * step.  The staged buffer is reached through a
// pointer held in a __shared__ variable (16384 + 8 bytes of shared memory per block),
// which every thread reloads after the barrier, so the scans load through generic
// addresses.  `volatile` keeps nvcc 13 from forwarding the pointer past the barrier,
// which the measured build (CUDA 6.5/7, sm_35) could not assume either.
// After one barrier, thread t scans 33 words from 32t (a Kadane variant that keeps
// the ends of the best interval and of the running suffix: nested conditionals on the
// data); the lanes of a warp read words 32 apart, which share a bank.  There is no
// barrier after the scan, as in the measured code.  At the end each thread sums its
// words before the best interval (prefix) and after it (suffix) and writes 5 ints.
#define SSM_STAGE 4096
#define SSM_THREADS 128

__device__ int *ssm_stage(const int *vet, int n_block, int step)
{
    __shared__ int staged[SSM_STAGE];
    int per_thread = n_block / blockDim.x;
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int src = blockIdx.x * n_block + warp * per_thread + lane + 32 * step;
    for (int dst = threadIdx.x; dst < SSM_STAGE; dst += blockDim.x) {
        staged[dst] = vet[src];
        src += 4 * per_thread;
    }
    return staged;
}

extern "C" __global__ void subseqmax(const int *vet, int *vet_final, int elems_per_thread, int n_block)
{
    __shared__ int *volatile p;
    int first = threadIdx.x * 32;
    int best_lo = first - 1, best_hi = first - 1, best_sum = 0;
    int run_lo = first - 1, run_hi = first - 1, run_sum = 0;
    for (int step = 0; step < n_block / SSM_STAGE; step++) {
        p = ssm_stage(vet, n_block, step);
        __syncthreads();
        best_lo = best_hi = run_lo = run_hi = first - 1;
        for (int i = first - 1; i < first + 32; i++) {
            int x = p[i + 1];
            if (i == best_hi) {                 // the best interval ends here: extend both
                run_hi++;
                run_sum += x;
                if (run_sum < 0) {
                    run_sum = 0;
                    run_hi = -1;
                }
                run_lo = run_hi == 0 ? 0 : run_lo;
                if (x > 0) {
                    best_hi++;
                    best_sum += x;
                    best_lo = best_hi == 0 ? 0 : best_lo;
                }
            } else if (run_sum + x > best_sum) {  // the running suffix becomes the best
                run_hi++;
                if (best_lo == -1)
                    run_lo = run_hi = i + 1;
                run_sum += x;
                best_lo = run_lo;
                best_hi = run_hi;
                best_sum = run_sum;
            } else if (run_sum + x > 0) {       // the suffix stays worth keeping
                run_hi++;
                if (run_sum == 0)
                    run_lo = run_hi = i + 1;
                run_sum += x;
            } else {                            // restart after this element
                run_lo = run_hi = i + 2;
                run_sum = 0;
            }
        }
    }
    int *out = vet_final + 5 * (blockIdx.x * blockDim.x + threadIdx.x);
    int prefix = 0, prefix_best = 0;
    for (int i = first; i < best_lo; i++) {
        prefix += p[i];
        prefix_best = max(prefix_best, prefix);
    }
    int suffix = 0, suffix_best = 0;
    for (int i = first + 31; i > best_hi; i--) {
        suffix += p[i];
        suffix_best = max(suffix_best, suffix);
    }
    out[0] = prefix_best;
    out[1] = prefix - prefix_best;
    out[2] = best_sum;
    out[3] = suffix_best;
    out[4] = suffix - suffix_best;
}
