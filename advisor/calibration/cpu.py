"""CPU microbenchmarks: sustained memory bandwidth and peak operation rate, by thread count.

Bandwidth: STREAM [mccalpin1995] copy and triad over arrays of at least four
times the last-level cache, best of the repetitions (STREAM's convention; the
median is kept too), for 1 .. all threads. ``memory_bandwidth_per_core`` is the
one-thread triad, ``memory_bandwidth_sustained`` the best triad over thread
counts; the saturating model ``min(sustained, threads x per_core)`` -- the one
:meth:`advisor.cpu.descriptor.Cpu.memory_bandwidth` uses -- is scored against the
sweep with R^2.

Peak: independent chains of vector FMAs (fp64, fp32) and vector adds (int32) in
registers (``calibration/microbench.c``), on one thread and on all cores, best of
several short runs (full mode also repeats each STREAM process three times and
keeps the best): on a machine shared with other work the best run is the one
least disturbed.

Both run as a C program built by the system compiler (``-O3 -march=native
-fopenmp``). Without a compiler a NumPy fallback measures copy/triad and a
matrix product, and says so in ``method``: those numbers are lower bounds.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import numpy as np

from . import sysinfo
from .fitting import r_squared
from .toolchain import Build, ToolchainError, build

MEASURED_PRECISIONS = ("fp64", "fp32", "int32")
Step = Callable[[str], None]


@dataclass(frozen=True)
class StreamResult:
    threads: int
    copy_Bps: float  # best repetition
    triad_Bps: float
    copy_median_Bps: float
    triad_median_Bps: float
    array_bytes: int
    copy_s: tuple[float, ...]
    triad_s: tuple[float, ...]


@dataclass(frozen=True)
class PeakResult:
    precision: str
    threads: int
    ops_per_s: float
    seconds: float
    vector_bits: int
    spread: float = 0.0  # (best - worst) / best over the repetitions: a busy host scatters them


@dataclass(frozen=True)
class AccessRun:
    """Seconds per access of each canonical loop (``microbench access``) at each footprint, with ``threads`` running."""

    threads: int
    latency_s: dict[str, float]  # fma, add, divide, store_forward: one dependent operation; fork_join, barrier: of the team
    seconds: dict[str, dict[int, float]]  # pattern -> footprint bytes -> seconds per access


@dataclass(frozen=True)
class PowerResult:
    idle_w: float
    busy_w: float
    domains: tuple[str, ...]
    one_core_w: float | None = None  # the package over the one-thread fp64 FMA run (the activity model's parts)


@dataclass(frozen=True)
class CpuMeasurements:
    stream: tuple[StreamResult, ...]
    peaks: tuple[PeakResult, ...]
    method: str  # compiler + flags, or the fallback
    fallback: bool
    power: PowerResult | None
    bandwidth_r2: float
    seconds: float = 0.0
    notes: tuple[str, ...] = field(default_factory=tuple)
    other_cores_busy: float | None = None  # cores other processes kept busy meanwhile: a busy machine measures low
    region_overhead_s: float | None = None  # one OpenMP parallel loop opened and joined on all cores (EPCC syncbench [bull1999])
    access: tuple[AccessRun, ...] = ()  # the access profile (advisor.cpu.profile), empty in the NumPy fallback
    first_touch: dict[int, float] = field(default_factory=dict)  # threads -> seconds per 4 KiB page of fresh memory
    peaks_other_cores_busy: float | None = None  # the same over the peak runs alone (a few seconds of the whole)

    @property
    def busy_during_peaks(self) -> float | None:
        """Cores other work kept busy while the peaks ran, as far as known: the larger of the whole run's average and
        the peak runs' own (other work that starts or stops meanwhile weighs little in the whole run's average, and
        an all-core peak it halves reads as SMT siblings: :func:`hidden_smt`)."""
        known = [b for b in (self.other_cores_busy, self.peaks_other_cores_busy) if b is not None]
        return max(known) if known else None

    @property
    def per_core_Bps(self) -> float:
        return min(self.stream, key=lambda s: s.threads).triad_Bps

    @property
    def sustained_Bps(self) -> float:
        return max(s.triad_Bps for s in self.stream)

    def peak(self, precision: str, threads: int) -> PeakResult | None:
        return next((p for p in self.peaks if p.precision == precision and p.threads == threads), None)


def thread_counts(cores: int, quick: bool) -> list[int]:
    """1 .. cores: every count up to 4, then doubling, always ending at ``cores``; quick: 1, half, all."""
    if quick:
        return sorted({1, max(1, cores // 2), cores})
    counts = set(range(1, min(cores, 4) + 1))
    c = 4
    while c < cores:
        counts.add(c)
        c *= 2
    counts.add(cores)
    return sorted(counts)


def saturation_r2(results: tuple[StreamResult, ...]) -> float:
    per_core = min(results, key=lambda s: s.threads).triad_Bps
    sustained = max(s.triad_Bps for s in results)
    observed = [s.triad_Bps for s in results]
    fitted = [min(sustained, s.threads * per_core) for s in results]
    return r_squared(observed, fitted) if len(results) > 2 else 1.0


def _run(exe: Build, *args: str) -> dict:
    out = subprocess.run([str(exe.executable), *args], capture_output=True, text=True, timeout=600, check=False)
    if out.returncode != 0:
        raise ToolchainError(f"{exe.executable.name} {' '.join(args)} failed: {out.stderr.strip()[-500:]}")
    return json.loads(out.stdout)


def _stream(exe: Build, array_bytes: int, reps: int, threads: int) -> StreamResult:
    data = _run(exe, "stream", str(array_bytes), str(reps), str(threads))
    copy, triad = tuple(data["copy_s"]), tuple(data["triad_s"])
    return StreamResult(threads, data["copy_bytes"] / min(copy), data["triad_bytes"] / min(triad),
                        data["copy_bytes"] / statistics.median(copy), data["triad_bytes"] / statistics.median(triad),
                        array_bytes, copy, triad)


def _rapl_joules(domains) -> float:
    return sum(float((d / "energy_uj").read_text()) for d in domains) / 1e6


def measure_cpu(info: sysinfo.CpuInfo, quick: bool = False, step: Step | None = None, compile: bool = True) -> CpuMeasurements:
    """Run the bandwidth sweep and the peak kernels; ``step(label)`` is called before each measurement."""
    step = step or (lambda label: None)
    started = time.monotonic()
    others = OtherLoad()
    exe = None
    notes: list[str] = []
    if compile:
        try:
            step("compiling microbench.c")
            exe = build("microbench.c")
        except ToolchainError as exc:
            notes.append(f"C microbenchmarks unavailable ({str(exc).splitlines()[0]}); NumPy fallback used")
    else:
        step("no compilation requested")
    if exe is None:
        return _measure_numpy(info, quick, step, started, tuple(notes))

    array_bytes = int(max(4 * info.llc_bytes, 64 * 2**20))
    reps = 5 if quick else 20
    streams = []
    for threads in thread_counts(info.cores, quick):
        step(f"STREAM copy/triad, {threads} thread(s)")
        runs = [_stream(exe, array_bytes, reps, threads) for _ in range(1 if quick else 3)]
        streams.append(max(runs, key=lambda r: r.triad_Bps))
    # Peak is the best of several short runs: on a shared machine one long run measures the neighbours.
    seconds, tries = (0.1, 3) if quick else (0.3, 5)
    domains = sysinfo.rapl_domains()
    peaks, busy_w, one_w = [], None, None
    during_peaks = OtherLoad()
    for precision in MEASURED_PRECISIONS:
        for threads in sorted({1, info.cores}):
            step(f"peak {precision}, {threads} thread(s)")
            best, rates = None, []
            for _ in range(tries):
                before = (_rapl_joules(domains), time.monotonic()) if domains and precision == "fp64" else None
                data = _run(exe, "peak", precision, str(seconds), str(threads))
                if before is not None:
                    watts = (_rapl_joules(domains) - before[0]) / (time.monotonic() - before[1])
                    if threads == info.cores:
                        busy_w = max(busy_w or 0.0, watts)
                    if threads == 1 and info.cores > 1:
                        one_w = max(one_w or 0.0, watts)
                rates.append(data["ops"] / data["seconds"])
                if best is None or rates[-1] > best["ops"] / best["seconds"]:
                    best = data
            peaks.append(PeakResult(precision, threads, max(rates), best["seconds"], best["vector_bits"],
                                    (max(rates) - min(rates)) / max(rates)))
    peaks_busy = during_peaks.cores_busy()
    access = measure_access(exe, info, quick, step)
    region = access[-1].latency_s["fork_join"] if info.cores > 1 else None
    touch = measure_first_touch(exe, info, quick, step)
    power = None
    if domains and busy_w is not None:
        step("RAPL idle power")
        idle = sysinfo.rapl_power_w(0.5 if quick else 2.0, domains)
        if idle is not None and busy_w > 0:
            power = PowerResult(idle, busy_w, tuple(d.name for d in domains), one_w)
    stream = tuple(streams)
    busy = others.cores_busy()
    if busy is not None and busy > 0.25:
        notes.append(f"warning: other work kept {busy:.2f} of {info.cores} cores busy during calibration: "
                     "bandwidth and peak are likely low; calibrate again when the machine is idle")
    measured = CpuMeasurements(stream, tuple(peaks), exe.how, False, power, saturation_r2(stream), time.monotonic() - started,
                               (), busy, region, access, touch, peaks_busy)
    notes += busy_host_warnings(measured.peaks, info, measured.busy_during_peaks)
    if sysinfo.transparent_huge_pages() not in ("always", "madvise"):
        notes.append("note: no transparent huge pages here: the access profile's `lines` curve beyond the TLBs' reach "
                     "holds a page walk per line, which the model also charges to the walks themselves")
    return replace(measured, notes=tuple(notes))


FIRST_TOUCH_BYTES = 256 * 2**20  # 65536 pages: milliseconds of faults, far above glibc's mmap threshold


def fit_cpu_energy_parts(power: PowerResult, cores: int, one_flops_per_s: float, all_flops_per_s: float, vector_bits: int,
                         vector_op_j: float) -> dict[str, float]:
    """The activity energy model's CPU parts (:mod:`advisor.energy.cpuparts`) from RAPL over the fp64 FMA runs on one
    thread and on every core, with the table's energy per vector FMA instruction (``vector_op_j``, at
    ``vector_bits``) taken as given -- two runs cannot separate three parts::

        instructions/s  r = FLOP/s / (2 x vector_bits / 64)
        core_active_w   = ((P_all - P_one) - (r_all - r_one) x e_op) / (cores - 1)
        uncore_active_w = P_one - P_idle - core_active_w - r_one x e_op

    One core runs at the boost clock and every core at the all-core clock: the clock difference is not corrected for
    (an estimate of the parts at the all-core clock). Empty without the one-thread run."""
    if power.one_core_w is None or cores < 2:
        return {}
    lanes = max(vector_bits // 64, 1)
    r_one, r_all = one_flops_per_s / (2 * lanes), all_flops_per_s / (2 * lanes)
    core = ((power.busy_w - power.one_core_w) - (r_all - r_one) * vector_op_j) / (cores - 1)
    uncore = power.one_core_w - power.idle_w - core - r_one * vector_op_j
    return {"core_active_w": core, "uncore_active_w": uncore, "vector_op_j_from_table": vector_op_j, "vector_bits": float(vector_bits)}


def measure_first_touch(exe: Build, info: sysinfo.CpuInfo, quick: bool, step: Step) -> dict[int, float]:
    """Seconds per 4 KiB page that a program pays writing memory it has just allocated (:mod:`advisor.cpu.pages`),
    on one thread and on all of them."""
    touch = {}
    for threads in sorted({1, info.cores}):
        step(f"first touch, {threads} thread(s)")
        touch[threads] = _run(exe, "fault", str(FIRST_TOUCH_BYTES // (4 if quick else 1)), str(threads))["seconds_per_page"]
    return touch


MAX_TURBO_RATIO = 1.6  # single-core / all-core clock of current x86 parts stays below this
SMT_WAYS = (2, 4, 8)  # hardware threads per core that SMT implementations have (Intel and AMD 2, IBM POWER 4 and 8)
SMT_TOLERANCE = 0.25  # how far from k the one-thread / each-of-all ratio may be, per k, for k-way sharing
QUIET_CORES = 0.25  # other work keeping more cores busy than this makes a shortfall ambiguous


def hidden_smt(peaks: tuple[PeakResult, ...], info: sysinfo.CpuInfo, other_cores_busy: float | None = None) -> tuple[int, str]:
    """How many of the cores the OS shows share one physical core (1: none), and why.

    A VM's vCPUs are often SMT siblings shown as cores (AWS, Google Cloud and Azure document
    a vCPU as one hardware thread of a core): two siblings share a core's FMA units, so with
    every vCPU busy each runs its FMA chains at about half of one vCPU alone, where turbo
    alone explains at most MAX_TURBO_RATIO. A ratio near k >= 2 (median over precisions;
    every vCPU count divisible by k) on a host known to be quiet (other work measured below
    QUIET_CORES, every peak repeating within PEAK_SPREAD_WARNING) is taken as k-way sharing;
    elsewhere the shortfall may be other work, and nothing is concluded."""
    if info.threads_per_core > 1:
        return 1, ""  # the OS shows its SMT siblings: cores are cores
    if other_cores_busy is None or other_cores_busy > QUIET_CORES or any(p.spread > PEAK_SPREAD_WARNING for p in peaks):
        return 1, ""  # a host not known to be quiet: the shortfall may be other work
    ratios = []
    for precision in ("fp64", "fp32", "int32"):
        one = next((p for p in peaks if p.precision == precision and p.threads == 1), None)
        every = next((p for p in peaks if p.precision == precision and p.threads == info.cores and p.threads > 1), None)
        if one and every:
            ratios.append(one.ops_per_s / (every.ops_per_s / every.threads))
    if not ratios:
        return 1, ""
    ratio = sorted(ratios)[len(ratios) // 2]
    for ways in SMT_WAYS:
        if ratio > MAX_TURBO_RATIO and abs(ratio - ways) <= SMT_TOLERANCE * ways / 2 and info.cores_per_socket % ways == 0:
            return ways, (f"each of all {info.cores} cores ran its FMA chains at 1/{ratio:.2f} of one alone (median over precisions), "
                          f"more than turbo explains: taken as {info.cores // ways} physical cores of {ways} hardware threads each")
    return 1, ""


PEAK_SPREAD_WARNING = 0.15  # repetitions of one FMA-chain peak more than 15 % apart
ALL_CORES_SHORTFALL = 0.6  # all cores together below 60 % of cores x one core's rate at the base clock


def busy_host_warnings(peaks: tuple[PeakResult, ...], info: sysinfo.CpuInfo, other_cores_busy: float | None = None) -> list[str]:
    """What the peaks say about other work: repetitions that scatter, or all cores far below cores x one core.

    A quiet host repeats an FMA chain within a few per cent, and its all-core peak is about
    cores x the one-core peak x base / boost clock; other work shows as scatter or as a
    shortfall of the all-core run, whose threads share cores with it.
    """
    warnings = []
    scattered = [p for p in peaks if p.spread > PEAK_SPREAD_WARNING]
    if scattered:
        worst = max(scattered, key=lambda p: p.spread)
        warnings.append(f"warning: repetitions of the {worst.precision} peak on {worst.threads} thread(s) differ by "
                        f"{100 * worst.spread:.0f} %: the host is busy; calibrate again when it is idle")
    by_key = {(p.precision, p.threads): p for p in peaks}
    clock = info.base_clock_hz / info.boost_clock_hz if info.base_clock_hz and info.boost_clock_hz else 1.0
    if hidden_smt(peaks, info, other_cores_busy)[0] > 1:
        return warnings  # the shortfall is SMT siblings shown as cores (descriptor.hidden_smt), not other work
    for precision in MEASURED_PRECISIONS:
        one, every = by_key.get((precision, 1)), by_key.get((precision, info.cores))
        if one and every and info.cores > 1 and every.ops_per_s < ALL_CORES_SHORTFALL * info.cores * one.ops_per_s * clock:
            warnings.append(f"warning: the {precision} peak on all {info.cores} cores is {every.ops_per_s / (info.cores * one.ops_per_s):.0%} "
                            f"of {info.cores} x one core: other work shares the cores; calibrate again when the host is idle")
            break
    return warnings


STRIDED_MAX_FOOTPRINT = 2 * 2**20  # a 2 MiB column walk already allocates 270 MB (rows 8256 B apart)


def access_footprints(llc_bytes: float) -> list[int]:
    """8 KiB, 32 KiB, ... (x4) up to the first size at or above max(4 x LLC, 64 MiB): every cache level and DRAM."""
    sizes, size = [], 8 * 2**10
    while True:
        sizes.append(size)
        if size >= max(4 * llc_bytes, 64 * 2**20):
            return sizes
        size *= 4


def measure_access(exe: Build, info: sysinfo.CpuInfo, quick: bool, step: Step) -> tuple[AccessRun, ...]:
    """The access profile on one thread and on all cores (the model picks the run by the loop's threads)."""
    seconds = "0.05" if quick else "0.1"
    runs = []
    for threads in sorted({1, info.cores}):
        step(f"access profile, {threads} thread(s)")
        latency = {op: _run(exe, "access", f"chain_{op}", "0", str(threads), seconds)["seconds_per_access"]
                   for op in ("fma", "add", "divide", "memory")}
        # a volatile add is the add plus the store-to-load round trip
        latency["store_forward"] = max(0.0, latency.pop("memory") - latency["add"])
        # EPCC syncbench's PARALLEL FOR [bull1999], a team of `threads` (one: what OMP_NUM_THREADS=1 code pays);
        # best of three processes: now and then the idle vCPU of a VM wakes late for a whole process
        reps = str(2000 if quick else 20000)
        latency["fork_join"] = min(_run(exe, "region", reps, str(threads))["seconds_per_region"] for _ in range(3))
        latency["barrier"] = min(_run(exe, "barrier", reps, str(threads))["seconds_per_barrier"] for _ in range(3))
        curves: dict[str, dict[int, float]] = {}
        for pattern in ("contiguous", "scalar", "strided", "lines"):
            curves[pattern] = {}
            for footprint in access_footprints(info.llc_bytes):
                if pattern == "strided" and footprint > STRIDED_MAX_FOOTPRINT:
                    break
                data = _run(exe, "access", pattern, str(footprint), str(threads), seconds)
                curves[pattern][footprint] = data["seconds_per_access"]
        runs.append(AccessRun(threads, latency, curves))
    return tuple(runs)


class OtherLoad:
    """Cores kept busy by other processes (and the hypervisor's steal) since creation, from /proc/stat minus our own CPU time."""

    counts_niced = True  # a subclass may leave out processes running at a positive nice value

    def __init__(self) -> None:
        self.start = self._sample()

    @classmethod
    def _sample(cls) -> tuple[float, float, float] | None:
        try:
            with open("/proc/stat") as stat:
                fields = [float(x) for x in stat.readline().split()[1:]]
        except (OSError, ValueError):
            return None
        ticks = os.sysconf("SC_CLK_TCK")
        user_system = fields[0] + fields[2] + (fields[1] if cls.counts_niced else 0.0)  # user (nice) system
        busy = (user_system + sum(fields[5:8])) / ticks  # irq softirq steal
        ours = sum(os.times()[:4])  # this process and its finished children
        return busy, ours, time.monotonic()

    def cores_busy(self) -> float | None:
        end = self._sample()
        if self.start is None or end is None or end[2] - self.start[2] < 0.5:
            return None  # /proc/stat counts in 10 ms ticks: shorter windows say nothing
        others = (end[0] - self.start[0]) - (end[1] - self.start[1])
        return round(max(0.0, others / (end[2] - self.start[2])), 2)


def _measure_numpy(info: sysinfo.CpuInfo, quick: bool, step: Step, started: float, notes: tuple[str, ...]) -> CpuMeasurements:
    """Fallback without a C compiler: NumPy copy/triad (one thread) and matrix products (BLAS threads)."""
    n = int(max(4 * info.llc_bytes, 64 * 2**20)) // 8
    a, b, c = np.ones(n), np.full(n, 2.0), np.zeros(n)
    reps = 3 if quick else 10
    step("NumPy copy/triad, 1 thread")
    copy_s, triad_s = [], []
    for _ in range(reps):
        t0 = time.perf_counter()
        np.copyto(c, a)
        t1 = time.perf_counter()
        np.multiply(c, 3.0, out=a)
        np.add(a, b, out=a)
        triad_s.append(time.perf_counter() - t1)
        copy_s.append(t1 - t0)
    result = StreamResult(1, 16 * n / min(copy_s), 24 * n / min(triad_s), 16 * n / statistics.median(copy_s),
                          24 * n / statistics.median(triad_s), 8 * n, tuple(copy_s), tuple(triad_s))
    peaks = []
    for precision, dtype in (("fp64", np.float64), ("fp32", np.float32)):
        step(f"NumPy matmul {precision}")
        m = 512 if quick else 1024
        x = np.ones((m, m), dtype)
        x @ x
        t0 = time.perf_counter()
        x @ x
        elapsed = time.perf_counter() - t0
        peaks.append(PeakResult(precision, info.cores, 2.0 * m**3 / elapsed, elapsed, info.simd_width_bits))
    step("NumPy int32 add")
    v = np.ones(n // 2, np.int32)
    t0 = time.perf_counter()
    np.add(v, v, out=v)
    elapsed = time.perf_counter() - t0
    peaks.append(PeakResult("int32", 1, v.size / elapsed, elapsed, info.simd_width_bits))
    return CpuMeasurements((result,), tuple(peaks), "NumPy fallback (no C compiler): copy/triad, matmul, int add -- lower bounds",
                           True, None, 1.0, time.monotonic() - started, notes)
