#!/usr/bin/env python3
"""The node's calibrated descriptor as this version of ``advisor calibrate`` writes it from the same samples.

    python validation/cpu/h100-node/reread_calibrated.py [--check]

``h100-node-calibrated.yaml`` is what ``advisor calibrate --quick`` wrote on the node on 2026-11-27 (at
b00ad43): it named no microarchitecture and took the 16 vCPUs for 16 cores. Its raw samples are re-read
(:mod:`advisor.calibration.reread`) with what the OS said there (``node.txt``: GenuineIntel, family 6,
model 207) into ``h100-node-reread.yaml``. One measurement made on the node beside ``calibrate`` is added,
with its own source: the first touch of fresh pages, from the pageable copy sweep (``copies.csv``:
device-to-host into freshly mapped pages against pages written before, per 4 KiB page, one thread).
``--check`` compares with the committed file instead of writing it (what the test runs).
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from advisor.calibration.descriptor import q, render  # noqa: E402 - the checkout first on the path
from advisor.calibration.reread import reread  # noqa: E402 - after the sys.path line, as above
from advisor.calibration.sysinfo import microarchitecture  # noqa: E402 - after the sys.path line, as above

SOURCE, TARGET = HERE / "h100-node-calibrated.yaml", HERE / "h100-node-reread.yaml"
CPUID = {"vendor_id": "GenuineIntel", "cpu family": "6", "model": "207"}  # node.txt (lscpu: CPU family 6, Model 207)
PAGE = 4096


def first_touch_per_page(path: Path = HERE / "copies.csv", size: int = 2**30) -> float:
    """(fresh - touched) / pages of the 1 GiB device-to-host copy: what writing a fresh page costs one thread."""
    rows = {(r["kind"], r["direction"], int(r["bytes"])): float(r["median_s"]) for r in csv.DictReader(path.open())}
    return (rows[("pageable-fresh", "d2h", size)] - rows[("pageable-touched", "d2h", size)]) / (size / PAGE)


def document() -> str:
    doc = reread(yaml.safe_load(SOURCE.read_text()), microarchitecture(CPUID), name="h100-node-reread")
    per_page = first_touch_per_page()
    doc["sources"]["node-first-touch"] = {
        "kind": "measured", "reference": "copies.csv of the node (shared/data/h100-node-2026-11-27, recipe/copyfresh.cu)",
        "date": "2026-11-27",
        "method": "cudaMemcpy device-to-host of 1 GiB into freshly mmap'ed pages against pages written before (median of 3): "
                  f"the difference per 4 KiB page, {per_page * 1e6:.3g} us, is the kernel's fault, allocation and zeroing of a page "
                  "written for the first time, on one thread; all threads at once not measured (the estimate's speed-up applies)"}
    doc["cpu"]["first_touch"] = {"source": "node-first-touch", "one_thread": q(per_page, "s")}
    return render(doc)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing it")
    args = parser.parse_args(argv)
    text = document()
    if args.check:
        if TARGET.read_text() != text:
            print(f"{TARGET.name} is not what the samples give now: run {Path(__file__).name} and commit it", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(text)
    print(f"wrote {TARGET}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
