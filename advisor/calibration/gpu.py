"""GPU part of ``advisor calibrate``: measure each CUDA device and build its descriptor block.

Needs CuPy (and, for power, nvidia-ml-py): ``pip install advisor[gpu]``.
:func:`unavailable_reason` says why the GPU part is skipped where it cannot run.
The fits are in :mod:`.fitting` (testable without a GPU), the measurements in
:mod:`.gpu_bench`. Transfers are fitted per direction to LogGP, once on the pinned
sweep (the link's ``h2d``/``d2h``) and once on the pageable one from written pages
(``link.pageable``: what ``cudaMemcpy`` from ordinary host memory, and CuPy's ``asarray``,
pay; split in size segments where the copy changes protocol), and the pageable copies into
and out of fresh pages give the cost per page (``link.pageable.fresh``). Launch overhead is the
line over all block sizes (``base + per_thread x threads``); the per-block
lines of the kernel-predictor paper [kleimenov2021] and the instruction latencies go into the
details too, since the descriptor schema has no field for them; so do the activity energy model's
parts measured with NVML's energy counter (:func:`fit_energy_parts`: the busy SMs' static power,
FFMA, shared, L1, L2 and DRAM energies, ``details.energy_parts``), which the energy model takes
from a descriptor that carries them (:func:`advisor.energy.gpuparts.with_measured`).
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any

from .descriptor import q
from .fitting import (
    LogGPFit,
    SegmentedLogGP,
    fit_fault_per_page,
    fit_launch_lines,
    fit_launch_overhead,
    fit_loggp,
    fit_loggp_segments,
    synchronous,
)

STEPS = 8
FP32_UNITS = {(3, None): 192, (5, None): 128, (6, 0): 64, (6, None): 128, (7, None): 64, (8, 0): 64, (8, None): 128,
              (9, None): 128, (10, None): 128, (12, None): 128}
FP64_UNITS = {(3, 5): 64, (3, 7): 64, (3, None): 8, (5, None): 4, (6, 0): 32, (6, None): 4, (7, 0): 32, (7, 2): 32,
              (7, None): 2, (8, 0): 32, (8, None): 2, (9, None): 64, (10, None): 64, (12, None): 2}
GDDR_J_PER_BYTE = 120e-12


def unavailable_reason() -> str | None:
    """None where CUDA is usable through CuPy, else a one-line reason."""
    try:
        import cupy
    except ImportError:
        return "CuPy is not installed (pip install 'advisor[gpu]')"
    try:
        count = cupy.cuda.runtime.getDeviceCount()
    except Exception as exc:  # noqa: BLE001 - CUDARuntimeError, driver missing, ...
        return f"no usable CUDA device ({type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else 'no driver'})"
    return None if count > 0 else "no CUDA device found"


def _lookup(table: dict, major: int, minor: int) -> int:
    return table.get((major, minor), table.get((major, None), 64))


def architecture(major: int, minor: int) -> str:
    """The platform's architecture of a measured compute capability (the descriptor checks it by the same rule)."""
    from ..gpu.descriptor import nvidia_architecture

    return nvidia_architecture(f"{major}.{minor}") or "ampere"  # newer than the table: refused when the descriptor loads


def _loggp_block(fit: LogGPFit, source: str | None = None) -> dict[str, Any]:
    return {**({"source": source} if source else {}), "L": q(fit.L_s, "s"), "o": q(fit.o_s, "s"), "g": q(fit.g_s, "s"),
            "G": q(fit.G_s_per_byte, "s/B")}


def _segmented_block(fit: SegmentedLogGP, source: str) -> dict[str, Any]:
    block = _loggp_block(fit.above, source)
    if fit.below is not None:
        block["below"] = {"bytes": q(fit.below_bytes, "B"), **_loggp_block(fit.below)}
    return block


@dataclass(frozen=True)
class TransferFits:
    """The link's copies as fitted: pinned LogGP, pageable LogGP from written pages (with size segments), and the
    cost per fresh page of each direction (pages of ``page_bytes``)."""

    pinned: dict[str, LogGPFit]
    pageable: dict[str, SegmentedLogGP]
    fresh_page_s: dict[str, float]
    page_bytes: float

    def link_blocks(self, source: str, fresh_process: dict | None = None) -> dict[str, Any]:
        """The descriptor's ``link`` entries ``h2d``, ``d2h`` and ``pageable`` (with its ``fresh`` costs, and its
        ``first`` copies where ``fresh_process``, :func:`.gpu_bench.fresh_process`, timed them)."""
        pageable = {d: _segmented_block(self.pageable[d], source) for d in ("h2d", "d2h")}
        pageable["fresh"] = {"source": source, "page": q(self.page_bytes, "B"),
                             **{d: q(self.fresh_page_s[d], "s") for d in ("h2d", "d2h")}}
        if fresh_process and "h2d_extra_s" in fresh_process:
            pageable["first"] = {"source": source, **{d: q(fresh_process[f"{d}_extra_s"], "s") for d in ("h2d", "d2h")}}
        return {"h2d": _loggp_block(self.pinned["h2d"], source), "d2h": _loggp_block(self.pinned["d2h"], source),
                "pageable": pageable}

    def details(self) -> dict[str, Any]:
        def fit_details(f: LogGPFit) -> dict[str, float]:
            return {"L_s": f.L_s, "o_s": f.o_s, "g_s": f.g_s, "G_s_per_byte": f.G_s_per_byte, "r2": f.r2,
                    "relative_rms": f.relative_rms, "points": f.points}

        return {"pinned": {d: fit_details(f) for d, f in self.pinned.items()},
                "pageable": {d: {**fit_details(f.above), "relative_rms_segments": f.relative_rms,
                                 **({"below_bytes": f.below_bytes, "below": fit_details(f.below)} if f.below else {})}
                             for d, f in self.pageable.items()},
                "fresh_page_s": self.fresh_page_s, "page_bytes": self.page_bytes}


def fit_transfers(sweep: dict) -> TransferFits:
    """Fit a :func:`.gpu_bench.transfer_sweep` (or rows of the same form from elsewhere): pinned per direction to
    LogGP, pageable-touched to LogGP with size segments (:func:`.fitting.fit_loggp_segments`), and the fresh-page
    sweep against the touched fit to a cost per page (:func:`.fitting.fit_fault_per_page`)."""
    issue = sweep.get("issue_s", {})
    pinned, pageable, fresh = {}, {}, {}
    for direction in ("h2d", "d2h"):
        rows = sweep["pinned"][direction]
        pinned[direction] = synchronous(fit_loggp([r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows], issue.get(direction)),
                                        any(r[1] > 1 for r in rows))
        rows = sweep["pageable-touched"][direction]
        pageable[direction] = fit_loggp_segments([r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows],
                                                 issue.get(direction))
        rows = [r for r in sweep["pageable-fresh"][direction] if r[1] == 1]
        sizes = [r[0] for r in rows]
        touched = pageable[direction].time_s(sizes, [1] * len(rows))
        fresh[direction] = fit_fault_per_page(sizes, [r[2] for r in rows], touched, sweep["page_bytes"])
    return TransferFits(pinned, pageable, fresh, float(sweep["page_bytes"]))


def fit_energy_parts(samples: dict) -> dict:
    """The activity energy model's parts (:mod:`advisor.energy.gpuparts`, SI) from :func:`.gpu_bench.energy_samples`.

    Each part's power above the sleeping warps' (the board with every SM holding resident warps that do nothing:
    idle plus the busy SMs' static power) over what it does, and each level of the memory less the levels a byte
    from there passes on its way (as the model charges a byte from DRAM at L1, L2 and DRAM)::

        busy_static_w_per_sm = (P_sleep - P_idle) / SMs
        fp32  = (E_ffma - P_sleep t_ffma) / (32 x FFMA warp instructions)
        shared = (E_lds - P_sleep t_lds) / bytes;  l1 likewise from L1 hits
        l2   = (E_l2 - P_sleep t_l2) / bytes - l1;   dram = (E_dram - P_sleep t_dram) / bytes - l2 - l1

    Empty where the samples were skipped; a part whose run is missing is left out (the table's stays)."""
    parts = samples.get("parts") or {}
    sleep = parts.get("sleep")
    if not sleep or "idle_w" not in samples or sleep["s"] <= 0:
        return {}
    sleep_w = sleep["j"] / sleep["s"]

    def above(name: str) -> float | None:
        p = parts.get(name)
        return None if not p or p["ops"] <= 0 else (p["j"] - sleep_w * p["s"]) / p["ops"]

    out = {"idle_w": samples["idle_w"], "busy_static_w_per_sm": max(sleep_w - samples["idle_w"], 0.0) / samples["sms"]}
    ffma = above("ffma")
    if ffma is not None:
        out["fp32"] = ffma / 32.0  # per thread-level operation: 32 lanes a warp instruction
    for name, level in (("lds", "shared"), ("ldg_l1", "l1")):
        value = above(name)
        if value is not None:
            out[level] = value
    l2, dram = above("ldg_l2"), above("ldg_dram")
    if l2 is not None and "l1" in out:
        out["l2"] = l2 - out["l1"]
        if dram is not None:
            out["dram"] = dram - l2
    return out


def calibrate_device(index: int, quick: bool, step, today: str) -> tuple[dict, dict]:
    """Measure device ``index``; returns its descriptor block and the sources it cites."""
    import cupy as cp

    from . import gpu_bench as bench

    with cp.cuda.Device(index):
        props = cp.cuda.runtime.getDeviceProperties(index)
        name = props["name"].decode() if isinstance(props["name"], bytes) else str(props["name"])
        major, minor = int(props["major"]), int(props["minor"])
        sms = int(props["multiProcessorCount"])
        clock_hz = bench.clock_hz(props)
        step("GPU transfers (LogGP sweep)")
        sweep = bench.transfer_sweep(quick)
        fits = fit_transfers(sweep)
        step("GPU device bandwidth")
        bandwidth = bench.device_bandwidth(quick)
        step("GPU peak FLOP/s")
        peaks = bench.peak_rates(quick)
        step("GPU launch overhead")
        launch_samples = bench.launch_sweep(quick)
        lines, overall = fit_launch_lines(launch_samples), fit_launch_overhead(launch_samples)
        step("GPU first copies and launch (fresh processes)")
        first = bench.fresh_process(index, quick)
        step("GPU instruction latency (PTX chains)")
        latencies = bench.instruction_latencies(quick)
        step("GPU DRAM latency (pointer chase)")
        dram = bench.dram_latency_s(quick)
        step("GPU power (NVML)")
        kernel = bench.module(index).get_function("peak_fp32")
        out = cp.empty(sms * 16 * 256, cp.float32)

        def busy() -> None:
            kernel((sms * 16,), (256,), (out, cp.int32(4096), cp.float32(0.999), cp.float32(1e-6)))
            cp.cuda.Device().synchronize()

        power = bench.nvml_power(index, busy)
        try:  # the activity energy model's parts, by NVML's energy counter (skipped where it cannot be read)
            energy = bench.energy_samples(index, quick)
        except Exception as exc:  # noqa: BLE001 - an energy run that fails leaves the rest of the calibration alone
            energy = {"skipped": f"{type(exc).__name__}: {exc}"}
    mem_clock = props.get("memoryClockRate", 0) * 1e3
    bus_bits = props.get("memoryBusWidth", 0)
    theoretical = 2 * mem_clock * bus_bits / 8 if mem_clock and bus_bits else bandwidth["Bps"] / 0.85
    fp32_units, fp64_units = _lookup(FP32_UNITS, major, minor), _lookup(FP64_UNITS, major, minor)
    sid = f"cal-gpu{index}"
    sources: dict[str, Any] = {
        sid: {"kind": "measured", "reference": f"advisor calibrate (calibration/cuda/microbench.cu) on {name}", "date": today,
              "method": "CuPy: event-timed empty-kernel launches over grids per block size, a fresh process's first launch "
                        "from a cubin and first pageable copies against later ones (host clock, driver API), float4 copy, FMA/IMAD register chains, "
                        "PTX dependent chains, pointer chase; host-timed cudaMemcpy sweeps fitted to LogGP: pinned, pageable from "
                        "written pages (size segments where the copy changes protocol), and pageable into and out of fresh "
                        "pages (a new mapping per copy, as a program's arrays) for the cost per page",
              "details": {
                  "loggp": fits.details(),
                  "transfer_samples": {k: {d: [list(r) for r in rows] for d, rows in sweep[k].items()} for k in bench.HOST_KINDS},
                  "issue_s": sweep["issue_s"], "transparent_huge_pages": sweep["transparent_huge_pages"],
                  "device_bandwidth": bandwidth, "peaks": peaks,
                  "launch_lines": {str(b): {"x1_s_per_block": f.slope, "x2_s": f.intercept, "r2": f.r2} for b, f in lines.items()},
                  "launch_overall": {"base_s": overall.intercept, "per_thread_s": overall.slope, "r2": overall.r2},
                  "launch_samples": {str(b): {"grids": g, "times_s": t} for b, (g, t) in launch_samples.items()},
                  "fresh_process": first,
                  "instructions": latencies, "dram_latency": dram, "nvml": power,
                  "energy_samples": energy, "energy_parts": fit_energy_parts(energy)}},
        f"spec-gpu{index}": {"kind": "spec", "reference": f"CUDA device properties of {name} (cudaGetDeviceProperties) and the "
                                                         "CUDA C++ Programming Guide's throughput table for compute capability "
                                                         f"{major}.{minor}"},
        f"est-gpu{index}": {"kind": "estimate", "reference": "NVML where readable, else board TDP fractions; Horowitz ISSCC 2014 for DRAM",
                            "method": "energy per FLOP = (busy - idle) / measured fp32 peak (NVML) or 0.6 x limit / peak; "
                                      "120 pJ per DRAM byte; theoretical bandwidth from memory clock x bus width (or sustained / 0.85)"},
    }
    power = power or {}
    limit = power.get("limit_w") or 250.0
    idle = power.get("idle_w") or 0.1 * limit
    busy = power.get("busy_w") or 0.6 * limit
    fp32_peak = peaks["fp32"]["ops_per_s"]
    block = {
        "source": sid, "model": name, "count": 1, "architecture": architecture(major, minor),
        "compute_capability": f"{major}.{minor}",
        "sms": {"value": sms, "source": f"spec-gpu{index}"},
        "fp32_units_per_sm": {"value": fp32_units, "source": f"spec-gpu{index}"},
        "fp64_units_per_sm": {"value": fp64_units, "source": f"spec-gpu{index}"},
        "base_clock": {"value": q(clock_hz, "Hz"), "source": f"spec-gpu{index}"},
        "boost_clock": {"value": q(clock_hz, "Hz"), "source": f"spec-gpu{index}"},
        "peak_flops": {p: q(v["ops_per_s"], "FLOP/s") for p, v in peaks.items()},
        "memory_size": {"value": q(float(props["totalGlobalMem"]), "B"), "source": f"spec-gpu{index}"},
        "memory_bandwidth": {"value": q(max(theoretical, bandwidth["Bps"]), "B/s"), "source": f"est-gpu{index}"},
        "memory_bandwidth_sustained": q(bandwidth["Bps"], "B/s"),
        "l2_size": {"value": q(float(props["l2CacheSize"]), "B"), "source": f"spec-gpu{index}"},
        "dram_latency": q(dram["seconds"], "s"),
        "max_threads_per_sm": {"value": int(props["maxThreadsPerMultiProcessor"]), "source": f"spec-gpu{index}"},
        "tdp": {"value": q(limit, "W"), "source": f"est-gpu{index}" if "limit_w" not in power else sid},
        "idle_power": {"value": q(idle, "W"), "source": f"est-gpu{index}" if "idle_w" not in power else sid},
        "energy_per_flop": {"value": q(max(busy - idle, 1.0) / fp32_peak, "J/FLOP"), "source": f"est-gpu{index}"},
        "energy_per_byte": {"value": q(GDDR_J_PER_BYTE, "J/B"), "source": f"est-gpu{index}"},
        "launch_overhead": {"base": q(max(overall.intercept, 1e-7), "s"), "per_thread": q(max(overall.slope, 0.0), "s"),
                            **({"first": q(first["launch_extra_s"], "s")} if "launch_extra_s" in first else {})},
        "link": {"pcie_generation": {"value": int(power.get("pcie_generation", 3)), "source": sid if "pcie_generation" in power else f"est-gpu{index}"},
                 "lanes": {"value": int(power.get("lanes", 16)), "source": sid if "lanes" in power else f"est-gpu{index}"},
                 **fits.link_blocks(sid, first)},
    }
    _check_peaks(block, sms, fp32_units, fp64_units, clock_hz, peaks, index, sources)
    return block, sources


def _check_peaks(block: dict, sms: int, fp32_units: int, fp64_units: int, clock_hz: float, peaks: dict, index: int, sources: dict) -> None:
    """The loader requires peak within 2x of sms x units x clock x 2; outside, keep the spec value and note the measured one."""
    for precision, units in (("fp32", fp32_units), ("fp64", fp64_units)):
        expected = sms * units * clock_hz * 2
        measured = peaks[precision]["ops_per_s"]
        if not expected / 2 <= measured <= expected * 2:
            block["peak_flops"][precision] = {"value": q(expected, "FLOP/s"), "source": f"spec-gpu{index}"}
            sources[f"cal-gpu{index}"]["details"].setdefault("notes", []).append(
                f"measured {precision} {measured:.4g} FLOP/s is not within 2x of the spec {expected:.4g}; spec value used")


def calibrate_gpus(quick: bool, step) -> list[tuple[dict, dict]]:
    import cupy as cp

    today = _dt.date.today().isoformat()
    return [calibrate_device(i, quick, step, today) for i in range(cp.cuda.runtime.getDeviceCount())]
