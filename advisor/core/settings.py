"""What the user chose: weights, cost model, energy model, on-chip models, learned corrections.

One frozen record that every command and hook passes to the core
(:func:`advisor.core.evaluation.evaluate`, :func:`advisor.core.decision.price`). Model
names are checked against the registry (:mod:`advisor.core.registry`) when
the settings are made, so a typo fails before any work, as a
:class:`~advisor.errors.UsageError` naming the parameter.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..errors import UsageError
from . import (
    builtin,  # noqa: F401 - registers the built-in models (CPU, GPU, energy, cost)
    registry,
)
from .cost import Weights

#: the energy model answers use unless told: ``activity`` beats ``tdp`` on every validation set (validation/energy/)
DEFAULT_ENERGY_MODEL = "activity"
Corrections = Mapping[tuple[str, str, str, str], float]  # (workload, kernel, platform, device) -> factor


@dataclass(frozen=True)
class Settings:
    """How to weigh and which models to use; the defaults are the CLI's.

    ``corrections``: factors on the on-chip time learned from measured runs
    (:func:`advisor.history.learned_corrections`), keyed (workload, kernel,
    platform, device); a missing key means pure analysis. ``predictor``: a
    kernel-predictor plugin consulted before the built-in on-chip models.
    """

    weights: Weights = field(default_factory=Weights)
    cost_model: str = "normalized"
    energy_model: str = DEFAULT_ENERGY_MODEL
    tdp_factor: float = 0.6
    corrections: Corrections = field(default_factory=dict)
    cpu_model: str = "signature"
    gpu_model: str = "kp"
    predictor: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.weights, Weights):
            raise UsageError("weights", f"expected Weights, got {type(self.weights).__name__}")
        # busy power = idle + factor x TDP ([jiang2017] eq. 19): a busy device draws a share of its TDP above idle
        if isinstance(self.tdp_factor, bool) or not isinstance(self.tdp_factor, (int, float)) or not (
                math.isfinite(self.tdp_factor) and 0 < self.tdp_factor <= 1):
            raise UsageError("tdp_factor", f"the share of TDP a busy device draws above idle, above 0 and at most 1; "
                                           f"got {self.tdp_factor!r}")
        registry.get("cost", self.cost_model)
        self.energy, self.cpu_time, self.gpu_time  # noqa: B018 - resolved now: an unknown name fails here
        if self.predictor is not None:
            registry.get("predictor", self.predictor)

    @cached_property
    def energy(self) -> Any:
        """The energy model, built with the TDP factor."""
        return registry.get("energy", self.energy_model)(self.tdp_factor)

    @cached_property
    def cpu_time(self) -> Callable[..., Any]:
        """The CPU on-chip time model (``cpu-time``) the settings name."""
        return registry.get("cpu-time", self.cpu_model)

    @cached_property
    def gpu_time(self) -> Callable[..., Any]:
        """The GPU on-chip time model (``gpu-time``) the settings name."""
        return registry.get("gpu-time", self.gpu_model)
