"""Safe size formulas: ``"3*NI*NJ*NK + NI*NJ"`` over declared size parameters.

Workload descriptors state FLOPs, bytes and launch geometry as expressions of
their size parameters. They are user text, so they are never given to ``eval``:
the text is parsed with :mod:`ast` and only this grammar is accepted

    expr := number | NAME | expr (+ - * / // % **) expr | (+|-) expr
          | min(expr, expr, ...) | max(expr, expr, ...) | ceil(expr) | floor(expr)
          | log2(expr) | sqrt(expr)

where NAME must be declared. Evaluation is in float arithmetic (exact for the
integer counts we need, below 2**53), so ``9**9**9**9`` overflows at once instead
of building a huge integer; text length and tree size are capped so that a
hostile formula can neither hang nor exhaust memory.
"""

from __future__ import annotations

import ast
import math
import operator
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

MAX_LENGTH = 2000
MAX_NODES = 400
MAX_DEPTH = 40
MAX_MAGNITUDE = 1e300

FUNCTIONS: dict[str, tuple[Callable[..., float], int | None]] = {
    "min": (min, None),
    "max": (max, None),
    "ceil": (lambda x: float(math.ceil(x)), 1),
    "floor": (lambda x: float(math.floor(x)), 1),
    "log2": (math.log2, 1),
    "sqrt": (math.sqrt, 1),
}
_BINARY = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: lambda a, b: float(math.floor(a / b)),
    ast.Mod: operator.mod,
    ast.Pow: math.pow,
}
_UNARY = {ast.USub: operator.neg, ast.UAdd: operator.pos}


class ExpressionError(ValueError):
    """A formula that is not allowed or cannot be evaluated; the message says why."""


Compiled = Callable[[Mapping[str, float]], float]


@dataclass(frozen=True)
class Expression:
    """A checked formula; call :meth:`evaluate` with values for its names."""

    source: str
    names: frozenset[str]
    _fn: Compiled = field(repr=False, compare=False)

    def evaluate(self, values: Mapping[str, float]) -> float:
        try:
            result = self._fn(values)
        except ExpressionError:
            raise
        except ZeroDivisionError:
            raise ExpressionError(f"{self.source!r}: division by zero") from None
        except (OverflowError, ValueError) as exc:
            raise ExpressionError(f"{self.source!r}: {exc}") from None
        except KeyError as exc:
            raise ExpressionError(f"{self.source!r}: no value for {exc.args[0]!r}") from None
        if not math.isfinite(result) or abs(result) > MAX_MAGNITUDE:
            raise ExpressionError(f"{self.source!r}: result out of range")
        return result


def compile_expression(text: object, allowed_names: Iterable[str]) -> Expression:
    """Check ``text`` against the grammar and the declared names; return an :class:`Expression`."""
    if isinstance(text, bool):
        raise ExpressionError("expected a number or a formula, got a boolean")
    if isinstance(text, (int, float)):
        value = float(text)
        if not math.isfinite(value):
            raise ExpressionError("number is not finite")
        return Expression(str(text), frozenset(), lambda _values: value)
    if not isinstance(text, str):
        raise ExpressionError(f"expected a number or a formula, got {type(text).__name__}")
    if len(text) > MAX_LENGTH:
        raise ExpressionError(f"formula longer than {MAX_LENGTH} characters")
    if not text.strip():
        raise ExpressionError("empty formula")
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, MemoryError, RecursionError) as exc:
        raise ExpressionError(f"{text!r} is not a formula: {getattr(exc, 'msg', exc)}") from None
    allowed = frozenset(allowed_names)
    used: set[str] = set()
    count = [0]
    fn = _build(tree.body, allowed, used, count, depth=0, source=text)
    return Expression(text, frozenset(used), fn)


def _build(node: ast.AST, allowed: frozenset[str], used: set[str], count: list[int], depth: int, source: str) -> Compiled:
    count[0] += 1
    if count[0] > MAX_NODES or depth > MAX_DEPTH:
        raise ExpressionError(f"{source!r} is too large (at most {MAX_NODES} terms, nesting {MAX_DEPTH})")

    def recurse(child: ast.AST) -> Compiled:
        return _build(child, allowed, used, count, depth + 1, source)

    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        value = float(node.value)
        if not math.isfinite(value):
            raise ExpressionError(f"{source!r}: number out of range")
        return lambda _values: value
    if isinstance(node, ast.Name):
        if node.id not in allowed:
            names = ", ".join(sorted(allowed)) or "none"
            raise ExpressionError(f"{source!r}: unknown name {node.id!r} (declared: {names})")
        used.add(node.id)
        name = node.id
        return lambda values: float(values[name])
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        op = _BINARY[type(node.op)]
        left, right = recurse(node.left), recurse(node.right)
        return lambda values: op(left(values), right(values))
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
        op = _UNARY[type(node.op)]
        operand = recurse(node.operand)
        return lambda values: op(operand(values))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
        name = node.func.id
        if name not in FUNCTIONS:
            raise ExpressionError(f"{source!r}: function {name!r} is not allowed (allowed: {', '.join(FUNCTIONS)})")
        fn, arity = FUNCTIONS[name]
        if (arity is not None and len(node.args) != arity) or (arity is None and len(node.args) < 2):
            raise ExpressionError(f"{source!r}: {name}() takes {arity or 'two or more'} argument(s)")
        args = [recurse(arg) for arg in node.args]
        if arity == 1:
            only = args[0]
            return lambda values: fn(only(values))
        return lambda values: fn(*(arg(values) for arg in args))
    raise ExpressionError(f"{source!r}: {type(node).__name__} is not allowed in a formula")
