#!/usr/bin/env python3
"""GPU board power on a GeForce RTX 3080 Ti (Ampere GA102) against the energy models: GPU-FREQUENCY-DVFS's kernels.

    python validation/energy/rtx3080ti/validate_power.py [--rows] [--readme write|check]

``rtx3080ti-power.csv`` (``extract_power.py`` from apAdomas/GPU-FREQUENCY-DVFS at 13eb4b4, [gpu-frequency-dvfs]):
29 PolyBench/GPU kernels (14 applications), each its own program built at the suite's STANDARD sizes, on one
GeForce RTX 3080 Ti with its clocks unlocked: after 25 s of warm-up, the kernel launched again and again for 5 s,
each launch synchronised; the board's energy from NVML's energy counter over that loop, its time from CUDA events
(launch and synchronisation gaps included), mean power = energy / time; one run per kernel.

Predicted on ``rtx3080ti-datasheet.yaml`` (NVIDIA's RTX 3080 Ti figures and the GA102 whitepaper, estimates as the
other validation descriptors take them; nothing from this set's rows): every step of the workload's kernel timed
by kp from the project's PTX of that kernel (``workloads/polybench-gpu.yaml`` at STANDARD, the program's L2 state as
``kernel_onchip_time`` gives it), the board's energy over that step by each energy model, divided by the step's
predicted time: the mean power of a loop of that step's launches. The loop's gaps between launches (a launch and a
synchronisation, a few us against kernels of 7 us to 1.35 s) are left out of the prediction. The kp time of one
launch over the set's time per launch is printed beside it (it includes those gaps).

The activity model's parts of the RTX 3080 Ti are ``advisor/gpu/nvidia/arch/ampere.yaml``'s cc 8.6 entries: the
scaling rule from Volta's and A100's tables for the operations, A100's L1/L2 figures carried, GDDR5X's DRAM figure
carried (energy-est-gddr), the busy SMs' static power from Volta. No number of any model was fitted to these rows.
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
from advisor.core import registry  # noqa: E402 - after the sys.path line, as above
from advisor.core.counts import counts_at  # noqa: E402 - after the sys.path line, as above
from advisor.gpu.kerneltime import kernel_onchip_time  # noqa: E402 - after the sys.path line, as above
from advisor.onchip import OnChipTime  # noqa: E402 - after the sys.path line, as above
from advisor.workload import load_workload  # noqa: E402 - after the sys.path line, as above
from validation.energy.score import ratio_cells, ratio_score, score_cells  # noqa: E402 - after the sys.path line, as above
from validation.readme_table import table_script  # noqa: E402 - after the sys.path line, as above

MEASURED = HERE / "rtx3080ti-power.csv"
PLATFORM = HERE / "rtx3080ti-datasheet.yaml"
MODELS = ("tdp", "epi", "activity")
DATASET = "STANDARD"
README = HERE / "README.md"
BEGIN, END = "<!-- validate_power.py: summary -->", "<!-- /validate_power.py -->"


def evaluate() -> dict:
    platform = get_platform(str(PLATFORM))
    gpu = platform.gpus[0]
    kernels = load_workload(REPO / "workloads" / "polybench-gpu.yaml").kernels
    models = {name: registry.get("energy", name)(0.6) for name in MODELS}
    chips: dict[str, OnChipTime] = {}
    rows = []
    with open(MEASURED, newline="") as fh:
        for row in csv.DictReader(fh):
            name, index = row["kernel"], int(row["step"])
            if name not in chips:
                chips[name] = kernel_onchip_time(counts_at(kernels[name], DATASET), platform, 0, "kp")
            spec = kernels[name].steps[index]
            if spec.name != row["step_name"]:
                raise ValueError(f"{name} step {index} is {spec.name}, the CSV says {row['step_name']}")
            chip = chips[name]
            step = chip.steps[index]
            if step.activity is None:
                raise ValueError(f"{name}: {spec.name} was not timed from its code ({'; '.join(chip.notes)})")
            alone = OnChipTime(step.time_s, (step,), chip.model)
            launches = counts_at(kernels[name], DATASET).steps[index].launches
            out = {"application": row["application"], "set_kernel": row["set_kernel"], "kernel": name, "step": spec.name,
                   "measured_w": float(row["power_w"]), "measured_launch_s": float(row["time_per_launch_ms"]) * 1e-3,
                   "predicted_launch_s": step.time_s / launches}
            for model_name, model in models.items():
                out[model_name] = model.gpu_device_energy_j(gpu, alone) / step.time_s
            rows.append(out)
    summary = {}
    for name in MODELS:
        summary[name] = ratio_score([r[name] / r["measured_w"] for r in rows])
    logs = [math.log(r["measured_w"] / r["activity"]) for r in rows]
    return {"rows": rows, "summary": summary, "activity_log": (statistics.fmean(logs), statistics.stdev(logs))}


def markdown(result: dict) -> str:
    lines = ["| energy model | kernels | MAPE (board power) | within 25 % |", "|---|---:|---:|---:|"]
    lines += [f"| {name} | {score_cells(s)} |" for name, s in result["summary"].items()]
    mean, sd = result["activity_log"]
    lines += ["", f"activity: ln(measured / predicted) mean {mean:+.3f}, standard deviation {sd:.3f} "
              f"(a factor of {math.exp(mean):.2f} and {math.exp(sd):.2f})"]
    lines += ["", "| application | set's kernel | workload step | measured power | kp time / measured time per launch | "
              + " | ".join(MODELS) + " |", "|---|---|---|---:|---:|" + "---:|" * len(MODELS)]
    for r in result["rows"]:
        lines.append(f"| {r['application']} | {r['set_kernel']} | {r['kernel']}: {r['step']} | {r['measured_w']:.0f} W | "
                     f"{r['predicted_launch_s'] / r['measured_launch_s']:.2f} | " + ratio_cells(r, MODELS, "measured_w") + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return table_script(argv, __doc__.split("\n\n")[0], evaluate, markdown, README, BEGIN, END, __file__)


if __name__ == "__main__":
    sys.exit(main())
