"""Platform descriptors: one node (a CPU and zero or more GPUs joined by PCIe).

The hierarchy follows the cost-model paper (Jiang, Cai, Wang [jiang2017], sec. 1.1):
Platform = {Node_CPU, Node_GPU, Bus}; Processor = {f, N_pe, S_c, ISA, TDP};
memory = {size, bandwidth}. We add what the models need beyond the paper
(sustained and per-core bandwidth, energy per FLOP and per byte, launch
overhead, LogGP per direction) and what an honest descriptor needs: the
provenance of every number.

File format (``docs/descriptors.md`` has the full reference)::

    schema: advisor-platform/1
    name: laptop-gtx850m
    sources:
      ark: {kind: spec, reference: "Intel ARK, Core i7-4710MQ"}
    cpu:
      source: ark                  # default provenance of the numbers below
      memory_bandwidth: 25.6 GB/s
      llc_size: {value: 6 MiB, source: ark}   # or per field
    gpus: [...]

All values are SI inside (Hz, B, B/s, s, W, J).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .cpu.descriptor import ADDRESS_TRANSLATIONS, PAGE_BYTES, Cpu, FirstTouch
from .cpu.profile import read_access_profile
from .errors import DescriptorError
from .gpu.amd.families import AmdFamily, family_names, find_family
from .gpu.descriptor import (
    LINK_KINDS,
    NVIDIA_ARCHITECTURES,
    AmdGpu,
    FirstCopies,
    FreshPages,
    Gpu,
    LaunchOverhead,
    Link,
    LogGP,
    nvidia_architecture,
)
from .schema.precision import PRECISIONS, precision_bits
from .schema.provenance import Source, read_sources
from .schema.yamlio import Fields, SourcedFields, load_yaml

SCHEMA = "advisor-platform/1"
# Bounds no node of today or the next years comes near (a 2-socket 192-core EPYC, an 8-socket Xeon, 8 GPUs of
# 144 SMs x 128 FP32 units): beyond them a count is a typo or a unit slip, refused rather than modelled.
MAX_SOCKETS, MAX_CORES_PER_SOCKET, MAX_THREADS_PER_CORE = 64, 1024, 8
MAX_GPUS_PER_NODE, MAX_SMS, MAX_UNITS_PER_SM = 64, 1024, 1024
_COMPUTE_CAPABILITY = re.compile(r"\d+\.\d+")  # NVIDIA's MAJOR.MINOR
# AMD GPUs are described by family (advisor/gpu/amd/families.yaml) for the roofline, transfer and energy
# models; the static kernel predictor reads NVIDIA PTX and has no model of them (their steps use the
# roofline, with a note).






















@dataclass(frozen=True)
class Platform:
    name: str
    description: str
    path: str
    cpu: Cpu
    gpus: tuple[Gpu, ...]
    base_power_w: float
    sources: Mapping[str, Source]
    provenance: Mapping[str, str]  # field path -> source id

    @cached_property
    def idle_power_w(self) -> float:
        """pwr(idle) of [jiang2017] eq. 18: CPU package, every GPU board and the rest of the node, all idle."""
        return self.base_power_w + self.cpu.idle_power_w + sum(g.idle_power_w * g.count for g in self.gpus)

    def source_of(self, field_path: str) -> Source:
        return self.sources[self.provenance[field_path]]


# ---------------------------------------------------------------------------
# Loading


# What no device has (docs/descriptors.md, "Checks beyond types"): a quantity beyond these is a unit slip or junk (1e308),
# refused rather than modelled. Far above every descriptor of the catalog and the validation sets (a clock of 5.7 GHz,
# 192 GiB of GPU memory, 5.3 TB/s, 1.3 PFLOP/s, 800 W of node, 0.1 ms of any latency).
PLAUSIBLE = {  # dimension -> (at most, what no device has more of)
    "Hz": (2e10, "any processor's clock (20 GHz)"),
    "B": (2.0**60, "any machine holds (1 EiB)"),
    "B/s": (1e15, "any memory or link moves (1 PB/s)"),
    "FLOP/s": (1e19, "any device computes (10 EFLOP/s)"),
    "W": (1e5, "a node draws (100 kW)"),
    "J/FLOP": (1e-6, "any operation costs (1 uJ)"),
    "J/B": (1e-6, "any byte moved costs (1 uJ)"),
    "s": (1.0, "one operation, launch or message takes (1 s)"),
    "s/B": (1e-3, "a link takes per byte (1 ms: 1 kB/s)"),
}
MAX_GPU_MEMORY_BYTES = 2.0**44  # 16 TiB: the largest boards hold 288 GB
FMA_PIPES = 4  # a core's vector FMA pipes at most (two on today's x86 and Arm cores): flops_per_cycle_per_core's bound


class _Prov(SourcedFields):
    """Descriptor fields whose numbers cite a source (text such as a model name needs none), each quantity within what
    devices have (:data:`PLAUSIBLE`)."""

    def needs_source(self, value: Any) -> bool:
        return isinstance(value, (int, float, str)) and not isinstance(value, bool) and _is_number_like(value)

    def quantity(self, key: str, dimension: str, default: float | None = None, positive: bool = True) -> float:
        value = super().quantity(key, dimension, default, positive)
        most, what = PLAUSIBLE.get(dimension, (None, ""))
        if most is not None and value is not None and value > most:
            raise self.error(key, f"{value:.4g} {dimension} is more than {what}")
        return value


def _is_number_like(value: Any) -> bool:
    if isinstance(value, (int, float)):
        return True
    return bool(value) and (value.strip()[:1].isdigit() or value.strip()[:1] in ".-+")


def load_platform(path: str | Path) -> Platform:
    """Read and validate a platform descriptor; raise DescriptorError naming file and field."""
    return platform_from_data(load_yaml(path), str(path))


def platform_from_data(data: Any, file: str) -> Platform:
    """Validate already-parsed descriptor ``data``; ``file`` names it in errors."""
    top = Fields(data, file)
    top.expect_schema(SCHEMA)
    name = top.name("name")
    description = top.text("description", default="")
    sources = read_sources(top)
    record: dict[str, str] = {}

    node = _Prov(top.raw("node", default={}), file, "node", record, None)
    base_power_w = node.quantity("base_power", "W", default=0.0, positive=False)
    node.done()

    cpu_fields = _Prov(top.raw("cpu", required=True), file, "cpu", record, None)
    cpu = _read_cpu(cpu_fields)
    cpu_fields.done()

    gpus = []
    for index, entry in enumerate(top.list("gpus", required=False)):
        gpu_fields = _Prov(entry, file, f"gpus[{index}]", record, None)
        gpus.append(_read_gpu(gpu_fields))
        gpu_fields.done()
    top.done()

    for field_path, source_id in record.items():
        if source_id not in sources:
            declared = ", ".join(sorted(sources)) or "none"
            raise DescriptorError(file, field_path, f"source {source_id!r} is not declared in 'sources' (declared: {declared})")
    return Platform(
        name=name,
        description=description,
        path=file,
        cpu=cpu,
        gpus=tuple(gpus),
        base_power_w=base_power_w,
        sources=MappingProxyType(sources),
        provenance=MappingProxyType(record),
    )


def _precision_map(fields: _Prov, key: str, dimension: str | None) -> dict[str, float]:
    block = fields.block(key)
    assert block is not None
    values: dict[str, float] = {}
    for precision in list(block.data):
        if precision == "source":
            continue
        if precision not in PRECISIONS:
            raise block.error(precision, f"unknown precision; use one of {', '.join(PRECISIONS)}")
        values[precision] = block.quantity(precision, dimension) if dimension else block.number(precision)
    block.done()
    if not values:
        raise fields.error(key, "needs at least one precision")
    return values


def _energy_per_flop(f: _Prov) -> Mapping[str, float]:
    """One energy per operation for every precision, or one per precision (``{fp64: .., fp32: ..}``).

    A precision not listed costs what fp32 costs (else the first listed): integer and
    half-precision operations are no dearer than single precision on any of our parts.
    """
    entry = f.data.get("energy_per_flop")
    if not isinstance(entry, Mapping) or "value" in entry:
        single = f.quantity("energy_per_flop", "J/FLOP")
        return MappingProxyType(dict.fromkeys(PRECISIONS, single))
    given = _precision_map(f, "energy_per_flop", "J/FLOP")
    fallback = given.get("fp32", next(iter(given.values())))
    return MappingProxyType({p: given.get(p, fallback) for p in PRECISIONS})


def _read_cpu(f: _Prov) -> Cpu:
    cpu = Cpu(
        model=f.name("model"),
        microarchitecture=f.text("microarchitecture", default=""),
        sockets=f.count("sockets", default=1, maximum=MAX_SOCKETS),
        cores_per_socket=f.count("cores_per_socket", maximum=MAX_CORES_PER_SOCKET),
        threads_per_core=f.count("threads_per_core", default=1, maximum=MAX_THREADS_PER_CORE),
        base_clock_hz=f.quantity("base_clock", "Hz"),
        boost_clock_hz=f.quantity("boost_clock", "Hz"),
        simd_width_bits=f.count("simd_width_bits", maximum=2048),
        flops_per_cycle_per_core=MappingProxyType(_precision_map(f, "flops_per_cycle_per_core", None)),
        memory_bandwidth_Bps=f.quantity("memory_bandwidth", "B/s"),
        memory_bandwidth_sustained_Bps=f.quantity("memory_bandwidth_sustained", "B/s"),
        memory_bandwidth_per_core_Bps=f.quantity("memory_bandwidth_per_core", "B/s"),
        llc_bytes=f.quantity("llc_size", "B"),
        tdp_w=f.quantity("tdp", "W"),
        idle_power_w=f.quantity("idle_power", "W", positive=False),
        energy_per_flop_j=_energy_per_flop(f),
        energy_per_byte_j=f.quantity("energy_per_byte", "J/B"),
        parallel_region_overhead_s=f.quantity("parallel_region_overhead", "s", default=0.0, positive=False),
        access_profile=read_access_profile(f),
        address_translation=f.choice("address_translation", ADDRESS_TRANSLATIONS, default="native"),
        all_core_clock_hz=f.quantity("all_core_clock", "Hz", default=0.0),
        first_touch=_read_first_touch(f),
    )
    if cpu.all_core_clock_hz and not cpu.base_clock_hz * 0.999 <= cpu.all_core_clock_hz <= cpu.boost_clock_hz * 1.001:
        raise f.error("all_core_clock", "must lie between base_clock and boost_clock")
    if cpu.boost_clock_hz < cpu.base_clock_hz:
        raise f.error("boost_clock", "is below base_clock")
    _check_idle_power(f, cpu.idle_power_w, cpu.tdp_w)
    if cpu.memory_bandwidth_sustained_Bps > cpu.memory_bandwidth_Bps * 1.001:
        raise f.error("memory_bandwidth_sustained", "exceeds the theoretical memory_bandwidth")
    if cpu.memory_bandwidth_per_core_Bps > cpu.memory_bandwidth_sustained_Bps * 1.001:
        raise f.error("memory_bandwidth_per_core", "exceeds memory_bandwidth_sustained")
    if cpu.simd_width_bits not in (64, 128, 256, 512, 1024, 2048):
        raise f.error("simd_width_bits", f"{cpu.simd_width_bits} is not a SIMD width (64..2048 bits)")
    _check_flops_per_cycle(f, cpu)
    return cpu


def _check_flops_per_cycle(f: _Prov, cpu: Cpu) -> None:
    """A core does at most FMA_PIPES fused multiply-adds (2 operations) on a full vector of the precision each cycle."""
    for precision, rate in cpu.flops_per_cycle_per_core.items():
        most = 2 * FMA_PIPES * cpu.simd_width_bits / precision_bits(precision)
        if rate > most:
            raise f.error(f"flops_per_cycle_per_core.{precision}",
                          f"{rate:g} is more than a core with {cpu.simd_width_bits}-bit vectors does ({FMA_PIPES} FMA pipes x "
                          f"{cpu.simd_width_bits // precision_bits(precision)} lanes x 2 = {most:g})")


def _read_first_touch(f: _Prov) -> FirstTouch | None:
    block = f.block("first_touch", required=False)
    if block is None:
        return None
    every = block.quantity("all_threads", "s") if block.has("all_threads") else None
    touch = FirstTouch(one_thread_s=block.quantity("one_thread", "s"), all_threads_s=every,
                       page_bytes=block.quantity("page", "B", default=PAGE_BYTES))
    block.done()
    return touch


def _check_idle_power(f: _Prov, idle_w: float, tdp_w: float) -> None:
    """A device idles below its thermal design power (a unit slip or a swapped field otherwise)."""
    if idle_w > tdp_w:
        raise f.error("idle_power", f"{idle_w:g} W is above the device's tdp ({tdp_w:g} W)")


def _nvidia_units(f: _Prov, architecture: str) -> tuple[int, int, int, int, str]:
    """(SMs, FP32 and FP64 units per SM, resident threads per SM, compute capability) of an NVIDIA GPU."""
    capability = f.text("compute_capability")
    if not _COMPUTE_CAPABILITY.fullmatch(capability):
        raise f.error("compute_capability", f"expected MAJOR.MINOR (such as 8.0) for a {architecture} GPU, got {capability!r}")
    made = nvidia_architecture(capability)
    if made != architecture:
        raise f.error("compute_capability", f"{capability} is not a compute capability of the {architecture} architecture"
                                            + (f" (it is {made}'s)" if made else " (no NVIDIA architecture known has it)"))
    return (f.count("sms", maximum=MAX_SMS), f.count("fp32_units_per_sm", maximum=MAX_UNITS_PER_SM),
            f.count("fp64_units_per_sm", maximum=MAX_UNITS_PER_SM),
            f.count("max_threads_per_sm", default=2048, maximum=MAX_UNITS_PER_SM * 4), capability)


def _amd_units(f: _Prov, family: AmdFamily) -> tuple[int, int, int, int, str, AmdGpu]:
    """(CUs, FP32 and FP64 lanes per CU, resident work-items per CU, gfx target, the rest) of an AMD GPU, in
    AMD's terms, checked against and completed from its family's table."""
    name = family.name
    for nvidia_only in ("sms", "fp32_units_per_sm", "fp64_units_per_sm", "max_threads_per_sm", "compute_capability"):
        if f.has(nvidia_only):
            raise f.error(nvidia_only, f"is an NVIDIA field; an AMD {name} GPU has compute_units, "
                                       "fp64_lanes_per_cu, max_waves_per_cu and gfx_target")
    gfx = f.text("gfx_target")
    if gfx not in family.gfx_targets:
        raise f.error("gfx_target", f"{gfx!r} is not a {name} target ({', '.join(family.gfx_targets)})")
    wavefront = f.count("wavefront_size", default=family.wavefront_sizes[0])
    if wavefront not in family.wavefront_sizes:
        raise f.error("wavefront_size", f"{name} runs wavefronts of {' or '.join(map(str, family.wavefront_sizes))} "
                                        f"work-items, not {wavefront}")
    simds = f.count("simds_per_cu", default=family.simds_per_cu)
    if simds != family.simds_per_cu:
        raise f.error("simds_per_cu", f"a {name} CU has {family.simds_per_cu} SIMDs, not {simds}")
    lds_bytes = f.quantity("lds_size", "B", default=family.lds_bytes)
    if lds_bytes > family.lds_bytes:
        holder = "CU" if family.lds_cus == 1 else "work-group processor"
        raise f.error("lds_size", f"{lds_bytes / 1024:g} KiB is more LDS than a {name} {holder} has "
                                  f"({family.lds_bytes / 1024:g} KiB)")
    waves = f.count("max_waves_per_cu", default=simds * family.waves_per_simd)
    if waves > simds * family.waves_per_simd:
        raise f.error("max_waves_per_cu", f"{waves} is more than a {name} CU holds ({simds} SIMDs x "
                                          f"{family.waves_per_simd} wavefronts)")
    lanes = family.lanes_per_cu
    fp64_lanes = f.count("fp64_lanes_per_cu", maximum=MAX_UNITS_PER_SM)
    if fp64_lanes > lanes:
        raise f.error("fp64_lanes_per_cu", f"{fp64_lanes} is more than the {lanes} vector lanes of a {name} CU")
    matrix = _precision_map(f, "matrix_peak_flops", "FLOP/s") if f.has("matrix_peak_flops") else {}
    amd = AmdGpu(family=family, wavefront_size=wavefront, lds_bytes=lds_bytes,
                 lds_banks=f.count("lds_banks", default=family.lds_banks, maximum=256),
                 l1_bytes=f.quantity("l1_size", "B", default=family.l1_bytes),
                 infinity_cache_bytes=f.quantity("infinity_cache", "B", default=0.0, positive=False),
                 matrix_peak_flops_by_precision=MappingProxyType(matrix))
    return f.count("compute_units", maximum=MAX_SMS), lanes, fp64_lanes, waves * family.wavefront_sizes[0], gfx, amd


def _check_memories(f: _Prov, gpu: Gpu) -> None:
    """A GPU's caches are smaller than its memory, its L1 than its L2, and its memory within what boards hold."""
    if gpu.memory_bytes > MAX_GPU_MEMORY_BYTES:
        raise f.error("memory_size", f"{gpu.memory_bytes / 2**30:.4g} GiB is more than any GPU board holds "
                                     f"({MAX_GPU_MEMORY_BYTES / 2**40:g} TiB)")
    caches = [("l2_size", gpu.l2_bytes)]
    if gpu.amd is not None:
        caches += [("infinity_cache", gpu.amd.infinity_cache_bytes)]
        if gpu.amd.l1_bytes > gpu.l2_bytes:
            raise f.error("l1_size", f"{gpu.amd.l1_bytes / 2**10:g} KiB is more than the l2_size ({gpu.l2_bytes / 2**10:g} KiB)")
    for key, size in caches:
        if size > gpu.memory_bytes:
            raise f.error(key, f"{size / 2**20:.4g} MiB is more than the GPU's memory_size ({gpu.memory_bytes / 2**20:.4g} MiB)")


def _read_loggp(f: _Prov, key: str, segments: bool = False) -> LogGP:
    block = f.block(key)
    assert block is not None
    below = None
    if segments and block.has("below"):
        below_block = block.block("below")
        assert below_block is not None
        below = (below_block.quantity("bytes", "B"), _loggp_fields(below_block))
        below_block.done()
    elif block.has("below"):
        raise block.error("below", "size segments are read for pageable copies only (link.pageable.h2d/d2h)")
    loggp = _loggp_fields(block)
    block.done()
    return replace(loggp, below_bytes=below[0], below=below[1]) if below else loggp


def _loggp_fields(block: _Prov) -> LogGP:
    return LogGP(
        L_s=block.quantity("L", "s", positive=False),
        o_s=block.quantity("o", "s", positive=False),
        g_s=block.quantity("g", "s", positive=False),
        G_s_per_byte=block.quantity("G", "s/B"),
    )


def _read_fresh_pages(pageable: _Prov | None) -> FreshPages | None:
    block = pageable.block("fresh", required=False) if pageable else None
    if block is None:
        return None
    fresh = FreshPages(h2d_s=block.quantity("h2d", "s", positive=False), d2h_s=block.quantity("d2h", "s", positive=False),
                       page_bytes=block.quantity("page", "B", default=PAGE_BYTES))
    block.done()
    return fresh


def _read_first_copies(pageable: _Prov | None) -> FirstCopies | None:
    block = pageable.block("first", required=False) if pageable else None
    if block is None:
        return None
    first = FirstCopies(h2d_s=block.quantity("h2d", "s", positive=False), d2h_s=block.quantity("d2h", "s", positive=False))
    block.done()
    return first


def _read_gpu(f: _Prov) -> Gpu:
    link_fields = f.block("link")
    assert link_fields is not None
    kind = link_fields.choice("kind", LINK_KINDS, default="pcie")
    pageable = link_fields.block("pageable", required=False)
    managed = link_fields.block("managed", required=False)
    link = Link(
        pcie_generation=link_fields.count("pcie_generation", maximum=8, default=0 if kind != "pcie" else None),
        lanes=link_fields.count("lanes", maximum=32, default=0 if kind != "pcie" else None),
        h2d=_read_loggp(link_fields, "h2d"),
        d2h=_read_loggp(link_fields, "d2h"),
        kind=kind,
        pageable_h2d=_read_loggp(pageable, "h2d", segments=True) if pageable else None,
        pageable_d2h=_read_loggp(pageable, "d2h", segments=True) if pageable else None,
        fresh_pages=_read_fresh_pages(pageable),
        first_copies=_read_first_copies(pageable),
        fault_latency_s=managed.quantity("fault_latency", "s") if managed else None,
        fault_bytes=managed.quantity("fault_size", "B") if managed else None,
        shared_by=link_fields.count("shared_by", default=1, maximum=MAX_GPUS_PER_NODE),
        peer=_read_loggp(link_fields, "peer") if link_fields.has("peer") else None,
    )
    for block in (pageable, managed):
        if block is not None:
            block.done()
    link_fields.done()
    launch_fields = f.block("launch_overhead")
    assert launch_fields is not None
    launch = LaunchOverhead(
        base_s=launch_fields.quantity("base", "s"),
        per_thread_s=launch_fields.quantity("per_thread", "s", positive=False),
        first_s=launch_fields.quantity("first", "s", positive=False) if launch_fields.has("first") else None,
    )
    launch_fields.done()
    architecture = f.choice("architecture", NVIDIA_ARCHITECTURES + family_names())
    family = find_family(architecture)
    if family is None:
        (sms, fp32_units, fp64_units, threads_per_sm, isa), amd = _nvidia_units(f, architecture), None
    else:
        sms, fp32_units, fp64_units, threads_per_sm, isa, amd = _amd_units(f, family)
    gpu = Gpu(
        model=f.name("model"),
        architecture=architecture,
        compute_capability=isa,
        count=f.count("count", default=1, maximum=MAX_GPUS_PER_NODE),
        sms=sms,
        fp32_units_per_sm=fp32_units,
        fp64_units_per_sm=fp64_units,
        base_clock_hz=f.quantity("base_clock", "Hz"),
        boost_clock_hz=f.quantity("boost_clock", "Hz"),
        peak_flops_by_precision=MappingProxyType(_precision_map(f, "peak_flops", "FLOP/s")),
        memory_bytes=f.quantity("memory_size", "B"),
        memory_bandwidth_Bps=f.quantity("memory_bandwidth", "B/s"),
        memory_bandwidth_sustained_Bps=f.quantity("memory_bandwidth_sustained", "B/s"),
        l2_bytes=f.quantity("l2_size", "B"),
        dram_latency_s=f.quantity("dram_latency", "s"),
        max_threads_per_sm=threads_per_sm,
        tdp_w=f.quantity("tdp", "W"),
        idle_power_w=f.quantity("idle_power", "W", positive=False),
        energy_per_flop_j=_energy_per_flop(f),
        energy_per_byte_j=f.quantity("energy_per_byte", "J/B"),
        launch=launch,
        link=link,
        amd=amd,
    )
    if gpu.boost_clock_hz < gpu.base_clock_hz:
        raise f.error("boost_clock", "is below base_clock")
    _check_memories(f, gpu)
    _check_idle_power(f, gpu.idle_power_w, gpu.tdp_w)
    if gpu.memory_bandwidth_sustained_Bps > gpu.memory_bandwidth_Bps * 1.001:
        raise f.error("memory_bandwidth_sustained", "exceeds the theoretical memory_bandwidth")
    # A peak that disagrees with units x clock x 2 (FMA) by more than 2x is a unit slip
    # (T = 1e13) or a wrong unit count, not a rounding difference.
    for precision, units in (("fp32", gpu.fp32_units_per_sm), ("fp64", gpu.fp64_units_per_sm)):
        if precision in gpu.peak_flops_by_precision:
            expected = gpu.sms * units * gpu.boost_clock_hz * 2
            stated = gpu.peak_flops_by_precision[precision]
            if not expected / 2 <= stated <= expected * 2:
                lanes = f"{precision}_units_per_sm" if amd is None else {"fp32": "64 lanes", "fp64": "fp64_lanes_per_cu"}[precision]
                raise f.error(
                    f"peak_flops.{precision}",
                    f"{stated:.4g} FLOP/s disagrees with {'sms' if amd is None else 'compute_units'} x {lanes} x "
                    f"boost_clock x 2 = {expected:.4g}",
                )
    return gpu
