"""The HTML report of ``advisor validate --html``: the scores, and per part predicted against measured.

One self-contained page in the style of the trade-off report (:mod:`advisor.tradeoff.htmlreport`):
the part and decision tables of the summary, one log-log figure per part (each
measurement a point, the line predicted = measured and the band within 1.5x; PNG
embedded, matplotlib optional), and every measurement.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Sequence

from ..tradeoff.figures import PlotUnavailable, new_figure, png_bytes
from ..tradeoff.htmlreport import STYLE
from .validate import DECISION_HEADER, PART_HEADER, WITHIN, Comparison, Summary, decision_rows, part_rows


def accuracy_figure(part: str, pairs: Sequence[tuple[float, float, str]]):
    """Predicted against measured seconds on log axes, with the line of equality and the 1.5x band."""
    fig = new_figure(4.8, 4.2)
    ax = fig.add_subplot()
    measured = [m for _, m, _ in pairs]
    predicted = [p for p, _, _ in pairs]
    low, high = min(measured + predicted) / 2, max(measured + predicted) * 2
    ax.fill_between([low, high], [low / WITHIN, high / WITHIN], [low * WITHIN, high * WITHIN], color="#dde8f5", label=f"within {WITHIN:g}x")
    ax.plot([low, high], [low, high], color="#555", linewidth=1, label="predicted = measured")
    ax.scatter(measured, predicted, s=14, color="#c0392b", zorder=3)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlim(low, high)
    ax.set_ylim(low, high)
    ax.set_xlabel("measured (s)")
    ax.set_ylabel("predicted (s)")
    ax.set_title(part)
    ax.legend(loc="upper left", fontsize=8)
    return fig


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def report_html(workload: str, platform: str, results: Sequence[Comparison], summary: Summary, notes: Sequence[str] = ()) -> str:
    """The page (module docstring)."""
    parts = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Validation: {html.escape(workload)} on {html.escape(platform)}"
             f"</title><style>{STYLE}table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;padding:2px 6px;text-align:right}}</style>"
             f"</head><body><h1>{html.escape(workload)} on {html.escape(platform)}: predicted against measured</h1>",
             f"<p>{summary.runs} measurement(s); MAPE {summary.mape_pct:.1f} % (pure analysis)</p>"]
    parts += [f"<p class='note'>{html.escape(n)}</p>" for n in notes]
    if summary.parts:
        parts.append("<h2>Parts</h2>" + _table(PART_HEADER, part_rows(summary)))
    if summary.decisions:
        parts.append("<h2>CPU or GPU, time only</h2>" + _table(DECISION_HEADER, decision_rows(summary)))
    if summary.parts:
        parts.append("<h2>Predicted against measured</h2><div class='kernel'>")
        try:
            for part in summary.parts:
                data = base64.b64encode(png_bytes(accuracy_figure(part.part, part.points))).decode("ascii")
                parts.append(f'<img alt="{html.escape(part.part)}" src="data:image/png;base64,{data}">')
        except PlotUnavailable as exc:
            parts.append(f"<p class='note'>{html.escape(str(exc))}</p>")
        parts.append("</div>")
    parts.append("<h2>Every measurement</h2>" + _table(
        ["kernel", "sizes", "device", "threads", "measured (s)", "predicted (s)", "error", "copies measured (s)", "copies predicted (s)",
         "energy measured (J)", "energy predicted (J)"],
        [[r.kernel, r.dataset, r.device, "" if r.threads is None else r.threads, f"{r.measured_s:.4g}", f"{r.predicted_s:.4g}",
          f"{r.error_pct:+.0f} %", "" if r.copies_measured_s is None else " + ".join(f"{c:.3g}" for c in r.copies_measured_s),
          "" if r.copies_predicted_s is None else " + ".join(f"{c:.3g}" for c in r.copies_predicted_s),
          "" if r.energy_measured_j is None else f"{r.energy_measured_j:.3g}",
          "" if r.energy_predicted_j is None else f"{r.energy_predicted_j:.3g}"] for r in results]))
    parts.append("</body></html>\n")
    return "\n".join(parts)
