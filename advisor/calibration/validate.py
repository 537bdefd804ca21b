"""Predicted against measured: run the reference kernels here, record them, score the model.

For each kernel and dataset the CPU reference (:mod:`.reference`) is timed and
recorded in the history (:mod:`advisor.history`); the prediction is the CPU
option of :func:`advisor.recommend.recommend_kernel` -- the same number
``advisor recommend`` prints -- once by pure analysis and, where the history
holds learned factors for the platform, once corrected. The error of a
prediction is ``(predicted - measured) / measured``; MAPE is the mean of its
absolute value. Where a GPU was measured too, the placement is correct when
the device predicted faster is the device measured faster.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from ..history import HistoryStore, MeasuredRun
from ..platform import Platform
from ..recommend import Settings, recommend_kernel
from ..workload import Kernel, Workload
from .fitting import mape
from .reference import ReferenceRun, run_cpu

Step = Callable[[str], None]


@dataclass(frozen=True)
class Comparison:
    workload: str
    kernel: str
    dataset: str
    device: str
    sizes: Mapping[str, float]
    measured_s: float
    predicted_s: float  # pure analysis
    corrected_s: float | None  # prediction x learned factor, where one exists
    bound: str
    how: str
    times_s: tuple[float, ...] = ()  # every timed repetition (the measurement is their median)

    @property
    def error_pct(self) -> float:
        return (self.predicted_s - self.measured_s) / self.measured_s * 100.0

    @property
    def corrected_error_pct(self) -> float | None:
        return None if self.corrected_s is None else (self.corrected_s - self.measured_s) / self.measured_s * 100.0

    def to_dict(self) -> dict:
        return {"workload": self.workload, "kernel": self.kernel, "dataset": self.dataset, "device": self.device,
                "sizes": dict(self.sizes), "measured_s": self.measured_s, "predicted_s": self.predicted_s,
                "error_pct": self.error_pct, "corrected_s": self.corrected_s, "corrected_error_pct": self.corrected_error_pct,
                "bound": self.bound, "how": self.how}


@dataclass(frozen=True)
class Summary:
    runs: int
    mape_pct: float
    corrected_mape_pct: float | None  # over the runs that have a factor
    corrected_runs: int
    placement_correct: int | None  # kernels x datasets measured on both devices with the faster one predicted
    placement_total: int

    def to_dict(self) -> dict:
        return {"scope": "summary", "runs": self.runs, "mape_pct": self.mape_pct, "corrected_mape_pct": self.corrected_mape_pct,
                "corrected_runs": self.corrected_runs, "placement_correct": self.placement_correct, "placement_total": self.placement_total}


def predict_cpu_s(workload: Workload, kernel_name: str, platform: Platform, dataset: str, sizes: Mapping[str, float] | None = None,
                  corrections: Mapping[tuple[str, str, str, str], float] | None = None) -> tuple[float, str]:
    """The CPU time ``advisor recommend`` predicts (and its bound), with ``corrections`` applied if given."""
    kernel = workload.kernels[kernel_name]
    overrides = None
    if sizes is not None and dict(kernel.sizes(dataset)) != dict(sizes):
        overrides = {p: sizes[p] for p in kernel.params}
    rec = recommend_kernel(workload, kernel, platform, dataset, overrides, Settings(corrections=dict(corrections or {})))
    return rec.cpu.time_s, rec.cpu.bound


def predict_gpu_s(workload: Workload, kernel_name: str, platform: Platform, dataset: str, sizes: Mapping[str, float] | None = None,
                  corrections: Mapping[tuple[str, str, str, str], float] | None = None) -> tuple[float, str]:
    """The GPU on-chip (kernel) time of the best GPU option, without transfers and launch, and its bound."""
    kernel = workload.kernels[kernel_name]
    overrides = {p: sizes[p] for p in kernel.params} if sizes is not None else None
    rec = recommend_kernel(workload, kernel, platform, dataset, overrides, Settings(corrections=dict(corrections or {})))
    if rec.gpu is None:
        raise KeyError(f"{platform.name} has no GPU")
    return rec.gpu.compute_s, rec.gpu.bound


def compare(workload: Workload, run: ReferenceRun, platform: Platform,
            corrections: Mapping[tuple[str, str, str, str], float]) -> Comparison:
    predict = predict_gpu_s if run.device == "gpu" else predict_cpu_s
    predicted, bound = predict(workload, run.kernel, platform, run.dataset, run.sizes)
    key = (workload.name, run.kernel, platform.name, run.device)
    corrected = predict(workload, run.kernel, platform, run.dataset, run.sizes, corrections)[0] if key in corrections else None
    return Comparison(workload.name, run.kernel, run.dataset, run.device, dict(run.sizes), run.median_s, predicted, corrected, bound, run.how,
                      tuple(run.times_s))


def _measure_all(workload: Workload, platform: Platform, datasets: Sequence[str], names: Iterable[str], device: str,
                 run_one: Callable[[Kernel, str], ReferenceRun], store: HistoryStore | None, step: Step | None,
                 on_error: Callable[[str, str, Exception], None] | None, record: bool) -> list[Comparison]:
    """Measure ``run_one(kernel, dataset)`` for every kernel x dataset, record the runs, compare with the model."""
    step = step or (lambda label: None)
    corrections = store.corrections() if store is not None else {}
    results = []
    for dataset in datasets:
        for name in names:
            kernel = workload.kernels[name]
            step(f"{name} {dataset}" + (" (GPU)" if device == "gpu" else ""))
            try:
                run = run_one(kernel, dataset)
            except Exception as exc:
                if on_error is None:
                    raise
                on_error(name, dataset, exc)
                continue
            if store is not None and record:
                store.record(MeasuredRun(workload.name, name, dataset, run.sizes, platform.name, device, run.median_s, None, None, run.how))
            results.append(compare(workload, run, platform, corrections))
    return results


def validate_cpu(workload: Workload, platform: Platform, datasets: Sequence[str], kernels: Iterable[str] | None = None,
                 store: HistoryStore | None = None, reps: int = 10, budget_s: float = 1.0, step: Step | None = None,
                 on_error: Callable[[str, str, Exception], None] | None = None, record: bool = True) -> list[Comparison]:
    """Measure every kernel x dataset on this CPU, record the runs in ``store`` (unless not ``record``), compare with the model."""
    def run_one(kernel: Kernel, dataset: str) -> ReferenceRun:
        return run_cpu(kernel, dataset, kernel.sizes(dataset), reps=reps, budget_s=budget_s)

    return _measure_all(workload, platform, datasets, list(kernels or workload.kernels), "cpu", run_one, store, step, on_error, record)


def validate_gpu(workload: Workload, platform: Platform, datasets: Sequence[str], kernels: Iterable[str] | None = None,
                 store: HistoryStore | None = None, reps: int = 10, step: Step | None = None,
                 on_error: Callable[[str, str, Exception], None] | None = None, record: bool = True) -> list[Comparison]:
    """The same on the first GPU through CuPy, for the kernels that have a launch spec (:mod:`.gpu_reference`)."""
    from .gpu_reference import SPECS, run_gpu

    def run_one(kernel: Kernel, dataset: str) -> ReferenceRun:
        run, transfer_s = run_gpu(kernel.name, dataset, kernel.sizes(dataset), reps=reps)
        return replace(run, how=f"{run.how}; kernel time only, transfers H2D + D2H {transfer_s:.4g} s")

    names = [k for k in (kernels or list(workload.kernels)) if k in SPECS]
    return _measure_all(workload, platform, datasets, names, "gpu", run_one, store, step, on_error, record)


def summarize(comparisons: Sequence[Comparison]) -> Summary:
    corrected = [c for c in comparisons if c.corrected_s is not None]
    by_case: dict[tuple[str, str], dict[str, Comparison]] = {}
    for c in comparisons:
        by_case.setdefault((c.kernel, c.dataset), {})[c.device] = c
    both = [v for v in by_case.values() if "cpu" in v and "gpu" in v]
    correct = None
    if both:
        correct = sum((v["cpu"].predicted_s <= v["gpu"].predicted_s) == (v["cpu"].measured_s <= v["gpu"].measured_s) for v in both)
    return Summary(
        runs=len(comparisons),
        mape_pct=mape([c.predicted_s for c in comparisons], [c.measured_s for c in comparisons]) if comparisons else math.nan,
        corrected_mape_pct=mape([c.corrected_s for c in corrected], [c.measured_s for c in corrected]) if corrected else None,
        corrected_runs=len(corrected),
        placement_correct=correct,
        placement_total=len(both),
    )
