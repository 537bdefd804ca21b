"""Reading ``advisor-gpu-arch/1`` files (``advisor/gpu/nvidia/arch/*.yaml``).

Same rules as platform descriptors (``docs/descriptors.md``): ``yaml.safe_load``,
unknown keys are errors, dimensional numbers carry units, and every number cites
a source declared under ``sources`` -- written ``{value: X, source: ID}`` or
inherited from the ``source`` of the enclosing block. A file looks like::

    schema: advisor-gpu-arch/1
    architecture: volta
    description: one line
    sources:
      guide-arith: {kind: spec, reference: "CUDA C++ Programming Guide, ..."}
    compute_capabilities:
      "7.0":
        source: guide-cc            # default provenance of the block
        warp_size: 32
        processing_blocks_per_sm: 4
        dispatch_units_per_processing_block: 1
        throughput_ops_per_cycle_per_sm: {source: guide-arith, fp32_add: 64, ...}
        latency_cycles: {source: jia2018, fp32_add: 4, ...}
        memory: {l1_hit_latency_cycles: 28, ..., l2_bytes_per_cycle: 2048, l2_reference_sms: 80}
        occupancy: {max_threads_per_sm: 2048, ..., shared_carveouts: [0 B, 8 KiB, ...]}

Optional memory fields: ``shared_bank_bytes`` (4 or 8; default 4, 32 banks of 32 bits),
``global_loads_cached_in_l1`` (default true) and ``l2_only_transaction_bytes`` (the
transaction of accesses L2 alone serves, where a warp request is replayed per transaction;
absent: the 128-byte line), ``atomics_per_cycle_same_address`` (atomic operations on one
address per SM clock; absent: no serialisation bound) and ``uncoalesced_l1_hits_depart`` (default
true: an uncoalesced request's passes pay the departure delay whether or not L1 serves them; false
where the L1 serves its hits inside the SM, Volta on). A true/false fact cites its source like a number.

Optional ``energy`` block (the ``activity`` energy model, :class:`.arch.GpuEnergyTable`)::

    energy:
      source: guerreiro2019                 # default provenance of the block
      process_node_nm: {value: 12, source: nv-v100-wp}
      memory_technology: {value: HBM2, source: nv-v100-wp}
      busy_static_per_sm: {value: 0.2 W, source: accelwattch2021}
      operations: {fp32: 4.65 pJ, int: 9.17 pJ, fp16: {scaled_from: volta 7.0, source: energy-rule}, ...}
      bytes: {shared: 4.2 pJ/B, l1: 4.2 pJ/B, l2: 14.6 pJ/B, dram: 75 pJ/B}

``operations`` are per thread-level operation (``tensor``: per FLOP), ``bytes`` per byte moved at the level.
Instead of a number an entry may name another architecture's entry, ``{scaled_from: ARCH CC}`` (by the
process-node rule of :mod:`advisor.energy.scaling`) or ``{carried_from: ARCH CC}`` (unchanged), with its own
source; the energy side resolves it (a reference must name a number, not another reference).

YAML anchors and merge keys (``<<: *kepler``) may share blocks between compute
capabilities of one architecture; the loader sees the merged mappings.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ...errors import DescriptorError
from ...schema.provenance import TableEntry, derived_entry, read_sources
from ...schema.units import UnitError, parse_quantity
from ...schema.yamlio import Fields, SourcedFields, load_yaml
from ..descriptor import NVIDIA_ARCHITECTURES, Gpu
from .arch import (
    ARCH_DIR,
    ENERGY_LEVELS,
    ENERGY_OPERATIONS,
    INSTRUCTION_CLASSES,
    SCHEMA,
    GpuArchitecture,
    GpuEnergyTable,
    InstructionTiming,
    MemoryTiming,
    OccupancyLimits,
)

_CC = re.compile(r"^\d+\.\d+$")


class _Sourced(SourcedFields):
    """Architecture-file fields: every value, true/false facts included, cites a source; byte
    quantities are whole numbers."""

    def bytes(self, key: str, positive: bool = True) -> int:
        value = self.quantity(key, "B", positive=positive) if positive else self.bytes_or_zero(key, self.raw(key, required=True))
        if value != int(value):
            raise self.error(key, f"{value:g} B is not a whole number of bytes")
        return int(value)

    def bytes_or_zero(self, key: str, text: Any) -> float:
        """``text`` as bytes, zero allowed (``key`` names it in errors)."""
        try:
            value = parse_quantity(text, "B")
        except UnitError as exc:
            raise self.error(key, str(exc)) from None
        if value < 0:
            raise self.error(key, "must not be negative")
        return value


def architectures_from_data(data: Any, file: str) -> list[GpuArchitecture]:
    top = Fields(data, file)
    schema = top.text("schema")
    if schema != SCHEMA:
        raise top.error("schema", f"expected {SCHEMA!r}, got {schema!r}")
    name = top.choice("architecture", NVIDIA_ARCHITECTURES)
    description = top.text("description", default="")
    sources = read_sources(top)
    result = []
    for cc, entry in top.items("compute_capabilities"):
        if not _CC.match(cc):
            raise top.error(f"compute_capabilities.{cc}", "a compute capability is written like \"7.5\" (quote it)")
        record: dict[str, str] = {}
        root = f"compute_capabilities.{cc}"
        f = _Sourced(entry, file, root, record, None, root)
        result.append(_read_cc(f, name, cc, description, sources, record))
        f.done()
        for field_path, source_id in record.items():
            if source_id not in sources:
                raise DescriptorError(file, f"{root}.{field_path}", f"source {source_id!r} is not declared in 'sources'")
    top.done()
    if not result:
        raise top.error("compute_capabilities", "at least one compute capability must be described")
    return result


def _read_cc(f: _Sourced, name: str, cc: str, description: str, sources: dict, record: dict) -> GpuArchitecture:
    warp = f.count("warp_size")
    pbs = f.count("processing_blocks_per_sm")
    dispatch = f.count("dispatch_units_per_processing_block")
    throughput, latency = f.block("throughput_ops_per_cycle_per_sm"), f.block("latency_cycles")
    instructions = {
        cls: InstructionTiming(cls, latency.number(cls), throughput.number(cls), warp, pbs) for cls in INSTRUCTION_CLASSES
    }
    throughput.done()
    latency.done()
    memory = _read_memory(f.block("memory"))
    limits = _read_limits(f.block("occupancy"), warp)
    energy = _read_energy(f.block("energy"), sources) if f.has("energy") else None
    return GpuArchitecture(
        architecture=name, compute_capability=cc, description=description, path=f.file, warp_size=warp,
        processing_blocks_per_sm=pbs, dispatch_units_per_processing_block=dispatch,
        instructions=MappingProxyType(instructions), memory=memory, limits=limits,
        sources=MappingProxyType(sources), provenance=MappingProxyType(record), energy=energy,
    )


_REFERENCE = re.compile(r"^[a-z]+ \d+\.\d+$")


def _energy_entry(block: _Sourced, key: str, dimension: str) -> TableEntry:
    """A number with its unit, or ``{scaled_from|carried_from: ARCH CC, source: ID}``."""
    derived = derived_entry(block, key)
    if derived is not None:
        if not _REFERENCE.match(derived.reference):
            raise block.error(f"{key}.{derived.rule}_from",
                              f"name an architecture and compute capability (\"volta 7.0\"), got {derived.reference!r}")
        return derived
    value = block.quantity(key, dimension, positive=False)
    path = block.sub(key)[len(block.root) + 1:]
    return TableEntry(value, block.record[path])


def _read_energy(e: _Sourced, sources: dict) -> GpuEnergyTable:
    node = e.number("process_node_nm")
    technology = e.text("memory_technology")
    static = _energy_entry(e, "busy_static_per_sm", "W")
    ops = e.block("operations")
    operations = {op: _energy_entry(ops, op, "J/FLOP" if op == "tensor" else "J") for op in ENERGY_OPERATIONS if ops.has(op)}
    ops.done()
    levels = e.block("bytes")
    moved = {level: _energy_entry(levels, level, "J/B") for level in ENERGY_LEVELS}
    levels.done()
    e.done()
    for op in ("fp32", "fp64", "int"):
        if op not in operations:
            raise ops.error(op, "missing: the activity energy model needs fp32, fp64 and int")
    return GpuEnergyTable(node, technology, static, MappingProxyType(operations), MappingProxyType(moved))


def _read_memory(m: _Sourced) -> MemoryTiming:
    memory = MemoryTiming(
        l1_hit_latency_cycles=m.number("l1_hit_latency_cycles"),
        shared_latency_cycles=m.number("shared_latency_cycles"),
        l2_hit_latency_cycles=m.number("l2_hit_latency_cycles"),
        dram_latency_cycles=m.number("dram_latency_cycles"),
        uncoalesced_latency_cycles=m.number("uncoalesced_latency_cycles"),
        l1_bytes_per_cycle_per_sm=m.number("l1_bytes_per_cycle_per_sm"),
        shared_bytes_per_cycle_per_sm=m.number("shared_bytes_per_cycle_per_sm"),
        l2_bytes_per_cycle=m.number("l2_bytes_per_cycle"),
        l2_reference_sms=m.count("l2_reference_sms"),
        shared_bank_bytes=m.count("shared_bank_bytes", default=4),
        global_loads_cached_in_l1=m.boolean("global_loads_cached_in_l1", True),
        l2_only_transaction_bytes=m.bytes("l2_only_transaction_bytes") if m.has("l2_only_transaction_bytes") else None,
        atomics_per_cycle_same_address=(m.number("atomics_per_cycle_same_address")
                                        if m.has("atomics_per_cycle_same_address") else None),
        uncoalesced_l1_hits_depart=m.boolean("uncoalesced_l1_hits_depart", True),
    )
    if memory.shared_bank_bytes not in (4, 8):
        raise m.error("shared_bank_bytes", f"must be 4 or 8, got {memory.shared_bank_bytes}")
    if memory.l2_only_transaction_bytes not in (None, 32, 64, 128):
        raise m.error("l2_only_transaction_bytes", f"must be 32, 64 or 128 B, got {memory.l2_only_transaction_bytes} B")
    m.done()
    # The hierarchy must get slower outwards; a violation is a slip (swapped fields, wrong unit).
    order = ("l1_hit_latency_cycles", "l2_hit_latency_cycles", "dram_latency_cycles", "uncoalesced_latency_cycles")
    for inner, outer in itertools.pairwise(order):
        if getattr(memory, inner) > getattr(memory, outer):
            raise m.error(outer, f"is below {inner}: latencies must grow from L1 to L2 to DRAM to uncoalesced")
    return memory


def _read_limits(o: _Sourced, warp: int) -> OccupancyLimits:
    carveouts = o.list("shared_carveouts")
    values = []
    for index, text in enumerate(carveouts):
        values.append(int(o.bytes_or_zero(f"shared_carveouts[{index}]", text)))
    exceptions = {}
    if o.has("register_allocation_unit_exceptions"):  # Fermi: some register counts round to 128
        block = o.block("register_allocation_unit_exceptions")
        for regs in [k for k in block.data if k != "source"]:
            if not regs.isdigit():
                raise block.error(regs, "expected a register count per thread")
            exceptions[int(regs)] = block.count(regs)
        block.done()
    else:
        o.raw("register_allocation_unit_exceptions")
    limits = OccupancyLimits(
        max_threads_per_sm=o.count("max_threads_per_sm"),
        max_warps_per_sm=o.count("max_warps_per_sm"),
        max_blocks_per_sm=o.count("max_blocks_per_sm"),
        max_threads_per_block=o.count("max_threads_per_block"),
        registers_per_sm=o.count("registers_per_sm"),
        max_registers_per_block=o.count("max_registers_per_block"),
        max_registers_per_thread=o.count("max_registers_per_thread"),
        register_allocation_unit=o.count("register_allocation_unit"),
        register_allocation_unit_exceptions=MappingProxyType(exceptions),
        warp_allocation_granularity=o.count("warp_allocation_granularity"),
        shared_bytes_per_sm=o.bytes("shared_per_sm"),
        shared_bytes_per_block=o.bytes("shared_per_block"),
        shared_bytes_per_block_static=o.bytes("shared_per_block_static"),
        shared_carveouts_bytes=tuple(values),
        shared_allocation_unit_bytes=o.bytes("shared_allocation_unit"),
        shared_reserved_bytes_per_block=o.bytes("shared_reserved_per_block", positive=False),
    )
    o.done()
    if limits.max_warps_per_sm * warp != limits.max_threads_per_sm:
        raise o.error("max_warps_per_sm", f"x warp size {warp} != max_threads_per_sm {limits.max_threads_per_sm}")
    if not values or values != sorted(values) or values[-1] != limits.shared_bytes_per_sm:
        raise o.error("shared_carveouts", "must be ascending and end at shared_per_sm")
    if not limits.shared_bytes_per_block_static <= limits.shared_bytes_per_block <= limits.shared_bytes_per_sm:
        raise o.error("shared_per_block", "need shared_per_block_static <= shared_per_block <= shared_per_sm")
    if limits.max_threads_per_block > limits.max_threads_per_sm or limits.max_registers_per_block > limits.registers_per_sm:
        raise o.error("max_threads_per_block", "a block cannot exceed what the SM holds")
    return limits


# ---------------------------------------------------------------------------
# Lookup


class UnknownArchitectureError(DescriptorError):
    """No architecture model for a GPU's (architecture, compute capability)."""


def find_architecture(architecture: str, compute_capability: str, directory: str | Path | None = None) -> GpuArchitecture | None:
    """The model of one (architecture, compute capability): from the file named after the architecture (each file
    holds its own architecture's models, a test checks; one file read, not ten), the whole directory where none is."""
    key = (architecture, str(compute_capability))
    own = Path(directory or ARCH_DIR) / f"{architecture}.yaml"
    if own.is_file():
        found = {(a.architecture, a.compute_capability): a for a in _load_file(str(own))}.get(key)
        if found is not None:
            return found
    return load_architectures(directory).get(key)


def architecture_for(gpu: Gpu, directory: str | Path | None = None) -> GpuArchitecture:
    """The model of ``gpu`` by its platform ``architecture`` and ``compute_capability`` (:func:`find_architecture`)."""
    found = find_architecture(gpu.architecture, str(gpu.compute_capability), directory)
    if found is not None:
        return found
    known = ", ".join(f"{a} {cc}" for a, cc in sorted(load_architectures(directory))) or "none"
    raise UnknownArchitectureError(
        str(Path(directory) if directory else ARCH_DIR), f"{gpu.architecture} {gpu.compute_capability}",
        f"no GPU architecture model for {gpu.model} ({gpu.architecture}, compute capability {gpu.compute_capability}); "
        f"known: {known}",
    )


def load_architectures(directory: str | Path | None = None) -> Mapping[tuple[str, str], GpuArchitecture]:
    """Every (architecture, compute capability) defined by the ``*.yaml`` files of ``directory``."""
    return _load_dir(str(Path(directory) if directory else ARCH_DIR))


@functools.lru_cache(maxsize=8)
def _load_dir(directory: str) -> Mapping[tuple[str, str], GpuArchitecture]:
    table: dict[tuple[str, str], GpuArchitecture] = {}
    for path in sorted(Path(directory).glob("*.yaml")):
        for arch in _load_file(str(path)):
            table[(arch.architecture, arch.compute_capability)] = arch
    return MappingProxyType(table)


@functools.lru_cache(maxsize=32)
def _load_file(path: str) -> tuple[GpuArchitecture, ...]:
    return tuple(load_architecture_file(path))


def load_architecture_file(path: str | Path) -> list[GpuArchitecture]:
    """Read and validate one architecture file; DescriptorError names file and field."""
    return architectures_from_data(load_yaml(path), str(path))
