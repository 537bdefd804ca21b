"""Wall time of ``advisor calibrate --quick --cpu-only``, cold (fresh build cache) and warm.

    python benchmarks/bench_calibrate.py [--repeat 3] [--record]

Runs the command as a fresh process (interpreter start-up included) writing to a
temporary file: once with an empty build cache (the C microbenchmarks are compiled,
as on a first run) and ``--repeat`` times with the cache filled. Prints the
durations and the measured headline numbers. Target: under 60 s on a 2-core machine.
``--record`` keeps the figures in benchmarks/results/ (the README quotes them).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
TARGET_S = 60.0


def run(out: Path, env: dict[str, str]) -> float:
    exe = shutil.which("advisor")
    command = ([exe] if exe else [sys.executable, "-m", "advisor.cli"]) + ["calibrate", "--quick", "--cpu-only", "--out", str(out)]
    start = time.perf_counter()
    subprocess.run(command, check=True, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results/bench_calibrate.json")
    args = parser.parse_args()
    from advisor.platform import load_platform
    from benchmarks.record import Recorder

    recorder = Recorder("bench_calibrate")

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "bench-host.yaml"
        env = dict(os.environ, XDG_CACHE_HOME=str(Path(tmp) / "cache"), PYTHONPATH=str(REPO))
        cold = run(out, env)
        warm = [run(out, env) for _ in range(args.repeat)]
        cpu = load_platform(out).cpu
    worst = max([cold, *warm])
    print(f"advisor calibrate --quick --cpu-only: cold {cold:.1f} s (compiles), warm median {statistics.median(warm):.1f} s "
          f"(min {min(warm):.1f}, max {max(warm):.1f}, n={len(warm)}); target < {TARGET_S:.0f} s: {'met' if worst < TARGET_S else 'MISSED'}")
    print(f"  {cpu.model}, {cpu.cores} cores: sustained {cpu.memory_bandwidth_sustained_Bps / 1e9:.1f} GB/s, "
          f"one core {cpu.memory_bandwidth_per_core_Bps / 1e9:.1f} GB/s, fp64 peak {cpu.peak_flops('fp64') / 1e9:.1f} GFLOP/s "
          f"({cpu.flops_per_cycle_per_core['fp64']:g} FLOP/cycle/core at {cpu.base_clock_hz / 1e9:.2f} GHz)")
    if args.record:
        recorder.write("`advisor calibrate --quick --cpu-only` (with the access profile)", f"< {TARGET_S:g} s",
                       {"cold_s": cold, "warm_median_s": statistics.median(warm), "warm_min_s": min(warm), "warm_max_s": max(warm),
                        "repeat": len(warm)}, worst < TARGET_S)
    return 0 if worst < TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
