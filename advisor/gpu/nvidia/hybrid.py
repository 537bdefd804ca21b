"""``hybrid``: the pipeline paper's learned combination ([zhang2024] sec. 3.4).

The paper feeds the simulated cycles, the uncoalesced accesses, the launch overhead and
the basic-block path to a learned model that predicts the measured time.  Here the
learned part is a ridge regression of the log of measured over simulated execution time
on features of the same analysis, so it corrects the :mod:`.pipeline` model rather than
replacing it (with few training rows a model that starts from a physical prediction
extrapolates far better than one that does not):

    log(t_measured / t_pipeline) = w . x
    x = (1, memory share, issue share, uncoalesced share, launch share,
         branch share, lane efficiency, L1 hit, L2 hit)

memory / issue share: log of the pipeline's memory-bound and issue-bound times over its
execution time; uncoalesced share: sectors beyond the contiguous minimum over all
sectors (the memory-divergence count of [zhang2024] sec. 3.3); launch share:
log(launch / execution time); branch share: branches per warp instruction; lane
efficiency: active lanes per warp instruction over 32 (branch divergence).  The paper's
control-flow-graph network is reduced to the last two: with tens of kernels to learn from
it could not be trained.

The weights come from measured runs (``python scripts/train_hybrid.py CSV``, which writes
``hybrid.json`` with its provenance), with the ridge penalty chosen by leaving out one GPU
at a time; :func:`cross_validate` scores the method on GPUs or kernels left out of the
training (penalty included).
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from . import pipeline
from .kp import _Warps, atomic_floor_s
from .result import KernelLaunch, KernelPrediction, frozen

FEATURES = ("intercept", "memory_share", "issue_share", "uncoalesced_share", "launch_share", "branch_share",
            "lane_efficiency", "l1_hit", "l2_hit")
WEIGHTS_FILE = Path(__file__).with_name("hybrid.json")
#: Ridge penalties tried on every weight but the intercept (features are O(1)); the one kept is
#: chosen by cross-validation inside the training rows (:func:`choose_ridge`).
RIDGES = (0.01, 0.1, 1.0, 10.0, 100.0)


def features(launch: KernelLaunch, base: KernelPrediction) -> np.ndarray:
    """The feature vector (:data:`FEATURES`) of a launch and its pipeline prediction."""
    p = launch.profile
    exec_s = max(base.exec_s, 1e-12)
    classes = p.warp_classes
    weight = sum(c.weight for c in classes)
    warp_instructions = sum(c.weight * sum(c.instructions.values()) for c in classes) / weight
    lane_instructions = sum(c.weight * sum(c.thread_instructions.values()) for c in classes) / weight
    branches = sum(c.weight * c.instructions.get("branch", 0.0) for c in classes) / weight
    return np.array([
        1.0,
        math.log(max(base.memory_time_s, 1e-12) / exec_s),
        math.log(max(base.instruction_time_s, 1e-12) / exec_s),
        _Warps(launch).uncoalpct,
        math.log(max(base.launch_s, 1e-12) / exec_s),
        branches / warp_instructions if warp_instructions else 0.0,
        lane_instructions / (launch.arch.warp_size * warp_instructions) if warp_instructions else 1.0,
        float(base.l1_hit),
        float(base.l2_hit),
    ])


def fit(x: np.ndarray, log_ratio: np.ndarray, ridge: float) -> np.ndarray:
    """Ridge least squares ``min |x w - log_ratio|^2 + ridge |w[1:]|^2`` (the intercept is free)."""
    penalty = np.sqrt(ridge) * np.eye(x.shape[1])[1:]
    stacked = np.vstack([x, penalty])
    target = np.concatenate([log_ratio, np.zeros(x.shape[1] - 1)])
    return np.linalg.lstsq(stacked, target, rcond=None)[0]


@dataclass(frozen=True)
class Sample:
    """One measured launch: its group keys (``gpu``: the board's platform), features, pipeline and
    measured execution times."""
    gpu: str
    kernel: str
    x: np.ndarray
    pipeline_s: float
    measured_s: float


def _log_ratios(samples: Sequence[Sample]) -> np.ndarray:
    return np.array([math.log(s.measured_s / s.pipeline_s) for s in samples])


def train(samples: Sequence[Sample], group: Callable[[Sample], str], ridge: float | None = None) -> tuple[np.ndarray, float]:
    """(weights, penalty) fitted on ``samples``; the penalty, unless given, chosen by leaving out
    one ``group`` of them at a time (:func:`choose_ridge`)."""
    penalty = choose_ridge(samples, group) if ridge is None else ridge
    return fit(np.array([s.x for s in samples]), _log_ratios(samples), penalty), penalty


def _held_out(samples: Sequence[Sample], group: Callable[[Sample], str], ridge: float | None):
    """(sample, predicted seconds) of every group, from weights fitted on the other groups."""
    out = []
    for left_out in sorted({group(s) for s in samples}):
        weights, _ = train([s for s in samples if group(s) != left_out], group, ridge)
        out += [(s, s.pipeline_s * math.exp(float(weights @ s.x))) for s in samples if group(s) == left_out]
    return out


def choose_ridge(samples: Sequence[Sample], group: Callable[[Sample], str]) -> float:
    """The penalty of :data:`RIDGES` with the least mean absolute log error over the groups of
    ``samples`` each left out in turn (the largest penalty with fewer than two groups)."""
    if len({group(s) for s in samples}) < 2:
        return RIDGES[-1]

    def error(ridge: float) -> float:
        return float(np.mean([abs(math.log(predicted / s.measured_s)) for s, predicted in _held_out(samples, group, ridge)]))

    return min(RIDGES, key=error)


def cross_validate(samples: Sequence[Sample], group: Callable[[Sample], str]) -> list[tuple[Sample, float]]:
    """(sample, predicted seconds) with the weights fitted on the samples of *other* groups only
    (``group``: by GPU or by kernel); the penalty too is chosen on those (nested cross-validation)."""
    return _held_out(samples, group, None)


@functools.lru_cache(maxsize=4)
def load_weights(path: str = str(WEIGHTS_FILE)) -> tuple[np.ndarray, dict]:
    """(weights, provenance) of a weights file written by ``scripts/train_hybrid.py``."""
    data = json.loads(Path(path).read_text())
    if tuple(data["features"]) != FEATURES:
        raise ValueError(f"{path}: features {data['features']} are not this version's {list(FEATURES)}; train again")
    return np.array(data["weights"], float), data["trained_on"]


def predict(launch: KernelLaunch, **_: object) -> KernelPrediction:
    base = pipeline.predict(launch)
    weights, trained_on = load_weights()
    factor = math.exp(float(weights @ features(launch, base)))
    exec_s = max(base.exec_s * factor, atomic_floor_s(launch))  # the learned factor does not lift the atomics' floor
    details = {**base.details, "hybrid_factor": factor, "pipeline_exec_s": base.exec_s}
    notes = (*base.notes, f"hybrid: pipeline x {factor:.3g}, weights learned from {trained_on['rows']} measured runs "
             f"on {', '.join(trained_on['gpus'])}")
    return replace(base, model="hybrid", exec_s=exec_s, time_s=base.launch_s + exec_s, notes=notes,
                   details=frozen(details))
