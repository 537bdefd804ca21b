"""The figures a node-kit run gives (validation/node-kit/measure.sh), derived from its files.

    python validation/node-kit/summarize.py OUT_FOLDER [--format table|json]

Each figure says how it is derived; nothing here is fitted. What the open issues do with them:

* CPU (#28): the clock one thread gets against the clock with every thread busy; the team's time per fresh
  page by team size (the fault scaling the 2-D convolution needs); what a line every thread writes costs per
  visit beyond a private one (atax and bicg's ports), by vector length and team, at atax's pace and at bicg's;
  what reading data another core just wrote costs per line, by team (validate's short PolyBench/C kernels); a
  parallel region after the team sat idle (back to back, and barriers: calibrate's own figures in
  measured.yaml); correlation's crowded column walk, its speed-up by team against one thread; nussinov's and
  durbin's serial time in cycles of the one-thread clock.
* GPU (#30, #31): a fresh process's first copy each way and first launch beyond the later ones (the median
  over the processes after the machine's first); launch + synchronize and back-to-back launches; L2 stores per
  SM per clock with every SM busy.
* Energy (#33): the board's idle power and, per part exercised, its power and its energy per operation beyond
  resident warps that sleep (the busy board's static power).
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import re
import statistics
import sys
from collections import defaultdict
from pathlib import Path


def _rows(path: Path) -> list[dict[str, str]]:
    if not path.is_file():
        return []
    with path.open(newline="") as f:
        return [r for r in csv.DictReader(f) if all(v is not None for v in r.values())]


def cpu_figures(rows: list[dict[str, str]]) -> dict:
    """Derived CPU figures (docstring above) from cpu_micro's CSV."""
    by: dict[str, dict[tuple[int, float], float]] = defaultdict(dict)
    for r in rows:
        by[r["test"]][int(r["threads"]), float(r["param"])] = float(r["seconds"])
    out: dict = {}
    clock = {t: 1.0 / s for (t, _), s in by["clock"].items() if s > 0}
    if clock:
        out["clock_hz"] = {str(t): hz for t, hz in sorted(clock.items())}
    for test in ("first_touch", "first_touch_thp"):
        pages = {t: s for (t, _), s in by[test].items() if s > 0}
        if 1 in pages:
            out[f"{test}_s_per_page"] = {str(t): s for t, s in sorted(pages.items())}
            out[f"{test}_speedup"] = {str(t): pages[1] / s for t, s in sorted(pages.items())}
    for shared_test, private_test, key in (("shared_sweep", "private_sweep", "shared_line_extra_s_per_visit"),
                                           ("paced_sweep", "paced_private", "paced_shared_line_extra_s_per_visit")):
        extra: dict[str, dict[str, float]] = {}
        for (t, n), shared in sorted(by[shared_test].items()):
            private = by[private_test].get((t, n))
            if private is None or shared <= 0:
                continue
            visits = math.ceil(n / t) * n / 16  # rows per thread x 64-byte lines of y (float)
            extra.setdefault(str(t), {})[str(int(n))] = max(0.0, shared - private) / visits
        if extra:
            out[key] = extra
    walks: dict[str, dict[str, float]] = {}
    for (t, n), seconds in sorted(by["crowded_walk"].items()):
        alone = by["crowded_walk"].get((1, n))
        if alone and seconds > 0:
            walks.setdefault(str(int(n)), {})[str(t)] = alone / seconds
    if walks:
        out["crowded_walk_speedup"] = walks
    lone_hz = clock.get(1)
    serial = {r["note"].split()[0]: float(r["seconds"]) * lone_hz for r in rows
              if r["test"] == "serial_kernel" and lone_hz and float(r["seconds"]) > 0}
    if serial:
        out["serial_kernel_cycles"] = serial  # the whole kernel, in cycles of the one-thread clock
    cold: dict[str, dict[str, float]] = {}
    for (t, size), seconds in sorted(by["cold_read"].items()):
        warm = by["warm_read"].get((t, size))
        if warm is not None and seconds > 0:
            cold.setdefault(str(t), {})[str(int(size))] = max(0.0, seconds - warm) / (size / 64)  # per 64-byte line
    if cold:
        out["cold_read_extra_s_per_line"] = cold
    gaps: dict[str, dict[str, float]] = {}
    for (t, gap), s in sorted(by["region_gap"].items()):
        gaps.setdefault(str(t), {})[str(int(gap))] = s
    if gaps:
        out["region_s_after_gap_us"] = gaps
    return out


def first_figures(rows: list[dict[str, str]]) -> dict:
    """First-time costs from the fresh processes of first.csv, per module loading (lazy, CUDA's default, and eager),
    the machine's first process (run 1) apart."""
    runs: dict[int, dict[str, float]] = defaultdict(dict)
    loading: dict[int, str] = {}
    for r in rows:
        runs[int(r["run"])][r["test"]] = float(r["value"])
        loading[int(r["run"])] = r.get("loading") or "LAZY"
    out: dict = {"processes": len(runs)}
    for mode in sorted(set(loading.values())):
        later = [v for run, v in runs.items() if run > 1 and loading[run] == mode]
        figures: dict[str, float] = {}

        def med(key: str, values: list[dict[str, float]] = later) -> float | None:
            got = [v[key] for v in values if key in v]
            return statistics.median(got) if got else None

        for what in ("h2d", "d2h", "launch"):
            first, steady = med(f"{what}_first"), med(f"{what}_later")
            if first is not None and steady is not None:
                figures[f"{what}_first_extra_s"] = first - steady
                figures[f"{what}_later_s"] = steady
        for key in ("launch_back_to_back", "context"):
            value = med(key)
            if value is not None:
                figures[f"{key}_s"] = value
        if figures:
            out[mode.lower()] = figures
    if 1 in runs and "launch_first" in runs[1]:
        out["machine_first_launch_s"] = runs[1]["launch_first"]
    return out


def gpu_figures(rows: list[dict[str, str]]) -> dict:
    """L2 store rates and per-part energies from gpu.csv."""
    out: dict = {}
    for r in rows:
        if r["mode"] == "l2store" and r["test"].endswith("per_sm_clock"):
            out.setdefault(r["test"], {})[r["param"]] = float(r["value"])
    parts: dict[str, dict[str, float]] = defaultdict(dict)
    for r in rows:
        if r["mode"] != "energy":
            continue
        if r["test"] == "idle":
            out["idle_w"] = float(r["value"])
            continue
        unit = r["unit"]
        key = {"s per launch": "s", "J per launch": "j", "Hz": "hz"}.get(unit, "ops")
        parts[r["test"]][key] = float(r["value"])
        if key == "ops":
            parts[r["test"]]["ops_unit"] = unit  # type: ignore[assignment]
    sleep = parts.get("sleep")
    static_w = sleep["j"] / sleep["s"] if sleep and sleep.get("s") else None
    if static_w is not None:
        out["busy_static_w"] = static_w
    energies = {}
    for name, p in parts.items():
        if not p.get("s"):
            continue
        entry = {"power_w": p["j"] / p["s"], "sm_clock_hz": p.get("hz")}
        if name != "sleep" and static_w is not None and p.get("ops"):
            entry["dynamic_j_per_op"] = (p["j"] - static_w * p["s"]) / p["ops"]
            entry["op"] = p.get("ops_unit")
        energies[name] = entry
    if energies:
        out["energy_parts"] = energies
    return out


def calibrate_figures(log: Path) -> dict:
    if not log.is_file():
        return {}
    match = re.search(r"rc=(\d+) wall_s=(\d+)", log.read_text())
    return {"rc": int(match.group(1)), "wall_s": int(match.group(2))} if match else {}


def summarize(folder: Path) -> dict:
    return {
        "cpu": cpu_figures(_rows(folder / "cpu.csv")),
        "first": first_figures(_rows(folder / "first.csv")),
        "gpu": gpu_figures(_rows(folder / "gpu.csv")),
        "calibrate": calibrate_figures(folder / "calibrate.log"),
        "ncu_rows": max(0, len(_ncu_rows(folder / "ncu.csv"))),
    }


def _ncu_rows(path: Path) -> list[str]:
    if not path.is_file():
        return []
    return [line for line in path.read_text(errors="replace").splitlines() if "gpu__time_duration.sum" in line]


def _lines(result: dict, prefix: str = "") -> list[str]:
    lines = []
    for key, value in result.items():
        if isinstance(value, dict):
            lines.extend(_lines(value, f"{prefix}{key}."))
        else:
            lines.append(f"{prefix}{key:<}  {value:.4g}" if isinstance(value, float) else f"{prefix}{key}  {value}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--format", choices=("table", "json"), default="table")
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        print(f"summarize.py: {args.folder}: not a folder", file=sys.stderr)
        return 2
    result = summarize(args.folder)
    print(json.dumps(result, indent=2) if args.format == "json" else "\n".join(_lines(result)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
