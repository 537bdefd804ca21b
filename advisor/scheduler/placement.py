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
import logging
import math
import numbers
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import UsageError

if TYPE_CHECKING:
    from ..core.settings import Settings

log = logging.getLogger("advisor.scheduler")


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


def check_min_confidence(min_confidence: Any) -> float | None:
    """``min_confidence`` as a float in [0, 1] (None: no floor), else a UsageError naming it."""
    if min_confidence is None:
        return None
    if isinstance(min_confidence, bool) or not isinstance(min_confidence, numbers.Real) or not 0.0 <= min_confidence <= 1.0:
        raise UsageError("min_confidence", f"expected a probability from 0 to 1, got {min_confidence!r}")
    return float(min_confidence)


def unless_doubtful(placement: Placement, min_confidence: float | None, default_device: str, what: Callable[[], str],
                    instead: str) -> Placement:
    """``placement``, or the scheduler's default placement where its confidence is below ``min_confidence``: advice
    close to a coin flip is not worth overriding what the user or the scheduler would have chosen.

    The default placement says why (``reason``), and one log line names the task (``what()``, asked only then), its
    confidence and what the hook does ``instead``. A placement without a confidence (a fallback already, or a node
    without GPUs: no choice to doubt) is kept. Reading ``confidence`` costs a few dozen operations, paid only with a
    floor set.
    """
    confidence = None if min_confidence is None else placement.confidence
    if confidence is None or confidence >= min_confidence:
        return placement
    reason = f"confidence {confidence:.2f} below min_confidence {min_confidence:g} (advice: {placement.device})"
    log.info("advisor: %s: %s; %s", what(), reason, instead)
    return default_placement(default_device, placement.platform, placement.task, reason)
