"""Loop bounds and subscripts as polynomials in the loop counters and the kernel's sizes.

An integer expression is affine when it is a sum of loop indices times
size-only coefficients plus a size-only part. Size-only parts that are not
polynomial (``N/2`` in integer division, ``min(N, M)``) become opaque symbols
whose name is their formula in :mod:`advisor.schema.expr`'s grammar, so they reach
the kernel's formulas unchanged; an integer local assigned once (``int n2 = N/2``)
stands for its value.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from pycparser import c_ast

from .function import _Function, _is_fp, _math_name, _text
from .polynomial import Poly
from .preprocessor import c_integer


class _NonAffine(Exception):
    """An expression that is not affine in the loop indices and sizes (internal; becomes SourceUnanalysable)."""

    def __init__(self, node: c_ast.Node, message: str):
        super().__init__(message)
        self.node = node


@dataclass(frozen=True)
class _Scope:
    """How identifiers read in bounds and subscripts: loop indices (as polynomials in the loop counters) and sizes."""

    fn: _Function
    indices: Mapping[str, Poly]


def _to_poly(node: c_ast.Node, scope: _Scope, depth: int = 0) -> Poly:
    """An integer expression as a polynomial in the loop counters and sizes; raises _NonAffine when it is not one.

    Size-only parts that are not polynomial (``N/2`` in integer division, ``min(N, M)``) become opaque
    symbols whose name is their formula; they may not involve a loop index.
    """
    if depth > 64:
        raise _NonAffine(node, "expression nested too deep")
    if isinstance(node, c_ast.Constant) and node.type in ("int", "long", "long long", "unsigned int", "unsigned long", "char"):
        return Poly.const(_int_constant(node))
    if isinstance(node, c_ast.ID):
        return _identifier_poly(node, scope, depth)
    if isinstance(node, c_ast.BinaryOp) and node.op in ("+", "-", "*"):
        left, right = _to_poly(node.left, scope, depth + 1), _to_poly(node.right, scope, depth + 1)
        return left + right if node.op == "+" else left - right if node.op == "-" else left * right
    if isinstance(node, c_ast.BinaryOp) and node.op == "/" and not _is_fp(node, scope.fn):
        left, right = _to_poly(node.left, scope, depth + 1), _to_poly(node.right, scope, depth + 1)
        if right.is_constant and right.constant != 0:
            if left.is_constant:
                return Poly.const(int(left.constant / right.constant))
            if all((c / right.constant).denominator == 1 for c in left.terms.values()):
                return left * (1 / right.constant)
    if isinstance(node, c_ast.UnaryOp) and node.op in ("-", "+"):
        inner = _to_poly(node.expr, scope, depth + 1)
        return -inner if node.op == "-" else inner
    if isinstance(node, c_ast.Cast) and not _is_fp(node, scope.fn) and not _is_fp(node.expr, scope.fn):
        return _to_poly(node.expr, scope, depth + 1)
    return Poly.symbol(f"({_formula(node, scope, depth + 1)})")


def _identifier_poly(node: c_ast.ID, scope: _Scope, depth: int) -> Poly:
    name = node.name
    if name in scope.indices:
        return scope.indices[name]
    if name in scope.fn.names:
        return Poly.symbol(name)
    init = scope.fn.affine_local(name)
    if init is not None:
        return _to_poly(init, scope, depth + 1)
    sizes = ", ".join(sorted(scope.fn.names)) or "none"
    raise _NonAffine(node, f"`{name}` is neither a loop index nor a size of the kernel (sizes: {sizes})")


def _int_constant(node: c_ast.Constant) -> int:
    if node.type == "char":
        text = node.value.strip("'")
        return ord(text[-1]) if text else 0
    return c_integer(node.value)


_FORMULA_CALLS = {"sqrt": "sqrt", "floor": "floor", "ceil": "ceil", "log2": "log2", "fmin": "min", "fmax": "max", "min": "min", "max": "max"}


def _formula(node: c_ast.Node, scope: _Scope, depth: int = 0) -> str:
    """A size-only C expression as a formula of :mod:`advisor.schema.expr` (integer division as floor)."""
    if depth > 64:
        raise _NonAffine(node, "expression nested too deep")
    if isinstance(node, c_ast.Constant):
        if node.type in ("double", "float", "long double"):
            return node.value.rstrip("fFlL")
        return str(_int_constant(node))
    if isinstance(node, c_ast.ID):
        poly = _identifier_poly(node, scope, depth)
        if any(name not in scope.fn.names and not name.startswith("(") for name in poly.symbols()):
            raise _NonAffine(node, f"`{_text(node)}` is a loop index in a formula of sizes: not affine")
        return f"({poly.to_source()})"
    if isinstance(node, c_ast.BinaryOp) and node.op in ("+", "-", "*", "/", "%"):
        left, right = _formula(node.left, scope, depth + 1), _formula(node.right, scope, depth + 1)
        if node.op == "/" and not _is_fp(node, scope.fn):
            return f"floor({left}/{right})"
        return f"({left} {node.op} {right})"
    if isinstance(node, c_ast.UnaryOp) and node.op in ("-", "+"):
        return f"({node.op}{_formula(node.expr, scope, depth + 1)})"
    if isinstance(node, c_ast.Cast):
        inner = _formula(node.expr, scope, depth + 1)
        return f"floor({inner})" if not _is_fp(node, scope.fn) and _is_fp(node.expr, scope.fn) else inner
    if isinstance(node, c_ast.FuncCall) and _math_name(node) in _FORMULA_CALLS and node.args is not None:
        args = ", ".join(_formula(a, scope, depth + 1) for a in node.args.exprs)
        return f"{_FORMULA_CALLS[_math_name(node)]}({args})"
    raise _NonAffine(node, f"`{_text(node)}` is not affine in the loop indices and the kernel's sizes")


def _shape(subscripts: tuple[Poly, ...]) -> tuple[Poly, ...]:
    """The subscripts without their constant offsets: ``A[i-1][j]`` and ``A[i][j+1]`` have one shape."""
    return tuple(s - s.constant for s in subscripts)
