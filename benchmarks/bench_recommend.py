"""Wall time of the main job: every PolyBench kernel x dataset x catalog platform.

    python benchmarks/bench_recommend.py [--repeat 7]

Runs ``advisor recommend workloads/polybench.yaml --dataset all --platform all``
as a fresh process (interpreter start-up included, as a user sees it) and
prints the median and the spread. Target: median under 1.5 s on a 2-core machine.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TARGET_S = 1.5


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    exe = shutil.which("advisor")
    command = [exe] if exe else [sys.executable, "-m", "advisor.cli"]
    command += ["recommend", str(REPO / "workloads" / "polybench.yaml"), "--dataset", "all", "--platform", "all", "--format", "json"]
    times = []
    for _ in range(args.repeat + 1):  # the first run warms the file cache and is dropped
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    times = times[1:]
    median = statistics.median(times)
    print(f"advisor recommend polybench --dataset all --platform all: median {median:.3f} s "
          f"(min {min(times):.3f}, max {max(times):.3f}, n={len(times)}); target < {TARGET_S} s: {'met' if median < TARGET_S else 'MISSED'}")
    return 0 if median < TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
