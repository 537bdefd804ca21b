"""The CPU's on-chip time: the roofline, or the loop-signature model where the code's loops are known.

Roofline (registered as ``roofline``): :func:`~advisor.onchip.roofline_time`
per step (steps run one after another, so their times add), with

    cores used = min(implementation threads, cores, parallelism of the step);
    compute roof = cores x clock x FLOPs/cycle (scalar codes get the vector rate
    divided by the SIMD lanes; one core runs at the boost clock, several at base);
    bandwidth = min(sustained, cores x per-core bandwidth); traffic counts
    re-reads against the node's last-level cache;

and a multithreaded step pays the platform's parallel-region overhead (fork/join
and barrier, as measured by the EPCC OpenMP micro-benchmarks [bull1999]) once per
launch, the CPU counterpart of a GPU kernel launch: a time-stepped stencil
synchronises its threads every step on either device.

Loop signature (registered as ``signature``): where the kernel lists its CPU loops
(``cpu_loops``, or derived from its ``cpu_source``) and the platform has an access
profile -- measured by ``advisor calibrate`` or derived from the core's
microarchitecture table (:mod:`advisor.cpu.datasheet`) -- the loop-signature model
(:mod:`advisor.cpu.signature`) gives the time instead, named ``signature/measured``
or ``signature/datasheet``; the roofline steps are kept for the FLOP and DRAM counts
the energy models read. Each step also says what it does for the ``activity`` energy model
(:func:`cpu_activity`: its FLOPs as vector instructions of the build's width, its DRAM bytes, the
cores busy); the times do not depend on it.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

from ..elementwise import Value, ceil, is_scalar, maximum, minimum, where
from ..onchip import Activity, OnChipTime, peak_rate, roofline_time
from ..schema.precision import precision_bits
from .datasheet import profile_for
from .descriptor import Cpu, CpuImplementation
from .inputs import KernelAtSizes, Node, StepAtSizes
from .isa import BASELINE, NATIVE, has_fma, native_vector_bits, splits_fma_chains, vector_bits
from .loops import CpuLoopCounts
from .memo import peak_flops, per_cpu
from .pages import ESTIMATED_FIRST_TOUCH, first_touch_s
from .signature import Build, signature_time


def cpu_cores_used(counts: KernelAtSizes, step: StepAtSizes, cpu: Cpu) -> Value:
    """min(threads of the CPU code, cores, parallelism of the step), at least 1."""
    wanted = cpu.cores if counts.cpu.threads is None else minimum(counts.cpu.threads, cpu.cores)
    return maximum(1, minimum(wanted, ceil(step.parallelism)))


def cpu_roofline_time(counts: KernelAtSizes, platform: Node) -> OnChipTime:
    return _roofline(counts, platform, counted=True)


def _roofline(counts: KernelAtSizes, platform: Node, counted: bool) -> OnChipTime:
    """The roofline, its steps with what they do (``counted``) or without (the loop-signature model counts it)."""
    cpu = platform.cpu
    results = []
    cores_used: Value = 1
    sync_s: Value = 0.0
    vectorized = counts.cpu.vectorized
    for step in counts.steps:
        cores = cpu_cores_used(counts, step, cpu)
        cores_used = maximum(cores_used, cores)
        sync_s = sync_s + where(cores > 1, step.launches * cpu.parallel_region_overhead_s, 0.0)
        peaks = {
            p: peak_rate(lambda q, cores=cores: peak_flops(cpu, q, cores, vectorized), p, platform.path, "cpu.flops_per_cycle_per_core")
            for p in step.flops
        }
        dram = step.dram_traffic_bytes(cpu.llc_bytes)
        activity = None
        if counted:
            width = where(vectorized, cpu.simd_width_bits, 64) if not isinstance(vectorized, bool) else (
                cpu.simd_width_bits if vectorized else 64)
            activity = cpu_activity(step.flops, dram, width, cores, "roofline")
        results.append(roofline_time(step.flops, dram, peaks, cpu.memory_bandwidth(cores), activity))
    faults_s, notes = _first_touch(counts, cpu, cores_used)
    return OnChipTime(sum(r.time_s for r in results) + sync_s + faults_s, tuple(results), "roofline", cores_used, sync_s, notes)


def cpu_signature_time(counts: KernelAtSizes, platform: Node) -> OnChipTime:
    """The loop-signature model where the kernel lists its loops and the CPU has an access profile, else the roofline.

    The roofline steps stay in the result for the FLOP and DRAM counts the energy models read. The bound is
    the one of the loops that take the most time: ``latency``, ``compute``, ``L2``, ``L3``, ``DRAM`` (or
    ``memory`` where the profile's cache levels are unknown), ``launch`` when parallel-region overheads
    outweigh them, ``page faults`` when the first touch of fresh output arrays does. Where every step names
    its own CPU code, each step's part is its own loops' time (``step_times_s``).
    """
    cpu = platform.cpu
    profile = profile_for(cpu)
    by_loops = bool(counts.cpu_loops) and profile is not None
    roofline = _roofline(counts, platform, counted=not by_loops)  # the loops' activity replaces the roofline's
    source_notes = (counts.cpu_loops_note,) if counts.cpu_loops_note else ()
    if counts.cpu_parallel_note and counts.cpu.threads != 1:
        source_notes += (counts.cpu_parallel_note,)
    if not by_loops:
        return replace(roofline, notes=source_notes + roofline.notes) if source_notes else roofline
    steps = roofline.steps
    precision = max(steps[0].flops_by_precision, key=steps[0].flops_by_precision.get, default="fp64")
    build = build_of(counts.cpu, cpu)
    loops = signature_time(as_implemented(counts.cpu_loops, counts.cpu), cpu, precision, build)
    threads = max(loop.threads for loop in loops)
    faults_s, fault_notes = _first_touch(counts, cpu, threads)
    sync_s = sum(loop.sync_s for loop in loops)
    by_bound: dict[str, float] = {"page faults": faults_s} if faults_s else {}
    for loop in loops:
        by_bound[loop.bound] = by_bound.get(loop.bound, 0.0) + loop.time_s - loop.sync_s
    dominant = "launch" if sync_s > max(by_bound.values()) else max(by_bound, key=by_bound.get)
    notes = source_notes + fault_notes + tuple(f"{loop.name}: {loop.time_s:.3g} s on {loop.threads} thread(s), {loop.bound}-bound"
                                               for loop in loops)
    step_times = None
    own = [step.cpu_loops for step in counts.steps]
    if len(own) > 1 and all(own):
        if len(counts.cpu_loops) == sum(map(len, own)) and all(a is b for a, b in zip(counts.cpu_loops, itertools.chain(*own))):
            ends = list(itertools.accumulate(map(len, own)))  # the kernel's loops are its steps': cut their times
            step_times = tuple(sum(loop.time_s for loop in loops[end - len(mine):end]) for mine, end in zip(own, ends, strict=True))
        else:
            step_times = tuple(sum(loop.time_s for loop in signature_time(as_implemented(mine, counts.cpu), cpu, precision, build))
                               for mine in own)
    model = f"signature/{profile.origin}"
    steps = tuple(replace(step, activity=cpu_activity(step.flops_by_precision, step.dram_bytes, build.vector_bits, threads, "loops",
                                                      build.fma)) for step in steps)
    return OnChipTime(sum(loop.time_s for loop in loops) + faults_s, steps, model, threads, sync_s, notes, dominant, step_times)


def cpu_activity(flops, dram_bytes: Value, vector_bits: Value, cores: Value, source: str, fma: bool = True) -> Activity:
    """What a step does on the CPU for the ``activity`` energy model (:mod:`advisor.energy.activity`): its FLOPs as
    vector instructions of ``vector_bits`` (64: scalar code), FMAs of two FLOPs per lane where the build has them,
    its DRAM bytes, the cores busy. Counts only: the time models do not read it."""
    instructions: dict[str, Value] = {}
    widths = [int(vector_bits)] if is_scalar(vector_bits) else sorted({int(w) for w in vector_bits})
    for width in widths:
        share = 1.0 if is_scalar(vector_bits) else (vector_bits == width)
        for precision, count in flops.items():
            lanes = max(width // precision_bits(precision), 1)
            key = f"v{width}"
            instructions[key] = instructions.get(key, 0.0) + share * count / (lanes * (2.0 if fma else 1.0))
    return Activity(instructions, {"dram": dram_bytes}, cores, source)


def _first_touch(counts: KernelAtSizes, cpu: Cpu, threads: Value) -> tuple[float, tuple[str, ...]]:
    """The page faults of the fresh output arrays, where the implementation allocates them for the run."""
    if counts.cpu.outputs != "fresh" or not is_scalar(counts.fresh_bytes) or counts.fresh_bytes <= 0:
        return 0.0, ()
    touch = cpu.first_touch or ESTIMATED_FIRST_TOUCH
    team = int(threads) if is_scalar(threads) else cpu.threads
    seconds = first_touch_s(counts.fresh_bytes, touch, cpu, team)
    pages = counts.fresh_bytes / touch.page_bytes
    return seconds, (f"first touch of {pages:.3g} fresh pages of the output arrays: {seconds:.3g} s on {team} thread(s)",)


_IMPLEMENTED: dict[tuple[int, CpuImplementation], tuple[tuple[CpuLoopCounts, ...], tuple[CpuLoopCounts, ...]]] = {}


def as_implemented(loops: tuple[CpuLoopCounts, ...], implementation: CpuImplementation) -> tuple[CpuLoopCounts, ...]:
    """:func:`implemented`, once per loops and implementation (a kernel's loops are the same on every platform)."""
    try:
        key = (id(loops), implementation)
        known = _IMPLEMENTED.get(key)
    except TypeError:  # a batch's arrays
        return implemented(loops, implementation)
    if known is not None and known[0] is loops:
        return known[1]
    adjusted = implemented(loops, implementation)
    if len(_IMPLEMENTED) > 1024:
        _IMPLEMENTED.clear()
    _IMPLEMENTED[key] = (loops, adjusted)  # the loops kept with their answer: their id is not reused meanwhile
    return adjusted


def implemented(loops: tuple[CpuLoopCounts, ...], implementation: CpuImplementation) -> tuple[CpuLoopCounts, ...]:
    """The loops as the implementation runs them: on no more threads than it uses (a code run serially stays
    serial where its loops sit in a parallel construct, and loops the dependence analysis found parallel in
    serial code run in parallel only when it asks for threads: serially they open no region), and scalar
    where its compiler vectorises nothing. Otherwise each loop's own ``simd`` fact stands (read per loop,
    finer than the implementation's one ``vectorized`` flag for the roofline). An OpenCL runtime runs every
    nest with work-items on all the threads it has (in the vector lanes where it vectorises:
    :func:`advisor.cpu.signature.loop_time`)."""
    limit = implementation.threads
    adjusted = []
    for loop in loops:
        if implementation.runtime == "opencl" and loop.work_items is not None:
            loop = replace(loop, threads=limit)  # the runtime spreads work-groups over the threads it has
        elif loop.threads is None and limit == 1 and loop.parallel_by == "analysis":
            loop = replace(loop, threads=1, regions=0.0, barriers=0.0, reduction_elements=0.0, schedule=None)
        elif limit is not None:
            loop = replace(loop, threads=limit if loop.threads is None else min(loop.threads, limit))
        if not implementation.vectorized and loop.simd:
            loop = replace(loop, simd=False)
        adjusted.append(loop)
    return tuple(adjusted)


def build_of(implementation: CpuImplementation, cpu: Cpu) -> Build:
    """The implementation's vectors on this CPU (:func:`_build`)."""
    return _build(cpu, implementation)


@per_cpu
def _build(cpu: Cpu, implementation: CpuImplementation) -> Build:
    """The implementation's vectors on this CPU (never wider than it has) against the profile's (timed as
    ``-march=native`` code runs), FMA where the ISA has it, FMA chains as the compiler's tuning keeps them. An
    OpenCL runtime puts work-items in the lanes only where it vectorises (Intel's [intel-opencl-cpu]); one that
    does not runs each work-item's code scalar, a work-group's work-items one after another ([amd-opencl-opt])."""
    opencl = implementation.runtime == "opencl"
    # an OpenCL runtime compiles its kernels for the CPU it runs on, at the core's full width, unless told an ISA
    bits = cpu.simd_width_bits if opencl and implementation.isa in (BASELINE, NATIVE) else vector_bits(implementation.isa, cpu)
    return Build(bits, native_vector_bits(cpu), has_fma(NATIVE if opencl and not implementation.isa else implementation.isa, cpu),
                 splits_fma_chains(implementation.isa, cpu), implementation.fast_math, opencl and implementation.vectorized)
