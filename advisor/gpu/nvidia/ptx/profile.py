"""The result of ``analyze_kernel``: frozen dataclasses, whole-grid numbers.

These are the inputs of the kernel-predictor paper's kernel model ([kleimenov2021],
section 3: m_kernel = <time, delay, mem, uncoalMem, l1pct, l2pct, syncs,
registers, sharedMem>): per warp class the basic-block execution counts (for
``time`` and ``delay``: the models weight each block's latency / issue delay by
them), memory requests and sectors (``mem``, ``uncoalMem``), hit rates
(``l1pct``, ``l2pct``), barriers (``syncs``), plus registers and shared memory.
Counts are *warp-level* (what a warp issues) unless named ``thread_``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class WarpClass:
    """Warps of the grid that behave identically; ``weight`` = how many warps.

    ``block_executions[b]`` is how often one such warp executes basic block b;
    ``instructions`` per class are per warp; ``representative`` is
    (block x, y, z, warp index in block) of one sampled member.
    """
    weight: float
    lanes: int
    representative: tuple[int, int, int, int]
    block_executions: tuple[float, ...]
    instructions: Mapping[str, float]
    thread_instructions: Mapping[str, float]     # summed over the warp's lanes
    global_requests: float
    global_sectors: float
    uncoalesced_sectors: float                   # sectors beyond the contiguous minimum
    global_bytes: float                          # bytes the lanes asked for
    shared_requests: float
    shared_wavefronts: float
    syncs: float


@dataclass(frozen=True)
class MemoryInstruction:
    """One global/shared/local memory instruction, summed over the grid.

    ``sectors_per_request``: 32-byte sectors per warp request (4 for 32 lanes
    reading consecutive floats).  ``conflict_degree``: mean largest number of
    distinct words in one shared bank per request (1 = conflict-free).
    ``l1_hit`` / ``l2_hit``: fraction of this instruction's sectors served by
    L1 / by L2 (of those that missed L1); None for shared memory.
    ``sample_offsets`` are the addresses of the first warp that executed it,
    as byte offsets from the start of ``array`` (the pipeline paper's memory
    divergence model, [zhang2024] sec. 3.3, classifies accesses by how they follow
    the thread index: ``lane_stride_bytes`` 4 is the coalesced float pattern,
    0 a broadcast).
    """
    pc: int
    line: int
    text: str
    space: str
    kind: str                     # "load" | "store" | "atomic"
    bytes_per_lane: int
    requests: float
    sectors: float
    ideal_sectors: float
    sectors_per_request: float
    wavefronts: float
    conflict_degree: float
    l1_hit: float | None
    l2_hit: float | None
    array: str | None                      # pointer parameter / shared variable addressed
    sample_offsets: tuple[int | None, ...]  # first warp's byte offsets into it (None: inactive lane)
    lane_stride_bytes: int | None          # constant address step between active lanes, if any


@dataclass(frozen=True)
class LoopProfile:
    """A natural loop: ``iterations`` = executions of its header by threads
    (whole grid), ``entries`` = times threads entered it, so
    ``trips_per_entry`` is the mean trip count; ``warp_iterations`` counts
    header executions by warps.  ``extrapolated`` says whether iterations were
    computed in closed form (``orders``: "1" constant per-iteration counts,
    "2" linearly growing, "mean" averaged over data-dependent iterations).
    ``data_dependent``: an exit branch of the loop tests loaded data, so its
    trip count follows the pseudo-content (see ``KernelProfile.data_policy``);
    ``unbounded``: the exit test could not be solved in closed form."""
    header: int
    depth: int
    parent: int | None
    body: tuple[int, ...]
    entries: float
    iterations: float
    warp_iterations: float
    trips_per_entry: float
    extrapolated: bool
    orders: tuple[str, ...]
    unbounded: bool
    data_dependent: bool


@dataclass(frozen=True)
class DataDependentBranch:
    """A conditional branch whose predicate derives from loaded data.

    Its outcome in the analysis follows the pseudo-content (see
    ``KernelProfile.data_policy``); ``divergent`` counts warp executions in
    which the warp's lanes went both ways."""
    pc: int
    line: int
    block: int
    text: str
    executions: float
    divergent: float


@dataclass(frozen=True)
class SampledBlock:
    index: tuple[int, int, int]
    weight: float


@dataclass(frozen=True)
class KernelProfile:
    """Dynamic behaviour of one kernel launch, extrapolated from sampled blocks."""
    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    threads_per_block: int
    warps_per_block: int
    total_blocks: int
    total_warps: int
    registers: int
    registers_source: str
    shared_bytes: int
    instructions: Mapping[str, float]            # warp-level issued, whole grid
    thread_instructions: Mapping[str, float]     # executed by threads, whole grid
    block_executions: tuple[float, ...]          # warp-level, whole grid
    warp_classes: tuple[WarpClass, ...]
    memory: tuple[MemoryInstruction, ...]
    loops: tuple[LoopProfile, ...]
    syncs: float                                  # barrier instructions issued by warps
    l1_hit: float                                 # global-load sectors hitting L1
    l2_hit: float                                 # L1-missing global sectors hitting L2
    hit_source: str                               # "estimated" | "given" | mixed
    data_dependent_branches: tuple[DataDependentBranch, ...]
    data_policy: str
    sampled_blocks: tuple[SampledBlock, ...]
    sampled_warps: int
    notes: tuple[str, ...]
    #: pc -> state space of the generic accesses the interpreter saw in the shared or
    #: local window; the models read the kernel through ``isa.with_spaces``.
    resolved_spaces: Mapping[int, str] = field(default_factory=dict)
    #: pointer argument -> the constant its array was given (``analyze_kernel(contents=...)``)
    contents: Mapping[str, float] = field(default_factory=dict)
    #: global atomic operations of the grid on the one address most of them go to (they serialise
    #: there; :func:`.analysis._atomic_hottest_ops`)
    atomic_hottest_ops: float = 0.0

    @property
    def global_requests(self) -> float:
        return sum(m.requests for m in self.memory if m.space != "shared")

    @property
    def global_sectors(self) -> float:
        return sum(m.sectors for m in self.memory if m.space != "shared")

    @property
    def sectors_per_request(self) -> float:
        r = self.global_requests
        return self.global_sectors / r if r else 0.0

    @property
    def data_dependent(self) -> bool:
        return bool(self.data_dependent_branches)
