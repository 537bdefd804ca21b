"""Every way in decides alike: place, place_many, recommend and tradeoff --sweep weights, row for row.

On every catalog platform, on a node with two different GPU models and on a host
without a GPU (as ``advisor calibrate --cpu-only`` measures one), with and without
a cost-model plugin, with and without learned corrections: the same device, the
same GPU (the cheapest of the node's, None without one) and the same costs.
"""

import json

import numpy as np
import pandas as pd
import pytest

from advisor import catalog, plugins
from advisor.cli import main
from advisor.core.counts import counts_at
from advisor.history import Correction, HistoryStore
from advisor.scheduler import Advisor

from .conftest import CPU_ONLY_MEASURED, FIXTURES
from .test_scheduler_vector import random_tasks

TWO_GPUS = str(FIXTURES / "two-gpu-node.yaml")
PLATFORMS = [str(path) for path in catalog.catalog_files("platforms").values()] + [TWO_GPUS, str(CPU_ONLY_MEASURED)]
DATASET = "LARGE"
WORKLOAD = "polybench"


def sqrt_time_cost(time_s, energy_j, weights, ref_time_s, ref_energy_j):
    """A cost that is not linear in the weights' terms (numpy-friendly)."""
    return weights.time * np.sqrt(time_s / ref_time_s) + weights.energy * energy_j / ref_energy_j


@pytest.fixture(scope="module", autouse=True)
def cost_plugin():
    plugins.register(plugins.COST_MODELS, "sqrt-time", sqrt_time_cost)
    yield
    plugins.unregister(plugins.COST_MODELS, "sqrt-time")


@pytest.fixture(scope="module")
def learned(tmp_path_factory):
    """A history whose last fit makes some kernels' GPU much slower and others' CPU much faster."""
    path = tmp_path_factory.mktemp("history") / "history.sqlite"
    names = [catalog.get_platform(p).name for p in PLATFORMS]
    factors = [Correction(WORKLOAD, kernel, platform, device, factor, 5, 0.01)
               for platform in names
               for kernel, device, factor in (("2mm", "gpu", 300.0), ("gemver", "cpu", 50.0), ("atax", "cpu", 0.01),
                                              ("jacobi-2d", "gpu", 0.001), ("durbin", "gpu", 1e-4))]
    HistoryStore(path).store_fit(factors, "test")
    return str(path)


def _cli_json(args):
    import io
    from contextlib import redirect_stdout

    out = io.StringIO()
    with redirect_stdout(out):
        assert main(args) == 0
    return json.loads(out.getvalue())


def _answers(platform, cost_model, history):
    """kernel -> (device, cheapest GPU, cpu cost, gpu cost) by each way in."""
    flags = ["-p", platform, "--cost-model", cost_model] + (["--history", history] if history else ["--no-history"])
    ways = {}
    rows = _cli_json(["recommend", WORKLOAD, "-d", DATASET, "--format", "json", "--no-summary", *flags])
    ways["recommend"] = {r["kernel"]: _recommended(r) for r in rows}
    rows = _cli_json(["tradeoff", WORKLOAD, "-d", DATASET, "--sweep", "weights", "--format", "json", *flags])
    if catalog.get_platform(platform).gpus:
        ways["tradeoff"] = {r["kernel"]: ("cpu" if r["advice"] == "cpu" else "gpu", r["gpu"], r["cpu_cost"], r["gpu_cost"]) for r in rows}
    else:
        assert rows == []  # no GPU: no weights at which the advice could flip
    advisor = Advisor([platform], cost_model=cost_model, history=history, timeout_s=30)
    advisor.history.flush()
    kernels = list(catalog.get_workload(WORKLOAD).kernels)
    tasks = [{"workload": WORKLOAD, "kernel": k, "dataset": DATASET} for k in kernels]
    ways["place"] = {t["kernel"]: _placed(advisor.place(t).to_dict()) for t in tasks}
    frame = advisor.place_many(pd.DataFrame(tasks))
    ways["place_many"] = {k: _placed(row) for k, (_, row) in zip(kernels, frame.iterrows())}
    return ways


def _recommended(rec):
    gpu = rec["gpu"] or {"device": None, "cost": None}  # a node without a GPU
    return (rec["recommended"], gpu["device"], rec["cpu"]["cost"], gpu["cost"])


def _number(value):
    """A placement's number: None where place() has none, NaN in place_many's float columns."""
    return None if value is None or np.isnan(value) else value


def _close(value, expected):
    """Equal to 1e-12, or both missing (a node without a GPU has no GPU time or cost)."""
    value = _number(value)
    return value is None if expected is None else value == pytest.approx(expected, rel=1e-12)


def _placed(p):
    return (p["device"], p["gpu_model"], p["cpu_cost"], _number(p["gpu_cost"]))


@pytest.mark.parametrize("cost_model", ["normalized", "sqrt-time"])
@pytest.mark.parametrize("with_history", [False, True], ids=["pure", "learned"])
def test_every_way_in_decides_alike_on_every_platform(cost_model, with_history, learned):
    devices = set()
    gpus_chosen = set()
    for platform in PLATFORMS:
        ways = _answers(platform, cost_model, learned if with_history else None)
        reference = ways.pop("recommend")
        assert len(reference) == 30
        for way, answers in ways.items():
            assert answers == reference, (platform, way, {k: (v, reference[k]) for k, v in answers.items() if v != reference[k]})
        devices |= {device for device, *_ in reference.values()}
        if platform == TWO_GPUS:
            gpus_chosen |= {gpu for _, gpu, *_ in reference.values()}
    assert devices == {"cpu", "gpu"}
    assert len(gpus_chosen) == 2  # on the two-GPU node, which GPU is cheapest depends on the kernel


def test_learned_corrections_change_the_decisions(learned):
    plain = _answers(TWO_GPUS, "normalized", None)["recommend"]
    corrected = _answers(TWO_GPUS, "normalized", learned)["recommend"]
    assert (plain["2mm"][0], corrected["2mm"][0]) == ("gpu", "cpu")
    assert (plain["gemver"][0], corrected["gemver"][0]) == ("cpu", "gpu")
    assert corrected["atax"][2] == 1.0 and corrected["atax"][3] > plain["atax"][3]  # the CPU is the baseline: others rise


def _raw_row(platform, kernel_name):
    """The raw task of a one-step catalog kernel: the counts the kernel descriptor gives."""
    kernel = catalog.get_workload(WORKLOAD).kernels[kernel_name]
    counts = counts_at(kernel, DATASET)
    (step,) = counts.steps
    ((precision, flops),) = [(p, v) for p, v in step.flops.items() if v > 0]
    return {"workload": WORKLOAD, "kernel": kernel_name, "platform": platform, "flops": flops, "precision": precision,
            "dram_bytes": step.compulsory_bytes, "h2d_bytes": counts.h2d_bytes, "h2d_messages": counts.h2d_messages,
            "d2h_bytes": counts.d2h_bytes, "d2h_messages": counts.d2h_messages, "h2d_fresh_bytes": counts.h2d_fresh_bytes,
            "d2h_fresh_bytes": counts.d2h_fresh_bytes, "launches": step.launches,
            "parallelism": step.parallelism, "threads": step.threads_per_launch,
            "cpu_threads": np.nan if counts.cpu.threads is None else counts.cpu.threads, "vectorized": counts.cpu.vectorized}


def _one_step_kernels():
    workload = catalog.get_workload(WORKLOAD)
    return [k for k in workload.kernels.values() if len(counts_at(k, DATASET).steps) == 1 and not counts_at(k, DATASET).steps[0].rereads
            and sum(v > 0 for v in counts_at(k, DATASET).steps[0].flops.values()) == 1]


@pytest.mark.parametrize("cost_model", ["normalized", "sqrt-time"])
@pytest.mark.parametrize("with_history", [False, True], ids=["pure", "learned"])
def test_the_array_path_decides_as_recommend_and_place(cost_model, with_history, learned):
    kernels = _one_step_kernels()
    assert len(kernels) >= 4
    names = [catalog.get_platform(p).name for p in PLATFORMS]
    advisor = Advisor(PLATFORMS, cost_model=cost_model, history=learned if with_history else None, timeout_s=30)
    advisor.history.flush()
    rows = [_raw_row(name, k.name) for name in names for k in kernels]
    frame = pd.concat([pd.DataFrame(rows), random_tasks(300, seed=11).assign(platform=lambda f: np.resize(names, len(f)))],
                      ignore_index=True)
    batch = advisor.place_many(frame)
    assert not batch["fallback"].any()
    for index, (row, answer) in enumerate(zip(frame.to_dict("records"), batch.to_dict("records"))):
        task = {k: v for k, v in row.items() if not (isinstance(v, float) and np.isnan(v))}
        task["vectorized"] = bool(task["vectorized"])
        for key in ("workload", "kernel"):
            if not isinstance(task.get(key), str):
                task.pop(key, None)
        one = advisor.place(task).to_dict()
        assert (answer["device"], answer["gpu_model"]) == (one["device"], one["gpu_model"]), index
        for column in ("cpu_time_s", "gpu_time_s", "cpu_cost", "gpu_cost", "robustness", "speedup"):
            assert _close(answer[column], one[column]), (index, column)
    platforms = {p.name: p for p in map(catalog.get_platform, PLATFORMS)}
    history = ["--history", learned] if with_history else ["--no-history"]
    for name in names:
        # a raw task carries counts, not the kernel's CPU loops: the roofline is the CPU model both paths share
        rows = _cli_json(["recommend", WORKLOAD, "-d", DATASET, "-p", str(platforms[name].path), "--format", "json", "--no-summary",
                          "--cost-model", cost_model, "--cpu-model", "roofline", *history, *(f"-k{k.name}" for k in kernels)])
        for rec in rows:
            answer = batch[(frame["platform"] == name) & (frame["kernel"] == rec["kernel"])].iloc[0]
            device, gpu, cpu_cost, gpu_cost = _recommended(rec)
            assert (answer["device"], answer["gpu_model"]) == (device, gpu)
            assert _close(answer["cpu_cost"], cpu_cost) and _close(answer["gpu_cost"], gpu_cost)
