"""Performance, transfer, energy and cost models, and the registries that name them.

Each model is a pure function or a small frozen dataclass with its equation and
source in the docstring. Registries map the names used on the command line and
in the API to implementations; plugins may add entries.
"""

from __future__ import annotations

from .cost import COST_FORMS, Weights, cost
from .devices import OnChipTime, cpu_onchip_time, gpu_onchip_time
from .energy import ENERGY_MODELS, EpiEnergy, TdpEnergy
from .launch import launch_time_s
from .loggp import round_trip_overhead_s, transfer_time_s
from .roofline import RooflineTime, roofline_time

__all__ = [
    "COST_FORMS",
    "ENERGY_MODELS",
    "EpiEnergy",
    "OnChipTime",
    "RooflineTime",
    "TdpEnergy",
    "Weights",
    "cost",
    "cpu_onchip_time",
    "gpu_onchip_time",
    "launch_time_s",
    "round_trip_overhead_s",
    "roofline_time",
    "transfer_time_s",
]
