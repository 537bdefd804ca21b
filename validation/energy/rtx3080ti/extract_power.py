"""Extract the RTX 3080 Ti board power of PolyBench/GPU kernels at unlocked clocks from GPU-FREQUENCY-DVFS.

    python validation/energy/rtx3080ti/extract_power.py SAVED_CSV [--out validation/energy/rtx3080ti/rtx3080ti-power.csv]

SAVED_CSV: a saved copy of ``results/master/aggregated_all_kernels_effective.csv`` of github.com/apAdomas/GPU-FREQUENCY-DVFS
([gpu-frequency-dvfs]) at commit 13eb4b4 (the whole file, or any part of it that holds the header and the auto
rows: the file lists every auto row first). A copy, not a clone: the repository could not be fetched as a git
snapshot here, so the file was read through the stored-file index at that commit (``read_file``); each kept row is
checked on reading: its per-launch figures and mean power must follow from its totals (a copy error shows).

How they were measured (README.md at 0b3b862; ``benchmarks/polybench/modified/CUDA/*/NN_*_repeat.cu`` and
``scripts/measurement_common.{h,sh}`` at 13eb4b4): each PolyBench/GPU kernel is its own program, built from
sgrauerg's polybenchGpu (``nvcc -O3 -arch=sm_86``, no dataset flag, so the .cuh files' STANDARD sizes) and run on one
GeForce RTX 3080 Ti. The program copies its inputs, launches the kernel again and again for 25 s (each launch
followed by ``cudaDeviceSynchronize``), copies the inputs again, reads NVML's total-energy counter, records a CUDA
event, launches the kernel again and again for 5 s (each launch synchronised), records a second event, synchronises
and reads the counter again: energy = the counter's difference, time = the events' elapsed time (launch and
synchronisation gaps included), mean power = energy / time. The runner (``run_*_kernel_energy.sh``) runs each
kernel once per clock case (REPEATS=1), first with the clocks unlocked ("auto/auto"), then with the core or memory
clock locked; ``2_aggregate_kernel_logs.py`` gives per case the mean over runs (n = 1 here) and the per-launch time
and energy (total / launches).

Kept: the auto/auto rows (``is_auto_baseline`` 1, n = 1) of the kernels of the project's ``workloads/polybench-gpu.yaml``
(STEPS: the set's workload and kernel -> that workload's kernel and step); left out: doitgen, gemver, jacobi1d and
jacobi2d (PolyBench kernels outside the project's workload) and the Rodinia programs. Written per kernel: the mean
board power, the time and energy per launch, the launches measured, and the clocks the set records for the row --
which in the auto rows are nvidia-smi's clocks read before the program started (the board idling), not the clocks
it ran at.
"""

from __future__ import annotations

import argparse
import csv
import io
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
# after the sys.path line: the checkout's advisor, not an installed one
from advisor.files import write_atomic

COMMIT = "13eb4b4de000895491f20648dc1d6d68c513c359"
SOURCE = "results/master/aggregated_all_kernels_effective.csv"
#: the set's (workload, kernel) -> (kernel of workloads/polybench-gpu.yaml, its step index, the step's name there)
STEPS = {
    ("2dconv", "convolution2D_kernel"): ("2dconv", 0, "convolution2D_kernel"),
    ("2mm", "mm2_kernel1"): ("2mm", 0, "mm2_kernel1"),
    ("2mm", "mm2_kernel2"): ("2mm", 1, "mm2_kernel2"),
    ("3mm", "mm3_kernel1"): ("3mm", 0, "mm3_kernel1"),
    ("3mm", "mm3_kernel2"): ("3mm", 1, "mm3_kernel2"),
    ("3mm", "mm3_kernel3"): ("3mm", 2, "mm3_kernel3"),
    ("atax", "atax_kernel1"): ("atax", 0, "atax_kernel1"),
    ("atax", "atax_kernel2"): ("atax", 1, "atax_kernel2"),
    ("bicg", "bicg_kernel1"): ("bicg", 0, "bicg_kernel1"),
    ("bicg", "bicg_kernel2"): ("bicg", 1, "bicg_kernel2"),
    ("correlation", "mean_kernel"): ("corr", 0, "mean_kernel"),
    ("correlation", "std_kernel"): ("corr", 1, "std_kernel"),
    ("correlation", "reduce_kernel"): ("corr", 2, "reduce_kernel"),
    ("correlation", "corr_kernel"): ("corr", 3, "corr_kernel"),
    ("covariance", "mean_kernel"): ("covar", 0, "mean_kernel"),
    ("covariance", "reduce_kernel"): ("covar", 1, "reduce_kernel"),
    ("covariance", "covar_kernel"): ("covar", 2, "covar_kernel"),
    ("fdtd2d", "step1"): ("fdtd-2d", 0, "fdtd_step1_kernel"),
    ("fdtd2d", "step2"): ("fdtd-2d", 1, "fdtd_step2_kernel"),
    ("fdtd2d", "step3"): ("fdtd-2d", 2, "fdtd_step3_kernel"),
    ("gemm", "gemm_kernel"): ("gemm", 0, "gemm_kernel"),
    ("gesummv", "gesummv_kernel"): ("gesummv", 0, "gesummv_kernel"),
    ("gramschmidt", "kernel1"): ("gramschmidt", 0, "gramschmidt_kernel1"),
    ("gramschmidt", "kernel2"): ("gramschmidt", 1, "gramschmidt_kernel2"),
    ("gramschmidt", "kernel3"): ("gramschmidt", 2, "gramschmidt_kernel3"),
    ("mvt", "kernel1"): ("mvt", 0, "mvt_kernel1"),
    ("mvt", "kernel2"): ("mvt", 1, "mvt_kernel2"),
    ("syr2k", "syr2k_kernel"): ("syr2k", 0, "syr2k_kernel"),
    ("syrk", "syrk_kernel"): ("syrk", 0, "syrk_kernel"),
}
COLUMNS = ("application", "set_kernel", "kernel", "step", "step_name", "runs", "launches", "time_per_launch_ms",
           "energy_per_launch_mj", "power_w", "idle_core_mhz_before_run", "idle_mem_mhz_before_run", "source_file")


def checked(row: dict) -> dict:
    """The row's per-launch figures, after checking they are the totals over the launches (as the set's aggregation
    computes them) and that the mean power is the total energy over the total time: a copy error shows here."""
    launches, time_ms, energy_mj = float(row["measured_launches_mean"]), float(row["total_time_mean_ms"]), float(row["total_energy_mean_mJ"])
    per_time, per_energy, power = float(row["time_per_launch_mean_ms"]), float(row["energy_per_launch_mean_mJ"]), float(row["avg_power_mean_W"])
    for what, got, want in (("time per launch", per_time, time_ms / launches), ("energy per launch", per_energy, energy_mj / launches),
                            ("mean power", power, energy_mj / time_ms)):
        if abs(got - want) > 1e-6 * abs(want):
            raise ValueError(f"{row['workload']}/{row['kernel']}: {what} {got} is not {want} from the totals")
    return {"launches": int(launches), "time_per_launch_ms": per_time, "energy_per_launch_mj": per_energy, "power_w": power}


def rows(text: str) -> list[dict]:
    out, seen = [], set()
    for row in csv.DictReader(io.StringIO(text)):
        if row["is_auto_baseline"] != "1" or row["requested_pair"] != "auto/auto":
            continue
        key = (row["workload"], row["kernel"])
        if key not in STEPS:
            continue
        if key in seen:
            raise ValueError(f"two auto rows for {key}")
        seen.add(key)
        if row["n"] != "1":
            raise ValueError(f"{key}: n = {row['n']}, the runner ran each case once")
        kernel, step, step_name = STEPS[key]
        out.append({"application": row["workload"], "set_kernel": row["kernel"], "kernel": kernel, "step": step,
                    "step_name": step_name, "runs": int(row["n"]), **checked(row),
                    "idle_core_mhz_before_run": row["applied_core_clock"], "idle_mem_mhz_before_run": row["applied_mem_clock"],
                    "source_file": f"{SOURCE}@{COMMIT[:7]}"})
    missing = sorted(set(STEPS) - seen)
    if missing:
        raise ValueError(f"no auto row for {missing}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("saved_csv", type=Path, help=f"a saved copy of {SOURCE} at {COMMIT[:7]}")
    parser.add_argument("--out", type=Path, default=Path(__file__).with_name("rtx3080ti-power.csv"))
    args = parser.parse_args(argv)
    found = rows(args.saved_csv.read_text())
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(found)
    write_atomic(args.out, buffer.getvalue())
    print(f"{len(found)} kernels -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
