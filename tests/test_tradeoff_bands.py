"""How sure a trade-off study is: 80 % bands on its figures, close-call sizes around its break-evens."""

import json
import math
from dataclasses import replace

import pytest

from advisor.cli import main
from advisor.core.recommend import recommend_kernel
from advisor.core.settings import Settings
from advisor.core.uncertainty import CLOSE_CALL
from advisor.tradeoff.breakeven import EDGE_STEPS, break_even, size_point
from advisor.tradeoff.study import StudyOptions, run_study
from advisor.tradeoff.tables import placement_rows, size_rows, text_tables

from .conftest import FIXTURES

TOY_WORKLOAD = str(FIXTURES / "toy-workload.yaml")
TOY = str(FIXTURES / "toy-platform.yaml")


@pytest.fixture(scope="module")
def study(toy_workload, toy_platform):
    hot = replace(toy_platform, gpus=(replace(toy_platform.gpus[0], tdp_w=2000.0),))
    options = StudyOptions(analyses=("pareto", "size"), dataset="L", size_range=(0.01, 10))
    return run_study(toy_workload, hot, Settings(), options)


@pytest.fixture(scope="module")
def matmul_size(toy_workload, toy_platform):
    return break_even(toy_workload.kernels["matmul"], toy_platform, Settings(), "S", scale_range=(0.1, 100))


# -- figures ---------------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def figures():
    pytest.importorskip("matplotlib")
    from advisor.tradeoff import figures

    return figures


def test_size_figure_shades_each_time_curve_with_its_80_percent_band(figures, study):
    from matplotlib.collections import PolyCollection
    from matplotlib.colors import to_rgb

    result = next(b for b in study.breakeven if b.kernel == "matmul")
    (ax,) = figures.size_figure(result).axes
    bands = {c.get_label(): c for c in ax.collections if isinstance(c, PolyCollection)}
    assert set(bands) == {"CPU time, 80 % interval", "GPU time, 80 % interval"}
    lines = {line.get_label(): line for line in ax.get_lines()}
    for device in ("CPU", "GPU"):
        band = bands[f"{device} time, 80 % interval"]
        corners = {(x, y) for path in band.get_paths() for x, y in path.vertices}
        for point in result.curve:  # each scanned size's interval is an edge of the band (a GPU that cannot run: a gap)
            low, high = getattr(point, f"{device.lower()}_time_interval_s")
            if high < math.inf:
                assert {(result.axis_value(point.scale), low), (result.axis_value(point.scale), high)} <= corners
        assert tuple(band.get_facecolor()[0][:3]) == pytest.approx(to_rgb(lines[f"{device} time"].get_color()))


def test_size_figure_shades_the_close_call_sizes(figures, study):
    result = next(b for b in study.breakeven if b.kernel == "matmul")
    (ax,) = figures.size_figure(result).axes
    spans = [p for p in ax.patches if p.get_label() == f"close call (confidence < {CLOSE_CALL:g})"]
    assert len(spans) == 1  # one legend entry; every crossover gets its span
    low, high = (result.axis_value(s) for s in result.first_gpu_win.close_call_scales)
    assert spans[0].get_x() == pytest.approx(low) and spans[0].get_x() + spans[0].get_width() == pytest.approx(high)


def test_pareto_figure_puts_error_bars_on_the_front_and_the_extremes(figures, study):
    intervals = dict(study.intervals)
    assert set(intervals) == {*study.front, *study.extremes}
    fig = figures.pareto_figure(study.workload, study.platform.name, study.placements, study.front, study.extremes, study.best, intervals)
    (ax,) = fig.axes
    bars = {c.get_label(): c for c in ax.collections}
    across, up = bars["80 % intervals"], bars["_80 % intervals of energy"]  # one legend entry for both
    for plan, x_segment, y_segment in zip(intervals, across.get_segments(), up.get_segments(), strict=True):
        assert sorted(x_segment[:, 0]) == pytest.approx(list(intervals[plan].time_s))  # end to end, at the plan's energy
        assert x_segment[0, 1] == pytest.approx(plan.energy_j)
        assert sorted(y_segment[:, 1]) == pytest.approx(list(intervals[plan].energy_j))  # and at the plan's time
        assert y_segment[0, 0] == pytest.approx(plan.time_s)
    assert figures.png_bytes(fig)[:4] == b"\x89PNG"


def test_an_interval_above_its_point_is_drawn_where_it_lies(figures, study):
    # a biased band (the models under-predict that energy) can put the whole interval above the predicted point
    plan = study.front[0]
    above = replace(dict(study.intervals)[plan], energy_j=(2 * plan.energy_j, 3 * plan.energy_j))
    (ax,) = figures.pareto_figure(study.workload, study.platform.name, study.placements, study.front, intervals={plan: above}).axes
    (segment,) = {c.get_label(): c for c in ax.collections}["_80 % intervals of energy"].get_segments()
    assert sorted(segment[:, 1]) == pytest.approx([2 * plan.energy_j, 3 * plan.energy_j])


def test_pareto_figure_without_intervals_draws_no_error_bars(figures, study):
    (ax,) = figures.pareto_figure(study.workload, study.platform.name, study.placements, study.front).axes
    assert not ax.containers


# -- numbers ---------------------------------------------------------------------------------------------------------

def test_close_call_sizes_are_the_sizes_around_the_break_even_below_the_threshold(toy_workload, toy_platform, matmul_size):
    crossover = matmul_size.first_gpu_win
    low, high = crossover.close_call_scales
    assert low < crossover.scale < high
    inside = [p for p in matmul_size.curve if low <= p.scale <= high]  # scan points in the range (none if it is narrower)
    assert all(p.confidence < CLOSE_CALL for p in inside)
    below = [p for p in matmul_size.curve if p.scale < low]
    above = [p for p in matmul_size.curve if p.scale > high]
    assert below[-1].confidence >= CLOSE_CALL and above[0].confidence >= CLOSE_CALL  # the range stops at sure advice
    # each end bisected to 1/2^EDGE_STEPS of a grid step: a close call at the end, sure advice just past it
    grid = math.log(10) / 16
    for end, outward in ((low, -1), (high, 1)):
        at = size_point(toy_workload.kernels["matmul"], toy_platform, Settings(), "S", None, end)
        past = size_point(toy_workload.kernels["matmul"], toy_platform, Settings(), "S", None, end * math.exp(outward * grid / 2**EDGE_STEPS))
        assert at.close_call and not past.close_call


def test_scanned_sizes_carry_the_intervals_and_confidence_of_recommend(toy_workload, toy_platform, matmul_size):
    point = matmul_size.first_gpu_win.above
    rec = recommend_kernel(toy_workload, toy_workload.kernels["matmul"], toy_platform, "S", {"N": point.sizes["N"]})
    cpu, gpu = rec.certainty.options[0], rec.certainty.options[rec.gpu.index + 1]
    assert point.cpu_time_interval_s == pytest.approx(cpu.time_interval_s) and point.gpu_time_interval_s == pytest.approx(gpu.time_interval_s)
    assert point.cpu_energy_interval_j == pytest.approx(cpu.energy_interval_j)
    assert point.gpu_energy_interval_j == pytest.approx(gpu.energy_interval_j)
    assert point.confidence == pytest.approx(rec.confidence)  # one GPU: the CPU-or-GPU choice is the whole choice


def test_a_one_kernel_plan_has_the_intervals_of_its_option(toy_workload, toy_platform):
    only = run_study(toy_workload, toy_platform, Settings(), StudyOptions(analyses=("pareto",), dataset="L", kernels=("matmul",)))
    rec = recommend_kernel(toy_workload, toy_workload.kernels["matmul"], toy_platform, "L")
    intervals = {plan.name: interval for plan, interval in only.intervals}
    assert intervals["all CPU"].time_s == pytest.approx(rec.certainty.options[0].time_interval_s)
    assert intervals["all GPU"].time_s == pytest.approx(rec.certainty.options[1].time_interval_s)
    assert intervals["all GPU"].energy_j == pytest.approx(rec.certainty.options[1].energy_interval_j)


def test_json_of_a_break_even_study_gives_the_close_call_sizes(capsys):
    status = main(["tradeoff", TOY_WORKLOAD, "-p", TOY, "--sweep", "size", "--format", "json", "--dataset", "S"])
    out, err = capsys.readouterr()
    assert status == 0, err
    rows = {r["kernel"]: r for r in json.loads(out)}
    matmul = rows["matmul"]
    low, high = matmul["close_call_sizes"]
    assert low < matmul["break_even"] < high
    assert matmul["crossovers"][0]["close_call_sizes"] == [low, high]
    assert rows["axpy"]["break_even"] is None and rows["axpy"]["close_call_sizes"] is None  # no crossover: no range


def test_pareto_rows_and_size_table_show_how_sure_they_are(study):
    intervals = {(plan.time_s, plan.energy_j): interval for plan, interval in study.intervals}
    for row in placement_rows(study):
        interval = intervals[row["time_s"], row["energy_j"]]
        assert row["time_interval_s"] == list(interval.time_s) and row["energy_interval_j"] == list(interval.energy_j)
    matmul = next(r for r in size_rows(study) if r["kernel"] == "matmul")
    table = text_tables(study, width=None)["Break-even size (the GPU starts to win)"]
    assert "close call" in table.splitlines()[0]
    assert f"{matmul['close_call_sizes'][0]:.4g} to {matmul['close_call_sizes'][1]:.4g}" in table
