"""Break-even problem size: where offloading a kernel to the GPU starts to pay.

Sizes move along one parameter s > 0, a factor on the dataset's values: either
every size parameter of the kernel is scaled by s (``param=None``), or only the
named one. With the cost gap

    f(s) = Cost_GPU(s) - Cost_CPU(s)       (the cheapest GPU's; GPU advised where f < 0, as in recommend)

we scan f on a log-spaced grid over [lo, hi] x dataset, and in every interval
where the advice changes refine the point with Brent's method
(:func:`scipy.optimize.brentq`) on x = ln s. Costs jump where a derived size is
rounded (the EPCC OpenACC suite's [epcc-openacc] n = floor(sqrt(datasize/8/k))); brentq then converges to the jump,
which is the crossover too. Sizes where the kernel's formulas are invalid (an
array dimension below 1, a size above the descriptor limit) are skipped.

Each crossover records the advice and the bound of both options on each side
(CPU: compute or memory; GPU: compute, memory, transfer or launch). Scanning
finds every crossing wider than one grid step; a kernel whose advice changes
and changes back within one step would be missed, so the grid is fine (16
points per decade by default).

Every scanned size also carries the 80 % intervals of both options' time and
energy and the confidence of the CPU-or-GPU advice (:mod:`advisor.core.certainty`),
and every crossover the sizes around it where that advice is a close call
(confidence below :data:`~advisor.core.uncertainty.CLOSE_CALL`): the run of scan
points next to it that are close calls, each end then bisected between the last close
scan point (or the crossover) and the first sure one, to 1/2^EDGE_STEPS of a grid step.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

from scipy.optimize import brentq

from ..core.certainty import certainty
from ..core.counts import KernelCounts, instantiate
from ..core.decision import Decision
from ..core.evaluation import Evaluation
from ..core.recommend import advise
from ..core.settings import Settings
from ..core.uncertainty import CLOSE_CALL, p_lower
from ..errors import DescriptorError, UsageError
from ..platform import Platform
from ..workload import MAX_SIZE_VALUE, Kernel


@dataclass(frozen=True)
class SizePoint:
    scale: float  # s
    sizes: Mapping[str, float]  # the kernel's size parameters at s (derived names included)
    data_bytes: float  # all arrays of the kernel
    cpu_time_s: float
    gpu_time_s: float
    cpu_energy_j: float
    gpu_energy_j: float
    cpu_cost: float
    gpu_cost: float
    cpu_bound: str
    gpu_bound: str
    recommended: str  # "cpu" or "gpu", as the decision rule chose
    cpu_time_interval_s: tuple[float, float]  # 80 % intervals (advisor.core.certainty)
    gpu_time_interval_s: tuple[float, float]
    cpu_energy_interval_j: tuple[float, float]
    gpu_energy_interval_j: tuple[float, float]
    confidence: float  # P(the advised one of the CPU and this GPU costs less)

    @property
    def gap(self) -> float:
        return self.gpu_cost - self.cpu_cost

    @property
    def close_call(self) -> bool:
        return self.confidence < CLOSE_CALL


@dataclass(frozen=True)
class Crossover:
    scale: float
    sizes: Mapping[str, float]
    data_bytes: float
    below: SizePoint  # just below the crossover
    above: SizePoint  # just above
    close_call_scales: tuple[float, float]  # (low, high) factors around it where the advice is a close call (module docstring)

    @property
    def direction(self) -> str:
        """"gpu" where the GPU starts to win as the size grows, "cpu" where it stops."""
        return self.above.recommended


@dataclass(frozen=True)
class BreakEven:
    kernel: str
    platform: str
    dataset: str
    parameter: str | None  # None: all size parameters scaled together
    params: tuple[str, ...]  # the kernel's size parameters
    base_sizes: Mapping[str, float]
    scale_range: tuple[float, float]
    curve: tuple[SizePoint, ...]  # the scan
    crossovers: tuple[Crossover, ...]

    @property
    def first_gpu_win(self) -> Crossover | None:
        return next((c for c in self.crossovers if c.direction == "gpu"), None)

    @property
    def status(self) -> str:
        if self.crossovers:
            return "crossover"
        if not self.curve:
            return "no valid size in range"
        return f"no crossover in range ({self.curve[0].recommended.upper()} throughout)"

    @property
    def axis(self) -> str | None:
        """The size parameter that the factor moves alone (None: several move together)."""
        if self.parameter is not None:
            return self.parameter
        return self.params[0] if len(self.params) == 1 else None

    def axis_value(self, scale: float) -> float:
        """The size on the axis at factor ``scale``: the parameter's value, else the factor itself."""
        return scale if self.axis is None else self.base_sizes[self.axis] * scale

    @property
    def axis_label(self) -> str:
        return self.axis or f"size factor s (all size parameters x s; 1 = {self.dataset})"


def _overrides(kernel: Kernel, dataset: str, fixed: Mapping[str, float] | None, parameter: str | None, scale: float) -> dict[str, float]:
    """The dataset's values with ``fixed`` (--size) applied, then the moving ones times ``scale``."""
    fixed = kernel.own_overrides(fixed)
    base = {**kernel.datasets[dataset], **fixed}
    names = kernel.params if parameter is None else (parameter,)
    return {**fixed, **{name: base[name] * scale for name in names}}


def _advised(kernel: Kernel, platform: Platform, settings: Settings, dataset: str, parameter: str | None, scale: float,
             fixed: Mapping[str, float] | None) -> tuple[Mapping[str, float], KernelCounts, Evaluation, Decision] | None:
    """The kernel's sizes and counts at size factor ``scale``, evaluated and decided; None where its formulas are invalid."""
    try:
        sizes = kernel.sizes(dataset, _overrides(kernel, dataset, fixed, parameter, scale))
        counts = instantiate(kernel, sizes)
    except (DescriptorError, UsageError):
        return None
    if not platform.gpus:
        raise DescriptorError(platform.path, "gpus", "no GPU: a break-even size needs one")
    return sizes, counts, *advise(counts, platform, settings)


def size_point(kernel: Kernel, platform: Platform, settings: Settings, dataset: str, parameter: str | None, scale: float,
               fixed: Mapping[str, float] | None = None) -> SizePoint | None:
    """Both options at size factor ``scale``, with how sure they are; None where the kernel's formulas are invalid there."""
    advised = _advised(kernel, platform, settings, dataset, parameter, scale, fixed)
    if advised is None:
        return None
    sizes, counts, evaluation, decision = advised
    cpu, gpu = evaluation.cpu, evaluation.gpus[decision.best_gpu]
    sure = certainty(evaluation, decision, counts, platform, settings.weights, settings.cost_model, settings.energy_model,
                     settings.corrections)
    on_cpu, on_gpu = sure.options[0], sure.options[decision.best_gpu + 1]
    # The break-even is a choice between the CPU and this GPU: its confidence leaves out the choice among GPUs.
    cpu_cheaper = float(p_lower(sure.costs[0], sure.costs[decision.best_gpu + 1]))
    return SizePoint(scale, sizes, sum(counts.array_bytes.values()), cpu.time_s, gpu.time_s, cpu.energy_j, gpu.energy_j,
                     decision.cpu_cost, decision.gpu_cost, cpu.bound, gpu.bound, "gpu" if decision.on_gpu else "cpu",
                     on_cpu.time_interval_s, on_gpu.time_interval_s, on_cpu.energy_interval_j, on_gpu.energy_interval_j,
                     1.0 - cpu_cheaper if decision.on_gpu else cpu_cheaper)


# Sizes run from 1 to MAX_SIZE_VALUE (advisor.workload): a factor outside [1/MAX, MAX] moves every size of a kernel out
# of that range, so a wider scan adds only invalid points (and its ratio hi/lo overflows a float).
MIN_SCALE, MAX_SCALE = 1 / MAX_SIZE_VALUE, MAX_SIZE_VALUE


def check_scale_range(scale_range: tuple[float, float]) -> tuple[float, float]:
    """``(low, high)`` if it is a usable range of size factors, else a UsageError naming ``size_range``."""
    lo, hi = scale_range
    if not 0 < lo < hi < math.inf:
        raise UsageError("size_range", f"must satisfy 0 < low < high, got {lo:g}:{hi:g}")
    if lo < MIN_SCALE or hi > MAX_SCALE:
        raise UsageError("size_range", f"factors from {MIN_SCALE:g} to {MAX_SCALE:g} (sizes run from 1 to {MAX_SIZE_VALUE:g}: "
                                       f"a factor beyond moves every size out of range), got {lo:g}:{hi:g}")
    return lo, hi


def break_even(kernel: Kernel, platform: Platform, settings: Settings, dataset: str | None = None, parameter: str | None = None,
               scale_range: tuple[float, float] = (1e-3, 1e3), points_per_decade: int = 16, xtol: float = 1e-12,
               fixed: Mapping[str, float] | None = None) -> BreakEven:
    """Crossovers of the advice along the size factor s in ``scale_range`` (``fixed``: --size values s starts from)."""
    dataset = dataset or kernel.default_dataset
    if parameter is not None and parameter not in kernel.params:
        raise UsageError("size_param", f"{parameter!r} is not a size parameter of {kernel.name} (have: {', '.join(kernel.params)})")
    lo, hi = check_scale_range(scale_range)
    count = max(2, math.ceil((math.log10(hi) - math.log10(lo)) * points_per_decade) + 1)
    xs = [math.log(lo) + (math.log(hi) - math.log(lo)) * i / (count - 1) for i in range(count)]
    curve = [p for p in (size_point(kernel, platform, settings, dataset, parameter, math.exp(x), fixed) for x in xs) if p is not None]

    def gap(x: float) -> float:  # the cost gap alone: the root search needs no certainty
        advised = _advised(kernel, platform, settings, dataset, parameter, math.exp(x), fixed)
        if advised is None:
            raise _Invalid
        decision = advised[-1]
        return decision.gpu_cost - decision.cpu_cost

    crossovers = []
    for index, (a, b) in enumerate(pairwise(curve)):
        if a.recommended == b.recommended:
            continue
        xa, xb = math.log(a.scale), math.log(b.scale)
        try:
            # brentq needs f(xa) f(xb) <= 0; a tie (gap 0) counts as CPU, so shift the CPU end if needed.
            root = brentq(gap, xa, xb, xtol=xtol) if a.gap * b.gap <= 0 else xa
        except _Invalid:
            root = (xa + xb) / 2
        around = close_call_scales(curve, index, math.exp(root), lambda s: _close_at(kernel, platform, settings, dataset, parameter, s, fixed))
        crossovers.append(_crossover(kernel, platform, settings, dataset, parameter, root, xa, xb, a, b, xtol, fixed, around))
    base = kernel.sizes(dataset, kernel.own_overrides(fixed))
    return BreakEven(kernel.name, platform.name, dataset, parameter, tuple(kernel.params), base, (lo, hi), tuple(curve), tuple(crossovers))


#: bisection steps of each end of a close-call range: 1/4096 of a grid step
EDGE_STEPS = 12


def close_call_scales(curve: Sequence[SizePoint], below: int, scale: float,
                      close_at: Callable[[float], bool] | None = None) -> tuple[float, float]:
    """The factors (low, high) around a crossover at ``scale``, between ``curve[below]`` and the next point, over which
    the advice is a close call: the run of scan points on either side whose confidence is below CLOSE_CALL, each end
    then bisected (in log scale, :data:`EDGE_STEPS` steps) against ``close_at`` between the last close point and the
    first sure one. Without that refinement a range narrower than one grid step would be the crossover alone.

    The crossover itself is always in: there the two costs are predicted equal, so the advice on one side of it is
    right with probability at most one half. A bias in the models' errors shifts the range to one side of it.
    """
    def edge(points: Sequence[SizePoint]) -> float:
        inner = scale
        for point in points:
            if not point.close_call:
                return inner if close_at is None else _bisect(close_at, inner, point.scale)
            inner = point.scale
        return inner

    return edge(curve[below::-1]), edge(curve[below + 1:])


def _bisect(close_at: Callable[[float], bool], close: float, sure: float) -> float:
    """The factor between ``close`` (a close call) and ``sure`` (not) where the advice stops being a close call."""
    inner, outer = math.log(close), math.log(sure)
    for _ in range(EDGE_STEPS):
        middle = (inner + outer) / 2
        if close_at(math.exp(middle)):
            inner = middle
        else:
            outer = middle
    return math.exp(inner)


def _close_at(kernel, platform, settings, dataset, parameter, scale, fixed) -> bool:
    point = size_point(kernel, platform, settings, dataset, parameter, scale, fixed)
    return point is not None and point.close_call


class _Invalid(Exception):
    pass


def _crossover(kernel, platform, settings, dataset, parameter, root, xa, xb, a, b, xtol, fixed, around) -> Crossover:
    # The two sides: points a little either side of the root, inside the scan interval; where
    # they do not straddle the change (a tie at the root), fall back to the scan points.
    delta = max(1e3 * xtol, 1e-9)
    below = size_point(kernel, platform, settings, dataset, parameter, math.exp(max(xa, root - delta)), fixed) or a
    above = size_point(kernel, platform, settings, dataset, parameter, math.exp(min(xb, root + delta)), fixed) or b
    if below.recommended != a.recommended:
        below = a
    if above.recommended != b.recommended:
        above = b
    scale = math.exp(root)
    point = size_point(kernel, platform, settings, dataset, parameter, scale, fixed) or above
    return Crossover(scale, point.sizes, point.data_bytes, below, above, around)
