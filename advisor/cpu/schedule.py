"""How a parallel loop's iterations are shared among threads, and what the busiest thread gets.

OpenMP's ``static`` schedule (the default of GCC's libgomp and LLVM's libomp for a loop
without a ``schedule`` clause [openmp52], sec. 11.5.3) gives each of ``T`` threads one
contiguous chunk of ``c = ceil(n / T)`` of the loop's ``n`` iterations, the last thread
what is left. A loop whose inner work changes with its index (a triangle: ``for j >
i``) loads its threads unevenly, and the loop ends when the busiest thread ends::

    share(T) = max_t W(t c, min((t + 1) c, n)) / W(0, n),   W(a, b) = sum_{a <= q < b} w(q)

with ``w(q)`` the innermost iterations of iteration ``q``, kept as the coefficients of
``W(0, x)``, a polynomial in ``x`` (exact sums: :mod:`advisor.cpu.source.polynomial`).
Fewer iterations than threads leave threads idle: ``share`` is then one iteration's.
``schedule(static, k)`` deals chunks of ``k`` iterations round-robin: thread ``t`` gets
chunks ``t, t + T, t + 2T, ...`` and the busiest is the one whose chunks hold the most work
(a triangle dealt in small chunks comes out nearly even).
``dynamic`` and ``guided`` hand out iterations (chunks of ``k``, 1 by default) as threads
free up: the busiest thread does ``1/T`` of the work, or at least the largest single chunk.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..schema.expr import Expression

if TYPE_CHECKING:
    import numpy as np

KINDS = ("static", "dynamic", "guided", "auto", "runtime")  # OpenMP's schedule kinds; auto and runtime are taken as static


@dataclass(frozen=True)
class LoopSchedule:
    """A parallel loop's schedule, as formulas of the kernel's sizes."""

    kind: str
    trip: Expression  # iterations the threads share per entry into the loop
    prefix_work: tuple[Expression, ...]  # coefficients c_k of W(0, x) = sum_k c_k x**k
    chunk: Expression | None = None  # schedule(kind, chunk); None: static blocks of ceil(n / T), or 1 for dynamic


@dataclass(frozen=True)
class ScheduleCounts:
    """A :class:`LoopSchedule` at concrete sizes."""

    kind: str
    trip: float
    prefix_work: tuple[float, ...]
    chunk: float | None = None

    def work(self, first: float, end: float) -> float:
        """W(first, end): the work of iterations first .. end - 1."""
        return _polynomial(self.prefix_work, end) - _polynomial(self.prefix_work, first)


def _polynomial(coefficients: tuple[float, ...], x: float) -> float:
    return sum(c * x**k for k, c in enumerate(coefficients))


def busiest_share(schedule: ScheduleCounts | None, threads: int) -> float:
    """The busiest thread's share of the loop's work on ``threads`` threads (1/threads without a schedule).

    >>> even = ScheduleCounts("static", 32.0, (0.0, 10.0))     # 32 iterations of 10 each
    >>> busiest_share(even, 16), round(busiest_share(even, 12), 4)
    (0.0625, 0.0938)
    >>> triangle = ScheduleCounts("static", 4.0, (0.0, 3.5, 0.5))   # w(q) = q + 4: 4, 5, 6, 7
    >>> busiest_share(triangle, 2)    # (6 + 7) / 22
    0.5909090909090909
    >>> busiest_share(ScheduleCounts("static", 4.0, (0.0, 3.5, 0.5), chunk=1.0), 2)    # dealt in turn: (5 + 7) / 22
    0.5454545454545454
    >>> busiest_share(ScheduleCounts("static", 4.0, (0.0, 3.5, 0.5), chunk=3.0), 2)    # (4 + 5 + 6) / 22
    0.6818181818181818
    """
    if threads <= 1:
        return 1.0
    if schedule is None:
        return 1.0 / threads
    n = max(1.0, math.floor(schedule.trip + 1e-9))
    total = schedule.work(0.0, n)
    if not total > 0:
        return 1.0 / threads
    size = max(1.0, math.floor(schedule.chunk)) if schedule.chunk else None
    if schedule.kind in ("dynamic", "guided"):
        return min(1.0, max(1.0 / threads, _largest_chunk(schedule, n, min(size or 1.0, n)) / total))
    if size is not None and size * threads < n:
        return min(1.0, _dealt(schedule, n, size, threads) / total)
    chunk = int(size) if size is not None else math.ceil(n / threads)  # one chunk a thread at most
    busiest = max(schedule.work(first, min(first + chunk, n)) for first in _chunk_starts(n, chunk))
    return min(1.0, busiest / total)


DEALT_EXACTLY = 100_000  # chunks summed one by one up to this many; beyond, the bound below


def _dealt(schedule: ScheduleCounts, n: float, size: float, threads: int) -> float:
    """The busiest thread's work where chunks of ``size`` go round-robin to ``threads`` threads: summed chunk by
    chunk, or where there are very many, bounded by an even share plus the largest chunk (the first or the last
    for work monotone in the index)."""
    count = math.ceil(n / size)
    if count > DEALT_EXACTLY:
        return schedule.work(0.0, n) / threads + _largest_chunk(schedule, n, size)
    import numpy as np  # here: a schedule dealt chunk by chunk is rare, and a decision need not import numpy

    starts = np.arange(count, dtype=float) * size
    ends = np.minimum(starts + size, n)
    work = _polynomial_array(schedule.prefix_work, ends) - _polynomial_array(schedule.prefix_work, starts)
    return float(max(work[t::threads].sum() for t in range(min(threads, count))))


def _largest_chunk(schedule: ScheduleCounts, n: float, size: float) -> float:
    """The work of the larger end chunk of ``size`` iterations: the largest chunk where work is monotone in the index."""
    return max(schedule.work(0.0, size), schedule.work(n - size, n))


def _polynomial_array(coefficients: tuple[float, ...], x: np.ndarray) -> np.ndarray:
    import numpy as np

    return sum((c * x**k for k, c in enumerate(coefficients)), np.zeros_like(x))


def _chunk_starts(n: float, chunk: int) -> list[float]:
    """The first iteration of each thread's chunk (every chunk where there are few, else the first and the last
    two: for work monotone in the index the busiest is among them)."""
    count = math.ceil(n / chunk)
    if count <= 64:
        return [float(t * chunk) for t in range(count)]
    return [0.0, float((count - 2) * chunk), float((count - 1) * chunk)]
