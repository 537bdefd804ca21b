"""Weight sweep: the energy weights at which the recommended device flips, solved exactly.

With w = w_energy and w_time = 1 - w, every option's cost is linear in w in
both cost forms (cost-model paper eq. 1; :mod:`advisor.models.cost`):

    raw:         Cost_X(w) = (1 - w) * Time_X + w * Energy_X
    normalized:  Cost_X(w) = (1 - w) * Time_X / Time_CPU + w * Energy_X / Energy_CPU

(times and energies do not depend on the weights). So each option is a line
c_X(w) = c_X(0) + (c_X(1) - c_X(0)) w, and the recommendation, the argmin over
the CPU line and one line per GPU (ties go to the CPU, then to the earlier GPU,
as in :func:`advisor.recommend.evaluate`), can change only where two lines
meet. We compute every pairwise intersection in (0, 1), take the argmin on each
interval between them and report a flip wherever it differs between
neighbouring intervals. :func:`scan_recommendations` checks the result by
calling :func:`advisor.recommend.evaluate` on a grid of weights.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import pairwise

from ..counts import KernelCounts
from ..models import Weights, cost
from ..platform import Platform
from ..recommend import Settings, evaluate
from .options import gpu_options


@dataclass(frozen=True)
class CostLine:
    """Cost of one option as a function of the energy weight: c(w) = at_0 + (at_1 - at_0) * w."""

    option: str  # "cpu" or "gpu[i]"
    device: str  # the CPU or GPU model
    time_s: float
    energy_j: float
    at_0: float  # cost at w_energy = 0 (time only)
    at_1: float  # cost at w_energy = 1 (energy only)

    def cost(self, w_energy: float) -> float:
        return self.at_0 + (self.at_1 - self.at_0) * w_energy


@dataclass(frozen=True)
class Flip:
    """At ``w_energy`` the advice changes from ``below`` (smaller w) to ``above`` (larger w)."""

    w_energy: float
    below: str
    above: str


@dataclass(frozen=True)
class WeightSweep:
    kernel: str
    platform: str
    cost_form: str
    lines: tuple[CostLine, ...]  # the CPU line first, then one per GPU
    flips: tuple[Flip, ...]
    segments: tuple[tuple[float, float, str], ...]  # (w from, w to, advised option) covering [0, 1]; at a flip point itself the tie rule decides

    def choice(self, w_energy: float) -> str:
        """Advised option at ``w_energy`` (exact, ties as in ``evaluate``)."""
        return _argmin(self.lines, w_energy)

    def device(self, option: str) -> str:
        return next(line.device for line in self.lines if line.option == option)


def _argmin(lines: tuple[CostLine, ...], w: float) -> str:
    # min() keeps the first of equal costs: the CPU, then the earlier GPU.
    return min(lines, key=lambda line: line.cost(w)).option


def cost_lines(counts: KernelCounts, platform: Platform, settings: Settings) -> tuple[CostLine, ...]:
    cpu, gpus = gpu_options(counts, platform, settings)

    def line(option: str, device: str, time_s: float, energy_j: float) -> CostLine:
        ends = [cost(time_s, energy_j, w, settings.cost_form, cpu.time_s, cpu.energy_j) for w in (Weights(1.0, 0.0), Weights(0.0, 1.0))]
        return CostLine(option, device, time_s, energy_j, ends[0], ends[1])

    return (line("cpu", platform.cpu.model, cpu.time_s, cpu.energy_j),
            *(line(f"gpu[{g.index}]", g.device, g.time_s, g.energy_j) for g in gpus))


def crossings(lines: tuple[CostLine, ...]) -> list[float]:
    """Every w in (0, 1) where two of the lines meet, sorted."""
    points = set()
    for i, a in enumerate(lines):
        for b in lines[i + 1:]:
            slope = (a.at_1 - a.at_0) - (b.at_1 - b.at_0)
            gap = b.at_0 - a.at_0
            if slope == 0 or not (math.isfinite(slope) and math.isfinite(gap)):
                continue
            w = gap / slope
            if 0.0 < w < 1.0:
                points.add(w)
    return sorted(points)


def weight_sweep(counts: KernelCounts, platform: Platform, settings: Settings) -> WeightSweep:
    lines = cost_lines(counts, platform, settings)
    edges = [0.0, *crossings(lines), 1.0]
    segments: list[tuple[float, float, str]] = []
    for lo, hi in pairwise(edges):
        option = _argmin(lines, (lo + hi) / 2)
        if segments and segments[-1][2] == option:
            segments[-1] = (segments[-1][0], hi, option)  # a crossing of two lines that are not the minimum
        else:
            segments.append((lo, hi, option))
    # A tie exactly at w = 0 or 1 (say two GPUs equally fast) is broken by the tie rule there
    # but not an instant later: a one-point segment and a flip at the end point.
    if _argmin(lines, 0.0) != segments[0][2]:
        segments.insert(0, (0.0, 0.0, _argmin(lines, 0.0)))
    if _argmin(lines, 1.0) != segments[-1][2]:
        segments.append((1.0, 1.0, _argmin(lines, 1.0)))
    flips = tuple(Flip(b[0], a[2], b[2]) for a, b in pairwise(segments))
    return WeightSweep(counts.kernel, platform.name, settings.cost_form, lines, flips, tuple(segments))


def scan_recommendations(counts: KernelCounts, platform: Platform, settings: Settings, points: int = 201) -> list[tuple[float, str]]:
    """Advice at ``points`` evenly spaced w_energy in [0, 1], from :func:`evaluate` itself (the check)."""
    result = []
    for i in range(points):
        w = i / (points - 1)
        cpu, gpu = evaluate(counts, platform, Settings(Weights(1.0 - w, w), settings.cost_form, settings.energy_model,
                                                      settings.tdp_factor, settings.corrections))
        result.append((w, "cpu" if gpu is None or not gpu.cost < cpu.cost else f"gpu[{gpu.index}]"))
    return result


def scan_agrees(sweep: WeightSweep, scan: list[tuple[float, str]], tolerance: float = 1e-9) -> bool:
    """True where the exact answer and the scan agree at every scan point not within ``tolerance`` of a flip."""
    for w, option in scan:
        if any(abs(w - f.w_energy) <= tolerance for f in sweep.flips):
            continue
        if sweep.choice(w) != option:
            return False
    return True
