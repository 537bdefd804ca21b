#!/usr/bin/env python3
"""The node's calibrated descriptor with its link fitted from the node's copy sweeps the way ``advisor calibrate`` fits
its own.

    python validation/transfers/h100-node/refit_copies.py [--check]

``advisor calibrate`` at b00ad43 (``validation/cpu/h100-node/h100-node-calibrated.yaml``, re-read into
``h100-node-reread.yaml``) swept pageable copies of one buffer written once and copied again and again; programs copy
each array once, from pages they have written or into pages never written. The node's own sweeps
(``validation/cpu/h100-node/copies.csv``, shared/data/h100-node-2026-11-27: ``pinned`` one ``cudaMallocHost``
buffer, ``pageable-touched`` and ``pageable-fresh`` a new mapping per copy) are what ``calibrate`` now measures, and
:func:`advisor.calibration.gpu.fit_transfers` fits them here into the link's ``h2d``, ``d2h`` and ``pageable``
blocks (o: the host issue time that calibrate measured there). Everything else is the re-read descriptor's. Writes
``h100-node-copies.yaml``; ``--check`` compares with the committed file instead (what the test runs).
"""

from __future__ import annotations

import csv
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

from advisor.calibration.descriptor import render  # noqa: E402 - the checkout first on the path
from advisor.calibration.gpu import fit_transfers  # noqa: E402 - after the sys.path line, as above

NODE = REPO / "validation" / "cpu" / "h100-node"
sys.path.insert(0, str(NODE))

from reread_calibrated import write_or_check  # noqa: E402 - the node's folder on the path (the descriptor this refits)

SOURCE, SWEEPS, TARGET = NODE / "h100-node-reread.yaml", NODE / "copies.csv", HERE / "h100-node-copies.yaml"
KINDS = ("pinned", "pageable-touched", "pageable-fresh")
PAGE_BYTES = 4096  # node.txt: transparent huge pages "always [madvise] never", so fresh memory faults 4 KiB pages
SOURCE_KEY = "node-copies"


def sweep(path: Path = SWEEPS, issue_s: dict | None = None) -> dict:
    """The CSV's rows as :func:`advisor.calibration.gpu_bench.transfer_sweep` returns them (single copies, medians)."""
    result: dict = {kind: {"h2d": [], "d2h": []} for kind in KINDS}
    with path.open() as handle:
        for row in csv.DictReader(handle):
            if row["kind"] in result:
                result[row["kind"]][row["direction"]].append((int(row["bytes"]), 1, float(row["median_s"])))
    return {**result, "issue_s": issue_s or {}, "page_bytes": PAGE_BYTES}


def document() -> str:
    doc = yaml.safe_load(SOURCE.read_text())
    issue_s = doc["sources"]["cal-gpu0"]["details"]["issue_s"]
    fits = fit_transfers(sweep(issue_s=issue_s))
    doc["name"] = "h100-node-copies"
    doc["sources"][SOURCE_KEY] = {
        "kind": "measured", "date": "2026-11-27",
        "reference": "shared/data/h100-node-2026-11-27/copies.csv (validation/cpu/h100-node/copies.csv): recipe/copybw.cu "
                     "(pinned) and recipe/copyfresh.cu (pageable-touched, pageable-fresh) on the node",
        "method": "host wall time of each synchronous cudaMemcpy, median of 3-30 repetitions, 4 KiB .. 1 GiB; fitted by "
                  "advisor.calibration.gpu.fit_transfers (validation/transfers/h100-node/refit_copies.py), o from the "
                  "issue time calibrate measured (cal-gpu0)",
        "details": fits.details()}
    link = doc["gpus"][0]["link"]
    link.update(fits.link_blocks(SOURCE_KEY))
    return render(doc)


def main(argv: list[str] | None = None) -> int:
    return write_or_check(TARGET, document(), __doc__.split("\n\n")[0], "sweeps", argv)


if __name__ == "__main__":
    sys.exit(main())
