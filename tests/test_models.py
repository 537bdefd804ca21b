"""Each model against values worked out by hand on the toy platform (tests/fixtures)."""

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from advisor.core.cost import Weights, normalized_cost, raw_cost
from advisor.core.counts import instantiate
from advisor.core.evaluation import evaluate
from advisor.core.recommend import recommend_kernel
from advisor.core.settings import Settings
from advisor.cpu.time import cpu_signature_time
from advisor.energy.epi import EpiEnergy
from advisor.energy.tdp import TdpEnergy
from advisor.gpu.descriptor import LogGP
from advisor.gpu.launch import launch_time_s
from advisor.gpu.roofline import gpu_roofline_time
from advisor.link.loggp import round_trip_overhead_s, transfer_time_s
from advisor.onchip import roofline_time


def counts_of(workload, kernel, dataset):
    k = workload.kernels[kernel]
    return instantiate(k, k.sizes(dataset))


def test_roofline_takes_the_slower_of_compute_and_memory():
    compute_bound = roofline_time({"fp64": 64e9}, 1e9, {"fp64": 64e9}, 20e9)
    assert compute_bound.time_s == 1.0 and compute_bound.bound == "compute"
    memory_bound = roofline_time({"fp64": 1e9}, 40e9, {"fp64": 64e9}, 20e9)
    assert memory_bound.time_s == 2.0 and memory_bound.bound == "memory"
    assert memory_bound.arithmetic_intensity == pytest.approx(1 / 40)


def test_roofline_adds_time_of_mixed_precisions_and_handles_zero_flops():
    mixed = roofline_time({"fp64": 1e9, "fp32": 2e9}, 0.0, {"fp64": 1e9, "fp32": 2e9}, 1e9)
    assert mixed.time_s == 2.0
    copy = roofline_time({"fp64": 0.0}, 10e9, {"fp64": 1e9}, 10e9)
    assert copy.time_s == 1.0 and copy.bound == "memory"


def test_cpu_roofline_by_hand(toy_workload, toy_platform):
    # axpy S: 2000 FLOP, 24000 B (x read, y read + written); 4 cores x 2 GHz x 8 = 64 GFLOP/s, 20 GB/s.
    chip = cpu_signature_time(counts_of(toy_workload, "axpy", "S"), toy_platform)
    assert chip.steps[0].compute_time_s == pytest.approx(2000 / 64e9)
    assert chip.time_s == pytest.approx(24000 / 20e9)
    assert chip.bound == "memory" and chip.cores_used == 4


def test_serial_scalar_cpu_code_uses_one_core_at_boost_without_simd(toy_workload, toy_platform):
    # 1 core x 3 GHz x 8 FLOP/cycle / 4 lanes = 6 GFLOP/s; 10 GB/s per core.
    chip = cpu_signature_time(counts_of(toy_workload, "serial", "S"), toy_platform)
    assert chip.cores_used == 1
    assert chip.compute_time_s == pytest.approx(2000 / 6e9)
    assert chip.time_s == pytest.approx(16000 / 10e9)


def test_multithreaded_cpu_code_pays_a_parallel_region_per_launch(toy_workload, toy_platform):
    # serial (1 thread) pays nothing; axpy on 4 cores pays once per launch.
    synced = dataclasses.replace(toy_platform, cpu=dataclasses.replace(toy_platform.cpu, parallel_region_overhead_s=2e-6))
    axpy = cpu_signature_time(counts_of(toy_workload, "axpy", "S"), synced)
    assert axpy.time_s == pytest.approx(24000 / 20e9 + 2e-6) and axpy.sync_time_s == pytest.approx(2e-6)
    assert axpy.bound == "launch"
    serial = cpu_signature_time(counts_of(toy_workload, "serial", "S"), synced)
    assert serial.sync_time_s == 0 and serial.time_s == pytest.approx(1.6e-6)


def test_rereads_ramp_with_the_share_of_the_working_set_that_misses(toy_workload, toy_platform):
    counts = counts_of(toy_workload, "matmul", "L")
    n = 4096
    working_set = 8 * n * n
    expected = 3 * 8 * n * n + 8 * n * n * (n - 1) * (1 - 8 * 2**20 / working_set)
    assert counts.dram_traffic_bytes(8 * 2**20) == pytest.approx(expected)
    small = counts_of(toy_workload, "matmul", "S")  # 32 KiB working set fits: compulsory only
    assert small.dram_traffic_bytes(8 * 2**20) == 3 * 8 * 64 * 64


def test_gpu_roofline_is_capped_by_parallelism_and_littles_law(toy_workload, toy_platform):
    # axpy S: 1000 threads fill the 640 lanes; bandwidth = min(200 GB/s, 1000 x 8 B / 500 ns = 16 GB/s).
    chip = gpu_roofline_time(counts_of(toy_workload, "axpy", "S"), toy_platform, 0)
    assert chip.time_s == pytest.approx(24000 / 16e9)
    # serial: 1 thread of 640 lanes -> 1 GFLOP/s; 8 B / 500 ns = 16 MB/s.
    serial = gpu_roofline_time(counts_of(toy_workload, "serial", "S"), toy_platform, 0)
    assert serial.compute_time_s == pytest.approx(2000 / (640e9 / 640))
    assert serial.memory_time_s == pytest.approx(16000 / 16e6)


def test_loggp_one_direction_by_hand():
    link = LogGP(L_s=2e-6, o_s=3e-6, g_s=1e-6, G_s_per_byte=0.1e-9)
    assert transfer_time_s([], link) == 0.0
    assert transfer_time_s([1], link) == pytest.approx(5e-6)
    # L + o + (8000-1 + 8000-1) G + (2-1) g
    assert transfer_time_s([8000, 8000], link) == pytest.approx(5e-6 + 15998 * 0.1e-9 + 1e-6)


@given(
    st.lists(st.integers(1, 10**9), min_size=1, max_size=8),
    st.lists(st.integers(1, 10**9), min_size=1, max_size=8),
)
def test_loggp_sum_equals_the_papers_closed_form_with_the_corrected_overhead(h2d, d2h):
    cg = LogGP(L_s=2e-6, o_s=3e-6, g_s=1.5e-6, G_s_per_byte=0.08e-9)
    gc = LogGP(L_s=1e-6, o_s=4e-6, g_s=0.5e-6, G_s_per_byte=0.09e-9)
    total = transfer_time_s(h2d, cg) + transfer_time_s(d2h, gc)
    eq16 = (gc.G_s_per_byte * sum(d2h) + cg.G_s_per_byte * sum(h2d) + len(h2d) * (cg.g_s - cg.G_s_per_byte)
            + len(d2h) * (gc.g_s - gc.G_s_per_byte) + round_trip_overhead_s(cg, gc))
    assert total == pytest.approx(eq16, rel=1e-9)


def test_launch_overhead_is_per_launch_and_linear_in_threads(toy_workload, toy_platform):
    launch = toy_platform.gpus[0].launch
    assert launch_time_s(counts_of(toy_workload, "axpy", "S"), launch) == pytest.approx(5e-6 + 1000 * 1e-12)
    assert launch_time_s(counts_of(toy_workload, "serial", "S"), launch) == pytest.approx(1000 * (5e-6 + 1e-12))


def _with_first_launch(platform, first_s):
    from dataclasses import replace

    gpu = platform.gpus[0]
    return replace(platform, gpus=(replace(gpu, launch=replace(gpu.launch, first_s=first_s)),))


def test_a_fresh_process_pays_the_first_launch_once_on_its_first_step(toy_workload, toy_platform):
    from dataclasses import replace

    from advisor.core.evaluation import evaluate, step_parts
    from advisor.core.settings import Settings

    node = _with_first_launch(toy_platform, 40e-6)  # a calibrated node: a first launch costs 40 us more than a warm one
    counts = counts_of(toy_workload, "axpy", "S")
    # A program in a new process (the default): one launch of 5 us + 1000 threads x 1 ps, and the first launch's 40 us.
    assert launch_time_s(counts, node.gpus[0].launch) == pytest.approx(40e-6 + 5e-6 + 1000 * 1e-12)
    # serial launches 1000 times: the first of them alone pays it.
    assert launch_time_s(counts_of(toy_workload, "serial", "S"), node.gpus[0].launch) == pytest.approx(40e-6 + 1000 * (5e-6 + 1e-12))
    # In a process that has run its kernels before (process: warm) every launch is a warm one.
    warm = replace(counts, host=replace(counts.host, process="warm"))
    assert launch_time_s(warm, node.gpus[0].launch) == pytest.approx(5e-6 + 1000 * 1e-12)
    option = evaluate(counts, node, Settings()).gpus[0]
    assert option.launch_s == pytest.approx(45e-6 + 1e-9) and not any("first launch" in n for n in option.notes)
    assert step_parts(counts, evaluate(counts, node, Settings()), node)[0].gpus[0].launch_s == pytest.approx(option.launch_s)


def test_a_descriptor_without_a_first_launch_cost_prices_it_warm_and_says_so(toy_workload, toy_platform):
    from advisor.core.evaluation import evaluate
    from advisor.core.settings import Settings

    option = evaluate(counts_of(toy_workload, "axpy", "S"), toy_platform, Settings()).gpus[0]
    assert option.launch_s == pytest.approx(5e-6 + 1000 * 1e-12)
    assert any("first launch priced as a warm one" in note and "launch_overhead.first" in note for note in option.notes)


def test_the_kernels_of_a_shared_dataflow_after_the_first_run_in_its_process():
    from advisor.workload import workload_from_data

    kernel = {"params": ["N"], "datasets": {"S": {"N": 8}}, "dtype": "float32",
              "arrays": {"x": {"dims": ["N"], "role": "inout"}}, "flops": "N", "parallelism": "N"}
    data = {"schema": "advisor-workload/1", "name": "chain", "datasets": ["S"], "dataflow": "shared",
            "kernels": {"first": kernel, "second": kernel, "third": {**kernel, "process": "fresh"}}}
    kernels = workload_from_data(data, "chain.yaml").kernels
    assert [k.host.process for k in kernels.values()] == ["fresh", "warm", "fresh"]
    independent = workload_from_data({**data, "dataflow": "independent", "process": "warm"}, "chain.yaml").kernels
    assert {k.host.process for k in independent.values()} == {"warm", "fresh"}  # the workload's default, the kernel's own


def test_tdp_energy_by_hand(toy_workload, toy_platform):
    # idle = node 10 + CPU 20 + GPU 30 = 60 W; CPU busy = 60 + 0.6 x 100 W; GPU busy = 60 + 0.6 x 200 W.
    assert toy_platform.idle_power_w == 60
    counts = counts_of(toy_workload, "axpy", "S")
    cpu = cpu_signature_time(counts, toy_platform)
    assert TdpEnergy().cpu_energy_j(toy_platform, cpu) == pytest.approx(1.2e-6 * 120)
    gpu = gpu_roofline_time(counts, toy_platform, 0)
    idle = 10e-6
    assert TdpEnergy().gpu_energy_j(toy_platform, toy_platform.gpus[0], gpu, idle) == pytest.approx(idle * 60 + 1.5e-6 * 180)
    # A serial code is charged one core's share of the dynamic power: 60 + 0.6 x 100 / 4 = 75 W.
    serial = cpu_signature_time(counts_of(toy_workload, "serial", "S"), toy_platform)
    assert TdpEnergy().cpu_energy_j(toy_platform, serial) == pytest.approx(1.6e-6 * 75)


def test_epi_energy_by_hand(toy_workload, toy_platform):
    counts = counts_of(toy_workload, "axpy", "S")
    cpu = cpu_signature_time(counts, toy_platform)
    assert EpiEnergy().cpu_energy_j(toy_platform, cpu) == pytest.approx(1.2e-6 * 60 + 2000 * 100e-12 + 24000 * 200e-12)


def test_whole_gpu_option_by_hand(toy_workload, toy_platform):
    # with the cost-model paper's tdp energy model: a busy device draws idle + 0.6 x TDP, a waiting one its idle
    rec = recommend_kernel("toy", toy_workload.kernels["axpy"], toy_platform, "S", settings=Settings(energy_model="tdp"))
    # pageable copies (the default): G = 0.1 ns/B pinned + 2 B of staging copy at one core's 10 GB/s = 0.3 ns/B;
    # x and y go in by two synchronous copies, each paying L + o = 5 us
    h2d = 2 * 5e-6 + 15998 * 0.3e-9
    d2h = 5e-6 + 7999 * 0.3e-9
    launch = 5e-6 + 1000e-12
    assert rec.gpu.h2d_s == pytest.approx(h2d) and rec.gpu.d2h_s == pytest.approx(d2h)
    assert rec.gpu.time_s == pytest.approx(h2d + d2h + launch + 1.5e-6)
    energy_gpu = (h2d + d2h + launch) * 60 + 1.5e-6 * 180
    expected_cost = 0.5 * rec.gpu.time_s / 1.2e-6 + 0.5 * energy_gpu / (1.2e-6 * 120)
    assert rec.gpu_cost == pytest.approx(expected_cost)
    assert rec.cpu_cost == 1.0
    assert rec.recommended == "cpu"
    assert rec.robustness == pytest.approx(expected_cost)
    assert rec.speedup == pytest.approx(1.2e-6 / rec.gpu.time_s)
    assert rec.bound == "memory"  # the CPU's bound, since the CPU is chosen
    assert rec.gpu.bound == "transfer"


def test_large_matmul_goes_to_the_gpu_and_serial_recurrence_stays(toy_workload, toy_platform):
    assert recommend_kernel("toy", toy_workload.kernels["matmul"], toy_platform, "L").recommended == "gpu"
    serial = recommend_kernel("toy", toy_workload.kernels["serial"], toy_platform, "L")
    assert serial.recommended == "cpu" and serial.gpu.bound in ("memory", "launch")


def test_weights_parse_and_validate():
    assert Weights.parse("time=0.7,energy=0.3") == Weights(0.7, 0.3)
    assert Weights.parse("time=1") == Weights(1.0, 0.0)
    assert Weights.parse("energy=0.25") == Weights(0.75, 0.25)
    for bad in ("time=0.7,energy=0.7", "time=-1", "speed=1", "time=abc", ""):
        with pytest.raises(ValueError):
            Weights.parse(bad)


def test_raw_cost_is_the_papers_weighted_sum():
    assert raw_cost(2.0, 100.0, Weights(0.7, 0.3), 1.0, 1.0) == pytest.approx(0.7 * 2 + 0.3 * 100)
    assert normalized_cost(2.0, 100.0, Weights(0.7, 0.3), 4.0, 50.0) == pytest.approx(0.7 * 0.5 + 0.3 * 2)


# --- monotonicity -----------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(st.floats(1e3, 1e12), st.floats(1.0, 100.0), st.floats(0.0, 1e12))
def test_more_bytes_never_take_less_time(toy_bytes, factor, flops):
    peaks, bandwidth = {"fp64": 1e11}, 1e10
    base = roofline_time({"fp64": flops}, toy_bytes, peaks, bandwidth).time_s
    assert roofline_time({"fp64": flops}, toy_bytes * factor, peaks, bandwidth).time_s >= base


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(1.0, 1e10), min_size=1, max_size=6), st.floats(1.0, 50.0))
def test_a_faster_link_is_never_slower(messages, speedup):
    slow = LogGP(L_s=2e-6, o_s=3e-6, g_s=1e-6, G_s_per_byte=1e-10)
    fast = dataclasses.replace(slow, G_s_per_byte=slow.G_s_per_byte / speedup)
    assert transfer_time_s(messages, fast) <= transfer_time_s(messages, slow)


def test_faster_link_never_slows_the_gpu_option(toy_workload, toy_platform):
    gpu = toy_platform.gpus[0]
    faster_link = dataclasses.replace(gpu.link, h2d=dataclasses.replace(gpu.link.h2d, G_s_per_byte=1e-12),
                                      d2h=dataclasses.replace(gpu.link.d2h, G_s_per_byte=1e-12))
    faster = dataclasses.replace(toy_platform, gpus=(dataclasses.replace(gpu, link=faster_link),))
    for kernel in toy_workload.kernels:
        for dataset in toy_workload.datasets:
            counts = counts_of(toy_workload, kernel, dataset)
            _, slow_option = evaluate(counts, toy_platform, Settings()).options
            _, fast_option = evaluate(counts, faster, Settings()).options
            assert fast_option.time_s <= slow_option.time_s


def test_zero_energy_weight_reproduces_the_pure_time_comparison(toy_workload, toy_platform):
    time_only = Settings(Weights(time=1.0, energy=0.0))
    for kernel in toy_workload.kernels.values():
        for dataset in toy_workload.datasets:
            rec = recommend_kernel("toy", kernel, toy_platform, dataset, settings=time_only)
            assert rec.recommended == ("gpu" if rec.gpu.time_s < rec.cpu.time_s else "cpu")
            raw = recommend_kernel("toy", kernel, toy_platform, dataset, settings=Settings(Weights(1.0, 0.0), cost_model="raw"))
            assert raw.recommended == rec.recommended
