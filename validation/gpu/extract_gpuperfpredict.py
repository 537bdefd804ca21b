"""Extract kernel durations from the gpuperfpredict nvprof traces into a validation CSV.

    python validation/gpu/extract_gpuperfpredict.py GIT_DIR [--out validation/gpu/gpuperfpredict-apps.csv]

GIT_DIR: a clone of github.com/marcosamaris/gpuperfpredict ([gpuperfpredict]); the traces
are read from its commit 3103c86 (2016-10-27, "Updated and organized the repository for a
better reproducibility of the experiments"), folder Datasets/Apps-Gpus/, one CSV per
application and board with one row per launch: nvprof metrics and events, the launch
geometry and the kernel's Duration (seconds).

Kept: the rows whose problem size is a power of two (every block size of those sizes), so
that a validation run takes minutes, not hours.  The board is the one named in the row's
Device column, not in the file name: every GTX-750 file holds GTX 680 rows (so there is no
GTX 750 data), and the subSeqMax-TitanX rows name a "Graphics Device" (a board the driver
had no name for: taken as the file's Titan X).  A row whose kernel function is not the
application's (the GTX-750 matMul files hold some dotProd and vectorAdd rows) is skipped.
A row measured twice (the same board,
application, size and geometry) is kept once.  Written with the columns of
``advisor.calibration.kernels`` (``gpu,kernel,n,...,median_ms``); ``reps`` is 1 (one
nvprof run per launch), ``min_ms`` and ``max_ms`` equal the duration.
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

COMMIT = "3103c86f5fea1922b17cfafe4916da71c533e7e3"
FOLDER = "Datasets/Apps-Gpus"
#: application file prefix -> (our kernel name without the tile suffix, uses the tile suffix)
APPS = {
    "matMul_gpu": "matmul_global_coalesced", "matMul_gpu_uncoalesced": "matmul_global_uncoalesced",
    "matMul_gpu_sharedmem": "matmul_shared_coalesced", "matMul_gpu_sharedmem_uncoalesced": "matmul_shared_uncoalesced",
    "matrix_sum_coalesced": "matsum_coalesced", "matrix_sum_normal": "matsum_normal",
    "vectorAdd": "vector_add", "dotProd": "dot_product", "subSeqMax": "subseqmax",
}
#: application -> the kernel function its rows must name
FUNCTIONS = {app: ("matMul" if app.startswith("matMul") else "matSum" if app.startswith("matrix") else app) for app in APPS}
#: file-name label -> the Device name nvprof gives that board
LABELS = {"GTX-680": "GeForce GTX 680", "GTX-750": "GeForce GTX 750", "GTX-970": "GeForce GTX 970",
          "GTX-980": "GeForce GTX 980", "Quadro": "Quadro K5200", "Tesla-K20": "Tesla K20c", "Tesla-K40": "Tesla K40c",
          "Titan": "GeForce GTX TITAN", "TitanBlack": "GeForce GTX TITAN Black", "TitanX": "GeForce GTX TITAN X"}
COLUMNS = ("gpu", "kernel", "n", "grid_x", "grid_y", "block_x", "block_y", "registers", "reps", "median_ms", "min_ms",
           "max_ms", "source_file")


def _git(git_dir: str, *args: str) -> str:
    return subprocess.run(["git", "--git-dir", git_dir, *args], check=True, capture_output=True, text=True).stdout


def kernel_name(app: str, block_x: int, block_y: int) -> str:
    """Our built-in kernel for an application at a launch's block shape."""
    base = APPS[app]
    if base.startswith("matmul_") and block_x != 16:
        return f"{base}_tw{block_x}"
    if base == "dot_product":
        return f"{base}_b{block_x * block_y}"
    return base


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("git_dir")
    parser.add_argument("--out", default=str(Path(__file__).with_name("gpuperfpredict-apps.csv")))
    args = parser.parse_args()
    files = [f for f in _git(args.git_dir, "ls-tree", "--name-only", f"{COMMIT}:{FOLDER}").split() if f.endswith(".csv")]
    seen, rows, relabelled, misfiled = set(), [], {}, {}
    for name in sorted(files):
        app = next((a for a in sorted(APPS, key=len, reverse=True) if name.startswith(a + "-")), None)
        if app is None:
            continue
        labelled = LABELS[name[len(app) + 1:-len(".csv")]]
        text = _git(args.git_dir, "show", f"{COMMIT}:{FOLDER}/{name}")
        for r in csv.DictReader(io.StringIO(text)):
            n = int(r["Input.Size"])
            if n & (n - 1):
                continue
            if not r["Kernel"].startswith(FUNCTIONS[app] + "("):  # a row of another application: skipped
                misfiled[name] = r["Kernel"].split("(")[0]
                continue
            gpu = r["Device"].rsplit(" (", 1)[0]
            if gpu == "Graphics Device":  # the driver's name for a board it predates: the file's board
                gpu = labelled
            if gpu != labelled:
                relabelled[name] = gpu
            bx, by = int(r["Block.X"]), int(r["Block.Y"])
            key = (gpu, app, n, r["Grid.X"], r["Grid.Y"], bx, by)
            if key in seen:
                continue
            seen.add(key)
            ms = f"{float(r['Duration']) * 1e3:.6g}"
            rows.append([gpu, kernel_name(app, bx, by), n, r["Grid.X"], r["Grid.Y"], bx, by, r["Registers.Per.Thread"], 1,
                         ms, ms, ms, f"{FOLDER}/{name}@{COMMIT[:7]}"])
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    writer.writerows(sorted(rows, key=lambda r: (r[0], r[1], r[2], r[5])))
    write_atomic(args.out, out.getvalue())
    print(f"wrote {args.out}: {len(rows)} launches", file=sys.stderr)
    for name, gpu in sorted(relabelled.items()):
        print(f"  {name}: rows of {gpu}", file=sys.stderr)
    for name, function in sorted(misfiled.items()):
        print(f"  {name}: rows of {function}() skipped", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
