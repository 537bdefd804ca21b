"""The GPU's roofline: a kernel's steps on one GPU from their counts alone.

The GPU roofline uses :func:`~advisor.onchip.roofline_time` per step
(steps run one after another, so their times add): a kernel with fewer
independent work items than the GPU has FP32 lanes cannot fill it: compute roof
= peak x min(1, parallelism / lanes); and with one outstanding access per thread
Little's law caps bandwidth at parallelism x element size / DRAM latency.
Traffic counts re-reads against the L2. Both refinements matter for the
sequential solvers (durbin, trisolv), which a plain roofline would send to the
GPU. Steps with CUDA code get the static kernel predictor instead (``kp``,
:mod:`advisor.gpu.kerneltime`).

The roofline functions take a kernel's counts as numbers or, for a batch of
one-step raw tasks, as numpy arrays (:mod:`advisor.elementwise`).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..elementwise import Value, minimum
from ..onchip import OnChipTime, RooflineTime, peak_rate, roofline_time
from .descriptor import Gpu
from .inputs import KernelAtSizes, Node, StepAtSizes


def gpu_roofline(flops: Mapping[str, Value], traffic_bytes: Value, parallelism: Value, element_bytes: Value, gpu: Gpu,
                 file: str, index: int = 0) -> RooflineTime:
    """FLOPs by precision and DRAM bytes on GPU ``index`` of the descriptor ``file`` (named in errors), with
    ``parallelism`` independent work items of ``element_bytes`` each (module docstring)."""
    fill = minimum(1.0, parallelism / gpu.fp_lanes)
    peaks = {p: fill * peak_rate(gpu.peak_flops, p, file, f"gpus[{index}].peak_flops") for p in flops}
    latency_bound = parallelism * element_bytes / gpu.dram_latency_s
    bandwidth = minimum(gpu.memory_bandwidth_sustained_Bps, latency_bound)
    return roofline_time(flops, traffic_bytes, peaks, bandwidth)


def gpu_step_roofline(step: StepAtSizes, gpu: Gpu, file: str, index: int = 0) -> RooflineTime:
    """One step on GPU ``index`` of the descriptor ``file``; its re-reads count against the last-level cache."""
    return gpu_roofline(step.flops, step.dram_traffic_bytes(gpu.last_level_cache_bytes), step.parallelism,
                        step.element_bytes, gpu, file, index)


def gpu_roofline_time(counts: KernelAtSizes, platform: Node, gpu_index: int) -> OnChipTime:
    gpu = platform.gpus[gpu_index]
    results = tuple(gpu_step_roofline(step, gpu, platform.path, gpu_index) for step in counts.steps)
    return OnChipTime(sum(r.time_s for r in results), results, "roofline")
