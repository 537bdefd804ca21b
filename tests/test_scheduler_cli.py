"""`advisor place` and `advisor serve --stdio` as a non-Python scheduler uses them."""

import json
import subprocess
import sys

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
