"""``advisor recommend``, ``advisor platforms`` and ``advisor workloads``: the advice and the descriptors behind it."""

from __future__ import annotations

import functools
import gc
import sys
from collections.abc import Callable
from typing import Any

import click

from .. import catalog
from ..calibration.sysinfo import usable_cpus
from ..core.recommend import instances, recommend, recommend_on
from ..core.uncertainty import CLOSE_CALL
from ..layout import Column, fit_lines, fit_table
from ..schema.units import format_quantity
from .fanout import fan_out
from .options import (
    HOST_MEMORY,
    KERNELS,
    PLATFORMS,
    SIZES,
    check_names,
    check_size_names,
    format_option,
    history_options,
    model_options,
    settings_of,
)
from .report import FORMATS, copies_table, json_array, json_items, recommendations_table, steps_table, to_csv, to_json, workload_table

FORMAT_OPTION = format_option(FORMATS)
#: the recommendations from which an answer is worked out in one process per CPU the advisor may use (fewer take
#: less time than forking costs); :mod:`.fanout`
FAN_OUT_ROWS = 300


def _collector_paused(command: Callable[..., None]) -> Callable[..., None]:
    """``command`` with Python's cyclic garbage collector paused: the answers of a catalog hold no reference cycles
    (reference counting frees them), and the collector's passes over the thousands of them the command keeps until it
    writes them cost a fifth of its time."""
    @functools.wraps(command)
    def paused(*args: Any, **kwargs: Any) -> None:
        enabled = gc.isenabled()
        gc.disable()
        try:
            command(*args, **kwargs)
        finally:
            if enabled:
                gc.enable()

    return paused


def json_indent() -> int | None:
    """Indented for a reader at a terminal, compact for a program (as the gh CLI does)."""
    return 2 if sys.stdout.isatty() else None


def _emit(fmt: str, rows: list[dict[str, Any]], table: Callable[[], str]) -> None:
    if fmt == "json":
        click.echo(to_json(rows, json_indent()), nl=False)
    elif fmt == "csv":
        click.echo(to_csv(rows), nl=False)
    else:
        click.echo(table(), nl=False)


@click.command("recommend")
@click.argument("workload")
@PLATFORMS
@click.option("--dataset", "-d", "datasets", multiple=True, metavar="NAME|all", help="Dataset(s); default: the workload's default.")
@KERNELS
@SIZES
@model_options
@history_options
@click.option("--summary/--no-summary", default=None,
              help="Also give the whole-workload answer (default: in table format).")
@HOST_MEMORY
@click.option("--per-step", is_flag=True,
              help="For kernels of several steps, also each step's parts and the best assignment of steps to CPU and GPU.")
@click.option("--copies", "per_array", is_flag=True,
              help="Also each array's copy on the recommendation's GPU: direction, bytes, host pages (fresh or touched), time.")
@FORMAT_OPTION
@_collector_paused
def recommend_command(workload, platforms, datasets, kernels, sizes, summary, host_memory, per_step, per_array, fmt, width, **options):
    """Recommend CPU or GPU for every kernel of WORKLOAD (a file or a catalog name).

    Where a history with learned factors exists (see `advisor fit`), predicted on-chip
    times are multiplied by them and the model reads e.g. "roofline*1.23(learned)".
    A GPU whose memory cannot hold a kernel's arrays is not used for it (the
    reason is printed on stderr and given in the JSON's gpus_unplaceable).

    Where there are many recommendations (300 or more) of several platforms,
    they are worked out in one process per CPU the advisor may use (its CPU
    affinity, and its control group's CPU quota: `taskset -c 0` keeps it to
    one), each with a share of the platforms (not with --per-step or --copies).
    """
    loaded = catalog.get_workload(workload).with_host_memory(host_memory)
    platform_list = catalog.get_platforms(platforms)
    dataset_list = list(loaded.datasets) if "all" in datasets else (list(datasets) or [loaded.default_dataset])
    check_names(loaded, dataset_list, kernels, all_allowed=True)
    check_size_names(loaded, sizes)
    settings, history_used = settings_of(options, loaded.name, [p.name for p in platform_list])

    recs = []
    if per_step or per_array:  # these read the recommendations themselves
        recs = recommend(loaded, platform_list, dataset_list, kernels or None, sizes, settings)
        kernel_rows, encoded = _rows(recs, history_used), None
    else:  # encoded: the kernels' JSON items, their rows then only what the messages read
        kernel_rows, encoded = _shared_out(fmt, loaded, platform_list, dataset_list, kernels or None, sizes, settings, history_used)
    show_summary = summary if summary is not None else (fmt == "table" and not kernels)
    answers = []
    if show_summary:
        from ..core.whole import answer_workload

        answers = [answer_workload(loaded, p, d, sizes, settings, kernels or None) for p in platform_list for d in dataset_list]
    step_answers = []
    if per_step:
        from ..core.stepplan import plan_steps

        step_answers = [plan_steps(loaded.name, loaded.kernels[r.kernel], p, settings, d, sizes) for p in platform_list for d in dataset_list
                        for r in recs if r.platform == p.name and r.dataset.partition("+")[0] == d and len(r.steps) > 1]
    others = [a.to_dict() for a in answers] + [a.to_dict() for a in step_answers]
    if per_array:
        from ..core.recommend import copies_dicts

        for row, r in zip(kernel_rows, recs):
            if row["gpu"] is not None:
                row["gpu"]["copies"] = copies_dicts(r.gpus[r.decision.best_gpu])

    def table() -> str:
        text = recommendations_table(kernel_rows, width)
        if per_step:
            text += "\nSteps of multi-step kernels (time parts; plans with the copies between steps):\n"
            text += steps_table([r for r in recs if len(r.steps) > 1], step_answers, width)
        if per_array:
            text += "\nCopies on the recommendation's GPU (host pages: fresh ones are faulted in by the copy):\n" + copies_table(recs, width)
        if answers:
            scope = f"kernels {', '.join(kernels)}" if kernels else "whole workload"
            title = f"{scope.capitalize()} (" + ("data stays on the GPU between kernels" if loaded.dataflow == "shared" else "kernels independent") + "):"
            text += "\n" + fit_lines(title, width) + "\n" + workload_table(answers, width)
        return text

    if encoded is None:
        _emit(fmt, kernel_rows + others, table)
    else:
        click.echo(json_array([*encoded, json_items(others, json_indent())], json_indent()), nl=False)
    said = kernel_rows if encoded is not None else _said(kernel_rows)
    _say_cpu_code_notes([loaded.kernels[name] for name in dict.fromkeys(row["kernel"] for row in said)])
    _say_certainty(said)
    for row in said:
        for device, why in row["gpus_unplaceable"].items():
            click.echo(f"{row['kernel']} ({row['dataset']}) not placed on the {device} of {row['platform']}: {why}", err=True)
    wins = [a for a in step_answers if a.split_wins]
    if per_step:
        click.echo(f"per-step assignment beats all-CPU and all-GPU for {len(wins)} of {len(step_answers)} multi-step kernel(s)"
                   + (": " + ", ".join(f"{a.kernel} ({a.dataset}, {a.platform})" for a in wins) if wins else ""), err=True)
    weights = settings.weights
    click.echo(f"{len(said)} recommendation(s); weights time={weights.time:g} energy={weights.energy:g}, "
               f"{settings.cost_model} cost, {settings.energy_model} energy model", err=True)
    if history_used:
        click.echo(f"learned corrections applied: {len(settings.corrections)} factor(s) from {history_used} "
                   "(prediction x factor; --no-history for pure analysis)", err=True)
    else:
        click.echo("pure analysis: no learned corrections" + (" (--no-history)" if options["no_history"] else " for these kernels and platforms"), err=True)


@click.group("platforms")
def platforms_group() -> None:
    """List and inspect platform descriptors."""


@platforms_group.command("list")
@FORMAT_OPTION
def platforms_list(fmt, width):
    """List the catalog platforms."""
    rows = []
    for name, path in catalog.catalog_files("platforms").items():
        platform = catalog.get_platform(str(path))
        gpus = ", ".join(f"{g.count}x {g.model}" for g in platform.gpus) or "none"
        rows.append({"name": name, "cpu": f"{platform.cpu.sockets}x {platform.cpu.model}", "gpus": gpus, "path": str(path),
                     "default": name == catalog.DEFAULT_PLATFORM})
    _emit(fmt, rows, lambda: fit_table(["name", Column("cpu", wrap=True), Column("gpus", wrap=True)],
                                       [[r["name"] + (" (default)" if r["default"] else ""), r["cpu"], r["gpus"]] for r in rows], width))


def _platform_fields(platform) -> list[dict[str, Any]]:
    """One row per number or word of the platform, nested values as sub-rows (``cpu.access_profile.runs[0].threads``);
    a list of plain values stays one value (a curve's footprints), a list of (name, value) pairs reads as a mapping."""
    from dataclasses import fields, is_dataclass, replace

    from ..cpu.datasheet import profile_for
    from ..gpu.amd.families import AmdFamily

    rows = []

    def walk(obj: Any, path: str) -> None:
        if isinstance(obj, AmdFamily):  # shared by every GPU of the family: advisor/gpu/amd/families.yaml
            rows.append({"field": path, "value": obj.name})
        elif is_dataclass(obj):
            for f in fields(obj):
                walk(getattr(obj, f.name), f"{path}.{f.name}" if path else f.name)
        elif isinstance(obj, dict) or hasattr(obj, "items"):
            for k, v in obj.items():
                walk(v, f"{path}.{k}")
        elif isinstance(obj, (list, tuple)) and obj and all(isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], str) for x in obj):
            walk(dict(obj), path)
        elif isinstance(obj, (list, tuple)) and any(isinstance(x, (list, tuple)) or is_dataclass(x) for x in obj):
            for i, item in enumerate(obj):
                walk(item, f"{path}[{i}]")
        else:
            rows.append({"field": path, "value": list(obj) if isinstance(obj, tuple) else obj})

    walk(replace(platform.cpu, access_profile=profile_for(platform.cpu)), "cpu")  # the profile the model uses
    for i, g in enumerate(platform.gpus):
        walk(g, f"gpus[{i}]")
    return rows


@platforms_group.command("show")
@click.argument("name")
@FORMAT_OPTION
def platforms_show(name, fmt, width):
    """Show one platform with the provenance of every number."""
    platform = catalog.get_platform(name)
    rows = [{"field": path, "source": platform.sources[src].describe()} for path, src in platform.provenance.items()]
    summary = {
        "name": platform.name,
        "description": platform.description,
        "path": platform.path,
        "idle_power_w": platform.idle_power_w,
        "cpu_peak_fp64_flops": platform.cpu.peak_flops("fp64") if "fp64" in platform.cpu.flops_per_cycle_per_core else None,
        "values": _platform_fields(platform),
        "provenance": rows,
    }
    if fmt == "json":
        click.echo(to_json([summary]), nl=False)
    elif fmt == "csv":
        click.echo(to_csv(summary["values"]), nl=False)
    else:
        heading = f"{platform.name}: {platform.description}\nfile: {platform.path}\nidle power of the node: {format_quantity(platform.idle_power_w, 'W')}"
        click.echo(fit_lines(heading, width) + "\n")
        click.echo(fit_table(["field", Column("value", wrap=True)], [[r["field"], _value_text(r["value"])] for r in summary["values"]], width))
        click.echo("\nprovenance (each source described below):")
        click.echo(fit_table(["field", "source"], [[path, src] for path, src in platform.provenance.items()], width))
        click.echo("\nsources:")
        cited = dict.fromkeys(platform.provenance.values())
        click.echo(fit_table(["source", Column("description", wrap=True)], [[src, platform.sources[src].describe()] for src in cited], width),
                   nl=False)


def _value_text(value: Any) -> str:
    if value is None:
        return "not stated"  # an optional field the descriptor leaves out (the JSON has null)
    if isinstance(value, list):
        return ", ".join(_value_text(v) for v in value)
    return f"{value:.6g}" if isinstance(value, float) else str(value)


@click.group("workloads")
def workloads_group() -> None:
    """List and inspect workload descriptors."""


@workloads_group.command("list")
@FORMAT_OPTION
def workloads_list(fmt, width):
    """List the catalog workloads."""
    rows = []
    for name, path in catalog.catalog_files("workloads").items():
        w = catalog.get_workload(str(path))
        rows.append({"name": name, "kernels": len(w.kernels), "datasets": list(w.datasets), "description": w.description, "path": str(path)})
    _emit(fmt, rows, lambda: fit_table(["name", Column("kernels", right=True), Column("datasets", wrap=True), Column("description", wrap=True)],
                                       [[r["name"], str(r["kernels"]), ",".join(r["datasets"]), r["description"]] for r in rows], width))


def _rows(recs, history_used: str | None) -> list[dict[str, Any]]:
    return [dict(r.to_dict(), scope="kernel", learned_corrections=history_used) for r in recs]


#: what the messages on stderr read of a kernel's row (:func:`_say_certainty`, the GPUs a kernel does not fit)
SAID = ("kernel", "dataset", "platform", "close_call", "certainty_notes", "gpus_unplaceable")


def _said(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{key: row[key] for key in SAID} for row in rows]


def _shared_out(fmt, loaded, platforms, datasets, kernels, sizes, settings, history_used) -> tuple[list[dict[str, Any]], list[str] | None]:
    """The kernels' rows, the platforms shared out over one process per usable CPU (:mod:`.fanout`) where
    there are many. For JSON each process also encodes its platforms' rows (items of the array, :func:`json_items`)
    and sends back only what the messages read of them (:data:`SAID`) with the encoded rows (None otherwise)."""
    found = instances(loaded, datasets, kernels, sizes)  # counted here, before the forks: each inherits them
    indent = json_indent()

    def platform_rows(platform) -> tuple[list[dict[str, Any]], str | None]:
        rows = _rows(recommend_on(loaded, platform, found, settings), history_used)
        return (_said(rows), json_items(rows, indent)) if fmt == "json" else (rows, None)

    jobs = usable_cpus() if len(platforms) * len(found) >= FAN_OUT_ROWS else 1
    done = fan_out(platform_rows, platforms, jobs)
    return [row for rows, _ in done for row in rows], None if fmt != "json" else [text for _, text in done]


def _say_certainty(rows: list[dict[str, Any]]) -> None:
    """On stderr: how many choices are close calls, and once each what no validation set covers (``certainty_notes``)."""
    close = [row for row in rows if row["close_call"]]
    if close:
        shown = ", ".join(f"{row['kernel']} ({row['dataset']}, {row['platform']})" for row in close[:8]) + (", ..." if len(close) > 8 else "")
        click.echo(f"{len(close)} of {len(rows)} choice(s) are close calls (confidence below {CLOSE_CALL:g}): {shown}", err=True)
    for note in dict.fromkeys(note for row in rows for note in row["certainty_notes"]):
        click.echo(f"how sure: {note} (docs/confidence.md)", err=True)


def _say_cpu_code_notes(kernels) -> None:
    """On stderr, once per kernel: what reading its CPU code approximated or left unpriced (``cpu_source``: pragmas
    the model does not honour whole, bounds taken at their largest ...), which the JSON carries in ``cpu.notes``."""
    for kernel in kernels:
        notes = [kernel.cpu_loops_note] if kernel.cpu_loops_note else []
        notes += [f"step {step.name}: {step.cpu.note}" for step in kernel.steps if step.cpu is not None and step.cpu.note]
        if notes:
            click.echo(f"{kernel.name}: its CPU code as the model reads it: {'; '.join(notes)}", err=True)


@workloads_group.command("show")
@click.argument("workload")
@click.option("--dataset", "-d", default=None, help="Dataset to evaluate the counts at (default: the workload's default).")
@FORMAT_OPTION
def workloads_show(workload, dataset, fmt, width):
    """Show the kernels of WORKLOAD with their counts at one dataset."""
    from ..core.counts import instantiate

    w = catalog.get_workload(workload)
    dataset = dataset or w.default_dataset
    if dataset not in w.datasets:
        raise click.BadParameter(f"{dataset!r} is not a dataset of {w.name}", param_hint="--dataset")
    rows = []
    for kernel in w.kernels.values():
        sizes = kernel.sizes(dataset)
        c = instantiate(kernel, sizes)
        rows.append({"kernel": kernel.name, "dataset": dataset, "sizes": sizes, "dtype": kernel.dtype, "flops": c.flops,
                     "compulsory_bytes": sum(s.compulsory_bytes for s in c.steps), "h2d_bytes": c.h2d_bytes, "d2h_bytes": c.d2h_bytes,
                     "steps": len(c.steps), "launches": c.launches, "cpu_implementation": kernel.cpu.describe(), "description": kernel.description,
                     "cpu_notes": kernel.cpu_loops_note})
    _emit(fmt, rows, lambda: fit_table(
        ["kernel", Column("sizes", wrap=True), *(Column(h, right=True) for h in ("FLOPs", "bytes", "H2D", "D2H", "launches")),
         Column("cpu code", wrap=True)],
        [[r["kernel"], ",".join(f"{k}={v:g}" for k, v in r["sizes"].items()), f"{r['flops']:.3g}", format_quantity(r["compulsory_bytes"], "B"),
          format_quantity(r["h2d_bytes"], "B"), format_quantity(r["d2h_bytes"], "B"), f"{r['launches']:g}", r["cpu_implementation"]] for r in rows],
        width))
    _say_cpu_code_notes(w.kernels.values())


