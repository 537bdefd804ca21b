"""The error model of every part from the validation sets' rows, and how well its intervals and confidences hold.

    python validation/confidence/error_model.py                   # the scores (tables below)
    python validation/confidence/error_model.py --write           # write advisor/core/error_model.yaml and the README tables
    python validation/confidence/error_model.py --check           # exit 1 where either is not what the rows give now

``collect.py`` gathers the rows (``rows.csv``: one prediction of one part against its measurement; ``decisions.csv``:
the H100 node's programs, serial and on 16 threads, and the CGO'17 AMD device-mapping set's PolyBench/GPU kernels, with
the advisor's CPU and GPU options and the measured ones).
Here:

* **The model** (``advisor/core/error_model.yaml``): per part and group of its keys
  (:data:`advisor.core.uncertainty.PARTS`), the mean and deviation of ``ln(measured / predicted)``, each set
  weighing alike: ``mu`` the mean of the sets' means, ``sigma^2`` the mean of their variances about ``mu``.
* **Intervals**: each set scored with a model built without it (leave one set out): the share of its measurements
  inside the 80 % interval of its own predictions, per part.
* **Decisions**, each set's confidences from a model built without it (and without any set measured in the same
  runs: the H100 programs' copies are their own): the H100 programs' and the device-mapping set's CPU-or-GPU
  choices (time: the advisor's CPU option against its whole GPU option, right where the measured times fall the
  same way), and the choice between
  two GPUs of a published set for one kernel at one size (kp's times). A confidence is the probability that the
  choice is right (:func:`advisor.core.uncertainty.p_lower`). Reliability: by bins of stated confidence, the share
  right; the Brier score; the share of wrong choices stated below 0.8.
* **Pair shapes** tried otherwise: the choices between two GPUs scored again with the pair band read as Laplace
  instead of normal, and with a deviation fitted to the other sets' choices (:func:`pair_shapes`).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import itertools
import math
import statistics
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO))

from advisor.core.certainty import copy_memories  # noqa: E402 - after the sys.path line: the checkout's advisor
from advisor.core.uncertainty import (  # noqa: E402 - as above
    MIN_ROWS,
    MODEL_FILE,
    PARTS,
    SCHEMA,
    Band,
    CostSpread,
    ErrorModel,
    Spread,
    combined,
    half_pair,
    normal_cdf,
    p_lower,
)
from validation.confidence.collect import DECISIONS, ROWS, read  # noqa: E402 - as above
from validation.readme_table import write_or_check  # noqa: E402 - as above

README = HERE / "README.md"
BINS = ((0.0, 0.5), (0.5, 0.7), (0.7, 0.9), (0.9, 1.0))  # below 0.5: the biases' correction favours the other option
BIN_MIN = 10  # a bin with fewer decisions is shown, not judged
# sets measured in the same runs as another: left out together when either is scored
SAME_RUNS = {"h100-acc": {"h100-acc", "h100-copies"}, "h100-copies": {"h100-acc", "h100-copies"}}
COVERAGE_BEGIN, COVERAGE_END = "<!-- error_model.py: coverage -->", "<!-- /error_model.py: coverage -->"
RELIABILITY_BEGIN, RELIABILITY_END = "<!-- error_model.py: reliability -->", "<!-- /error_model.py: reliability -->"
SHAPES_BEGIN, SHAPES_END = "<!-- error_model.py: pair shapes -->", "<!-- /error_model.py: pair shapes -->"


def _key(part: str, row: dict) -> tuple[str, ...]:
    return tuple(row.get(name, "") for name in PARTS[part])


def gpu_pairs(rows: Iterable[dict]) -> Iterable[tuple[dict, dict]]:
    """Pairs of GPUs of one published set timed on one kernel at one size by one model (items ``gpu/kernel/size``)."""
    by_launch: dict[tuple[str, str, str], list[dict]] = defaultdict(list)
    for row in rows:
        if row["part"] == "gpu-time" and row["item"].count("/") >= 2:
            gpu, _, launch = row["item"].partition("/")
            by_launch[row["set"], row["model"], launch].append({**row, "gpu": gpu})
    for _, timed in sorted(by_launch.items()):
        for a, b in itertools.combinations(sorted(timed, key=lambda row: row["gpu"]), 2):
            if a["gpu"] != b["gpu"] and a["measured"] != b["measured"]:
                yield a, b


def with_pairs(rows: Sequence[dict]) -> list[dict]:
    """``rows`` and a ``gpu-pair`` row per pair of GPUs, both ways round (the pair's band has mean 0)."""
    out = list(rows)
    for a, b in gpu_pairs(rows):
        families = "same" if a["family"] == b["family"] else "different"
        for x, y, mirror in ((a, b, False), (b, a, True)):
            out.append({"set": x["set"], "part": "gpu-pair", "item": f"{x['item']} vs {y['gpu']}", "model": x["model"],
                        "families": families, "predicted": x["predicted"] / y["predicted"],
                        "measured": x["measured"] / y["measured"], "mirror": mirror})
    return out


def bands(rows: Iterable[dict]) -> dict[str, dict[tuple[str, ...], Band]]:
    """Per part and group: the band of its rows, each set weighing alike (module docstring)."""
    grouped: dict[tuple[str, tuple[str, ...]], dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for row in rows:
        grouped[row["part"], _key(row["part"], row)][row["set"]].append(math.log(row["measured"] / row["predicted"]))
    out: dict[str, dict[tuple[str, ...], Band]] = defaultdict(dict)
    for (part, key), by_set in sorted(grouped.items()):
        means = {name: statistics.fmean(values) for name, values in by_set.items()}
        mu = statistics.fmean(means.values())
        variance = statistics.fmean(statistics.pvariance(values, means[name]) + (means[name] - mu) ** 2 for name, values in by_set.items())
        out[part][key] = Band(mu, math.sqrt(variance), sum(map(len, by_set.values())), tuple(sorted(by_set)))
    return dict(out)


def model_of(rows: Iterable[dict]) -> ErrorModel:
    return ErrorModel(bands(rows))


def without(rows: Sequence[dict], scored: str) -> ErrorModel:
    """The model of ``rows`` (pairs included) without the scored set and those measured in its runs."""
    left_out = SAME_RUNS.get(scored, {scored})
    return model_of(row for row in rows if row["set"] not in left_out)


# --- intervals ---------------------------------------------------------------------------------------------------------

def coverage(rows: Sequence[dict]) -> list[dict]:
    """Per set and part: the share of measurements inside the 80 % interval of a model built without the set
    (``rows`` with their pairs; a pair's two orders count once)."""
    out = []
    for name in sorted({row["set"] for row in rows}):
        model = without(rows, name)
        for part in PARTS:
            mine = [row for row in rows if row["set"] == name and row["part"] == part and not row.get("mirror")]
            if not mine:
                continue
            inside, uncovered = 0, 0
            for row in mine:
                band, why = model.band(part, **{k: row[k] for k in PARTS[part]})
                low, high = band.interval(row["predicted"])
                inside += low <= row["measured"] <= high
                uncovered += why is not None
            out.append({"set": name, "part": part, "rows": len(mine), "covered_pct": 100.0 * inside / len(mine),
                        "widest_band_rows": uncovered})
    return out


# --- decisions ---------------------------------------------------------------------------------------------------------

def _spread(band: Band) -> Spread:
    return Spread(band.mu, band.sigma**2)


def cpu_gpu_decisions(rows: Sequence[dict], decisions: Sequence[dict], scored: str) -> list[dict]:
    """Set ``scored``'s CPU-or-GPU choices on time (``decisions.csv``), each with the confidence a model without the
    set (and the sets measured in its runs) states."""
    model = without(rows, scored)
    out = []
    for d in (d for d in decisions if d["set"] == scored):
        cpu_band, _ = model.band("cpu-time", implementation=d["implementation"], descriptor=d["descriptor"], family=d["family"])
        copy_in, copy_out = copy_memories(d["memory"])
        parts = [(d["gpu_compute"], model.band("gpu-time", model=d["gpu_model"], family=d["gpu_family"])[0]),
                 (d["gpu_h2d"], model.band("copy", memory=copy_in)[0]), (d["gpu_d2h"], model.band("copy", memory=copy_out)[0]),
                 (d["gpu_launch"], model.band("launch")[0])]
        gpu_predicted = d["gpu_compute"] + d["gpu_h2d"] + d["gpu_d2h"] + d["gpu_launch"]
        gpu = combined(parts, gpu_predicted)
        cpu = _spread(cpu_band)
        on_gpu = gpu_predicted < d["cpu_predicted"]
        a = CostSpread(math.log(d["cpu_predicted"]) + cpu.mu, cpu.var)
        b = CostSpread(math.log(gpu_predicted) + gpu.mu, gpu.var)
        confidence = p_lower(b, a) if on_gpu else p_lower(a, b)
        right = on_gpu == (d["gpu_measured"] < d["cpu_measured"])
        out.append({"set": scored, "item": d["item"], "confidence": confidence, "right": right})
    return out


def h100_decisions(rows: Sequence[dict], decisions: Sequence[dict]) -> list[dict]:
    """The H100 node's programs' CPU-or-GPU choices (:func:`cpu_gpu_decisions`), each marked serial or 16 threads."""
    return [dict(d, threads="serial" if d["item"].endswith("cpu1_s") else "16 threads")
            for d in cpu_gpu_decisions(rows, decisions, "h100-acc")]


def gpu_pair_decisions(rows: Sequence[dict]) -> list[dict]:
    """The faster of two GPUs of one published set for one kernel at one size, by kp, with a model without the set."""
    out = []
    for name in sorted({row["set"] for row in rows if row["part"] == "gpu-pair"}):
        model = without(rows, name)
        for a, b in gpu_pairs(row for row in rows if row["set"] == name and row.get("model") == "kp"):
            pair = half_pair(model.band("gpu-pair", model="kp", families="same" if a["family"] == b["family"] else "different")[0])
            ca, cb = CostSpread(math.log(a["predicted"]), pair.sigma**2), CostSpread(math.log(b["predicted"]), pair.sigma**2)
            a_chosen = a["predicted"] <= b["predicted"]
            confidence = p_lower(ca, cb) if a_chosen else p_lower(cb, ca)
            right = a_chosen == (a["measured"] < b["measured"])
            out.append({"set": name, "item": f"{a['item']} vs {b['gpu']}", "confidence": confidence, "right": right})
    return out


# --- other shapes of the pair band, tried ---------------------------------------------------------------------------

#: P(right) of a choice between two GPUs whose predicted times differ by ``d`` in the logarithm, the pair's error of
#: deviation ``sigma`` (mean 0) taken as normal (what the advisor does) or as Laplace (heavier tails, a sharper peak)
PAIR_SHAPES = {
    "normal": lambda d, sigma: normal_cdf(d / sigma),
    "Laplace": lambda d, sigma: 1.0 - 0.5 * math.exp(-math.sqrt(2.0) * d / sigma),
}


def _pair_choices(rows: Sequence[dict]) -> dict[str, list[tuple[str, float, bool]]]:
    """Per published set, each choice between two GPUs by kp: (families, |ln(T^_a / T^_b)|, right)."""
    out: dict[str, list[tuple[str, float, bool]]] = defaultdict(list)
    for a, b in gpu_pairs(row for row in rows if row.get("model") == "kp"):
        right = (a["predicted"] <= b["predicted"]) == (a["measured"] < b["measured"])
        out[a["set"]].append(("same" if a["family"] == b["family"] else "different", abs(math.log(a["predicted"] / b["predicted"])), right))
    return dict(out)


def _fitted_sigma(shape, choices: dict[str, list[tuple[float, bool]]]) -> float:
    """The deviation under which ``shape`` best predicts these choices (largest likelihood, each set weighing alike;
    a golden-section search on its logarithm)."""
    def loss(log_sigma: float) -> float:
        sigma = math.exp(log_sigma)
        total = 0.0
        for made in choices.values():
            p = [min(max(shape(d, sigma), 1e-12), 1.0 - 1e-12) for d, _ in made]
            total -= statistics.fmean(math.log(q if right else 1.0 - q) for q, (_, right) in zip(p, made))
        return total
    low, high, ratio = math.log(0.01), math.log(3.0), (math.sqrt(5.0) - 1.0) / 2.0
    for _ in range(40):
        a, b = high - ratio * (high - low), low + ratio * (high - low)
        low, high = (low, b) if loss(a) < loss(b) else (a, high)
    return math.exp((low + high) / 2.0)


def pair_shapes(rows: Sequence[dict]) -> list[dict]:
    """Each shape of :data:`PAIR_SHAPES` with the pair band's deviation and with one fitted to the other sets' choices,
    scored on every published set left out as :func:`reliability` scores the advisor's."""
    choices = _pair_choices(rows)
    out = []
    for shape_name, shape in PAIR_SHAPES.items():
        for scale in ("the band's", "fitted to the other sets' choices"):
            made = []
            for name, mine in sorted(choices.items()):
                model = without(rows, name)
                for families in ("same", "different"):
                    if scale == "the band's":
                        sigma = model.band("gpu-pair", model="kp", families=families)[0].sigma
                    else:
                        others = {n: [(d, r) for f, d, r in c if f == families] for n, c in choices.items() if n != name}
                        others = {n: c for n, c in others.items() if len(c) >= MIN_ROWS} or \
                            {n: [(d, r) for _, d, r in c] for n, c in choices.items() if n != name}
                        sigma = _fitted_sigma(shape, others)
                    made += [{"confidence": shape(d, sigma), "right": right} for f, d, right in mine if f == families]
            out.append({"shape": shape_name, "scale": scale, **reliability(made)})
    return out


def pair_shapes_table(rows: Sequence[dict]) -> str:
    lines = ["| shape | deviation | " + " | ".join(f"{low:.1f}-{high:.1f}: stated / right" for low, high in BINS[1:])
             + " | Brier score | wrong ones below 0.8 |", "|---|---|" + "---|" * (len(BINS) - 1) + "---:|---:|"]
    for scored in pair_shapes(rows):
        cells = [("-" if b["stated"] is None else f"{b['stated']:.2f} / {b['observed']:.2f}" + ("" if b["within_10_points"] else " (no)"))
                 for b in scored["bins"][1:]]
        lines.append(f"| {scored['shape']} | {scored['scale']} | " + " | ".join(cells)
                     + f" | {scored['brier']:.3f} | {100.0 * scored['wrong_below_0.8'] / scored['wrong']:.0f} % |")
    return "\n".join(lines) + "\n"


def reliability(decisions: Sequence[dict]) -> dict:
    table = []
    for low, high in BINS:
        inside = [d for d in decisions if low <= d["confidence"] < high or (high == 1.0 and d["confidence"] == 1.0)]
        stated = statistics.fmean(d["confidence"] for d in inside) if inside else None
        observed = sum(d["right"] for d in inside) / len(inside) if inside else None
        judged = len(inside) >= BIN_MIN
        table.append({"bin": f"{low:.1f}-{high:.1f}", "decisions": len(inside), "stated": stated, "observed": observed,
                      "within_10_points": None if not judged else abs(stated - observed) <= 0.10})
    wrong = [d for d in decisions if not d["right"]]
    return {"decisions": len(decisions), "right": sum(d["right"] for d in decisions), "bins": table,
            "brier": statistics.fmean((d["confidence"] - d["right"]) ** 2 for d in decisions) if decisions else None,
            "wrong_below_0.8": sum(d["confidence"] < 0.8 for d in wrong), "wrong": len(wrong)}


# --- output --------------------------------------------------------------------------------------------------------------

def model_yaml(rows: Sequence[dict], date: str) -> str:
    names = sorted({row["set"] for row in rows})
    measured = sum(row["part"] != "gpu-pair" for row in rows)
    lines = [f"schema: {SCHEMA}",
             f"built: \"{date}, from {measured} rows of {len(names)} validation sets ({', '.join(names)}) and "
             f"{len(rows) - measured} GPU pairs of theirs, validation/confidence/rows.csv, by validation/confidence/error_model.py\"",
             "# ln(measured / predicted) per part and group: mean mu, deviation sigma (each set weighing alike); groups of fewer",
             f"# than {MIN_ROWS} rows are kept but not taken as covered (advisor/core/uncertainty.py)",
             "parts:"]
    for part, groups in bands(rows).items():
        lines.append(f"  {part}:")
        for key, band in groups.items():
            keys = ", ".join(f"{name}: {value}" for name, value in zip(PARTS[part], key) if value)
            lines.append(f"    - {{keys: {{{keys}}}, mu: {band.mu:.4f}, sigma: {band.sigma:.4f}, rows: {band.rows}, "
                         f"sets: [{', '.join(band.sets)}]}}")
    return "\n".join(lines) + "\n"


def coverage_table(rows: Sequence[dict]) -> str:
    lines = ["| set | part | rows | inside the 80 % interval | rows on the widest band (no other set covers them) |",
             "|---|---|---:|---:|---:|"]
    for c in coverage(rows):
        lines.append(f"| {c['set']} | {c['part']} | {c['rows']} | {c['covered_pct']:.0f} % | {c['widest_band_rows']} |")
    return "\n".join(lines) + "\n"


def reliability_table(rows: Sequence[dict], decisions: Sequence[dict]) -> str:
    sets = {"the H100 node's programs, serial and 16 threads": h100_decisions(rows, decisions),
            "CPU or GPU, a published device-mapping set (cgo17-amd)": cpu_gpu_decisions(rows, decisions, "cgo17-amd"),
            "the faster of two GPUs, published sets": gpu_pair_decisions(rows)}
    lines = ["| decisions | confidence | decisions | stated | observed right | within 10 points |", "|---|---|---:|---:|---:|---|"]
    notes = []
    for name, made in sets.items():
        result = reliability(made)
        for row in result["bins"]:
            stated = "-" if row["stated"] is None else f"{row['stated']:.2f}"
            observed = "-" if row["observed"] is None else f"{row['observed']:.2f}"
            judged = "(fewer than 10)" if row["within_10_points"] is None else "yes" if row["within_10_points"] else "no"
            lines.append(f"| {name} | {row['bin']} | {row['decisions']} | {stated} | {observed} | {judged} |")
        notes.append(f"{name}: {result['right']} of {result['decisions']} right, Brier score {result['brier']:.3f}, "
                     f"{result['wrong_below_0.8']} of {result['wrong']} wrong ones stated below 0.8")
    return "\n".join(lines) + "\n\n" + "\n".join(f"- {note}" for note in notes) + "\n"


def _undated(text: str) -> str:
    """The model without its build date (``--check`` asks whether the rows still give it, not when it was built)."""
    return "\n".join(line.split(", from ", 1)[-1] if line.startswith("built:") else line for line in text.splitlines())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--write", action="store_true", help="write the model and the README tables")
    action.add_argument("--check", action="store_true", help="exit 1 where the model or the README tables are stale")
    args = parser.parse_args(argv)
    rows, decisions = with_pairs(read(ROWS)), read(DECISIONS)
    text = model_yaml(rows, str(_dt.date.today()))
    tables = {(COVERAGE_BEGIN, COVERAGE_END): coverage_table(rows), (RELIABILITY_BEGIN, RELIABILITY_END): reliability_table(rows, decisions),
              (SHAPES_BEGIN, SHAPES_END): pair_shapes_table(rows)}
    if args.write or args.check:
        stale = 0
        if args.write:
            MODEL_FILE.write_text(text)
        elif _undated(MODEL_FILE.read_text()) != _undated(text):
            print(f"{MODEL_FILE.relative_to(REPO)} is not what the rows give now: run python validation/confidence/error_model.py --write",
                  file=sys.stderr)
            stale = 1
        for (begin, end), table in tables.items():
            stale |= write_or_check(README, begin, end, table, "write" if args.write else "check", __file__)
        return stale
    print(f"built {_dt.date.today()}: {len(rows)} rows\n")
    for table in tables.values():
        print(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
