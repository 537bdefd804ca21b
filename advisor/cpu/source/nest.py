"""The loop nests of a function: each innermost loop, the loops around it, its OpenMP context, its trip count.

Every innermost loop of the function counts, set-up loops outside a timing
bracket included (``polybench.c`` initialises some arrays there: name a
function that holds only the kernel where that matters); ``while`` loops are
refused (no trip count), calls are not followed.

iterations
    The product of the trip counts of the enclosing loops, summed exactly where
    a bound depends on an outer index (triangular loops: ``for (j = i + 1; j < M; j++)``
    gives ``M*(M - 1)/2``), as a formula over the kernel's size names. Bounds
    must be affine in the loop indices; a bound that is not (``j < min(i, N)``)
    is taken at its largest trip, with a note.
threads, regions
    ``all`` inside an ``#pragma omp parallel for`` (or an ``omp for`` in an
    ``omp parallel`` block; its ``num_threads(n)`` where that is a constant), else 1;
    the schedule, its chunk and ``collapse`` go with the loop (:mod:`.pragma`,
    :func:`advisor.cpu.source.derive`). A parallel construct is entered once per
    iteration of the loops around it; that count goes on the innermost loop it
    holds with the most iterations (the first of equals; 0 on the others), as
    the hand-written PolyBench loops do.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from pycparser import c_ast

from .affine import _int_constant, _NonAffine, _Scope, _to_poly
from .function import INCREMENTS, _Function, _nodes, _text
from .polynomial import Poly, sum_range
from .pragma import Pragma, parse_pragma


@dataclass(frozen=True)
class _Loop:
    """One ``for`` loop: its index runs over ``value`` as ``counter`` goes from ``lo`` to ``hi - 1``."""

    var: str
    counter: str
    value: Poly
    lo: Poly
    hi: Poly
    forward: bool  # the counter grows as the loop runs (dependence distances need the direction)
    note: str = ""
    node: c_ast.For | None = None  # the loop in the syntax tree (loops of one nest share their outer ones)

    @property
    def trip(self) -> Poly:
        return self.hi - self.lo


@dataclass(frozen=True)
class _Omp:
    region: int | None = None  # id of the parallel construct the code is in
    region_loops: tuple[_Loop, ...] = ()  # the loops around that construct
    shared: bool = False  # the iterations are split among the threads (omp for)
    private: frozenset[str] = frozenset()
    depth: int | None = None  # the loop the iterations of which are split (its index in the site's loops)
    schedule: str = "static"
    barrier: bool = False  # that loop is an `omp for` inside a parallel region, without nowait: it ends at a barrier
    sections: tuple[tuple[str, str], ...] = ()  # array sections its reduction clause names
    chunk: str | None = None  # schedule(kind, chunk), as written
    collapse: int = 1  # collapse(n): that loop and the n - 1 inside it share one iteration space
    team: int | None = None  # num_threads(n) of the parallel construct; None: every thread the implementation has


@dataclass(frozen=True)
class _Site:
    """An innermost loop and what surrounds it."""

    node: c_ast.For
    loops: tuple[_Loop, ...]  # outermost first, the innermost last
    omp: _Omp
    simd_pragma: bool
    nest: c_ast.For  # the outermost loop of the nest


def _sites(fn: _Function) -> list[_Site]:
    sites: list[_Site] = []
    _walk(fn.node.body, (), _Omp(), fn, sites, None)
    return sites


def _walk(node: c_ast.Node | None, loops: tuple[_Loop, ...], omp: _Omp, fn: _Function, sites: list[_Site], pragma: Pragma | None,
          nest: c_ast.For | None = None) -> None:
    """Find the innermost loops under ``node``; ``pragma`` is the omp pragma just before it."""
    if node is None:
        return
    if isinstance(node, c_ast.Compound):
        if pragma is not None and "parallel" in pragma.words and "for" not in pragma.words:
            omp = replace(omp, region=id(node), region_loops=loops, private=omp.private | pragma.names, team=pragma.num_threads)
        held = None
        for item in node.block_items or []:
            if isinstance(item, c_ast.Pragma):
                held = parse_pragma(item.string)
                continue
            _walk(item, loops, omp, fn, sites, held, nest)
            held = None
        return
    if isinstance(node, (c_ast.While, c_ast.DoWhile)):
        raise fn.error(node, "a while loop: its trip count cannot be read from the code (describe the loops under cpu_loops)")
    if isinstance(node, c_ast.For):
        _walk_for(node, loops, omp, fn, sites, pragma, nest or node)
        return
    for _, child in node.children():
        if isinstance(child, c_ast.Node) and not isinstance(child, c_ast.Pragma):
            _walk(child, loops, omp, fn, sites, None, nest)


def _walk_for(node: c_ast.For, loops: tuple[_Loop, ...], omp: _Omp, fn: _Function, sites: list[_Site], pragma: Pragma | None,
              nest: c_ast.For) -> None:
    loop = _loop_header(node, loops, fn)
    simd = False
    if pragma is not None:
        if "for" in pragma.words:
            combined = "parallel" in pragma.words
            region = (id(node), loops) if combined else (omp.region, omp.region_loops)
            omp = _Omp(region[0], region[1], True, omp.private | pragma.names, len(loops), pragma.schedule,
                       not combined and "nowait" not in pragma.words, pragma.sections, pragma.chunk, pragma.collapse,
                       pragma.num_threads if combined else omp.team)
        simd = "simd" in pragma.words
    inner = loops + (loop,)
    if next(_nodes(node.stmt, (c_ast.For, c_ast.While, c_ast.DoWhile)), None) is None:
        sites.append(_Site(node, inner, omp, simd, nest))
        return
    _walk(node.stmt, inner, omp, fn, sites, None, nest)


def _loop_header(node: c_ast.For, loops: tuple[_Loop, ...], fn: _Function) -> _Loop:
    """Read ``for (i = a; i < b; i += s)`` (and its <=, >, >=, != and decreasing forms)."""
    var, start = _loop_init(node, fn)
    step = _loop_step(node, var, fn)
    op, bound = _loop_condition(node, var, fn)
    if (step > 0 and op not in ("<", "<=", "!=")) or (step < 0 and op not in (">", ">=", "!=")):
        raise fn.error(node, f"loop on `{var}`: the condition `{_text(node.cond)}` does not bound the index in the direction it moves")
    scope = _Scope(fn, {loop.var: loop.value for loop in loops})
    (first, limit), note = _bounds((start, bound), scope, loops, fn)
    if step > 0:  # values first, first + 1, ... up to the bound
        lo, hi = first, limit + 1 if op == "<=" else limit
    else:  # values first, first - 1, ... down to the bound
        lo, hi = limit if op == ">=" else limit + 1, first + 1
    if abs(step) == 1:
        return _Loop(var, var, Poly.symbol(var), lo, hi, step > 0, note, node)
    counter = f"{var}'"
    trip = (hi - lo) * Fraction(1, abs(step))
    value = first + Poly.symbol(counter) * step
    note = (note + "; " if note else "") + f"loop on `{var}` steps by {abs(step)}: trip counted as (range)/{abs(step)}, exact when the step divides the range"
    return _Loop(var, counter, value, Poly.const(0), trip, True, note, node)


def _loop_init(node: c_ast.For, fn: _Function) -> tuple[str, c_ast.Node]:
    init = node.init
    if isinstance(init, c_ast.DeclList) and len(init.decls) == 1 and init.decls[0].init is not None:
        return init.decls[0].name, init.decls[0].init
    if isinstance(init, c_ast.Assignment) and init.op == "=" and isinstance(init.lvalue, c_ast.ID):
        return init.lvalue.name, init.rvalue
    raise fn.error(node, f"loop header `for ({_text(init) if init else ''}; ...)`: expected one index set to its first value")


def _loop_step(node: c_ast.For, var: str, fn: _Function) -> int:
    step = node.next
    if isinstance(step, c_ast.UnaryOp) and isinstance(step.expr, c_ast.ID) and step.expr.name == var and step.op in INCREMENTS:
        return 1 if "+" in step.op else -1
    if isinstance(step, c_ast.Assignment) and isinstance(step.lvalue, c_ast.ID) and step.lvalue.name == var:
        amount = step.rvalue
        if step.op in ("+=", "-=") and isinstance(amount, c_ast.Constant) and amount.type == "int":
            value = _int_constant(amount)
            return value if step.op == "+=" else -value
        if (step.op == "=" and isinstance(amount, c_ast.BinaryOp) and amount.op in ("+", "-") and isinstance(amount.left, c_ast.ID)
                and amount.left.name == var and isinstance(amount.right, c_ast.Constant) and amount.right.type == "int"):
            value = _int_constant(amount.right)
            return value if amount.op == "+" else -value
    raise fn.error(node, f"loop on `{var}`: the step `{_text(step) if step else ''}` is not a constant increment")


def _loop_condition(node: c_ast.For, var: str, fn: _Function) -> tuple[str, c_ast.Node]:
    cond = node.cond
    flipped = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "!=": "!="}
    if isinstance(cond, c_ast.BinaryOp) and cond.op in flipped:
        if isinstance(cond.left, c_ast.ID) and cond.left.name == var:
            return cond.op, cond.right
        if isinstance(cond.right, c_ast.ID) and cond.right.name == var:
            return flipped[cond.op], cond.left
    raise fn.error(node, f"loop on `{var}`: the condition `{_text(cond) if cond else ''}` is not a comparison of the index with a bound")


def _bounds(nodes: tuple[c_ast.Node, ...], scope: _Scope, loops: tuple[_Loop, ...], fn: _Function) -> tuple[tuple[Poly, ...], str]:
    """The bounds as polynomials; a bound not affine in an outer index is taken where that index makes it largest."""
    try:
        return tuple(_to_poly(n, scope) for n in nodes), ""
    except _NonAffine as exc:
        largest = _Scope(fn, {loop.var: _largest(loop.value, loops) for loop in loops})
        try:
            polys = tuple(_to_poly(n, largest) for n in nodes)
        except _NonAffine as again:
            raise fn.error(again.node, f"loop bound: {again}") from None
        line = getattr(exc.node.coord, "line", "?")
        return polys, f"line {line}: the bound `{_text(exc.node)}` is not affine in the outer indices: counted at its largest trip"


SAMPLE_SIZE = 1000  # every symbol's value when two ends of a range are compared (sizes large, indices as large)


def _sample(p: Poly) -> float:
    return p.at(lambda _: SAMPLE_SIZE)


def _extreme(p: Poly, loops: Sequence[_Loop], largest: bool) -> Poly:
    """``p`` with each loop counter (innermost first) at the end of its range that makes ``p`` largest (or smallest).

    The two ends are compared with the outer counters at their own largest values and every size at SAMPLE_SIZE.
    """
    for index in range(len(loops) - 1, -1, -1):
        loop = loops[index]
        if loop.counter not in p.symbols():
            continue
        ends = [p.substitute(loop.counter, loop.hi - 1), p.substitute(loop.counter, loop.lo)]

        def size(end: Poly, outer: Sequence[_Loop] = loops[:index]) -> float:
            return _sample(_extreme(end, outer, largest=True))

        p = max(ends, key=size) if largest else min(ends, key=size)
    return p


def _largest(p: Poly, loops: Sequence[_Loop]) -> Poly:
    return _extreme(p, loops, largest=True)


def _grows(coefficient: Poly) -> bool:
    """The sign of a coefficient, taking sizes as large and positive."""
    return coefficient.is_zero or _sample(coefficient) >= 0


def _count(loops: Sequence[_Loop], keep: set[str] | None = None) -> Poly:
    """Iterations of a nest, summed innermost first.

    With ``keep``, only those loops are iterated: the others widen the ranges of the kept ones (a bound that
    depends on a dropped index takes the value that makes the range largest), which counts the distinct
    elements an access over the kept indices touches in the whole nest, up to that widening.
    """
    dropped = [loop for loop in loops if keep is not None and loop.counter not in keep]
    p = Poly.const(1)
    for loop in reversed(loops):
        if loop in dropped:
            continue
        p = sum_range(p, loop.counter, _extreme(loop.lo, dropped, largest=False), _extreme(loop.hi, dropped, largest=True))
    return p


def _region_carriers(sites: Sequence[_Site], key: Callable[[_Site], object | None]) -> set[int]:
    """For each parallel construct (``key``: which one a site is in, None for none), the innermost loop that
    carries its count: the one with the most iterations (the first of equals), as the hand-written PolyBench
    loops do; the others get 0."""
    best: dict[object, int] = {}
    for index, site in enumerate(sites):
        region = key(site)
        if region is None:
            continue
        if region not in best or _sample(_count(site.loops)) > _sample(_count(sites[best[region]].loops)):
            best[region] = index
    return set(best.values())
