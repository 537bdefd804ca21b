"""benchmarks/bench_cpu_polybench.py predict: this host's PolyBench/C runs against the CPU model, as validation/cpu/README.md quotes them."""

import csv
import json
import subprocess
import sys

from .conftest import REPO

RUNS = REPO / "validation" / "cpu" / "polybench-threads-20261124pm.csv"
PLATFORM = REPO / "validation" / "cpu" / "host-zen1-measured-20261124pm.yaml"


def test_predict_scores_every_dataset_and_thread_count_of_the_measured_runs():
    done = subprocess.run([sys.executable, str(REPO / "benchmarks" / "bench_cpu_polybench.py"), "predict", "--csv", str(RUNS),
                           "-p", str(PLATFORM), "--format", "json"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    (report,) = json.loads(done.stdout)
    # the CSV itself: one row per run, grouped by (dataset, threads)
    groups: dict[tuple[str, int], list[dict]] = {}
    with RUNS.open(newline="") as f:
        for row in csv.DictReader(f):
            groups.setdefault((row["dataset"], int(row["threads"])), []).append(row)
    summary = {(s["dataset"], s["threads"]): s for s in report["summary"]}
    assert set(summary) == set(groups)
    for key, rows in groups.items():
        assert summary[key]["runs"] == len(rows) and summary[key]["kernels"] == len({r["kernel"] for r in rows})
        assert 0 < summary[key]["mape_pct"][PLATFORM.stem] < 100  # every kernel predicted, none off by orders of magnitude
