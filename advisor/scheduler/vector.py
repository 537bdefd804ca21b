"""The scalar models of :func:`advisor.recommend.evaluate`, over numpy arrays of raw tasks.

For raw tasks (one step, one precision, no cache re-reads; see
:mod:`advisor.scheduler.task`) the models reduce to closed forms over columns.
Everything that depends only on the platform (clocks x FLOPs per cycle per
precision, bandwidth roofs, LogGP constants, launch line, power) is computed
once per platform in :class:`PlatformRoofs` and cached by the caller.

CPU (advisor.models.devices, roofline.py, energy.py)::

    cores  = max(1, min(cpu_threads or C, C, ceil(parallelism)))
    peak   = cores * (boost if cores == 1 else base) * flops_per_cycle[p] / (lanes[p] if scalar code)
    BW     = min(BW_sustained, cores * BW_per_core)
    sync   = launches * parallel_region_overhead   (when cores > 1)
    t_CPU  = (max(flops / peak, dram_bytes / BW) + sync) * correction
    E_CPU  = t_CPU * (P_idle + k * TDP_CPU * cores / C)          (tdp)
           = t_CPU * P_idle + flops * e_flop[p] + bytes * e_byte   (epi)

GPU g (devices.py, loggp.py eq. 12, launch.py, energy.py)::

    peak   = min(1, parallelism / lanes_g) * peak_g[p]
    BW     = min(BW_sustained_g, parallelism * element_bytes / DRAM_latency_g)
    t_chip = max(flops / peak, dram_bytes / BW) * correction
    t_h2d  = L + o + (B - n) * G + (n - 1) * g      (0 when B = 0), same for d2h
    t_lau  = launches * (base + per_thread * threads)
    t_GPU  = t_h2d + t_lau + t_chip + t_d2h
    E_GPU  = (t_h2d + t_d2h + t_lau) * P_idle + t_chip * (P_idle + k * TDP_g)   (tdp)
           = (t_h2d + t_d2h + t_lau + t_chip) * P_idle + flops * e_flop_g[p] + bytes * e_byte_g   (epi)

The cheapest GPU (first on a tie) is the GPU option, as in ``evaluate``.
``tests/test_scheduler_vector.py`` checks that both paths decide alike.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..models import Weights
from ..platform import Platform
from ..workload import PRECISIONS
from .costs import CostFunction, cost_array
from .task import ELEMENT_BYTES


@dataclass(frozen=True)
class GpuRoofs:
    model: str
    lanes: float
    peak_flops: dict[str, float]
    bandwidth_Bps: float
    dram_latency_s: float
    h2d: tuple[float, float, float, float]  # L, o, g, G
    d2h: tuple[float, float, float, float]
    launch_base_s: float
    launch_per_thread_s: float
    tdp_w: float
    energy_per_flop_j: dict[str, float]  # by precision
    energy_per_byte_j: float


def _per_precision(value) -> dict[str, float]:  # noqa: ANN001 - a float or a Mapping by precision
    return dict(value) if hasattr(value, "items") else {p: float(value) for p in PRECISIONS}


@dataclass(frozen=True)
class PlatformRoofs:
    """Platform-derived constants of the models, computed once per platform."""

    name: str
    cores: int
    boost_hz: float
    base_hz: float
    flops_per_cycle: dict[str, float]
    lanes: dict[str, float]  # SIMD lanes per precision (a scalar code runs at 1 / lanes)
    bandwidth_Bps: float
    bandwidth_per_core_Bps: float
    idle_w: float
    cpu_tdp_w: float
    cpu_energy_per_flop_j: dict[str, float]  # by precision
    cpu_energy_per_byte_j: float
    gpus: tuple[GpuRoofs, ...]
    cpu_sync_s: float = 0.0  # parallel-region overhead per launch of a multithreaded step

    @classmethod
    def of(cls, platform: Platform) -> PlatformRoofs:
        cpu = platform.cpu
        gpus = tuple(
            GpuRoofs(
                model=g.model, lanes=float(g.fp_lanes), peak_flops=dict(g.peak_flops_by_precision),
                bandwidth_Bps=g.memory_bandwidth_sustained_Bps, dram_latency_s=g.dram_latency_s,
                h2d=(g.link.h2d.L_s, g.link.h2d.o_s, g.link.h2d.g_s, g.link.h2d.G_s_per_byte),
                d2h=(g.link.d2h.L_s, g.link.d2h.o_s, g.link.d2h.g_s, g.link.d2h.G_s_per_byte),
                launch_base_s=g.launch.base_s, launch_per_thread_s=g.launch.per_thread_s, tdp_w=g.tdp_w,
                energy_per_flop_j=_per_precision(g.energy_per_flop_j), energy_per_byte_j=g.energy_per_byte_j,
            )
            for g in platform.gpus
        )
        return cls(
            name=platform.name, cores=cpu.cores, boost_hz=cpu.boost_clock_hz, base_hz=cpu.base_clock_hz,
            flops_per_cycle=dict(cpu.flops_per_cycle_per_core),
            lanes={p: float(max(1, cpu.simd_width_bits // int(p[-2:]))) for p in PRECISIONS},
            bandwidth_Bps=cpu.memory_bandwidth_sustained_Bps, bandwidth_per_core_Bps=cpu.memory_bandwidth_per_core_Bps,
            idle_w=platform.idle_power_w, cpu_tdp_w=cpu.tdp_w, cpu_energy_per_flop_j=_per_precision(cpu.energy_per_flop_j),
            cpu_energy_per_byte_j=cpu.energy_per_byte_j, gpus=gpus, cpu_sync_s=cpu.parallel_region_overhead_s,
        )


@dataclass(frozen=True)
class Columns:
    """Raw tasks as float arrays (NaN cpu_threads = all cores); ``precision`` as codes into ``precision_names``."""

    flops: np.ndarray
    precision: np.ndarray  # int codes
    dram_bytes: np.ndarray
    h2d_bytes: np.ndarray
    d2h_bytes: np.ndarray
    h2d_messages: np.ndarray
    d2h_messages: np.ndarray
    launches: np.ndarray
    parallelism: np.ndarray
    threads: np.ndarray
    cpu_threads: np.ndarray
    vectorized: np.ndarray
    cpu_correction: np.ndarray | float = 1.0
    gpu_correction: np.ndarray | float = 1.0
    precision_names: tuple[str, ...] = PRECISIONS


@dataclass(frozen=True)
class Decisions:
    gpu: np.ndarray  # bool: GPU chosen
    valid: np.ndarray  # bool: the platform has the task's precision
    cpu_time_s: np.ndarray
    cpu_energy_j: np.ndarray
    cpu_cost: np.ndarray
    gpu_time_s: np.ndarray  # NaN where the platform has no GPU
    gpu_energy_j: np.ndarray
    gpu_cost: np.ndarray
    gpu_index: np.ndarray  # -1 where no GPU
    robustness: np.ndarray
    speedup: np.ndarray


def _by_precision(c: Columns, table: dict[str, float]) -> np.ndarray:
    """table[precision] per task (NaN where the table lacks it), by code lookup."""
    return np.array([table.get(p, np.nan) for p in c.precision_names], dtype=float)[c.precision]


def _roofline(flops: np.ndarray, peak: np.ndarray, dram_bytes: np.ndarray, bandwidth: np.ndarray) -> np.ndarray:
    with np.errstate(divide="ignore", invalid="ignore"):
        compute = np.where(flops > 0, flops / peak, 0.0)
        memory = np.where(dram_bytes > 0, dram_bytes / bandwidth, 0.0)
    return np.maximum(compute, memory)


def _loggp(total: np.ndarray, n: np.ndarray, params: tuple[float, float, float, float]) -> np.ndarray:
    L, o, g, G = params
    return np.where(total > 0, L + o + (total - n) * G + (n - 1) * g, 0.0)


def evaluate_columns(c: Columns, r: PlatformRoofs, weights: Weights, cost_fn: CostFunction,
                     energy_model: str = "tdp", tdp_factor: float = 0.6) -> Decisions:
    n = len(c.flops)
    element = _by_precision(c, ELEMENT_BYTES)
    # CPU
    wanted = np.where(np.isnan(c.cpu_threads), r.cores, np.minimum(c.cpu_threads, r.cores))
    cores = np.maximum(1.0, np.minimum(wanted, np.ceil(c.parallelism)))
    per_cycle = _by_precision(c, r.flops_per_cycle)
    per_cycle = np.where(c.vectorized, per_cycle, per_cycle / _by_precision(c, r.lanes))
    peak = cores * np.where(cores == 1, r.boost_hz, r.base_hz) * per_cycle
    bandwidth = np.minimum(r.bandwidth_Bps, cores * r.bandwidth_per_core_Bps)
    sync = np.where(cores > 1, c.launches * r.cpu_sync_s, 0.0)
    cpu_t = (_roofline(c.flops, peak, c.dram_bytes, bandwidth) + sync) * c.cpu_correction
    if energy_model == "tdp":
        cpu_e = cpu_t * (r.idle_w + tdp_factor * r.cpu_tdp_w * cores / r.cores)
    else:
        cpu_e = cpu_t * r.idle_w + c.flops * _by_precision(c, r.cpu_energy_per_flop_j) + c.dram_bytes * r.cpu_energy_per_byte_j
    cpu_cost = cost_array(cost_fn, cpu_t, cpu_e, weights, cpu_t, cpu_e)
    valid = ~np.isnan(per_cycle)
    # GPUs: keep the cheapest
    best_cost = np.full(n, np.inf)
    best_t, best_e, best_i = np.full(n, np.nan), np.full(n, np.nan), np.full(n, -1)
    for index, g in enumerate(r.gpus):
        g_peak = np.minimum(1.0, c.parallelism / g.lanes) * _by_precision(c, g.peak_flops)
        g_bw = np.minimum(g.bandwidth_Bps, c.parallelism * element / g.dram_latency_s)
        chip = _roofline(c.flops, g_peak, c.dram_bytes, g_bw) * c.gpu_correction
        h2d = _loggp(c.h2d_bytes, c.h2d_messages, g.h2d)
        d2h = _loggp(c.d2h_bytes, c.d2h_messages, g.d2h)
        launch = c.launches * (g.launch_base_s + g.launch_per_thread_s * c.threads)
        t = h2d + launch + chip + d2h
        if energy_model == "tdp":
            e = (h2d + d2h + launch) * r.idle_w + chip * (r.idle_w + tdp_factor * g.tdp_w)
        else:
            e = (h2d + d2h + launch + chip) * r.idle_w + c.flops * _by_precision(c, g.energy_per_flop_j) + c.dram_bytes * g.energy_per_byte_j
        cost = cost_array(cost_fn, t, e, weights, cpu_t, cpu_e)
        valid &= ~np.isnan(g_peak)
        better = (cost < best_cost) | (best_i < 0)
        best_cost = np.where(better, cost, best_cost)
        best_t, best_e = np.where(better, t, best_t), np.where(better, e, best_e)
        best_i = np.where(better, index, best_i)
    has_gpu = best_i >= 0
    gpu = has_gpu & (best_cost < cpu_cost)
    low, high = np.minimum(cpu_cost, best_cost), np.maximum(cpu_cost, best_cost)
    with np.errstate(divide="ignore", invalid="ignore"):
        robustness = np.where(has_gpu, np.where(low > 0, high / low, np.inf), np.nan)
        speedup = np.where(has_gpu, np.where(best_t > 0, cpu_t / best_t, np.inf), np.nan)
    return Decisions(gpu, valid, cpu_t, cpu_e, cpu_cost, best_t, best_e, np.where(has_gpu, best_cost, np.nan),
                     best_i, robustness, speedup)
