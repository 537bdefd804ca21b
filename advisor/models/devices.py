"""Which roof applies: on-chip time of a kernel on the CPU or on one GPU.

Both devices use :func:`~advisor.models.roofline.roofline_time` per step (steps
run one after another, so their times add). What differs is the roof:

CPU
    cores used = min(implementation threads, cores, parallelism of the step);
    a multithreaded step pays the platform's parallel-region overhead (fork/join
    and barrier, as measured by the EPCC OpenMP micro-benchmarks [bull1999]) once per
    launch, the CPU counterpart of a GPU kernel launch: a time-stepped stencil
    synchronises its threads every step on either device;
    compute roof = cores x clock x FLOPs/cycle (scalar codes get the vector rate
    divided by the SIMD lanes; one core runs at the boost clock, several at base);
    bandwidth = min(sustained, cores x per-core bandwidth); traffic counts
    re-reads against the node's last-level cache.
    Where the kernel lists its CPU loops (``cpu_loops``, or derived from its
    ``cpu_source``) and the platform has an access profile -- measured by
    ``advisor calibrate`` or derived from the core's microarchitecture table
    (:mod:`advisor.datasheetprofile`) -- the loop-signature model
    (:mod:`advisor.models.signature`, registered as ``signature``) gives the
    time instead, named ``signature/measured`` or ``signature/datasheet``; the
    roofline steps are kept for the FLOP and DRAM counts the energy models read.

GPU
    a kernel with fewer independent work items than the GPU has FP32 lanes
    cannot fill it: compute roof = peak x min(1, parallelism / lanes); and with
    one outstanding access per thread Little's law caps bandwidth at
    parallelism x element size / DRAM latency. Traffic counts re-reads against
    the L2. Both refinements matter for the sequential solvers (durbin,
    trisolv), which a plain roofline would send to the GPU. Steps with CUDA
    code get the static kernel predictor instead (``kp``, registered by
    :mod:`advisor.kernelpred`).

The roofline functions take a kernel's counts as numbers or, for a batch of
one-step raw tasks, as numpy arrays (:mod:`advisor.models.elementwise`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from ..counts import KernelCounts, StepCounts
from ..cpuloops import CpuLoopCounts
from ..elementwise import Value, ceil, maximum, minimum, where
from ..errors import DescriptorError
from ..platform import Cpu, Gpu, Platform
from .roofline import RooflineTime, roofline_time
from .signature import signature_time


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


def _peak(getter: Callable[[str], float], precision: str, file: str, field: str) -> float:
    try:
        return getter(precision)
    except KeyError:
        raise DescriptorError(file, f"{field}.{precision}", f"missing: a kernel needs the {precision} rate") from None


def cpu_cores_used(counts: KernelCounts, step: StepCounts, cpu: Cpu) -> Value:
    """min(threads of the CPU code, cores, parallelism of the step), at least 1."""
    wanted = cpu.cores if counts.cpu.threads is None else minimum(counts.cpu.threads, cpu.cores)
    return maximum(1, minimum(wanted, ceil(step.parallelism)))


def cpu_roofline_time(counts: KernelCounts, platform: Platform) -> OnChipTime:
    cpu = platform.cpu
    results = []
    cores_used: Value = 1
    sync_s: Value = 0.0
    for step in counts.steps:
        cores = cpu_cores_used(counts, step, cpu)
        cores_used = maximum(cores_used, cores)
        sync_s = sync_s + where(cores > 1, step.launches * cpu.parallel_region_overhead_s, 0.0)
        peaks = {
            p: _peak(lambda q, cores=cores: cpu.peak_flops(q, cores, counts.cpu.vectorized), p, platform.path, "cpu.flops_per_cycle_per_core")
            for p in step.flops
        }
        results.append(roofline_time(step.flops, step.dram_traffic_bytes(cpu.llc_bytes), peaks, cpu.memory_bandwidth(cores)))
    return OnChipTime(sum(r.time_s for r in results) + sync_s, tuple(results), "roofline", cores_used, sync_s)


def cpu_signature_time(counts: KernelCounts, platform: Platform) -> OnChipTime:
    """The loop-signature model where the kernel lists its loops and the CPU has an access profile, else the roofline.

    The roofline steps stay in the result for the FLOP and DRAM counts the energy models read. The bound is
    the one of the loops that take the most time: ``latency``, ``compute``, ``L2``, ``L3``, ``DRAM`` (or
    ``memory`` where the profile's cache levels are unknown), ``launch`` when parallel-region overheads
    outweigh them.
    """
    roofline = cpu_roofline_time(counts, platform)
    cpu = platform.cpu
    source_notes = (counts.cpu_loops_note,) if counts.cpu_loops_note else ()
    if not counts.cpu_loops or cpu.access_profile is None:
        return replace(roofline, notes=source_notes) if source_notes else roofline
    steps = roofline.steps
    precision = max(steps[0].flops_by_precision, key=steps[0].flops_by_precision.get, default="fp64")
    loops = signature_time(_as_implemented(counts), cpu, precision)
    sync_s = sum(loop.sync_s for loop in loops)
    time_s = sum(loop.time_s for loop in loops)
    by_bound: dict[str, float] = {}
    for loop in loops:
        by_bound[loop.bound] = by_bound.get(loop.bound, 0.0) + loop.time_s - loop.sync_s
    dominant = "launch" if sync_s > max(by_bound.values()) else max(by_bound, key=by_bound.get)
    notes = source_notes + tuple(f"{loop.name}: {loop.time_s:.3g} s on {loop.threads} thread(s), {loop.bound}-bound" for loop in loops)
    model = f"signature/{cpu.access_profile.origin}"
    return OnChipTime(time_s, steps, model, max(loop.threads for loop in loops), sync_s, notes, dominant)


def _as_implemented(counts: KernelCounts) -> tuple[CpuLoopCounts, ...]:
    """The loops on no more threads than the workload's CPU implementation uses (a code run serially
    stays serial where its loops sit in a parallel construct). Their own ``simd`` facts stand: they
    are read per loop, finer than the implementation's one ``vectorized`` flag for the roofline."""
    limit = counts.cpu.threads
    if limit is None:
        return counts.cpu_loops
    return tuple(replace(loop, threads=limit if loop.threads is None else min(loop.threads, limit)) for loop in counts.cpu_loops)


def gpu_step_roofline(step: StepCounts, gpu: Gpu, file: str, index: int = 0) -> RooflineTime:
    """One step on GPU ``index`` of the descriptor ``file`` (named in errors)."""
    fill = minimum(1.0, step.parallelism / gpu.fp_lanes)
    peaks = {p: fill * _peak(gpu.peak_flops, p, file, f"gpus[{index}].peak_flops") for p in step.flops}
    latency_bound = step.parallelism * step.element_bytes / gpu.dram_latency_s
    bandwidth = minimum(gpu.memory_bandwidth_sustained_Bps, latency_bound)
    return roofline_time(step.flops, step.dram_traffic_bytes(gpu.last_level_cache_bytes), peaks, bandwidth)


def gpu_roofline_time(counts: KernelCounts, platform: Platform, gpu_index: int) -> OnChipTime:
    gpu = platform.gpus[gpu_index]
    results = tuple(gpu_step_roofline(step, gpu, platform.path, gpu_index) for step in counts.steps)
    return OnChipTime(sum(r.time_s for r in results), results, "roofline")
