#!/usr/bin/env python3
"""Null-kernel launches on Summit (V100), Crusher and Frontier (MI250X) and Perlmutter (A100), as PETSc quotes them, predicted.

    python validation/gpu/launch/petsc-hpc/validate_launch.py [--rows] [--readme write|check]

``launch.csv`` (``extract_launch.py`` from petsc/petsc at d71ae5a and decf283, [petsc-launch-latency]): per machine, the
time per launch of 100000 launches of an empty kernel, each followed by a stream synchronisation (``sync_each``), and
the host time of 100000 launch calls back to back without their completion (``issue``), as PETSc's launch-latency
tests quote runs of them on one GPU (one GCD) of each machine.

Each row is predicted as the advisor prices a launch: ``launch_time_s(threads)`` of the launch line of an existing
descriptor of that board (``DESCRIPTORS``; the line reads nothing of the host): ``frontier-mi250x`` (a Frontier node,
also Crusher's board), ``dc-a100`` (an A100-SXM4-40GB server, Perlmutter's board), ``dc-v100`` (a V100-SXM2-16GB
server, Summit's board). Their lines are estimates from the pipeline paper's RTX 2080 Ti fit [zhang2024]; nothing of
this set is in them; nothing is fitted to these rows.
"""

from __future__ import annotations

import csv
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
#: the GPU a row was run on -> the descriptor of that board whose launch line predicts it
DESCRIPTORS = {"NVIDIA Tesla V100-SXM2-16GB": "dc-v100", "AMD Instinct MI250X (one GCD)": "frontier-mi250x",
               "NVIDIA A100-SXM4-40GB": "dc-a100"}
MODES = ("sync_each", "issue")


def evaluate() -> dict:
    launches = {gpu: get_platform(name).gpus[0].launch for gpu, name in DESCRIPTORS.items()}
    rows = []
    with MEASURED.open(newline="") as handle:
        for row in csv.DictReader(handle):
            threads = int(row["grid_blocks"]) * int(row["threads_per_block"])
            rows.append({"item": f"{row['machine']} {row['program']}", "machine": row["machine"], "gpu": row["gpu"], "program": row["program"],
                         "timed": row["timed"],
                         "measured_s": float(row["seconds"]), "predicted_s": launches[row["gpu"]].launch_time_s(threads),
                         "descriptor": DESCRIPTORS[row["gpu"]]})
    summary = {}
    for mode in MODES:
        ratios = [r["predicted_s"] / r["measured_s"] for r in rows if r["timed"] == mode]
        summary[mode] = ratio_summary(ratios)
    return {"rows": rows, "summary": summary}


def markdown(result: dict) -> str:
    lines = ["| timed | machines | predicted / measured (geometric mean) | within 25 % | within 1.5x |", "|---|---:|---:|---:|---:|"]
    lines += [f"| {mode} | {s['rows']} | {s['geomean']:.2f} | {s['within_25pct']} | {s['within_1.5x']} |" for mode, s in result["summary"].items()]
    machines = list(dict.fromkeys(r["machine"] for r in result["rows"]))
    lines += ["", "| machine | GPU | program | descriptor (predicted) | " + " | ".join(MODES) + " |", "|---|---|---|---|" + "---:|" * len(MODES)]
    for machine in machines:
        cells = {r["timed"]: r for r in result["rows"] if r["machine"] == machine}
        first = cells[MODES[0]]
        lines.append(f"| {machine} | {first['gpu']} | {first['program']} | {first['descriptor']} ({first['predicted_s'] * 1e6:.2f} us) | " + " | ".join(
            measured_cell(cells[m]) for m in MODES) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return table_script(argv, __doc__.split("\n\n")[0], evaluate, markdown, README, BEGIN, END, __file__)


if __name__ == "__main__":
    sys.exit(main())
