"""An answer's certainty: each option's 80 % intervals, the confidence of the choice, the extra cost of each choice.

:func:`certainty` reads an :class:`~advisor.core.evaluation.Evaluation` and its :class:`~advisor.core.decision.Decision`
with the error model (:mod:`advisor.core.uncertainty`): each option's time is the sum of its parts (the CPU's
on-chip time; a GPU's on-chip time, copies and launches), each part in the band of what it depends on; the energy
is in the band of its energy model. Two GPU options priced by one model are compared through the ``gpu-pair`` band
(their errors on one kernel move together). Numbers or arrays alike (a batch of raw tasks gets one element per task).

:func:`plan_confidence` does the same for plans made of several kernels or steps (:mod:`advisor.core.plans`): two
plans differ only where they place a unit differently, so only those units' errors separate them.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cpu.arch import find_cpu_arch
from ..elementwise import Value, is_scalar, where
from ..platform import Platform
from . import registry
from .cost import Weights
from .counts import KernelCounts
from .decision import Decision, choose, cost_at
from .evaluation import CpuOption, Evaluation, GpuOption, correction
from .plans import Plan, Unit
from .settings import Corrections
from .uncertainty import (
    CLOSE_CALL,
    Band,
    CostSpread,
    ErrorModel,
    Spread,
    combined,
    cost_spread,
    elasticities,
    error_model,
    expected_excess,
    half_pair,
    narrowed,
    p_lower,
)

#: the core families the error model groups CPUs by, from the names of the microarchitecture tables
FAMILIES = (("zen", "zen"), ("rapids", "intel-server"), ("sp", "intel-server"), ("neoverse", "arm"), ("", "intel-client"))


@dataclass(frozen=True)
class OptionCertainty:
    """One option's 80 % intervals of time and energy, and what choosing it costs beyond the best, on average."""

    time_interval_s: tuple[Value, Value]
    energy_interval_j: tuple[Value, Value]
    extra_cost: Value  # E[max(0, C_this - C_best other)], in the units of the cost model

    def to_dict(self) -> dict[str, Any]:
        return {"time_interval_s": list(self.time_interval_s), "energy_interval_j": list(self.energy_interval_j),
                "extra_cost": self.extra_cost}


@dataclass(frozen=True)
class Certainty:
    """How sure an answer is (:mod:`advisor.core.uncertainty`): the probability that the recommended option is the
    cheaper, per option (the CPU first, then each GPU) its intervals and extra cost (worked out when first asked
    for: a scheduler that reads only the confidence does not pay for them), and what no validation set covers."""

    confidence: Value  # P(the recommended option costs least), under the user's weights and cost model
    notes: tuple[str, ...]
    predicted: tuple[tuple[Value, Value], ...]  # each option's (time_s, energy_j)
    spreads: OptionSpreads
    costs: tuple[CostSpread, ...]

    @property
    def close_call(self) -> Value:
        return self.confidence < CLOSE_CALL

    @functools.cached_property
    def options(self) -> tuple[OptionCertainty, ...]:
        return tuple(OptionCertainty(time.interval(time_s), energy.interval(energy_j), _extra(self.costs, index))
                     for index, ((time_s, energy_j), time, energy)
                     in enumerate(zip(self.predicted, self.spreads.times, self.spreads.energies)))


@dataclass(frozen=True)
class OptionSpreads:
    """Each option's time and energy spreads (the CPU first), and the GPU options' on-chip pair band where two
    GPUs share a model."""

    times: tuple[Spread, ...]
    energies: tuple[Spread, ...]
    pairs: Mapping[tuple[int, int], tuple[Spread, Spread]]  # (i, j) option indices -> their time spreads against each other
    notes: tuple[str, ...]


def option_spreads(evaluation: Evaluation, counts: KernelCounts, platform: Platform, energy_model: str,
                   corrections: Corrections | None = None, model: ErrorModel | None = None) -> OptionSpreads:
    """The spreads of every option of ``evaluation`` (module docstring); a device whose on-chip time carries a
    correction learned from this platform's own measured runs has its on-chip band narrowed by them (:func:`own_runs`)."""
    model = model or error_model()
    notes: list[str] = []

    def band(part: str, **keys: str) -> Band:
        found, why = model.band(part, **keys)
        if why and why not in notes:
            notes.append(why)
        return found

    def unsaid(part: str, **keys: str) -> Band:  # a GPU the kernel cannot run on: its bands are not worth a note
        return model.band(part, **keys)[0]

    energy_band = band("energy", model=energy_model)
    energy = Spread(energy_band.mu, energy_band.sigma**2)
    def learned(device: str) -> Value | None:
        return correction(corrections or {}, counts.workload, counts.kernel, platform.name, device)

    times = [_cpu_time(evaluation.cpu, counts, platform, band, learned("cpu"))]
    for gpu in evaluation.gpus:
        looked_up = unsaid if gpu.unplaceable else band
        times.append(_gpu_time(gpu, own_runs(_gpu_compute_band(gpu, platform, looked_up), learned(gpu.device)), counts, looked_up))
    pairs = {}
    for a, first in enumerate(evaluation.gpus):
        for b in range(a + 1, len(evaluation.gpus)):
            second = evaluation.gpus[b]
            if gpu_model_of(first) != gpu_model_of(second):
                continue
            families = "same" if family_of(first, platform) == family_of(second, platform) else "different"
            pair = half_pair(band("gpu-pair", model=gpu_model_of(first), families=families))
            pairs[a + 1, b + 1] = (_gpu_time(first, pair, counts, band), _gpu_time(second, pair, counts, band))
    return OptionSpreads(tuple(times), (energy,) * len(times), pairs, tuple(notes))


def certainty(evaluation: Evaluation, decision: Decision, counts: KernelCounts, platform: Platform, weights: Weights,
              cost_model: str, energy_model: str, corrections: Corrections | None = None, model: ErrorModel | None = None) -> Certainty:
    """The certainty of the decision on ``evaluation`` (module docstring)."""
    spreads = option_spreads(evaluation, counts, platform, energy_model, corrections, model)
    function = registry.get("cost", cost_model)
    cost = functools.partial(cost_at, function)  # a plugin that takes only numbers, too
    reference = (evaluation.cpu.time_s, evaluation.cpu.energy_j)
    terms = getattr(function, "terms", None)
    slopes = [elasticities(cost, option.time_s, option.energy_j, reference, weights, terms=terms) for option in evaluation.options]

    def spread_of(index: int, time: Spread) -> CostSpread:
        return _finite_cost(cost_spread(decision.costs[index], *slopes[index], time, spreads.energies[index]), decision.costs[index])

    costs = [spread_of(index, time) for index, time in enumerate(spreads.times)]
    chosen = decision.chosen
    mine = _pick(costs, chosen)
    confidence: Value = 1.0
    for rank in range(len(costs) - 1):  # each other option, by index: the rank-th one that is not the chosen one
        other = where(chosen > rank, rank, rank + 1)
        confidence = confidence * _beats(chosen, other, mine, costs, spreads, spread_of)
    return Certainty(confidence, spreads.notes, tuple((o.time_s, o.energy_j) for o in evaluation.options), spreads, tuple(costs))


def _beats(chosen: Value, other: Value, mine: CostSpread, costs: Sequence[CostSpread], spreads: OptionSpreads, spread_of) -> Value:
    """P(the chosen option, whose cost is ``mine``, costs less than option ``other``); two GPUs of one model through
    their pair band."""
    out = p_lower(mine, _pick(costs, other))
    for (a, b), times in spreads.pairs.items():
        for (first, first_time), (second, second_time) in (((a, times[0]), (b, times[1])), ((b, times[1]), (a, times[0]))):
            applies = (chosen == first) & (other == second)
            if is_scalar(applies) and not applies:
                continue
            out = where(applies, p_lower(spread_of(first, first_time), spread_of(second, second_time)), out)
    return out


def _finite_cost(spread: CostSpread, cost: Value) -> CostSpread:
    """An option that cannot run (infinite cost) is surely dearer: its log-cost infinite, its spread none."""
    finite = math.isfinite(cost) if is_scalar(cost) else _isfinite(cost)
    return CostSpread(where(finite, spread.m, math.inf), where(finite, spread.v, 0.0))


def _isfinite(values: Value) -> Value:
    import numpy as np  # a batch: numpy is loaded already

    return np.isfinite(values)


def gpu_model_of(gpu: GpuOption) -> str:
    """The GPU model the error model groups an option's on-chip time by: ``kp`` (the kernel's code timed), or ``roofline``."""
    return "kp" if gpu.onchip.model.split("*")[0] == "kp" else "roofline"


def family_of(gpu: GpuOption, platform: Platform) -> str:
    """The architecture family the error model groups an option's on-chip time by (the GPU's ``architecture``)."""
    return platform.gpus[gpu.index].architecture.lower()


def _gpu_compute_band(gpu: GpuOption, platform: Platform, band) -> Band:
    return band("gpu-time", model=gpu_model_of(gpu), family=family_of(gpu, platform))


def _cpu_time(cpu: CpuOption, counts: KernelCounts, platform: Platform, band, learned: Value | None) -> Spread:
    kind = cpu.onchip.model.split("*")[0]  # a learned correction's factor aside
    descriptor = {"signature/datasheet": "datasheet", "signature/measured": "calibrated"}.get(kind, "roofline")

    def spread(implementation: str) -> Spread:
        found = own_runs(band("cpu-time", implementation=implementation, descriptor=descriptor,
                              family=family(platform.cpu.microarchitecture)), learned)
        return Spread(found.mu, found.sigma**2)

    threads = counts.cpu.threads
    if is_scalar(threads) or counts.cpu.runtime == "opencl":
        return spread(implementation(counts))
    serial, threaded = spread("serial"), spread(implementation(counts))  # a batch of raw tasks: by each one's threads
    return Spread(where(threads == 1, serial.mu, threaded.mu), where(threads == 1, serial.var, threaded.var))


def own_runs(band: Band, learned: Value | None) -> Band:
    """``band`` narrowed by the platform's own runs behind a learned correction (:func:`advisor.core.uncertainty.narrowed`).

    The corrected prediction is unbiased on those runs (mean 0); their deviation ``s`` comes back from the factor's 95 %
    interval ``[low, high]`` over ``n`` runs: ``s = sqrt(n) ln(high / low) / (2 * 1.96)``. A factor without that
    evidence (set by hand, or a batch's array of factors) leaves the band as shipped.
    """
    runs, low, high = (getattr(learned, name, None) for name in ("runs", "low", "high"))  # a history's LearnedFactor
    if not runs or runs < 2 or not low or not high:
        return band
    deviation = math.sqrt(runs) * math.log(high / low) / (2.0 * 1.96)
    return narrowed(band, runs, 0.0, deviation**2)


def copy_memories(memory: str) -> tuple[str, str]:
    """The copy part's ``memory`` keys of a host code's memory kind: (its copies in, its copies back). Pageable code
    copies in from pages it wrote and back into new ones (``pageable-touched``: written ones both ways)."""
    copied_in = "pinned" if memory == "pinned" else "touched" if memory.startswith("pageable") else memory
    copied_out = "pinned" if memory == "pinned" else "fresh" if memory == "pageable" else copied_in
    return copied_in, copied_out


def _gpu_time(gpu: GpuOption, compute: Band, counts: KernelCounts, band) -> Spread:
    copied_in, copied_out = copy_memories(counts.host.memory)
    parts = [(gpu.compute_s, compute), (gpu.h2d_s, band("copy", memory=copied_in)), (gpu.d2h_s, band("copy", memory=copied_out)),
             (gpu.launch_s, band("launch"))]
    return combined(parts, gpu.compute_s + gpu.h2d_s + gpu.d2h_s + gpu.launch_s)


def implementation(counts: KernelCounts) -> str:
    """What the CPU code is, as the error model groups it: ``serial``, ``threads`` (serial code the dependence
    analysis runs on threads, or a roofline's team), ``openmp`` (its pragmas as written) or ``opencl``."""
    cpu = counts.cpu
    if cpu.runtime == "opencl":
        return "opencl"
    if is_scalar(cpu.threads) and cpu.threads == 1:
        return "serial"
    return "openmp" if any(loop.parallel_by == "code" for loop in counts.cpu_loops) else "threads"


def family(microarchitecture: str) -> str:
    """The core family of a platform's ``cpu.microarchitecture`` (:data:`FAMILIES`); empty for a core no table lists."""
    arch = find_cpu_arch(microarchitecture)
    if arch is None:
        return ""
    name = arch.name.lower()
    return next(group for marker, group in FAMILIES if marker in name)


def _pick(costs: Sequence[CostSpread], index: Value) -> CostSpread:
    if is_scalar(index):
        return costs[int(index)]
    m, v = costs[0].m, costs[0].v
    for position in range(1, len(costs)):
        m, v = where(index == position, costs[position].m, m), where(index == position, costs[position].v, v)
    return CostSpread(m, v)


def _extra(costs: Sequence[CostSpread], index: int) -> Value:
    """What choosing option ``index`` costs beyond the cheapest other option (by the prediction, the one rule of
    :func:`~advisor.core.decision.choose`), on average."""
    if len(costs) == 1:
        return 0.0
    others = [c for position, c in enumerate(costs) if position != index]
    best = _pick(others, choose([c.m for c in others]))
    return where(costs[index].m < math.inf, expected_excess(costs[index], best), math.inf)


# --- plans ---------------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class PartSpread:
    """One unit on one device in a plan: its predicted seconds and joules and their spreads."""

    time_s: float
    energy_j: float
    time: Spread
    energy: Spread


def plan_confidence(units: Sequence[Mapping[str, PartSpread]], assignments: Sequence[Sequence[str]],
                    totals: Sequence[tuple[float, float]], chosen: int, cost: Any, weights: Weights) -> float:
    """P(plan ``chosen`` costs least) among plans that each put every unit on a device (``assignments[plan][unit]``,
    a key of ``units[unit]``) and total ``(time_s, energy_j)``; the first plan is the cost's reference.

    A plan's parts are scaled to its totals (the transfers between units spread over them). Two plans differ by the
    units they place apart, so only those units' parts separate them: on each side their cost (linearised at the
    chosen plan's cost slopes) is a sum of lognormal parts (mean ``x e^(mu + s^2/2)``, variance
    ``x^2 (e^(s^2) - 1) e^(2 mu + s^2)``), taken as one lognormal of the same mean and variance (Fenton-Wilkinson
    [fenton1960]); P(A < B) is then that of two lognormals. The other plans are taken one by one, their
    probabilities multiplied.
    """
    reference, at = totals[0], totals[chosen]
    base, step = cost(*at, weights, *reference), 1e-4
    by_time = (cost(at[0] * (1 + step), at[1], weights, *reference) - base) / (at[0] * step) if at[0] > 0 else 0.0
    by_energy = (cost(at[0], at[1] * (1 + step), weights, *reference) - base) / (at[1] * step) if at[1] > 0 else 0.0

    def moments(plan: int) -> list[tuple[float, float]]:
        parts = [units[u][device] for u, device in enumerate(assignments[plan])]
        time_scale = totals[plan][0] / (sum(p.time_s for p in parts) or 1.0)
        energy_scale = totals[plan][1] / (sum(p.energy_j for p in parts) or 1.0)
        out = []
        for part in parts:
            t_mean, t_var = _lognormal(part.time_s * time_scale, part.time)
            e_mean, e_var = _lognormal(part.energy_j * energy_scale, part.energy)
            out.append((by_time * t_mean + by_energy * e_mean, by_time**2 * t_var + by_energy**2 * e_var))
        return out

    def side(parts: list[tuple[float, float]], apart: list[int]) -> CostSpread:
        mean, variance = sum(parts[u][0] for u in apart), sum(parts[u][1] for u in apart)
        if mean <= 0:
            return CostSpread(-math.inf, 0.0)
        log_variance = math.log1p(variance / mean**2)
        return CostSpread(math.log(mean) - log_variance / 2.0, log_variance)

    mine = moments(chosen)
    confidence = 1.0
    for plan in range(len(assignments)):
        if plan == chosen or not all(math.isfinite(x) for x in totals[plan]):
            continue
        apart = [u for u in range(len(units)) if assignments[plan][u] != assignments[chosen][u]]
        if not apart:
            continue  # the same plan under another name
        confidence *= float(p_lower(side(mine, apart), side(moments(plan), apart)))
    return confidence


def plans_confidence(units: Sequence[Unit], spreads: Sequence[OptionSpreads], plans: Sequence[Plan], chosen: int,
                     cost_model: str, weights: Weights) -> float:
    """:func:`plan_confidence` of :class:`~advisor.core.plans.Plan` s over ``units``, each unit with the spreads of the
    kernel it is (or is a step of): a unit on a GPU takes that GPU option's spreads (the plan's GPU model)."""
    parts: list[dict[str, PartSpread]] = []
    for unit, spread in zip(units, spreads):
        mine = {"cpu": PartSpread(unit.cpu_time_s, unit.cpu_energy_j, spread.times[0], spread.energies[0])}
        for index, gpu in enumerate(unit.gpus):
            mine.setdefault(gpu.device, PartSpread(gpu.time_s, gpu.energy_j, spread.times[index + 1], spread.energies[index + 1]))
        parts.append(mine)

    def device(plan: Plan, unit: int) -> str:
        if plan.assignment[unit] == "cpu":
            return "cpu"
        named = [name for name in (plan.gpu or "").split(", ") if name in parts[unit]] or [key for key in parts[unit] if key != "cpu"]
        return min(named, key=lambda name: parts[unit][name].time_s)  # a mixed plan's kernel on its fastest GPU of the plan

    assignments = [[device(plan, u) for u in range(len(units))] for plan in plans]
    return plan_confidence(parts, assignments, [(plan.time_s, plan.energy_j) for plan in plans], chosen,
                           registry.get("cost", cost_model), weights)


def _lognormal(value: float, spread: Spread) -> tuple[float, float]:
    """Mean and variance of ``value * exp(e)``, ``e ~ N(mu, var)``."""
    mean = value * math.exp(spread.mu + spread.var / 2.0)
    return mean, value**2 * (math.exp(spread.var) - 1.0) * math.exp(2.0 * spread.mu + spread.var)
