"""The ``advisor calibrate``, ``advisor validate`` and ``advisor fit`` commands (loaded lazily by the CLI).

Heavy imports (numpy, scipy, cupy) happen inside the commands.
"""

from __future__ import annotations

import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import click

from .options import SIZES, Number, PathOption, check_names, check_output, check_size_names, format_option

if TYPE_CHECKING:
    from ..calibration.validate import Comparison


class Progress:
    """A click progress bar on stderr advanced by named steps (``step("label")`` before each measurement)."""

    def __init__(self, bar) -> None:
        self.bar = bar
        self.started = False

    def __call__(self, label: str) -> None:
        if self.started:
            self.bar.update(1)
        self.started = True
        self.bar.label = f"{label:<40.40}"
        self.bar.render_progress()


@contextmanager
def progress(length: int, label: str):
    with click.progressbar(length=length, label=label, file=sys.stderr, show_eta=False, show_pos=True) as bar:
        step = Progress(bar)
        yield step
        bar.update(length - bar.pos)


@contextmanager
def interrupts_end_it():
    """Ctrl-C during measurements ends the command (``aborted``, exit status 130), also where the interrupt lands in
    code that cannot raise it (a finaliser, which only prints it) or that takes the harness it killed too for a failed
    run: the signal is remembered, and the command ends when the measurements return."""
    import signal

    seen: list[int] = []

    def interrupted(signum: int, frame: object) -> None:
        seen.append(signum)
        raise KeyboardInterrupt

    try:
        previous = signal.signal(signal.SIGINT, interrupted)
    except ValueError:  # not the main thread: the interpreter's own handling stands
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if seen:
        raise click.Abort()


def _toolchain_variables() -> None:
    """Before minutes of measuring: ``$CC`` and ``$ADVISOR_CALIBRATION_SRC``, where set, name a compiler and the
    calibration sources (an error naming the variable otherwise: the toolchain the user asked for, never another in
    silence). Where neither is set and none is found the measurements say so themselves (calibrate falls back to
    NumPy)."""
    from ..calibration.toolchain import find_compiler
    from ..locations import calibration_sources

    calibration_sources()
    find_compiler()


@click.command("calibrate")
@click.option("--out", "out", type=PathOption(dir_okay=False, role="output"), default=None,
              help="Descriptor to write (default: measured-HOST.yaml in the user's platforms directory, "
                   "~/.local/share/advisor/platforms, where every command finds it by name). Written atomically.")
@click.option("--name", default=None, help="Platform name in the descriptor (default: from --out, else measured-HOST).")
@click.option("--quick", is_flag=True, help="Fewer repetitions and thread counts: the CPU part in well under a minute.")
@click.option("--cpu-only", is_flag=True, help="Skip the GPU part even where CUDA is usable.")
def calibrate(out, name, quick, cpu_only):
    """Measure this machine and write a complete platform descriptor (provenance: measured)."""
    from ..calibration import descriptor, sysinfo
    from ..calibration.cpu import measure_cpu, thread_counts
    from ..calibration.toolchain import ToolchainError
    from ..schema.yamlio import name_problem

    started = time.monotonic()
    info = sysinfo.read_cpu_info()
    # before a minute of measuring: a name the descriptor would refuse, an output that cannot be written
    hint = "--name" if name is not None else "--out"
    if out is None:
        out = str(descriptor.user_platform_path(name or descriptor.default_name()))
    name = Path(out).stem if name is None else name
    problem = name_problem(name)
    if problem:
        raise click.BadParameter(f"the platform name {name!r} {problem}", param_hint=hint)
    check_output(out, "--out")
    _toolchain_variables()
    steps = 1 + len(thread_counts(info.cores, quick)) + 3 * len({1, info.cores}) + (1 if sysinfo.rapl_domains() else 0)
    click.echo(f"calibrating {info.model} ({info.cores} cores, LLC {descriptor.q(info.llc_bytes, 'B')}){' quick' if quick else ''}", err=True)
    try:
        with interrupts_end_it(), progress(steps, "CPU") as step:
            cpu = measure_cpu(info, quick=quick, step=step)
    except ToolchainError as exc:
        raise click.ClickException(str(exc)) from None
    for note in cpu.notes:
        click.echo(note if note.startswith("warning:") else f"note: {note}", err=True)
    for peak in cpu.peaks:
        click.echo(f"peak {peak.precision} on {peak.threads} thread(s): {peak.ops_per_s / 1e9:.1f} G op/s "
                   f"(best of the repetitions; they spread by {100 * peak.spread:.0f} %)", err=True)
    gpus = []
    if not cpu_only:
        from ..calibration import gpu

        reason = gpu.unavailable_reason()
        if reason:
            click.echo(f"GPU part skipped: {reason}", err=True)
        else:
            with interrupts_end_it(), progress(gpu.STEPS, "GPU") as step:
                gpus = gpu.calibrate_gpus(quick=quick, step=step)
    doc = descriptor.build_descriptor(name, info, cpu, gpus)
    platform = descriptor.write_descriptor(out, doc)
    c = platform.cpu
    click.echo(
        f"wrote {out} in {time.monotonic() - started:.1f} s: sustained {descriptor.q(c.memory_bandwidth_sustained_Bps, 'B/s')}, "
        f"per core {descriptor.q(c.memory_bandwidth_per_core_Bps, 'B/s')}, fp64 peak {descriptor.q(c.peak_flops('fp64'), 'FLOP/s')}"
        + "".join(f"; GPU {g.model}" for g in platform.gpus),
        err=True,
    )


def _platform(name: str | None):
    """--platform, else this host's measured descriptor (found by name on the search path: the catalog or the user's
    platforms directory), else measured now (``calibrate --quick --cpu-only``) and kept in the user's platforms
    directory for the next run and for ``advisor fit``; a kept descriptor from an older calibrate is measured again."""
    from .. import catalog
    from ..calibration.descriptor import default_name, user_platform_path
    from ..errors import UsageError

    if name is not None:
        return catalog.get_platform(name)
    name = default_name()
    path = user_platform_path(name)
    try:
        platform = catalog.get_platform(name)
    except UsageError:
        platform = None
    if platform is not None and Path(platform.path).resolve() != path.resolve():
        return platform  # a descriptor of this host the user keeps elsewhere on the search path
    if platform is None:
        click.echo(f"no --platform and no descriptor {name!r} yet: measuring this host (calibrate --quick --cpu-only) into {path}", err=True)
        calibrate.main(["--quick", "--cpu-only", "--out", str(path)], standalone_mode=False)
        return catalog.get_platform(str(path))
    measured = platform.sources.get("cal-cpu")
    profile = platform.cpu.access_profile
    unmeasured = profile is None or profile.origin != "measured"  # the core's table may stand in for it
    if (unmeasured or not profile.complete) and measured is not None and not measured.details.get("fallback", False):
        # written by an older calibrate: the CPU model would fall back to the datasheet or the roofline, or miss a term
        click.echo(f"{path} has {'no' if unmeasured else 'an incomplete'} access profile (an older calibration): "
                   "measuring this host again (calibrate --quick --cpu-only)", err=True)
        calibrate.main(["--quick", "--cpu-only", "--out", str(path)], standalone_mode=False)
        platform = catalog.get_platform(str(path))
    return platform


def _fmt_s(value: float | None) -> str:
    from ..schema.units import format_quantity

    return "-" if value is None else format_quantity(value, "s")


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:+.0f}%"


def _spread(comparison: Comparison) -> str:
    return "-" if comparison.spread is None else f"{100 * comparison.spread:.0f}%"


def _threads(ctx: click.Context, param: click.Parameter, values: tuple[str, ...]) -> tuple[int | str, ...]:
    """--threads values: a positive count or ``all``."""
    out: list[int | str] = []
    for value in values:
        if value == "all":
            out.append("all")
        elif value.isdigit() and int(value) > 0:
            out.append(int(value))
        else:
            raise click.BadParameter(f"{value!r}: expected a positive thread count or 'all'", param_hint="--threads")
    return tuple(dict.fromkeys(out))


@click.command("validate")
@click.option("--workload", "workload_name", default="polybench", show_default=True, metavar="FILE|NAME", help="Workload to run.")
@click.option("--dataset", "-d", "datasets", multiple=True, metavar="NAME", help="Dataset(s); repeatable. Default: SMALL and MEDIUM.")
@SIZES
@click.option("--platform", "-p", "platform_name", default=None, metavar="FILE|NAME|SOURCE:NAME",
              help="Descriptor of this host (default: measured-HOST from the catalog or the user's data directory; "
                   "measured with `calibrate --quick --cpu-only` when there is none); with --from-csv, of the node measured.")
@click.option("--kernel", "-k", "kernels", multiple=True, metavar="NAME", help="Only these kernels; repeatable.")
@click.option("--threads", "threads", multiple=True, metavar="N|all", callback=_threads,
              help="Run (and predict) the CPU code on N threads or all of them, whatever the workload's implementation says; "
                   "repeatable. Serial code runs the loops the dependence analysis puts on threads. Default: as the workload says.")
@click.option("--history", "history_path", type=PathOption(dir_okay=False, role="history"), default=None, metavar="PATH",
              help="History database (default: $ADVISOR_HISTORY or ~/.local/share/advisor/history.sqlite).")
@click.option("--no-record", is_flag=True, help="Do not store the measurements in the history.")
@click.option("--runs", type=click.IntRange(1, 100), default=3, show_default=True,
              help="Separate runs of every kernel, interleaved; their spread tells a quiet host from a busy one.")
@click.option("--reps", type=click.IntRange(1, 1000), default=10, show_default=True, help="Timed repetitions per run (median).")
@click.option("--budget", type=Number(0), default=1.0, show_default=True,
              help="Stop repeating after this much kernel time (s), after at least 3 repetitions.")
@click.option("--allow-noisy", is_flag=True, help="Record and score the runs even when the host is too noisy to learn from.")
@click.option("--csv", "csv_path", type=PathOption(dir_okay=False, role="output"), default=None,
              help="Also write the raw measurements (with host CPU, compiler and flags, date, method) to this CSV file.")
@click.option("--cpu-only", is_flag=True, help="Do not run the CUDA kernels even where a GPU is usable.")
@click.option("--from-csv", "from_csv", type=PathOption(dir_okay=False, exists=True), default=None, metavar="FILE",
              help="Measure nothing: score measurements made elsewhere (validate's own --csv, or a program table with "
                   "kernel, size, gpu_s, h2d_s, d2h_s, cpuN_s columns; a column named as a kernel's size parameter, TMAX, sets "
                   "it, size the others; an empty cell is not measured) against the predictions for --platform.")
@click.option("--openmp-source", type=PathOption(dir_okay=False, exists=True), default=None, metavar="FILE",
              help="With --from-csv: a C file whose functions, named as the kernels (kernel_2dconv for 2dconv: a C name "
                   "cannot start with a digit), are the programs that ran on more than one thread, where they run "
                   "otherwise than the analysis of the workload's code.")
@click.option("--budget-total", type=Number(0, min_open=True), default=None, metavar="SECONDS",
              help="Measure the sizes around each kernel's predicted CPU/GPU crossover (and a quarter and four times it) "
                   "that fit in about this much time, instead of the datasets.")
@click.option("--html", "html_path", type=PathOption(dir_okay=False, role="output"), default=None, metavar="FILE",
              help="Also write an HTML report: the tables and, per part, predicted against measured (needs matplotlib for the plots).")
@format_option(("table", "json", "csv"))
def validate(workload_name, datasets, sizes, platform_name, kernels, threads, history_path, no_record, runs, reps, budget, allow_noisy,
             csv_path, cpu_only, from_csv, openmp_source, budget_total, html_path, fmt, width):
    """Run the workload's kernels on this host as it describes them, record them, and score predicted against measured.

    Each kernel runs its own CPU code (cpu_source) built as its cpu_implementation says, or the
    reference code its workload names (cpu_reference: polybench-c, calibration/polybench.c's loop
    nests); a kernel that has neither is listed as not measured. Every kernel runs --runs times, interleaved. When the runs do not repeat (or other
    work keeps cores busy) the host measures its neighbours, not the kernels: then nothing is
    recorded or scored unless --allow-noisy, so that `advisor fit` does not learn from noise.
    Where the GPU ran too, the summary scores the CPU-or-GPU choice (time only) per CPU
    implementation.
    """
    from .. import catalog
    from ..calibration.sysinfo import hardware_threads
    from ..calibration.validate import noisy_host, summarize, validate_cpu
    from ..history import HistoryStore, learned_corrections

    workload = catalog.get_workload(workload_name)
    if openmp_source and not from_csv:
        raise click.UsageError("--openmp-source names the programs of imported measurements: give --from-csv too")
    if budget_total is not None and (sizes or len(datasets) > 1):
        raise click.UsageError("--budget-total picks the sizes itself, from one dataset's: give it without --size and with one --dataset at most")
    if from_csv:
        _refuse_with_import(("datasets", "sizes", "threads", "runs", "reps", "budget", "budget_total", "csv_path", "cpu_only",
                             "allow_noisy", "no_record", "history_path"))
        if platform_name is None:
            raise click.UsageError("--from-csv needs --platform: the descriptor of the node the measurements come from")
        from ..calibration.imported import import_csv

        check_names(workload, (), kernels)
        if html_path:
            check_output(html_path, "--html")  # before the scoring, and before its tables are printed
        platform = catalog.get_platform(platform_name)
        notes: list[str] = []
        results = import_csv(from_csv, workload, platform, openmp_source, notes)
        results = [r for r in results if not kernels or r.kernel in kernels]
        for note in notes:
            click.echo(f"note: {note}", err=True)
        click.echo(f"scored {len(results)} imported measurement(s) from {from_csv} on {platform.name}; nothing recorded", err=True)
        summary = summarize(results)
        _print_validation(results, summary, platform, fmt, width, reliability=_reliability(results, workload, platform))
        if html_path:
            _write_html(html_path, workload, platform, results, summary, [f"measurements imported from {from_csv}"])
        return
    datasets = list(datasets) or [d for d in ("SMALL", "MEDIUM") if d in workload.datasets] or [workload.default_dataset]
    check_names(workload, datasets, kernels)  # before _platform, which may calibrate the host first
    check_size_names(workload, sizes, kernels)
    for option, output in (("--csv", csv_path), ("--html", html_path)):
        if output:
            check_output(output, option)
    # opened now, a bad --history refused before minutes of measuring; one given with --no-record is only read
    store = None if no_record else HistoryStore(history_path)
    corrections = learned_corrections(store or history_path or "auto", workload.name)[0]
    _toolchain_variables()
    platform = _platform(platform_name)
    here = hardware_threads()
    if platform.cpu.threads != here:
        click.echo(f"warning: {platform.name} describes {platform.cpu.threads} hardware threads and this host has {here}: "
                   "code on all of them runs on this host's, predicted on the descriptor's", err=True)
    names = list(kernels) or list(workload.kernels)
    gpu_reason = None
    if not cpu_only and platform.gpus:
        from ..calibration import gpu

        gpu_reason = gpu.unavailable_reason()
        if gpu_reason:
            click.echo(f"GPU runs skipped: {gpu_reason}", err=True)
    with_gpu = not cpu_only and bool(platform.gpus) and gpu_reason is None
    picked = None
    notes = []
    if budget_total is not None:
        picked, notes = _budget_sizes(workload, platform, names, datasets, budget_total, runs, reps, budget, threads, with_gpu)
    cases = sum(len(v) for v in picked.values()) if picked is not None else len(names) * len(datasets)
    failures = []
    result = None
    for choice in threads or (None,):
        label = "validate" if choice is None else f"validate, {choice} thread{'s' if choice != 1 else ''}"
        with interrupts_end_it(), progress(cases * runs, label) as step:
            part = validate_cpu(workload, platform, datasets, names, corrections, reps, budget, runs, step,
                                on_error=lambda k, d, e: failures.append(f"{k} {d}: {e}"), threads=choice, sizes=sizes, picked=picked)
        result = part if result is None else result + part
    if with_gpu:
        from ..calibration.validate import validate_gpu

        with interrupts_end_it(), progress(cases * runs, "validate GPU") as step:
            result += validate_gpu(workload, platform, datasets, names, corrections, reps, runs, step,
                                   on_error=lambda k, d, e: failures.append(f"{k} {d} GPU: {e}"), sizes=sizes, picked=picked)
    for reason in dict.fromkeys(result.not_measured):
        click.echo(f"not measured: {reason}", err=True)
    for failure in failures:
        click.echo(f"skipped {failure}", err=True)
    results = list(result.comparisons)
    if not results:
        raise click.ClickException("nothing was measured (the reasons are above)")
    noisy = noisy_host(result)
    if csv_path:
        from ..calibration.rawdata import write_csv

        write_csv(csv_path, results, platform)
        click.echo(f"wrote {len(results)} measurement(s) to {csv_path}", err=True)
    if noisy and not allow_noisy:
        from ..layout import Column, fit_table

        rows = [[r.kernel, r.dataset, r.device, _fmt_s(r.measured_s), _spread(r)] for r in results]
        click.echo(fit_table(["kernel", "dataset", "device", Column("measured", right=True), Column("spread", right=True)], rows, width),
                   nl=False, err=True)
        raise click.ClickException(f"this host is too noisy to learn from: {noisy}. Nothing recorded or scored; "
                                   "validate again when it is quiet, or pass --allow-noisy")
    if noisy:
        click.echo(f"warning: host noisy ({noisy}); recorded and scored anyway (--allow-noisy)", err=True)
    if store is not None:
        store.record_many(result.runs)
    summary = summarize(results)
    _print_validation(results, summary, platform, fmt, width, noisy, _reliability(results, workload, platform))
    if html_path:
        _write_html(html_path, workload, platform, results, summary, [*notes, *result.not_measured])
    gpu_runs = sum(r.device == "gpu" for r in results)
    click.echo(("" if store is None else f"recorded {len(result.runs)} run(s) in {store.path}; ")
               + (f"{gpu_runs} GPU measurement(s)" if gpu_runs else "CPU only (no GPU measured)"), err=True)


def _refuse_with_import(names: tuple[str, ...]) -> None:
    """Options that say how to measure make no sense with --from-csv, which measures nothing: refuse them, never ignore."""
    from click.core import ParameterSource

    ctx = click.get_current_context()
    for param in ctx.command.params:
        if param.name in names and ctx.get_parameter_source(param.name) == ParameterSource.COMMANDLINE:
            raise click.UsageError(f"{param.opts[0]} says how to measure; --from-csv measures nothing: give one or the other")


def _budget_sizes(workload, platform, names, datasets, budget_total, runs, reps, budget, threads, with_gpu):
    """The sizes ``--budget-total`` picks (:mod:`.sizing`), said on standard error."""
    from ..calibration.sizing import pick_sizes

    picks, notes = pick_sizes([workload.kernels[n] for n in names], platform, datasets[0] if datasets else None, budget_total, runs, reps,
                              budget, threads or (None,), with_gpu)
    for note in notes:
        click.echo(f"not measured: {note}", err=True)
    click.echo(f"measuring {len(picks)} size(s) around the predicted crossovers, about {sum(p.expected_s for p in picks):.0f} s "
               f"predicted (--budget-total {budget_total:g} s)", err=True)
    picked: dict[str, list] = {}
    for pick in picks:
        picked.setdefault(pick.kernel, []).append((pick.label, pick.sizes))
    return picked, notes


def _write_html(path, workload, platform, results, summary, notes) -> None:
    from ..calibration.validationreport import report_html
    from ..files import write_atomic

    write_atomic(path, report_html(workload.name, platform.name, results, summary, notes))
    click.echo(f"wrote {path}", err=True)


def _reliability(results: list[Comparison], workload, platform):
    """How well the measurements bear out the advisor's stated certainty (:mod:`advisor.calibration.reliability`)."""
    from ..calibration.reliability import score

    return score(results, workload, platform)


def _print_validation(results: list[Comparison], summary, platform, fmt: str, width: int | None, noisy: str | None = None,
                      reliability=None) -> None:
    """The comparisons, the decisions with their confidence and the summary in the chosen format (data on standard
    output)."""
    from ..calibration.reliability import RELIABILITY_HEADER, coverage_lines, reliability_rows
    from ..calibration.validate import DECISION_HEADER, PART_HEADER, decision_rows, part_rows
    from ..layout import Column, fit_table
    from .report import to_csv, to_json

    if fmt == "json":
        decisions = [d.to_dict() for d in reliability.decisions] if reliability else []
        extra = {"reliability": reliability.to_dict()} if reliability else {}
        click.echo(to_json([r.to_dict() for r in results] + decisions + [dict(summary.to_dict(), noisy=noisy, **extra)]), nl=False)
        return
    if fmt == "csv":
        click.echo(to_csv([r.to_dict() for r in results]), nl=False)
        return
    rows = [[r.kernel, r.dataset, r.device + ("" if r.threads is None else f" x{r.threads}"), _fmt_s(r.measured_s), _spread(r),
             _fmt_s(r.predicted_s), _pct(r.error_pct), _fmt_s(r.corrected_s), _pct(r.corrected_error_pct), r.bound] for r in results]
    click.echo(fit_table(["kernel", "dataset", "device", *(Column(h, right=True) for h in ("measured", "spread", "predicted", "error")),
                          *(Column(h, right=True, drop=1) for h in ("learned", "error")), "bound"], rows, width), nl=False)
    line = f"\n{summary.runs} measurement(s) on {platform.name}: MAPE {summary.mape_pct:.1f}% (pure analysis)"
    if summary.corrected_mape_pct is not None:
        line += f", {summary.corrected_mape_pct:.1f}% with learned factors ({summary.corrected_runs} measurements)"
    if summary.placement_total:
        line += f"; placement correct {summary.placement_correct}/{summary.placement_total}"
    click.echo(line)
    tables = [(PART_HEADER, part_rows(summary)), (DECISION_HEADER, decision_rows(summary))]
    if reliability is not None and reliability.decisions:
        tables.append((RELIABILITY_HEADER, reliability_rows(reliability)))
    for header, rows in tables:
        if rows:
            click.echo(fit_table([header[0], *(Column(h, right=True) for h in header[1:])], rows, width), nl=False)
    for line in coverage_lines(reliability) if reliability is not None else ():
        click.echo(line)


CHECK_BUDGET_S = 300.0  # check-node's validation: with calibrate --quick (40 s on the shared H100 node), within 8 minutes


@click.command("check-node")
@click.option("--out", "out", type=PathOption(file_okay=False, role="output"), default="advisor-check", show_default=True, metavar="DIR",
              help="Folder of results: the descriptor (measured-HOST.yaml), the measurements (CSV, re-scored by "
                   "`validate --from-csv`), the report.")
@click.option("--workload", "workload_name", default="polybench-gpu", show_default=True, metavar="FILE|NAME", help="Workload to validate.")
@click.option("--budget-total", type=Number(0, min_open=True), default=CHECK_BUDGET_S, show_default=True, metavar="SECONDS",
              help="Time for the validation: the sizes around each kernel's predicted crossover that fit in it.")
@click.option("--full", is_flag=True, help="Calibrate in full (minutes) rather than --quick.")
@click.option("--cpu-only", is_flag=True, help="Neither calibrate nor validate the GPU.")
@click.option("--allow-noisy", is_flag=True, help="Record and score the runs even when the host is too noisy to learn from.")
@click.pass_context
def check_node(ctx, out, workload_name, budget_total, full, cpu_only, allow_noisy):
    """How good is the advisor on this node? Calibrate it, then validate the workload on it on one thread and on all.

    Equivalent to `advisor calibrate --quick --out DIR/measured-HOST.yaml` followed by `advisor validate
    --workload polybench-gpu -p DIR/measured-HOST.yaml --threads 1 --threads all --budget-total 300
    --csv DIR/measurements.csv --html DIR/report.html`; the runs are recorded in the history.
    """
    from .. import catalog
    from ..calibration.descriptor import default_name

    folder = Path(out).expanduser()
    catalog.get_workload(workload_name)  # a bad workload fails before minutes of calibration
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise click.BadParameter(f"{folder}: {exc.strerror or exc}", param_hint="--out") from None
    descriptor = folder / f"{default_name()}.yaml"
    extra = (["--cpu-only"] if cpu_only else []) + (["--allow-noisy"] if allow_noisy else [])
    ctx.invoke(calibrate, out=str(descriptor), name=None, quick=not full, cpu_only=cpu_only)
    args = ["--workload", workload_name, "-p", str(descriptor), "--threads", "1", "--threads", "all", "--budget-total", f"{budget_total:g}",
            "--csv", str(folder / "measurements.csv"), "--html", str(folder / "report.html"), *extra]
    validate.main(args, standalone_mode=False)
    click.echo(f"results in {folder}/: {descriptor.name}, measurements.csv, report.html", err=True)


@click.command("fit")
@click.option("--history", "history_path", type=PathOption(dir_okay=False), default=None, metavar="PATH",
              help="History database (default: $ADVISOR_HISTORY or ~/.local/share/advisor/history.sqlite).")
@click.option("--holdout", "holdout", multiple=True, metavar="DATASET",
              help="Leave this dataset's runs out of the fit, store only factors that improve them, and report the error; repeatable.")
@click.option("--min-runs", type=click.IntRange(1), default=3, show_default=True,
              help="Runs a kernel needs on a device before a factor is fitted for it.")
@click.option("--platform", "-p", "platform_files", multiple=True, metavar="FILE|NAME|SOURCE:NAME",
              help="Descriptors for platform names the catalog does not know (e.g. a calibrated file elsewhere).")
@format_option(("table", "json"))
def fit(history_path, holdout, min_runs, platform_files, fmt, width):
    """Fit per-kernel, per-device correction factors (lambda = measured / predicted) from the history.

    A factor is stored only when it has --min-runs runs behind it and improves the
    prediction of runs it was not fitted on (the --holdout datasets, else each of its other
    datasets in turn); the new fit replaces the last one.
    """
    from .. import catalog
    from ..calibration.learn import catalog_resolvers, fit_and_store
    from ..history import Correction, HistoryStore
    from ..layout import Column, fit_table
    from .report import to_json

    store = HistoryStore(history_path, create=False)
    given = {p.name: p for p in (catalog.get_platform(f) for f in platform_files)}
    report = fit_and_store(store, *catalog_resolvers(given), holdout, min_runs)
    for reason in report.skipped:
        click.echo(f"skipped {reason}", err=True)
    if not report.fitted_runs:
        raise click.ClickException(f"no usable runs in {store.path}: run `advisor validate` first")
    for reason in report.declined:
        click.echo(f"not stored: {reason}", err=True)

    def interval(c: Correction) -> str:
        return "-" if c.low is None else f"{c.low:.3g}-{c.high:.3g}"

    if fmt == "json":
        click.echo(to_json([{"workload": c.workload, "kernel": c.kernel, "platform": c.platform, "device": c.device, "factor": c.factor,
                             "low": c.low, "high": c.high, "runs": c.runs, "spread": c.spread} for c in report.corrections]
                           + [dict(report.details(), scope="summary")]), nl=False)
    elif report.corrections:
        click.echo(fit_table(["workload", "kernel", "platform", "device",
                              *(Column(h, right=True) for h in ("factor", "95% interval", "runs", "spread"))],
                             [[c.workload, c.kernel, c.platform, c.device, f"{c.factor:.3g}", interval(c), str(c.runs), f"{c.spread:.2f}"]
                              for c in report.corrections], width), nl=False)

    def pct(value: float | None) -> str:
        return "-" if value is None else f"{value:.1f}%"

    click.echo(f"{len(report.corrections)} factor(s) from {report.fitted_runs} run(s) stored in {store.path} "
               f"({len(report.declined)} not stored); "
               f"fitted runs MAPE {pct(report.training_mape_before_pct)} -> {pct(report.training_mape_after_pct)}", err=True)
    if holdout:
        click.echo(f"held out {', '.join(holdout)} ({report.holdout_runs} runs): MAPE {pct(report.holdout_mape_before_pct)} "
                   f"before -> {pct(report.holdout_mape_after_pct)} after", err=True)
        if len(report.holdout_by_dataset) > 1:
            for dataset, runs, before, after in report.holdout_by_dataset:
                click.echo(f"  {dataset} ({runs} runs): MAPE {pct(before)} -> {pct(after)}", err=True)
