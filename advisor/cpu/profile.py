"""The CPU's measured access profile: the machine half of the loop-signature model.

Time per element access of canonical loops as a function of the bytes they
sweep (the "machine profile" of the PMaC convolution method, Snavely et al.
[snavely2002]; their MAPS benchmark measures the same curve). ``advisor calibrate`` measures it with
``calibration/microbench.c access``, on one thread and on all cores::

    access_profile:
      source: cal-cpu
      runs:
        - threads: 1
          latency: {fma: 1.08 ns, add: 0.81 ns, divide: 3.6 ns, store_forward: 2.5 ns,   # dependent operations
                    fork_join: 0.33 us}                        # optional: one parallel region, this many threads
          contiguous: {8 KiB: 0.03 ns, 32 MiB: 0.08 ns, ...}   # y[i] += s*x[i], vectorised
          scalar: {8 KiB: 0.19 ns, ...}                        # the same loop, not vectorised
          strided: {8 KiB: 0.41 ns, ...}                       # loads walking down columns
          lines: {8 KiB: 0.48 ns, 128 MiB: 8.4 ns}             # a line fetched where no prefetcher helps (huge pages)

Between two measured footprints the time is interpolated linearly in
log(footprint) (the curve steps at each cache size; the ramp stands for the
share of the sweep that still hits); outside them it is held at the end values.
The walks' curves step where the core's table (:mod:`advisor.cpu.arch`) says the
TLBs run out, when the measured grid (footprints 4x apart) straddles that reach
(:meth:`AccessCurve.stepped_at`): a column walk over 1,100 pages, inside Zen 1's
1,536-entry L2 TLB, costs what the 512-page point measured, not half way to a page
walk (2mm at LARGE on our Zen 1 VM: predicted 4.7x too slow by the ramp). A TLB's
step is sharp (a walk longer than its entries misses on every access); the caches'
are not (prefetchers, victim caches, partial hits), and stepping them made the
Zen 4 VM's LARGE set worse (23.9 to 28.3 % MAPE), so their ramps stay.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ..schema.units import UnitError, parse_quantity

PATTERNS = ("contiguous", "scalar", "strided", "lines")
OPTIONAL_PATTERNS = ("lines",)  # not in descriptors calibrated before it was measured
LATENCIES = ("fma", "add", "divide", "store_forward")  # add: also subtract, multiply, integer compare-select
OPTIONAL_LATENCIES = ("fork_join", "barrier")  # one parallel region opened and joined, one barrier, by a team of the run's threads
STEP_EDGES = (0.75, 1.25)  # a curve steps from one level's cost to the next's between these multiples of the reach


@dataclass(frozen=True)
class AccessCurve:
    """Seconds per access against bytes swept, footprints ascending."""

    footprints_bytes: tuple[float, ...]
    seconds: tuple[float, ...]

    def at(self, footprint_bytes: float) -> float:
        """Interpolated time per access at ``footprint_bytes``.

        >>> round(AccessCurve((1024.0, 4096.0), (1e-9, 3e-9)).at(2048.0), 15)
        2e-09
        """
        xs, ys = self.footprints_bytes, self.seconds  # at_each's rule for one footprint, without its list
        if footprint_bytes <= xs[0]:
            return ys[0]
        if footprint_bytes >= xs[-1]:
            return ys[-1]
        logs = self._log_footprints
        i = bisect.bisect_right(xs, footprint_bytes)
        share = (math.log(footprint_bytes) - logs[i - 1]) / (logs[i] - logs[i - 1])
        return ys[i - 1] + share * (ys[i] - ys[i - 1])

    def at_each(self, footprints_bytes: Iterable[float]) -> list[float]:
        """:meth:`at` of each footprint, in one call (a walk's :data:`~advisor.cpu.signature.WALK_POINTS` lengths:
        the walks ask for thousands of points in a catalog): log-linear between the measured footprints, flat beyond.

        >>> AccessCurve((1024.0, 4096.0), (1e-9, 3e-9)).at_each([512.0, 8192.0])
        [1e-09, 3e-09]
        """
        xs, ys = self.footprints_bytes, self.seconds
        first, last, low, high = xs[0], xs[-1], ys[0], ys[-1]
        logs = self._log_footprints
        out = []
        for footprint_bytes in footprints_bytes:
            if footprint_bytes <= first:
                out.append(low)
            elif footprint_bytes >= last:
                out.append(high)
            else:
                i = bisect.bisect_right(xs, footprint_bytes)
                share = (math.log(footprint_bytes) - logs[i - 1]) / (logs[i] - logs[i - 1])
                out.append(ys[i - 1] + share * (ys[i] - ys[i - 1]))
        return out

    @functools.cached_property
    def _log_footprints(self) -> tuple[float, ...]:
        return tuple(math.log(x) for x in self.footprints_bytes)

    def stepped_at(self, reaches_bytes: Iterable[float]) -> AccessCurve:
        """The curve with a step at each reach that falls between two of its footprints: flat at the lower
        footprint's time up to 0.75 x reach, at the upper one's from 1.25 x reach (``STEP_EDGES``). ``m`` reaches
        in one interval split its rise into ``m`` equal steps.

        >>> curve = AccessCurve((32768.0, 131072.0), (0.4e-9, 14.5e-9)).stepped_at([98304.0])
        >>> curve.at(72000.0), curve.at(130000.0)
        (4e-10, 1.45e-08)
        """
        measured = list(zip(self.footprints_bytes, self.seconds))
        points = dict(measured)
        low, high = STEP_EDGES
        reaches = set(reaches_bytes)
        for (x0, y0), (x1, y1) in itertools.pairwise(measured):
            inside = sorted(r for r in reaches if x0 < r <= x1)  # a reach at a measured footprint: its rise starts below
            for index, reach in enumerate(inside):
                before = y0 + (y1 - y0) * index / len(inside)
                after = y0 + (y1 - y0) * (index + 1) / len(inside)
                if low * reach > x0:
                    points[low * reach] = before
                if high * reach < x1:
                    points[high * reach] = after
        footprints = sorted(points)
        return AccessCurve(tuple(footprints), tuple(points[x] for x in footprints))


@dataclass(frozen=True)
class ThreadProfile:
    threads: int
    latency_s: Mapping[str, float]  # one dependent operation of each kind (LATENCIES)
    curves: Mapping[str, AccessCurve]  # by pattern
    levels: tuple[tuple[str, float], ...] = ()  # (cache level, bytes a thread keeps there), nearest first; () unknown
    cached_walk_share: float = 1.0  # a page walk on page-table lines just fetched, per full one (1: unknown)

    def level_of(self, footprint_bytes: float) -> str | None:
        """The cache level a thread's footprint fits in (``DRAM`` beyond the last); None when the levels are unknown."""
        if not self.levels:
            return None
        return next((name for name, reach in self.levels if footprint_bytes <= reach), "DRAM")


@dataclass(frozen=True)
class AccessProfile:
    runs: tuple[ThreadProfile, ...]  # ascending thread counts
    origin: str = "measured"  # or "datasheet" (advisor.cpu.datasheet)

    @property
    def complete(self) -> bool:
        """Every pattern measured (descriptors calibrated before ``lines`` existed lack it)."""
        return all(pattern in run.curves for run in self.runs for pattern in PATTERNS)

    def for_threads(self, threads: int) -> ThreadProfile:
        """The run with the most threads not above ``threads`` (the one-thread run at least)."""
        return next((r for r in reversed(self.runs) if r.threads <= threads), self.runs[0])


def read_access_profile(f: Any) -> AccessProfile | None:
    """Parse ``cpu.access_profile`` from a provenance-checked block (:class:`~advisor.schema.yamlio.SourcedFields`), or None when absent."""
    block = f.block("access_profile", required=False)
    if block is None:
        return None
    runs = []
    for index, entry in enumerate(block.list("runs")):
        run = block.child(entry, block.sub(f"runs[{index}]"))
        curves = {}
        for pattern in PATTERNS:
            curve = run.block(pattern, required=pattern not in OPTIONAL_PATTERNS)
            if curve is None:
                continue
            points = []
            for key in list(curve.data):
                if key == "source":
                    continue
                try:
                    footprint = parse_quantity(key, "B")
                except UnitError as exc:
                    raise curve.error(str(key), f"a footprint such as '32 KiB': {exc}") from None
                points.append((footprint, curve.quantity(key, "s")))
            curve.done()
            if not points:
                raise run.error(pattern, "needs at least one 'FOOTPRINT: TIME' entry")
            points.sort()
            curves[pattern] = AccessCurve(tuple(p[0] for p in points), tuple(p[1] for p in points))
        latency = run.block("latency")
        latencies = {op: latency.quantity(op, "s") for op in LATENCIES}
        latencies |= {op: latency.quantity(op, "s") for op in OPTIONAL_LATENCIES if op in latency.data}
        latency.done()
        runs.append(ThreadProfile(run.count("threads"), MappingProxyType(latencies), MappingProxyType(curves)))
        run.done()
    block.done()
    if not runs:
        raise block.error("runs", "needs at least one run")
    if len({r.threads for r in runs}) != len(runs):
        raise block.error("runs", "thread counts must be distinct")
    return AccessProfile(tuple(sorted(runs, key=lambda r: r.threads)))
