"""Weight sweep: the energy weights at which the recommended device flips.

With w = w_energy and w_time = 1 - w, every option's cost is linear in w in
both built-in cost forms (cost-model paper [jiang2017], eq. 1; :mod:`advisor.core.cost`):

    raw:         Cost_X(w) = (1 - w) * Time_X + w * Energy_X
    normalized:  Cost_X(w) = (1 - w) * Time_X / Time_CPU + w * Energy_X / Energy_CPU

(times and energies do not depend on the weights). So each option is a line
c_X(w) = c_X(0) + (c_X(1) - c_X(0)) w, and the recommendation, the choice
among the CPU line and one line per GPU (:func:`advisor.core.decision.choose`: the
CPU on a tie, then the earlier GPU), can change only where two lines meet. We
compute every pairwise intersection in (0, 1), choose on each interval between
them and report a flip wherever the choice differs between neighbouring
intervals. A cost-model plugin need not be linear in w: its flips are found
on a grid of weights and refined by bisection to 1e-12.
:func:`scan_recommendations` checks the result by pricing the options on a grid
of weights.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise

from ..core.cost import Weights
from ..core.counts import KernelCounts
from ..core.decision import Decision, choose, decide, price
from ..core.evaluation import Evaluation, evaluate
from ..core.settings import Settings
from ..platform import Platform

LINEAR_COST_MODELS = ("normalized", "raw")


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
    cost_model: str
    lines: tuple[CostLine, ...]  # the CPU line first, then one per GPU
    flips: tuple[Flip, ...]
    segments: tuple[tuple[float, float, str], ...]  # (w from, w to, advised option) covering [0, 1]; at a flip point itself the tie rule decides
    at_weights: Decision  # the decision at the settings' weights, priced exactly as advisor recommend prices it

    def choice(self, w_energy: float) -> str:
        """Advised option at ``w_energy``, from the segments (at a flip point itself: the one below)."""
        return next(option for lo, hi, option in self.segments if lo <= w_energy <= hi)

    def device(self, option: str) -> str:
        return next(line.device for line in self.lines if line.option == option)

    @property
    def advice(self) -> str:
        """The option advised at the settings' weights."""
        return self.lines[self.at_weights.chosen].option


def _option_names(evaluation: Evaluation) -> list[str]:
    return ["cpu", *(f"gpu[{g.index}]" for g in evaluation.gpus)]


def _choice(lines: tuple[CostLine, ...], w: float) -> str:
    return lines[choose([line.cost(w) for line in lines])].option


def _weights(w_energy: float) -> Weights:
    return Weights(1.0 - w_energy, w_energy)


def cost_lines(evaluation: Evaluation, platform: Platform, settings: Settings) -> tuple[CostLine, ...]:
    at_0, at_1 = (price(evaluation.options, _weights(w), settings.cost_model) for w in (0.0, 1.0))
    devices = [platform.cpu.model, *(g.device for g in evaluation.gpus)]
    return tuple(CostLine(name, device, option.time_s, option.energy_j, c0, c1)
                 for name, device, option, c0, c1 in zip(_option_names(evaluation), devices, evaluation.options, at_0, at_1))


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


def _bisect_flips(advised: Callable[[float], str], points: int = 201) -> list[float]:
    """Where ``advised(w)`` changes: a grid of ``points`` weights, then bisection between changes to 1e-12."""
    found = []
    grid = [i / (points - 1) for i in range(points)]
    for lo, hi in pairwise(grid):
        low_choice = advised(lo)
        if low_choice == advised(hi):
            continue
        while hi - lo > 1e-12:
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if advised(mid) == low_choice else (lo, mid)
        found.append(hi)
    return [w for w in found if 0.0 < w < 1.0]


def weight_sweep(counts: KernelCounts, platform: Platform, settings: Settings) -> WeightSweep:
    evaluation = evaluate(counts, platform, settings)
    lines = cost_lines(evaluation, platform, settings)
    names = _option_names(evaluation)
    if settings.cost_model in LINEAR_COST_MODELS:
        def advised(w: float) -> str:
            return _choice(lines, w)

        edges = [0.0, *crossings(lines), 1.0]
    else:
        def advised(w: float) -> str:
            return names[choose(price(evaluation.options, _weights(w), settings.cost_model))]

        edges = [0.0, *_bisect_flips(advised), 1.0]
    segments: list[tuple[float, float, str]] = []
    for lo, hi in pairwise(edges):
        option = advised((lo + hi) / 2)
        if segments and segments[-1][2] == option:
            segments[-1] = (segments[-1][0], hi, option)  # a crossing of two lines that are not the minimum
        else:
            segments.append((lo, hi, option))
    # A tie exactly at w = 0 or 1 (say two GPUs equally fast) is broken by the tie rule there
    # but not an instant later: a one-point segment and a flip at the end point.
    if advised(0.0) != segments[0][2]:
        segments.insert(0, (0.0, 0.0, advised(0.0)))
    if advised(1.0) != segments[-1][2]:
        segments.append((1.0, 1.0, advised(1.0)))
    flips = tuple(Flip(b[0], a[2], b[2]) for a, b in pairwise(segments))
    at_weights = decide(price(evaluation.options, settings.weights, settings.cost_model))
    return WeightSweep(counts.kernel, platform.name, settings.cost_model, lines, flips, tuple(segments), at_weights)


def scan_recommendations(counts: KernelCounts, platform: Platform, settings: Settings, points: int = 201) -> list[tuple[float, str]]:
    """Advice at ``points`` evenly spaced w_energy in [0, 1], priced and decided afresh at each (the check)."""
    evaluation = evaluate(counts, platform, settings)
    names = _option_names(evaluation)
    return [(w, names[decide(price(evaluation.options, _weights(w), settings.cost_model)).chosen])
            for w in (i / (points - 1) for i in range(points))]


def scan_agrees(sweep: WeightSweep, scan: list[tuple[float, str]], tolerance: float = 1e-9) -> bool:
    """True where the exact answer and the scan agree at every scan point not within ``tolerance`` of a flip."""
    for w, option in scan:
        if any(abs(w - f.w_energy) <= tolerance for f in sweep.flips):
            continue
        if sweep.choice(w) != option:
            return False
    return True
