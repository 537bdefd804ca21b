"""How data reaches the GPU, worked out by hand on the toy node (pinned G = 0.1 ns/B, L = 2 us,
o = 3 us, g = 1 us; one CPU core copies at 10 GB/s), and the answers that follow from it."""

import itertools
import json
import math
from dataclasses import replace

import pytest
from click.testing import CliRunner

import advisor
from advisor import catalog
from advisor.cli import cli
from advisor.core.counts import instantiate
from advisor.core.evaluation import evaluate, step_parts
from advisor.core.plans import evaluate_assignment, kernel_options, step_units
from advisor.core.settings import Settings
from advisor.core.stepplan import iterations, plan_steps, repeated_plan
from advisor.cpu.pages import ESTIMATED_FIRST_TOUCH
from advisor.gpu.descriptor import FirstCopies, LogGP
from advisor.link.datamovement import movement
from advisor.platform import load_platform
from advisor.workload import workload_from_data

from .conftest import FIXTURES, REPO

US, NS = 1e-6, 1e-9


def _workload(host=None, kernel_extra=None, n_axpy=1000):
    """axpy (x in, y inout, float64) with the given workload-level and kernel-level host code."""
    kernel = {"params": ["N"], "datasets": {"S": {"N": n_axpy}}, "dtype": "float64",
              "arrays": {"x": {"dims": ["N"], "role": "in"}, "y": {"dims": ["N"], "role": "inout"}},
              "flops": "2*N", "parallelism": "N", **(kernel_extra or {})}
    return workload_from_data({"schema": "advisor-workload/1", "name": "dm", "datasets": ["S"], **(host or {}),
                               "kernels": {"axpy": kernel}}, "dm.yaml")


def _gpu(workload, platform, kernel="axpy"):
    k = workload.kernels[kernel]
    return evaluate(instantiate(k, k.sizes("S")), platform, Settings()).gpus[0]


def test_a_pageable_copy_pays_the_staging_copy_on_top_of_the_link(toy_platform):
    # x and y go in (2 messages, 16000 B), y comes back (1 message, 8000 B).
    pinned = _gpu(_workload({"host_memory": "pinned"}), toy_platform)
    assert pinned.h2d_s == pytest.approx(2 * US + 3 * US + (16000 - 2) * 0.1 * NS + 1 * US, rel=1e-12)
    assert pinned.d2h_s == pytest.approx(2 * US + 3 * US + (8000 - 1) * 0.1 * NS, rel=1e-12)
    # malloc memory (the default): the driver's staging copy adds 2 B of host traffic per byte at 10 GB/s, and
    # each copy is synchronous: the second starts after the first, paying L + o = 5 us again, not g.
    pageable = _gpu(_workload(), toy_platform)
    assert pageable.h2d_s == pytest.approx(2 * (2 * US + 3 * US) + (16000 - 2) * (0.1 + 0.2) * NS, rel=1e-12)
    assert pageable.d2h_s == pytest.approx(2 * US + 3 * US + (8000 - 1) * 0.3 * NS, rel=1e-12)
    assert pageable.compute_s == pinned.compute_s and pageable.time_s > pinned.time_s


def test_a_measured_pageable_link_is_used_as_given(toy_platform):
    measured = LogGP(4 * US, 3 * US, 1 * US, 0.5 * NS)
    link = replace(toy_platform.gpus[0].link, pageable_h2d=measured, pageable_d2h=measured)
    platform = replace(toy_platform, gpus=(replace(toy_platform.gpus[0], link=link),))
    gpu = _gpu(_workload(), platform)
    assert gpu.h2d_s == pytest.approx(4 * US + 3 * US + (16000 - 2) * 0.5 * NS + 1 * US, rel=1e-12)


@pytest.mark.parametrize("platform_name", ["dc-a100", "desktop-gtx1050", "laptop-gt750m", "bsp-tesla-k40"])
def test_pinned_copies_are_never_slower_than_pageable_ones(platform_name):
    platform = catalog.get_platform(platform_name)
    workload = catalog.get_workload("polybench")
    for kernel in workload.kernels.values():
        for dataset in ("MINI", "LARGE"):
            counts = instantiate(kernel, kernel.sizes(dataset))
            pinned = evaluate(replace(counts, host=replace(counts.host, memory="pinned")), platform, Settings()).gpus[0]
            pageable = evaluate(counts, platform, Settings()).gpus[0]
            assert pinned.h2d_s <= pageable.h2d_s and pinned.d2h_s <= pageable.d2h_s and pinned.time_s <= pageable.time_s


def test_overlapped_copies_run_as_a_three_stage_pipeline(toy_platform):
    # N = 1e8: x, y in (1.6 GB, 2 messages), y out (0.8 GB); the copies dominate, so 4 chunks are best.
    gpu = _gpu(_workload({"host_memory": "pinned"}, {"overlap": {"chunks": 4}}, n_axpy=1e8), toy_platform)
    a1 = 2 * US + 3 * US + (0.4e9 - 2) * 0.1 * NS + 1 * US  # first chunk in: eq. 12 for 2 messages of 0.2 GB
    a = a1 - (2 * US + 3 * US - 1 * US)  # later chunks continue the stream: g instead of L + o
    c1 = 2 * US + 3 * US + (0.2e9 - 1) * 0.1 * NS
    base = toy_platform.gpus[0].launch.base_s  # each chunk launches the kernel anew
    b = (gpu.compute_s + gpu.launch_s - base) / 4 + base
    assert a > max(b, c1)
    assert gpu.chunks == 4
    assert gpu.time_s == pytest.approx(a1 + b + c1 + 3 * a, rel=1e-12)
    assert gpu.hidden_s == pytest.approx(gpu.h2d_s + gpu.d2h_s + gpu.compute_s + gpu.launch_s - gpu.time_s, rel=1e-12)


def test_a_fresh_process_pays_its_first_copies_and_launch_once_however_many_chunks(toy_platform):
    from dataclasses import replace


    gpu = toy_platform.gpus[0]
    node = replace(toy_platform, gpus=(replace(gpu, launch=replace(gpu.launch, first_s=40 * US),
                                               link=replace(gpu.link, first_copies=FirstCopies(12 * US, 11 * US))),))
    for n in (1000, 1e8):
        chunked = {"overlap": {"chunks": 16}}
        fresh = _gpu(_workload(None, chunked, n_axpy=n), node)
        warm = _gpu(_workload({"process": "warm"}, chunked, n_axpy=n), node)
        # the first chunk's copies and launch pay them whole: the chunk count the pipeline picks is the same
        assert fresh.chunks == warm.chunks
        assert fresh.time_s - warm.time_s == pytest.approx((12 + 40 + 11) * US, rel=1e-9)


def test_more_overlap_is_never_slower(toy_platform):
    for n in (1e3, 1e5, 1e7, 1e8):
        times = [_gpu(_workload({"host_memory": "pinned"}, {"overlap": {"chunks": k}} if k > 1 else None, n), toy_platform).time_s
                 for k in (1, 2, 3, 8, 64, 1000)]
        assert all(later <= earlier * (1 + 1e-12) for earlier, later in itertools.pairwise(times)), (n, times)
    # Tiny copies: chunking only adds messages, so the best pipeline is no pipeline.
    assert _gpu(_workload({"host_memory": "pinned"}, {"overlap": {"chunks": 64}}), toy_platform).chunks == 1


def _with_link(platform, **fields):
    return replace(platform, gpus=(replace(platform.gpus[0], link=replace(platform.gpus[0].link, **fields)),))


def test_managed_memory_pays_a_fault_per_page_group_on_first_touch(toy_platform):
    platform = _with_link(toy_platform, fault_latency_s=20 * US, fault_bytes=4096)
    managed = _gpu(_workload({"host_memory": "managed"}), platform)
    # 16000 B in: pinned-speed migration plus ceil(16000 / 4096) = 4 faults; 8000 B back: 2 faults.
    assert managed.h2d_s == pytest.approx(2 * US + 3 * US + (16000 - 2) * 0.1 * NS + 1 * US + 4 * 20 * US, rel=1e-12)
    assert managed.d2h_s == pytest.approx(2 * US + 3 * US + (8000 - 1) * 0.1 * NS + 2 * 20 * US, rel=1e-12)
    prefetched = _gpu(_workload({"host_memory": "managed-prefetch"}), platform)
    pinned = _gpu(_workload({"host_memory": "pinned"}), platform)
    assert (prefetched.h2d_s, prefetched.d2h_s) == (pinned.h2d_s, pinned.d2h_s) and prefetched.time_s < managed.time_s


def test_managed_memory_on_a_node_that_does_not_describe_it_is_one_clear_error(toy_platform):
    with pytest.raises(advisor.DescriptorError, match=r"gpus\[0\]\.link\.managed"):
        _gpu(_workload({"host_memory": "managed"}), toy_platform)


def test_on_a_coherent_node_a_mapped_kernel_reads_host_memory_at_the_link_speed(toy_platform):
    platform = _with_link(toy_platform, kind="coherent")
    gpu = _gpu(_workload({"host_memory": "mapped"}, n_axpy=1e8), platform)
    # 2.4 GB of device traffic (x, y read, y written): 1.6 GB read over the link at 0.1 ns/B, 0.8 GB written back.
    assert gpu.dram_bytes == pytest.approx(2.4e9)
    assert gpu.host_access_s == pytest.approx(1.6e9 * 0.1 * NS + 0.8e9 * 0.1 * NS, rel=1e-12)
    assert gpu.transfer_s == 0 and gpu.host_access_s > gpu.compute_s
    assert gpu.time_s == pytest.approx(gpu.launch_s + gpu.host_access_s, rel=1e-12) and gpu.bound == "host memory"


def test_on_a_shared_memory_node_managed_data_does_not_move(toy_platform):
    platform = _with_link(toy_platform, kind="shared")
    gpu = _gpu(_workload({"host_memory": "managed"}, n_axpy=1e8), platform)
    assert (gpu.h2d_s, gpu.d2h_s, gpu.host_access_s) == (0, 0, 0)
    assert gpu.time_s == pytest.approx(gpu.launch_s + gpu.compute_s, rel=1e-12)


def test_an_opencl_cpu_device_pays_host_copies(toy_platform):
    def cpu(implementation=None, y_role="inout"):
        kernel = _workload({"cpu_implementation": implementation} if implementation else None).kernels["axpy"]
        kernel = replace(kernel, arrays={**kernel.arrays, "y": replace(kernel.arrays["y"], role=y_role)})
        return evaluate(instantiate(kernel, {"N": 1e8}), toy_platform, Settings()).cpu

    fault_s = ESTIMATED_FIRST_TOUCH.one_thread_s  # the toy CPU states no first_touch: the estimate, per 4 KiB page
    # 1.6 GB in and 0.8 GB out, each byte read and written by one core at 10 GB/s, and a write fault per page of the
    # runtime's new buffers as the copies in write them.
    copying = cpu({"copies": True})
    assert copying.copy_s == pytest.approx(2 * 2.4e9 / 10e9 + 1.6e9 / 4096 * fault_s, rel=1e-12)
    assert copying.time_s == pytest.approx(cpu().time_s + copying.copy_s, rel=1e-12)
    assert (f"the runtime's copies of the buffers: {copying.copy_s:.3g} s, {0.48:.3g} s of memcpy on one core and "
            f"{1.6e9 / 4096 * fault_s:.3g} s of faults on the 390,625 pages they touch first") in copying.notes
    # A benchmark that repeats reuses its buffers (outputs: touched): the memcpy alone.
    assert cpu({"copies": True, "outputs": "touched"}).copy_s == pytest.approx(2 * 2.4e9 / 10e9, rel=1e-12)
    # y a result only: x's buffer is written by its copy in, y's by the kernel (the on-chip time's first touch), and
    # the copy out writes the host's new y: faults on x's pages and on the host's y, 0.8 GB each.
    result = cpu({"copies": True}, y_role="out")
    assert result.copy_s == pytest.approx(2 * 1.6e9 / 10e9 + 1.6e9 / 4096 * fault_s, rel=1e-12)


def test_a_kernel_larger_than_device_memory_is_not_placed_there(toy_platform):
    # 2 x 8 GiB arrays on a 16 GiB GPU... plus nothing: fits exactly; one element more does not.
    n_fit = 2**30
    assert _gpu(_workload(n_axpy=n_fit), toy_platform).unplaceable is None
    over = _gpu(_workload(n_axpy=n_fit + 1), toy_platform)
    assert over.unplaceable.startswith("its arrays take 16 GiB; the Toy GPU has 16 GiB")
    assert math.isinf(over.time_s) and math.isinf(over.energy_j) and over.bound == "capacity"


def test_an_out_of_core_version_pays_its_extra_passes(toy_platform):
    # A (in, re-read every pass) 4 GiB + X (in) 20 GiB + y 8 B on a 16 GiB GPU: passes = ceil((20 GiB + 8 B) / (16 - 4) GiB) = 2.
    kernel = {"params": ["N"], "datasets": {"S": {"N": 2**29}}, "dtype": "float64",
              "arrays": {"A": {"dims": ["N"], "role": "in"}, "X": {"dims": ["5*N"], "role": "in"}, "y": {"dims": ["1"], "role": "out"}},
              "flops": "N", "parallelism": "N", "out_of_core": {"reread": ["A"]}}
    workload = workload_from_data({"schema": "advisor-workload/1", "name": "ooc", "datasets": ["S"], "host_memory": "pinned",
                                   "kernels": {"sum": kernel}}, "ooc.yaml")
    gpu = _gpu(workload, toy_platform, "sum")
    assert gpu.passes == 2
    h2d_bytes = 24 * 2**30 + 4 * 2**30  # everything once, A once more
    assert gpu.h2d_s == pytest.approx(5 * US + (h2d_bytes - 4) * 0.1 * NS + 3 * US, rel=1e-12)  # 2 arrays x 2 passes


def test_the_240_gb_gemm_is_refused_on_the_a100_with_one_line():
    result = CliRunner().invoke(cli, ["recommend", "polybench", "-k", "gemm", "--size", "NI=100000", "--size", "NJ=100000",
                                      "--size", "NK=100000", "--format", "json"])
    assert result.exit_code == 0, result.output
    row = json.loads(result.stdout)[0]
    assert row["recommended"] == "cpu" and row["gpu"]["time_s"] is None and row["speedup"] is None
    reason = row["gpus_unplaceable"]["NVIDIA A100-SXM4-40GB"]
    assert reason.startswith("its arrays take 224 GiB; the NVIDIA A100-SXM4-40GB has 40 GiB")
    lines = [line for line in result.stderr.splitlines() if "not placed" in line]
    assert lines[0] == f"gemm (LARGE+NI=100000,NJ=100000,NK=100000) not placed on the NVIDIA A100-SXM4-40GB of dc-a100: {reason}"
    # gemm may also be split over the node's eight A100s: still 93 GiB for each.
    assert lines[1].startswith("gemm (LARGE+NI=100000,NJ=100000,NK=100000) not placed on the 8x NVIDIA A100-SXM4-40GB of dc-a100: "
                               "split over 8 GPUs, each share of its arrays takes 93.1 GiB") and len(lines) == 2


def test_a_kernel_goes_to_the_gpu_model_it_fits():
    node = load_platform(FIXTURES / "two-gpu-node.yaml")
    fast, slow = node.gpus
    workload = _workload(n_axpy=3 * 2**28)  # 2 x 6 GiB
    assert _gpu(workload, node).device == fast.model  # fits both: the faster one
    small_fast = replace(node, gpus=(replace(fast, memory_bytes=2 * 2**30), replace(slow, memory_bytes=16 * 2**30)))
    rec = advisor.recommend_kernel(workload, workload.kernels["axpy"], small_fast, "S")
    assert rec.gpus[0].unplaceable and rec.gpus[1].unplaceable is None
    assert rec.gpu.device == slow.model


def test_every_multi_step_program_gives_its_step_parts_in_json():
    result = CliRunner().invoke(cli, ["recommend", str(REPO / "workloads/polybench-gpu.yaml"), "--format", "json"])
    assert result.exit_code == 0, result.output
    workload = advisor.load_workload(REPO / "workloads/polybench-gpu.yaml")
    rows = [r for r in json.loads(result.stdout) if r["scope"] == "kernel"]
    multi = [r for r in rows if len(workload.kernels[r["kernel"]].steps) > 1]
    assert len(multi) >= 9
    for row in multi:
        steps = row["steps"]
        assert [s["name"] for s in steps] == [s.name for s in workload.kernels[row["kernel"]].steps]
        assert sum(s["cpu"]["time_s"] for s in steps) == pytest.approx(row["cpu"]["time_s"], rel=1e-9)
        assert sum(s["gpu"]["compute_s"] for s in steps) == pytest.approx(row["gpu"]["compute_s"], rel=1e-9)
        assert sum(s["gpu"]["launch_s"] for s in steps) == pytest.approx(row["gpu"]["launch_s"], rel=1e-9)


def test_the_per_step_assignment_is_shown_where_it_beats_both_whole_placements():
    # MVT on the GT 630 node, each step timed by its own CPU loop nest: x1 = A y1 walks rows, which the serial
    # CPU code does well and the GPU (a row per thread) does not; x2 = A'y2 walks columns, a column per GPU
    # thread, and the CPU already holds A.
    result = CliRunner().invoke(cli, ["recommend", str(REPO / "workloads/polybench-gpu.yaml"), "-p", "bsp-gt630", "-k", "mvt",
                                      "--per-step", "--format", "json"])
    assert result.exit_code == 0, result.output
    answer = next(r for r in json.loads(result.stdout) if r["scope"] == "steps")
    plans = answer["plans"]
    assert answer["split_wins"] and answer["recommended"] == "per step"
    assert plans["per step"]["assignment"] == {"mvt_kernel1": "cpu", "mvt_kernel2": "gpu"}
    assert plans["per step"]["cost"] < min(plans["all CPU"]["cost"], plans["all GPU"]["cost"])
    assert "beats all-CPU and all-GPU for 1 of 1" in result.stderr
    # Its time is the steps' parts plus the copies between them.
    platform = catalog.get_platform("bsp-gt630")
    workload = advisor.load_workload(REPO / "workloads/polybench-gpu.yaml")
    options = kernel_options(workload.kernels["mvt"], platform, Settings())
    first, second = step_parts(options.counts, options.evaluation, platform)
    # A (64 MiB), y_2 and x2 (16 KiB each) go in as one batch of three for mvt_kernel2; x2 comes back, from malloc
    # memory: the link's G plus 2 B of host traffic per byte at one core's bandwidth.
    link, core_Bps = platform.gpus[0].link, platform.cpu.memory_bandwidth_per_core_Bps
    matrix, vector = 4096 * 4096 * 4, 4096 * 4
    # (each pageable copy synchronous: every one pays L + o)
    into = 3 * (link.h2d.L_s + link.h2d.o_s) + (matrix + 2 * vector - 3) * (link.h2d.G_s_per_byte + 2 / core_Bps)
    back = link.d2h.L_s + link.d2h.o_s + (vector - 1) * (link.d2h.G_s_per_byte + 2 / core_Bps)
    assert plans["per step"]["transfer_s"] == pytest.approx(into + back, rel=1e-12)
    assert plans["per step"]["time_s"] == pytest.approx(first.cpu_time_s + second.gpus[0].time_s + plans["per step"]["transfer_s"], rel=1e-12)


def test_iterated_steps_pay_their_crossings_every_iteration(toy_platform):
    # Two steps in a time loop of T iterations: the closed form equals the plan unrolled T times.
    steps = [{"name": "a", "flops": "N*N", "reads": ["u"], "writes": ["v"], "parallelism": "N*N", "launches": "T"},
             {"name": "b", "flops": "N*N", "reads": ["v"], "writes": ["u"], "parallelism": "N*N", "launches": "T"}]
    workload = workload_from_data({"schema": "advisor-workload/1", "name": "loop", "datasets": ["S"], "kernels": {"stencil": {
        "params": ["N", "T"], "datasets": {"S": {"N": 512, "T": 7}}, "dtype": "float64",
        "arrays": {"u": {"dims": ["N", "N"], "role": "inout"}, "v": {"dims": ["N", "N"], "role": "temp"}}, "steps": steps}}}, "loop.yaml")
    kernel = workload.kernels["stencil"]
    options = kernel_options(kernel, toy_platform, Settings())
    units = step_units(kernel, options, toy_platform)
    assert iterations(options.counts) == 7
    for assignment in (["gpu", "cpu"], ["cpu", "gpu"], ["gpu", "gpu"]):
        closed = repeated_plan(units, toy_platform, assignment, 0, 7)
        per_iteration = [replace(u, cpu_time_s=u.cpu_time_s / 7, cpu_energy_j=u.cpu_energy_j / 7,
                                 gpus=tuple(replace(g, time_s=g.time_s / 7, energy_j=g.energy_j / 7) for g in u.gpus)) for u in units]
        unrolled = evaluate_assignment(per_iteration * 7, toy_platform, True, assignment * 7)
        assert (closed.time_s, closed.energy_j, closed.transfer_s) == pytest.approx(
            (unrolled.time_s, unrolled.energy_j, unrolled.transfer_s), rel=1e-12)
    split = repeated_plan(units, toy_platform, ["gpu", "cpu"], 0, 7)
    assert split.transfer_s > 7 * 2 * 512 * 512 * 8 * 0.1 * NS  # u and v cross every iteration
    answer = plan_steps("loop", kernel, toy_platform, Settings())
    assert answer.costs["per step"] <= min(answer.costs["all CPU"], answer.costs["all GPU"])


def test_host_code_errors_name_the_field():
    with pytest.raises(advisor.DescriptorError, match=r"kernels\.axpy\.overlap: .*mapped makes no copies"):
        _workload({"host_memory": "mapped"}, {"overlap": {"chunks": 4}})
    with pytest.raises(advisor.DescriptorError, match=r"out_of_core\.reread\[0\]: 'z' is not an array"):
        _workload(None, {"out_of_core": {"reread": ["z"]}})
    with pytest.raises(advisor.DescriptorError, match=r"host_memory"):
        _workload({"host_memory": "pinnned"})


def test_movement_is_what_evaluate_charges(toy_platform):
    workload = _workload({"host_memory": "pinned"})
    counts = instantiate(workload.kernels["axpy"], {"N": 1000})
    gpu = evaluate(counts, toy_platform, Settings()).gpus[0]
    moved = movement(counts, toy_platform, 0, gpu.compute_s, gpu.launch_s, gpu.dram_bytes)
    assert (moved.h2d_s, moved.d2h_s) == (gpu.h2d_s, gpu.d2h_s)
    assert gpu.time_s == pytest.approx(gpu.h2d_s + gpu.launch_s + gpu.compute_s + gpu.d2h_s, rel=1e-12)


def _split_node(toy_platform, **link):
    """Four toy GPUs; the CPU reads its memory at 20 GB/s sustained."""
    gpu = toy_platform.gpus[0]
    return replace(toy_platform, gpus=(replace(gpu, count=4, link=replace(gpu.link, **link)),))


def _gemm(n, split=("A", "C")):
    kernel = {"params": ["N"], "datasets": {"S": {"N": n}}, "dtype": "float64",
              "arrays": {"A": {"dims": ["N", "N"], "role": "in"}, "B": {"dims": ["N", "N"], "role": "in"},
                         "C": {"dims": ["N", "N"], "role": "out"}},
              "flops": "2*N**3", "parallelism": "N*N", "multi_gpu": {"split": list(split)}}
    return workload_from_data({"schema": "advisor-workload/1", "name": "mg", "datasets": ["S"], "host_memory": "pinned",
                               "kernels": {"gemm": kernel}}, "mg.yaml")


def test_a_split_kernel_has_one_more_option_on_all_gpus_of_a_model(toy_platform):
    node = _split_node(toy_platform, shared_by=4)
    one, four = evaluate(instantiate(_gemm(4096).kernels["gemm"], {"N": 4096}), node, Settings()).gpus
    assert (one.gpus_used, four.gpus_used, four.device) == (1, 4, "4x Toy GPU")
    # Each GPU gets a quarter of A (32 MiB) and all of B (128 MiB); four GPUs behind one switch share
    # its link: G x 4 = 0.4 ns/B, slower than the host memory's 4 / 20 GB/s = 0.2 ns/B.
    quarter, whole = 8 * 4096**2 / 4, 8 * 4096**2
    assert four.h2d_s == pytest.approx(5 * US + (quarter + whole - 2) * 0.4 * NS + 1 * US, rel=1e-12)
    assert four.d2h_s == pytest.approx(5 * US + (quarter - 1) * 0.4 * NS, rel=1e-12)
    assert four.compute_s == pytest.approx(one.compute_s / 4, rel=1e-9)  # compute-bound, every GPU full


def test_gpus_on_their_own_links_are_held_back_by_host_memory(toy_platform):
    four = evaluate(instantiate(_gemm(4096).kernels["gemm"], {"N": 4096}), _split_node(toy_platform), Settings()).gpus[1]
    quarter, whole = 8 * 4096**2 / 4, 8 * 4096**2
    assert four.h2d_s == pytest.approx(5 * US + (quarter + whole - 2) * 0.2 * NS + 1 * US, rel=1e-12)  # max(0.1, 4 / 20 GB/s)


def test_peer_links_all_gather_the_replicated_arrays(toy_platform):
    peer = LogGP(1 * US, 1 * US, 1 * US, 0.01 * NS)
    four = evaluate(instantiate(_gemm(4096).kernels["gemm"], {"N": 4096}), _split_node(toy_platform, peer=peer), Settings()).gpus[1]
    quarter, whole = 8 * 4096**2 / 4, 8 * 4096**2
    scatter = 5 * US + (quarter + whole / 4 - 2) * 0.2 * NS + 1 * US  # A and B each a quarter per GPU over the host link
    gather = 2 * US + (whole * 3 / 4 - 1) * 0.01 * NS  # the rest of B from the other three GPUs
    assert four.h2d_s == pytest.approx(scatter + gather, rel=1e-12)


def test_a_split_kernel_fits_where_one_gpu_could_not_hold_it(toy_platform):
    # N = 32768: A, B, C of 8 GiB each; one 16 GiB GPU cannot hold 24 GiB, each of four holds 2 + 8 + 2.
    node = _split_node(toy_platform)
    one, four = evaluate(instantiate(_gemm(32768).kernels["gemm"], {"N": 32768}), node, Settings()).gpus
    assert one.unplaceable and four.unplaceable is None
    rec = advisor.recommend_kernel(_gemm(32768), _gemm(32768).kernels["gemm"], node, "S")
    assert rec.recommended == "gpu" and rec.gpu.gpus_used == 4


def test_an_unsplit_output_is_refused():
    with pytest.raises(advisor.DescriptorError, match=r"multi_gpu\.split: must include every output \(C\)"):
        _gemm(64, split=("A",))


def test_host_memory_option_prices_the_program_as_if_it_used_that_memory():
    def gpu(*extra):
        result = CliRunner().invoke(cli, ["recommend", "polybench", "-k", "gemm", "-p", "mi300a", "--format", "json", *extra])
        assert result.exit_code == 0, result.output
        return json.loads(result.stdout)[0]["gpu"]

    copies, shared = gpu(), gpu("--host-memory", "managed")
    assert copies["transfer_s"] > 0 and shared["transfer_s"] == 0  # one memory: nothing moves
    assert shared["compute_s"] == copies["compute_s"] and shared["time_s"] < copies["time_s"]
    result = CliRunner().invoke(cli, ["recommend", "polybench", "--host-memory", "paged"])
    assert result.exit_code == 2 and "--host-memory" in result.stderr


def test_a_faster_link_in_a_what_if_also_speeds_up_measured_pageable_copies():
    from advisor.tradeoff.whatif import scale_link

    gh200 = catalog.get_platform("gh200")
    faster = scale_link(gh200, 2.0).gpus[0].link
    assert faster.pageable_h2d.G_s_per_byte == pytest.approx(gh200.gpus[0].link.pageable_h2d.G_s_per_byte / 2)
    assert faster.h2d.G_s_per_byte == pytest.approx(gh200.gpus[0].link.h2d.G_s_per_byte / 2)


def _with_pages(platform, fresh, **pageable):
    link = replace(platform.gpus[0].link, fresh_pages=fresh, **pageable)
    return replace(platform, gpus=(replace(platform.gpus[0], link=link),))


def _out_kernel(host_pages=None):
    """b = 2 a (a in, b out, float32, N = 2**20: 4 MiB each, 1024 pages of 4 KiB)."""
    extra = {"host_pages": host_pages} if host_pages else {}
    kernel = {"params": ["N"], "datasets": {"S": {"N": 2**20}}, "dtype": "float32",
              "arrays": {"a": {"dims": ["N"], "role": "in", **extra}, "b": {"dims": ["N"], "role": "out"}},
              "flops": "N", "parallelism": "N"}
    return workload_from_data({"schema": "advisor-workload/1", "name": "dm", "datasets": ["S"], "kernels": {"scale": kernel}}, "dm.yaml")


def test_a_fresh_page_device_to_host_copy_pays_a_write_fault_per_page(toy_platform):
    from advisor.gpu.descriptor import FreshPages

    platform = _with_pages(toy_platform, FreshPages(h2d_s=0.9 * US, d2h_s=2.5 * US, page_bytes=4096),
                           pageable_d2h=LogGP(100 * US, 1.5 * US, 101.5 * US, 71e-12))
    gpu = _gpu(_out_kernel(), platform, "scale")
    # b comes back into a new array: LogGP from written pages plus 4 MiB / 4 KiB = 1024 faults of 2.5 us.
    assert gpu.d2h_s == pytest.approx(100 * US + 1.5 * US + (2**22 - 1) * 71e-12 + 1024 * 2.5 * US, rel=1e-12)
    # a was written by the host: its copy in is the toy link's staging copy alone (G 0.1 + 2 / 10 GB/s = 0.3 ns/B).
    assert gpu.h2d_s == pytest.approx(2 * US + 3 * US + (2**22 - 1) * 0.3 * NS, rel=1e-12)
    # The same arrays with every page written before the copy (a program that reuses its buffers): no faults.
    touched = _gpu(_out_kernel().with_host_memory("pageable-touched"), platform, "scale")
    assert gpu.d2h_s - touched.d2h_s == pytest.approx(1024 * 2.5 * US, rel=1e-9)


def test_a_touched_host_to_device_copy_takes_the_latency_of_its_size_and_the_rate_of_memory(toy_platform):
    from advisor.gpu.descriptor import FreshPages

    # A sweep's fit: copies under 16 MiB of buffers just written (in the host's caches) run at 65 ps/B, longer ones
    # (read from memory) at 129 ps/B.
    long = LogGP(0.0, 0.0, 0.0, 129e-12, below_bytes=16 * 2**20, below=LogGP(3.3 * US, 1.4 * US, 4.8 * US, 65e-12))
    platform = _with_pages(toy_platform, FreshPages(0.9 * US, 2.5 * US), pageable_h2d=long)
    # The program's 4 MiB input, written long before its copy: the short-copy latency L + o, memory's 129 ps/B.
    assert _gpu(_out_kernel(), platform, "scale").h2d_s == pytest.approx(3.3 * US + 1.4 * US + (2**22 - 1) * 129e-12, rel=1e-12)
    # The same array never written by the host (host_pages: fresh): the staging reads the zero page (cached, the
    # segment's own 65 ps/B), and 1024 read faults of 0.9 us on top.
    fresh = _gpu(_out_kernel("fresh"), platform, "scale")
    assert fresh.h2d_s == pytest.approx(3.3 * US + 1.4 * US + (2**22 - 1) * 65e-12 + 1024 * 0.9 * US, rel=1e-12)
    assert [(c.array, c.direction, c.fresh) for c, _ in fresh.copies] == [("a", "h2d", True), ("b", "d2h", True)]
    assert sum(seconds for _, seconds in fresh.copies) == pytest.approx(fresh.transfer_s, rel=1e-12)


def test_a_fresh_process_pays_its_first_pageable_copy_in_each_direction_once(toy_platform):

    node = _with_pages(toy_platform, None, first_copies=FirstCopies(h2d_s=12 * US, d2h_s=11 * US))
    warm_node = _with_pages(toy_platform, None)
    fresh, warm = _gpu(_workload(), node), _gpu(_workload({"process": "warm"}), node)
    # x and y go in (two copies: the first pays 12 us more), y comes back (its one copy pays 11 us more).
    assert fresh.h2d_s - warm.h2d_s == pytest.approx(12 * US, rel=1e-9)
    assert fresh.d2h_s - warm.d2h_s == pytest.approx(11 * US, rel=1e-9)
    assert [round((t - w) / US, 6) for (_, t), (_, w) in zip(fresh.copies, warm.copies)] == [12.0, 0.0, 11.0]
    # A warm process on a node that states nothing pays the same; pinned copies have no staging to set up.
    assert _gpu(_workload({"process": "warm"}), warm_node).transfer_s == pytest.approx(warm.transfer_s, rel=1e-12)
    pinned = {"host_memory": "pinned"}
    assert _gpu(_workload(pinned), node).transfer_s == pytest.approx(_gpu(_workload(pinned), warm_node).transfer_s, rel=1e-12)
    # Without the figure the answer says what it priced as a later copy.
    assert any("first copies priced as later ones" in n for n in _gpu(_workload(), warm_node).notes)
    assert not any("first copies" in n for n in fresh.notes + warm.notes)


def test_without_a_measured_fault_cost_the_cpus_first_touch_prices_fresh_pages(toy_platform):
    from advisor.cpu.pages import ESTIMATED_FAULT_S, ESTIMATED_READ_FAULT_S
    from advisor.link.datamovement import fresh_page_costs

    pages = fresh_page_costs(toy_platform, toy_platform.gpus[0])
    assert (pages.d2h_s, pages.h2d_s, pages.page_bytes) == (ESTIMATED_FAULT_S, ESTIMATED_READ_FAULT_S, 4096)


@pytest.mark.parametrize("host_pages, why", [("{h2d: stale}", "is not one of touched, fresh"), ("fresh", "never crosses")])
def test_host_pages_the_advisor_cannot_honour_are_refused(host_pages, why):
    import yaml

    from advisor.errors import DescriptorError

    kernel = {"params": ["N"], "datasets": {"S": {"N": 8}}, "flops": "N", "dtype": "float32",
              "arrays": {"t": {"dims": ["N"], "role": "temp" if why == "never crosses" else "in", "host_pages": yaml.safe_load(host_pages)}}}
    with pytest.raises(DescriptorError, match=why):
        workload_from_data({"schema": "advisor-workload/1", "name": "dm", "datasets": ["S"], "kernels": {"k": kernel}}, "dm.yaml")


def test_a_raw_tasks_results_land_in_fresh_pages_unless_it_says_otherwise():
    from advisor.scheduler.task import task_from_mapping

    raw = {"flops": 1e9, "dram_bytes": 1e8, "h2d_bytes": 4e6, "d2h_bytes": 4e6}
    assert task_from_mapping(raw).counts().d2h_fresh_bytes == 4e6
    assert task_from_mapping({**raw, "d2h_fresh_bytes": 1e6}).counts().d2h_fresh_bytes == 1e6
    assert task_from_mapping({**raw, "host_memory": "pageable-touched"}).counts().d2h_fresh_bytes == 0.0


def test_a_fresh_program_split_by_steps_pays_its_first_launch_and_copies_once(toy_platform):
    # Two steps of one program (a: u in, v on the device; b: v in, u out), placed step by step on a node whose
    # process pays 40 us more for its first launch and 12 / 11 us more for its first copy in / out.
    steps = [{"name": "a", "flops": "N*N", "reads": ["u"], "writes": ["v"], "parallelism": "N*N"},
             {"name": "b", "flops": "N*N", "reads": ["v"], "writes": ["u"], "parallelism": "N*N"}]
    workload = workload_from_data({"schema": "advisor-workload/1", "name": "two", "datasets": ["S"], "kernels": {"k": {
        "params": ["N"], "datasets": {"S": {"N": 256}}, "dtype": "float64",
        "arrays": {"u": {"dims": ["N", "N"], "role": "inout"}, "v": {"dims": ["N", "N"], "role": "temp"}}, "steps": steps}}}, "two.yaml")
    kernel = workload.kernels["k"]
    gpu = toy_platform.gpus[0]
    node = replace(toy_platform, gpus=(replace(gpu, launch=replace(gpu.launch, first_s=40e-6),
                                               link=replace(gpu.link, first_copies=FirstCopies(12e-6, 11e-6))),))

    def plan(platform, assignment):
        return evaluate_assignment(step_units(kernel, kernel_options(kernel, platform, Settings()), platform), platform, True, assignment)

    for assignment in (("gpu", "gpu"), ("cpu", "gpu"), ("gpu", "cpu")):
        # every plan with a GPU step launches once and copies each way at least once: each first cost, once
        assert plan(node, assignment).time_s - plan(toy_platform, assignment).time_s == pytest.approx((12 + 40 + 11) * 1e-6, rel=1e-9), assignment
    assert plan(node, ("cpu", "cpu")).time_s == plan(toy_platform, ("cpu", "cpu")).time_s
