"""Price and decide: the cost of every option under the user's weights, and the choice.

The second and third of the three steps every command and hook takes (after
:func:`advisor.core.evaluation.evaluate`).

:func:`price`
    Cost = w_time * Time + w_energy * Energy (cost-model paper [jiang2017], eq. 1) in the form
    the settings name: ``normalized`` (each relative to the first option, the
    CPU: it costs 1), ``raw`` (s and J), or a cost-model plugin
    (:mod:`advisor.core.cost`, :mod:`advisor.core.registry`). Options may be
    kernel options (:class:`~advisor.core.evaluation.Evaluation`) or whole-workload
    plans; anything with ``time_s`` and ``energy_j``.
:func:`choose`
    The one decision rule: the cheapest option, and of equal costs the first.
    The CPU comes first, so a GPU is advised only when strictly cheaper (no
    offload without gain); of equally cheap GPUs, the first in the node.
:func:`decide`
    The choice, the cheapest GPU, and the robustness of the choice: the ratio of
    the costs of the CPU and of the cheapest GPU (>= 1), the factor by which
    one prediction would have to be wrong before the advice flips.

All three take numbers or numpy arrays (one element per task) alike.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..elementwise import Value, is_scalar, maximum, minimum, pick, ratio, where
from . import registry
from .cost import Weights


class Priceable(Protocol):
    time_s: Value
    energy_j: Value


def price(options: Sequence[Priceable], weights: Weights, cost_model: str = "normalized") -> tuple[Value, ...]:
    """The cost of each option; the first option is the reference of relative cost forms."""
    function = registry.get("cost", cost_model)
    reference = options[0]
    return tuple(cost_at(function, option.time_s, option.energy_j, weights, reference.time_s, reference.energy_j)
                 for option in options)


def cost_at(function: Callable[..., Any], time_s: Value, energy_j: Value, weights: Weights, ref_time_s: Value,
            ref_energy_j: Value) -> Value:
    """Cost model ``function`` at these numbers or arrays: a plugin that takes only numbers is called element by
    element."""
    if is_scalar(time_s) and is_scalar(energy_j):
        return float(function(time_s, energy_j, weights, ref_time_s, ref_energy_j))
    import numpy as np

    n = len(time_s)
    try:
        result = np.asarray(function(time_s, energy_j, weights, ref_time_s, ref_energy_j), dtype=float)
        if result.shape in ((n,), ()):
            return np.broadcast_to(result, (n,)).copy()
    except Exception:  # noqa: BLE001 - a plugin that takes only numbers: element by element below; its errors propagate there
        pass
    refs = np.broadcast_to(ref_time_s, (n,)), np.broadcast_to(ref_energy_j, (n,))
    return np.array([float(function(float(t), float(e), weights, float(rt), float(re)))
                     for t, e, rt, re in zip(time_s, energy_j, *refs)], dtype=float)


def choose(costs: Sequence[Value]) -> Value:
    """Index of the cheapest cost; of equal costs the first (the baseline first: no move without gain)."""
    best_index: Value = 0
    best = costs[0]
    for index in range(1, len(costs)):
        cheaper = costs[index] < best
        best = where(cheaper, costs[index], best)
        best_index = where(cheaper, index, best_index)
    return best_index


@dataclass(frozen=True)
class Decision:
    """The choice among priced options: the CPU (index 0) or a GPU (index i + 1 for GPU i)."""

    costs: tuple[Value, ...]
    chosen: Value  # index into the options
    best_gpu: Value  # index of the cheapest GPU, -1 where there is none
    robustness: Value | None  # max / min of the CPU's and the cheapest GPU's cost; None without a GPU

    @property
    def on_gpu(self) -> Value:
        return self.chosen != 0

    @property
    def cpu_cost(self) -> Value:
        return self.costs[0]

    @property
    def gpu_cost(self) -> Value | None:
        """The cost of the cheapest GPU (None without a GPU)."""
        return pick(self.costs[1:], self.best_gpu) if len(self.costs) > 1 else None


def decide(costs: Sequence[Value]) -> Decision:
    """Choose among ``costs`` (the CPU's first, then each GPU's) with :func:`choose`."""
    costs = tuple(costs)
    if len(costs) == 1:
        return Decision(costs, 0, -1, None)
    best_gpu = choose(costs[1:])
    gpu_cost = pick(costs[1:], best_gpu)
    low, high = minimum(costs[0], gpu_cost), maximum(costs[0], gpu_cost)
    robustness = where(low > 0, ratio(high, low), math.inf)
    return Decision(costs, choose(costs), best_gpu, robustness)
