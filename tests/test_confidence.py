"""How sure an answer is: intervals from the models' measured errors, the confidence of a choice, close calls."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from advisor.catalog import get_platform, get_workload
from advisor.core.certainty import PartSpread, family, own_runs, plan_confidence
from advisor.core.cost import Weights, normalized_cost, raw_cost
from advisor.core.recommend import recommend, recommend_kernel
from advisor.core.settings import Settings
from advisor.core.uncertainty import (
    CLOSE_CALL,
    MIN_ROWS,
    PARTS,
    Z80,
    Band,
    CostSpread,
    ErrorModel,
    Spread,
    elasticities,
    error_model,
    expected_excess,
    normal_cdf,
    p_lower,
)
from advisor.history import LearnedFactor
from advisor.scheduler import Advisor

REPO = Path(__file__).resolve().parents[1]
TIME_ONLY = Settings(weights=Weights(1.0, 0.0))


def phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def test_a_decisions_confidence_follows_from_its_two_intervals_by_hand():
    """On time alone the cost of each option is its time over the CPU's, so the confidence is that of two lognormal
    times: each 80 % interval [low, high] gives ln-mean (ln low + ln high) / 2 and ln-deviation
    (ln high - ln low) / (2 z80), and P(GPU faster) = Phi((m_cpu - m_gpu) / sqrt(s_cpu^2 + s_gpu^2))."""
    rec = recommend_kernel("polybench", get_workload("polybench").kernels["gemm"], get_platform("h100-sxm-xeon8570"), "LARGE",
                           settings=TIME_ONLY)
    assert rec.recommended == "gpu" and len(rec.gpus) == 1
    (cpu_low, cpu_high), (gpu_low, gpu_high) = (rec.certainty.options[0].time_interval_s, rec.certainty.options[1].time_interval_s)
    m_cpu, s_cpu = (math.log(cpu_low) + math.log(cpu_high)) / 2, (math.log(cpu_high) - math.log(cpu_low)) / (2 * Z80)
    m_gpu, s_gpu = (math.log(gpu_low) + math.log(gpu_high)) / 2, (math.log(gpu_high) - math.log(gpu_low)) / (2 * Z80)
    by_hand = phi((m_cpu - m_gpu) / math.hypot(s_cpu, s_gpu))
    assert rec.confidence == pytest.approx(by_hand, abs=1e-6)
    assert 0.5 < rec.confidence < 1.0


def test_the_interval_holds_the_prediction_shifted_by_its_bias():
    rec = recommend_kernel("polybench", get_workload("polybench").kernels["gemm"], get_platform("dc-h100"), "LARGE")
    low, high = rec.certainty.options[0].time_interval_s
    assert low < high
    assert low < rec.cpu.time_s * 3 and high > rec.cpu.time_s / 3
    data = rec.to_dict()
    assert data["cpu"]["time_interval_s"] == [low, high]
    assert set(data) >= {"confidence", "close_call", "certainty_notes"}
    assert data["close_call"] == (data["confidence"] < CLOSE_CALL)


def test_a_close_call_is_marked_in_the_table_and_a_clear_one_is_not():
    recs = recommend(get_workload("polybench"), get_platform("dc-h100"), ["LARGE"], settings=TIME_ONLY)
    confidences = {r.kernel: r.confidence for r in recs}
    assert min(confidences.values()) < max(confidences.values())
    from advisor.cli.report import recommendations_table

    table = recommendations_table([r.to_dict() for r in recs], width=None)
    for r in recs:
        line = next(line for line in table.splitlines() if line.startswith(r.kernel + " "))
        assert (" close" in line) == r.close_call, line


def test_normal_cdf_agrees_with_erf_for_numbers_and_arrays():
    xs = np.linspace(-5, 5, 41)
    assert np.allclose(normal_cdf(xs), [phi(x) for x in xs], atol=2e-7)
    assert normal_cdf(1.2815515655446004) == pytest.approx(0.9, abs=2e-7)


def test_p_lower_is_symmetric_and_certain_without_spread():
    a, b = CostSpread(0.0, 0.04), CostSpread(0.3, 0.05)
    assert p_lower(a, b) + p_lower(b, a) == pytest.approx(1.0)
    assert p_lower(a, b) == pytest.approx(phi(0.3 / math.sqrt(0.09)))
    assert p_lower(CostSpread(0.0, 0.0), CostSpread(1.0, 0.0)) == 1.0


def test_expected_excess_is_the_gap_when_sure_and_grows_with_doubt():
    sure = expected_excess(CostSpread(math.log(2.0), 0.0), CostSpread(0.0, 0.0))
    assert sure == pytest.approx(1.0)
    unsure = expected_excess(CostSpread(0.0, 0.01), CostSpread(0.0, 0.01))
    assert unsure > 0.0  # two equal costs: choosing either costs something on average


@pytest.mark.parametrize("cost", [normalized_cost, raw_cost])
def test_a_linear_costs_elasticities_are_its_terms_shares_as_finite_differences_find_them(cost):
    """Time 2 s and 30 J against a CPU of 4 s and 20 J, weighted 0.7 / 0.3: normalised, C = 0.35 + 0.45 = 0.8, so
    d ln C / d ln T = 0.35 / 0.8; the built-in models give their terms, a plugin's slopes come by finite differences."""
    weights, reference = Weights(0.7, 0.3), (4.0, 20.0)
    with_terms = elasticities(None, 2.0, 30.0, reference, weights, terms=cost.terms)
    numerically = elasticities(cost, 2.0, 30.0, reference, weights)
    assert with_terms == pytest.approx(numerically, rel=1e-9)
    if cost is normalized_cost:
        assert with_terms == pytest.approx((0.35 / 0.8, 0.45 / 0.8))
    arrays = elasticities(None, np.array([2.0, 1.0]), np.array([30.0, 0.0]), reference, weights, terms=cost.terms)
    assert arrays[0][0] == pytest.approx(with_terms[0]) and arrays[1][1] == 0.0  # no energy: the time is all the cost


def _model(**groups) -> ErrorModel:
    return ErrorModel({part: dict(bands) for part, bands in groups.items()})


def test_a_combination_no_set_covers_takes_the_widest_band_of_its_model_and_says_so():
    rows = MIN_ROWS
    model = _model(**{"gpu-time": {("kp", "kepler"): Band(0.1, 0.2, rows, ("a",)), ("kp", "maxwell"): Band(0.3, 0.4, rows, ("b",)),
                                   ("roofline", "kepler"): Band(1.0, 1.5, rows, ("a",))}})
    band, why = model.band("gpu-time", model="kp", family="kepler")
    assert band.sigma == 0.2 and why is None
    band, why = model.band("gpu-time", model="kp", family="hopper")
    assert band.sigma == 0.4 and "no validation set covers gpu-time with model kp, family hopper" in why
    band, why = model.band("gpu-time", model="bsp", family="hopper")
    assert band.sigma == 1.5 and band.mu == 0.0 and "widest band" in why  # another model's spread, not its bias


def test_a_thin_group_is_not_taken_as_covered():
    model = _model(energy={("tdp",): Band(-0.5, 0.6, MIN_ROWS - 1, ("h100-energy",))})
    band, why = model.band("energy", model="tdp")
    assert band.mu == 0.0 and band.sigma == 0.6
    assert f"fewer than {MIN_ROWS} rows" in why


def test_a_learned_factor_narrows_the_band_by_its_own_runs():
    band = Band(0.2, 0.5, 100, ("set",))
    factor = LearnedFactor(1.3, low=1.2, high=1.4, runs=10)
    narrowed = own_runs(band, factor)
    deviation = math.sqrt(10) * math.log(1.4 / 1.2) / (2 * 1.96)
    assert narrowed.sigma == pytest.approx(math.sqrt((10 * deviation**2 + 10 * 0.5**2) / 20))
    assert narrowed.mu == pytest.approx(0.1)
    assert own_runs(band, 1.3) is band  # a bare factor carries no evidence


def test_the_shipped_model_covers_every_part_and_reads_back():
    model = error_model()
    assert set(model.bands) == set(PARTS)
    assert "validation sets" in model.built


def test_the_error_model_is_what_the_validation_rows_give():
    """The shipped model and the README tables of validation/confidence are what error_model.py makes of rows.csv."""
    done = subprocess.run([sys.executable, "validation/confidence/error_model.py", "--check"], cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_validation_rows_are_what_the_models_predict_today():
    """rows.csv and decisions.csv, which the error model and its README tables are made from, are what every validation
    set's script gives now: a model change that moves a prediction must rebuild them (collect.py), or this fails."""
    done = subprocess.run([sys.executable, "validation/confidence/collect.py", "--check"], cwd=REPO, capture_output=True, text=True,
                          timeout=1800)
    assert done.returncode == 0, done.stderr


def test_the_pair_shapes_tried_score_the_advisors_own_reading_as_the_advisor_does():
    """The table of other pair-band shapes is comparable: its normal band of the measured deviation is the advisor's
    own reading, scored decision for decision as the reliability table scores it."""
    sys.path.insert(0, str(REPO))
    from validation.confidence import error_model as built

    rows = built.with_pairs([row for row in built.read(built.ROWS) if row["set"] in ("bspgpu", "kpp")])
    shapes = built.pair_shapes(rows)
    assert [(s["shape"], s["scale"]) for s in shapes] == [(shape, scale) for shape in built.PAIR_SHAPES
            for scale in ("the band's", "fitted to the other sets' choices")]
    own = built.reliability(built.gpu_pair_decisions(rows))
    assert [shapes[0][key] for key in ("decisions", "right", "wrong", "wrong_below_0.8")] == \
        [own[key] for key in ("decisions", "right", "wrong", "wrong_below_0.8")]
    for tried, advised in zip(shapes[0]["bins"], own["bins"]):
        assert (tried["decisions"], tried["observed"]) == (advised["decisions"], advised["observed"])
        assert tried["stated"] == pytest.approx(advised["stated"])
    assert shapes[1]["brier"] < shapes[0]["brier"]  # a deviation fitted to the other set's choices predicts them better


def test_two_plans_differ_only_by_the_units_they_place_apart():
    time = Spread(0.0, 0.1**2)
    units = [{"cpu": PartSpread(1.0, 1.0, time, time), "gpu": PartSpread(0.5, 0.5, time, time)},
             {"cpu": PartSpread(10.0, 10.0, time, time), "gpu": PartSpread(10.0, 10.0, time, time)}]
    assignments = [("cpu", "cpu"), ("gpu", "cpu"), ("gpu", "gpu")]
    totals = [(11.0, 11.0), (10.5, 10.5), (10.5, 10.5)]

    def cost(t, e, w, rt, re):
        return w.time * t / rt + w.energy * e / re

    sure = plan_confidence(units, [assignments[0], assignments[1]], totals[:2], 1, cost, Weights(1.0, 0.0))
    assert sure > 0.999  # 0.5 s against 1 s, each within 10 %: the shared 10 s unit does not blur it
    same = plan_confidence(units, [assignments[0], assignments[1], assignments[1]], [totals[0], totals[1], totals[1]], 1, cost,
                           Weights(1.0, 0.0))
    assert same == pytest.approx(sure)  # the same plan twice is one choice


def test_place_returns_the_confidence_and_a_batch_the_same_numbers():
    advisor = Advisor("dc-h100", history=None)
    tasks = [{"flops": f, "dram_bytes": 1e8, "h2d_bytes": 1e7, "d2h_bytes": 1e7, "launches": 1, "precision": "fp64"} for f in (1e9, 3e10, 1e12)]
    single = [advisor.place(task).confidence for task in tasks]
    import pandas as pd

    batch = advisor.place_many(pd.DataFrame(tasks))["confidence"].tolist()
    assert batch == pytest.approx(single)
    assert all(0.0 <= c <= 1.0 for c in single)
    assert single[0] > 0.99  # a tiny task the GPU would take 26x the cost for
    assert advisor.place(tasks[0]).to_dict()["confidence"] == pytest.approx(single[0])


def test_whole_workload_and_step_plans_carry_a_confidence():
    from advisor.core.stepplan import plan_steps
    from advisor.core.whole import answer_workload

    platform = get_platform("dc-h100")
    answer = answer_workload(get_workload("polybench"), platform)
    assert 0.0 < answer.confidence <= 1.0 and answer.to_dict()["confidence"] == answer.confidence
    workload = get_workload("workloads/polybench-gpu.yaml")
    steps = plan_steps(workload.name, workload.kernels["corr"], platform, Settings())
    assert 0.0 < steps.confidence <= 1.0 and "close_call" in steps.to_dict()


def test_core_families_come_from_the_microarchitecture_tables():
    assert family(get_platform("h100-sxm-xeon8570").cpu.microarchitecture) == "intel-server"
