"""What the OpenMP runtime costs a parallel loop: opening a parallel region (fork/join) and a barrier, by team size.

A ``parallel for`` starts (or wakes) a team of ``T`` threads, hands out the iterations and
joins them at its end; an ``omp for`` inside a parallel region ends at a barrier. Both grow
with the team: the EPCC syncbench micro-benchmarks [bull1999] time them as PARALLEL FOR and
BARRIER against thread count. GCC's libgomp gathers a team on one centralised counter that
every thread updates [libgomp-barrier], so its cost grows with the threads, one cache-line
transfer each (LLVM's libomp uses a tree, log-depth). Where ``advisor calibrate`` timed them
(an empty parallel loop and a barrier on each thread count it ran, ``fork_join``/``barrier``
of an access profile's runs) those times are used, interpolated linearly in T between the
runs; elsewhere the platform's ``parallel_region_overhead`` is the whole team's, and a team
of ``T`` costs

    fork_join(T) = fork_join(1) + (overhead - fork_join(1)) x (T - 1) / (T_all - 1)

with ``fork_join(1)`` = ONE_THREAD_FORK_JOIN_S; a barrier costs BARRIER_SHARE of a region
(no thread wake-up or work hand-out).
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING

from .arch import LINE_BYTES, find_cpu_arch
from .datasheet import profile_for
from .memo import per_cpu

if TYPE_CHECKING:
    from .descriptor import Cpu

LINE_TRANSFER_S = 100e-9  # a modified line fetched from another core, where no table says (tens of ns on one die, ~100+ across)
# libgomp (GCC 12), EPCC-style (delay(10) body, 200000 repetitions, best of 5, minus the serial reference), measured
# 2026-11-27 on a 2-vCPU KVM guest of a Zen 5 host: PARALLEL 0.50 / 3.2 us and BARRIER 0.31 / 1.2 us on 1 / 2 threads
# (calibrate's own measurement on a Zen 1 VM, 2026-11-24: 0.33 us for a team of one)
ONE_THREAD_FORK_JOIN_S = 0.5e-6
BARRIER_SHARE = 0.4  # a barrier's share of a parallel region's overhead (1.2 / 3.2 us on two threads there)


@per_cpu
def fork_join_s(cpu: Cpu, threads: int) -> float:
    """One parallel region opened and joined by ``threads`` threads."""
    measured = _measured(cpu, "fork_join", threads)
    return measured if measured is not None else _by_team(cpu, threads)


@per_cpu
def barrier_s(cpu: Cpu, threads: int) -> float:
    """One barrier of ``threads`` threads (where not measured, none for a team of one)."""
    measured = _measured(cpu, "barrier", threads)
    if measured is not None:
        return measured
    return BARRIER_SHARE * fork_join_s(cpu, threads) if threads > 1 else 0.0


def _by_team(cpu: Cpu, threads: int) -> float:
    whole = cpu.parallel_region_overhead_s
    one = min(ONE_THREAD_FORK_JOIN_S, whole) if whole > 0 else 0.0
    if threads <= 1 or cpu.threads <= 1:
        return one if threads <= 1 else whole
    return one + (whole - one) * (min(threads, cpu.threads) - 1) / (cpu.threads - 1)


def _measured(cpu: Cpu, what: str, threads: int) -> float | None:
    """``what`` as the profile's runs timed it: at a measured team size, or interpolated linearly in the threads
    between two (held at the ends); None where fewer than two runs timed it and none at this size."""
    profile = profile_for(cpu)
    if profile is None:
        return None
    points = sorted((run.threads, run.latency_s[what]) for run in profile.runs if what in run.latency_s)
    exact = [seconds for team, seconds in points if team == threads]
    if exact:
        return exact[0]
    if len(points) < 2:
        return None
    if threads <= points[0][0]:
        return points[0][1]
    for (t0, s0), (t1, s1) in itertools.pairwise(points):
        if threads <= t1:
            return s0 + (s1 - s0) * (threads - t0) / (t1 - t0)
    return points[-1][1]


def line_transfer_s(cpu: Cpu) -> float:
    """A cache line another core has modified, fetched into this one: it comes through the shared last-level cache
    and its interconnect, at least that level's latency (the core's table, at the all-core clock)."""
    arch = find_cpu_arch(cpu.microarchitecture)
    if arch is None or len(arch.caches) < 2:
        return LINE_TRANSFER_S
    return arch.caches[-1].latency_cycles / cpu.busy_clock_hz


def reduction_combine_s(cpu: Cpu, threads: int, elements: float, element_bytes: float) -> float:
    """Combining an array reduction's per-thread copies at the end of a region: libgomp has each thread add its
    copy into the shared array in turn, under one lock, so every thread pulls every line of the array from the
    thread before it: threads x lines x a line transfer."""
    if threads <= 1 or elements <= 0:
        return 0.0
    lines = math.ceil(elements * element_bytes / LINE_BYTES)
    return threads * lines * line_transfer_s(cpu)
