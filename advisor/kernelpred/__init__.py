"""Static CUDA kernel predictor (issue 3): GPU architecture model, occupancy, kernel-time models.

``arch`` holds per-architecture instruction timings, memory latencies and
bandwidths and occupancy limits (data in ``arch/*.yaml``); ``occupancy`` applies
NVIDIA's occupancy rules to a launch. The kernel-time models build on these:
``kp`` (the kernel-predictor paper, with ``blocktime`` and ``fixedpoint``),
``bsp``, ``mwpcwp`` and ``roofline_gpu``, selected by name through
``predict.MODELS`` / :func:`predict_kernel`; ``onchip`` feeds ``advisor
recommend``, ``command`` is ``advisor predict-kernel`` and ``validate`` measures
the models against validation/gpu/.

Importing this package does not import the PTX interpreter; the model
functions are loaded on first use.
"""

from .arch import (
    INSTRUCTION_CLASSES,
    PTX_CLASS_TIMING,
    GpuArchitecture,
    InstructionTiming,
    MemoryTiming,
    OccupancyLimits,
    UnknownArchitectureError,
    architecture_for,
    bandwidths_Bps,
    clock_hz,
    cycles_to_seconds,
    load_architecture_file,
    load_architectures,
    seconds_to_cycles,
)
from .occupancy import LaunchError, Occupancy, occupancy, waves

_LAZY = {"predict_kernel": "predict", "run_model": "predict", "MODELS": "predict",
         "KernelPrediction": "result", "KernelLaunch": "result"}


def __getattr__(name: str):  # PEP 562: keep `import advisor.kernelpred` light
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(name)


__all__ = [
    "INSTRUCTION_CLASSES",
    "MODELS",
    "PTX_CLASS_TIMING",
    "GpuArchitecture",
    "InstructionTiming",
    "KernelLaunch",
    "KernelPrediction",
    "LaunchError",
    "MemoryTiming",
    "Occupancy",
    "OccupancyLimits",
    "UnknownArchitectureError",
    "architecture_for",
    "bandwidths_Bps",
    "clock_hz",
    "cycles_to_seconds",
    "load_architecture_file",
    "load_architectures",
    "occupancy",
    "predict_kernel",
    "run_model",
    "seconds_to_cycles",
    "waves",
]
