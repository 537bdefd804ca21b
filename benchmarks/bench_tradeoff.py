"""Time ``advisor tradeoff``'s pieces: whole studies (no figures), the placement search, figures.

    python benchmarks/bench_tradeoff.py [--repeat 3] [--chain 12,16,30,60] [--record]

studies: ``run_study`` with every analysis for EPCC on laptop-gtx850m and
PolyBench on dc-h100 (when those catalog files exist), median of ``--repeat``.
placements: a synthetic shared-dataflow chain of k kernels (each reads the
previous output, the one two back and a common input): the exact Pareto front
by dynamic programming, and for k <= 16 full enumeration, which must agree.
figures: seconds per figure of the EPCC study (needs matplotlib).
``--record`` keeps the study times and the longest chain's in benchmarks/results/ (the README quotes them).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from advisor import catalog
from advisor.core.plans import ENUMERATION_LIMIT, enumerate_plans, kernel_options, kernel_units, pareto_front, pareto_plans
from advisor.core.settings import Settings
from advisor.platform import load_platform
from advisor.tradeoff.study import StudyOptions, run_study
from advisor.workload import workload_from_data
from benchmarks.record import Recorder


def _median(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def chain(k: int):
    specs = ["2*N**3/N", "N*N/N*N", "4*N*N/N", "4*N*N/1", "N*N/1", "2*N**3/N*N"]
    kernels = {}
    for i in range(k):
        roles = {f"X{i}": "in", f"X{i + 1}": "out", "W": "in", **({f"X{i - 2}": "in"} if i >= 2 else {})}
        flops, parallelism = specs[(i * 7) % len(specs)].split("/")
        kernels[f"k{i}"] = {"params": ["N"], "datasets": {"S": {"N": 512}}, "dtype": "float64", "flops": flops, "parallelism": parallelism,
                            "arrays": {name: {"dims": ["N", "N"], "role": role} for name, role in roles.items()}}
    return workload_from_data({"schema": "advisor-workload/1", "name": f"chain{k}", "datasets": ["S"], "dataflow": "shared", "kernels": kernels}, "chain")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--chain", default="12,16,30,60")
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results/bench_tradeoff.json")
    args = parser.parse_args()
    recorder = Recorder("bench_tradeoff")
    studies, chains = {}, {}
    settings = Settings()
    files = catalog.catalog_files("platforms")
    for workload, platform in (("epcc-level1", "laptop-gtx850m"), ("polybench", "dc-h100")):
        if platform not in files:
            print(f"study {workload} on {platform}: platform not in the catalog, skipped")
            continue
        w, p = catalog.get_workload(workload), catalog.get_platform(platform)
        seconds = _median(lambda w=w, p=p: run_study(w, p, settings, StudyOptions()), args.repeat)
        studies[f"{workload} on {platform}"] = seconds
        print(f"study {workload} on {platform} ({len(w.kernels)} kernels, all analyses, no figures): {seconds:.3f} s")

    toy = load_platform(REPO / "tests" / "fixtures" / "toy-platform.yaml")
    hot = replace(toy, gpus=(replace(toy.gpus[0], tdp_w=1500.0),))
    for k in (int(v) for v in args.chain.split(",") if v):
        w = chain(k)
        kernels = list(w.kernels.values())
        units = kernel_units(kernels, [kernel_options(x, hot, settings, "S") for x in kernels], hot)
        front = pareto_plans(units, hot, True)
        dp_s = _median(lambda units=units: pareto_plans(units, hot, True), args.repeat)
        chains[k] = dp_s
        line = f"placements, shared chain of {k}: dynamic programme {dp_s * 1e3:.1f} ms, front of {len(front)}"
        if k <= ENUMERATION_LIMIT:
            start = time.perf_counter()
            every = pareto_front(enumerate_plans(units, hot, True))
            same = [(round(p.time_s, 12), round(p.energy_j, 9)) for p in every] == [(round(p.time_s, 12), round(p.energy_j, 9)) for p in front]
            line += f"; enumeration of {2 ** k} {time.perf_counter() - start:.2f} s, same front: {same}"
        print(line)
    if args.record and chains:
        longest = max(chains)
        recorder.write(f"all trade-off analyses ({', '.join(studies)}; no figures); Pareto search over a {longest}-kernel chain", "",
                       {"studies": studies, "chain": longest, "chain_s": chains[longest]}, None)

    try:
        from advisor.tradeoff.figures import png_bytes
        from advisor.tradeoff.htmlreport import study_figure_builders
    except ImportError:
        return 0
    if "laptop-gtx850m" in files:
        study = run_study(catalog.get_workload("epcc-level1"), catalog.get_platform("laptop-gtx850m"), settings, StudyOptions(analyses=("weights", "pareto", "size")))
        jobs = study_figure_builders(study)
        try:
            png_bytes(jobs[0][3]())  # warm-up: imports matplotlib
        except Exception as exc:  # noqa: BLE001 - matplotlib missing
            print(f"figures: {exc}")
            return 0
        seconds = _median(lambda: [png_bytes(build()) for _, _, _, build in jobs], 1)
        print(f"figures: {len(jobs)} for EPCC on laptop-gtx850m in {seconds:.2f} s ({seconds / len(jobs) * 1e3:.0f} ms each)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
