#!/usr/bin/env python3
"""How well this host reproduces its own PolyBench times: the floor under any model's error.

Reads two measurement sets of the same kernels (validation/cpu/*.csv, written by
``advisor validate``) and prints, per dataset:

* within a set: the mean |pass / median of passes - 1| over kernels and passes;
* between the sets: the mean |median in set B / median in set A - 1| over kernels
  (the error a model that predicted set A exactly would score on set B).

It also scores, on set A, two per-kernel corrections learned from two datasets and
applied to the third (lambda: one factor, the geometric mean of measured/predicted;
power: measured = a * predicted^b through the two points), next to pure analysis.

Usage: python validation/cpu/repeatability.py [A.csv] [B.csv]
"""

from __future__ import annotations

import csv
import math
import statistics
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATASETS = ("SMALL", "MEDIUM", "LARGE")


def read(path: Path) -> dict:
    """(kernel, dataset) -> list of (pass, measured median s, predicted s)."""
    runs = defaultdict(list)
    with open(path, newline="") as fh:
        for r in csv.DictReader(fh):
            runs[(r["kernel"], r["dataset"])].append(
                (r["pass"], float(r["measured_median_s"]), float(r["predicted_s"])))
    return runs


def median_of(runs: list, column: int) -> float:
    return statistics.median(r[column] for r in runs)


def corrections(runs: dict, learn: tuple[str, str], score: str) -> dict[str, float]:
    """MAPE on ``score`` of pure analysis and of the two corrections learned on ``learn``."""
    errors = defaultdict(list)
    for kernel in sorted({k for k, _ in runs}):
        if not all((kernel, d) in runs for d in learn + (score,)):
            continue
        points = [(median_of(runs[(kernel, d)], 1), median_of(runs[(kernel, d)], 2)) for d in learn]
        measured, predicted = median_of(runs[(kernel, score)], 1), median_of(runs[(kernel, score)], 2)
        lam = math.exp(statistics.fmean(math.log(m / p) for m, p in points))
        (m1, p1), (m2, p2) = points
        b = math.log(m2 / m1) / math.log(p2 / p1)
        power = math.exp(math.log(m1) + b * (math.log(predicted) - math.log(p1)))
        errors["pure analysis"].append(abs(predicted / measured - 1))
        errors["lambda"].append(abs(lam * predicted / measured - 1))
        errors["power"].append(abs(power / measured - 1))
    return {name: 100 * statistics.fmean(e) for name, e in errors.items()}


def main(argv: list[str]) -> int:
    a_path = Path(argv[0]) if argv else HERE / "measurements.csv"
    b_path = Path(argv[1]) if len(argv) > 1 else HERE / "measurements-1420.csv"
    a, b = read(a_path), read(b_path)
    print(f"A = {a_path.name}, B = {b_path.name}")
    print(f"{'dataset':8s} {'A passes':>9s} {'B passes':>9s} {'B vs A':>8s} {'A vs B':>8s}")
    for d in DATASETS:
        def scatter(runs, d=d):
            e = [abs(r[1] / median_of(v, 1) - 1) for (k, dd), v in runs.items() if dd == d and len(v) > 1
                 for r in v]
            return f"{100 * statistics.fmean(e):8.1f}%" if e else f"{'-':>9s}"
        both = [key for key in a if key[1] == d and key in b]
        ba = statistics.fmean(abs(median_of(b[k], 1) / median_of(a[k], 1) - 1) for k in both)
        ab = statistics.fmean(abs(median_of(a[k], 1) / median_of(b[k], 1) - 1) for k in both)
        print(f"{d:8s} {scatter(a)} {scatter(b)} {100 * ba:7.1f}% {100 * ab:7.1f}%")
    print("\nper-kernel corrections on A, learned on two datasets, MAPE on the third:")
    for learn, score in ((("SMALL", "LARGE"), "MEDIUM"), (("SMALL", "MEDIUM"), "LARGE"),
                         (("MEDIUM", "LARGE"), "SMALL")):
        figures = corrections(a, learn, score)
        print(f"  {'+'.join(learn):13s} -> {score:7s} " + "  ".join(f"{k} {v:.1f}%" for k, v in figures.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
