"""Cache lines that threads of a team write at the same time: each such store waits for the line to come back.

A store needs its line in the core's cache, modified; when another core has just written the
same line, the line must first be transferred from that core (a coherence miss), whether the
threads write the same elements (``stride`` 0: a race, or an update the code leaves
unsynchronised) or different elements of one line (false sharing). In a parallel loop cut into
chunks of ``c`` iterations (the schedule's chunk, or static's ``ceil(trip / T)``; a collapsed loop's
chunk in iterations of its outermost loop), a store whose element moves by ``s`` bytes per iteration of the
parallel loop finds, in each neighbouring thread running in step with it, an element ``c x s``
bytes away: in the same ``L``-byte line with probability ``1 - c s / L`` (lines not aligned with
the chunks). With two neighbours, the share of its stores that find the line taken away is

    shared(s, c) = 1                               s = 0 (every thread stores every element)
                 = min(1, 2 max(0, 1 - c s / L))    0 < s

(0 once a chunk spans a line). Each such store costs one line transfer between cores,
:func:`advisor.cpu.runtime.line_transfer_s`, one after the other (a store buffer holds a few dozen
stores, fewer than a transfer's worth of iterations):

    coherence = sum over the loop's shared stores of shared(s, c) x lines x line_transfer

``lines``: new lines stored into per iteration (1 in place or down a column, element/L along a row).
A store the next iteration reads back (an accumulator kept in memory, ``chained``) waits on the
loop-carried path, its transfers added to the chain; the others are one more term of the loop's
per-iteration max (:mod:`advisor.cpu.signature`).

A critical section (``omp critical``) admits one thread at a time: each entry takes the lock's line
from the thread that held it last and the lines of the data it guards, two line transfers, and the
team's entries follow one another. Over the loop they take ``critical x iterations x 2 x
line_transfer`` whatever the threads, charged as ``critical x threads x 2 x line_transfer`` per
iteration of each thread (a lower bound: libgomp's mutex sleeps in the kernel when it waits long).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .arch import LINE_BYTES
from .runtime import line_transfer_s

if TYPE_CHECKING:
    from .descriptor import Cpu
    from .loops import CpuLoopCounts


def shared_share(stride_bytes: float, chunk: float) -> float:
    """The share of a store's executions whose line another thread of the team has just written (equation above).

    >>> shared_share(0.0, 32), shared_share(8.0, 6), shared_share(8.0, 3), shared_share(8.0, 8)
    (1.0, 0.5, 1.0, 0.0)
    """
    if stride_bytes <= 0:
        return 1.0
    return min(1.0, 2.0 * max(0.0, 1.0 - chunk * stride_bytes / LINE_BYTES))


def coherence_s(loop: CpuLoopCounts, threads: int, cpu: Cpu, chained: bool) -> float:
    """Seconds per iteration of ``loop`` that its shared stores on (``chained``) or off the loop-carried path wait
    for lines other threads hold (none on one thread)."""
    if threads <= 1 or not loop.shared_stores:
        return 0.0
    def chunk(trip: float) -> float:  # the schedule's chunk in iterations of the parallel loop (collapsed or not), or static's blocks
        schedule = loop.schedule
        if schedule is not None and schedule.chunk and schedule.trip > 0:
            return max(1.0, schedule.chunk * trip / schedule.trip)
        return math.ceil(trip / threads)

    transfers = sum(shared_share(stride, chunk(trip)) * lines
                    for stride, trip, lines, on_chain in loop.shared_stores if trip > 1 and on_chain == chained)
    return transfers * line_transfer_s(cpu)


def critical_s(loop: CpuLoopCounts, threads: int, cpu: Cpu) -> float:
    """Seconds per iteration of each thread that the team's critical sections take one after another (equation
    above; nothing on one thread, whose lock stays in its cache)."""
    if threads <= 1 or not loop.critical:
        return 0.0
    return loop.critical * threads * 2 * line_transfer_s(cpu)
