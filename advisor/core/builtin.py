"""The built-in models, registered by name (:mod:`advisor.core.registry`): the one table of what a user can select.

The sides define the models and know nothing of the registry; the core names them here. The GPU kernel predictors
(:mod:`advisor.gpu.nvidia`) load on first use: registering them imports neither the PTX interpreter nor the
architecture files.
"""

from __future__ import annotations

from ..cpu.time import cpu_roofline_time, cpu_signature_time
from ..energy.activity import ActivityEnergy
from ..energy.epi import EpiEnergy
from ..energy.tdp import TdpEnergy
from ..gpu.kerneltime import gpu_time_model
from ..gpu.nvidia import KERNEL_TIME_MODELS, kernel_time_model
from ..gpu.roofline import gpu_roofline_time
from . import registry
from .cost import normalized_cost, raw_cost

registry.register("cpu-time", "signature", cpu_signature_time)
registry.register("cpu-time", "roofline", cpu_roofline_time)
registry.register("gpu-time", "roofline", gpu_roofline_time)
for _name in KERNEL_TIME_MODELS:
    registry.register("kernel-time", _name, kernel_time_model(_name))
    if _name != "roofline":  # the gpu-time "roofline" is the one above, on the descriptor's counts
        registry.register("gpu-time", _name, gpu_time_model(_name))
registry.register("energy", "tdp", lambda tdp_factor: TdpEnergy(tdp_factor=tdp_factor))
registry.register("energy", "epi", lambda tdp_factor: EpiEnergy())
registry.register("energy", "activity", lambda tdp_factor: ActivityEnergy(tdp_factor=tdp_factor))
registry.register("cost", "normalized", normalized_cost)
registry.register("cost", "raw", raw_cost)
