"""``Advisor.place_many``: a pandas DataFrame of raw tasks in, a DataFrame of placements out.

Input columns (one row per task; units as the names say):

    required  flops, dram_bytes, h2d_bytes, d2h_bytes, launches, precision
    optional  parallelism, threads, h2d_messages, d2h_messages, cpu_threads,
              vectorized, platform, workload, kernel, name

A missing optional value (NaN, None) takes the default of a raw
:class:`~advisor.scheduler.task.Task`. Output (same index): ``device``,
``gpus``, ``platform``, ``gpu_model``, ``gpu_index``, ``cpu_time_s``,
``gpu_time_s``, ``cpu_energy_j``, ``gpu_energy_j``, ``cpu_cost``, ``gpu_cost``,
``speedup``, ``robustness``, ``model``, ``fallback``, ``reason`` (``device``,
``platform``, ``gpu_model`` and ``model`` are categorical: a few distinct strings).

Rows are evaluated per platform with :func:`~advisor.scheduler.vector.evaluate_columns`.
A bad row (negative count, unknown precision or platform, a precision the
platform lacks) gets the default placement with its reason; the batch as a
whole runs under the advisor's guard with a deadline of ``timeout_s +
len(frame) * PER_ROW_BUDGET_S``, after which (or on any exception) every row
gets the default placement. No row is ever dropped.
"""

from __future__ import annotations

import logging
from typing import Any

import numpy as np
import pandas as pd

from ..errors import DescriptorError
from ..workload import PRECISIONS
from .placer import Advisor, model_name
from .task import FULLY_PARALLEL, RAW_LABEL
from .vector import Columns, evaluate_columns

REQUIRED = ("flops", "dram_bytes", "h2d_bytes", "d2h_bytes", "launches", "precision")
PER_ROW_BUDGET_S = 20e-6
log = logging.getLogger("advisor.scheduler")
OUTPUT = ("device", "gpus", "platform", "gpu_model", "gpu_index", "cpu_time_s", "gpu_time_s", "cpu_energy_j", "gpu_energy_j",
          "cpu_cost", "gpu_cost", "speedup", "robustness", "model", "fallback", "reason")


def _floats(frame: Any, name: str, default: float = np.nan) -> np.ndarray:
    if name not in frame:
        return np.full(len(frame), default)
    return pd.to_numeric(frame[name], errors="coerce").to_numpy(dtype=float, na_value=np.nan)


def _platform_names(advisor: Advisor, frame: Any) -> np.ndarray:
    if "platform" not in frame:
        return np.full(len(frame), advisor.default_platform, dtype=object)
    return frame["platform"].astype(object).where(frame["platform"].notna(), advisor.default_platform).to_numpy(dtype=object)


def _strings(codes: np.ndarray, names: list[Any]) -> Any:
    """A categorical column: cheap for 1e5 rows of a few distinct strings."""
    return pd.Categorical.from_codes(codes, categories=pd.Index(names, dtype=object)) if len(names) else pd.Categorical([None] * len(codes))


def _frame(index: Any, columns: dict[str, Any]) -> Any:
    return pd.DataFrame({name: columns[name] for name in OUTPUT}, index=index)


def _defaults(advisor: Advisor, frame: Any, reason: str) -> Any:
    n = len(frame)
    codes, names = pd.factorize(_platform_names(advisor, frame))
    columns: dict[str, Any] = {c: np.full(n, np.nan) for c in OUTPUT}
    columns.update(device=_strings(np.full(n, 0), [advisor.default_device]), gpus=np.full(n, int(advisor.default_device == "gpu")),
                   platform=_strings(codes, list(names)), gpu_model=np.full(n, None, dtype=object), gpu_index=np.full(n, -1),
                   model=_strings(np.zeros(n, int), ["default"]), fallback=np.ones(n, bool),
                   reason=pd.Series(np.full(n, reason, dtype=object), index=frame.index, dtype=object))
    return _frame(frame.index, columns)


def place_frame(advisor: Advisor, frame: Any) -> Any:
    missing = [c for c in REQUIRED if c not in frame]
    if missing:
        raise DescriptorError("place_many", missing[0], f"missing column (required: {', '.join(REQUIRED)})")
    if advisor._predictor is not None:  # a per-task plugin: row by row through the scalar path
        return _row_by_row(advisor, frame)
    timeout = advisor.guard.timeout_s + len(frame) * PER_ROW_BUDGET_S
    return advisor.guard.call(lambda: _vectorised(advisor, frame), lambda reason: _defaults(advisor, frame, reason),
                              what=f"batch of {len(frame)} tasks", timeout_s=timeout)


def _row_by_row(advisor: Advisor, frame: Any) -> Any:
    rows = []
    for record in frame.to_dict("records"):
        task = {k: v for k, v in record.items() if v is not None and not (isinstance(v, float) and np.isnan(v))}
        rows.append(advisor.place(task).to_dict())
    out = pd.DataFrame(rows, index=frame.index)
    out["gpu_index"] = out["gpu_index"].fillna(-1).astype(int)
    return out[list(OUTPUT)]


def _vectorised(advisor: Advisor, frame: Any) -> Any:
    n = len(frame)
    reason = np.full(n, None, dtype=object)
    flops, dram, h2d, d2h, launches = (_floats(frame, c) for c in REQUIRED[:5])
    parallelism, threads = _floats(frame, "parallelism"), _floats(frame, "threads")
    h2d_n, d2h_n = _floats(frame, "h2d_messages", 1.0), _floats(frame, "d2h_messages", 1.0)
    h2d_n, d2h_n = np.where(np.isnan(h2d_n), 1.0, h2d_n), np.where(np.isnan(d2h_n), 1.0, d2h_n)
    cpu_threads = _floats(frame, "cpu_threads")
    vectorized = frame["vectorized"].fillna(True).astype(bool).to_numpy() if "vectorized" in frame else np.ones(n, bool)
    precision, precision_names = pd.factorize(frame["precision"].astype(object))
    known = np.array([p in PRECISIONS for p in precision_names] + [False])  # code -1 (missing) -> False
    ok = known[precision]
    reason[~ok] = "bad task: unknown precision"
    for values in (flops, dram, h2d, d2h, launches):
        bad = ~(np.isfinite(values) & (values >= 0))
        reason[bad & ok] = "bad task: a count is negative, missing or not finite"
        ok &= ~bad
    for values in (parallelism, threads, h2d_n, d2h_n, cpu_threads):
        bad = ~np.isnan(values) & ~(np.isfinite(values) & (values > 0))
        reason[bad & ok] = "bad task: parallelism, threads, messages and cpu_threads must be positive"
        ok &= ~bad
    parallelism, threads = (np.where(np.isnan(parallelism), np.where(np.isnan(threads), FULLY_PARALLEL, threads), parallelism),
                            np.where(np.isnan(threads), np.where(np.isnan(parallelism), 0.0, parallelism), threads))
    names = _platform_names(advisor, frame)
    platform_codes, platform_names = pd.factorize(names)
    cpu_corr, gpu_corr = _corrections(advisor, frame, names)
    settings = advisor.settings
    columns: dict[str, Any] = {c: np.full(n, np.nan) for c in OUTPUT}
    gpu_choice, gpu_index = np.zeros(n, bool), np.full(n, -1)
    model_codes, models = np.full(n, -1), []  # index into the GPU models of all platforms
    for code, name in enumerate(platform_names):
        rows = (platform_codes == code) & ok
        try:
            roofs = advisor.roofs(name)
        except Exception as exc:  # noqa: BLE001 - a missing platform spoils only its own rows
            reason[rows] = f"unknown platform {name!r}: {exc}"
            ok &= ~rows
            continue
        if not rows.any():
            continue
        every = rows.all()  # one platform, no bad rows: no copies
        sub = Columns(*(a if every or np.isscalar(a) else a[rows] for a in (
            flops, precision, dram, h2d, d2h, h2d_n, d2h_n, launches, parallelism, threads, cpu_threads, vectorized, cpu_corr, gpu_corr)),
            precision_names=tuple(precision_names))
        d = evaluate_columns(sub, roofs, advisor.weights, advisor._cost_fn, settings.energy_model, settings.tdp_factor)
        idx = np.flatnonzero(rows)
        reason[idx[~d.valid]] = f"bad task: precision not on platform {name!r}"
        ok[idx[~d.valid]] = False
        good, idx = d.valid, idx[d.valid]
        for column in ("cpu_time_s", "gpu_time_s", "cpu_energy_j", "gpu_energy_j", "cpu_cost", "gpu_cost", "speedup", "robustness"):
            columns[column][idx] = getattr(d, column)[good]
        gpu_choice[idx], gpu_index[idx] = d.gpu[good], d.gpu_index[good]
        offsets = np.array([len(models) + i for i in range(len(roofs.gpus))] + [-1])
        model_codes[idx] = offsets[d.gpu_index[good]]
        models.extend(g.model for g in roofs.gpus)
    device = np.where(ok, gpu_choice, advisor.default_device == "gpu")
    with_gpu = model_name("roofline", "roofline", settings.energy_model, advisor.cost_model)
    cpu_only = model_name("roofline", None, settings.energy_model, advisor.cost_model)
    columns.update(
        device=_strings(device.astype(int), ["cpu", "gpu"]), gpus=device.astype(int),
        platform=_strings(platform_codes, list(platform_names)), gpu_model=_strings(model_codes, models),
        gpu_index=np.where(ok, gpu_index, -1), model=_strings(np.where(ok, np.where(gpu_index >= 0, 0, 1), 2), [with_gpu, cpu_only, "default"]),
        fallback=~ok, reason=pd.Series(reason, index=frame.index, dtype=object),
    )
    if (~ok).any():
        log.warning("advisor: %d of %d tasks got the default placement (first: %s)", int((~ok).sum()), n, reason[~ok][0])
    return _frame(frame.index, columns)


def _corrections(advisor: Advisor, frame: Any, names: np.ndarray) -> tuple[Any, Any]:
    corrections = advisor.corrections
    if not corrections:
        return 1.0, 1.0
    workloads = frame["workload"].fillna(RAW_LABEL).to_numpy(dtype=object) if "workload" in frame else np.full(len(frame), RAW_LABEL, dtype=object)
    kernels = np.full(len(frame), RAW_LABEL, dtype=object)
    for column in ("name", "kernel"):  # as Task.label: the kernel, else the name
        if column in frame:
            values = frame[column].to_numpy(dtype=object)
            kernels = np.where(pd.isna(values), kernels, values)
    cpu = np.array([corrections.get((w, k, p, "cpu"), 1.0) for w, k, p in zip(workloads, kernels, names)], dtype=float)
    gpu = np.array([corrections.get((w, k, p, "gpu"), 1.0) for w, k, p in zip(workloads, kernels, names)], dtype=float)
    return cpu, gpu

