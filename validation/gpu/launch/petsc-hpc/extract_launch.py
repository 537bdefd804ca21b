"""Extract the null-kernel launch times PETSc's launch-latency tests quote from runs on Summit, Crusher, Frontier, Perlmutter.

    python validation/gpu/launch/petsc-hpc/extract_launch.py GIT_DIR [--out validation/gpu/launch/petsc-hpc/launch.csv]

GIT_DIR: a clone of github.com/petsc/petsc ([petsc-launch-latency]). PETSc's device tests that benchmark a kernel
launch quote, in the comment that opens the source, the command and the two output lines of a run on a named
machine; ``SOURCES`` are the files read, each at the commit given, and the machines taken from each:

* ``src/sys/objects/device/tests/ex1cu.cu`` at d71ae5a (2022-09-21; its numbers last changed in 9622a0a, 2022-05-25,
  "initialize device early to get more accurate timing"): Summit at OLCF (``jsrun -n1 -a1 -c7 -g1 -r1 ./ex1cu``);
* ``src/sys/objects/device/tests/ex1hip.hip.cpp`` at d71ae5a: Crusher at OLCF (``srun -n1 -c32 --cpu-bind=map_cpu:0
  --gpus-per-node=8 --gpu-bind=map_gpu:0 ./ex1hip``);
* ``src/sys/objects/device/tests/ex1kok.kokkos.cxx`` at decf283 (2024-02-14, "consolidate tests measuring kernel launch
  latency", which replaced the two above): Frontier@OLCF and Perlmutter@NERSC. Its Summit lines are the CUDA test's
  numbers (4.86, 12.83) carried over and are not taken again; its Aurora@ALCF lines (an Intel GPU Max board) are left
  out: no descriptor of this project has that GPU.

What each program does (the same sources): PETSc initialised, the device runtime started (``cudaStreamSynchronize``,
``exec.fence()``; in ex1hip at d71ae5a likewise), then with ``PetscTime`` around each loop and n = 100000 (the quoted
commands set no ``-n``):

* ``asynchronous``: n launches back to back, the timer read **before** the one synchronisation: the host time of the
  launch calls alone (``issue``);
* ``synchronous``: n times a launch followed by ``cudaStreamSynchronize(NULL)`` / ``hipStreamSynchronize(NULL)`` /
  ``exec.fence()``: a launch and its synchronisation (``sync_each``).

The kernels: ``NullKernel<<<1,1>>>`` (an empty ``__global__`` function; HIP: ``hipLaunchKernelGGL(NullKernel, dim3(1),
dim3(1), 0, NULL)``); in the Kokkos test ``Kokkos::parallel_for`` of an empty lambda over ``RangePolicy(0, 256)``, one
block of the back end's block size for 256 work items (written as 1 x 256 threads). Written per machine and mode: the
seconds of one launch.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(REPO))
from validation.readme_table import extraction_script  # noqa: E402 - after the sys.path line: the checkout's scripts

TESTS = "src/sys/objects/device/tests"
#: (path, commit, machines taken, program, kernel, blocks, threads per block); no commas in the strings (a CSV cell)
SOURCES = (
    (f"{TESTS}/ex1cu.cu", "d71ae5a4db6382e7f06317b8d368875286fe9008", ("Summit",), "ex1cu (CUDA)", "empty NullKernel 1 x 1", 1, 1),
    (f"{TESTS}/ex1hip.hip.cpp", "d71ae5a4db6382e7f06317b8d368875286fe9008", ("Crusher",), "ex1hip (HIP)", "empty NullKernel 1 x 1 (hipLaunchKernelGGL)", 1, 1),
    (f"{TESTS}/ex1kok.kokkos.cxx", "decf283a617a51afb9e227629ea302d34d1b75cc", ("Frontier", "Perlmutter"), "ex1kok (Kokkos)",
     "parallel_for of an empty lambda over RangePolicy 0..256", 1, 256),
)
#: machine -> its site and the GPU one rank drives (the sites' documented nodes)
MACHINES = {"Summit": ("OLCF", "NVIDIA Tesla V100-SXM2-16GB"), "Crusher": ("OLCF", "AMD Instinct MI250X (one GCD)"),
            "Frontier": ("OLCF", "AMD Instinct MI250X (one GCD)"), "Perlmutter": ("NERSC", "NVIDIA A100-SXM4-40GB")}
MODES = {"asynchronous": "issue", "synchronous": "sync_each"}
LAUNCHES = 100000
COLUMNS = ("machine", "gpu", "program", "kernel", "grid_blocks", "threads_per_block", "seconds", "timed", "launches", "source_file")
MACHINE_LINE = re.compile(r"^\s*(?:Running example on (\w+) at \w+:|(\w+)@\w+)\s*$")
TIME_LINE = re.compile(r"^\s*Average (asynchronous|synchronous)\s+.*kernel launch time\s*=\s*([0-9.]+) microseconds\s*$")


def quoted_runs(text: str) -> dict[str, dict[str, float]]:
    """machine -> {mode: microseconds}, from the comment that opens a test's source."""
    comment = text.split("*/", 1)[0]
    runs: dict[str, dict[str, float]] = {}
    machine = None
    for line in comment.splitlines():
        if found := MACHINE_LINE.match(line):
            machine = found[1] or found[2]
        elif (found := TIME_LINE.match(line)) and machine:
            runs.setdefault(machine, {})[found[1]] = float(found[2])
    return runs


def rows_of(git_dir: Path) -> list[dict]:
    out = []
    for path, commit, machines, program, kernel, blocks, threads in SOURCES:
        text = subprocess.run(["git", "-C", str(git_dir), "show", f"{commit}:{path}"], capture_output=True, text=True, check=True).stdout
        runs = quoted_runs(text)
        for machine in machines:
            for mode, timed in MODES.items():
                out.append({"machine": f"{machine} ({MACHINES[machine][0]})", "gpu": MACHINES[machine][1], "program": program, "kernel": kernel,
                            "grid_blocks": blocks, "threads_per_block": threads, "seconds": f"{runs[machine][mode] * 1e-6:.6g}", "timed": timed,
                            "launches": LAUNCHES, "source_file": f"{path}@{commit[:7]}"})
    return out


def main() -> int:
    return extraction_script(__doc__.splitlines()[0], Path(__file__).with_name("launch.csv"), COLUMNS, rows_of)


if __name__ == "__main__":
    sys.exit(main())
