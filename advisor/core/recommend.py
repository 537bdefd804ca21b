"""Placement advice for the kernels of a workload: evaluate, price, decide, and say why.

For one kernel at one set of sizes on one platform, :func:`recommend_kernel`
runs the three steps of the core (:func:`advisor.core.evaluation.evaluate`,
:func:`advisor.core.decision.price`, :func:`advisor.core.decision.decide`) and keeps the
numbers that explain the choice in a :class:`Recommendation`: the CPU option,
the cheapest GPU option (every GPU model of the node is evaluated; ``gpus``
keeps them all), their costs, the speed-up Time_CPU / Time_GPU, the
robustness of the choice, and how sure it is (:mod:`advisor.core.certainty`:
80 % intervals, the confidence of the choice, each choice's expected extra cost).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..platform import Platform
from ..workload import Kernel, Workload
from .certainty import Certainty, certainty
from .cost import Weights
from .counts import KernelCounts, instantiate
from .decision import Decision, decide, price
from .evaluation import CpuOption, Evaluation, GpuOption, StepPart, evaluate, step_parts
from .settings import Settings

if TYPE_CHECKING:
    import pandas


@dataclass(frozen=True)
class Recommendation:
    workload: str
    kernel: str
    dataset: str
    sizes: Mapping[str, float]
    platform: str
    evaluation: Evaluation
    decision: Decision
    weights: Weights
    cost_model: str
    energy_model: str
    steps: tuple[StepPart, ...] = ()  # each step's part of every option
    certainty: Certainty | None = None  # intervals, confidence, extra costs (:mod:`advisor.core.certainty`)

    @property
    def confidence(self) -> float | None:
        """P(the recommended option costs least under the weights); None where no certainty was computed."""
        return None if self.certainty is None else float(self.certainty.confidence)

    @property
    def close_call(self) -> bool:
        return self.certainty is not None and bool(self.certainty.close_call)

    @property
    def recommended(self) -> str:
        return "gpu" if self.decision.on_gpu else "cpu"

    @property
    def cpu(self) -> CpuOption:
        return self.evaluation.cpu

    @property
    def gpu(self) -> GpuOption | None:
        """The cheapest GPU option (None on a node without GPUs)."""
        return self.evaluation.gpus[self.decision.best_gpu] if self.evaluation.gpus else None

    @property
    def gpus(self) -> tuple[GpuOption, ...]:
        return self.evaluation.gpus

    @property
    def cpu_cost(self) -> float:
        return self.decision.cpu_cost

    @property
    def gpu_cost(self) -> float | None:
        return self.decision.gpu_cost

    @property
    def robustness(self) -> float | None:
        return self.decision.robustness

    @property
    def speedup(self) -> float | None:
        """Time_CPU / Time_GPU of the cheapest GPU; None without a GPU the kernel fits."""
        if self.gpu is None or self.gpu.unplaceable:
            return None
        return self.evaluation.speedup(self.decision.best_gpu)

    @property
    def bound(self) -> str:
        return self.gpu.bound if self.recommended == "gpu" and self.gpu else self.cpu.bound

    def to_dict(self) -> dict[str, Any]:
        cpu = self.cpu
        gpu = self.gpu
        return {
            "workload": self.workload,
            "kernel": self.kernel,
            "dataset": self.dataset,
            "platform": self.platform,
            "recommended": self.recommended,
            "bound": self.bound,
            "speedup": _finite(self.speedup),
            "robustness": _finite(self.robustness),
            "confidence": self.confidence,
            "close_call": self.close_call,
            "certainty_notes": list(self.certainty.notes) if self.certainty else [],
            "cpu": {"time_s": cpu.time_s, "energy_j": cpu.energy_j, "cost": self.cpu_cost, "bound": cpu.bound,
                    "cores_used": cpu.cores_used, "flops": cpu.flops, "dram_bytes": cpu.dram_bytes, "model": cpu.model,
                    "notes": list(cpu.notes), "copy_s": cpu.copy_s, "energy_parts": _parts(cpu.energy_parts), **self._certain(0)},
            "gpu": None if gpu is None else {**_gpu_dict(gpu, self.gpu_cost), **self._certain(gpu.index + 1)},
            "gpus_unplaceable": {g.device: g.unplaceable for g in self.gpus if g.unplaceable},
            "steps": [_step_dict(step, self.decision.best_gpu if gpu is not None else None) for step in self.steps] if len(self.steps) > 1 else [],
            "sizes": dict(self.sizes),
            "weights": {"time": self.weights.time, "energy": self.weights.energy},
            "cost_model": self.cost_model,
            "energy_model": self.energy_model,
        }


    def _certain(self, option: int) -> dict[str, Any]:
        return self.certainty.options[option].to_dict() if self.certainty else {}


def _gpu_dict(gpu: GpuOption, cost: float) -> dict[str, Any]:
    return {"device": gpu.device, "index": gpu.index, "time_s": gpu.time_s, "compute_s": gpu.compute_s, "h2d_s": gpu.h2d_s,
            "d2h_s": gpu.d2h_s, "launch_s": gpu.launch_s, "energy_j": gpu.energy_j, "device_energy_j": gpu.device_energy_j,
            "cost": cost, "bound": gpu.bound,
            "dram_bytes": gpu.dram_bytes, "model": gpu.model, "notes": list(gpu.notes), "transfer_s": gpu.transfer_s,
            "host_access_s": gpu.host_access_s, "hidden_s": gpu.hidden_s, "passes": gpu.passes, "chunks": gpu.chunks, "gpus_used": gpu.gpus_used,
            "unplaceable": gpu.unplaceable, "energy_parts": _parts(gpu.energy_parts)}


def _parts(parts: Mapping[str, float] | None) -> dict[str, float] | None:
    """The option's energy by the parts the energy model counts (None: a model that does not say)."""
    return None if parts is None else {name: float(joules) for name, joules in parts.items()}


def copies_dicts(gpu: GpuOption) -> list[dict[str, Any]]:
    """Each array's copy on ``gpu``: direction, bytes, its host pages (fresh or touched) and its seconds."""
    return [{"array": c.array, "direction": c.direction, "bytes": c.bytes, "host_pages": "fresh" if c.fresh else "touched",
             "time_s": seconds} for c, seconds in gpu.copies]


def _step_dict(step: StepPart, gpu_index: int | None) -> dict[str, Any]:
    """A step's parts on the CPU and on the recommendation's GPU (its copies are the kernel's: ``gpu.h2d_s``, ``gpu.d2h_s``)."""
    gpu = None if gpu_index is None else step.gpus[gpu_index]
    return {"name": step.name, "cpu": {"time_s": step.cpu_time_s, "energy_j": step.cpu_energy_j},
            "gpu": None if gpu is None else {"time_s": gpu.time_s, "compute_s": gpu.compute_s, "launch_s": gpu.launch_s, "energy_j": gpu.energy_j}}


def _finite(value: float | None) -> float | None:
    return value if value is not None and math.isfinite(value) else None


def dataset_label(dataset: str, overrides: Mapping[str, float] | None) -> str:
    if not overrides:
        return dataset
    return dataset + "+" + ",".join(f"{k}={v:g}" for k, v in overrides.items())


def advise(counts: KernelCounts, platform: Platform, settings: Settings) -> tuple[Evaluation, Decision]:
    """The three steps for one kernel instance: evaluate, price, decide."""
    evaluation = evaluate(counts, platform, settings)
    return evaluation, decide(price(evaluation.options, settings.weights, settings.cost_model))


def recommend_kernel(
    workload: Workload | str,
    kernel: Kernel,
    platform: Platform,
    dataset: str | None = None,
    overrides: Mapping[str, float] | None = None,
    settings: Settings | None = None,
) -> Recommendation:
    """Advice for ``kernel`` at ``dataset`` with those ``overrides`` that are its size parameters."""
    settings = settings or Settings()
    dataset = dataset or kernel.default_dataset
    own = kernel.own_overrides(overrides)
    return _recommendation(workload, kernel, platform, dataset_label(dataset, own), instantiate(kernel, kernel.sizes(dataset, own)), settings)


def _recommendation(workload: Workload | str, kernel: Kernel, platform: Platform, dataset: str, counts: KernelCounts,
                    settings: Settings) -> Recommendation:
    evaluation, decision = advise(counts, platform, settings)
    sure = certainty(evaluation, decision, counts, platform, settings.weights, settings.cost_model, settings.energy_model,
                     settings.corrections)
    return Recommendation(
        workload=workload if isinstance(workload, str) else workload.name,
        kernel=kernel.name,
        dataset=dataset,
        sizes=counts.sizes,
        platform=platform.name,
        evaluation=evaluation,
        decision=decision,
        weights=settings.weights,
        cost_model=settings.cost_model,
        energy_model=settings.energy_model,
        steps=step_parts(counts, evaluation, platform),
        certainty=sure,
    )


#: a kernel at one dataset, platform aside: (the kernel, its dataset label, its counts)
Instance = tuple[Kernel, str, KernelCounts]


def instances(workload: Workload, datasets: Iterable[str] | None = None, kernels: Iterable[str] | None = None,
              overrides: Mapping[str, float] | None = None) -> list[Instance]:
    """Every kernel x dataset of ``workload``, in that nesting order (dataset outermost): counted once for all the
    platforms, on which a kernel's counts do not depend."""
    names = list(kernels) if kernels is not None else list(workload.kernels)
    found = []
    for dataset in (list(datasets) if datasets is not None else [workload.default_dataset]):
        for name in names:
            kernel = workload.kernels[name]
            own = kernel.own_overrides(overrides)
            found.append((kernel, dataset_label(dataset, own), instantiate(kernel, kernel.sizes(dataset, own))))
    return found


def recommend_on(workload: Workload, platform: Platform, found: Sequence[Instance], settings: Settings) -> list[Recommendation]:
    """Advice for each of the :func:`instances` ``found`` on ``platform``."""
    return [_recommendation(workload, kernel, platform, label, counts, settings) for kernel, label, counts in found]


def recommend(
    workload: Workload,
    platforms: Platform | Sequence[Platform],
    datasets: Iterable[str] | None = None,
    kernels: Iterable[str] | None = None,
    overrides: Mapping[str, float] | None = None,
    settings: Settings | None = None,
) -> list[Recommendation]:
    """Advice for every kernel x dataset x platform, in that nesting order (platform outermost)."""
    settings = settings or Settings()
    found = instances(workload, datasets, kernels, overrides)
    return [rec for platform in ([platforms] if isinstance(platforms, Platform) else platforms)
            for rec in recommend_on(workload, platform, found, settings)]


def to_frame(recommendations: Sequence[Recommendation]) -> pandas.DataFrame:
    """One row per recommendation with flat columns (cpu_time_s, gpu_transfer_s, ...)."""
    import pandas as pd

    rows = []
    for rec in recommendations:
        data = rec.to_dict()
        row = {k: v for k, v in data.items() if k not in ("cpu", "gpu", "sizes", "weights", "steps", "gpus_unplaceable")}
        row.update({f"cpu_{k}": v for k, v in data["cpu"].items()})
        for k, v in (data["gpu"] or {}).items():
            row[f"gpu_{k}"] = v
        rows.append(row)
    return pd.DataFrame(rows)
