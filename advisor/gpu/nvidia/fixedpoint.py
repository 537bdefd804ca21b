"""The bandwidth-limited latency fixed point of the kernel-predictor paper.

[kleimenov2021] sec. 3, Figs. 4 and 5: with a time model ``T(lat)`` of a wave (of an SM
for L1, of the GPU for L2 and DRAM) and the bytes ``D`` the wave moves through
a memory level of bandwidth ``B`` (bytes per cycle), repeat

    time  = T(lat)
    mul   = (D / time) / B          # demanded / available bandwidth
    lat   = lat x mul

until ``|time_old - time| <= eps``.  As written the loop also *lowers* the
latency below the unloaded one when the demand is under the bandwidth, and it
may oscillate or run away.  Our changes, each so that it always terminates:

* the latency is only raised: ``lat = max(lat0, lat x mul^damping)`` -- an
  unloaded level keeps its measured latency (raised only when
  demand/bandwidth > 1, floored at the unloaded latency);
* damping 0.5 (the geometric mean of old and new): at a fixed point of a
  linear ``T = a + k lat`` the undamped map has slope ``1 - k lat / T`` in
  [0, 1), the damped one ``1 - k lat / (2T)`` in [0.5, 1): monotone, no
  overshoot when T is only piecewise linear (max of several paths);
* the paper's test is relative here (``eps`` times the time), and the loop
  stops after ``max_iterations`` regardless;
* a time that does not depend on the latency (issue-bound) ends the loop at
  once (time unchanged), so the result is finally floored at ``D / B``: a
  level cannot move more bytes per cycle than its bandwidth whatever the
  latency model says.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

DAMPING = 0.5
EPSILON = 1e-6
MAX_ITERATIONS = 200


@dataclass(frozen=True)
class FixedPoint:
    time_cycles: float        # max(T(latency), demand / bandwidth)
    model_time_cycles: float  # T(latency) at the end
    latency_cycles: float     # the raised latency
    bandwidth_cycles: float   # demand / bandwidth
    iterations: int
    converged: bool


def raise_latency(time_of: Callable[[float], float], latency0_cycles: float, demand_bytes: float,
                  bandwidth_bytes_per_cycle: float, *, damping: float = DAMPING, epsilon: float = EPSILON,
                  max_iterations: int = MAX_ITERATIONS) -> FixedPoint:
    """Raise a memory level's latency until ``time_of`` leaves room for its traffic (Figs. 4-5)."""
    if bandwidth_bytes_per_cycle <= 0 or not math.isfinite(bandwidth_bytes_per_cycle):
        raise ValueError(f"bandwidth must be positive and finite, got {bandwidth_bytes_per_cycle!r}")
    demand = max(float(demand_bytes), 0.0)
    floor = demand / bandwidth_bytes_per_cycle
    lat = float(latency0_cycles)
    time = time_of(lat)
    converged, iterations = False, 0
    for iterations in range(1, max_iterations + 1):  # noqa: B007 - the count is reported after the loop
        if time <= 0 or demand <= 0:
            converged = True
            break
        mul = (demand / time) / bandwidth_bytes_per_cycle
        new_lat = max(latency0_cycles, lat * mul ** damping)
        new_time = time_of(new_lat)
        done = abs(new_time - time) <= epsilon * max(time, 1.0)
        lat, time = new_lat, new_time
        if done:
            converged = True
            break
    return FixedPoint(max(time, floor), time, lat, floor, iterations, converged)
