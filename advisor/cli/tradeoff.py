"""``advisor tradeoff``: weight sweeps, Pareto fronts of placements, break-even sizes and what-ifs.

Tables go to stdout (table, JSON or CSV); with ``--out DIR`` the command also
writes ``DIR/<workload>.html`` (self-contained, figures embedded),
``DIR/<workload>.json`` and ``.csv`` (every row) and the figures as PNG under
``DIR/figures/``. Without matplotlib the tables and the report are written and
the figures skipped with one message on stderr.
"""

from __future__ import annotations

import math
import re
import sys
from pathlib import Path

import click

from .. import catalog
from ..layout import fit_lines
from ..tradeoff.study import ANALYSES, StudyOptions, run_study
from ..tradeoff.whatif import DEFAULT_FACTORS, check_factors
from .options import (
    HOST_MEMORY,
    KERNELS,
    PLATFORMS,
    SIZES,
    Number,
    PathOption,
    check_names,
    check_output,
    check_size_names,
    format_option,
    history_options,
    model_options,
    settings_of,
)
from .report import FORMATS, to_csv, to_json


def _factors(text: str | None, name: str, default: tuple[float, ...]) -> tuple[float, ...]:
    if text is None:
        return default
    try:
        values = tuple(float(v) for v in text.split(",") if v.strip())
    except ValueError:
        raise click.BadParameter(f"expected numbers separated by commas, got {text!r}", param_hint=name) from None
    if not values or any(not (0 < v < math.inf) for v in values):
        raise click.BadParameter(f"expected positive numbers, got {text!r}", param_hint=name)
    return values


def _range(text: str) -> tuple[float, float]:
    low, sep, high = text.partition(":")
    try:
        lo, hi = float(low), float(high)
    except ValueError:
        lo = hi = float("nan")
    if not sep or not (0 < lo < hi < float("inf")):
        raise click.BadParameter(f"expected LOW:HIGH factors with 0 < LOW < HIGH, got {text!r}", param_hint="--size-range")
    return lo, hi


def _stem(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name) or "workload"


def _progress(items, label: str):
    items = list(items)
    if len(items) < 8:
        return items
    return _Bar(items, label)


class _Bar:
    def __init__(self, items: list, label: str):
        self.items, self.label = items, label

    def __iter__(self):
        with click.progressbar(self.items, label=self.label, file=sys.stderr) as bar:
            yield from bar


@click.command("tradeoff")
@click.argument("workload")
@PLATFORMS
@click.option("--dataset", "-d", default=None, metavar="NAME", help="Dataset the study starts from (default: the workload's default).")
@KERNELS
@SIZES
@click.option("--sweep", "sweeps", multiple=True, type=click.Choice(ANALYSES),
              help="Analyses to run; repeatable. Default: all (weights, pareto, size, clock, power-cap, link).")
@model_options
@history_options
@HOST_MEMORY
@click.option("--size-param", default=None, metavar="PARAM", help="Break-even along this size parameter only (default: all scaled together).")
@click.option("--size-range", default="1e-3:1e3", show_default=True, metavar="LOW:HIGH", help="Break-even search range, as factors on the dataset's sizes.")
@click.option("--clock-factors", default=None, metavar="F,F,...", help=f"Clock factors (default {','.join(map(str, DEFAULT_FACTORS['clock']))}).")
@click.option("--cap-fractions", default=None, metavar="F,F,...", help=f"Power caps on the busy power above idle, as fractions of TDP (default {','.join(map(str, DEFAULT_FACTORS['power-cap']))}).")
@click.option("--link-factors", default=None, metavar="F,F,...", help=f"Link bandwidth factors (default {','.join(map(str, DEFAULT_FACTORS['link']))}).")
@click.option("--power-exponent", type=Number(min=0), default=3.0, show_default=True, help="DVFS: TDP scales as clock^a (3: voltage follows the clock; 1: fixed voltage).")
@click.option("--out", "out_dir", type=PathOption(file_okay=False, role="output"), default=None, help="Write the HTML report, JSON, CSV and PNG figures here.")
@click.option("--figures/--no-figures", default=True, show_default=True, help="Draw figures for the report (needs matplotlib).")
@format_option(FORMATS)
def tradeoff(workload, platforms, dataset, kernels, sizes, sweeps, host_memory, size_param, size_range, clock_factors, cap_fractions,
             link_factors, power_exponent, out_dir, figures, fmt, width, **model):
    """Energy/time trade-offs of WORKLOAD: weight flips, Pareto placements, break-even sizes, what-ifs."""
    from ..tradeoff.tables import csv_rows, study_rows, text_tables

    if out_dir:
        check_output(out_dir, "--out", directory=True)  # before the study, and before its tables are printed
    loaded = catalog.get_workload(workload).with_host_memory(host_memory)
    platform_list = catalog.get_platforms(platforms)
    check_names(loaded, [dataset] if dataset is not None else [], kernels)
    check_size_names(loaded, sizes, kernels)
    if size_param:
        try:
            check_size_names(loaded, [size_param], kernels)
        except click.BadParameter as exc:
            raise click.BadParameter(exc.message, param_hint="--size-param") from None
    factors = {"clock": _factors(clock_factors, "--clock-factors", DEFAULT_FACTORS["clock"]),
               "power-cap": _factors(cap_fractions, "--cap-fractions", DEFAULT_FACTORS["power-cap"]),
               "link": _factors(link_factors, "--link-factors", DEFAULT_FACTORS["link"])}
    for sweep, values in factors.items():
        check_factors(sweep, values, power_exponent)  # every range, before the study
    options = StudyOptions(
        analyses=tuple(sweeps) or ANALYSES, dataset=dataset, kernels=tuple(kernels), overrides=sizes, size_param=size_param,
        size_range=_range(size_range), power_exponent=power_exponent, factors=factors)
    settings, _ = settings_of(model, loaded.name, [p.name for p in platform_list])

    studies = []
    for platform in platform_list:
        if not platform.gpus:
            click.echo(f"note: {platform.name} has no GPU: only the all-CPU placement and the roofline", err=True)
        studies.append(run_study(loaded, platform, settings, options, _progress))
    rows = [row for study in studies for row in study_rows(study)]
    if fmt == "json":
        click.echo(to_json(rows), nl=False)
    elif fmt == "csv":
        click.echo(to_csv(csv_rows(rows)), nl=False)
    else:
        for study in studies:
            click.echo(fit_lines(f"== {loaded.name} on {study.platform.name} (dataset {study.dataset}) ==", width) + "\n")
            for title, table in text_tables(study, width).items():
                click.echo(f"{fit_lines(title + ':', width)}\n{table}")
    if out_dir:
        _write_outputs(Path(out_dir), loaded, studies, rows, figures)


def _write_outputs(out: Path, workload, studies, rows, draw: bool) -> None:
    from ..files import write_atomic
    from ..tradeoff.htmlreport import render_figures, report_html
    from ..tradeoff.tables import csv_rows

    stem = _stem(workload.name)
    rendered: dict[str, list] = {s.platform.name: [] for s in studies}
    notes = []
    if draw:
        from ..tradeoff.figures import PlotUnavailable

        try:
            for study in studies:
                rendered[study.platform.name] = render_figures(study, _progress)
        except PlotUnavailable as exc:
            click.echo(f"note: {exc}", err=True)
            notes.append(str(exc))
            rendered = {s.platform.name: [] for s in studies}
    count = 0
    for study in studies:
        for figure in rendered[study.platform.name]:
            write_atomic(out / "figures" / f"{stem}-{_stem(study.platform.name)}-{_stem(figure.name)}.png", figure.png)
            count += 1
    write_atomic(out / f"{stem}.json", to_json(rows))
    write_atomic(out / f"{stem}.csv", to_csv(csv_rows(rows)))
    page = report_html(workload.name, workload.description, [(s, rendered[s.platform.name]) for s in studies], notes)
    write_atomic(out / f"{stem}.html", page)
    click.echo(f"wrote {out / (stem + '.html')} ({count} figure(s)), {stem}.json and {stem}.csv", err=True)
