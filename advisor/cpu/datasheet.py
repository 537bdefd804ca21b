"""An access profile derived from datasheets: what ``advisor calibrate`` would measure, from the tables.

The loop-signature model (:mod:`advisor.cpu.signature`) needs the time of each
canonical access pattern by footprint (:mod:`advisor.cpu.profile`). A host that
``advisor calibrate`` measured has it; for any other platform this module derives
the same curves from the core's microarchitecture table (:mod:`advisor.cpu.arch`)
and the platform's clocks, last-level cache and memory bandwidth, so the model
is the same either way. All times are per fp64 element access of the patterns
``calibration/microbench.c access`` times, in cycles of the clock the run uses
(boost while one core is busy, the all-core clock for more: as :meth:`advisor.cpu.descriptor.Cpu.peak_flops`),
for data living in level ``k`` of the hierarchy (the ECM model [hager2013]):

``contiguous`` (``y[i] += s*x[i]`` vectorised, ``W`` lanes per datapath op; 2 loads, 1 store, 1 FMA
per element, 3 accesses)::

    T_load = 2 / (W x loads/cy)      T_OL = max(1 / fma/cy, 1 / stores/cy, 3 / memory ops/cy) / W
    X_j    = 24 B / fill bandwidth of level j into level j-1   (2 lines in, 1 dirty line out, per 8 elements)
    serial (Intel):      T = max(T_OL, T_load + sum_{j=2..k} X_j)
    overlapped (AMD, Arm): T = max(T_OL, T_load, X_2, ..., X_k)   [hofmann2020]
    per access = T / 3

``scalar``: the same loop, ``W = 1`` and the scalar load/store rates, at least 5
instructions per element (2 loads, store, FMA, loop) over the issue width.

``strided`` (a column walk: every access a new line on a new page; its lines are
reused by the next column, so they live where the walk's footprint fits) and
``lines`` (one load per line in an order no prefetcher follows, the buffer's
footprint): no prefetcher helps, so a miss waits the level's latency with at most
``fill_buffers`` of them in flight, and the line must cross each level::

    fetch = compose(sweep, max(1 / scalar loads/cy, latency_k / fill_buffers), 64 B transfers as above)
    sweep = max(add latency / 4, k x instructions per access / issue width)   (the sweep's own code:
            four accumulators; SWEEP_INSTRUCTIONS, as GCC compiles it, what bounds it in the L1)
    lines = fetch                 (its translation held: ``microbench access lines`` runs on huge pages)
    strided = max(fetch, l2_hit_cycles / lookups_in_flight)   L1 DTLB entries < pages <= L2 TLB entries
            = fetch + walk (serial) or max(fetch, walk)       beyond the L2 TLB's reach (overlapped)
            = fetch                                           within the L1 DTLB's
    walk    = walk_cycles / walkers

An L2-TLB hit overlaps the walk's fetches on every core: ``calibrate``'s sweep measured about one
cycle an access within the L2 TLB's reach on three hosts, the tables' lookup a cycle [calibrate-stlb].

A guest under nested paging (``cpu.address_translation: nested``: AMD RVI, Intel EPT)
walks in two dimensions [bhargava2008]: each of the ``r = walk_cycles / L2 latency``
references of its walk (the tables' walks are served by the L2, their upper levels
by the paging-structure caches), and the data's own guest-physical address, is
translated by a host walk of ``r`` references: ``(r + 1)^2 - 1`` references of an L2
latency each (8 for ``r = 2``, 4x the native walk; 24 with no walk caches at all).

A walk touches one page per row.

DRAM: one core's bandwidth is ``min(platform bandwidth with C busy cores / C,
lines_in_flight x 64 B / latency)`` (Little's law), converted to cycles. ``k`` SMT
threads on a core share its ports and bandwidths (those cycles count ``k`` times per
thread) but each waits for its own misses (the latency terms stay).

Latencies of the loop-carried path come straight from the table
(``store_forward`` = forwarding + add: the microbenchmark's volatile add).

Each level's reach per thread: a private cache its size; a shared one its
instances in use (threads spread over them) times their size over the threads;
never less than the level above it. The curves step from level ``k``'s cost at
0.75 x reach to level ``k+1``'s at 1.25 x reach (log-linear between, as the
measured curves are read); the TLBs' reaches step the walks' curves the same way.
"""

from __future__ import annotations

import math
from dataclasses import replace
from types import MappingProxyType

from .arch import LINE_BYTES, CpuMicroarchitecture, find_cpu_arch
from .descriptor import Cpu
from .isa import native_vector_bits
from .memo import per_cpu
from .profile import STEP_EDGES, AccessCurve, AccessProfile, ThreadProfile

CONTIGUOUS_BYTES_PER_ELEMENT = 24.0  # y[i] += s*x[i]: x and y lines in, y's line written back
# The column walk's and the line sweep's own code, which bounds them where their lines are at hand (the L1): four
# accumulators, so an add's latency every four accesses; and their instructions per access in GCC 12 -O3
# -march=native code of calibration/microbench.c (read in objdump, 2026-11-28): ``strided`` 6 per 4 accesses (four
# load-adds, the pointer's add, compare-and-branch), ``lines`` 19 per 4 (each access's index add, mask, shift and
# load-add; the loop's bound load, counter add, compare-and-branch)
SWEEP_ACCUMULATORS = 4
SWEEP_INSTRUCTIONS = MappingProxyType({"strided": 6 / 4, "lines": 19 / 4})


def busy_cores(cpu: Cpu, threads: int) -> int:
    """Cores ``threads`` threads keep busy: one thread per core first, then the SMT siblings."""
    return max(1, min(threads, cpu.cores))


def threads_per_busy_core(cpu: Cpu, threads: int) -> int:
    return math.ceil(threads / busy_cores(cpu, threads))


def cache_reaches(cpu: Cpu, arch: CpuMicroarchitecture, threads: int) -> tuple[tuple[str, float], ...]:
    """(level, bytes one of ``threads`` threads can keep there), nearest the core first.

    A core's private cache is split among its SMT threads; a shared one among the threads of the
    instances in use (threads spread over them); never less than the level above."""
    per_socket = cpu.cores_per_socket
    cores = busy_cores(cpu, threads)
    reaches: list[tuple[str, float]] = []
    for cache in arch.caches:
        shared_by = per_socket if cache.shared_by is None else min(cache.shared_by, per_socket)
        instances = cpu.sockets * math.ceil(per_socket / shared_by)
        size = cache.size_bytes if cache.size_bytes is not None else cpu.llc_bytes / instances
        in_use = cores if shared_by == 1 else min(instances, cores)
        reaches.append((cache.level, max(size * in_use / threads, reaches[-1][1] if reaches else 0.0)))
    return tuple(reaches)


def dram_bandwidth_per_core_Bps(cpu: Cpu, arch: CpuMicroarchitecture, threads: int) -> float:
    """min(the platform's bandwidth with the busy cores / those cores, Little's law for one core)."""
    cores = busy_cores(cpu, threads)
    littles_law = arch.lines_in_flight * LINE_BYTES / arch.memory_latency_s
    return min(float(cpu.memory_bandwidth(cores)) / cores, littles_law)


def _fill_cycles(arch: CpuMicroarchitecture, depth: int, bytes_moved: float, dram_bytes_per_cycle: float) -> list[float]:
    """Cycles to move ``bytes_moved`` across each boundary from level ``depth`` (len(caches) = DRAM) to the L1."""
    rates = [cache.bytes_per_cycle for cache in arch.caches[1:]] + [dram_bytes_per_cycle]
    return [bytes_moved / rate for rate in rates[:depth]]


def _compose(arch: CpuMicroarchitecture, overlapped_core: float, load_cycles: float, transfers: list[float]) -> float:
    if arch.overlap == "serial":
        return max(overlapped_core, load_cycles + sum(transfers))
    return max(overlapped_core, load_cycles, *transfers)


def page_walk_cycles(arch: CpuMicroarchitecture, nested: bool) -> float:
    """One page walk: the table's, or a guest's two-dimensional walk under nested paging (module docstring)."""
    if not nested:
        return arch.tlb.walk_cycles
    reference_cycles = arch.caches[min(1, len(arch.caches) - 1)].latency_cycles
    references = arch.tlb.walk_cycles / reference_cycles
    return ((references + 1) ** 2 - 1) * reference_cycles


def cached_walk_share(arch: CpuMicroarchitecture) -> float:
    """What a page walk costs, per full one, when another walk just brought its page-table lines: its
    references (page-table entries live in the data caches like any data [bhargava2008]) are served by the
    L1 instead of the L2 the table's walk assumes (their latencies' ratio)."""
    if len(arch.caches) < 2:
        return 1.0
    return min(1.0, arch.caches[0].latency_cycles / arch.caches[1].latency_cycles)


def _translated(arch: CpuMicroarchitecture, fetch: float, pages: float, nested: bool) -> float:
    """A walk access's cycles with its translation (module docstring): L2-TLB hits overlap the fetch on every core;
    page walks compose with it as the core composes its transfers."""
    tlb = arch.tlb
    if pages <= tlb.l1_entries:
        return fetch
    if pages <= tlb.l2_entries:
        return max(fetch, tlb.l2_hit_cycles / tlb.lookups_in_flight)
    return _compose(arch, 0.0, fetch, [page_walk_cycles(arch, nested) / tlb.walkers])


def _latency_cycles(arch: CpuMicroarchitecture, depth: int, clock_hz: float) -> float:
    return arch.memory_latency_s * clock_hz if depth == len(arch.caches) else arch.caches[depth].latency_cycles


def pattern_cycles(cpu: Cpu, arch: CpuMicroarchitecture, threads: int, clock_hz: float, depth: int) -> dict[str, float]:
    """Cycles per access of one thread for each pattern with its data in level ``depth`` (0 = L1,
    len(caches) = DRAM), before the TLB.

    ``k`` SMT threads on a core share its ports and bandwidths, so those costs count ``k`` times;
    the wait of a demand miss does not: each thread's misses overlap the others'."""
    core = arch.core
    k = threads_per_busy_core(cpu, threads)
    dram_bytes_per_cycle = dram_bandwidth_per_core_Bps(cpu, arch, threads) / clock_hz
    lanes = max(1, min(native_vector_bits(cpu), core.datapath_bits) // 64)  # as -march=native code vectorises
    streams = [k * c for c in _fill_cycles(arch, depth, CONTIGUOUS_BYTES_PER_ELEMENT, dram_bytes_per_cycle)]
    accesses = 3 / core.memory_ops_per_cycle if core.memory_ops_per_cycle else 0.0  # 2 loads + a store through the AGUs
    vector = _compose(arch, k * max(1 / core.fma_per_cycle, 1 / core.stores_per_cycle, accesses) / lanes,
                      k * 2 / (lanes * core.loads_per_cycle), streams)
    scalar = max(_compose(arch, k * max(1 / core.fma_per_cycle, 1 / core.scalar_stores_per_cycle, accesses),
                          k * 2 / core.scalar_loads_per_cycle, streams),
                 k * 5 / core.issue_width)
    line = [k * c for c in _fill_cycles(arch, depth, LINE_BYTES, dram_bytes_per_cycle)]
    demand = max(k / core.scalar_loads_per_cycle, _latency_cycles(arch, depth, clock_hz) / core.fill_buffers if depth else 0.0)
    if depth == len(arch.caches):
        demand = max(demand, arch.memory_latency_s * clock_hz / min(core.fill_buffers, arch.lines_in_flight))
    sweeps = {pattern: max(core.latency_cycles["add"] / SWEEP_ACCUMULATORS, k * instructions / core.issue_width)
              for pattern, instructions in SWEEP_INSTRUCTIONS.items()}
    return {"contiguous": vector / 3, "scalar": scalar / 3,
            "strided": _compose(arch, sweeps["strided"], demand, line), "lines": _compose(arch, sweeps["lines"], demand, line)}


def _bytes_per_page(arch: CpuMicroarchitecture) -> dict[str, float | None]:
    """Footprint per page each pattern touches (None: the TLB never limits it): a column walk keeps one line per
    page. ``lines`` is a line's fetch alone (measured on huge pages): a walk's translation is the strided curve's."""
    return {"contiguous": None, "scalar": None, "strided": float(LINE_BYTES), "lines": None}


def tlb_reaches(arch: CpuMicroarchitecture) -> dict[str, list[float]]:
    """Per pattern, the footprints where the L1 and L2 TLBs run out (none for the streams and line fetches)."""
    tlb = arch.tlb
    return {pattern: [] if page is None else [tlb.l1_entries * page, tlb.l2_entries * page]
            for pattern, page in _bytes_per_page(arch).items()}


def thread_profile(cpu: Cpu, arch: CpuMicroarchitecture, threads: int) -> ThreadProfile:
    """Latencies and curves of one run of ``threads`` threads (see the module docstring)."""
    clock_hz = cpu.boost_clock_hz if busy_cores(cpu, threads) == 1 else cpu.busy_clock_hz
    reaches = cache_reaches(cpu, arch, threads)
    cycles = [pattern_cycles(cpu, arch, threads, clock_hz, depth) for depth in range(len(reaches) + 1)]

    def depth(footprint: float) -> int:
        return next((i for i, (_, reach) in enumerate(reaches) if footprint <= reach), len(reaches))

    tlb_steps = tlb_reaches(arch)
    nested = cpu.address_translation == "nested"
    curves = {}
    for pattern, page in _bytes_per_page(arch).items():
        footprints = sorted({edge * reach for reach in [r for _, r in reaches] + tlb_steps[pattern] for edge in STEP_EDGES})
        seconds = []
        for footprint in footprints:
            fetch = cycles[depth(footprint)][pattern]
            if page is not None:
                fetch = _translated(arch, fetch, footprint / page, nested)
            seconds.append(fetch / clock_hz)
        curves[pattern] = AccessCurve(tuple(footprints), tuple(seconds))
    latency = arch.core.latency_cycles
    latencies = {
        "fma": latency["fma"] / clock_hz,
        "add": latency["add"] / clock_hz,
        "divide": latency["divide"] / clock_hz,
        "store_forward": (latency["store_forward"] + latency["add"]) / clock_hz,
    }
    return ThreadProfile(threads, MappingProxyType(latencies), MappingProxyType(curves), reaches, cached_walk_share(arch))


def datasheet_profile(cpu: Cpu, arch: CpuMicroarchitecture) -> AccessProfile:
    """One thread, one per core and every hardware thread (what OpenMP starts by default)."""
    counts = sorted({1, cpu.cores, cpu.threads})
    return AccessProfile(tuple(thread_profile(cpu, arch, threads) for threads in counts), origin="datasheet")


@per_cpu
def profile_for(cpu: Cpu) -> AccessProfile | None:
    """The access profile the CPU's model uses: the descriptor's measured one, which learns its cache levels, where its
    walks' curves step (the TLBs' reach) and what a walk on page-table lines just fetched costs from the core's table;
    else the one the table gives (:func:`datasheet_profile`). None for a core no table describes (the roofline serves
    it) that states none.

    Derived once per descriptor object: the descriptor holds what its file says, the model what it makes of it.
    """
    return _completed(cpu)


def _completed(cpu: Cpu) -> AccessProfile | None:
    arch = find_cpu_arch(cpu.microarchitecture)
    if arch is None:
        return cpu.access_profile
    if cpu.access_profile is None:
        return datasheet_profile(cpu, arch)
    steps = tlb_reaches(arch)
    runs = []
    for run in cpu.access_profile.runs:
        curves = {pattern: curve.stepped_at(steps[pattern]) for pattern, curve in run.curves.items()}
        runs.append(replace(run, levels=cache_reaches(cpu, arch, run.threads), curves=MappingProxyType(curves),
                            cached_walk_share=cached_walk_share(arch)))
    return replace(cpu.access_profile, runs=tuple(runs))
