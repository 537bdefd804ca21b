"""CPU microarchitecture tables: what a core and its caches can do, one YAML file per microarchitecture.

The datasheet half of the CPU model (:mod:`advisor.cpu.datasheet` turns it into
an access profile). Files live in ``advisor/cpu/arch/*.yaml`` (schema
``advisor-cpu-arch/1``) under the rules of platform descriptors
(``docs/descriptors.md``): unknown keys are errors, quantities carry units, every
value cites a source declared in the file. A platform names its core with
``cpu.microarchitecture``; the file whose ``aliases`` list that name (case and
spaces ignored) applies::

    schema: advisor-cpu-arch/1
    microarchitecture: zen4
    aliases: [Zen 4, Genoa]
    vendor: amd
    overlap: {value: overlapped, source: hofmann2020}   # or serial: the ECM composition rule
    core: {source: ..., vector_bits: 512, datapath_bits: 256, fma_per_cycle: 2, ...,
           latency_cycles: {add: 3, multiply: 3, fma: 4, divide: 13, store_forward: 7}}
    tlb: {page: 4 KiB, l1_entries: 72, l2_entries: 3072, l2_hit_cycles: 7, ...}
    caches:          # nearest the core first
      - {level: L1, size: 32 KiB, ways: 8, shared_by: 1, latency_cycles: 5, bytes_per_cycle: 64}
      - {level: L3, shared_by: 8, latency_cycles: 50, bytes_per_cycle: 32}   # size: the platform's llc
    memory: {latency: 110 ns, lines_in_flight: 64}

Field meanings (per core unless said):

* ``datapath_bits``: the width one vector operation executes at (a wider op issues
  in several passes); ``fma_per_cycle``/``add_per_cycle``/``loads_per_cycle``/
  ``stores_per_cycle`` count such operations; ``scalar_*`` count scalar loads and
  stores; ``memory_ops_per_cycle`` (optional): loads and stores together, where the
  address-generation units are fewer than the load and store pipes (Zen 1: two AGUs
  for two loads or a load and a store); ``fill_buffers``: L1 misses in flight.
* ``latency_cycles``: of one dependent operation (``store_forward``: a store
  forwarded to the next load, the add not included).
* a cache's ``size`` is one instance, ``shared_by`` the cores that share it
  (``socket``: all of a socket's); the last level may leave ``size`` out and take
  the platform's ``llc_size`` spread over its instances. ``bytes_per_cycle`` is
  what one core can fill from this level into the level above it. ``ways`` (optional):
  its associativity; with the size it gives the sets a walk of a power-of-two stride
  crowds into (:mod:`advisor.cpu.signature`).
* ``memory.lines_in_flight``: cache-line misses one core keeps outstanding (by
  Little's law its DRAM bandwidth is at most that x 64 B / latency).
* ``energy`` (optional): the parts of the ``activity`` energy model (:class:`CpuEnergyTable`,
  :mod:`advisor.energy.cpuparts`): ``process_node_nm``, ``memory_technology``; ``core_active``, the power one
  busy core adds at ``reference_clock`` (a core spinning, as a host thread that waits for a GPU does);
  ``uncore_active_share``, the share of the package's TDP it draws above idle once any core is busy (the package
  leaves its deepest C-state); ``vector_op``, the energy of one ``vector_op_bits``-wide FMA instruction at the
  reference clock, and ``vector_width_exponent`` (``E(w) = E(ref) x (w / ref)^exponent``); ``dram``, the energy
  per byte of the memory. An entry may instead name another table's, ``{scaled_from: zen2}`` (by the process-node
  rule of :mod:`advisor.energy.scaling`) or ``{carried_from: zen2}`` (unchanged), with its source.
* ``cpuid``: how the operating system names the cores this table describes, so that
  ``advisor calibrate`` can name the table in the descriptor it writes: x86
  ``vendor`` (``vendor_id``), ``family`` and ``models`` (``cpu family`` and ``model``
  of ``/proc/cpuinfo``; a model or a range ``0x30-0x4f``); Arm ``vendor`` is the
  ``CPU implementer`` and ``models`` the ``CPU part`` (no ``family``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from ...errors import DescriptorError
from ...schema.provenance import Source, TableEntry, derived_entry, read_sources
from ...schema.yamlio import Fields, SourcedFields, load_yaml

SCHEMA = "advisor-cpu-arch/1"
ARCH_DIR = Path(__file__).parent
VENDORS = ("amd", "intel", "arm")
OVERLAP_RULES = ("overlapped", "serial")
LATENCY_OPS = ("add", "multiply", "fma", "divide", "store_forward")
LINE_BYTES = 64


@dataclass(frozen=True)
class CoreTiming:
    vector_bits: int
    datapath_bits: int
    fma_per_cycle: float
    add_per_cycle: float
    loads_per_cycle: float
    stores_per_cycle: float
    scalar_loads_per_cycle: float
    scalar_stores_per_cycle: float
    issue_width: float
    fill_buffers: float
    latency_cycles: Mapping[str, float]  # LATENCY_OPS
    memory_ops_per_cycle: float | None  # loads and stores together (address generation); None: only the pipes limit


@dataclass(frozen=True)
class TlbTiming:
    page_bytes: float
    l1_entries: int
    l2_entries: int
    l2_hit_cycles: float
    lookups_in_flight: float
    walk_cycles: float
    walkers: float


@dataclass(frozen=True)
class CacheLevel:
    level: str
    size_bytes: float | None  # one instance; None: the platform's last-level cache
    shared_by: int | None  # cores per instance; None: a whole socket
    latency_cycles: float
    bytes_per_cycle: float  # fills from this level into the one above, per core
    ways: int | None = None  # associativity (None: not stated)

    @property
    def sets(self) -> int | None:
        """Sets of 64-byte lines (None where the size or the ways are not stated)."""
        return int(self.size_bytes // (self.ways * LINE_BYTES)) if self.ways and self.size_bytes else None


@dataclass(frozen=True)
class CpuIdentity:
    """What ``/proc/cpuinfo`` says of the cores a table describes."""

    vendor: str  # x86 vendor_id (GenuineIntel, AuthenticAMD) or Arm CPU implementer (0x41)
    family: int | None  # x86 cpu family; None on Arm
    models: tuple[tuple[int, int], ...]  # inclusive ranges of x86 model or Arm CPU part numbers

    def matches(self, vendor: str, family: int | None, model: int) -> bool:
        return (vendor.strip().lower() == self.vendor.lower() and family == self.family
                and any(low <= model <= high for low, high in self.models))


CPU_ENERGY_PARTS = ("core_active", "reference_clock", "uncore_active_share", "vector_op", "vector_op_bits",
                    "vector_width_exponent", "dram")
_CPU_ENERGY_DIMENSIONS = {"core_active": "W", "reference_clock": "Hz", "vector_op": "J", "dram": "J/B"}


@dataclass(frozen=True)
class CpuEnergyTable:
    process_node_nm: float
    memory_technology: str
    parts: Mapping[str, TableEntry]  # CPU_ENERGY_PARTS


@dataclass(frozen=True)
class CpuMicroarchitecture:
    name: str
    aliases: tuple[str, ...]
    vendor: str
    description: str
    overlap: str  # OVERLAP_RULES
    core: CoreTiming
    tlb: TlbTiming
    caches: tuple[CacheLevel, ...]
    memory_latency_s: float
    lines_in_flight: float
    identity: CpuIdentity | None
    sources: Mapping[str, Source]
    provenance: Mapping[str, str]  # field path -> source id
    path: str
    energy: CpuEnergyTable | None = None  # the activity energy model's parts (None: the file has none)


def _key(name: str) -> str:
    return re.sub(r"[\s_-]+", "", name).lower()


def read_cpu_arch(path: str | Path) -> CpuMicroarchitecture:
    """Parse and check one microarchitecture file."""
    file = str(path)
    top = Fields(load_yaml(path), file)
    top.expect_schema(SCHEMA)
    sources = read_sources(top)
    record: dict[str, str] = {}

    def sourced(key: str) -> SourcedFields:
        value = top.raw(key, required=True)
        return SourcedFields(value, file, key, record, None)

    overlap_fields = SourcedFields({"overlap": top.raw("overlap", required=True)}, file, "", record, None)
    overlap = overlap_fields.raw("overlap", required=True)
    if overlap not in OVERLAP_RULES:
        raise top.error("overlap", f"{overlap!r} is not one of {', '.join(OVERLAP_RULES)}")

    c = sourced("core")
    latency = c.block("latency_cycles")
    assert latency is not None
    latencies = {op: latency.number(op) for op in LATENCY_OPS}
    latency.done()
    core = CoreTiming(
        vector_bits=c.count("vector_bits", maximum=2048), datapath_bits=c.count("datapath_bits", maximum=2048),
        fma_per_cycle=c.number("fma_per_cycle"), add_per_cycle=c.number("add_per_cycle"),
        loads_per_cycle=c.number("loads_per_cycle"), stores_per_cycle=c.number("stores_per_cycle"),
        scalar_loads_per_cycle=c.number("scalar_loads_per_cycle"), scalar_stores_per_cycle=c.number("scalar_stores_per_cycle"),
        issue_width=c.number("issue_width"), fill_buffers=c.number("fill_buffers"),
        latency_cycles=MappingProxyType(latencies),
        memory_ops_per_cycle=c.number("memory_ops_per_cycle") if "memory_ops_per_cycle" in c.data else None,
    )
    c.done()
    if core.datapath_bits > core.vector_bits:
        raise c.error("datapath_bits", "is wider than vector_bits")

    t = sourced("tlb")
    tlb = TlbTiming(
        page_bytes=t.quantity("page", "B"), l1_entries=t.count("l1_entries"), l2_entries=t.count("l2_entries"),
        l2_hit_cycles=t.number("l2_hit_cycles", positive=False), lookups_in_flight=t.number("lookups_in_flight"),
        walk_cycles=t.number("walk_cycles"), walkers=t.number("walkers"),
    )
    t.done()

    caches = []
    for index, entry in enumerate(top.list("caches")):
        e = SourcedFields(entry, file, f"caches[{index}]", record, None)
        last = index == len(top.list("caches")) - 1
        size = e.raw("size")
        shared = e.raw("shared_by", required=True)
        level = CacheLevel(
            level=e.name("level"),
            size_bytes=e.quantity("size", "B") if size is not None or not last else None,
            shared_by=None if shared == "socket" else e.count("shared_by"),
            latency_cycles=e.number("latency_cycles"),
            bytes_per_cycle=e.number("bytes_per_cycle"),
            ways=e.count("ways") if e.raw("ways") is not None else None,
        )
        e.done()
        caches.append(level)
    if not caches:
        raise top.error("caches", "needs at least the L1")
    names = [c.level for c in caches]
    if len(set(names)) != len(names):
        raise top.error("caches", "levels must be distinct")

    m = sourced("memory")
    memory_latency_s = m.quantity("latency", "s")
    lines_in_flight = m.number("lines_in_flight")
    m.done()

    identity = _read_identity(top, file, record)
    energy = _read_energy(SourcedFields(top.raw("energy"), file, "energy", record, None)) if top.raw("energy") is not None else None
    aliases = top.list("aliases", required=False)
    if not all(isinstance(a, str) and a.strip() for a in aliases):
        raise top.error("aliases", "expected a list of names")
    arch = CpuMicroarchitecture(
        name=top.name("microarchitecture"), aliases=tuple(aliases), vendor=top.choice("vendor", VENDORS),
        description=top.text("description"), overlap=overlap, core=core, tlb=tlb, caches=tuple(caches),
        memory_latency_s=memory_latency_s, lines_in_flight=lines_in_flight, identity=identity,
        sources=MappingProxyType(sources), provenance=MappingProxyType(record), path=file, energy=energy,
    )
    top.done()
    unknown = sorted({s for s in record.values() if s not in sources})
    if unknown:
        raise DescriptorError(file, "sources", f"{unknown[0]!r} is cited but not declared")
    return arch


def _read_energy(e: SourcedFields) -> CpuEnergyTable:
    node = e.number("process_node_nm")
    technology = e.text("memory_technology")
    parts = {}
    for key in CPU_ENERGY_PARTS:
        if key not in e.data:  # the energy side says which it needs (a referenced part comes with its table's clock and width)
            continue
        derived = derived_entry(e, key)
        if derived is not None:
            parts[key] = derived
            continue
        dimension = _CPU_ENERGY_DIMENSIONS.get(key)
        value = e.quantity(key, dimension) if dimension else e.number(key, positive=False)
        parts[key] = TableEntry(value, e.record[e.sub(key)])
    e.done()
    return CpuEnergyTable(node, technology, MappingProxyType(parts))


def _read_identity(top: Fields, file: str, record: dict[str, str]) -> CpuIdentity | None:
    if top.raw("cpuid") is None:
        return None
    f = SourcedFields(top.raw("cpuid"), file, "cpuid", record, None)
    vendor = f.text("vendor")
    family = f.raw("family")
    if family is not None and (isinstance(family, bool) or not isinstance(family, int) or family < 0):
        raise f.error("family", f"expected a family number such as 0x17, got {family!r}")
    models = []
    for index, entry in enumerate(f.list("models")):
        text = str(entry).strip()
        try:
            low, _, high = text.partition("-")
            models.append((int(low, 0), int(high or low, 0)))
        except ValueError:
            raise f.error(f"models[{index}]", f"expected a model number or a range such as 0x30-0x4f, got {entry!r}") from None
    f.done()
    if not models:
        raise f.error("models", "needs at least one model")
    return CpuIdentity(vendor, family, tuple(models))


@functools.cache
def _by_alias() -> Mapping[str, CpuMicroarchitecture]:
    table: dict[str, CpuMicroarchitecture] = {}
    for path in sorted(ARCH_DIR.glob("*.yaml")):
        arch = _shipped(path.name)
        for name in (arch.name, *arch.aliases):
            table[_key(name)] = arch
    return MappingProxyType(table)


@functools.cache
def _shipped(file_name: str) -> CpuMicroarchitecture:
    """A shipped table, read once (one object per table: the models memoise on it)."""
    return read_cpu_arch(ARCH_DIR / file_name)


@functools.lru_cache(maxsize=256)
def find_cpu_arch(name: str) -> CpuMicroarchitecture | None:
    """The table for a platform's ``cpu.microarchitecture`` (None: no table names it): the file named after it where
    one is (``Emerald Rapids``: emeraldrapids.yaml, one file read), else the table whose name or alias it is."""
    if not name.strip():
        return None
    own = f"{_key(name)}.yaml"
    if (ARCH_DIR / own).is_file():
        arch = _shipped(own)
        if _key(arch.name) == _key(name):
            return arch
    return _by_alias().get(_key(name))


def identify_cpu_arch(vendor: str, family: int | None, model: int) -> CpuMicroarchitecture | None:
    """The table whose ``cpuid`` covers this core (None: none does)."""
    return next((arch for arch in _by_alias().values() if arch.identity and arch.identity.matches(vendor, family, model)), None)


def known_names() -> tuple[str, ...]:
    return tuple(sorted({arch.name for arch in _by_alias().values()}))


__all__ = ["CPU_ENERGY_PARTS", "LINE_BYTES", "CacheLevel", "CoreTiming", "CpuEnergyTable", "CpuIdentity",
           "CpuMicroarchitecture", "TlbTiming", "find_cpu_arch", "identify_cpu_arch", "known_names", "read_cpu_arch"]
