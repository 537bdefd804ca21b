"""Serial C as the advisor runs it on threads: the function with OpenMP pragmas on the loops the analysis picks.

When an implementation asks for threads and its code has no ``omp`` pragma, the model
runs the loops :mod:`~advisor.cpu.source.parallel` finds independent on the threads
(:func:`~advisor.cpu.source.parallel.find_parallel`). ``advisor validate`` measures that
same version: this module writes it out as C. The function (its calls of the file's
functions followed, as the analysis follows them) gets, on each loop that runs in
parallel::

    #pragma omp parallel for schedule(static) [lastprivate(...)] [reduction(op: x, y[:N])]

``lastprivate``: the scalars (pointers included) the loop assigns that are declared outside
it, its inner loops' indices among them (C makes only the parallel loop's own index
private); each thread has its own, and the last iteration's value is left after the loop,
as the serial code leaves it (the analysis admits such a scalar only where every iteration
writes it before reading it); ``reduction``:
the scalars and arrays the analysis splits over per-thread copies, by their operator
(``+`` for sums and differences, ``*``, ``min``, ``max``), arrays as whole sections of
their declared extents (OpenMP 4.5). A loop whose reduction cannot be written so (an
array without declared extents) stays serial, and the notes say so. Code with ``omp``
pragmas is returned as written.
"""

from __future__ import annotations

import os
from copy import deepcopy
from dataclasses import dataclass
from pathlib import Path

from pycparser import c_ast, c_generator

from .function import _Function, _function, _nodes, _text
from .nest import _sites
from .parallel import Parallel, _reduction_class, find_parallel
from .parse import _parse
from .preprocessor import LIBRARY_TYPES

HEADERS = ("math.h", "stddef.h", "stdint.h", "stdio.h", "stdlib.h", "string.h")


@dataclass(frozen=True)
class ParallelSource:
    """C text that defines the function as it runs on threads, and which loops got a pragma (or why none)."""

    text: str
    pragmas: tuple[str, ...]  # "line L: #pragma omp ...", one per parallel loop
    notes: tuple[str, ...]
    as_written: bool  # the code had its own omp pragmas: nothing was added


def parallel_source(path: str | os.PathLike[str], function: str, names: frozenset[str] | set[str], shown: str | None = None) -> ParallelSource:
    """``function`` of the C file at ``path`` with OpenMP pragmas on the loops the analysis runs in parallel."""
    shown = shown or os.path.normpath(str(path))
    names = frozenset(names)
    ast, _ = _parse(Path(path), shown, names)
    parsed = _function(ast, function, shown, names)
    if any(node.string.split()[:1] == ["omp"] for node in _nodes(parsed.node.body, c_ast.Pragma)):
        return ParallelSource(Path(path).read_text(encoding="utf-8", errors="replace"), (), ("OpenMP pragmas as written",), True)
    fn = _Function(parsed.file, parsed.names, deepcopy(parsed.node), parsed.vars, parsed.assignments)  # the cached tree stays
    sites = _sites(fn)
    found, notes = find_parallel(fn, sites)
    loops: dict[int, tuple[c_ast.For, Parallel]] = {}
    for site, parallel in zip(sites, found, strict=True):
        if parallel is not None:
            node = site.loops[parallel.depth].node
            loops.setdefault(id(node), (node, parallel))
    parents = _parents(fn.node)
    pragmas = []
    for node, parallel in loops.values():
        text, problem = _pragma(node, parallel, fn)
        if problem:
            notes.append(f"line {node.coord.line}: kept serial: {problem}")
            continue
        _insert_before(node, c_ast.Pragma(text), parents)
        pragmas.append(f"line {node.coord.line}: #pragma {text}")
    ext = [item for item in ast.ext if not (isinstance(item, c_ast.Typedef) and item.name in LIBRARY_TYPES)]
    ext = [fn.node if isinstance(item, c_ast.FuncDef) and item.decl.name == function else item for item in ext]
    body = c_generator.CGenerator().visit(c_ast.FileAST(ext))
    text = "".join(f"#include <{h}>\n" for h in HEADERS) + body
    return ParallelSource(text, tuple(pragmas), tuple(notes), False)


def _pragma(loop: c_ast.For, parallel: Parallel, fn: _Function) -> tuple[str, str | None]:
    """The pragma for ``loop`` (its text after ``#pragma``) or why none can be written."""
    reduced = {name for name, _ in parallel.reductions}
    operators: dict[str, str] = {}
    for node in _nodes(loop.stmt, c_ast.Assignment):
        base = _base(node.lvalue)
        if base in reduced:
            kind = _reduction_class(node)
            kind = _min_or_max(node.rvalue) if kind == "minmax" else kind
            if kind is None or operators.setdefault(base, kind) != kind:
                return "", f"`{base}` is reduced by more than one operator"
    clauses: dict[str, list[str]] = {}
    for name in sorted(reduced):
        var = fn.var(name)
        if var is not None and var.dims:
            if any(extent is None for extent in var.extents):
                return "", f"the reduction of `{name}` needs its extents, which its declaration does not give"
            item = name + "".join(f"[:{_text(extent)}]" for extent in var.extents)
        else:
            item = name
        clauses.setdefault(operators.get(name, "+"), []).append(item)
    inside = {decl.name for decl in _nodes(loop.stmt, c_ast.Decl)} | {decl.name for decl in _nodes(loop.init, c_ast.Decl)}
    counter = _assigned_name(loop.init)
    private = sorted(name for name in _assigned_scalars(loop.stmt) if name not in inside | reduced | {counter})
    text = "omp parallel for schedule(static)"
    if private:
        text += f" lastprivate({', '.join(private)})"
    for op, items in clauses.items():
        text += f" reduction({op}: {', '.join(items)})"
    return text, None


def _base(node: c_ast.Node) -> str:
    while isinstance(node, c_ast.ArrayRef):
        node = node.name
    return node.name if isinstance(node, c_ast.ID) else _text(node)


def _min_or_max(node: c_ast.TernaryOp) -> str | None:
    """``a < b ? a : b`` is a min, ``a < b ? b : a`` a max (and the mirror images with ``>``)."""
    smaller_first = node.cond.op in ("<", "<=")
    picks_left = _text(node.iftrue) == _text(node.cond.left)
    return "min" if smaller_first == picks_left else "max"


def _assigned_name(node: c_ast.Node | None) -> str | None:
    if isinstance(node, c_ast.Assignment) and isinstance(node.lvalue, c_ast.ID):
        return node.lvalue.name
    if isinstance(node, c_ast.DeclList) and node.decls:
        return node.decls[0].name
    if isinstance(node, c_ast.Decl):
        return node.name
    return None


def _assigned_scalars(node: c_ast.Node) -> set[str]:
    """Names ``node`` assigns or increments as a whole: scalars and pointers (a C array is never assigned whole)."""
    names = {n.lvalue.name for n in _nodes(node, c_ast.Assignment) if isinstance(n.lvalue, c_ast.ID)}
    return names | {n.expr.name for n in _nodes(node, c_ast.UnaryOp) if n.op in ("++", "--", "p++", "p--") and isinstance(n.expr, c_ast.ID)}


def _parents(root: c_ast.Node) -> dict[int, tuple[c_ast.Node, str, int | None]]:
    """Each node's parent, the attribute that holds it, and its index where that is a list."""
    parents: dict[int, tuple[c_ast.Node, str, int | None]] = {}
    stack = [root]
    while stack:
        node = stack.pop()
        for attr in node.__slots__:
            value = getattr(node, attr, None)
            if attr == "coord":
                continue
            if isinstance(value, c_ast.Node):
                parents[id(value)] = (node, attr, None)
                stack.append(value)
            elif isinstance(value, list):
                for index, item in enumerate(value):
                    if isinstance(item, c_ast.Node):
                        parents[id(item)] = (node, attr, index)
                        stack.append(item)
    return parents


def _insert_before(loop: c_ast.For, pragma: c_ast.Pragma, parents: dict[int, tuple[c_ast.Node, str, int | None]]) -> None:
    """Put ``pragma`` right before ``loop``: in its block, or in a new block that holds both."""
    parent, attr, index = parents[id(loop)]
    if index is None:
        setattr(parent, attr, c_ast.Compound([pragma, loop]))
        return
    items = getattr(parent, attr)
    position = next(i for i, item in enumerate(items) if item is loop)
    items.insert(position, pragma)
