"""One copy of a copy sweep, as the advisor prices it: the rule both sweeps of this folder are scored by.

A sweep copies one buffer of ``size`` bytes at a time, its data where the sweep left it (written just before, in the
host's caches as far as they hold them: ``host_data="cache"`` of :func:`advisor.link.datamovement.copy_loggps`), as one
LogGP message ([jiang2017] eq. 12); a buffer never written (``pageable-fresh``) also pays its pages' faults
(:func:`advisor.link.loggp.fresh_pages_s`).
"""

from __future__ import annotations

import csv
from pathlib import Path

from advisor.catalog import get_platform
from advisor.link.datamovement import copy_loggps, fresh_page_costs
from advisor.link.loggp import fresh_pages_s, loggp_time_s
from advisor.platform import Platform
from validation.ratios import ratio_summary

#: a sweep's kind -> the host memory it is priced as (a ``malloc`` buffer written once and copied again and again,
#: ``pageable``, as touched pages: the model has no state for a buffer the driver has seen before)
SWEEP_KINDS = {"pinned": "pinned", "pageable-touched": "pageable-touched", "pageable-fresh": "pageable",
               "pageable": "pageable-touched"}


def sweep_copy_s(platform: Platform, kind: str, direction: str, size: float) -> float:
    """Seconds of one ``direction`` (h2d, d2h) copy of ``size`` bytes of a ``kind`` buffer (:data:`SWEEP_KINDS`) to or
    from the platform's first GPU."""
    gpu = platform.gpus[0]
    params = dict(zip(("h2d", "d2h"), copy_loggps(SWEEP_KINDS[kind], platform, gpu, host_data="cache")))[direction]
    seconds = loggp_time_s(size, 1, params)
    if kind == "pageable-fresh":
        pages = fresh_page_costs(platform, gpu)
        seconds += fresh_pages_s(size, pages.h2d_s if direction == "h2d" else pages.d2h_s, pages.page_bytes)
    return float(seconds)


#: a public sweep is scored from this size up: below it a copy is its fixed cost alone
FROM_BYTES = 4096


def scored_sweep(measured: Path, platform_path: Path | str) -> dict:
    """A public sweep's copies (a CSV of ``bytes, kind, direction, seconds``: one copy each) from :data:`FROM_BYTES`
    up, each beside its :func:`sweep_copy_s` on the descriptor ``platform_path``, and per kind and direction the
    geometric mean of predicted over measured and how many fall within 25 % and within 1.5x."""
    platform = get_platform(str(platform_path))
    rows = []
    with measured.open(newline="") as handle:
        for row in csv.DictReader(handle):
            size = int(row["bytes"])
            if size >= FROM_BYTES:
                rows.append({"bytes": size, "kind": row["kind"], "direction": row["direction"], "measured_s": float(row["seconds"]),
                             "predicted_s": sweep_copy_s(platform, row["kind"], row["direction"], size)})
    summary = {}
    for group in sorted({(r["kind"], r["direction"]) for r in rows}):
        ratios = [r["predicted_s"] / r["measured_s"] for r in rows if (r["kind"], r["direction"]) == group]
        summary[" ".join(group)] = ratio_summary(ratios)
    return {"rows": rows, "summary": summary}


def sweep_markdown(result: dict) -> str:
    """:func:`scored_sweep`'s summary, then every size: the measured time of one copy / predicted over measured."""
    lines = ["| copy | sizes | predicted / measured (geometric mean) | within 25 % | within 1.5x |", "|---|---:|---:|---:|---:|"]
    lines += [f"| {name} | {s['rows']} | {s['geomean']:.2f} | {s['within_25pct']} | {s['within_1.5x']} |" for name, s in result["summary"].items()]
    sizes = sorted({r["bytes"] for r in result["rows"]})
    groups = list(result["summary"])
    lines += ["", "| bytes | " + " | ".join(groups) + " |", "|---:|" + "---:|" * len(groups)]
    for size in sizes:
        cells = {f"{r['kind']} {r['direction']}": r for r in result["rows"] if r["bytes"] == size}
        lines.append(f"| {size} | " + " | ".join(f"{cells[g]['measured_s'] * 1e6:.1f} us / {cells[g]['predicted_s'] / cells[g]['measured_s']:.2f}"
                                                  for g in groups) + " |")
    return "\n".join(lines)
