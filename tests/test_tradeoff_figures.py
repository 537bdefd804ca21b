"""Figures: axes, labels, titles and series, read back from the matplotlib objects."""

from dataclasses import replace

import pytest

pytest.importorskip("matplotlib")

from advisor.core.settings import Settings
from advisor.tradeoff import figures
from advisor.tradeoff.study import StudyOptions, run_study

# the cost-model paper's energy model: a busy device draws idle + 0.6 x TDP, so a hotter TDP makes energy weigh
# (the "hot" platforms below) and the hand formulas are its own
TDP = "tdp"


@pytest.fixture(scope="module")
def study(toy_workload, toy_platform):
    hot = replace(toy_platform, gpus=(replace(toy_platform.gpus[0], tdp_w=2000.0),))
    options = StudyOptions(analyses=("weights", "pareto", "size"), dataset="L", size_range=(0.01, 10))
    return run_study(toy_workload, hot, Settings(energy_model=TDP), options)


def _legend(ax):
    return [t.get_text() for t in ax.get_legend().get_texts()]


def test_pareto_figure(study):
    fig = figures.pareto_figure(study.workload, study.platform.name, study.placements, study.front, study.extremes, study.best)
    (ax,) = fig.axes
    assert ax.get_xlabel() == "time (s)" and ax.get_ylabel() == "energy (J)"
    assert ax.get_title() == "toy on toy: time and energy of placements"
    labels = _legend(ax)
    assert labels[0] == f"placements ({len(study.placements)})" and f"Pareto front ({len(study.front)})" in labels
    assert {"all CPU", "all GPU", "cheapest at the weights"} <= set(labels)
    (front_line,) = [line for line in ax.get_lines() if line.get_label().startswith("Pareto front")]
    assert list(front_line.get_xdata()) == [p.time_s for p in study.front]
    assert list(front_line.get_ydata()) == [p.energy_j for p in study.front]
    scatter = next(c for c in ax.collections if c.get_label().startswith("placements"))
    assert len(scatter.get_offsets()) == 2 ** len(study.kernels)
    assert figures.png_bytes(fig)[:8] == b"\x89PNG\r\n\x1a\n"


def test_weight_figure_marks_the_flip(study):
    sweep = next(s for s in study.weights if s.kernel == "matmul")
    assert sweep.flips
    fig = figures.weight_figure(sweep)
    (ax,) = fig.axes
    assert ax.get_xlabel().startswith("energy weight w_energy") and ax.get_ylabel() == "cost (relative to the CPU)"
    assert ax.get_title() == "matmul: cost vs weight"
    lines = {line.get_label(): line for line in ax.get_lines()}
    assert "CPU" in lines and "GPU: Toy GPU" in lines
    assert list(lines["CPU"].get_ydata()) == pytest.approx([1.0, 1.0])  # normalized: the CPU costs 1
    (flip_label,) = [label for label in lines if label.startswith("flip at w=")]
    assert lines[flip_label].get_xdata()[0] == pytest.approx(sweep.flips[0].w_energy)
    assert ax.get_xlim() == (0.0, 1.0)


def test_size_figure_marks_the_crossover(study):
    result = next(b for b in study.breakeven if b.kernel == "matmul")
    crossover = result.first_gpu_win
    fig = figures.size_figure(result)
    (ax,) = fig.axes
    assert ax.get_xlabel() == "N" and ax.get_ylabel() == "time (s)"
    assert ax.get_xscale() == "log" and ax.get_yscale() == "log"
    assert ax.get_title() == "matmul: time vs size"
    lines = {line.get_label(): line for line in ax.get_lines()}
    assert {"CPU time", "GPU time"} <= set(lines)
    assert len(lines["CPU time"].get_xdata()) == len(result.curve)
    # Here the advice changes three times (the GPU wins, the CPU's cache ramp, the GPU again): one mark each.
    marks = [line for line in ax.get_lines() if " wins from " in line.get_label()]
    assert [m.get_label().split(" ")[0] for m in marks] == [c.direction.upper() for c in result.crossovers]
    assert [m.get_xdata()[0] for m in marks] == pytest.approx([c.sizes["N"] for c in result.crossovers])
    assert marks[0].get_xdata()[0] == pytest.approx(crossover.sizes["N"])


def test_size_figure_without_crossover(study):
    result = next(b for b in study.breakeven if b.kernel == "serial")
    ax = figures.size_figure(result).axes[0]
    assert ax.get_title() == "serial: time vs size (no crossover in range)"
    assert not [line for line in ax.get_lines() if "wins from" in line.get_label()]


def test_roofline_figure(study):
    fig = figures.roofline_figure(study.platform.name, study.roofs, study.roofline)
    (ax,) = fig.axes
    assert ax.get_xlabel() == "arithmetic intensity (FLOP/byte of DRAM traffic)" and ax.get_ylabel() == "performance (FLOP/s)"
    assert ax.get_title() == "Roofline of toy"
    labels = _legend(ax)
    assert "CPU roof (fp64, all cores): Toy CPU" in labels and "GPU roof (fp64): Toy GPU" in labels
    assert {"kernels on the CPU", "kernels on the GPU"} <= set(labels)
    roof = next(line for line in ax.get_lines() if line.get_label().startswith("GPU roof"))
    assert max(roof.get_ydata()) == pytest.approx(640e9)  # flat part = the fp64 peak
    gpu_points = next(c for c in ax.collections if c.get_label() == "kernels on the GPU")
    assert len(gpu_points.get_offsets()) == len(study.kernels)
    assert {t.get_text() for t in ax.texts} == set(study.kernels)
