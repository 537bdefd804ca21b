"""Thread time of one basic block: data-dependency latencies and issue delays.

The kernel-predictor paper [kleimenov2021] (sec. 3, Fig. 3) writes a
thread's time as an expression over its basic blocks and trip counts: inside
a block, an instruction starts when its operands are ready (``lat_*`` of the
instructions it depends on) and no earlier than the issue delay (``del_*``) of
the instruction before it; a loop contributes ``trip x`` its body.  We read
that as an in-order scoreboard per block:

    issue_i  = max(issue_{i-1} + delay_{i-1}, max_{j in deps(i)} finish_j)
    finish_i = issue_i + latency_i
    time(B)  = max_i finish_i          (stores: issue_i + delay_i -- nothing waits on them)

Global/local loads and atomics take the *average memory latency* ``lat`` of
the memory model (the quantity the fixed points of Figs. 4-5 raise), so a
block's time is a convex piecewise-linear function of it:

    time(B, lat) = max_p (cycles_p + loads_p x lat)

kept as the non-dominated (cycles, loads) pairs.  Registers produced in
another block are taken as ready at the block's start (the paper's blocks are
timed independently and summed), shared loads take the shared latency, other
instructions the latency of their class in the architecture model.  The issue
delay of an instruction is ``max(warpSize / units per processing block, 1)``
([kleimenov2021] sec. 3, :attr:`~.arch.InstructionTiming.issue_delay_cycles`).

Replays (our extension, from the profile): a warp memory access that the
hardware splits into several passes is issued once per pass -- a shared access
with an n-way bank conflict takes n wavefronts, a global access touching k
128-byte lines takes k transactions (the pipeline paper's memory divergence,
[zhang2024]: a scattered warp access needs more transactions; k is estimated from the
sampled warp's addresses, :func:`replays_of`).  Its issue delay is
multiplied by the passes; a shared load also finishes (passes - 1) x delay
later (a global load's extra latency is lat_uncoal's, in the average latency).
The passes of an uncoalesced global request that leave the SM are spaced by the departure
delay of uncoalesced transactions ([hong2009]; the delay_dep of [kleimenov2021]) when it
exceeds the issue delay: ``delay = max(del, delay_dep) x passes`` (:func:`departures_of`;
from Volta on only the passes that miss L1 leave).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from .arch import GpuArchitecture
from .ptx.ir import PtxKernel
from .ptx.isa import classify, defs_uses
from .ptx.memory import SECTOR_BYTES
from .ptx.profile import KernelProfile

LINE_BYTES = 128
_MEMORY_LOADS = ("ld_global", "ld_local", "atomic")
_NO_WAIT = ("st_global", "st_local", "st_shared")


@dataclass(frozen=True)
class BlockTimes:
    """Per basic block: latency pairs (flattened) and the summed issue delay.

    ``cycles[i] + loads[i] * lat`` for the pairs of block ``owner[i]``;
    ``issue_cycles[b]`` is the sum of the issue delays of block b's instructions.
    """
    cycles: np.ndarray
    loads: np.ndarray
    owner: np.ndarray
    starts: np.ndarray          # first pair index of each block (for reduceat)
    issue_cycles: np.ndarray

    def times(self, lat_cycles: float) -> np.ndarray:
        """time(B, lat) of every block, in cycles."""
        return np.maximum.reduceat(self.cycles + self.loads * lat_cycles, self.starts)


def _prune(pairs: list[tuple[float, int]]) -> list[tuple[float, int]]:
    """Keep the pairs not dominated by another with more cycles and more loads."""
    best: dict[int, float] = {}
    for c, k in pairs:
        if c > best.get(k, -1.0):
            best[k] = c
    out, top = [], -1.0
    for k in sorted(best, reverse=True):  # more loads first; keep only if more cycles too
        if best[k] > top:
            out.append((best[k], k))
            top = best[k]
    return out


def _shift(pairs, cycles: float, loads: int = 0):
    return [(c + cycles, k + loads) for c, k in pairs]


_CACHE: dict = {}


def lines_per_sector(m) -> float:
    """Distinct 128-byte lines per distinct 32-byte sector in the sampled warp's request.

    The profile counts sectors over the whole grid but keeps the addresses of one warp
    only (``sample_offsets``, byte offsets from the array's 256-byte-aligned base), so the
    line count of a request is estimated as ``sectors/request x`` this ratio: 1/4 for a
    contiguous float warp (4 sectors in one line), 1 for a strided one (one sector per
    line).  Without a sample, 1/4 (contiguous lines) is assumed."""
    offs = [o for o in m.sample_offsets if o is not None]
    if not offs:
        return SECTOR_BYTES / LINE_BYTES
    nbytes = max(int(m.bytes_per_lane), 1)
    sectors = {s for o in offs for s in range(o // SECTOR_BYTES, (o + nbytes - 1) // SECTOR_BYTES + 1)}
    lines = {s * SECTOR_BYTES // LINE_BYTES for s in sectors}
    return len(lines) / len(sectors)


BANKS = 32


def shared_bank_passes(words: list[int], lane_bytes: int, bank_bytes: int) -> int:
    """Wavefronts of one warp's shared request over the absolute 4-byte word indices it touches.

    4-byte banks (Fermi and from Maxwell on): bank = word mod 32, the degree is the most
    distinct words in one bank.  8-byte banks (Kepler, 32-bit mode): a bank entry holds
    words i and i + 32 of one 64-word segment, so the degree counts distinct (word // 64)
    per bank ([cuda-guide], cc 3.x "Shared Memory").  At least one wavefront per
    32 x bank_bytes moved (``lane_bytes``: bytes of all active lanes)."""
    entries: dict[int, set[int]] = {}
    for w in set(words):
        entries.setdefault(w % BANKS, set()).add(w // 64 if bank_bytes == 8 else w)
    degree = max((len(v) for v in entries.values()), default=0)
    return max(degree, -(-lane_bytes // (BANKS * bank_bytes)))


def _bank_ratio(m, bank_bytes: int, shared_base: Mapping[str, int] | None) -> float:
    """Wavefronts under ``bank_bytes`` banks / under 4-byte banks for the sampled warp (the
    profile counts wavefronts with 4-byte banks); 1 without a sample or for 4-byte banks."""
    offs = [o for o in m.sample_offsets if o is not None]
    if bank_bytes == 4 or not offs:
        return 1.0
    base = (shared_base or {}).get(m.array, 0)
    nbytes = max(int(m.bytes_per_lane), 1)
    words = [w for o in offs for w in range((base + o) // 4, (base + o + nbytes - 1) // 4 + 1)]
    four = shared_bank_passes(words, len(offs) * nbytes, 4)
    return shared_bank_passes(words, len(offs) * nbytes, bank_bytes) / four if four else 1.0


def shared_bases(kernel: PtxKernel) -> dict[str, int]:
    """Byte offset of each shared variable, laid out as the interpreter lays them out."""
    out, off = {}, 0
    for var in kernel.shared:
        off = -(-off // var.align) * var.align
        out[var.name] = off
        off += var.size_bytes
    return out


def replays_of(profile: KernelProfile, bank_bytes: int = 4, shared_base: Mapping[str, int] | None = None,
               l2_only_bytes: int | None = None, l1_caches_loads: bool = True) -> dict[int, float]:
    """Passes per warp request of each memory instruction (pc -> passes > 1 only).

    Shared: wavefronts per request (bank conflicts), as the profile counts them (4-byte
    banks), scaled for an architecture with 8-byte banks (``bank_bytes``, Kepler) by the
    ratio of the sampled warp's wavefronts under the two rules (:func:`shared_bank_passes`;
    ``shared_base``: the shared variables' offsets, :func:`shared_bases`).  Global/local: distinct 128-byte
    lines per request, as the module docstring says -- the CUDA C Programming Guide [cuda-guide]
    (compute capability 2.x, "Global Memory") splits a warp's request into one request
    per cache line it touches, issued independently (the pipeline paper [zhang2024] likewise:
    scattered addresses need more transactions than adjacent ones).  So a
    warp whose lanes fall in 16 different lines is replayed 16 times however few bytes
    of each line it uses.  (This used to be sectors / 4, which equals the line count
    only when every touched line is fully used: a strided access touching one sector in
    each of 16 lines got 4 passes instead of 16.)  A contiguous warp is one pass, as
    before.  Global accesses that L1 does not cache -- stores, and loads where
    ``l1_caches_loads`` is false (Kepler cc 3.0/3.5) -- are served by L2 in
    ``l2_only_bytes`` transactions on cc 2.x/3.x (32 bytes), and the LSU replays the
    request once per transaction (``memory.l2_only_transaction_bytes`` of the architecture
    files: [cuda-guide] and measured replay counters), so their passes are 32-byte
    sectors per request: a coalesced float warp takes 4.  ``l2_only_bytes=None`` (Maxwell on)
    keeps the line as the unit."""
    out = {}
    for m in profile.memory:
        if not m.requests:
            continue
        if m.space == "shared":
            passes = m.wavefronts / m.requests * _bank_ratio(m, bank_bytes, shared_base)
        elif l2_only_bytes and m.space == "global" and (m.kind == "store" or (m.kind == "load" and not l1_caches_loads)):
            passes = max(m.sectors * SECTOR_BYTES / l2_only_bytes / m.requests, 1.0)
        else:
            passes = max(m.sectors / m.requests * lines_per_sector(m), 1.0)
        if passes > 1.0 + 1e-9:
            out[m.pc] = round(passes, 3)
    return out


def departures_of(profile: KernelProfile, departure_delay_cycles: float,
                  l1_hits_depart: bool = True) -> dict[int, tuple[float, float]]:
    """Departure delay of the uncoalesced global/local memory instructions, and the share of their passes that pay
    it (pc -> (cycles, share)).

    Hong & Kim [hong2009] (their memory-warp-parallelism equations are quoted in
    :mod:`.mwpcwp`): the memory transactions of an uncoalesced warp request leave the SM
    ``Departure_del_uncoal`` cycles apart, so one such request occupies its memory pipeline
    ``Departure_del_uncoal x #Uncoal_per_mw`` cycles; the kernel-predictor paper ([kleimenov2021],
    sec. 3) carries the same quantity as ``delay_dep = (lat_uncoal - lat_DRAM) / 28`` (10
    cycles in our architecture files: Hong & Kim's value).  A memory instruction is
    uncoalesced, as in the ``uncoalMem`` of [kleimenov2021], when its requests touch more 32-byte sectors than
    the contiguous minimum (``sectors > ideal_sectors``; a broadcast that needs fewer is
    coalesced).  Each of its passes (one per line or transaction, :func:`replays_of`) then issues
    ``max(issue delay, departure delay)`` cycles apart -- per processing block, which plays
    Hong & Kim's one-scheduler SM (as in :mod:`.mwpcwp`).  The departure delay is Hong &
    Kim's GT200-era figure, not a Kepler or later measurement.

    Where the L1 serves its hits inside the SM (``l1_hits_depart`` false: Volta's L1, merged with
    shared memory, and its successors [nvidia-whitepapers]), only the passes that miss it (a share
    ``1 - l1_hit`` of the instruction's sectors) depart; a hit pass takes the issue delay:
    ``delay = (del + (1 - l1_hit) x max(0, delay_dep - del)) x passes``."""
    out = {}
    if departure_delay_cycles <= 0:
        return out
    for m in profile.memory:
        if m.space == "shared" or not m.requests:
            continue
        if m.sectors > m.ideal_sectors * (1.0 + 1e-9):
            out[m.pc] = (float(departure_delay_cycles), 1.0 if l1_hits_depart else 1.0 - (m.l1_hit or 0.0))
    return out


def block_times(kernel: PtxKernel, arch: GpuArchitecture, replays: Mapping[int, float] | None = None,
                departures: Mapping[int, tuple[float, float]] | None = None) -> BlockTimes:
    """The timing of every basic block of ``kernel`` on ``arch``, cached.

    ``replays``: passes per request (:func:`replays_of`); ``departures``: the departure delay of
    uncoalesced memory instructions and the share of their passes that pay it (:func:`departures_of`).
    Keyed by object identity (a parsed kernel holds dicts, so it is not hashable);
    the entry keeps the kernel alive so its id cannot be reused."""
    rep = tuple(sorted((replays or {}).items()))
    dep = tuple(sorted((departures or {}).items()))
    key = (id(kernel), arch.architecture, arch.compute_capability, rep, dep)
    hit = _CACHE.get(key)
    if hit is None or hit[0] is not kernel:
        if len(_CACHE) > 512:
            _CACHE.clear()
        hit = _CACHE[key] = (kernel, _block_times(kernel, arch, dict(rep), dict(dep)))
    return hit[1]


@dataclass(frozen=True)
class InstructionCost:
    """One instruction's cost on one architecture, as :func:`block_times` and the pipeline model use it.

    ``delay_cycles``: how long it holds its unit (issue delay x passes, raised by the
    departure delay of the passes that leave the SM); ``fixed_cycles`` + ``memory_loads`` x lat: from its issue to when
    its result is ready (a store: its own delay -- nothing waits on it)."""
    cls: str
    delay_cycles: float
    fixed_cycles: float
    memory_loads: int
    defs: tuple[str, ...]
    uses: tuple[str, ...]


def instruction_costs(kernel: PtxKernel, arch: GpuArchitecture, replays: Mapping[int, float] | None = None,
                      departures: Mapping[int, tuple[float, float]] | None = None) -> tuple[InstructionCost, ...]:
    """The :class:`InstructionCost` of every instruction of ``kernel`` (by pc); see the module docstring."""
    replays, departures = replays or {}, departures or {}
    shared_lat = arch.memory.shared_latency_cycles
    out = []
    for pc, ins in enumerate(kernel.instructions):
        cls = classify(ins)
        timing = arch.instruction(cls)
        departure, departing = departures.get(pc, (0.0, 0.0))
        delay = (timing.issue_delay_cycles + departing * max(0.0, departure - timing.issue_delay_cycles)) * replays.get(pc, 1.0)
        loads = 0
        if cls in _MEMORY_LOADS:
            fixed, loads = 0.0, 1
        elif cls == "ld_shared":
            fixed = shared_lat + delay - timing.issue_delay_cycles
        elif cls in _NO_WAIT:
            fixed = delay
        else:
            fixed = timing.latency_cycles
        defs, uses = defs_uses(ins)
        out.append(InstructionCost(cls, delay, fixed, loads, tuple(defs), tuple(uses)))
    return tuple(out)


def _block_times(kernel: PtxKernel, arch: GpuArchitecture, replays: dict[int, float],
                 departures: dict[int, tuple[float, float]] | None = None) -> BlockTimes:
    costs = instruction_costs(kernel, arch, replays, departures)
    cycles, loads, owner, starts, issue = [], [], [], [], []
    for block in kernel.blocks:
        ready: dict[str, list[tuple[float, int]]] = {}
        prev_issue: list[tuple[float, int]] = [(0.0, 0)]
        prev_delay = 0.0
        end: list[tuple[float, int]] = [(0.0, 0)]
        total_delay = 0.0
        for pc in range(block.start, block.end):
            cost = costs[pc]
            start = _shift(prev_issue, prev_delay)
            for reg in cost.uses:
                start += ready.get(reg, [])
            start = _prune(start)
            finish = _shift(start, cost.fixed_cycles, cost.memory_loads)
            for reg in cost.defs:
                ready[reg] = finish
            end = _prune(end + finish)
            prev_issue, prev_delay = start, cost.delay_cycles
            total_delay += cost.delay_cycles
        starts.append(len(cycles))
        for c, k in end:
            cycles.append(c)
            loads.append(k)
            owner.append(block.index)
        issue.append(total_delay)
    return BlockTimes(np.array(cycles, float), np.array(loads, float), np.array(owner, int),
                      np.array(starts, int), np.array(issue, float))
