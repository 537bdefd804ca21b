"""Wall time of the main job: every PolyBench kernel x dataset x catalog platform.

    python benchmarks/bench_recommend.py [--repeat 7] [--record]
    python benchmarks/bench_recommend.py --stages [--repeat 3]   # where one process's time goes

Runs ``advisor recommend workloads/polybench.yaml --dataset all --platform all``
as a fresh process (interpreter start-up included, as a user sees it; its platforms
shared out over the CPUs it may use, as the command does) and prints the median
and the spread. Target: median under 1.5 s on a 2-core machine.
``--record`` keeps the figures in benchmarks/results/ (the README quotes them).

``--stages``: the same recommendations worked out in this process, one stage over all of them at a time, each the
best of ``--repeat`` passes: counting the kernel instances, evaluate, price and decide, certainty, the rows (the
intervals and step parts are worked out there) and their JSON. What one process of the command spends, by stage;
nothing is recorded.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
TARGET_S = 1.5


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results/bench_recommend.json")
    parser.add_argument("--stages", action="store_true", help="time each stage in this process instead (module docstring)")
    args = parser.parse_args()
    if args.stages:
        return stages(args.repeat)
    from advisor.calibration.sysinfo import usable_cpus
    from benchmarks.record import Recorder

    recorder = Recorder("bench_recommend")
    exe = shutil.which("advisor")
    command = [exe] if exe else [sys.executable, "-m", "advisor.cli"]
    command += ["recommend", str(REPO / "workloads" / "polybench.yaml"), "--dataset", "all", "--platform", "all", "--format", "json"]
    # the first run warms the file cache and is not timed; its answer says how many recommendations a run makes
    answer = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    recommendations = len(json.loads(answer))
    times = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    median = statistics.median(times)
    print(f"advisor recommend polybench --dataset all --platform all ({recommendations:,} recommendations): median {median:.3f} s "
          f"(min {min(times):.3f}, max {max(times):.3f}, n={len(times)}); target < {TARGET_S} s: {'met' if median < TARGET_S else 'MISSED'}")
    if args.record:
        recorder.write(f"`advisor recommend workloads/polybench.yaml --dataset all --platform all` ({recommendations:,} recommendations, "
                       "interpreter start-up included)", f"< {TARGET_S:g} s",
                       {"median_s": median, "min_s": min(times), "max_s": max(times), "repeat": len(times), "recommendations": recommendations,
                        "cpus_used": usable_cpus()},
                       median < TARGET_S)
    return 0 if median < TARGET_S else 1


def stages(repeat: int) -> int:
    from advisor import catalog
    from advisor.cli.report import to_json
    from advisor.core.certainty import certainty
    from advisor.core.decision import decide, price
    from advisor.core.evaluation import evaluate
    from advisor.core.recommend import instances, recommend_on
    from advisor.core.settings import Settings

    workload, platforms, settings = catalog.get_workload(str(REPO / "workloads" / "polybench.yaml")), catalog.get_platforms(["all"]), Settings()
    datasets = list(workload.datasets)  # --dataset all

    def best(work):
        times, result = [], None
        for _ in range(max(1, repeat)):
            start = time.perf_counter()
            result = work()
            times.append(time.perf_counter() - start)
        return min(times), result

    timed = {}
    timed["count the kernel instances"], found = best(lambda: instances(workload, datasets))
    pairs = [(counts, platform) for platform in platforms for _, _, counts in found]
    timed["evaluate"], evaluations = best(lambda: [evaluate(counts, platform, settings) for counts, platform in pairs])
    timed["price and decide"], decisions = best(lambda: [decide(price(e.options, settings.weights, settings.cost_model)) for e in evaluations])
    timed["certainty"], _ = best(lambda: [certainty(e, d, c, p, settings.weights, settings.cost_model, settings.energy_model, settings.corrections)
                                         for e, d, (c, p) in zip(evaluations, decisions, pairs)])
    # each pass its own recommendations: a row works out its intervals once, and keeps them
    fresh = iter([[r for platform in platforms for r in recommend_on(workload, platform, found, settings)] for _ in range(max(1, repeat))])
    timed["rows (intervals, step parts)"], rows = best(lambda: [r.to_dict() for r in next(fresh)])
    timed["JSON"], _ = best(lambda: to_json(rows, None))
    total = sum(timed.values())
    print(f"{len(pairs):,} recommendations ({len(platforms)} platforms x {len(found)} instances), one process, best of {max(1, repeat)}:")
    for name, seconds in timed.items():
        print(f"  {name:30s} {seconds:7.3f} s  {100 * seconds / total:4.0f} %")
    print(f"  {'all':30s} {total:7.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
