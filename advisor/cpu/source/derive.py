"""The loops of a function: each innermost loop's signature, as formulas over the kernel's sizes.

User text is never evaluated: formulas are built as text and compiled by
:func:`advisor.schema.expr.compile_expression`.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from types import MappingProxyType

from pycparser import c_ast

from ...schema.expr import Expression, ExpressionError, compile_expression
from ..arch import LINE_BYTES
from ..loops import CpuLoop, SharedStore, WorkItems
from ..schedule import KINDS, LoopSchedule
from .affine import _shape
from .answer import DerivedLoop, SourceLoops
from .body import _Access, _Body, _stride
from .footprint import _footprints, _stride_bytes
from .function import _Function, _function, _nodes
from .nest import _count, _Loop, _region_carriers, _Site, _sites
from .parallel import Parallel, find_parallel, work_item_depth
from .parse import _parse
from .polynomial import Poly, sum_range
from .pragma import parse_pragma, unmodelled
from .rules import _in_register, _vectorisation


def derive_loops(path: str | os.PathLike[str], function: str, names: Iterable[str], shown: str | None = None) -> SourceLoops:
    """The CpuLoops of ``function``'s innermost loops, as formulas over the size ``names`` (:mod:`advisor.cpu.source`).

    ``shown`` is how errors name the file (default: the path as given, normalised).
    Raises SourceUnanalysable (code not parsed or not affine) or DescriptorError (no such file or function).
    """
    shown = shown or os.path.normpath(str(path))
    names = frozenset(names)
    ast, brackets = _parse(Path(path), shown, names)
    fn = _function(ast, function, shown, names)
    sites = _sites(fn)
    if _has_omp(fn):
        parallel: list[Parallel | None] = [Parallel(site.omp.depth, "code", site.omp.schedule, _sections(site))
                                           if site.omp.shared and site.omp.depth is not None else None for site in sites]
        parallel_notes: list[str] = []
        carriers = _region_carriers(sites, lambda site: site.omp.region)
        regions = {index: _count(sites[index].omp.region_loops) for index in carriers}
        barrier_carriers = _region_carriers(sites, lambda site: id(site.loops[site.omp.depth].node) if site.omp.barrier else None)
        barriers = {index: _count(sites[index].loops[: sites[index].omp.depth]) for index in barrier_carriers}
    else:
        parallel, parallel_notes = find_parallel(fn, sites)
        by_site = {id(site): par for site, par in zip(sites, parallel, strict=True)}
        carriers = _region_carriers(sites, lambda site: id(site.loops[par.depth].node) if (par := by_site[id(site)]) else None)
        regions = {index: _count(sites[index].loops[: parallel[index].depth]) for index in carriers}
        barriers = {}
    taken: set[str] = set()
    derived = []
    notes = [f"{', '.join(brackets)}: bracket macro(s), e.g. a timing harness: what they wrap is counted once per call"] if brackets else []
    for index, site in enumerate(sites):
        work = _Work(regions.get(index, Poly()), barriers.get(index, Poly()), parallel[index], index in carriers)
        derived.append(_derive(fn, site, work, taken, notes))
    notes += [loop.note for site in sites for loop in site.loops if loop.note]
    notes += _pragma_notes(fn, sites)
    return SourceLoops(shown, function, tuple(derived), tuple(dict.fromkeys(notes)), tuple(dict.fromkeys(parallel_notes)))


@dataclass(frozen=True)
class _Work:
    """How a site's nest runs on threads: its parallel loop, the regions and barriers it carries, its reductions."""

    regions: Poly
    barriers: Poly
    parallel: Parallel | None
    carrier: bool  # this site carries its parallel construct's counts (and reductions)


def _pragma_notes(fn: _Function, sites: list[_Site]) -> list[str]:
    """What each ``omp`` pragma of the function asks that the model does not price (:mod:`.pragma`); a critical
    section or atomic update outside every innermost loop is not priced at all (the loops' bodies are)."""
    in_loops = {id(node) for site in sites for node in _nodes(site.node.stmt, c_ast.Pragma)}
    notes = []
    for node in _nodes(fn.node.body, c_ast.Pragma):
        pragma = parse_pragma(node.string)
        if pragma is None:
            continue
        said = unmodelled(pragma)
        if pragma.words & {"critical", "atomic"} and id(node) not in in_loops:
            said = ("outside the innermost loops, whose bodies the model prices: not priced",) + said[1:]
        notes += [f"line {node.coord.line}: `#pragma {pragma.text}`: {what}" for what in said]
    return notes


def _has_omp(fn: _Function) -> bool:
    return any(node.string.split()[:1] == ["omp"] for node in _nodes(fn.node.body, c_ast.Pragma))


def _sections(site: _Site) -> tuple[tuple[str, Poly], ...]:
    """The array sections an OpenMP ``reduction`` clause names (``y[0:N]``): (array, elements as written)."""
    return tuple((name, Poly.symbol(length if length.isidentifier() else f"({length})")) for name, length in site.omp.sections)


def _schedule(site: _Site, parallel: Parallel, fn: _Function, notes: list[str]) -> tuple[LoopSchedule, Expression]:
    """The parallel loop's trip and the prefix sums of the site's work per iteration of it (:mod:`advisor.cpu.schedule`),
    the loops around it at their middle iteration; the pragma's chunk, where it is a formula of the sizes.

    ``collapse(n)`` shares the iterations of that loop and the ``n - 1`` inside it as one space of their trips'
    product, in the order the loops run them: the work up to collapsed iteration ``y`` is the outer loop's prefix
    at ``y`` over the inner loops' trip (exact at each outer iteration's end, linear within one). The inner loops'
    bounds must not depend on the collapsed indices (OpenMP's rectangular nests); otherwise the outer loop alone
    is taken, with a note. Returns the schedule and the parallel loop's own trip (the outer one's, collapsed or not)."""
    loop = site.loops[parallel.depth]
    offset = Poly.symbol(_OFFSET)
    line = (loop.node or site.node).coord.line
    collapsed = _collapsed(site, parallel, line, notes)
    work = _count(site.loops[parallel.depth + 1:]).substitute(loop.counter, loop.lo + offset)
    prefix = sum_range(work, _OFFSET, Poly.const(0), Poly.symbol(_END))
    trip = loop.hi - loop.lo
    inner = Poly.const(1)
    for each in collapsed:
        inner = inner * (each.hi - each.lo)
    for outer in reversed(site.loops[: parallel.depth]):
        middle = (outer.lo + outer.hi - 1) * Fraction(1, 2)
        prefix, trip, inner = (p.substitute(outer.counter, middle) for p in (prefix, trip, inner))
    coefficients = prefix.split(_END)
    prefix_work = tuple(_formula(fn, site, coefficients.get(k, Poly()), "schedule") for k in range(max(coefficients, default=0) + 1))
    if collapsed:  # W(y) = W_outer(y / inner): c_k / inner**k
        scale = _formula(fn, site, inner, "collapse")
        prefix_work = tuple(c if k == 0 or c.source == "0" else compile_expression(f"({c.source}) / ({scale.source})**{k}", fn.names)
                            for k, c in enumerate(prefix_work))
    kind = parallel.schedule if parallel.schedule in KINDS else "static"
    own_trip = _formula(fn, site, trip, "schedule")
    shared_trip = _formula(fn, site, trip * inner, "schedule") if collapsed else own_trip
    return LoopSchedule(kind, shared_trip, prefix_work, _chunk(site, parallel, fn, line, notes)), own_trip


def _collapsed(site: _Site, parallel: Parallel, line: int, notes: list[str]) -> tuple[_Loop, ...]:
    """The loops inside the parallel one that its ``collapse(n)`` shares with it (none from the analysis of serial code)."""
    if parallel.by != "code" or site.omp.collapse <= 1:
        return ()
    inner = site.loops[parallel.depth + 1: parallel.depth + site.omp.collapse]
    counters = {each.counter for each in site.loops[parallel.depth: parallel.depth + site.omp.collapse]}
    if len(inner) < site.omp.collapse - 1 or any((each.lo.symbols() | each.hi.symbols()) & counters for each in inner):
        notes.append(f"line {line}: `collapse({site.omp.collapse})` over loops that are not {site.omp.collapse} rectangular "
                     f"ones: the threads are taken to share the outer loop's iterations only")
        return ()
    return tuple(inner)


def _chunk(site: _Site, parallel: Parallel, fn: _Function, line: int, notes: list[str]) -> Expression | None:
    """``schedule(kind, chunk)``'s chunk as a formula of the sizes; a chunk that is not one is noted and left out."""
    if parallel.by != "code" or site.omp.chunk is None:
        return None
    try:
        return compile_expression(site.omp.chunk, fn.names)
    except ExpressionError:
        notes.append(f"line {line}: the chunk `{site.omp.chunk}` of `schedule` is not a formula of the sizes: "
                     f"priced as the schedule's default chunks")
        return None


def _formula(fn: _Function, site: _Site, poly: Poly, what: str) -> Expression:
    """A derived count as a formula over the sizes; an error names the loop and the field."""
    try:
        return compile_expression(poly.to_source(), fn.names)
    except ExpressionError as exc:
        raise fn.error(site.node, f"{what}: {exc}") from None


_OFFSET, _END = "\0q", "\0x"  # the parallel loop's iteration offset and the prefix's end: no C identifier clashes


def _derive(fn: _Function, site: _Site, work: _Work, taken: set[str], notes: list[str]) -> DerivedLoop:
    """The site's loop signature; what it approximates that the answer should say goes to ``notes``."""
    body = _Body(fn, site)
    body.run(site.node.stmt)
    accesses = [*body.loads.values(), *body.stores.values()]
    classes = [(a, _stride(a.subscripts, body.counter)) for a in accesses]
    contiguous = sum(1 for _, kind in classes if kind == "contiguous")
    write_allocates = sum(1 for access in body.stores.values() if _allocates(access, body))
    strided = sum(1 for _, kind in classes if kind == "strided")
    simd, chain, reasons, ordered = _vectorisation(body, contiguous)
    sizes = _footprints(body, classes)

    def formula(poly: Poly, what: str) -> Expression:
        return _formula(fn, site, poly, what)

    schedule, outer_trip = _schedule(site, work.parallel, fn, notes) if work.parallel else (None, None)
    line = site.node.coord.line
    target = next(iter(body.stores), (None,))[0] or next(iter(sorted(body.assigned)), "loop")
    name = f"{target}_{line}"
    while name in taken:
        name += "'"
    taken.add(name)
    loop = CpuLoop(
        name=name,
        iterations=formula(_count(site.loops), "iterations"),
        threads=(site.omp.team if work.parallel.by == "code" else None) if work.parallel else 1,
        simd=simd,
        chain=MappingProxyType({op: float(n) for op, n in chain}),
        flops=formula(Poly.const(body.flops), "flops"),
        double_flops=formula(Poly.const(body.double_flops), "double_flops") if body.double_flops else None,
        conversions=formula(Poly.const(body.conversions), "conversions") if body.conversions else None,
        contiguous=formula(Poly.const(contiguous), "contiguous"),
        strided=formula(Poly.const(strided), "strided"),
        walks=formula(Poly.const(sizes.walks), "walks") if sizes.walks != strided else None,
        footprint=formula(sizes.footprint, "footprint"),
        stride_footprint=formula(sizes.stride_footprint, "stride_footprint") if sizes.stride_footprint is not None else None,
        stride_data=formula(sizes.stride_data, "stride_data") if sizes.stride_data is not None else None,
        regions=formula(work.regions, "regions"),
        stride_footprint_shape=sizes.stride_footprint_shape,
        stride=formula(sizes.stride, "stride") if sizes.stride is not None else None,
        shared_walks=formula(Poly.const(sizes.shared_walks), "shared_walks") if sizes.shared_walks else None,
        reused=tuple((formula(Poly.const(accesses), "reused accesses"), formula(distance, "reused footprint"))
                     for accesses, distance in sizes.reused),
        write_allocates=formula(Poly.const(write_allocates), "write_allocates") if write_allocates else None,
        barriers=formula(work.barriers, "barriers") if not work.barriers.is_zero else None,
        reduction_elements=(formula(sum((n for _, n in work.parallel.reductions), Poly()), "reduction_elements")
                            if work.carrier and work.parallel and work.parallel.reductions else None),
        parallel_by=work.parallel.by if work.parallel else "code",
        schedule=schedule,
        ordered_reduction=ordered,
        work_items=_work_items(fn, site, work.parallel, classes) if work.parallel else None,
        shared_stores=_shared_stores(body, work.parallel, outer_trip, formula, notes) if work.parallel and outer_trip else (),
        critical=formula(Poly.const(body.critical), "critical") if body.critical else None,
    )
    last = max((n.coord.line for n in _nodes(site.node, c_ast.Node) if n.coord is not None), default=line)
    why = tuple(reasons) + tuple(loop_.note for loop_ in site.loops if loop_.note)
    return DerivedLoop(loop, getattr(site.node.coord, "file", None) or fn.file, line, last, why, site.node.coord.column or 0)


def _work_items(fn: _Function, site: _Site, parallel: Parallel, classes: list[tuple[_Access, str]]) -> WorkItems:
    """The loop as an OpenCL port runs it (:class:`~advisor.cpu.loops.WorkItems`): lanes along the innermost
    independent loop of the nest; accesses that step along it by more than an element are gathered."""
    depth = work_item_depth(fn, site.loops, parallel.depth)
    lane = site.loops[depth]
    if depth == len(site.loops) - 1:
        return WorkItems(True, sum(1 for _, kind in classes if kind == "strided"))
    return WorkItems(False, sum(1 for access, _ in classes if _stride(access.subscripts, lane.counter) == "strided"))


def _shared_stores(body: _Body, parallel: Parallel, trip: Expression, formula: Callable[[Poly, str], Expression],
                   notes: list[str]) -> tuple[SharedStore, ...]:
    """The loop's stores into lines other threads write too (:mod:`advisor.cpu.sharing`): stores made every
    iteration (not an accumulator kept in a register, not a reduction's private copy) whose element moves by less
    than a line per iteration of the parallel loop. A row or more of a sized array (a stride that is a formula of
    the sizes) is taken as a line or more. Where the parallel loop is this innermost loop, each thread runs along
    its own chunk and meets a neighbour's lines once, at the chunk's ends: nothing to count. ``trip``: the parallel
    loop's own (the outermost of collapsed ones). A store every thread makes to every element (stride 0: a race, or an update the
    code leaves to the hardware) is noted: one transfer per line is what the model charges, and the queueing of
    many threads on few lines is not modelled."""
    if parallel.depth == len(body.site.loops) - 1:
        return ()
    loop = body.site.loops[parallel.depth]
    private = {name for name, _ in parallel.reductions}
    kept = {carried.key for carried in body.carried.values() if carried.kind == "accumulator" and _in_register(body, carried)}
    chained = {carried.key for carried in body.carried.values() if carried.kind != "scalar" and not _in_register(body, carried)}
    shared = []
    for key, store in body.stores.items():
        var = body.fn.var(store.array)
        size = var.bytes if var is not None else 8
        stride = _stride_bytes(store, body, size, loop.counter)
        if store.array in private or key in kept or stride is None or not stride.is_constant or stride.constant >= LINE_BYTES:
            continue
        lines = size / LINE_BYTES if _stride(store.subscripts, body.counter) == "contiguous" else 1.0
        shared.append(SharedStore(formula(stride, "shared_stores"), trip, lines, key in chained))
        if stride.constant == 0:
            notes.append(f"line {body.site.node.coord.line}: every thread stores into every element of `{store.array}` it "
                         f"visits: priced as one line transfer between cores per line stored; threads queueing on the same "
                         f"few lines cost more, which is not modelled")
    return tuple(shared)


def _allocates(store: _Access, body: _Body) -> bool:
    """A contiguous store to lines the iteration reads nothing of (no load of its array at the same subscripts
    up to constants, ``p[i][j-1]`` for ``p[i][j]``): the cache reads each line before it is written."""
    return _stride(store.subscripts, body.counter) == "contiguous" and not any(
        load.array == store.array and _shape(load.subscripts) == _shape(store.subscripts) for load in body.loads.values())
