"""Learn correction factors from the history: the BSP paper's [amaris2015] lambda per kernel and device.

The BSP-based GPU model adjusts its prediction by one factor lambda per
application, the ratio of measured to predicted time, "obtained empirically by
executing one instance of the application ... with a single input size" and
reused for other sizes. Here every (workload, kernel, platform, device) with
enough measured runs gets its own lambda, fitted over its runs outside the
hold-out datasets in log space (:func:`.fitting.fit_lambda`: the median of
log(measured / predicted) after setting outliers aside, with a 95 % interval).
The prediction is the pure analytical on-chip time at the run's sizes (CPU: the
time ``advisor recommend`` prints; GPU: on-chip time of the best GPU option,
which is what the learned corrections scale; a GPU run, timed around its launches, less the
launch overheads the advisor prices). A CPU run recorded with another
implementation than the workload now describes (``validate --threads``, or an edited
``cpu_implementation``: the tag in its ``how``) is left out: a factor learned for one
implementation would correct another.

A factor learned from noise is worse than none, so a factor is stored only when
it has ``min_runs`` runs behind it and it makes the prediction better on runs it
was not fitted on: the runs of the hold-out datasets where given (``--holdout``),
else each of its other datasets in turn (fitted without it, scored on it). A key
measured on one dataset only, with no hold-out, stores nothing: nothing could
show that the factor carries over to another size. The report says, for every
key, why its factor was or was not stored, and scores the hold-out runs before
and after on data the fit has not seen.

Noise, checked by the fit itself (runs recorded with ``validate --allow-noisy``
or reported by a scheduler never passed :func:`.validate.noisy_host`): when the
fitted and the held-out runs are equally noisy, a factor inflated by the noise
still "improves" the held-out runs, so improving them is no proof. Repeated runs
of one kernel at one size share one prediction, so their scatter is measurement
noise alone: the pooled standard deviation of log time within each size (about
the coefficient of variation), over the fitted and the held-out runs, outliers
set aside as the fit sets them aside. Where no size was measured twice, the
scatter of the ratios about the factor (noise and model error together, so an
upper bound) stands in. A factor is stored only when that noise is at most
``NOISY_SPREAD`` -- the spread at which ``advisor validate`` calls a host too
noisy to learn from -- and its 95 % interval excludes 1 (a factor the noise
could have made from a right model is no correction).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from ..errors import UsageError
from ..history import Correction, HistoryStore, MeasuredRun
from ..platform import Platform
from ..workload import Workload
from .fitting import LambdaFit, fit_lambda, inliers, mape
from .validate import NOISY_SPREAD, implementation_tag, predict_cpu_s, predict_gpu, predict_gpu_s, recorded_implementation

Key = tuple[str, str, str, str]
MIN_RUNS = 3


@dataclass(frozen=True)
class FitReport:
    corrections: tuple[Correction, ...]  # the factors stored: each improves the runs it was not fitted on
    fitted_runs: int
    holdout: tuple[str, ...]
    holdout_runs: int
    holdout_mape_before_pct: float | None  # every held-out run, before and after the stored factors
    holdout_mape_after_pct: float | None
    training_mape_before_pct: float | None
    training_mape_after_pct: float | None
    skipped: tuple[str, ...]  # why some runs could not be used
    holdout_by_dataset: tuple[tuple[str, int, float, float], ...] = ()  # (dataset, runs, MAPE before, after)
    declined: tuple[str, ...] = ()  # keys whose factor was not stored, and why

    def details(self) -> dict:
        return {"holdout": list(self.holdout), "fitted_runs": self.fitted_runs, "holdout_runs": self.holdout_runs,
                "holdout_by_dataset": {d: {"runs": n, "mape_before_pct": b, "mape_after_pct": a} for d, n, b, a in self.holdout_by_dataset},
                "holdout_mape_before_pct": self.holdout_mape_before_pct, "holdout_mape_after_pct": self.holdout_mape_after_pct,
                "training_mape_before_pct": self.training_mape_before_pct, "training_mape_after_pct": self.training_mape_after_pct,
                "declined": list(self.declined)}


def predicted_s(run: MeasuredRun, workload: Workload, platform: Platform) -> float:
    """Pure-analysis prediction of the measured quantity of ``run``."""
    dataset = run.dataset if run.dataset in workload.datasets else workload.default_dataset
    if run.device == "cpu":
        return predict_cpu_s(workload, run.kernel, platform, dataset, run.sizes)[0]
    if run.device == "gpu" and platform.gpus:
        return predict_gpu_s(workload, run.kernel, platform, dataset, run.sizes)[0]
    raise KeyError(f"no prediction for device {run.device!r} on {platform.name}")


def measured_onchip_s(run: MeasuredRun, workload: Workload, platform: Platform) -> float:
    """The part of ``run``'s time a factor corrects, the on-chip time: a GPU run is timed around its launches
    (:func:`.validate.kernel_time_s`), so the launch overheads the advisor prices come off."""
    if run.device != "gpu":
        return run.time_s
    kernel = workload.kernels[run.kernel]
    dataset = run.dataset if run.dataset in workload.datasets else None
    return run.time_s - float(predict_gpu(workload, kernel, platform, dataset, run.sizes).launch_s)


Pair = tuple[float, float, str]  # (predicted, measured, dataset)


def _error(pairs: Sequence[Pair], factor: float = 1.0) -> float:
    """The sum of |predicted x factor - measured| / measured: what a stored factor must lower."""
    return sum(abs(p * factor - m) / m for p, m, _ in pairs)


def _fit(pairs: Sequence[Pair]) -> LambdaFit:
    return fit_lambda([p for p, _, _ in pairs], [m for _, m, _ in pairs])


def _checked(key: Key, training: list[Pair], held: list[Pair], holdout_given: bool, min_runs: int) -> tuple[LambdaFit | None, str]:
    """The factor of ``key`` if it may be stored, else None; and why."""
    name = "/".join(key)
    if len(training) < min_runs:
        return None, f"{name}: {len(training)} run(s), at least {min_runs} needed"
    fit = _fit(training)
    carried, reason = _carries_over(name, fit, training, held, holdout_given)
    if carried is None:
        return None, reason
    noisy = _lost_in_noise(name, fit, training + held)
    return (None, noisy) if noisy else (fit, reason)


def noise(pairs: Sequence[Pair]) -> float | None:
    """The scatter of repeated runs in log space (about their coefficient of variation): the pooled standard deviation
    of log time within the runs of each size (one dataset and prediction), outliers set aside as the fit sets them aside;
    None where no size was measured twice."""
    groups: dict[tuple[str, float], list[float]] = {}
    for predicted, measured, dataset in pairs:
        groups.setdefault((dataset, predicted), []).append(math.log(measured))
    squares, freedom = 0.0, 0
    for logs in groups.values():
        kept = inliers(np.asarray(logs))
        if kept.size > 1:
            squares += float(np.sum((kept - kept.mean()) ** 2))
            freedom += kept.size - 1
    return math.sqrt(squares / freedom) if freedom else None


def _lost_in_noise(name: str, fit: LambdaFit, runs: Sequence[Pair]) -> str | None:
    """Why ``fit`` cannot be told from the noise of ``runs`` (module docstring), None when it can."""
    measured = noise(runs)
    scatter = measured if measured is not None else math.log(fit.spread)
    if scatter > NOISY_SPREAD:
        return (f"{name}: factor {fit.factor:.3g} rests on runs that scatter by {100 * scatter:.0f} % "
                f"({'repeated runs of one size' if measured is not None else 'about the factor'}; at most "
                f"{100 * NOISY_SPREAD:.0f} %): too noisy to tell a factor from noise")
    if fit.low is not None and fit.high is not None and fit.low <= 1 <= fit.high:
        return f"{name}: factor {fit.factor:.3g} is no correction: its 95 % interval {fit.low:.3g}-{fit.high:.3g} holds 1"
    return None


def _carries_over(name: str, fit: LambdaFit, training: list[Pair], held: list[Pair],
                  holdout_given: bool) -> tuple[LambdaFit | None, str]:
    """``fit`` if it improves the runs it was not fitted on (the held-out ones, else each other dataset), else None; and why."""
    if holdout_given:
        if not held:
            return None, f"{name}: no held-out run to check the factor on"
        before, after = _error(held), _error(held, fit.factor)
        if not after < before:
            return None, f"{name}: factor {fit.factor:.3g} would worsen its held-out runs (error {before:.3g} -> {after:.3g})"
        return fit, f"{name}: factor {fit.factor:.3g} improves its held-out runs ({before:.3g} -> {after:.3g})"
    datasets = sorted({d for _, _, d in training})
    if len(datasets) < 2:
        return None, f"{name}: runs of one dataset only, nothing to check the factor on (give --holdout or measure another dataset)"
    before = after = 0.0
    for dataset in datasets:  # leave one dataset out: fitted on the others, scored on it
        rest = [x for x in training if x[2] != dataset]
        left_out = [x for x in training if x[2] == dataset]
        before += _error(left_out)
        after += _error(left_out, _fit(rest).factor)
    if not after < before:
        return None, f"{name}: factor {fit.factor:.3g} does not carry over between its datasets (error {before:.3g} -> {after:.3g})"
    return fit, f"{name}: factor {fit.factor:.3g} carries over between its datasets ({before:.3g} -> {after:.3g})"


def fit_corrections(runs: Iterable[MeasuredRun], workload_of: Callable[[str], Workload | None],
                    platform_of: Callable[[str], Platform | None], holdout: Iterable[str] = (), min_runs: int = MIN_RUNS) -> FitReport:
    """Fit one lambda per key from ``runs`` outside ``holdout`` datasets; keep those that improve unseen runs."""
    runs = list(runs)
    holdout = tuple(holdout)
    present = {run.dataset for run in runs}
    unknown = [d for d in holdout if d not in present]
    if unknown:
        raise UsageError("holdout", f"no run of dataset {unknown[0]!r} in the history (have: {', '.join(sorted(present)) or 'none'})")
    pairs: dict[Key, list[Pair]] = {}
    held: dict[Key, list[Pair]] = {}
    skipped: set[str] = set()
    for run in runs:
        workload, platform = workload_of(run.workload), platform_of(run.platform)
        if workload is None or platform is None or run.kernel not in workload.kernels:
            skipped.add(f"{run.workload}/{run.kernel} on {run.platform}: workload, kernel or platform not found")
            continue
        ran = recorded_implementation(run.how) if run.device == "cpu" else None
        if ran is not None and ran != implementation_tag(workload.kernels[run.kernel]):
            skipped.add(f"{run.workload}/{run.kernel} on {run.platform}: measured as {ran}, the workload describes "
                        f"{implementation_tag(workload.kernels[run.kernel])}")
            continue
        try:
            prediction = predicted_s(run, workload, platform)
        except (KeyError, ValueError) as exc:
            skipped.add(f"{run.workload}/{run.kernel} on {run.platform}/{run.device}: {exc}")
            continue
        measured = measured_onchip_s(run, workload, platform)
        if not (prediction > 0 and math.isfinite(prediction)) or measured <= 0:
            continue
        key = (run.workload, run.kernel, run.platform, run.device)
        (held if run.dataset in holdout else pairs).setdefault(key, []).append((prediction, measured, run.dataset))
    corrections, declined = [], []
    for key in sorted(pairs):
        fit, reason = _checked(key, pairs[key], held.get(key, []), bool(holdout), min_runs)
        if fit is None:
            declined.append(reason)
        else:
            corrections.append(Correction(*key, factor=fit.factor, runs=fit.runs, spread=fit.spread, low=fit.low, high=fit.high))
    factors = {c.key: c.factor for c in corrections}

    def score(rows: list[tuple[Key, Pair]], corrected: bool) -> float | None:
        if not rows:
            return None
        return mape([p * (factors.get(k, 1.0) if corrected else 1.0) for k, (p, _, _) in rows], [m for _, (_, m, _) in rows])

    held_rows = [(k, x) for k, xs in held.items() for x in xs]
    train_rows = [(k, x) for k, xs in pairs.items() for x in xs]
    by_dataset = []
    for dataset in holdout:
        rows = [(k, x) for k, x in held_rows if x[2] == dataset]
        if rows:
            by_dataset.append((dataset, len(rows), score(rows, False), score(rows, True)))
    return FitReport(tuple(corrections), len(train_rows), holdout, len(held_rows), score(held_rows, False), score(held_rows, True),
                     score(train_rows, False), score(train_rows, True), tuple(sorted(skipped)), tuple(by_dataset), tuple(declined))


def fit_and_store(store: HistoryStore, workload_of: Callable[[str], Workload | None], platform_of: Callable[[str], Platform | None],
                  holdout: Iterable[str] = (), min_runs: int = MIN_RUNS) -> FitReport:
    report = fit_corrections(store.runs(), workload_of, platform_of, holdout, min_runs)
    if report.fitted_runs:  # the new fit replaces the last one, also when it keeps no factor
        store.store_fit(report.corrections, "lambda = exp(median(log measured - log predicted)), outliers (3 scaled MADs) aside, "
                        "per (workload, kernel, platform, device); stored only where it improves runs it was not fitted on",
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
            try:
                platforms[name] = catalog.get_platform(name)  # the user's measured descriptors are on the search path
            except (DescriptorError, KeyError, FileNotFoundError, ValueError):
                platforms[name] = None
        return platforms[name]

    return workload_of, platform_of
