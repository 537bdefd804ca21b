"""The ``epi`` energy model: idle power plus energy per operation and per DRAM byte ([jiang2017] eq. 20; :mod:`advisor.energy`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..gpu.descriptor import Gpu
from ..onchip import OnChipTime
from .inputs import Node


@dataclass(frozen=True)
class EpiEnergy:
    name: str = "epi"

    def cpu_energy_j(self, platform: Node, onchip: OnChipTime) -> float:
        cpu = platform.cpu
        return onchip.time_s * platform.idle_power_w + _flop_energy_j(onchip, cpu.energy_per_flop_j) + onchip.dram_bytes * cpu.energy_per_byte_j

    def gpu_energy_j(self, platform: Node, gpu: Gpu, onchip: OnChipTime, idle_time_s: float) -> float:
        return (idle_time_s + onchip.time_s) * platform.idle_power_w + _gpu_dynamic_j(gpu, onchip)

    def gpu_device_energy_j(self, gpu: Gpu, onchip: OnChipTime) -> float:
        return onchip.time_s * gpu.idle_power_w + _gpu_dynamic_j(gpu, onchip)



def _gpu_dynamic_j(gpu: Gpu, onchip: OnChipTime) -> float:
    return _flop_energy_j(onchip, gpu.energy_per_flop_j) + onchip.dram_bytes * gpu.energy_per_byte_j



def _flop_energy_j(onchip: OnChipTime, energy_per_flop_j: Mapping[str, float]) -> float:
    return sum(count * energy_per_flop_j[p] for step in onchip.steps for p, count in step.flops_by_precision.items())
