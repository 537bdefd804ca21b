"""What-if platform edits: what scales with clock, power cap and link, and what stays."""

import pytest

from advisor.core.counts import instantiate
from advisor.core.evaluation import evaluate
from advisor.core.settings import Settings
from advisor.cpu.time import cpu_signature_time
from advisor.gpu.roofline import gpu_roofline_time
from advisor.link.loggp import transfer_time_s
from advisor.tradeoff.whatif import (
    cap_cpu_power,
    cap_gpu_power,
    scale_cpu_clock,
    scale_gpu_clock,
    scale_link,
    what_if,
)


def _counts(workload, name, dataset):
    kernel = workload.kernels[name]
    return instantiate(kernel, kernel.sizes(dataset))


def test_gpu_clock_scales_compute_not_memory(toy_workload, toy_platform):
    fast = scale_gpu_clock(toy_platform, 2.0)
    gpu, base = fast.gpus[0], toy_platform.gpus[0]
    assert gpu.peak_flops("fp64") == 2 * base.peak_flops("fp64") and gpu.boost_clock_hz == 2 * base.boost_clock_hz
    assert gpu.memory_bandwidth_sustained_Bps == base.memory_bandwidth_sustained_Bps
    assert gpu.tdp_w == pytest.approx(8 * base.tdp_w)  # P ~ f^3 by default
    # axpy is memory bound on the GPU: no change; the compute part of matmul halves.
    axpy = _counts(toy_workload, "axpy", "L")
    assert gpu_roofline_time(axpy, fast, 0).time_s == pytest.approx(gpu_roofline_time(axpy, toy_platform, 0).time_s)
    matmul = _counts(toy_workload, "matmul", "S")
    assert gpu_roofline_time(matmul, fast, 0).compute_time_s == pytest.approx(gpu_roofline_time(matmul, toy_platform, 0).compute_time_s / 2)


def test_cpu_clock_scales_the_roof_and_power(toy_workload, toy_platform):
    slow = scale_cpu_clock(toy_platform, 0.5, power_exponent=1.0)
    assert slow.cpu.peak_flops("fp64") == pytest.approx(toy_platform.cpu.peak_flops("fp64") / 2)
    assert slow.cpu.tdp_w == pytest.approx(toy_platform.cpu.tdp_w / 2)
    matmul = _counts(toy_workload, "matmul", "S")
    assert cpu_signature_time(matmul, slow).compute_time_s == pytest.approx(2 * cpu_signature_time(matmul, toy_platform).compute_time_s)


def test_power_cap_throttles_proportionally(toy_workload, toy_platform):
    # Busy draw above idle = 0.6 x 200 W = 120 W; a cap of 0.3 x TDP = 60 W halves the GPU.
    capped = cap_gpu_power(toy_platform, 0.3, tdp_factor=0.6)
    assert capped.gpus[0].peak_flops("fp64") == pytest.approx(toy_platform.gpus[0].peak_flops("fp64") / 2)
    assert 0.6 * capped.gpus[0].tdp_w == pytest.approx(60.0)
    assert cap_gpu_power(toy_platform, 0.6, 0.6) == toy_platform  # at or above the draw: nothing changes
    assert cap_cpu_power(toy_platform, 1.0, 0.6) == toy_platform
    matmul = _counts(toy_workload, "matmul", "S")
    assert gpu_roofline_time(matmul, capped, 0).compute_time_s == pytest.approx(2 * gpu_roofline_time(matmul, toy_platform, 0).compute_time_s)
    assert gpu_roofline_time(matmul, capped, 0).memory_time_s == pytest.approx(gpu_roofline_time(matmul, toy_platform, 0).memory_time_s)


def test_link_scaling_divides_the_per_byte_gap(toy_platform):
    fast = scale_link(toy_platform, 4.0)
    base, new = toy_platform.gpus[0].link.h2d, fast.gpus[0].link.h2d
    assert new.G_s_per_byte == pytest.approx(base.G_s_per_byte / 4) and (new.L_s, new.o_s, new.g_s) == (base.L_s, base.o_s, base.g_s)
    size = 1e9
    assert transfer_time_s([size], new) - new.L_s - new.o_s == pytest.approx((transfer_time_s([size], base) - base.L_s - base.o_s) / 4)


def test_what_if_rows_cover_factors_and_kernels(toy_workload, toy_platform):
    kernels = toy_workload.selected()
    rows = what_if(kernels, toy_platform, Settings(), "link", (0.5, 1.0, 2.0), "L")
    assert len(rows) == 3 * len(kernels)
    at_one = {r.kernel: r for r in rows if r.factor == 1.0}
    for kernel in kernels:
        cpu, gpu = evaluate(instantiate(kernel, kernel.sizes("L")), toy_platform, Settings()).options
        assert at_one[kernel.name].gpu_time_s == pytest.approx(gpu.time_s) and at_one[kernel.name].cpu_time_s == pytest.approx(cpu.time_s)
    # A faster link never makes the GPU slower.
    for name in at_one:
        times = [r.gpu_time_s for r in sorted((r for r in rows if r.kernel == name), key=lambda r: r.factor)]
        assert times == sorted(times, reverse=True)
