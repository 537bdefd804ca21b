#!/usr/bin/env python3
"""The scaling rule checked before it is trusted: one published generation's energies predicted from another's.

    python validation/energy/scaling/check_rule.py [--readme write|check]

``published.csv``: energies per part of the generations that have a published table, each derived as its row says
(guerreiro2019's per-component power models of a Tesla K40c, GTX TITAN X, TITAN Xp and TITAN V divided by the
component's peak rate; antepara2025's A100 and GH200 table; schoene2019/2021's busy-core power of Skylake-SP and
Zen 2). For every pair of generations measured the same way, each part of the later one is predicted from the
earlier one's by the rule the architecture files use (:mod:`advisor.energy.scaling`: operations ``scaled`` by
process node, data movement ``carried`` unchanged) and compared with what was published.

The rule is stated for FinFET generations (everything from Pascal on, the references and targets of the
architecture files): Pascal to Volta and Ampere to Hopper are its check, per instruction class, with the median
of the absolute errors. Maxwell to Pascal (planar 28 nm to FinFET 16 nm) and Kepler to Maxwell (one node, a new
architecture) are shown as what the rule does not cover (Kepler and Maxwell keep their own tables).
"""

from __future__ import annotations

import argparse
import csv
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

from advisor.energy.scaling import carried  # noqa: E402 - after the sys.path line: the checkout's advisor
from validation.readme_table import write_or_check  # noqa: E402 - after the sys.path line, as above

PUBLISHED = HERE / "published.csv"
README = HERE / "README.md"
BEGIN, END = "<!-- check_rule.py: errors -->", "<!-- /check_rule.py -->"
#: (reference, target, what the pair is): pairs measured the same way
CHECKED = (("pascal", "volta", "FinFET to FinFET (16 to 12 nm), guerreiro2019"),
           ("ampere", "hopper", "FinFET to FinFET (N7 to N4), antepara2025"),
           ("skylakesp", "zen2", "CPU cores (14 to 7 nm), schoene2019 to schoene2021"))
OUTSIDE = (("maxwell", "pascal", "planar 28 nm to FinFET 16 nm, guerreiro2019"),
           ("kepler", "maxwell", "one node (28 nm), a new architecture, guerreiro2019"))
INSTRUCTION_CLASSES = ("fp32 fma", "fp32 add", "int", "sfu", "fp64", "tensor fp16")


def read() -> dict[str, dict[str, dict]]:
    table: dict[str, dict[str, dict]] = {}
    with open(PUBLISHED, newline="") as fh:
        for row in csv.DictReader(fh):
            table.setdefault(row["generation"], {})[row["part"]] = {**row, "value": float(row["value"]), "node_nm": float(row["node_nm"])}
    return table


def predictions(table: dict, pairs=CHECKED + OUTSIDE) -> list[dict]:
    rows = []
    for reference, target, what in pairs:
        for part, ref in table[reference].items():
            observed = table[target].get(part)
            if observed is None:
                continue
            predicted = carried(ref["value"], ref["rule"], ref["node_nm"], observed["node_nm"])
            rows.append({"pair": f"{reference} to {target}", "what": what, "part": part, "rule": ref["rule"], "unit": ref["unit"],
                         "reference": ref["value"], "predicted": predicted, "observed": observed["value"],
                         "error": predicted / observed["value"] - 1, "checked": (reference, target, what) in CHECKED})
    return rows


def summary(rows: list[dict]) -> dict:
    """Per instruction class, the checked pairs' errors and the median of their absolute values (the criterion)."""
    classes = {r["part"]: r["error"] for r in rows if r["checked"] and r["part"] in INSTRUCTION_CLASSES}
    return {"per_class": classes, "median_abs_error": statistics.median(abs(e) for e in classes.values())}


def markdown(rows: list[dict]) -> str:
    s = summary(rows)
    lines = ["| instruction class | pair | error |", "|---|---|---:|"]
    by_part = {r["part"]: r for r in rows if r["checked"] and r["part"] in INSTRUCTION_CLASSES}
    lines += [f"| {part} | {by_part[part]['pair']} | {error * 100:+.0f} % |" for part, error in s["per_class"].items()]
    lines.append(f"| **median of the absolute errors** | | **{s['median_abs_error'] * 100:.0f} %** |")
    lines += ["", "| pair | part | rule | reference | predicted | published | error |", "|---|---|---|---:|---:|---:|---:|"]
    for r in rows:
        pair = r["pair"] if r["checked"] else f"{r['pair']} (outside the rule)"
        lines.append(f"| {pair} | {r['part']} | {r['rule']} | {r['reference']:.4g} | {r['predicted']:.4g} | {r['observed']:.4g} {r['unit']} | "
                     f"{r['error'] * 100:+.0f} % |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--readme", choices=("write", "check"), help="write the tables into README.md, or check that they are there")
    args = parser.parse_args(argv)
    rows = predictions(read())
    if args.readme:
        return write_or_check(README, BEGIN, END, markdown(rows), args.readme, __file__)
    print(markdown(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
