"""A study as rows (for JSON and CSV) and as text tables for people.

Every row has ``analysis`` (weights, pareto, size, clock, power-cap, link),
``workload`` and ``platform``, so the rows of several analyses and platforms
can share one CSV file (columns are the union, as in :func:`advisor.cli.report.to_csv`).
"""

from __future__ import annotations

from typing import Any

from ..core.plans import Plan
from ..layout import DEFAULT_WIDTH, Column, fit_table
from ..schema.units import format_quantity
from .breakeven import BreakEven, Crossover
from .study import PlatformStudy


def _base(study: PlatformStudy, analysis: str) -> dict[str, Any]:
    return {"analysis": analysis, "workload": study.workload, "platform": study.platform.name, "dataset": study.dataset}


def weight_rows(study: PlatformStudy) -> list[dict[str, Any]]:
    rows = []
    for sweep, checked in zip(study.weights, study.weights_checked):
        at_0, at_1 = sweep.segments[0][2], sweep.segments[-1][2]
        advice = sweep.advice
        rows.append(dict(_base(study, "weights"), kernel=sweep.kernel, cost_model=sweep.cost_model,
                         advice=advice if advice == "cpu" else sweep.device(advice), cost=sweep.at_weights.costs[sweep.at_weights.chosen],
                         gpu=sweep.lines[1 + sweep.at_weights.best_gpu].device if len(sweep.lines) > 1 else None,
                         cpu_cost=sweep.at_weights.cpu_cost, gpu_cost=sweep.at_weights.gpu_cost,
                         advice_at_w0=sweep.device(at_0) if at_0 != "cpu" else "cpu", advice_at_w1=sweep.device(at_1) if at_1 != "cpu" else "cpu",
                         flips=[{"w_energy": f.w_energy, "below": f.below, "above": f.above} for f in sweep.flips],
                         flip_w_energy=";".join(f"{f.w_energy:.6g}" for f in sweep.flips) or None, scan_agrees=checked))
    return rows


def placement_rows(study: PlatformStudy) -> list[dict[str, Any]]:
    if not study.front:
        return []
    costs = dict(study.costs)
    intervals = dict(study.intervals)
    rows = []
    seen = set()
    for role, placements in (("front", study.front), ("extreme", study.extremes)):
        for p in placements:
            key = (p.assignment, p.gpu)
            if key in seen:
                continue
            seen.add(key)
            rows.append(dict(_base(study, "pareto"), placement=p.name, on_front=role == "front" or p in study.front,
                             best=p == study.best, time_s=p.time_s, energy_j=p.energy_j, transfer_s=p.transfer_s,
                             time_interval_s=list(intervals[p].time_s), energy_interval_j=list(intervals[p].energy_j), cost=costs.get(p),
                             gpu=p.gpu, gpu_kernels=_gpu_kernels(study, p), search=study.search))
    return rows


def _gpu_kernels(study: PlatformStudy, p: Plan) -> str:
    return ",".join(k for k, a in zip(study.kernels, p.assignment) if a == "gpu")


def _close_call_sizes(be: BreakEven, crossover: Crossover) -> list[float]:
    """[low, high] sizes around ``crossover`` where the advice is a close call, on the break-even's axis."""
    return [be.axis_value(scale) for scale in crossover.close_call_scales]


def size_rows(study: PlatformStudy) -> list[dict[str, Any]]:
    rows = []
    for be in study.breakeven:
        first = be.first_gpu_win
        row = dict(_base(study, "size"), kernel=be.kernel, parameter=be.axis_label, status=be.status,
                   range_low=be.axis_value(be.scale_range[0]), range_high=be.axis_value(be.scale_range[1]),
                   break_even=be.axis_value(first.scale) if first else None, break_even_data_bytes=first.data_bytes if first else None,
                   close_call_sizes=_close_call_sizes(be, first) if first else None,
                   crossovers=[{"size": be.axis_value(c.scale), "scale": c.scale, "sizes": dict(c.sizes), "data_bytes": c.data_bytes,
                                "advice_above": c.direction, "close_call_sizes": _close_call_sizes(be, c),
                                "below": {"cpu_bound": c.below.cpu_bound, "gpu_bound": c.below.gpu_bound},
                                "above": {"cpu_bound": c.above.cpu_bound, "gpu_bound": c.above.gpu_bound}} for c in be.crossovers])
        if first:
            row.update(bound_below=f"cpu {first.below.cpu_bound}/gpu {first.below.gpu_bound}",
                       bound_above=f"cpu {first.above.cpu_bound}/gpu {first.above.gpu_bound}")
        rows.append(row)
    return rows


def whatif_rows(study: PlatformStudy) -> list[dict[str, Any]]:
    return [dict(_base(study, w.sweep), target=w.target, factor=w.factor, kernel=w.kernel, recommended=w.recommended,
                 cpu_time_s=w.cpu_time_s, gpu_time_s=w.gpu_time_s, cpu_energy_j=w.cpu_energy_j, gpu_energy_j=w.gpu_energy_j,
                 cpu_cost=w.cpu_cost, gpu_cost=w.gpu_cost, gpu_bound=w.gpu_bound) for w in study.whatif]


def study_rows(study: PlatformStudy) -> list[dict[str, Any]]:
    return weight_rows(study) + placement_rows(study) + size_rows(study) + whatif_rows(study)


def csv_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rows without the nested lists (kept in JSON), for a flat CSV."""
    return [{k: v for k, v in row.items() if not isinstance(v, list)} for row in rows]


def _t(value: float | None) -> str:
    return "-" if value is None else format_quantity(value, "s")


def _e(value: float | None) -> str:
    return "-" if value is None else format_quantity(value, "J")


def _size(value: float | None, parameter: str) -> str:
    if value is None:
        return "-"
    return format_quantity(value, "B") if parameter == "datasize" else f"{value:.4g}"


def _sizes(values: list[float] | None, parameter: str) -> str:
    return "-" if values is None else " to ".join(_size(v, parameter) for v in values)


def text_tables(study: PlatformStudy, width: int | None = DEFAULT_WIDTH) -> dict[str, str]:
    """Section title -> text table fitted to ``width`` (:func:`advisor.layout.fit_table`), for the terminal and the HTML report."""
    out: dict[str, str] = {}
    if study.weights:
        out["Energy weight at which the advice flips"] = fit_table(
            ["kernel", Column("advice at w_energy=0", wrap=True), Column("flips at w_energy", wrap=True),
             Column("advice at w_energy=1", wrap=True), "scan agrees"],
            [[r["kernel"], r["advice_at_w0"], ", ".join(f"{f['w_energy']:.4g} ({f['below']}->{f['above']})" for f in r["flips"]) or "none",
              r["advice_at_w1"], "yes" if r["scan_agrees"] else "NO"] for r in weight_rows(study)], width)
    if study.front:
        out[f"Pareto front of placements ({study.search})"] = fit_table(
            ["placement", "on front", *(Column(h, right=True) for h in ("time", "energy", "transfer", "cost")),
             Column("kernels on the GPU", wrap=True)],
            [[r["placement"] + (" (cheapest)" if r["best"] else ""), "yes" if r["on_front"] else "no", _t(r["time_s"]), _e(r["energy_j"]),
              _t(r["transfer_s"]), f"{r['cost']:.4g}" if r["cost"] is not None else "-", r["gpu_kernels"] or "-"] for r in placement_rows(study)],
            width)
    if study.breakeven:
        out["Break-even size (the GPU starts to win)"] = fit_table(
            ["kernel", "parameter", Column("break-even", right=True), Column("data size", right=True), Column("close call", wrap=True),
             Column("bound below", wrap=True), Column("bound above", wrap=True), Column("status", wrap=True)],
            [[r["kernel"], r["parameter"].split(" (")[0], _size(r["break_even"], r["parameter"]),
              "-" if r["break_even_data_bytes"] is None else format_quantity(r["break_even_data_bytes"], "B"),
              _sizes(r["close_call_sizes"], r["parameter"]),
              r.get("bound_below", "-"), r.get("bound_above", "-"),
              r["status"] + ("" if r["break_even"] is not None or not r["crossovers"] else " (GPU stops winning)")] for r in size_rows(study)],
            width)
    for sweep, title in (("clock", "What if: clock (DVFS) factor"), ("power-cap", "What if: power cap, fraction of TDP"),
                         ("link", "What if: link bandwidth factor")):
        rows = [r for r in whatif_rows(study) if r["analysis"] == sweep]
        if rows:
            factors = sorted({r["factor"] for r in rows})
            keys = list(dict.fromkeys((r["target"], r["kernel"]) for r in rows))
            cell = {(r["target"], r["kernel"], r["factor"]): r for r in rows}

            def show(r):
                return "-" if r is None else f"{r['recommended'].upper()} {r['gpu_cost']:.3g}" if r["gpu_cost"] is not None else r["recommended"].upper()

            out[title + " (advice, GPU cost)"] = fit_table(
                [Column("target", wrap=True), "kernel", *(Column(f"x{f:g}", right=True) for f in factors)],
                [[t, k, *(show(cell.get((t, k, f))) for f in factors)] for t, k in keys], width)
    return out
