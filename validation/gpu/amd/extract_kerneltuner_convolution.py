"""Extract Kernel Tuner brute-force times of a tunable 2D convolution on four AMD GPUs into a validation CSV.

    python validation/gpu/amd/extract_kerneltuner_convolution.py HUB_GIT_DIR [--lurati LURATI_GIT_DIR]
        [--out validation/gpu/amd/kerneltuner-convolution-times.csv]

HUB_GIT_DIR: a clone of github.com/AutoTuningAssociation/benchmark_hub (MIT licence); read at commit
8eeb99e (2025-05-24), files cachefiles/convolution_milo/{MI250X,W6600,W7800}.json.gz (gzip'd Kernel Tuner
cache files).  LURATI_GIT_DIR (optional): a clone of github.com/MiloLurati/AutoTuning_AMD_vs_Nvidia_GPUs
(artefact of Lurati et al., "Bringing auto-tuning to HIP", Euro-Par 2024; no licence file), read at commit
9a7dcca, file cache_files/convolution_MI50.json.  See SOURCES.md beside this script.

A Kernel Tuner cache holds, per configuration of the tunable parameters, ``times``: the 32 kernel times (ms)
of ``iterations=32`` launches, each taken with a hipEvent pair around one launch (Kernel Tuner's HIP
backend, HipRuntimeObserver), i.e. per-kernel device time; ``time`` is their mean.  We write the median,
min, max and mean of ``times``.  Failed configurations ("CompilationFailedConfig", W7800 only) are skipped.

Launch (Kernel Tuner's rules, from the tuning scripts): problem size 4096 x 4096 output pixels,
grid_x = ceil(4096 / (block_size_x * tile_size_x)), grid_y = ceil(4096 / (block_size_y * tile_size_y)),
block = (block_size_x, block_size_y); every tunable parameter is passed to the compiler as a #define.
Which kernel source and filter size each GPU's times belong to (see SOURCES.md for the evidence):

* MI250X, W6600 (measured 2023-12-21): cache_scripts/convolution/convolution.cu.hip of the Lurati repository
  at 5863f3d (the version with ``use_shmem``/``use_cmem``), filter 15 x 15 (``filter_width``/``filter_height``
  are tuning parameters and so #defines).
* W7800 (measured 2025-04-03): kernels/convolution_milo.cu.hip of benchmark_hub (commit 8e6defa), which has
  no ``use_shmem`` branch: the parameter was passed but has no effect (the two variants' times agree within
  +-5 %); always shared memory; filter 15 x 15.
* MI50 (measured 2023-05-18): cache_scripts/convolution/convolution.cu.hip of the Lurati repository at
  a156f12 (same text as benchmark_hub's file); its tuning script passed no filter size, so the kernel's
  default ``#define filter_width 17`` / ``filter_height 17`` applied (inferred; the cache's GFLOP/s metric was
  nevertheless computed for 15 x 15).  Always shared memory.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import io
import json
import statistics
import subprocess
import sys
from pathlib import Path

HUB = "AutoTuningAssociation/benchmark_hub"
HUB_COMMIT = "8eeb99e7179e6838af95d392ac6c60cebfd8c434"
LURATI = "MiloLurati/AutoTuning_AMD_vs_Nvidia_GPUs"
LURATI_COMMIT = "9a7dcca284d81c4f7c005268a7e9968d905f0b1a"
N = 4096
#: short names used in the CSV (full names in SOURCES.md)
ALIAS = {HUB: "benchmark_hub", LURATI: "lurati"}

#: cache file -> (gpu, architecture, kernel source repo:path@commit, filter size, use_shmem honoured)
SETS = {
    (HUB, HUB_COMMIT, "cachefiles/convolution_milo/MI250X.json.gz"): (
        "AMD Instinct MI250X (one GCD)", "CDNA2 gfx90a",
        "lurati:cache_scripts/convolution/convolution.cu.hip@5863f3d", 15, True),
    (HUB, HUB_COMMIT, "cachefiles/convolution_milo/W6600.json.gz"): (
        "AMD Radeon PRO W6600", "RDNA2 gfx1032",
        "lurati:cache_scripts/convolution/convolution.cu.hip@5863f3d", 15, True),
    (HUB, HUB_COMMIT, "cachefiles/convolution_milo/W7800.json.gz"): (
        "AMD Radeon PRO W7800", "RDNA3 gfx1100",
        "benchmark_hub:kernels/convolution_milo.cu.hip@8e6defa", 15, False),
    (LURATI, LURATI_COMMIT, "cache_files/convolution_MI50.json"): (
        "AMD Instinct MI50", "GCN5 (Vega20) gfx906",
        "lurati:cache_scripts/convolution/convolution.cu.hip@a156f12", 17, False),
}

COLUMNS = ("gpu", "arch", "kernel", "n", "filter_w", "filter_h", "grid_x", "grid_y", "block_x", "block_y",
           "tile_x", "tile_y", "read_only", "use_padding", "use_shmem", "reps", "median_ms", "min_ms", "max_ms",
           "mean_ms", "timing", "measured", "kernel_source", "source_file")


def cdiv(a: int, b: int) -> int:
    return -(-a // b)


def git_blob(git_dir: Path, commit: str, path: str) -> bytes:
    return subprocess.run(["git", "-C", str(git_dir), "show", f"{commit}:{path}"], capture_output=True,
                          check=True).stdout


def rows_of(git_dir: Path, repo: str, commit: str, path: str) -> list[dict]:
    gpu, arch, kernel_source, filt, shmem_honoured = SETS[(repo, commit, path)]
    blob = git_blob(git_dir, commit, path)
    if path.endswith(".gz"):
        blob = gzip.decompress(blob)
    data = json.loads(blob)
    assert list(data["problem_size"]) == [N, N], data["problem_size"]
    out = []
    for entry in data["cache"].values():
        times = entry.get("times")
        if not isinstance(entry.get("time"), (int, float)) or not times:
            continue  # CompilationFailedConfig and the like
        bx, by, tx, ty = (entry["block_size_x"], entry["block_size_y"], entry["tile_size_x"], entry["tile_size_y"])
        if "filter_width" in entry:
            assert entry["filter_width"] == filt and entry["filter_height"] == filt, entry
        shmem = entry.get("use_shmem", 1)
        out.append({
            "gpu": gpu, "arch": arch, "kernel": "convolution_kernel", "n": N, "filter_w": filt, "filter_h": filt,
            "grid_x": cdiv(N, bx * tx), "grid_y": cdiv(N, by * ty), "block_x": bx, "block_y": by,
            "tile_x": tx, "tile_y": ty, "read_only": entry["read_only"], "use_padding": entry["use_padding"],
            # where the kernel has no use_shmem branch it always stages the input in shared memory
            "use_shmem": shmem if shmem_honoured else f"{shmem}(ignored)",
            "reps": len(times), "median_ms": f"{statistics.median(times):.6g}", "min_ms": f"{min(times):.6g}",
            "max_ms": f"{max(times):.6g}", "mean_ms": f"{statistics.fmean(times):.6g}", "timing": "hipEvent",
            "measured": entry.get("timestamp", "")[:10], "kernel_source": kernel_source,
            "source_file": f"{ALIAS[repo]}:{path}@{commit[:7]}",
        })
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("hub_git_dir", type=Path, help="git dir of AutoTuningAssociation/benchmark_hub")
    parser.add_argument("--lurati", type=Path, help="git dir of MiloLurati/AutoTuning_AMD_vs_Nvidia_GPUs (MI50)")
    parser.add_argument("--out", type=Path, default=Path(__file__).with_name("kerneltuner-convolution-times.csv"))
    args = parser.parse_args()
    rows = []
    for repo, commit, path in SETS:
        git_dir = args.hub_git_dir if repo == HUB else args.lurati
        if git_dir is None:
            print(f"skipping {repo}:{path} (no --lurati)", file=sys.stderr)
            continue
        rows += rows_of(git_dir, repo, commit, path)
    rows.sort(key=lambda r: (r["gpu"], r["block_x"], r["block_y"], r["tile_x"], r["tile_y"], r["read_only"],
                             r["use_padding"], str(r["use_shmem"])))
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
