"""What the OpenMP runtime costs a parallel loop: opening a parallel region (fork/join) and a barrier, by team size.

A ``parallel for`` starts (or wakes) a team of ``T`` threads, hands out the iterations and
joins them at its end; an ``omp for`` inside a parallel region ends at a barrier. Both grow
with the team: the EPCC syncbench micro-benchmarks [bull1999] time them as PARALLEL FOR and
BARRIER against thread count. Where ``advisor calibrate`` timed them (an empty parallel
loop and a barrier on each thread count it ran, ``fork_join``/``barrier`` of an access
profile's runs) those times are used, interpolated in log2(T) between the runs; elsewhere
the platform's ``parallel_region_overhead`` is the whole team's, and a team of ``T`` costs

    fork_join(T) = fork_join(1) + (overhead - fork_join(1)) x log2(T) / log2(T_all)

(a tree of wake-ups and joins, log-depth in libgomp's barrier [libgomp]); a barrier costs
BARRIER_SHARE of that beyond a team of one (no thread creation or work hand-out).
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..platform import Cpu
    from .profile import ThreadProfile

ONE_THREAD_FORK_JOIN_S = 0.33e-6  # GCC 12's libgomp, a team of one on a Zen 1 VM (validation/cpu/README.md, calibrate 2026-11-24)
BARRIER_SHARE = 0.5  # a barrier's share of a parallel loop's overhead beyond a team of one


def fork_join_s(cpu: Cpu, run: ThreadProfile, threads: int) -> float:
    """One parallel region opened and joined by ``threads`` threads."""
    measured = _measured(cpu, "fork_join", threads)
    return measured if measured is not None else _by_team(cpu, threads)


def barrier_s(cpu: Cpu, run: ThreadProfile, threads: int) -> float:
    """One barrier of ``threads`` threads (none for a team of one)."""
    if threads <= 1:
        return 0.0
    measured = _measured(cpu, "barrier", threads)
    if measured is not None:
        return measured
    return BARRIER_SHARE * max(0.0, fork_join_s(cpu, run, threads) - fork_join_s(cpu, run, 1))


def _by_team(cpu: Cpu, threads: int) -> float:
    whole = cpu.parallel_region_overhead_s
    one = min(ONE_THREAD_FORK_JOIN_S, whole) if whole > 0 else 0.0
    if threads <= 1 or cpu.threads <= 1:
        return one if threads <= 1 else whole
    return one + (whole - one) * math.log2(min(threads, cpu.threads)) / math.log2(cpu.threads)


def _measured(cpu: Cpu, what: str, threads: int) -> float | None:
    """``what`` as the profile's runs timed it: at a measured team size, or interpolated in log2(threads) between two
    (held at the ends); None where fewer than two runs timed it and none at this size."""
    if cpu.access_profile is None:
        return None
    points = sorted((run.threads, run.latency_s[what]) for run in cpu.access_profile.runs if what in run.latency_s)
    exact = [seconds for team, seconds in points if team == threads]
    if exact:
        return exact[0]
    if len(points) < 2:
        return None
    if threads <= points[0][0]:
        return points[0][1]
    for (t0, s0), (t1, s1) in itertools.pairwise(points):
        if threads <= t1:
            return s0 + (s1 - s0) * math.log2(threads / t0) / math.log2(t1 / t0)
    return points[-1][1]
