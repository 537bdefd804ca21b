"""Measurements made elsewhere, scored here as ``advisor validate`` scores its own: ``validate --from-csv``.

Two layouts are read (told apart by their header):

* **validate's own CSV** (``validate --csv``, :mod:`.rawdata`): one row per kernel, size and
  device, the sizes as JSON; a CPU row's ``threads`` (where the file has the column) is the
  thread count it ran on, else the workload's implementation.
* **a program table**, PolyBench-ACC's layout (``shared/data/h100-node-2026-11-27/
  polybench-acc-times.csv``): one row per kernel and ``size`` (every size parameter of the
  kernel takes it), ``gpu_s`` the GPU's time (launches included), ``h2d_s`` and ``d2h_s`` its
  own copies, and ``cpuN_s`` columns: the CPU time on N threads, of the workload's code as its
  implementation builds it, on N threads (:func:`advisor.calibration.validate.as_run`).

Where the program that ran on threads is another code than the analysis of the workload's
serial one finds (an OpenMP port that parallelises a loop otherwise), ``openmp_source`` names
a C file whose functions, named as the kernels, are those programs: their loops predict the
multi-threaded columns of those kernels.

Every number is predicted here, on the platform given, by the same functions as a live
``validate`` (:func:`~advisor.calibration.validate.predict_cpu_s`,
:func:`~advisor.calibration.validate.predict_gpu`); nothing is fitted.
"""

from __future__ import annotations

import csv
import functools
import json
import re
from dataclasses import replace
from pathlib import Path

from ..cpu.source import derive_loops
from ..errors import DescriptorError, UsageError
from ..platform import Platform
from ..workload import Kernel, Workload
from .validate import Comparison, as_run, kernel_time_s, predict_cpu_s, predict_gpu

CPU_COLUMN = re.compile(r"cpu(\d+)_s$")


def import_csv(path: str | Path, workload: Workload, platform: Platform, openmp_source: str | Path | None = None) -> list[Comparison]:
    """The comparisons of the measurements in ``path`` with ``platform``'s predictions (module docstring)."""
    shown = str(path)
    try:
        with open(path, newline="", encoding="utf-8") as handle:
            rows = list(csv.DictReader(handle))
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise DescriptorError(shown, "", f"cannot be read as CSV ({exc})") from None
    if not rows:
        raise DescriptorError(shown, "", "no rows")
    columns = set(rows[0])
    if {"kernel", "size", "gpu_s"} <= columns:
        return _program_table(shown, rows, workload, platform, openmp_source)
    if {"kernel", "sizes", "device", "measured_median_s"} <= columns:
        return _validate_rows(shown, rows, workload, platform)
    raise DescriptorError(shown, "", "neither validate's CSV (kernel, sizes, device, measured_median_s) nor a program table "
                                     "(kernel, size, gpu_s, cpuN_s)")


def _kernel(shown: str, line: int, workload: Workload, name: str) -> Kernel:
    if name not in workload.kernels:
        raise DescriptorError(shown, f"line {line}: kernel", f"{name!r} is not a kernel of {workload.name}")
    return workload.kernels[name]


def _seconds(shown: str, line: int, row: dict, column: str) -> float:
    try:
        value = float(row[column])
    except (TypeError, ValueError):
        raise DescriptorError(shown, f"line {line}: {column}", f"expected seconds, got {row.get(column)!r}") from None
    if not value > 0 or value == float("inf"):
        raise DescriptorError(shown, f"line {line}: {column}", f"expected positive seconds, got {value!r}")
    return value


def _sizes(shown: str, line: int, column: str, kernel: Kernel, values: dict[str, float]) -> dict[str, float]:
    """The kernel's sizes at ``values``; a value it refuses is an error naming the file, the line and the column."""
    try:
        return kernel.sizes(None, values)
    except UsageError as exc:
        raise DescriptorError(shown, f"line {line}: {column}", exc.message) from None


def _cpu(workload: Workload, kernel: Kernel, platform: Platform, dataset: str, sizes: dict, measured_s: float, threads: int | None,
         how: str) -> Comparison:
    predicted, bound = predict_cpu_s(workload, kernel.name, platform, None, sizes, kernel=kernel)
    return Comparison(workload.name, kernel.name, dataset, "cpu", sizes, measured_s, predicted, None, bound, how, threads=threads)


def _gpu(workload: Workload, kernel: Kernel, platform: Platform, dataset: str, sizes: dict, measured_s: float, how: str,
         copies_s: tuple[float, ...] | None) -> Comparison:
    option = predict_gpu(workload, kernel, platform, None, sizes)
    return Comparison(workload.name, kernel.name, dataset, "gpu", sizes, measured_s, kernel_time_s(option), None, option.bound, how,
                      copies_measured_s=copies_s, copies_predicted_s=(float(option.h2d_s), float(option.d2h_s)),
                      option_predicted_s=float(option.time_s))


def _program_table(shown: str, rows: list[dict], workload: Workload, platform: Platform, openmp_source: str | Path | None) -> list[Comparison]:
    columns = [(name, int(m[1])) for name in rows[0] if (m := CPU_COLUMN.match(name))]
    if openmp_source is not None and not any(port_function(row["kernel"], openmp_source) for row in rows):
        raise DescriptorError(str(openmp_source), "", "defines no function named as a kernel of the table: no program to predict from")
    out = []
    for line, row in enumerate(rows, start=2):
        kernel = _kernel(shown, line, workload, row["kernel"])
        try:
            size = float(row["size"])
        except (TypeError, ValueError):
            raise DescriptorError(shown, f"line {line}: size", f"expected a number, got {row['size']!r}") from None
        sizes = _sizes(shown, line, "size", kernel, dict.fromkeys(kernel.params, size))
        dataset = f"size {row['size']}"
        for column, threads in columns:
            ran = as_run(kernel, threads)
            if threads > 1 and openmp_source is not None:
                ran = _ported(ran, openmp_source)
            out.append(_cpu(workload, ran, platform, dataset, sizes, _seconds(shown, line, row, column), threads, f"{shown}: {column}"))
        copies = tuple(_seconds(shown, line, row, f"{d}_s") for d in ("h2d", "d2h")) if {"h2d_s", "d2h_s"} <= set(row) else None
        out.append(_gpu(workload, kernel, platform, dataset, sizes, _seconds(shown, line, row, "gpu_s"), f"{shown}: gpu_s", copies))
    return out


def port_function(kernel_name: str, source: str | Path) -> str | None:
    """The function of ``source`` that is ``kernel_name``'s program: named as the kernel, or, since a C name cannot
    start with a digit or hold a dash, ``kernel_`` and the kernel's name with dashes as underscores
    (``kernel_2dconv``, as PolyBench names its kernels); None where ``source`` has neither."""
    defined = _functions(str(source))
    return next((name for name in (kernel_name, "kernel_" + kernel_name.replace("-", "_")) if name in defined), None)


def _ported(kernel: Kernel, source: str | Path) -> Kernel:
    """``kernel`` with the loops of its function in ``source`` as the program's only CPU code (where it has one)."""
    function = port_function(kernel.name, source)
    if function is None:
        return kernel  # no program of its own there: the workload's code, as the analysis runs it
    loops = derive_loops(source, function, set(kernel.params) | {name for name, _ in kernel.derived})
    return replace(kernel, cpu_loops=loops.cpu_loops, steps=tuple(replace(step, cpu=None) for step in kernel.steps))


@functools.lru_cache(maxsize=8)
def _functions(source: str) -> frozenset[str]:
    """The functions a C file defines (its parse errors name the file and the line); parsed once per file."""
    from pycparser import c_ast

    from ..cpu.source.parse import _parse

    ast, _ = _parse(Path(source), source, frozenset())
    return frozenset(node.decl.name for node in ast.ext if isinstance(node, c_ast.FuncDef))


def _validate_rows(shown: str, rows: list[dict], workload: Workload, platform: Platform) -> list[Comparison]:
    out = []
    for line, row in enumerate(rows, start=2):
        kernel = _kernel(shown, line, workload, row["kernel"])
        try:
            sizes = {k: float(v) for k, v in json.loads(row["sizes"]).items()}
        except (ValueError, AttributeError, TypeError):
            raise DescriptorError(shown, f"line {line}: sizes", f"expected a JSON object of sizes, got {row['sizes']!r}") from None
        missing = [p for p in kernel.params if p not in sizes]
        if missing:
            raise DescriptorError(shown, f"line {line}: sizes", f"no value for {', '.join(missing)}")
        sizes = _sizes(shown, line, "sizes", kernel, {p: sizes[p] for p in kernel.params})
        measured = _seconds(shown, line, row, "measured_median_s")
        if row["device"] not in ("cpu", "gpu"):
            raise DescriptorError(shown, f"line {line}: device", f"expected cpu or gpu, got {row['device']!r}")
        if row["device"] == "gpu":
            copies = None
            if row.get("h2d_measured_s") and row.get("d2h_measured_s"):
                copies = tuple(_seconds(shown, line, row, f"{d}_measured_s") for d in ("h2d", "d2h"))
            out.append(_gpu(workload, kernel, platform, row.get("dataset", ""), sizes, measured, row.get("method", ""), copies))
            continue
        threads = int(row["threads"]) if (row.get("threads") or "").isdigit() else None
        ran = as_run(kernel, threads) if threads is not None else kernel
        out.append(_cpu(workload, ran, platform, row.get("dataset", ""), sizes, measured, threads, row.get("method", "")))
    return out
