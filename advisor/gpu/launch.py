"""Kernel launch overhead.

Both GPU-kernel papers fit the time of an empty kernel linearly in its size:
the kernel-predictor paper [kleimenov2021] (sec. 4) per block size as ``gridSize * x1 + x2``,
the pipeline paper [zhang2024] (eq. 1) as ``l = 3.824e-6 us * threads + 2.882 us`` on an
RTX 2080 Ti. The platform descriptor holds that line (base, per thread); a
kernel pays it once per launch. A program started in a fresh process
(``HostCode.process``) pays the descriptor's first-launch cost once more, on its first
step: the module its kernels are in is loaded on first use where loading is lazy (CUDA's default,
[cuda-lazy-loading]), and the context does its first work: the shared H100 node's programs, run with eager
loading, took 50-70 us for a first launch whose kernel ran 17-23 us (warm launch + synchronize: 9 us):

    T_launch,s = launches_s * (base + per_thread * threads_per_launch_s)  (+ first, s = the first step)
    T_launch   = sum_s T_launch,s
"""

from __future__ import annotations

from .descriptor import LaunchOverhead
from .inputs import KernelAtSizes


def first_launch_s(counts: KernelAtSizes, launch: LaunchOverhead) -> float:
    """What the program's first launch costs on top of a warm one: the descriptor's ``first`` in a fresh process."""
    return (launch.first_s or 0.0) if counts.host.process == "fresh" else 0.0


def step_launch_times_s(counts: KernelAtSizes, launch: LaunchOverhead) -> list[float]:
    """Each step's launches, the first step's with the program's first launch."""
    times = [step.launches * launch.launch_time_s(step.threads_per_launch) for step in counts.steps]
    if times:
        times[0] = times[0] + first_launch_s(counts, launch)
    return times


def launch_time_s(counts: KernelAtSizes, launch: LaunchOverhead) -> float:
    return sum(step_launch_times_s(counts, launch))


def first_launch_note(counts: KernelAtSizes, launch: LaunchOverhead) -> str | None:
    """Why a fresh process's first launch is priced as a warm one, where it is."""
    if counts.host.process != "fresh" or launch.first_s is not None:
        return None
    return ("first launch priced as a warm one: the descriptor states no first-launch cost (launch_overhead.first, "
            "measured by advisor calibrate)")
