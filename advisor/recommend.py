"""Placement advice: predict each kernel on the CPU and on the GPU, weigh, choose.

For one kernel at one set of sizes on one platform:

    Time_CPU = ExecTime_CPU                                          (eq. 2)
    Time_GPU = TransTime_H2D + Launch + ExecTime_GPU + TransTime_D2H (eq. 11 plus launch)

energies from :mod:`advisor.models.energy`, costs from :mod:`advisor.models.cost`;
the cheaper device is recommended (the CPU on a tie: no offload without gain).
With several GPU models in a node, each is evaluated and the cheapest is the
GPU option.

``robustness`` is the factor by which the predicted cost of the chosen option
would have to grow (or the other's shrink) before the decision flips: the
ratio of the two costs, >= 1. ``speedup`` is Time_CPU / Time_GPU.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from .counts import KernelCounts, instantiate
from .models import ENERGY_MODELS, OnChipTime, Weights, cost, cpu_onchip_time, gpu_onchip_time, launch_time_s, transfer_time_s
from .platform import Platform
from .workload import Kernel, Workload


@dataclass(frozen=True)
class Settings:
    """How to weigh and which models to use; the defaults are the CLI's."""

    weights: Weights = field(default_factory=Weights)
    cost_form: str = "normalized"
    energy_model: str = "tdp"
    tdp_factor: float = 0.6
    # Learned correction factors of on-chip time, keyed (workload, kernel, platform, device);
    # ``advisor fit`` derives them from measured runs. Missing key: pure analysis.
    corrections: Mapping[tuple[str, str, str, str], float] = field(default_factory=dict)

    def correct(self, chip: OnChipTime, counts: KernelCounts, platform: Platform, device: str) -> OnChipTime:
        factor = self.corrections.get((counts.workload, counts.kernel, platform.name, device))
        return chip if factor is None else chip.corrected(factor)

    def energy(self):  # noqa: ANN201 - one of the ENERGY_MODELS
        model = ENERGY_MODELS[self.energy_model]
        return model(tdp_factor=self.tdp_factor) if self.energy_model == "tdp" else model()


@dataclass(frozen=True)
class CpuOption:
    time_s: float
    energy_j: float
    cost: float
    bound: str
    cores_used: int
    flops: float
    dram_bytes: float
    model: str


@dataclass(frozen=True)
class GpuOption:
    device: str
    index: int
    time_s: float
    compute_s: float
    h2d_s: float
    d2h_s: float
    launch_s: float
    energy_j: float
    cost: float
    bound: str
    dram_bytes: float
    model: str  # which model produced compute_s: "roofline", "kp" (static kernel predictor) or "kp+roofline"
    notes: tuple[str, ...] = ()

    @property
    def transfer_s(self) -> float:
        return self.h2d_s + self.d2h_s


@dataclass(frozen=True)
class Recommendation:
    workload: str
    kernel: str
    dataset: str
    sizes: Mapping[str, float]
    platform: str
    recommended: str
    cpu: CpuOption
    gpu: GpuOption | None
    speedup: float | None
    robustness: float | None
    weights: Weights
    cost_form: str
    energy_model: str

    @property
    def bound(self) -> str:
        return self.gpu.bound if self.recommended == "gpu" and self.gpu else self.cpu.bound

    def to_dict(self) -> dict[str, Any]:
        cpu = asdict(self.cpu)
        gpu = None
        if self.gpu is not None:
            gpu = asdict(self.gpu)
            gpu["transfer_s"] = self.gpu.transfer_s
        return {
            "workload": self.workload,
            "kernel": self.kernel,
            "dataset": self.dataset,
            "platform": self.platform,
            "recommended": self.recommended,
            "bound": self.bound,
            "speedup": _finite(self.speedup),
            "robustness": _finite(self.robustness),
            "cpu": cpu,
            "gpu": gpu,
            "sizes": dict(self.sizes),
            "weights": {"time": self.weights.time, "energy": self.weights.energy},
            "cost_form": self.cost_form,
            "energy_model": self.energy_model,
        }


def _finite(value: float | None) -> float | None:
    return value if value is not None and math.isfinite(value) else None


def _gpu_bound(onchip: OnChipTime, h2d_s: float, d2h_s: float, launch_s: float) -> str:
    parts = {"transfer": h2d_s + d2h_s, "launch": launch_s, onchip.bound: onchip.time_s}
    return max(parts, key=parts.__getitem__)


def evaluate(counts: KernelCounts, platform: Platform, settings: Settings) -> tuple[CpuOption, GpuOption | None]:
    """Predict both options for one kernel instance; costs use ``settings``."""
    energy_model = settings.energy()
    cpu_chip = settings.correct(cpu_onchip_time(counts, platform), counts, platform, "cpu")
    cpu_energy = energy_model.cpu_energy_j(platform, cpu_chip)
    cpu_cost = cost(cpu_chip.time_s, cpu_energy, settings.weights, settings.cost_form, cpu_chip.time_s, cpu_energy)
    cpu = CpuOption(cpu_chip.time_s, cpu_energy, cpu_cost, cpu_chip.bound, cpu_chip.cores_used or 1, cpu_chip.flops, cpu_chip.dram_bytes, cpu_chip.model)

    best: GpuOption | None = None
    for index, gpu in enumerate(platform.gpus):
        chip = settings.correct(gpu_onchip_time(counts, platform, index), counts, platform, "gpu")
        h2d = transfer_time_s(counts.h2d_messages, gpu.link.h2d)
        d2h = transfer_time_s(counts.d2h_messages, gpu.link.d2h)
        launch = launch_time_s(counts, gpu.launch)
        time_s = h2d + launch + chip.time_s + d2h
        energy = energy_model.gpu_energy_j(platform, gpu, chip, idle_time_s=h2d + d2h + launch)
        option = GpuOption(
            device=gpu.model,
            index=index,
            time_s=time_s,
            compute_s=chip.time_s,
            h2d_s=h2d,
            d2h_s=d2h,
            launch_s=launch,
            energy_j=energy,
            cost=cost(time_s, energy, settings.weights, settings.cost_form, cpu_chip.time_s, cpu_energy),
            bound=_gpu_bound(chip, h2d, d2h, launch),
            dram_bytes=chip.dram_bytes,
            model=chip.model,
            notes=chip.notes,
        )
        if best is None or option.cost < best.cost:
            best = option
    return cpu, best


def _decide(cpu: CpuOption, gpu: GpuOption | None) -> tuple[str, float | None, float | None]:
    if gpu is None:
        return "cpu", None, None
    recommended = "gpu" if gpu.cost < cpu.cost else "cpu"
    low, high = sorted((cpu.cost, gpu.cost))
    robustness = high / low if low > 0 else math.inf
    speedup = cpu.time_s / gpu.time_s if gpu.time_s > 0 else math.inf
    return recommended, speedup, robustness


def dataset_label(dataset: str, overrides: Mapping[str, float] | None) -> str:
    if not overrides:
        return dataset
    return dataset + "+" + ",".join(f"{k}={v:g}" for k, v in overrides.items())


def recommend_kernel(
    workload: Workload | str,
    kernel: Kernel,
    platform: Platform,
    dataset: str | None = None,
    overrides: Mapping[str, float] | None = None,
    settings: Settings | None = None,
) -> Recommendation:
    settings = settings or Settings()
    dataset = dataset or kernel.default_dataset
    sizes = kernel.sizes(dataset, overrides)
    counts = instantiate(kernel, sizes)
    cpu, gpu = evaluate(counts, platform, settings)
    recommended, speedup, robustness = _decide(cpu, gpu)
    return Recommendation(
        workload=workload if isinstance(workload, str) else workload.name,
        kernel=kernel.name,
        dataset=dataset_label(dataset, overrides),
        sizes=sizes,
        platform=platform.name,
        recommended=recommended,
        cpu=cpu,
        gpu=gpu,
        speedup=speedup,
        robustness=robustness,
        weights=settings.weights,
        cost_form=settings.cost_form,
        energy_model=settings.energy_model,
    )


def recommend(
    workload: Workload,
    platforms: Platform | Sequence[Platform],
    datasets: Iterable[str] | None = None,
    kernels: Iterable[str] | None = None,
    overrides: Mapping[str, float] | None = None,
    settings: Settings | None = None,
) -> list[Recommendation]:
    """Advice for every kernel x dataset x platform, in that nesting order (platform outermost)."""
    platforms = [platforms] if isinstance(platforms, Platform) else list(platforms)
    names = list(kernels) if kernels is not None else list(workload.kernels)
    dataset_names = list(datasets) if datasets is not None else [workload.default_dataset]
    results = []
    for platform in platforms:
        for dataset in dataset_names:
            for name in names:
                kernel = workload.kernels[name]
                kernel_overrides = {k: v for k, v in (overrides or {}).items() if k in kernel.params}
                results.append(recommend_kernel(workload, kernel, platform, dataset, kernel_overrides, settings))
    return results


def to_frame(recommendations: Sequence[Recommendation]):  # noqa: ANN201 - pandas is imported lazily
    """One row per recommendation with flat columns (cpu_time_s, gpu_transfer_s, ...)."""
    import pandas as pd

    rows = []
    for rec in recommendations:
        data = rec.to_dict()
        row = {k: v for k, v in data.items() if k not in ("cpu", "gpu", "sizes", "weights")}
        row.update({f"cpu_{k}": v for k, v in data["cpu"].items()})
        for k, v in (data["gpu"] or {}).items():
            row[f"gpu_{k}"] = v
        rows.append(row)
    return pd.DataFrame(rows)
