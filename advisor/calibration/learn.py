"""Learn correction factors from the history: the BSP paper's lambda per kernel and device.

The BSP-based GPU model (Amaris et al. [amaris2015]) adjusts its prediction by
one factor lambda per application, the ratio of measured to predicted time,
"obtained empirically by executing one instance of the application ... with a
single input size" and reused for other sizes. Here every (workload, kernel, platform, device) with
measured runs gets its own lambda, fitted over all its runs outside the
hold-out datasets in log space (:func:`.fitting.fit_lambda`: the median of
log(measured / predicted), robust to runs slowed by other work).
The prediction is the pure analytical on-chip time at the run's sizes (CPU: the
roofline time ``advisor recommend`` prints; GPU: on-chip time of the best GPU option,
which is what ``Settings.corrections`` scales). Runs of the hold-out datasets
are kept aside to score the factors: MAPE before and after on data the fit has
not seen.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from ..history import Correction, HistoryStore, MeasuredRun
from ..platform import Platform
from ..workload import Workload
from .fitting import fit_lambda, mape
from .validate import predict_cpu_s, predict_gpu_s

Key = tuple[str, str, str, str]


@dataclass(frozen=True)
class FitReport:
    corrections: tuple[Correction, ...]
    fitted_runs: int
    holdout: tuple[str, ...]
    holdout_runs: int
    holdout_mape_before_pct: float | None
    holdout_mape_after_pct: float | None
    training_mape_before_pct: float | None
    training_mape_after_pct: float | None
    skipped: tuple[str, ...]  # why some runs could not be used
    holdout_by_dataset: tuple[tuple[str, int, float, float], ...] = ()  # (dataset, runs, MAPE before, after)

    def details(self) -> dict:
        return {"holdout": list(self.holdout), "fitted_runs": self.fitted_runs, "holdout_runs": self.holdout_runs,
                "holdout_by_dataset": {d: {"runs": n, "mape_before_pct": b, "mape_after_pct": a} for d, n, b, a in self.holdout_by_dataset},
                "holdout_mape_before_pct": self.holdout_mape_before_pct, "holdout_mape_after_pct": self.holdout_mape_after_pct,
                "training_mape_before_pct": self.training_mape_before_pct, "training_mape_after_pct": self.training_mape_after_pct}


def predicted_s(run: MeasuredRun, workload: Workload, platform: Platform) -> float:
    """Pure-analysis prediction of the measured quantity of ``run``."""
    if run.device == "cpu":
        return predict_cpu_s(workload, run.kernel, platform, run.dataset if run.dataset in workload.datasets else workload.default_dataset, run.sizes)[0]
    if run.device == "gpu" and platform.gpus:
        return predict_gpu_s(workload, run.kernel, platform, run.dataset if run.dataset in workload.datasets else workload.default_dataset, run.sizes)[0]
    raise KeyError(f"no prediction for device {run.device!r} on {platform.name}")


def fit_corrections(runs: Iterable[MeasuredRun], workload_of: Callable[[str], Workload | None],
                    platform_of: Callable[[str], Platform | None], holdout: Iterable[str] = ()) -> FitReport:
    """Fit one lambda per key from ``runs`` outside ``holdout`` datasets and score it on the held-out runs."""
    holdout = tuple(holdout)
    pairs: dict[Key, list[tuple[float, float]]] = {}
    held: list[tuple[Key, float, float, str]] = []
    skipped: set[str] = set()
    for run in runs:
        workload, platform = workload_of(run.workload), platform_of(run.platform)
        if workload is None or platform is None or run.kernel not in workload.kernels:
            skipped.add(f"{run.workload}/{run.kernel} on {run.platform}: workload, kernel or platform not found")
            continue
        try:
            prediction = predicted_s(run, workload, platform)
        except (KeyError, ValueError) as exc:
            skipped.add(f"{run.workload}/{run.kernel} on {run.platform}/{run.device}: {exc}")
            continue
        if not (prediction > 0 and math.isfinite(prediction)):
            continue
        key = (run.workload, run.kernel, run.platform, run.device)
        if run.dataset in holdout:
            held.append((key, prediction, run.time_s, run.dataset))
        else:
            pairs.setdefault(key, []).append((prediction, run.time_s))
    corrections = []
    for key, values in sorted(pairs.items()):
        fit = fit_lambda([p for p, _ in values], [m for _, m in values])
        corrections.append(Correction(*key, factor=fit.factor, runs=fit.runs, spread=fit.spread))
    factors = {c.key: c.factor for c in corrections}
    scored = [(p, m, factors[k]) for k, p, m, _ in held if k in factors]
    train = [(p, m, factors[k]) for k, values in pairs.items() for p, m in values]

    def score(rows: list[tuple[float, float, float]], corrected: bool) -> float | None:
        if not rows:
            return None
        return mape([p * (f if corrected else 1.0) for p, _, f in rows], [m for _, m, _ in rows])

    by_dataset = []
    for dataset in holdout:
        rows = [(p, m, factors[k]) for k, p, m, d in held if k in factors and d == dataset]
        if rows:
            by_dataset.append((dataset, len(rows), score(rows, False), score(rows, True)))
    return FitReport(tuple(corrections), sum(len(v) for v in pairs.values()), holdout, len(scored),
                     score(scored, False), score(scored, True), score(train, False), score(train, True), tuple(sorted(skipped)),
                     tuple(by_dataset))


def fit_and_store(store: HistoryStore, workload_of: Callable[[str], Workload | None], platform_of: Callable[[str], Platform | None],
                  holdout: Iterable[str] = ()) -> FitReport:
    report = fit_corrections(store.runs(), workload_of, platform_of, holdout)
    if report.corrections:
        store.store_fit(report.corrections, "lambda = exp(median(log measured - log predicted)) per (workload, kernel, platform, device)",
                        report.details())
    return report


def catalog_resolvers(platform_files: Mapping[str, Platform] | None = None):
    """Look names up in the given platforms, then the catalog, then the user's measured descriptors; None when not found."""
    from .. import catalog
    from ..errors import DescriptorError

    platforms = dict(platform_files or {})
    workloads: dict[str, Workload | None] = {}

    def workload_of(name: str) -> Workload | None:
        if name not in workloads:
            try:
                workloads[name] = catalog.get_workload(name)
            except (DescriptorError, KeyError, FileNotFoundError, ValueError):
                workloads[name] = None
        return workloads[name]

    def platform_of(name: str) -> Platform | None:
        if name not in platforms:
            from .descriptor import user_platform_path

            platforms[name] = None
            for candidate in (name, str(user_platform_path(name))):
                try:
                    platforms[name] = catalog.get_platform(candidate)
                    break
                except (DescriptorError, KeyError, FileNotFoundError, ValueError):
                    continue
        return platforms[name]

    return workload_of, platform_of
