"""Extract the GPU Mangrove tutorial's board power of PolyBench/GPU kernels on a Tesla T4 and a Tesla K80.

    python validation/energy/mangrove/extract_power.py GIT_DIR [--out validation/energy/mangrove/gpu-mangrove-power.csv]

GIT_DIR: a clone of github.com/UniHD-CEG/gpu-mangrove-tutorial ([gpumangrove-tutorial]), read at its commit
4ce6e65 (2021-01-19), files ``solution/measurements/kernel_power_T4.db`` and ``kernel_power_K80.db``: SQLite tables
``kernelpower(bench, app, dataset, build, lseq, power)``, one row per kernel launch site (``lseq``, its place in the
program) and run, ``power`` in watts.

How they were measured (the repository's ``solution/benchmarks/power_instrumentation/common/instrumentation.h``,
commit 5257eed, "added solution"): around each kernel launch of the programs, ``PRE_KERNEL`` starts a thread that
polls NVML's board power (``nvmlDeviceGetPowerUsage`` of device 0) as fast as it can and keeps the time-weighted mean,
then launches the kernel again and again, each launch followed by ``cudaDeviceSynchronize``, for at least one second;
``POST_KERNEL`` stops the thread and writes the mean. Each program ran 10 times per size
(``solution/measurements/power_measurements_{T4,K80}.sh``: ``run.py ... -b power -i 10``). The programs, sizes and
launches are those of the tutorial's kernel times (``validation/gpu/extract_gpu_mangrove.py``, whose table of
applications this reads): the same PolyBench/GPU kernels (``kernels/cuda/gpu_mangrove.cu``), built with clang++ -O3
for sm_30. Kept: gemm, atax, mvt and 2DConvolution (the kernels whose code the project has); written per kernel and
size: the mean, lowest and highest of the runs' mean powers.
"""

from __future__ import annotations

import sqlite3
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO))
# after the sys.path line: the checkout's validation scripts
from validation.gpu.extract_gpu_mangrove import APPS, BOARDS, COMMIT  # noqa: E402 - after the sys.path line: the checkout's scripts
from validation.readme_table import extraction_script  # noqa: E402 - after the sys.path line, as above

COLUMNS = ("gpu", "application", "kernel", "n", "runs", "power_w", "min_w", "max_w", "source_file")


def rows_of(git_dir: Path, board: str) -> list[dict]:
    path = f"solution/measurements/kernel_power_{board}.db"
    blob = subprocess.run(["git", "-C", str(git_dir), "show", f"{COMMIT}:{path}"], capture_output=True, check=True).stdout
    watts: dict[tuple[str, str, int], list[float]] = {}
    with tempfile.NamedTemporaryFile(suffix=".db") as db:
        db.write(blob)
        db.flush()
        with sqlite3.connect(db.name) as con:
            for app, dataset, lseq, power in con.execute("select app, dataset, lseq, power from kernelpower"):
                watts.setdefault((app, dataset, lseq), []).append(power)
    out = []
    for app, (sizes, kernels, _) in APPS.items():
        for index, n in enumerate(sizes):
            for lseq, kernel in enumerate(kernels):
                runs = watts.get((app, f"s{index + 1}", lseq))
                if runs:
                    out.append({"gpu": BOARDS[board], "application": app, "kernel": kernel, "n": n, "runs": len(runs),
                                "power_w": f"{statistics.fmean(runs):.2f}", "min_w": f"{min(runs):.2f}", "max_w": f"{max(runs):.2f}",
                                "source_file": f"{path}@{COMMIT[:7]}"})
    return out


def main() -> int:
    return extraction_script(__doc__.splitlines()[0], Path(__file__).with_name("gpu-mangrove-power.csv"), COLUMNS,
                             lambda git_dir: [row for board in BOARDS for row in rows_of(git_dir, board)])


if __name__ == "__main__":
    sys.exit(main())
