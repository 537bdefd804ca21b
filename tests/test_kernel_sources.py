"""Where a kernel's code is read from: the file a step's ``cuda.source`` names, else the built-in kernel of that name.

A built-in kernel is known by its content, not by where it lies, so an answer is
the same from every folder: from a repository checkout beside an installed
advisor (whose ``kernels/cuda/*.cu`` are copies of the catalog's) as from anywhere else.
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from advisor.catalog import get_platform
from advisor.gpu.sources import builtin_code, resolve_source
from advisor.locations import kernels_dir

from .conftest import REPO

TWO_MM = ["--kernel", "mm2_kernel1", "--grid", "32,128", "--block", "32,8", "--arg", "ni=1024", "--arg", "nj=1024", "--arg", "nk=1024", "--arg", "alpha=1.5"]


def _advisor(folder: Path, *args: str) -> str:
    """stdout of ``advisor ARGS`` run from ``folder``."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-m", "advisor.cli", *args], cwd=folder, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def _same_from_every_folder(tmp_path: Path, *args: str) -> str:
    """The answer of ``advisor ARGS``, after checking it is the same from three folders."""
    checkout = tmp_path / "checkout"  # the catalog's kernels, in another place: a clone beside an installed advisor
    shutil.copytree(kernels_dir() / "cuda", checkout / "kernels" / "cuda")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    answers = {folder: _advisor(folder, *args) for folder in (elsewhere, checkout, REPO)}
    assert answers[checkout] == answers[elsewhere] == answers[REPO]
    return answers[REPO]


@pytest.mark.parametrize("args", [
    ["recommend", "polybench-gpu", "-p", "frontier-mi250x", "-k", "2mm", "-k", "gemm", "--format", "json", "--no-history"],
    ["predict-kernel", "--workload", "polybench-gpu", "--kernel", "2mm", "--gpu", "frontier-mi250x", "--format", "json"],
    ["predict-kernel", "kernels/cuda/2mm.cu", *TWO_MM, "--gpu", "frontier-mi250x", "--format", "json"],
    ["predict-kernel", "kernels/cuda/2mm.cu", *TWO_MM, "--gpu", "dc-a100", "--format", "json"],
], ids=["recommend", "predict-kernel-workload", "predict-kernel-file-amd", "predict-kernel-file-nvidia"])
def test_the_same_answer_from_every_folder(tmp_path, args):
    answer = _same_from_every_folder(tmp_path, *args)
    assert '"model": "kp"' in answer  # from the shipped compile: no compiler needed, no roofline fallback


def test_validation_rows_read_the_built_in_kernels_from_every_folder(tmp_path):
    rows = (REPO / "validation" / "gpu" / "bspgpu-kernel-times.csv").read_text().splitlines()[:3]  # the header, two runs
    (tmp_path / "runs.csv").write_text("\n".join(rows) + "\n")
    report = json.loads(_same_from_every_folder(tmp_path, "predict-kernel", "--validate", str(tmp_path / "runs.csv"), "--model", "kp",
                                                "--format", "json"))
    assert report["models"]["kp"]["rows"] == 2


def test_a_built_in_kernel_is_known_by_its_content(tmp_path):
    copy = tmp_path / "gemm.cu"
    shutil.copy(kernels_dir() / "cuda" / "gemm.cu", copy)
    assert builtin_code(copy, "sm_80") == kernels_dir() / "ptx" / "sm_80" / "gemm.ptx"
    assert builtin_code(copy, "gfx90a") == kernels_dir() / "amdgcn" / "gfx90a" / "gemm.s"
    copy.write_text(copy.read_text() + "\n// edited: no longer the shipped compile's source\n")
    assert builtin_code(copy, "sm_80") is None


def test_a_source_is_a_file_else_a_built_in_kernel_by_name(tmp_path):
    mine = tmp_path / "gemm.cu"
    mine.write_text("// the user's own gemm\n")
    assert resolve_source("gemm.cu", tmp_path) == mine  # beside the descriptor first
    assert resolve_source("gemm.cu", tmp_path / "elsewhere") == kernels_dir() / "cuda" / "gemm.cu"
    assert resolve_source("kernels/cuda/gemm.cu", tmp_path) == kernels_dir() / "cuda" / "gemm.cu"
    for explicit in ("/nonexistent/gemm.cu", "./gemm.cu", "../gemm.cu"):
        with pytest.raises(FileNotFoundError, match="no such file"):
            resolve_source(explicit, tmp_path / "elsewhere")


def test_the_library_reads_a_built_in_kernel_by_name_from_any_folder(tmp_path, monkeypatch):
    from advisor.gpu.nvidia import predict_kernel

    args = {"ni": 512, "nj": 512, "nk": 512, "alpha": 1.5, "beta": 1.2}
    monkeypatch.chdir(REPO)
    here = predict_kernel("kernels/cuda/gemm.cu", "gemm", (16, 64), (32, 8), args, platform=get_platform("dc-a100"))
    monkeypatch.chdir(tmp_path)
    assert predict_kernel("kernels/cuda/gemm.cu", "gemm", (16, 64), (32, 8), args, platform=get_platform("dc-a100")) == here
