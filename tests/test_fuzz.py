"""Property-based fuzzing: thousands of malformed descriptors, no traceback, no hang.

Each example starts from a valid descriptor and applies a few random edits (drop a
key, replace a value by junk of any type, a hostile formula, a unit slip). Loading
and then predicting must either succeed or raise DescriptorError.
"""

import contextlib
import copy
import json
import math
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from advisor.core.counts import instantiate
from advisor.core.decision import decide, price
from advisor.core.evaluation import evaluate
from advisor.core.settings import Settings
from advisor.errors import DescriptorError
from advisor.platform import platform_from_data
from advisor.workload import workload_from_data

from .test_cpu_signature import PROFILE

FIXTURES = Path(__file__).parent / "fixtures"
PLATFORM = yaml.safe_load((FIXTURES / "toy-platform.yaml").read_text())
WORKLOAD = yaml.safe_load((FIXTURES / "toy-workload.yaml").read_text())
# the optional CPU loop-signature fields too, so that the loop-signature model runs on what survives
PLATFORM["cpu"]["access_profile"] = copy.deepcopy(PROFILE)
WORKLOAD["kernels"]["axpy"]["cpu_loops"] = [
    {"name": "axpy", "iterations": "N", "simd": True, "chain": {"fma": 1, "store_forward": 1}, "flops": 2, "contiguous": 3,
     "strided": 1, "footprint": "16*N", "stride_footprint": "64*N", "regions": 1}]
VALID_PLATFORM = platform_from_data(PLATFORM, "toy-platform.yaml")
VALID_WORKLOAD = workload_from_data(WORKLOAD, "toy-workload.yaml")

junk_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**30), 10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=40),
    st.sampled_from([
        "__import__('os').system('true')", "9**9**9**9", "N**N**N", "1/0", "sqrt(-N)", "-N", "N*1e308*1e308",
        "2.5 GHz", "6 KB", "1e400 B", "12 Gb/s", "NaN", "inf", "0 W", "-3 W", "N" * 3000, "(" * 500, "lambda: 0",
        "min()", "ceil(N, 2)", "open('x')", "N.real", "[N]", "{}", "1 TB/s", "-1 ns/B",
    ]),
)
junk = st.recursive(junk_scalars, lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=8), inner, max_size=3)), max_leaves=6)


def paths(data, prefix=()):
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from paths(value, prefix + (key,))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from paths(value, prefix + (index,))


def mutate(data, draw):
    data = copy.deepcopy(data)
    for _ in range(draw(st.integers(1, 4))):
        candidates = [p for p in paths(data) if p]
        if not candidates:
            break
        path = draw(st.sampled_from(candidates))
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        action = draw(st.sampled_from(["delete", "replace", "replace"]))
        if action == "delete":
            del parent[path[-1]]
        else:
            parent[path[-1]] = draw(junk)
    return data


def finite_and_not_negative(*values):
    return all(math.isfinite(v) and v >= 0 for v in values)


def exercise(platform, workload):
    """Every accepted descriptor gives finite, non-negative times, energies and costs, and a decision; only a GPU
    the kernel does not fit takes infinite time and energy, says why, and is never chosen."""
    settings = Settings()
    for kernel in workload.kernels.values():
        for dataset in kernel.datasets:
            counts = instantiate(kernel, kernel.sizes(dataset))
            evaluation = evaluate(counts, platform, settings)
            decision = decide(price(evaluation.options, settings.weights, settings.cost_model))
            fitting = [g for g in evaluation.gpus if not g.unplaceable]
            for option in (evaluation.cpu, *fitting):
                assert finite_and_not_negative(option.time_s, option.energy_j), (kernel.name, dataset, option)
            for gpu in fitting:
                assert finite_and_not_negative(gpu.h2d_s, gpu.d2h_s, gpu.launch_s, gpu.compute_s)
            for gpu in evaluation.gpus:
                assert gpu.unplaceable or gpu in fitting
                assert not gpu.unplaceable or (math.isinf(gpu.time_s) and "GiB" in gpu.unplaceable)
            assert all(c >= 0 for c in decision.costs) and not any(math.isnan(c) for c in decision.costs)
            assert decision.chosen in range(len(evaluation.options))
            assert math.isfinite(evaluation.options[decision.chosen].time_s)


@settings(max_examples=1500, deadline=2000, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_malformed_platforms_give_descriptor_errors_only(data):
    mutated = mutate(PLATFORM, data.draw)
    try:
        platform = platform_from_data(mutated, "fuzz-platform.yaml")
        exercise(platform, VALID_WORKLOAD)
    except DescriptorError as error:
        assert error.file == "fuzz-platform.yaml"


@settings(max_examples=1500, deadline=2000, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_malformed_workloads_give_descriptor_errors_only(data):
    mutated = mutate(WORKLOAD, data.draw)
    try:
        workload = workload_from_data(mutated, "fuzz-workload.yaml")
        exercise(VALID_PLATFORM, workload)
    except DescriptorError as error:
        assert error.file in ("fuzz-workload.yaml", "toy-platform.yaml")


@settings(max_examples=300, deadline=2000)
@given(st.text(max_size=300))
def test_arbitrary_text_never_crashes_the_yaml_reader(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("fuzz") / "w.yaml"
    path.write_text(text)
    from advisor.workload import load_workload

    with contextlib.suppress(DescriptorError):
        load_workload(path)


# --- the scheduler's JSON-lines server and the command line ---------------------------------------

json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-(10**20), 10**20), st.floats(allow_nan=False), st.text(max_size=20)),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=12), inner, max_size=4)),
    max_leaves=8)
task_fields = st.sampled_from(["flops", "dram_bytes", "h2d_bytes", "d2h_bytes", "launches", "parallelism", "threads", "precision",
                               "workload", "kernel", "dataset", "sizes", "platform", "cpu_threads", "vectorized", "name"])


@pytest.fixture(scope="module")
def server():
    from advisor.scheduler import Advisor

    return Advisor(platforms=[str(FIXTURES / "toy-platform.yaml")], history=None, timeout_s=5)


@settings(max_examples=400, deadline=5000, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.one_of(st.text(max_size=200),
                 st.dictionaries(st.sampled_from(["id", "op", "task", "device", "time_s", "energy_j"]), json_values).map(json.dumps),
                 st.dictionaries(task_fields, json_values).map(lambda task: json.dumps({"id": 1, "task": task}))))
@example(line='{"id":Infinity}')  # Python's json reads it; an answer echoing it back is no JSON
@example(line='{"id": 1, "task": {"flops": NaN}}')
@example(line='{"id": 1, "op": "observe", "task": {"flops": 1e9, "platform": "nosuch"}, "device": "cpu", "time_s": 1}')
@example(line='{"id": 1, "op": "observe", "task": {"flops": 1e9}, "device": "cpu", "time_s": 1e300}')
def test_serve_answers_every_line_with_a_placement_or_an_error(server, line):
    from advisor.cli.place import handle

    answer = handle(server, line, 7)
    assert isinstance(answer, dict) and json.dumps(answer, allow_nan=False)
    assert ("error" in answer) != ("placement" in answer or "pong" in answer or "observed" in answer)
    placement = answer.get("placement")
    if placement is not None:
        numbers = [v for k, v in placement.items() if k.endswith(("_s", "_j", "cost")) and v is not None]
        assert finite_and_not_negative(*numbers)


option_values = st.one_of(st.text(max_size=30), st.sampled_from(["nan", "inf", "-inf", "-1", "0", "1e400", "time=nan", "time=0.5,time=0.5",
                                                                  "N=1e6", "N=-3", "N=nan", "x", "", "raw", "normalized"]))


@settings(max_examples=150, deadline=10000, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(["--weights", "--tdp-factor", "--size", "--cost-model", "--energy-model", "--cpu-model",
                                           "--gpu-model", "--dataset", "--kernel", "--history", "--format"]), option_values), max_size=3))
def test_command_line_options_give_status_0_or_2_and_never_a_traceback(capsys, options):
    from advisor.cli import main

    args = ["recommend", str(FIXTURES / "toy-workload.yaml"), "-p", str(FIXTURES / "toy-platform.yaml"), "--no-summary"]
    for option, value in options:
        args += [option, value]
    if any(option == "--history" for option, _ in options):
        args = [a for a in args if a != "--no-history"]
    status = main(args)
    err = capsys.readouterr().err
    assert status in (0, 2), err
    assert "Traceback" not in err
    if status == 2:
        assert err.startswith("error: ") and err.count("\n") == 1


def _one_line_or_success(capsys, args):
    from advisor.cli import main

    status = main(args)
    out, err = capsys.readouterr()
    assert status in (0, 2) and "Traceback" not in err, err
    if status == 2:
        assert err.splitlines()[-1].startswith("error: ") and sum(line.startswith("error: ") for line in err.splitlines()) == 1
        assert out == ""  # refused before anything was printed
    return status, out, err


extreme_numbers = st.one_of(st.floats(allow_nan=True, allow_infinity=True).map(repr), st.sampled_from(
    ["1e308", "1e-308", "1e-320", "0", "-0", "5e-324", "1e300", "-1", "nan", "inf", "1e12", "1e-12", "3", "x", ""]))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.tuples(extreme_numbers, extreme_numbers).map(":".join), extreme_numbers, st.lists(extreme_numbers, min_size=1, max_size=3).map(",".join))
@example(size_range="1e-300:1e300", power_exponent="3", clock_factors="1")  # the OverflowErrors
@example(size_range="1:10", power_exponent="1e308", clock_factors="1")
@example(size_range="1:10", power_exponent="3", clock_factors="1e200")
@example(size_range="1:2", power_exponent="0", clock_factors="1e-320")  # clock^-1 overflowed
def test_tradeoff_numbers_give_status_0_or_2(capsys, size_range, power_exponent, clock_factors):
    _one_line_or_success(capsys, ["tradeoff", str(FIXTURES / "toy-workload.yaml"), "-p", str(FIXTURES / "toy-platform.yaml"),
                                  "-k", "axpy", "--sweep", "size", "--sweep", "clock", "--format", "json", "--size-range", size_range,
                                  "--power-exponent", power_exponent, "--clock-factors", clock_factors])


dims = st.lists(st.one_of(st.integers(-3, 2**40), st.sampled_from([0, 1024, 1025, 65535, 65536, 2**31 - 1, 2**31])),
                min_size=1, max_size=4).map(lambda xs: ",".join(map(str, xs)))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(dims, dims)
@example(grid="1", block="2048")  # blamed on FILE before
@example(grid="3000000000", block="32")  # accepted before, refused in a workload
def test_a_launch_cuda_cannot_make_is_refused_by_its_option(capsys, grid, block):
    status, _, err = _one_line_or_success(capsys, ["predict-kernel", "gemm", "-k", "gemm", "--gpu", "dc-a100", "--grid", grid,
                                                   "--block", block, "--arg", "ni=64", "--arg", "nj=64", "--arg", "nk=64",
                                                   "--arg", "alpha=1.5", "--arg", "beta=1.2", "--format", "json"])
    assert status == 0 or "--grid" in err or "--block" in err


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["h2d_bytes", "d2h_bytes", "h2d_messages", "d2h_messages"]),
                       st.one_of(st.integers(0, 10**18), st.floats(0, 1e18)), max_size=4))
@example({"h2d_bytes": 1e6, "h2d_messages": 1e17})
def test_an_accepted_task_sends_at_least_a_byte_a_message(fields):
    from advisor.scheduler.task import task_from_mapping

    try:
        task = task_from_mapping({"flops": 1e9, **fields})
    except DescriptorError:
        return
    for direction in ("h2d", "d2h"):
        nbytes, messages = getattr(task, f"{direction}_bytes"), getattr(task, f"{direction}_messages")
        assert nbytes == 0 or messages <= nbytes


def test_a_kernel_that_runs_for_1e153_seconds_still_has_a_finite_energy():
    # found by the test above: a reread of 8.8e164 bytes made the board's busy SM-seconds (SMs x step time x kernel
    # time) overflow to infinity, and its share of the power limit (0) times that infinity a NaN
    mutated = copy.deepcopy(WORKLOAD)
    mutated["kernels"]["matmul"]["rereads"][0]["bytes"] = 8.753385597664189e164
    exercise(VALID_PLATFORM, workload_from_data(mutated, "fuzz-workload.yaml"))
