"""Performance, transfer, energy and cost models, and the registry that names them.

Each model is a pure function or a small frozen dataclass with its equation and
source in the docstring; each takes numbers or numpy arrays alike
(:mod:`advisor.elementwise`). The models selectable by name register here with
:mod:`advisor.models.registry`: the GPU roofline, the energy and cost models, and the CPU's
on-chip models (:mod:`advisor.cpu.time`); :mod:`advisor.kernelpred` adds the GPU kernel
predictors, plugins add cost models and kernel predictors.
"""

from __future__ import annotations

from ..cpu.time import cpu_roofline_time, cpu_signature_time
from . import registry
from .cost import Weights, normalized_cost, raw_cost
from .devices import OnChipTime, gpu_roofline_time
from .energy import EpiEnergy, TdpEnergy
from .launch import launch_time_s
from .loggp import loggp_time_s, round_trip_overhead_s, transfer_time_s
from .roofline import RooflineTime, roofline_time

registry.register("cpu-time", "signature", cpu_signature_time)
registry.register("cpu-time", "roofline", cpu_roofline_time)
registry.register("gpu-time", "roofline", gpu_roofline_time)
registry.register("energy", "tdp", lambda tdp_factor: TdpEnergy(tdp_factor=tdp_factor))
registry.register("energy", "epi", lambda tdp_factor: EpiEnergy())
registry.register("cost", "normalized", normalized_cost)
registry.register("cost", "raw", raw_cost)

__all__ = [
    "EpiEnergy",
    "OnChipTime",
    "RooflineTime",
    "TdpEnergy",
    "Weights",
    "gpu_roofline_time",
    "launch_time_s",
    "loggp_time_s",
    "normalized_cost",
    "raw_cost",
    "registry",
    "roofline_time",
    "round_trip_overhead_s",
    "transfer_time_s",
]
