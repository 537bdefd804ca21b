"""Pareto front of placements: brute force with an independent transfer simulator."""

import itertools
from dataclasses import replace

import pytest

from advisor.core.counts import instantiate
from advisor.core.evaluation import evaluate
from advisor.core.plans import enumerate_plans, evaluate_assignment, kernel_options, kernel_units, pareto_front, pareto_plans
from advisor.core.settings import Settings
from advisor.core.whole import answer_workload
from advisor.link.loggp import transfer_time_s
from advisor.workload import workload_from_data

# the cost-model paper's energy model: a busy device draws idle + 0.6 x TDP, so a hotter TDP makes energy weigh
# (the "hot" platforms below) and the hand formulas are its own
TDP = "tdp"


def _kernel(arrays, flops, parallelism="N*N", **extra):
    return {"params": ["N"], "datasets": {"S": {"N": 256}, "M": {"N": 1024}}, "dtype": "float64",
            "arrays": {name: {"dims": ["N", "N"] if big else ["N"], "role": role} for name, (role, big) in arrays.items()},
            "flops": flops, "parallelism": parallelism, **extra}


CHAIN = {
    "schema": "advisor-workload/1", "name": "chain", "datasets": ["S", "M"], "dataflow": "shared", "host_memory": "pinned",
    "cpu_implementation": {"outputs": "touched"},  # a chain run again and again: its arrays' pages are there
    "kernels": {
        "init": _kernel({"A": ("in", True), "B": ("out", True)}, "2*N*N"),
        "mm": _kernel({"B": ("in", True), "C": ("in", True), "D": ("out", True)}, "2*N**3",
                      rereads=[{"working_set": "8*N*N", "bytes": "8*N*N*(N-1)"}]),
        "scale": _kernel({"D": ("inout", True)}, "N*N"),
        "recur": _kernel({"D": ("in", True), "e": ("out", False)}, "2*N*N", parallelism="1", launches="N",
                         cpu_implementation={"threads": 1, "vectorized": False}),
        "sum": _kernel({"A": ("in", True), "e": ("in", False), "F": ("out", True)}, "N*N"),
        "tmp": _kernel({"F": ("in", True), "T": ("temp", True), "G": ("out", False)}, "4*N*N"),
    },
}


@pytest.fixture(scope="module")
def chain():
    return workload_from_data(CHAIN, "chain.yaml")


@pytest.fixture(scope="module")
def warm_platform(toy_platform):
    # A hotter GPU than the toy's so that fast placements cost more energy: a front with several points.
    return replace(toy_platform, gpus=(replace(toy_platform.gpus[0], tdp_w=1500.0),))


def _reference(workload, platform, dataset, assignment, settings=None):
    """(time, energy) of one assignment, worked out from the dataflow rules directly.

    Host copies are valid at the start; inputs never written before are sent in one batch at
    the start; other crossings go in one batch before the kernel that needs them; outputs last
    written on the GPU come back in one batch at the end. Transfers are charged idle power.
    """
    settings = settings or Settings(energy_model=TDP)
    idle = platform.idle_power_w
    link = platform.gpus[0].link
    k_tdp = settings.tdp_factor * platform.gpus[0].tdp_w
    valid, written, start, outputs = {}, set(), [], {}
    time_s = energy_j = 0.0
    for kernel, device in zip(workload.kernels.values(), assignment):
        counts = instantiate(kernel, kernel.sizes(dataset))
        cpu, gpu = evaluate(counts, platform, settings).options
        place = "host" if device == "cpu" else "gpu"
        batch = []
        for a in kernel.arrays.values():
            if a.role in ("in", "inout") and place not in valid.get(a.name, {"host"}):
                (start if device == "gpu" and a.name not in written else batch).append(counts.array_bytes[a.name])
                valid[a.name] = valid.get(a.name, {"host"}) | {place}
        for a in kernel.arrays.values():
            if a.role in ("out", "inout", "temp"):
                valid[a.name] = {place}
                written.add(a.name)
            if a.role in ("out", "inout"):
                outputs[a.name] = counts.array_bytes[a.name]
        moved = transfer_time_s(batch, link.h2d if device == "gpu" else link.d2h)
        if device == "cpu":
            time_s += cpu.time_s + moved
            energy_j += cpu.energy_j + moved * idle
        else:  # eq. 22 with the TDP busy power, launch time at idle power
            time_s += gpu.compute_s + gpu.launch_s + moved
            energy_j += gpu.launch_s * idle + gpu.compute_s * (idle + k_tdp) + moved * idle
    ends = transfer_time_s(start, link.h2d) + transfer_time_s([b for n, b in outputs.items() if "host" not in valid.get(n, {"host"})], link.d2h)
    return time_s + ends, energy_j + ends * idle


def _non_dominated(points):
    return [p for p in points if not any(q[0] <= p[0] and q[1] <= p[1] and (q[0] < p[0] or q[1] < p[1]) for q in points)]


def _same_points(a, b):
    def key(p):
        return round(p[0], 12), round(p[1], 9)

    return sorted({key(p) for p in a}) == sorted({key(p) for p in b})


def _setup(workload, platform, dataset):
    kernels = list(workload.kernels.values())
    return kernel_units(kernels, [kernel_options(k, platform, Settings(energy_model=TDP), dataset) for k in kernels], platform)


@pytest.mark.parametrize("dataset", ["S", "M"])
def test_shared_enumeration_matches_reference_and_front_is_complete(chain, warm_platform, dataset):
    units = _setup(chain, warm_platform, dataset)
    placements = enumerate_plans(units, warm_platform, shared=True)
    assert len(placements) == 2 ** len(units)
    for p in placements:
        t, e = _reference(chain, warm_platform, dataset, p.assignment)
        assert p.time_s == pytest.approx(t, rel=1e-12) and p.energy_j == pytest.approx(e, rel=1e-12), p.assignment
    brute = _non_dominated([_reference(chain, warm_platform, dataset, a) for a in itertools.product(("cpu", "gpu"), repeat=len(units))])
    front = pareto_front(placements)
    dp = pareto_plans(units, warm_platform, shared=True)
    assert _same_points([(p.time_s, p.energy_j) for p in front], brute)
    assert _same_points([(p.time_s, p.energy_j) for p in dp], brute)
    # Non-dominated: nothing in the full set beats a front point on both axes.
    for f in dp:
        assert not any(p.time_s < f.time_s * (1 - 1e-12) and p.energy_j < f.energy_j * (1 - 1e-12) for p in placements)
    if dataset == "M":
        assert len(front) >= 4  # the case has real trade-offs, not a single dominant placement
        assert any(p.name == "mixed" for p in front)


def test_all_gpu_and_all_cpu_match_the_whole_workload_answer(chain, toy_platform):
    units = _setup(chain, toy_platform, "M")
    plans = answer_workload(chain, toy_platform, "M", settings=Settings(energy_model=TDP)).plans
    gpu = evaluate_assignment(units, toy_platform, True, ["gpu"] * len(units))
    cpu = evaluate_assignment(units, toy_platform, True, ["cpu"] * len(units))
    assert gpu.time_s == pytest.approx(plans["gpu"].time_s, rel=1e-12)
    assert gpu.energy_j == pytest.approx(plans["gpu"].energy_j, rel=1e-12)
    assert gpu.transfer_s == pytest.approx(plans["gpu"].transfer_s, rel=1e-12)
    assert (cpu.time_s, cpu.energy_j) == pytest.approx((plans["cpu"].time_s, plans["cpu"].energy_j), rel=1e-12)


def test_data_crossing_the_link_is_charged(chain, toy_platform):
    # init on the GPU then mm on the CPU: B made on the GPU must come back before mm.
    units = _setup(chain, toy_platform, "S")
    split = evaluate_assignment(units, toy_platform, True, ["gpu", "cpu", "cpu", "cpu", "cpu", "cpu"])
    n_bytes = 8 * 256 * 256
    link = toy_platform.gpus[0].link
    expected = transfer_time_s([n_bytes], link.h2d) + transfer_time_s([n_bytes], link.d2h)  # A in, B back
    assert split.transfer_s == pytest.approx(expected, rel=1e-12)


def test_independent_dataflow_each_kernel_pays_its_own(toy_workload, toy_platform):
    units = _setup(toy_workload, toy_platform, "L")
    placements = enumerate_plans(units, toy_platform, shared=False)
    for p in placements:
        expected_t = expected_e = 0.0
        for kernel, device in zip(toy_workload.kernels.values(), p.assignment):
            cpu, gpu = evaluate(instantiate(kernel, kernel.sizes("L")), toy_platform, Settings(energy_model=TDP)).options
            option = cpu if device == "cpu" else gpu
            expected_t += option.time_s
            expected_e += option.energy_j
        assert (p.time_s, p.energy_j) == pytest.approx((expected_t, expected_e), rel=1e-12)
    assert _same_points([(p.time_s, p.energy_j) for p in pareto_plans(units, toy_platform, False)],
                        _non_dominated([(p.time_s, p.energy_j) for p in placements]))


def test_many_kernels_use_the_dynamic_programme(toy_platform):
    # 20 independent kernels: 2^20 placements are not enumerated. For a sum of independent
    # choices the fastest placement takes each kernel's faster option, the most frugal each
    # kernel's cheaper-in-energy option; both ends must be on the front.
    kernels_data = {f"k{i}": _kernel({"x": ("in", True), "y": ("out", True)}, f"{2 + i}*N**{2 + i % 2}") for i in range(20)}
    workload = workload_from_data({"schema": "advisor-workload/1", "name": "many", "datasets": ["S", "M"], "kernels": kernels_data}, "many.yaml")
    platform = replace(toy_platform, gpus=(replace(toy_platform.gpus[0], tdp_w=900.0),))
    units = _setup(workload, platform, "S")
    with pytest.raises(ValueError):
        enumerate_plans(units, platform, shared=False)
    front = pareto_plans(units, platform, shared=False)
    fastest = sum(min(u.cpu_time_s, u.gpus[0].time_s) for u in units)
    frugal = sum(min(u.cpu_energy_j, u.gpus[0].energy_j) for u in units)
    assert front[0].time_s == pytest.approx(fastest, rel=1e-12)
    assert min(p.energy_j for p in front) == pytest.approx(frugal, rel=1e-12)
    assert all(a.time_s < b.time_s and a.energy_j > b.energy_j for a, b in itertools.pairwise(front))


def test_dynamic_programme_matches_enumeration_on_a_longer_shared_chain(warm_platform):
    # Twelve kernels, each reading the previous output, the one two back and a common input W:
    # arrays stay live across kernels, are re-read after crossing, and outputs settle at different times.
    specs = ["2*N**3/N", "N*N/N*N", "4*N*N/N", "4*N*N/N", "N*N/N*N", "N*N/N*N", "4*N*N/1", "N*N/N*N", "2*N**3/N", "4*N*N/N",
             "N*N/1", "4*N*N/N"]  # flops/parallelism per kernel
    kernels_data = {}
    for i, spec in enumerate(specs):
        arrays = {f"X{i}": ("in", True), f"X{i + 1}": ("out", True), "W": ("in", True)}
        if i >= 2:
            arrays[f"X{i - 2}"] = ("in", True)
        flops, parallelism = spec.split("/", 1)
        kernels_data[f"k{i}"] = _kernel(arrays, flops, parallelism=parallelism)
    workload = workload_from_data({"schema": "advisor-workload/1", "name": "long", "datasets": ["S", "M"], "dataflow": "shared", "host_memory": "pinned",
                                   "kernels": kernels_data}, "long.yaml")
    units = _setup(workload, warm_platform, "M")
    every = enumerate_plans(units, warm_platform, shared=True)
    for p in every[:: 97]:  # a sample against the independent simulator
        assert (p.time_s, p.energy_j) == pytest.approx(_reference(workload, warm_platform, "M", p.assignment), rel=1e-12)
    brute = _non_dominated([(p.time_s, p.energy_j) for p in every])
    assert len(brute) >= 3
    assert _same_points([(p.time_s, p.energy_j) for p in pareto_plans(units, warm_platform, shared=True)], brute)
