#!/usr/bin/env python3
"""Empty-kernel launches of a GeForce GTX 480 (Fermi, CUDA 7.0), back to back and synchronised, predicted.

    python validation/gpu/launch/gpucomputing-gtx480/validate_launch.py [--rows] [--readme write|check]

``launch.csv`` (``extract_launch.py`` from krachyon/lecture_gpucomputing at b870127, [gpucomputing-gtx480-launch]):
per launch geometry (1 to 1024 blocks x 1 to 1024 threads), the host time per launch of 50000 launches of an empty
kernel, either back to back and synchronised once at the end (``back_to_back``) or each followed by
``cudaThreadSynchronize`` (``sync_each``), on a GPU Computing course cluster's GeForce GTX 480.

Each row is predicted as the advisor prices a launch: ``launch_time_s(blocks x threads)`` of the launch line of the one
Fermi descriptor, ``platforms/bsp-gt630.yaml`` (GeForce GT 630, GF108, PCIe 2.0: ``est-launch``, 6 us + 4 ps per
thread, the pipeline paper's RTX 2080 Ti fit [zhang2024] scaled to a 2012 Fermi board and driver). The line reads
nothing of the host or of the board's size, so the GF108 board's descriptor stands for the GF100 one. Nothing of this
set is in it; nothing is fitted to these rows.
"""

from __future__ import annotations

import csv
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[3]
sys.path.insert(0, str(REPO))

from advisor.catalog import get_platform  # noqa: E402 - after the sys.path line: the checkout's advisor
from validation.ratios import measured_cell, ratio_summary  # noqa: E402 - after the sys.path line, as above
from validation.readme_table import table_script  # noqa: E402 - after the sys.path line, as above

MEASURED = HERE / "launch.csv"
DESCRIPTOR = "bsp-gt630"
README = HERE / "README.md"
BEGIN, END = "<!-- validate_launch.py: summary -->", "<!-- /validate_launch.py -->"
MODES = ("sync_each", "back_to_back")


def evaluate() -> dict:
    launch = get_platform(DESCRIPTOR).gpus[0].launch
    rows = []
    with MEASURED.open(newline="") as handle:
        for row in csv.DictReader(handle):
            blocks, block = int(row["grid_blocks"]), int(row["threads_per_block"])
            rows.append({"item": f"{blocks} x {block}", "grid_blocks": blocks, "threads_per_block": block, "timed": row["timed"],
                         "measured_s": float(row["seconds"]),
                         "predicted_s": launch.launch_time_s(blocks * block)})
    summary = {}
    for mode in MODES:
        mine = [r for r in rows if r["timed"] == mode]
        ratios = [r["predicted_s"] / r["measured_s"] for r in mine]
        small = [r["measured_s"] for r in mine if r["grid_blocks"] * r["threads_per_block"] <= 65536]
        summary[mode] = {"median_small_s": statistics.median(small), **ratio_summary(ratios)}
    return {"rows": rows, "summary": summary, "base_s": launch.base_s, "per_thread_s": launch.per_thread_s}


def markdown(result: dict) -> str:
    lines = ["| timed | rows | median measured, up to 65536 threads | predicted / measured (geometric mean) | within 25 % | within 1.5x |",
             "|---|---:|---:|---:|---:|---:|"]
    lines += [f"| {mode} | {s['rows']} | {s['median_small_s'] * 1e6:.2f} us | {s['geomean']:.2f} | {s['within_25pct']} | {s['within_1.5x']} |"
              for mode, s in result["summary"].items()]
    lines += ["", f"Predicted: {result['base_s'] * 1e6:.3g} us + {result['per_thread_s'] * 1e12:.3g} ps x threads (`{DESCRIPTOR}`).",
              "", "| blocks x threads | " + " | ".join(MODES) + " |", "|---:|" + "---:|" * len(MODES)]
    keys = list(dict.fromkeys((r["grid_blocks"], r["threads_per_block"]) for r in result["rows"]))
    for key in keys:
        cells = {r["timed"]: r for r in result["rows"] if (r["grid_blocks"], r["threads_per_block"]) == key}
        lines.append(f"| {key[0]} x {key[1]} | " + " | ".join(
            measured_cell(cells[m]) for m in MODES) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return table_script(argv, __doc__.split("\n\n")[0], evaluate, markdown, README, BEGIN, END, __file__)


if __name__ == "__main__":
    sys.exit(main())
