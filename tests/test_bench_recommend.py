"""benchmarks/bench_recommend.py --stages: where one process of the catalog's recommendations spends its time."""

import re
import subprocess
import sys

import pytest

from .conftest import REPO


def test_stages_time_every_recommendation_of_the_catalog_by_stage():
    done = subprocess.run([sys.executable, str(REPO / "benchmarks" / "bench_recommend.py"), "--stages", "--repeat", "1"],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    head, *lines = done.stdout.splitlines()
    platforms, instances = map(int, re.search(r"\((\d+) platforms x (\d+) instances\)", head).groups())
    assert head.startswith(f"{platforms * instances:,} recommendations") and platforms >= 20 and instances >= 150
    stages = {m.group(1).strip(): float(m.group(2)) for m in (re.match(r"  (.+?)\s+([\d.]+) s", line) for line in lines)}
    assert list(stages) == ["count the kernel instances", "evaluate", "price and decide", "certainty", "rows (intervals, step parts)",
                            "JSON", "all"]
    assert all(seconds > 0 for seconds in stages.values())
    assert stages.pop("all") == pytest.approx(sum(stages.values()), abs=0.004)  # each shown to the millisecond
