#!/usr/bin/env python3
"""GPU kernel time on a real H100 SXM against Nsight Compute: PolyBench-ACC's CUDA kernels, per program and size.

    python validation/gpu/h100-node/validate_kernels.py [--model kp ...] [--rows] [--readme write|check]

``ncu-kernel-durations.csv`` (a copy of shared/data/h100-node-2026-11-27's, measured on 2026-11-27 with
``ncu --csv --page raw --clock-control none --cache-control none --metrics gpu__time_duration.sum``: clocks and
caches as the program left them, launch overhead excluded) holds, per program and size, each CUDA kernel's
device time summed over its launches. A program's row is their sum; the advisor's is the GPU on-chip time
``advisor recommend`` prices for that kernel of ``workloads/polybench-gpu.yaml`` at that size (every size
parameter set to it, as the measurement ran them) on the node's datasheet platform ``h100-sxm-xeon8570``:
each step's CUDA kernel times its launches, with the model asked for. Nothing measured on the node is in the
prediction.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

from advisor.calibration.validate import part_score  # noqa: E402 - after the sys.path line: the checkout's advisor
from advisor.catalog import get_platform  # noqa: E402 - after the sys.path line, as above
from advisor.core.counts import counts_at  # noqa: E402 - after the sys.path line, as above
from advisor.gpu.kerneltime import kernel_onchip_time  # noqa: E402 - after the sys.path line, as above
from advisor.workload import load_workload  # noqa: E402 - after the sys.path line, as above
from validation.readme_table import write_or_check  # noqa: E402 - after the sys.path line, as above

MEASURED = HERE / "ncu-kernel-durations.csv"
WORKLOAD = REPO / "workloads" / "polybench-gpu.yaml"
PLATFORM = "h100-sxm-xeon8570"
MODELS = ("kp", "pipeline")
README = HERE / "README.md"
BEGIN, END = "<!-- validate_kernels.py: summary -->", "<!-- /validate_kernels.py -->"


def measured_programs() -> dict[tuple[str, int], float]:
    """(program, size) -> its kernels' device seconds, all launches."""
    total: dict[tuple[str, int], float] = defaultdict(float)
    with open(MEASURED, newline="") as fh:
        for row in csv.DictReader(fh):
            total[row["kernel"], int(row["size"])] += float(row["total_s"])
    return dict(total)


def predicted_s(kernel: str, size: int, model: str) -> float:
    """The on-chip seconds of the workload kernel's steps at ``size``, as ``recommend --gpu-model MODEL`` prices them."""
    k = load_workload(WORKLOAD).kernels[kernel]
    counts = counts_at(k, None, {p: float(size) for p in k.params})
    return kernel_onchip_time(counts, get_platform(PLATFORM), 0, model).time_s


def evaluate(models: list[str]) -> dict:
    rows = []
    for (kernel, size), seconds in sorted(measured_programs().items()):
        rows.append({"kernel": kernel, "size": size, "measured_s": seconds,
                     **{model: predicted_s(kernel, size, model) for model in models}})
    summary = {}
    for model in models:
        score = part_score(model, [(r[model], r["measured_s"], r["kernel"]) for r in rows])
        summary[model] = {"rows": score.measurements, "mape_pct": score.mape_pct, "within_1.5x": score.within,
                          "geomean_ratio": score.geomean}
    return {"platform": PLATFORM, "rows": rows, "summary": summary}


def markdown(result: dict) -> str:
    lines = ["| model | programs | within 1.5x | MAPE | geomean |", "|---|---:|---:|---:|---:|"]
    for model, s in result["summary"].items():
        lines.append(f"| {model} | {s['rows']} | {s['within_1.5x']} ({100 * s['within_1.5x'] / s['rows']:.0f} %) | "
                     f"{s['mape_pct']:.1f} % | {s['geomean_ratio']:.2f} |")
    lines += ["", "| program | size | measured | " + " | ".join(result["summary"]) + " |",
              "|---|---:|---:|" + "---:|" * len(result["summary"])]
    for r in result["rows"]:
        ratios = " | ".join(f"{r[m] / r['measured_s']:.2f}" for m in result["summary"])
        lines.append(f"| {r['kernel']} | {r['size']} | {r['measured_s'] * 1e6:.1f} us | {ratios} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", action="append", choices=("kp", "pipeline", "hybrid", "bsp", "mwp-cwp", "roofline"),
                        help="kernel-time model (repeatable; default: kp and pipeline)")
    parser.add_argument("--rows", action="store_true", help="print every program (predicted / measured)")
    parser.add_argument("--format", choices=("table", "json", "markdown"), default="table")
    parser.add_argument("--readme", choices=("write", "check"), help="write the tables into README.md, or check that they are there")
    args = parser.parse_args(argv)
    result = evaluate(args.model or list(MODELS))
    if args.readme:
        return write_or_check(README, BEGIN, END, markdown(result), args.readme, __file__)
    if args.format == "json":
        print(json.dumps(result, indent=1))
    elif args.format == "markdown":
        print(markdown(result))
    else:
        for model, s in result["summary"].items():
            print(f"{model:<10} {s['rows']} programs, {s['within_1.5x']} within 1.5x, MAPE {s['mape_pct']:.1f} %, "
                  f"geomean {s['geomean_ratio']:.2f}")
        if args.rows:
            for r in result["rows"]:
                print(f"  {r['kernel']:<10}{r['size']:>6}  measured {r['measured_s']:.3e}  "
                      + "  ".join(f"{m} x{r[m] / r['measured_s']:.2f}" for m in result["summary"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
