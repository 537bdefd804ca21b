"""Turn measurements into a platform descriptor (``advisor-platform/1``) and write it atomically.

Every number cites a source: ``os`` (what the kernel reports, kind ``measured``),
``cal-cpu`` (the microbenchmarks, kind ``measured``, with the raw samples and the
R^2 of the bandwidth saturation model under ``details``), ``cal-power`` (RAPL) or,
for what cannot be measured here, ``estimate`` sources that state their method:
the theoretical DRAM bandwidth, and TDP/idle power where RAPL is unreadable.

The document is validated with :func:`advisor.platform.platform_from_data` before
it is written, and written with :func:`advisor.files.write_atomic` (temporary
file, fsync, rename): an interrupted calibration leaves an existing file untouched.
"""

from __future__ import annotations

import datetime as _dt
import platform as _platform
import re
from pathlib import Path
from typing import Any

import yaml

from ..files import write_atomic
from ..platform import SCHEMA, Platform, platform_from_data
from .cpu import MAX_TURBO_RATIO, CpuMeasurements, hidden_smt
from .sysinfo import CpuInfo

STREAM_EFFICIENCY = 0.8  # STREAM triad / theoretical DRAM bandwidth, typical of current x86 servers and desktops
WATTS_PER_CORE = 10.0  # all-core TDP per core where neither RAPL nor a datasheet is available
IDLE_FRACTION = 0.25  # idle package power / TDP of the same estimate
DRAM_J_PER_BYTE = 200e-12  # [horowitz2014]: about 1.3-2.6 nJ per 64-bit DRAM word
def q(value: float, unit: str) -> str:
    """A quantity string the descriptor loader parses back exactly enough (5 significant digits)."""
    if unit == "B":
        for prefix, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
            if value >= scale and value % scale == 0:
                return f"{value / scale:g} {prefix}"
        return f"{value:.0f} B"
    for prefix, scale in (("T", 1e12), ("G", 1e9), ("M", 1e6), ("k", 1e3), ("", 1.0), ("m", 1e-3), ("u", 1e-6), ("n", 1e-9), ("p", 1e-12)):
        if abs(value) >= scale:
            return f"{value / scale:.5g} {prefix}{unit}"
    return f"{value:.5g} {unit}"


def default_name() -> str:
    host = re.sub(r"[^a-z0-9-]+", "-", _platform.node().lower()).strip("-") or "host"
    return f"measured-{host}"


def user_platform_path(name: str) -> Path:
    """Where measured descriptors live: the user's platforms directory, on every command's search path."""
    from ..locations import user_dir

    return user_dir("platforms") / f"{name}.yaml"


def _round(values, digits: int = 4) -> list[float]:
    return [float(f"{v:.{digits}g}") for v in values]


def cpu_block(info: CpuInfo, cpu: CpuMeasurements, today: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The ``cpu`` block and the sources it cites."""
    base = info.base_clock_hz or 1e9
    ways, smt_note = hidden_smt(cpu.peaks, info, cpu.busy_during_peaks)
    cores = info.cores // ways  # physical cores: vCPUs that are SMT siblings share one
    per_cycle, single_ratio = {}, []
    for precision in ("fp64", "fp32", "int32"):
        all_cores = cpu.peak(precision, info.cores) or cpu.peak(precision, 1)
        if all_cores is None:
            continue
        physical = max(1, all_cores.threads // ways)
        per_cycle[precision] = float(f"{all_cores.ops_per_s / (physical * base):.4g}")
        one = cpu.peak(precision, 1)
        if one is not None and all_cores.threads > 1:
            single_ratio.append(one.ops_per_s / (all_cores.ops_per_s / physical))
    # One core alone runs faster than each of all cores (turbo): the model scales one core by
    # boost/base, so the measured ratio gives the effective boost clock where cpufreq does not.
    boost = info.boost_clock_hz
    boost_method = info.clock_method
    ratio = sorted(single_ratio)[len(single_ratio) // 2] if single_ratio else 1.0
    if single_ratio and info.boost_clock_hz <= info.base_clock_hz and 1.0 < ratio <= MAX_TURBO_RATIO:
        boost = base * ratio
        boost_method = "effective: OS clock x (one-thread rate / per-core rate with all threads), median over precisions"
    elif ratio > MAX_TURBO_RATIO:
        boost_method += f"; one thread ran {ratio:.2f}x faster than each of all cores, more than turbo explains (a busy machine?): not used"
    sustained, per_core = cpu.sustained_Bps, min(cpu.per_core_Bps, cpu.sustained_Bps)
    theoretical = sustained / STREAM_EFFICIENCY
    sources: dict[str, Any] = {
        "os": {"kind": "measured", "reference": f"operating system of {_platform.node()} (lscpu, /proc/cpuinfo, /sys/devices/system/cpu)",
               "date": today, "method": f"read at calibration time; clock: {info.clock_method}{'; ' + smt_note if smt_note else ''}",
               "details": {"caches_bytes": dict(info.caches), "vendor": info.vendor, "notes": list(info.notes),
                           "topology": {"sockets": info.sockets, "cores_per_socket": info.cores_per_socket,
                                        "threads_per_core": info.threads_per_core}}},
        "cal-cpu": {"kind": "measured", "reference": "advisor calibrate (calibration/microbench.c)", "date": today,
                    "method": f"STREAM copy/triad best of repetitions over 1..{cores} threads, arrays of "
                              f"{q(cpu.stream[0].array_bytes, 'B')}; register FMA/add chains for peak; empty OpenMP parallel loops for the parallel-region overhead; "
                              f"access profile: `microbench access` (seconds per access, best of repeated sweeps, by footprint); {cpu.method}",
                    "details": _cpu_details(cpu)},
        "cal-boost": {"kind": "measured", "reference": "advisor calibrate", "date": today, "method": boost_method},
        "est-dram": {"kind": "estimate", "reference": "measured STREAM triad",
                     "method": f"theoretical = sustained / {STREAM_EFFICIENCY} (typical STREAM efficiency); not measurable without the DIMM configuration"},
    }
    power = _power(info, cpu, cores, sources, today)
    block = {
        "source": "os",
        "model": info.model,
        "microarchitecture": info.microarchitecture,
        "address_translation": "nested" if info.guest else "native",
        "sockets": info.sockets,
        "cores_per_socket": info.cores_per_socket // ways,
        "threads_per_core": info.threads_per_core * ways,
        "base_clock": q(base, "Hz"),
        "boost_clock": {"value": q(max(boost, base), "Hz"), "source": "cal-boost"},
        "simd_width_bits": info.simd_width_bits,
        "flops_per_cycle_per_core": {"source": "cal-cpu", **per_cycle},
        "memory_bandwidth": {"value": q(theoretical, "B/s"), "source": "est-dram"},
        "memory_bandwidth_sustained": {"value": q(sustained, "B/s"), "source": "cal-cpu"},
        "memory_bandwidth_per_core": {"value": q(per_core, "B/s"), "source": "cal-cpu"},
        "llc_size": q(info.llc_bytes, "B"),
        **power,
    }
    if cpu.region_overhead_s is not None:
        block["parallel_region_overhead"] = {"value": q(cpu.region_overhead_s, "s"), "source": "cal-cpu"}
    if cpu.access:
        block["access_profile"] = {"source": "cal-cpu", "runs": [
            {"threads": run.threads, "latency": {op: q(t, "s") for op, t in run.latency_s.items()},
             **{pattern: {q(footprint, "B"): q(t, "s") for footprint, t in points.items()} for pattern, points in run.seconds.items()}}
            for run in cpu.access]}
    if cpu.first_touch:
        one, every = cpu.first_touch[min(cpu.first_touch)], cpu.first_touch[max(cpu.first_touch)]
        block["first_touch"] = {"source": "cal-cpu", "one_thread": q(one, "s"),
                                **({"all_threads": q(every, "s")} if len(cpu.first_touch) > 1 else {})}
    return block, sources


def _cpu_details(cpu: CpuMeasurements) -> dict[str, Any]:
    return {
        "fallback": cpu.fallback,
        "seconds": round(cpu.seconds, 2),
        "bandwidth_model": "min(sustained, threads x per_core)",
        "bandwidth_r2": None if cpu.bandwidth_r2 != cpu.bandwidth_r2 else round(cpu.bandwidth_r2, 4),
        "stream": [{"threads": s.threads, "array_bytes": s.array_bytes, "copy_best_Bps": float(f"{s.copy_Bps:.4g}"),
                    "triad_best_Bps": float(f"{s.triad_Bps:.4g}"), "triad_median_Bps": float(f"{s.triad_median_Bps:.4g}"),
                    "copy_s": _round(s.copy_s), "triad_s": _round(s.triad_s)} for s in cpu.stream],
        "peak": [{"precision": p.precision, "threads": p.threads, "ops_per_s": float(f"{p.ops_per_s:.4g}"),
                  "seconds": round(p.seconds, 4), "vector_bits": p.vector_bits} for p in cpu.peaks],
        "other_cores_busy": cpu.other_cores_busy,
        **({} if cpu.peaks_other_cores_busy is None else {"peaks_other_cores_busy": cpu.peaks_other_cores_busy}),  # absent: not measured
        "parallel_region_s": cpu.region_overhead_s,
        "notes": list(cpu.notes),
    }


def _cpu_energy_parts(info: CpuInfo, cpu: CpuMeasurements, power) -> dict[str, float]:
    """The activity model's busy-core and package wake-up power from the RAPL runs (:func:`.cpu.fit_cpu_energy_parts`),
    the vector instruction's energy taken from the core's table (the tables' zen2 figure where the core has none)."""
    from ..energy.cpuparts import cpu_parts
    from .cpu import fit_cpu_energy_parts

    one, every = cpu.peak("fp64", 1), cpu.peak("fp64", info.cores)
    if one is None or every is None:
        return {}
    parts = _parts_of(cpu_parts, info.microarchitecture or "zen2")
    if parts is None:
        return {}
    bits = every.vector_bits or 64
    vector_j = parts.vector_op_j.value * (bits / parts.vector_op_bits) ** parts.vector_width_exponent.value
    return {k: float(f"{v:.4g}") for k, v in fit_cpu_energy_parts(power, info.cores, one.ops_per_s, every.ops_per_s, bits, vector_j).items()}


def _parts_of(cpu_parts, microarchitecture: str):
    from types import SimpleNamespace

    return cpu_parts(SimpleNamespace(microarchitecture=microarchitecture))


def _power(info: CpuInfo, cpu: CpuMeasurements, cores: int, sources: dict[str, Any], today: str) -> dict[str, Any]:
    peak_fp64 = (cpu.peak("fp64", info.cores) or cpu.peaks[0]).ops_per_s
    if cpu.power is not None:
        p = cpu.power
        details = {"idle_w": round(p.idle_w, 3), "busy_w": round(p.busy_w, 3)}
        if p.one_core_w is not None:
            details["one_core_w"] = round(p.one_core_w, 3)
            details["energy_parts"] = _cpu_energy_parts(info, cpu, p)
        sources["cal-power"] = {"kind": "measured", "reference": f"RAPL powercap counters ({', '.join(p.domains)})", "date": today,
                                "method": "package energy over an idle sleep and over the fp64 FMA runs on one thread and on every core",
                                "details": details}
        sources["est-epi"] = {"kind": "estimate", "reference": "RAPL busy/idle power and the measured peak; Horowitz ISSCC 2014 for DRAM",
                              "method": "energy per FLOP = (busy - idle) / peak fp64 rate; DRAM 200 pJ/B"}
        return {"tdp": {"value": q(max(p.busy_w, p.idle_w * 1.01), "W"), "source": "cal-power"},
                "idle_power": {"value": q(p.idle_w, "W"), "source": "cal-power"},
                "energy_per_flop": {"value": q(max(p.busy_w - p.idle_w, 1e-3) / peak_fp64, "J/FLOP"), "source": "est-epi"},
                "energy_per_byte": {"value": q(DRAM_J_PER_BYTE, "J/B"), "source": "est-epi"}}
    tdp = WATTS_PER_CORE * cores  # physical cores
    sources["est-power"] = {"kind": "estimate", "reference": "TDP model (no readable RAPL counters on this host)",
                            "method": f"TDP = {WATTS_PER_CORE:g} W per core; idle = {IDLE_FRACTION:g} x TDP; energy per FLOP = 0.6 x TDP / measured "
                                      "all-core fp64 peak; DRAM 200 pJ/B (Horowitz, ISSCC 2014)"}
    return {"tdp": {"value": q(tdp, "W"), "source": "est-power"},
            "idle_power": {"value": q(IDLE_FRACTION * tdp, "W"), "source": "est-power"},
            "energy_per_flop": {"value": q(0.6 * tdp / peak_fp64, "J/FLOP"), "source": "est-power"},
            "energy_per_byte": {"value": q(DRAM_J_PER_BYTE, "J/B"), "source": "est-power"}}


def build_descriptor(name: str, info: CpuInfo, cpu: CpuMeasurements, gpus: list[tuple[dict, dict]] | None = None,
                     today: str | None = None) -> dict[str, Any]:
    """The descriptor document; ``gpus`` is a list of (gpu block, its sources) from :mod:`.gpu`."""
    today = today or _dt.date.today().isoformat()
    block, sources = cpu_block(info, cpu, today)
    sources["est-node"] = {"kind": "estimate", "reference": "no wall-power meter",
                           "method": "rest of the node at idle (board, DRAM, disks, fans) not measurable from software: 0 W"}
    gpu_blocks = []
    for gpu_block, gpu_sources in gpus or []:
        gpu_blocks.append(gpu_block)
        sources.update(gpu_sources)
    description = f"{info.model}, {info.cores} cores" + (f" + {', '.join(g['model'] for g in gpu_blocks)}" if gpu_blocks else "") + \
        f"; measured by advisor calibrate on {today}"
    doc: dict[str, Any] = {"schema": SCHEMA, "name": name, "description": description, "sources": sources,
                           "node": {"base_power": {"value": "0 W", "source": "est-node"}}, "cpu": block}
    if gpu_blocks:
        doc["gpus"] = gpu_blocks
    return doc


def render(doc: dict[str, Any]) -> str:
    header = "# Measured by `advisor calibrate`; every number cites a source below (raw samples under details).\n"
    return header + yaml.safe_dump(doc, sort_keys=False, default_flow_style=None, width=140, allow_unicode=True)


def write_descriptor(path: str | Path, doc: dict[str, Any]) -> Platform:
    """Validate ``doc`` as the loader would read it back, then write it atomically; returns the loaded platform."""
    text = render(doc)
    platform = platform_from_data(yaml.safe_load(text), str(path))
    write_atomic(path, text)
    return platform
