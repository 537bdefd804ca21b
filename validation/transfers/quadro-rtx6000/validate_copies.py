#!/usr/bin/env python3
"""Host<->device copies of a Quadro RTX 6000 node (PCIe 3.0 x16), predicted: a public cudaMemcpy sweep.

    python validation/transfers/quadro-rtx6000/validate_copies.py [--rows] [--readme write|check]

``copies.csv`` (``extract_copies.py`` from npho/cse554 at c54a545, [cse554-copies]): synchronous ``cudaMemcpy``
calls of 1 B to 1 MiB, back to back, each way, from a ``cudaMallocHost`` buffer (``pinned``) and from a ``malloc``
buffer written before it was copied (``pageable-touched``), on a Quadro RTX 6000 of the University of Washington's
Hyak cluster; the host is not named. Scored from 4 KiB up (below, a copy is its fixed cost alone).

Predicted as the advisor prices one copy of a sweep (``validation/transfers/sweep.py``) on the descriptor of
another PCIe 3.0 x16 Turing server of the validation sets, ``validation/gpu/platforms/gm-tesla-t4.yaml``: the copy
model reads a descriptor's link (there the estimate ``est-pcie3``: LogGP of PCIe 3.0 x16 Xeon hosts) and its host's
copy bandwidth per core (``est-host``, for the staging copy of pageable memory), nothing of its GPU. Nothing of this
set is in it; nothing is fitted to these rows.
"""

from __future__ import annotations

import csv
import math
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

from advisor.catalog import get_platform  # noqa: E402 - after the sys.path line: the checkout's advisor
from validation.readme_table import table_script  # noqa: E402 - after the sys.path line, as above
from validation.transfers.sweep import sweep_copy_s  # noqa: E402 - after the sys.path line, as above

MEASURED = HERE / "copies.csv"
PLATFORM = REPO / "validation" / "gpu" / "platforms" / "gm-tesla-t4.yaml"
FROM_BYTES = 4096
README = HERE / "README.md"
BEGIN, END = "<!-- validate_copies.py: summary -->", "<!-- /validate_copies.py -->"


def evaluate() -> dict:
    platform = get_platform(str(PLATFORM))
    rows = []
    with MEASURED.open(newline="") as handle:
        for row in csv.DictReader(handle):
            size = int(row["bytes"])
            if size >= FROM_BYTES:
                rows.append({"bytes": size, "kind": row["kind"], "direction": row["direction"], "measured_s": float(row["seconds"]),
                             "predicted_s": sweep_copy_s(platform, row["kind"], row["direction"], size)})
    summary = {}
    for group in sorted({(r["kind"], r["direction"]) for r in rows}):
        ratios = [r["predicted_s"] / r["measured_s"] for r in rows if (r["kind"], r["direction"]) == group]
        summary[" ".join(group)] = {"rows": len(ratios), "geomean": math.exp(statistics.fmean(map(math.log, ratios))),
                                    "within_25pct": sum(0.8 <= x <= 1.25 for x in ratios), "within_1.5x": sum(1 / 1.5 <= x <= 1.5 for x in ratios)}
    return {"rows": rows, "summary": summary}


def markdown(result: dict) -> str:
    lines = ["| copy | sizes | predicted / measured (geometric mean) | within 25 % | within 1.5x |", "|---|---:|---:|---:|---:|"]
    lines += [f"| {name} | {s['rows']} | {s['geomean']:.2f} | {s['within_25pct']} | {s['within_1.5x']} |" for name, s in result["summary"].items()]
    sizes = sorted({r["bytes"] for r in result["rows"]})
    groups = list(result["summary"])
    lines += ["", "| bytes | " + " | ".join(groups) + " |", "|---:|" + "---:|" * len(groups)]
    for size in sizes:
        cells = {f"{r['kind']} {r['direction']}": r for r in result["rows"] if r["bytes"] == size}
        lines.append(f"| {size} | " + " | ".join(f"{cells[g]['measured_s'] * 1e6:.1f} us / {cells[g]['predicted_s'] / cells[g]['measured_s']:.2f}"
                                                  for g in groups) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return table_script(argv, __doc__.split("\n\n")[0], evaluate, markdown, README, BEGIN, END, __file__)


if __name__ == "__main__":
    sys.exit(main())
