"""The function analysed: its variables (type, size, dimensions, aliasing) and what its expressions are.

Names are resolved as C does for the cases the analysis meets: file-scope
declarations, then the function's parameters, then its locals (a later
declaration of the same name wins). Types are followed through typedefs.

Calls to ``void`` functions of the same file, made as statements, are followed: the
callee's body takes the call's place, its parameters replaced by the call's arguments
(a program written as a sequence of step functions, ``calibration/polybench_gpu_cpu.c``,
is analysed as the loops it runs). A callee local that another variable of a different
type already names is renamed; a callee with a ``return`` is not followed. In a function
with a timing harness's bracket macro (:mod:`.preprocessor`), only the calls of the timed
code are followed: the set-up around it (``init_mat(...)``) is not the kernel.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator, Mapping
from copy import deepcopy
from dataclasses import dataclass, field

from pycparser import c_ast, c_generator

from ...errors import DescriptorError
from .errors import SourceUnanalysable
from .preprocessor import TIMED_MARK

COUNTED_CALLS = {"sqrt", "exp", "exp2", "log", "log2", "log10", "pow", "sin", "cos", "tan", "tanh", "cbrt", "fmin", "fmax"}
FREE_CALLS = {"fabs", "abs", "labs"}  # a sign-bit mask or an integer abs: not counted, on no path
INCREMENTS = ("++", "--", "p++", "p--")  # pycparser's pre- and post-increment and decrement


@dataclass(frozen=True)
class _Var:
    """What the analysis needs of a declared name."""

    fp: bool
    bytes: int
    dims: int  # subscripts it takes: 0 for a scalar
    array_object: bool  # a local array (not a pointer): it aliases nothing else
    restrict: bool
    init: c_ast.Node | None
    extents: tuple[c_ast.Node | None, ...] = ()  # per dimension, outermost first: the declared length (None: a pointer's)


@dataclass
class _Function:
    file: str
    names: frozenset[str]
    node: c_ast.FuncDef
    vars: dict[str, _Var]
    assignments: dict[str, int]  # how often each name is assigned in the function (a declaration's init included)
    verdicts: dict[tuple[int, ...], object] = field(default_factory=dict)  # the dependence test's, by loop chain
    typedefs: dict[str, c_ast.Node] = field(default_factory=dict)  # the file's, to read a cast's type

    def var(self, name: str) -> _Var | None:
        return self.vars.get(name)

    def affine_local(self, name: str) -> c_ast.Node | None:
        """The initialiser of an integer local assigned once (``int n2 = N/2``): it stands for its value."""
        var = self.vars.get(name)
        if var is None or var.fp or var.dims or var.init is None or self.assignments.get(name, 0) != 1:
            return None
        return var.init

    def error(self, node: c_ast.Node | None, message: str) -> SourceUnanalysable:
        coord = getattr(node, "coord", None)
        file = getattr(coord, "file", None) or self.file
        line = getattr(coord, "line", None)
        return SourceUnanalysable(file, f"line {line}" if line else "", message)


def _function(ast: c_ast.FileAST, name: str, shown: str, names: frozenset[str]) -> _Function:
    typedefs = {node.name: node.type for node in ast.ext if isinstance(node, c_ast.Typedef)}
    functions = {node.decl.name: node for node in ast.ext if isinstance(node, c_ast.FuncDef)}
    if name not in functions:
        have = ", ".join(sorted(functions)) or "none"
        raise DescriptorError(shown, name, f"no function named {name!r} in the file (functions: {have})")
    node = _with_calls_followed(functions[name], functions, typedefs)
    variables: dict[str, _Var] = {}
    for decl in ast.ext:  # file-scope arrays and scalars
        if isinstance(decl, c_ast.Decl) and not isinstance(decl.type, c_ast.FuncDecl):
            variables[decl.name] = _variable(decl, typedefs, local=False)
    params = node.decl.type.args.params if node.decl.type.args else []
    for param in params:
        if isinstance(param, c_ast.Decl) and param.name:
            variables[param.name] = _variable(param, typedefs, local=False)
    for decl in _nodes(node.body, c_ast.Decl):
        if decl.name and not isinstance(decl.type, c_ast.FuncDecl):
            variables[decl.name] = _variable(decl, typedefs, local=True)
    return _Function(shown, names, node, variables, _assignment_counts(node.body), typedefs=typedefs)


def _variable(decl: c_ast.Decl, typedefs: Mapping[str, c_ast.Node], local: bool) -> _Var:
    words, extents, restrict = _type_of(decl.type, typedefs)
    dims = len(extents)
    fp = "double" in words or "float" in words
    size = {"double": 8, "float": 4, "char": 1, "short": 2, "_Bool": 1}
    nbytes = next((size[w] for w in ("double", "float", "char", "short", "_Bool") if w in words), 8 if "long" in words else 4)
    if "double" in words and "long" in words:
        nbytes = 16
    return _Var(fp, nbytes, dims, local and isinstance(decl.type, c_ast.ArrayDecl), restrict, decl.init, extents)


Extents = tuple[c_ast.Node | None, ...]


def _type_of(node: c_ast.Node, typedefs: Mapping[str, c_ast.Node], depth: int = 0) -> tuple[tuple[str, ...], Extents, bool]:
    """(base type words, each dimension's declared length, restrict-qualified) of a declarator, through typedefs."""
    if depth > 32:
        return (), (), False
    if isinstance(node, (c_ast.ArrayDecl, c_ast.PtrDecl)):
        words, extents, restrict = _type_of(node.type, typedefs, depth + 1)
        quals = node.dim_quals if isinstance(node, c_ast.ArrayDecl) else node.quals
        length = node.dim if isinstance(node, c_ast.ArrayDecl) else None
        return words, (length, *extents), restrict or "restrict" in (quals or [])
    if isinstance(node, c_ast.TypeDecl):
        inner = node.type
        if isinstance(inner, c_ast.IdentifierType):
            if len(inner.names) == 1 and inner.names[0] in typedefs:
                return _type_of(typedefs[inner.names[0]], typedefs, depth + 1)
            return tuple(inner.names), (), False
        return ("struct",), (), False
    return (), (), False


def _nodes(root: c_ast.Node | None, kind: type | tuple[type, ...]) -> Iterator[c_ast.Node]:
    """Every node of ``kind`` under ``root`` (``root`` included), depth first."""
    if root is None:
        return
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, kind):
            yield node
        stack.extend(child for _, child in reversed(node.children()))


def _assigned(node: c_ast.Node) -> c_ast.Node | None:
    """What an assignment or an increment/decrement writes; None for any other node."""
    if isinstance(node, c_ast.Assignment):
        return node.lvalue
    if isinstance(node, c_ast.UnaryOp) and node.op in INCREMENTS:
        return node.expr
    return None


def _assignment_counts(body: c_ast.Node) -> dict[str, int]:
    counts: dict[str, int] = {}
    for node in _nodes(body, (c_ast.Assignment, c_ast.UnaryOp, c_ast.Decl)):
        if isinstance(node, c_ast.Decl) and node.init is not None:
            counts[node.name] = counts.get(node.name, 0) + 1
        target = _assigned(node)
        if isinstance(target, c_ast.ID):
            counts[target.name] = counts.get(target.name, 0) + 1
    return counts


_GENERATOR = c_generator.CGenerator()


def _text(node: c_ast.Node) -> str:
    return _GENERATOR.visit(node)


def _math_name(node: c_ast.FuncCall) -> str:
    """The function a call names, libm's float/long-double variants (sqrtf, fabsl) folded into the double one."""
    name = node.name.name if isinstance(node.name, c_ast.ID) else ""
    known = COUNTED_CALLS | FREE_CALLS | {"floor", "ceil", "min", "max"}
    if name not in known and name[:-1] in known and name[-1:] in ("f", "l"):
        return name[:-1]
    return name


def fp_width(node: c_ast.Node, fn: _Function) -> int:
    """The bytes of the floating-point type C computes an expression in (0: an integer or a comparison), by its usual
    arithmetic conversions: a double operand makes the operation double, whatever the other is; an unsuffixed
    floating literal (``0.2``) and libm's unsuffixed functions (``sqrt``) are double, ``0.2f`` and ``sqrtf`` float,
    except ``fabs``, ``floor`` and ``ceil`` of a float, which are exact in float (gcc -O3 computes them there).
    Long double is taken as double. Where gcc narrows a double operation into float, see
    :meth:`advisor.cpu.source.body._Body.widen`."""
    if isinstance(node, c_ast.Constant):
        return {"float": 4, "double": 8, "long double": 8}.get(node.type, 0)
    if isinstance(node, (c_ast.ID, c_ast.ArrayRef)):
        base = node if isinstance(node, c_ast.ID) else _array_base(node)
        var = fn.var(base.name) if isinstance(base, c_ast.ID) else None
        return min(var.bytes, 8) if var and var.fp else 0
    if isinstance(node, c_ast.BinaryOp):
        if node.op in ("<", ">", "<=", ">=", "==", "!=", "&&", "||"):
            return 0
        return max(fp_width(node.left, fn), fp_width(node.right, fn))
    if isinstance(node, c_ast.Cast):
        words, _, _ = _type_of(node.to_type.type, fn.typedefs)
        return 8 if "double" in words else 4 if "float" in words else 0
    if isinstance(node, c_ast.TernaryOp):
        return max(fp_width(node.iftrue, fn), fp_width(node.iffalse, fn))
    if isinstance(node, c_ast.UnaryOp):
        return 0 if node.op == "sizeof" else fp_width(node.expr, fn)
    if isinstance(node, c_ast.FuncCall):
        name = node.name.name if isinstance(node.name, c_ast.ID) else ""
        math = _math_name(node)
        if math in ("abs", "labs") or math not in COUNTED_CALLS | FREE_CALLS | {"floor", "ceil"}:
            return 0
        args = node.args.exprs if node.args else []
        if name == math + "f" or (math in EXACT_CALLS and args and all(fp_width(a, fn) == 4 for a in args)):
            return 4
        return 8
    if isinstance(node, c_ast.Assignment):
        return fp_width(node.lvalue, fn)
    return 0


EXACT_CALLS = {"fabs", "floor", "ceil"}  # exact in float: of a float, computed in float (andps, roundss)


def float_exact(node: c_ast.Node, fn: _Function) -> bool:
    """A float value, or a constant a float holds exactly (``0.5``, ``-2.0``, not ``0.2``)."""
    if isinstance(node, c_ast.UnaryOp) and node.op in ("-", "+"):
        return float_exact(node.expr, fn)
    if isinstance(node, c_ast.Constant):
        if node.type not in ("float", "double", "long double", "int"):
            return False
        try:
            value = float(node.value.rstrip("fFlLuU"))
        except ValueError:
            return False
        return struct.unpack("f", struct.pack("f", value))[0] == value
    return fp_width(node, fn) == 4


def _is_fp(node: c_ast.Node, fn: _Function) -> bool:
    """Whether an expression is floating-point (C's usual conversions, roughly)."""
    if isinstance(node, c_ast.Constant):
        return node.type in ("double", "float", "long double")
    if isinstance(node, c_ast.ID):
        var = fn.var(node.name)
        return bool(var and var.fp)
    if isinstance(node, c_ast.ArrayRef):
        base = _array_base(node)
        var = fn.var(base.name) if isinstance(base, c_ast.ID) else None
        return bool(var and var.fp)
    if isinstance(node, c_ast.BinaryOp):
        if node.op in ("<", ">", "<=", ">=", "==", "!=", "&&", "||"):
            return False
        return _is_fp(node.left, fn) or _is_fp(node.right, fn)
    if isinstance(node, c_ast.Cast):
        words = " ".join(_GENERATOR.visit(node.to_type).split())
        return "double" in words or "float" in words
    if isinstance(node, c_ast.TernaryOp):
        return _is_fp(node.iftrue, fn) or _is_fp(node.iffalse, fn)
    if isinstance(node, c_ast.UnaryOp):
        return node.op != "sizeof" and _is_fp(node.expr, fn)
    if isinstance(node, c_ast.FuncCall):
        return _math_name(node) not in ("abs", "labs")
    if isinstance(node, c_ast.Assignment):
        return _is_fp(node.lvalue, fn)
    return False


def _is_min_max(node: c_ast.TernaryOp) -> bool:
    """``a < b ? a : b`` and its kin: the branches are the two compared values."""
    cond = node.cond
    if not isinstance(cond, c_ast.BinaryOp) or cond.op not in ("<", ">", "<=", ">="):
        return False
    return {_text(cond.left), _text(cond.right)} == {_text(node.iftrue), _text(node.iffalse)}


def _array_base(node: c_ast.ArrayRef) -> c_ast.Node:
    while isinstance(node, c_ast.ArrayRef):
        node = node.name
    return node


MAX_CALL_DEPTH = 8


def _with_calls_followed(node: c_ast.FuncDef, functions: Mapping[str, c_ast.FuncDef], typedefs: Mapping[str, c_ast.Node]) -> c_ast.FuncDef:
    """A copy of ``node`` whose statement calls of the file's void functions are replaced by their bodies (in a
    function with a timed bracket, those of the timed code only)."""
    if not any(_followable(call, functions) for call in _nodes(node.body, c_ast.FuncCall)):
        return node  # the parsed tree is cached: copy only what changes
    copy = deepcopy(node)
    known = {**_declared(copy, typedefs)}
    timed = any(isinstance(n, c_ast.ID) and n.name == TIMED_MARK for n in _nodes(copy.body, c_ast.ID))
    copy.body = _inline(copy.body, functions, typedefs, known, 0, following=not timed)
    return copy


def _followable(call: c_ast.FuncCall, functions: Mapping[str, c_ast.FuncDef]) -> bool:
    callee = functions.get(call.name.name) if isinstance(call.name, c_ast.ID) else None
    if callee is None or _text(callee.decl.type.type) != "void" or next(_nodes(callee.body, c_ast.Return), None) is not None:
        return False
    params = [p for p in (callee.decl.type.args.params if callee.decl.type.args else []) if isinstance(p, c_ast.Decl) and p.name]
    return len(params) == len(call.args.exprs if call.args else [])


def _inline(node: c_ast.Node, functions: Mapping[str, c_ast.FuncDef], typedefs: Mapping[str, c_ast.Node],
            known: dict[str, tuple], depth: int, following: bool = True) -> c_ast.Node:
    """``node`` with every followable call statement under it replaced by the callee's body (``following``: calls
    here are followed; a block opened by the timed mark turns it on)."""
    if isinstance(node, c_ast.Compound) and node.block_items and _is_mark(node.block_items[0]):
        following = True
    if following and isinstance(node, c_ast.FuncCall) and depth < MAX_CALL_DEPTH and _followable(node, functions):
        callee = deepcopy(functions[node.name.name])
        params = [p.name for p in callee.decl.type.args.params if isinstance(p, c_ast.Decl) and p.name]
        mapping: dict[str, c_ast.Node] = dict(zip(params, node.args.exprs))
        for name, kind in _declared(callee, typedefs, params=False).items():
            if name in known and known[name] != kind:  # a local of another type: renamed
                mapping[name] = c_ast.ID(f"{name}_{callee.decl.name}")
        body = _renamed(callee.body, mapping)
        known.update(_declared(callee, typedefs, params=False))
        return _inline(body, functions, typedefs, known, depth + 1)
    for attr in node.__slots__:
        value = getattr(node, attr, None)
        if isinstance(value, c_ast.Node) and attr != "coord":
            setattr(node, attr, _inline(value, functions, typedefs, known, depth, following))
        elif isinstance(value, list):
            setattr(node, attr, [_inline(v, functions, typedefs, known, depth, following) if isinstance(v, c_ast.Node) else v
                                 for v in value])
    return node


def _is_mark(node: c_ast.Node) -> bool:
    return isinstance(node, c_ast.ID) and node.name == TIMED_MARK


def _renamed(node: c_ast.Node, mapping: Mapping[str, c_ast.Node]) -> c_ast.Node:
    """``node`` with identifiers replaced as ``mapping`` says (parameters by arguments, clashing locals by new names)."""
    if isinstance(node, c_ast.ID) and node.name in mapping:
        return deepcopy(mapping[node.name])
    if isinstance(node, c_ast.Decl) and node.name in mapping and isinstance(mapping[node.name], c_ast.ID):
        new = mapping[node.name].name
        node.name = new
        inner = node.type
        while not isinstance(inner, c_ast.TypeDecl) and hasattr(inner, "type"):
            inner = inner.type
        if isinstance(inner, c_ast.TypeDecl):
            inner.declname = new
    for attr in node.__slots__:
        value = getattr(node, attr, None)
        if isinstance(value, c_ast.Node) and attr != "coord":
            setattr(node, attr, _renamed(value, mapping))
        elif isinstance(value, list):
            setattr(node, attr, [_renamed(v, mapping) if isinstance(v, c_ast.Node) else v for v in value])
    return node


def _declared(function: c_ast.FuncDef, typedefs: Mapping[str, c_ast.Node], params: bool = True) -> dict[str, tuple]:
    """Names a function declares (its parameters and locals) with their types, to tell clashes."""
    decls = [p for p in (function.decl.type.args.params if params and function.decl.type.args else []) if isinstance(p, c_ast.Decl)]
    decls += [d for d in _nodes(function.body, c_ast.Decl) if not isinstance(d.type, c_ast.FuncDecl)]
    return {d.name: _type_of(d.type, typedefs)[:1] + (len(_type_of(d.type, typedefs)[1]),) for d in decls if d.name}
