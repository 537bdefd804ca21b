"""Extract a Quadro RTX 6000 node's cudaMemcpy sweep (pinned and pageable, 1 B to 1 MiB) into a validation CSV.

    python validation/transfers/quadro-rtx6000/extract_copies.py GIT_DIR [--out validation/transfers/quadro-rtx6000/copies.csv]

GIT_DIR: a clone of github.com/npho/cse554 ([cse554-copies]), read at its commit c54a545 (2026-01-28, "Saving final,
submitted run results"): ``assignment1/host_GPU/benchmark.csv``, one line per size ``2^0 .. 2^20`` bytes with the
bandwidth in GB/s (1e9 B/s) of four copies: host to device and back, from ``malloc`` memory and from ``cudaMallocHost``
memory. How they were measured (``assignment1/host_GPU/main.cu`` at the same commit): per size, a device buffer and a
host buffer, the host buffer written (``memset``) before any copy; one copy to warm up, then 1000 (below 1 KiB) or 100
synchronous ``cudaMemcpy`` calls back to back between two CUDA events; bandwidth = bytes / (event time / calls). Run
on a Quadro RTX 6000 (``README.md`` of that folder: the program's output, CUDA 12.9, the University of Washington's
Hyak cluster by its paths); the host is not named. Written per size, kind and direction: the time of one copy.
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

COMMIT = "c54a5452c9f0e40b9119d4886288f22579990613"
PATH = "assignment1/host_GPU/benchmark.csv"
#: the set's column -> (kind, direction); the host buffers were written before they were copied
COLUMNS = {"h2d_pageable_gbps": ("pageable-touched", "h2d"), "d2h_pageable_gbps": ("pageable-touched", "d2h"),
           "h2d_pinned_gbps": ("pinned", "h2d"), "d2h_pinned_gbps": ("pinned", "d2h")}


def rows_of(git_dir: Path) -> list[dict]:
    text = subprocess.run(["git", "-C", str(git_dir), "show", f"{COMMIT}:{PATH}"], capture_output=True, text=True, check=True).stdout
    out = []
    for line in csv.DictReader(io.StringIO(text)):
        size = int(line["bytes"])
        for column, (kind, direction) in COLUMNS.items():
            gbps = float(line[column])
            out.append({"bytes": size, "kind": kind, "direction": direction, "gbps": line[column],
                        "seconds": f"{size / (gbps * 1e9):.6g}", "source_file": f"{PATH}@{COMMIT[:7]}"})
    return out


def main() -> int:
    return extraction_script(__doc__.splitlines()[0], Path(__file__).with_name("copies.csv"), ("bytes", "kind", "direction", "gbps", "seconds", "source_file"),
                             rows_of)


if __name__ == "__main__":
    sys.exit(main())
