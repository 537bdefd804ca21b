"""The node kit (validation/node-kit): the one-call measurement a session lent a GPU node runs, and what it derives.

Its CPU benchmark builds and runs here; its GPU one builds where nvcc is (it runs only on a GPU node); the
figures summarize.py derives are checked by hand on files of the shape the benchmarks write.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
KIT = REPO / "validation" / "node-kit"
_spec = importlib.util.spec_from_file_location("node_kit_summarize", KIT / "summarize.py")  # the kit's folder is no package
summarize = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(summarize)


def test_the_script_parses():
    assert subprocess.run(["bash", "-n", str(KIT / "measure.sh")]).returncode == 0


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_the_cpu_benchmark_runs_here_and_gives_figures(tmp_path):
    exe = tmp_path / "cpu_micro"
    built = subprocess.run(["gcc", "-O3", "-fopenmp", "-o", str(exe), str(KIT / "cpu_micro.c")], capture_output=True, text=True)
    if built.returncode != 0:
        pytest.skip(f"gcc cannot build OpenMP here: {built.stderr[:200]}")
    run = subprocess.run([str(exe), "--quick"], capture_output=True, text=True, timeout=120, check=True)
    (tmp_path / "cpu.csv").write_text(run.stdout)
    cpu = summarize.summarize(tmp_path)["cpu"]
    assert 0.5e9 < cpu["clock_hz"]["1"] < 7e9  # one dependent add per clock
    assert 20e-9 < cpu["first_touch_s_per_page"]["1"] < 100e-6
    assert cpu["first_touch_speedup"]["1"] == 1.0
    assert set(cpu["shared_line_extra_s_per_visit"]["1"]) == {"256", "512", "1024"}
    assert set(cpu["paced_shared_line_extra_s_per_visit"]["1"]) == {"256", "512", "1024"}
    assert cpu["crowded_walk_speedup"]["256"]["1"] == 1.0
    assert all(s > 0 for s in cpu["region_s_after_gap_us"]["1"].values())
    assert set(cpu["cold_read_extra_s_per_line"]["1"]) == {"32768", "262144", "2097152"}
    assert all(s >= 0 for s in cpu["cold_read_extra_s_per_line"]["1"].values())


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="needs nvcc")
def test_the_gpu_benchmark_builds(tmp_path):
    subprocess.run(["nvcc", "-O3", "-arch=sm_90", "-o", str(tmp_path / "gpu_micro"), str(KIT / "gpu_micro.cu"), "-ldl"],
                   check=True, capture_output=True, timeout=300)


def test_first_time_costs_leave_the_machines_first_process_apart(tmp_path):
    rows = ["run,loading,mode,test,param,value,unit"]
    # the machine's first process pays driver start-up; the later ones are what a program pays, per module loading
    for run, loading, launch_first in ((1, "LAZY", 900e-6), (2, "EAGER", 20e-6), (3, "LAZY", 60e-6), (4, "EAGER", 22e-6),
                                       (5, "LAZY", 50e-6), (6, "EAGER", 24e-6), (7, "LAZY", 70e-6)):
        rows += [f"{run},{loading},first,h2d_first,4096,{12e-6},s", f"{run},{loading},first,h2d_later,4096,{4e-6},s",
                 f"{run},{loading},first,launch_first,0,{launch_first},s", f"{run},{loading},first,launch_later,0,{9e-6},s"]
    (tmp_path / "first.csv").write_text("\n".join(rows) + "\n")
    first = summarize.summarize(tmp_path)["first"]
    assert first["processes"] == 7
    assert first["lazy"]["launch_first_extra_s"] == pytest.approx(60e-6 - 9e-6)  # median of 60, 50, 70 us, less a warm one
    assert first["eager"]["launch_first_extra_s"] == pytest.approx(22e-6 - 9e-6)
    assert first["lazy"]["h2d_first_extra_s"] == pytest.approx(8e-6)
    assert first["machine_first_launch_s"] == 900e-6


def test_energy_per_operation_is_beyond_the_busy_boards_static_power(tmp_path):
    (tmp_path / "gpu.csv").write_text(
        "mode,test,param,value,unit\n"
        "energy,idle,0,115,W\n"
        "energy,sleep,100,1e-3,s per launch\nenergy,sleep,100,0.2,J per launch\n"
        "energy,sleep,100,1000,nanosleep(1000) per warp\nenergy,sleep,100,1.98e9,Hz\n"
        "energy,ffma,10,2e-3,s per launch\nenergy,ffma,10,1.0,J per launch\n"
        "energy,ffma,10,1e9,FFMA warp instructions\nenergy,ffma,10,1.98e9,Hz\n")
    gpu = summarize.summarize(tmp_path)["gpu"]
    assert gpu["busy_static_w"] == pytest.approx(200.0)  # 0.2 J in 1 ms
    ffma = gpu["energy_parts"]["ffma"]
    assert ffma["power_w"] == pytest.approx(500.0)
    # (1.0 J - 200 W x 2 ms) / 1e9 warp instructions = 0.6 nJ per warp FFMA
    assert ffma["dynamic_j_per_op"] == pytest.approx(0.6e-9)
    assert ffma["op"] == "FFMA warp instructions"


def test_a_missing_folder_is_one_line_and_exit_code_2(tmp_path, capsys):
    assert summarize.main([str(tmp_path / "nowhere")]) == 2
    assert "not a folder" in capsys.readouterr().err


def test_serial_kernels_are_counted_in_cycles_of_the_one_thread_clock(tmp_path):
    (tmp_path / "cpu.csv").write_text(
        "test,threads,param,seconds,note\n"
        "clock,1,1000,2.5e-10,seconds per add\n"  # 4 GHz alone
        "serial_kernel,1,180,5e-4,nussinov (calibration/polybench.c -O3 -march=native)\n")
    assert summarize.summarize(tmp_path)["cpu"]["serial_kernel_cycles"] == {"nussinov": pytest.approx(2e6)}
