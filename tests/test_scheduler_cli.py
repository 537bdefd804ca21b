"""`advisor place` and `advisor serve --stdio` as a non-Python scheduler uses them."""

import json
import os
import subprocess
import sys
import time

import pytest

from advisor.cli import main

from .conftest import FIXTURES, REPO

TOY = str(FIXTURES / "toy-platform.yaml")


def run(capsys, *args):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_place_from_command_line_counts(capsys):
    status, out, _ = run(capsys, "place", "--flops", "2e9", "--dram-bytes", "8e6", "--h2d-bytes", "8e6",
                         "--precision", "fp32", "-p", TOY, "--no-history")
    placement = json.loads(out)
    assert status == 0 and placement["device"] == "gpu" and placement["gpus"] == 1
    assert placement["cpu_time_s"] == pytest.approx(2e9 / 128e9)


def test_place_a_catalog_kernel(capsys):
    status, out, _ = run(capsys, "place", "-w", str(FIXTURES / "toy-workload.yaml"), "-k", "serial", "-d", "L",
                         "-p", TOY, "--no-history")
    assert status == 0 and json.loads(out)["device"] == "cpu"


def test_place_a_task_yaml(capsys, tmp_path):
    task = tmp_path / "task.yaml"
    task.write_text("name: job-1\nflops: 2.0e+9\ndram_bytes: 8.0e+6\nh2d_bytes: 8.0e+6\nprecision: fp32\n")
    status, out, _ = run(capsys, "place", str(task), "-p", TOY, "--no-history", "--weights", "time=1")
    assert status == 0 and json.loads(out)["task"] == "job-1"


@pytest.mark.parametrize("args, words", [
    (["--flops", "-1"], "flops"),
    (["--flops", "1", "--precision", "fp7"], "precision"),
    (["--flops", "1", "-p", "no-such-platform"], "unknown platform"),
    (["-w", "polybench", "-k", "no-such-kernel"], "no kernel"),
    ([], "give raw counts"),
    (["--flops", "1", "--cost-model", "nope"], "unknown cost model"),
    (["--flops", "1", "--weights", "time=2"], "weight"),
    (["--flops", "1", "--format", "lua"], "--table"),
])
def test_bad_input_is_one_line_and_status_2(capsys, args, words):
    status, out, err = run(capsys, "place", *args, "--no-history")
    assert status == 2 and out == "" and err.count("\n") == 1 and err.startswith("error:") and words in err


def test_advice_table_for_slurm(capsys):
    status, out, _ = run(capsys, "place", "--table", "-w", str(FIXTURES / "toy-workload.yaml"), "-p", TOY,
                         "--format", "lua", "--gpu-partition", "gpu", "--no-history")
    assert status == 0 and out.startswith("-- advisor advice table") and '["toy/matmul/L"] = {device = "gpu"' in out
    assert 'gres = "gpu:1"' in out and '["toy/serial/S"] = {device = "cpu"' in out
    status, out, _ = run(capsys, "place", "--table", "-w", str(FIXTURES / "toy-workload.yaml"), "-p", TOY, "--no-history")
    table = json.loads(out)
    assert table["toy/matmul"] == table["toy/matmul/S"]  # the default dataset under the short key


def test_serve_stdio_answers_every_line_and_survives_bad_ones():
    requests = [
        json.dumps({"id": 1, "task": {"flops": 2e9, "dram_bytes": 8e6, "h2d_bytes": 8e6, "precision": "fp32"}}),
        "this is not json",
        json.dumps({"id": 3, "flops": 2e3, "dram_bytes": 8e3, "h2d_bytes": 8e3}),
        json.dumps([1, 2]),
        json.dumps({"id": 5, "task": {"flops": -1}}),
        json.dumps({"id": 6, "op": "observe", "task": {"flops": 1e9}, "device": "gpu", "time_s": 0.01}),
        json.dumps({"id": 7, "op": "observe", "task": {"flops": 1e9}, "device": "tpu", "time_s": 0.01}),
        json.dumps({"id": 8, "op": "ping"}),
        json.dumps({"id": 9, "op": "explode"}),
    ]
    proc = subprocess.run([sys.executable, "-m", "advisor.cli", "serve", "--stdio", "-p", TOY, "--no-history"],
                          input="\n".join(requests) + "\n", capture_output=True, text=True, cwd=REPO, timeout=60)
    assert proc.returncode == 0, proc.stderr
    answers = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(answers) == len(requests)
    assert answers[0]["id"] == 1 and answers[0]["placement"]["device"] == "gpu"
    assert "error" in answers[1] and answers[1]["error"].startswith("line 2")
    assert answers[2]["placement"]["device"] == "cpu"
    assert "error" in answers[3] and "flops" in answers[4]["error"]
    assert answers[5] == {"id": 6, "observed": True, "recorded": False}  # --no-history: nothing is recorded
    assert "device" in answers[6]["error"]
    assert answers[7] == {"id": 8, "pong": True} and "unknown op" in answers[8]["error"]


def test_help_lists_the_options(capsys):
    status, out, _ = run(capsys, "place", "--help")
    assert status == 0 and "--table" in out and "--cost-model" in out and "--timeout-ms" in out
    status, out, _ = run(capsys, "serve", "--help")
    assert status == 0 and "--stdio" in out


def test_place_answers_every_cuda_kernel_from_the_model_once_its_analysis_is_cached(tmp_path, monkeypatch):
    """The first decision on a CUDA-described kernel analyses its PTX (longer than the 50 ms deadline); every
    later one, in any process, finds the prediction on disk and answers from the model within the deadline."""
    from advisor import catalog
    from advisor.gpu import kerneltime as onchip
    from advisor.scheduler import Advisor

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(onchip, "_CACHE", {})  # what this process predicted earlier: it must reach the new cache too
    kernels = list(catalog.get_workload("polybench-gpu").kernels)
    warm = Advisor(["dc-a100"], history=None, timeout_s=600)
    for kernel in kernels:
        assert not warm.place({"workload": "polybench-gpu", "kernel": kernel}).fallback
    env = dict(os.environ, PYTHONPATH=str(REPO))
    for kernel in kernels:
        proc = subprocess.run([sys.executable, "-m", "advisor.cli", "place", "-w", "polybench-gpu", "-k", kernel, "-p", "dc-a100",
                               "--no-history"], capture_output=True, text=True, cwd=REPO, env=env, timeout=120)
        placement = json.loads(proc.stdout)
        assert not placement["fallback"] and "gpu: kp" in placement["model"], (kernel, proc.stderr)


def test_a_place_cut_short_by_the_deadline_finishes_in_the_background(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(REPO), XDG_CACHE_HOME=str(tmp_path / "cache"))
    args = [sys.executable, "-m", "advisor.cli", "place", "-w", "polybench-gpu", "-k", "3mm", "-p", "dc-a100", "--no-history"]
    first = subprocess.run(args, capture_output=True, text=True, cwd=REPO, env=env, timeout=120)
    assert json.loads(first.stdout)["fallback"] and "goes on in the background" in first.stderr
    deadline = time.time() + 60
    while time.time() < deadline and len(list((tmp_path / "cache" / "advisor" / "kernels").glob("*.json"))) < 2:
        time.sleep(0.2)  # 3mm has three steps, two of them the same launch
    second = subprocess.run(args, capture_output=True, text=True, cwd=REPO, env=env, timeout=120)
    assert not json.loads(second.stdout)["fallback"]
