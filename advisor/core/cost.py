"""Weighted cost of a placement (cost-model paper [jiang2017], eqs. 1 and 23).

    Cost = w_time * Time + w_energy * Energy,   w_time + w_energy = 1

Time (s) and energy (J) have different units, so the paper's raw sum depends on
the unit chosen and on the size of the kernel. The default ``normalized`` form
divides each by the CPU option's value (the "stay on the host" baseline):

    Cost = w_time * Time / Time_CPU + w_energy * Energy / Energy_CPU

so the CPU option always costs 1 and a GPU cost of 0.4 means 60 % cheaper in
the user's weighting. ``raw`` keeps the paper's form, in s and J. Both are
registered as cost models (:mod:`advisor.core.registry`); a plugin cost model
has the same signature ``f(time_s, energy_j, weights, ref_time_s, ref_energy_j)``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from ..elementwise import Value, ratio
from ..errors import UsageError


@dataclass(frozen=True)
class Weights:
    time: float = 0.5
    energy: float = 0.5

    def __post_init__(self) -> None:
        for name in ("time", "energy"):
            value = getattr(self, name)
            if not (isinstance(value, (int, float)) and math.isfinite(value) and 0.0 <= value <= 1.0):
                raise ValueError(f"weight {name} must be between 0 and 1, got {value!r}")
        if abs(self.time + self.energy - 1.0) > 1e-9:
            raise ValueError(f"weights must sum to 1, got time={self.time:g} + energy={self.energy:g}")

    @classmethod
    def of(cls, value: Weights | str | Mapping[str, float] | None) -> Weights:
        """Weights given as Weights, ``"time=0.7"``, ``{"time": 0.7, "energy": 0.3}`` or None (the default)."""
        if value is None:
            return cls()
        if isinstance(value, Weights):
            return value
        try:
            return cls.parse(value) if isinstance(value, str) else cls(**dict(value))
        except (ValueError, TypeError) as exc:
            raise UsageError("weights", str(exc)) from None

    @classmethod
    def parse(cls, text: str) -> Weights:
        """Read ``'time=0.7,energy=0.3'``; one weight given implies the other."""
        given: dict[str, float] = {}
        for part in text.split(","):
            if not part.strip():
                continue
            key, sep, value = part.partition("=")
            key = key.strip()
            if not sep or key not in ("time", "energy"):
                raise ValueError(f"expected time=W,energy=W, got {part.strip()!r}")
            if key in given:
                raise ValueError(f"weight {key} given twice")
            try:
                given[key] = float(value)
            except ValueError:
                raise ValueError(f"weight {key}: {value.strip()!r} is not a number") from None
        if not given:
            raise ValueError("no weights given")
        if "time" in given and "energy" not in given:
            given["energy"] = 1.0 - given["time"]
        elif "energy" in given and "time" not in given:
            given["time"] = 1.0 - given["energy"]
        return cls(given["time"], given["energy"])


def normalized_terms(time_s: Value, energy_j: Value, weights: Weights, ref_time_s: Value, ref_energy_j: Value) -> tuple[Value, Value]:
    """(w_time * Time / Time_CPU, w_energy * Energy / Energy_CPU): the two terms of :func:`normalized_cost` (a zero
    weight drops its term)."""
    return (weights.time * ratio(time_s, ref_time_s) if weights.time > 0 else 0.0,
            weights.energy * ratio(energy_j, ref_energy_j) if weights.energy > 0 else 0.0)


def normalized_cost(time_s: Value, energy_j: Value, weights: Weights, ref_time_s: Value, ref_energy_j: Value) -> Value:
    """w_time * Time / Time_CPU + w_energy * Energy / Energy_CPU (a zero weight drops its term)."""
    time_term, energy_term = normalized_terms(time_s, energy_j, weights, ref_time_s, ref_energy_j)
    return time_term + energy_term


def raw_terms(time_s: Value, energy_j: Value, weights: Weights, ref_time_s: Value = None, ref_energy_j: Value = None) -> tuple[Value, Value]:
    """(w_time * Time, w_energy * Energy): the two terms of :func:`raw_cost`."""
    return weights.time * time_s, weights.energy * energy_j


def raw_cost(time_s: Value, energy_j: Value, weights: Weights, ref_time_s: Value = None, ref_energy_j: Value = None) -> Value:
    """The paper's w_time * Time + w_energy * Energy, in s and J."""
    time_term, energy_term = raw_terms(time_s, energy_j, weights)
    return time_term + energy_term


# A cost linear in time and energy says so by its two terms: its elasticities are then each term's share of the cost
# (:func:`advisor.core.uncertainty.elasticities`), where a plugin's are taken by finite differences.
normalized_cost.terms = normalized_terms  # type: ignore[attr-defined]
raw_cost.terms = raw_terms  # type: ignore[attr-defined]
