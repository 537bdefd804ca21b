"""Extract the PolyBench/GPU 1.0 rows of Cummins et al.'s CGO'17 "AMD" device-mapping set into a CSV.

    python validation/devmap/cgo17-amd/extract_rows.py GIT_DIR [--out validation/devmap/cgo17-amd/cgo17-amd-polybench.csv]

GIT_DIR: a clone of github.com/ChrisCummins/paper-end2end-dl (GPL-3.0; the data of Cummins, Petoumenos, Wang,
Leather, "End-to-end Deep Learning of Optimization Heuristics", PACT'17, which reuses the CGO'17 set), read at commit
df6fa690cbf18bdcab23f26c5832f36884f037b5, file ``data/case-study-a/cgo17-amd.csv``: 680 OpenCL kernels x data
sets, each with its runtime on the CPU (AMD's OpenCL CPU runtime on a Core i7-3820) and on an AMD Radeon HD 7970,
in milliseconds, and the faster device (``oracle``). Kept here: the 27 rows of the PolyBench/GPU 1.0 kernels
(``benchmark`` = ``polybench-gpu-1.0-<program>-<kernel>``, dataset ``default``), the only suite of the set the
project has workload descriptors of. Nothing is changed but the names: the program and kernel split apart, the
runtimes kept as printed (``git show``, no clone of the set is kept here).
"""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from validation.readme_table import extraction_script  # noqa: E402 - after the sys.path line: the checkout's scripts

REPO = "ChrisCummins/paper-end2end-dl"
COMMIT = "df6fa690cbf18bdcab23f26c5832f36884f037b5"
PATH = "data/case-study-a/cgo17-amd.csv"
PREFIX = "polybench-gpu-1.0-"
PROGRAMS = 14  # 2DConvolution ... syrk
COLUMNS = ("program", "kernel", "dataset", "transfer_bytes", "wgsize", "oracle", "runtime_cpu_ms", "runtime_gpu_ms",
           "source_file")


def rows_of(git_dir: Path) -> list[dict]:
    text = subprocess.run(["git", "--git-dir", str(git_dir), "show", f"{COMMIT}:{PATH}"], capture_output=True, check=True,
                          text=True).stdout
    out = []
    for row in csv.DictReader(io.StringIO(text)):
        if not row["benchmark"].startswith(PREFIX):
            continue
        program, kernel = row["benchmark"][len(PREFIX):].split("-", 1)
        cpu, gpu = float(row["runtime_cpu"]), float(row["runtime_gpu"])
        assert row["oracle"] == ("GPU" if gpu < cpu else "CPU"), row["benchmark"]  # the label is the faster device
        out.append({"program": program, "kernel": kernel, "dataset": row["dataset"], "transfer_bytes": int(row["transfer"]),
                    "wgsize": int(row["wgsize"]), "oracle": row["oracle"], "runtime_cpu_ms": row["runtime_cpu"],
                    "runtime_gpu_ms": row["runtime_gpu"], "source_file": f"{REPO}:{PATH}@{COMMIT[:7]}"})
    assert len({row["program"] for row in out}) == PROGRAMS, sorted({row["program"] for row in out})
    return out


def main() -> int:
    return extraction_script(__doc__.splitlines()[0], HERE / "cgo17-amd-polybench.csv", COLUMNS, rows_of)


if __name__ == "__main__":
    sys.exit(main())
