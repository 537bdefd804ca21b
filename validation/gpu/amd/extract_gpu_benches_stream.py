"""Extract gpu-benches' gpu-stream results (six streaming kernels x 32 block sizes) on three AMD GPUs into a CSV.

    python validation/gpu/amd/extract_gpu_benches_stream.py GIT_DIR [--out validation/gpu/amd/gpu-benches-stream-times.csv]

GIT_DIR: a clone of github.com/te42kyfo/gpu-benches (Dominik Ernst, GPL-3.0), read at commit 1c36d50
(2024-06-21), files gpu-stream/mi100.txt and gpu-stream/mi210.txt (added in cdcc732, 2023-01-23, as
cuda-stream/*.txt; unchanged since) and gpu-stream/RX6900XT.txt (added in fd7091f, 2023-12-13).

What the files hold (gpu-stream/main.cu at cdcc732 and at fd7091f; the kernels and the launch are the same in
both): for blockSize = 32, 64, ..., 1024 and each kernel, one line of bandwidths in GB/s, printed with no
decimals, = streamCount * N * 8 B / median(t) / 1e9 with N = 128 Mi + 2 = 134217730 doubles and
t = (wall time of two back-to-back launches of the kernel, with a cudaDeviceSynchronize (hipified) before and
after, gettimeofday) / 2; 9 such samples (the median of 9 is the 5th).  One warm-up launch precedes them.
Launch: grid = N / blockSize + 1 blocks (1-D) of blockSize threads.  Every kernel declares a 4096-double
(32 KiB) ``__shared__`` "spoiler" array on HIP, meant to cap residency at two blocks per CU.  The MI100 and
MI210 files print "1pt 3pt" as the last two headers: the programme printed those labels before cdcc732 for the
same kernels (stencil1d3pt_kernel, stencil1d5pt_kernel); the headers are ignored here.

Time derived: median_ms = streamCount * N * 8 / (GB/s * 1e9) * 1e3.  The GB/s are rounded to an integer, so
the derived time carries up to 0.5 / (GB/s) relative rounding error (<= 0.5 %, at the lowest 96 GB/s).
No min/max is printed by the benchmark.  The time includes what a back-to-back launch pair costs beyond the
kernels (wall clock), small against the 0.7 ... 17 ms kernels (1.07 GB per stream).
"""

from __future__ import annotations

import argparse
import csv
import io
import subprocess
import sys
from pathlib import Path

REPO = "te42kyfo/gpu-benches"
COMMIT = "1c36d509ee717dca9215c27135fa1e611bb03ed1"
N = 128 * 1024 * 1024 + 2
REPS = 9
#: file -> (gpu, architecture, compute units as the benchmark saw them, commit of the measuring main.cu)
FILES = {
    "gpu-stream/mi100.txt": ("AMD Instinct MI100", "CDNA1 gfx908", 120, "cdcc732"),
    "gpu-stream/mi210.txt": ("AMD Instinct MI210", "CDNA2 gfx90a", 104, "cdcc732"),
    "gpu-stream/RX6900XT.txt": ("AMD Radeon RX 6900 XT", "RDNA2 gfx1030", 40, "fd7091f"),
}
#: column -> (kernel in main.cu, streams of 8-byte words moved per element)
KERNELS = (("init_kernel", 1), ("read_kernel", 1), ("scale_kernel", 2), ("triad_kernel", 3),
           ("stencil1d3pt_kernel", 2), ("stencil1d5pt_kernel", 2))
COLUMNS = ("gpu", "arch", "kernel", "n", "grid_x", "grid_y", "block_x", "block_y", "bytes", "reported_gbs", "reps",
           "median_ms", "min_ms", "max_ms", "timing", "kernel_source", "source_file")


def rows_of(git_dir: Path, path: str) -> list[dict]:
    gpu, arch, cus, code_commit = FILES[path]
    text = subprocess.run(["git", "-C", str(git_dir), "show", f"{COMMIT}:{path}"], capture_output=True, check=True,
                          text=True).stdout
    out = []
    for line in text.splitlines()[1:]:
        if not line.strip():
            continue
        left, right = line.split("GB/s:")
        block, threads = (int(x) for x in left.split()[:2])
        assert threads == cus * block, (path, line)
        values = [int(x) for x in right.split()]
        assert len(values) == len(KERNELS), (path, line)
        for (kernel, streams), gbs in zip(KERNELS, values):
            nbytes = streams * N * 8
            out.append({
                "gpu": gpu, "arch": arch, "kernel": kernel, "n": N, "grid_x": N // block + 1, "grid_y": 1,
                "block_x": block, "block_y": 1, "bytes": nbytes, "reported_gbs": gbs, "reps": REPS,
                "median_ms": f"{nbytes / (gbs * 1e9) * 1e3:.5g}", "min_ms": "", "max_ms": "",
                "timing": "wall-pair/2", "kernel_source": f"gpu-benches:gpu-stream/main.cu@{code_commit}",
                "source_file": f"gpu-benches:{path}@{COMMIT[:7]}",
            })
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("git_dir", type=Path)
    parser.add_argument("--out", type=Path, default=Path(__file__).with_name("gpu-benches-stream-times.csv"))
    args = parser.parse_args()
    rows = [row for path in FILES for row in rows_of(args.git_dir, path)]
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    tmp = args.out.with_suffix(".tmp")
    tmp.write_text(buf.getvalue())
    tmp.replace(args.out)
    print(f"wrote {args.out}: {len(rows)} rows", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
