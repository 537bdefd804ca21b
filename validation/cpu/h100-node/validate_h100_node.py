#!/usr/bin/env python3
"""The CPU model on a real 16-vCPU server node against PolyBench-ACC's own programs and PolyBench/C on all cores.

    python validation/cpu/h100-node/validate_h100_node.py [-p PLATFORM ...] [--rows] [--format table|json]

Two sets measured on one node on 2026-11-27 (``README.md`` here; nothing of them is fitted):

* PolyBench-ACC (``polybench-acc-times.csv``): the suite's serial CPU reference of its CUDA
  programs (``cpu1_s``, ``nvcc -O3``: host gcc -O3, no ``-march``) and its OpenMP programs on 16
  threads (``cpu16_s``, ``gcc -O3 -fopenmp``), predicted from ``workloads/polybench-gpu.yaml``'s
  serial C (``calibration/polybench_gpu_cpu.c``) with the implementation each was built as: one
  thread, or 16 threads on the loops the dependence analysis finds parallel; SSE2 vectors (no
  ``-march``); outputs freshly allocated (each program runs once). The CPU-or-GPU choice (time
  only) is scored with the measured GPU option (the suite's GPU time, which holds its launches,
  plus its own ``cudaMemcpy`` copies) in place of the predicted one: right when the advisor's CPU
  time falls on the same side of it as the measured CPU time.
* PolyBench/C 4.2.1 SMALL on 16 threads (``polybench-c-16threads.csv``, ``advisor validate`` there):
  ``workloads/polybench.yaml``'s loops (OpenMP as written, ``-march=native``, repeated runs).

Each is predicted with every platform given (default: the node's datasheet descriptor
``h100-sxm-xeon8570`` and the descriptor ``advisor calibrate`` wrote there, ``h100-node-calibrated.yaml``).
"""

from __future__ import annotations

import argparse
import csv
import functools
import json
import sys
from dataclasses import dataclass, replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

from advisor.calibration.imported import port_function  # noqa: E402 - the checkout first on the path
from advisor.calibration.validate import part_score  # noqa: E402 - after the sys.path line, as above
from advisor.catalog import get_platform  # noqa: E402 - after the sys.path line, as above
from advisor.core.counts import instantiate  # noqa: E402 - after the sys.path line, as above
from advisor.cpu.descriptor import CpuImplementation  # noqa: E402 - after the sys.path line, as above
from advisor.cpu.source import derive_loops  # noqa: E402 - after the sys.path line, as above
from advisor.cpu.time import cpu_signature_time  # noqa: E402 - after the sys.path line, as above
from advisor.platform import Platform  # noqa: E402 - after the sys.path line, as above
from advisor.workload import Kernel, Workload, load_workload  # noqa: E402 - after the sys.path line, as above
from validation.readme_table import write_or_check  # noqa: E402 - after the sys.path line, as above

DEFAULT_PLATFORMS = ("h100-sxm-xeon8570", str(HERE / "h100-node-reread.yaml"), str(HERE / "h100-node-calibrated.yaml"))
# How each column was built and run (recipe/run.sh of the shared measurement)
# The OpenMP programs whose loops run on threads otherwise than the analysis of the serial C finds (this folder's
# polybench_acc_openmp.c says how): their 16-thread column is predicted from their own loops
PORTS = HERE / "polybench_acc_openmp.c"
PORTED = ("atax", "bicg", "2dconv")
SERIAL = CpuImplementation(threads=1, flags="nvcc -O3", outputs="fresh")
OPENMP_16 = CpuImplementation(threads=16, flags="gcc -O3 -fopenmp", outputs="fresh")


@dataclass(frozen=True)
class Row:
    set: str
    kernel: str
    size: str
    column: str  # cpu1_s, cpu16_s, or the PolyBench/C dataset
    measured_s: float
    predicted_s: float
    gpu_measured_s: float | None = None  # the measured GPU option (kernel + copies), where scored

    @property
    def ratio(self) -> float:
        return self.predicted_s / self.measured_s

    @property
    def decision_right(self) -> bool | None:
        if self.gpu_measured_s is None:
            return None
        return (self.predicted_s < self.gpu_measured_s) == (self.measured_s < self.gpu_measured_s)


@functools.cache
def workload(name: str) -> Workload:
    """A workload of the catalog, read once for every platform."""
    return load_workload(REPO / "workloads" / f"{name}.yaml")


@functools.cache
def ported(kernel: str) -> Kernel:
    """A PolyBench-ACC kernel with its OpenMP port's loops (PORTS) as the program's only CPU code."""
    k = workload("polybench-gpu").kernels[kernel]
    port = derive_loops(PORTS, port_function(kernel, PORTS), k.params)
    return replace(k, cpu_loops=port.cpu_loops, cpu_loops_note="; ".join(port.notes), cpu_parallel_note="; ".join(port.parallel_notes),
                   steps=tuple(replace(step, cpu=None) for step in k.steps))


def cpu_time(k: Kernel, sizes: dict[str, float] | None, dataset: str | None, platform: Platform,
             implementation: CpuImplementation | None) -> float:
    if implementation is not None:
        k = replace(k, cpu=implementation)
    values = k.sizes(dataset, {p: sizes[p] for p in k.params} if sizes else None)
    return float(cpu_signature_time(instantiate(k, values), platform).time_s)


def polybench_acc_rows(platform: Platform) -> list[Row]:
    kernels = workload("polybench-gpu").kernels
    rows = []
    with open(HERE / "polybench-acc-times.csv", newline="") as f:
        for r in csv.DictReader(f):
            sizes = dict.fromkeys(kernels[r["kernel"]].params, float(r["size"]))
            gpu = float(r["gpu_s"]) + float(r["h2d_s"]) + float(r["d2h_s"])
            for column, implementation in (("cpu1_s", SERIAL), ("cpu16_s", OPENMP_16)):
                port = column == "cpu16_s" and r["kernel"] in PORTED
                predicted = cpu_time(ported(r["kernel"]) if port else kernels[r["kernel"]], sizes, None, platform, implementation)
                rows.append(Row("polybench-acc", r["kernel"], r["size"], column, float(r[column]), predicted, gpu))
    return rows


def polybench_c_rows(platform: Platform) -> list[Row]:
    kernels = workload("polybench").kernels
    rows = []
    with open(HERE / "polybench-c-16threads.csv", newline="") as f:
        for r in csv.DictReader(f):
            predicted = cpu_time(kernels[r["kernel"]], None, r["dataset"], platform, None)
            rows.append(Row("polybench-c", r["kernel"], r["dataset"], "16 threads", float(r["measured_median_s"]), predicted))
    return rows


def summary(rows: list[Row]) -> dict:
    score = part_score("", [(row.predicted_s, row.measured_s, row.kernel) for row in rows])
    decisions = [row.decision_right for row in rows if row.decision_right is not None]
    scored = [row for row in rows if row.gpu_measured_s is not None]
    return {
        "rows": score.measurements,
        "within_1.5x": score.within,
        "mape_pct": score.mape_pct,
        "geomean_ratio": score.geomean,
        "decisions_right": sum(decisions) if decisions else None,
        "decisions": len(decisions) or None,
        # the constant answers, for scale: where the measured CPU option is faster, "always the CPU" is right
        "always_cpu_right": sum(1 for r in scored if r.measured_s < r.gpu_measured_s) if scored else None,
    }


def evaluate(platforms: list[str]) -> dict:
    """Every set, column and platform: the rows and their summaries."""
    result = {}
    for name in platforms:
        platform = get_platform(name)
        acc = polybench_acc_rows(platform)
        sets = {"polybench-acc cpu1_s": [r for r in acc if r.column == "cpu1_s"],
                "polybench-acc cpu16_s": [r for r in acc if r.column == "cpu16_s"],
                "polybench-c SMALL 16 threads": polybench_c_rows(platform)}
        result[platform.name] = {key: {"summary": summary(rows), "rows": rows} for key, rows in sets.items()}
    return result


README = HERE / "README.md"
BEGIN, END = "<!-- validate_h100_node.py: summary -->", "<!-- /validate_h100_node.py -->"


def markdown(result: dict) -> str:
    """The summary as the README's table: one row per platform and set."""
    lines = ["| platform | set | rows | within 1.5x | MAPE | geomean | decisions right | always CPU | always GPU |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|"]
    for platform, sets in result.items():
        for name, value in sets.items():
            s = value["summary"]
            cpu = s["always_cpu_right"]
            extra = (f"{s['decisions_right']}/{s['decisions']} | {cpu}/{s['decisions']} | {s['decisions'] - cpu}/{s['decisions']}"
                     if s["decisions"] else "- | - | -")
            lines.append(f"| {platform} | {name} | {s['rows']} | {s['within_1.5x']} ({100 * s['within_1.5x'] / s['rows']:.0f} %) | "
                         f"{s['mape_pct']:.1f} % | {s['geomean_ratio']:.2f} | {extra} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-p", "--platform", action="append", help="platform name or descriptor (repeatable)")
    parser.add_argument("--rows", action="store_true", help="print every row")
    parser.add_argument("--format", choices=("table", "json", "markdown"), default="table")
    parser.add_argument("--readme", choices=("write", "check"), help="write the summary into README.md, or check that it is there")
    args = parser.parse_args(argv)
    result = evaluate(args.platform or list(DEFAULT_PLATFORMS))
    if args.readme:
        return write_or_check(README, BEGIN, END, markdown(result), args.readme, __file__)
    if args.format == "markdown":
        print(markdown(result))
        return 0
    if args.format == "json":
        print(json.dumps({p: {s: {"summary": v["summary"], "rows": [r.__dict__ | {"ratio": r.ratio} for r in v["rows"]]}
                              for s, v in sets.items()} for p, sets in result.items()}, indent=2))
        return 0
    print(f"{'platform':24s} {'set':30s} {'rows':>4s} {'<=1.5x':>7s} {'MAPE':>7s} {'geomean':>8s} {'decisions':>10s}")
    for platform, sets in result.items():
        for name, value in sets.items():
            s = value["summary"]
            decisions = f"{s['decisions_right']}/{s['decisions']}" if s["decisions"] else "-"
            print(f"{platform:24s} {name:30s} {s['rows']:4d} {s['within_1.5x']:7d} {s['mape_pct']:6.1f}% {s['geomean_ratio']:8.2f} {decisions:>10s}")
    if args.rows:
        for platform, sets in result.items():
            for name, value in sets.items():
                print(f"\n{platform} / {name}")
                for r in value["rows"]:
                    gpu = f"  gpu {r.gpu_measured_s:9.3e} {'ok' if r.decision_right else 'WRONG'}" if r.gpu_measured_s else ""
                    print(f"  {r.kernel:16s} {r.size:>6s} measured {r.measured_s:9.3e} predicted {r.predicted_s:9.3e} x{r.ratio:5.2f}{gpu}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
