"""``roofline``: the core GPU roofline (:func:`advisor.gpu.roofline.gpu_roofline`)
on the FLOPs and bytes the profile counted.

    FLOPs  = thread-level floating-point instructions by precision, an fma/mad
             counting 2 (the share of fma/mad among a class's executed
             instructions is taken from the warp-level block counts)
    bytes  = sum over global memory instructions of sectors x 32 B (SECTOR_BYTES) x (1 - L1 hit) x (1 - L2 hit)
    time   = launch + max(FLOPs / (peak x min(1, threads / FP32 lanes)),
                          bytes / min(sustained bandwidth, threads x 4 B / DRAM latency))

so the same roofs as ``advisor recommend`` but with traffic from the
kernel's actual access pattern (coalescing, cache reuse) instead of the
descriptor's formulas.
"""

from __future__ import annotations

import numpy as np

from ..inputs import Node
from ..roofline import gpu_roofline
from .ptx.isa import classify
from .ptx.memory import SECTOR_BYTES
from .result import KernelLaunch, KernelPrediction, base_fields, frozen

_PRECISION = {"fp32": "fp32", "fp64": "fp64", "fp16": "fp16"}


def counted_flops(launch: KernelLaunch) -> dict[str, float]:
    """FLOPs by precision from the profile (fma/mad = 2)."""
    k, p = launch.kernel, launch.profile
    execs = np.asarray(p.block_executions)
    out = {}
    for cls, precision in _PRECISION.items():
        total = fma = 0.0
        for b in k.blocks:
            for pc in range(b.start, b.end):
                ins = k.instructions[pc]
                if classify(ins) == cls and ins.opcode not in ("setp", "set", "selp", "slct", "mov"):
                    total += execs[b.index]
                    fma += execs[b.index] if ins.opcode in ("fma", "mad") else 0.0
        lanes = p.thread_instructions.get(cls, 0.0)
        if lanes and total:
            out[precision] = lanes * (1.0 + fma / total)
    return out


def counted_dram_bytes(launch: KernelLaunch) -> float:
    p = launch.profile
    return sum(x.sectors * SECTOR_BYTES * (1 - (x.l1_hit or 0.0)) * (1 - (x.l2_hit or 0.0))
               for x in p.memory if x.space != "shared")


def predict(launch: KernelLaunch, platform: Node | None = None, gpu_index: int = 0,
            **_: object) -> KernelPrediction:
    flops = counted_flops(launch)
    r = gpu_roofline(flops, counted_dram_bytes(launch), float(launch.threads), 4, launch.gpu,
                     platform.path if platform else launch.gpu.model, gpu_index)
    return KernelPrediction(
        **base_fields(launch, "roofline"), time_s=launch.launch_s + r.time_s, exec_s=r.time_s,
        instruction_time_s=r.compute_time_s, memory_time_s=r.memory_time_s, bound=r.bound,
        details=frozen({"flops": r.flops, "dram_bytes": r.dram_bytes, "bandwidth_Bps": r.bandwidth_Bps,
                        "peak_flops": r.peak_flops}))
