"""A C function's parameters as a caller must pass them: sizes, scalars, and arrays with their declared extents."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from pycparser import c_ast

from .function import _function, _text, _type_of
from .parse import _parse


@dataclass(frozen=True)
class Parameter:
    """One parameter: its C base type (``float``, ``int``...) and, for an array, each dimension's declared extent as
    C text (outermost first; ``None`` where a pointer declares none)."""

    name: str
    ctype: str
    extents: tuple[str | None, ...] = ()

    @property
    def is_array(self) -> bool:
        return bool(self.extents)

    @property
    def is_integer(self) -> bool:
        return not any(word in self.ctype.split() for word in ("float", "double"))


def parameters(path: str | os.PathLike[str], function: str, names: frozenset[str] | set[str], shown: str | None = None) -> tuple[Parameter, ...]:
    """The parameters of ``function`` in the C file at ``path``, in order."""
    shown = shown or os.path.normpath(str(path))
    ast, _ = _parse(Path(path), shown, frozenset(names))
    fn = _function(ast, function, shown, frozenset(names))
    typedefs = {node.name: node.type for node in ast.ext if isinstance(node, c_ast.Typedef)}
    args = fn.node.decl.type.args
    out = []
    for param in args.params if args else []:
        if not isinstance(param, c_ast.Decl) or not param.name:
            continue
        words, extents, _ = _type_of(param.type, typedefs)
        out.append(Parameter(param.name, " ".join(w for w in words if w not in ("const", "volatile", "restrict")) or "int",
                             tuple(None if e is None else _text(e) for e in extents)))
    return tuple(out)
