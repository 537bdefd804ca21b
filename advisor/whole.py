"""The whole-workload answer: all kernels on the CPU, all on the GPU, or each where it is cheapest.

With ``dataflow: shared`` (arrays of the same name in several kernels are the
same data) the all-GPU plan keeps data on the device between kernels: an array
is copied in before the first kernel that reads it unless an earlier kernel
produced it on the device, and each output array is copied back once, at the
end. With ``dataflow: independent`` each kernel owns its arrays, so every
plan pays each kernel's own transfers.

The ``mixed`` plan takes each kernel's cheaper device with that kernel's own
transfers; for a shared dataflow this is an upper bound on the best mixed
assignment (transfers between kernels are studied by ``advisor tradeoff``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .counts import KernelCounts, instantiate
from .models import OnChipTime, cost, gpu_onchip_time, launch_time_s, transfer_time_s
from .platform import Platform
from .recommend import Settings, dataset_label, evaluate
from .workload import Workload


@dataclass(frozen=True)
class Plan:
    name: str  # "cpu", "gpu" or "mixed"
    time_s: float
    energy_j: float
    cost: float
    transfer_s: float
    assignment: Mapping[str, str]  # kernel -> device


@dataclass(frozen=True)
class WorkloadAnswer:
    workload: str
    dataset: str
    platform: str
    plans: tuple[Plan, ...]

    @property
    def recommended(self) -> Plan:
        return min(self.plans, key=lambda p: (p.cost, p.name != "cpu"))

    def to_dict(self) -> dict:
        return {
            "scope": "workload",
            "workload": self.workload,
            "dataset": self.dataset,
            "platform": self.platform,
            "recommended": self.recommended.name,
            "plans": {
                p.name: {"time_s": p.time_s, "energy_j": p.energy_j, "cost": p.cost, "transfer_s": p.transfer_s, "assignment": dict(p.assignment)}
                for p in self.plans
            },
        }


def shared_transfers(workload: Workload, counts: Mapping[str, KernelCounts]) -> tuple[list[float], list[float]]:
    """Messages (bytes) in and out for the all-GPU plan of a shared-dataflow workload."""
    on_device: set[str] = set()
    h2d: list[float] = []
    outputs: dict[str, float] = {}
    for name, kernel in workload.kernels.items():
        sizes = counts[name].array_bytes
        for array in kernel.arrays.values():
            if array.role in ("in", "inout") and array.name not in on_device:
                h2d.append(sizes[array.name])
                on_device.add(array.name)
            if array.role in ("out", "inout", "temp"):
                on_device.add(array.name)
            if array.role in ("out", "inout"):
                outputs[array.name] = sizes[array.name]
    return h2d, list(outputs.values())


def answer_workload(
    workload: Workload,
    platform: Platform,
    dataset: str | None = None,
    overrides: Mapping[str, float] | None = None,
    settings: Settings | None = None,
) -> WorkloadAnswer:
    settings = settings or Settings()
    dataset = dataset or workload.default_dataset
    counts: dict[str, KernelCounts] = {}
    options = {}
    for name, kernel in workload.kernels.items():
        kernel_overrides = {k: v for k, v in (overrides or {}).items() if k in kernel.params}
        counts[name] = instantiate(kernel, kernel.sizes(dataset, kernel_overrides))
        options[name] = evaluate(counts[name], platform, settings)

    cpu_time = sum(cpu.time_s for cpu, _ in options.values())
    cpu_energy = sum(cpu.energy_j for cpu, _ in options.values())

    def plan(name: str, time_s: float, energy_j: float, transfer_s: float, assignment: dict[str, str]) -> Plan:
        return Plan(name, time_s, energy_j, cost(time_s, energy_j, settings.weights, settings.cost_form, cpu_time, cpu_energy), transfer_s, assignment)

    plans = [plan("cpu", cpu_time, cpu_energy, 0.0, {k: "cpu" for k in options})]
    if platform.gpus:
        plans.append(_all_gpu_plan(workload, platform, counts, options, settings, plan))
        mixed_time = mixed_energy = mixed_transfer = 0.0
        assignment = {}
        for name, (cpu, gpu) in options.items():
            use_gpu = gpu is not None and gpu.cost < cpu.cost
            chosen = gpu if use_gpu else cpu
            assignment[name] = "gpu" if use_gpu else "cpu"
            mixed_time += chosen.time_s
            mixed_energy += chosen.energy_j
            mixed_transfer += gpu.transfer_s if use_gpu else 0.0
        plans.append(plan("mixed", mixed_time, mixed_energy, mixed_transfer, assignment))
    return WorkloadAnswer(workload.name, dataset_label(dataset, overrides), platform.name, tuple(plans))


def _all_gpu_plan(workload, platform, counts, options, settings, plan) -> Plan:  # noqa: ANN001
    assignment = {k: "gpu" for k in options}
    if workload.dataflow == "independent":
        gpus = [gpu for _, gpu in options.values()]
        return plan("gpu", sum(g.time_s for g in gpus), sum(g.energy_j for g in gpus), sum(g.transfer_s for g in gpus), assignment)
    best = None
    energy_model = settings.energy()
    h2d_messages, d2h_messages = shared_transfers(workload, counts)
    for index, gpu in enumerate(platform.gpus):
        chips = [settings.correct(gpu_onchip_time(c, platform, index), c, platform, "gpu") for c in counts.values()]
        chip = OnChipTime(sum(c.time_s for c in chips), tuple(s for c in chips for s in c.steps), "roofline")
        transfer = transfer_time_s(h2d_messages, gpu.link.h2d) + transfer_time_s(d2h_messages, gpu.link.d2h)
        launch = sum(launch_time_s(c, gpu.launch) for c in counts.values())
        time_s = transfer + launch + chip.time_s
        energy = energy_model.gpu_energy_j(platform, gpu, chip, idle_time_s=transfer + launch)
        candidate = plan("gpu", time_s, energy, transfer, assignment)
        if best is None or candidate.cost < best.cost:
            best = candidate
    return best
