"""How far the pipeline model's shortened simulation is from the full one, and what each costs.

    python benchmarks/bench_pipeline_shortening.py [--budget 2000]

For the launches of validation/gpu/bspgpu-kernel-times.csv on the GT 630, GTX 680 and
Tesla K20 (matmuls n <= 1024, subseqmax n <= 2^22, where the full simulation still takes
seconds, not minutes), the SM time of a full wave at the unloaded latency and at three
times it: as the model takes it (simulated within ``--budget`` instructions per run, and
linear in the latency from the unloaded latency and twice it) against the unshortened
simulation run at each of the two latencies.  Then the same for partial waves (a last wave,
or a grid smaller than one wave): one, half and all but one of the blocks a full wave puts
on an SM.  Prints the median, mean and worst relative difference and the median and worst
time of the model's simulation.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from advisor.calibration.kernels import read_rows, row_launch
from advisor.gpu.nvidia import pipeline
from advisor.gpu.nvidia.kp import _Warps

GPUS = ("GeForce GT 630", "GeForce GTX 680", "Tesla K20")


def _sm_time(launch, blocks_per_sm: int, budget: int) -> tuple[float, float, float]:
    """The model's SM time (shortened within ``budget``, linear in the latency) at the unloaded
    latency and at three times it, and the seconds it took."""
    pipeline.EVENT_BUDGET = budget
    simulator = pipeline._Simulator(launch, _Warps(launch))
    start = time.perf_counter()
    at = simulator.at(blocks_per_sm)
    return at(simulator.lat0), at(3 * simulator.lat0), time.perf_counter() - start


def _full_sm_time(launch, blocks_per_sm: int) -> tuple[float, float]:
    """The unshortened simulation at the unloaded latency and at three times it (no latency line)."""
    simulator = pipeline._Simulator(launch, _Warps(launch))
    classes, blocks = pipeline._slice(launch, blocks_per_sm)
    return tuple(simulator._run(classes, blocks, pipeline.Shortening(), lat)[0]
                 for lat in (simulator.lat0, 3 * simulator.lat0))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=int, default=pipeline.EVENT_BUDGET)
    args = parser.parse_args()
    rows = read_rows(REPO / "validation" / "gpu" / "bspgpu-kernel-times.csv")
    launches = [row_launch(row)[0] for row in rows if row["gpu"] in GPUS
                and int(row["n"]) <= (1024 if row["kernel"].startswith("matmul") else 2**22)]
    waves = {"full waves": [(launch, launch.occupancy.blocks_per_sm) for launch in launches],
             "partial waves": [(launch, b) for launch in launches
                               for b in sorted({1, launch.occupancy.blocks_per_sm // 2, launch.occupancy.blocks_per_sm - 1})
                               if 0 < b < launch.occupancy.blocks_per_sm]}
    print(f"budget {args.budget} instructions per run")
    for kind, cases in waves.items():
        unloaded, loaded, costs = [], [], []
        for launch, blocks_per_sm in cases:
            short0, short3, seconds = _sm_time(launch, blocks_per_sm, args.budget)
            full0, full3 = _full_sm_time(launch, blocks_per_sm)
            unloaded.append(abs(short0 / full0 - 1))
            loaded.append(abs(short3 / full3 - 1))
            costs.append(seconds * 1e3)
        print(f"{kind}: {len(costs)} (launch, blocks per SM)")
        for name, diffs in (("unloaded latency", unloaded), ("3x the latency", loaded)):
            print(f"  |shortened / full - 1| at {name}: median {100 * statistics.median(diffs):.1f} %, "
                  f"mean {100 * statistics.fmean(diffs):.1f} %, worst {100 * max(diffs):.1f} %")
        print(f"  shortened simulation: median {statistics.median(costs):.1f} ms, worst {max(costs):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
