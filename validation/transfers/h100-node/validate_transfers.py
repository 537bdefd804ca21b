#!/usr/bin/env python3
"""Host<->device copies on a real H100 node: the copy sweeps and the programs' own copies, predicted.

    python validation/transfers/h100-node/validate_transfers.py [-p PLATFORM ...] [--rows] [--readme write|check]

Two sets measured on the node on 2026-11-27 (shared/data/h100-node-2026-11-27, copied to validation/cpu/h100-node/;
nothing here is fitted to them except where a descriptor says so):

* ``copies.csv``: one synchronous ``cudaMemcpy`` of 4 KiB .. 1 GiB, median of the repetitions. ``pinned``: one
  ``cudaMallocHost`` buffer; ``pageable-touched``: a new mapping written, then copied; ``pageable-fresh``: a new
  mapping never written (the copy faults its pages in); ``pageable``: one ``malloc`` buffer written once and copied
  again and again (scored as touched pages: the model has no state for a buffer the driver has seen before).
  Scored from 1 MiB up, where the issue sets its targets.
* ``polybench-acc-times.csv``: each PolyBench-ACC program's own ``cudaMemcpy`` calls, summed per direction
  (``h2d_s``, ``d2h_s``), predicted from ``workloads/polybench-gpu.yaml`` (its arrays, their order and their host
  pages as the programs' host code leaves them) with every size parameter set to the row's size.

Platforms (default): the node's datasheet descriptor ``h100-sxm-xeon8570`` (no measured copy: the pageable rate from
the pinned one and a core's copy bandwidth, the fault costs of :mod:`advisor.cpu.pages`), the descriptor
``calibrate`` wrote there (b00ad43, re-read: its pageable sweep copied one buffer again and again; no fresh-page
measurement), and the same with its link fitted from ``copies.csv`` the way ``calibrate`` now fits its own sweeps
(``h100-node-copies.yaml``, ``refit_copies.py``: scored on the sweep it was fitted to, a check of the model's form,
and on the programs, which it did not see).
"""

from __future__ import annotations

import argparse
import csv
import functools
import math
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

from advisor.calibration.validate import WITHIN, PartScore, part_score  # noqa: E402 - the checkout first on the path
from advisor.catalog import get_platform  # noqa: E402 - after the sys.path line, as above
from advisor.core.counts import instantiate  # noqa: E402 - after the sys.path line, as above
from advisor.link.datamovement import movement  # noqa: E402 - after the sys.path line, as above
from advisor.platform import Platform  # noqa: E402 - after the sys.path line, as above
from advisor.workload import Workload, load_workload  # noqa: E402 - after the sys.path line, as above
from validation.readme_table import write_or_check  # noqa: E402 - after the sys.path line, as above
from validation.transfers.sweep import sweep_copy_s  # noqa: E402 - after the sys.path line, as above

NODE = REPO / "validation" / "cpu" / "h100-node"
DEFAULT_PLATFORMS = ("h100-sxm-xeon8570", str(NODE / "h100-node-reread.yaml"), str(HERE / "h100-node-copies.yaml"))
FROM_BYTES = 2**20
WITHIN_SWEEP, WITHIN_PROGRAMS = 1.25, WITHIN  # the two criteria: 25 % for the sweep, 1.5x for the programs
README = HERE / "README.md"
BEGIN, END = "<!-- table: begin (validate_transfers.py --readme write) -->", "<!-- table: end -->"


@dataclass(frozen=True)
class Scored:
    label: str  # what was copied: a sweep's kind and direction and size, or a program's row and direction
    group: str  # sweep: kind/direction; programs: h2d or d2h
    predicted_s: float
    measured_s: float

    @property
    def ratio(self) -> float:
        return self.predicted_s / self.measured_s


def sweep_rows(platform: Platform) -> list[Scored]:
    """Each sweep row from ``FROM_BYTES`` up, priced as one copy of that host memory (:func:`sweep_copy_s`)."""
    out = []
    with (NODE / "copies.csv").open() as handle:
        for row in csv.DictReader(handle):
            size = float(row["bytes"])
            if size < FROM_BYTES:
                continue
            out.append(Scored(f"{row['kind']} {row['direction']} {int(size) >> 20} MiB", f"{row['kind']} {row['direction']}",
                              sweep_copy_s(platform, row["kind"], row["direction"], size), float(row["median_s"])))
    return out


@functools.cache
def _workload() -> Workload:
    return load_workload(REPO / "workloads" / "polybench-gpu.yaml")


def program_rows(platform: Platform) -> list[Scored]:
    """Each program's copies per direction, from the workload's arrays at the row's size."""
    workload = _workload()
    out = []
    with (NODE / "polybench-acc-times.csv").open() as handle:
        for row in csv.DictReader(handle):
            kernel = workload.kernels[row["kernel"]]
            counts = instantiate(kernel, kernel.sizes(None, {p: float(row["size"]) for p in kernel.params}))
            moved = movement(counts, platform, 0, 0.0, 0.0, 0.0)
            for direction in ("h2d", "d2h"):
                out.append(Scored(f"{row['kernel']}/{row['size']} {direction}", direction,
                                  float(getattr(moved, f"{direction}_s")), float(row[f"{direction}_s"])))
    return out


def score(rows: list[Scored], factor: float = WITHIN_PROGRAMS) -> PartScore:
    """The rows scored as ``advisor validate`` scores a part, within ``factor``."""
    return part_score("copies", [(r.predicted_s, r.measured_s, r.label) for r in rows], factor)


def table(platforms: list[Platform]) -> str:
    """The README's tables: the sweep per kind and direction, then the programs per direction."""
    names = " | ".join(p.name for p in platforms)
    sweeps = {p.name: sweep_rows(p) for p in platforms}
    lines = ["Copy sweep (`copies.csv`), 1 MiB .. 1 GiB, 6 sizes each: sizes within 25 % and within 1.5x, and the worst "
             "predicted/measured.", "", f"| kind, direction | {names} |", "|---|" + "---|" * len(platforms)]
    for group in dict.fromkeys(r.group for r in sweeps[platforms[0].name]):
        cells = []
        for platform in platforms:
            mine = [r for r in sweeps[platform.name] if r.group == group]
            worst = max(mine, key=lambda r: abs(math.log(r.ratio))).ratio
            cells.append(f"{score(mine, WITHIN_SWEEP).within}, {score(mine).within} of {len(mine)}; {worst:.2f}")
        lines.append(f"| {group} | " + " | ".join(cells) + " |")
    programs = {p.name: program_rows(p) for p in platforms}
    lines += ["", "Programs' own copies (`polybench-acc-times.csv`, 32 runs): within 1.5x, and the geometric mean of "
              "predicted/measured.", "", f"| copies | {names} |", "|---|" + "---|" * len(platforms)]
    for group in ("h2d", "d2h", None):
        cells = []
        for platform in platforms:
            mine = [r for r in programs[platform.name] if group in (None, r.group)]
            scored = score(mine)
            cells.append(f"{scored.within} of {len(mine)}; {scored.geomean:.2f}")
        lines.append(f"| {group or 'both'} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-p", "--platform", action="append", help="platform name or descriptor (repeatable)")
    parser.add_argument("--rows", action="store_true", help="every scored row, not only the summary")
    parser.add_argument("--readme", choices=("write", "check"), help="write the table into README.md, or check it is current")
    args = parser.parse_args(argv)
    platforms = [get_platform(p) for p in (args.platform or DEFAULT_PLATFORMS)]
    text = table(platforms)
    if args.readme:
        return write_or_check(README, BEGIN, END, text, args.readme, __file__)
    print(text, end="")
    if args.rows:
        for platform in platforms:
            for row in sweep_rows(platform) + program_rows(platform):
                print(f"{platform.name}\t{row.label}\t{row.predicted_s:.4g}\t{row.measured_s:.4g}\t{row.ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
