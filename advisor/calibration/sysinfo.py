"""What the operating system says about the CPU: model, topology, caches, clocks, SIMD, RAPL.

Linux only for the details (``/proc/cpuinfo``, ``/sys/devices/system/cpu``,
``lscpu``, ``/sys/class/powercap``); elsewhere the fields fall back to
``os.cpu_count()`` and are reported as such in ``notes``. Nothing here runs a
benchmark.
"""

from __future__ import annotations

import math
import os
import platform as _platform
import re
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

SYS_CPU = Path("/sys/devices/system/cpu")
POWERCAP = Path("/sys/class/powercap")


def hardware_threads() -> int:
    """The hardware threads this process may run on (its affinity)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def usable_cpus(proc_cgroup: Path = Path("/proc/self/cgroup"), root: Path = Path("/sys/fs/cgroup")) -> int:
    """How many CPUs this process can keep busy at once, for sharing out work: its :func:`hardware_threads`, fewer where
    its control group caps its CPU time (a container's ``--cpus``, a Kubernetes CPU limit), the cap rounded up.
    (``calibrate`` measures the hardware threads themselves: it keeps :func:`hardware_threads`.)"""
    threads, quota = hardware_threads(), cpu_quota(proc_cgroup, root)
    return threads if quota is None else max(1, min(threads, math.ceil(quota)))


def cpu_quota(proc_cgroup: Path = Path("/proc/self/cgroup"), root: Path = Path("/sys/fs/cgroup")) -> float | None:
    """The CPUs' worth of time per second that this process's control group and its ancestors allow (the least of
    them), None where none is capped or it cannot be read: cgroup v2 ``cpu.max`` (``QUOTA PERIOD``, or ``max``),
    v1 ``cpu.cfs_quota_us`` / ``cpu.cfs_period_us`` (-1: none), each read along the group's path as
    ``/proc/self/cgroup`` names it, from its own directory up to the hierarchy's root."""
    try:
        lines = proc_cgroup.read_text().splitlines()
    except OSError:
        return None
    caps = []
    for line in lines:
        _, controllers, path = line.split(":", 2) if line.count(":") >= 2 else ("", "-", "")
        if controllers == "":  # v2, mounted at the root or, beside v1, at unified/
            base = root if (root / "cgroup.controllers").exists() else root / "unified"
            caps += [_v2_cap(folder / "cpu.max") for folder in _up_from(base, path)]
        elif "cpu" in controllers.split(","):
            base = next((root / name for name in (controllers, "cpu", "cpu,cpuacct") if (root / name).is_dir()), None)
            if base is not None:
                caps += [_v1_cap(folder) for folder in _up_from(base, path)]
    known = [cap for cap in caps if cap is not None]
    return min(known) if known else None


def _up_from(base: Path, path: str) -> list[Path]:
    """``base/path`` and each folder above it up to ``base``."""
    parts = [part for part in path.split("/") if part and part != ".."]
    return [base.joinpath(*parts[:depth]) for depth in range(len(parts), -1, -1)]


def _v2_cap(file: Path) -> float | None:
    try:
        quota, period = file.read_text().split()[:2]
        return None if quota == "max" else int(quota) / int(period)
    except (OSError, ValueError):
        return None


def _v1_cap(folder: Path) -> float | None:
    try:
        quota = int((folder / "cpu.cfs_quota_us").read_text())
        return None if quota <= 0 else quota / int((folder / "cpu.cfs_period_us").read_text())
    except (OSError, ValueError):
        return None


@dataclass(frozen=True)
class CpuInfo:
    model: str
    vendor: str
    sockets: int
    cores_per_socket: int
    threads_per_core: int
    base_clock_hz: float
    boost_clock_hz: float
    simd_width_bits: int
    llc_bytes: float
    caches: dict[str, float] = field(default_factory=dict)  # "L1d" -> bytes per instance, ...
    clock_method: str = ""
    notes: tuple[str, ...] = ()
    microarchitecture: str = ""  # the advisor/cpu/arch table /proc/cpuinfo's identifiers select ("" none)
    guest: bool = False  # a VM guest (the 'hypervisor' flag): its page walks are nested

    @property
    def cores(self) -> int:
        return self.sockets * self.cores_per_socket


def _read(path: Path) -> str | None:
    try:
        return path.read_text().strip()
    except OSError:
        return None


THP_SETTING = Path("/sys/kernel/mm/transparent_hugepage/enabled")


def transparent_huge_pages(setting: Path = THP_SETTING) -> str | None:
    """The kernel's transparent-huge-page mode (``always``, ``madvise``, ``never``: the bracketed word), None
    where the file is missing (not Linux, or a kernel without THP)."""
    match = re.search(r"\[(\w+)\]", _read(setting) or "")
    return match.group(1) if match else None


def _size_bytes(text: str) -> float:
    match = re.match(r"\s*([\d.]+)\s*([KMG]?)", text)
    if not match:
        return 0.0
    return float(match.group(1)) * {"": 1, "K": 2**10, "M": 2**20, "G": 2**30}[match.group(2)]


def _cpuinfo() -> dict[str, str]:
    text = _read(Path("/proc/cpuinfo")) or ""
    info: dict[str, str] = {}
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() not in info:
            info[key.strip()] = value.strip()
    return info


def _lscpu() -> dict[str, str]:
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True, timeout=10, check=False, env={**os.environ, "LC_ALL": "C"}).stdout
    except (OSError, subprocess.TimeoutExpired):
        return {}
    return {k.strip(): v.strip() for k, _, v in (line.partition(":") for line in out.splitlines()) if v}


def simd_width_bits(flags: set[str]) -> int:
    """Widest vector registers the ISA flags announce (x86 names; 128 otherwise)."""
    if "avx512f" in flags:
        return 512
    if "avx" in flags or "avx2" in flags:
        return 256
    return 128


def caches() -> dict[str, float]:
    """Bytes per instance of each cache level/type, from sysfs (cpu0)."""
    found: dict[str, float] = {}
    for index in sorted((SYS_CPU / "cpu0" / "cache").glob("index*")):
        level, kind, size = (_read(index / n) for n in ("level", "type", "size"))
        if not (level and kind and size):
            continue
        name = f"L{level}" + {"Data": "d", "Instruction": "i"}.get(kind, "")
        found[name] = _size_bytes(size)
    return found


def _llc_total(lscpu: dict[str, str], per_instance: dict[str, float]) -> float:
    """Last-level cache of the whole node: lscpu's total ('32 MiB (1 instance)'), else sysfs per instance."""
    for key in ("L3 cache", "L2 cache"):
        if key in lscpu:
            match = re.match(r"([\d.]+)\s*([KMG])i?B?", lscpu[key])
            if match:
                return float(match.group(1)) * {"K": 2**10, "M": 2**20, "G": 2**30}[match.group(2)]
    for name in ("L3", "L2"):
        if name in per_instance:
            return per_instance[name]
    return 0.0


def _max_freq_hz() -> tuple[float | None, float | None]:
    base = _read(SYS_CPU / "cpu0" / "cpufreq" / "base_frequency")
    high = _read(SYS_CPU / "cpu0" / "cpufreq" / "cpuinfo_max_freq")
    return (float(base) * 1e3 if base else None, float(high) * 1e3 if high else None)


def microarchitecture(info: dict[str, str]) -> str:
    """The :mod:`advisor.cpu.arch` table that covers this core by ``/proc/cpuinfo``'s identifiers ("" when none):
    x86 ``vendor_id``, ``cpu family`` and ``model``; Arm ``CPU implementer`` and ``CPU part``."""
    from ..cpu.arch import identify_cpu_arch

    try:
        if "CPU implementer" in info:
            arch = identify_cpu_arch(info["CPU implementer"], None, int(info.get("CPU part", ""), 0))
        else:
            arch = identify_cpu_arch(info.get("vendor_id", ""), int(info.get("cpu family", "")), int(info.get("model", "")))
    except ValueError:
        return ""
    return arch.name if arch else ""


def read_cpu_info() -> CpuInfo:
    """Model, topology, caches and clocks of this machine as the OS reports them."""
    notes: list[str] = []
    info, lscpu = _cpuinfo(), _lscpu()
    model = info.get("model name") or lscpu.get("Model name") or _platform.processor() or "unknown CPU"
    vendor = info.get("vendor_id") or lscpu.get("Vendor ID") or ""
    logical = os.cpu_count() or 1
    try:
        threads_per_core = int(lscpu.get("Thread(s) per core", "1"))
        cores_per_socket = int(lscpu.get("Core(s) per socket", str(logical // threads_per_core)))
        sockets = int(lscpu.get("Socket(s)", "1"))
    except ValueError:
        threads_per_core, cores_per_socket, sockets = 1, logical, 1
        notes.append("lscpu topology unreadable: assumed one thread per core")
    flags = set((info.get("flags") or lscpu.get("Flags") or "").split())
    per_instance = caches()
    base, high = _max_freq_hz()
    method = "cpufreq base_frequency / cpuinfo_max_freq"
    if base is None:
        mhz = info.get("cpu MHz") or lscpu.get("CPU MHz") or lscpu.get("CPU max MHz")
        base = float(mhz) * 1e6 if mhz else 0.0
        method = "/proc/cpuinfo 'cpu MHz' (no cpufreq: a VM or a fixed clock; boost taken equal)"
    if high is None or high < base:
        high = base
    if not base:
        notes.append("no clock reported by the OS")
    return CpuInfo(
        model=model,
        vendor=vendor,
        sockets=sockets,
        cores_per_socket=cores_per_socket,
        threads_per_core=threads_per_core,
        base_clock_hz=base,
        boost_clock_hz=high,
        simd_width_bits=simd_width_bits(flags),
        llc_bytes=_llc_total(lscpu, per_instance),
        caches=per_instance,
        microarchitecture=microarchitecture(info),
        guest="hypervisor" in flags,
        clock_method=method,
        notes=tuple(notes),
    )


# ---------------------------------------------------------------------------
# RAPL (Intel and AMD package energy counters through the powercap interface)


def rapl_domains() -> list[Path]:
    """Readable package-level RAPL energy counters (``intel-rapl:N``), empty when none."""
    found = []
    for zone in sorted(POWERCAP.glob("intel-rapl:*")) if POWERCAP.exists() else []:
        if zone.name.count(":") != 1:  # sub-zones (core, uncore, dram) are inside the package
            continue
        if _read(zone / "energy_uj") is not None:
            found.append(zone)
    return found


def rapl_power_w(seconds: float, domains: list[Path] | None = None) -> float | None:
    """Mean package power over ``seconds`` from the RAPL counters; None when unreadable."""
    domains = rapl_domains() if domains is None else domains
    if not domains:
        return None

    def sample() -> list[float]:
        return [float(_read(d / "energy_uj") or "nan") for d in domains]

    wrap = [float(_read(d / "max_energy_range_uj") or "inf") for d in domains]
    start, t0 = sample(), time.monotonic()
    time.sleep(seconds)
    end, t1 = sample(), time.monotonic()
    joules = sum(((e - s) % w if w != float("inf") else e - s) for s, e, w in zip(start, end, wrap)) / 1e6
    return joules / (t1 - t0)
