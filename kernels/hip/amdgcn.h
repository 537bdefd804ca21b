/* The HIP device environment the built-in CUDA kernels (kernels/cuda/) need, for compiling them to
 * AMDGCN with clang alone (no ROCm headers or device libraries):
 *
 *     clang -x hip --cuda-device-only -nogpuinc -nogpulib --offload-arch=gfx90a -O3 -S \
 *           -include kernels/hip/amdgcn.h kernels/cuda/NAME.cu
 *
 * Written for this project from the HIP programming model: the work-item and work-group ids are
 * the AMDGPU builtins; the work-group and grid sizes are read from the HSA kernel dispatch packet
 * (hsa_kernel_dispatch_packet_t: workgroup_size_x/y/z, 16-bit, at byte 4; grid_size_x/y/z, 32-bit,
 * at byte 12; the grid size is in work-items), as HIP's own headers do. */
#ifndef ADVISOR_AMDGCN_H
#define ADVISOR_AMDGCN_H

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __host__ __attribute__((host))
#define __forceinline__ inline __attribute__((always_inline))
#define __restrict__ __restrict

static __device__ inline unsigned advisor_workgroup_size(int d) {
    return ((const unsigned short *)((const char *)__builtin_amdgcn_dispatch_ptr() + 4))[d];
}
static __device__ inline unsigned advisor_grid_size(int d) {
    return ((const unsigned *)((const char *)__builtin_amdgcn_dispatch_ptr() + 12))[d];
}

/* threadIdx.x and friends: properties read through static getters (a clang extension). */
#define ADVISOR_DIM3(NAME, X, Y, Z)                                                        \
    struct NAME {                                                                         \
        __declspec(property(get = get_x)) unsigned x;                                     \
        __declspec(property(get = get_y)) unsigned y;                                     \
        __declspec(property(get = get_z)) unsigned z;                                     \
        static __device__ unsigned get_x() { return X; }                                  \
        static __device__ unsigned get_y() { return Y; }                                  \
        static __device__ unsigned get_z() { return Z; }                                  \
    }
ADVISOR_DIM3(advisor_thread_idx, __builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(),
             __builtin_amdgcn_workitem_id_z());
ADVISOR_DIM3(advisor_block_idx, __builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(),
             __builtin_amdgcn_workgroup_id_z());
ADVISOR_DIM3(advisor_block_dim, advisor_workgroup_size(0), advisor_workgroup_size(1), advisor_workgroup_size(2));
ADVISOR_DIM3(advisor_grid_dim, advisor_grid_size(0) / advisor_workgroup_size(0),
             advisor_grid_size(1) / advisor_workgroup_size(1), advisor_grid_size(2) / advisor_workgroup_size(2));
extern const __device__ __attribute__((weak)) advisor_thread_idx threadIdx;
extern const __device__ __attribute__((weak)) advisor_block_idx blockIdx;
extern const __device__ __attribute__((weak)) advisor_block_dim blockDim;
extern const __device__ __attribute__((weak)) advisor_grid_dim gridDim;

static __device__ inline void __syncthreads() {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
static __device__ inline float sqrtf(float x) { return __builtin_sqrtf(x); }
static __device__ inline double sqrt(double x) { return __builtin_sqrt(x); }
static __device__ inline float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
static __device__ inline float fminf(float a, float b) { return __builtin_fminf(a, b); }
static __device__ inline int max(int a, int b) { return a > b ? a : b; }
static __device__ inline int min(int a, int b) { return a < b ? a : b; }
static __device__ inline float __ldg(const float *p) { return *p; }  /* AMD has no separate read-only path */
static __device__ inline float atomicAdd(float *p, float v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
static __device__ inline int atomicAdd(int *p, int v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
static __device__ inline unsigned atomicAdd(unsigned *p, unsigned v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
static __device__ inline int atomicMax(int *p, int v) { return __atomic_fetch_max(p, v, __ATOMIC_RELAXED); }

#endif
