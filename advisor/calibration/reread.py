"""Read a calibrated descriptor's raw samples back, to write the descriptor this version of ``calibrate`` makes of them.

``advisor calibrate`` keeps what it measured under its sources' ``details`` (the STREAM
sweep, the FMA-chain peaks, the parallel-region time) and the access profile in the
``cpu`` block. When the rules that turn measurements into a descriptor improve (naming
the microarchitecture from the CPUID, telling SMT siblings shown as cores), an old
descriptor can be brought up to date from those samples without measuring again: the
measurements are rebuilt as :mod:`.cpu` returned them and :func:`.descriptor.build_descriptor`
writes them anew. The GPU blocks are kept as they are. What the OS said that the
descriptor did not keep (the CPUID family and model, the CPU flags) is given by the caller.
"""

from __future__ import annotations

import statistics
from typing import Any

from ..schema.units import parse_quantity
from .cpu import AccessRun, CpuMeasurements, PeakResult, StreamResult
from .descriptor import build_descriptor
from .sysinfo import CpuInfo


def measurements(doc: dict[str, Any], microarchitecture: str) -> tuple[CpuInfo, CpuMeasurements]:
    """The CPU facts and measurements a calibrated descriptor ``doc`` was written from."""
    cpu, sources = doc["cpu"], doc["sources"]
    os_details = sources["os"].get("details", {})
    measured = sources["cal-cpu"]
    details = measured["details"]
    clock_method = sources["os"]["method"].split("clock: ", 1)[-1].split("; each of all", 1)[0]
    base = parse_quantity(cpu["base_clock"], "Hz")
    boost = _value(cpu["boost_clock"], "Hz")
    if cpu["boost_clock"].get("source") == "cal-boost" and "effective" in sources["cal-boost"]["method"]:
        boost = base  # calibrate derived it from the peaks; the OS gave none
    topology = os_details.get("topology") or cpu  # what the OS showed (older descriptors: their cpu block)
    info = CpuInfo(
        model=cpu["model"], vendor=os_details.get("vendor", ""), sockets=int(topology["sockets"]),
        cores_per_socket=int(topology["cores_per_socket"]), threads_per_core=int(topology["threads_per_core"]),
        base_clock_hz=base, boost_clock_hz=boost, simd_width_bits=int(cpu["simd_width_bits"]),
        llc_bytes=parse_quantity(cpu["llc_size"], "B"), caches=dict(os_details.get("caches_bytes", {})),
        clock_method=clock_method, notes=tuple(os_details.get("notes", ())), microarchitecture=microarchitecture,
        guest=cpu.get("address_translation") == "nested",
    )
    stream = tuple(StreamResult(s["threads"], s["copy_best_Bps"], s["triad_best_Bps"],
                                s["copy_best_Bps"] * min(s["copy_s"]) / statistics.median(s["copy_s"]), s["triad_median_Bps"],
                                s["array_bytes"], tuple(s["copy_s"]), tuple(s["triad_s"])) for s in details["stream"])
    peaks = tuple(PeakResult(p["precision"], p["threads"], p["ops_per_s"], p["seconds"], p["vector_bits"]) for p in details["peak"])
    access = tuple(_access_run(run) for run in cpu.get("access_profile", {}).get("runs", ()))
    touch = cpu.get("first_touch") if isinstance(cpu.get("first_touch"), dict) else {}
    first_touch = ({} if touch.get("source") != "cal-cpu" else
                   {1: parse_quantity(touch["one_thread"], "s")} | ({info.cores: parse_quantity(touch["all_threads"], "s")}
                                                                  if "all_threads" in touch else {}))
    method = measured["method"].rsplit("by footprint); ", 1)[-1]
    notes = tuple(n for n in details.get("notes", ()) if "other work shares the cores" not in n)  # judged again below
    return info, CpuMeasurements(stream, peaks, method, bool(details.get("fallback")), None, details.get("bandwidth_r2") or 1.0,
                                 details.get("seconds", 0.0), notes, details.get("other_cores_busy"), details.get("parallel_region_s"),
                                 access, first_touch, details.get("peaks_other_cores_busy"))


def reread(doc: dict[str, Any], microarchitecture: str, name: str | None = None) -> dict[str, Any]:
    """The descriptor this version writes from the samples of ``doc`` (its GPU blocks kept)."""
    info, cpu = measurements(doc, microarchitecture)
    gpu_sources = {key: value for key, value in doc["sources"].items() if key.startswith(("cal-gpu", "spec-gpu", "est-gpu"))}
    gpus = [(gpu, gpu_sources if index == 0 else {}) for index, gpu in enumerate(doc.get("gpus", ()))]
    today = doc["sources"]["cal-cpu"]["date"]
    rebuilt = build_descriptor(name or doc["name"], info, cpu, gpus, today)
    rebuilt["description"] = doc["description"].split("; measured")[0] + f"; measured by advisor calibrate on {today}, samples re-read"
    return rebuilt


def _value(entry: Any, dimension: str) -> float:
    return parse_quantity(entry["value"] if isinstance(entry, dict) else entry, dimension)


def _access_run(run: dict[str, Any]) -> AccessRun:
    latency = {op: parse_quantity(value, "s") for op, value in run["latency"].items()}
    curves = {pattern: {int(parse_quantity(footprint, "B")): parse_quantity(value, "s") for footprint, value in points.items()}
              for pattern, points in run.items() if pattern not in ("threads", "latency")}
    return AccessRun(int(run["threads"]), latency, curves)
