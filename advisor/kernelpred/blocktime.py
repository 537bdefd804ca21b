"""Thread time of one basic block: data-dependency latencies and issue delays.

The kernel-predictor paper (shared/papers/001, sec. 3, Fig. 3) writes a
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
(001 sec. 3, :attr:`~.arch.InstructionTiming.issue_delay_cycles`).

Replays (our extension, from the profile): a warp memory access that the
hardware splits into several passes is issued once per pass -- a shared access
with an n-way bank conflict takes n wavefronts, a global access touching k
128-byte lines takes k transactions (the pipeline paper's memory divergence,
003: a scattered warp access needs more transactions).  Its issue delay is
multiplied by the passes; a shared load also finishes (passes - 1) x delay
later (a global load's extra latency is lat_uncoal's, in the average latency).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from ..ptx.ir import PtxKernel
from ..ptx.isa import classify, defs_uses
from ..ptx.profile import KernelProfile
from .arch import GpuArchitecture

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


def replays_of(profile: KernelProfile) -> dict[int, float]:
    """Passes per warp request of each memory instruction (pc -> passes > 1 only)."""
    out = {}
    for m in profile.memory:
        if not m.requests:
            continue
        passes = m.wavefronts / m.requests if m.space == "shared" else m.sectors / m.requests / 4.0
        if passes > 1.0 + 1e-9:
            out[m.pc] = round(passes, 3)
    return out


def block_times(kernel: PtxKernel, arch: GpuArchitecture, replays: Mapping[int, float] | None = None) -> BlockTimes:
    """The timing of every basic block of ``kernel`` on ``arch``, cached.

    Keyed by object identity (a parsed kernel holds dicts, so it is not hashable);
    the entry keeps the kernel alive so its id cannot be reused."""
    rep = tuple(sorted((replays or {}).items()))
    key = (id(kernel), arch.architecture, arch.compute_capability, rep)
    hit = _CACHE.get(key)
    if hit is None or hit[0] is not kernel:
        if len(_CACHE) > 512:
            _CACHE.clear()
        hit = _CACHE[key] = (kernel, _block_times(kernel, arch, dict(rep)))
    return hit[1]


def _block_times(kernel: PtxKernel, arch: GpuArchitecture, replays: dict[int, float]) -> BlockTimes:
    shared_lat = arch.memory.shared_latency_cycles
    cycles, loads, owner, starts, issue = [], [], [], [], []
    for block in kernel.blocks:
        ready: dict[str, list[tuple[float, int]]] = {}
        prev_issue: list[tuple[float, int]] = [(0.0, 0)]
        prev_delay = 0.0
        end: list[tuple[float, int]] = [(0.0, 0)]
        total_delay = 0.0
        for pc in range(block.start, block.end):
            ins = kernel.instructions[pc]
            cls = classify(ins)
            timing = arch.instruction(cls)
            passes = replays.get(pc, 1.0)
            delay = timing.issue_delay_cycles * passes
            defs, uses = defs_uses(ins)
            start = _shift(prev_issue, prev_delay)
            for reg in uses:
                start += ready.get(reg, [])
            start = _prune(start)
            if cls in _MEMORY_LOADS:
                finish = _shift(start, 0.0, 1)
            elif cls == "ld_shared":
                finish = _shift(start, shared_lat + delay - timing.issue_delay_cycles)
            elif cls in _NO_WAIT:
                finish = _shift(start, delay)
            else:
                finish = _shift(start, timing.latency_cycles)
            for reg in defs:
                ready[reg] = finish
            end = _prune(end + finish)
            prev_issue, prev_delay = start, delay
            total_delay += delay
        starts.append(len(cycles))
        for c, k in end:
            cycles.append(c)
            loads.append(k)
            owner.append(block.index)
        issue.append(total_delay)
    return BlockTimes(np.array(cycles, float), np.array(loads, float), np.array(owner, int),
                      np.array(starts, int), np.array(issue, float))
