"""The CPU code's innermost loops: the application signature of the loop-signature model.

A kernel may describe, under ``cpu_loops``, each innermost loop of the CPU code
that runs it (for PolyBench: ``calibration/polybench.c``)::

    cpu_loops:
      - name: corr                 # corr[i][j] += data[k][i]*data[k][j]: k walks two columns
        iterations: M*(M-1)/2*N    # executions of the loop body over the whole kernel
        threads: all               # all | 1: inside an `omp parallel for` or not
        simd: false                # the compiler vectorises this loop
        chain: {fma: 1}            # the loop-carried path: dependent operations per iteration (CHAIN_OPS:
                                   # fma, add, divide, store_forward, multiply_add, fma_addend); true = {fma: 1}
        flops: 2                   # per iteration
        double_flops: 0            # of those, the ones C computes in double on float data (0.2 * A[i], A float)
        conversions: 0             # float<->double conversions per iteration that brings (B[i] = 0.2 * A[i]: 2)
        contiguous: 0              # unit-stride element accesses per iteration (loads + stores)
        strided: 2                 # accesses that move by a whole row each iteration
        walks: 2                   # the lines those accesses fetch per iteration (default: strided; a
                                   # column's load and store, C[k][j] += ..., are one walk)
        footprint: 8*N*M           # bytes the contiguous streams sweep before reusing data
        reused:                    # contiguous accesses reused sooner than that (a row of C reused
          - {accesses: 2, footprint: 16*N}   # across gemm's k loop): bytes swept before their reuse
        write_allocates: 0         # contiguous stores to elements the iteration does not load (B[i] = ...)
        stride_footprint: 128*N    # bytes the column walks keep to reuse their lines on the next column
        stride_data: 8*N*M         # bytes of the arrays the walks sweep: where their lines come from
        stride: 8*M                # bytes from one access of a walk to the next (a row); default: a page or more
        shared_walks: 1            # walks down the rows another walk of the same array goes down in the
                                   # same iteration (data[k][i], data[k][j]): they find its page-table lines
        stride_footprint_shape: fixed   # how the walks' lengths spread over the iterations (WALK_SHAPES)
        regions: 1                 # parallel regions (fork/join) this loop opens
        barriers: 0                # implicit barriers of worksharing loops (omp for) inside a region, not counted in regions
        reduction_elements: 0      # elements of per-thread copies of reduced arrays (reduction(+: y[0:N])), combined per region
        critical: 0                # critical sections (omp critical) entered per iteration: one thread at a time (advisor.cpu.sharing)
        shared_stores:             # stores into lines other threads of the team write too (advisor.cpu.sharing)
          - {stride: 8, trip: N, lines: 1, chained: true}   # bytes the element moves per iteration of the parallel
                                   # loop (0: the same element for every thread), that loop's trip, new lines per
                                   # iteration, and whether the next iteration reads the value back (default false)

``stride_footprint`` is the longest walk's; ``stride_footprint_shape`` says how the
walks the iterations make spread below it: ``fixed`` (every walk as long: ``for k <
N``), ``triangle`` (``for k < i``: walk length i, and i iterations walk it, so an
iteration's footprint f has density 2f/F^2 on [0, F]) or ``tetrahedron`` (``k < j <
i``, LU: walk length j, walked by the N - j rows below, density 6f(F - f)/F^3).

``reused`` splits the contiguous accesses by reuse distance, the layer condition of each stream
[stengel2015]: the listed ones find their data after ``footprint`` bytes of their own (a row
of ``C`` in gemm's ``C[i][j] += A[i][k]*B[k][j]``, reused at the next ``k`` after the loop
swept it and a row of ``B``); the others after the loop's ``footprint`` (all of ``B``, reused
at the next ``i``). Without it every contiguous access is taken as sweeping ``footprint``.

``write_allocates`` counts the contiguous stores to elements the iteration does not read
(``B[i][j] = ...`` in a stencil; ``C[i][j] += ...`` reads first): a write-allocate cache reads each
such line before writing it back, so the stream moves 16 bytes per 8-byte element where the
canonical stream the curves time (``y[i] += s*x[i]``: 24 bytes per 3 accesses) moves 8 per access.

Loops derived from C source (:mod:`advisor.cpu.source`) carry two more facts: whether
their parallelism is the code's own (OpenMP pragmas, ``parallel_by: code``) or found by the
dependence analysis in serial code (``analysis``: parallel only where the implementation asks
for threads), and how the parallel loop shares its iterations (:mod:`advisor.cpu.schedule`).

These are facts about the code (read off the loop nest and the compiler's
vectorisation report), not about a machine; :mod:`advisor.cpu.signature`
combines them with the machine's measured access profile.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ..schema.expr import Expression
from ..schema.yamlio import Fields
from .profile import LATENCIES
from .schedule import LoopSchedule, ScheduleCounts

WALK_SHAPES = ("fixed", "triangle", "tetrahedron")
# the kinds of dependent operations on a loop-carried path: the profile's latencies, and a multiply-add reached
# through its addend (s += a*b), which the build runs as an FMA or as an add after its multiply (signature.Build):
# multiply_add where a compiler may split it (the loop's one multiply-add on a register chain), fma_addend where not
CHAIN_OPS = (*LATENCIES, "multiply_add", "fma_addend")
PARALLEL_BY = ("code", "analysis")  # threads as the code is written (pragmas), or from the dependence analysis of serial code


@dataclass(frozen=True)
class WorkItems:
    """How an OpenCL CPU runtime would run an innermost loop: its nest's independent loops as the work-item
    dimensions, adjacent work-items of the innermost of them packed into SIMD lanes [intel-opencl-cpu].

    ``innermost``: that dimension is this loop itself (its iterations go into the lanes); else each work-item
    runs this loop whole, ``lanes`` work-items side by side. ``gathers``: of the loop's accesses per
    iteration, those that move along the lane dimension by more than one element (one load per lane); the
    others (unit stride, or the same element for every lane) are one vector access for all lanes."""

    innermost: bool
    gathers: int


@dataclass(frozen=True)
class SharedStore:
    """A store of a parallel loop into lines that other threads of its team write as well (:mod:`advisor.cpu.sharing`).

    ``stride``: bytes the stored element moves per iteration of the parallel loop (0: every thread stores the
    same elements, a race or an update the code leaves unsynchronised); ``trip``: that loop's iterations, which
    the threads' chunks are cut from; ``lines``: new lines stored into per iteration of this (innermost) loop,
    1 for an element stored in place every iteration or a walk down a column, element bytes / 64 along a row;
    ``chained``: the stored value is the one the next iteration reads back (on the loop-carried path)."""

    stride: Expression
    trip: Expression
    lines: float
    chained: bool = False


@dataclass(frozen=True)
class CpuLoop:
    name: str
    iterations: Expression
    threads: int | None  # None: all cores
    simd: bool
    chain: Mapping[str, float]  # operations on the loop-carried path per iteration, by kind (CHAIN_OPS)
    flops: Expression
    contiguous: Expression
    strided: Expression
    footprint: Expression
    stride_footprint: Expression | None
    walks: Expression | None  # None: one per strided access
    stride_data: Expression | None
    regions: Expression
    stride_footprint_shape: str = "fixed"  # WALK_SHAPES
    stride: Expression | None = None  # None: a page or more
    shared_walks: Expression | None = None  # None: 0
    reused: tuple[tuple[Expression, Expression], ...] = ()  # (accesses, footprint) of streams reused sooner
    write_allocates: Expression | None = None  # None: 0
    barriers: Expression | None = None  # None: 0
    reduction_elements: Expression | None = None  # None: 0
    parallel_by: str = "code"  # PARALLEL_BY
    schedule: LoopSchedule | None = None  # None: the iterations split evenly
    ordered_reduction: bool = False  # the chain is a vectorised floating-point reduction's in-order add
    work_items: WorkItems | None = None  # as an OpenCL CPU runtime runs it (None: not parallel, one work-item)
    shared_stores: tuple[SharedStore, ...] = ()
    double_flops: Expression | None = None  # None: 0
    conversions: Expression | None = None  # None: 0
    critical: Expression | None = None  # None: 0


@dataclass(frozen=True)
class CpuLoopCounts:
    """A :class:`CpuLoop` at concrete sizes."""

    name: str
    iterations: float
    threads: int | None
    simd: bool
    chain: Mapping[str, float]
    flops: float
    contiguous: float
    strided: float
    walks: float  # distinct lines the strided accesses of one iteration fetch (<= strided)
    footprint_bytes: float
    stride_footprint_bytes: float
    stride_data_bytes: float  # 0: not given
    regions: float
    stride_footprint_shape: str = "fixed"  # WALK_SHAPES
    stride_bytes: float = 0.0  # 0: not given (a page or more)
    shared_walks: float = 0.0  # of the walks, those down the rows another walk goes down (< walks)
    reused: tuple[tuple[float, float], ...] = ()  # (accesses, footprint bytes): contiguous accesses reused sooner
    write_allocates: float = 0.0  # contiguous stores whose lines are read before they are written (<= contiguous)
    barriers: float = 0.0  # implicit barriers of worksharing loops inside a parallel region
    reduction_elements: float = 0.0  # elements of per-thread reduction copies combined at the end of each region
    parallel_by: str = "code"
    schedule: ScheduleCounts | None = None
    ordered_reduction: bool = False
    work_items: WorkItems | None = None
    shared_stores: tuple[tuple[float, float, float, bool], ...] = ()  # (stride bytes, parallel trip, lines per iteration, chained)
    double_flops: float = 0.0  # of the flops, those computed in double on float data (C's usual conversions)
    conversions: float = 0.0  # float<->double conversions per iteration
    critical: float = 0.0  # critical sections entered per iteration


def read_cpu_loops(f: Fields, names: frozenset[str]) -> tuple[CpuLoop, ...]:
    """Parse a kernel's optional ``cpu_loops`` list (empty when absent)."""
    loops = []
    for index, entry in enumerate(f.list("cpu_loops", required=False)):
        e = Fields(entry, f.file, f.sub(f"cpu_loops[{index}]"))
        threads = e.raw("threads", default="all")
        if threads not in ("all", 1):
            raise e.error("threads", f"expected 'all' or 1, got {threads!r}")

        def expression(key: str, default: object = None, e: Fields = e) -> Expression:
            return e.compile(key, e.raw(key, default=default, required=default is None), names)

        strided = expression("strided", 0)
        stride_footprint = e.expression("stride_footprint", names)
        if stride_footprint is None and e.raw("strided", default=0) != 0:
            raise e.error("stride_footprint", "missing: a loop with strided accesses needs the bytes its column walk keeps")
        loops.append(CpuLoop(
            name=e.text("name", default=f"loop{index}"),
            iterations=expression("iterations"),
            threads=None if threads == "all" else 1,
            simd=e.boolean("simd", False),
            chain=_chain(e),
            flops=expression("flops", 0),
            contiguous=expression("contiguous", 0),
            strided=strided,
            footprint=expression("footprint"),
            stride_footprint=stride_footprint,
            walks=e.expression("walks", names),
            stride_data=e.expression("stride_data", names),
            regions=expression("regions", 0),
            stride_footprint_shape=e.choice("stride_footprint_shape", WALK_SHAPES, default="fixed"),
            stride=e.expression("stride", names),
            shared_walks=e.expression("shared_walks", names),
            reused=_reused(e, names),
            write_allocates=e.expression("write_allocates", names),
            barriers=e.expression("barriers", names),
            reduction_elements=e.expression("reduction_elements", names),
            shared_stores=_shared_stores(e, names),
            double_flops=e.expression("double_flops", names),
            conversions=e.expression("conversions", names),
            critical=e.expression("critical", names),
        ))
        e.done()
    if len({loop.name for loop in loops}) != len(loops):
        raise f.error("cpu_loops", "loop names must be distinct")
    return tuple(loops)


def _reused(e: Fields, names: frozenset[str]) -> tuple[tuple[Expression, Expression], ...]:
    streams = []
    for index, entry in enumerate(e.list("reused", required=False)):
        stream = Fields(entry, e.file, e.sub(f"reused[{index}]"))
        streams.append((stream.compile("accesses", stream.raw("accesses"), names), stream.compile("footprint", stream.raw("footprint"), names)))
        stream.done()
    return tuple(streams)


def _shared_stores(e: Fields, names: frozenset[str]) -> tuple[SharedStore, ...]:
    stores = []
    for index, entry in enumerate(e.list("shared_stores", required=False)):
        store = Fields(entry, e.file, e.sub(f"shared_stores[{index}]"))
        lines = store.number("lines")
        if lines > 1:
            raise store.error("lines", f"is new lines per iteration of the loop, at most 1 (one access), got {lines:g}")
        stores.append(SharedStore(store.compile("stride", store.raw("stride"), names), store.compile("trip", store.raw("trip"), names), lines,
                                  store.boolean("chained", False)))
        store.done()
    return tuple(stores)


def _chain(e: Fields) -> Mapping[str, float]:
    value = e.raw("chain", default=False)
    if isinstance(value, bool):
        return MappingProxyType({"fma": 1.0} if value else {})
    chain = e.mapping("chain")
    counts = {op: chain.number(op, minimum=0.0, positive=False) for op in list(chain.data) if op in CHAIN_OPS}
    chain.done()
    return MappingProxyType(counts)


def instantiate_loops(loops: tuple[CpuLoop, ...], value: Callable[..., float]) -> tuple[CpuLoopCounts, ...]:
    """Evaluate the loops' formulas; ``value(expression, field[, minimum])`` reports errors with the field's path."""
    counts = []
    for index, loop in enumerate(loops):
        field = f"cpu_loops[{index}]."
        counts.append(CpuLoopCounts(
            name=loop.name,
            iterations=value(loop.iterations, field + "iterations"),
            threads=loop.threads,
            simd=loop.simd,
            chain=loop.chain,
            flops=value(loop.flops, field + "flops"),
            contiguous=value(loop.contiguous, field + "contiguous"),
            strided=(strided := value(loop.strided, field + "strided")),
            walks=strided if loop.walks is None else value(loop.walks, field + "walks"),
            footprint_bytes=value(loop.footprint, field + "footprint"),
            stride_footprint_bytes=value(loop.stride_footprint, field + "stride_footprint") if loop.stride_footprint else 0.0,
            stride_data_bytes=value(loop.stride_data, field + "stride_data") if loop.stride_data else 0.0,
            regions=value(loop.regions, field + "regions"),
            stride_footprint_shape=loop.stride_footprint_shape,
            stride_bytes=value(loop.stride, field + "stride", 1.0) if loop.stride else 0.0,  # 0 would mean 'not given'
            shared_walks=value(loop.shared_walks, field + "shared_walks") if loop.shared_walks else 0.0,
            reused=tuple((value(accesses, f"{field}reused[{i}].accesses"), value(footprint, f"{field}reused[{i}].footprint"))
                         for i, (accesses, footprint) in enumerate(loop.reused)),
            write_allocates=value(loop.write_allocates, field + "write_allocates") if loop.write_allocates else 0.0,
            barriers=value(loop.barriers, field + "barriers") if loop.barriers else 0.0,
            reduction_elements=value(loop.reduction_elements, field + "reduction_elements") if loop.reduction_elements else 0.0,
            parallel_by=loop.parallel_by,
            schedule=_schedule_counts(loop.schedule, value, field) if loop.schedule else None,
            ordered_reduction=loop.ordered_reduction,
            work_items=loop.work_items,
            shared_stores=tuple((value(store.stride, f"{field}shared_stores[{i}].stride"), value(store.trip, f"{field}shared_stores[{i}].trip"),
                                 store.lines, store.chained) for i, store in enumerate(loop.shared_stores)),
            double_flops=value(loop.double_flops, field + "double_flops") if loop.double_flops else 0.0,
            conversions=value(loop.conversions, field + "conversions") if loop.conversions else 0.0,
            critical=value(loop.critical, field + "critical") if loop.critical else 0.0,
        ))
    return tuple(counts)


def _schedule_counts(schedule: LoopSchedule, value: Callable[..., float], field: str) -> ScheduleCounts:
    trip = value(schedule.trip, field + "schedule.trip", -float("inf"))
    work = tuple(value(c, f"{field}schedule.work[{k}]", -float("inf")) for k, c in enumerate(schedule.prefix_work))
    chunk = value(schedule.chunk, field + "schedule.chunk", 1.0) if schedule.chunk is not None else None
    return ScheduleCounts(schedule.kind, trip, work, chunk)
