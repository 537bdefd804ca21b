"""Extract the empty-kernel launch times of NYU CIMS's four GPU servers (RTX 2080 Ti, TITAN V, GTX TITAN X, RTX 4070).

    python validation/gpu/launch/nyu-cims/extract_launch.py GIT_DIR [--out validation/gpu/launch/nyu-cims/launch.csv]

GIT_DIR: a clone of github.com/TapiocaFox/GPU-Project ([nyu-gpu-project-launch]), read at its commit f9a2dae
(2025-11-19, "add: launch overhead measurement"), ``src/microbenchmarking/``: per server ``cudaN`` (N = 2..5) the two
CSVs its ``launch_overhead_test.cu`` (same commit) wrote there, built ``nvcc -O3 launch_overhead_test.cu`` (the
folder's readme.md):

* ``launch_overhead_results_cudaN.csv`` (table ``configs``): 25 launch geometries (blocks, threads per block), column
  ``empty_kernel_us``;
* ``overhead_formula_analysis_cudaN.csv`` (table ``sweep``): 32 to 65536 threads in powers of two, 256 threads per block
  (``min(256, threads)``; blocks = ceil(threads / 256)), column ``measured_overhead_us``.

How each number was measured (``measure_kernel_time``, kernel type 0): an empty ``__global__`` function launched 5 times
at that geometry and ``cudaDeviceSynchronize``; then ``cudaEventRecord`` in the default stream, 1000 launches back to
back, ``cudaEventRecord``, ``cudaEventSynchronize``; the time between the two events / 1000, in us. So the time per
launch of back-to-back launches (the GPU's time between the events, the launches queued asynchronously; no
synchronisation per launch). The servers' GPUs are the project's ``src/gpu_specs/specs.json`` (cuda2.cims.nyu.edu:
GeForce RTX 2080 Ti; cuda3: NVIDIA TITAN V; cuda4: GeForce GTX TITAN X; cuda5: GeForce RTX 4070) and
``src/compile_for_gpu_clusters.sh`` (the same mapping by host name), both read at the same commit. Written per server,
table and geometry: the seconds of one launch.
"""

from __future__ import annotations

import csv
import io
import json
import math
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(REPO))
from validation.readme_table import extraction_script  # noqa: E402 - after the sys.path line: the checkout's scripts

COMMIT = "f9a2dae5e7fb39c1ce4b4ada0c04e5902a681f69"
FOLDER = "src/microbenchmarking"
#: server -> its GPU (src/gpu_specs/specs.json at COMMIT)
NODES = {"cuda2": "GeForce RTX 2080 Ti", "cuda3": "NVIDIA TITAN V", "cuda4": "GeForce GTX TITAN X", "cuda5": "GeForce RTX 4070"}
COLUMNS = ("node", "gpu", "table", "grid_blocks", "threads_per_block", "seconds", "timed", "source_file")
TIMED = "back_to_back"  # CUDA events around 1000 launches queued back to back, / 1000
SPECS = "src/gpu_specs/specs.json"


def _show(git_dir: Path, path: str) -> str:
    return subprocess.run(["git", "-C", str(git_dir), "show", f"{COMMIT}:{path}"], capture_output=True, text=True, check=True).stdout


def _check_nodes(git_dir: Path) -> None:
    """The server -> GPU mapping is the one the project states at that commit."""
    specs = json.loads(_show(git_dir, SPECS))
    for node, gpu in NODES.items():
        if specs[node]["gpu"][0]["model"] != gpu:
            raise SystemExit(f"{SPECS}@{COMMIT[:7]}: {node} has {specs[node]['gpu'][0]['model']}, not {gpu}")


def rows_of(git_dir: Path) -> list[dict]:
    _check_nodes(git_dir)
    out = []
    for node, gpu in NODES.items():
        path = f"{FOLDER}/launch_overhead_results_{node}.csv"
        for line in csv.DictReader(io.StringIO(_show(git_dir, path))):
            out.append({"node": node, "gpu": gpu, "table": "configs", "grid_blocks": int(line["num_blocks"]),
                        "threads_per_block": int(line["threads_per_block"]), "seconds": f"{float(line['empty_kernel_us']) * 1e-6:.6g}",
                        "timed": TIMED, "source_file": f"{path}@{COMMIT[:7]}"})
        path = f"{FOLDER}/overhead_formula_analysis_{node}.csv"
        for line in csv.DictReader(io.StringIO(_show(git_dir, path))):
            threads = int(line["total_threads"])
            block = min(256, threads)
            out.append({"node": node, "gpu": gpu, "table": "sweep", "grid_blocks": math.ceil(threads / block), "threads_per_block": block,
                        "seconds": f"{float(line['measured_overhead_us']) * 1e-6:.6g}", "timed": TIMED, "source_file": f"{path}@{COMMIT[:7]}"})
    return out


def main() -> int:
    return extraction_script(__doc__.splitlines()[0], Path(__file__).with_name("launch.csv"), COLUMNS, rows_of)


if __name__ == "__main__":
    sys.exit(main())
