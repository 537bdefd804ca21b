"""CPU loops from C source: the :class:`~advisor.cpu.loops.CpuLoop` of every innermost loop of a function.

A kernel may name its CPU code instead of describing its loops by hand::

    cpu_source: {file: ../calibration/polybench.c, function: gemm}

The file is read with a real C parser (pycparser [pycparser]) after a small
preprocessing step done here (pycparser has no preprocessor), and each innermost
loop of the function becomes one loop signature. Sizes are the names the
function uses for them (parameters or locals), which must be the kernel's
``params`` or ``derived`` names. What is read off the code, and where its rule
is written:

- the preprocessing: :mod:`~advisor.cpu.source.preprocessor`;
- which loops count, ``iterations`` (exact sums over triangular ranges,
  :mod:`~advisor.cpu.source.polynomial`), ``threads`` and ``regions``:
  :mod:`~advisor.cpu.source.nest`; bounds and subscripts must be affine
  (:mod:`~advisor.cpu.source.affine`);
- the OpenMP pragmas as written (``parallel``, ``for``, ``collapse``, ``schedule`` and its
  chunk, ``num_threads``, the data-sharing clauses) and what of them the model does not
  price, said in the notes: :mod:`~advisor.cpu.source.pragma`;
- ``flops``, ``contiguous`` and ``strided``: :mod:`~advisor.cpu.source.body`;
- ``footprint``, ``stride_footprint`` and ``stride_data``: :mod:`~advisor.cpu.source.footprint`;
- ``simd`` and ``chain``: :mod:`~advisor.cpu.source.rules`;
- the signatures put together: :mod:`~advisor.cpu.source.derive`.

Every problem raises a :class:`~advisor.errors.DescriptorError` that names the
C file and the line (:mod:`~advisor.cpu.source.errors`). User text is never
evaluated: formulas are built as text and compiled by
:func:`advisor.schema.expr.compile_expression`.

The analysis is done once per source and kept on disk (:mod:`~advisor.cpu.source.cache`); the names below load on
first use, so that a program reading a workload does not import the C parser until a kernel's loops are derived.
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import SourceUnanalysable

_WHERE = {"DerivedLoop": "answer", "SourceLoops": "answer", "derive_loops": "derive", "resolve_source": "resolve",
          "derived_loops": "cache", "Poly": "polynomial", "sum_range": "polynomial"}


def __getattr__(name: str) -> Any:  # PEP 562
    if name in _WHERE:
        return getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
    raise AttributeError(name)


__all__ = ["DerivedLoop", "Poly", "SourceLoops", "SourceUnanalysable", "derive_loops", "derived_loops", "resolve_source", "sum_range"]
