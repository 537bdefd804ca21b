"""The energy parts of a GPU, resolved from its architecture file: each a number with where it came from.

An NVIDIA architecture file's ``energy`` block (:class:`advisor.gpu.nvidia.arch.GpuEnergyTable`) gives, per
compute capability, the busy SMs' static power, the dynamic energy per thread-level operation of each class and
per byte moved at each level. An entry is a number from a published table (or derived from one), an estimate, a
measurement, or another architecture's entry that :mod:`.scaling` carries over; :func:`gpu_parts` resolves the
references and says of each part which it is (:attr:`Part.origin`: ``table``, ``rule``, ``estimate`` or
``measured``), so that a validation can state where every number came from.

A GPU whose descriptor carries measured parts (``energy_parts``, a mapping of the part names below to SI values:
what ``advisor calibrate`` measures with NVML's energy counter) has those instead, with origin ``measured``.

AMD GPUs have no energy table yet: :func:`gpu_parts` returns None and the model says it falls back to the
``tdp`` model's busy power for them.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType

from ..gpu.descriptor import Gpu
from .scaling import carried

ORIGIN_OF_KIND = {"paper": "table", "spec": "table", "estimate": "estimate", "measured": "measured"}


@dataclass(frozen=True)
class Part:
    """One energy part: ``value`` (SI: J per operation or FLOP, J per byte, W per SM), ``origin`` (``table``,
    ``rule``, ``estimate`` or ``measured``) and ``source`` (the source ids, and the rule's step where one was
    taken)."""

    value: float
    origin: str
    source: str


@dataclass(frozen=True)
class GpuParts:
    """What the ``activity`` model charges on one GPU model."""

    architecture: str  # "hopper 9.0"
    busy_static_w_per_sm: Part
    operations: Mapping[str, Part]  # per thread-level operation; "tensor" per FLOP
    bytes: Mapping[str, Part]  # shared, l1, l2, dram: per byte

    def rows(self) -> list[tuple[str, float, str, str]]:
        """(part, value, origin, source) of every part, for a table."""
        out = [("busy static per SM (W)", self.busy_static_w_per_sm.value, self.busy_static_w_per_sm.origin,
                self.busy_static_w_per_sm.source)]
        out += [(f"{op} (J per {'FLOP' if op == 'tensor' else 'operation'})", p.value, p.origin, p.source)
                for op, p in self.operations.items()]
        out += [(f"{level} (J/B)", p.value, p.origin, p.source) for level, p in self.bytes.items()]
        return out


def gpu_parts(gpu: Gpu) -> GpuParts | None:
    """The energy parts of ``gpu`` (None: an AMD GPU, or an architecture file without an ``energy`` block)."""
    if gpu.amd is not None:
        return None
    parts = _table_parts(gpu.architecture, str(gpu.compute_capability))
    measured = getattr(gpu, "energy_parts", None)  # a calibrated descriptor's measured parts, where it carries them
    return parts if parts is None or not measured else with_measured(parts, measured)


def with_measured(parts: GpuParts, measured: Mapping[str, float], source: str = "measured") -> GpuParts:
    """``parts`` with the measured ones in place (keys: ``busy_static_w_per_sm``, an operation class, or
    ``shared``/``l1``/``l2``/``dram``; SI values)."""
    def part(value: float) -> Part:
        return Part(float(value), "measured", source)

    static = part(measured["busy_static_w_per_sm"]) if "busy_static_w_per_sm" in measured else parts.busy_static_w_per_sm
    operations = {op: part(measured[op]) if op in measured else p for op, p in parts.operations.items()}
    moved = {level: part(measured[level]) if level in measured else p for level, p in parts.bytes.items()}
    return replace(parts, busy_static_w_per_sm=static, operations=MappingProxyType(operations), bytes=MappingProxyType(moved))


@functools.lru_cache(maxsize=64)
def _table_parts(architecture: str, compute_capability: str) -> GpuParts | None:
    from ..gpu.nvidia.archfile import find_architecture

    arch = find_architecture(architecture, compute_capability)  # its own file, and a referenced one's: not all ten
    if arch is None or arch.energy is None:
        return None

    def resolve(entry, section: str, key: str) -> Part:
        if entry.value is not None:
            kind = arch.sources[entry.source].kind
            return Part(entry.value, ORIGIN_OF_KIND[kind], entry.source)
        name, cc = entry.reference.split()
        ref = find_architecture(name, cc)
        ref_entry = None if ref is None or ref.energy is None else _entry(ref.energy, section, key)
        if ref_entry is None or ref_entry.value is None:
            raise ValueError(f"{arch.path}: energy {section}.{key} is {entry.rule} from {entry.reference}, which has no number there")
        value = carried(ref_entry.value, entry.rule, ref.energy.process_node_nm, arch.energy.process_node_nm)
        step = (f"x {arch.energy.process_node_nm:g}/{ref.energy.process_node_nm:g} nm" if entry.rule == "scaled" else "unchanged")
        return Part(value, "rule", f"{ref_entry.source} ({entry.reference}) {step}, {entry.source}")

    e = arch.energy
    return GpuParts(
        architecture=f"{architecture} {compute_capability}",
        busy_static_w_per_sm=resolve(e.busy_static_w_per_sm, "static", "busy_static_per_sm"),
        operations=MappingProxyType({op: resolve(entry, "operations", op) for op, entry in e.operations.items()}),
        bytes=MappingProxyType({level: resolve(entry, "bytes", level) for level, entry in e.bytes.items()}),
    )


def _entry(table, section: str, key: str):
    if section == "static":
        return table.busy_static_w_per_sm
    return (table.operations if section == "operations" else table.bytes).get(key)
