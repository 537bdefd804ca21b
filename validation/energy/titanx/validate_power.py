#!/usr/bin/env python3
"""GPU board power on a GTX TITAN X (Maxwell) against the energy models: gpuPTXModel's PolyBench/GPU measurements.

    python validation/energy/titanx/validate_power.py [--rows] [--readme write|check]

``gpuptxmodel-polybench.csv`` (``extract_gpuptxmodel.py`` from hpc-ulisboa/gpuPTXModel at db54a50,
[gpuptxmodel2019]): 13 PolyBench/GPU applications on a GTX TITAN X at its default 975 MHz core / 3505 MHz memory,
the board's mean power while the application's kernels ran (NVML samples above idle + 7 W, averaged over runs),
the sum of its kernels' times (nvprof) and their product; the board idled at 78 W at those clocks.

The set publishes no problem sizes, and its times do not match the suite's default (STANDARD) sizes for every
application (fdtd2d and gramschmidt ran far fewer time steps or columns), so energy per run cannot be scored. The
board's mean power can: at sizes that fill the GPU it hardly depends on them. Predicted at the workload's STANDARD
sizes on ``gtx-titan-x-gpuptxmodel.yaml`` (the datasheet board at the set's clocks and idle power, nothing else
from the set), for each application: every step of its kernel(s) timed by kp from our CUDA version of the
kernel's PTX (``workloads/polybench-gpu.yaml``), the board's energy by each energy model over it, divided by the
predicted time. The mean power of a run is also its energy at the measured time, so the errors are those of
energy with the time taken as measured.

The activity model's parts of the TITAN X are maxwell.yaml's: guerreiro2019's published model of a GTX TITAN X
(fitted on their own microbenchmarks; none of these applications was among them) for FP32, INT, SFU, shared
memory, L2 and GDDR5, the scaling rule for FP64 and the busy SMs' static power (from Volta's tables).
"""

from __future__ import annotations

import csv
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

from advisor.core import registry  # noqa: E402 - after the sys.path line: the checkout's advisor
from advisor.core.counts import counts_at  # noqa: E402 - after the sys.path line, as above
from advisor.gpu.kerneltime import kernel_onchip_time  # noqa: E402 - after the sys.path line, as above
from advisor.platform import load_platform  # noqa: E402 - after the sys.path line, as above
from advisor.workload import load_workload  # noqa: E402 - after the sys.path line, as above
from validation.energy.score import ratio_cells, ratio_score, score_cells  # noqa: E402 - after the sys.path line, as above
from validation.readme_table import table_script  # noqa: E402 - after the sys.path line, as above

MEASURED = HERE / "gpuptxmodel-polybench.csv"
PLATFORM = HERE / "gtx-titan-x-gpuptxmodel.yaml"
MODELS = ("tdp", "epi", "activity")
DATASET = "STANDARD"
README = HERE / "README.md"
BEGIN, END = "<!-- validate_power.py: summary -->", "<!-- /validate_power.py -->"


def evaluate() -> dict:
    platform = load_platform(PLATFORM)
    gpu = platform.gpus[0]
    kernels = load_workload(REPO / "workloads" / "polybench-gpu.yaml").kernels
    models = {name: registry.get("energy", name)(0.6) for name in MODELS}
    rows = []
    with open(MEASURED, newline="") as fh:
        for row in csv.DictReader(fh):
            chip = kernel_onchip_time(counts_at(kernels[row["kernel"]], DATASET), platform, 0, "kp")
            out = {"application": row["application"], "kernel": row["kernel"], "measured_w": float(row["power_w"]),
                   "measured_s": float(row["time_ms"]) * 1e-3, "predicted_s": chip.time_s, "model": chip.model}
            for name, model in models.items():
                out[name] = model.gpu_device_energy_j(gpu, chip) / chip.time_s
            rows.append(out)
    summary = {}
    for name in MODELS:
        ratios = [r[name] / r["measured_w"] for r in rows]
        summary[name] = ratio_score(ratios)
    return {"rows": rows, "summary": summary}


def markdown(result: dict) -> str:
    lines = ["| energy model | applications | MAPE (board power) | within 25 % |", "|---|---:|---:|---:|"]
    lines += [f"| {name} | {score_cells(s)} |" for name, s in result["summary"].items()]
    lines += ["", "| application | measured power | kp time at STANDARD / measured time | " + " | ".join(MODELS) + " |",
              "|---|---:|---:|" + "---:|" * len(MODELS)]
    for r in result["rows"]:
        lines.append(f"| {r['application']} | {r['measured_w']:.0f} W | {r['predicted_s'] / r['measured_s']:.2f} | "
                     + ratio_cells(r, MODELS, "measured_w") + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return table_script(argv, __doc__.split("\n\n")[0], evaluate, markdown, README, BEGIN, END, __file__)


if __name__ == "__main__":
    sys.exit(main())
