"""Static CUDA kernel predictor (issue 3): the GPU architecture model and occupancy.

``arch`` holds per-architecture instruction timings, memory latencies and
bandwidths and occupancy limits (data in ``arch/*.yaml``); ``occupancy`` applies
NVIDIA's occupancy rules to a launch. The kernel-time models build on these.
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

__all__ = [
    "INSTRUCTION_CLASSES", "PTX_CLASS_TIMING", "GpuArchitecture", "InstructionTiming", "LaunchError",
    "MemoryTiming", "Occupancy", "OccupancyLimits", "UnknownArchitectureError", "architecture_for",
    "bandwidths_Bps", "clock_hz", "cycles_to_seconds", "load_architecture_file", "load_architectures",
    "occupancy", "seconds_to_cycles", "waves",
]
