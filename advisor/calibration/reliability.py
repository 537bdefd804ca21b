"""How well ``validate``'s measurements bear out the advisor's certainty: decisions with their confidence, the
reliability of those confidences, the Brier score, and the share of measurements inside the 80 % intervals.

A decision is one kernel at one size on one CPU implementation, measured on the CPU and whole on the GPU (its kernels
and its copies), as :func:`advisor.calibration.validate.summarize` scores them: the choice on time alone, right where
the measured times fall the same way, with the confidence the advisor states for that choice (its time-only
certainty, :mod:`advisor.core.certainty`). The bins, the Brier score and the intervals follow
``validation/confidence/error_model.py``, which scores the project's own sets the same way.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.cost import Weights
from ..core.recommend import Recommendation, recommend_kernel
from ..core.settings import Settings
from ..platform import Platform
from ..workload import Kernel, Workload
from .validate import Comparison, as_run, threads_label

BINS = ((0.0, 0.5), (0.5, 0.7), (0.7, 0.9), (0.9, 1.0))
TIME_ONLY = Weights(1.0, 0.0)


@dataclass(frozen=True)
class DecisionRow:
    """One scored decision: what the advisor chose on time, whether the measurements agree, and how sure it was."""

    kernel: str
    dataset: str
    sizes: Mapping[str, float]
    cpu: str  # the CPU implementation, as the summary labels it ("1 thread", "16 threads")
    chosen: str  # "cpu" or "gpu"
    right: bool
    confidence: float

    def to_dict(self) -> dict[str, Any]:
        return {"scope": "decision", "kernel": self.kernel, "dataset": self.dataset, "sizes": dict(self.sizes), "cpu": self.cpu,
                "chosen": self.chosen, "right": self.right, "confidence": self.confidence}


@dataclass(frozen=True)
class Coverage:
    """Of one part's measurements, how many lie inside the 80 % interval the advisor states."""

    part: str
    measurements: int
    inside: int

    @property
    def share(self) -> float:
        return self.inside / self.measurements if self.measurements else float("nan")


@dataclass(frozen=True)
class Reliability:
    decisions: tuple[DecisionRow, ...]
    coverage: tuple[Coverage, ...]

    @property
    def brier(self) -> float | None:
        """Mean of (confidence - right)^2: 0 for sure and right every time, 0.25 for a coin stated as one."""
        if not self.decisions:
            return None
        return statistics.fmean((d.confidence - d.right) ** 2 for d in self.decisions)

    def bins(self) -> list[dict[str, Any]]:
        """Per bin of stated confidence: the decisions, their mean confidence and the share right."""
        out = []
        for low, high in BINS:
            inside = [d for d in self.decisions if low <= d.confidence < high or (high == 1.0 and d.confidence == 1.0)]
            out.append({"bin": f"{low:.1f}-{high:.1f}", "decisions": len(inside),
                        "stated": statistics.fmean(d.confidence for d in inside) if inside else None,
                        "observed": sum(d.right for d in inside) / len(inside) if inside else None})
        return out

    def to_dict(self) -> dict[str, Any]:
        return {"brier": self.brier, "bins": self.bins(),
                "coverage": [{"part": c.part, "measurements": c.measurements, "inside": c.inside, "share": c.share} for c in self.coverage]}


def _time_only(workload: Workload, kernel: Kernel, platform: Platform, c: Comparison) -> Recommendation:
    """The advisor's answer on time alone for the kernel as it ran at the comparison's sizes (no learned factors:
    the error model is that of pure analysis)."""
    return recommend_kernel(workload, kernel, platform, None, {p: c.sizes[p] for p in kernel.params if p in c.sizes},
                            Settings(weights=TIME_ONLY))


def score(comparisons: Sequence[Comparison], workload: Workload, platform: Platform) -> Reliability:
    """The decisions, reliability and interval coverage of ``comparisons`` (module docstring)."""
    gpus = {(c.kernel, c.dataset, tuple(sorted(c.sizes.items()))): c for c in comparisons if c.device == "gpu"}
    decisions: list[DecisionRow] = []
    inside = {"cpu time": [0, 0], "gpu option time": [0, 0]}
    for c in comparisons:
        kernel = workload.kernels.get(c.kernel)
        if kernel is None:
            continue
        if c.device == "cpu":
            rec = _time_only(workload, as_run(kernel, c.threads), platform, c)
            low, high = rec.certainty.options[0].time_interval_s if rec.certainty else (None, None)
            if low is not None:
                inside["cpu time"][0] += 1
                inside["cpu time"][1] += low <= c.measured_s <= high
            gpu = gpus.get((c.kernel, c.dataset, tuple(sorted(c.sizes.items()))))
            if gpu is None or gpu.copies_measured_s is None or rec.gpu is None or rec.certainty is None:
                continue
            chosen = rec.recommended
            measured_cpu = c.measured_s < gpu.option_measured_s
            decisions.append(DecisionRow(c.kernel, c.dataset, dict(c.sizes), threads_label(c.threads), chosen,
                                         (chosen == "cpu") == measured_cpu, float(rec.certainty.confidence)))
        elif c.copies_measured_s is not None:
            rec = _time_only(workload, kernel, platform, c)
            if rec.gpu is None or rec.certainty is None:
                continue
            low, high = rec.certainty.options[rec.gpu.index + 1].time_interval_s
            inside["gpu option time"][0] += 1
            inside["gpu option time"][1] += low <= c.option_measured_s <= high
    coverage = tuple(Coverage(part, total, hits) for part, (total, hits) in inside.items() if total)
    return Reliability(tuple(decisions), coverage)


RELIABILITY_HEADER = ("stated confidence", "decisions", "mean stated", "observed right")


def reliability_rows(reliability: Reliability) -> list[list[str]]:
    """The bins as the table prints them (``RELIABILITY_HEADER``)."""
    return [[row["bin"], str(row["decisions"]), "-" if row["stated"] is None else f"{row['stated']:.2f}",
             "-" if row["observed"] is None else f"{row['observed']:.2f}"] for row in reliability.bins()]


def coverage_lines(reliability: Reliability) -> list[str]:
    lines = [f"{c.part}: {c.inside} of {c.measurements} measurements inside the 80 % interval ({100 * c.share:.0f} %)"
             for c in reliability.coverage]
    if reliability.brier is not None:
        lines.append(f"Brier score of the {len(reliability.decisions)} decisions: {reliability.brier:.3f}")
    return lines
