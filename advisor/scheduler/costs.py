"""Cost models by name: the two built-in forms and those of plugins, scalar and array alike.

Built-in (:mod:`advisor.models.cost`, cost-model paper eqs. 1 and 23):

    normalized: Cost = w_t * Time / Time_CPU + w_e * Energy / Energy_CPU
    raw:        Cost = w_t * Time + w_e * Energy

A plugin cost model (entry-point group ``advisor.cost_models``, see
:mod:`advisor.plugins`) has the same signature ``f(time_s, energy_j, weights,
ref_time_s, ref_energy_j)``. :func:`cost_array` applies any of them to numpy
arrays, row by row where a plugin does not broadcast.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from .. import plugins
from ..models import COST_FORMS, Weights

CostFunction = Callable[..., float]


def _ratio(value: np.ndarray, reference: np.ndarray) -> np.ndarray:
    """value / reference where reference > 0; else 1 if value == 0 else inf (as advisor.models.cost._ratio)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        quotient = value / reference
    return np.where(reference > 0, quotient, np.where(value == 0, 1.0, np.inf))


def normalized(time_s, energy_j, weights: Weights, ref_time_s, ref_energy_j):  # noqa: ANN001, ANN201 - scalars or arrays
    total = 0.0
    if weights.time > 0:
        total = total + weights.time * _ratio(np.asarray(time_s, float), np.asarray(ref_time_s, float))
    if weights.energy > 0:
        total = total + weights.energy * _ratio(np.asarray(energy_j, float), np.asarray(ref_energy_j, float))
    return total


def raw(time_s, energy_j, weights: Weights, ref_time_s=None, ref_energy_j=None):  # noqa: ANN001, ANN201
    return weights.time * np.asarray(time_s, float) + weights.energy * np.asarray(energy_j, float)


BUILTIN = {"normalized": normalized, "raw": raw}
assert set(BUILTIN) == set(COST_FORMS)


def resolve(name: str) -> CostFunction:
    """The cost function called ``name``: built-in or from a plugin."""
    return plugins.load(plugins.COST_MODELS, name, builtin=BUILTIN.get)


def cost_array(fn: CostFunction, time_s: np.ndarray, energy_j: np.ndarray, weights: Weights,
               ref_time_s: np.ndarray, ref_energy_j: np.ndarray) -> np.ndarray:
    """``fn`` over arrays; falls back to a Python loop for a plugin that only takes scalars."""
    n = len(time_s)
    try:
        result = np.asarray(fn(time_s, energy_j, weights, ref_time_s, ref_energy_j), dtype=float)
        if result.shape == (n,):
            return result
        if result.shape == ():
            return np.full(n, float(result))
    except Exception:  # noqa: BLE001 - retry element by element below; errors there propagate
        pass
    return np.array([float(fn(float(t), float(e), weights, float(rt), float(re)))
                     for t, e, rt, re in zip(time_s, energy_j, ref_time_s, ref_energy_j)], dtype=float)
