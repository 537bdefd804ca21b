"""Extract the Kernel_Performance_Prediction micro-kernel times (TITAN V, RTX 2080 Ti, RTX 4070) into a validation CSV.

    python validation/gpu/extract_kernel_perf_prediction.py GIT_DIR [--out validation/gpu/kpp-microkernel-times.csv]

GIT_DIR: a clone of github.com/Debdeep23/Kernel_Performance_Prediction ([kpp-dataset]); the times are read from
its commit f808e85 (2025-11), one table per board (``FILES``), one row per kernel and size: ``mean_ms`` the mean
over 10 trials of a trial's time, itself CUDA events around ``reps`` back-to-back launches after a warm-up,
divided by ``reps`` (gpu-perf/runner/main.cu, gpu-perf/scripts/run_trials.sh). The binaries were built for each
board's own architecture (``nvcc -O3 -arch=sm_70 / sm_75 / sm_89``, gpu-perf/scripts/gen_trials_*.sh).

The launch geometry of each kernel is the runner's: 1-D kernels ``ceil(N / block)`` blocks of ``block`` threads
(the reductions two elements per thread, ``ceil(N / 2 block)``; the strided copy one thread per 8 elements), the
naive transpose, matmul and convolutions 16 x 16 blocks over the matrix, the tiled kernels 32 x 32. (The tables'
``grid_blocks`` is ``ceil(N / block)`` for every 1-D kernel, also where the runner launches fewer blocks: the
runner's own launch is taken.) Every matrix and image was square (rows = cols, H = W, matN), which is the ``n``
of a row. The kernels analysed are this project's versions in kernels/cuda/kpp_microkernels.cu; ``registers`` is
what the set's ptxas log gave the measured binary.

Left out: the set's GTX TITAN X table (its histogram rows take 0.2045 ms at every N from 65536 to 4194304, which
is not the kernel's time), and its gpu-perf/data/runs_2080ti_final.csv (times of 0.15-0.17 us for kernels
moving 8-800 MB: failed launches); the RTX 2080 Ti's rows come from predict-kernel-perf/data/ instead. And the
shared_bank_conflict rows: ptxas gave that kernel 206 registers on every board (gpu-perf/data/ptxas_*.log), and
1024 threads x 206 registers exceed the 65536 of an SM, so its launches failed ("too many resources requested"; the
runner checks no launch error) and the 1.35-1.47 us are the time of launches that ran nothing.
"""

from __future__ import annotations

import argparse
import csv
import io
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
# after the sys.path line: the checkout's advisor, not an installed one
from advisor.files import write_atomic

COMMIT = "f808e854be31a5c7963855a04b207420be4b9684"
#: board -> the table of its runs
FILES = {
    "NVIDIA TITAN V": "gpu-perf/data/runs_titanv_final.csv",
    "NVIDIA GeForce RTX 2080 Ti": "predict-kernel-perf/data/runs_2080ti_final.csv",
    "NVIDIA GeForce RTX 4070": "gpu-perf/data/runs_4070_final.csv",
}


def cdiv(a: int, b: int) -> int:
    return -(-a // b)


#: kernel -> (block, blocks of the grid from the size and the block's x): the runner's launches (None: 1-D,
#: one thread per element)
TILED_16 = ((16, 16), lambda n, _: (cdiv(n, 16), cdiv(n, 16)))
TILED_32 = ((32, 32), lambda n, _: (cdiv(n, 32), cdiv(n, 32)))
LAUNCHES = {
    "vector_add": None, "saxpy": None, "random_access": None, "vector_add_divergent": None, "histogram": None,
    "atomic_hotspot": None,
    "strided_copy_8": ((None, 1), lambda n, b: (cdiv(cdiv(n, 8), b), 1)),
    "reduce_sum": ((None, 1), lambda n, b: (cdiv(n, 2 * b), 1)),
    "dot_product": ((None, 1), lambda n, b: (cdiv(n, 2 * b), 1)),
    "naive_transpose": TILED_16, "matmul_naive": TILED_16, "conv2d_3x3": TILED_16, "conv2d_7x7": TILED_16,
    "shared_transpose": TILED_32, "matmul_tiled": TILED_32,
}
#: kernels whose launches failed (the docstring)
FAILED = ("shared_bank_conflict",)
COLUMNS = ("gpu", "kernel", "n", "args", "grid_x", "grid_y", "block_x", "block_y", "registers", "mean_ms", "std_ms",
           "timing", "source_file")


def _int(text: str) -> int:
    return int(float(text)) if text not in ("", None) else 0


def size_of(row: dict) -> int:
    """The row's ``n``: its element count for 1-D kernels, its (square) side for matrices and images."""
    side = _int(row.get("rows"))
    if side:
        if _int(row.get("cols")) not in (0, side):
            raise ValueError(f"{row['kernel']}: a {side} x {row['cols']} matrix; only square ones are analysed")
        return side
    return _int(row["N"])


def convert(board: str, row: dict) -> dict:
    kernel, n, block = row["kernel"], size_of(row), _int(row["block"])
    launch = LAUNCHES[kernel]
    if launch is None:
        (bx, by), grid = (block, 1), (cdiv(n, block), 1)
    else:
        (bx, by), shape = launch
        bx = bx or block
        grid = shape(n, bx)
    if bx * by != block:
        raise ValueError(f"{board} {kernel} n={n}: the runner's blocks of ({bx}, {by}) are not the table's {block} threads")
    args = {"atomic_hotspot": f"iters={_int(row['iters'])}", "saxpy": f"n={n};alpha=2"}.get(kernel, f"n={n}")  # the runner's --alpha default, 2.0
    return {"gpu": board, "kernel": f"kpp_{kernel}", "n": n, "args": args, "grid_x": grid[0], "grid_y": grid[1],
            "block_x": bx, "block_y": by, "registers": _int(row["regs"]), "mean_ms": row["mean_ms"],
            "std_ms": row["std_ms"], "timing": "back_to_back", "source_file": f"{FILES[board]}@{COMMIT[:7]}"}


def rows_of(git_dir: Path, board: str) -> list[dict]:
    text = subprocess.run(["git", "-C", str(git_dir), "show", f"{COMMIT}:{FILES[board]}"], capture_output=True,
                          check=True, text=True).stdout
    return [convert(board, row) for row in csv.DictReader(io.StringIO(text)) if row["kernel"] not in FAILED]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("git_dir", type=Path)
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "kpp-microkernel-times.csv")
    options = parser.parse_args()
    rows = [row for board in FILES for row in rows_of(options.git_dir, board)]
    out = io.StringIO()
    writer = csv.DictWriter(out, COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(sorted(rows, key=lambda r: (r["gpu"], r["kernel"], r["n"], r["args"])))
    write_atomic(options.out, out.getvalue())
    print(f"{options.out}: {len(rows)} rows", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
