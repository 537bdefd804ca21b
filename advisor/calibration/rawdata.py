"""Raw measurements as CSV: one row per kernel run, with what is needed to judge and redo it.

Columns: when (UTC), host CPU model, cores, compiler and flags, method, workload,
kernel, dataset, sizes (JSON), device, the CPU threads and the implementation that ran,
the median and the fastest of the repetitions, the pure-analysis prediction, a GPU run's
copies each way, the energy measured (RAPL package, NVML board; empty where unreadable) and the platform descriptor
it came from. ``advisor validate --from-csv`` reads it back.
"""

from __future__ import annotations

import csv
import datetime as _dt
import io
import json
from collections.abc import Sequence
from pathlib import Path

from ..files import write_atomic
from ..platform import Platform
from .validate import Comparison

COLUMNS = ("when_utc", "host_cpu", "cores", "compiler_flags", "method", "workload", "kernel", "dataset", "sizes", "device",
           "threads", "implementation", "measured_median_s", "measured_min_s", "repetitions", "predicted_s", "error_pct", "bound", "h2d_measured_s",
           "d2h_measured_s", "energy_measured_j",
           "platform", "platform_file")


def write_csv(path: str | Path, results: Sequence[Comparison], platform: Platform) -> None:
    """Write (atomically) one row per comparison; ``how`` carries the compiler, flags and repetitions."""
    when = _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(COLUMNS)
    for r in results:
        parts = r.how.split("; ")
        method, compiler, reps = (parts[0], parts[1], "; ".join(parts[2:])) if len(parts) >= 3 else (r.how, "", "")
        writer.writerow([when, platform.cpu.model, platform.cpu.cores, compiler, f"{method}; {reps}", r.workload, r.kernel, r.dataset,
                         json.dumps({k: int(v) for k, v in r.sizes.items()}), r.device, "" if r.threads is None else r.threads,
                         r.implementation, f"{r.measured_s:.6g}",
                         f"{min(r.times_s):.6g}" if r.times_s else "", len(r.times_s), f"{r.predicted_s:.6g}",
                         f"{r.error_pct:.1f}", r.bound, *(("", "") if r.copies_measured_s is None else (f"{c:.6g}" for c in r.copies_measured_s)),
                         "" if r.energy_measured_j is None else f"{r.energy_measured_j:.6g}",
                         platform.name, platform.path])
    write_atomic(path, buffer.getvalue())
