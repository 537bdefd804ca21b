"""A benchmark's figures, kept with when, where and at which commit they were measured.

``python benchmarks/bench_NAME.py --record`` writes ``benchmarks/results/bench_NAME.json``: what was
timed, the target and whether it was met, the figures (seconds, rates), the date, the host (CPU model,
cores, load average before and after: other work slows a timing) and the commit. The README's Speed
table and its scheduler section quote these records (``scripts/readme_figures.py``), so every timing
the README gives is one run of one benchmark, stated with its provenance, and no two places disagree.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"
REPO = RESULTS.parents[1]


def commit() -> str:
    """The checkout's commit, with ``+changes`` when tracked files differ from it (the timing is then not of that commit alone)."""
    def git(*args: str) -> str:
        done = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True, check=False)
        return done.stdout.strip() if done.returncode == 0 else ""

    head = git("rev-parse", "HEAD") or "unknown"
    return head + ("+changes" if git("status", "--porcelain", "--untracked-files=no") else "")


def load_average() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


def cpu_description() -> str:
    """The CPU's model name with its family and model numbers ('AMD EPYC' alone names several generations)."""
    from advisor.calibration.sysinfo import read_cpu_info

    fields: dict[str, str] = {}
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if not line.strip():
                    break  # the first processor's block is enough
                key, _, value = line.partition(":")
                fields[key.strip()] = value.strip()
    except OSError:
        pass
    numbers = ", ".join(f"{k} {fields[k]}" for k in ("cpu family", "model") if k in fields)
    return read_cpu_info().model + (f" ({numbers})" if numbers else "")


class Recorder:
    """Notes the host's load when a benchmark starts; :meth:`write` adds the figures and everything else."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.load_before = load_average()

    def write(self, what: str, target: str, figures: dict[str, Any], met: bool | None) -> Path:
        """``met``: whether every target was met (None: the benchmark has none)."""
        from advisor.files import write_atomic

        record = {
            "benchmark": f"benchmarks/{self.name}.py", "command": " ".join([f"python benchmarks/{self.name}.py", *sys.argv[1:]]),
            "what": what, "target": target, "met": met, "figures": figures,
            "date": _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%d"), "commit": commit(),
            "host": {"cpu": cpu_description(), "cores": os.cpu_count(), "load_average_before": self.load_before, "load_average_after": load_average()},
        }
        path = RESULTS / f"{self.name}.json"
        write_atomic(path, json.dumps(record, indent=1) + "\n")
        print(f"recorded in {path.relative_to(REPO)}", file=sys.stderr)
        return path


def read_record(name: str) -> dict[str, Any]:
    """The last record of ``benchmarks/NAME.py --record``."""
    path = RESULTS / f"{name}.json"
    if not path.is_file():
        raise FileNotFoundError(f"{path.relative_to(REPO)}: no record; run python benchmarks/{name}.py --record")
    return json.loads(path.read_text())
