"""The GPU side: what a GPU can do, and a kernel's time on it from its counts or from its code.

Modules:

    descriptor.py    Gpu (AmdGpu), LaunchOverhead, and the GPU's host Link (LogGP): what a platform says of a GPU
    inputs.py        what the GPU's models read of a kernel at its sizes and of the node; CudaLaunch
    launchlimits.py  what one CUDA launch may be (grid and block limits)
    roofline.py      the GPU roofline of a kernel's steps from their counts (gpu_roofline_time)
    launch.py        launch overhead (launch_time_s, the first launch of a fresh process)
    kerneltime.py    a kernel's steps with code, timed by a kernel-time model (the gpu-time models kp, pipeline, ...)
    sources.py       which code a step has: the shipped PTX or AMDGCN of a built-in kernel, or the user's file
    nvidia/          NVIDIA: PTX analysis (ptx/), the static kernel predictors (kp, pipeline, hybrid, bsp, mwp-cwp,
                     roofline) and their architecture files (arch/*.yaml)
    amd/             AMD: the GPU families (families.yaml, what an AMD descriptor is checked against) and the AMDGCN
                     code, occupancy and interpreter behind kp on AMD GPUs

Public names: Gpu, Link, LogGP (:mod:`.descriptor`), gpu_roofline_time (:mod:`.roofline`), launch_time_s
(:mod:`.launch`), kernel_onchip_time, gpu_time_model (:mod:`.kerneltime`), predict_kernel
(:mod:`.nvidia.predict`). The package imports nothing at load time.
"""
