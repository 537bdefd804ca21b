"""Occupancy: how many blocks of a launch fit on one SM, and how many waves a grid takes.

The rules are those of NVIDIA's occupancy calculator, ``cuda_occupancy.h``
(``cudaOccMaxActiveBlocksPerMultiprocessor``) and the CUDA Occupancy Calculator
spreadsheet [cuda-occupancy]; the limits come from the compute-capability table of the
Programming Guide [cuda-guide] (see the architecture files). Per SM, the resident blocks are the minimum
of four limits:

* **threads** (warp slots): ``max_warps_per_sm // warps_per_block``, warps per
  block rounded up to the warp allocation granularity;
* **blocks**: ``max_blocks_per_sm``;
* **registers**: registers are allocated per warp in units of
  ``register_allocation_unit`` (256 from cc 3.0; 64, or 128 for some counts, on
  Fermi) and each of the SM's sub-partitions (processing blocks) holds
  ``registers_per_sm / sub-partitions``: ``warps = (regs_per_partition //
  regs_per_warp) * partitions``, ``blocks = warps // warps_per_block``. The
  launch fails when ``regs_per_warp * roundup(warps_per_block, partitions)``
  exceeds ``max_registers_per_block`` (the hardware check of the header);
* **shared memory**: per block ``roundup(shared + reserved, unit)`` (the runtime
  reserves 1 KiB per block from cc 8.0); ``blocks = carveout // that``. The
  carveout is the requested one rounded up to a supported size (Programming
  Guide [cuda-guide], cc 7.x/8.x shared memory), or the largest when none is requested or the
  request is too small for one block (the header's rule).

The kernel-predictor paper [kleimenov2021] (sec. 3) takes waves from this: a grid of G
blocks runs in ``ceil(G / (blocks_per_sm * sms))`` waves.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from .arch import GpuArchitecture

# Order in which tied limits are reported (the first one is ``limiter``).
LIMITERS = ("threads", "blocks", "registers", "shared_memory")


class LaunchError(ValueError):
    """A block that cannot run on this architecture at all (too many threads, registers or shared bytes)."""


@dataclass(frozen=True)
class Occupancy:
    blocks_per_sm: int
    warps_per_sm: int
    limiter: str  # one of LIMITERS
    fraction: float  # resident warps / max_warps_per_sm
    limiters: tuple[str, ...]  # every limit that equals blocks_per_sm
    block_limits: Mapping[str, int]  # blocks allowed by each limit (None-free; huge = unlimited)
    registers_per_block: int  # allocated
    shared_bytes_per_block: int  # allocated, reserve included
    shared_carveout_bytes: int  # shared memory configured per SM


_UNLIMITED = 2**31 - 1


def _round_up(value: int, unit: int) -> int:
    return -(-value // unit) * unit


def occupancy(
    arch: GpuArchitecture,
    threads_per_block: int,
    registers_per_thread: int,
    shared_bytes_per_block: int = 0,
    shared_carveout_bytes: int | None = None,
) -> Occupancy:
    """Resident blocks and warps per SM of a launch (see the module docstring for the rules)."""
    lim = arch.limits
    for name, value in (("threads_per_block", threads_per_block), ("registers_per_thread", registers_per_thread),
                        ("shared_bytes_per_block", shared_bytes_per_block)):
        if isinstance(value, bool) or not isinstance(value, int) or value < (1 if name == "threads_per_block" else 0):
            raise LaunchError(f"{name} must be a whole number{' >= 1' if name == 'threads_per_block' else ' >= 0'}, got {value!r}")
    where = f"{arch.architecture} cc {arch.compute_capability}"
    if threads_per_block > lim.max_threads_per_block:
        raise LaunchError(f"{threads_per_block} threads per block exceed the {lim.max_threads_per_block} of {where}")
    if registers_per_thread > lim.max_registers_per_thread:
        raise LaunchError(f"{registers_per_thread} registers per thread exceed the {lim.max_registers_per_thread} of {where}")
    if shared_bytes_per_block > lim.shared_bytes_per_block:
        raise LaunchError(f"{shared_bytes_per_block} B of shared memory per block exceed the {lim.shared_bytes_per_block} B of {where}")

    warps = _round_up(-(-threads_per_block // arch.warp_size), lim.warp_allocation_granularity)
    limits = {"threads": lim.max_warps_per_sm // warps, "blocks": lim.max_blocks_per_sm}

    # Registers, per warp and per sub-partition (cudaOccMaxBlocksPerSMRegsLimit).
    partitions = arch.processing_blocks_per_sm
    unit = lim.register_allocation_unit_exceptions.get(registers_per_thread, lim.register_allocation_unit)
    regs_per_warp = _round_up(registers_per_thread * arch.warp_size, unit)
    regs_per_block = regs_per_warp * warps
    if regs_per_warp * _round_up(warps, partitions) > lim.max_registers_per_block or regs_per_block > lim.max_registers_per_block:
        raise LaunchError(
            f"{threads_per_block} threads x {registers_per_thread} registers need {regs_per_block} registers per block "
            f"(allocated per warp in units of {unit}); {where} allows {lim.max_registers_per_block}"
        )
    if regs_per_warp:
        limits["registers"] = (lim.registers_per_sm // partitions // regs_per_warp) * partitions // warps
    else:
        limits["registers"] = _UNLIMITED

    # Shared memory (cudaOccMaxBlocksPerSMSmemLimit).
    smem = _round_up(shared_bytes_per_block + lim.shared_reserved_bytes_per_block, lim.shared_allocation_unit_bytes)
    carveout = _carveout(arch, shared_carveout_bytes)
    if smem > carveout:
        carveout = lim.shared_bytes_per_sm
    limits["shared_memory"] = carveout // smem if smem else _UNLIMITED

    blocks = min(limits.values())
    if blocks == 0:  # e.g. a block's registers fit the per-block limit but not one sub-partition set
        raise LaunchError(f"no block of this launch fits on an SM of {where}: limits {limits}")
    tied = tuple(name for name in LIMITERS if limits[name] == blocks)
    return Occupancy(
        blocks_per_sm=blocks,
        warps_per_sm=blocks * warps,
        limiter=tied[0],
        fraction=blocks * warps / lim.max_warps_per_sm,
        limiters=tied,
        block_limits=MappingProxyType(limits),
        registers_per_block=regs_per_block,
        shared_bytes_per_block=smem,
        shared_carveout_bytes=carveout,
    )


def _carveout(arch: GpuArchitecture, requested: int | None) -> int:
    """The supported shared-memory size per SM at or above ``requested`` (largest if None)."""
    options = arch.limits.shared_carveouts_bytes
    if requested is None:
        return options[-1]
    if requested < 0:
        raise LaunchError(f"shared_carveout_bytes must be >= 0, got {requested}")
    for option in options:
        if option >= requested:
            return option
    return options[-1]


def waves(grid_blocks: int, blocks_per_sm: int, sms: int) -> int:
    """Waves a grid of ``grid_blocks`` takes when ``blocks_per_sm`` fit on each of ``sms`` SMs."""
    if blocks_per_sm < 1 or sms < 1:
        raise ValueError(f"blocks_per_sm and sms must be >= 1, got {blocks_per_sm}, {sms}")
    if grid_blocks < 0:
        raise ValueError(f"grid_blocks must be >= 0, got {grid_blocks}")
    return math.ceil(grid_blocks / (blocks_per_sm * sms))
