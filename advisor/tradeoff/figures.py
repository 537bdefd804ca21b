"""Figures of a trade-off study (matplotlib, optional: ``pip install advisor[plot]``).

Each function returns a :class:`matplotlib.figure.Figure` built without pyplot
(no global state, no GUI backend; PNGs are rendered with Agg), so tests can
inspect axes, labels and series and the CLI can embed the PNG in the report.
matplotlib is imported inside the functions: ``advisor --help`` and the tables
do not need it.

How sure the predictions are shows as their 80 % intervals (:mod:`advisor.core.certainty`):
shaded bands around the time curves of the size figure, with the sizes where the
advice is a close call shaded across the axes, and error bars on the Pareto figure's
front and extreme plans.
"""

from __future__ import annotations

import io
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.plans import Plan
from ..core.uncertainty import CLOSE_CALL
from .breakeven import BreakEven
from .weights import WeightSweep

if TYPE_CHECKING:
    from matplotlib.figure import Figure

DPI = 96


class PlotUnavailable(RuntimeError):
    """matplotlib is not installed."""


def new_figure(width_in: float = 6.4, height_in: float = 4.2) -> Figure:
    try:
        import matplotlib

        if "matplotlib.pyplot" not in __import__("sys").modules:
            matplotlib.use("Agg")
        from matplotlib.figure import Figure
    except ImportError:
        raise PlotUnavailable("matplotlib is not installed (pip install 'advisor[plot]'): figures skipped, tables written") from None
    return Figure(figsize=(width_in, height_in), dpi=DPI, layout="constrained")


def png_bytes(figure: Figure) -> bytes:
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    FigureCanvasAgg(figure)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=DPI)
    return buffer.getvalue()


def _log(ax, axis: str) -> None:
    from matplotlib.ticker import NullLocator

    (ax.set_xscale if axis == "x" else ax.set_yscale)("log")
    # Minor ticks on log axes take half the rendering time of a figure and say little here.
    (ax.xaxis if axis == "x" else ax.yaxis).set_minor_locator(NullLocator())


def _log_if_wide(ax, values: Sequence[float], axis: str) -> None:
    positive = [v for v in values if v > 0 and math.isfinite(v)]
    if positive and max(positive) / min(positive) > 30:
        _log(ax, axis)


def pareto_figure(workload: str, platform: str, placements: Sequence[Plan], front: Sequence[Plan],
                  extremes: Sequence[Plan] = (), best: Plan | None = None, intervals: Mapping[Plan, PlanInterval] | None = None):
    """Time-energy scatter of the placements with the Pareto front as a staircase; ``intervals``: 80 % error bars
    on the plans they give (``PlatformStudy.intervals``)."""
    fig = new_figure()
    ax = fig.add_subplot()
    if placements:
        ax.scatter([p.time_s for p in placements], [p.energy_j for p in placements], s=6, color="0.7", label=f"placements ({len(placements)})")
    ax.plot([p.time_s for p in front], [p.energy_j for p in front], "-o", color="tab:red", markersize=4, drawstyle="steps-post",
            label=f"Pareto front ({len(front)})")
    if intervals:
        _error_bars(ax, intervals)
    pool = [*placements, *front, *extremes]
    for name, color, marker in (("all CPU", "tab:blue", "s"), ("all GPU", "tab:green", "^")):
        point = next((p for p in pool if p.name == name), None)
        if point is not None:
            ax.scatter([point.time_s], [point.energy_j], s=60, color=color, marker=marker, zorder=3, label=name)
    if best is not None:
        ax.scatter([best.time_s], [best.energy_j], s=120, facecolors="none", edgecolors="black", zorder=4, label="cheapest at the weights")
    _log_if_wide(ax, [p.time_s for p in pool], "x")
    _log_if_wide(ax, [p.energy_j for p in pool], "y")
    ax.set_xlabel("time (s)")
    ax.set_ylabel("energy (J)")
    ax.set_title(f"{workload} on {platform}: time and energy of placements")
    ax.legend(fontsize="small")
    return fig


def _error_bars(ax, intervals: Mapping[Plan, PlanInterval]) -> None:
    """Each plan's 80 % intervals of time (horizontal) and energy (vertical), where the plan can run, drawn from end
    to end through the plan's row and column: an interval carries its part's measured bias, so it need not hold the
    predicted point (energies the models under-predict lie above it)."""
    shown = [(p, i) for p, i in intervals.items() if math.isfinite(p.time_s) and math.isfinite(p.energy_j)]
    if not shown:
        return
    style = {"color": "tab:red", "alpha": 0.4, "linewidth": 1}
    ax.hlines([p.energy_j for p, _ in shown], [i.time_s[0] for _, i in shown], [i.time_s[1] for _, i in shown], label="80 % intervals",
              **style)
    ax.vlines([p.time_s for p, _ in shown], [i.energy_j[0] for _, i in shown], [i.energy_j[1] for _, i in shown],
              label="_80 % intervals of energy", **style)  # "_": one legend entry for both


def weight_figure(sweep: WeightSweep):
    """Cost of each option against the energy weight, flips marked."""
    fig = new_figure(5.2, 3.6)
    ax = fig.add_subplot()
    for line in sweep.lines:
        label = "CPU" if line.option == "cpu" else f"GPU: {line.device}"
        ax.plot([0.0, 1.0], [line.at_0, line.at_1], label=label)
    for flip in sweep.flips:
        ax.axvline(flip.w_energy, color="black", linestyle="--", linewidth=1,
                   label=f"flip at w={flip.w_energy:.3g} ({flip.below} to {flip.above})")
    ax.set_xlim(0.0, 1.0)
    ax.set_xlabel("energy weight w_energy (w_time = 1 - w_energy)")
    ax.set_ylabel("cost (relative to the CPU)" if sweep.cost_model == "normalized" else "cost (w_time s + w_energy J)")
    ax.set_title(f"{sweep.kernel}: cost vs weight" + ("" if sweep.flips else " (no flip)"))
    ax.legend(fontsize="small")
    return fig


def size_figure(result: BreakEven):
    """CPU and GPU time against the size with their 80 % bands, the cost crossovers marked and the sizes around them
    where the advice is a close call shaded."""
    fig = new_figure(5.2, 3.6)
    ax = fig.add_subplot()
    xs = [result.axis_value(p.scale) for p in result.curve]
    for device, time_s, interval in (("CPU", "cpu_time_s", "cpu_time_interval_s"), ("GPU", "gpu_time_s", "gpu_time_interval_s")):
        (line,) = ax.plot(xs, [getattr(p, time_s) for p in result.curve], label=f"{device} time")
        bands = [getattr(p, interval) for p in result.curve]
        ax.fill_between(xs, [_drawable(b[0]) for b in bands], [_drawable(b[1]) for b in bands], color=line.get_color(), alpha=0.2,
                        linewidth=0, label=f"{device} time, 80 % interval")
    for index, c in enumerate(result.crossovers):
        x = result.axis_value(c.scale)
        style = "--" if c.direction == "gpu" else ":"  # where offloading starts to pay, or stops
        ax.axvline(x, color="black", linestyle=style, linewidth=1, label=f"{c.direction.upper()} wins from {x:.4g}")
        low, high = (result.axis_value(scale) for scale in c.close_call_scales)
        ax.axvspan(low, high, color="0.5", alpha=0.15, linewidth=0,
                   label=f"close call (confidence < {CLOSE_CALL:g})" if index == 0 else "_nolegend_")
    _log(ax, "x")
    _log(ax, "y")
    ax.set_xlabel(result.axis_label)
    ax.set_ylabel("time (s)")
    ax.set_title(f"{result.kernel}: time vs size" + ("" if result.crossovers else " (no crossover in range)"))
    ax.legend(fontsize="small")
    return fig


def _drawable(value: float) -> float:
    """A band's edge, or NaN (a gap in the band) where the option cannot run."""
    return value if math.isfinite(value) else math.nan


@dataclass(frozen=True)
class PlanInterval:
    """80 % intervals of a plan's time and energy (:func:`advisor.tradeoff.study.plan_interval`)."""

    time_s: tuple[float, float]
    energy_j: tuple[float, float]


@dataclass(frozen=True)
class RooflinePoint:
    kernel: str
    device: str  # "cpu" or "gpu"
    arithmetic_intensity: float  # FLOP per DRAM byte
    flops_per_s: float  # attained, all steps


@dataclass(frozen=True)
class Roof:
    label: str
    peak_flops: float
    bandwidth_Bps: float


def roofline_figure(platform: str, roofs: Sequence[Roof], points: Sequence[RooflinePoint]):
    """Roofs of the CPU and the GPU(s), kernels placed at their arithmetic intensity and attained rate."""
    fig = new_figure(6.4, 4.6)
    ax = fig.add_subplot()
    intensities = [p.arithmetic_intensity for p in points if 0 < p.arithmetic_intensity < math.inf]
    lo = min([0.01, *intensities]) / 2
    hi = max([100.0, *intensities]) * 2
    xs = [lo * (hi / lo) ** (i / 199) for i in range(200)]
    for roof in roofs:
        ax.plot(xs, [min(roof.peak_flops, roof.bandwidth_Bps * x) for x in xs], label=roof.label)
    for device, marker in (("cpu", "o"), ("gpu", "^")):
        chosen = [p for p in points if p.device == device and 0 < p.arithmetic_intensity < math.inf and p.flops_per_s > 0]
        if chosen:
            ax.scatter([p.arithmetic_intensity for p in chosen], [p.flops_per_s for p in chosen], marker=marker, zorder=3,
                       label=f"kernels on the {device.upper()}")
            for p in chosen:
                ax.annotate(p.kernel, (p.arithmetic_intensity, p.flops_per_s), fontsize=6, xytext=(3, 2), textcoords="offset points")
    _log(ax, "x")
    _log(ax, "y")
    ax.set_xlabel("arithmetic intensity (FLOP/byte of DRAM traffic)")
    ax.set_ylabel("performance (FLOP/s)")
    ax.set_title(f"Roofline of {platform}")
    ax.legend(fontsize="small")
    return fig
