"""The ``tdp`` energy model: busy power is idle power plus a share of the TDP ([jiang2017] eq. 19; :mod:`advisor.energy`)."""

from __future__ import annotations

from dataclasses import dataclass

from ..gpu.descriptor import Gpu
from ..onchip import OnChipTime
from .inputs import Node


@dataclass(frozen=True)
class TdpEnergy:
    name: str = "tdp"
    tdp_factor: float = 0.6

    def cpu_energy_j(self, platform: Node, onchip: OnChipTime) -> float:
        cores = platform.cpu.cores if onchip.cores_used is None else onchip.cores_used
        dynamic = self.tdp_factor * platform.cpu.tdp_w * cores / platform.cpu.cores
        return onchip.time_s * (platform.idle_power_w + dynamic)

    def gpu_energy_j(self, platform: Node, gpu: Gpu, onchip: OnChipTime, idle_time_s: float) -> float:
        busy = platform.idle_power_w + self.tdp_factor * gpu.tdp_w
        return idle_time_s * platform.idle_power_w + onchip.time_s * busy

    def gpu_device_energy_j(self, gpu: Gpu, onchip: OnChipTime) -> float:
        return onchip.time_s * (gpu.idle_power_w + self.tdp_factor * gpu.tdp_w)







