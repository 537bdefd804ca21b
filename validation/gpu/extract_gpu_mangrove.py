"""Extract the GPU Mangrove tutorial's kernel times on a Tesla T4 and a Tesla K80 into a validation CSV.

    python validation/gpu/extract_gpu_mangrove.py GIT_DIR [--out validation/gpu/gpu-mangrove-times.csv]

GIT_DIR: a clone of github.com/UniHD-CEG/gpu-mangrove-tutorial ([gpumangrove-tutorial]); the times are
read from its commit 4ce6e65 (2021-01-19), files solution/measurements/kernel_time_T4.db and
kernel_time_K80.db: SQLite tables ``kerneltime(bench, app, dataset, build, lseq, time)``, one row per
launch and run, ``lseq`` the launch's place in the program, ``time`` microseconds.

How they were measured (the repository's code at commit 5257eed, "added solution"): the tutorial's
PolyBench/GPU programs (benchmarks/time_instrumentation/*, built with clang++ -O3
--cuda-gpu-arch=sm_30) take the wall-clock time with gettimeofday before the launch and after a
cudaDeviceSynchronize that follows it (PRE_KERNEL / POST_KERNEL of common/instrumentation.h), so a
time holds the launch, the kernel and the synchronisation; each program ran 10 times per size
(solution/measurements/time_measurements_{T4,K80}.sh: ``run.py ... -i 10``). The sizes are the
programs' ``-s1`` ... ``-s4`` (their main()); mvt's ``-s3`` is 16374, as written there.

Kept: the PolyBench/GPU kernels whose code is in kernels/cuda/gpu_mangrove.cu (gemm, atax, mvt,
2DConvolution); the tutorial's own 5p-stencil and kmeans programs are left out.  Written with the
columns of ``advisor.calibration.kernels`` plus ``timing`` = ``wall`` (the launch is part of the time).
"""

from __future__ import annotations

import sqlite3
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
# after the sys.path line: the checkout's validation scripts
from validation.readme_table import extraction_script

COMMIT = "4ce6e65693564f9d6e62452b097ce832127ee798"
BOARDS = {"T4": "Tesla T4", "K80": "Tesla K80"}
#: app -> (p_size of -s1 ... -s4, kernel of each launch in order, block)
APPS = {
    "gemm": ((512, 1024, 2048, 4096), ("gm_gemm_kernel",), (32, 8)),
    "atax": ((4096, 8192, 16384, 32768), ("gm_atax_kernel1", "gm_atax_kernel2"), (256, 1)),
    "mvt": ((4096, 8192, 16374, 32768), ("gm_mvt_kernel1", "gm_mvt_kernel2"), (256, 1)),
    "2DConvolution": ((4096, 8192, 16384, 32768), ("gm_convolution2d_kernel",), (32, 8)),
}
COLUMNS = ("gpu", "kernel", "n", "grid_x", "grid_y", "block_x", "block_y", "reps", "median_ms", "min_ms", "max_ms",
           "timing", "source_file")


def cdiv(a: int, b: int) -> int:
    return -(-a // b)


def rows_of(git_dir: Path, board: str) -> list[dict]:
    path = f"solution/measurements/kernel_time_{board}.db"
    blob = subprocess.run(["git", "-C", str(git_dir), "show", f"{COMMIT}:{path}"], capture_output=True, check=True).stdout
    with tempfile.NamedTemporaryFile(suffix=".db") as db:
        db.write(blob)
        db.flush()
        times: dict[tuple[str, str, int], list[int]] = {}
        with sqlite3.connect(db.name) as con:
            for app, dataset, lseq, us in con.execute("select app, dataset, lseq, time from kerneltime"):
                times.setdefault((app, dataset, lseq), []).append(us)
    out = []
    for app, (sizes, kernels, block) in APPS.items():
        for index, n in enumerate(sizes):
            for lseq, kernel in enumerate(kernels):
                us = times.get((app, f"s{index + 1}", lseq))
                if not us:
                    continue
                grid = (cdiv(n, block[0]), cdiv(n, block[1]) if block[1] > 1 else 1)
                out.append({"gpu": BOARDS[board], "kernel": kernel, "n": n, "grid_x": grid[0], "grid_y": grid[1],
                            "block_x": block[0], "block_y": block[1], "reps": len(us),
                            "median_ms": f"{statistics.median(us) / 1e3:g}", "min_ms": f"{min(us) / 1e3:g}",
                            "max_ms": f"{max(us) / 1e3:g}", "timing": "wall", "source_file": f"{path}@{COMMIT[:7]}"})
    return out


def main() -> int:
    return extraction_script(__doc__.splitlines()[0], Path(__file__).with_name("gpu-mangrove-times.csv"), COLUMNS,
                             lambda git_dir: [row for board in BOARDS for row in rows_of(git_dir, board)])


if __name__ == "__main__":
    sys.exit(main())
