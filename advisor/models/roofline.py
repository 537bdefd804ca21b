"""Roofline on-chip time (Williams, Waterman, Patterson [williams2009]; cost-model paper [jiang2017], eqs. 3-10).

    time = max( sum_p FLOPs_p / P_p , bytes / BW )

P_p is the attainable compute roof for precision p and BW the sustained memory
bandwidth. This is eq. (9) with eq. (6): Performance = min(BW x AI, CR), written
as a time so that kernels mixing precisions (or with no FLOPs at all, like a
copy) need no special case. Where precisions share the same units their times
add. Which roof applies (cores used, SIMD or scalar, a GPU kernel too narrow to
fill the machine) is decided by the device models in :mod:`advisor.models.devices`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from ..elementwise import Value, is_scalar, maximum, where


@dataclass(frozen=True)
class RooflineTime:
    time_s: Value
    compute_time_s: Value
    memory_time_s: Value
    flops_by_precision: Mapping[str, Value]
    dram_bytes: Value
    bandwidth_Bps: Value
    peak_flops: Value  # the roof of the dominant precision

    @property
    def flops(self) -> float:
        return sum(self.flops_by_precision.values())

    @property
    def bound(self) -> str:
        return "compute" if self.compute_time_s >= self.memory_time_s else "memory"

    @property
    def arithmetic_intensity(self) -> float:
        """FLOPs per byte of DRAM traffic (infinite for a kernel that moves no data)."""
        return self.flops / self.dram_bytes if self.dram_bytes > 0 else math.inf

    @property
    def attainable_flops(self) -> float:
        return self.flops / self.time_s if self.time_s > 0 else 0.0


def roofline_time(flops: Mapping[str, Value], dram_bytes: Value, peaks: Mapping[str, Value], bandwidth_Bps: Value) -> RooflineTime:
    """On-chip time of ``flops`` (by precision) and ``dram_bytes`` under ``peaks`` (FLOP/s) and ``bandwidth_Bps``.

    Numbers or numpy arrays (one element per task) alike.

    >>> roofline_time({"fp64": 2e9}, 1e9, {"fp64": 1e9}, 10e9).time_s
    2.0
    """
    compute: Value = 0.0
    dominant: Value = 0.0
    dominant_time: Value = -1.0
    for precision, count in flops.items():
        if is_scalar(count) and count <= 0:
            continue
        part = where(count > 0, count / peaks[precision], 0.0)
        compute = compute + part
        larger = (count > 0) & (part > dominant_time)
        dominant, dominant_time = where(larger, peaks[precision], dominant), where(larger, part, dominant_time)
    memory = where(dram_bytes > 0, dram_bytes / bandwidth_Bps, 0.0)
    return RooflineTime(
        time_s=maximum(compute, memory),
        compute_time_s=compute,
        memory_time_s=memory,
        flops_by_precision=flops,
        dram_bytes=dram_bytes,
        bandwidth_Bps=bandwidth_Bps,
        peak_flops=dominant,
    )
