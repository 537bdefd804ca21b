"""AMD GPU families (GCN 1-5, CDNA 1-3, RDNA 1-3): what every GPU of a family shares.

One table, ``advisor/gpu/amd/families.yaml`` (schema ``advisor-amd-families/1``), under the
rules of platform descriptors (``docs/descriptors.md``): unknown keys are errors, quantities
carry units, every value cites a source declared in the file. A platform's AMD GPU names its
family in ``architecture`` and its instruction set in ``gfx_target``; :mod:`advisor.platform`
checks the descriptor against the family (the target is one of the family's, the wavefront
size one it compiles for, the LDS no larger than a work-group can have) and takes from it what
the descriptor leaves out::

    families:
      cdna3:
        generation: CDNA 3 (MI300)
        source: amd-cdna3-wp
        gfx: {value: [gfx940, gfx941, gfx942], source: llvm-amdgpu}
        wavefront_sizes: [64]        # the default first
        simds_per_cu: 4
        lanes_per_simd: 16           # a wave64 issues over 4 cycles on a SIMD16
        waves_per_simd: 8            # resident wavefronts per SIMD at most
        lds_size: 64 KiB             # per CU (RDNA: per work-group processor of lds_cus: 2 CUs)
        lds_banks: 32
        l1_size: 32 KiB              # vector L1 (RDNA: L0) per CU
        vgprs: {wave64: {total: 512, granule: 8}}      # per SIMD lane; allocated per wavefront
        sgpr_waves: [[80, 10], [88, 9], [100, 8], [null, 7]]   # SGPRs per wavefront -> wavefronts per SIMD
        workgroups_per_cu: 16
        lds_granule: 512 B

A CU of any family has ``simds_per_cu x lanes_per_simd`` = 64 FP32 lanes; it holds
``simds_per_cu x waves_per_simd`` wavefronts of the family's native size (the first of
``wavefront_sizes``; an RDNA wave64 takes two wave32 slots), which is what the platform's
``max_threads_per_sm`` means for an NVIDIA SM.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from ...errors import DescriptorError
from ...schema.provenance import Source, read_sources
from ...schema.yamlio import Fields, SourcedFields, load_yaml

SCHEMA = "advisor-amd-families/1"
FAMILIES_FILE = Path(__file__).with_name("families.yaml")
WAVEFRONT_SIZES = (32, 64)


@dataclass(frozen=True)
class VgprFile:
    """One SIMD lane's vector registers for wavefronts of one size: ``total``, allocated ``granule`` at a time."""

    total: int
    granule: int


@dataclass(frozen=True)
class MemoryTiming:
    """Load-to-use latencies (cycles), the cache line and a CU's L2 bandwidth (bytes per cycle)."""

    l1_cycles: float
    l2_cycles: float
    infinity_cache_cycles: float | None
    lds_cycles: float
    scalar_cycles: float
    line_bytes: float
    l2_bytes_per_cycle_per_cu: float


@dataclass(frozen=True)
class AmdFamily:
    name: str
    generation: str
    gfx_targets: tuple[str, ...]
    wavefront_sizes: tuple[int, ...]  # the default first
    simds_per_cu: int
    lanes_per_simd: int
    waves_per_simd: int
    lds_bytes: float  # per CU (RDNA: per work-group processor)
    lds_cus: int  # CUs sharing one LDS
    lds_banks: int
    l1_bytes: float  # vector L1 (RDNA: L0) per CU
    vgprs: Mapping[int, VgprFile]  # by wavefront size
    vgprs_by_target: Mapping[str, Mapping[int, VgprFile]]  # gfx targets whose register file differs
    sgpr_waves: tuple[tuple[float, int], ...]  # (most SGPRs, wavefronts per SIMD) steps; empty: no SGPR limit
    workgroups_per_cu: int
    lds_granule_bytes: float  # LDS is allocated to a work-group in these units
    timing: MemoryTiming | None = None  # None: no source gives it

    @property
    def lds_bytes_per_cu(self) -> float:
        """A CU's share of the LDS, also the most one work-group can use."""
        return self.lds_bytes / self.lds_cus

    def vgpr_file(self, gfx_target: str, wavefront_size: int) -> VgprFile:
        return self.vgprs_by_target.get(gfx_target, self.vgprs)[wavefront_size]

    @property
    def lanes_per_cu(self) -> int:
        return self.simds_per_cu * self.lanes_per_simd

    @property
    def threads_per_cu(self) -> int:
        """Work-items resident on one CU at most: every SIMD's wavefront slots, of the native size."""
        return self.simds_per_cu * self.waves_per_simd * self.wavefront_sizes[0]


@dataclass(frozen=True)
class AmdFamilies:
    families: Mapping[str, AmdFamily]
    sources: Mapping[str, Source]
    provenance: Mapping[str, str]  # field path -> source id
    path: str


def read_families(path: str | Path = FAMILIES_FILE) -> AmdFamilies:
    """Parse and check the family table; DescriptorError names file and field."""
    file = str(path)
    top = Fields(load_yaml(path), file)
    top.expect_schema(SCHEMA)
    sources = read_sources(top)
    record: dict[str, str] = {}
    families = {}
    for name, entry in top.items("families"):
        f = SourcedFields(entry, file, f"families.{name}", record, None)
        gfx = f.list("gfx")
        if not gfx or not all(isinstance(t, str) and t.startswith("gfx") for t in gfx):
            raise f.error("gfx", "expected a list of gfx targets such as gfx942")
        sizes = f.list("wavefront_sizes")
        if not sizes or any(size not in WAVEFRONT_SIZES for size in sizes):
            raise f.error("wavefront_sizes", f"expected a list of {' or '.join(map(str, WAVEFRONT_SIZES))}")
        families[name] = AmdFamily(
            name=name, generation=f.text("generation"), gfx_targets=tuple(gfx), wavefront_sizes=tuple(sizes),
            simds_per_cu=f.count("simds_per_cu", maximum=16), lanes_per_simd=f.count("lanes_per_simd", maximum=64),
            waves_per_simd=f.count("waves_per_simd", maximum=64), lds_bytes=f.quantity("lds_size", "B"),
            lds_cus=f.count("lds_cus", default=1, maximum=4),
            lds_banks=f.count("lds_banks", maximum=256), l1_bytes=f.quantity("l1_size", "B"),
            vgprs=_vgpr_files(f, "vgprs", sizes),
            vgprs_by_target=_vgprs_by_target(f, sizes),
            sgpr_waves=_sgpr_waves(f), workgroups_per_cu=f.count("workgroups_per_cu", maximum=64),
            lds_granule_bytes=f.quantity("lds_granule", "B"), timing=_timing(f),
        )
        f.done()
    top.done()
    unknown = sorted({s for s in record.values() if s not in sources})
    if unknown:
        raise DescriptorError(file, "sources", f"{unknown[0]!r} is cited but not declared")
    return AmdFamilies(MappingProxyType(families), MappingProxyType(sources), MappingProxyType(record), file)


def _vgprs_by_target(f: SourcedFields, sizes: list[int]) -> Mapping[str, Mapping[int, VgprFile]]:
    block = f.block("vgprs_by_target", required=False)
    if block is None:
        return MappingProxyType({})
    files = {target: _vgpr_files(block, target, sizes) for target in block.data if target != "source"}
    block.done()
    return MappingProxyType(files)


def _vgpr_files(f: SourcedFields, key: str, sizes: list[int]) -> Mapping[int, VgprFile]:
    """``{wave32: {total, granule}, wave64: ...}``: one entry for every wavefront size the family runs."""
    block = f.block(key)
    assert block is not None
    files = {}
    for size in sizes:
        entry = block.block(f"wave{size}")
        assert entry is not None
        files[size] = VgprFile(entry.count("total", maximum=4096), entry.count("granule", maximum=64))
        entry.done()
    block.done()
    return MappingProxyType(files)


def _timing(f: SourcedFields) -> MemoryTiming | None:
    t = f.block("timing", required=False)
    if t is None:
        return None
    timing = MemoryTiming(
        l1_cycles=t.number("l1_cycles"), l2_cycles=t.number("l2_cycles"),
        infinity_cache_cycles=t.number("infinity_cache_cycles") if t.has("infinity_cache_cycles") else None,
        lds_cycles=t.number("lds_cycles"), scalar_cycles=t.number("scalar_cycles"), line_bytes=t.quantity("line", "B"),
        l2_bytes_per_cycle_per_cu=t.number("l2_bytes_per_cycle_per_cu"))
    t.done()
    return timing


def _sgpr_waves(f: SourcedFields) -> tuple[tuple[float, int], ...]:
    steps = f.list("sgpr_waves", required=False)
    parsed = []
    for index, step in enumerate(steps):
        if not (isinstance(step, list) and len(step) == 2 and isinstance(step[1], int)
                and (step[0] is None or isinstance(step[0], int))):
            raise f.error(f"sgpr_waves[{index}]", "expected [most SGPRs or null, wavefronts]")
        parsed.append((float("inf") if step[0] is None else float(step[0]), step[1]))
    if parsed and parsed[-1][0] != float("inf"):
        raise f.error("sgpr_waves", "the last step must be [null, wavefronts]: every SGPR count needs a step")
    return tuple(parsed)


@functools.cache
def amd_families() -> AmdFamilies:
    """The shipped table."""
    return read_families()


def family_names() -> tuple[str, ...]:
    return tuple(amd_families().families)


def find_family(name: str) -> AmdFamily | None:
    return amd_families().families.get(name)


__all__ = ["AmdFamilies", "AmdFamily", "MemoryTiming", "VgprFile", "amd_families", "family_names", "find_family", "read_families"]
