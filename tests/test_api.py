"""The library API, as a scheduler or a notebook would use it."""

import pytest

import advisor
from advisor.core.plans import shared_transfers
from advisor.gpu.descriptor import LogGP
from advisor.link.loggp import transfer_time_s

from .conftest import FIXTURES


def test_recommend_returns_objects_and_a_frame(toy_workload, toy_platform):
    recs = advisor.recommend(toy_workload, toy_platform, datasets=["S", "L"], settings=advisor.Settings(advisor.Weights(time=0.7, energy=0.3)))
    assert len(recs) == 2 * len(toy_workload.kernels)
    assert {r.recommended for r in recs} == {"cpu", "gpu"}
    frame = advisor.to_frame(recs)
    assert len(frame) == len(recs)
    for column in ("kernel", "dataset", "recommended", "cpu_time_s", "gpu_time_s", "gpu_transfer_s", "gpu_launch_s", "robustness"):
        assert column in frame.columns
    gemm_large = frame[(frame.kernel == "matmul") & (frame.dataset == "L")].iloc[0]
    assert gemm_large.recommended == "gpu" and gemm_large.speedup > 1


def test_size_overrides_are_labelled(toy_workload, toy_platform):
    rec = advisor.recommend_kernel(toy_workload, toy_workload.kernels["axpy"], toy_platform, "S", {"N": 5e8})
    assert rec.dataset == "S+N=5e+08" and rec.sizes["N"] == 5e8


def test_shared_dataflow_pays_each_transfer_once(toy_platform):
    pipeline = advisor.load_workload(FIXTURES / "toy-pipeline.yaml")
    n = 1000
    counts = {name: advisor.instantiate(k, k.sizes("S")) for name, k in pipeline.kernels.items()}
    h2d, d2h = shared_transfers(pipeline, counts)
    # A goes in once; M stays on the device for rowsum and comes back once with v.
    assert h2d == [8 * n * n]
    assert sorted(d2h) == [8 * n, 8 * n * n]
    answer = advisor.answer_workload(pipeline, toy_platform, "S")
    plans = answer.plans
    # The fixture's host code copies from malloc memory: the toy link's 0.1 ns/B plus the staging copy, 2 B of host
    # traffic per byte at one core's 10 GB/s = 0.3 ns/B; L and o as the link's, and each copy, synchronous, pays
    # L + o where a back-to-back one would pay g.
    link = toy_platform.gpus[0].link
    pageable = LogGP(link.h2d.L_s, link.h2d.o_s, link.h2d.L_s + link.h2d.o_s, 0.3e-9)
    assert plans["gpu"].transfer_s == pytest.approx(transfer_time_s(h2d, pageable) + transfer_time_s(d2h, pageable))
    # Kernel by kernel, M would cross the link twice more (out of scale, into rowsum).
    assert plans["mixed"].transfer_s == 0 or plans["mixed"].transfer_s > plans["gpu"].transfer_s
    assert answer.costs["cpu"] == 1.0
    assert answer.recommended in plans


def test_a_shared_program_pays_its_first_launch_and_first_copies_once_where_they_happen(toy_platform):
    from dataclasses import replace

    from advisor.core.plans import evaluate_assignment, kernel_options, kernel_units
    from advisor.core.settings import Settings
    from advisor.gpu.descriptor import FirstCopies

    gpu = toy_platform.gpus[0]
    node = replace(toy_platform, gpus=(replace(gpu, launch=replace(gpu.launch, first_s=40e-6),
                                               link=replace(gpu.link, first_copies=FirstCopies(12e-6, 11e-6))),))
    pipeline = advisor.load_workload(FIXTURES / "toy-pipeline.yaml")  # scale (A in, M out), then rowsum (M in, v out)
    kernels = list(pipeline.kernels.values())

    def plan(platform, assignment):
        units = kernel_units(kernels, [kernel_options(k, platform, Settings(), "S") for k in kernels], platform)
        return evaluate_assignment(units, platform, True, assignment)

    for assignment, once in ((("gpu", "gpu"), (12 + 40 + 11) * 1e-6),  # A in, the launch, M and v out: once each
                             (("cpu", "gpu"), (12 + 40 + 11) * 1e-6),   # rowsum, though warm by default, launches first
                             (("gpu", "cpu"), (12 + 40 + 11) * 1e-6)):  # M comes back for rowsum on the CPU
        assert plan(node, assignment).time_s - plan(toy_platform, assignment).time_s == pytest.approx(once, rel=1e-9), assignment
    assert plan(node, ("cpu", "cpu")).time_s == plan(toy_platform, ("cpu", "cpu")).time_s


def test_independent_workload_plans_add_up(toy_workload, toy_platform):
    answer = advisor.answer_workload(toy_workload, toy_platform, "S")
    plans = answer.plans
    recs = advisor.recommend(toy_workload, toy_platform, ["S"])
    assert plans["cpu"].time_s == pytest.approx(sum(r.cpu.time_s for r in recs))
    assert plans["gpu"].time_s == pytest.approx(sum(r.gpu.time_s for r in recs))
    assert plans["mixed"].time_s == pytest.approx(sum(r.gpu.time_s if r.recommended == "gpu" else r.cpu.time_s for r in recs))


def test_learned_corrections_scale_on_chip_time(toy_workload, toy_platform):
    kernel = toy_workload.kernels["matmul"]
    plain = advisor.recommend_kernel(toy_workload, kernel, toy_platform, "L")
    learned = advisor.Settings(corrections={("toy", "matmul", "toy", "cpu"): 2.0})
    corrected = advisor.recommend_kernel(toy_workload, kernel, toy_platform, "L", settings=learned)
    assert corrected.cpu.time_s == pytest.approx(2 * plain.cpu.time_s)
    assert corrected.cpu.model == "roofline*2(learned)" and corrected.gpu.model == "roofline"
