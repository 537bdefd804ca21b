"""Weight sweep: exact flip points against a scan of recommend_kernel over w_energy."""

from dataclasses import replace
from itertools import pairwise

import pytest

from advisor.core.cost import Weights
from advisor.core.counts import instantiate
from advisor.core.recommend import recommend_kernel
from advisor.core.settings import Settings
from advisor.tradeoff.weights import scan_agrees, scan_recommendations, weight_sweep

# the cost-model paper's energy model: a busy device draws idle + 0.6 x TDP, so a hotter TDP makes energy weigh
# (the "hot" platforms below) and the hand formulas are its own
TDP = "tdp"


@pytest.fixture(scope="module")
def hot_platform(toy_platform):
    # A GPU 10x faster than the CPU on a large matmul but burning 2 kW: fast and energy hungry,
    # so the advice depends on the weights.
    return replace(toy_platform, gpus=(replace(toy_platform.gpus[0], tdp_w=2000.0),))


def _two_gpus(hot_platform, bandwidth_factor):
    hot = hot_platform.gpus[0]
    cool = replace(hot, model="Cool GPU", tdp_w=20.0, memory_bandwidth_sustained_Bps=hot.memory_bandwidth_sustained_Bps * bandwidth_factor,
                   peak_flops_by_precision={p: v / 4 for p, v in hot.peak_flops_by_precision.items()})
    return replace(hot_platform, gpus=(hot, cool))


@pytest.fixture(scope="module")
def two_gpu_platform(hot_platform):
    return _two_gpus(hot_platform, 0.5)


def _scan(workload, kernel, platform, dataset, cost_model, points=2001):
    """(w, advised device) from recommend_kernel itself; device is 'cpu' or the GPU model."""
    out = []
    for i in range(points):
        w = i / (points - 1)
        rec = recommend_kernel(workload, kernel, platform, dataset, settings=Settings(Weights(1 - w, w), cost_model, energy_model=TDP))
        out.append((w, "cpu" if rec.recommended == "cpu" else rec.gpu.device))
    return out


def _check_against_scan(sweep, scan):
    changes = [(a[0], b[0], a[1], b[1]) for a, b in pairwise(scan) if a[1] != b[1]]
    assert len(changes) == len(sweep.flips)
    for (lo, hi, before, after), flip in zip(changes, sweep.flips):
        assert lo <= flip.w_energy <= hi
        assert (sweep.device(flip.below) if flip.below != "cpu" else "cpu") == before
        assert (sweep.device(flip.above) if flip.above != "cpu" else "cpu") == after


@pytest.mark.parametrize("cost_model", ["normalized", "raw"])
def test_flip_matches_scan_and_hand_formula(toy_workload, hot_platform, cost_model):
    kernel = toy_workload.kernels["matmul"]
    counts = instantiate(kernel, kernel.sizes("L"))
    sweep = weight_sweep(counts, hot_platform, Settings(cost_model=cost_model, energy_model=TDP))
    assert len(sweep.flips) == 1
    flip = sweep.flips[0]
    assert (flip.below, flip.above) == ("gpu[0]", "cpu")  # fast GPU when time matters, CPU when energy does
    # Hand formula: (1-w) dT + w dE = 0 with dT, dE the GPU-minus-CPU time and energy terms of eq. 1.
    rec = recommend_kernel(toy_workload, kernel, hot_platform, "L", settings=Settings(cost_model=cost_model, energy_model=TDP))
    tc, ec, tg, eg = rec.cpu.time_s, rec.cpu.energy_j, rec.gpu.time_s, rec.gpu.energy_j
    d_t, d_e = (tg / tc - 1, eg / ec - 1) if cost_model == "normalized" else (tg - tc, eg - ec)
    assert flip.w_energy == pytest.approx(d_t / (d_t - d_e), rel=1e-12)
    _check_against_scan(sweep, _scan(toy_workload, kernel, hot_platform, "L", cost_model))


def test_no_flip_when_one_device_dominates(toy_workload, toy_platform):
    kernel = toy_workload.kernels["serial"]  # a recurrence: the GPU loses on time and on energy
    counts = instantiate(kernel, kernel.sizes("S"))
    sweep = weight_sweep(counts, toy_platform, Settings(energy_model=TDP))
    assert sweep.flips == ()
    assert sweep.segments == ((0.0, 1.0, "cpu"),)
    assert scan_agrees(sweep, scan_recommendations(counts, toy_platform, Settings(energy_model=TDP), 51))


def test_flips_between_two_gpus_match_scan(toy_workload, two_gpu_platform):
    kernel = toy_workload.kernels["matmul"]
    counts = instantiate(kernel, kernel.sizes("L"))
    sweep = weight_sweep(counts, two_gpu_platform, Settings(energy_model=TDP))
    scan = _scan(toy_workload, kernel, two_gpu_platform, "L", "normalized")
    assert {device for _, device in scan} >= {"Toy GPU", "Cool GPU"}  # the case exercises a GPU-to-GPU flip
    assert 0 < sweep.flips[0].w_energy < 1
    _check_against_scan(sweep, scan)
    assert scan_agrees(sweep, scan_recommendations(counts, two_gpu_platform, Settings(energy_model=TDP), 401))
    # Segments cover [0, 1] without gaps and alternate.
    assert sweep.segments[0][0] == 0.0 and sweep.segments[-1][1] == 1.0
    assert all(a[1] == b[0] and a[2] != b[2] for a, b in pairwise(sweep.segments))


def test_tie_at_w0_is_a_flip_at_the_end_point(toy_workload, hot_platform):
    # Both GPUs memory bound at the same bandwidth: equally fast, so at w_energy = 0 the tie
    # goes to the first GPU and for any w > 0 the cooler one wins.
    platform = _two_gpus(hot_platform, 1.0)
    kernel = toy_workload.kernels["matmul"]
    counts = instantiate(kernel, kernel.sizes("L"))
    sweep = weight_sweep(counts, platform, Settings(energy_model=TDP))
    assert [(f.w_energy, f.below, f.above) for f in sweep.flips] == [(0.0, "gpu[0]", "gpu[1]")]
    assert sweep.choice(0.0) == "gpu[0]" and sweep.choice(1e-9) == "gpu[1]"
    _check_against_scan(sweep, _scan(toy_workload, kernel, platform, "L", "normalized", points=101))
