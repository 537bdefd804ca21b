"""Bad descriptors and options: exit status 2 and one line naming the file and the field."""

import json
import re
from pathlib import Path

import pytest
import yaml

from advisor.cli import main

FIXTURES = Path(__file__).parent / "fixtures"


def run(capsys, *args):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def write(tmp_path, name, data):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else yaml.safe_dump(data, sort_keys=False))
    return path


def toy_platform():
    return yaml.safe_load((FIXTURES / "toy-platform.yaml").read_text())


def toy_workload():
    return yaml.safe_load((FIXTURES / "toy-workload.yaml").read_text())


def assert_one_line_error(status, err, file, field):
    assert status == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("error: ")
    assert str(file) in lines[0]
    assert field in lines[0], f"{field!r} not in {lines[0]!r}"
    assert "Traceback" not in err


def test_good_fixtures_work(capsys):
    status, out, _ = run(capsys, "recommend", str(FIXTURES / "toy-workload.yaml"), "--platform", str(FIXTURES / "toy-platform.yaml"))
    assert status == 0 and "axpy" in out


def test_malformed_yaml(tmp_path, capsys):
    path = write(tmp_path, "bad.yaml", "schema: advisor-platform/1\ncpu: [unclosed\n")
    status, _, err = run(capsys, "recommend", str(FIXTURES / "toy-workload.yaml"), "--platform", str(path))
    assert_one_line_error(status, err, path, "(yaml)")
    assert re.search(r"line \d+", err)


@pytest.mark.parametrize(
    "mutate, field",
    [
        (lambda p: p["cpu"].pop("cores_per_socket"), "cpu.cores_per_socket"),
        (lambda p: p["cpu"].update(memory_bandwidth="25.6 GHz"), "cpu.memory_bandwidth"),
        (lambda p: p["cpu"].update(llc_size="6 KB"), "cpu.llc_size"),
        (lambda p: p["cpu"].update(tdp="47"), "cpu.tdp"),
        (lambda p: p["cpu"].update(cores_per_socket=-4), "cpu.cores_per_socket"),
        (lambda p: p["cpu"].update(memroy_bandwidth="1 GB/s"), "cpu.memroy_bandwidth"),
        (lambda p: p["gpus"][0]["peak_flops"].update(fp32="12.8 TFLOP/s"), "gpus[0].peak_flops.fp32"),
        (lambda p: p["gpus"][0]["link"]["h2d"].update(G="12 GB/s"), "gpus[0].link.h2d.G"),
        (lambda p: p["gpus"][0].update(architecture="quantum"), "gpus[0].architecture"),
        (lambda p: p["gpus"][0].update(compute_capability="gfx906"), "gpus[0].compute_capability"),
        (lambda p: p["cpu"].update(source="nowhere"), "cpu."),
        (lambda p: p.update(schema="advisor-platform/99"), "schema"),
        (lambda p: p.pop("sources"), "sources"),
        # numbers no such device has: a compute capability of another architecture, idling above the TDP
        (lambda p: p["gpus"][0].update(architecture="maxwell", compute_capability="99.9"), "gpus[0].compute_capability"),
        (lambda p: p["gpus"][0].update(architecture="maxwell"), "gpus[0].compute_capability: 8.0 is not a compute capability of the maxwell"),
        (lambda p: p["cpu"].update(idle_power="500 W", tdp="47 W"), "cpu.idle_power: 500 W is above the device's tdp (47 W)"),
        (lambda p: p["gpus"][0].update(idle_power="201 W"), "gpus[0].idle_power"),
        (lambda p: p["cpu"].update(cores_per_socket=1e308), "cpu.cores_per_socket: 1e+308 is more than any machine has"),
    ],
)
def test_bad_platform_fields(tmp_path, capsys, mutate, field):
    data = toy_platform()
    mutate(data)
    path = write(tmp_path, "platform.yaml", data)
    status, _, err = run(capsys, "recommend", str(FIXTURES / "toy-workload.yaml"), "--platform", str(path))
    assert_one_line_error(status, err, path, field)


def toy_amd_platform():
    """The toy node with an AMD GPU: a 10-CU GCN 4 board (gfx803)."""
    data = toy_platform()
    gpu = data["gpus"][0]
    for nvidia_only in ("compute_capability", "sms", "fp32_units_per_sm", "fp64_units_per_sm", "max_threads_per_sm"):
        del gpu[nvidia_only]
    gpu.update(architecture="gcn4", gfx_target="gfx803", compute_units=10, fp64_lanes_per_cu=32)
    return data


def test_good_amd_fixture_works(tmp_path, capsys):
    path = write(tmp_path, "amd.yaml", toy_amd_platform())
    status, out, _ = run(capsys, "recommend", str(FIXTURES / "toy-workload.yaml"), "--platform", str(path))
    assert status == 0 and "axpy" in out


@pytest.mark.parametrize(
    "mutate, field, fragment",
    [
        (lambda g: g.update(architecture="gcn9"), "gpus[0].architecture", "is not one of"),
        (lambda g: g.update(wavefront_size=48), "gpus[0].wavefront_size", "not 48"),
        (lambda g: g.update(architecture="rdna3", gfx_target="gfx1100", wavefront_size=16), "gpus[0].wavefront_size", "32 or 64"),
        (lambda g: g.update(lds_size="96 KiB"), "gpus[0].lds_size", "more LDS than a gcn4 CU has (64 KiB)"),
        (lambda g: g.update(architecture="rdna3", gfx_target="gfx1100", lds_size="160 KiB"), "gpus[0].lds_size",
         "more LDS than a rdna3 work-group processor has (128 KiB)"),
        (lambda g: g.update(gfx_target="gfx942"), "gpus[0].gfx_target", "not a gcn4 target"),
        (lambda g: g.update(simds_per_cu=2), "gpus[0].simds_per_cu", "has 4 SIMDs"),
        (lambda g: g.update(max_waves_per_cu=48), "gpus[0].max_waves_per_cu", "4 SIMDs x 10 wavefronts"),
        (lambda g: g.update(sms=10), "gpus[0].sms", "is an NVIDIA field"),
        (lambda g: g.update(fp64_lanes_per_cu=128), "gpus[0].fp64_lanes_per_cu", "more than the 64 vector lanes"),
        (lambda g: g.pop("gfx_target"), "gpus[0].gfx_target", "missing"),
        (lambda g: g.update(matrix_peak_flops={"fp8": "1 PFLOP/s"}), "gpus[0].matrix_peak_flops.fp8", "unknown precision"),
        (lambda g: g["peak_flops"].update(fp64="64 TFLOP/s"), "gpus[0].peak_flops.fp64",
         "compute_units x fp64_lanes_per_cu x boost_clock x 2 = 6.4e+11"),
    ],
)
def test_bad_amd_gpu_fields(tmp_path, capsys, mutate, field, fragment):
    data = toy_amd_platform()
    mutate(data["gpus"][0])
    path = write(tmp_path, "amd.yaml", data)
    status, _, err = run(capsys, "recommend", str(FIXTURES / "toy-workload.yaml"), "--platform", str(path))
    assert_one_line_error(status, err, path, field)
    assert fragment in err


def test_a_number_without_provenance_is_refused(tmp_path, capsys):
    data = toy_platform()
    del data["cpu"]["source"]
    data["cpu"]["llc_size"] = {"value": "8 MiB", "source": "toy"}
    path = write(tmp_path, "platform.yaml", data)
    status, _, err = run(capsys, "platforms", "show", str(path))
    assert_one_line_error(status, err, path, "cpu.")
    assert "provenance" in err


@pytest.mark.parametrize(
    "mutate, field",
    [
        (lambda w: w["kernels"]["axpy"].update(flops="__import__('os')"), "kernels.axpy.flops"),
        (lambda w: w["kernels"]["axpy"].update(flops="9**9**9**9"), "kernels.axpy.flops"),
        (lambda w: w["kernels"]["axpy"].update(flops="2*M"), "kernels.axpy.flops"),
        (lambda w: w["kernels"]["axpy"]["datasets"]["S"].update(N=-5), "kernels.axpy.datasets.S.N"),
        (lambda w: w["kernels"]["axpy"]["datasets"]["S"].update(N=0), "kernels.axpy.datasets.S.N"),
        (lambda w: w["kernels"]["axpy"]["datasets"].pop("L"), "kernels.axpy.datasets"),
        (lambda w: w["kernels"]["axpy"].pop("arrays"), "kernels.axpy.arrays"),
        (lambda w: w["kernels"]["axpy"]["arrays"]["x"].update(role="sideways"), "kernels.axpy.arrays.x.role"),
        (lambda w: w["kernels"]["axpy"].update(dtype="complex256"), "kernels.axpy.dtype"),
        (lambda w: w["kernels"]["axpy"].update(flops={"fp80": "N"}), "kernels.axpy.flops.fp80"),
        (lambda w: w["kernels"]["axpy"].update(flops="N - 2*N"), "kernels.axpy.flops"),
        (lambda w: w.update(datasets="S"), "datasets"),
        (lambda w: w.update(cpu_reference="polybench-fortran"), "cpu_reference"),
        # each dimension is a finite number, but the arrays' bytes together are not
        (lambda w: w["kernels"]["axpy"]["arrays"]["y"].update(dims=[1e200, 1e200]), "kernels.axpy.arrays.y.dims"),
    ],
)
def test_bad_workload_fields(tmp_path, capsys, mutate, field):
    data = toy_workload()
    mutate(data)
    path = write(tmp_path, "workload.yaml", data)
    status, _, err = run(capsys, "recommend", str(path), "--platform", str(FIXTURES / "toy-platform.yaml"), "--dataset", "all")
    assert_one_line_error(status, err, path, field)


@pytest.mark.parametrize(
    "args, fragment",
    [
        (["--weights", "time=2"], "--weights"),
        (["--size", "N=-3"], "--size"),
        (["--size", "N=abc"], "--size"),
        (["--size", "Q=3"], "--size"),
        (["--dataset", "HUGE"], "--dataset"),
        (["--platform", "no-such-platform"], "no-such-platform"),
        (["--platform", "missing.yaml"], "missing.yaml"),
        (["--history", "no\nsuch.sqlite"], "no\\nsuch.sqlite"),  # the user's newline stays on the error's line
    ],
)
def test_bad_options(capsys, args, fragment):
    status, _, err = run(capsys, "recommend", str(FIXTURES / "toy-workload.yaml"), "--platform", str(FIXTURES / "toy-platform.yaml"), *args)
    assert status == 2
    assert len(err.strip().splitlines()) == 1 and fragment in err and "Traceback" not in err


def test_a_directory_given_as_a_file_is_named_for_what_it_is(tmp_path, capsys):
    path = tmp_path / "platform.yaml"
    path.mkdir()  # a FIFO and a device are refused alike (tests/test_hostile.py, each in a process of its own)
    status, _, err = run(capsys, "recommend", str(FIXTURES / "toy-workload.yaml"), "--platform", str(path))
    assert_one_line_error(status, err, path, "is a directory")


def test_missing_workload_file(capsys):
    status, _, err = run(capsys, "recommend", "nowhere.yaml")
    assert status == 2 and "nowhere.yaml" in err


def _with_cuda_step(source):
    """The toy workload with axpy as one step whose CUDA kernel is ``source``."""
    data = toy_workload()
    axpy = data["kernels"]["axpy"]
    axpy["steps"] = [{"name": "axpy", "flops": axpy.pop("flops"), "reads": ["x", "y"], "writes": ["y"], "parallelism": axpy.pop("parallelism"),
                      "block": [256], "grid": ["ceil(N/256)"], "cuda": {"source": source, "kernel": "vector_add", "args": {"n": "N"}}}]
    return data


@pytest.mark.parametrize("source", [
    "no_such_kernel.cu",  # not beside the descriptor, and no built-in kernel of that name
    "kernels/cuda/no_such_kernel.cu",
    "/nonexistent/gpuperf_apps.cu",  # a path says where the file is: not the built-in kernel of the same name
    "../nonexistent/gpuperf_apps.cu",
])
def test_a_cuda_source_that_names_no_file_is_refused_not_priced_on_the_roofline(tmp_path, capsys, source):
    path = write(tmp_path, "workload.yaml", _with_cuda_step(source))
    status, _, err = run(capsys, "recommend", str(path), "--platform", "dc-a100")
    assert_one_line_error(status, err, path, "kernels.axpy.steps[0].cuda.source")
    assert source in err


@pytest.mark.parametrize("source", ["gpuperf_apps.cu", "kernels/cuda/gpuperf_apps.cu"])
def test_a_cuda_source_may_name_a_built_in_kernel(tmp_path, capsys, source):
    path = write(tmp_path, "workload.yaml", _with_cuda_step(source))
    status, out, err = run(capsys, "recommend", str(path), "--platform", "dc-a100", "--format", "json")
    assert status == 0, err
    assert json.loads(out)[0]["gpu"]["model"] == "kp"  # read from the built-in kernel's shipped PTX, not the roofline


def test_predict_kernel_refuses_a_path_that_names_no_file(capsys):
    status, _, err = run(capsys, "predict-kernel", "/nonexistent/gemm.cu", "--kernel", "gemm", "--gpu", "dc-a100",
                         "--grid", "8,32", "--block", "32,8")
    assert status == 2 and len(err.strip().splitlines()) == 1 and "/nonexistent/gemm.cu: no such file" in err
