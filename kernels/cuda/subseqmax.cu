// Maximum-subarray kernel of the BSP GPU model paper (its Figure 5): 32 blocks x 128
// threads; thread t owns the contiguous interval [t*elems_per_thread, (t+1)*elems_per_thread)
// of vet (elems_per_thread = n/4096, a multiple of 32). Each step the block stages
// 32 elements of every thread's interval in shared memory with coalesced loads
// (groups of 32 threads read 32 consecutive ints), synchronises, and every thread
// scans its 32 staged elements (Kadane: nested data-dependent conditionals).
// The interval is reduced to 5 ints written to vet_final[5*t .. 5*t+4].
#define SSM_CHUNK 32
#define SSM_THREADS 128
extern "C" __global__ void subseqmax(const int *vet, int *vet_final, int elems_per_thread)
{
    __shared__ int buf[SSM_THREADS * (SSM_CHUNK + 1)];   // +1 column: no bank conflicts
    int tid = threadIdx.x;
    int gtid = blockIdx.x * blockDim.x + tid;
    long block_base = (long)blockIdx.x * blockDim.x * elems_per_thread;
    int sum = 0, best = 0, cur = 0, prefix = 0, best_end = -1;
    for (int j = 0; j < elems_per_thread; j += SSM_CHUNK) {
        for (int r = 0; r < SSM_CHUNK; r++) {
            int q = tid + r * SSM_THREADS;
            int owner = q / SSM_CHUNK, e = q % SSM_CHUNK;
            buf[owner * (SSM_CHUNK + 1) + e] = vet[block_base + (long)owner * elems_per_thread + j + e];
        }
        __syncthreads();
        for (int e = 0; e < SSM_CHUNK; e++) {
            int x = buf[tid * (SSM_CHUNK + 1) + e];
            sum += x;
            if (sum > prefix)
                prefix = sum;
            if (cur > 0) {
                cur += x;
            } else {
                cur = x;
            }
            if (cur > best) {
                best = cur;
                best_end = j + e;
            }
        }
        __syncthreads();
    }
    vet_final[5 * gtid + 0] = sum;
    vet_final[5 * gtid + 1] = best;
    vet_final[5 * gtid + 2] = cur;      // best suffix sum
    vet_final[5 * gtid + 3] = prefix;   // best prefix sum
    vet_final[5 * gtid + 4] = best_end;
}
