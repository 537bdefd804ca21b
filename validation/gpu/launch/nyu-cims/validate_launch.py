#!/usr/bin/env python3
"""Empty-kernel launches of NYU CIMS's four GPU servers (RTX 2080 Ti, TITAN V, GTX TITAN X, RTX 4070), predicted.

    python validation/gpu/launch/nyu-cims/validate_launch.py [--rows] [--readme write|check]

``launch.csv`` (``extract_launch.py`` from TapiocaFox/GPU-Project at f9a2dae, [nyu-gpu-project-launch]): the time per
launch of an empty kernel launched 1000 times back to back between two CUDA events (after 5 warm-up launches and a
``cudaDeviceSynchronize``), at 37 launch geometries per server (1 to 512 blocks, 32 to 1024 threads per block).

Each row is predicted as the advisor prices a launch: ``launch_time_s(threads)`` of the launch line of an existing
descriptor of that board (``DESCRIPTORS``): the line is a descriptor's ``launch_overhead`` (base + per thread), all four
the pipeline paper's empty-kernel fit on an RTX 2080 Ti [zhang2024] or an estimate scaled from it. Nothing of this set
is in them; nothing is fitted to these rows.
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
README = HERE / "README.md"
BEGIN, END = "<!-- validate_launch.py: summary -->", "<!-- /validate_launch.py -->"
#: server -> the descriptor whose launch line predicts it (each the same board model; the line reads nothing of the host)
DESCRIPTORS = {"cuda2": "desktop-rtx2080ti",
               "cuda3": str(REPO / "validation/gpu/platforms/kpp-titan-v.yaml"),
               "cuda4": str(REPO / "validation/gpu/platforms/gpp-titan-x.yaml"),
               "cuda5": str(REPO / "validation/gpu/platforms/kpp-rtx4070.yaml")}


def _name(spec: str) -> str:
    return Path(spec).stem


def evaluate() -> dict:
    launches = {node: get_platform(spec).gpus[0].launch for node, spec in DESCRIPTORS.items()}
    rows = []
    with MEASURED.open(newline="") as handle:
        for row in csv.DictReader(handle):
            blocks, block = int(row["grid_blocks"]), int(row["threads_per_block"])
            rows.append({"node": row["node"], "gpu": row["gpu"], "table": row["table"], "grid_blocks": blocks, "threads_per_block": block,
                         "timed": row["timed"], "measured_s": float(row["seconds"]),
                         "predicted_s": launches[row["node"]].launch_time_s(blocks * block), "descriptor": _name(DESCRIPTORS[row["node"]])})
    summary = {}
    for node in DESCRIPTORS:
        mine = [r for r in rows if r["node"] == node]
        ratios = [r["predicted_s"] / r["measured_s"] for r in mine]
        summary[node] = {"gpu": mine[0]["gpu"], "descriptor": mine[0]["descriptor"], "base_s": launches[node].base_s,
                         "median_measured_s": statistics.median(r["measured_s"] for r in mine), **ratio_summary(ratios)}
    return {"rows": rows, "summary": summary}


def markdown(result: dict) -> str:
    lines = ["| server | GPU | descriptor (launch base) | rows | median measured | predicted / measured (geometric mean) | within 25 % | within 1.5x |",
             "|---|---|---|---:|---:|---:|---:|---:|"]
    lines += [f"| {node} | {s['gpu']} | {s['descriptor']} ({s['base_s'] * 1e6:.3g} us) | {s['rows']} | {s['median_measured_s'] * 1e6:.2f} us "
              f"| {s['geomean']:.2f} | {s['within_25pct']} | {s['within_1.5x']} |" for node, s in result["summary"].items()]
    nodes = list(result["summary"])
    keys = list(dict.fromkeys((r["table"], r["grid_blocks"], r["threads_per_block"]) for r in result["rows"]))
    lines += ["", "| table | blocks x threads | " + " | ".join(f"{n} {result['summary'][n]['gpu']}" for n in nodes) + " |",
              "|---|---:|" + "---:|" * len(nodes)]
    for key in keys:
        cells = {r["node"]: r for r in result["rows"] if (r["table"], r["grid_blocks"], r["threads_per_block"]) == key}
        lines.append(f"| {key[0]} | {key[1]} x {key[2]} | " + " | ".join(
            measured_cell(cells[n]) for n in nodes) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return table_script(argv, __doc__.split("\n\n")[0], evaluate, markdown, README, BEGIN, END, __file__)


if __name__ == "__main__":
    sys.exit(main())
