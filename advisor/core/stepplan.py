"""Per-step answers for multi-step kernels: which step runs where, with the copies between them.

A kernel of several GPU kernels (``steps``: CORRELATION's mean, stddev, reduce and
correlation kernels) need not run all on one device. Its steps are placed as the
plans of :mod:`advisor.core.plans` place kernels: each step is a unit (its part of the
kernel's options, :func:`advisor.core.evaluation.step_parts`), the steps share the
kernel's arrays (a shared dataflow: an array crosses the link only when the step
that needs it runs on the other side from its valid copy), and the exact Pareto
front of the assignments is searched by dynamic programming. The answer compares
three plans, priced like kernels (:func:`advisor.core.decision.price`, relative to all
on the CPU, which wins a tie): all steps on the CPU, all on the cheapest GPU model,
and the cheapest plan of the front.

Steps that run in turn many times (every step launched L > 1 times: a time loop
around them, as in FDTD-2D's TMAX steps or GRAMSCHMIDT's columns) repeat their
crossings every iteration. For one assignment the dataflow state after an
iteration is the same from the second on, so with E_k the plan of k iterations
(each step 1/L of its time and energy):

    E = E_3 + (L - 3) (E_3 - E_2)          (L >= 3; E_L itself for L <= 2)

and every assignment is enumerated (2^steps of them). Kernels whose steps run once
each use the exact Pareto search of :func:`advisor.core.plans.pareto_plans`.

All three are priced by this one machinery, so "all GPU" here copies each array
when a step first needs it, where the kernel-level answer copies the program's
inputs up front; the two agree when every input is read before it is written.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..platform import Platform
from ..workload import Kernel
from .certainty import option_spreads, plans_confidence
from .counts import KernelCounts
from .decision import choose, price
from .plans import ENUMERATION_LIMIT, Plan, Unit, all_cpu, evaluate_assignment, kernel_options, pareto_plans, step_units
from .recommend import dataset_label
from .settings import Settings
from .uncertainty import CLOSE_CALL

PLAN_NAMES = ("all CPU", "all GPU", "per step")


@dataclass(frozen=True)
class StepPlanAnswer:
    workload: str
    kernel: str
    dataset: str
    platform: str
    steps: tuple[str, ...]
    plans: Mapping[str, Plan]  # PLAN_NAMES; "all GPU" and "per step" only with a GPU
    costs: Mapping[str, float]
    recommended: str  # the cheapest plan's name
    confidence: float = 1.0  # P(the recommended plan costs least) (:func:`advisor.core.certainty.plans_confidence`)

    @property
    def close_call(self) -> bool:
        return self.confidence < CLOSE_CALL

    @property
    def split_wins(self) -> bool:
        """The per-step plan places steps on both devices and costs strictly less than all-CPU and all-GPU.

        The choice goes to the first of equally cheap plans, and "per step" comes last.
        """
        return self.recommended == "per step" and self.plans["per step"].name == "mixed"

    def to_dict(self) -> dict[str, Any]:
        return {
            "scope": "steps",
            "workload": self.workload,
            "kernel": self.kernel,
            "dataset": self.dataset,
            "platform": self.platform,
            "recommended": self.recommended,
            "split_wins": self.split_wins,
            "confidence": self.confidence,
            "close_call": self.close_call,
            "plans": {name: plan.to_dict(self.costs[name], self.steps) for name, plan in self.plans.items()},
        }


def iterations(counts: KernelCounts) -> int:
    """How many times the steps run in turn: L where every step launches L > 1 times, else 1."""
    launches = {step.launches for step in counts.steps}
    count = launches.pop() if len(launches) == 1 else 1.0
    return int(count) if count > 1 and float(count).is_integer() else 1


def _scaled(unit: Unit, fraction: float) -> Unit:
    gpus = tuple(replace(g, time_s=g.time_s * fraction, energy_j=g.energy_j * fraction) for g in unit.gpus)
    return replace(unit, cpu_time_s=unit.cpu_time_s * fraction, cpu_energy_j=unit.cpu_energy_j * fraction, gpus=gpus)


def repeated_plan(units: Sequence[Unit], platform: Platform, assignment: Sequence[str], gpu_index: int, count: int) -> Plan:
    """The plan of ``assignment`` when the steps run in turn ``count`` times (E_3 + (count - 3)(E_3 - E_2))."""
    if count == 1 or "gpu" not in assignment:
        return evaluate_assignment(units, platform, True, assignment, gpu_index)
    per_iteration = [_scaled(u, 1 / count) for u in units]

    def run(k: int) -> Plan:
        return evaluate_assignment(per_iteration * k, platform, True, list(assignment) * k, gpu_index)

    if count == 2:
        return replace(run(2), assignment=tuple(assignment))
    two, three = run(2), run(3)
    more = count - 3
    return Plan(tuple(assignment), three.gpu, three.time_s + more * (three.time_s - two.time_s),
                three.energy_j + more * (three.energy_j - two.energy_j), three.transfer_s + more * (three.transfer_s - two.transfer_s))


def plan_steps(workload: str, kernel: Kernel, platform: Platform, settings: Settings, dataset: str | None = None,
               overrides: Mapping[str, float] | None = None) -> StepPlanAnswer:
    """The three step plans of ``kernel`` at ``dataset`` (with those ``overrides`` that are its sizes) on ``platform``."""
    dataset = dataset or kernel.default_dataset
    own = kernel.own_overrides(overrides)
    options = kernel_options(kernel, platform, settings, dataset, own)
    units = step_units(kernel, options, platform)
    count = iterations(options.counts)
    cpu = all_cpu(units)
    plans = {"all CPU": cpu}
    if platform.gpus:
        all_gpu = [repeated_plan(units, platform, ["gpu"] * len(units), g, count) for g in range(len(platform.gpus))]
        plans["all GPU"] = all_gpu[choose(price([cpu, *all_gpu], settings.weights, settings.cost_model)[1:])]
        if count == 1:
            candidates = pareto_plans(units, platform, shared=True)  # the cheapest plan at weights > 0 lies on the front
        elif len(units) <= ENUMERATION_LIMIT:
            candidates = [repeated_plan(units, platform, a, g, count)
                          for g in range(len(platform.gpus)) for a in itertools.product(("cpu", "gpu"), repeat=len(units))]
        else:
            candidates = [cpu, *all_gpu]
        plans["per step"] = candidates[choose(price([cpu, *candidates], settings.weights, settings.cost_model)[1:])]
    costs = dict(zip(plans, price(list(plans.values()), settings.weights, settings.cost_model)))
    chosen = choose(list(costs.values()))
    spread = option_spreads(options.evaluation, options.counts, platform, settings.energy_model, settings.corrections)
    confidence = plans_confidence(units, [spread] * len(units), list(plans.values()), chosen, settings.cost_model, settings.weights)
    return StepPlanAnswer(workload, kernel.name, dataset_label(dataset, own), platform.name, tuple(s.name for s in kernel.steps),
                          plans, costs, list(plans)[chosen], confidence)
