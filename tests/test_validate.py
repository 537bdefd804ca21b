"""The PolyBench reference implementations run here, and `advisor validate` compares them with the model."""

import csv
import dataclasses
import json

import pytest

from advisor import catalog
from advisor.calibration import gpu
from advisor.calibration.reference import ReferenceRun, cpu_kernels, run_cpu
from advisor.calibration.toolchain import find_compiler
from advisor.calibration.validate import Comparison, summarize
from advisor.cli import main
from advisor.history import Correction, HistoryStore
from advisor.platform import load_platform

GPU_REASON = gpu.unavailable_reason()
POLYBENCH = catalog.get_workload("polybench")
needs_cc = pytest.mark.skipif(find_compiler() is None, reason="no C compiler: the C reference implementations cannot be built")


@needs_cc
def test_the_c_reference_has_every_kernel_of_the_workload_with_its_parameters():
    known = cpu_kernels()
    for name, kernel in POLYBENCH.kernels.items():
        assert known.get(name) == len(kernel.params), name


@needs_cc
@pytest.mark.parametrize("name", sorted(POLYBENCH.kernels))
def test_every_kernel_runs_at_mini_size_and_gives_a_finite_checksum(name):
    kernel = POLYBENCH.kernels[name]
    result = run_cpu(kernel, "MINI", kernel.sizes("MINI"), reps=3, budget_s=0.05)
    assert len(result.times_s) >= 3 and all(t > 0 for t in result.times_s)
    assert result.median_s >= result.min_s > 0
    assert "-O3" in result.how and "PolyBench/C 4.2.1" in result.how


@needs_cc
def test_more_work_takes_longer():
    gemm = POLYBENCH.kernels["gemm"]
    # one thread: a busy second core on a shared machine stalls every parallel region,
    # which can make MINI (a few microseconds of work) as slow as MEDIUM
    small = run_cpu(gemm, "MINI", gemm.sizes("MINI"), reps=5, budget_s=0.05, threads=1).min_s
    medium = run_cpu(gemm, "MEDIUM", gemm.sizes("MEDIUM"), reps=3, budget_s=0.05, threads=1).min_s
    assert medium > 10 * small  # 700x the FLOPs


def comparison(kernel, device, predicted, measured, corrected=None, **gpu):
    return Comparison("w", kernel, "SMALL", device, {}, measured, predicted, corrected, "memory", "", **gpu)


def test_summary_scores_each_part_and_the_decisions_worked_by_hand():
    rows = [comparison("a", "cpu", 1.0, 2.0, 2.2),
            comparison("a", "gpu", 0.5, 0.5, copies_measured_s=(0.2, 0.1), copies_predicted_s=(0.1, 0.1), option_predicted_s=0.6),
            comparison("b", "cpu", 3.0, 1.0),
            comparison("b", "gpu", 0.5, 1.0, copies_measured_s=(0.25, 0.25), copies_predicted_s=(0.25, 0.5), option_predicted_s=0.9)]
    summary = summarize(rows)
    assert rows[0].error_pct == pytest.approx(-50) and rows[0].corrected_error_pct == pytest.approx(10)
    assert summary.mape_pct == pytest.approx((50 + 0 + 200 + 50) / 4)
    assert summary.corrected_mape_pct == pytest.approx(10) and summary.corrected_runs == 1
    parts = {p.part: (p.measurements, p.mape_pct, p.within) for p in summary.parts}
    # predicted / measured: cpu 0.5 and 3 (neither within 1.5x), gpu kernel 1 and 0.5, copies h2d 0.5 and 1, d2h 1 and 2
    assert parts == {"cpu, threads as the workload says": (2, pytest.approx(125), 0), "gpu kernel": (2, pytest.approx(25), 1),
                     "copies h2d": (2, pytest.approx(25), 1), "copies d2h": (2, pytest.approx(50), 1)}
    (decision,) = summary.decisions
    # a: the advisor takes the GPU (option 0.6 s < CPU 1 s), and the GPU was faster (0.8 s < 2 s): right, no slowdown.
    # b: it takes the GPU (0.9 s < 3 s), but the CPU was faster (1 s < 1.5 s): wrong, 1.5x slower than the best.
    assert (decision.total, decision.right, decision.always_cpu_right) == (2, 1, 1)
    assert decision.cpu_side_right == 1  # with the measured GPU options in place: a right (1 > 0.8), b wrong (3 > 1.5)
    assert decision.slowdown == pytest.approx(1.5**0.5)
    assert (summary.placement_correct, summary.placement_total) == (1, 2)


@needs_cc
def test_validate_records_runs_prints_mape_and_writes_csv(tmp_path, capsys):
    history, raw = tmp_path / "h.sqlite", tmp_path / "raw.csv"
    args = ["validate", "-p", "laptop-gtx850m", "-d", "MINI", "-k", "gemm", "-k", "jacobi-1d", "--reps", "3", "--budget", "0.01",
            "--runs", "3", "--history", str(history), "--allow-noisy", "--csv", str(raw)]  # MINI kernels take microseconds: noisy
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "MAPE" in out and "gemm" in out and "jacobi-1d" in out and "spread" in out
    runs = HistoryStore(history).runs()
    assert len(runs) == 6  # 2 kernels x 3 runs, each run recorded
    assert {(r.kernel, r.dataset, r.device, r.platform) for r in runs} == {("gemm", "MINI", "cpu", "laptop-gtx850m"),
                                                                         ("jacobi-1d", "MINI", "cpu", "laptop-gtx850m")}
    rows = list(csv.DictReader(raw.open()))
    assert len(rows) == 2 and rows[0]["host_cpu"] and "-march=native" in rows[0]["compiler_flags"] and rows[0]["when_utc"]
    assert float(rows[0]["measured_median_s"]) > 0

    # with learned factors in the history the same command shows the learned prediction too
    HistoryStore(history).store_fit([Correction("polybench", k, "laptop-gtx850m", "cpu", 2.0, 3, 1.1, 1.8, 2.2)
                                     for k in ("gemm", "jacobi-1d")], "test")
    assert main(args[:-3] + ["--allow-noisy", "--no-record", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data[-1]["scope"] == "summary" and data[-1]["corrected_runs"] == 2
    assert all(row["corrected_s"] == pytest.approx(2 * row["predicted_s"]) for row in data[:-1])
    assert all(row["runs"] == 3 and row["spread"] >= 0 for row in data[:-1])
    assert len(HistoryStore(history).runs()) == 6  # --no-record


def test_a_noisy_host_is_neither_recorded_nor_scored_unless_told(tmp_path, monkeypatch, capsys):
    import advisor.calibration.validate as validate

    times = iter([1e-3, 3e-3, 1.2e-3, 0.4e-3, 2e-3, 5e-3] * 10)  # runs of one kernel 2-5x apart: another job shares the cores

    def run_cpu(kernel, dataset, sizes, reps, budget_s):
        return ReferenceRun(kernel.name, dataset, dict(sizes), "cpu", (next(times),) * 3, 1, "injected")

    monkeypatch.setattr(validate, "run_cpu", run_cpu)
    history = tmp_path / "h.sqlite"
    args = ["validate", "-p", "laptop-gtx850m", "-d", "SMALL", "-k", "gemm", "-k", "atax", "--history", str(history)]
    assert main(args) == 2  # a refusal, as every other one
    err = capsys.readouterr().err
    assert "too noisy to learn from" in err and "--allow-noisy" in err
    assert HistoryStore(history).count() == 0
    assert main([*args, "--allow-noisy"]) == 0
    assert "host noisy" in capsys.readouterr().err and HistoryStore(history).count() == 6


def test_validate_refuses_unknown_datasets_and_kernels(capsys):
    assert main(["validate", "-p", "laptop-gtx850m", "-d", "HUGE", "--no-record"]) == 2
    assert main(["validate", "-p", "laptop-gtx850m", "-k", "nope", "--no-record"]) == 2
    assert "HUGE" in capsys.readouterr().err


@pytest.mark.skipif(GPU_REASON is not None, reason=f"no usable GPU: {GPU_REASON}")
def test_the_workloads_cuda_kernels_run_through_cupy():
    from advisor.calibration.validate import default_gpu_runner

    gemm = catalog.get_workload("polybench-gpu").kernels["gemm"]
    runner = default_gpu_runner()
    assert runner.why_not(gemm) is None
    measured = runner.run(gemm, "SMALL", gemm.sizes("SMALL"), reps=3)
    assert measured.run.device == "gpu" and measured.run.median_s > 0 and all(s > 0 for s in measured.copies_s)


@needs_cc
def test_without_a_platform_validate_measures_this_host_once_and_keeps_the_descriptor(tmp_path, monkeypatch, capsys):
    from advisor.calibration import cpu as cpu_bench
    from advisor.calibration.descriptor import default_name
    from tests.test_calibration import measurements

    monkeypatch.setenv("ADVISOR_HISTORY", str(tmp_path / "h.sqlite"))
    monkeypatch.setattr(cpu_bench, "measure_cpu", lambda info, quick, step: measurements(cores=info.cores))
    args = ["validate", "-d", "MINI", "-k", "gemm", "--reps", "3", "--budget", "0", "--allow-noisy"]
    assert main(args) == 0
    kept = tmp_path / "advisor-data" / "platforms" / f"{default_name()}.yaml"
    assert kept.exists() and "measuring this host" in capsys.readouterr().err
    assert main(args) == 0
    assert "measuring this host" not in capsys.readouterr().err
    assert main(["fit"]) == 0  # the platform name in the history resolves to the kept descriptor


def _without_lines(run):
    return dataclasses.replace(run, seconds={p: c for p, c in run.seconds.items() if p != "lines"})


@pytest.mark.parametrize("older, message", [
    (lambda m: dataclasses.replace(m, access=()), "no access profile"),
    (lambda m: dataclasses.replace(m, access=tuple(_without_lines(run) for run in m.access)), "an incomplete access profile"),
])
def test_a_host_descriptor_from_an_older_calibrate_is_measured_again(tmp_path, monkeypatch, capsys, older, message):
    from advisor.calibration import cpu as cpu_bench
    from advisor.calibration.descriptor import default_name
    from tests.test_calibration import measurements

    monkeypatch.setenv("ADVISOR_HISTORY", str(tmp_path / "h.sqlite"))
    monkeypatch.setattr(cpu_bench, "measure_cpu", lambda info, quick, step: older(measurements(cores=info.cores)))
    args = ["validate", "-d", "MINI", "-k", "gemm", "--reps", "3", "--budget", "0", "--allow-noisy"]
    assert main(args) == 0  # writes the descriptor an older calibrate would have written
    capsys.readouterr()
    monkeypatch.setattr(cpu_bench, "measure_cpu", lambda info, quick, step: measurements(cores=info.cores))
    assert main(args) == 0
    assert message in capsys.readouterr().err
    assert load_platform(tmp_path / "advisor-data" / "platforms" / f"{default_name()}.yaml").cpu.access_profile.complete
