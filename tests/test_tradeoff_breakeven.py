"""Break-even sizes: brentq roots against a direct scan of recommend_kernel over the size."""

import math

import pytest

from advisor import catalog
from advisor.core.recommend import recommend_kernel
from advisor.core.settings import Settings
from advisor.errors import DescriptorError, UsageError
from advisor.tradeoff.breakeven import break_even, size_point

BOUNDS = {"compute", "memory", "transfer", "launch"}


def _first_gpu_win_by_scan(workload, kernel, platform, dataset, param_values, param):
    """(last size advised CPU, first size advised GPU) walking up a fine grid of ``param`` values."""
    previous = None
    for value in param_values:
        try:
            rec = recommend_kernel(workload, kernel, platform, dataset, {param: value})
        except (DescriptorError, UsageError):
            continue
        if previous is not None and previous[1] == "cpu" and rec.recommended == "gpu":
            return previous[0], value
        previous = (value, rec.recommended)
    return None


def _grid(lo, hi, points):
    return [lo * (hi / lo) ** (i / (points - 1)) for i in range(points)]


def test_matmul_break_even_matches_scan(toy_workload, toy_platform):
    kernel = toy_workload.kernels["matmul"]
    result = break_even(kernel, toy_platform, Settings(), "S", scale_range=(0.1, 100))
    crossover = result.first_gpu_win
    assert crossover is not None and result.status == "crossover"
    n_root = crossover.sizes["N"]
    assert result.axis == "N" and result.axis_value(crossover.scale) == pytest.approx(n_root)
    lo, hi = _first_gpu_win_by_scan(toy_workload, kernel, toy_platform, "S", _grid(6.4, 6400, 3001), "N")
    assert lo <= n_root <= hi
    assert crossover.below.recommended == "cpu" and crossover.above.recommended == "gpu"
    assert crossover.below.cpu_bound in BOUNDS and crossover.above.gpu_bound in BOUNDS
    assert crossover.below.gap >= 0 > crossover.above.gap
    # matmul's costs are continuous in N, so the root is a zero of the cost gap.
    at_root = size_point(kernel, toy_platform, Settings(), "S", None, crossover.scale)
    assert abs(at_root.gap) < 1e-9


def test_named_parameter_and_epcc_datasize(toy_platform):
    epcc = catalog.get_workload("epcc-level1")
    kernel = epcc.kernels["GEMM"]
    result = break_even(kernel, toy_platform, Settings(), "1MB", parameter="datasize", scale_range=(1e-3, 10))
    crossover = result.first_gpu_win
    assert crossover is not None
    datasize = crossover.sizes["datasize"]
    lo, hi = _first_gpu_win_by_scan(epcc, kernel, toy_platform, "1MB", _grid(1048576e-3, 1048576 * 10, 4001), "datasize")
    assert lo <= datasize <= hi
    # n = floor(sqrt(datasize/8/3)) is a step function: the crossover sits on a step edge or inside a step.
    n_below, n_above = crossover.below.sizes["n"], crossover.above.sizes["n"]
    assert n_above - n_below in (0, 1)


def test_no_crossover_in_range_is_reported(toy_workload, toy_platform):
    result = break_even(toy_workload.kernels["serial"], toy_platform, Settings(), "S", scale_range=(0.1, 10))
    assert result.crossovers == ()
    assert result.first_gpu_win is None
    assert result.status == "no crossover in range (CPU throughout)"
    assert all(p.recommended == "cpu" for p in result.curve)


def test_invalid_sizes_are_skipped_not_fatal(toy_platform):
    # EPCC's n = floor(sqrt(datasize/8/k)) is 0 for tiny data sizes: those points are left out.
    kernel = catalog.get_workload("epcc-level1").kernels["2MM"]
    result = break_even(kernel, toy_platform, Settings(), "1MB", scale_range=(1e-6, 1e-3))
    assert result.curve and min(p.sizes["n"] for p in result.curve) >= 1
    assert len(result.curve) < math.ceil(3 * 16) + 1


def test_unknown_parameter_is_a_usage_error(toy_workload, toy_platform):
    with pytest.raises(UsageError, match="not a size parameter"):
        break_even(toy_workload.kernels["matmul"], toy_platform, Settings(), "S", parameter="M")


def test_size_override_moves_the_start_not_the_answer(toy_workload, toy_platform):
    # Starting from N = 128 (--size N=128) instead of the dataset's 64 rescales s but not the break-even N.
    kernel = toy_workload.kernels["matmul"]
    plain = break_even(kernel, toy_platform, Settings(), "S", scale_range=(0.1, 100)).first_gpu_win
    moved = break_even(kernel, toy_platform, Settings(), "S", scale_range=(0.05, 50), fixed={"N": 128}).first_gpu_win
    assert moved.sizes["N"] == pytest.approx(plain.sizes["N"], rel=1e-9)
    assert moved.scale == pytest.approx(plain.scale / 2, rel=1e-9)
