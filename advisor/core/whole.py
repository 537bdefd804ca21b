"""The whole-workload answer: all kernels on the CPU, all on the GPU, or each where it is cheapest.

With ``dataflow: shared`` (arrays of the same name in several kernels are the
same data) the all-GPU plan keeps data on the device between kernels: an array
is copied in before the first kernel that reads it unless an earlier kernel
produced it on the device, and each output array is copied back once, at the
end (:mod:`advisor.core.plans`). With ``dataflow: independent`` each kernel owns its
arrays, so every plan pays each kernel's own transfers. The all-GPU plan uses
one GPU model, the cheapest of the node's.

The ``mixed`` plan takes each kernel's advised device with that kernel's own
transfers; for a shared dataflow this is an upper bound on the best mixed
assignment (transfers between kernels are studied by ``advisor tradeoff``).
Plans are priced relative to the all-CPU plan and chosen by the same rule as
kernels (:func:`advisor.core.decision.choose`: the all-CPU plan on a tie).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..platform import Platform
from ..workload import Workload
from .certainty import option_spreads, plans_confidence
from .decision import choose, decide, price
from .plans import KernelOptions, Plan, all_cpu, evaluate_assignment, kernel_units, workload_options
from .recommend import dataset_label
from .settings import Settings
from .uncertainty import CLOSE_CALL


@dataclass(frozen=True)
class WorkloadAnswer:
    workload: str
    dataset: str
    platform: str
    kernels: tuple[str, ...]
    plans: Mapping[str, Plan]  # "cpu", and with a GPU "gpu" and "mixed"
    costs: Mapping[str, float]
    recommended: str  # the cheapest plan's name
    confidence: float = 1.0  # P(the recommended plan costs least) (:func:`advisor.core.certainty.plans_confidence`)

    @property
    def close_call(self) -> bool:
        return self.confidence < CLOSE_CALL

    def to_dict(self) -> dict[str, Any]:
        return {
            "scope": "workload",
            "workload": self.workload,
            "dataset": self.dataset,
            "platform": self.platform,
            "kernels": list(self.kernels),
            "recommended": self.recommended,
            "confidence": self.confidence,
            "close_call": self.close_call,
            "plans": {name: plan.to_dict(self.costs[name], self.kernels) for name, plan in self.plans.items()},
        }


def answer_workload(
    workload: Workload,
    platform: Platform,
    dataset: str | None = None,
    overrides: Mapping[str, float] | None = None,
    settings: Settings | None = None,
    kernels: Sequence[str] | None = None,
) -> WorkloadAnswer:
    """The plans for ``workload`` (only ``kernels``, in workload order, where given) on ``platform``."""
    settings = settings or Settings()
    dataset = dataset or workload.default_dataset
    kernels = workload.selected(kernels)
    options = workload_options(workload, kernels, platform, settings, dataset, overrides)
    units = kernel_units(kernels, options, platform)
    plans = {"cpu": all_cpu(units)}
    if platform.gpus:
        shared = workload.dataflow == "shared"
        all_gpu = [evaluate_assignment(units, platform, shared, ["gpu"] * len(kernels), index)
                   for index in range(len(platform.gpus))]
        plans["gpu"] = all_gpu[choose(price([plans["cpu"], *all_gpu], settings.weights, settings.cost_model)[1:])]
        plans["mixed"] = _each_where_cheapest(options, settings)
    costs = dict(zip(plans, price(list(plans.values()), settings.weights, settings.cost_model)))
    names = list(plans)
    chosen = choose(list(costs.values()))
    spreads = [option_spreads(o.evaluation, o.counts, platform, settings.energy_model, settings.corrections) for o in options]
    confidence = plans_confidence(units, spreads, list(plans.values()), chosen, settings.cost_model, settings.weights)
    return WorkloadAnswer(workload.name, dataset_label(dataset, overrides), platform.name, tuple(k.name for k in kernels),
                          plans, costs, names[chosen], confidence)


def _each_where_cheapest(options: Sequence[KernelOptions], settings: Settings) -> Plan:
    time_s = energy_j = transfer_s = 0.0
    assignment, models = [], []
    for option in options:
        decision = decide(price(option.evaluation.options, settings.weights, settings.cost_model))
        chosen = option.evaluation.options[decision.chosen]
        time_s += chosen.time_s
        energy_j += chosen.energy_j
        if decision.on_gpu:
            transfer_s += chosen.transfer_s
            models.append(chosen.device)
        assignment.append("gpu" if decision.on_gpu else "cpu")
    return Plan(tuple(assignment), ", ".join(dict.fromkeys(models)) or None, time_s, energy_j, transfer_s)
