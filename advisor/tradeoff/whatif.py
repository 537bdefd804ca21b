"""What-if scaling of a platform: DVFS clocks, power caps, link bandwidth.

Every scenario is a ``dataclasses.replace`` of the frozen platform; the models
then run unchanged. What moves and what stays fixed:

Clock (DVFS), factor f on one device's clocks
    CPU: base and boost clocks x f (its compute roof is cores x clock x
    FLOPs/cycle). GPU: base and boost clocks and ``peak_flops`` x f (the GPU
    roof reads the stated peaks, so they are scaled with the clock). Fixed:
    memory bandwidth and latency (the DRAM has its own clock), cache sizes,
    launch overhead (host driver time), idle power (static). Busy power: dynamic
    power P = C V^2 f with V roughly proportional to f in the DVFS range, so
    TDP x f^a with a = 3 by default (``power_exponent``; 1 = fixed voltage);
    for the EPI model the energy per FLOP (C V^2) x f^(a-1), per byte fixed.
Power cap, a fraction c of the device's TDP on its busy power above idle
    The TDP model draws k x TDP above idle when busy (k = ``tdp_factor``, [jiang2017] eq. 19).
    A cap below that throttles the device to r = cap / (k x TDP): its compute
    roof slows in proportion (clocks and peaks x r) and it then draws exactly
    the cap (TDP x r). Proportional means energy per operation is unchanged
    (EPI model: per FLOP and per byte fixed). Memory bandwidth stays. Caps at or
    above k x TDP change nothing. The cap acts on the device's full-load draw;
    a serial CPU code that uses few cores is throttled as if the package were
    full (conservative for such codes).
Link bandwidth, factor f
    G (s/B, about 1/bandwidth) / f in both directions; L, o and g fixed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType

from ..core.counts import counts_at
from ..core.recommend import advise
from ..core.settings import Settings
from ..cpu.descriptor import Cpu
from ..errors import UsageError
from ..gpu.descriptor import Gpu
from ..platform import Platform
from ..workload import Kernel

SWEEPS = ("clock", "power-cap", "link")
DEFAULT_FACTORS = {"clock": (0.5, 0.75, 1.0, 1.25, 1.5), "power-cap": (0.2, 0.3, 0.4, 0.6, 1.0), "link": (0.25, 0.5, 1.0, 2.0, 4.0)}


# The DVFS model's range. Dynamic power C V^2 f with V between fixed and proportional to f gives an exponent from 1 to 3
# (a little more where leakage grows with V); no device's DVFS range spans more than a factor of 10 in clock.
MAX_POWER_EXPONENT = 4.0
MAX_CLOCK_FACTOR = 10.0
MIN_CLOCK_FACTOR = 1.0 / MAX_CLOCK_FACTOR  # the same span downwards (and clock^(a - 1) stays finite)


def check_dvfs(factors: Sequence[float], power_exponent: float) -> None:
    """Refuse clock factors or a power exponent outside the DVFS model's range (UsageError naming the parameter)."""
    if not 0 <= power_exponent <= MAX_POWER_EXPONENT:
        raise UsageError("power_exponent", f"busy power scales as clock^a with a from 0 to {MAX_POWER_EXPONENT:g} "
                                           f"(3: voltage follows the clock; 1: fixed voltage), got {power_exponent:g}")
    beyond = [f for f in factors if not MIN_CLOCK_FACTOR <= f <= MAX_CLOCK_FACTOR]
    if beyond:
        raise UsageError("clock_factors", f"a DVFS clock factor is from {MIN_CLOCK_FACTOR:g} to {MAX_CLOCK_FACTOR:g}, got {beyond[0]:g}")


# A power cap is a share of the TDP: above 1 it caps nothing, and below 1 % no device runs. A link's bandwidth moves by
# less than 100x either way between the links of today (NVLink-C2C is 14x a PCIe 4 x16's): beyond, G leaves the range
# a LogGP fit of any link has (and at 1e308 leaves floating point).
MIN_CAP_FRACTION, MAX_CAP_FRACTION = 0.01, 1.0
MIN_LINK_FACTOR, MAX_LINK_FACTOR = 0.01, 100.0


def check_factors(sweep: str, factors: Sequence[float], power_exponent: float = 3.0) -> None:
    """Refuse a what-if sweep's factors outside its model's range (UsageError naming the parameter): before the work."""
    if sweep == "clock":
        check_dvfs(factors, power_exponent)
        return
    parameter, low, high, what = {
        "power-cap": ("cap_fractions", MIN_CAP_FRACTION, MAX_CAP_FRACTION, "a power cap (a fraction of the TDP)"),
        "link": ("link_factors", MIN_LINK_FACTOR, MAX_LINK_FACTOR, "a link bandwidth factor"),
    }[sweep]
    beyond = [f for f in factors if not low <= f <= high]
    if beyond:
        raise UsageError(parameter, f"{what} is from {low:g} to {high:g}, got {beyond[0]:g}")


def scale_cpu_clock(platform: Platform, factor: float, power_exponent: float = 3.0) -> Platform:
    check_dvfs((factor,), power_exponent)
    cpu = platform.cpu
    return replace(platform, cpu=_cpu_scaled(cpu, factor, factor ** power_exponent, factor ** (power_exponent - 1)))


def scale_gpu_clock(platform: Platform, factor: float, power_exponent: float = 3.0) -> Platform:
    check_dvfs((factor,), power_exponent)
    gpus = tuple(_gpu_scaled(g, factor, factor ** power_exponent, factor ** (power_exponent - 1)) for g in platform.gpus)
    return replace(platform, gpus=gpus)


def cap_ratio(tdp_w: float, cap_fraction: float, tdp_factor: float) -> float:
    """Throttle r = min(1, cap / (k x TDP)) of a device capped at ``cap_fraction`` x TDP above idle."""
    return min(1.0, cap_fraction * tdp_w / (tdp_factor * tdp_w)) if tdp_w > 0 else 1.0


def cap_cpu_power(platform: Platform, cap_fraction: float, tdp_factor: float = 0.6) -> Platform:
    r = cap_ratio(platform.cpu.tdp_w, cap_fraction, tdp_factor)
    return replace(platform, cpu=_cpu_scaled(platform.cpu, r, r, 1.0))


def cap_gpu_power(platform: Platform, cap_fraction: float, tdp_factor: float = 0.6) -> Platform:
    gpus = []
    for g in platform.gpus:
        r = cap_ratio(g.tdp_w, cap_fraction, tdp_factor)
        gpus.append(_gpu_scaled(g, r, r, 1.0))
    return replace(platform, gpus=tuple(gpus))


def scale_link(platform: Platform, factor: float) -> Platform:
    """The link's bandwidth times ``factor``: pinned copies, and pageable ones where measured (a derived pageable
    rate follows the pinned one and keeps its host staging copy, which is not the link)."""
    def faster(loggp):
        return None if loggp is None else replace(loggp, G_s_per_byte=loggp.G_s_per_byte / factor, below=faster(loggp.below))

    gpus = tuple(replace(g, link=replace(g.link, h2d=faster(g.link.h2d), d2h=faster(g.link.d2h), pageable_h2d=faster(g.link.pageable_h2d),
                                         pageable_d2h=faster(g.link.pageable_d2h))) for g in platform.gpus)
    return replace(platform, gpus=gpus)


def _times(value: float | Mapping[str, float], factor: float) -> float | Mapping[str, float]:
    if isinstance(value, Mapping):
        return MappingProxyType({k: v * factor for k, v in value.items()})
    return value * factor


def _cpu_scaled(cpu: Cpu, speed: float, tdp: float, per_flop: float) -> Cpu:
    return replace(cpu, base_clock_hz=cpu.base_clock_hz * speed, boost_clock_hz=cpu.boost_clock_hz * speed,
                   tdp_w=cpu.tdp_w * tdp, energy_per_flop_j=_times(cpu.energy_per_flop_j, per_flop))


def _gpu_scaled(gpu: Gpu, speed: float, tdp: float, per_flop: float) -> Gpu:
    peaks = MappingProxyType({p: v * speed for p, v in gpu.peak_flops_by_precision.items()})
    return replace(gpu, base_clock_hz=gpu.base_clock_hz * speed, boost_clock_hz=gpu.boost_clock_hz * speed,
                   peak_flops_by_precision=peaks, tdp_w=gpu.tdp_w * tdp, energy_per_flop_j=_times(gpu.energy_per_flop_j, per_flop))


def scenarios(sweep: str, factors: Sequence[float], settings: Settings, power_exponent: float = 3.0) -> list[tuple[str, float, Callable[[Platform], Platform]]]:
    """(target device, factor, platform transform) for each point of one sweep (its factors checked first)."""
    if sweep in SWEEPS:
        check_factors(sweep, factors, power_exponent)
    if sweep == "clock":
        return [(t, f, (lambda p, f=f, s=s: s(p, f, power_exponent))) for t, s in (("cpu", scale_cpu_clock), ("gpu", scale_gpu_clock)) for f in factors]
    if sweep == "power-cap":
        return [(t, f, (lambda p, f=f, s=s: s(p, f, settings.tdp_factor))) for t, s in (("cpu", cap_cpu_power), ("gpu", cap_gpu_power)) for f in factors]
    if sweep == "link":
        return [("link", f, (lambda p, f=f: scale_link(p, f))) for f in factors]
    raise ValueError(f"unknown what-if sweep {sweep!r} (have: {', '.join(SWEEPS)})")


@dataclass(frozen=True)
class WhatIf:
    sweep: str
    target: str  # "cpu", "gpu" or "link"
    factor: float
    kernel: str
    recommended: str
    cpu_time_s: float
    gpu_time_s: float | None
    cpu_energy_j: float
    gpu_energy_j: float | None
    cpu_cost: float
    gpu_cost: float | None
    gpu_bound: str | None


def what_if(kernels: Sequence[Kernel], platform: Platform, settings: Settings, sweep: str, factors: Sequence[float],
            dataset: str | None = None, overrides: Mapping[str, float] | None = None, power_exponent: float = 3.0) -> list[WhatIf]:
    counts = {k.name: counts_at(k, dataset, overrides) for k in kernels}
    rows = []
    for target, factor, transform in scenarios(sweep, factors, settings, power_exponent):
        scaled = transform(platform)
        for name, c in counts.items():
            evaluation, decision = advise(c, scaled, settings)
            cpu = evaluation.cpu
            gpu = evaluation.gpus[decision.best_gpu] if evaluation.gpus else None
            rows.append(WhatIf(sweep, target, factor, name, "gpu" if decision.on_gpu else "cpu", cpu.time_s, gpu and gpu.time_s,
                               cpu.energy_j, gpu and gpu.energy_j, decision.cpu_cost, decision.gpu_cost, gpu and gpu.bound))
    return rows
