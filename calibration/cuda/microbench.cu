// GPU microbenchmarks for `advisor calibrate`, compiled at run time by CuPy (NVRTC).
//
//   empty_kernel           launch overhead: the kernel-predictor paper's empty kernel, timed
//                          over grid sizes for each block size and fitted with one line per block
//   copy_kernel            device memory bandwidth (grid-stride float4 copy: 2 x bytes moved)
//   peak_fp32/fp64/int32   independent FMA (IMAD) chains in registers: 2 ops per lane per step
//   lat_*                  dependent chains of one PTX instruction (inline asm, one thread):
//                          clock64() cycles / instructions = latency; launched wide = throughput
//   chase                  dependent global loads (ld.global.cg bypasses L1) over a random
//                          cyclic permutation larger than L2: DRAM latency in cycles
//   energy_*               one part of the board at a time, each run for a second or more under NVML's
//                          total-energy counter (the activity energy model's parts, advisor/energy/):
//                          resident warps that sleep (the busy SMs' static power), FFMA chains, shared
//                          loads, global loads that hit L1, that hit L2 (L1 bypassed), that come from DRAM
//
// Every kernel writes a result so that nothing is eliminated.

extern "C" __global__ void empty_kernel() {}

extern "C" __global__ void copy_kernel(const float4 *__restrict__ a, float4 *__restrict__ b, unsigned long long n)
{
    unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
    for (unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        b[i] = a[i];
}

#define CHAINS 8
#define PEAK_KERNEL(NAME, T, OP)                                                          \
    extern "C" __global__ void NAME(T *out, int iters, T m, T y)                          \
    {                                                                                     \
        T a0 = (T)threadIdx.x, a1 = a0 + (T)1, a2 = a0 + (T)2, a3 = a0 + (T)3;           \
        T a4 = a0 + (T)4, a5 = a0 + (T)5, a6 = a0 + (T)6, a7 = a0 + (T)7;                \
        for (int i = 0; i < iters; i++) {                                                 \
            a0 = OP(a0); a1 = OP(a1); a2 = OP(a2); a3 = OP(a3);                           \
            a4 = OP(a4); a5 = OP(a5); a6 = OP(a6); a7 = OP(a7);                           \
        }                                                                                 \
        out[blockIdx.x * blockDim.x + threadIdx.x] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7; \
    }
#define MULADD(a) ((a) * m + y)
PEAK_KERNEL(peak_fp32, float, MULADD)
PEAK_KERNEL(peak_fp64, double, MULADD)
PEAK_KERNEL(peak_int32, int, MULADD)

// One dependent chain of INSTR, 16 per loop trip; the loop's own instructions are
// independent of the chain and overlap with it.
#define REP4(x) x x x x
#define REP16(x) REP4(x) REP4(x) REP4(x) REP4(x)
#define LATENCY_KERNEL(NAME, T, C, INSTR)                                                  \
    extern "C" __global__ void NAME(T *out, long long *cycles, int n, T x)                \
    {                                                                                     \
        T a = x + (T)threadIdx.x;                                                         \
        long long t0 = clock64();                                                         \
        for (int i = 0; i < n; i++) {                                                     \
            REP16(asm volatile(INSTR : "+" C(a) : C(x));)                                 \
        }                                                                                 \
        long long t1 = clock64();                                                         \
        out[blockIdx.x * blockDim.x + threadIdx.x] = a;                                   \
        if (threadIdx.x == 0 && blockIdx.x == 0) cycles[0] = t1 - t0;                     \
    }
LATENCY_KERNEL(lat_add_f32, float, "f", "add.f32 %0, %0, %1;")
LATENCY_KERNEL(lat_mul_f32, float, "f", "mul.f32 %0, %0, %1;")
LATENCY_KERNEL(lat_fma_f32, float, "f", "fma.rn.f32 %0, %0, %1, %1;")
LATENCY_KERNEL(lat_add_f64, double, "d", "add.f64 %0, %0, %1;")
LATENCY_KERNEL(lat_fma_f64, double, "d", "fma.rn.f64 %0, %0, %1, %1;")
LATENCY_KERNEL(lat_add_s32, int, "r", "add.s32 %0, %0, %1;")
LATENCY_KERNEL(lat_mad_s32, int, "r", "mad.lo.s32 %0, %0, %1, %1;")
LATENCY_KERNEL(lat_sqrt_f32, float, "f", "sqrt.approx.f32 %0, %0;")

extern "C" __global__ void chase(const unsigned int *next, int steps, unsigned int *out, long long *cycles)
{
    unsigned int j = 0;
    long long t0 = clock64();
    for (int i = 0; i < steps; i++) {
        asm volatile("ld.global.cg.u32 %0, [%1];" : "=r"(j) : "l"(next + j));
    }
    long long t1 = clock64();
    out[0] = j;
    cycles[0] = t1 - t0;
}

// ---- energy parts (the node kit's gpu_micro.cu energy mode, validation/node-kit/, run under calibrate) ----
extern "C" __global__ void energy_sleep(int iters)
{
#if __CUDA_ARCH__ >= 700
    for (int k = 0; k < iters; k++) __nanosleep(1000);
#else  // no __nanosleep before Volta: the warps wait on the clock (the energy part is skipped there: no NVML counter)
    for (int k = 0; k < iters; k++) {
        long long t0 = clock64();
        while (clock64() - t0 < 1000) {}
    }
#endif
}

extern "C" __global__ void energy_ffma(float *out, int iters, float a, float b)
{
    float x[8];
    for (int j = 0; j < 8; j++) x[j] = threadIdx.x + j;
    for (int k = 0; k < iters; k++)
#pragma unroll
        for (int j = 0; j < 8; j++) x[j] = x[j] * a + b;  // 8 independent chains: the FMA pipes stay full
    float s = 0;
    for (int j = 0; j < 8; j++) s += x[j];
    if (s == 12345.0f) out[0] = s;
}

extern "C" __global__ void energy_lds(float *out, int iters)
{
    __shared__ float s[1024];
    for (int j = threadIdx.x; j < 1024; j += blockDim.x) s[j] = j;
    __syncthreads();
    float acc[4] = {0, 0, 0, 0};
    unsigned idx = threadIdx.x;
    for (int k = 0; k < iters; k++)
#pragma unroll
        for (int j = 0; j < 4; j++) acc[j] += s[(idx + 32 * j + k) & 1023];  // a warp reads 32 banks once: 128 B
    if (acc[0] + acc[1] + acc[2] + acc[3] == 12345.0f) out[0] = 1;
}

// each warp reads whole 128-byte lines round a window of `words` floats (a power of two)
extern "C" __global__ void energy_ldg(const float *data, unsigned long long words, float *out, int iters, int bypass_l1)
{
    unsigned long long lane = threadIdx.x & 31, warp = (blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x) >> 5;
    unsigned long long warps = (gridDim.x * (unsigned long long)blockDim.x) >> 5, mask = words / 32 - 1;
    float acc[4] = {0, 0, 0, 0};
    unsigned long long line = warp & mask;
    for (int k = 0; k < iters; k++) {
#pragma unroll
        for (int j = 0; j < 4; j++) {
            const float *p = data + ((line + j * warps) & mask) * 32 + lane;
            acc[j] += bypass_l1 ? __ldcg(p) : __ldca(p);
        }
        line = (line + 4 * warps) & mask;
    }
    if (acc[0] + acc[1] + acc[2] + acc[3] == 12345.0f) out[0] = 1;
}
