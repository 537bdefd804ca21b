"""Extract the GTX TITAN X measurements of gpuPTXModel's PolyBench/GPU applications into a validation CSV.

    python validation/energy/titanx/extract_gpuptxmodel.py GIT_DIR [--out validation/energy/titanx/gpuptxmodel-polybench.csv]

GIT_DIR: a clone of github.com/hpc-ulisboa/gpuPTXModel ([gpuptxmodel2019]); read at its commit db54a50 (2019):
``datasets/gtxtitanx/realbenchmarks/aggregated_dataset_gtxtitanx.csv`` holds, per application, 32 rows of
``memory MHz, core MHz, time, power W, energy`` (2 memory x 16 core clocks). Its ``src/readFiles.py`` says how they
were made: ``time`` is the sum over the application's kernels of nvprof's total kernel time (ms), ``power`` the
mean of NVML samples (gpuPOWERSAMPLER) above the board's idle power + 7 W, averaged over runs, ``energy`` = power x
time (mJ). Only the default clock pair is taken, the last line of ``gpu_info/gtxtitanx/clks_mem_gtxtitanx.txt``
and ``clks_core_gtxtitanx_3505.txt``: 3505 MHz memory, 975 MHz core; and the board's idle power at that pair,
``gpu_info/gtxtitanx/idle_pows_gtxtitanx.txt`` (one line per pair, memory clocks ascending, then core clocks
ascending, as readFiles.readIdlePowers reads it). Only the applications of the project's PolyBench/GPU workload
are kept (the others' code is not in the project).
"""

from __future__ import annotations

import argparse
import csv
import io
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
# after the sys.path line: the checkout's advisor, not an installed one
from advisor.files import write_atomic

COMMIT = "db54a508953880ad3dfb20194a2d5cb39c4af33c"
MEM_MHZ, CORE_MHZ = 3505, 975
#: the set's application -> the kernel of workloads/polybench-gpu.yaml
APPLICATIONS = {"2dconvolution": "2dconv", "2mm": "2mm", "3mm": "3mm", "atax": "atax", "bicg": "bicg", "correlation": "corr",
                "covariance": "covar", "fdtd2d": "fdtd-2d", "gemm": "gemm", "gesummv": "gesummv", "gramschmidt": "gramschmidt",
                "mvt": "mvt", "syrk": "syrk"}


def show(git_dir: Path, path: str) -> str:
    return subprocess.run(["git", f"--git-dir={git_dir}", "show", f"{COMMIT}:{path}"], capture_output=True, text=True, check=True).stdout


def idle_w(git_dir: Path) -> float:
    """The idle power at (MEM_MHZ, CORE_MHZ): memory clocks ascending, core clocks ascending within each."""
    folder = "gpu_info/gtxtitanx"
    mems = sorted(int(x) for x in show(git_dir, f"{folder}/clks_mem_gtxtitanx.txt").split()[:-1])
    idle = [float(x) for x in show(git_dir, f"{folder}/idle_pows_gtxtitanx.txt").split()]
    index = 0
    for mem in mems:
        cores = sorted(int(x) for x in show(git_dir, f"{folder}/clks_core_gtxtitanx_{mem}.txt").split()[:-1])
        if mem == MEM_MHZ:
            return idle[index + cores.index(CORE_MHZ)]
        index += len(cores)
    raise ValueError("clock pair not found")


def rows(git_dir: Path) -> list[dict]:
    text = show(git_dir, "datasets/gtxtitanx/realbenchmarks/aggregated_dataset_gtxtitanx.csv")
    out, name = [], None
    for line in csv.reader(io.StringIO(text)):
        if len(line) == 1:
            name = line[0].strip()
            continue
        mem, core, time_ms, power_w, energy_mj = (float(x) for x in line)
        if name in APPLICATIONS and (mem, core) == (MEM_MHZ, CORE_MHZ):
            out.append({"application": name, "kernel": APPLICATIONS[name], "memory_mhz": int(mem), "core_mhz": int(core),
                        "time_ms": time_ms, "power_w": power_w, "energy_mj": energy_mj})
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("git_dir", type=Path)
    parser.add_argument("--out", type=Path, default=Path(__file__).with_name("gpuptxmodel-polybench.csv"))
    args = parser.parse_args(argv)
    found = rows(args.git_dir)
    idle = idle_w(args.git_dir)
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, [*found[0], "idle_power_w", "source_file"], lineterminator="\n")
    writer.writeheader()
    for row in found:
        writer.writerow({**row, "idle_power_w": idle, "source_file": f"datasets/gtxtitanx/realbenchmarks/aggregated_dataset_gtxtitanx.csv@{COMMIT[:7]}"})
    write_atomic(args.out, buffer.getvalue())
    print(f"{len(found)} applications, idle {idle:g} W -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
