#!/usr/bin/env python3
"""The figures README.md quotes, made by the code and from the data that give them.

    python scripts/readme_figures.py --check [--skip-slow] [NAME ...]   # exit 1 and a diff for each region that differs
    python scripts/readme_figures.py --write [NAME ...]                 # regenerate README.md in place (atomically)
    python scripts/readme_figures.py --list

README.md holds each generated figure between ``<!-- figure: NAME -->`` and ``<!-- /figure -->``
(``readme_regions``): a command's output (a fenced block: the command run in this process through click's runner) or a number
or phrase of the prose. Each NAME is a function below; a name may be quoted in several places. The
figures are the models' answers, so they change when a model does: ``--write`` brings the README up
to date, and tests/test_readme.py fails, showing the new text, until it has been run.

Timings are not measured here: they are the benchmarks' own records (``benchmarks/results/*.json``,
written by ``python benchmarks/bench_NAME.py --record`` with the date, host and commit), so that the
Speed table and the scheduler section quote one measurement. The validation sets' figures (GPU and
AMD kernel times) take a minute or two to make (``slow``); the rest, seconds.

The figures are made away from the user's files and settings, in the repository (the README's
commands name files relative to it): ``readme_regions.isolated``.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import importlib.util
import io
import json
import re
import shlex
import statistics
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "scripts")]

from readme_regions import Difference, FigureError, check_names, differences, isolated, with_figures  # noqa: E402 - on sys.path above

from advisor import catalog  # noqa: E402 - the checkout's advisor, put on sys.path above
from advisor.files import write_atomic  # noqa: E402 - see above
from advisor.schema.units import format_quantity  # noqa: E402 - see above

README = REPO / "README.md"


@dataclass(frozen=True)
class Figure:
    name: str
    make: Callable[[], str]
    slow: bool  # a validation set's figure: a minute or more


FIGURES: dict[str, Figure] = {}


def figure(name: str, slow: bool = False) -> Callable[[Callable[[], str]], Callable[[], str]]:
    """Register the function below as the maker of the README's region NAME."""
    def register(make: Callable[[], str]) -> Callable[[], str]:
        FIGURES[name] = Figure(name, make, slow)
        return make
    return register


def selected(names: Iterable[str] = (), skip_slow: bool = False) -> list[Figure]:
    names = list(names)
    unknown = [n for n in names if n not in FIGURES]
    if unknown:
        raise FigureError(f"no figure named {', '.join(unknown)} (--list names them)")
    return [f for f in FIGURES.values() if (not names or f.name in names) and not (skip_slow and f.slow)]


def make(figures: Iterable[Figure]) -> dict[str, str]:
    """Each figure's text, made in a run isolated from the user, in the repository."""
    with isolated(REPO):
        return {f.name: f.make() for f in figures}


def changed(text: str, figures: Iterable[Figure]) -> list[Difference]:
    """The regions of ``text`` (the README) whose figure, of ``figures``, is another text now."""
    check_names(text, FIGURES)
    return differences(text, make(figures))


# --- making text ------------------------------------------------------------------------------------------------------

@cache
def command(line: str) -> tuple[str, str]:
    """(stdout, stderr) of ``advisor ARGS`` run in this process."""
    from click.testing import CliRunner

    from advisor.cli import cli

    try:
        runner = CliRunner(mix_stderr=False)  # click 8.1; from 8.2 stderr is always kept apart
    except TypeError:
        runner = CliRunner()
    words = shlex.split(line)
    result = runner.invoke(cli, words[1:], catch_exceptions=False)
    if result.exit_code != 0:
        raise FigureError(f"`{line}` exited {result.exit_code}: {result.stderr.strip()}")
    return result.stdout, result.stderr


def fenced(text: str) -> str:
    return f"\n```\n{text.rstrip()}\n```\n"


def table_block(text: str) -> str:
    return f"\n\n{text.rstrip()}\n\n"


def shown(line: str, stream: str = "stdout") -> str:
    """A command and what it prints on ``stream``, as a fenced block."""
    stdout, stderr = command(line)
    return fenced(f"$ {line}" + (" > /dev/null" if stream == "stderr" else "") + "\n" + (stderr if stream == "stderr" else stdout))


def seconds(value: float) -> str:
    return format_quantity(value, "s")


def data(value: float) -> str:
    return format_quantity(value, "B")


def rate(value: float) -> str:
    return format_quantity(value, "B/s")


def times(value: float) -> str:
    return f"{value:.3g}x"


def percent(value: float) -> str:
    return f"{value:.1f} %"


def span(values: Iterable[float], show: Callable[[float], str] = percent) -> str:
    """'a-b' of the smallest and largest, or one value."""
    values = list(values)
    low, high = show(min(values)), show(max(values))
    if low == high:
        return low
    unit = low.rpartition(" ")[2] if " " in low else ""
    return f"{low.removesuffix(' ' + unit)}-{high}" if unit and high.endswith(" " + unit) else f"{low}-{high}"


def listing(items: Iterable[str]) -> str:
    items = list(items)
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


def code(name: str) -> str:
    return f"`{name}`"


# --- Reading the output -----------------------------------------------------------------------------------------------

RECOMMEND_EXAMPLE = "advisor recommend workloads/polybench.yaml -p laptop-gtx850m -k gemm -k gesummv -k durbin"


@figure("recommend-example")
def _recommend_example() -> str:
    return shown(RECOMMEND_EXAMPLE)


@figure("recommend-example-robust")
def _recommend_example_robust() -> str:
    rows = json.loads(command(RECOMMEND_EXAMPLE + " --format json")[0])
    ranked = sorted(rows, key=lambda r: r["robustness"])
    return listing(f"{r['kernel']} {times(r['robustness'])}" for r in ranked)


# --- Energy -----------------------------------------------------------------------------------------------------------

@figure("energy-activity-example")
def _energy_activity_example() -> str:
    """gesummv at STANDARD on h100-sxm-xeon8570 with ``--energy-model activity``: each option's energy by part."""
    from advisor.core.counts import counts_at
    from advisor.core.evaluation import evaluate
    from advisor.core.settings import Settings
    from advisor.workload import load_workload

    kernel = load_workload(REPO / "workloads" / "polybench-gpu.yaml").kernels["gesummv"]
    cpu, gpu = evaluate(counts_at(kernel), catalog.get_platform("h100-sxm-xeon8570"), Settings(energy_model="activity")).options
    lines = [f"| gesummv (STANDARD) on `h100-sxm-xeon8570` | CPU: {seconds(cpu.time_s)} | GPU: {seconds(gpu.time_s)} |", "|---|---:|---:|"]
    for name, value in cpu.energy_parts.items():
        lines.append(f"| {name} | {format_quantity(value, 'J')} | |")
    for name, value in gpu.energy_parts.items():
        lines.append(f"| {name} | | {format_quantity(value, 'J')} |")
    lines.append(f"| **energy** | **{format_quantity(cpu.energy_j, 'J')}** | **{format_quantity(gpu.energy_j, 'J')}** |")
    return table_block("\n".join(lines))


@figure("energy-validation", slow=True)
def _energy_validation() -> str:
    """The activity model against every measured set (tdp beside it), and the scaling rule's check."""
    energy = REPO / "validation" / "energy"
    h100 = load_script(energy / "h100-node" / "validate_energy.py").evaluate()["summary"]
    titanx = load_script(energy / "titanx" / "validate_power.py").evaluate()["summary"]
    mangrove = load_script(energy / "mangrove" / "validate_power.py").evaluate()["summary"]
    rtx = load_script(energy / "rtx3080ti" / "validate_power.py").evaluate()["summary"]
    rule = load_script(energy / "scaling" / "check_rule.py")
    median = rule.summary(rule.predictions(rule.read()))["median_abs_error"]

    def against(scores: dict) -> str:
        return f"{percent(scores['activity']['mape_pct'])} (`tdp` {percent(scores['tdp']['mape_pct'])})"

    both = {name: mangrove[f"both: {name}"] for name in ("activity", "tdp")}
    return (f"board energy per launch on the shared H100 rows {percent(h100['activity']['mape_pct'])} MAPE, "
            f"{h100['activity']['within_25pct']} of {h100['activity']['rows']} within 25 % (`tdp` {percent(h100['tdp']['mape_pct'])}); "
            f"board power of {titanx['activity']['rows']} PolyBench/GPU applications on a GTX TITAN X {against(titanx)}, "
            f"of {both['activity']['rows']} kernels and sizes on a Tesla T4 and a K80 {against(both)} and of "
            f"{rtx['activity']['rows']} kernels on a GeForce RTX 3080 Ti {against(rtx)}; the scaling rule, one "
            f"published generation predicted from another, {percent(100 * median)} median error over six instruction classes")


# --- Data movement ----------------------------------------------------------------------------------------------------

def copy_rates(platform_name: str) -> tuple[float, float]:
    """(pageable, pinned) host-to-device bytes per second of the platform's first GPU, as the model prices them."""
    from advisor.link.datamovement import copy_loggps

    platform = catalog.get_platform(platform_name)
    gpu = platform.gpus[0]
    return 1 / copy_loggps("pageable", platform, gpu)[0].G_s_per_byte, 1 / copy_loggps("pinned", platform, gpu)[0].G_s_per_byte


@figure("pageable-share")
def _pageable_share() -> str:
    """The derived pageable rate over the pinned one, on the catalog platforms that give no measured pageable rate."""
    shares = []
    for name in catalog.catalog_files("platforms"):
        platform = catalog.get_platform(name)
        if platform.gpus and platform.gpus[0].link.pageable_h2d is None:
            pageable, pinned = copy_rates(name)
            shares.append(100 * pageable / pinned)
    return span(shares, lambda v: f"{v:.0f} %")


def pageable_figure(platform: str) -> str:
    pageable, pinned = copy_rates(platform)
    return f"{rate(pageable)} against {rate(pinned)} pinned"


@figure("pageable-laptop-gtx850m")
def _pageable_laptop() -> str:
    return pageable_figure("laptop-gtx850m")


@figure("unplaceable-example")
def _unplaceable_example() -> str:
    line = "advisor recommend polybench -k gemm --size NI=100000 --size NJ=100000 --size NK=100000"
    if "not placed" not in command(line)[1]:
        raise FigureError(f"`{line}` no longer says that gemm is not placed: the README's example needs another size")
    return shown(line, "stderr")


@cache
def dc_a100(dataset: str):
    import advisor

    return advisor.recommend(advisor.get_workload("polybench"), advisor.get_platforms(["dc-a100"]), datasets=[dataset])


def on_every_gpu(rec) -> bool:
    platform = catalog.get_platform(rec.platform)
    return rec.recommended == "gpu" and rec.gpu.gpus_used == platform.gpus[rec.gpu.index].count > 1


@figure("multi-gpu-kernels")
def _multi_gpu_kernels() -> str:
    chosen = {d: [code(r.kernel) for r in dc_a100(d) if on_every_gpu(r)] for d in ("LARGE", "EXTRALARGE")}
    if chosen["LARGE"] == chosen["EXTRALARGE"]:
        return f"{listing(chosen['LARGE']) or 'no kernel'} go to all the GPUs at LARGE and at EXTRALARGE"
    return f"{listing(chosen['LARGE']) or 'no kernel'} go to all the GPUs at LARGE, {listing(chosen['EXTRALARGE']) or 'none'} at EXTRALARGE"


@figure("multi-gpu-gemm")
def _multi_gpu_gemm() -> str:
    [gemm] = [r for r in dc_a100("LARGE") if r.kernel == "gemm"]
    platform = catalog.get_platform("dc-a100")
    [split] = [g for g in gemm.gpus if g.gpus_used == platform.gpus[g.index].count > 1]
    return f"{seconds(split.time_s)}, {seconds(split.transfer_s)} of it copies, against {seconds(gemm.cpu.time_s)}"


# --- Multi-step programs ----------------------------------------------------------------------------------------------

PER_STEP_CATALOG = "advisor recommend workloads/polybench-gpu.yaml -p all -d all --per-step"


@cache
def step_answers() -> list[dict]:
    """The per-step plans of every multi-step program on every catalog platform at every dataset."""
    return [r for r in json.loads(command(PER_STEP_CATALOG + " --format json")[0]) if r["scope"] == "steps"]


def saving(answer: dict) -> float:
    """How much cheaper the per-step plan is than the better of all-CPU and all-GPU, as a share of that one."""
    plans = answer["plans"]
    best_single = min(plans["all CPU"]["cost"], plans["all GPU"]["cost"])
    return 1 - plans["per step"]["cost"] / best_single


@figure("per-step-example")
def _per_step_example() -> str:
    """The program and platform where the split saves most, at the workload's default dataset."""
    default = catalog.get_workload("polybench-gpu").default_dataset
    wins = [a for a in step_answers() if a["split_wins"] and a["dataset"] == default]
    if not wins:
        raise FigureError(f"no per-step plan beats all-CPU and all-GPU at {default}: the README's example needs rewording")
    best = max(wins, key=saving)
    return shown(f"advisor recommend workloads/polybench-gpu.yaml -p {best['platform']} -k {best['kernel']} --per-step")


@figure("per-step-catalog")
def _per_step_catalog() -> str:
    answers = step_answers()
    platforms = {a["platform"] for a in answers}
    datasets = list(dict.fromkeys(a["dataset"] for a in answers))
    programs = {a["kernel"] for a in answers}
    where: dict[str, dict[str, list[str]]] = {}  # program -> platform -> datasets where the split wins
    for a in answers:
        if a["split_wins"]:
            where.setdefault(a["kernel"], {}).setdefault(a["platform"], []).append(a["dataset"])
    wins = sum(len(d) for places in where.values() for d in places.values())
    head = (f"Over the catalog ({len(platforms)} platforms x {len(datasets)} datasets x {len(programs)} multi-step programs: "
            f"`{PER_STEP_CATALOG}`) the split wins in {wins} of {len(answers)} cases")
    if not wins:
        return head + "."
    parts = []
    for program, places in sorted(where.items()):
        on = listing(f"`{p}`" + ("" if len(d) == len(datasets) else f" ({', '.join(d)})") for p, d in sorted(places.items()))
        parts.append(f"{program} on {on}")
    every = all(len(d) == len(datasets) for places in where.values() for d in places.values())
    return head + ": " + "; ".join(parts) + (" (at every dataset)" if every else "") + "."


# --- Coherent nodes and AMD GPUs ---------------------------------------------------------------------------------------

@cache
def break_evens(workload: str, platform: str, kernels: tuple[str, ...], host_memory: str | None = None) -> dict:
    """kernel -> BreakEven of ``advisor tradeoff WORKLOAD -p PLATFORM --sweep size [-k ...] [--host-memory ...]``."""
    from advisor.core.settings import Settings
    from advisor.tradeoff.study import StudyOptions, run_study

    loaded = catalog.get_workload(workload).with_host_memory(host_memory)
    study = run_study(loaded, catalog.get_platform(platform), Settings(), StudyOptions(analyses=("size",), kernels=kernels))
    return {b.kernel: b for b in study.breakeven}


def first_gpu_win(workload: str, platform: str, kernel: str, host_memory: str | None = None):
    found = break_evens(workload, platform, (kernel,), host_memory)[kernel].first_gpu_win
    if found is None:
        raise FigureError(f"{kernel} of {workload} no longer breaks even on {platform}: the README's sentence needs rewording")
    return found


@figure("gemm-break-even-gh200")
def _gemm_gh200() -> str:
    win = first_gpu_win("polybench", "gh200", "gemm")
    return f"{data(win.data_bytes)} of arrays on `gh200` (s = {win.scale:.3g})"


@figure("gemm-break-even-dc-h100")
def _gemm_dc_h100() -> str:
    win = first_gpu_win("polybench", "dc-h100", "gemm")
    return f"{data(win.data_bytes)} on `dc-h100` (s = {win.scale:.3g})"


@figure("pageable-dc-h100")
def _pageable_dc_h100() -> str:
    return rate(copy_rates("dc-h100")[0])


@figure("pageable-mi300a")
def _pageable_mi300a() -> str:
    return pageable_figure("mi300a")


@figure("gemm-break-even-mi300a")
def _gemm_mi300a() -> str:
    return data(first_gpu_win("polybench", "mi300a", "gemm").data_bytes)


@figure("gemm-break-even-mi300a-managed")
def _gemm_mi300a_managed() -> str:
    return data(first_gpu_win("polybench", "mi300a", "gemm", "managed").data_bytes)


@figure("gesummv-atax-break-even-mi300a-managed")
def _gesummv_atax_mi300a() -> str:
    return listing(data(first_gpu_win("polybench", "mi300a", k, "managed").data_bytes) for k in ("gesummv", "atax"))


def gpu_count(platform: str, host_memory: str | None = None) -> int:
    """How many PolyBench kernels go to the GPU at LARGE (``advisor recommend polybench -p NODE -d LARGE``)."""
    import advisor

    workload = advisor.get_workload("polybench").with_host_memory(host_memory)
    return sum(r.recommended == "gpu" for r in advisor.recommend(workload, advisor.get_platforms([platform]), datasets=["LARGE"]))


@figure("gpu-counts-coherent")
def _gpu_counts_coherent() -> str:
    first, *others = [(p, gpu_count(p), gpu_count(p, "managed")) for p in ("dc-h100", "gh200", "mi300a")]
    return (f"{first[1]} go to the GPU on `{first[0]}` ({first[2]} with `--host-memory managed`), "
            + listing(f"{n} on `{p}` ({m})" for p, n, m in others))


@figure("gpu-counts-amd")
def _gpu_counts_amd() -> str:
    return "the GPU takes " + listing(f"{gpu_count(p)} on `{p}`" for p in ("frontier-mi250x", "mi300x-node", "desktop-rx580", "desktop-rx7900xtx"))


@cache
def load_script(path: Path):
    """A script of the repository as a module (scripts are no package; a dataclass needs its module in sys.modules),
    named by its path: several folders hold a ``validate_power.py``, and one must not stand for another."""
    name = "script_" + "_".join(path.resolve().relative_to(REPO).with_suffix("").parts).replace("-", "_")
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


AMD_SUMMARY = re.compile(r"^\s*(?P<name>.+?):?\s+(?P<rows>\d+) rows\s+MAPE\s+(?P<mape>[\d.]+) %\s+median\s+(?P<median>[\d.]+) %\s+"
                         r"worst\s+(?P<worst>[\d.]+) %", re.MULTILINE)


@figure("amd-stream-validation", slow=True)
def _amd_stream_validation() -> str:
    """What ``python validation/gpu/amd/validate_amd.py`` prints: the set, then per board."""
    script = load_script(REPO / "validation" / "gpu" / "amd" / "validate_amd.py")
    out, argv = io.StringIO(), sys.argv
    try:
        sys.argv = [str(script.__file__)]
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            status = script.main()
    finally:
        sys.argv = argv
    if status != 0:
        raise FigureError(f"validate_amd.py exited {status}: {out.getvalue().strip()}")
    lines = {m["name"].strip(): m for m in AMD_SUMMARY.finditer(out.getvalue())}
    total = lines.pop("gpu-benches-stream-times.csv")
    boards = [(name.removeprefix("AMD Instinct ").removeprefix("AMD Radeon "), m) for name, m in lines.items() if name.startswith("AMD ")]
    return (f"MAPE {total['mape']} % over {total['rows']} launches ("
            + ", ".join(f"{name} {m['mape']} %" for name, m in boards)
            + f"; median {total['median']} %, worst {total['worst']} %)")


# --- Measuring your own machine: the CPU model against measured runs -------------------------------------------------

ZEN4_RUNS = REPO / "validation" / "cpu" / "measurements.csv"
ZEN4_HOST = REPO / "validation" / "cpu" / "epyc-vm-2c.yaml"
ZEN4_GOAL_PCT = 25.0  # before fitting (the README's goal)


@cache
def zen4_mape(cpu_model: str) -> dict[str, float]:
    """dataset -> MAPE of the committed Zen 4 runs, each run predicted as `advisor recommend` predicts it."""
    from advisor.core.recommend import recommend_kernel
    from advisor.core.settings import Settings
    from advisor.platform import load_platform

    workload, platform = catalog.get_workload("polybench"), load_platform(ZEN4_HOST)
    errors: dict[str, list[float]] = {}
    with open(ZEN4_RUNS, newline="") as handle:
        for row in csv.DictReader(handle):
            rec = recommend_kernel(workload, workload.kernels[row["kernel"]], platform, row["dataset"], settings=Settings(cpu_model=cpu_model))
            measured = float(row["measured_median_s"])
            errors.setdefault(row["dataset"], []).append(abs(rec.cpu.time_s - measured) / measured * 100)
    return {dataset: statistics.fmean(e) for dataset, e in errors.items()}


@figure("cpu-zen4-table")
def _cpu_zen4_table() -> str:
    rows = [("roofline (`--cpu-model roofline`: measured peaks and bandwidth)", zen4_mape("roofline")),
            ("loop signature x measured access profile", zen4_mape("signature"))]
    datasets = list(rows[0][1])
    lines = ["| CPU model | " + " | ".join(datasets) + " |", "|---|" + "---:|" * len(datasets)]
    lines += [f"| {label} | " + " | ".join(percent(m[d]) for d in datasets) + " |" for label, m in rows]
    return table_block("\n".join(lines))


@figure("cpu-zen4-goal")
def _cpu_zen4_goal() -> str:
    mape = zen4_mape("signature")
    met = [d for d, m in mape.items() if m <= ZEN4_GOAL_PCT]
    if len(met) == len(mape):
        return "met on each dataset"
    return f"met on {listing(met)}, not on {listing(d for d in mape if d not in met)}" if met else "not met on any dataset"


@cache
def zen1_summary(runs: str, *descriptors: str) -> dict:
    """``bench_cpu_polybench.py predict --format json`` of the runs in ``runs`` against each descriptor (validation/cpu/)."""
    bench = load_script(REPO / "benchmarks" / "bench_cpu_polybench.py")
    folder = REPO / "validation" / "cpu"
    argv = ["predict", "--csv", str(folder / runs), "--format", "json"] + [a for d in descriptors for a in ("-p", str(folder / d))]
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        status = bench.main(argv)
    if status != 0:
        raise FigureError(f"bench_cpu_polybench.py {' '.join(argv)} exited {status}")
    [result] = json.loads(out.getvalue())
    return result


ZEN1_DATASHEET = "host-zen1-datasheet.yaml"
ZEN1_RUNS, ZEN1_RUNS_PM = "polybench-threads-20261124.csv", "polybench-threads-20261124pm.csv"
ZEN1_GOAL_PCT = {"datasheet": 20.0, "measured": 15.0}
#: (row label, runs, descriptor or None for the host's own spread, what kind of description)
ZEN1_ROWS = (
    ("datasheets and `advisor/cpu/arch/zen1.yaml` only (`validation/cpu/host-zen1-datasheet.yaml`)", ZEN1_RUNS, ZEN1_DATASHEET, "datasheet"),
    ("`advisor calibrate`'s measured profile, right after the runs (`host-zen1-measured-20261124.yaml`)", ZEN1_RUNS,
     "host-zen1-measured-20261124.yaml", "measured"),
    ("the same, right before the runs (`host-zen1-measured-20261124-before.yaml`)", ZEN1_RUNS, "host-zen1-measured-20261124-before.yaml",
     "measured"),
    ("the host's own spread (median absolute deviation / median, median kernel)", ZEN1_RUNS, None, None),
    ("the same kernels measured again at 12:34-13:35 UTC on a quieter host (`polybench-threads-20261124pm.csv`): datasheet", ZEN1_RUNS_PM,
     ZEN1_DATASHEET, "datasheet"),
    ("the same, measured profile right after those runs (`host-zen1-measured-20261124pm.yaml`)", ZEN1_RUNS_PM,
     "host-zen1-measured-20261124pm.yaml", "measured"),
)


def mape(result: dict, summary: dict, descriptor: str) -> float:
    """The MAPE of one dataset x threads of ``zen1_summary``'s result against the descriptor file ``descriptor``."""
    [label] = [label for label, path in result["platforms"].items() if Path(path).name == descriptor]
    return summary["mape_pct"][label]


def zen1_cells(runs: str, descriptor: str | None) -> dict[str, list[float]]:
    """dataset -> [1-thread figure, 2-thread figure]: the MAPE against ``descriptor``, or the host's spread."""
    descriptors = tuple(d for _, r, d, _ in ZEN1_ROWS if r == runs and d)
    cells: dict[str, list[float]] = {}
    result = zen1_summary(runs, *descriptors)
    for s in result["summary"]:
        value = s["spread_mad_pct_median"] if descriptor is None else mape(result, s, descriptor)
        cells.setdefault(s["dataset"], []).append(value)
    return cells


@figure("cpu-zen1-table")
def _cpu_zen1_table() -> str:
    datasets = list(zen1_cells(ZEN1_RUNS, ZEN1_DATASHEET))
    lines = ["| CPU description | " + " | ".join(datasets) + " |", "|---|" + "---:|" * len(datasets)]
    for label, runs, descriptor, _ in ZEN1_ROWS:
        cells = zen1_cells(runs, descriptor)
        lines.append(f"| {label} | " + " | ".join(" / ".join(f"{v:.1f}" for v in cells[d]) + " %" for d in datasets) + " |")
    return table_block("\n".join(lines))


@figure("cpu-zen1-goals")
def _cpu_zen1_goals() -> str:
    counts = {}
    for kind, goal in ZEN1_GOAL_PCT.items():
        values = [v for _, runs, d, k in ZEN1_ROWS if k == kind for vs in zen1_cells(runs, d).values() for v in vs]
        counts[kind] = f"{sum(v <= goal for v in values)} of the {len(values)} {kind} figures"
    return f"are met by {listing(counts.values())}"


@figure("cpu-zen1-day-before")
def _cpu_zen1_day_before() -> str:
    measured = "host-zen1-measured.yaml"
    result = zen1_summary("polybench-threads-20261123.csv", ZEN1_DATASHEET, measured)
    datasheet = [mape(result, s, ZEN1_DATASHEET) for s in result["summary"]]
    calibrated = [mape(result, s, measured) for s in result["summary"]]
    return f"{span(datasheet)} MAPE from the datasheet and {span(calibrated)} measured"


# --- Static CUDA kernel predictor: published kernel times -------------------------------------------------------------

GPU_SETS = {"BSP set": "bspgpu-kernel-times.csv", "gpuperfpredict": "gpuperfpredict-apps.csv", "GPU Mangrove": "gpu-mangrove-times.csv",
            "micro-kernels": "kpp-microkernel-times.csv"}
GPU_MODELS = ["kp", "pipeline", "hybrid", "bsp", "mwp-cwp", "roofline"]
#: (row label, the model's name in the validation report; "hybrid as shipped": the shipped weights, on the set they were not learned on)
GPU_ROWS = (
    ("kp", "kp"), ("pipeline", "pipeline"),
    ("hybrid, each board predicted with weights learned on the others", "hybrid (leave one GPU out)"),
    ("hybrid, each kernel predicted with weights learned on the others", "hybrid (leave one kernel out)"),
    ("hybrid as shipped (learned on the first two sets)", "hybrid as shipped"),
    ("bsp, lambda fitted per kernel on one GTX 680 size", "bsp (fitted lambda)"),
    ("mwp-cwp", "mwp-cwp"), ("roofline", "roofline"),
)
SHIPPED_HYBRID_SETS = ("GPU Mangrove", "micro-kernels")  # the shipped weights were learned on the first two


def gpu_set_path(name: str) -> Path:
    return REPO / "validation" / "gpu" / GPU_SETS[name]


@cache
def gpu_validation(name: str) -> dict:
    """``advisor predict-kernel --validate SET --model all``'s report."""
    from advisor.calibration.kernels import run_validation

    return run_validation(gpu_set_path(name), GPU_MODELS)


@cache
def shipped_hybrid(name: str) -> tuple[float, float]:
    """(MAPE, median APE) of ``hybrid`` with its shipped weights on a set's rows, as ``--validate --model hybrid`` compares them."""
    from advisor.calibration.kernels import GPU_PLATFORMS, measured_s, predicted_s, read_rows

    errors = []
    for row in read_rows(gpu_set_path(name)):
        if row["gpu"] in GPU_PLATFORMS:
            measured = measured_s(row)
            errors.append(abs(predicted_s(row, "hybrid") - measured) / measured * 100)
    return statistics.fmean(errors), statistics.median(errors)


def gpu_cell(set_name: str, model: str) -> str:
    if model == "hybrid as shipped":
        return "{} ({})".format(*map(percent, shipped_hybrid(set_name))) if set_name in SHIPPED_HYBRID_SETS else ""
    result = gpu_validation(set_name)["models"][model]
    if not result["rows"]:
        return "(no GTX 680 rows)" if model == "bsp (fitted lambda)" else "(no rows)"
    return f"{percent(result['mape_pct'])} ({percent(result['median_ape_pct'])})"


@figure("gpu-validation-table", slow=True)
def _gpu_validation_table() -> str:
    lines = ["| model | " + " | ".join(f"{s} MAPE (median)" for s in GPU_SETS) + " |", "|---|" + "---:|" * len(GPU_SETS)]
    lines += [f"| {label} | " + " | ".join(gpu_cell(s, model) for s in GPU_SETS) + " |" for label, model in GPU_ROWS]
    return table_block("\n".join(lines))


@figure("gpu-mangrove-kp-boards", slow=True)
def _gpu_mangrove_kp_boards() -> str:
    by_gpu = gpu_validation("GPU Mangrove")["by_gpu"]["kp"]
    return "kp is " + listing(f"{percent(m)} on the {gpu.removeprefix('Tesla ')}" for gpu, m in by_gpu.items())


@figure("gpu-kpp-kp-boards", slow=True)
def _gpu_kpp_kp_boards() -> str:
    by_gpu = gpu_validation("micro-kernels")["by_gpu"]["kp"]
    return "kp is " + listing(f"{percent(m)} on the {gpu.removeprefix('NVIDIA ').removeprefix('GeForce ')}" for gpu, m in by_gpu.items())


@figure("gpu-h100-kernels", slow=True)
def _gpu_h100_kernels() -> str:
    """``python validation/gpu/h100-node/validate_kernels.py``: kp on the H100 node's Nsight Compute rows."""
    result = load_script(REPO / "validation" / "gpu" / "h100-node" / "validate_kernels.py").evaluate(["kp"])
    s = result["summary"]["kp"]
    return f"{s['within_1.5x']} of {s['rows']} programs within 1.5x and {percent(s['mape_pct'])} MAPE"


@figure("gpu-kp-architectures", slow=True)
def _gpu_kp_architectures() -> str:
    """kp's MAPE per board of the BSP and gpuperfpredict sets, by the boards' architecture."""
    from advisor.calibration.kernels import read_rows

    by_architecture: dict[str, list[float]] = {}
    for set_name in ("BSP set", "gpuperfpredict"):
        platform_of = {row["gpu"]: row["platform"] for row in read_rows(gpu_set_path(set_name)) if "platform" in row}
        for gpu, value in gpu_validation(set_name)["by_gpu"]["kp"].items():
            architecture = catalog.get_platform(platform_of[gpu]).gpus[0].architecture.capitalize()
            by_architecture.setdefault(architecture, []).append(value)
    return "kp's MAPE is " + listing(
        f"{span(v, lambda x: f'{x:.0f} %')} on the {a} board" + ("s" if len(v) > 1 else "") for a, v in by_architecture.items())


# --- Energy/time trade-off studies ------------------------------------------------------------------------------------

@figure("epcc-gemm-break-even")
def _epcc_gemm() -> str:
    return data(first_gpu_win("epcc-level1", "laptop-gtx850m", "GEMM").data_bytes)


@figure("epcc-break-evens")
def _epcc_break_evens() -> str:
    """``advisor tradeoff epcc-level1 -p laptop-gtx850m --sweep size``: where each kernel starts to go to the GPU, smallest first."""
    results = break_evens("epcc-level1", "laptop-gtx850m", ())
    wins = sorted(((b.first_gpu_win.data_bytes, k) for k, b in results.items() if b.first_gpu_win), key=lambda w: w[0])
    never = [b for b in results.values() if b.first_gpu_win is None]
    text = listing(f"{k} {data(size)}" for size, k in wins)
    for b in never:
        text += f"; {b.kernel} stays on the {b.curve[0].recommended.upper()} from {data(b.curve[0].data_bytes)} to {data(b.curve[-1].data_bytes)}"
    return text


# --- In a scheduler ---------------------------------------------------------------------------------------------------

SCHEDULER_EXAMPLE = '''from advisor.scheduler import Advisor
advisor = Advisor(platforms=["dc-a100"], weights="time=0.7,energy=0.3")
placement = advisor.place({"flops": 2e12, "dram_bytes": 8e9, "h2d_bytes": 1e9, "d2h_bytes": 1e8, "precision": "fp64"})'''


@figure("scheduler-example")
def _scheduler_example() -> str:
    names: dict = {}
    exec(SCHEDULER_EXAMPLE, names)  # the example the README shows, run as it is there (no user text)
    placement = names["placement"]
    answer = f"{placement.device!r}, {placement.gpus}, {placement.robustness:.3g}"
    return ("\n```python\n" + SCHEDULER_EXAMPLE + "\n"
            + f"placement.device, placement.gpus, placement.robustness      # {answer}\n"
            + "decisions = advisor.place_many(frame)   # DataFrame: flops, dram_bytes, h2d_bytes, d2h_bytes, launches, precision\n"
            + 'advisor.observe(task, "gpu", measured_time_s=0.8)           # feeds the history of measured runs\n```\n')


# --- Timings: the benchmarks' records ---------------------------------------------------------------------------------

def record(name: str) -> dict:
    """The last recorded run of ``benchmarks/NAME.py --record``."""
    from benchmarks.record import read_record

    return read_record(name)


def host(rec: dict) -> str:
    return f"a {rec['host']['cores']}-core {rec['host']['cpu']}"


def measured_on(rec: dict) -> str:
    return f"on {rec['date']} on {host(rec)} at commit {rec['commit'][:7]}"


def bench_place_summary(rec: dict) -> str:
    f = rec["figures"]
    return (f"{f['place_many_per_s'] / 1e6:.3g} million `place_many` decisions/s, a {seconds(f['place_median_s'])} median `place()`, "
            f"and for the {f['cuda_kernels']} CUDA-described polybench-gpu kernels on dc-a100 a cold decision of "
            f"{seconds(f['cuda_cold_median_s'])} median ({seconds(f['cuda_cold_max_s'])} worst: the analysis) and a warm one of "
            f"{seconds(f['cuda_warm_median_s'])} median ({seconds(f['cuda_warm_max_s'])} worst), {f['cuda_from_model']} of "
            f"{f['cuda_kernels']} from the model")


@figure("bench-place")
def _bench_place() -> str:
    rec = record("bench_place")
    return f"`python benchmarks/bench_place.py` measured {bench_place_summary(rec)}, {measured_on(rec)}"


def recommend_record() -> dict:
    """bench_recommend's record, if it timed the catalog as it is now (else the README would quote another run's figure)."""
    rec = record("bench_recommend")
    workload = catalog.get_workload("polybench")
    now = len(workload.kernels) * len(workload.datasets) * len(catalog.catalog_files("platforms"))
    if rec["figures"]["recommendations"] != now:
        raise FigureError(f"benchmarks/results/bench_recommend.json timed {rec['figures']['recommendations']} recommendations, the catalog "
                          f"gives {now} now: run python benchmarks/bench_recommend.py --record")
    return rec


@figure("recommend-per-kernel")
def _recommend_per_kernel() -> str:
    f = recommend_record()["figures"]
    return f"{seconds(f['median_s'] / f['recommendations'])} of wall time per kernel and platform (the Speed table's recommend run, start-up included, its platforms shared out over the {f['cpus_used']} CPUs it could use)"


SPEED_ROWS = ("bench_recommend", "bench_place", "bench_predict_kernel", "bench_calibrate", "bench_tradeoff")


def speed_measured(name: str, rec: dict) -> str:
    f = rec["figures"]
    if name == "bench_recommend":
        return f"{seconds(f['median_s'])} median, {span([f['min_s'], f['max_s']], seconds)} over {f['repeat']} runs"
    if name == "bench_place":
        return (f"{f['place_many_per_s'] / 1e6:.3g} M decisions/s / {seconds(f['place_median_s'])} median / "
                f"{seconds(f['cuda_warm_median_s'])} median, {seconds(f['cuda_warm_max_s'])} worst")
    if name == "bench_predict_kernel":
        return "; ".join(f"`{m}` {seconds(v['mini_median_s'])} / {seconds(v['xl_median_s'])} median, worst {seconds(v['worst_s'])}, "
                         f"ratio {v['worst_ratio']:.2f}" for m, v in f["models"].items())
    if name == "bench_calibrate":
        return f"{seconds(f['warm_median_s'])} warm, {seconds(f['cold_s'])} cold"
    if name == "bench_tradeoff":
        return "; ".join(f"{seconds(s)} ({what})" for what, s in f["studies"].items()) + f"; {seconds(f['chain_s'])} (chain of {f['chain']})"
    raise FigureError(f"no Speed row for {name}")


def missed(rec: dict) -> str:
    """What of a record missed its target, for the Speed table."""
    if rec["met"] is not False:
        return ""
    models = [m for m, v in rec["figures"].get("models", {}).items() if not v["met"]]
    return f" (missed{' by ' + listing(models) if models else ''})"


@figure("speed-table")
def _speed_table() -> str:
    lines = ["| script | what | measured | target |", "|---|---|---|---|"]
    for name in SPEED_ROWS:
        rec = recommend_record() if name == "bench_recommend" else record(name)
        lines.append(f"| `{name}.py` | {rec['what']} | {speed_measured(name, rec)} ({rec['date']}) | {rec['target']}{missed(rec)} |")
    hosts = sorted({host(r) for r in map(record, SPEED_ROWS)})
    return table_block("\n".join(lines)) + f"Measured on {listing(hosts)}, with other work running on it; each record " \
        "(`benchmarks/results/`) says when, on what, under what load and at which commit.\n"


@figure("speed-cli-table")
def _speed_cli_table() -> str:
    """bench_cli's record: what a user waits for, each command as a fresh process, as multiples of the floor."""
    rec = record("bench_cli")
    f = rec["figures"]
    lines = ["| command (a fresh process) | median | x F | target |", "|---|---:|---:|---|"]
    shown = {"floor": "`python -c \"import numpy, yaml, click\"` (F)", "help": "`advisor --help`",
             "recommend": "`advisor recommend workloads/polybench.yaml`", "catalog": "the catalog (polybench x every dataset x every platform)",
             "place C, cold": "`place` of a kernel described by C code, cold cache", "place C, warm": "the same, warm cache",
             "place CUDA, cold": "`place -w polybench-gpu -k gemm -d LARGE`, cold cache", "place CUDA, warm": "the same, warm cache",
             "predict-kernel, cold": "`predict-kernel` of one built-in kernel, cold cache", "predict-kernel, warm": "the same, warm cache"}
    for name, what in shown.items():
        row = f[name]
        target = "" if row["target_ratio"] is None else f"<= {row['target_ratio']:g} F" + ("" if row["ratio"] <= row["target_ratio"] else " (missed)")
        lines.append(f"| {what} | {seconds(row['median_s'])} | {row['ratio']:.2f} | {target} |")
    load = f["under_load"]
    return table_block("\n".join(lines)) + (
        f"Medians of {f['repeat']} runs each, {measured_on(rec)}; the ratios to F mean the same on any host. With another "
        f"process keeping one core busy, the warm `place` answered from the model {load['answers_from_the_model']} times "
        f"of {load['calls']} (no fallback within the 50 ms deadline). `python benchmarks/bench_cli.py --record` measures it.\n")


# --- how sure an answer is ------------------------------------------------------------------------------------------------

def _error_model_script():
    """validation/confidence/error_model.py as a module (a script, not a package)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("confidence_error_model", REPO / "validation" / "confidence" / "error_model.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@figure("confidence-reliability")
def _confidence_reliability() -> str:
    """Stated confidence against the share of right decisions, each set scored by an error model built without it."""
    script = _error_model_script()
    rows = script.with_pairs(script.read(script.ROWS))
    return script.reliability_table(rows, script.read(script.DECISIONS))


def _h100_wrong() -> list[dict]:
    """The H100 programs' wrong CPU-or-GPU choices, each with the confidence a model built without their set stated."""
    script = _error_model_script()
    rows = script.read(script.ROWS)
    return [d for d in script.h100_decisions(rows, script.read(script.DECISIONS)) if not d["right"]]


@figure("confidence-h100-wrong")
def _confidence_h100_wrong() -> str:
    wrong = _h100_wrong()
    return f"{len(wrong)} wrong choices, {sum(d['confidence'] < 0.5 for d in wrong)} are stated below 0.5"


@figure("confidence-h100-surest-wrong")
def _confidence_h100_surest_wrong() -> str:
    """The wrong choices stated at 0.8 or above, by kernel and threads: ``atax at 512 and 2048 on 16 threads (0.87, 1.00)``."""
    groups: dict[tuple[str, str], list[tuple[str, float]]] = {}
    for d in _h100_wrong():
        if d["confidence"] >= 0.8:
            kernel, size, _ = d["item"].split("/")
            groups.setdefault((kernel, d["threads"]), []).append((size, d["confidence"]))
    parts = [f"{kernel} at {listing(size for size, _ in sure)} {'on 16 threads' if threads != 'serial' else 'serial'} "
             f"({', '.join(f'{confidence:.2f}' for _, confidence in sure)})" for (kernel, threads), sure in groups.items()]
    return listing(parts)


@figure("confidence-coverage")
def _confidence_coverage() -> str:
    """Per set and part, the share of measurements inside the 80 % interval of a model built without the set."""
    script = _error_model_script()
    return script.coverage_table(script.with_pairs(script.read(script.ROWS)))


# --- the command ------------------------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--check", action="store_true", help="exit 1 when a region of README.md differs from its figure now")
    action.add_argument("--write", action="store_true", help="write the figures into README.md")
    action.add_argument("--list", action="store_true", help="name every figure")
    parser.add_argument("--skip-slow", action="store_true", help="leave out the validation sets' figures (a minute or two)")
    parser.add_argument("names", nargs="*", metavar="NAME", help="only these figures")
    args = parser.parse_args(argv)
    try:
        figures = selected(args.names, args.skip_slow)
        if args.list:
            print("\n".join(f.name + ("  (slow)" if f.slow else "") for f in figures))
            return 0
        text = README.read_text()
        if args.write:
            check_names(text, FIGURES)
            new = with_figures(text, make(figures))
            if new != text:
                write_atomic(README, new)
            print(f"README.md: {len(figures)} figure(s) made, {'rewritten' if new != text else 'unchanged'}", file=sys.stderr)
            return 0
        found = changed(text, figures)
    except FigureError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for difference in found:
        print(difference, end="\n\n")
    if found:
        print(f"{len(found)} figure(s) of README.md changed: run python scripts/readme_figures.py --write", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
