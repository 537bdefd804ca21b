"""Extract an H100 SXM node's cudaMemcpy sweep (pinned and pageable, 1 B to 64 MiB) into a validation CSV.

    python validation/transfers/h100-epyc9554/extract_copies.py GIT_DIR [--out validation/transfers/h100-epyc9554/copies.csv]

GIT_DIR: a clone of github.com/elimelt/llm-serving-systems ([cse599k-copies]), read at its commit 5c73aff (2025-04-16,
"finished"): ``assignment1/host_GPU/q1/transfer_speed.csv``, one line per size ``2^0 .. 2^26`` bytes with the
bandwidth in MiB/s (2^20 B/s, two decimals) of four copies: host to device and back, from ``cudaMallocHost`` memory and
from ``new char[]`` memory. How they were measured (``assignment1/host_GPU/q1/measure_transfer.cu`` at the same
commit): per size, a device buffer and a pinned host buffer written before any copy; 100 rounds of one host-to-device
and one device-to-host synchronous ``cudaMemcpy``, each between two CUDA events; then a pageable buffer, written, and 100
rounds likewise; no copy left out as a warm-up; bandwidth = bytes / mean event time. Run on the course's server, eight
H100 80GB HBM3 (SXM5) beside two AMD EPYC 9554 (the group's Nsight Systems report ``assignment1/host_GPU/copy.nsys-rep``
of the next commit, 18dc1d5: driver 570.86.15, CUDA 12.8). Written per size, kind and direction: the time of one copy.
"""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO))
# after the sys.path line: the checkout's validation scripts
from validation.readme_table import extraction_script  # noqa: E402 - after the sys.path line: the checkout's scripts

COMMIT = "5c73aff1595eeb731b951a2e24476c34b22e6358"
PATH = "assignment1/host_GPU/q1/transfer_speed.csv"
MIB = 2**20
#: the set's column (MiB/s) -> (kind, direction); the host buffers were written before they were copied
COLUMNS = {"Pageable_HtoD_MBps": ("pageable-touched", "h2d"), "Pageable_DtoH_MBps": ("pageable-touched", "d2h"),
           "Pinned_HtoD_MBps": ("pinned", "h2d"), "Pinned_DtoH_MBps": ("pinned", "d2h")}


def rows_of(git_dir: Path) -> list[dict]:
    text = subprocess.run(["git", "-C", str(git_dir), "show", f"{COMMIT}:{PATH}"], capture_output=True, text=True, check=True).stdout
    out = []
    for line in csv.DictReader(io.StringIO(text)):
        size = int(line["Size_Bytes"])
        for column, (kind, direction) in COLUMNS.items():
            mibps = float(line[column])
            out.append({"bytes": size, "kind": kind, "direction": direction, "mibps": line[column],
                        "seconds": f"{size / (mibps * MIB):.6g}", "source_file": f"{PATH}@{COMMIT[:7]}"})
    return out


def main() -> int:
    return extraction_script(__doc__.splitlines()[0], Path(__file__).with_name("copies.csv"), ("bytes", "kind", "direction", "mibps", "seconds", "source_file"),
                             rows_of)


if __name__ == "__main__":
    sys.exit(main())
