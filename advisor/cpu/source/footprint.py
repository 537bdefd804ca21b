"""The bytes an innermost loop keeps in cache and walks: layer-condition estimates from its subscripts.

footprint, stride_footprint, stride_data
    Layer-condition estimates [stengel2015], as the comments of
    ``workloads/polybench.yaml`` define them. ``footprint``: for each array
    read or written contiguously, the elements it touches inside one
    iteration of the innermost enclosing
    loop whose index its subscripts do not use (the loop across which it is
    reused), or in the whole nest when there is none (streamed once); bytes,
    summed over arrays. ``stride_footprint``: 64 bytes per row, per column walk
    (accesses to one array whose subscripts differ only by constants share
    their lines: ``walks``), for the largest trip of the innermost loop.
    ``stride_footprint_shape``: how the walks' lengths spread below that largest
    trip (:data:`advisor.cpu.loops.WALK_SHAPES`): ``fixed`` when no enclosing
    counter bounds the innermost loop; ``triangle`` when one does and nothing else
    depends on it (``for k < i``); ``tetrahedron`` when another loop's bounds
    depend on that counter or it on another's (``k < j < i``), or two counters
    bound it.
    ``stride``: the bytes from one access of a walk to the next (each subscript's
    step times the lengths of the dimensions inside it, as declared: ``double
    (*A)[M]`` has rows of ``M``), when every walk of the loop has the same; none
    otherwise (a page or more is then assumed).
    ``shared_walks``: walks of a multi-dimensional array down the rows another of
    its walks goes down (same subscripts but the last: ``data[k][i]``, ``data[k][j]``).
    ``stride_data``: the bytes of the region each walked array covers over the
    whole nest. A region is counted exactly when each dimension follows one
    loop index (a triangle counts as a triangle), else as the bounding box.
    For a loop without contiguous accesses ``footprint`` is ``stride_data``.
``reused``
    The contiguous arrays reused across a loop nested deeper than the one the
    others are reused across (``C[i][j]`` in gemm's ``k`` loop, ``B[k][j]`` in its
    ``i`` loop): their accesses, and their reuse distance, the bytes every array of
    the body touches inside one iteration of that loop (the layer condition of
    that stream [stengel2015]: a row of ``C`` and a row of ``B``). And a stencil's
    neighbours: of the accesses to one array whose subscripts differ by constants
    (``A[i-1][j]``, ``A[i][j]``, ``A[i+1][j]``), the ones that reach an element first
    stream it in; each other one finds it where the nearest access ahead of it left it,
    so many iterations of the innermost loop earlier (``A[i-1][j]``: a trip of the ``j``
    loop behind ``A[i][j-1]``), every iteration having touched one element of each stream
    of the body in between (``A``'s rows ``i + 1``, ``i``, ``i - 1`` and ``B``'s row: 32
    bytes in jacobi-2d), which is what an LRU cache's reuse distance counts.

What these estimates cannot see: reuse between consecutive loops (a row the
previous loop just read), so some footprints are larger than the hand-written
ones of ``workloads/polybench.yaml`` (``validation/cpu/compare_loops.py``).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from ..arch import LINE_BYTES
from .affine import _NonAffine, _Scope, _shape, _to_poly
from .body import _Access, _Body
from .nest import _count, _grows, _largest, _Loop, _sample
from .polynomial import Poly


def _reuse_scope(subscripts: Sequence[tuple[Poly, ...]], loops: Sequence[_Loop]) -> Sequence[_Loop]:
    """The loops inside the innermost enclosing loop whose counter no subscript uses (the data is reused across it)."""
    for index in range(len(loops) - 2, -1, -1):
        if not any(loops[index].counter in s.symbols() for subs in subscripts for s in subs):
            return loops[index + 1:]
    return loops


def _region(subscripts: tuple[Poly, ...], scope: Sequence[_Loop], loops: Sequence[_Loop]) -> Poly:
    """Elements an access touches while the ``scope`` loops run: exact when each dimension follows one loop
    index (a triangle counts as one), else the bounding box; outer counters at their largest."""
    used = [loop for loop in scope if any(loop.counter in s.symbols() for s in subscripts)]
    if _one_to_one(subscripts, used):
        return _largest(_count(scope, keep={loop.counter for loop in used}), loops)
    box = Poly.const(1)
    for s in subscripts:
        extent = Poly()
        for loop in used:
            coefficient = s.coefficient(loop.counter)
            if not coefficient.is_zero:
                extent = extent + (coefficient if _grows(coefficient) else -coefficient) * _largest(loop.trip, loops)
        box = box * (extent if not extent.is_zero else Poly.const(1))
    return _largest(box, loops)


def _one_to_one(subscripts: tuple[Poly, ...], used: Sequence[_Loop]) -> bool:
    for loop in used:
        dims = [s for s in subscripts if loop.counter in s.symbols()]
        if len(dims) != 1:
            return False
        coefficient = dims[0].coefficient(loop.counter)
        others = {other.counter for other in used if other is not loop}
        if not coefficient.is_constant or abs(coefficient.constant) != 1 or dims[0].symbols() & others:
            return False
    return True


def _neighbours(accesses: Sequence[_Access], loops: Sequence[_Loop], element_bytes: int) -> tuple[list[Poly], int]:
    """For accesses to one array whose subscripts differ by constants (a stencil's neighbours): how many
    iterations of the innermost loop each one runs behind the nearest one ahead of it, the last to touch
    its elements (none for the leading ones: they stream the data in; accesses at one position share it),
    and how many streams of new lines the array makes: one per access more than a line behind the one
    ahead (``A[i+1][j]``, then ``A[i][j+1]``, ``A[i][j]``, ``A[i][j-1]`` on one line, then ``A[i-1][j]``: 3)."""
    line = LINE_BYTES // max(element_bytes, 1)
    groups: dict[tuple[Poly, ...], list[Poly | None]] = {}
    for access in accesses:
        groups.setdefault(_shape(access.subscripts), []).append(_position(access.subscripts, loops))
    behind, streams = [], 0
    for positions in groups.values():
        if len(positions) < 2 or any(position is None for position in positions):
            streams += 1
            continue
        ahead = sorted(set(positions), key=_sample, reverse=True)
        gap_at = {later: earlier - later for earlier, later in itertools.pairwise(ahead)}
        streams += 1 + sum(1 for gap in gap_at.values() if _sample(gap) >= line)
        behind += [gap_at[position] for position in positions if position in gap_at]
    return behind, streams


def _position(subscripts: tuple[Poly, ...], loops: Sequence[_Loop]) -> Poly | None:
    """How many iterations of the innermost loop the subscripts' constant offsets are worth, counted in the
    direction the loops run; None where a shifted dimension follows no single loop counter."""
    position = Poly()
    for subscript in subscripts:
        if subscript.constant == 0:
            continue
        counters = [index for index, loop in enumerate(loops) if loop.counter in subscript.symbols()]
        if len(counters) != 1:
            return None
        index = counters[0]
        coefficient = subscript.coefficient(loops[index].counter)
        if not coefficient.is_constant:
            return None
        iterations = Poly.const(1)
        for inner in loops[index + 1:]:
            iterations = iterations * _largest(inner.trip, loops)
        sign = 1 if (coefficient.constant > 0) == loops[index].forward else -1
        position = position + Poly.const(sign * subscript.constant / abs(coefficient.constant)) * iterations
    return position


@dataclass(frozen=True)
class _Footprints:
    footprint: Poly
    stride_footprint: Poly | None
    stride_data: Poly | None
    stride_footprint_shape: str = "fixed"
    walks: int = 0  # distinct column walks (lines fetched per iteration) among the strided accesses
    stride: Poly | None = None  # bytes from one access of the walks to the next (None: unknown or not one)
    shared_walks: int = 0  # walks down the rows another walk of the same array goes down
    reused: tuple[tuple[int, Poly], ...] = ()  # (accesses, reuse distance in bytes) of streams reused sooner


def _stride_bytes(access: _Access, body: _Body, element_bytes: int, counter: str | None = None) -> Poly | None:
    """Bytes an access moves per iteration of the loop on ``counter`` (default: the innermost): each subscript's
    step times the declared lengths of the dimensions inside it; None where such a length is not declared (a
    pointer) or not a formula of the sizes."""
    var = body.fn.var(access.array)
    extents = var.extents if var is not None else ()
    step = Poly()
    for dim, subscript in enumerate(access.subscripts):
        coefficient = subscript.coefficient(counter or body.counter)
        if coefficient.is_zero:
            continue
        for inner in range(dim + 1, len(access.subscripts)):
            length = extents[inner] if inner < len(extents) else None
            if length is None:
                return None
            try:
                coefficient = coefficient * _to_poly(length, _Scope(body.fn, {}))
            except _NonAffine:
                return None
        step = step + coefficient
    return (step if _grows(step) else -step) * element_bytes


def _walk_shape(loops: Sequence[_Loop]) -> str:
    """How the innermost loop's trips spread over the nest (the docstring's ``stride_footprint_shape``)."""
    outer = loops[:-1]
    counters = {loop.counter for loop in outer}
    bounding = loops[-1].trip.symbols() & counters
    if not bounding:
        return "fixed"
    if len(bounding) > 1:
        return "tetrahedron"
    (counter,) = bounding
    own = next(loop for loop in outer if loop.counter == counter)
    others = [loop for loop in outer if loop is not own]
    if own.trip.symbols() & counters or any(counter in loop.trip.symbols() for loop in others):
        return "tetrahedron"
    return "triangle"


def _footprints(body: _Body, classes: Sequence[tuple[_Access, str]]) -> _Footprints:
    loops = body.site.loops

    def element_bytes(array: str) -> int:
        var = body.fn.var(array)
        return var.bytes if var is not None else 8

    contiguous: dict[str, list[_Access]] = {}
    strided: dict[str, list[_Access]] = {}
    for access, kind in classes:
        if kind != "invariant":
            (contiguous if kind == "contiguous" else strided).setdefault(access.array, []).append(access)
    stride_data = None
    stride_footprint = None
    stride = None
    shared_walks = 0
    walks: set[tuple[str, tuple[Poly, ...]]] = set()
    if strided:
        stride_data = sum((element_bytes(a) * _region(accs[0].subscripts, loops, loops) for a, accs in strided.items()), Poly())
        walks = {(a.array, _shape(a.subscripts)) for accs in strided.values() for a in accs}
        stride_footprint = LINE_BYTES * len(walks) * _largest(loops[-1].trip, loops)
        steps = {_stride_bytes(a, body, element_bytes(a.array)) for accs in strided.values() for a in accs}
        stride = next(iter(steps)) if len(steps) == 1 else None
        rows = [(array, subscripts[:-1]) for array, subscripts in walks if len(subscripts) > 1]
        shared_walks = len(rows) - len(set(rows))
    footprint = Poly()
    scopes = {array: _reuse_scope([a.subscripts for a in accesses], loops) for array, accesses in contiguous.items()}
    for array, accesses in contiguous.items():
        footprint = footprint + element_bytes(array) * _region(accesses[0].subscripts, scopes[array], loops)
    if not contiguous:
        footprint = stride_data or Poly()
    widest = max((len(scope) for scope in scopes.values()), default=0)
    touched = {access.array: access for access, _ in classes}
    reused: dict[Poly, int] = {}
    neighbours = {array: _neighbours(accesses, loops, element_bytes(array)) for array, accesses in contiguous.items()}
    # the lines every iteration touches: one per stream (an LRU stack distance counts them, new or not)
    per_iteration = sum((Poly.const(streams * element_bytes(array)) for array, (_, streams) in neighbours.items()), Poly())
    for array, accesses in contiguous.items():
        if len(scopes[array]) < widest:
            distance = sum((element_bytes(b) * _region(access.subscripts, scopes[array], loops) for b, access in touched.items()), Poly())
            reused[distance] = reused.get(distance, 0) + len(accesses)
            continue
        for iterations in neighbours[array][0]:
            reused[iterations * per_iteration] = reused.get(iterations * per_iteration, 0) + 1
    return _Footprints(footprint, stride_footprint, stride_data, _walk_shape(loops) if strided else "fixed",
                       len(walks) if strided else 0, stride, shared_walks, tuple((n, d) for d, n in reused.items()))
