"""Decision throughput of the scheduler API: ``Advisor.place_many`` and single ``Advisor.place``.

    python benchmarks/bench_place.py [--rows 100000] [--repeat 5] [--calls 3000]

place_many: a DataFrame of ``--rows`` random raw tasks (three platforms, three
precisions, counts over many orders of magnitude), timed ``--repeat`` times
after one warm-up; decisions per second = rows / median time.
place: ``--calls`` single decisions on raw tasks given as dicts (parsing,
guard thread hand-off, core evaluate, Placement), after a warm-up; median
latency per call.

Targets on a 2-core machine: place_many >= 100,000 decisions/s, place() median
<= 200 us. Exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from advisor.scheduler import Advisor

TARGET_DECISIONS_PER_S = 100_000
TARGET_PLACE_S = 200e-6
PLATFORMS = ["laptop-gtx850m", "desktop-rtx2080ti", "bsp-tesla-k40"]


def tasks(n: int, seed: int = 0) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    def log(lo: float, hi: float) -> np.ndarray:
        return 10 ** rng.uniform(lo, hi, n)

    return pd.DataFrame({
        "flops": log(3, 12), "dram_bytes": log(3, 10), "h2d_bytes": log(3, 9), "d2h_bytes": log(3, 9),
        "launches": rng.integers(1, 20, n).astype(float), "precision": rng.choice(["fp64", "fp32", "int32"], n),
        "parallelism": log(0, 8), "platform": rng.choice(PLATFORMS, n),
    })


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--calls", type=int, default=3000)
    args = parser.parse_args()
    advisor = Advisor(platforms=PLATFORMS, history=None, timeout_s=0.05)

    frame = tasks(args.rows)
    advisor.place_many(frame.head(100))
    times = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        result = advisor.place_many(frame)
        times.append(time.perf_counter() - start)
    assert len(result) == len(frame) and not result["fallback"].any(), "batch fell back"
    rate = len(frame) / statistics.median(times)
    gpu_share = (result["device"] == "gpu").mean()

    records = tasks(args.calls, seed=1).to_dict("records")
    for record in records[:200]:
        advisor.place(record)
    latencies = []
    for record in records:
        start = time.perf_counter()
        placement = advisor.place(record)
        latencies.append(time.perf_counter() - start)
        assert not placement.fallback, placement.reason
    median = statistics.median(latencies)
    p99 = sorted(latencies)[int(0.99 * (len(latencies) - 1))]

    ok_rate, ok_place = rate >= TARGET_DECISIONS_PER_S, median <= TARGET_PLACE_S
    print(f"place_many: {rate:,.0f} decisions/s (median of {args.repeat} x {len(frame):,} rows, {gpu_share:.0%} to GPU); "
          f"target >= {TARGET_DECISIONS_PER_S:,}: {'met' if ok_rate else 'MISSED'} ({rate / TARGET_DECISIONS_PER_S:.1f}x)")
    print(f"place(): median {median * 1e6:.0f} us, p99 {p99 * 1e6:.0f} us over {len(latencies)} calls; "
          f"target <= {TARGET_PLACE_S * 1e6:.0f} us: {'met' if ok_place else 'MISSED'} ({TARGET_PLACE_S / median:.1f}x margin)")
    return 0 if ok_rate and ok_place else 1


if __name__ == "__main__":
    sys.exit(main())
