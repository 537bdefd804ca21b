"""On-chip time of a kernel on one device, and the GPU's roofline.

:class:`OnChipTime` is what every on-chip model answers, on the CPU
(:mod:`advisor.cpu.time`) and on a GPU: the time, the per-step rooflines the
energy models read their FLOP and DRAM counts from, the model's name and notes.

The GPU roofline uses :func:`~advisor.models.roofline.roofline_time` per step
(steps run one after another, so their times add): a kernel with fewer
independent work items than the GPU has FP32 lanes cannot fill it: compute roof
= peak x min(1, parallelism / lanes); and with one outstanding access per thread
Little's law caps bandwidth at parallelism x element size / DRAM latency.
Traffic counts re-reads against the L2. Both refinements matter for the
sequential solvers (durbin, trisolv), which a plain roofline would send to the
GPU. Steps with CUDA code get the static kernel predictor instead (``kp``,
registered by :mod:`advisor.kernelpred`).

The roofline functions take a kernel's counts as numbers or, for a batch of
one-step raw tasks, as numpy arrays (:mod:`advisor.elementwise`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from ..counts import KernelCounts, StepCounts
from ..elementwise import Value, minimum
from ..errors import DescriptorError
from ..platform import Gpu, Platform
from .roofline import RooflineTime, roofline_time


@dataclass(frozen=True)
class OnChipTime:
    """On-chip time of a whole kernel (all steps) on one device, with the per-step rooflines."""

    time_s: Value
    steps: tuple[RooflineTime, ...]
    model: str
    cores_used: Value | None = None  # CPU only
    sync_time_s: Value = 0.0  # CPU only: parallel-region overheads, included in time_s
    notes: tuple[str, ...] = ()  # e.g. why a step fell back from kp to the roofline
    dominant: str | None = None  # the bound, where the model names it itself (signature: latency, compute, memory)
    step_times_s: tuple[Value, ...] | None = None  # each step's own time where the model times steps apart (None: the rooflines')

    @property
    def compute_time_s(self) -> Value:
        return sum(s.compute_time_s for s in self.steps)

    @property
    def memory_time_s(self) -> Value:
        return sum(s.memory_time_s for s in self.steps)

    def corrected(self, factor: Value) -> OnChipTime:
        """The same prediction scaled by a factor learned from measured runs (the BSP paper's [amaris2015] lambda).

        The model name says so, with the factor's 95 % interval where it is known:
        ``roofline*2.6(learned, 95% 2.1-3.2)``.
        """
        if not isinstance(factor, (int, float)):
            return replace(self, time_s=self.time_s * factor, model=f"{self.model}*factor(learned)")
        low, high = getattr(factor, "low", None), getattr(factor, "high", None)
        interval = f", 95% {low:.3g}-{high:.3g}" if low is not None and high is not None else ""
        return replace(self, time_s=self.time_s * factor, model=f"{self.model}*{float(factor):.3g}(learned{interval})")

    @property
    def bound(self) -> str:
        if self.dominant is not None:
            return self.dominant
        if self.sync_time_s > max(self.compute_time_s, self.memory_time_s):
            return "launch"
        return "compute" if self.compute_time_s >= self.memory_time_s else "memory"

    @property
    def flops(self) -> Value:
        return sum(s.flops for s in self.steps)

    @property
    def dram_bytes(self) -> Value:
        return sum(s.dram_bytes for s in self.steps)


def peak_rate(getter: Callable[[str], float], precision: str, file: str, field: str) -> float:
    try:
        return getter(precision)
    except KeyError:
        raise DescriptorError(file, f"{field}.{precision}", f"missing: a kernel needs the {precision} rate") from None


def gpu_step_roofline(step: StepCounts, gpu: Gpu, file: str, index: int = 0) -> RooflineTime:
    """One step on GPU ``index`` of the descriptor ``file`` (named in errors)."""
    fill = minimum(1.0, step.parallelism / gpu.fp_lanes)
    peaks = {p: fill * peak_rate(gpu.peak_flops, p, file, f"gpus[{index}].peak_flops") for p in step.flops}
    latency_bound = step.parallelism * step.element_bytes / gpu.dram_latency_s
    bandwidth = minimum(gpu.memory_bandwidth_sustained_Bps, latency_bound)
    return roofline_time(step.flops, step.dram_traffic_bytes(gpu.last_level_cache_bytes), peaks, bandwidth)


def gpu_roofline_time(counts: KernelCounts, platform: Platform, gpu_index: int) -> OnChipTime:
    gpu = platform.gpus[gpu_index]
    results = tuple(gpu_step_roofline(step, gpu, platform.path, gpu_index) for step in counts.steps)
    return OnChipTime(sum(r.time_s for r in results), results, "roofline")
