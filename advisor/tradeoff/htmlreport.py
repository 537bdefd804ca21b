"""The self-contained HTML report of a workload (figures embedded as base64 PNG) and atomic file writes."""

from __future__ import annotations

import base64
import html
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from . import figures
from .study import PlatformStudy
from .tables import size_rows, text_tables


@dataclass(frozen=True)
class RenderedFigure:
    name: str  # file stem, e.g. "size-gemm"
    section: str  # "placements", "kernels", "roofline"
    kernel: str | None
    png: bytes


def study_figure_builders(study: PlatformStudy) -> list[tuple[str, str, str | None, Callable]]:
    """(name, section, kernel, builder) for every figure of the study; building is left to the caller."""
    jobs: list[tuple[str, str, str | None, Callable]] = []
    if study.front:
        jobs.append(("pareto", "placements", None,
                     lambda: figures.pareto_figure(study.workload, study.platform.name, study.placements, study.front, study.extremes, study.best,
                                                   dict(study.intervals))))
    if study.roofs or study.roofline:
        jobs.append(("roofline", "roofline", None, lambda: figures.roofline_figure(study.platform.name, study.roofs, study.roofline)))
    sweeps = {s.kernel: s for s in study.weights}
    sizes = {b.kernel: b for b in study.breakeven}
    for kernel in study.kernels:
        if kernel in sweeps:
            jobs.append((f"weights-{kernel}", "kernels", kernel, lambda s=sweeps[kernel]: figures.weight_figure(s)))
        if kernel in sizes:
            jobs.append((f"size-{kernel}", "kernels", kernel, lambda b=sizes[kernel]: figures.size_figure(b)))
    return jobs


def render_figures(study: PlatformStudy, progress: Callable[[Iterable, str], Iterable] | None = None) -> list[RenderedFigure]:
    """All figures as PNG; raises figures.PlotUnavailable without matplotlib."""
    progress = progress or (lambda items, label: items)
    jobs = study_figure_builders(study)
    rendered = []
    for name, section, kernel, build in progress(jobs, f"figures for {study.platform.name}"):
        figure = build()
        rendered.append(RenderedFigure(name, section, kernel, figures.png_bytes(figure)))
    return rendered


def _img(figure: RenderedFigure) -> str:
    data = base64.b64encode(figure.png).decode("ascii")
    return f'<img alt="{html.escape(figure.name)}" src="data:image/png;base64,{data}">'


def _pre(text: str) -> str:
    return f"<pre>{html.escape(text)}</pre>"


STYLE = """body{font-family:sans-serif;margin:2em;max-width:1200px}pre{font-size:12px;background:#f6f6f6;padding:.5em;overflow-x:auto}
img{max-width:100%}.kernel{display:flex;flex-wrap:wrap;gap:1em}.kernel img{max-width:48%}h3{margin-top:1.5em}.note{color:#555}"""


def report_html(workload: str, description: str, studies: Sequence[tuple[PlatformStudy, Sequence[RenderedFigure]]], notes: Sequence[str] = ()) -> str:
    """One HTML page: per platform the tables and figures; per kernel the cost-vs-weight and time-vs-size figures."""
    parts = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Trade-offs: {html.escape(workload)}</title><style>{STYLE}</style></head><body>",
             f"<h1>Energy/time trade-offs: {html.escape(workload)}</h1><p>{html.escape(description)}</p>"]
    parts += [f"<p class='note'>{html.escape(n)}</p>" for n in notes]
    for study, rendered in studies:
        s = study.settings
        parts.append(f"<h2>{html.escape(study.platform.name)}</h2><p class='note'>dataset {html.escape(study.dataset)}; dataflow {study.dataflow}; "
                     f"weights time={s.weights.time:g} energy={s.weights.energy:g}; {s.cost_model} cost; {s.energy_model} energy model</p>")
        by_name = {f.name: f for f in rendered}
        breakeven = {r["kernel"]: r for r in size_rows(study)}
        for title, table in text_tables(study, width=None).items():  # a <pre> scrolls: every column
            parts.append(f"<h3>{html.escape(title)}</h3>{_pre(table)}")
            if title.startswith("Pareto") and "pareto" in by_name:
                parts.append(_img(by_name["pareto"]))
        if "roofline" in by_name:
            parts.append(f"<h3>Roofline</h3>{_img(by_name['roofline'])}")
        kernel_figures = [f for f in rendered if f.section == "kernels"]
        if kernel_figures:
            parts.append("<h3>Per kernel: cost vs weight, time vs size</h3>")
            for kernel in study.kernels:
                mine = [f for f in kernel_figures if f.kernel == kernel]
                if not mine:
                    continue
                row = breakeven.get(kernel)
                caption = (f" &mdash; break-even {row['parameter'].split(' (')[0]} = {row['break_even']:.4g}"
                           f" (close call from {row['close_call_sizes'][0]:.4g} to {row['close_call_sizes'][1]:.4g})" if row and row["break_even"] else "")
                parts.append(f"<h4>{html.escape(kernel)}{caption}</h4><div class='kernel'>{''.join(_img(f) for f in mine)}</div>")
    parts.append("</body></html>\n")
    return "\n".join(parts)
