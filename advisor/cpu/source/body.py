"""One iteration of an innermost loop, run symbolically: its operations, its accesses, the values it carries.

flops
    Per iteration, as written: ``+ - * /``, ``sqrt``, ``exp``, ``log``, ``pow``
    and ``fmin``/``fmax`` count 1 each; unary minus, casts and index arithmetic
    (operands that are all loop indices, sizes and constants) count 0; a
    comparison counts 1 in integer code, where it is a compare-select (``min``,
    ``max``), and 0 in floating-point code; in ``c ? a : b`` the branches'
    subexpressions already computed in ``c`` count once.
double_flops, conversions
    Of the flops, those C's usual arithmetic conversions carry out in double
    (:func:`~advisor.cpu.source.function.fp_width`: ``0.2 * A[i]`` is a double
    multiply where ``A`` is float), and the float-to-double and double-to-float
    conversions that brings: a float operand of a double operation, a double
    value stored into a float (``B[i] = 0.2 * A[i]``: one of each), each value
    once per iteration, none of a constant or of a scalar the loop does not
    assign (the compiler converts those before the loop). What gcc -O3 computes
    in float with the same result stays float: one operation on floats and
    constants exact in float stored into a float (``B[i] = 0.5 * A[i]``), the
    root of a float stored into a float, ``fabs`` of a float.
contiguous, strided
    Distinct addresses per iteration, loads and stores apart (a read-modify-write
    counts 2), classed by the coefficient of the innermost index in the affine
    subscript: 0 in every dimension is loop-invariant (kept in a register, not
    counted), +-1 in the last dimension only is contiguous, anything else (a
    row length, a stride of 2) is strided. A load of an address the same
    iteration stored is forwarded, not counted.

Each value is followed back to the values the previous iteration handed on
(scalars read before they are assigned, accumulator elements, array
recurrences), with the operations on the way: the material of the
vectorisation and chain rules (:mod:`advisor.cpu.source.rules`).
"""

from __future__ import annotations

from dataclasses import dataclass

from pycparser import c_ast

from .affine import _NonAffine, _Scope, _to_poly
from .function import (
    COUNTED_CALLS,
    FREE_CALLS,
    INCREMENTS,
    _assigned,
    _Function,
    _is_fp,
    _is_min_max,
    _math_name,
    _nodes,
    _text,
    float_exact,
    fp_width,
)
from .nest import _largest, _sample, _Site
from .polynomial import Poly
from .pragma import parse_pragma

# Nominal latencies (cycles) only to pick the longest of several carried paths; the model prices the chosen one.
PATH_WEIGHT = {"add": 3, "fma": 4, "fma_addend": 4, "multiply_add": 4, "divide": 13, "store_forward": 5}

OpPath = tuple[tuple[str, int], ...]  # operations on a carried value's way through one iteration, by kind
Value = dict[str, OpPath]  # carried source -> the longest path from it to this value
Key = tuple[str, tuple[Poly, ...]]  # an array element: (array, subscripts)


@dataclass(frozen=True)
class _Access:
    array: str
    subscripts: tuple[Poly, ...]


@dataclass(frozen=True)
class _Carried:
    """A value one iteration hands to the next: a scalar, an accumulator element, or an array recurrence."""

    kind: str  # scalar | accumulator | flow
    name: str  # as written, for messages
    array: str = ""
    key: Key | None = None  # the element stored (accumulator, flow)
    unit_stride: bool = True  # flow: the recurrence moves along a row


def _with(path: OpPath, op: str) -> OpPath:
    counts = dict(path)
    counts[op] = counts.get(op, 0) + 1
    return tuple(sorted(counts.items()))


def _weight(path: OpPath) -> int:
    return sum(PATH_WEIGHT[op] * n for op, n in path)


def _merge(*values: Value) -> Value:
    out: Value = {}
    for value in values:
        for source, path in value.items():
            if source not in out or _weight(path) > _weight(out[source]):
                out[source] = path
    return out


def _through(value: Value, op: str) -> Value:
    return {source: _with(path, op) for source, path in value.items()}


def _stride(subscripts: tuple[Poly, ...], counter: str) -> str:
    """invariant, contiguous (+-1 in the last dimension only) or strided, from the innermost counter's coefficients."""
    coefficients = [s.coefficient(counter) for s in subscripts]
    if all(c.is_zero for c in coefficients):
        return "invariant"
    last = coefficients[-1]
    if all(c.is_zero for c in coefficients[:-1]) and last.is_constant and abs(last.constant) == 1:
        return "contiguous"
    return "strided"


def _relation(stored: tuple[Poly, ...], loaded: tuple[Poly, ...], counter: str, forward: bool, span: Poly, counters: set[str]) -> str:
    """How a load relates to a store of the same array across iterations of the innermost loop.

    same: one address; independent: never one address (a different row, a distance that is not a whole
    number of iterations, or one longer than the loop: ``A[i*N + j]`` against ``A[(i-1)*N + j]``); flow: the
    load reads what an earlier iteration stored (a recurrence); anti: what a later one will store (harmless);
    overlap: unknown, e.g. an invariant element inside the row the loop writes. ``span``: the loop's largest trip.
    """
    if stored == loaded:
        return "same"
    distances = set()
    for s, t in zip(stored, loaded):
        cs, cl, diff = s.coefficient(counter), t.coefficient(counter), s - t
        if cs.is_zero and cl.is_zero:
            if diff.is_constant and not diff.is_zero:
                return "independent"
            continue
        if cs != cl or not cs.is_constant:
            return "overlap"
        if not diff.is_constant:
            far = not diff.symbols() & counters and abs(_sample(diff * (1 / cs.constant))) >= _sample(span)
            if far:
                return "independent"
            return "overlap"
        distances.add(diff.constant / cs.constant)
    if not distances:
        return "independent"
    if len(distances) > 1 or next(iter(distances)).denominator != 1:
        return "independent"
    distance = next(iter(distances)) * (1 if forward else -1)
    return "flow" if distance > 0 else "anti" if distance < 0 else "same"


class _Body:
    """Runs one iteration of an innermost loop symbolically: accesses, carried values and the paths between them."""

    def __init__(self, fn: _Function, site: _Site):
        self.fn, self.site = fn, site
        self.loop = site.loops[-1]
        self.counter = self.loop.counter
        self.scope = _Scope(fn, {loop.var: loop.value for loop in site.loops})
        self.index_names = {loop.var for loop in site.loops}
        self.counters = {loop.counter for loop in site.loops}
        self.span = _largest(self.loop.trip, site.loops)
        self.env: dict[str, Value] = {}
        self.stored: dict[Key, Value] = {}
        self.loads: dict[Key, _Access] = {}
        self.stores: dict[Key, _Access] = {}
        self.carried: dict[str, _Carried] = {}
        self.accumulators: dict[Key, str] = {}  # accumulator element -> its carried source
        self.readers: dict[str, set[int]] = {}  # carried source -> statements reading the variable or element (any value)
        self.blockers: list[str] = []
        self.fma_candidates = 0
        self.divides = False
        self.flops = 0
        self.double_flops = 0
        self.conversions = 0
        self.converted: set[str] = set()  # operands this iteration converted (once each)
        self.statement = 0
        self.critical = 0  # critical sections entered per iteration (omp critical)
        self.locked: set[str] = set()  # arrays and variables updated under a lock (critical) or atomically (atomic)
        self.assigned, self.store_keys = self._prescan(site.node.stmt)

    # -- before running: what the body assigns and stores
    def _prescan(self, body: c_ast.Node) -> tuple[set[str], dict[str, list[tuple[Poly, ...]]]]:
        assigned, stores = set(), {}
        for node in _nodes(body, (c_ast.Assignment, c_ast.UnaryOp)):
            target = _assigned(node)
            if isinstance(target, c_ast.ID):
                assigned.add(target.name)
            elif isinstance(target, c_ast.ArrayRef):
                array, subscripts = self.element(target)
                if subscripts not in stores.setdefault(array, []):
                    stores[array].append(subscripts)
        return assigned, stores

    def element(self, node: c_ast.ArrayRef) -> Key:
        """(array, affine subscripts) of an access; raises SourceUnanalysable for anything else."""
        subscripts = []
        while isinstance(node, c_ast.ArrayRef):
            subscripts.append(node.subscript)
            node = node.name
        if not isinstance(node, c_ast.ID):
            raise self.fn.error(node, f"array access through `{_text(node)}`: only named arrays are read")
        polys = []
        for subscript in reversed(subscripts):
            try:
                poly = _to_poly(subscript, self.scope)
            except _NonAffine as exc:
                raise self.fn.error(subscript, f"subscript `{_text(subscript)}` of {node.name}: {exc}") from None
            for counter in poly.symbols() & self.counters:
                if poly.degree(counter) > 1 or poly.coefficient(counter).symbols() & self.counters:
                    raise self.fn.error(subscript, f"subscript `{_text(subscript)}` of {node.name} is not affine in the loop indices")
            polys.append(poly)
        return node.name, tuple(polys)

    # -- statements
    def run(self, node: c_ast.Node | None) -> None:
        if node is None or isinstance(node, (c_ast.Pragma, c_ast.EmptyStatement)):
            return
        if isinstance(node, c_ast.Compound):
            pragma = None
            for item in node.block_items or []:
                if isinstance(item, c_ast.Pragma):
                    pragma = parse_pragma(item.string)
                    continue
                if pragma is not None and pragma.words & {"critical", "atomic"}:
                    self.lock(item, "critical" in pragma.words)
                self.run(item)
                pragma = None
            return
        self.statement += 1
        if isinstance(node, c_ast.Decl):
            if node.init is not None:
                self.flops += self.ops(node.init)
                var = self.fn.var(node.name)
                self.widen(node.init, min(var.bytes, 8) if var and var.fp else 0)
                self.env[node.name] = self.value(node.init)
            return
        if isinstance(node, c_ast.If):
            self.branches(node)
            return
        if isinstance(node, (c_ast.Return, c_ast.Break, c_ast.Continue, c_ast.Goto, c_ast.Label, c_ast.Switch)):
            self.blockers.append(f"line {node.coord.line}: `{type(node).__name__.lower()}` leaves the loop early or jumps")
            return
        self.flops += self.ops(node)
        self.widen(node)
        self.value(node)

    def lock(self, node: c_ast.Node, critical: bool) -> None:
        """A statement under ``omp critical`` or ``omp atomic``: what it updates stays in memory (the lock's calls, or
        the locked instruction, order it), and the loop is not vectorised (GCC vectorises neither)."""
        self.critical += critical
        for each in _nodes(node, (c_ast.Assignment, c_ast.UnaryOp)):
            target = _assigned(each)
            while isinstance(target, c_ast.ArrayRef):
                target = target.name
            if isinstance(target, c_ast.ID):
                self.locked.add(target.name)
        what = "a critical section" if critical else "an atomic update"
        self.blockers.append(f"line {node.coord.line}: {what} (taken as not vectorised)")

    def branches(self, node: c_ast.If) -> None:
        """Both branches run, their values merged: the counts are those of the code as written."""
        self.blockers.append(f"line {node.coord.line}: an if statement (taken as not vectorised)")
        self.flops += self.ops(node.cond)
        self.widen(node.cond)
        self.value(node.cond)
        before_env, before_stored = dict(self.env), dict(self.stored)
        self.run(node.iftrue)
        then_env, then_stored = self.env, self.stored
        self.env, self.stored = dict(before_env), dict(before_stored)
        self.run(node.iffalse)
        for name in set(then_env) | set(self.env):
            self.env[name] = _merge(then_env.get(name, {}), self.env.get(name, {}))
        for key in set(then_stored) | set(self.stored):
            self.stored[key] = _merge(then_stored.get(key, {}), self.stored.get(key, {}))

    # -- expressions: the carried values each one depends on, and by which path
    def value(self, node: c_ast.Node) -> Value:
        if isinstance(node, c_ast.Constant):
            return {}
        if isinstance(node, c_ast.ID):
            return self.read(node.name)
        if isinstance(node, c_ast.ArrayRef):
            return self.load(node)
        if isinstance(node, c_ast.Assignment):
            return self.assign(node)
        if isinstance(node, c_ast.BinaryOp):
            return self.binary(node.op, node.left, node.right)
        if isinstance(node, c_ast.UnaryOp):
            return self.unary(node)
        if isinstance(node, c_ast.Cast):
            return self.value(node.expr)
        if isinstance(node, c_ast.TernaryOp):
            if _is_min_max(node):  # c = a < b ? a : b: one compare-select (min, max) on the path
                return _through(_merge(self.value(node.cond.left), self.value(node.cond.right)), "add")
            return _through(_merge(self.value(node.cond), self.value(node.iftrue), self.value(node.iffalse)), "add")
        if isinstance(node, c_ast.FuncCall):
            return self.call(node)
        if isinstance(node, c_ast.ExprList):
            return _merge(*(self.value(e) for e in node.exprs))
        raise self.fn.error(node, f"`{_text(node)}` ({type(node).__name__}) is not read by this analysis")

    def read(self, name: str) -> Value:
        if name in self.env:
            self.note_reader(f"scalar:{name}")
            return self.env[name]
        if name in self.assigned:  # read before this iteration assigns it: the previous iteration's value
            source = f"scalar:{name}"
            self.carried.setdefault(source, _Carried("scalar", name))
            self.readers.setdefault(source, set()).add(self.statement)
            return {source: ()}
        return {}

    def note_reader(self, source: str) -> None:
        if source in self.carried:
            self.readers[source].add(self.statement)

    def load(self, node: c_ast.ArrayRef) -> Value:
        array, subscripts = key = self.element(node)
        if key in self.stored:
            self.note_reader(self.accumulators.get(key, ""))
            return self.stored[key]  # stored earlier in this iteration: forwarded, no access
        self.loads.setdefault(key, _Access(array, subscripts))
        value: Value = {}
        for stored in self.store_keys.get(array, []):
            relation = _relation(stored, subscripts, self.counter, self.loop.forward, self.span, self.counters)
            shown = f"{array}{''.join(f'[{s.to_source()}]' for s in stored)}"
            if relation == "same" and _stride(subscripts, self.counter) == "invariant":
                source = f"accumulator:{shown}"
                self.carried.setdefault(source, _Carried("accumulator", shown, array, key))
                self.accumulators[key] = source
            elif relation == "flow":
                source = f"flow:{shown}"
                unit = _stride(subscripts, self.counter) == "contiguous"
                self.carried.setdefault(source, _Carried("flow", shown, array, (array, stored), unit))
            else:
                if relation == "overlap":
                    self.blockers.append(f"line {node.coord.line}: {_text(node)} may be an element the loop stores ({shown})")
                continue
            self.readers.setdefault(source, set()).add(self.statement)
            value[source] = ()
        return value

    def assign(self, node: c_ast.Assignment) -> Value:
        compound = node.op != "="
        value = self.binary(node.op[:-1], node.lvalue, node.rvalue, self.value(node.lvalue)) if compound else self.value(node.rvalue)
        self.store(node.lvalue, value)
        return value

    def store(self, target: c_ast.Node, value: Value) -> None:
        if isinstance(target, c_ast.ID):
            self.env[target.name] = value
        elif isinstance(target, c_ast.ArrayRef):
            key = self.element(target)
            self.stored[key] = value
            self.stores.setdefault(key, _Access(key[0], key[1]))
        else:
            raise self.fn.error(target, f"assignment to `{_text(target)}`: only variables and array elements are read")

    def binary(self, op: str, left: c_ast.Node, right: c_ast.Node, left_value: Value | None = None) -> Value:
        fp = _is_fp(left, self.fn) or _is_fp(right, self.fn)
        if op in ("+", "-") and fp and (self.is_product(left) or self.is_product(right)):
            product, addend = (left, right) if self.is_product(left) and left_value is None else (right, left)
            self.fma_candidates += 1
            factors = _merge(self.value(product.left), self.value(product.right))
            other = left_value if left_value is not None and addend is left else self.value(addend)
            return _merge(_through(factors, "fma"), _through(other, "fma_addend"))
        operands = _merge(left_value if left_value is not None else self.value(left), self.value(right))
        if op in ("/", "%"):
            self.divides = self.divides or fp
            return _through(operands, "divide")
        return _through(operands, "add")

    def is_product(self, node: c_ast.Node) -> bool:
        return isinstance(node, c_ast.BinaryOp) and node.op == "*" and _is_fp(node, self.fn)

    def unary(self, node: c_ast.UnaryOp) -> Value:
        if node.op in INCREMENTS:
            value = _through(self.value(node.expr), "add")
            self.store(node.expr, value)
            return value
        if node.op in ("sizeof", "&"):
            return {}
        if node.op == "*":
            raise self.fn.error(node, f"`{_text(node)}`: pointer dereferences are not read (index the array)")
        return self.value(node.expr)

    def call(self, node: c_ast.FuncCall) -> Value:
        name = _math_name(node)
        args = list(node.args.exprs) if node.args else []
        value = _merge(*(self.value(a) for a in args))
        if name in FREE_CALLS:
            return value
        if name not in COUNTED_CALLS:
            self.blockers.append(f"line {node.coord.line}: calls {_text(node.name)}() (not followed: its loops, if any, are not counted)")
            return value
        if any(self.varies(a) for a in args):
            self.blockers.append(f"line {node.coord.line}: calls {_text(node.name)}() on values that change in the loop")
        if name in ("sqrt", "cbrt"):
            self.divides = self.divides or any(self.varies(a) for a in args)
        return _through(value, "add" if name in ("fmin", "fmax") else "divide")

    def varies(self, node: c_ast.Node) -> bool:
        """Whether an expression changes from one iteration to the next (else GCC hoists it)."""
        for leaf in _nodes(node, (c_ast.ID, c_ast.ArrayRef)):
            if isinstance(leaf, c_ast.ID) and (leaf.name == self.loop.var or leaf.name in self.assigned):
                return True
            if isinstance(leaf, c_ast.ArrayRef):
                array, subscripts = self.element(leaf)
                if array in self.store_keys or _stride(subscripts, self.counter) != "invariant":
                    return True
        return False

    # -- operation counts, as written
    def ops(self, node: c_ast.Node, seen: frozenset[str] = frozenset()) -> int:
        if seen and _text(node) in seen:
            return 0
        if isinstance(node, c_ast.BinaryOp):
            own = 0
            if node.op in ("+", "-", "*", "/", "%"):
                own = int(_is_fp(node, self.fn) or not self.is_index(node))
            elif node.op in ("<", ">", "<=", ">=", "==", "!="):
                own = int(not _is_fp(node.left, self.fn) and not _is_fp(node.right, self.fn) and not self.is_index(node))
            return own + self.ops(node.left, seen) + self.ops(node.right, seen)
        if isinstance(node, c_ast.TernaryOp):
            inner = frozenset(_text(n) for n in _nodes(node.cond, c_ast.Node)) | seen
            return self.ops(node.cond, seen) + self.ops(node.iftrue, inner) + self.ops(node.iffalse, inner)
        if isinstance(node, c_ast.Assignment):
            own = int(node.op != "=" and (_is_fp(node.lvalue, self.fn) or not self.is_index(node.lvalue)))
            return own + self.ops(node.rvalue, seen)
        if isinstance(node, c_ast.UnaryOp):
            if node.op in INCREMENTS:
                return int(not self.is_index(node.expr))
            return 0 if node.op == "sizeof" else self.ops(node.expr, seen)
        if isinstance(node, c_ast.FuncCall):
            args = node.args.exprs if node.args else []
            return int(_math_name(node) in COUNTED_CALLS) + sum(self.ops(a, seen) for a in args)
        if isinstance(node, c_ast.Cast):
            return self.ops(node.expr, seen)
        if isinstance(node, c_ast.ExprList):
            return sum(self.ops(e, seen) for e in node.exprs)
        return 0

    def widen(self, node: c_ast.Node, into: int = 0, seen: frozenset[str] = frozenset()) -> int:
        """Count the double operations and float<->double conversions of an expression (module docstring), ``into``
        the width of a variable it initialises; returns the expression's width. Subexpressions in ``seen`` (a
        ternary's condition, computed once) count nothing again."""
        width = fp_width(node, self.fn)
        if seen and _text(node) in seen:
            return width
        if isinstance(node, c_ast.BinaryOp):
            sides = (node.left, node.right)
            widths = [self.widen(side, seen=seen) for side in sides]
            if node.op in ("+", "-", "*", "/") and width == 8:
                self.double_flops += 1
                for side, side_width in zip(sides, widths, strict=True):
                    if side_width == 4:
                        self.convert(side)
        elif isinstance(node, c_ast.Assignment):
            target = fp_width(node.lvalue, self.fn)
            if target == 4 and self.narrowed(node.rvalue, node.op == "="):
                for _, child in node.rvalue.children():  # float code: gcc computes it in float, same result
                    self.widen(child, seen=seen)
                return width
            value = self.widen(node.rvalue, seen=seen)
            if node.op != "=" and max(target, value) == 8:  # x += d of a float x: (float)((double)x + d)
                self.double_flops += 1
                if target == 4:
                    self.convert(node.lvalue)
                    self.conversions += 1  # and back
                elif value == 4:
                    self.convert(node.rvalue)
            elif node.op == "=" and {target, value} == {4, 8}:
                self.convert(node.rvalue)
        elif isinstance(node, c_ast.TernaryOp):
            self.widen(node.cond, seen=seen)
            inner = frozenset(_text(n) for n in _nodes(node.cond, c_ast.Node)) | seen
            self.widen(node.iftrue, seen=inner)
            self.widen(node.iffalse, seen=inner)
        elif isinstance(node, c_ast.Cast):
            inner = self.widen(node.expr, seen=seen)
            if inner and width and inner != width:
                self.convert(node.expr)
        elif isinstance(node, c_ast.FuncCall):
            if width == 8 and _math_name(node) in COUNTED_CALLS:
                self.double_flops += 1  # sqrt, exp, ...: counted flops, in double
            for arg in node.args.exprs if node.args else []:
                arg_width = self.widen(arg, seen=seen)
                if width and arg_width and arg_width != width:
                    self.convert(arg)  # sqrt(x) of a float x; sqrtf(d) of a double d
        elif isinstance(node, c_ast.Node):
            for _, child in node.children():
                self.widen(child, seen=seen)
        if into and width and into != width:
            self.convert(node)
        return width

    def narrowed(self, value: c_ast.Node, plain: bool) -> bool:
        """Whether gcc -O3 computes a double ``value`` stored into a float in float, with the same result: one
        operation on float values and constants exact in float (``B[i] = 0.5 * A[i]``; compound: ``A[i] += 1.0``),
        or the square root of a float (sqrtss: a correctly rounded root rounds the same)."""
        if fp_width(value, self.fn) != 8:
            return False
        if not plain:
            return float_exact(value, self.fn)
        if isinstance(value, c_ast.BinaryOp):
            return value.op in ("+", "-", "*", "/") and float_exact(value.left, self.fn) and float_exact(value.right, self.fn)
        if isinstance(value, c_ast.FuncCall) and _math_name(value) == "sqrt" and value.args:
            return all(fp_width(arg, self.fn) == 4 for arg in value.args.exprs)
        return False

    def convert(self, operand: c_ast.Node) -> None:
        """One float<->double conversion per iteration of ``operand``, but none of a constant (the compiler converts
        it), of a scalar the loop does not assign (converted once, before the loop) or of a value this iteration
        converted already."""
        while isinstance(operand, c_ast.UnaryOp) and operand.op in ("-", "+"):
            operand = operand.expr
        if isinstance(operand, c_ast.Constant):
            return
        if isinstance(operand, c_ast.ID) and operand.name not in self.assigned:
            return
        text = _text(operand)
        if text not in self.converted:
            self.converted.add(text)
            self.conversions += 1

    def is_index(self, node: c_ast.Node) -> bool:
        """Index arithmetic: integer loop indices, sizes and constants only (it costs no counted operation)."""
        for leaf in _nodes(node, (c_ast.ID, c_ast.ArrayRef, c_ast.FuncCall)):
            if not isinstance(leaf, c_ast.ID):
                return False
            if leaf.name not in self.index_names and leaf.name not in self.fn.names and self.fn.affine_local(leaf.name) is None:
                return False
        return True

    # -- after running: where each carried value ends up
    def end_path(self, source: str, carried: _Carried) -> OpPath | None:
        """The path from a carried value to its next value (None: the next value does not depend on it)."""
        end = self.env.get(carried.name) if carried.kind == "scalar" else self.stored.get(carried.key)  # type: ignore[arg-type]
        return None if end is None else end.get(source)
