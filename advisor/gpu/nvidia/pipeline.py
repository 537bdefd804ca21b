"""``pipeline``: the pipeline paper's simulator of one SM ([zhang2024] sec. 3.2).

Each warp runs a *task list*: the instructions it executes, in order, built from the
PTX's control-flow graph and the warp's basic-block counts (:func:`block_path`; loops
repeated as they iterate, which the paper found essential, its Table 1).  The SM's
warp schedulers (one per processing block; the warps are spread over them round-robin,
so by symmetry one scheduler and its warps are simulated) each issue at most
``dispatch units`` instructions per cycle, picking any warp whose next instruction
is ready (out of order across warps, in order within one):

    ready(i)  = max(issue(i - 1) + 1 / dispatch, finish(j) for the producers j of i's registers)
    issue(i)  = max(ready(i), scheduler free, sub-pipeline free)      (scoreboard)
    finish(i) = issue(i) + latency(i)
    the sub-pipeline of i is busy for delay(i) after issue(i)

The sub-pipelines are the execution units ([zhang2024]: SP, DP, SFU and the memory
subsystem; here FP32, FP16, FP64, integer, SFU/conversion, load/store and branch),
each accepting a new warp instruction every ``delay`` cycles (``warpSize / units``,
times the passes of a replayed memory access) -- the paper's issue delay and
single-instruction latency, taken from the architecture file as for ``kp``
(:func:`.blocktime.instruction_costs`).  A barrier holds a warp until every warp of its
block on the scheduler has reached it.  The SM's time is when its last instruction
finishes.

Global loads take the average memory latency ``lat`` of :mod:`.kp`; the waves and the
bandwidth-limited latency fixed points are kp's too (:func:`.kp.predict_waves`), with the
simulated SM in place of kp's warp-time expression.  So that one prediction stays fast
and its cost bounded whatever the grid, the SM is simulated at the unloaded latency and,
when a fixed point asks for a longer one, at twice that (its time taken linear in ``lat``
between and beyond), and when the task lists are longer than :data:`EVENT_BUDGET`
instructions in all (a full wave's; a partial wave's share of it), the loops are
shortened, outermost first, and the time at the full trip counts is extrapolated from a
few shortened runs (:meth:`_Simulator._plan`; ``benchmarks/bench_pipeline_shortening.py``
measures what that costs in accuracy).

Not in this model (as in the paper's pipeline, which leaves them to its learned
combination): instruction-cache misses, register-bank conflicts, dual issue beyond the
architecture's dispatch units.
"""

from __future__ import annotations

import collections
import heapq
import math
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from .blocktime import instruction_costs
from .kp import _Warps, predict_waves
from .ptx.ir import PtxKernel
from .result import KernelLaunch, KernelPrediction, frozen

#: Instructions of the first run, summed over the scheduler's warps in a full wave (a partial wave
#: gets its share: the same instructions per warp); a fit run that halves a loop scale may take
#: up to about twice that, and loops already at one trip cannot be shortened below it.
#: ``benchmarks/bench_pipeline_shortening.py`` measures what shortening to it costs in accuracy,
#: for full and for partial waves.
EVENT_BUDGET = 1500
#: The longest share of a run a second run at a doubled loop scale may keep (:meth:`_Simulator._plan`).
SHORTER_RUN = 0.9
#: Loops shortened when the task lists are over budget keep at least this many trips.
MIN_TRIPS = 1
PIPES = {"fp32": 0, "fp16": 1, "fp64": 2, "int": 3, "move": 3, "ld_param": 3, "ld_const": 3, "sfu": 4, "conv": 4,
         "ld_global": 5, "st_global": 5, "ld_shared": 5, "st_shared": 5, "ld_local": 5, "st_local": 5,
         "atomic": 5, "branch": 6, "sync": 6, "control": 6}


def _structure(kernel: PtxKernel) -> dict[int | None, list[tuple[str, int]]]:
    """Per context (a loop's header, None for the kernel) its items in program order:
    ("block", b) for the blocks directly in it, ("loop", header) for the loops directly in it."""
    innermost: dict[int, int | None] = {}
    for b in range(len(kernel.blocks)):
        loop = kernel.cfg.loop_of(b)
        innermost[b] = None if loop is None else loop.header
    items: dict[int | None, list[tuple[int, str, int]]] = defaultdict(list)
    for b, ctx in innermost.items():
        items[ctx].append((b, "block", b))
    for loop in kernel.loops:
        items[loop.parent].append((min(loop.body), "loop", loop.header))
    return {ctx: [(kind, x) for _, kind, x in sorted(v, key=lambda t: (t[0], t[1] == "block"))] for ctx, v in items.items()}


@dataclass(frozen=True)
class Shortening:
    """Loops of depth d (1: outermost) run ``trips / scales[d - 1]`` times, at least :data:`MIN_TRIPS`."""
    scales: tuple[float, ...] = ()

    def trips(self, count: float, depth: int) -> int:
        trips = int(count)
        scale = self.scales[depth - 1] if depth <= len(self.scales) else 1.0
        return trips if trips <= MIN_TRIPS or scale <= 1 else max(MIN_TRIPS, round(trips / scale))

    def times(self, depth: int, factor: float) -> Shortening:
        """This shortening with depth ``depth``'s scale multiplied by ``factor``."""
        scales = list(self.scales) + [1.0] * (depth - len(self.scales))
        scales[depth - 1] *= factor
        return Shortening(tuple(scales))


def block_path(kernel: PtxKernel, executions, shortening: Shortening = Shortening()) -> list[int]:
    """The basic blocks one warp executes, in order, from its per-block counts ``executions``.

    A block directly in a context (the kernel, or one iteration of a loop) runs
    ``executions[b] / executions[context header]`` times per run of the context
    (conditional blocks spread evenly over the runs); a loop runs its header's count per run
    of its context (fewer under a :class:`Shortening`)."""
    structure = _structure(kernel)
    depth = {loop.header: loop.depth for loop in kernel.loops}
    carry: dict[tuple[str, int], float] = defaultdict(lambda: 0.5)
    out: list[int] = []

    def run(ctx: int | None, ctx_count: float, times: int) -> None:
        for _ in range(times):
            for kind, x in structure.get(ctx, ()):
                share = executions[x] / ctx_count if ctx_count > 0 else 0.0
                carry[kind, x] += share
                whole = math.floor(carry[kind, x])
                carry[kind, x] -= whole
                if kind == "block":
                    out.extend([x] * whole)
                elif whole:
                    run(x, executions[x], shortening.trips(whole, depth[x]))

    run(None, 1.0, 1)
    return out


def _path_length(kernel: PtxKernel, executions, shortening: Shortening, structure) -> float:
    """About the instructions of :func:`block_path` (without materialising it: a loop entered less
    than once per run of its context counts in proportion, more often by its whole trips)."""
    size = [b.end - b.start for b in kernel.blocks]
    depth = {loop.header: loop.depth for loop in kernel.loops}

    def per_run(ctx: int | None, ctx_count: float) -> float:
        total = 0.0
        for kind, x in structure.get(ctx, ()):
            share = executions[x] / ctx_count if ctx_count > 0 else 0.0
            if kind == "block":
                total += share * size[x]
            else:
                total += (share if share < 1 else shortening.trips(share, depth[x])) * per_run(x, executions[x])
        return total

    return per_run(None, 1.0)


def _slice(launch: KernelLaunch, blocks_per_sm: int) -> tuple[list[int], list[int]]:
    """(warp class, block) of each warp of one scheduler: warps ``g`` of the SM with ``g mod schedulers = 0``.

    The SM's warps take the classes in proportion to their weights (largest remainder),
    in the order of the classes' representative warp index so a block's warps match."""
    p = launch.profile
    warps = blocks_per_sm * p.warps_per_block
    classes = p.warp_classes
    total = sum(c.weight for c in classes)
    quota = [c.weight / total * warps for c in classes]
    counts = [int(q) for q in quota]
    for i in sorted(range(len(classes)), key=lambda i: counts[i] - quota[i])[: warps - sum(counts)]:
        counts[i] += 1
    order = sorted(range(len(classes)), key=lambda i: (classes[i].representative[3], -classes[i].weight))
    assigned = [i for i in order for _ in range(counts[i])]
    schedulers = launch.arch.processing_blocks_per_sm
    picked = range(0, warps, schedulers)
    return [assigned[g] for g in picked], [g // p.warps_per_block for g in picked]


def simulate(programs: list[list[int]], blocks: list[int], costs, barrier: list[bool], lat: float,
             issue_interval: float) -> tuple[float, int]:
    """Cycles until the last instruction of one scheduler's warps finishes, and instructions issued.

    ``programs``: each warp's task list (pcs); ``blocks``: each warp's thread block (for barriers);
    ``costs``: :class:`.blocktime.InstructionCost` by pc; ``lat``: the global-load latency."""
    names: dict[str, int] = {}
    table = []  # per pc: (pipe, delay, cycles to the result, registers written, registers read, barrier)
    for c, bar in zip(costs, barrier):
        table.append((PIPES[c.cls], c.delay_cycles, c.fixed_cycles + c.memory_loads * lat,
                      tuple(names.setdefault(r, len(names)) for r in c.defs),
                      tuple(names.setdefault(r, len(names)) for r in c.uses), bar))
    pipe_free = [0.0] * (max(PIPES.values()) + 1)
    remaining = [map(table.__getitem__, program) for program in programs]
    head: list[tuple | None] = [None] * len(programs)  # each warp's next instruction
    ready = [[0.0] * len(names) for _ in programs]
    heap: list[tuple[float, int]] = []  # (when its operands are ready, warp) for warps still waiting on them
    waiting_for = [collections.deque() for _ in pipe_free]  # per unit: the warps whose operands are ready, in order
    arrival = [0] * len(programs)  # when (in arrivals) each warp joined its unit's queue
    asked: dict[int, None] = {}  # the units some warp waits for (an ordered set)
    alive: dict[int, int] = defaultdict(int)
    at_barrier: dict[int, list[tuple[int, float]]] = defaultdict(list)
    arrivals = issued = 0
    now = end = 0.0
    inf = math.inf
    push, pop = heapq.heappush, heapq.heappop
    for w in range(len(programs)):
        head[w] = next(remaining[w], None)
        if head[w] is not None:
            alive[blocks[w]] += 1
    released = [(w, 0.0) for w in range(len(programs)) if head[w] is not None]  # (warp, from when) to queue
    while released:
        # warps whose next instruction waits for its operands, or for its unit, from ``t`` on (the
        # loop below does the same inline for the warp that just issued: it is the hot path)
        for w, t in released:
            task, regs = head[w], ready[w]
            for reg in task[4]:
                if regs[reg] > t:
                    t = regs[reg]
            if t <= now:
                waiting_for[task[0]].append(w)
                asked[task[0]] = None
                arrival[w] = arrivals
                arrivals += 1
            else:
                push(heap, (t, w))
        released = []
        while True:
            while heap and heap[0][0] <= now:
                w = pop(heap)[1]
                pipe = head[w][0]
                waiting_for[pipe].append(w)
                asked[pipe] = None
                arrival[w] = arrivals
                arrivals += 1
            picked, first, soonest = -1, inf, heap[0][0] if heap else inf
            for pipe in asked:
                free = pipe_free[pipe]
                if free <= now:
                    a = arrival[waiting_for[pipe][0]]
                    if a < first:
                        picked, first = pipe, a
                elif free < soonest:
                    soonest = free
            if picked < 0:  # nothing can issue now: wait for a unit or for a warp's operands
                if soonest == inf:
                    break
                now = soonest
                continue
            queued = waiting_for[picked]
            w = queued.popleft()
            if not queued:
                del asked[picked]
            pipe, delay, result, writes, _, bar = head[w]
            pipe_free[pipe] = now + delay
            done = now + result
            if done > end:
                end = done
            regs = ready[w]
            for reg in writes:
                regs[reg] = done
            issued += 1
            now += issue_interval
            task = head[w] = next(remaining[w], None)
            if task is not None and not bar:
                t = now
                for reg in task[4]:
                    if regs[reg] > t:
                        t = regs[reg]
                if t <= now:
                    pipe = task[0]
                    waiting_for[pipe].append(w)
                    asked[pipe] = None
                    arrival[w] = arrivals
                    arrivals += 1
                else:
                    push(heap, (t, w))
                continue
            block = blocks[w]
            if task is None:
                alive[block] -= 1
            else:
                at_barrier[block].append((w, done))
            if at_barrier[block] and len(at_barrier[block]) >= alive[block]:  # the block's last warp reached it
                arrived = at_barrier.pop(block)
                release = max(x for _, x in arrived)
                released = [(other, release) for other, _ in arrived]
                break
    if any(task is not None for task in head):
        raise RuntimeError(f"pipeline simulation stalled at cycle {now:g} with "
                           f"{sum(task is not None for task in head)} warp(s) unfinished")
    return end, issued


class _Simulator:
    """The simulated SM time of one launch, as a function of the average latency, per blocks per SM."""

    def __init__(self, launch: KernelLaunch, w: _Warps):
        arch = launch.arch
        m = arch.memory
        kernel = launch.kernel
        self.costs = instruction_costs(kernel, arch, w.replays, w.departures)
        self.barrier = [ins.opcode in ("bar", "barrier") and "warp" not in ins.modifiers for ins in kernel.instructions]
        self.launch, self.kernel = launch, kernel
        self.issue_interval = 1.0 / max(arch.dispatch_units_per_processing_block, 1)
        self.lat0 = w.latency(m.l1_hit_latency_cycles, m.l2_hit_latency_cycles, m.dram_latency_cycles,
                              m.uncoalesced_latency_cycles)
        self.structure = _structure(kernel)
        self.deepest = max((loop.depth for loop in kernel.loops), default=0)
        self.block_depth = np.array([0 if (lp := kernel.cfg.loop_of(b.index)) is None else lp.depth
                                     for b in kernel.blocks], int)
        self.block_sizes = np.array([b.end - b.start for b in kernel.blocks], float)
        self.details: dict[str, float] = {}
        self.lat1 = 2.0 * self.lat0 if self.lat0 > 0 else 100.0
        self.full_wave_warps = len(_slice(launch, launch.occupancy.blocks_per_sm)[0])  # on one scheduler
        self._plans: dict[int, tuple] = {}
        self._cycles_at: dict[tuple[int, float], float] = {}
        self._task_lists: dict[tuple, tuple[list[list[int]], np.ndarray]] = {}

    def _run(self, classes: list[int], blocks: list[int], shortening: Shortening, lat: float) -> tuple[float, np.ndarray]:
        """Simulated cycles and the instructions simulated at each loop depth (0: outside loops)."""
        key = (tuple(classes), shortening)
        if key not in self._task_lists:  # a run may be asked at two latencies
            self._task_lists[key] = self._programs(classes, shortening)
        programs, counts = self._task_lists[key]
        cycles, _ = simulate(programs, blocks, self.costs, self.barrier, lat, self.issue_interval)
        return cycles, counts

    def _programs(self, classes: list[int], shortening: Shortening) -> tuple[list[list[int]], np.ndarray]:
        """Each warp's task list (pcs) under ``shortening``, and the instructions in them per loop depth."""
        paths, counts = {}, np.zeros(self.deepest + 1)
        for c in set(classes):
            path = block_path(self.kernel, self.launch.profile.warp_classes[c].block_executions, shortening)
            paths[c] = [pc for b in path for pc in range(self.kernel.blocks[b].start, self.kernel.blocks[b].end)]
            counts += classes.count(c) * np.bincount([self.block_depth[b] for b in path], self.block_sizes[path],
                                                     self.deepest + 1)
        return [paths[c] for c in classes], counts

    def at(self, blocks_per_sm: int) -> Callable[[float], float]:
        """The SM cycles of a wave of ``blocks_per_sm`` blocks per SM as a function of the average
        latency: simulated at the unloaded latency, and linear in the latency beyond it through a
        second simulation at twice it, run only when a latency beyond is asked for (where no
        bandwidth binds, never). The simulations run when the function is first called, not here:
        ``details`` are those of the first wave whose time was asked for."""

        def cycles(lat: float) -> float:
            t0 = self._cycles(blocks_per_sm, self.lat0)
            if lat <= self.lat0:
                return t0
            slope = max(self._cycles(blocks_per_sm, self.lat1) - t0, 0.0) / (self.lat1 - self.lat0)
            return t0 + slope * (lat - self.lat0)

        return cycles

    def _cycles(self, blocks_per_sm: int, lat: float) -> float:
        key = (blocks_per_sm, lat)
        if key not in self._cycles_at:
            self._cycles_at[key] = self._extrapolated(*self._plan(blocks_per_sm), lat)
        return self._cycles_at[key]

    def _plan(self, blocks_per_sm: int) -> tuple:
        """(classes, blocks, runs, shortened depths, full counts per depth) of the SM's scheduler.

        Over budget, the loops are shortened outermost first (what one iteration of an outer
        loop does stays whole as long as the budget allows), and the cycles are taken linear in
        the instructions inside the loops of each shortened depth (at that depth or deeper):
        ``T = a + sum_d b_d N_d``, solved from one run per shortened depth besides the first and
        evaluated at the full counts.  That run doubles the depth's scale where this shortens the
        run by a tenth at least, and halves it otherwise: the loops that make most of the run are
        then at their least trips already, and a run that only shortens the small ones would
        extrapolate their cost per instruction to the large ones (a third of the cycles of a
        subseqmax slice; ``benchmarks/bench_pipeline_shortening.py``, partial waves)."""
        if blocks_per_sm in self._plans:
            return self._plans[blocks_per_sm]
        classes, blocks = _slice(self.launch, blocks_per_sm)
        profile = self.launch.profile
        full = np.zeros(self.deepest + 1)
        for c in classes:
            full += np.bincount(self.block_depth, self.block_sizes * profile.warp_classes[c].block_executions,
                                self.deepest + 1)

        lengths: dict[Shortening, float] = {}

        def length(shortening: Shortening) -> float:
            if shortening not in lengths:
                lengths[shortening] = sum(
                    classes.count(c) * _path_length(self.kernel, profile.warp_classes[c].block_executions, shortening,
                                                    self.structure) for c in set(classes))
            return lengths[shortening]

        # a partial wave (fewer warps on the scheduler) keeps a full wave's instructions per warp
        budget = EVENT_BUDGET * min(1.0, len(classes) / self.full_wave_warps)
        shortening, depth = Shortening(), 1
        while length(shortening) > budget and depth <= self.deepest:
            shorter = shortening.times(depth, 2.0)
            if length(shorter) < length(shortening):
                shortening = shorter
            else:  # this depth is as short as it gets: shorten the next one in
                depth += 1
        depths = [d for d in range(1, len(shortening.scales) + 1) if shortening.scales[d - 1] > 1.0]
        runs = [shortening]
        for d in depths:
            shorter = shortening.times(d, 2.0)
            runs.append(shorter if length(shorter) <= SHORTER_RUN * length(shortening) else shortening.times(d, 0.5))
        self.details = self.details or {  # those of the first wave's simulation
            "pipeline_shortened_depths": len(depths), "pipeline_runs_per_latency": len(runs),
            "pipeline_warps_per_scheduler": len(classes), "pipeline_instructions": float(full.sum())}
        self._plans[blocks_per_sm] = classes, blocks, runs, depths, full
        return self._plans[blocks_per_sm]

    def _extrapolated(self, classes, blocks, runs, depths, full, lat: float) -> float:
        """The SM cycles at the full counts, from the runs' linear fit ``a + sum_d b_d N_d`` (``N_d``: the
        instructions at loop depth d or deeper)."""
        results = [self._run(classes, blocks, r, lat) for r in runs]
        longest = max(t for t, _ in results)
        if not depths:
            return longest
        counts = np.array([[1.0, *(n[d:].sum() for d in depths)] for _, n in results])
        coef, _, rank, _ = np.linalg.lstsq(counts, np.array([t for t, _ in results]), rcond=None)
        if rank < counts.shape[1]:  # runs that do not tell the depths apart
            cycles, simulated = max(results, key=lambda r: r[1].sum())
            return cycles * full.sum() / max(simulated.sum(), 1.0)
        # the full run is longer than any shortened one, whatever the fit makes of few points
        return max(float(coef @ [1.0, *(full[d:].sum() for d in depths)]), longest)


def predict(launch: KernelLaunch, **_: object) -> KernelPrediction:
    simulators: list[_Simulator] = []

    def sm_time(launch: KernelLaunch, w: _Warps, blocks_per_sm: int, slow: bool, issue: float):
        # the simulation holds the SM's mix of warp classes (not kp's slowest one) and its own
        # issue contention (kp's issue floor would count it twice): ``slow`` and ``issue`` unused
        if not simulators:
            simulators.append(_Simulator(launch, w))
        return simulators[0].at(blocks_per_sm)

    prediction = predict_waves(launch, "pipeline", sm_time)
    details = dict(prediction.details)
    if simulators:
        details.update(simulators[0].details)
    return replace(prediction, details=frozen(details))
