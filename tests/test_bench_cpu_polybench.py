"""benchmarks/bench_cpu_polybench.py predict: this host's PolyBench/C runs against the CPU model, as validation/cpu/README.md quotes them."""

import subprocess
import sys

from .conftest import REPO

RUNS = REPO / "validation" / "cpu" / "polybench-threads-20261124pm.csv"


def test_predict_scores_every_dataset_and_thread_count_of_the_measured_runs():
    done = subprocess.run([sys.executable, str(REPO / "benchmarks" / "bench_cpu_polybench.py"), "predict", "--csv", str(RUNS),
                           "-p", str(REPO / "validation" / "cpu" / "host-zen1-measured-20261124pm.yaml"), "--format", "json"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert '"dataset": "LARGE"' in done.stdout and '"mape_pct"' in done.stdout
