#!/usr/bin/env python3
"""GPU board power on a Tesla T4 (Turing) and a Tesla K80 (Kepler) against the energy models: GPU Mangrove's kernels.

    python validation/energy/mangrove/validate_power.py [--rows] [--readme write|check]

``gpu-mangrove-power.csv`` (``extract_power.py`` from UniHD-CEG/gpu-mangrove-tutorial at 4ce6e65,
[gpumangrove-tutorial]): four PolyBench/GPU applications (gemm, atax, mvt, 2DConvolution; six kernels) at four sizes
each, on one GK210 of a Tesla K80 and on a Tesla T4: the board's time-weighted mean power (NVML) while one kernel was
launched again and again, each launch synchronised, for at least a second, averaged over 10 runs. The tutorial's
kernel times of the same programs (``validation/gpu/gpu-mangrove-times.csv``) give each launch's geometry.

Predicted on the boards' datasheet platforms of the kernel-time validation (``validation/gpu/platforms/gm-tesla-t4.yaml``,
``gm-tesla-k80.yaml``; nothing from this set in them): each launch timed by kp from the PTX of the tutorial's kernels
(``kernels/cuda/gpu_mangrove.cu``), the board's energy over it by each energy model (the ``activity`` model from kp's
analysis of that launch, ``epi`` from the FLOPs and DRAM bytes of the same statement's step in
``workloads/polybench-gpu.yaml`` at that size), divided by the predicted time. The loop's gaps between launches (a
launch and a synchronisation, about 10 us, against kernels of 0.3 ms and more) are left out of the prediction.

The activity model's parts are those of ``advisor/gpu/nvidia/arch/turing.yaml`` and ``kepler.yaml`` (tables of
those generations where published, the scaling rule elsewhere: ``--parts`` of ``../h100-node/validate_energy.py``
shows the kind of each for the H100). No number of any model was fitted to these rows.
"""

from __future__ import annotations

import csv
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

from advisor.calibration.kernels import measured_s, read_rows, row_launch  # noqa: E402 - after the sys.path line: the checkout's advisor
from advisor.core import registry  # noqa: E402 - after the sys.path line, as above
from advisor.core.counts import counts_at  # noqa: E402 - after the sys.path line, as above
from advisor.gpu.kerneltime import step_time_from  # noqa: E402 - after the sys.path line, as above
from advisor.gpu.nvidia.predict import predict_launch  # noqa: E402 - after the sys.path line, as above
from advisor.onchip import OnChipTime  # noqa: E402 - after the sys.path line, as above
from advisor.workload import load_workload  # noqa: E402 - after the sys.path line, as above
from validation.energy.score import ratio_cells, ratio_score, score_cells  # noqa: E402 - after the sys.path line, as above
from validation.readme_table import table_script  # noqa: E402 - after the sys.path line, as above

MEASURED = HERE / "gpu-mangrove-power.csv"
TIMES = REPO / "validation" / "gpu" / "gpu-mangrove-times.csv"
MODELS = ("tdp", "epi", "activity")
README = HERE / "README.md"
BEGIN, END = "<!-- validate_power.py: summary -->", "<!-- /validate_power.py -->"
#: the tutorial's kernel -> (kernel of workloads/polybench-gpu.yaml, its step): the same statement
STEPS = {"gm_gemm_kernel": ("gemm", 0), "gm_atax_kernel1": ("atax", 0), "gm_atax_kernel2": ("atax", 1),
         "gm_mvt_kernel1": ("mvt", 0), "gm_mvt_kernel2": ("mvt", 1), "gm_convolution2d_kernel": ("2dconv", 0)}


def evaluate() -> dict:
    kernels = load_workload(REPO / "workloads" / "polybench-gpu.yaml").kernels
    launches = {(row["gpu"], row["kernel"], row["n"]): row for row in read_rows(TIMES)}
    models = {name: registry.get("energy", name)(0.6) for name in MODELS}
    rows = []
    with open(MEASURED, newline="") as fh:
        for row in csv.DictReader(fh):
            timed = launches[(row["gpu"], row["kernel"], row["n"])]
            launch, platform = row_launch(timed)
            prediction = predict_launch("kp", launch, platform)
            name, index = STEPS[row["kernel"]]
            step = counts_at(kernels[name], None, dict.fromkeys(kernels[name].params, float(row["n"]))).steps[index]
            time = step_time_from(step, prediction, platform, 0)
            chip = OnChipTime(time.time_s, (time,), "kp")
            gpu = platform.gpus[0]
            out = {"gpu": row["gpu"], "family": gpu.architecture, "kernel": row["kernel"], "n": int(row["n"]),
                   "measured_w": float(row["power_w"]), "predicted_s": prediction.time_s, "measured_s": measured_s(timed)}
            for model_name, model in models.items():
                out[model_name] = model.gpu_device_energy_j(gpu, chip) / chip.time_s
            rows.append(out)
    summary = {}
    for board in sorted({r["gpu"] for r in rows}) + ["both"]:
        for name in MODELS:
            ratios = [r[name] / r["measured_w"] for r in rows if board in ("both", r["gpu"])]
            summary[f"{board}: {name}"] = {"board": board, "model": name, **ratio_score(ratios)}
    return {"rows": rows, "summary": summary}


def markdown(result: dict) -> str:
    lines = ["| board | energy model | kernels x sizes | MAPE (board power) | within 25 % |", "|---|---|---:|---:|---:|"]
    lines += [f"| {s['board']} | {s['model']} | {score_cells(s)} |" for s in result["summary"].values()]
    lines += ["", "| board | kernel | n | measured power | kp time / measured time | " + " | ".join(MODELS) + " |",
              "|---|---|---:|---:|---:|" + "---:|" * len(MODELS)]
    for r in result["rows"]:
        lines.append(f"| {r['gpu']} | {r['kernel']} | {r['n']} | {r['measured_w']:.0f} W | {r['predicted_s'] / r['measured_s']:.2f} | "
                     + ratio_cells(r, MODELS, "measured_w") + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return table_script(argv, __doc__.split("\n\n")[0], evaluate, markdown, README, BEGIN, END, __file__)


if __name__ == "__main__":
    sys.exit(main())
