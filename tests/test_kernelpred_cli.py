"""``advisor predict-kernel``: every built-in kernel from shipped PTX without a CUDA
toolkit, every shipped target, the workload form, validation, bad input; and
``advisor recommend`` using kp for polybench-gpu."""

import json
import shutil

import pytest
from click.testing import CliRunner

from advisor.catalog import get_platform
from advisor.cli import main
from advisor.cli.predict_kernel import predict_kernel
from advisor.gpu.nvidia.ptx.loader import TARGETS
from advisor.gpu.nvidia.ptx.resources import read_resources
from advisor.locations import kernels_dir

from .conftest import REPO


@pytest.fixture
def no_nvcc(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))  # an empty directory: no nvcc, no ptxas
    assert shutil.which("nvcc") is None


def _builtin_kernels(target="sm_80"):
    res = read_resources(kernels_dir() / "ptx" / target / "x.ptx")
    return sorted((name, entry) for name, entry in res["kernels"].items())


def _invoke(args):
    result = CliRunner().invoke(predict_kernel, args, catch_exceptions=False)
    return result


def _scalar_args(entry):
    ptrs = entry.get("pointers") or [None] * len(entry["params"])
    return [f"--arg={p}=64" for p, is_ptr in zip(entry["params"], ptrs) if not is_ptr]


@pytest.mark.parametrize("name,entry", _builtin_kernels())
def test_every_builtin_kernel_without_toolkit(no_nvcc, name, entry):
    source = f"kernels/cuda/{entry['file'].replace('.ptx', '.cu')}"
    args = [source, "--kernel", name, "--grid", "2,2", "--block", "32,4", "--gpu", "desktop-rtx2080ti",
            "--format", "json", *_scalar_args(entry)]
    if name == "subseqmax":
        args[3:7] = ["--grid", "32", "--block", "128"]
        args += ["--arg=n_block=8192", "--content=vet=-1"]     # two staging steps
    result = _invoke(args)
    assert result.exit_code == 0, result.output
    pred = json.loads(result.output)[0]
    assert pred["model"] == "kp" and pred["kernel"] == name and pred["time_s"] > pred["launch_s"] > 0


@pytest.mark.parametrize("target", TARGETS)
def test_every_target(no_nvcc, target):
    ptx = REPO / "kernels" / "ptx" / target / "gemm.ptx"
    result = _invoke([str(ptx), "--kernel", "gemm", "--grid", "4,16", "--block", "32,8", "--gpu", "dc-h100",
                      "--arg", "ni=128", "--arg", "nj=128", "--arg", "nk=128", "--arg", "alpha=1.5",
                      "--arg", "beta=1.2", "--model", "all", "--format", "json"])
    assert result.exit_code == 0, result.output
    preds = json.loads(result.output)
    assert [p["model"] for p in preds] == ["kp", "pipeline", "hybrid", "bsp", "mwp-cwp", "roofline"]
    assert all(p["time_s"] > 0 and p["waves"] >= 1 and 0 < p["occupancy"] <= 1 for p in preds)


def test_table_output_names_the_breakdown():
    result = _invoke(["gemm", "--kernel", "gemm", "--grid", "4,16", "--block", "32,8", "--gpu", "dc-a100",
                      "--arg", "ni=128", "--arg", "nj=128", "--arg", "nk=128", "--arg", "alpha=1", "--arg", "beta=1"])
    assert result.exit_code == 0, result.output
    for word in ("predicted time", "instruction-bound", "memory-bound", "waves", "occupancy",
                 "sectors/request", "bound", "[model kp]"):
        assert word in result.output


def test_bsp_fit_time_reproduces_the_measurement():
    result = _invoke(["gemm", "--kernel", "gemm", "--grid", "4,16", "--block", "32,8", "--gpu", "dc-a100",
                      "--arg", "ni=128", "--arg", "nj=128", "--arg", "nk=128", "--arg", "alpha=1", "--arg", "beta=1",
                      "--model", "bsp", "--fit-time", "0.001", "--format", "json"])
    pred = json.loads(result.output)[0]
    assert pred["time_s"] == pytest.approx(0.001) and pred["details"]["lambda"] != 1.0


def test_workload_form_sums_the_steps():
    result = _invoke(["--workload", str(REPO / "workloads" / "polybench-gpu.yaml"), "--kernel", "2mm",
                      "--dataset", "STANDARD", "--gpu", "dc-a100", "--format", "json"])
    assert result.exit_code == 0, result.output
    preds = json.loads(result.output)
    assert [p["kernel"] for p in preds] == ["mm2_kernel1", "mm2_kernel2"]
    assert preds[0]["grid"] == [32, 128, 1] and preds[0]["block"] == [32, 8, 1]
    table = _invoke(["--workload", "polybench-gpu", "--kernel", "2mm", "--gpu", "dc-a100"]).output
    assert "total [kp]" in table


@pytest.mark.parametrize("args", [
    ["gemm", "--kernel", "gemm", "--grid", "4,0", "--block", "32,8", "--gpu", "dc-a100"],
    ["gemm", "--kernel", "nosuch", "--grid", "4", "--block", "32", "--gpu", "dc-a100"],
    ["gemm", "--kernel", "gemm", "--grid", "4", "--block", "32", "--gpu", "dc-a100"],  # scalars missing
    ["gemm", "--kernel", "gemm", "--grid", "4", "--block", "32", "--gpu", "dc-a100:3"],
    ["gemm", "--kernel", "gemm", "--grid", "4", "--block", "32", "--gpu", "nosuch-platform"],
    ["gemm", "--kernel", "gemm", "--grid", "4", "--block", "32", "--gpu", "dc-a100", "--arg", "ni"],
    ["--workload", "polybench-gpu", "--kernel", "gemm", "--dataset", "HUGE", "--gpu", "dc-a100"],
    ["nosuch.ptx", "--kernel", "k", "--grid", "1", "--block", "1", "--gpu", "dc-a100"],
    ["subseqmax", "--kernel", "subseqmax", "--grid", "32", "--block", "128", "--gpu", "dc-a100",
     "--arg", "elems_per_thread=1", "--arg", "n_block=4096", "--content", "vet=minus-one"],
    ["subseqmax", "--kernel", "subseqmax", "--grid", "32", "--block", "128", "--gpu", "dc-a100",
     "--arg", "elems_per_thread=1", "--arg", "n_block=4096", "--content", "n_block=1"],
])
def test_bad_input_is_one_line_and_exit_2(args, capsys):
    assert main(["predict-kernel", *args]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error:") and "\n" not in err


def test_validation_command_reports_each_model(capsys):
    from advisor.calibration.kernels import run_validation, validation_table

    report = run_validation(REPO / "validation" / "gpu" / "bspgpu-kernel-times.csv", ["kp", "bsp"], limit=4)
    assert "GeForce GTX 295" in report["skipped_gpus"]
    assert report["models"]["kp"]["rows"] == 4 and report["models"]["kp"]["mape_pct"] >= 0
    assert "lambda" in report["models"]["bsp (fitted lambda)"]
    assert "MAPE" in validation_table(report)


def test_validation_rows_name_their_launch():
    from advisor.calibration.kernels import launch_of

    # the BSP paper's rows: 16 x 16 blocks
    assert launch_of({"kernel": "matmul_shared_coalesced", "n": "1024"}) == (
        "kernels/cuda/bsp_matmul.cu", (64, 64), (16, 16), {"n": 1024})
    # gpuperfpredict rows carry their geometry; the tile width is in the kernel's name
    row = {"kernel": "matmul_shared_uncoalesced_tw32", "n": "2048", "grid_x": "64", "grid_y": "64", "block_x": "32",
           "block_y": "32"}
    assert launch_of(row) == ("kernels/cuda/bsp_matmul.cu", (64, 64), (32, 32), {"n": 2048})
    row = {"kernel": "dot_product_b256", "n": "131072", "grid_x": "512", "grid_y": "1", "block_x": "256", "block_y": "1"}
    assert launch_of(row) == ("kernels/cuda/gpuperf_apps.cu", (512, 1), (256, 1), {"n": 131072})
    assert launch_of({"kernel": "subseqmax", "n": str(2**23)})[1:] == ((32,), (128,), {"elems_per_thread": 2048,
                                                                                         "n_block": 2**18})
    # the GPU Mangrove programs pass their size as p_size
    row = {"kernel": "gm_atax_kernel2", "n": "4096", "grid_x": "16", "grid_y": "1", "block_x": "256", "block_y": "1"}
    assert launch_of(row) == ("kernels/cuda/gpu_mangrove.cu", (16, 1), (256, 1), {"p_size": 4096})
    with pytest.raises(KeyError, match="no launch known"):
        launch_of({"kernel": "gemm", "n": "64"})


def test_the_gpuperfpredict_set_is_predicted_on_every_board_it_names(capsys):
    from advisor.calibration.kernels import GPU_PLATFORMS, read_rows, run_validation
    from advisor.catalog import get_platform

    path = REPO / "validation" / "gpu" / "gpuperfpredict-apps.csv"
    rows = read_rows(path)
    assert {r["gpu"] for r in rows} <= set(GPU_PLATFORMS)
    # the boards only this set needs have their descriptors beside it; every one loads
    beside = {r["platform"] for r in rows if r["platform"].endswith(".yaml")}
    assert len(beside) == 5 and all(get_platform(p).gpus[0].architecture in ("kepler", "maxwell") for p in beside)
    report = run_validation(path, ["kp"], limit=3)
    assert report["models"]["kp"]["rows"] == 3 and report["skipped_gpus"] == {}


def test_the_gpu_mangrove_set_is_timed_on_the_wall_clock_so_the_launch_counts():
    from advisor.calibration.kernels import predicted_s, read_rows, row_launch, run_validation
    from advisor.catalog import get_platform
    from advisor.gpu.nvidia.predict import predict_launch

    path = REPO / "validation" / "gpu" / "gpu-mangrove-times.csv"
    rows = read_rows(path)
    assert {r["gpu"] for r in rows} == {"Tesla T4", "Tesla K80"}
    assert {get_platform(r["platform"]).gpus[0].architecture for r in rows} == {"turing", "kepler"}
    # a host clock around the launch and a synchronisation: the launch is compared too
    row = next(r for r in rows if r["timing"] == "wall" and r["kernel"] == "gm_convolution2d_kernel")
    launch, platform = row_launch(row)
    prediction = predict_launch("kp", launch, platform)
    assert predicted_s(row, "kp") == prediction.time_s == prediction.launch_s + prediction.exec_s
    assert predicted_s(dict(row, timing="kernel"), "kp") == prediction.exec_s
    report = run_validation(path, ["kp"], limit=2)
    assert report["models"]["kp"]["rows"] == 2 and report["skipped_gpus"] == {}


def test_recommend_uses_kp_for_polybench_gpu(capsys):
    assert main(["recommend", "polybench-gpu", "--kernel", "gemm", "--kernel", "atax", "--platform", "dc-a100",
                 "--format", "json", "--no-history"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["gpu"]["model"] for r in rows} == {"kp"}
    assert all(r["gpu"]["compute_s"] > 0 for r in rows)


def test_recommend_falls_back_to_roofline_with_a_note(tmp_path, capsys):
    text = (REPO / "workloads" / "polybench-gpu.yaml").read_text()
    broken = text.replace("kernel: gemm,", "kernel: no_such_entry,")
    path = tmp_path / "pb.yaml"
    path.write_text(broken)
    assert main(["recommend", str(path), "--kernel", "gemm", "--platform", "dc-a100", "--format", "json",
                 "--no-history"]) == 0
    row = json.loads(capsys.readouterr().out)[0]
    assert row["gpu"]["model"] == "roofline" and "kp failed" in row["gpu"]["notes"][0]


def test_workload_step_gives_array_contents(tmp_path, capsys):
    # the BSP paper's subseqmax on its measured input (all -1), as a workload step
    path = tmp_path / "ssm.yaml"
    path.write_text(f"""schema: advisor-workload/1
name: ssm
datasets: [SMALL]
kernels:
  subseqmax:
    params: [N]
    datasets: {{SMALL: {{N: 1048576}}}}
    dtype: int32
    arrays:
      vet: {{dims: [N], role: in}}
    steps:
      - name: scan
        flops: N
        reads: [vet]
        parallelism: 4096
        block: [128]
        grid: [32]
        cuda: {{source: {REPO / 'kernels' / 'cuda' / 'subseqmax.cu'}, kernel: subseqmax,
                args: {{elems_per_thread: N/4096, n_block: N/32}}, contents: {{vet: -1}}}}
""")
    assert main(["predict-kernel", "--workload", str(path), "--kernel", "subseqmax", "--gpu", "bsp-gtx680",
                 "--format", "json"]) == 0
    (pred,) = json.loads(capsys.readouterr().out)
    from advisor.gpu.nvidia.predict import predict_kernel
    direct = predict_kernel("kernels/cuda/subseqmax.cu", "subseqmax", 32, 128,
                            {"elems_per_thread": 256, "n_block": 32768}, platform=get_platform("bsp-gtx680"),
                            contents={"vet": -1})
    assert pred["exec_s"] == pytest.approx(direct.exec_s, rel=1e-12)
    assert "loads from vet return -1" in " ".join(pred["notes"])


CXX = str(REPO / "tests" / "fixtures" / "ptx" / "cxx.ptx")  # scale<float>, scale<double>, blas::axpy


def test_a_cpp_kernel_is_named_as_written_without_a_toolkit(no_nvcc):
    # the PTX says _ZN4blas4axpyEfPKfPfi; the source's parameter names come from cxx.cu beside it
    result = _invoke([CXX, "--kernel", "axpy", "--grid", "64", "--block", "256", "--arg", "n=16384", "--arg", "a=2",
                      "--gpu", "dc-a100", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)[0]["kernel"] == "_ZN4blas4axpyEfPKfPfi"
    assert _invoke([CXX, "--kernel", "blas::axpy", "--grid", "64", "--block", "256", "--arg", "n=16384", "--arg", "a=2",
                    "--gpu", "dc-a100"]).exit_code == 0


def test_a_name_two_template_instances_share_asks_which(no_nvcc):
    result = _invoke([CXX, "--kernel", "scale", "--grid", "64", "--block", "256", "--arg", "n=16384", "--arg", "factor=2",
                      "--gpu", "dc-a100"])
    assert result.exit_code == 2
    assert "ambiguous" in result.output and "_Z5scaleIfEvPT_S0_i" in result.output and "_Z5scaleIdEvPT_S0_i" in result.output
    by_ptx_name = _invoke([CXX, "--kernel", "_Z5scaleIdEvPT_S0_i", "--grid", "64", "--block", "256", "--arg", "n=16384",
                           "--arg", "factor=2", "--gpu", "dc-a100"])
    assert by_ptx_name.exit_code == 0, by_ptx_name.output


@pytest.mark.skipif(shutil.which("cu++filt") is None and shutil.which("c++filt") is None, reason="no demangler on PATH")
def test_a_template_instance_by_its_signature_or_its_template_name():
    for name in ("scale<double>", "void scale<double>(double*, double, int)"):
        result = _invoke([CXX, "--kernel", name, "--grid", "64", "--block", "256", "--arg", "n=16384", "--arg", "factor=2",
                          "--gpu", "dc-a100", "--format", "json"])
        assert result.exit_code == 0, result.output
        assert json.loads(result.output)[0]["kernel"] == "_Z5scaleIdEvPT_S0_i"


@pytest.mark.parametrize("flags, message", [
    (["-D", "9X"], "-D '9X': expected NAME or NAME=VALUE"),
    (["-I", "/nonexistent/include"], "-I /nonexistent/include: no such directory"),
])
def test_bad_preprocessor_flags_name_the_option(flags, message):
    result = _invoke([str(REPO / "kernels" / "cuda" / "gemm.cu"), *flags, "--kernel", "gemm", "--grid", "4,16", "--block", "32,8",
                      "--gpu", "dc-a100"])
    assert result.exit_code == 2 and message in result.output and "Traceback" not in result.output


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on PATH")
def test_a_cu_file_that_needs_a_define_compiles_with_it(tmp_path, capsys):
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "factor.h").write_text("#define FACTOR 3.0f\n")
    source = tmp_path / "scaled.cu"
    source.write_text('#include "factor.h"\n#ifndef N_FIXED\n#error "compile with -DN_FIXED=..."\n#endif\n'
                      'extern "C" __global__ void scaled(float *x) { int i = blockIdx.x * blockDim.x + threadIdx.x;'
                      ' if (i < N_FIXED) x[i] *= FACTOR; }\n')
    args = [str(source), "--kernel", "scaled", "--grid", "64", "--block", "256", "--gpu", "dc-a100"]
    assert main(["predict-kernel", *args]) == 2  # nvcc's first error, on one line
    error = capsys.readouterr().err.strip()
    assert "cannot compile" in error and "factor.h" in error and len(error.splitlines()) == 1
    with_flags = _invoke([*args, "-D", "N_FIXED=16384", "-I", str(tmp_path / "inc"), "--format", "json"])
    assert with_flags.exit_code == 0, with_flags.output
    assert json.loads(with_flags.output)[0]["time_s"] > 0


@pytest.mark.parametrize("architecture, capability, sms, fp64_units, threads_per_sm, target, blocks_per_sm", [
    ("ada", "8.9", 128, 2, 1536, "sm_89", 24),          # RTX 4090-like: 24 resident blocks (cuda_occupancy.h)
    ("blackwell", "10.0", 148, 64, 2048, "sm_100", 32),  # B200-like
    ("blackwell", "12.0", 170, 2, 1536, "sm_120", 24),   # RTX 5090-like
])
def test_ada_and_blackwell_gpus_are_predicted_from_shipped_ptx(no_nvcc, tmp_path, architecture, capability, sms, fp64_units,
                                                                 threads_per_sm, target, blocks_per_sm):
    import yaml

    platform = yaml.safe_load((REPO / "platforms" / "desktop-rtx2080ti.yaml").read_text())
    gpu = platform["gpus"][0]
    gpu.update(model=f"test {architecture} {capability}", architecture=architecture,
               compute_capability={"value": capability, "source": "nv-turing-wp"}, sms=sms, fp32_units_per_sm=128,
               fp64_units_per_sm=fp64_units, max_threads_per_sm=threads_per_sm,
               peak_flops={"fp32": f"{sms * 128 * 2 * 1.545e9:.6g} FLOP/s", "fp64": f"{sms * fp64_units * 2 * 1.545e9:.6g} FLOP/s"})
    path = tmp_path / "gpu.yaml"
    path.write_text(yaml.safe_dump(platform))
    # one-warp blocks: the resident-block limit of the compute capability caps occupancy
    result = _invoke(["gemm", "--kernel", "gemm", "--grid", f"{sms * 40}", "--block", "32", "--gpu", str(path),
                      "--arg", "ni=512", "--arg", "nj=512", "--arg", "nk=64", "--arg", "alpha=1", "--arg", "beta=1",
                      "--format", "json"])
    assert result.exit_code == 0, result.output
    prediction = json.loads(result.output)[0]
    assert prediction["blocks_per_sm"] == blocks_per_sm and prediction["occupancy_limiter"] == "blocks"
    assert prediction["time_s"] > prediction["launch_s"] > 0
    from advisor.gpu.sources import default_target
    from advisor.platform import load_platform
    assert default_target(load_platform(path).gpus[0]) == target


def test_an_edited_ptx_file_is_read_again(tmp_path):
    import os

    from advisor.gpu.nvidia.predict import load_kernel

    path = tmp_path / "k.ptx"
    path.write_text((REPO / "kernels" / "ptx" / "sm_80" / "gemm.ptx").read_text())
    assert load_kernel(path, "gemm").name == "gemm"
    path.write_text(path.read_text().replace("gemm", "gemm_edited"))
    os.utime(path, (path.stat().st_atime, path.stat().st_mtime + 10))
    assert load_kernel(path, "gemm_edited").name == "gemm_edited"
