"""The ``activity`` energy model: energy as the hardware spends it, from what the kernel does ([energyrule]).

**GPU board** (what NVML's total-energy counter meters over the kernel, ``gpu.device_energy_j``)::

    E_board = t x P_idle                                         board idle (the platform's idle_power)
            + P_static x sum_steps(A_s x t_s) x t / sum_steps(t_s)   busy SMs' static power
            + sum_c N_c x e_c  +  F_tensor x e_tensor            operations by class (thread-level)
            + B_shared x e_shared + B_L1 x e_L1 + B_L2 x e_L2 + B_DRAM x e_DRAM   bytes at each level

the terms above idle bounded by t x (TDP - P_idle): a board holds its power limit (a capped one its cap).

``t`` is the kernel's on-chip time, ``A_s`` the SMs a step keeps busy and ``t_s`` its time; ``N_c`` the
thread-level operations of class ``c`` (fp32, fp64, fp16, int, sfu, conv), ``F_tensor`` the tensor-core FLOPs,
``B_x`` the bytes moved at each level (a byte from DRAM passes L2 and L1 too and is counted at each, as
[antepara2025]'s subtraction identities charge it). The counts are what the kernel predictor's PTX analysis
counted (:func:`advisor.gpu.nvidia.result.activity_of`: one analysis, not a second); a step timed without code
(the roofline, a raw task of ``place_many``) has them estimated from its FLOPs and DRAM bytes -- an FMA per two
FLOPs, every DRAM byte through L2 and L1, all SMs busy -- and the option says so. The parts ``P_static``,
``e_c`` and ``e_x`` are the architecture file's (:mod:`.gpuparts`: from a published table, from the scaling rule
:mod:`.scaling`, an estimate, or measured by ``advisor calibrate``). Loads, stores, moves and branches are not
priced as operations: their control energy is in the per-byte figures ([antepara2025]'s are whole-stack) and in
the busy SMs' static power. An AMD GPU has no table yet: its board draws the ``tdp`` model's idle + k x TDP.

**CPU package** (bounded by its TDP, [jiang2017] eq. 19's k x TDP being the bound the ``tdp`` model charges)::

    P_cores  = [n > 0] x s x TDP + n x p_core x (f / f_ref)^2      the package awake, n busy cores at clock f
    E_ops    = sum_w N_w x e_op x (w / w_ref)^x x (f / f_op)      vector FMA instructions by width w
    E_pkg    = min( t x P_cores + E_ops , t x (TDP - P_idle,pkg) )
    E_DRAM   = B_DRAM x e_DRAM

with ``f`` the boost clock for one busy core and the all-core clock for more (the platform's), ``s`` the share of
TDP a package draws once it leaves its deepest C-state (Zen 2, Skylake-SP measured), ``p_core`` a busy core's
power, ``e_op`` one vector FMA instruction (:mod:`.cpuparts`). The power grows as f^2 (Zen 2's measured slopes,
[schoene2021]: 0.39, 0.72 and 1.00 W per core at 1.5, 2.2 and 2.5 GHz), so energy per operation as f.

**The node** for a placement (the answer lists the parts, :meth:`cpu_energy_parts`, :meth:`gpu_energy_parts`):

* the CPU option: the node's idle power over the time (every GPU board idles: the device that waits still
  draws its idle power) plus the package's and DRAM's parts above;
* a GPU option: the board's energy over the kernel, the board's idle power during copies and launches, the rest
  of the node's idle power (CPU package, the other GPUs, the node's base) over the whole time, the host thread
  that waits for the GPU (one core spinning at the boost clock and its package awake: a synchronising
  ``cudaDeviceSynchronize`` spins by default), and the copies at both ends: each byte read or written in host
  DRAM and in device DRAM, plus the link (:data:`LINK_J_PER_BYTE`).

Not counted: cooling, power-supply losses, the host's staging copy of pageable transfers, DRAM refresh beyond
the idle powers. Numbers or numpy arrays alike (``place_many``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..elementwise import Value, is_scalar, maximum, where
from ..gpu.descriptor import Gpu
from ..onchip import Activity, OnChipTime, RooflineTime
from .cpuparts import CpuParts, cpu_parts
from .gpuparts import GpuParts, gpu_parts
from .inputs import Node

#: energy of a byte over the host link: [keckler2011] (28 nm budget, as BMC Bioinformatics 19:2389 Table 7 quotes it)
#: gives 500 pJ per 64-bit word across an off-chip link, 62.5 pJ/B; an estimate for PCIe
LINK_J_PER_BYTE = 62.5e-12
ESTIMATED = "estimated from FLOPs and DRAM bytes"
#: the operation class of each precision of a descriptor's FLOPs (advisor.schema.precision.PRECISIONS)
_CLASS_OF_PRECISION = {"fp64": "fp64", "fp32": "fp32", "fp16": "fp16", "int32": "int", "int64": "int"}


@dataclass(frozen=True)
class ActivityEnergy:
    name: str = "activity"
    tdp_factor: float = 0.6  # the tdp model's share of TDP, for a device without an energy table

    # ---- GPU -----------------------------------------------------------------------------------------------

    def gpu_board_parts(self, gpu: Gpu, onchip: OnChipTime) -> dict[str, Value]:
        """The board's energy over the kernel, by part (they sum to :meth:`gpu_device_energy_j`)."""
        t = onchip.time_s
        idle = t * gpu.idle_power_w
        parts = gpu_parts(gpu)
        if parts is None:
            return {"board idle": idle, "board busy (tdp model: no energy table)": t * self.tdp_factor * gpu.tdp_w}
        steps = [(step, step.activity if step.activity is not None else estimated_gpu_activity(step, gpu)) for step in onchip.steps]
        busy = {"busy SMs (static)": parts.busy_static_w_per_sm.value * _sm_seconds(steps, t),
                **gpu_dynamic_parts(parts, [a for _, a in steps])}
        scale = _within(sum(busy.values()), t * (gpu.tdp_w - gpu.idle_power_w))
        return {"board idle": idle, **{name: value * scale for name, value in busy.items()}}

    def gpu_device_energy_j(self, gpu: Gpu, onchip: OnChipTime) -> Value:
        return sum(self.gpu_board_parts(gpu, onchip).values())

    def gpu_energy_parts(self, platform: Node, gpu: Gpu, onchip: OnChipTime, idle_time_s: Value,
                         copied_bytes: Value = 0.0) -> dict[str, Value]:
        """The node's energy for the GPU option, by part: the board's (kernel), then what the node spends around it."""
        return self._node_parts(platform, gpu, onchip, idle_time_s, copied_bytes, self.gpu_board_parts(gpu, onchip))

    def gpu_option_energy(self, platform: Node, gpu: Gpu, onchip: OnChipTime, idle_time_s: Value,
                          copied_bytes: Value = 0.0) -> tuple[dict[str, Value], Value]:
        """(:meth:`gpu_energy_parts`, :meth:`gpu_device_energy_j`) of one option, the board's parts worked out once."""
        board = self.gpu_board_parts(gpu, onchip)
        return self._node_parts(platform, gpu, onchip, idle_time_s, copied_bytes, board), sum(board.values())

    def _node_parts(self, platform: Node, gpu: Gpu, onchip: OnChipTime, idle_time_s: Value, copied_bytes: Value,
                    board_parts: dict[str, Value]) -> dict[str, Value]:
        total_s = onchip.time_s + idle_time_s
        board = {f"GPU {name}": value for name, value in board_parts.items()}
        return {**board,
                "GPU idle during copies and launches": idle_time_s * gpu.idle_power_w,
                "rest of the node idle (CPU package, other GPUs, base)": total_s * (platform.idle_power_w - gpu.idle_power_w),
                "host thread waiting": total_s * self.host_waiting_w(platform),
                "copies (host DRAM, link, device DRAM)": copied_bytes * self.copy_j_per_byte(platform, gpu)}

    def gpu_energy_j(self, platform: Node, gpu: Gpu, onchip: OnChipTime, idle_time_s: Value) -> Value:
        return sum(self.gpu_energy_parts(platform, gpu, onchip, idle_time_s).values())

    def waiting_power_w(self, platform: Node, gpu: Gpu) -> float:
        """What the node draws while a GPU option waits on copies and launches (the board idle, the rest of the node
        idle, the host thread spinning)."""
        return platform.idle_power_w + self.host_waiting_w(platform)

    def host_waiting_w(self, platform: Node) -> float:
        """One host core spinning at the boost clock, and its package awake (above the package's idle)."""
        cpu = platform.cpu
        parts = cpu_parts(cpu)
        if parts is None:
            return self.tdp_factor * cpu.tdp_w / cpu.cores
        return parts.uncore_active_share.value * cpu.tdp_w + _core_w(parts, cpu.boost_clock_hz)

    def copy_j_per_byte(self, platform: Node, gpu: Gpu) -> float:
        """A copied byte: read or written in host DRAM, over the link, written or read in device DRAM."""
        cpu = cpu_parts(platform.cpu)
        host = cpu.dram_j_per_byte.value if cpu is not None else platform.cpu.energy_per_byte_j
        parts = gpu_parts(gpu)
        device = parts.bytes["dram"].value if parts is not None else gpu.energy_per_byte_j
        return host + LINK_J_PER_BYTE + device

    # ---- CPU -----------------------------------------------------------------------------------------------

    def cpu_package_parts(self, platform: Node, onchip: OnChipTime) -> dict[str, Value]:
        """The CPU package's energy above its idle and the DRAM's, by part, over the CPU's run."""
        cpu = platform.cpu
        t = onchip.time_s
        cores = cpu.cores if onchip.cores_used is None else onchip.cores_used
        parts = cpu_parts(cpu)
        dram_j = onchip.dram_bytes * (parts.dram_j_per_byte.value if parts is not None else cpu.energy_per_byte_j)
        if parts is None:
            return {"package busy (tdp model: no energy table)": t * self.tdp_factor * cpu.tdp_w * cores / cpu.cores, "DRAM": dram_j}
        clock = where(cores > 1, cpu.busy_clock_hz, cpu.boost_clock_hz)
        awake = t * parts.uncore_active_share.value * cpu.tdp_w
        busy = t * cores * _core_w(parts, clock)
        ops = sum((_vector_j(parts, width, clock) * count for step in onchip.steps
                   for width, count in _cpu_activity(step, cpu).operations.items()), 0.0)
        scale = _within(awake + busy + ops, t * (cpu.tdp_w - cpu.idle_power_w))
        return {"CPU package awake": awake * scale, "CPU busy cores": busy * scale, "CPU vector instructions": ops * scale,
                "DRAM": dram_j}

    def cpu_energy_parts(self, platform: Node, onchip: OnChipTime) -> dict[str, Value]:
        """The node's energy for the CPU option, by part: every device idle, the package and DRAM above that."""
        return {"node idle (CPU package, GPU boards, base)": onchip.time_s * platform.idle_power_w,
                **self.cpu_package_parts(platform, onchip)}

    def cpu_energy_j(self, platform: Node, onchip: OnChipTime) -> Value:
        return sum(self.cpu_energy_parts(platform, onchip).values())

    # ---- what the answer should say ------------------------------------------------------------------------

    def notes(self, platform: Node, gpu: Gpu | None, onchip: OnChipTime) -> tuple[str, ...]:
        """What the model assumed for this option, for its notes."""
        if gpu is None:
            return () if cpu_parts(platform.cpu) is not None else (
                f"energy: no energy table for the {platform.cpu.microarchitecture or 'unnamed'} CPU: its busy cores draw the tdp "
                f"model's {self.tdp_factor:g} x TDP share",)
        if gpu_parts(gpu) is None:
            return (f"energy: no activity table for the {gpu.model} ({gpu.architecture}): its board draws the tdp model's idle + "
                    f"{self.tdp_factor:g} x TDP while the kernel runs",)
        if any(step.activity is None for step in onchip.steps):
            return (f"energy: the activity of steps timed without code {ESTIMATED} (an FMA per two FLOPs, every DRAM byte through "
                    "L2 and L1, all SMs busy)",)
        return ()


def load_tables(platform: Node) -> None:
    """Read the energy tables ``platform``'s devices price with (each read once per process): a scheduler does it
    when it loads a platform, so that no decision waits on a file."""
    cpu_parts(platform.cpu)
    for gpu in platform.gpus:
        gpu_parts(gpu)


def gpu_dynamic_parts(parts: GpuParts, activities: list[Activity]) -> dict[str, Value]:
    """Operations and bytes of ``activities`` at ``parts``' energies (the dynamic terms of the board equation)."""
    ops: Value = 0.0
    moved = {"shared": 0.0, "l1": 0.0, "l2": 0.0, "dram": 0.0}
    for a in activities:
        for op, count in a.operations.items():
            part = parts.operations.get(op)
            if part is not None:
                ops = ops + count * part.value
        for level, count in a.bytes.items():
            moved[level] = moved[level] + count * parts.bytes[level].value
    return {"operations": ops, "shared memory and L1": moved["shared"] + moved["l1"], "L2": moved["l2"], "DRAM": moved["dram"]}


def estimated_gpu_activity(step: RooflineTime, gpu: Gpu) -> Activity:
    """A step's activity from its FLOPs and DRAM bytes where no code was analysed: an FMA (one thread-level
    operation) per two FLOPs of each precision, integer operations one each, every DRAM byte moved through L2 and
    L1 too, every SM busy."""
    ops: dict[str, Value] = {}
    for precision, flops in step.flops_by_precision.items():
        op = _CLASS_OF_PRECISION.get(precision, "fp32")
        ops[op] = ops.get(op, 0.0) + (flops if op == "int" else flops / 2.0)
    moved = step.dram_bytes
    return Activity(ops, {"l1": moved, "l2": moved, "dram": moved}, float(gpu.sms), ESTIMATED)


def _within(above_idle_j: Value, bound_j: Value) -> Value:
    """The factor that keeps a device's energy above idle within its power limit over the time (1 below it): a
    package holds its TDP, a board its power limit (lowered by a power cap, :mod:`advisor.tradeoff.whatif`)."""
    return where(above_idle_j > bound_j, bound_j / maximum(above_idle_j, 1e-300), 1.0)


def _sm_seconds(steps: list[tuple[RooflineTime, Activity]], time_s: Value) -> Value:
    """Busy SM-seconds over ``time_s``: each step's SMs over its share of the kernel's time."""
    step_s = sum((step.time_s for step, _ in steps), 0.0)
    weighted = sum((a.units * step.time_s for step, a in steps), 0.0)
    if is_scalar(step_s):
        if step_s <= 0:
            return 0.0
        busy = weighted * time_s / step_s
        return busy if busy < math.inf else weighted / step_s * time_s  # the product overflowed (a kernel of 1e153 s)
    return where(step_s > 0, weighted * time_s / maximum(step_s, 1e-300), 0.0)


def _core_w(parts: CpuParts, clock_hz: Value) -> Value:
    ratio = clock_hz / parts.reference_clock_hz
    return parts.core_active_w.value * ratio * ratio


def _vector_j(parts: CpuParts, width_key: str, clock_hz: Value) -> Value:
    bits = float(width_key[1:])
    return (parts.vector_op_j.value * (bits / parts.vector_op_bits) ** parts.vector_width_exponent.value
            * clock_hz / parts.vector_op_clock_hz)


def _cpu_activity(step: RooflineTime, cpu) -> Activity:
    """The step's vector instructions: the CPU time model's count where it made one, else every FLOP as FMAs at the
    CPU's SIMD width (:func:`advisor.cpu.time.cpu_activity`)."""
    if step.activity is not None:
        return step.activity
    from ..cpu.time import cpu_activity

    return cpu_activity(step.flops_by_precision, step.dram_bytes, cpu.simd_width_bits, cpu.cores, ESTIMATED)


__all__ = ["ESTIMATED", "LINK_J_PER_BYTE", "ActivityEnergy", "estimated_gpu_activity", "gpu_dynamic_parts", "load_tables"]
