"""What every kernel-time model returns, and the launch it is asked about.

All models (``kp``, ``pipeline``, ``hybrid``, ``bsp``, ``mwp-cwp``, ``roofline``) read the same
:class:`KernelLaunch` (a PTX kernel, its :class:`~advisor.gpu.nvidia.ptx.KernelProfile`,
the GPU of a platform and its architecture model) and return a frozen
:class:`KernelPrediction`: the predicted time and its breakdown, and what the launch does
(:func:`activity_of`: operations by class and bytes at each level, from the same analysis) for the
``activity`` energy model.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ..descriptor import Gpu
from .arch import GpuArchitecture, clock_hz
from .occupancy import Occupancy, occupancy, waves

if TYPE_CHECKING:  # a prediction read from the disk cache needs neither
    from .ptx.ir import PtxKernel
    from .ptx.profile import KernelProfile


@dataclass(frozen=True)
class KernelLaunch:
    """One launch of one kernel on one GPU: the common input of the models."""

    kernel: PtxKernel
    profile: KernelProfile
    gpu: Gpu
    arch: GpuArchitecture
    clock: str = "boost"

    @property
    def clock_hz(self) -> float:
        return clock_hz(self.gpu, self.clock)

    @property
    def ptx_newer_than_gpu(self) -> bool:
        """Whether the PTX targets a newer compute capability than the GPU (sm_75 PTX, Kepler GPU)."""
        match = re.match(r"sm_(\d+)", self.kernel.target or "")
        return bool(match) and int(match.group(1)) > round(float(self.arch.compute_capability) * 10)

    @property
    def registers_estimated(self) -> bool:
        """Whether :attr:`registers` replaces a ptxas count made for a newer target by the estimate."""
        return self.ptx_newer_than_gpu and self.kernel.registers_source == "ptxas"

    @property
    def registers(self) -> int:
        """Registers per thread on this GPU, capped at the architecture's limit.

        A ptxas count is for the PTX's target; when that is newer than the GPU it is another
        ISA's allocation, and the PTX liveness estimate (``advisor.gpu.nvidia.ptx.resources``) is the better
        guess for the GPU's binary.  Evidence: the BSP validation binaries (sm_35; nvprof traces
        in github.com/marcosamaris/gpuperfpredict [gpuperfpredict]) used 17 registers (global matmul), 23 (tiled
        matmul, their 8x8-tile build) and 25 (subseqmax); ptxas for sm_75 reports 52, 38 and 50
        for our PTX of the same code, the liveness estimate 29, 22 and 35."""
        count = self.kernel.estimated_registers if self.registers_estimated else self.profile.registers
        return min(max(count, 1), self.arch.limits.max_registers_per_thread)

    @property
    def occupancy(self) -> Occupancy:
        p = self.profile
        return occupancy(self.arch, p.threads_per_block, self.registers, p.shared_bytes)

    @property
    def waves(self) -> int:
        return waves(self.profile.total_blocks, self.occupancy.blocks_per_sm, self.gpu.sms)

    @property
    def launch_s(self) -> float:
        """The platform's launch model ([kleimenov2021] sec. 4, [zhang2024] eq. 1): base + per-thread x threads."""
        p = self.profile
        return self.gpu.launch.launch_time_s(p.total_blocks * p.threads_per_block)

    @property
    def threads(self) -> int:
        return self.profile.total_blocks * self.profile.threads_per_block


@dataclass(frozen=True)
class KernelPrediction:
    """Predicted time of one launch and its breakdown.

    ``time_s`` = ``launch_s`` + ``exec_s``.  ``instruction_time_s``: what issue
    (or compute) alone would take; ``memory_time_s``: what the memory
    bandwidths alone would take; ``bound`` names the larger of the model's own
    parts (for ``kp`` also "latency" when neither bandwidth nor issue explains
    the time).  ``details`` holds model-specific numbers (fixed-point
    latencies, MWP/CWP, lambda...).
    """

    model: str
    kernel: str
    gpu: str
    time_s: float
    launch_s: float
    exec_s: float
    instruction_time_s: float
    memory_time_s: float
    bound: str
    waves: int
    occupancy: float
    blocks_per_sm: int
    occupancy_limiter: str
    sectors_per_request: float
    l1_hit: float
    l2_hit: float
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    notes: tuple[str, ...] = ()
    details: Mapping[str, Any] = field(default_factory=dict)
    #: what one launch does (:func:`activity_of`): thread-level operations by class, tensor FLOPs, bytes at each
    #: level of the memory, SMs busy; empty where the model that made the prediction did not analyse the code
    activity: Mapping[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out = {k: getattr(self, k) for k in self.__dataclass_fields__ if k not in ("details", "notes")}
        out["grid"], out["block"] = list(self.grid), list(self.block)
        out["notes"] = list(self.notes)
        out["details"] = {k: (v if not isinstance(v, float) or math.isfinite(v) else None)
                          for k, v in self.details.items()}
        out["activity"] = dict(self.activity)
        return out


def base_fields(launch: KernelLaunch, model: str) -> dict[str, Any]:
    """The fields every model fills the same way (occupancy, waves, memory summary, notes)."""
    p, occ = launch.profile, launch.occupancy
    notes = list(p.notes)
    where = f"{launch.arch.architecture} cc {launch.arch.compute_capability}"
    if launch.registers_estimated:
        notes.append(f"{launch.registers} registers per thread: estimated from the PTX's live values "
                     f"(ptxas' {p.registers} are for {launch.kernel.target}, newer than {where})")
    elif launch.registers < p.registers:
        notes.append(f"{p.registers} registers per thread ({p.registers_source}, {launch.kernel.target or 'PTX'}) "
                     f"capped at the {launch.registers} of {where}")
    if p.data_dependent_branches:
        given = "".join(f"; loads from {name} return {value:g} (given)" for name, value in p.contents.items())
        notes.append(f"{len(p.data_dependent_branches)} data-dependent branch(es): counts follow the "
                     f"analysis' pseudo-content ({p.data_policy.split(';')[0]}){given}")
    return {"model": model, "kernel": p.kernel, "gpu": launch.gpu.model, "launch_s": launch.launch_s,
            "waves": launch.waves, "occupancy": occ.fraction, "blocks_per_sm": occ.blocks_per_sm,
            "occupancy_limiter": occ.limiter, "sectors_per_request": p.sectors_per_request,
            "l1_hit": p.l1_hit, "l2_hit": p.l2_hit, "grid": p.grid, "block": p.block, "notes": tuple(notes),
            "activity": frozen(activity_of(launch))}


#: the operation classes the ``activity`` energy model prices (of :data:`advisor.gpu.nvidia.ptx.isa.CLASSES`)
PRICED_CLASSES = ("fp32", "fp64", "fp16", "int", "sfu", "conv")
_SHAPE = re.compile(r"^m(\d+)n(\d+)k(\d+)$")


def activity_of(launch: KernelLaunch) -> dict[str, float]:
    """What one launch does, from the profile the time models read (one analysis, not a second):

    * thread-level operations (one lane of a warp instruction) of each priced class, from the profile's
      ``thread_instructions`` (the classes of :mod:`.ptx.isa`; moves, branches, parameter loads and barriers
      are not priced: their cost is in the busy SMs' static power and the per-byte energies);
    * ``tensor``: FLOPs of ``mma``/``wmma`` warp instructions, 2 x m x n x k per execution of the shape the
      instruction names (0 for a shape it does not name);
    * bytes at each level, as the 32-byte sectors of the profile's memory instructions move them:
      ``l1_bytes`` every global and local sector (hits and misses: a miss passes through L1 too),
      ``l2_bytes`` the sectors L1 does not serve (stores and atomics all: L1 is write-through),
      ``dram_bytes`` those that miss L2 (the profile's L2 hit rate), ``shared_bytes`` 128 bytes per
      shared-memory wavefront (one pass of the bank array; a conflict costs a pass);
    * ``sms``: the SMs the grid keeps busy, min(SMs, blocks).
    """
    from .ptx.memory import SECTOR_BYTES  # the analysis is loaded already where a launch was analysed

    p = launch.profile
    out = {c: float(p.thread_instructions.get(c, 0.0)) for c in PRICED_CLASSES}
    out["tensor"] = _tensor_flops(launch)
    shared = l1 = l2 = 0.0
    for m in p.memory:
        if m.space == "shared":
            shared += m.wavefronts * 128.0
            continue
        l1 += m.sectors * SECTOR_BYTES
        l2 += m.sectors * (1.0 - (m.l1_hit or 0.0)) * SECTOR_BYTES
    out.update(shared_bytes=shared, l1_bytes=l1, l2_bytes=l2, dram_bytes=l2 * (1.0 - p.l2_hit),
               sms=float(min(launch.gpu.sms, p.total_blocks)))
    return out


def _tensor_flops(launch: KernelLaunch) -> float:
    executions = launch.profile.block_executions
    flops = 0.0
    for block in launch.kernel.blocks:
        for pc in range(block.start, block.end):
            ins = launch.kernel.instructions[pc]
            if ins.opcode not in ("mma", "wmma") or block.index >= len(executions):
                continue
            shape = next((_SHAPE.match(m) for m in ins.modifiers if _SHAPE.match(m)), None)
            if shape is not None:
                m, n, k = (int(x) for x in shape.groups())
                flops += executions[block.index] * 2.0 * m * n * k
    return flops


def frozen(mapping: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(dict(mapping))
