#!/usr/bin/env python3
"""GPU board energy on a real H100 SXM against the advisor's energy models: the project's own kernels, NVML-metered.

    python validation/energy/h100-node/validate_energy.py [--rows] [--readme write|check]

``gpu-energy.csv`` (a copy of shared/data/h100-node-2026-11-27's, measured on 2026-11-27 by its recipe/energy.py):
the project's CUDA kernels (``kernels/cuda``, float32) launched again and again for at least 2 s, the time per
launch from CUDA events and the board's energy per launch from NVML's total-energy counter (idle board: 115.6 W).

Predicted per launch, on the node's datasheet platform ``h100-sxm-xeon8570`` (nothing measured on the node in it):
the launch's time by kp from the kernel's PTX at the launch the recipe made, then the board's energy over it by each
energy model of ``advisor recommend --energy-model`` (:meth:`gpu_device_energy_j`, what ``gpu.device_energy_j`` of
its JSON holds); the FLOPs and DRAM bytes the ``epi`` model counts are the step's of ``workloads/polybench-gpu.yaml``
at that size, the operations and bytes the ``activity`` model counts are kp's analysis of the launch
(:func:`advisor.gpu.nvidia.result.activity_of`). Each model is also scored on the measured time, which leaves its
power alone to blame. ``--parts`` prints the activity model's parts of the H100 and where each comes from (a
published table, the scaling rule, an estimate), and each row's energy by part.

These five rows are a development set: no number of any model was fitted to them (the parts are the architecture
file's, from their sources); the team holds more rows of the same run out.
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

from advisor.catalog import get_platform  # noqa: E402 - after the sys.path line: the checkout's advisor
from advisor.core import registry  # noqa: E402 - after the sys.path line, as above
from advisor.core.counts import counts_at  # noqa: E402 - after the sys.path line, as above
from advisor.energy.gpuparts import gpu_parts  # noqa: E402 - after the sys.path line, as above
from advisor.gpu.kerneltime import launch_activity  # noqa: E402 - after the sys.path line, as above
from advisor.gpu.nvidia.predict import predict_kernel  # noqa: E402 - after the sys.path line, as above
from advisor.onchip import OnChipTime, RooflineTime  # noqa: E402 - after the sys.path line, as above
from advisor.workload import load_workload  # noqa: E402 - after the sys.path line, as above
from validation.energy.score import ratio_cells, ratio_score, score_cells  # noqa: E402 - after the sys.path line, as above
from validation.readme_table import write_or_check  # noqa: E402 - after the sys.path line, as above

MEASURED = HERE / "gpu-energy.csv"
PLATFORM = "h100-sxm-xeon8570"
MODELS = ("tdp", "epi", "activity")
README = HERE / "README.md"
BEGIN, END = "<!-- validate_energy.py: summary -->", "<!-- /validate_energy.py -->"


def cdiv(a: int, b: int) -> int:
    return -(-a // b)


#: row kernel -> (source, entry, grid, block, arguments, (workload kernel, step)) as recipe/energy.py launched them
def launch_of(kernel: str, n: int) -> tuple[str, str, tuple, tuple, dict, tuple[str, int]]:
    return {
        "gemm": ("gemm", "gemm", (cdiv(n, 32), cdiv(n, 8)), (32, 8), dict(ni=n, nj=n, nk=n, alpha=1.5, beta=1.2), ("gemm", 0)),
        "syrk": ("syrk", "syrk", (cdiv(n, 32), cdiv(n, 8)), (32, 8), dict(n=n, m=n, alpha=1.5, beta=1.2), ("syrk", 0)),
        "2dconv": ("2dconv", "conv2d", (cdiv(n, 32), cdiv(n, 8)), (32, 8), dict(ni=n, nj=n), ("2dconv", 0)),
        "gesummv": ("gesummv", "gesummv", (cdiv(n, 256),), (256,), dict(n=n, alpha=1.5, beta=1.2), ("gesummv", 0)),
        "atax_kernel1": ("atax", "atax_kernel1", (cdiv(n, 256),), (256,), dict(nx=n, ny=n), ("atax", 0)),
    }[kernel]


def onchip(kernel: str, n: int, seconds: float, gpu, prediction=None) -> OnChipTime:
    """One launch of the row as the energy models read it: its time, its step's FLOPs and DRAM bytes, and what kp's
    analysis counted of the launch (``prediction``'s activity)."""
    _, _, _, _, _, (name, index) = launch_of(kernel, n)
    k = load_workload(REPO / "workloads" / "polybench-gpu.yaml").kernels[name]
    step = counts_at(k, None, {p: float(n) for p in k.params}).steps[index]
    per_launch = 1.0 / step.launches
    roofline = RooflineTime(seconds, 0.0, 0.0, {p: f * per_launch for p, f in step.flops.items()},
                            step.dram_traffic_bytes(gpu.l2_bytes) * per_launch, gpu.memory_bandwidth_sustained_Bps,
                            max(gpu.peak_flops_by_precision.values()),
                            activity=None if prediction is None else launch_activity(prediction, 1))
    return OnChipTime(seconds, (roofline,), "kp")


def evaluate() -> dict:
    platform = get_platform(PLATFORM)
    gpu = platform.gpus[0]
    rows = []
    with open(MEASURED, newline="") as fh:
        for row in csv.DictReader(fh):
            kernel, n = row["kernel"], int(row["size"])
            source, entry, grid, block, args, _ = launch_of(kernel, n)
            prediction = predict_kernel(REPO / "kernels" / "cuda" / f"{source}.cu", entry, grid, block, args, platform=platform)
            predicted = prediction.exec_s
            measured_s = float(row["seconds_per_launch"])
            out = {"kernel": kernel, "size": n, "measured_j": float(row["joules_per_launch"]), "measured_s": measured_s,
                   "predicted_s": predicted, "measured_w": float(row["avg_power_w"])}
            for model in MODELS:
                energy = registry.get("energy", model)(0.6)
                out[model] = energy.gpu_device_energy_j(gpu, onchip(kernel, n, predicted, gpu, prediction))
                out[f"{model}, measured time"] = energy.gpu_device_energy_j(gpu, onchip(kernel, n, measured_s, gpu, prediction))
            out["activity parts"] = registry.get("energy", "activity")(0.6).gpu_board_parts(gpu, onchip(kernel, n, predicted, gpu, prediction))
            rows.append(out)
    summary = {}
    for name in [m for model in MODELS for m in (model, f"{model}, measured time")]:
        ratios = [r[name] / r["measured_j"] for r in rows]
        summary[name] = ratio_score(ratios)
    return {"platform": PLATFORM, "rows": rows, "summary": summary}


def markdown(result: dict) -> str:
    names = list(result["summary"])
    lines = ["| energy model | rows | MAPE | within 25 % |", "|---|---:|---:|---:|"]
    lines += [f"| {name} | {score_cells(s)} |" for name, s in result["summary"].items()]
    lines += ["", "| kernel | size | measured | board power | time: kp / measured | " + " | ".join(names) + " |",
              "|---|---:|---:|---:|---:|" + "---:|" * len(names)]
    for r in result["rows"]:
        lines.append(f"| {r['kernel']} | {r['size']} | {r['measured_j'] * 1e3:.1f} mJ | {r['measured_w']:.0f} W | "
                     f"{r['predicted_s'] / r['measured_s']:.2f} | " + ratio_cells(r, names, "measured_j") + " |")
    return "\n".join(lines)


def parts_markdown(result: dict) -> str:
    """The activity model's parts of the H100 (where each comes from) and each row's predicted energy by part."""
    gpu = get_platform(PLATFORM).gpus[0]
    lines = ["| part | value | from | source |", "|---|---:|---|---|"]
    lines += [f"| {name} | {value:.3g} | {origin} | {source} |" for name, value, origin, source in gpu_parts(gpu).rows()]
    names = list(result["rows"][0]["activity parts"])
    lines += ["", "| kernel | " + " | ".join(names) + " | measured |", "|---|" + "---:|" * (len(names) + 1)]
    for r in result["rows"]:
        parts = r["activity parts"]
        lines.append(f"| {r['kernel']} | " + " | ".join(f"{parts[k] * 1e3:.1f} mJ" for k in names) + f" | {r['measured_j'] * 1e3:.1f} mJ |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", action="store_true", help="print every row (predicted / measured)")
    parser.add_argument("--parts", action="store_true", help="print the activity model's parts and each row's energy by part")
    parser.add_argument("--readme", choices=("write", "check"), help="write the tables into README.md, or check that they are there")
    args = parser.parse_args(argv)
    result = evaluate()
    if args.readme:
        return write_or_check(README, BEGIN, END, markdown(result) + "\n\n" + parts_markdown(result), args.readme, __file__)
    if args.parts:
        print(parts_markdown(result))
        return 0
    print(markdown(result) if args.rows else "\n".join(markdown(result).splitlines()[:2 + len(result["summary"])]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
