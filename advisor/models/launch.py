"""Kernel launch overhead.

Both GPU-kernel papers fit the time of an empty kernel linearly in its size:
the kernel-predictor paper [kleimenov2021] (sec. 4) per block size as ``gridSize * x1 + x2``,
the pipeline paper [zhang2024] (eq. 1) as ``l = 3.824e-6 us * threads + 2.882 us`` on an
RTX 2080 Ti. The platform descriptor holds that line (base, per thread); a
kernel pays it once per launch:

    T_launch = sum_steps launches * (base + per_thread * threads_per_launch)
"""

from __future__ import annotations

from ..counts import KernelCounts
from ..platform import LaunchOverhead


def launch_time_s(counts: KernelCounts, launch: LaunchOverhead) -> float:
    return sum(step.launches * launch.launch_time_s(step.threads_per_launch) for step in counts.steps)
