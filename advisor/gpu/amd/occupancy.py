"""Occupancy of an AMD GPU: how many work-groups of a launch one CU holds.

The rules of the LLVM AMDGPU backend [llvm-amdgpu] (``AMDGPUBaseInfo.cpp``: ``getMaxWavesPerEU``,
``getNumWavesPerEUWithNumVGPRs``, ``getOccupancyWithNumSGPRs``, ``getMaxWorkGroupsPerCU``), with the
family's numbers (:mod:`advisor.gpu.amd.families`). A work-group of ``T`` work-items is ``N = ceil(T / wave)``
wavefronts, spread over the CU's ``S`` SIMDs; per SIMD at most

* ``slots``: the family's ``waves_per_simd``;
* ``vgprs``: ``total // roundup(vgprs, granule)`` of the register file for that wavefront size
  (all of them when fewer than one granule are used);
* ``sgprs``: the family's step table (GCN and CDNA; RDNA has none);

wavefronts are resident, and per CU at most

* ``lds``: ``lds_per_cu // roundup(lds, lds_granule)`` work-groups;
* ``barriers``: ``workgroups_per_cu`` work-groups of two wavefronts or more (a one-wavefront group
  needs no barrier resource).

A GPU's descriptor may lower the family's wavefront slots (``max_waves_per_cu``) and LDS
(``lds_size``): ``waves_per_cu`` and ``lds_bytes_per_cu`` say what this GPU has.

The CU holds ``min(S x waves_per_simd(limit) // N, lds, barriers)`` work-groups; ``limiter`` names
the first limit that binds. A grid of ``G`` work-groups runs in ``ceil(G / (that x CUs))`` waves
(:func:`advisor.gpu.nvidia.occupancy.waves`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType

from .families import AmdFamily
from .metadata import KernelResources

MAX_WORKGROUP_THREADS = 1024  # LLVM's getMaxFlatWorkGroupSize
LIMITERS = ("slots", "vgprs", "sgprs", "lds", "barriers")
UNLIMITED = 2**31 - 1  # the LDS limit of a kernel that uses none


class AmdLaunchError(ValueError):
    """A work-group that cannot run on this GPU at all."""


@dataclass(frozen=True)
class AmdOccupancy:
    workgroups_per_cu: int
    wavefronts_per_cu: int
    fraction: float  # resident wavefronts / the CU's wavefront slots
    limiter: str  # the first of LIMITERS that binds
    workgroup_limits: Mapping[str, int]  # work-groups per CU each limit allows (UNLIMITED: none)


def residency_unit(family: AmdFamily) -> tuple[AmdFamily, int]:
    """(the family as seen by what holds a work-group, the CUs of that): RDNA runs in work-group-processor
    mode, LLVM's default from GFX10 on ([llvm-amdgpu], ``cumode`` off): a work-group's wavefronts spread
    over the 2 CUs (4 SIMDs) of a WGP and share its LDS. GCN and CDNA: the CU itself."""
    cus = family.lds_cus
    if cus == 1:
        return family, 1
    return replace(family, simds_per_cu=family.simds_per_cu * cus, workgroups_per_cu=family.workgroups_per_cu * cus), cus


def _round_up(value: float, unit: float) -> float:
    return math.ceil(value / unit) * unit


def amd_occupancy(family: AmdFamily, gfx_target: str, workgroup_threads: int, resources: KernelResources,
                  dynamic_lds_bytes: int = 0, waves_per_cu: int | None = None,
                  lds_bytes_per_cu: float | None = None) -> AmdOccupancy:
    """Resident work-groups and wavefronts per CU of a launch (module docstring)."""
    slots_per_simd = family.waves_per_simd if waves_per_cu is None else min(family.waves_per_simd, waves_per_cu // family.simds_per_cu)
    lds_per_cu = family.lds_bytes_per_cu if lds_bytes_per_cu is None else lds_bytes_per_cu
    if not 1 <= workgroup_threads <= MAX_WORKGROUP_THREADS:
        raise AmdLaunchError(f"a work-group has 1 to {MAX_WORKGROUP_THREADS} work-items, not {workgroup_threads}")
    wave = resources.wavefront_size
    if wave not in family.wavefront_sizes:
        raise AmdLaunchError(f"{resources.name} is compiled for wave{wave}; {family.name} runs "
                             f"{' or '.join(f'wave{size}' for size in family.wavefront_sizes)}")
    simds, per_workgroup = family.simds_per_cu, math.ceil(workgroup_threads / wave)
    registers = family.vgpr_file(gfx_target, wave)
    rounded = _round_up(resources.vgprs, registers.granule)
    if rounded > registers.total:
        raise AmdLaunchError(f"{resources.name} needs {resources.vgprs} VGPRs; a {family.name} SIMD lane has {registers.total}")
    per_simd = {
        "slots": slots_per_simd,
        "vgprs": slots_per_simd if resources.vgprs < registers.granule else int(registers.total // rounded),
        "sgprs": next((waves for most, waves in family.sgpr_waves if resources.sgprs <= most), slots_per_simd),
    }
    lds = resources.lds_bytes + dynamic_lds_bytes
    if lds > lds_per_cu:
        raise AmdLaunchError(f"{resources.name} uses {lds} B of LDS per work-group; a {family.name} CU has {lds_per_cu:.0f} B")
    limits = {name: simds * min(waves, slots_per_simd) // per_workgroup for name, waves in per_simd.items()}
    limits["lds"] = int(lds_per_cu // _round_up(lds, family.lds_granule_bytes)) if lds else UNLIMITED
    limits["barriers"] = family.workgroups_per_cu if per_workgroup > 1 else UNLIMITED
    if limits["slots"] < 1:
        raise AmdLaunchError(f"a work-group of {workgroup_threads} work-items needs {per_workgroup} wavefronts; "
                             f"a {family.name} CU holds {simds * slots_per_simd}")
    workgroups = min(limits.values())
    if workgroups < 1:
        binding = next(name for name in LIMITERS if limits[name] < 1)
        raise AmdLaunchError(f"one work-group of {workgroup_threads} work-items does not fit a {family.name} CU ({binding})")
    resident = workgroups * per_workgroup
    return AmdOccupancy(workgroups, resident, resident / (simds * slots_per_simd),
                        next(name for name in LIMITERS if limits[name] == workgroups), MappingProxyType(limits))
