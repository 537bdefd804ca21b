"""Predicted against measured: run the reference kernels here, record them, score the model.

For each kernel and dataset the CPU reference (:mod:`.reference`) is timed in
``runs`` separate runs, interleaved (run 1 of every kernel, then run 2, ...: a
burst of other work hits one run of many kernels, not every run of one), each
the median of its repetitions; the measurement is the median of the runs and its
spread their coefficient of variation. The prediction is the CPU option of
:func:`advisor.recommend.recommend_kernel` -- the same number ``advisor
recommend`` prints -- once by pure analysis and, where the history holds
learned factors for the platform, once corrected. The error of a prediction is
``(predicted - measured) / measured``; MAPE is the mean of its absolute value.
Where a GPU was measured too, the placement is correct when the device
predicted faster is the device measured faster.

A host whose runs do not repeat (:func:`noisy_host`: the typical spread above
``NOISY_SPREAD``, or other work keeping cores busy) measures the neighbours, not
the kernels: ``advisor validate`` then neither records nor scores the runs
unless told to (``--allow-noisy``), so that ``advisor fit`` does not learn from noise.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from ..history import MeasuredRun
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
    times_s: tuple[float, ...] = ()  # every timed repetition of every run
    run_medians_s: tuple[float, ...] = ()  # one per run (the measurement is their median)

    @property
    def spread(self) -> float | None:
        """Coefficient of variation of the runs (None from a single run)."""
        if len(self.run_medians_s) < 2:
            return None
        return statistics.stdev(self.run_medians_s) / statistics.fmean(self.run_medians_s)

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
                "bound": self.bound, "how": self.how, "runs": len(self.run_medians_s) or 1, "spread": self.spread}


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


def compare(workload: Workload, runs: Sequence[ReferenceRun], platform: Platform,
            corrections: Mapping[tuple[str, str, str, str], float]) -> Comparison:
    """The measurement (median of the runs' medians) of one kernel at one size against the model."""
    first = runs[0]
    predict = predict_gpu_s if first.device == "gpu" else predict_cpu_s
    predicted, bound = predict(workload, first.kernel, platform, first.dataset, first.sizes)
    key = (workload.name, first.kernel, platform.name, first.device)
    corrected = predict(workload, first.kernel, platform, first.dataset, first.sizes, corrections)[0] if key in corrections else None
    medians = tuple(run.median_s for run in runs)
    return Comparison(workload.name, first.kernel, first.dataset, first.device, dict(first.sizes), statistics.median(medians),
                      predicted, corrected, bound, first.how, tuple(t for run in runs for t in run.times_s), medians)


@dataclass(frozen=True)
class Validation:
    """What ``advisor validate`` measured: the comparisons, the runs to record, and how busy the host was."""

    comparisons: tuple[Comparison, ...]
    runs: tuple[MeasuredRun, ...]
    other_cores_busy: float | None = None  # cores other work kept busy meanwhile (None: not measurable)

    def __add__(self, other: Validation) -> Validation:
        busy = [b for b in (self.other_cores_busy, other.other_cores_busy) if b is not None]
        return Validation(self.comparisons + other.comparisons, self.runs + other.runs, max(busy) if busy else None)


NOISY_SPREAD = 0.10  # runs of one kernel that differ by more than this (CV), typically, measure other work
BUSY_CORES = 0.25  # other work keeping more than this many cores busy


def noisy_host(validation: Validation) -> str | None:
    """Why the host is too noisy to learn from (None when it is quiet enough)."""
    spreads = [c.spread for c in validation.comparisons if c.spread is not None]
    if spreads and statistics.median(spreads) > NOISY_SPREAD:
        return (f"runs of the same kernel differ by {100 * statistics.median(spreads):.0f} % (median coefficient of variation; "
                f"at most {100 * NOISY_SPREAD:.0f} % expected)")
    busy = validation.other_cores_busy
    if busy is not None and busy > BUSY_CORES:
        return f"other work kept {busy:.2f} cores busy while the kernels ran"
    return None


def _measure_all(workload: Workload, platform: Platform, datasets: Sequence[str], names: Iterable[str], device: str,
                 run_one: Callable[[Kernel, str], ReferenceRun], runs: int, corrections: Mapping[tuple[str, str, str, str], float],
                 step: Step | None, on_error: Callable[[str, str, Exception], None] | None) -> Validation:
    """Measure ``run_one(kernel, dataset)`` ``runs`` times for every kernel x dataset, interleaved, and compare with the model."""
    from .cpu import OtherLoad

    step = step or (lambda label: None)
    others = OtherLoad()
    measured: dict[tuple[str, str], list[ReferenceRun]] = {}
    failed: set[tuple[str, str]] = set()
    for index in range(runs):
        for dataset in datasets:
            for name in names:
                if (name, dataset) in failed:
                    continue
                step(f"{name} {dataset}" + (" (GPU)" if device == "gpu" else "") + (f", run {index + 1}/{runs}" if runs > 1 else ""))
                try:
                    measured.setdefault((name, dataset), []).append(run_one(workload.kernels[name], dataset))
                except Exception as exc:
                    if on_error is None:
                        raise
                    on_error(name, dataset, exc)
                    failed.add((name, dataset))
                    measured.pop((name, dataset), None)
    records = tuple(MeasuredRun(workload.name, run.kernel, run.dataset, run.sizes, platform.name, device, run.median_s, None, None,
                                f"{run.how}; run {i + 1} of {len(group)}")
                    for group in measured.values() for i, run in enumerate(group))
    comparisons = tuple(compare(workload, group, platform, corrections) for group in measured.values())
    return Validation(comparisons, records, others.cores_busy())


def validate_cpu(workload: Workload, platform: Platform, datasets: Sequence[str], kernels: Iterable[str] | None = None,
                 corrections: Mapping[tuple[str, str, str, str], float] | None = None, reps: int = 10, budget_s: float = 1.0,
                 runs: int = 3, step: Step | None = None, on_error: Callable[[str, str, Exception], None] | None = None) -> Validation:
    """Measure every kernel x dataset on this CPU ``runs`` times and compare with the model (``corrections``: learned factors)."""
    def run_one(kernel: Kernel, dataset: str) -> ReferenceRun:
        return run_cpu(kernel, dataset, kernel.sizes(dataset), reps=reps, budget_s=budget_s)

    return _measure_all(workload, platform, datasets, list(kernels or workload.kernels), "cpu", run_one, runs, corrections or {},
                        step, on_error)


def validate_gpu(workload: Workload, platform: Platform, datasets: Sequence[str], kernels: Iterable[str] | None = None,
                 corrections: Mapping[tuple[str, str, str, str], float] | None = None, reps: int = 10, runs: int = 3,
                 step: Step | None = None, on_error: Callable[[str, str, Exception], None] | None = None) -> Validation:
    """The same on the first GPU through CuPy, for the kernels that have a launch spec (:mod:`.gpu_reference`)."""
    from .gpu_reference import SPECS, run_gpu

    def run_one(kernel: Kernel, dataset: str) -> ReferenceRun:
        run, transfer_s = run_gpu(kernel.name, dataset, kernel.sizes(dataset), reps=reps)
        return replace(run, how=f"{run.how}; kernel time only, transfers H2D + D2H {transfer_s:.4g} s")

    names = [k for k in (kernels or list(workload.kernels)) if k in SPECS]
    return _measure_all(workload, platform, datasets, names, "gpu", run_one, runs, corrections or {}, step, on_error)


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
