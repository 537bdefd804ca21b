"""Loop-signature CPU model: the code's innermost loops convolved with the machine's access profile.

The convolution method of PMaC (Snavely et al. [snavely2002]): an application signature
(what each loop does per iteration: :mod:`advisor.cpu.loops`) times a machine
profile (what each kind of access costs at each working-set size: measured,
:mod:`advisor.cpu.profile`, or derived from the core's datasheet,
:mod:`advisor.cpu.datasheet`). For one loop run by ``T`` threads::

    t_iter = max( sum_op chain_op x t_op,                the loop-carried path (latency)
                  flops / R_core(simd),                   in-core throughput
                  contiguous x t_c(F/T) + walks x (t_s(F_s) + r)       data: the access costs add
                    + (strided - walks) x t_s(0) + a x (t_c(F/T) - t_c(0)) )
    t_loop = iterations x t_iter / T  +  regions x o_region

``a`` stores (``write_allocates``) read their lines before writing them: the line's fetch beyond
the L1 once more. Contiguous accesses a loop lists as ``reused`` read ``t_c`` at their own reuse distance.
``t_c`` is the vectorised or the scalar contiguous curve as the loop is
compiled (measured on fp64 elements; other element sizes scale it: ``_stream_s``),
read at ``F / T``: ``footprint`` is what the kernel's streams sweep before reusing
data, and the curves measured with ``T`` threads at once are indexed by what each
thread sweeps (T x that in the shared cache). For data the
threads partition (an OpenMP static loop over rows) that is exact at every
level; for data every thread sweeps whole (gemm's B) it is exact in the shared
last-level cache and optimistic in the private ones. ``F_s`` (``stride_footprint``)
is the lines one column walk keeps; each thread walks its own columns, so it is
read as it is. A walk brings each line in once per line's worth of columns;
the strided curve pays that fetch from the level ``F_s`` fits in, and
``r = (t_line(D/T) - t_line(F_s)) x element / 64`` adds what fetching it from
where the walked arrays (``stride_data`` D) live costs more: ``t_line`` is the
time of a line fetch no prefetcher helps, per footprint, its translation held
(the walk's page walks are in ``t_s``; ``calibrate`` times it on huge pages).
Shared-cache and DRAM contention are in the curves. Where the walks' lengths vary (``stride_footprint_shape``: a walk ``for k
< i`` grows with ``i``), ``t_s + r`` is averaged over the walks an iteration makes,
``F_s`` being the longest: a walk shorter than the TLB's reach pays no page walk,
and most of a triangle's walks are. ``walks`` of the ``strided`` accesses fetch a
line each; the others find a line and its page translation that one of them just
brought (a column's load and the store back to it, ``C[k][j] += ...``), at the cost
of a walk that stays in the L1, ``t_s`` at its smallest footprint.
The strided curve is a walk with a new page at every access (rows 8,256 B apart).
Rows shorter than a page (``stride`` S < 4 KiB) put several rows on one page: only
S / 4 KiB of the accesses reach a new page, and those translate the pages of a walk
that many times shorter, so with a ``lines`` curve::

    t_walk(F) = f x max(t_s(f x F), t_line(F)) + (1 - f) x t_line(F),   f = S / 4 KiB

Of the walks, ``shared_walks`` go down the rows another walk of the same array goes
down in that iteration (``data[k][i] * data[k][j]``): their pages' table entries sit on
the lines that walk's page walk just brought, so their own walks are served by the L1
instead of the L2 the full walk pays. They cost the line plus that share of the
translation, ``t_line(F) + c x (t_walk(F) - t_line(F))`` with ``c`` the L1 latency over
the L2 latency of the core's table (:func:`advisor.cpu.datasheet.cached_walk_share`).

A parallel construct costs its fork/join on one thread too: with GCC 12's libgomp on our
2-core Zen 1 VM, jacobi-1d at SMALL (80 regions around 118-element loops) ran in 6 us built
without OpenMP and 54 us built with it and run with ``OMP_NUM_THREADS=1``: 0.6 us per region.
The profile's run for the loop's threads says what a region costs a team of that size
(``fork_join``: ``calibrate`` times an empty parallel loop, 0.33 us on one thread and 0.7-1.4 us
on two there); without it, the platform's ``parallel_region_overhead``.

The three terms overlap (an out-of-order core runs the loads of later
iterations under a latency chain), hence the max, as in the ECM model's
overlapping in-core part (Hager, Treibig et al. [hager2013]); a dot product streaming
from DRAM on this project's Zen 4 host runs at the add latency, not at latency
plus transfer. Streams are prefetched; a column walk whose lines the L1 cannot keep is
not, and on cores whose table composes transfers serially (``overlap: serial``, the
ECM model of Intel's cores [hofmann2020]) the chain it feeds waits for each miss: such
walks add to the latency term (``t_chain + walks x (t_s + r)``), as naive gemm and
correlation at 256 and 640 ran on Emerald Rapids (validation/cpu/h100-node), where on
the overlapping Zen 1 of this project's host correlation at MEDIUM keeps to the max. A walk
keeps its lines in the L1 while its footprint fits the sets its stride maps it to: a
stride of ``k`` lines uses ``sets / gcd(k, sets)`` of the L1's sets (``ways`` of the
core's table), so ``F_s x gcd(k, sets)`` is compared with the L1 (a 1,024-byte stride
uses 4 of a 48 KiB 12-way L1's 64 sets: 3 KiB of it); such a walk's lines then come as
from a walk ``gcd`` times longer (from the L2). Stores into lines other threads
write too wait for line transfers, on the chain or as a fourth term of the max
(:mod:`advisor.cpu.sharing`). A kernel's time is the sum over its loops.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from types import MappingProxyType

from ..schema.precision import element_bytes, precision_bits
from .arch import LINE_BYTES, find_cpu_arch
from .datasheet import profile_for
from .descriptor import PAGE_BYTES, Cpu
from .loops import CpuLoopCounts
from .memo import peak_flops
from .profile import AccessProfile, ThreadProfile
from .runtime import barrier_s, fork_join_s, reduction_combine_s
from .schedule import busiest_share
from .sharing import coherence_s, critical_s

WALK_POINTS = 32  # midpoint rule over a loop's walk lengths: the curves step at 0.75-1.25 x a reach, 1/32 resolves that


@dataclass(frozen=True)
class LoopTime:
    name: str
    threads: int
    time_s: float
    sync_s: float
    seconds_by_term: dict[str, float]  # per-iteration terms x iterations / threads
    memory_level: str | None = None  # where the data the memory term pays for lives (None: levels unknown)

    @functools.cached_property  # read for the kernel's bound and again for its notes
    def bound(self) -> str:
        """``latency``, ``compute``, or where the data come from: ``L2``, ``L3``, ``DRAM`` (``memory`` when the
        cache levels are unknown). Data served by the L1 are bound by the core's load/store ports: ``compute``."""
        term = max(self.seconds_by_term, key=self.seconds_by_term.get)
        if term != "memory" or self.memory_level is None:
            return term
        return "compute" if self.memory_level == "L1" else self.memory_level


@dataclass(frozen=True)
class Build:
    """How the loops were compiled for the CPU they run on: the vectors' width (the implementation's ISA on this
    CPU, :mod:`advisor.cpu.isa`) and the width the profile's vectorised curve was timed at (what ``-march=native``
    code uses there), whether the ISA has fused multiply-adds and the compiler keeps them on a loop-carried path,
    and whether floating-point reductions may be reassociated (``-ffast-math``)."""

    vector_bits: int
    profile_vector_bits: int = 0  # 0: vector_bits
    fma: bool = True
    split_fma_chains: bool = False
    fast_math: bool = False
    work_items_in_lanes: bool = False  # an OpenCL CPU runtime that vectorises: work-items in the lanes (loop.work_items)


def loop_time(loop: CpuLoopCounts, cpu: Cpu, profile: AccessProfile, precision: str, build: Build | None = None) -> LoopTime:
    """Time of one innermost loop over the whole kernel (equation above)."""
    build = build or Build(cpu.simd_width_bits)
    threads = cpu.threads if loop.threads is None else min(loop.threads, cpu.threads)  # OpenMP: a thread per hardware thread
    run = profile.for_threads(threads)
    lanes_share, gathered = 1.0, 0.0  # OpenCL across work-items: what the lanes share, and the accesses per lane
    if build.work_items_in_lanes and loop.work_items is not None:
        loop, lanes_share, gathered = _as_work_items(loop, build, precision)
    # the vector rate at the build's width (the descriptor's rates are at the CPU's widest), and its vectorised
    # accesses against the profile's (timed as -march=native code runs there)
    rate_share = build.vector_bits / cpu.simd_width_bits if loop.simd else 1.0
    narrowing = build.vector_bits / (build.profile_vector_bits or build.vector_bits) if loop.simd else 1.0
    def flop_rate(p: str) -> float:
        return peak_flops(cpu, p, threads, loop.simd) / threads * rate_share * (1.0 if build.fma else 0.5)
    reused = sum(accesses for accesses, _ in loop.reused)
    stream_s = _stream_s(loop, run, loop.footprint_bytes / threads, precision, narrowing)
    in_l1 = _stream_s(loop, run, 0.0, precision, narrowing)
    data_s = (loop.contiguous - reused) * stream_s + loop.write_allocates * max(0.0, stream_s - in_l1)
    # a stream is not reused farther than what the thread sweeps in all (many threads, small data)
    data_s += sum(accesses * _stream_s(loop, run, min(footprint, loop.footprint_bytes / threads), precision, narrowing)
                  for accesses, footprint in loop.reused)
    walks_s = 0.0
    conflicts = l1_conflicts(loop.stride_bytes, cpu) if loop.strided else 1
    exposed = bool(loop.strided) and _walks_miss_l1(loop, run, cpu, conflicts)  # misses the chain waits for (module docstring)
    if not exposed:
        conflicts = 1  # crowded sets matter where the misses are exposed
    if loop.strided:
        strided = run.curves["strided"]
        own = loop.walks - loop.shared_walks
        walks_s = own * _walk_s(loop, run, threads, precision, conflicts=conflicts) + (loop.strided - loop.walks) * strided.seconds[0]
        if loop.shared_walks:
            walks_s += loop.shared_walks * _walk_s(loop, run, threads, precision, run.cached_walk_share, conflicts)
        data_s += walks_s
    data_s *= _smt_sharing(threads, run, cpu)
    if lanes_share < 1.0:
        accesses = loop.contiguous + loop.strided
        data_s *= (lanes_share * (accesses - gathered) + gathered) / accesses if accesses else 1.0
    chain_s = _chain_s(loop, run, precision, build)
    if chain_s > 0 and exposed:
        chain_s += walks_s
    per_iteration = {
        "latency": chain_s * lanes_share + coherence_s(loop, threads, cpu, chained=True),
        "compute": compute_s(loop, precision, flop_rate),
        "memory": data_s,
        "shared lines": coherence_s(loop, threads, cpu, chained=False) + critical_s(loop, threads, cpu),
    }
    scale = loop.iterations * busiest_share(loop.schedule, threads)
    sync_s = loop.regions * fork_join_s(cpu, threads) + loop.barriers * barrier_s(cpu, threads)  # a team of one still starts
    sync_s += loop.regions * reduction_combine_s(cpu, threads, loop.reduction_elements, element_bytes(precision))
    by_term = {term: seconds * scale for term, seconds in per_iteration.items()}
    walked = loop.strided and loop.stride_data_bytes > 0
    level = run.level_of((loop.stride_data_bytes if walked else loop.footprint_bytes) / threads)
    return LoopTime(loop.name, threads, max(by_term.values()) + sync_s, sync_s, by_term, level)


def compute_s(loop: CpuLoopCounts, precision: str, flop_rate: Callable[[str], float]) -> float:
    """In-core time per iteration: its flops at the rate of the kernel's precision, except those C computes in double
    (``double_flops``: a double literal times a float element) and the conversions that brings, at the double rate:
    half the lanes of a float vector, and a conversion instruction converts one vector of doubles (CVTPS2PD,
    CVTPD2PS [intel-sdm]) and is taken to hold an FP port as a double operation does (an estimate: their port
    use is not read in a source here)."""
    double = min(loop.double_flops, loop.flops)
    seconds = (loop.flops - double) / flop_rate(precision)
    if double or loop.conversions:
        seconds += (double + loop.conversions) / flop_rate("fp64")
    return seconds


def l1_conflicts(stride_bytes: float, cpu: Cpu) -> int:
    """How many times fewer of the L1's sets a walk of ``stride_bytes`` uses than one that spreads over all of them:
    gcd(stride in lines, sets) for a stride of whole lines, 1 otherwise or where the core's table gives no ways."""
    arch = find_cpu_arch(cpu.microarchitecture)
    sets = arch.caches[0].sets if arch is not None else None
    if not sets or stride_bytes <= 0 or stride_bytes % LINE_BYTES:
        return 1
    return math.gcd(int(stride_bytes // LINE_BYTES), sets)


def _walks_miss_l1(loop: CpuLoopCounts, run: ThreadProfile, cpu: Cpu, conflicts: int) -> bool:
    """Whether the loop's column walks (crowded into ``conflicts`` times fewer L1 sets) lose their lines from the L1
    before the next column comes back to them, on a core that composes its transfers serially (module docstring)."""
    arch = find_cpu_arch(cpu.microarchitecture)
    if arch is None or arch.overlap != "serial" or not run.levels or loop.stride_footprint_bytes <= 0:
        return False
    return loop.stride_footprint_bytes * conflicts > run.levels[0][1]


def _as_work_items(loop: CpuLoopCounts, build: Build, precision: str) -> tuple[CpuLoopCounts, float, float]:
    """The loop as an OpenCL CPU runtime runs it [intel-opencl-cpu]: adjacent work-items in the lanes of the build's
    vectors (so vectorised whatever the compiler does to C loops). Where the lanes run this loop's own iterations
    it is a vectorised loop with no carried value (work-items are independent); where each work-item runs the
    loop whole, ``lanes`` of them side by side share every vector access and every step of the carried chain, and
    each gathered access is one load per lane. Returns the loop, what one lane pays of what is shared, and the
    gathered accesses."""
    items = loop.work_items
    assert items is not None
    if items.innermost:
        return replace(loop, simd=True, chain=MappingProxyType({}), ordered_reduction=False), 1.0, 0.0
    lanes = max(1, build.vector_bits // precision_bits(precision))
    return replace(loop, simd=True), 1.0 / lanes, float(min(items.gathers, loop.contiguous + loop.strided))


def _chain_s(loop: CpuLoopCounts, run: ThreadProfile, precision: str, build: Build) -> float:
    """The loop-carried path per iteration. A multiply-add reached through its addend costs an FMA where the build
    fuses it, an add where it has no FMA instructions (SSE2, AVX) or, for ``multiply_add``, where its compiler
    splits FMA chains; an ``fma`` through a factor without FMA instructions is a multiply then an add (the
    multiply's latency taken as the FMA's, as on the cores we describe). A vectorised floating-point reduction
    reassociated by fast-math keeps one vector accumulator: one add per vector of elements."""
    latency = run.latency_s
    seconds = 0.0
    for op, count in loop.chain.items():
        if op == "multiply_add":
            cost = latency["fma"] if build.fma and not build.split_fma_chains else latency["add"]
        elif op == "fma_addend":
            cost = latency["fma"] if build.fma else latency["add"]
        elif op == "fma" and not build.fma:
            cost = latency["fma"] + latency["add"]
        else:
            cost = latency[op]
        if op in ("add", "fma", "multiply_add", "fma_addend") and loop.ordered_reduction and build.fast_math and loop.simd:
            count /= max(1, build.vector_bits // precision_bits(precision))
        seconds += count * cost
    return seconds


def _smt_sharing(threads: int, run: ThreadProfile, cpu: Cpu) -> float:
    """How many threads share each access slot the profile's run measured: more threads than that run
    and than the cores are SMT siblings, which share their core's ports, buffers and bandwidth."""
    return max(1.0, threads / max(run.threads, cpu.cores))


def _stream_s(loop: CpuLoopCounts, run: ThreadProfile, footprint_bytes: float, precision: str, narrowing: float = 1.0) -> float:
    """Per contiguous access sweeping ``footprint_bytes`` per thread before reuse: the curve measured on fp64
    elements, for elements of the loop's precision. A
    vectorised loop holds 8/e times as many e-byte elements per vector, so every cost per element scales
    by e/8; a scalar loop keeps its cost per access in the L1 (ports, not bytes) and moves e/8 of the bytes.
    Vectors ``narrowing`` times the width the curve was measured at (SSE2 code on an AVX-512 core) take
    1/narrowing times the instructions: the in-core cost (the curve in the L1) rises by that factor, the
    transfers from farther levels do not (the ECM model's in-core and data terms [hager2013])."""
    curve = run.curves["contiguous" if loop.simd else "scalar"]
    share = element_bytes(precision) / 8.0
    seconds = curve.at(footprint_bytes)
    if not loop.simd:
        return max(curve.seconds[0], seconds * share)
    return (seconds if narrowing >= 1.0 else max(seconds, curve.seconds[0] / narrowing)) * share


def walk_lengths(longest_bytes: float, shape: str) -> tuple[tuple[float, float], ...]:
    """(footprint, share of the iterations) of the walks a loop makes, the longest keeping ``longest_bytes``
    (:data:`advisor.cpu.loops.WALK_SHAPES`): the density over [0, F] by the midpoint rule on ``WALK_POINTS`` points.

    >>> walk_lengths(100.0, "fixed")
    ((100.0, 1.0),)
    >>> [round(share, 3) for _, share in walk_lengths(100.0, "triangle")[:2]]
    [0.001, 0.003]
    """
    if shape == "fixed":
        return ((longest_bytes, 1.0),)
    return tuple((x * longest_bytes, share) for x, share in _walk_density(shape))


@functools.cache
def _walk_density(shape: str) -> tuple[tuple[float, float], ...]:
    """(fraction of the longest walk, share of the iterations) at the ``WALK_POINTS`` midpoints: one table a shape."""
    xs = [(i + 0.5) / WALK_POINTS for i in range(WALK_POINTS)]
    density = [x if shape == "triangle" else x * (1.0 - x) for x in xs]
    total = sum(density)
    return tuple((x, d / total) for x, d in zip(xs, density, strict=True))


def _walk_s(loop: CpuLoopCounts, run: ThreadProfile, threads: int, precision: str, translation_share: float = 1.0,
            conflicts: int = 1) -> float:
    """Per strided access, averaged over the walks' lengths: the fetch from the level the walk's lines fit in
    (the strided curve; rows shorter than a page share their pages' translations; ``translation_share`` of the
    translation, what the curve costs beyond the line's fetch, for a walk on page-table lines just fetched),
    plus fetching its share of a line from where the walked arrays live rather than from that level (0
    without ``stride_data`` or a ``lines`` curve). A walk crowded into ``conflicts`` times fewer L1 sets
    (:func:`l1_conflicts`) fetches its lines as a walk that many times longer would (the translations stay)."""
    strided, lines = run.curves["strided"], run.curves.get("lines")
    refetch = lines is not None and loop.stride_data_bytes > 0
    from_data = lines.at(loop.stride_data_bytes / threads) if refetch else 0.0
    line_share = element_bytes(precision) / LINE_BYTES
    new_page = min(1.0, loop.stride_bytes / PAGE_BYTES) if loop.stride_bytes > 0 else 1.0
    lengths = walk_lengths(loop.stride_footprint_bytes, loop.stride_footprint_shape)
    footprints = [footprint for footprint, _ in lengths]
    # each curve read at every length in one call (AccessCurve.at_each): the rules below then take them point by point
    walks = strided.at_each(footprints)
    fetches = lines.at_each([footprint * conflicts for footprint in footprints]) if lines is not None else None
    paged = strided.at_each([footprint * new_page for footprint in footprints]) if lines is not None and new_page < 1.0 else None
    seconds = 0.0
    for point, (_, share) in enumerate(lengths):
        walk = walks[point]
        if fetches is not None:  # the line's fetch apart from its translation: what the rules below need
            fetch = fetches[point]
            if conflicts > 1:
                walk = max(walk, fetch)
            if paged is not None:
                walk = new_page * max(paged[point], fetch) + (1.0 - new_page) * fetch
            if translation_share < 1.0:
                walk = fetch + translation_share * max(0.0, walk - fetch)
            if refetch:
                walk += max(0.0, from_data - fetch) * line_share
        seconds += share * walk
    return seconds


def signature_time(loops: tuple[CpuLoopCounts, ...], cpu: Cpu, precision: str, build: Build | None = None) -> tuple[LoopTime, ...]:
    """Every loop's time; the kernel's is their sum. The CPU must have an access profile, measured or from the datasheet
    (:func:`advisor.cpu.datasheet.profile_for`)."""
    profile = profile_for(cpu)
    assert profile is not None
    return tuple(loop_time(loop, cpu, profile, precision, build) for loop in loops)
