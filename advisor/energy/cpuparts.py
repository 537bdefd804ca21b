"""The energy parts of a CPU, resolved from its microarchitecture table: each a number with where it came from.

A CPU microarchitecture file's ``energy`` block (:class:`advisor.cpu.arch.CpuEnergyTable`) gives a busy core's
power at a reference clock, the package's wake-up power as a share of its TDP, the energy of one vector FMA
instruction at a reference width and clock, how it grows with the width, and DRAM energy per byte. An entry is a
number from a published measurement (or derived from one), an estimate, or another family's entry that
:mod:`.scaling` carries over. A referenced core power comes with its table's reference clock, a referenced
vector instruction with its table's width and clock.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ..cpu.descriptor import Cpu
from .gpuparts import ORIGIN_OF_KIND, Part
from .scaling import carried


@dataclass(frozen=True)
class CpuParts:
    family: str
    core_active_w: Part  # one busy core at reference_clock_hz
    reference_clock_hz: float  # of core_active_w
    uncore_active_share: Part  # of the package TDP, drawn above idle once a core is busy
    vector_op_j: Part  # one vector FMA instruction vector_op_bits wide at vector_op_clock_hz
    vector_op_bits: float
    vector_op_clock_hz: float
    vector_width_exponent: Part
    dram_j_per_byte: Part

    def rows(self) -> list[tuple[str, float, str, str]]:
        return [(f"busy core at {self.reference_clock_hz / 1e9:g} GHz (W)", self.core_active_w.value, self.core_active_w.origin,
                 self.core_active_w.source),
                ("package awake, share of TDP", self.uncore_active_share.value, self.uncore_active_share.origin,
                 self.uncore_active_share.source),
                (f"{self.vector_op_bits:g}-bit FMA instruction at {self.vector_op_clock_hz / 1e9:g} GHz (J)", self.vector_op_j.value,
                 self.vector_op_j.origin, self.vector_op_j.source),
                ("vector width exponent", self.vector_width_exponent.value, self.vector_width_exponent.origin,
                 self.vector_width_exponent.source),
                ("DRAM (J/B)", self.dram_j_per_byte.value, self.dram_j_per_byte.origin, self.dram_j_per_byte.source)]


def cpu_parts(cpu: Cpu) -> CpuParts | None:
    """The energy parts of ``cpu`` by its microarchitecture (None: no table names it, or the table has no energy)."""
    return _family_parts(cpu.microarchitecture)


@functools.lru_cache(maxsize=64)
def _family_parts(microarchitecture: str) -> CpuParts | None:
    from ..cpu.arch import find_cpu_arch

    arch = find_cpu_arch(microarchitecture)
    if arch is None or arch.energy is None:
        return None

    def resolve(key: str) -> tuple[Part, object]:
        """The part and the table its number is in (for its clock and width)."""
        entry = arch.energy.parts.get(key)
        if entry is None:
            raise ValueError(f"{arch.path}: energy.{key} is missing")
        if entry.value is not None:
            return Part(entry.value, ORIGIN_OF_KIND[arch.sources[entry.source].kind], entry.source), arch
        ref = find_cpu_arch(entry.reference)
        ref_entry = None if ref is None or ref.energy is None else ref.energy.parts.get(key)
        if ref_entry is None or ref_entry.value is None:
            raise ValueError(f"{arch.path}: energy.{key} is {entry.rule} from {entry.reference}, which has no number there")
        value = carried(ref_entry.value, entry.rule, ref.energy.process_node_nm, arch.energy.process_node_nm)
        step = f"x {arch.energy.process_node_nm:g}/{ref.energy.process_node_nm:g} nm" if entry.rule == "scaled" else "unchanged"
        return Part(value, "rule", f"{ref_entry.source} ({ref.name}) {step}, {entry.source}"), ref

    core, core_table = resolve("core_active")
    vector, vector_table = resolve("vector_op")
    return CpuParts(
        family=arch.name, core_active_w=core, reference_clock_hz=core_table.energy.parts["reference_clock"].value,
        uncore_active_share=resolve("uncore_active_share")[0], vector_op_j=vector,
        vector_op_bits=vector_table.energy.parts["vector_op_bits"].value,
        vector_op_clock_hz=vector_table.energy.parts["reference_clock"].value,
        vector_width_exponent=resolve("vector_width_exponent")[0], dram_j_per_byte=resolve("dram")[0],
    )
