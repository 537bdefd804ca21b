"""On-chip time: what every on-chip model answers (:class:`OnChipTime`), and the Roofline bound it starts from.

:class:`OnChipTime` is the answer of every on-chip model, on the CPU (:mod:`advisor.cpu.time`) and on a GPU
(:mod:`advisor.gpu.roofline`, :mod:`advisor.gpu.kerneltime`): the time, the per-step rooflines the energy models read
their FLOP and DRAM counts from, the model's name and notes. A step timed from its code also carries what the
code does (:class:`Activity`: operations by class and bytes at each level of the memory), which the ``activity``
energy model (:mod:`advisor.energy.activity`) prices.

Roofline on-chip time (Williams, Waterman, Patterson [williams2009]; cost-model paper [jiang2017], eqs. 3-10):

    time = max( sum_p FLOPs_p / P_p , bytes / BW )

P_p is the attainable compute roof for precision p and BW the sustained memory
bandwidth. This is eq. (9) with eq. (6): Performance = min(BW x AI, CR), written
as a time so that kernels mixing precisions (or with no FLOPs at all, like a
copy) need no special case. Where precisions share the same units their times
add. Which roof applies (cores used, SIMD or scalar, a GPU kernel too narrow to
fill the machine) is decided by each side's model (:mod:`advisor.cpu.time`, :mod:`advisor.gpu.roofline`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from .elementwise import Value, is_scalar, maximum, where
from .errors import DescriptorError


@dataclass(frozen=True)
class Activity:
    """What one step did on its device, as its time model counted it: the ``activity`` energy model's input.

    ``operations``: on a GPU, thread-level operations (one lane of a warp instruction) by class -- ``fp32``,
    ``fp64``, ``fp16``, ``int``, ``sfu``, ``conv`` -- and ``tensor`` FLOPs; on a CPU, vector instructions by width
    (``"v128"``, ``"v256"``, ``"v512"``; ``"v64"`` for scalar floating-point work). ``bytes``: bytes moved at each
    level, ``shared``, ``l1``, ``l2`` and ``dram`` (a byte served from DRAM passes L2 and L1 too, so it is counted
    at each). ``units``: SMs (GPU) or cores (CPU) busy. ``source`` says where the counts come from (``"kp
    analysis"``: the PTX analysis the kernel predictor made; ``"loops"``: the CPU loops' FLOPs and vector width).
    Numbers or numpy arrays alike.
    """

    operations: Mapping[str, Value]
    bytes: Mapping[str, Value]
    units: Value
    source: str

    def scaled(self, factor: Value) -> Activity:
        """The same activity ``factor`` times over (a step's launches)."""
        return Activity({k: v * factor for k, v in self.operations.items()}, {k: v * factor for k, v in self.bytes.items()},
                        self.units, self.source)


@dataclass(frozen=True)
class RooflineTime:
    time_s: Value
    compute_time_s: Value
    memory_time_s: Value
    flops_by_precision: Mapping[str, Value]
    dram_bytes: Value
    bandwidth_Bps: Value
    peaks: Mapping[str, Value]  # the compute roof of each precision, FLOP/s
    activity: Activity | None = None  # what the step's code did, where its time model counted it (None: not counted)

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

    @property
    def peak_flops(self) -> Value:
        """The roof of the dominant precision: the one whose FLOPs take longest (the first of equals); 0 without FLOPs.

        Worked out when asked for: the batch path never reads it, and tracking it costs two selections an element and
        precision.
        """
        dominant: Value = 0.0
        dominant_time: Value = -1.0
        for precision, count in self.flops_by_precision.items():
            if is_scalar(count) and count <= 0:
                continue
            part = where(count > 0, count / self.peaks[precision], 0.0)
            larger = (count > 0) & (part > dominant_time)
            dominant, dominant_time = where(larger, self.peaks[precision], dominant), where(larger, part, dominant_time)
        return dominant


def roofline_time(flops: Mapping[str, Value], dram_bytes: Value, peaks: Mapping[str, Value], bandwidth_Bps: Value,
                  activity: Activity | None = None) -> RooflineTime:
    """On-chip time of ``flops`` (by precision) and ``dram_bytes`` under ``peaks`` (FLOP/s) and ``bandwidth_Bps``
    (``activity``: what the step did, where its time model counted it).

    Numbers or numpy arrays (one element per task) alike.

    >>> roofline_time({"fp64": 2e9}, 1e9, {"fp64": 1e9}, 10e9).time_s
    2.0
    """
    compute: Value = 0.0
    for precision, count in flops.items():
        # an array of counts has none negative (each path that builds one checks them): a zero divides to zero
        if not is_scalar(count) or count > 0:
            compute = compute + count / peaks[precision]
    memory = where(dram_bytes > 0, dram_bytes / bandwidth_Bps, 0.0)
    return RooflineTime(
        time_s=maximum(compute, memory),
        compute_time_s=compute,
        memory_time_s=memory,
        flops_by_precision=flops,
        dram_bytes=dram_bytes,
        bandwidth_Bps=bandwidth_Bps,
        peaks=peaks,
        activity=activity,
    )


@dataclass(frozen=True)
class OnChipTime:
    """On-chip time of a whole kernel (all steps) on one device, with the per-step rooflines."""

    time_s: Value
    steps: tuple[RooflineTime, ...]
    model: str
    cores_used: Value | None = None  # CPU only
    sync_time_s: Value = 0.0  # CPU only: parallel-region overheads, included in time_s
    notes: tuple[str, ...] = ()  # e.g. why a step fell back from kp to the roofline
    dominant: str | None = None  # the bound, where the model names it itself (signature: latency, compute, memory)
    step_times_s: tuple[Value, ...] | None = None  # each step's own time where the model times steps apart (None: the rooflines')

    @property
    def compute_time_s(self) -> Value:
        return sum(s.compute_time_s for s in self.steps)

    @property
    def memory_time_s(self) -> Value:
        return sum(s.memory_time_s for s in self.steps)

    def corrected(self, factor: Value) -> OnChipTime:
        """The same prediction scaled by a factor learned from measured runs (the BSP paper's [amaris2015] lambda).

        The model name says so, with the factor's 95 % interval where it is known:
        ``roofline*2.6(learned, 95% 2.1-3.2)``.
        """
        if not isinstance(factor, (int, float)):
            return replace(self, time_s=self.time_s * factor, model=f"{self.model}*factor(learned)")
        low, high = getattr(factor, "low", None), getattr(factor, "high", None)
        interval = f", 95% {low:.3g}-{high:.3g}" if low is not None and high is not None else ""
        return replace(self, time_s=self.time_s * factor, model=f"{self.model}*{float(factor):.3g}(learned{interval})")

    @property
    def bound(self) -> str:
        if self.dominant is not None:
            return self.dominant
        if self.sync_time_s > max(self.compute_time_s, self.memory_time_s):
            return "launch"
        return "compute" if self.compute_time_s >= self.memory_time_s else "memory"

    @property
    def flops(self) -> Value:
        return sum(s.flops for s in self.steps)

    @property
    def dram_bytes(self) -> Value:
        return sum(s.dram_bytes for s in self.steps)



def peak_rate(getter: Callable[[str], float], precision: str, file: str, field: str) -> float:
    try:
        return getter(precision)
    except KeyError:
        raise DescriptorError(file, f"{field}.{precision}", f"missing: a kernel needs the {precision} rate") from None
