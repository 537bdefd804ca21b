"""Extract a GeForce GTX 480's empty-kernel launch times (back to back, and each followed by a synchronisation).

    python validation/gpu/launch/gpucomputing-gtx480/extract_launch.py GIT_DIR [--out validation/gpu/launch/gpucomputing-gtx480/launch.csv]

GIT_DIR: a clone of github.com/krachyon/lecture_gpucomputing ([gpucomputing-gtx480-launch]), read at its commit
b870127 (2019-11-01, "actually use the previous change"): ``2/result/nullkernel_timings_out.txt``, one line
``block_count;thread_count;async;time/usec`` per launch geometry (1 to 1024 blocks x 1 to 1024 threads, powers of two
without 256) and mode, written by ``2/src/nullKernelAsync.cu`` at the same commit (the results and the source were
last changed together there), built by ``2/Makefile`` (``/opt/cuda-7.0`` nvcc ``-O2 -arch=sm_20``) and run as a Slurm
job with one GPU (``2/measure_null_kernel_time.sh``). How (the program): 50000 launches of ``NullKernel<<<1,1>>>`` to
warm up (not synchronised); then per geometry, timed on the host (``chTimer``: ``clock_gettime(CLOCK_MONOTONIC)``),
50000 launches and

* ``async`` 1: ``NullKernel`` (empty) launched 50000 times back to back, then one ``cudaThreadSynchronize``: the time
  per launch of back-to-back launches (``back_to_back``);
* ``async`` 0: ``NearlyNullKernel`` (``int a = 0; ++a;``, a local never used: no work left after compilation) launched
  and ``cudaThreadSynchronize`` after each, 50000 times: the time of a launch and its synchronisation (``sync_each``).

The GPU: the course cluster's GeForce GTX 480 (Fermi GF100, cc 2.0), as the same authors' writeup of the course's
exercise 5 names it (``5/writeup/matrix.tex``: "the theoretical maximum of ~1300 Gflops/s for a GTX 480") and as the
builds for ``sm_20`` and exercise 2's PCIe 2.0 (``2/exercise2.md``) agree with. Written per mode and geometry: the
seconds of one launch.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(REPO))
from validation.readme_table import extraction_script  # noqa: E402 - after the sys.path line: the checkout's scripts

COMMIT = "b870127045aad9f32e1ec70c4a1644254495359d"
PATH = "2/result/nullkernel_timings_out.txt"
LAUNCHES = 50000  # cIterations at COMMIT
#: the file's async flag -> (what was timed, the kernel launched)
MODES = {"1": ("back_to_back", "NullKernel"), "0": ("sync_each", "NearlyNullKernel")}
COLUMNS = ("gpu", "grid_blocks", "threads_per_block", "seconds", "timed", "kernel", "launches", "source_file")


def rows_of(git_dir: Path) -> list[dict]:
    text = subprocess.run(["git", "-C", str(git_dir), "show", f"{COMMIT}:{PATH}"], capture_output=True, text=True, check=True).stdout
    out = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        blocks, threads, mode, microseconds = line.split(";")
        timed, kernel = MODES[mode]
        out.append({"gpu": "GeForce GTX 480", "grid_blocks": int(blocks), "threads_per_block": int(threads),
                    "seconds": f"{float(microseconds) * 1e-6:.6g}", "timed": timed, "kernel": kernel, "launches": LAUNCHES,
                    "source_file": f"{PATH}@{COMMIT[:7]}"})
    return out


def main() -> int:
    return extraction_script(__doc__.splitlines()[0], Path(__file__).with_name("launch.csv"), COLUMNS, rows_of)


if __name__ == "__main__":
    sys.exit(main())
