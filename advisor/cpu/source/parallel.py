"""Which loops run in parallel: OpenMP's as written, or, in serial code, the ones a parallelising compiler would pick.

Code with OpenMP pragmas runs what they say (:mod:`~advisor.cpu.source.nest` reads them).
Serial code (no ``omp`` pragma in the function) runs on as many threads as its
implementation asks for, as a parallelising compiler or an OpenMP port would run it:
in each loop nest, the outermost loop whose iterations are independent runs in
parallel; where a loop carries a dependence, its inner loops are looked at in turn
(a time loop's sweeps each run in parallel, one parallel region per sweep). A loop's
iterations are independent when no two of them touch one element, one of them writing
it, except through

* reductions: updates ``x = x op e``, ``x op= e`` (``+``, ``-``, ``*``; ``min``/``max``
  selects) of a scalar or of array elements that nothing else in the loop reads or
  writes: each thread updates its own copy and the copies are combined at the end
  (OpenMP's ``reduction``; an array's copies are combined element by element);
* private scalars: a scalar the iteration assigns before it reads it, and the indices
  and locals of the loops inside.

The dependence test is exact for affine subscripts and bounds (an integer program, at
sample sizes, of two iterations ``p1 != p2`` of the loop, the loops around it at one
iteration and the loops inside free, that touch one element [wolfe1996]); a dimension
whose subscripts follow the loop's index with one coefficient and differ by a constant
decides most pairs without it. Different arrays are taken as distinct, as a port that
declares its arrays ``restrict`` (or OpenMP's programmer) does. A loop with a call the
analysis does not follow, an early exit or a subscript that is not affine is kept serial.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from pycparser import c_ast

from ...schema.expr import compile_expression
from .affine import _NonAffine, _Scope, _to_poly
from .errors import SourceUnanalysable
from .function import COUNTED_CALLS, FREE_CALLS, INCREMENTS, _Function, _is_min_max, _math_name, _text
from .nest import SAMPLE_SIZE, _count, _Loop, _loop_header, _Site
from .polynomial import Poly

REDUCING = {"+=": "+", "-=": "+", "*=": "*"}  # compound assignments that reduce, by the class of their operator


@dataclass(frozen=True)
class Parallel:
    """The loop of a site's nest whose iterations the threads share, and how."""

    depth: int  # its index in the site's loops (0: the outermost)
    by: str  # PARALLEL_BY: "code" (OpenMP pragmas as written) or "analysis" (serial code the implementation runs on threads)
    schedule: str = "static"  # OpenMP schedule kind: static (the default), dynamic, guided
    reductions: tuple[tuple[str, Poly], ...] = ()  # arrays reduced across the loop: (name, elements of one copy)


@dataclass
class _Ref:
    array: str
    subscripts: tuple[Poly, ...]
    write: bool
    loops: tuple[_Loop, ...]  # from the nest's outermost loop to the innermost around the access
    reduction: str | None  # the operator class of the reduction statement it belongs to (None: none)


@dataclass
class _Scalar:
    events: list[tuple[str, bool, str | None]] = field(default_factory=list)  # (read | write, conditional, reduction class)


class _Accesses:
    """Every element access and scalar use in one iteration of a loop, in program order."""

    def __init__(self, fn: _Function, chain: tuple[_Loop, ...]):
        self.fn = fn
        self.refs: list[_Ref] = []
        self.scalars: dict[str, _Scalar] = {}
        self.private: set[str] = set()
        self.problems: list[str] = []
        self.statement(chain[-1].node.stmt, chain, conditional=False)

    def statement(self, node: c_ast.Node | None, chain: tuple[_Loop, ...], conditional: bool) -> None:
        if node is None or isinstance(node, (c_ast.Pragma, c_ast.EmptyStatement)):
            return
        if isinstance(node, c_ast.Compound):
            for item in node.block_items or []:
                self.statement(item, chain, conditional)
        elif isinstance(node, c_ast.For):
            try:
                inner = _loop_header(node, chain, self.fn)
            except SourceUnanalysable as exc:
                self.problems.append(f"{exc.field}: {exc.message}" if exc.field else exc.message)
                return
            self.private.add(inner.var)
            self.statement(node.stmt, chain + (inner,), conditional)
        elif isinstance(node, (c_ast.While, c_ast.DoWhile)):
            self.problems.append(f"line {node.coord.line}: a while loop")
        elif isinstance(node, c_ast.If):
            self.expression(node.cond, chain, conditional)
            self.statement(node.iftrue, chain, True)
            self.statement(node.iffalse, chain, True)
        elif isinstance(node, c_ast.Decl):
            self.private.add(node.name)
            if node.init is not None:
                self.expression(node.init, chain, conditional)
        elif isinstance(node, (c_ast.Return, c_ast.Break, c_ast.Goto, c_ast.Label, c_ast.Switch, c_ast.Continue)):
            self.problems.append(f"line {node.coord.line}: `{type(node).__name__.lower()}` leaves or jumps in the loop")
        else:
            self.expression(node, chain, conditional)

    def expression(self, node: c_ast.Node | None, chain: tuple[_Loop, ...], conditional: bool) -> None:
        if node is None:
            return
        if isinstance(node, c_ast.Assignment):
            reduction = _reduction_class(node)
            if reduction is None:
                self.expression(node.rvalue, chain, conditional)
            else:
                self.reads_except(node, chain, conditional)
            if node.op != "=" or reduction is not None:
                self.use(node.lvalue, chain, conditional, write=False, reduction=reduction)
            self.use(node.lvalue, chain, conditional, write=True, reduction=reduction)
        elif isinstance(node, c_ast.UnaryOp) and node.op in INCREMENTS:
            self.use(node.expr, chain, conditional, write=False, reduction="+")
            self.use(node.expr, chain, conditional, write=True, reduction="+")
        elif isinstance(node, (c_ast.ArrayRef, c_ast.ID)):
            self.use(node, chain, conditional, write=False, reduction=None)
        elif isinstance(node, c_ast.FuncCall):
            name = _math_name(node)
            if name not in COUNTED_CALLS | FREE_CALLS | {"floor", "ceil", "min", "max"}:
                self.problems.append(f"line {node.coord.line}: calls {_text(node.name)}(), which the analysis does not follow")
            for arg in node.args.exprs if node.args else []:
                self.expression(arg, chain, conditional)
        elif isinstance(node, c_ast.UnaryOp) and node.op in ("&", "*"):
            self.problems.append(f"line {node.coord.line}: `{_text(node)}` (pointers are not followed)")
        else:
            for _, child in node.children():
                self.expression(child, chain, conditional)

    def reads_except(self, node: c_ast.Assignment, chain: tuple[_Loop, ...], conditional: bool) -> None:
        """The reads of a reduction's right-hand side, the reduced variable's own read left out (``use`` adds it)."""
        target = _text(node.lvalue)
        for part in _operands(node.rvalue):
            if _text(part) != target:
                self.expression(part, chain, conditional)

    def use(self, node: c_ast.Node, chain: tuple[_Loop, ...], conditional: bool, write: bool, reduction: str | None) -> None:
        if isinstance(node, c_ast.ID):
            self.scalars.setdefault(node.name, _Scalar()).events.append(("write" if write else "read", conditional, reduction))
            return
        if not isinstance(node, c_ast.ArrayRef):
            self.problems.append(f"line {node.coord.line}: writes through `{_text(node)}`")
            return
        subscripts, base = [], node
        while isinstance(base, c_ast.ArrayRef):
            subscripts.append(base.subscript)
            base = base.name
        if not isinstance(base, c_ast.ID):
            self.problems.append(f"line {node.coord.line}: array access through `{_text(base)}`")
            return
        scope = _Scope(self.fn, {loop.var: loop.value for loop in chain})
        try:
            polys = tuple(_to_poly(s, scope) for s in reversed(subscripts))
        except _NonAffine:
            self.problems.append(f"line {node.coord.line}: the subscript of `{_text(node)}` is not affine")
            return
        for index in reversed(subscripts):  # an index read inside the subscript (A[B[i]]) is a read too
            self.expression(index, chain, conditional)
        self.refs.append(_Ref(base.name, polys, write, chain, reduction))


def _operands(node: c_ast.Node) -> list[c_ast.Node]:
    if isinstance(node, c_ast.BinaryOp):
        return [node.left, node.right]
    if isinstance(node, c_ast.TernaryOp):
        return [node.cond.left, node.cond.right]
    return [node]


def _reduction_class(node: c_ast.Assignment) -> str | None:
    """``x op= e`` or ``x = x op e`` (``e op x`` for commutative ops; ``x = x < e ? x : e``) with ``x`` nowhere in ``e``."""
    target = _text(node.lvalue)
    if node.op in REDUCING:
        others = [node.rvalue]
        kind = REDUCING[node.op]
    elif node.op == "=" and isinstance(node.rvalue, c_ast.BinaryOp) and node.rvalue.op in ("+", "-", "*"):
        left, right = node.rvalue.left, node.rvalue.right
        if _text(left) == target:
            others = [right]
        elif _text(right) == target and node.rvalue.op != "-":
            others = [left]
        else:
            return None
        kind = "*" if node.rvalue.op == "*" else "+"
    elif node.op == "=" and isinstance(node.rvalue, c_ast.TernaryOp) and _is_min_max(node.rvalue):
        operands = [node.rvalue.cond.left, node.rvalue.cond.right]
        if target not in {_text(o) for o in operands}:
            return None
        others = [o for o in operands if _text(o) != target]
        kind = "minmax"
    else:
        return None
    if any(target in _text(other) for other in others):  # x again inside e: not a plain update
        return None
    return kind


def find_parallel(fn: _Function, sites: Sequence[_Site]) -> tuple[list[Parallel | None], list[str]]:
    """For serial code: each site's parallel loop (None: its nest runs serially) and notes on every nest."""
    found: list[Parallel | None] = [None] * len(sites)
    notes: list[str] = []

    def visit(depth: int, members: list[int], reasons: list[str]) -> None:
        loop = sites[members[0]].loops[depth]
        verdict = _verdict(fn, sites[members[0]].loops[: depth + 1])
        if isinstance(verdict, Parallel):
            for index in members:
                found[index] = verdict
            extra = f"; reductions over per-thread copies: {', '.join(name for name, _ in verdict.reductions)}" if verdict.reductions else ""
            notes.append(f"line {loop.node.coord.line}: loop on `{loop.var}` run in parallel (its iterations are independent{extra})")
            return
        reasons = reasons + [f"`{loop.var}` (line {loop.node.coord.line}): {verdict}"]
        inner: dict[int, list[int]] = {}
        for index in members:
            if len(sites[index].loops) > depth + 1:
                inner.setdefault(id(sites[index].loops[depth + 1].node), []).append(index)
            else:
                notes.append(f"line {sites[index].node.coord.line}: loop on `{sites[index].loops[-1].var}` runs on one thread: "
                             + "; ".join(reasons))
        for group in inner.values():
            visit(depth + 1, group, reasons)

    nests: dict[int, list[int]] = {}
    for index, site in enumerate(sites):
        nests.setdefault(id(site.loops[0].node), []).append(index)
    for members in nests.values():
        visit(0, members, [])
    return found, notes


def work_item_depth(fn: _Function, loops: tuple[_Loop, ...], parallel_depth: int) -> int:
    """The deepest loop below the parallel one such that it and every loop between are independent too, without a
    reduction: the innermost work-item dimension an OpenCL port of the nest would have."""
    depth = parallel_depth
    while depth + 1 < len(loops):
        verdict = _verdict(fn, loops[: depth + 2])
        if not isinstance(verdict, Parallel) or verdict.reductions:
            break  # a reduction is no work-item dimension: each work-item runs that loop whole
        depth += 1
    return depth


def _verdict(fn: _Function, chain: tuple[_Loop, ...]) -> Parallel | str:
    """A Parallel for the last loop of ``chain`` if its iterations are independent, else why not (once per chain:
    the nest's sites and the OpenCL work-item search ask again)."""
    key = tuple(id(loop.node) for loop in chain)
    if key not in fn.verdicts:
        fn.verdicts[key] = _judge(fn, chain)
    return fn.verdicts[key]  # type: ignore[return-value]


def _judge(fn: _Function, chain: tuple[_Loop, ...]) -> Parallel | str:
    accesses = _Accesses(fn, chain)
    if accesses.problems:
        return accesses.problems[0]
    reductions = []
    for name, scalar in accesses.scalars.items():
        if name in accesses.private or not any(kind == "write" for kind, _, _ in scalar.events):
            continue
        classes = {reduction for _, _, reduction in scalar.events}
        if len(classes) == 1 and None not in classes:
            reductions.append((name, Poly.const(1)))  # a scalar reduction: each thread its own partial value
            continue
        kind, conditional, _ = scalar.events[0]
        if kind != "write" or conditional:
            return f"`{name}` is carried from one iteration to the next"
    depth = len(chain) - 1
    by_array: dict[str, list[_Ref]] = {}
    for ref in accesses.refs:
        by_array.setdefault(ref.array, []).append(ref)
    for array, refs in by_array.items():
        writes = [ref for ref in refs if ref.write]
        if not writes:
            continue
        classes = {ref.reduction for ref in refs}
        reduced = len(classes) == 1 and None not in classes
        for w in writes:
            for x in refs:
                if reduced or not _may_meet(w, x, depth, fn):
                    continue
                what = "written" if x.write else "read"
                return f"{array}{_shown(w.subscripts)} written in one iteration is {what} as {array}{_shown(x.subscripts)} in another"
        if reduced and any(_may_meet(w, x, depth, fn) for w in writes for x in refs):
            reductions.append((array, _elements(refs, depth)))
    return Parallel(depth, "analysis", "static", tuple(reductions))


def _shown(subscripts: tuple[Poly, ...]) -> str:
    return "".join(f"[{s.to_source()}]" for s in subscripts)


def _elements(refs: Sequence[_Ref], depth: int) -> Poly:
    """Elements of an array's private copy: what its references touch in one iteration of the parallel loop (the
    largest of them; bounding box of the first reference's dimensions over the loops inside)."""
    best = Poly.const(1)
    for ref in refs:
        inner = ref.loops[depth + 1:]
        used = [loop for loop in inner if any(loop.counter in s.symbols() for s in ref.subscripts)]
        count = _count(ref.loops, keep={loop.counter for loop in used}) if used else Poly.const(1)
        if _at_sample(count, frozenset()) > _at_sample(best, frozenset()):
            best = count
    return best


# -- the dependence test ------------------------------------------------------------------------------------


def _may_meet(w: _Ref, x: _Ref, depth: int, fn: _Function) -> bool:
    """Whether two different iterations of ``w.loops[depth]`` can have ``w`` and ``x`` touch one element."""
    counter = w.loops[depth].counter
    inner_w = {loop.counter for loop in w.loops[depth + 1:]}
    inner_x = {loop.counter for loop in x.loops[depth + 1:]}
    for sw, sx in zip(w.subscripts, x.subscripts):
        cw, cx = sw.coefficient(counter), sx.coefficient(counter)
        if cw.is_zero or cw != cx or not cw.is_constant or sw.symbols() & inner_w or sx.symbols() & inner_x:
            continue
        difference = sw - sx
        if not difference.is_constant:
            continue
        distance = difference.constant / cw.constant
        if distance == 0 or distance.denominator != 1:
            return False  # this dimension meets only in one iteration (or never)
    if len(w.subscripts) != len(x.subscripts):
        return True
    return _integer_solution(w, x, depth, fn)


def _integer_solution(w: _Ref, x: _Ref, depth: int, fn: _Function) -> bool:
    """The integer program: iterations p_w != p_x of the loop at ``depth``, the loops outside at one iteration, the
    loops inside free within their bounds, every subscript equal. Sizes at SAMPLE_SIZE."""
    import numpy as np
    from scipy.optimize import Bounds, LinearConstraint, milp

    shared = {loop.counter for loop in w.loops[:depth]}

    def renamed(side: str, loops: tuple[_Loop, ...]) -> dict[str, str]:
        return {loop.counter: loop.counter if loop.counter in shared else f"{side}:{loop.counter}" for loop in loops}

    names_w, names_x = renamed("w", w.loops), renamed("x", x.loops)
    rows: list[tuple[dict[str, float], float, float]] = []  # (coefficients, low, high) of low <= a.v <= high
    try:
        for loops, names in ((w.loops, names_w), (x.loops[depth:], names_x)):
            for loop in loops:
                for bound, upper in ((loop.lo, False), (loop.hi, True)):
                    coefficients, constant = _linear(bound, names, fn)
                    row = {var: -c for var, c in coefficients.items()}
                    row[names[loop.counter]] = row.get(names[loop.counter], 0.0) + 1.0
                    # counter - bound >= 0 (lower) or counter - bound <= -1 (upper)
                    rows.append((row, constant, np.inf) if not upper else (row, -np.inf, constant - 1.0))
        for sw, sx in zip(w.subscripts, x.subscripts):
            a, ca = _linear(sw, names_w, fn)
            b, cb = _linear(sx, names_x, fn)
            row = dict(a)
            for var, c in b.items():
                row[var] = row.get(var, 0.0) - c
            rows.append((row, cb - ca, cb - ca))
    except _NotLinear:
        return True
    variables = sorted({var for row, _, _ in rows for var in row})
    column = {var: index for index, var in enumerate(variables)}
    matrix = np.zeros((len(rows) + 1, len(variables)))
    low, high = np.empty(len(rows) + 1), np.empty(len(rows) + 1)
    for index, (row, lo, hi) in enumerate(rows):
        for var, c in row.items():
            matrix[index, column[var]] += c
        low[index], high[index] = lo, hi
    p_w, p_x = names_w[w.loops[depth].counter], names_x[x.loops[depth].counter]
    for sign in (1.0, -1.0):  # p_w - p_x >= 1, then p_x - p_w >= 1
        matrix[-1, :] = 0.0
        matrix[-1, column[p_w]], matrix[-1, column[p_x]] = sign, -sign
        low[-1], high[-1] = 1.0, np.inf
        result = milp(np.zeros(len(variables)), constraints=LinearConstraint(matrix, low, high),
                      integrality=np.ones(len(variables)), bounds=Bounds(-np.inf, np.inf))
        if result.status != 2:  # 2: infeasible; anything else (a solution, a limit) counts as a dependence
            return True
    return False


class _NotLinear(Exception):
    pass


def _linear(poly: Poly, names: dict[str, str], fn: _Function) -> tuple[dict[str, float], float]:
    """A subscript or bound as coefficients of the (renamed) loop counters and a constant, sizes at SAMPLE_SIZE."""
    coefficients: dict[str, float] = {}
    constant = 0.0
    for monomial, c in poly.terms.items():
        counters = [(name, power) for name, power in monomial if name in names]
        factor = float(c) * _at_sample(Poly({tuple(t for t in monomial if t[0] not in names): Fraction(1)}), fn.names)
        if not counters:
            constant += factor
        elif len(counters) == 1 and counters[0][1] == 1:
            var = names[counters[0][0]]
            coefficients[var] = coefficients.get(var, 0.0) + factor
        else:
            raise _NotLinear
    return coefficients, constant


def _at_sample(poly: Poly, sizes: frozenset[str]) -> float:
    """A polynomial in the sizes (and opaque size formulas) with every size at SAMPLE_SIZE."""
    return poly.at(lambda name: _symbol_value(name, sizes))


@functools.lru_cache(maxsize=256)
def _symbol_value(name: str, sizes: frozenset[str]) -> float:
    if not name.startswith("("):
        return float(SAMPLE_SIZE)
    try:  # an opaque size formula such as (floor(N/2))
        return float(compile_expression(name, sizes).evaluate(dict.fromkeys(sizes, float(SAMPLE_SIZE))))
    except Exception:  # noqa: BLE001 - a formula that does not evaluate at the sample sizes: take a size's value
        return float(SAMPLE_SIZE)
