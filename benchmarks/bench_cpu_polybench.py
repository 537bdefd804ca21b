#!/usr/bin/env python3
"""PolyBench/C reference kernels on this host, at 1 thread and on all cores, against the CPU model.

    python benchmarks/bench_cpu_polybench.py measure [--passes 5] [--datasets SMALL,MEDIUM,LARGE]
        [--kernels gemm,atax] [--threads 1,all] [--large-reps 1 --large-budget 0] [--max-wait 30]
        [--out FILE.csv] [--resume]
    python benchmarks/bench_cpu_polybench.py predict --csv FILE.csv -p PLATFORM [-p PLATFORM ...]
        [--table] [--max-busy CORES] [--format table|json|csv]

``measure`` compiles ``calibration/polybench.c`` as ``advisor validate`` does and times it
with the same runner (:func:`advisor.calibration.reference.run_cpu`: one warm-up, then
repetitions, the run's time the median of its repetitions), with ``OMP_NUM_THREADS`` set
to each thread count. Passes are interleaved: pass 1 of every (dataset, kernel, threads),
then pass 2, ..., so that a burst of other work hits one pass of many kernels rather than
every pass of one. Before each run it waits (at most ``--max-wait`` s) for a quiet window:
other processes (and the hypervisor's steal) together using at most ``--quiet-cores``
cores over the last ``--quiet-window`` s, measured with :class:`advisor.calibration.cpu.OtherLoad`
(``/proc/stat`` minus this process and its children), the protocol of
``validation/cpu/README.md``; a run that finds no quiet window in time runs anyway and
says so (``quiet_busy``, ``method``). Each row records the cores other work kept busy during
the run (``other_cores_busy``; niced work included, since even a nice-19 process on the other
core slows a 2-thread run of a short kernel by orders of magnitude: OpenMP's sleeping
workers wake late). Every run is one row of the CSV, which is written again,
atomically, after every run: a killed measurement keeps every finished run, and
``--resume`` continues it.

``predict`` groups the CSV by (kernel, dataset, threads): the measured time is the median
over passes, the spread of the host the median absolute deviation over passes / median
(``mad``) and the slowest / fastest pass (``max/min``). Each platform predicts the CPU time
that ``advisor recommend`` prints (:func:`advisor.core.recommend.recommend_kernel` ``.cpu.time_s``,
pure analysis, no learned factors: the number :func:`advisor.calibration.validate.predict_cpu_s`
returns); runs with fewer threads than the platform has cores are predicted on the
platform restricted to that many cores (:func:`platform_for_threads`).
It prints, per dataset x threads, the MAPE per platform beside the spread; ``--table`` adds
the per-kernel table (markdown); ``--max-busy`` leaves out runs measured while other work
kept more cores busy. Data on stdout, messages on stderr; bad input ends with one
line and exit status 2.
"""

from __future__ import annotations

import argparse
import csv
import datetime as _dt
import io
import json
import math
import os
import signal
import statistics
import sys
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from advisor.calibration import sysinfo
from advisor.calibration.cpu import OtherLoad
from advisor.calibration.reference import ReferenceRun, cpu_build, cpu_kernels, run_cpu
from advisor.calibration.toolchain import ToolchainError
from advisor.calibration.validate import BUSY_CORES
from advisor.files import write_atomic
from advisor.platform import Platform

DEFAULT_WORKLOAD = "workloads/polybench.yaml"
DATASETS = ("SMALL", "MEDIUM", "LARGE")
COLUMNS = ("kernel", "dataset", "sizes", "threads", "pass", "seconds", "other_cores_busy", "host_cpu", "compiler_flags",
           "when_utc", "method",
           # beyond the ones the brief names: enough to judge a run without the method string
           "min_s", "repetitions", "times_s", "quiet_wait_s", "quiet_busy", "workload", "other_cores_busy_unniced")


class BadInput(Exception):
    """One line for the user, exit status 2."""


# ---------------------------------------------------------------------------
# The machine a run with fewer threads sees


def platform_for_threads(platform: Platform, threads: int) -> Platform:
    """The platform a run with ``OMP_NUM_THREADS=threads`` uses: all of it from its hardware-thread count up, else
    one socket of that many cores, one thread each. Every part of the CPU model that depends on parallelism reads
    the core count (the threads a loop runs on and the access-profile run it reads, the roofline's peak and
    ``memory_bandwidth(cores)``); the last-level cache stays whole, as the measured run had it."""
    if threads >= platform.cpu.threads:
        return platform
    return replace(platform, cpu=replace(platform.cpu, sockets=1, cores_per_socket=threads, threads_per_core=1))


# ---------------------------------------------------------------------------
# measure


class UnnicedLoad(OtherLoad):
    """:class:`OtherLoad` without the time of niced processes (``/proc/stat``'s nice column).

    A process at nice 19 has a scheduler weight of 15 against 1,024 at nice 0, so it yields
    the cores to the kernel's threads; it still shares caches and memory bandwidth, which is
    why ``other_cores_busy`` in the CSV keeps counting it.
    """

    counts_niced = False


class QuietWindow:
    """Wait until other processes used at most ``max_cores`` cores over the last ``window_s`` seconds.

    Marks (an :class:`OtherLoad`, i.e. a ``/proc/stat`` sample) are taken between runs only:
    this process's CPU time counts its children once they have finished, so a window must
    not begin in the middle of a run. The window judged is the one from the newest mark at
    least ``window_s`` old; if that mark is more than ``2 * window_s`` old (a long run came
    in between) a fresh window is taken, so that a run starts after at most ``2 * window_s``
    of verified quiet, not after a long average. With ``ignore_niced`` the window judges only
    the work of processes that are not niced (:class:`UnnicedLoad`).
    """

    def __init__(self, window_s: float, max_cores: float, max_wait_s: float, ignore_niced: bool = False, poll_s: float = 0.5) -> None:
        self.window_s, self.max_cores, self.max_wait_s, self.poll_s = window_s, max_cores, max_wait_s, poll_s
        self.ignore_niced = ignore_niced
        self.marks: deque[tuple[float, OtherLoad, UnnicedLoad]] = deque()

    def mark(self) -> None:
        now = time.monotonic()
        self.marks.append((now, OtherLoad(), UnnicedLoad()))
        while len(self.marks) > 2 and now - self.marks[1][0] >= self.window_s:  # keep one mark at least window_s old
            self.marks.popleft()

    def busy_since(self, min_age_s: float, max_age_s: float | None = None, unniced: bool = False) -> float | None:
        """Cores other work (``unniced``: only work that is not niced) kept busy since the newest mark at least
        ``min_age_s`` old (None: no such mark)."""
        now = time.monotonic()
        old = [mark for mark in self.marks if now - mark[0] >= min_age_s]
        if not old or (max_age_s is not None and now - old[-1][0] > max_age_s):
            return None
        return old[-1][2 if unniced else 1].cores_busy()

    def wait(self) -> tuple[float, float | None]:
        """Seconds waited and the other cores' busy share over the window that let the run start (or the last one seen)."""
        start = time.monotonic()
        busy = None
        while True:
            self.mark()
            busy = self.busy_since(self.window_s, 2 * self.window_s, self.ignore_niced)
            waited = time.monotonic() - start
            if busy is not None and busy <= self.max_cores:
                return waited, busy
            if waited >= self.max_wait_s:
                return waited, busy
            if busy is None:  # no recent mark old enough: wait until the oldest recent one is
                now = time.monotonic()
                age = max((now - mark[0] for mark in self.marks if now - mark[0] <= 2 * self.window_s), default=0.0)
                time.sleep(max(0.05, min(self.window_s - age, self.max_wait_s - waited)))
            else:
                time.sleep(min(self.poll_s, max(0.05, self.max_wait_s - waited)))


def host_cpu() -> str:
    """lscpu's model name with family/model/stepping, cores, L3 and SIMD: 'AMD EPYC' alone names several generations."""
    lscpu = sysinfo._lscpu()
    info = sysinfo.read_cpu_info()
    ids = ", ".join(f"{k.lower()} {lscpu[k]}" for k in ("CPU family", "Model", "Stepping") if k in lscpu)
    l3 = lscpu.get("L3 cache", "")
    parts = [ids, f"{info.cores} cores x {info.threads_per_core} thread", f"L3 {l3}" if l3 else "",
             f"{info.simd_width_bits}-bit SIMD", f"{lscpu['Hypervisor vendor']} guest" if "Hypervisor vendor" in lscpu else ""]
    return f"{info.model} ({'; '.join(p for p in parts if p)})"


def parse_list(text: str, allowed: Sequence[str], what: str) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    unknown = [n for n in names if n not in allowed]
    if unknown or not names:
        raise BadInput(f"--{what}: unknown {', '.join(unknown) or '(empty)'} (known: {', '.join(allowed)})")
    return list(dict.fromkeys(names))


def parse_threads(text: str, cores: int) -> list[int]:
    counts = []
    for item in text.split(","):
        item = item.strip()
        if item == "all":
            counts.append(cores)
        elif item.isdigit() and int(item) >= 1:
            counts.append(int(item))
        else:
            raise BadInput(f"--threads: {item!r} is not a positive integer or 'all'")
    return list(dict.fromkeys(counts))


def read_rows(path: Path) -> list[dict[str, str]]:
    try:
        with open(path, newline="") as handle:
            reader = csv.DictReader(handle)
            missing = [c for c in ("kernel", "dataset", "sizes", "threads", "pass", "seconds") if c not in (reader.fieldnames or ())]
            if missing:
                raise BadInput(f"{path}: not a measurement CSV of this script (missing column(s) {', '.join(missing)})")
            return list(reader)
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise BadInput(f"{path}: cannot read ({exc})") from None


def write_rows(path: Path, rows: Sequence[dict]) -> None:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=COLUMNS, lineterminator="\n", extrasaction="ignore")
    writer.writeheader()
    writer.writerows(rows)
    write_atomic(path, buffer.getvalue())


def fmt_s(seconds: float | None) -> str:
    if seconds is None or not math.isfinite(seconds):
        return "-"
    from advisor.schema.units import format_quantity

    return format_quantity(seconds, "s")


def fmt_duration(seconds: float) -> str:
    seconds = round(seconds)
    return f"{seconds // 3600}h{seconds % 3600 // 60:02d}m{seconds % 60:02d}s" if seconds >= 3600 else f"{seconds // 60}m{seconds % 60:02d}s"


@dataclass(frozen=True)
class Case:
    kernel: str
    dataset: str
    threads: int


def measure(args: argparse.Namespace) -> int:
    workload = load_workload(args.workload)
    datasets = parse_list(args.datasets, [d for d in DATASETS if d in workload.datasets] or list(workload.datasets), "datasets")
    try:
        known = cpu_kernels()  # compiles calibration/polybench.c (cached) as `advisor validate` does
        build = cpu_build()
    except (ToolchainError, OSError) as exc:
        raise BadInput(f"calibration/polybench.c: cannot build or list it ({exc})") from None
    names = parse_list(args.kernels, [k for k in workload.kernels if k in known], "kernels") if args.kernels \
        else [k for k in workload.kernels if k in known]
    info = sysinfo.read_cpu_info()
    threads = parse_threads(args.threads, info.cores)
    if args.passes < 1:
        raise BadInput("--passes: must be at least 1")
    out = Path(args.out) if args.out else REPO / "validation" / "cpu" / f"polybench-threads-{_dt.datetime.now(_dt.timezone.utc):%Y%m%d}.csv"
    rows: list[dict] = []
    if out.exists():
        if not args.resume:
            raise BadInput(f"{out}: exists (pass --resume to continue it, or --out another file)")
        rows = read_rows(out)
    try:
        done = {(r["kernel"], r["dataset"], int(r["threads"]), int(r["pass"])) for r in rows}
    except ValueError as exc:
        raise BadInput(f"{out}: bad threads or pass ({exc})") from None
    cpu_name, compiler = host_cpu(), build.how
    cases = [Case(k, d, t) for d in datasets for k in names for t in threads]
    reps_of = {d: (args.large_reps if d == "LARGE" and args.large_reps is not None else args.reps) for d in datasets}
    budget_of = {d: (args.large_budget if d == "LARGE" and args.large_budget is not None else args.budget) for d in datasets}
    quiet = QuietWindow(args.quiet_window, args.quiet_cores, args.max_wait, args.ignore_niced)
    total = len(cases) * args.passes
    log(f"host: {cpu_name}; compiler: {compiler}; OMP_WAIT_POLICY={os.environ.get('OMP_WAIT_POLICY', 'default')}")
    log(f"{len(names)} kernels x {len(datasets)} dataset(s) ({', '.join(datasets)}) x threads {threads} x {args.passes} passes "
        f"= {total} runs; reps/budget: " + ", ".join(f"{d} {reps_of[d]}/{budget_of[d]:g} s" for d in datasets)
        + f"; quiet window: <= {args.quiet_cores:g} other cores{' (niced ones not counted)' if args.ignore_niced else ''} "
          f"over {args.quiet_window:g} s, waiting at most {args.max_wait:g} s")
    log(f"writing {out}" + (f" (resuming: {len(done)} run(s) already there)" if done else ""))
    failed: set[Case] = set()
    started = time.monotonic()
    index = sum((c.kernel, c.dataset, c.threads, n) in done for c in cases for n in range(1, args.passes + 1))
    pass_times: list[float] = []
    waited_total = 0.0
    for number in range(1, args.passes + 1):
        pass_start = time.monotonic()
        ran = 0
        for case in cases:
            if (case.kernel, case.dataset, case.threads, number) in done or case in failed:
                continue
            index += 1
            kernel = workload.kernels[case.kernel]
            sizes = kernel.sizes(case.dataset)
            waited, quiet_busy = quiet.wait()
            waited_total += waited
            load, unniced_load = OtherLoad(), UnnicedLoad()
            run_start = time.monotonic()
            try:
                run = run_cpu(kernel, case.dataset, sizes, reps=reps_of[case.dataset], budget_s=budget_of[case.dataset],
                              threads=case.threads, timeout_s=args.timeout)
            except ToolchainError as exc:
                log(f"skipped {case.kernel} {case.dataset} {case.threads}t from now on: {exc}")
                failed.add(case)
                quiet.mark()
                continue
            wall = time.monotonic() - run_start
            busy, unniced = load.cores_busy(), unniced_load.cores_busy()
            if busy is None:  # a run under 0.5 s: then the window before it and the run together
                busy, unniced = quiet.busy_since(0.5), quiet.busy_since(0.5, unniced=True)
            quiet.mark()
            ran += 1
            rows.append(row(run, case, number, args.passes, busy, unniced, waited, quiet_busy, cpu_name, compiler,
                            reps_of[case.dataset], budget_of[case.dataset], args))
            write_rows(out, rows)
            elapsed = time.monotonic() - started
            log(f"[pass {number}/{args.passes} {index}/{total} {fmt_duration(elapsed)}] {case.kernel} {case.dataset} {case.threads}t: "
                f"{fmt_s(run.median_s)} (median of {len(run.times_s)}, run {wall:.2f} s wall), other cores busy "
                f"{'-' if busy is None else f'{busy:.2f}'} ({'-' if unniced is None else f'{unniced:.2f}'} not niced)" + (f", waited {waited:.1f} s for quiet" if waited >= 0.5 else "")
                + ("" if quiet_busy is None or quiet_busy <= args.quiet_cores else f" (not quiet: {quiet_busy:.2f})"))
        if ran:
            pass_times.append(time.monotonic() - pass_start)
        if ran and (number == 1 or number < args.passes):
            per_pass = statistics.median(pass_times) if pass_times else 0.0
            left = per_pass * (args.passes - number)
            finish = _dt.datetime.now(_dt.timezone.utc) + _dt.timedelta(seconds=left)
            log(f"pass {number} done in {fmt_duration(pass_times[-1] if pass_times else 0)}; estimate: {args.passes} passes "
                f"= {fmt_duration(per_pass * args.passes)}, {fmt_duration(left)} left (about {finish:%H:%M} UTC)")
            if number == 1 and per_pass * args.passes > args.max_minutes * 60:
                log(f"warning: {args.passes} passes would take more than {args.max_minutes:g} min; consider --datasets/--kernels "
                    f"filters, fewer LARGE repetitions (--large-reps 1 --large-budget 0; now {reps_of.get('LARGE', args.reps)}) "
                    f"or a shorter --max-wait (now {args.max_wait:g} s; the runs waited {waited_total / 60:.1f} min so far)")
    log(f"done: {len(rows)} run(s) in {out}, {fmt_duration(time.monotonic() - started)}"
        + (f"; {len(failed)} case(s) failed" if failed else ""))
    return 0


def row(run: ReferenceRun, case: Case, number: int, passes: int, busy: float | None, unniced: float | None, waited: float,
        quiet_busy: float | None,
        cpu_name: str, compiler: str, reps: int, budget: float, args: argparse.Namespace) -> dict:
    quiet = "quiet" if quiet_busy is not None and quiet_busy <= args.quiet_cores else "NOT quiet (max wait reached)"
    method = (f"{run.how}; reps {reps}, budget {budget:g} s; OMP_NUM_THREADS={case.threads}; pass {number} of {passes}, interleaved; "
              f"{quiet} before the run: <= {args.quiet_cores:g} other cores{' (niced processes not counted)' if args.ignore_niced else ''} "
              f"over {args.quiet_window:g} s, waited {waited:.1f} s; "
              f"benchmarks/bench_cpu_polybench.py")
    return {
        "kernel": case.kernel, "dataset": case.dataset, "sizes": json.dumps({k: int(v) for k, v in run.sizes.items()}),
        "threads": run.threads, "pass": number, "seconds": f"{run.median_s:.6g}",
        "other_cores_busy": "" if busy is None else f"{busy:.2f}", "host_cpu": cpu_name, "compiler_flags": compiler,
        "when_utc": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"), "method": method,
        "min_s": f"{run.min_s:.6g}", "repetitions": len(run.times_s), "times_s": json.dumps([float(f"{t:.6g}") for t in run.times_s]),
        "quiet_wait_s": f"{waited:.1f}", "quiet_busy": "" if quiet_busy is None else f"{quiet_busy:.2f}",
        "other_cores_busy_unniced": "" if unniced is None else f"{unniced:.2f}",
        "workload": args.workload,
    }


# ---------------------------------------------------------------------------
# predict


def load_workload(name: str):
    from advisor.catalog import get_workload
    from advisor.errors import DescriptorError, UsageError

    try:
        return get_workload(name)
    except (DescriptorError, UsageError, OSError) as exc:
        raise BadInput(f"--workload {name}: {exc}") from None


def load_platforms(names: Sequence[str]) -> list[tuple[str, Platform]]:
    from advisor.catalog import get_platform
    from advisor.errors import DescriptorError, UsageError

    found: list[tuple[str, Platform]] = []
    for name in names:
        try:
            platform = get_platform(name)
        except (DescriptorError, UsageError, OSError) as exc:
            raise BadInput(f"-p {name}: {exc}") from None
        label = platform.name
        if any(label == other for other, _ in found):
            label = f"{platform.name} ({name})"
        found.append((label, platform))
    return found


def spread(values: Sequence[float]) -> tuple[float | None, float | None]:
    """Median absolute deviation / median (a fraction) and max / min of the passes (None from one pass)."""
    if len(values) < 2:
        return None, None
    med = statistics.median(values)
    return statistics.median(abs(v - med) for v in values) / med, max(values) / min(values)


def predict(args: argparse.Namespace) -> int:
    from advisor.cli.report import to_csv, to_json
    from advisor.core.recommend import recommend_kernel
    from advisor.layout import Column, fit_table

    path = Path(args.csv)
    if not path.is_file():
        raise BadInput(f"--csv {args.csv}: no such file")
    rows = read_rows(path)
    if not rows:
        raise BadInput(f"{path}: no measurements")
    workload = load_workload(args.workload)
    platforms = load_platforms(args.platforms)
    groups: dict[tuple[str, str, int], list[dict]] = {}
    dropped = 0
    for number, r in enumerate(rows, start=2):
        try:
            key = (r["kernel"], r["dataset"], int(r["threads"]))
            seconds = float(r["seconds"])
            json.loads(r["sizes"])
            if r.get("other_cores_busy") not in (None, ""):
                float(r["other_cores_busy"])
        except (ValueError, TypeError) as exc:
            raise BadInput(f"{path}, line {number}: bad value ({exc})") from None
        if key[0] not in workload.kernels:
            raise BadInput(f"{path}, line {number}: kernel {key[0]!r} is not in {args.workload}")
        if key[1] not in workload.datasets:
            raise BadInput(f"{path}, line {number}: dataset {key[1]!r} is not in {args.workload}")
        if not (seconds > 0 and math.isfinite(seconds)) or key[2] < 1:
            raise BadInput(f"{path}, line {number}: seconds must be positive and threads at least 1")
        if args.max_busy is not None and r.get("other_cores_busy") not in (None, "") and float(r["other_cores_busy"]) > args.max_busy:
            dropped += 1
            continue
        groups.setdefault(key, []).append(r)
    if args.max_busy is not None:
        log(f"--max-busy {args.max_busy:g}: left out {dropped} of {len(rows)} run(s) measured while other work kept more cores busy")
    if not groups:
        raise BadInput(f"{path}: no measurements left")
    order = {k: i for i, k in enumerate(workload.kernels)}
    dorder = {d: i for i, d in enumerate(workload.datasets)}
    keys = sorted(groups, key=lambda k: (dorder[k[1]], k[2], order[k[0]]))
    per_kernel = []
    for kernel_name, dataset, threads in keys:
        group = groups[(kernel_name, dataset, threads)]
        seconds = [float(r["seconds"]) for r in group]
        measured = statistics.median(seconds)
        mad, maxmin = spread(seconds)
        busy = [float(r["other_cores_busy"]) for r in group if r.get("other_cores_busy") not in (None, "")]
        kernel = workload.kernels[kernel_name]
        sizes = json.loads(group[0]["sizes"])
        overrides = None if {k: float(v) for k, v in kernel.sizes(dataset).items()} == {k: float(v) for k, v in sizes.items()} \
            else {p: sizes[p] for p in kernel.params}
        entry = {"kernel": kernel_name, "dataset": dataset, "threads": threads, "passes": len(seconds), "measured_s": measured,
                 "spread_mad": mad, "spread_max_min": maxmin, "other_cores_busy_max": max(busy) if busy else None, "predictions": {}}
        for label, platform in platforms:
            rec = recommend_kernel(workload, kernel, platform_for_threads(platform, threads), dataset, overrides)
            predicted = float(rec.cpu.time_s)
            entry["predictions"][label] = {"predicted_s": predicted, "error_pct": (predicted - measured) / measured * 100,
                                           "model": rec.cpu.model, "bound": rec.cpu.bound,
                                           "cores": platform_for_threads(platform, threads).cpu.cores}
        per_kernel.append(entry)
    summary = []
    for dataset, threads in dict.fromkeys((e["dataset"], e["threads"]) for e in per_kernel):
        block = [e for e in per_kernel if e["dataset"] == dataset and e["threads"] == threads]
        mads = [e["spread_mad"] for e in block if e["spread_mad"] is not None]
        maxmins = [e["spread_max_min"] for e in block if e["spread_max_min"] is not None]
        runs = [r for e in block for r in groups[(e["kernel"], dataset, threads)]]
        deviations = [abs(float(r["seconds"]) / e["measured_s"] - 1) for e in block if e["passes"] > 1
                      for r in groups[(e["kernel"], dataset, threads)]]
        busy_runs = [r for r in runs if r.get("other_cores_busy") not in (None, "") and float(r["other_cores_busy"]) > BUSY_CORES]
        summary.append({
            "dataset": dataset, "threads": threads, "kernels": len(block), "runs": len(runs),
            "passes": statistics.median(e["passes"] for e in block),
            "spread_pass_dev_pct": 100 * statistics.fmean(deviations) if deviations else None,
            "spread_mad_pct_mean": 100 * statistics.fmean(mads) if mads else None,
            "spread_mad_pct_median": 100 * statistics.median(mads) if mads else None,
            "spread_max_min_median": statistics.median(maxmins) if maxmins else None,
            "spread_max_min_max": max(maxmins) if maxmins else None,
            "busy_runs": len(busy_runs),
            "mape_pct": {label: statistics.fmean(abs(e["predictions"][label]["error_pct"]) for e in block) for label, _ in platforms},
        })
    if args.format == "json":
        sys.stdout.write(to_json([{"csv": str(path), "platforms": {label: p.path or p.name for label, p in platforms},
                                   "summary": summary, "kernels": per_kernel}]))
    elif args.format == "csv":
        if args.table:
            sys.stdout.write(to_csv([{k: v for k, v in e.items() if k != "predictions"}
                                     | {f"{label}_{f}": p[f] for label, p in e["predictions"].items() for f in p} for e in per_kernel]))
        else:
            sys.stdout.write(to_csv([{k: v for k, v in s.items() if k != "mape_pct"}
                                     | {f"mape_pct_{label}": m for label, m in s["mape_pct"].items()} for s in summary]))
    else:
        if args.table:
            sys.stdout.write(markdown_table(per_kernel, platforms) + "\n")
        headers = ["dataset", "threads", "kernels", "runs", "pass dev", "spread mad (mean)", "mad (median)", "max/min (median)", "max/min (worst)",
                   "busy runs", *(f"MAPE {label}" for label, _ in platforms)]
        table = [[s["dataset"], str(s["threads"]), str(s["kernels"]), str(s["runs"]), pct(s["spread_pass_dev_pct"]), pct(s["spread_mad_pct_mean"]),
                  pct(s["spread_mad_pct_median"]), ratio(s["spread_max_min_median"]), ratio(s["spread_max_min_max"]),
                  str(s["busy_runs"]), *(pct(s["mape_pct"][label]) for label, _ in platforms)] for s in summary]
        sys.stdout.write(fit_table([headers[0], *(Column(h, right=True) for h in headers[1:])], table, width=None) + "\n")
        log(f"pass dev: mean |pass / median of its passes - 1| (validation/cpu/repeatability.py's 'passes'); spread: over the "
            f"passes of each kernel, median absolute deviation / median and slowest / fastest pass; busy runs: "
            f"other processes kept more than {BUSY_CORES:g} cores busy; MAPE: mean |predicted - measured| / measured over the kernels, "
            f"measured = median over passes; 1-thread runs predicted on the platform restricted to one core")
    return 0


def pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}%"


def ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def markdown_table(per_kernel: Sequence[dict], platforms: Sequence[tuple[str, Platform]]) -> str:
    headers = ["kernel", "dataset", "threads", "measured", "mad", "max/min"]
    for label, _ in platforms:
        headers += [f"predicted ({label})", "error", "model", "bound"]
    lines = ["| " + " | ".join(headers) + " |",
             "|" + "|".join("---:" if h in ("threads", "measured", "mad", "max/min", "error") or h.startswith("predicted") else "---"
                            for h in headers) + "|"]
    for e in per_kernel:
        cells = [e["kernel"], e["dataset"], str(e["threads"]), fmt_s(e["measured_s"]),
                 pct(None if e["spread_mad"] is None else 100 * e["spread_mad"]), ratio(e["spread_max_min"])]
        for label, _ in platforms:
            p = e["predictions"][label]
            cells += [fmt_s(p["predicted_s"]), f"{p['error_pct']:+.0f}%", p["model"], p["bound"]]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit status 2
        self.exit(2, f"{self.prog}: error: {message}\n")


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="bench_cpu_polybench.py", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="mode", required=True, parser_class=Parser)
    m = sub.add_parser("measure", help="time the reference kernels on this host and write a CSV")
    m.add_argument("--workload", default=DEFAULT_WORKLOAD)
    m.add_argument("--datasets", default=",".join(DATASETS), help="comma-separated (default: SMALL,MEDIUM,LARGE)")
    m.add_argument("--kernels", default="", help="comma-separated (default: all 30)")
    m.add_argument("--threads", default="1,all", help="comma-separated thread counts, 'all' = every core (default: 1,all)")
    m.add_argument("--passes", type=int, default=5)
    m.add_argument("--reps", type=int, default=10, help="timed repetitions per run (validate's default)")
    m.add_argument("--budget", type=float, default=1.0, help="stop repeating after this much kernel time, after 3 (validate's default)")
    m.add_argument("--large-reps", type=int, default=None, help="repetitions for LARGE (default: --reps); 1 = one timed run after the warm-up")
    m.add_argument("--large-budget", type=float, default=None, help="budget for LARGE (default: --budget)")
    m.add_argument("--quiet-window", type=float, default=3.0, help="seconds of quiet before each run (default 3)")
    m.add_argument("--quiet-cores", type=float, default=0.15, help="other work allowed in the window, in cores (default 0.15)")
    m.add_argument("--max-wait", type=float, default=30.0, help="longest wait for a quiet window before running anyway (s)")
    m.add_argument("--ignore-niced", action="store_true",
                   help="the quiet window does not count niced processes (they yield the cores; the CSV still records them)")
    m.add_argument("--max-minutes", type=float, default=40.0, help="warn after pass 1 when the estimate exceeds this")
    m.add_argument("--timeout", type=float, default=600.0, help="longest run of one kernel (s)")
    m.add_argument("--out", default=None, help="CSV to write (default: validation/cpu/polybench-threads-YYYYMMDD.csv)")
    m.add_argument("--resume", action="store_true", help="continue an existing --out file, skipping the runs it holds")
    p = sub.add_parser("predict", help="score platform descriptors against a measurement CSV")
    p.add_argument("--csv", required=True)
    p.add_argument("-p", "--platform", dest="platforms", action="append", required=True, metavar="PLATFORM",
                   help="catalog name or descriptor file; repeatable")
    p.add_argument("--workload", default=DEFAULT_WORKLOAD)
    p.add_argument("--table", action="store_true", help="also the per-kernel table")
    p.add_argument("--max-busy", type=float, default=None, metavar="CORES",
                   help="leave out runs during which other work kept more than CORES cores busy (other_cores_busy)")
    p.add_argument("--format", choices=("table", "json", "csv"), default="table")
    args = parser.parse_args(argv)
    if args.mode == "measure":
        for name in ("reps", "large_reps"):
            value = getattr(args, name)
            if value is not None and not 1 <= value <= 1000:
                parser.error(f"--{name.replace('_', '-')}: must be 1..1000")
        for name in ("budget", "large_budget", "quiet_window", "quiet_cores", "max_wait", "timeout", "max_minutes"):
            value = getattr(args, name)
            if value is not None and not (math.isfinite(value) and value >= 0):
                parser.error(f"--{name.replace('_', '-')}: must be a finite number >= 0")
        if args.quiet_window < 0.5:
            parser.error("--quiet-window: at least 0.5 s (/proc/stat counts 10 ms ticks)")
    if args.mode == "measure":  # a kill ends the current run too (subprocess.run kills its child on the way out)
        signal.signal(signal.SIGTERM, _interrupt)
        signal.signal(signal.SIGINT, _interrupt)  # also where a background shell ignores SIGINT
    try:
        return measure(args) if args.mode == "measure" else predict(args)
    except BadInput as exc:
        print(f"bench_cpu_polybench.py: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        log("interrupted; every finished run is in the CSV (--resume continues it)")
        return 130


if __name__ == "__main__":
    sys.exit(main())
