"""Weighted cost of a placement (cost-model paper eqs. 1 and 23).

    Cost = w_time * Time + w_energy * Energy,   w_time + w_energy = 1

Time (s) and energy (J) have different units, so the paper's raw sum depends on
the unit chosen and on the size of the kernel. The default ``normalized`` form
divides each by the CPU option's value (the "stay on the host" baseline):

    Cost = w_time * Time / Time_CPU + w_energy * Energy / Energy_CPU

so the CPU option always costs 1 and a GPU cost of 0.4 means 60 % cheaper in
the user's weighting. ``raw`` keeps the paper's form, in s and J.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

COST_FORMS = ("normalized", "raw")


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


def cost(time_s: float, energy_j: float, weights: Weights, form: str, ref_time_s: float, ref_energy_j: float) -> float:
    if form == "raw":
        return weights.time * time_s + weights.energy * energy_j
    if form != "normalized":
        raise ValueError(f"unknown cost form {form!r}")
    terms = ((weights.time, time_s, ref_time_s), (weights.energy, energy_j, ref_energy_j))
    return sum(weight * _ratio(value, reference) for weight, value, reference in terms if weight > 0)


def _ratio(value: float, reference: float) -> float:
    if reference > 0:
        return value / reference
    return 1.0 if value == 0 else math.inf
