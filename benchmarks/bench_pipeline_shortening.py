"""How far the pipeline model's shortened simulation is from the full one, and what each costs.

    python benchmarks/bench_pipeline_shortening.py [--budget 2000]

For the launches of validation/gpu/bspgpu-kernel-times.csv on the GT 630, GTX 680 and
Tesla K20 (matmuls n <= 1024, subseqmax n <= 2^22, where the full simulation still takes
seconds, not minutes), the SM time of the first wave at the unloaded latency and at three
times it, simulated within ``--budget`` instructions per run and in full.  Prints the
median and worst relative difference and the median and worst time of the shortened
simulation.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from advisor.kernelpred import pipeline
from advisor.kernelpred.kp import _Warps
from advisor.kernelpred.predict import kernel_launch
from advisor.kernelpred.validate import CONTENTS, GPU_PLATFORMS, launch_of, read_rows

GPUS = ("GeForce GT 630", "GeForce GTX 680", "Tesla K20")


def _sm_time(launch, budget: int) -> tuple[float, float, float]:
    pipeline.EVENT_BUDGET = budget
    simulator = pipeline._Simulator(launch, _Warps(launch))
    start = time.perf_counter()
    at = simulator.at(launch.occupancy.blocks_per_sm)
    return at(simulator.lat0), at(3 * simulator.lat0), time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=int, default=pipeline.EVENT_BUDGET)
    args = parser.parse_args()
    rows = read_rows(REPO / "validation" / "gpu" / "bspgpu-kernel-times.csv")
    unloaded, loaded, costs = [], [], []
    for row in rows:
        n = int(row["n"])
        if row["gpu"] not in GPUS or n > (1024 if row["kernel"].startswith("matmul") else 2**22):
            continue
        source, grid, block, kernel_args = launch_of(row)
        launch, _ = kernel_launch(source, row["kernel"], grid, block, kernel_args, GPU_PLATFORMS[row["gpu"]],
                                  target="sm_75", contents=CONTENTS.get(row["kernel"]))
        short0, short3, seconds = _sm_time(launch, args.budget)
        full0, full3, _ = _sm_time(launch, 10**9)
        unloaded.append(abs(short0 / full0 - 1))
        loaded.append(abs(short3 / full3 - 1))
        costs.append(seconds * 1e3)
    print(f"{len(costs)} launches, budget {args.budget} instructions per run")
    for name, diffs in (("unloaded latency", unloaded), ("3x the latency", loaded)):
        print(f"  |shortened / full - 1| at {name}: median {100 * statistics.median(diffs):.1f} %, "
              f"mean {100 * statistics.fmean(diffs):.1f} %, worst {100 * max(diffs):.1f} %")
    print(f"  shortened simulation (one blocks-per-SM): median {statistics.median(costs):.1f} ms, worst {max(costs):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
