// What a node's GPU does that the open issues need measured (#30, #31, #33), in three modes:
//
//   gpu_micro first     a fresh process's first pageable copy each way, first kernel launch + synchronize, and
//                       the later ones, in the order a PolyBench-ACC program makes them (copies in, launches,
//                       copies out); the script runs it in several fresh processes
//   gpu_micro l2store   stores that stay in L2, as the suite's naive matrix products make them (one 4-byte
//                       store per thread per iteration to its own element; a load + store of it; and one line
//                       per lane, as its correlation kernel stores): the time per warp instruction with every SM
//                       busy, at the SM clock NVML reads during the run; and shared-memory atomics on one
//                       address and on one per lane (a histogram's bins)
//   gpu_micro energy    board energy (NVML's total-energy counter) of loops that each exercise one part: idle,
//                       resident warps asleep, FP32 FMAs in registers, shared-memory loads, L1 hits, L2 hits
//                       (ld.global.cg), DRAM reads and DRAM writes; each repeated for at least 1.5 s
//
// CSV on stdout: mode,test,param,value,unit. NVML is opened with dlopen, so the program builds without it.
// Build: nvcc -O3 -arch=sm_90 gpu_micro.cu -o gpu_micro -ldl
#include <cuda_runtime.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <vector>

#define CK(x)                                                                                      \
    do {                                                                                           \
        cudaError_t e_ = (x);                                                                      \
        if (e_ != cudaSuccess) {                                                                   \
            fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); \
            exit(1);                                                                               \
        }                                                                                          \
    } while (0)

static double now_s()
{
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}

static double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

static void row(const char *mode, const char *test, double param, double value, const char *unit)
{
    printf("%s,%s,%.6g,%.6e,%s\n", mode, test, param, value, unit);
    fflush(stdout);
}

// ---- NVML through dlopen ----
typedef int (*nvml_void_fn)(void);
typedef int (*nvml_handle_fn)(unsigned, void **);
typedef int (*nvml_energy_fn)(void *, unsigned long long *);
typedef int (*nvml_uint_fn)(void *, unsigned *);
typedef int (*nvml_clock_fn)(void *, int, unsigned *);

struct Nvml {
    void *device = nullptr;
    nvml_energy_fn energy = nullptr;
    nvml_clock_fn clock = nullptr;
    nvml_uint_fn power = nullptr;
    bool open()
    {
        void *lib = dlopen("libnvidia-ml.so.1", RTLD_NOW);
        if (!lib) return false;
        auto init = (nvml_void_fn)dlsym(lib, "nvmlInit_v2");
        auto handle = (nvml_handle_fn)dlsym(lib, "nvmlDeviceGetHandleByIndex_v2");
        energy = (nvml_energy_fn)dlsym(lib, "nvmlDeviceGetTotalEnergyConsumption");
        clock = (nvml_clock_fn)dlsym(lib, "nvmlDeviceGetClockInfo");
        power = (nvml_uint_fn)dlsym(lib, "nvmlDeviceGetPowerUsage");
        return init && handle && energy && clock && power && init() == 0 && handle(0, &device) == 0;
    }
    double joules() const
    {
        unsigned long long mj = 0;
        return energy(device, &mj) == 0 ? mj * 1e-3 : -1.0;
    }
    double sm_hz() const
    {
        unsigned mhz = 0;
        return clock(device, 1 /* NVML_CLOCK_SM */, &mhz) == 0 ? mhz * 1e6 : -1.0;
    }
};

__global__ void empty_kernel() {}

// ---- first: a fresh process's first copies and launch ----
static void first_mode()
{
    const size_t small = 4096;
    double t0 = now_s();
    CK(cudaFree(0));  // the context, as a program's first CUDA call makes it
    row("first", "context", 0, now_s() - t0, "s");
    void *dev;
    CK(cudaMalloc(&dev, 1 << 24));
    char *in = (char *)malloc(small), *out = (char *)malloc(small);
    memset(in, 1, small);
    memset(out, 0, small);  // written: the first copy out pays its first-copy cost, not a page fault
    std::vector<double> later;
    t0 = now_s();
    CK(cudaMemcpy(dev, in, small, cudaMemcpyHostToDevice));
    row("first", "h2d_first", small, now_s() - t0, "s");
    for (int i = 0; i < 21; i++) {
        t0 = now_s();
        CK(cudaMemcpy(dev, in, small, cudaMemcpyHostToDevice));
        later.push_back(now_s() - t0);
    }
    row("first", "h2d_later", small, median(later), "s");
    t0 = now_s();
    empty_kernel<<<1, 32>>>();
    CK(cudaDeviceSynchronize());
    row("first", "launch_first", 0, now_s() - t0, "s");
    later.clear();
    for (int i = 0; i < 21; i++) {
        t0 = now_s();
        empty_kernel<<<1, 32>>>();
        CK(cudaDeviceSynchronize());
        later.push_back(now_s() - t0);
    }
    row("first", "launch_later", 0, median(later), "s");
    t0 = now_s();
    for (int i = 0; i < 1000; i++) empty_kernel<<<1, 32>>>();
    CK(cudaDeviceSynchronize());
    row("first", "launch_back_to_back", 1000, (now_s() - t0) / 1000, "s");
    t0 = now_s();
    CK(cudaMemcpy(out, dev, small, cudaMemcpyDeviceToHost));
    row("first", "d2h_first", small, now_s() - t0, "s");
    later.clear();
    for (int i = 0; i < 21; i++) {
        t0 = now_s();
        CK(cudaMemcpy(out, dev, small, cudaMemcpyDeviceToHost));
        later.push_back(now_s() - t0);
    }
    row("first", "d2h_later", small, median(later), "s");
    CK(cudaFree(dev));
    free(in), free(out);
}

// ---- l2store: per-iteration stores that stay in L2 ----
// plain (weak) global loads and stores in inline PTX: the compiler may neither merge nor drop them, and they are
// the instructions a product accumulated in memory compiles to (not volatile ones, which are system-scope)
__device__ __forceinline__ void store_f32(float *p, float v) { asm volatile("st.global.f32 [%0], %1;" ::"l"(p), "f"(v) : "memory"); }
__device__ __forceinline__ float load_f32(const float *p)
{
    float v;
    asm volatile("ld.global.f32 %0, [%1];" : "=f"(v) : "l"(p) : "memory");
    return v;
}

__global__ void store_loop(float *c, int iters, float a)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = (float)i;
    for (int k = 0; k < iters; k++) {
        v = v * a + 1.0f;
        store_f32(c + i, v);  // one STG per iteration, as C[i][j] accumulated in memory makes
    }
}

__global__ void load_store_loop(float *c, int iters, float a)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < iters; k++) store_f32(c + i, load_f32(c + i) * a + 1.0f);  // LDG + FFMA + STG
}

__global__ void scattered_store_loop(float *c, int iters, float a)
{
    // each lane stores into its own 128-byte line (33 floats apart, as corr_kernel's symmat[j1*M + j2] across j1):
    // 32 lines, so 32 L1TEX wavefronts, per warp instruction
    size_t i = (blockIdx.x * (size_t)blockDim.x + threadIdx.x) * 33;
    float v = (float)i;
    for (int k = 0; k < iters; k++) {
        v = v * a + 1.0f;
        store_f32(c + i, v);
    }
}

__global__ void shared_atomic_loop(float *out, int iters, int spread, int zero)
{
    // every lane adds into one of `spread` shared counters (1: all on one address, as a histogram of zeroed
    // data makes; 32: one per lane, no contention); the bin is known only at run time (`zero` is 0), as a
    // histogram's is, so the compiler cannot fold a warp's adds into one
    __shared__ int bins[32];
    if (threadIdx.x < 32) bins[threadIdx.x] = 0;
    __syncthreads();
    int bin = (threadIdx.x + zero) % spread;
    for (int k = 0; k < iters; k++) atomicAdd(&bins[bin], 1);
    __syncthreads();
    if (threadIdx.x == 0 && bins[0] == -1) out[0] = 1;
}

// int-to-float conversions: nvcc compiles them to I2F up to sm_80 and to I2FP.F32.S32 from sm_86 on (Ada, Hopper;
// cuobjdump -sass), which the architecture files price at the 16 per SM per clock of "all other type conversions"
// for want of a published rate. Four independent chains per thread, every SM full: the conversions' warp
// instructions per SM per clock (each iteration also has four FADDs and the integer adds that make the inputs, so
// a rate near those units' is a lower bound for the conversion's own)
__device__ __forceinline__ float to_f32(int v)
{
    float f;
    asm volatile("cvt.rn.f32.s32 %0, %1;" : "=f"(f) : "r"(v));
    return f;
}

__global__ void convert_loop(float *out, int iters, int seed)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x + seed;
    float a0 = 0.f, a1 = 0.f, a2 = 0.f, a3 = 0.f;
    for (int k = 0; k < iters; k++) {
        a0 += to_f32(v), a1 += to_f32(v + 1), a2 += to_f32(v + 2), a3 += to_f32(v + 3);
        v += 4;
    }
    if (a0 + a1 + a2 + a3 == -1.0f) out[0] = 1.0f;
}

// the best of 5 timed launches after one untimed, and the SM clock NVML read during them (without NVML, the clock
// the device reports: its boost clock)
struct Timed {
    float best_ms;
    double sm_hz;
};

template <class Launch>
static Timed time_launches(Launch launch, const Nvml &nvml, bool have_nvml, cudaEvent_t e0, cudaEvent_t e1)
{
    launch();
    CK(cudaDeviceSynchronize());
    float ms = 0, best = 1e30f;
    double hz = -1;
    for (int rep = 0; rep < 5; rep++) {
        CK(cudaEventRecord(e0));
        launch();
        CK(cudaEventRecord(e1));
        if (have_nvml && rep == 2) hz = nvml.sm_hz();
        CK(cudaEventSynchronize(e1));
        CK(cudaEventElapsedTime(&ms, e0, e1));
        best = std::min(best, ms);
    }
    if (hz <= 0) {
        int khz = 0;
        CK(cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, 0));
        hz = khz * 1e3;
    }
    return {best, hz};
}

static void l2store_mode(const Nvml &nvml, bool have_nvml)
{
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    const int block = 256, iters = 4096;
    float *c;  // 64 MiB allocated: 1 MiB used by the dense stores, 36 MiB by the scattered ones (in L2 either way)
    CK(cudaMalloc(&c, sizeof(float) << 24));
    CK(cudaMemset(c, 0, sizeof(float) << 24));
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    const char *tests[] = {"store", "load_store", "scattered_store"};
    for (int variant = 0; variant < 3; variant++) {
        for (int per_sm = 1; per_sm <= 8; per_sm *= 2) {  // 256 to 2048 resident threads per SM
            int blocks = prop.multiProcessorCount * per_sm;
            auto launch = [&] {
                if (variant == 0) store_loop<<<blocks, block>>>(c, iters, 1.0001f);
                else if (variant == 1) load_store_loop<<<blocks, block>>>(c, iters, 1.0001f);
                else scattered_store_loop<<<blocks, block>>>(c, iters / 16, 1.0001f);
            };
            Timed t = time_launches(launch, nvml, have_nvml, e0, e1);
            double warp_instructions = (double)blocks * block / 32 * (variant == 2 ? iters / 16 : iters);
            char test[64];
            // warp stores per SM per clock: the rate kp needs (the SM clock as NVML read it during the runs)
            snprintf(test, sizeof test, "%s_per_sm_clock", tests[variant]);
            row("l2store", test, per_sm * block, warp_instructions / prop.multiProcessorCount / (t.best_ms * 1e-3 * t.sm_hz), "warp instructions per SM per clock");
            snprintf(test, sizeof test, "%s_seconds", tests[variant]);
            row("l2store", test, per_sm * block, t.best_ms * 1e-3, "s");
            row("l2store", "sm_clock", per_sm * block, t.sm_hz, "Hz");
        }
    }
    // shared-memory atomics, one block of 1024 threads per SM: warp instructions per SM per clock
    for (int spread = 1; spread <= 32; spread *= 32) {
        const int atomic_iters = 1024, threads = 1024;
        Timed t = time_launches([&] { shared_atomic_loop<<<prop.multiProcessorCount, threads>>>(c, atomic_iters, spread, 0); },
                                nvml, have_nvml, e0, e1);
        row("l2store", spread == 1 ? "shared_atomic_one_address_per_sm_clock" : "shared_atomic_per_lane_address_per_sm_clock", threads,
            (double)threads / 32 * atomic_iters / (t.best_ms * 1e-3 * t.sm_hz), "warp instructions per SM per clock");
    }
    {
        const int convert_iters = 4096, blocks = prop.multiProcessorCount * 8;
        Timed t = time_launches([&] { convert_loop<<<blocks, block>>>(c, convert_iters, 0); }, nvml, have_nvml, e0, e1);
        row("l2store", "int_to_float_per_sm_clock", block,
            (double)blocks * block / 32 * convert_iters * 4 / prop.multiProcessorCount / (t.best_ms * 1e-3 * t.sm_hz),
            "warp instructions per SM per clock");
    }
    CK(cudaFree(c));
}

// ---- energy: one part at a time ----
__global__ void sleep_loop(int iters)
{
    for (int k = 0; k < iters; k++) __nanosleep(1000);
}

__global__ void ffma_loop(float *out, int iters, float a, float b)
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

__global__ void lds_loop(float *out, int iters)
{
    __shared__ float s[1024];
    for (int j = threadIdx.x; j < 1024; j += blockDim.x) s[j] = j;
    __syncthreads();
    float acc[4] = {0, 0, 0, 0};
    unsigned idx = threadIdx.x;
    for (int k = 0; k < iters; k++)
#pragma unroll
        for (int j = 0; j < 4; j++) acc[j] += s[(idx + 32 * j + k) & 1023];  // a warp reads 32 banks once
    if (acc[0] + acc[1] + acc[2] + acc[3] == 12345.0f) out[0] = 1;
}

__global__ void ldg_loop(const float *data, size_t words, float *out, int iters, int bypass_l1)
{
    // each warp reads whole 128-byte lines round a window of `words` floats (a power of two: masks, not divisions,
    // keep the loop's own instructions few)
    size_t lane = threadIdx.x & 31, warp = (blockIdx.x * (size_t)blockDim.x + threadIdx.x) >> 5;
    size_t warps = (gridDim.x * (size_t)blockDim.x) >> 5, mask = words / 32 - 1;
    float acc[4] = {0, 0, 0, 0};
    size_t line = warp & mask;
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

__global__ void stg_loop(float *data, size_t words, int iters)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x, stride = gridDim.x * (size_t)blockDim.x;
    for (int k = 0; k < iters; k++)
        for (size_t j = i; j < words; j += stride) __stcg(data + j, (float)k);
}

static void energy_mode(const Nvml &nvml)
{
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    const int sms = prop.multiProcessorCount, block = 256, blocks = sms * 8;  // 2048 threads per SM
    const size_t dram_words = (size_t)1 << 30;                                // 4 GiB
    float *big, *out;
    CK(cudaMalloc(&big, dram_words * sizeof(float)));
    CK(cudaMemset(big, 0, dram_words * sizeof(float)));
    CK(cudaMalloc(&out, 4));
    sleep(1);
    double e0 = nvml.joules(), t0 = now_s();
    sleep(2);
    double idle_s = now_s() - t0;
    row("energy", "idle", 0, (nvml.joules() - e0) / idle_s, "W");
    auto run = [&](const char *name, double ops, const char *unit, auto launch) {
        launch();
        CK(cudaDeviceSynchronize());
        double s0 = now_s();
        launch();
        CK(cudaDeviceSynchronize());
        double one = now_s() - s0;
        int launches = std::max(1, (int)(1.5 / std::max(one, 1e-6)));
        double j0 = nvml.joules();
        s0 = now_s();
        for (int i = 0; i < launches; i++) launch();
        double hz = -1;
        usleep(200000);
        hz = nvml.sm_hz();
        CK(cudaDeviceSynchronize());
        double seconds = now_s() - s0, joules = nvml.joules() - j0;
        row("energy", name, launches, seconds / launches, "s per launch");
        row("energy", name, launches, joules / launches, "J per launch");
        row("energy", name, launches, ops, unit);
        row("energy", name, launches, hz, "Hz");
    };
    const int iters = 1 << 14;
    double warps = (double)blocks * block / 32;
    run("sleep", warps * iters, "nanosleep(1000) per warp", [&] { sleep_loop<<<blocks, block>>>(iters / 64); });
    run("ffma", warps * iters * 4 * 8, "FFMA warp instructions", [&] { ffma_loop<<<blocks, block>>>(out, iters * 4, 1.0001f, 0.5f); });
    run("lds", warps * iters * 4, "LDS warp instructions (128 B each)", [&] { lds_loop<<<blocks, block>>>(out, iters); });
    // L1: every warp reads one 8 KiB window (default caching: hits in each SM's L1); L2: a 16 MiB window, L1 bypassed
    run("ldg_l1", warps * 1024 * 4, "LDG warp instructions (128 B each, L1 hits)",
        [&] { ldg_loop<<<blocks, block>>>(big, 2048, out, 1024, 0); });
    run("ldg_l2", warps * 1024 * 4, "LDG.CG warp instructions (128 B each, L2 hits)",
        [&] { ldg_loop<<<blocks, block>>>(big, (size_t)4 << 20, out, 1024, 1); });
    run("ldg_dram", warps * 256 * 4, "LDG.CG warp instructions (128 B each, from DRAM)",
        [&] { ldg_loop<<<blocks, block>>>(big, dram_words, out, 256, 1); });
    run("stg_dram", (double)dram_words * 4, "bytes stored to DRAM", [&] { stg_loop<<<blocks, block>>>(big, dram_words, 1); });
    CK(cudaFree(big));
    CK(cudaFree(out));
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "";
    Nvml nvml;
    bool have_nvml = nvml.open();
    if (!strcmp(mode, "first")) first_mode();
    else if (!strcmp(mode, "l2store")) l2store_mode(nvml, have_nvml);
    else if (!strcmp(mode, "energy")) {
        if (!have_nvml) {
            fprintf(stderr, "gpu_micro: NVML not available: no energy readings\n");
            return 1;
        }
        energy_mode(nvml);
    } else {
        fprintf(stderr, "usage: gpu_micro first|l2store|energy\n");
        return 2;
    }
    return 0;
}
