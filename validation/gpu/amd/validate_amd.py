#!/usr/bin/env python3
"""The AMD kernel-time model (``advisor.gpu.amd.timing``) against published AMD kernel times.

    python validation/gpu/amd/validate_amd.py [--csv validation/gpu/amd/gpu-benches-stream-times.csv] [--rows]
    python validation/gpu/amd/validate_amd.py --csv validation/gpu/amd/kerneltuner-convolution-times.csv [--configs 16]

For every row whose GPU has a descriptor and a family the AMD model covers (GCN 3-5, CDNA, RDNA), the
built-in kernel that re-implements the measured one is predicted at the row's launch and compared with the
measured median; prints MAPE, median and worst error per GPU and per kernel (``--rows``: every row).

The convolution set's kernel takes its tuning parameters as -D defines: each configuration is compiled
(clang with the AMDGPU backend) from ``convolution_milo.cu``, the measured kernel's source, for the
board's own target. Only the boards measured with that very source are scored (the MI50 and the W7800;
the MI250X and W6600 ran a later revision that is not ours to ship), ``--configs`` configurations of
each, drawn at random (seed 0) from the distinct ones, each compared with the median of its rows.
Nothing was fitted to these rows: the descriptors' numbers come from AMD and stated estimates, the
families' cache latencies from RRZE's pointer chase (advisor/gpu/amd/families.yaml).

What the rows hold, and what is compared with what: gpu-benches' gpu-stream reports the wall time of
two back-to-back launches over two (README.md of this folder); it is compared with the predicted
execution (the launch overhead of a queued second launch overlaps the first one's execution).
"""

from __future__ import annotations

import argparse
import csv
import functools
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))
# after the sys.path line: the checkout's advisor, not an installed one
from advisor.gpu.amd import InterpretError  # noqa: E402 - see above
from advisor.gpu.amd.occupancy import AmdLaunchError  # noqa: E402 - see above
from advisor.gpu.amd.shipped import shipped_kernel, target_for  # noqa: E402 - see above
from advisor.gpu.amd.timing import predict, predict_launch  # noqa: E402 - see above
from advisor.platform import load_platform  # noqa: E402 - see above

#: board -> its descriptor
BOARDS = {
    "AMD Instinct MI50": "validation/gpu/platforms/amd-mi50.yaml", "AMD Instinct MI100": "validation/gpu/platforms/amd-mi100.yaml",
    "AMD Instinct MI210": "validation/gpu/platforms/amd-mi210.yaml", "AMD Instinct MI250X (one GCD)": "platforms/frontier-mi250x.yaml",
    "AMD Radeon PRO W6600": "validation/gpu/platforms/amd-w6600.yaml", "AMD Radeon PRO W7800": "validation/gpu/platforms/amd-w7800.yaml",
    "AMD Radeon RX 6900 XT": "validation/gpu/platforms/amd-rx6900xt.yaml",
}
#: measured kernel -> the built-in kernel that re-implements it, and its size argument
KERNELS = {"init_kernel": "gs_init", "read_kernel": "gs_read", "scale_kernel": "gs_scale", "triad_kernel": "gs_triad",
           "stencil1d3pt_kernel": "gs_stencil1d3pt", "stencil1d5pt_kernel": "gs_stencil1d5pt"}


@functools.cache
def _board(path: str):
    return load_platform(REPO / path).gpus[0]


def predicted_and_measured(row: dict) -> tuple[float, float] | None:
    """(predicted, measured) seconds of a row, None where the model does not cover its GPU or kernel."""
    board, kernel = BOARDS.get(row["gpu"]), KERNELS.get(row["kernel"])
    if board is None or kernel is None:
        return None
    gpu = _board(board)
    target = target_for(gpu.amd.family, gpu.compute_capability)
    if target is None or gpu.amd.family.timing is None:
        return None
    grid, block = (int(row["grid_x"]), int(row["grid_y"]), 1), (int(row["block_x"]), int(row["block_y"]), 1)
    timing = predict(shipped_kernel(target, kernel), gpu, target, grid, block, {"n": int(row["n"]), "secretly_false": 0})
    return timing.exec_s, float(row["median_ms"]) * 1e-3


#: the kernel source of convolution_milo.cu, as the convolution rows name it
CONVOLUTION_SOURCES = ("benchmark_hub:kernels/convolution_milo.cu.hip@8e6defa", "lurati:cache_scripts/convolution/convolution.cu.hip@a156f12")
TUNABLES = ("block_x", "block_y", "tile_x", "tile_y", "read_only", "use_padding", "filter_w", "filter_h")


def convolution_configs(rows: list[dict], per_gpu: int, seed: int = 0) -> list[dict]:
    """``per_gpu`` distinct configurations of each scored board, each with the median of its rows' medians."""
    groups: dict[tuple, list[float]] = defaultdict(list)
    for row in rows:
        if row["kernel_source"] in CONVOLUTION_SOURCES and row["gpu"] in BOARDS:
            groups[(row["gpu"], *(int(row[t]) for t in TUNABLES))].append(float(row["median_ms"]))
    chosen = []
    for gpu in sorted({key[0] for key in groups}):
        keys = sorted(key for key in groups if key[0] == gpu)
        for key in random.Random(seed).sample(keys, min(per_gpu, len(keys))):
            config = dict(zip(TUNABLES, key[1:], strict=True))
            chosen.append({"gpu": gpu, "kernel": "convolution_kernel", **config, "median_ms": statistics.median(groups[key])})
    return chosen


def convolution_predicted_and_measured(config: dict) -> tuple[float, float] | None:
    """(predicted, measured) seconds of a convolution configuration: compiled now, for the board's target."""
    gpu = _board(BOARDS[config["gpu"]])
    if gpu.amd.family.timing is None:
        return None
    defines = {"block_size_x": config["block_x"], "block_size_y": config["block_y"], "tile_size_x": config["tile_x"],
               "tile_size_y": config["tile_y"], "read_only": config["read_only"], "use_padding": config["use_padding"],
               "filter_width": config["filter_w"], "filter_height": config["filter_h"]}
    block = (config["block_x"], config["block_y"], 1)
    grid = (-(-4096 // (config["block_x"] * config["tile_x"])), -(-4096 // (config["block_y"] * config["tile_y"])), 1)
    prediction = predict_launch(str(HERE / "convolution_milo.cu"), "convolution_kernel", gpu, grid, block, {},
                                tuple(f"-D{name}={value}" for name, value in defines.items()))
    return prediction.exec_s, config["median_ms"] * 1e-3


def _summary(errors: list[float]) -> str:
    absolute = [abs(e) for e in errors]
    return (f"{len(errors):4d} rows  MAPE {100 * statistics.mean(absolute):5.1f} %  median {100 * statistics.median(absolute):5.1f} %  "
            f"worst {100 * max(absolute):5.1f} %  signed {100 * statistics.mean(errors):+5.1f} %")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--csv", default=str(HERE / "gpu-benches-stream-times.csv"))
    parser.add_argument("--rows", action="store_true", help="print every row")
    parser.add_argument("--configs", type=int, default=16, help="convolution set: configurations per board (default 16)")
    args = parser.parse_args()
    with open(args.csv, newline="") as fh:
        rows = list(csv.DictReader(fh))
    convolution = bool(rows) and rows[0]["kernel"] == "convolution_kernel"
    if convolution:
        rows = convolution_configs(rows, args.configs)
    by_gpu: dict[str, list[float]] = defaultdict(list)
    by_kernel: dict[str, list[float]] = defaultdict(list)
    skipped: dict[str, int] = defaultdict(int)
    for number, row in enumerate(rows, 1):
        if convolution:
            print(f"[{number}/{len(rows)}] {row['gpu']}: compiling and predicting", file=sys.stderr, flush=True)
        try:
            result = convolution_predicted_and_measured(row) if convolution else predicted_and_measured(row)
        except (InterpretError, AmdLaunchError) as exc:  # code the model does not run: said, left out of the figures
            print(f"  {row['gpu']}: not predicted ({exc})", file=sys.stderr)
            result = None
        if result is None:
            skipped[row["gpu"]] += 1
            continue
        predicted, measured = result
        error = predicted / measured - 1
        by_gpu[row["gpu"]].append(error)
        by_kernel[row["kernel"]].append(error)
        if args.rows:
            shape = (f"block {row['block_x']}x{row['block_y']} tile {row['tile_x']}x{row['tile_y']} ro {row['read_only']} "
                     f"pad {row['use_padding']}" if convolution else f"block {row['block_x']:>5}")
            print(f"{row['gpu']:<32}{row['kernel']:<22}{shape}  measured {measured * 1e3:8.3f} ms  "
                  f"predicted {predicted * 1e3:8.3f} ms  {100 * error:+6.1f} %")
    everything = [e for errors in by_gpu.values() for e in errors]
    if not everything:
        print("no row of a GPU the AMD model covers")
        return 1
    print(f"{Path(args.csv).name}: {_summary(everything)}")
    for name, errors in sorted(by_gpu.items()):
        print(f"  {name:<30}{_summary(errors)}")
    for name, errors in sorted(by_kernel.items()):
        print(f"  {name:<30}{_summary(errors)}")
    for name, count in sorted(skipped.items()):
        print(f"  {name:<30}{count:4d} rows not predicted (no AMD time model for its family, no re-implemented kernel, "
              "or code the interpreter does not run)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
