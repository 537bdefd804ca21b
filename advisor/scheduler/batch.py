"""``Advisor.place_many``: a pandas DataFrame of tasks in, a DataFrame of placements out.

Input columns (one row per task; units as the names say). A **raw** row:

    required  flops, dram_bytes, h2d_bytes, d2h_bytes, launches, precision
    optional  parallelism, threads, h2d_messages, d2h_messages, cpu_threads,
              vectorized, host_memory, process, h2d_fresh_bytes, d2h_fresh_bytes, platform,
              workload, kernel, name

A **kernel** row names a catalog kernel instead (``workload``, ``kernel`` and
optionally ``dataset``, with no ``flops`` or ``dram_bytes``). A missing
optional value (NaN, None) takes the default of a
:class:`~advisor.scheduler.task.Task`. A text column may be categorical (the
fastest: its codes are used as they are). Output (same index): ``device``,
``gpus``, ``platform``, ``gpu_model``, ``gpu_index``, ``cpu_time_s``,
``gpu_time_s``, ``cpu_energy_j``, ``gpu_energy_j``, ``cpu_cost``, ``gpu_cost``,
``speedup``, ``robustness``, ``confidence``, ``model``, ``fallback``, ``reason`` (``device``,
``platform`` and ``model`` are categorical: a few distinct strings; ``gpu_model`` and
``reason`` are a string or None, as in :meth:`Advisor.place`).

Raw rows are decided per platform in one call of the core's functions
(:func:`advisor.core.evaluation.evaluate`, :func:`advisor.core.decision.price`,
:func:`advisor.core.decision.decide`) on counts whose fields are numpy arrays, one
element per row: the same code that decides a single task. A batch of at least
``2 * PIECE_ROWS`` rows spreads its groups, in pieces, over the CPUs the process
may use (numpy computes on an array with the interpreter released);
the answers do not depend on how the rows were split. Kernel rows, and
every row when a kernel-predictor plugin is in use, are placed one by one with
:meth:`Advisor.place`. A bad row (what :meth:`Advisor.place` refuses: a negative,
implausibly large count, a fraction of a message or a thread, a ``vectorized`` that is not a boolean, an
unknown precision or platform, a precision the platform lacks) gets the default
placement with its reason; the batch as a whole runs under the advisor's guard with a deadline of
``timeout_s + len(frame) * PER_ROW_BUDGET_S``, after which (or on any
exception) every row gets the default placement. No row is ever dropped.
"""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Protocol, TypeVar

import numpy as np
import pandas as pd

from ..calibration.sysinfo import usable_cpus
from ..core.certainty import certainty
from ..core.counts import KernelCounts, StepCounts
from ..core.decision import decide, price
from ..core.evaluation import evaluate
from ..core.settings import Corrections, Settings
from ..cpu.descriptor import CpuImplementation
from ..elementwise import pick
from ..errors import DescriptorError
from ..link.hostcode import HOST_MEMORY, PROCESSES, HostCode
from ..platform import Platform
from ..schema.precision import PRECISIONS, element_bytes
from .failsafe import Guard
from .placement import Placement, model_name
from .task import FULLY_PARALLEL, MAX_TASK_NUMBER, RAW_LABEL, implausible, not_whole, raw_fresh_bytes, too_many_messages

REQUIRED = ("flops", "dram_bytes", "h2d_bytes", "d2h_bytes", "launches", "precision")
KERNEL_TASK = ("workload", "kernel")
PER_ROW_BUDGET_S = 20e-6
PIECE_ROWS = 10_000  # rows enough for a thread of their own (numpy releases the interpreter while it computes on an array)
T = TypeVar("T")
log = logging.getLogger("advisor.scheduler")
OUTPUT = ("device", "gpus", "platform", "gpu_model", "gpu_index", "cpu_time_s", "gpu_time_s", "cpu_energy_j", "gpu_energy_j",
          "cpu_cost", "gpu_cost", "speedup", "robustness", "confidence", "model", "fallback", "reason")
# A string or None, as a Placement has them: object columns (pandas 3 would infer strings and turn None into NaN).
OPTIONAL_TEXT = ("gpu_model", "reason")
_NUMBERS = ("cpu_time_s", "gpu_time_s", "cpu_energy_j", "gpu_energy_j", "cpu_cost", "gpu_cost", "speedup", "robustness", "confidence")


class Advisor(Protocol):
    """What a batch reads of the :class:`advisor.scheduler.placer.Advisor` that places it."""

    settings: Settings
    corrections: Corrections
    default_platform: str
    default_device: str
    guard: Guard

    def platform(self, name: str | None = None) -> Platform: ...

    def place(self, task: Any) -> Placement: ...


def _floats(frame: Any, name: str, default: float = np.nan) -> np.ndarray:
    if name not in frame:
        return np.full(len(frame), default)
    column = frame[name]
    if column.dtype.kind not in "fiu":  # text or objects: what does not read as a number is missing (numbers as they are)
        column = pd.to_numeric(column, errors="coerce")
    return column.to_numpy(dtype=float, na_value=np.nan)


def _flags(frame: Any, name: str, n: int) -> tuple[np.ndarray, np.ndarray]:
    """(each row's flag, whether it is one) of a true/false column: missing is true (a raw task's default), and as in
    place() a value that is not a boolean (``"no"``, 0) is not one, rather than read by its truth."""
    if name not in frame:
        return np.ones(n, bool), np.ones(n, bool)
    column = frame[name]
    if column.dtype == bool:
        return column.to_numpy(), np.ones(n, bool)
    values = column.to_numpy(dtype=object)
    missing = pd.isna(values)
    flagged = missing | np.fromiter((type(v) in (bool, np.bool_) for v in values), bool, n)
    return np.where(missing | ~flagged, True, values).astype(bool), flagged


def _strings(codes: np.ndarray, names: list[Any]) -> Any:
    """A categorical column: cheap for 1e5 rows of a few distinct strings."""
    return pd.Categorical.from_codes(codes, categories=pd.Index(names, dtype=object)) if len(names) else pd.Categorical([None] * len(codes))


def _names_or_none(codes: np.ndarray, names: list[str]) -> np.ndarray:
    """``names[code]``, None for code -1 (a categorical would hold NaN there)."""
    return np.array([*names, None], dtype=object)[codes]


def _column(name: str, values: Any, index: Any) -> Any:
    """The same type of column from every path: text or None; float numbers, NaN for none (place() says None)."""
    if name in OPTIONAL_TEXT:
        return pd.Series(values, index=index, dtype=object)
    return np.asarray(values, dtype=float) if name in _NUMBERS else values


def _frame(index: Any, columns: dict[str, Any]) -> Any:
    """The output frame over ``columns``, arrays made for it alone: kept as they are (copying them into one block per
    type costs more than the rest of a batch's bookkeeping)."""
    return pd.DataFrame({name: _column(name, columns[name], index) for name in OUTPUT}, index=index, copy=False)


def _defaults(advisor: Advisor, frame: Any, reason: str) -> Any:
    n = len(frame)
    codes, names = _codes(frame, "platform", advisor.default_platform)
    columns: dict[str, Any] = {c: np.full(n, np.nan) for c in OUTPUT}
    columns.update(device=_strings(np.full(n, 0), [advisor.default_device]), gpus=np.full(n, int(advisor.default_device == "gpu")),
                   platform=_strings(codes, list(names)), gpu_model=np.full(n, None, dtype=object), gpu_index=np.full(n, -1),
                   model=_strings(np.zeros(n, int), ["default"]), fallback=np.ones(n, bool),
                   reason=np.full(n, reason, dtype=object))
    return _frame(frame.index, columns)


def _kernel_rows(frame: Any) -> np.ndarray:
    """Rows that name a catalog kernel and give no raw counts."""
    if not all(c in frame for c in KERNEL_TASK):
        return np.zeros(len(frame), bool)
    named = frame["workload"].notna().to_numpy() & frame["kernel"].notna().to_numpy()
    raw = np.zeros(len(frame), bool)
    for column in ("flops", "dram_bytes"):
        if column in frame:
            raw |= frame[column].notna().to_numpy()
    return named & ~raw


def place_frame(advisor: Advisor, frame: Any) -> Any:
    kernel_rows = _kernel_rows(frame)
    missing = [c for c in REQUIRED if c not in frame]
    if missing and not kernel_rows.all():
        raise DescriptorError("place_many", missing[0], f"missing column (required: {', '.join(REQUIRED)}, or {' and '.join(KERNEL_TASK)})")
    if advisor.settings.predictor is not None or kernel_rows.all():  # a per-task plugin, or catalog kernels: one by one
        return _row_by_row(advisor, frame)
    timeout = advisor.guard.timeout_s + len(frame) * PER_ROW_BUDGET_S
    placed = advisor.guard.call(lambda: _vectorised(advisor, frame[~kernel_rows] if kernel_rows.any() else frame),
                                lambda reason: _defaults(advisor, frame[~kernel_rows], reason),
                                what=f"batch of {len(frame)} tasks", timeout_s=timeout)
    if not kernel_rows.any():
        return placed
    return pd.concat([placed, _row_by_row(advisor, frame[kernel_rows])]).loc[frame.index]


def _row_by_row(advisor: Advisor, frame: Any) -> Any:
    rows = []
    for record in frame.to_dict("records"):
        task = {k: v for k, v in record.items() if v is not None and not (isinstance(v, float) and np.isnan(v))}
        rows.append(advisor.place(task).to_dict())
    out = _frame(frame.index, {name: [row[name] for row in rows] for name in OUTPUT})
    out["gpu_index"] = out["gpu_index"].fillna(-1).astype(int)
    return out


def _vectorised(advisor: Advisor, frame: Any) -> Any:
    n = len(frame)
    reason = np.full(n, None, dtype=object)
    flops, dram, h2d, d2h, launches = (_floats(frame, c) for c in REQUIRED[:5])
    parallelism, threads = _floats(frame, "parallelism"), _floats(frame, "threads")
    h2d_n, d2h_n = _floats(frame, "h2d_messages", 1.0), _floats(frame, "d2h_messages", 1.0)
    h2d_n, d2h_n = np.where(np.isnan(h2d_n), 1.0, h2d_n), np.where(np.isnan(d2h_n), 1.0, d2h_n)
    h2d_fresh, d2h_fresh = _floats(frame, "h2d_fresh_bytes"), _floats(frame, "d2h_fresh_bytes")
    cpu_threads = _floats(frame, "cpu_threads")
    vectorized, flagged = _flags(frame, "vectorized", n)
    precision, precision_names = _factorised(frame["precision"])
    ok = _among(precision, precision_names, PRECISIONS)
    reason[~ok] = "bad task: unknown precision"
    reason[~flagged & ok] = "bad task: vectorized must be true or false"
    ok &= flagged
    for values in (flops, dram, h2d, d2h):
        bad = ~(np.isfinite(values) & (values >= 0))
        reason[bad & ok] = "bad task: a count is negative, missing or not finite"
        ok &= ~bad
    bad = ~(np.isfinite(launches) & (launches > 0))
    reason[bad & ok] = "bad task: launches must be positive and finite"
    ok &= ~bad
    for values in (parallelism, threads, h2d_n, d2h_n, cpu_threads):
        bad = ~np.isnan(values) & ~(np.isfinite(values) & (values > 0))
        reason[bad & ok] = "bad task: parallelism, threads, messages and cpu_threads must be positive"
        ok &= ~bad
    # place()'s other rules on numbers (task.py), on the columns given (a default breaks neither)
    given = {"flops": flops, "dram_bytes": dram, "h2d_bytes": h2d, "d2h_bytes": d2h, "launches": launches, "parallelism": parallelism,
             "threads": threads, "h2d_messages": h2d_n, "d2h_messages": d2h_n, "cpu_threads": cpu_threads, "h2d_fresh_bytes": h2d_fresh,
             "d2h_fresh_bytes": d2h_fresh}
    given = {name: values for name, values in given.items() if name in frame}
    for name in ("h2d_messages", "d2h_messages", "cpu_threads"):
        if name in given:
            bad = not_whole(given[name])
            reason[bad & ok] = "bad task: messages and cpu_threads must be whole numbers"
            ok &= ~bad
    bad = functools.reduce(np.logical_or, (implausible(values) for values in given.values()), np.zeros(n, bool))
    reason[bad & ok] = f"bad task: a number over {MAX_TASK_NUMBER:g} is implausibly large"
    ok &= ~bad
    bad = (h2d_fresh < 0) | (h2d_fresh > h2d) | (d2h_fresh < 0) | (d2h_fresh > d2h)  # NaN (not given) compares False
    reason[bad & ok] = "bad task: fresh bytes must lie between 0 and the bytes copied"
    ok &= ~bad
    bad = too_many_messages(h2d_n, h2d) | too_many_messages(d2h_n, d2h)
    reason[bad & ok] = "bad task: more messages than bytes copied"
    ok &= ~bad
    # The defaults of a raw Task (see task.py): parallelism from threads, threads from parallelism.
    parallelism, threads = (np.where(np.isnan(parallelism), np.where(np.isnan(threads), FULLY_PARALLEL, threads), parallelism),
                            np.where(np.isnan(threads), np.where(np.isnan(parallelism), 0.0, parallelism), threads))
    platform_codes, platform_names = _codes(frame, "platform", advisor.default_platform)
    labels = _labels(frame) if advisor.corrections else (RAW_LABEL, RAW_LABEL)
    # the host code of each row, (memory, process), as a code into the pairs of the distinct values of each: hashing a
    # few distinct strings per column, not 1e5 pairs
    memory_codes, memories = _codes(frame, "host_memory", "pageable")
    process_codes, processes = _codes(frame, "process", "fresh")
    host_codes = memory_codes * len(processes) + process_codes
    host_names = [(memory, process) for memory in memories for process in processes]
    for column, part, allowed in (("host_memory", 0, HOST_MEMORY), ("process", 1, PROCESSES)):
        valid = _among(host_codes, [pair[part] for pair in host_names], allowed)
        reason[~valid & ok] = f"bad task: unknown {column}"
        ok &= valid
    groups = []  # (rows, platform, host code): the rows of one platform and one host code, evaluated in one call
    for code, name in enumerate(platform_names):
        rows = (platform_codes == code) & ok
        if not rows.any():  # a category no row uses, or rows bad already: nothing to load
            continue
        try:
            platform = advisor.platform(name)
        except Exception as exc:  # noqa: BLE001 - a missing platform spoils only its own rows
            reason[rows] = f"unknown platform {name!r}: {exc}"
            ok &= ~rows
            continue
        lacking = rows & ~_among(precision, precision_names, _supported(platform))
        reason[lacking] = f"bad task: precision not on platform {name!r}"
        ok &= ~lacking
        rows &= ~lacking
        for host_code, host_pair in enumerate(host_names):
            idx = np.flatnonzero(rows & (host_codes == host_code)) if len(host_names) > 1 else np.flatnonzero(rows)
            if len(idx):
                groups.append((idx, platform, host_pair))
    settings = advisor.settings

    def decided(idx: np.ndarray, platform: Platform, host_pair: tuple[str, str]) -> _Decided | str:
        return _decided(_counts(idx, flops, precision, precision_names, dram, h2d, d2h, h2d_n, d2h_n, launches, parallelism, threads,
                                cpu_threads, vectorized, labels, host_pair, h2d_fresh, d2h_fresh), platform, settings)

    workers = usable_cpus() if n >= 2 * PIECE_ROWS else 1
    if workers > 1:  # a large group in pieces, one per thread: no thread left alone with the last large group
        groups = [(piece, platform, host_pair) for idx, platform, host_pair in groups
                  for piece in np.array_split(idx, min(workers, -(-len(idx) // PIECE_ROWS)))]
    answers = _concurrently([functools.partial(decided, *group) for group in groups], workers=workers)
    columns: dict[str, Any] = {c: np.full(n, np.nan) for c in _NUMBERS}
    on_gpu, gpu_index = np.zeros(n, bool), np.full(n, -1)
    model_codes, models = np.full(n, -1), {"default": 0}  # code of each distinct model string
    gpu_codes, gpu_models = np.full(n, -1), {}  # code of each distinct GPU model
    for (idx, _, _), answer in zip(groups, answers):  # in the groups' order: the same codes whatever ran first
        if isinstance(answer, str):
            reason[idx] = answer
            ok[idx] = False
            continue
        for name, values in answer.numbers.items():
            columns[name][idx] = values
        if answer.gpus:
            on_gpu[idx], gpu_index[idx] = answer.on_gpu, answer.best_gpu
            gpu_codes[idx] = np.array([gpu_models.setdefault(device, len(gpu_models)) for device in answer.gpus])[answer.best_gpu]
        model_codes[idx] = models.setdefault(answer.model, len(models))
    device = np.where(ok, on_gpu, advisor.default_device == "gpu")
    columns.update(
        device=_strings(device.astype(int), ["cpu", "gpu"]), gpus=device.astype(int),
        platform=_strings(platform_codes, list(platform_names)), gpu_model=_names_or_none(np.where(ok, gpu_codes, -1), list(gpu_models)),
        gpu_index=np.where(ok, gpu_index, -1), model=_strings(np.where(ok, model_codes, 0), list(models)),
        fallback=~ok, reason=reason,
    )
    if (~ok).any():
        log.warning("advisor: %d of %d tasks got the default placement (first: %s)", int((~ok).sum()), n, reason[~ok][0])
    return _frame(frame.index, columns)


@dataclass(frozen=True)
class _Decided:
    """The answers for one group of rows: each output number, and the choice."""

    numbers: dict[str, Any]  # output column -> values of the group's rows
    on_gpu: Any
    best_gpu: Any
    gpus: tuple[str, ...]  # the GPU models of the platform, by index
    model: str


def _decided(counts: KernelCounts, platform: Platform, settings: Settings) -> _Decided | str:
    """evaluate, price, decide and the certainty of the rows of ``counts``; a DescriptorError is their reason to fall back."""
    try:
        evaluation = evaluate(counts, platform, settings)
    except DescriptorError as exc:  # e.g. managed memory on a node that does not price it: these rows only
        return f"bad task: {exc}"
    decision = decide(price(evaluation.options, settings.weights, settings.cost_model))
    cpu, gpus = evaluation.cpu, evaluation.gpus
    numbers = {"cpu_time_s": cpu.time_s, "cpu_energy_j": cpu.energy_j, "cpu_cost": decision.cpu_cost}
    if gpus:
        best = decision.best_gpu
        numbers.update(gpu_time_s=pick([g.time_s for g in gpus], best), gpu_energy_j=pick([g.energy_j for g in gpus], best),
                       gpu_cost=decision.gpu_cost, robustness=decision.robustness, speedup=evaluation.speedup(best),
                       confidence=certainty(evaluation, decision, counts, platform, settings.weights, settings.cost_model,
                                            settings.energy_model, settings.corrections).confidence)
    return _Decided(numbers, decision.on_gpu, decision.best_gpu, tuple(g.device for g in gpus),
                    model_name(cpu.model, gpus[0].model if gpus else None, settings))


def _concurrently(jobs: list[Callable[[], T]], workers: int) -> list[T]:
    """Each job's result, in the jobs' order, run on ``workers`` threads (this one and daemon ones: a batch the guard
    stopped waiting for must not hold the interpreter's exit); the first exception is raised here."""
    workers = min(workers, len(jobs))
    if workers <= 1:
        return [job() for job in jobs]
    results: list[Any] = [None] * len(jobs)
    errors: list[BaseException] = []
    pending = iter(enumerate(jobs))
    lock = threading.Lock()

    def work() -> None:
        while not errors:
            with lock:
                item = next(pending, None)
            if item is None:
                return
            try:
                results[item[0]] = item[1]()
            except BaseException as exc:  # noqa: BLE001 - raised in the caller's thread below
                errors.append(exc)

    helpers = [threading.Thread(target=work, name=f"advisor-batch-{i}", daemon=True) for i in range(workers - 1)]
    for helper in helpers:
        helper.start()
    work()
    for helper in helpers:
        helper.join()
    if errors:
        raise errors[0]
    return results


def _codes(frame: Any, column: str, default: str) -> tuple[np.ndarray, list[Any]]:
    """Each row's code into the distinct values of ``column`` (a missing column or value: ``default``)."""
    if column not in frame:
        return np.zeros(len(frame), dtype=np.intp), [default]
    codes, values = _factorised(frame[column])
    if (codes < 0).any():
        if default not in values:
            values.append(default)
        codes = np.where(codes < 0, values.index(default), codes)
    return codes, values


def _factorised(column: Any) -> tuple[np.ndarray, list[Any]]:
    """Each row's code into the distinct values of ``column``, -1 where it is missing: a categorical column's own
    codes, else ``pd.factorize`` of its array (half the time of factorising the Series)."""
    if isinstance(column.dtype, pd.CategoricalDtype):
        return column.cat.codes.to_numpy(dtype=np.intp), list(column.cat.categories)
    codes, values = pd.factorize(column.to_numpy())
    return codes, list(values)


def _among(codes: np.ndarray, names: list[Any], allowed: Any) -> np.ndarray:
    """Whether each row's code names one of ``allowed`` (code -1, a missing value: no); a lookup per row, where
    ``np.isin`` would sort."""
    return np.array([name in allowed for name in names] + [False])[codes]


def _supported(platform: Platform) -> set[str]:
    """Precisions every device of the node has a rate for."""
    supported = set(platform.cpu.flops_per_cycle_per_core)
    for gpu in platform.gpus:
        supported &= set(gpu.peak_flops_by_precision)
    return supported


def _counts(idx, flops, precision, precision_names, dram, h2d, d2h, h2d_n, d2h_n, launches, parallelism, threads,
            cpu_threads, vectorized, labels, host_pair, h2d_fresh, d2h_fresh) -> KernelCounts:
    """One-step counts of the rows ``idx``, as arrays: what :meth:`Task.counts` builds for one raw task."""
    codes, task_flops = precision[idx], flops[idx]
    present = np.flatnonzero(np.bincount(codes, minlength=len(precision_names)))  # the rows' precisions, known ones only
    sizes = np.zeros(len(precision_names))
    sizes[present] = [element_bytes(precision_names[c]) for c in present]
    step = StepCounts(
        name="task",
        # a product, not a selection: the same numbers (the counts are finite and not negative), at a seventh of the
        # time where the precisions are mixed (np.where mispredicts its branch on a random mask)
        flops=MappingProxyType({precision_names[c]: task_flops * (codes == c) for c in present}),
        compulsory_bytes=dram[idx], rereads=(), parallelism=parallelism[idx], launches=launches[idx],
        threads_per_launch=threads[idx], block=None, grid=None, element_bytes=sizes[codes],
    )
    workload, kernel = (labels[0][idx], labels[1][idx]) if isinstance(labels[0], np.ndarray) else labels
    cpu_threads = cpu_threads[idx]
    host_memory, process = host_pair
    return KernelCounts(
        workload=workload, kernel=kernel, sizes=MappingProxyType({}), steps=(step,),
        h2d_bytes=h2d[idx], h2d_messages=h2d_n[idx], d2h_bytes=d2h[idx], d2h_messages=d2h_n[idx], array_bytes=MappingProxyType({}),
        cpu=CpuImplementation(None if np.isnan(cpu_threads).all() else np.where(np.isnan(cpu_threads), np.inf, cpu_threads),
                              True if vectorized[idx].all() else vectorized[idx]),
        host=HostCode(host_memory, process=process),
        h2d_fresh_bytes=raw_fresh_bytes(host_memory, h2d_fresh[idx], 0.0),
        d2h_fresh_bytes=raw_fresh_bytes(host_memory, d2h_fresh[idx], d2h[idx]),
    )


def _labels(frame: Any) -> tuple[np.ndarray, np.ndarray]:
    """(workload, kernel) per row as keyed in corrections: as :attr:`Task.label`, the kernel, else the name."""
    n = len(frame)
    workloads = frame["workload"].fillna(RAW_LABEL).to_numpy(dtype=object) if "workload" in frame else np.full(n, RAW_LABEL, dtype=object)
    kernels = np.full(n, RAW_LABEL, dtype=object)
    for column in ("name", "kernel"):
        if column in frame:
            values = frame[column].to_numpy(dtype=object)
            kernels = np.where(pd.isna(values), kernels, values)
    return workloads, kernels

