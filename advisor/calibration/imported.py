"""Measurements made elsewhere, scored here as ``advisor validate`` scores its own: ``validate --from-csv``.

Two layouts are read (told apart by their header):

* **validate's own CSV** (``validate --csv``, :mod:`.rawdata`): one row per kernel, size and
  device, the sizes as JSON; a CPU row's ``threads`` (where the file has the column) is the
  thread count it ran on, else the workload's implementation.
* **a program table**, PolyBench-ACC's layout (``shared/data/h100-node-2026-11-27/
  polybench-acc-times.csv``): one row per kernel and ``size``, ``gpu_s`` the GPU's time
  (launches included), ``h2d_s`` and ``d2h_s`` its own copies, and ``cpuN_s`` columns: the CPU
  time on N threads (1 to the platform's hardware threads), of the workload's code as its
  implementation builds it, on N threads (:func:`advisor.calibration.validate.as_run`). A
  column named as one of a kernel's size parameters (fdtd-2d's ``TMAX``, the time steps that
  ran) sets that parameter where its cell is filled; ``size`` sets the others, and
  :func:`import_csv` says which (``notes``). An empty time cell is a version that did not build
  or crashed: not measured, said once per column.

Both are read strictly (:func:`advisor.files.read_csv_table`: bounded, a byte-order mark
allowed, a column named twice or a row longer or shorter than the header refused); every
value a row gives is checked (a thread count from 1 to the platform's hardware threads, times
positive and at most a year), and a refusal names the file, the line and the column.

Where the program that ran on threads is another code than the analysis of the workload's
serial one finds (an OpenMP port that parallelises a loop otherwise), ``openmp_source`` names
a C file whose functions, named as the kernels, are those programs: their loops predict the
multi-threaded columns of those kernels.

Every number is predicted here, on the platform given, by the same functions as a live
``validate`` (:func:`~advisor.calibration.validate.predict_cpu_s`,
:func:`~advisor.calibration.validate.predict_gpu`); nothing is fitted.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import replace
from pathlib import Path

from ..cpu.source import derive_loops
from ..cpu.source.resolve import source_problem
from ..errors import DescriptorError, UsageError
from ..files import read_csv_table
from ..history import MAX_RUN_S
from ..platform import Platform
from ..workload import Kernel, Workload
from .validate import Comparison, as_run, kernel_time_s, predict_cpu_s, predict_gpu

CPU_COLUMN = re.compile(r"cpu(\d+)_s$")
Row = dict[str, str]


def import_csv(path: str | Path, workload: Workload, platform: Platform, openmp_source: str | Path | None = None,
               notes: list[str] | None = None) -> list[Comparison]:
    """The comparisons of the measurements in ``path`` with ``platform``'s predictions (module docstring); what the
    reader wants said (cells not measured, the parameters ``size`` set) is appended to ``notes``."""
    shown = str(path)
    header, rows = read_csv_table(path)
    if openmp_source is not None:
        problem = source_problem(Path(openmp_source))
        if problem:
            raise DescriptorError(str(openmp_source), "", problem)
    said = notes if notes is not None else []
    if {"kernel", "size", "gpu_s"} <= set(header):
        return _program_table(shown, header, rows, workload, platform, openmp_source, said)
    if {"kernel", "sizes", "device", "measured_median_s"} <= set(header):
        return _validate_rows(shown, rows, workload, platform, said)
    raise DescriptorError(shown, "line 1", "neither validate's CSV (kernel, sizes, device, measured_median_s) nor a program table "
                                           "(kernel, size, gpu_s, cpuN_s)")


def _kernel(shown: str, line: int, workload: Workload, name: str) -> Kernel:
    if name not in workload.kernels:
        raise DescriptorError(shown, f"line {line}: kernel", f"{name!r} is not a kernel of {workload.name}")
    return workload.kernels[name]


def _seconds(shown: str, line: int, row: Row, column: str) -> float:
    try:
        value = float(row[column])
    except (TypeError, ValueError):
        raise DescriptorError(shown, f"line {line}: {column}", f"expected seconds, got {row.get(column)!r}") from None
    if not 0 < value <= MAX_RUN_S:
        raise DescriptorError(shown, f"line {line}: {column}", f"expected positive seconds, at most a year, got {value!r}")
    return value


def _measured(shown: str, line: int, row: Row, column: str, empty: dict[str, list[int]]) -> float | None:
    """A measured time, or None for an empty cell (a version that did not build or crashed: not measured, noted)."""
    if not row.get(column, "").strip():
        empty.setdefault(column, []).append(line)
        return None
    return _seconds(shown, line, row, column)


def _empty_notes(shown: str, empty: dict[str, list[int]]) -> list[str]:
    def lines(numbers: list[int]) -> str:
        return ", ".join(map(str, numbers[:8])) + (f" and {len(numbers) - 8} more" if len(numbers) > 8 else "")

    return [f"{shown}: column {column}: {len(numbers)} empty cell(s), not measured (line {lines(numbers)})"
            for column, numbers in empty.items()]


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


def _thread_columns(shown: str, header: list[str], platform: Platform) -> list[tuple[str, int]]:
    """The ``cpuN_s`` columns and their N: from 1 to the platform's hardware threads (0 would divide by zero; more is
    not what the platform describes)."""
    columns = []
    for name in header:
        match = CPU_COLUMN.match(name)
        if match:
            threads = int(match[1])
            if not 1 <= threads <= platform.cpu.threads:
                raise DescriptorError(shown, f"line 1: {name}", f"{threads} threads: a CPU column is cpuN_s with N from 1 to "
                                                                f"{platform.name}'s {platform.cpu.threads} hardware threads")
            columns.append((name, threads))
    return columns


def _program_sizes(shown: str, line: int, row: Row, kernel: Kernel, parameters: list[str]) -> tuple[dict[str, float], str, tuple[str, ...]]:
    """(the row's sizes, its label, the parameters ``size`` set): a column named as a parameter sets it where filled."""
    try:
        size = float(row["size"])
    except ValueError:
        raise DescriptorError(shown, f"line {line}: size", f"expected a number, got {row['size']!r}") from None
    own = {}
    for column in parameters:
        cell = row[column].strip()
        if not cell:
            continue
        if column not in kernel.params:
            raise DescriptorError(shown, f"line {line}: {column}", f"{column} is not a size parameter of {kernel.name} "
                                                                    f"(have: {', '.join(kernel.params)}): leave its cell empty")
        try:
            own[column] = float(cell)
        except ValueError:
            raise DescriptorError(shown, f"line {line}: {column}", f"expected a number, got {cell!r}") from None
    by_size = tuple(p for p in kernel.params if p not in own)
    values = {**dict.fromkeys(by_size, size), **own}
    label = f"size {row['size']}" + "".join(f", {name} {row[name].strip()}" for name in own)
    return _sizes(shown, line, "size" if not own else ", ".join(["size", *own]), kernel, values), label, by_size


def _program_table(shown: str, header: list[str], rows: list[tuple[int, Row]], workload: Workload, platform: Platform,
                   openmp_source: str | Path | None, notes: list[str]) -> list[Comparison]:
    columns = _thread_columns(shown, header, platform)
    parameters = [name for name in header if any(name in k.params for k in workload.kernels.values())]
    if openmp_source is not None and not any(port_function(row["kernel"], openmp_source) for _, row in rows):
        raise DescriptorError(str(openmp_source), "", "defines no function named as a kernel of the table: no program to predict from")
    out, empty, set_by_size = [], {}, {}
    for line, row in rows:
        kernel = _kernel(shown, line, workload, row["kernel"])
        sizes, dataset, by_size = _program_sizes(shown, line, row, kernel, parameters)
        set_by_size.setdefault(kernel.name, by_size)
        for column, threads in columns:
            measured = _measured(shown, line, row, column, empty)
            if measured is None:
                continue
            ran = as_run(kernel, threads)
            if threads > 1 and openmp_source is not None:
                ran = _ported(ran, openmp_source)
            out.append(_cpu(workload, ran, platform, dataset, sizes, measured, threads, f"{shown}: {column}"))
        copies = None
        if {"h2d_s", "d2h_s"} <= set(row):
            both = [_measured(shown, line, row, f"{d}_s", empty) for d in ("h2d", "d2h")]
            copies = tuple(both) if None not in both else None
        measured = _measured(shown, line, row, "gpu_s", empty)
        if measured is not None:
            out.append(_gpu(workload, kernel, platform, dataset, sizes, measured, f"{shown}: gpu_s", copies))
    notes += _empty_notes(shown, empty)
    if parameters:  # where a column sets a parameter, say what size set
        notes.append(f"{shown}: size sets " + "; ".join(f"{', '.join(params) or 'nothing'} of {name}" for name, params in set_by_size.items()))
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


def _threads(shown: str, line: int, row: Row, platform: Platform) -> int | None:
    """A CPU row's ``threads``: empty (as the workload says), or a count from 1 to the platform's hardware threads."""
    text = (row.get("threads") or "").strip()
    if not text:
        return None
    if not text.isdigit() or not 1 <= int(text) <= platform.cpu.threads:
        raise DescriptorError(shown, f"line {line}: threads", f"expected a thread count from 1 to {platform.name}'s "
                                                             f"{platform.cpu.threads} hardware threads (or nothing), got {text!r}")
    return int(text)


def _validate_rows(shown: str, rows: list[tuple[int, Row]], workload: Workload, platform: Platform, notes: list[str]) -> list[Comparison]:
    out, empty = [], {}
    for line, row in rows:
        kernel = _kernel(shown, line, workload, row["kernel"])
        try:
            sizes = {k: float(v) for k, v in json.loads(row["sizes"]).items()}
        except (ValueError, AttributeError, TypeError):
            raise DescriptorError(shown, f"line {line}: sizes", f"expected a JSON object of sizes, got {row['sizes']!r}") from None
        missing = [p for p in kernel.params if p not in sizes]
        if missing:
            raise DescriptorError(shown, f"line {line}: sizes", f"no value for {', '.join(missing)}")
        sizes = _sizes(shown, line, "sizes", kernel, {p: sizes[p] for p in kernel.params})
        if row["device"] not in ("cpu", "gpu"):
            raise DescriptorError(shown, f"line {line}: device", f"expected cpu or gpu, got {row['device']!r}")
        threads = _threads(shown, line, row, platform) if row["device"] == "cpu" else None
        measured = _measured(shown, line, row, "measured_median_s", empty)
        if measured is None:
            continue
        if row["device"] == "gpu":
            copies = None
            if row.get("h2d_measured_s") and row.get("d2h_measured_s"):
                copies = tuple(_seconds(shown, line, row, f"{d}_measured_s") for d in ("h2d", "d2h"))
            out.append(_gpu(workload, kernel, platform, row.get("dataset", ""), sizes, measured, row.get("method", ""), copies))
            continue
        ran = as_run(kernel, threads) if threads is not None else kernel
        out.append(_cpu(workload, ran, platform, row.get("dataset", ""), sizes, measured, threads, row.get("method", "")))
    notes += _empty_notes(shown, empty)
    return out
