"""Whether an innermost loop is vectorised, and the chain of operations its carried values run through.

simd, chain
    Rules that reproduce what GCC 12 ``-O3 -march=native -fopenmp`` did to
    the 30 PolyBench kernels (the hand-written entries were read from its
    vectorisation report and the assembly; see the comments there):

    * a loop is vectorised unless something stops it: an ``if`` statement,
      an early exit, a call whose arguments change with the loop (a call with
      invariant arguments is hoisted), a value carried from one iteration to
      the next that is not a reduction (a recurrence: ``ym1 = y1[i][j]``, or
      ``A[i][j]`` reading the ``A[i][j-1]`` stored one iteration before), a
      store that may overlap a loop-invariant read of the same row
      (floyd-warshall's ``path[i][k]``), or a reduction into an array element
      that may alias the arrays the loop reads (GCC keeps such an accumulator
      in memory, and a reduction through memory is not vectorised);
    * reductions into a scalar (or into an element of an array that cannot
      alias the others: an OpenMP ``reduction``/``private`` copy, a local array,
      memory allocated inside the loop nest) are vectorised, floating-point
      ones in order (fold-left: the serial add stays on the chain). GCC 12 does
      this without ``-ffast-math``; it did for durbin, ludcmp, symm and doitgen;
    * GCC's cost model keeps a loop scalar when every access walks a column
      and nothing expensive (a divide, a square root) pays for the shuffles
      (gramschmidt's column update is scalar, its column divide vectorised);
    * ``#pragma omp simd`` vectorises the loop whatever the rules say.

    ``chain`` follows each carried value through the operations of one
    iteration to its next value and keeps the longest path: ``add`` (add,
    subtract, multiply, integer compare-select), ``fma`` (a multiply feeding
    an add is contracted, ``-ffp-contract=fast``), ``divide`` (``/``, ``sqrt``;
    a libm call on the path also counts as one), ``store_forward`` (the value
    goes through memory: an accumulator or recurrence that another store in
    the loop may alias, or a recurrence down a column). A reduction
    ``s += a*b`` that is the only multiply-add of the loop is ``multiply_add``:
    where the compiler avoids FMA chains (``-mtune=znver3`` [gcc-fma-deferring])
    it runs as a multiply and an add, elsewhere as an FMA, and without FMA
    instructions (SSE2) as an add after the multiply; with more multiply-adds in
    the loop GCC gives up that deferral (bicg), and an accumulator kept in memory
    is not deferred either: ``fma_addend``, an FMA where the ISA has it, else the
    add. ``fma`` is a carried value through a factor (``x = x*a + b``). A
    vectorised floating-point reduction keeps one serial add.

    Against the 70 hand-written loops of ``workloads/polybench.yaml`` these
    rules agree on simd, the chain's kinds and the stride class of every loop
    (``validation/cpu/compare_loops.py``); the rules were written from those
    very entries, so that is a consistency check, not an independent test.

The blockers met while the body runs (an ``if``, an early exit, a call, a store
that may overlap a read) are recorded by :mod:`advisor.cpu.source.body`; the
carried values, aliasing and the verdicts are decided here.
"""

from __future__ import annotations

import re

from pycparser import c_ast

from .body import OpPath, _Body, _Carried, _weight
from .function import _nodes, _text

ALLOCATORS = re.compile(r"alloc", re.IGNORECASE)  # malloc, calloc, aligned_alloc, xmalloc ...


def _distinct(body: _Body, array: str) -> bool:
    """An array no other name can reach: a local array, an OpenMP private or reduction copy, memory allocated in the nest."""
    var = body.fn.var(array)
    if (var is not None and var.array_object) or array in body.site.omp.private:
        return True
    for decl in _nodes(body.site.nest, c_ast.Decl):
        if decl.name == array and any(ALLOCATORS.search(_text(call.name)) for call in _nodes(decl.init, c_ast.FuncCall)):
            return True
    return False


def _may_alias(body: _Body, a: str, b: str) -> bool:
    if a == b:
        return True
    restrict = any(bool(v and v.restrict) for v in (body.fn.var(a), body.fn.var(b)))
    return not (restrict or _distinct(body, a) or _distinct(body, b))


def _in_register(body: _Body, carried: _Carried) -> bool:
    """Whether a carried value stays in a register: always for a scalar; for memory, when no other store may
    alias it (LIM / predictive commoning) and, for a recurrence, when it moves along a row; never when it is
    updated under a lock or atomically (``omp critical``, ``omp atomic``: memory the lock orders)."""
    if (carried.array or carried.name) in body.locked:
        return False
    if carried.kind == "scalar":
        return True
    if carried.kind == "flow" and not carried.unit_stride:
        return False
    return not any(_may_alias(body, carried.array, key[0]) for key in body.stores if key != carried.key)


def _private_accumulator(body: _Body, carried: _Carried) -> bool:
    """An accumulator element that nothing else in the loop can touch: GCC promotes it to a scalar reduction."""
    keys = [k for k in (*body.loads, *body.stores) if k != carried.key]
    return all(k[0] != carried.array and not _may_alias(body, carried.array, k[0]) for k in keys)


def _carried_fp(body: _Body, carried: _Carried) -> bool:
    var = body.fn.var(carried.array or carried.name)
    return bool(var and var.fp)


def _is_reduction(body: _Body, source: str, carried: _Carried, path: OpPath | None) -> bool:
    """Associative updates only (+, -, *, min/max select; ``s += a; s += b`` too): one operation on the path
    for each statement that reads the variable, none a divide or a multiply-add through a factor."""
    if path is None or carried.kind == "flow":
        return False
    ops = dict(path)
    return set(ops) <= {"add", "fma_addend"} and sum(ops.values()) == len(body.readers.get(source, ())) >= 1


def _vectorisation(body: _Body, contiguous: int) -> tuple[bool, OpPath, list[str], bool]:
    """simd, chain, the reasons a loop stays scalar (the rules: module docstring), and whether the chain is a
    vectorised floating-point reduction's in-order add."""
    reasons = list(body.blockers)
    verdicts = []
    for source, carried in body.carried.items():
        path = body.end_path(source, carried)
        reduction = _is_reduction(body, source, carried, path)
        verdicts.append((carried, path, reduction))
        if not reduction:
            reasons.append(f"{carried.name} is carried from one iteration to the next (a recurrence)")
        elif carried.kind == "accumulator" and not _private_accumulator(body, carried):
            reasons.append(f"reduction into {carried.name}, kept in memory: it may alias the arrays the loop reads")
    if not reasons and contiguous == 0 and not body.divides:
        reasons.append("every access walks a column and nothing expensive pays for it: GCC's cost model keeps it scalar")
    simd = body.site.simd_pragma or not reasons
    chain: OpPath = ()
    ordered = False
    for carried, path, reduction in verdicts:
        if path is None:
            continue
        fold_left = simd and reduction and _carried_fp(body, carried)
        if simd and reduction:
            candidate: OpPath = (("add", 1),) if fold_left else ()  # fold-left: one serial add per iteration
        else:
            candidate = _chain_path(path, _in_register(body, carried), body.fma_candidates)
        if _weight(candidate) > _weight(chain):
            chain, ordered = candidate, fold_left
    return simd, chain, [] if simd else list(dict.fromkeys(reasons)), ordered


def _chain_path(path: OpPath, in_register: bool, fma_candidates: int) -> OpPath:
    """A carried path as the machine runs it: an FMA reached through its addend is ``multiply_add`` where it is the
    loop's only multiply-add on a register chain (a compiler may split it into a multiply off the path and an add
    on it: GCC's tuning for Zen 1-3 avoids such FMA chains [gcc-fma-deferring]), else ``fma_addend`` (kept fused
    where the ISA has FMA); the model decides by the build. Memory adds a store-to-load forward."""
    counts = dict(path)
    addend = counts.pop("fma_addend", 0)
    if addend:
        kind = "multiply_add" if "fma" not in counts and fma_candidates == 1 and in_register else "fma_addend"
        counts[kind] = counts.get(kind, 0) + addend
    if not in_register:
        counts["store_forward"] = counts.get("store_forward", 0) + 1
    return tuple(sorted(counts.items()))
