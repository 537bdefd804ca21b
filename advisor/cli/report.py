"""Rendering results as a table for people, JSON or CSV for programs."""

from __future__ import annotations

import csv
import io
import json
import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..core.recommend import Recommendation
from ..core.stepplan import StepPlanAnswer
from ..core.whole import WorkloadAnswer
from ..layout import DEFAULT_WIDTH, Column, fit_table
from ..schema.units import format_quantity

FORMATS = ("table", "json", "csv")


def flatten(data: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """``{"cpu": {"time_s": 1}}`` -> ``{"cpu_time_s": 1}``; lists and None stay as they are."""
    flat: dict[str, Any] = {}
    for key, value in data.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            flat.update(flatten(value, f"{name}_"))
        else:
            flat[name] = value
    return flat


def to_json(rows: Iterable[Mapping[str, Any]], indent: int | None = 2) -> str:
    """Strict JSON: a time or energy that is not finite (a GPU the kernel does not fit) is null. ``indent=None``
    writes it compact, through the json module's C encoder (an indented dump runs in Python, 5-10x slower)."""
    rows = list(rows)
    try:
        return json.dumps(rows, indent=indent, allow_nan=False) + "\n"
    except ValueError:  # rare: walk the rows only when one holds an infinity
        return json.dumps(_finite_only(rows), indent=indent, allow_nan=False) + "\n"


def json_items(rows: Sequence[Mapping[str, Any]], indent: int | None = 2) -> str:
    """``rows`` as items of a JSON array, written as :func:`to_json` writes them: parts written apart (in other
    processes) and joined by :func:`json_array` are the JSON of all their rows, to the byte."""
    if not rows:
        return ""
    text = to_json(rows, indent)  # "[" items "]\n", or with an indent "[" items "\n]\n"
    return text[1:-2] if indent is None else text[1:-3]


def json_array(items: Iterable[str], indent: int | None = 2) -> str:
    """The JSON array of parts written by :func:`json_items` (empty parts hold no item)."""
    text = ("," if indent is not None else ", ").join(part for part in items if part)
    return "[" + text + ("\n]\n" if indent is not None and text else "]\n")


def _finite_only(value: Any) -> Any:
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Mapping):
        return {k: _finite_only(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_finite_only(v) for v in value]
    return value


def to_csv(rows: Sequence[Mapping[str, Any]]) -> str:
    flat = [flatten(row) for row in rows]
    columns: list[str] = []
    for row in flat:
        for key in row:
            if key not in columns:
                columns.append(key)
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    writer.writerows(flat)
    return buffer.getvalue()


def _t(seconds: float | None) -> str:
    return "-" if seconds is None or not math.isfinite(seconds) else format_quantity(seconds, "s")


def _e(joules: float | None) -> str:
    return "-" if joules is None or not math.isfinite(joules) else format_quantity(joules, "J")


def _c(cost: float) -> str:
    return f"{cost:.3g}" if math.isfinite(cost) else "-"


def _x(value: float | None) -> str:
    if value is None or not math.isfinite(value):
        return "-"
    return f"{value:.3g}x"


def _confidence(row: Mapping[str, Any]) -> str:
    """``0.93``, or ``0.62 close`` for a close call (:data:`advisor.core.uncertainty.CLOSE_CALL`); ``-`` without a GPU."""
    if row["confidence"] is None or row["gpu"] is None:
        return "-"
    return f"{row['confidence']:.2f}" + (" close" if row["close_call"] else "")


def _plan_confidence(answer: WorkloadAnswer | StepPlanAnswer) -> str:
    return f", confidence {answer.confidence:.2f}" + (" (close call)" if answer.close_call else "") if len(answer.plans) > 1 else ""


# The recommendation table's columns; what a narrow width leaves out first (drop 1): the GPU's normalized cost (the
# advice and `robust` say what it does), then the parts of the GPU time and `robust` (the confidence says how sure
# the advice is), the models, the energies.
RECOMMENDATION_COLUMNS = (
    Column("kernel"), Column("dataset", wrap=True), Column("platform"), Column("advice"), Column("cpu time", right=True),
    Column("gpu time", right=True), Column("(compute", right=True, drop=2), Column("transfer", right=True, drop=2),
    Column("launch)", right=True, drop=2), Column("speedup", right=True), Column("cpu energy", right=True, drop=4),
    Column("gpu energy", right=True, drop=4), Column("gpu cost", right=True, drop=1), Column("bound"), Column("robust", right=True, drop=2),
    Column("confidence", right=True), Column("cpu model", drop=3), Column("gpu model", drop=3))
PLAN_COLUMNS = (Column("plan"), Column("time", right=True), Column("energy", right=True), Column("cost", right=True),
                Column("transfer", right=True, drop=1), Column("advice", wrap=True))


def recommendations_table(rows: Sequence[Mapping[str, Any]], width: int | None = DEFAULT_WIDTH) -> str:
    """One line per recommendation, from its row (:meth:`Recommendation.to_dict`)."""
    lines = []
    for r in rows:
        c, g = r["cpu"], r["gpu"]
        lines.append([
            r["kernel"], r["dataset"], r["platform"],
            r["recommended"].upper() + (f" x{g['gpus_used']}" if g and r["recommended"] == "gpu" and g["gpus_used"] > 1 else ""),
            _t(c["time_s"]), _t(g["time_s"] if g else None), _t(g["compute_s"] if g else None), _t(g["transfer_s"] if g else None),
            _t(g["launch_s"] if g else None), _x(r["speedup"]), _e(c["energy_j"]), _e(g["energy_j"] if g else None),
            _c(g["cost"]) if g else "-", r["bound"], _x(r["robustness"]), _confidence(r), c["model"], g["model"] if g else "-",
        ])
    return fit_table(RECOMMENDATION_COLUMNS, lines, width)


def steps_table(recs: Sequence[Recommendation], answers: Sequence[StepPlanAnswer], width: int | None = DEFAULT_WIDTH) -> str:
    """Each step's parts (the recommendation's GPU), then each kernel's step plans; the per-step plan's device per step."""
    best = {(a.kernel, a.dataset, a.platform): a.plans.get("per step") for a in answers}
    columns = [Column("kernel"), Column("dataset", wrap=True), Column("platform"), Column("step"), Column("cpu time", right=True),
               Column("gpu time", right=True), Column("(compute", right=True, drop=1), Column("launch)", right=True, drop=1),
               Column("per-step plan")]
    rows = []
    for r in recs:
        plan = best.get((r.kernel, r.dataset, r.platform))
        for i, step in enumerate(r.steps):
            gpu = step.gpus[r.decision.best_gpu] if r.gpus else None
            rows.append([r.kernel, r.dataset, r.platform, step.name, _t(step.cpu_time_s), _t(gpu.time_s if gpu else None),
                         _t(gpu.compute_s if gpu else None), _t(gpu.launch_s if gpu else None), plan.assignment[i].upper() if plan else "-"])
    text = fit_table(columns, rows, width)
    rows = []
    for a in answers:
        for name, p in a.plans.items():
            advice = "<- best" + (" (beats all-CPU and all-GPU)" if a.split_wins else "") + _plan_confidence(a) if name == a.recommended else ""
            rows.append([a.kernel, a.dataset, a.platform, name, _t(p.time_s), _e(p.energy_j), _c(a.costs[name]), _t(p.transfer_s), advice])
    return text + "\n" + fit_table([*columns[:3], *PLAN_COLUMNS], rows, width)


def copies_table(recs: Sequence[Recommendation], width: int | None = DEFAULT_WIDTH) -> str:
    """Each array's copy on the recommendation's GPU (kernels whose copies are priced array by array)."""
    columns = [Column("kernel"), Column("dataset", wrap=True), Column("platform"), Column("array"), Column("direction"),
               Column("bytes", right=True), Column("host pages"), Column("time", right=True)]
    rows = [[r.kernel, r.dataset, r.platform, c.array, c.direction, f"{c.bytes:.4g}", "fresh" if c.fresh else "touched", _t(seconds)]
            for r in recs if r.gpus for c, seconds in r.gpus[r.decision.best_gpu].copies]
    return fit_table(columns, rows, width)


def workload_table(answers: Sequence[WorkloadAnswer], width: int | None = DEFAULT_WIDTH) -> str:
    rows = []
    for a in answers:
        for name, p in a.plans.items():
            rows.append([a.workload, a.dataset, a.platform, name, _t(p.time_s), _e(p.energy_j), _c(a.costs[name]), _t(p.transfer_s),
                         "<- best" + _plan_confidence(a) if name == a.recommended else ""])
    return fit_table([Column("workload"), Column("dataset", wrap=True), Column("platform"), *PLAN_COLUMNS], rows, width)
