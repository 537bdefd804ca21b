"""One trade-off study: a workload on one platform, every analysis the user asked for.

The pieces live in their own modules (weights, placements, breakeven, whatif);
this module runs them over the selected kernels and keeps the results in one
frozen record that the tables, figures and HTML report read. The plans of the
Pareto front and the extremes carry 80 % intervals of their time and energy
(:func:`plan_interval`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ..core.certainty import OptionSpreads, option_spreads
from ..core.decision import choose, price
from ..core.plans import (
    ENUMERATION_LIMIT,
    KernelOptions,
    Plan,
    Unit,
    all_cpu,
    enumerate_plans,
    evaluate_assignment,
    kernel_units,
    pareto_front,
    pareto_plans,
    workload_options,
)
from ..core.settings import Settings
from ..core.uncertainty import Band, Spread, combined
from ..platform import Platform
from ..workload import Workload
from .breakeven import BreakEven, break_even, check_scale_range
from .figures import PlanInterval, Roof, RooflinePoint
from .weights import WeightSweep, scan_agrees, scan_recommendations, weight_sweep
from .whatif import DEFAULT_FACTORS, WhatIf, check_dvfs, what_if
from .whatif import SWEEPS as WHATIF_SWEEPS

ANALYSES = ("weights", "pareto", "size", *WHATIF_SWEEPS)


@dataclass(frozen=True)
class StudyOptions:
    analyses: tuple[str, ...] = ANALYSES
    dataset: str | None = None
    kernels: tuple[str, ...] = ()
    overrides: Mapping[str, float] = field(default_factory=dict)
    size_param: str | None = None
    size_range: tuple[float, float] = (1e-3, 1e3)
    factors: Mapping[str, tuple[float, ...]] = field(default_factory=lambda: dict(DEFAULT_FACTORS))
    power_exponent: float = 3.0
    scan_points: int = 201  # weight grid that checks the exact flips

    def __post_init__(self) -> None:  # refused before any work, not in the middle of the study
        check_scale_range(self.size_range)
        check_dvfs(self.factors.get("clock", ()), self.power_exponent)


@dataclass(frozen=True)
class PlatformStudy:
    workload: str
    dataflow: str
    platform: Platform
    dataset: str
    settings: Settings
    kernels: tuple[str, ...]
    weights: tuple[WeightSweep, ...] = ()
    weights_checked: tuple[bool, ...] = ()  # the scan agrees with the exact flips, per kernel
    placements: tuple[Plan, ...] = ()  # every plan (empty beyond ENUMERATION_LIMIT kernels)
    front: tuple[Plan, ...] = ()
    extremes: tuple[Plan, ...] = ()  # all CPU, then all on each GPU model
    best: Plan | None = None  # cheapest plan at the settings' weights
    costs: tuple[tuple[Plan, float], ...] = ()  # the cost of each plan of the front and the extremes, at the settings' weights
    intervals: tuple[tuple[Plan, PlanInterval], ...] = ()  # those plans' 80 % intervals
    search: str = ""  # how the front was found
    breakeven: tuple[BreakEven, ...] = ()
    whatif: tuple[WhatIf, ...] = ()
    roofs: tuple[Roof, ...] = ()
    roofline: tuple[RooflinePoint, ...] = ()


def run_study(workload: Workload, platform: Platform, settings: Settings, options: StudyOptions,
              progress: Callable[[Iterable, str], Iterable] | None = None) -> PlatformStudy:
    """Run ``options.analyses`` for ``workload`` on ``platform``; ``progress(items, label)`` wraps long loops."""
    progress = progress or (lambda items, label: items)
    dataset = options.dataset or workload.default_dataset
    kernels = workload.selected(options.kernels)
    opts = workload_options(workload, kernels, platform, settings, dataset, options.overrides)
    result: dict = {}
    if "weights" in options.analyses and platform.gpus:
        sweeps, checked = [], []
        for o in opts:
            sweep = weight_sweep(o.counts, platform, settings)
            sweeps.append(sweep)
            checked.append(scan_agrees(sweep, scan_recommendations(o.counts, platform, settings, options.scan_points)))
        result.update(weights=tuple(sweeps), weights_checked=tuple(checked))
    if "pareto" in options.analyses:
        result.update(_pareto(workload, kernels, opts, platform, settings))
    if "size" in options.analyses and platform.gpus:
        result["breakeven"] = tuple(break_even(k, platform, settings, dataset, options.size_param if options.size_param in k.params else None,
                                               options.size_range, fixed=options.overrides)
                                    for k in progress(kernels, f"break-even sizes on {platform.name}"))
    rows: list[WhatIf] = []
    for sweep in WHATIF_SWEEPS:
        if sweep in options.analyses and platform.gpus:
            rows.extend(what_if(kernels, platform, settings, sweep, options.factors.get(sweep, DEFAULT_FACTORS[sweep]), dataset,
                                options.overrides, options.power_exponent))
    roofs, points = roofline_data(opts, platform)
    return PlatformStudy(workload.name, workload.dataflow, platform, dataset, settings, tuple(k.name for k in kernels),
                         whatif=tuple(rows), roofs=roofs, roofline=points, **result)


def _pareto(workload: Workload, kernels, opts: Sequence[KernelOptions], platform: Platform, settings: Settings) -> dict:
    shared = workload.dataflow == "shared"
    units = kernel_units(kernels, opts, platform)
    if len(kernels) <= ENUMERATION_LIMIT:
        every = enumerate_plans(units, platform, shared)
        front = pareto_front(every)
        search = f"all {len(every)} placements enumerated" if platform.gpus else "no GPU: the all-CPU placement only"
    else:
        every = []
        front = pareto_plans(units, platform, shared)
        search = f"{len(kernels)} kernels: exact front by dynamic programming over kernels in order (2^{len(kernels)} placements not listed)"
    # The cheapest plan at the weights lies on the front (for weights > 0). Plans are priced
    # relative to the all-CPU plan, as in advisor.whole, which comes first and so wins a tie.
    cpu = all_cpu(units)
    extremes = [cpu] + [evaluate_assignment(units, platform, shared, ["gpu"] * len(kernels), g)
                        for g in range(min((len(o.gpus) for o in opts), default=0))]
    ordered = sorted(front, key=lambda p: p.name != "all CPU")  # the all-CPU plan first, where it is on the front
    costs = price([cpu, *ordered, *extremes[1:]], settings.weights, settings.cost_model)
    best = ordered[choose(costs[1:1 + len(ordered)])]
    spreads = [option_spreads(o.evaluation, o.counts, platform, settings.energy_model, settings.corrections) for o in opts]
    return {"placements": tuple(every), "front": tuple(front), "best": best, "search": search, "extremes": tuple(extremes),
            "costs": tuple(zip([cpu, *ordered, *extremes[1:]], costs)),
            "intervals": tuple((plan, plan_interval(units, spreads, plan)) for plan in dict.fromkeys([*front, *extremes]))}


def plan_interval(units: Sequence[Unit], spreads: Sequence[OptionSpreads], plan: Plan) -> PlanInterval:
    """80 % intervals of ``plan``'s time and energy: each unit's part on its device in the spread of that option of its
    kernel (:func:`advisor.core.certainty.option_spreads`), the parts combined by their shares as an option's own parts
    are (:func:`advisor.core.uncertainty.combined`; the transfers between units spread over them, as in
    :func:`advisor.core.certainty.plans_confidence`)."""
    if not (math.isfinite(plan.time_s) and math.isfinite(plan.energy_j)):
        return PlanInterval((plan.time_s, plan.time_s), (plan.energy_j, plan.energy_j))  # a plan that cannot run
    times, energies = [], []
    for unit, spread, device in zip(units, spreads, plan.assignment):
        if device == "cpu":
            option, time_s, energy_j = 0, unit.cpu_time_s, unit.cpu_energy_j
        else:  # the plan's GPU model; the unit's options are its kernel's, in the same order
            index = next(i for i, part in enumerate(unit.gpus) if part.device == plan.gpu)
            option, time_s, energy_j = index + 1, unit.gpus[index].time_s, unit.gpus[index].energy_j
        times.append((time_s, _band(spread.times[option])))
        energies.append((energy_j, _band(spread.energies[option])))
    time = combined(times, sum(t for t, _ in times)).interval(plan.time_s)
    energy = combined(energies, sum(e for e, _ in energies)).interval(plan.energy_j)
    return PlanInterval((float(time[0]), float(time[1])), (float(energy[0]), float(energy[1])))


def _band(spread: Spread) -> Band:
    """A spread as the band :func:`~advisor.core.uncertainty.combined` takes (no rows or sets behind it)."""
    return Band(float(spread.mu), math.sqrt(float(spread.var)), 0, ())


def roofline_data(opts: Sequence[KernelOptions], platform: Platform) -> tuple[tuple[Roof, ...], tuple[RooflinePoint, ...]]:
    """Roofs (the workload's dominant precision, whole device) and each kernel's point on the CPU and GPU 0."""
    totals: dict[str, float] = {}
    points = []
    for o in opts:
        for step in o.counts.steps:
            for precision, count in step.flops.items():
                totals[precision] = totals.get(precision, 0.0) + count
        chips = [("cpu", o.cpu.onchip)]
        if o.gpus:
            chips.append(("gpu", o.gpus[0].onchip))
        for device, chip in chips:
            intensity = chip.flops / chip.dram_bytes if chip.dram_bytes > 0 else float("inf")
            points.append(RooflinePoint(o.kernel, device, intensity, chip.flops / chip.time_s if chip.time_s > 0 else 0.0))
    precision = max(totals, key=totals.__getitem__) if totals else "fp64"
    roofs = []
    if precision in platform.cpu.flops_per_cycle_per_core:
        roofs.append(Roof(f"CPU roof ({precision}, all cores): {platform.cpu.model}", platform.cpu.peak_flops(precision), platform.cpu.memory_bandwidth()))
    for g in platform.gpus:
        if precision in g.peak_flops_by_precision:
            roofs.append(Roof(f"GPU roof ({precision}): {g.model}", g.peak_flops(precision), g.memory_bandwidth_sustained_Bps))
    return tuple(roofs), tuple(points)
