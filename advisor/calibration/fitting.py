"""The fits behind calibration and learning; pure numpy/scipy, testable without hardware.

* :func:`fit_loggp` -- LogGP [alexandrov1995] for one transfer direction,
  as the cost-model paper [jiang2017] (eq. 12) uses it: ``n`` back-to-back
  messages of ``k`` bytes take ``T = L + o + n (k - 1) G + (n - 1) g``. A timing
  sweep identifies ``L + o``, ``G`` and ``g``; ``o`` alone is the host-side cost of
  issuing a copy (measured separately, as the "test programs" of that paper do), and
  ``L = (L + o) - o``. Least squares on relative residuals, since times span six decades.
* :func:`fit_loggp_segments` -- the same, split in two at the message size where a copy
  changes protocol when one LogGP cannot follow the sweep (parameterised LogP
  [kielmann2000]); :func:`fit_fault_per_page` -- what a copy pays per host page never
  written, from a fresh-page sweep against the fitted touched one.
* :func:`fit_line` / :func:`fit_launch_lines` -- the kernel-predictor paper's
  (Kleimenov & Popova [kleimenov2021], sec. 4) launch model: for each block size an empty kernel's
  time is ``x1 * gridSize + x2``, one line per block size.
* :func:`fit_lambda` -- the BSP paper's [amaris2015] lambda: one factor per application (here per
  kernel and device) from measured runs, ``measured = lambda * predicted``; fitted
  in log space: the median of the log ratios after setting outliers aside by
  default (a run slowed by other work on a shared machine does not move it), with
  a 95 % confidence interval, or their mean (least squares in log space, the
  geometric mean ratio).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np

from ..gpu.descriptor import LogGP
from ..link.loggp import loggp_time_s as model_time_s


def r_squared(observed: Sequence[float], fitted: Sequence[float]) -> float:
    """Coefficient of determination 1 - SS_res / SS_tot (1.0 for a perfect fit; nan for constant data)."""
    y, f = np.asarray(observed, float), np.asarray(fitted, float)
    total = float(np.sum((y - y.mean()) ** 2))
    if total == 0:
        return math.nan
    return 1.0 - float(np.sum((y - f) ** 2)) / total


@dataclass(frozen=True)
class LineFit:
    slope: float
    intercept: float
    r2: float
    points: int

    def __call__(self, x: float) -> float:
        return self.intercept + self.slope * x


def fit_line(x: Sequence[float], y: Sequence[float]) -> LineFit:
    """Ordinary least squares ``y = intercept + slope * x``."""
    xs, ys = np.asarray(x, float), np.asarray(y, float)
    if xs.size < 2 or np.ptp(xs) == 0:
        raise ValueError("a line needs at least two distinct x values")
    slope, intercept = np.polyfit(xs, ys, 1)
    return LineFit(float(slope), float(intercept), r_squared(ys, intercept + slope * xs), int(xs.size))


def fit_launch_lines(samples: Mapping[int, tuple[Sequence[float], Sequence[float]]]) -> dict[int, LineFit]:
    """One line ``time = x1 * grid + x2`` per block size: ``{block: (grid sizes, times)}``."""
    return {block: fit_line(grids, times) for block, (grids, times) in sorted(samples.items())}


def fit_launch_overhead(samples: Mapping[int, tuple[Sequence[float], Sequence[float]]]) -> LineFit:
    """The descriptor's single line over all block sizes: ``time = base + per_thread * threads``."""
    threads, times = [], []
    for block, (grids, ts) in samples.items():
        threads.extend(block * g for g in grids)
        times.extend(ts)
    return fit_line(threads, times)


@dataclass(frozen=True)
class LogGPFit:
    L_s: float
    o_s: float
    g_s: float
    G_s_per_byte: float
    r2: float
    relative_rms: float  # root mean square of (fitted - measured) / measured
    points: int

    @property
    def bandwidth_Bps(self) -> float:
        return 1.0 / self.G_s_per_byte


def loggp_time_s(message_bytes: np.ndarray, messages: np.ndarray, latency_plus_overhead_s: float, g_s: float, G_s_per_byte: float) -> np.ndarray:
    """Eq. (12) for ``messages`` back-to-back messages of ``message_bytes`` each: the model's own
    (:func:`advisor.link.loggp.loggp_time_s`), with L + o as the one number a sweep determines."""
    k, n = np.asarray(message_bytes, float), np.asarray(messages, float)
    return np.asarray(model_time_s(k * n, n, LogGP(latency_plus_overhead_s, 0.0, g_s, G_s_per_byte)), float)


def fit_loggp(message_bytes: Sequence[float], messages: Sequence[float], times_s: Sequence[float],
              overhead_s: float | None = None) -> LogGPFit:
    """Fit L + o, g, G to a transfer sweep; ``overhead_s`` (host issue time) splits L from o.

    Without ``overhead_s`` all of L + o is reported as L and o = 0. Single-message
    sweeps (``messages`` all 1) leave g undetermined: it is then reported as 0.
    """
    from scipy.optimize import least_squares

    k, n, t = (np.asarray(v, float) for v in (message_bytes, messages, times_s))
    if not (k.size == n.size == t.size) or k.size < 3:
        raise ValueError("need at least three (bytes, messages, time) samples of equal length")
    if np.any(t <= 0):
        raise ValueError("times must be positive")
    has_gap = bool(np.any(n > 1))
    small = t[np.argsort(k)][: max(1, k.size // 4)]
    big = np.argmax(k * n)
    x0 = np.array([max(float(np.min(small)), 1e-9), max(float(t[big] / max(k[big] * n[big], 1.0)), 1e-15), 1e-6])

    def residuals(params: np.ndarray) -> np.ndarray:
        lo, G, g = params
        return (loggp_time_s(k, n, lo, g if has_gap else 0.0, G) - t) / t

    scale = np.array([x0[0], x0[1], 1e-6])
    result = least_squares(residuals, x0, bounds=(0.0, np.inf), x_scale=scale, method="trf", max_nfev=2000)
    lo, G, g = (float(v) for v in result.x)
    g = g if has_gap else 0.0
    fitted = loggp_time_s(k, n, lo, g, G)
    o = min(max(overhead_s or 0.0, 0.0), lo)
    return LogGPFit(
        L_s=lo - o,
        o_s=o,
        g_s=g,
        G_s_per_byte=G,
        r2=r_squared(np.log(t), np.log(fitted)),
        relative_rms=float(np.sqrt(np.mean(((fitted - t) / t) ** 2))),
        points=int(t.size),
    )


@dataclass(frozen=True)
class SegmentedLogGP:
    """LogGP for messages of at least ``below_bytes`` (``above``) and for shorter ones (``below``; None: one fit for
    every size, ``below_bytes`` 0)."""

    above: LogGPFit
    below: LogGPFit | None = None
    below_bytes: float = 0.0
    relative_rms: float = 0.0

    def loggp(self) -> LogGP:
        """The fit as the model reads it (:class:`advisor.gpu.descriptor.LogGP` with its segment below)."""

        def plain(f: LogGPFit) -> LogGP:
            return LogGP(f.L_s, f.o_s, f.g_s, f.G_s_per_byte)

        return replace(plain(self.above), below_bytes=self.below_bytes, below=plain(self.below)) if self.below else plain(self.above)

    def time_s(self, message_bytes: Sequence[float], messages: Sequence[float]) -> np.ndarray:
        """``messages`` back-to-back messages of ``message_bytes`` each, priced by the model (eq. 12 by segment)."""
        k, n = np.asarray(message_bytes, float), np.asarray(messages, float)
        return np.asarray(model_time_s(k * n, n, self.loggp()), float)


REPEATABILITY = 0.01  # relative scatter of repeated copy timings, about 1 %: a fit closer than that is as good as exact


def synchronous(fit: LogGPFit, has_gap: bool) -> LogGPFit:
    """Without back-to-back bursts the gap is unmeasured: a synchronous copy after another pays its own start-up."""
    return fit if has_gap else replace(fit, g_s=fit.L_s + fit.o_s)


def fit_loggp_segments(message_bytes: Sequence[float], messages: Sequence[float], times_s: Sequence[float],
                       overhead_s: float | None = None, min_points: int = 3) -> SegmentedLogGP:
    """One LogGP (:func:`fit_loggp`), or two split at the sweep's message size that fits best, kept where the
    Bayesian information criterion on the relative residuals prefers it (n ln(RSS / n) + p ln n, p the fitted
    parameters: L + o and G per side, g where bursts measure it, and the split); each side needs ``min_points``
    samples of two sizes or more. A side without bursts (all ``messages`` 1) takes g = L + o (:func:`synchronous`)."""
    k, n, t = (np.asarray(v, float) for v in (message_bytes, messages, times_s))

    def fit(mask: np.ndarray) -> LogGPFit:
        return synchronous(fit_loggp(k[mask], n[mask], t[mask], overhead_s), bool(np.any(n[mask] > 1)))

    def bic(rms: float, parameters: int) -> float:  # residuals under the timer's repeatability do not count
        return k.size * math.log(max(rms, REPEATABILITY) ** 2) + parameters * math.log(k.size)

    def parameters(mask: np.ndarray) -> int:
        return 3 if np.any(n[mask] > 1) else 2

    whole = fit(np.ones(k.size, bool))
    best = SegmentedLogGP(whole, relative_rms=whole.relative_rms)
    best_bic = bic(whole.relative_rms, parameters(np.ones(k.size, bool)))
    for size in np.unique(k)[2:-1]:
        low = k < size
        if min(low.sum(), (~low).sum()) < min_points or min(len(np.unique(k[low])), len(np.unique(k[~low]))) < 2:
            continue
        candidate = SegmentedLogGP(fit(~low), fit(low), float(size))
        rms = float(np.sqrt(np.mean(((candidate.time_s(k, n) - t) / t) ** 2)))
        score = bic(rms, parameters(low) + parameters(~low) + 1)
        if score < best_bic:
            best, best_bic = replace(candidate, relative_rms=rms), score
    return best


def fit_fault_per_page(message_bytes: Sequence[float], fresh_s: Sequence[float], touched_s: Sequence[float],
                       page_bytes: float) -> float:
    """t_fault of ``fresh = touched + ceil(bytes / page) x t_fault``, least squares on relative residuals (closed
    form), at least 0: ``touched_s`` is what the copy of the same size takes from written pages."""
    k, fresh, touched = (np.asarray(v, float) for v in (message_bytes, fresh_s, touched_s))
    weight = np.ceil(k / page_bytes) / fresh
    return max(0.0, float(np.sum(weight * (fresh - touched) / fresh) / np.sum(weight * weight)))


@dataclass(frozen=True)
class LambdaFit:
    factor: float  # measured = factor x predicted
    runs: int  # the runs the factor rests on (outliers removed)
    spread: float  # geometric standard deviation of measured / predicted over them (1.0 = all ratios equal)
    low: float | None = None  # 95 % confidence interval of the factor (None from a single run)
    high: float | None = None
    rejected: int = 0  # runs set aside as outliers


OUTLIER_MADS = 3.0  # a run whose log ratio is this many scaled MADs from the median is set aside
MIN_LOG_SCALE = 0.02  # floor of the scale (2 %): equal ratios do not make every slightly different run an outlier


def inliers(logs: np.ndarray) -> np.ndarray:
    """``logs`` without the values more than ``OUTLIER_MADS`` scaled MADs from their median (all of them when fewer
    than 3: no median to judge by)."""
    if logs.size <= 2:
        return logs
    median = np.median(logs)
    scale = max(1.4826 * float(np.median(np.abs(logs - median))), MIN_LOG_SCALE)
    return logs[np.abs(logs - median) <= OUTLIER_MADS * scale]


def fit_lambda(predicted_s: Sequence[float], measured_s: Sequence[float], robust: bool = True) -> LambdaFit:
    """lambda in log space: the median of log(measured / predicted) without outliers (``robust``), else the mean.

    Robust: runs whose log ratio lies more than ``OUTLIER_MADS`` scaled median absolute
    deviations (1.4826 MAD, a standard deviation for normal data) from the median are set
    aside (a run slowed by other work on the machine), and lambda is the median of the
    rest. The 95 % interval is centre +- t(0.975, n-1) x s / sqrt(n) in log space, with
    the median's standard error 1.2533 x s / sqrt(n) for the robust fit. Not robust: the
    mean of all log ratios (least squares in log space, the geometric mean ratio).
    """
    from scipy.stats import t as student_t

    p, m = np.asarray(predicted_s, float), np.asarray(measured_s, float)
    if p.size == 0 or p.size != m.size:
        raise ValueError("need as many predictions as measurements, at least one")
    if np.any(p <= 0) or np.any(m <= 0) or not np.all(np.isfinite(p) & np.isfinite(m)):
        raise ValueError("predicted and measured times must be positive and finite")
    logs = np.log(m) - np.log(p)
    kept = inliers(logs) if robust else logs
    centre = float(np.median(kept) if robust else np.mean(kept))
    n = int(kept.size)
    spread = float(np.exp(np.std(kept))) if n > 1 else 1.0
    low = high = None
    if n > 1:
        half = float(student_t.ppf(0.975, n - 1)) * float(np.std(kept, ddof=1)) / math.sqrt(n) * (1.2533 if robust else 1.0)
        low, high = math.exp(centre - half), math.exp(centre + half)
    return LambdaFit(math.exp(centre), n, spread, low, high, int(logs.size - n))


def mape(predicted: Sequence[float], measured: Sequence[float]) -> float:
    """Mean absolute percentage error of ``predicted`` against ``measured``, in percent."""
    p, m = np.asarray(predicted, float), np.asarray(measured, float)
    if p.size == 0:
        return math.nan
    return float(np.mean(np.abs(p - m) / m) * 100.0)
