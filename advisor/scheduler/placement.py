"""The answer to a scheduler: where one task should run, and why.

Predicted times (s), energies (J) and costs of both options come from the
core (:func:`advisor.core.evaluation.evaluate`, :func:`advisor.core.decision.price`,
:func:`advisor.core.decision.decide`); the GPU is chosen when its cost is strictly
lower (no offload without gain). ``robustness`` = max(cost) / min(cost) >= 1 is
the factor by which one prediction would have to be wrong before the decision
flips; ``confidence`` the probability that the placement is the cheaper, from the
models' measured errors (:mod:`advisor.core.certainty`; worked out when first read,
so that a scheduler that does not read it does not pay for it). ``fallback`` marks the scheduler's default placement, returned instead
of advice when predicting failed or took longer than the per-decision timeout;
``reason`` then says why and every prediction is None.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..core.settings import Settings


@dataclass(frozen=True)
class Placement:
    device: str  # "cpu" or "gpu"
    platform: str | None
    task: str | None = None
    gpu_model: str | None = None
    gpu_index: int | None = None
    gpus: int = 0  # GPUs to request (Slurm --gres=gpu:N, Dask resources={"GPU": N})
    cpu_time_s: float | None = None
    gpu_time_s: float | None = None
    cpu_energy_j: float | None = None
    gpu_energy_j: float | None = None
    cpu_cost: float | None = None
    gpu_cost: float | None = None
    speedup: float | None = None  # cpu_time_s / gpu_time_s
    robustness: float | None = None
    model: str = ""
    fallback: bool = False
    reason: str | None = None
    certain: Callable[[], float] | None = field(default=None, repr=False, compare=False)  # works out ``confidence``

    @functools.cached_property
    def confidence(self) -> float | None:
        """P(this placement costs least under the weights); None for a fallback or a node without GPUs."""
        return None if self.certain is None else float(self.certain())

    @property
    def cost(self) -> float | None:
        return self.gpu_cost if self.device == "gpu" else self.cpu_cost

    @property
    def time_s(self) -> float | None:
        return self.gpu_time_s if self.device == "gpu" else self.cpu_time_s

    @property
    def energy_j(self) -> float | None:
        return self.gpu_energy_j if self.device == "gpu" else self.cpu_energy_j

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: infinities and NaN become null."""
        data = asdict(self)
        del data["certain"]
        data.update(cost=self.cost, time_s=self.time_s, energy_j=self.energy_j, confidence=self.confidence)
        return {k: (None if isinstance(v, float) and not math.isfinite(v) else v) for k, v in data.items()}


def default_placement(device: str, platform: str | None, task: str | None, reason: str) -> Placement:
    """The scheduler's own choice, used whenever advice cannot be given in time."""
    return Placement(device=device, platform=platform, task=task, gpus=1 if device == "gpu" else 0,
                     model="default", fallback=True, reason=reason)


def model_name(cpu: str, gpu: str | None, settings: Settings) -> str:
    """Which models made a placement, e.g. ``cpu: roofline; gpu: roofline+loggp+launch; energy tdp; cost normalized``."""
    gpu_part = f"; gpu: {gpu}+loggp+launch" if gpu else ""
    return f"cpu: {cpu}{gpu_part}; energy {settings.energy_model}; cost {settings.cost_model}"

