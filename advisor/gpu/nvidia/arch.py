"""GPU architecture model for the static kernel-time models (kp, bsp, mwp-cwp).

The kernel-predictor paper [kleimenov2021] (sec. 3) models a GPU as
``m_gpu = <smCount, lat_inst, delay_inst, lat_mem, band_mem, limits>``. The SM
count, clocks and DRAM bandwidth are per board and live in the platform
descriptor (:class:`advisor.gpu.descriptor.Gpu`); everything that is fixed by the
architecture and compute capability lives here, one YAML file per architecture
in ``advisor/gpu/nvidia/arch/`` (schema ``advisor-gpu-arch/1``):

* per instruction class: latency in cycles and throughput in operations per
  cycle per SM (CUDA C++ Programming Guide [cuda-guide], "Arithmetic Instructions" table);
  the issue delay is derived, as the paper defines it, **per processing block**:
  ``delay = max(warp_size / units_per_processing_block, 1)`` with
  ``units_per_processing_block = ops_per_cycle_per_sm / processing_blocks_per_sm``
  ([kleimenov2021], sec. 3, the second method; the first, per-SM ``warp_size / throughput``,
  is :attr:`InstructionTiming.sm_issue_delay_cycles`);
* memory latencies (L1 hit, shared, L2 hit, DRAM, uncoalesced: lat_L1, lat_L2,
  lat_DRAM, lat_uncoal of [kleimenov2021]) and on-chip bandwidths (L1/shared per SM, L2 per
  GPU); DRAM bandwidth is the platform's;
* occupancy limits ([cuda-guide], "Compute Capabilities" table, and the
  allocation rules of ``cuda_occupancy.h`` [cuda-occupancy]), used by :mod:`.occupancy`;
* the energy parts of the ``activity`` energy model (:class:`GpuEnergyTable`, optional): the process
  node, the busy SMs' static power, the dynamic energy per thread-level operation of each class and per
  byte moved at each level. Each entry is a number from a published table (or derived from one), an
  estimate, or a pointer to another architecture's entry that the energy side carries over by its
  scaling rule (:mod:`advisor.energy.scaling`): ``{scaled_from: volta 7.0}`` or ``{carried_from: hopper 9.0}``.

Every number cites a source declared in the file, as in platform descriptors.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from ...schema.provenance import Source, TableEntry
from ..descriptor import Gpu

SCHEMA = "advisor-gpu-arch/1"
ARCH_DIR = Path(__file__).with_name("arch")

INSTRUCTION_CLASSES = (
    "fp32_add", "fp32_mul", "fp32_fma", "fp64_add", "fp64_mul", "fp64_fma", "fp16_fma",
    "int_add", "int_logic", "int_mul", "int_mad", "shift", "cvt", "cvt64",
    "sfu_rcp", "sfu_sqrt", "sfu_ex2", "sfu_lg2", "sfu_sin", "setp", "selp", "branch",
    "shared_load", "shared_store", "global_load", "global_store", "barrier",
)
# The coarse classes of advisor.gpu.nvidia.ptx.isa.CLASSES, each timed as its most common member.
PTX_CLASS_TIMING = MappingProxyType({
    "fp32": "fp32_fma", "fp64": "fp64_fma", "fp16": "fp16_fma", "int": "int_add", "sfu": "sfu_rcp",
    "conv": "cvt", "move": "int_logic", "ld_global": "global_load", "st_global": "global_store",
    "ld_shared": "shared_load", "st_shared": "shared_store", "ld_local": "global_load",
    "st_local": "global_store", "ld_param": "int_logic", "ld_const": "int_logic",
    "atomic": "global_store", "branch": "branch", "sync": "barrier", "control": "branch",
})


@dataclass(frozen=True)
class InstructionTiming:
    """Latency and throughput of one instruction class on one compute capability."""

    name: str
    latency_cycles: float
    ops_per_cycle_per_sm: float  # thread-level results per cycle per SM (the unit of [cuda-guide])
    warp_size: int
    processing_blocks_per_sm: int

    @property
    def units_per_processing_block(self) -> float:
        return self.ops_per_cycle_per_sm / self.processing_blocks_per_sm

    @property
    def issue_delay_cycles(self) -> float:
        """[kleimenov2021] sec. 3: delay = max(warpSize / unitCount, 1), unitCount per processing block."""
        return max(self.warp_size / self.units_per_processing_block, 1.0)

    @property
    def sm_issue_delay_cycles(self) -> float:
        """The first method of [kleimenov2021], delay = warpSize / throughput, with the SM-wide throughput."""
        return self.warp_size / self.ops_per_cycle_per_sm


@dataclass(frozen=True)
class MemoryTiming:
    l1_hit_latency_cycles: float
    shared_latency_cycles: float
    l2_hit_latency_cycles: float
    dram_latency_cycles: float
    uncoalesced_latency_cycles: float
    l1_bytes_per_cycle_per_sm: float
    shared_bytes_per_cycle_per_sm: float
    l2_bytes_per_cycle: float  # whole GPU, measured or specified on the reference chip
    l2_reference_sms: int  # SMs of that chip
    # Shared-memory bank width: 4 (32 banks x 32 bit) or 8 (Kepler, cc 3.x: 32 banks x 64 bit, in
    # the default 32-bit mode words i and i+32 of one 64-word segment share a bank entry and do not
    # conflict); see :func:`.blocktime.shared_bank_passes`.
    shared_bank_bytes: int = 4
    # False where L1 does not cache global loads (Kepler cc 3.0/3.5: L2 and the read-only cache only).
    global_loads_cached_in_l1: bool = True
    # Size of the transactions that serve global accesses cached in L2 only (stores; loads where
    # L1 does not cache them), where the LSU replays a warp request once per transaction: 32 bytes
    # on cc 2.x/3.x; None from Maxwell on, where the 128-byte line is the pass
    # (:func:`.blocktime.replays_of`).
    l2_only_transaction_bytes: int | None = None
    # Atomic operations one address takes per SM clock (they serialise at the L2 slice that
    # holds it); None: not known for the architecture, no serialisation bound.
    atomics_per_cycle_same_address: float | None = None
    # Whether the passes of an uncoalesced request that hit L1 leave the SM at the departure delay
    # like those that miss (the L1s up to Pascal, as the Fermi/Kepler-era models have it), or are
    # served inside the SM at the L1's own rate (Volta's L1 merged with shared memory and its
    # successors): :func:`.blocktime.departures_of`.
    uncoalesced_l1_hits_depart: bool = True

    def l2_bytes_per_cycle_for(self, sms: int) -> float:
        """L2 bandwidth of a chip with ``sms`` SMs: L2 slices scale with the chip, so we
        scale the reference figure by the SM count (an estimate away from the reference)."""
        return self.l2_bytes_per_cycle * sms / self.l2_reference_sms


@dataclass(frozen=True)
class OccupancyLimits:
    max_threads_per_sm: int
    max_warps_per_sm: int
    max_blocks_per_sm: int
    max_threads_per_block: int
    registers_per_sm: int
    max_registers_per_block: int
    max_registers_per_thread: int
    register_allocation_unit: int  # registers, allocated per warp
    register_allocation_unit_exceptions: Mapping[int, int]  # registers/thread -> unit (Fermi)
    warp_allocation_granularity: int
    shared_bytes_per_sm: int  # largest carveout
    shared_bytes_per_block: int  # largest a block may use (dynamic, opted in)
    shared_bytes_per_block_static: int  # without opt-in
    shared_carveouts_bytes: tuple[int, ...]
    shared_allocation_unit_bytes: int
    shared_reserved_bytes_per_block: int  # taken by the runtime (1 KiB from cc 8.0)


ENERGY_OPERATIONS = ("fp32", "fp64", "fp16", "int", "sfu", "conv", "tensor")  # per thread-level op; tensor per FLOP
ENERGY_LEVELS = ("shared", "l1", "l2", "dram")  # per byte moved at that level


@dataclass(frozen=True)
class GpuEnergyTable:
    """The ``energy`` block of one compute capability (the ``activity`` energy model, :mod:`advisor.energy.activity`)."""

    process_node_nm: float
    memory_technology: str
    busy_static_w_per_sm: TableEntry
    operations: Mapping[str, TableEntry]  # ENERGY_OPERATIONS present in the file
    bytes: Mapping[str, TableEntry]  # ENERGY_LEVELS


@dataclass(frozen=True)
class GpuArchitecture:
    architecture: str
    compute_capability: str
    description: str
    path: str
    warp_size: int
    processing_blocks_per_sm: int
    dispatch_units_per_processing_block: int
    instructions: Mapping[str, InstructionTiming]
    memory: MemoryTiming
    limits: OccupancyLimits
    sources: Mapping[str, Source]
    provenance: Mapping[str, str]  # field path (below the cc) -> source id
    energy: GpuEnergyTable | None = None  # the activity energy model's parts (None: the file has none)

    def instruction(self, name: str) -> InstructionTiming:
        """Timing of ``name``: one of INSTRUCTION_CLASSES or a coarse advisor.gpu.nvidia.ptx class."""
        key = PTX_CLASS_TIMING.get(name, name)
        if key not in self.instructions:
            raise KeyError(f"unknown instruction class {name!r}; use one of {', '.join(INSTRUCTION_CLASSES)}")
        return self.instructions[key]

    def source_of(self, field_path: str) -> Source:
        return self.sources[self.provenance[field_path]]


# ---------------------------------------------------------------------------
# Clocks and bandwidths of a board


def clock_hz(gpu: Gpu, clock: str = "boost") -> float:
    """The SM clock cycles are counted in: boost under load (default) or base."""
    if clock not in ("boost", "base"):
        raise ValueError(f"clock must be 'boost' or 'base', got {clock!r}")
    return gpu.boost_clock_hz if clock == "boost" else gpu.base_clock_hz


def cycles_to_seconds(cycles: float, gpu: Gpu, clock: str = "boost") -> float:
    return cycles / clock_hz(gpu, clock)


def seconds_to_cycles(seconds: float, gpu: Gpu, clock: str = "boost") -> float:
    return seconds * clock_hz(gpu, clock)


def bandwidths_Bps(arch: GpuArchitecture, gpu: Gpu, clock: str = "boost") -> dict[str, float]:
    """band_mem of [kleimenov2021]: L1 and shared per SM, L2 for the whole GPU, DRAM from the platform."""
    f = clock_hz(gpu, clock)
    m = arch.memory
    return {
        "l1_per_sm": m.l1_bytes_per_cycle_per_sm * f,
        "shared_per_sm": m.shared_bytes_per_cycle_per_sm * f,
        "l2": m.l2_bytes_per_cycle_for(gpu.sms) * f,
        "dram": gpu.memory_bandwidth_sustained_Bps,
    }
