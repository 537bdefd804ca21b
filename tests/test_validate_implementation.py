"""`advisor validate` measures what the advisor predicts: the workload's own code, built and run as it says."""

import csv
import json
import re
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from advisor import catalog
from advisor.calibration import validate
from advisor.calibration.imported import import_csv
from advisor.calibration.reference import ReferenceRun
from advisor.calibration.sourcerun import compile_flags, isa_problem, plan, run_source
from advisor.calibration.toolchain import find_compiler
from advisor.calibration.validate import GpuMeasurement, as_run, compare, summarize, validate_cpu, validate_gpu
from advisor.cli import main
from advisor.cpu.descriptor import CpuImplementation
from advisor.cpu.source.openmp import parallel_source
from advisor.history import HistoryStore, MeasuredRun

REPO = Path(__file__).resolve().parents[1]
NODE = REPO / "validation" / "cpu" / "h100-node"
PB_GPU = catalog.get_workload("polybench-gpu")
needs_cc = pytest.mark.skipif(find_compiler() is None, reason="no C compiler: the workload's C code cannot be built")
# small sizes for every size parameter of polybench-gpu: the checks below run each kernel in milliseconds
SMALL = {"M": 48, "N": 48, "NI": 48, "NJ": 40, "NK": 36, "NL": 44, "NM": 52, "NX": 64, "NY": 56, "TMAX": 4}


def small_sizes(kernel):
    return kernel.sizes(None, {p: SMALL[p] for p in kernel.params})


@pytest.mark.parametrize("name", sorted(PB_GPU.kernels))
def test_each_polybench_gpu_kernel_runs_its_own_serial_reference_as_the_suite_builds_it(name):
    kernel = PB_GPU.kernels[name]
    how = plan(kernel)
    # cpu_implementation {threads: 1, flags: "nvcc -O3"}: host gcc -O3 without -march (SSE2), one thread, no OpenMP
    assert how.source.endswith("calibration/polybench_gpu_cpu.c") and how.function == kernel.cpu_source.function
    assert (how.threads, how.flags, how.parallel) == (1, ("-std=gnu11", "-O3"), "serial")


@pytest.mark.parametrize("name", sorted(PB_GPU.kernels))
def test_on_threads_the_pragmas_go_on_the_loops_the_model_runs_in_parallel(name):
    kernel = PB_GPU.kernels[name]
    modelled = re.findall(r"line (\d+): loop on `\w+` run in parallel", kernel.cpu_parallel_note)
    version = parallel_source(kernel.cpu_source.path, kernel.cpu_source.function, set(kernel.params))
    assert [re.match(r"line (\d+):", p)[1] for p in version.pragmas] == modelled
    how = plan(as_run(kernel, 16))
    assert how.threads == 16 and "-fopenmp" in how.flags and "#pragma omp parallel for schedule(static)" in how.text


def test_a_reduction_gets_its_clause_and_an_array_reduction_its_whole_section():
    atax = PB_GPU.kernels["atax"]

    def pragmas(function, names):  # without their lines
        return [p.split(": ", 1)[1] for p in parallel_source(atax.cpu_source.path, function, names).pragmas]

    # y[i] = 0, then y[j] += A[i][j] * tmp[i] over rows i: every thread adds into its own copy of y
    assert pragmas("pbgpu_atax_y", {"NX", "NY"}) == ["#pragma omp parallel for schedule(static)",
                                                    "#pragma omp parallel for schedule(static) reduction(+: y[:NY])"]
    assert pragmas("pbgpu_gramschmidt_norm", {"NI", "NJ", "k"}) == ["#pragma omp parallel for schedule(static) reduction(+: nrm)"]


def test_the_flags_follow_the_implementation():
    assert compile_flags(CpuImplementation(threads=1), openmp=False) == ("-std=gnu11", "-O3")
    assert compile_flags(CpuImplementation(isa="native", fast_math=True), openmp=True) == (
        "-std=gnu11", "-O3", "-march=native", "-ffast-math", "-fopenmp")
    assert compile_flags(CpuImplementation(vectorized=False), openmp=False)[-1] == "-fno-tree-vectorize"
    # an ISA the host cannot run is not measured, and the reason names what is missing
    assert "lacks avx512bw" in isa_problem("avx512", "x86_64", {"avx512f", "avx512vl", "avx512dq", "avx512cd"})
    assert isa_problem("avx2", "x86_64", {"avx2", "fma", "bmi2"}) is None
    assert "not this host's instruction set" in isa_problem("neon", "x86_64", set())
    assert "not this host's instruction set" in isa_problem("avx2", "aarch64", set())


@needs_cc
@pytest.mark.parametrize("name", sorted(PB_GPU.kernels))
def test_the_threaded_version_computes_what_the_serial_one_does(name):
    kernel = PB_GPU.kernels[name]
    sizes = small_sizes(kernel)
    serial = run_source(kernel, "small", sizes, threads=1, reps=1, budget_s=0)
    threaded = run_source(kernel, "small", sizes, threads=2, reps=1, budget_s=0)
    assert serial.run.threads == 1 and threaded.run.threads == 2
    assert all(t > 0 for t in serial.run.times_s + threaded.run.times_s)
    # a reduction over per-thread copies adds in another order: float32 sums agree to rounding, Gram-Schmidt's
    # normalisation carries that into every later column
    tolerance = 1e-2 if name == "gramschmidt" else 1e-4
    assert threaded.checksum == pytest.approx(serial.checksum, rel=tolerance)


@needs_cc
def test_validate_measures_every_polybench_gpu_kernel_with_its_own_code(tmp_path, capsys):
    raw = tmp_path / "raw.csv"
    sizes = [arg for p, v in SMALL.items() for arg in ("--size", f"{p}={v}")]
    args = ["validate", "--workload", "polybench-gpu", "-d", "MINI", "--cpu-only", "-p", "h100-sxm-xeon8570", *sizes,
            "--threads", "1", "--threads", "all", "--runs", "1", "--reps", "1", "--budget", "0", "--no-record", "--allow-noisy",
            "--csv", str(raw), "--format", "json"]
    assert main(args) == 0
    captured = capsys.readouterr()
    assert "not measured" not in captured.err and "skipped" not in captured.err
    rows = list(csv.DictReader(raw.open()))
    assert len(rows) == 2 * len(PB_GPU.kernels)  # every kernel, on one thread and on all
    for row in rows:
        function = PB_GPU.kernels[row["kernel"]].cpu_source.function
        assert f"polybench_gpu_cpu.c:{function}" in row["method"] and f"{row['threads']} thread" in row["method"]
        ran_as = "1 thread" if row["threads"] == "1" else "all cores"  # --threads all: the implementation on every core
        assert row["implementation"].startswith(f"calibration/polybench_gpu_cpu.c:{function} ({ran_as}, BASELINE SIMD")
    data = json.loads(captured.out)
    parts = {p["part"] for p in data[-1]["parts"]}
    assert "cpu, 1 thread" in parts and len(parts) == 2


def test_polybench_c_kernels_run_the_reference_code_their_workload_names():
    # workloads/polybench.yaml says cpu_reference: polybench-c, so its kernels (no cpu_source) run their 4.2.1 nests;
    # the same kernel in a workload that names no reference code is not measured, and the reason says why
    from dataclasses import replace

    from advisor.calibration.validate import not_measurable

    polybench = catalog.get_workload("polybench")
    assert polybench.cpu_reference == "polybench-c"
    gemm = polybench.kernels["gemm"]
    assert gemm.cpu_source is None and not_measurable(polybench, gemm) is None
    reason = not_measurable(replace(polybench, cpu_reference=None), gemm)
    assert "names no cpu_source" in reason and "no cpu_reference" in reason


def test_a_kernel_without_code_of_its_own_is_not_measured_with_another(tmp_path):
    workload = catalog.get_workload("pipeline-example")
    result = validate_cpu(workload, catalog.get_platform("h100-sxm-xeon8570"), [workload.default_dataset], runs=1)
    assert result.comparisons == () and len(result.not_measured) == len(workload.kernels)
    assert all("names no cpu_source" in reason and "no cpu_reference" in reason for reason in result.not_measured)


class FakeGpu:
    """A GPU runner with injected timings: kernel seconds and copies by kernel name."""

    def __init__(self, timings):
        self.timings = timings

    def why_not(self, kernel):
        return None if kernel.name in self.timings else "no injected timing"

    def run(self, kernel, dataset, sizes, reps):
        kernel_s, copies = self.timings[kernel.name]
        return GpuMeasurement(ReferenceRun(kernel.name, dataset, dict(sizes), "gpu", (kernel_s,) * 3, 1, "injected"), copies)


def test_the_gpu_path_scores_parts_and_the_decision_from_injected_timings():
    platform = catalog.get_platform("h100-sxm-xeon8570")
    fake = FakeGpu({"gemm": (2e-4, (3e-4, 3e-4)), "atax": (2e-3, (0.03, 1e-5))})
    gpu = validate_gpu(PB_GPU, platform, ["MINI"], ["gemm", "atax", "2dconv"], runs=1, runner=fake)
    assert [c.kernel for c in gpu.comparisons] == ["gemm", "atax"]
    assert gpu.not_measured == ("2dconv (GPU): no injected timing",)
    gemm = gpu.comparisons[0]
    assert gemm.option_measured_s == pytest.approx(2e-4 + 6e-4) and gemm.copies_measured_s == (3e-4, 3e-4)
    option = validate.predict_gpu(PB_GPU, PB_GPU.kernels["gemm"], platform, "MINI")
    # the kernel as a timer around its launches sees it: on-chip time and launch overheads; the option adds the copies
    assert gemm.predicted_s == pytest.approx(option.compute_s + option.launch_s) and gemm.option_predicted_s == pytest.approx(option.time_s)

    # CPU runs injected too: gemm measured slower on the CPU than the GPU option, atax faster
    cpu = [compare(PB_GPU, [ReferenceRun(name, "MINI", PB_GPU.kernels[name].sizes("MINI"), "cpu", (seconds,), 1, "injected")],
                   platform, {}) for name, seconds in (("gemm", 0.1), ("atax", 0.01))]
    summary = summarize(cpu + list(gpu.comparisons))
    (decision,) = summary.decisions
    expected = 0
    for c in cpu:
        g = next(x for x in gpu.comparisons if x.kernel == c.kernel)
        expected += (c.predicted_s <= g.option_predicted_s) == (c.measured_s < g.option_measured_s)
    assert (decision.total, decision.right, summary.placement_correct) == (2, expected, expected)
    assert decision.always_cpu_right == 1  # atax: 10 ms on the CPU against 32 ms of GPU option
    assert {p.part for p in summary.parts} == {"cpu, 1 thread", "gpu kernel", "copies h2d", "copies d2h"}
    assert decision.slowdown >= 1.0


class FakeLayer:
    """A device layer that records what the runner does and takes injected seconds: 1 ms per copy of 1 MiB, 10 us a launch."""

    name = "fake GPU"

    def __init__(self):
        self.calls = []

    def function(self, source, kernel):
        return kernel

    def host_array(self, count, dtype, pinned):
        return {"count": count, "dtype": dtype, "written": False}

    def write(self, host, seed):
        host["written"] = True

    def device_array(self, count, dtype):
        return {"count": count, "dtype": dtype}

    def to_device(self, host, device):
        self.calls.append(("h2d", host["count"], host["written"]))
        self.seconds = 1e-3 * host["count"] * 4 / 2**20

    def to_host(self, device, host):
        self.calls.append(("d2h", device["count"], host["written"]))
        self.seconds = 1e-3 * device["count"] * 4 / 2**20

    def launch(self, function, grid, block, args):
        self.calls.append(("launch", function, grid, block, len(args)))
        self.seconds += 10e-6

    def scalar(self, value, dtype):
        return (dtype, value)

    def timed(self, work):
        self.seconds = 0.0
        work()
        return self.seconds

    def board_energy_j(self):  # 300 W while a launch runs: 3 mJ a launch
        return 3e-3 * sum(1 for c in self.calls if c[0] == "launch")


def test_the_gpu_runner_runs_the_steps_and_copies_as_the_workload_describes_them():
    from advisor.calibration.gpurun import WorkloadRunner

    layer = FakeLayer()
    runner = WorkloadRunner(layer)
    two_mm = PB_GPU.kernels["2mm"]
    assert runner.why_not(two_mm) is None
    sizes = two_mm.sizes(None, dict.fromkeys(two_mm.params, 512))
    measured = runner.run(two_mm, "n=512", sizes, reps=3)
    launches = [c for c in layer.calls if c[0] == "launch"]
    assert [c[1] for c in launches] == ["mm2_kernel1", "mm2_kernel2"] * 4  # a warm-up and 3 repetitions
    assert launches[0][2:] == ((16, 64), (32, 8), 7)  # the step's grid and block; ni, nj, nk, alpha and A, B, tmp
    copies = [c for c in layer.calls if c[0] != "launch"]
    in_arrays = [name for name, spec in two_mm.arrays.items() if spec.role in ("in", "inout")]
    assert [c[0] for c in copies] == ["h2d"] * len(in_arrays) + ["d2h"]
    # the suite copies its scratch tmp in without writing it: fresh pages; D's result goes into a new array
    written = {name: c[2] for name, c in zip(in_arrays, copies, strict=False)}
    assert written["tmp"] is False and written["A"] is True and copies[-1][2] is False
    h2d, d2h = measured.copies_s
    assert d2h == pytest.approx(1e-3) and h2d == pytest.approx(1e-3 * len(in_arrays))  # 512 x 512 float32 = 1 MiB each
    assert measured.run.times_s == pytest.approx((20e-6,) * 3) and "host memory pageable" in measured.run.how
    assert measured.board_energy_j == pytest.approx(2 * 3e-3)  # two launches a repetition, the warm-up not counted
    managed = replace(two_mm, host=replace(two_mm.host, memory="managed"))
    assert "not run by validate" in runner.why_not(managed)


def test_every_polybench_gpu_kernel_can_run_on_a_gpu_as_described():
    from advisor.calibration.gpurun import WorkloadRunner, array_of

    runner = WorkloadRunner(FakeLayer())
    assert {name: runner.why_not(kernel) for name, kernel in PB_GPU.kernels.items()} == dict.fromkeys(PB_GPU.kernels)
    corr_std = PB_GPU.kernels["corr"].steps[1]
    assert array_of("std", corr_std.cuda, PB_GPU.kernels["corr"]) == "stddev"  # the step's cuda.arrays
    assert array_of("y1", PB_GPU.kernels["mvt"].steps[0].cuda, PB_GPU.kernels["mvt"]) == "y_1"  # underscores and case aside


def test_validate_runs_the_gpu_through_the_runner_and_prints_the_decision(monkeypatch, capsys):
    from advisor.calibration import gpu

    monkeypatch.setattr(gpu, "unavailable_reason", lambda: None)
    monkeypatch.setattr(validate, "default_gpu_runner", lambda: FakeGpu({"gemm": (2e-4, (3e-4, 3e-4))}))
    monkeypatch.setattr(validate, "run_source", lambda kernel, dataset, sizes, threads, reps, budget_s: type("R", (), {
        "run": ReferenceRun(kernel.name, dataset, dict(sizes), "cpu", (0.05,) * 3, 1, "injected")})())
    assert main(["validate", "--workload", "polybench-gpu", "-d", "MINI", "-k", "gemm", "-p", "h100-sxm-xeon8570",
                 "--runs", "1", "--no-record", "--allow-noisy"]) == 0
    out = capsys.readouterr().out
    assert "placement correct 1/1" in out and "CPU-or-GPU" in out and "copies h2d" in out


def test_imported_measurements_score_as_the_validation_scripts_do():
    sys.path.insert(0, str(NODE))
    sys.path.insert(0, str(REPO / "validation" / "transfers" / "h100-node"))
    import validate_h100_node as cpu_script
    import validate_transfers as transfer_script

    for name in cpu_script.DEFAULT_PLATFORMS[:2]:
        platform = catalog.get_platform(name)
        imported = import_csv(NODE / "polybench-acc-times.csv", PB_GPU, platform, NODE / "polybench_acc_openmp.c")
        summary = summarize(imported)
        parts = {p.part: p for p in summary.parts}
        decisions = {d.cpu: d for d in summary.decisions}
        script = cpu_script.evaluate([name])[platform.name]
        for column, threads in (("cpu1_s", "1 thread"), ("cpu16_s", "16 threads")):
            expected = script[f"polybench-acc {column}"]["summary"]
            part = parts[f"cpu, {threads}"]
            assert (part.measurements, part.within) == (expected["rows"], expected["within_1.5x"])
            assert part.mape_pct == pytest.approx(expected["mape_pct"], rel=1e-12)
            assert part.geomean == pytest.approx(expected["geomean_ratio"], rel=1e-12)
            assert decisions[threads].cpu_side_right == expected["decisions_right"]
            assert decisions[threads].always_cpu_right == expected["always_cpu_right"]
        rows = transfer_script.program_rows(platform)
        for direction in ("h2d", "d2h"):
            mine = [r for r in rows if r.group == direction]
            part = parts[f"copies {direction}"]
            assert part.within == transfer_script.score(mine).within
            assert part.geomean == pytest.approx(transfer_script.score(mine).geomean, rel=1e-12)
        c_rows = summarize(import_csv(NODE / "polybench-c-16threads.csv", catalog.get_workload("polybench"), platform))
        expected = script["polybench-c SMALL 16 threads"]["summary"]
        (part,) = c_rows.parts
        assert (part.within, part.mape_pct) == (expected["within_1.5x"], pytest.approx(expected["mape_pct"], rel=1e-12))


def test_validate_from_csv_prints_the_summary_and_refuses_what_it_cannot_read(tmp_path, capsys):
    args = ["validate", "--workload", "polybench-gpu", "-p", "h100-sxm-xeon8570", "--from-csv", str(NODE / "polybench-acc-times.csv"),
            "--openmp-source", str(NODE / "polybench_acc_openmp.c"), "--format", "json"]
    assert main(args) == 0
    summary = json.loads(capsys.readouterr().out)[-1]
    assert summary["placement_total"] == 64 and {d["cpu"] for d in summary["decisions"]} == {"1 thread", "16 threads"}
    bad = tmp_path / "bad.csv"
    bad.write_text("kernel,size,gpu_s,cpu1_s\ngemm,32,fast,1e-3\n")
    assert main(["validate", "--workload", "polybench-gpu", "-p", "h100-sxm-xeon8570", "--from-csv", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bad.csv" in err[0] and "gpu_s" in err[0]
    assert main(["validate", "--workload", "polybench-gpu", "--from-csv", str(NODE / "polybench-acc-times.csv")]) == 2
    assert "--platform" in capsys.readouterr().err
    imported = ["validate", "--workload", "polybench-gpu", "-p", "h100-sxm-xeon8570", "--from-csv", str(NODE / "polybench-acc-times.csv")]
    assert main([*imported, "--threads", "4"]) == 2  # an option that says how to measure is refused, never ignored
    assert "--threads says how to measure" in capsys.readouterr().err
    bad.write_text("kernel,size,gpu_s,cpu1_s\ngemm,-5,1e-3,1e-3\n")  # a size the kernel refuses: the file's line and column
    assert main(["validate", "--workload", "polybench-gpu", "-p", "h100-sxm-xeon8570", "--from-csv", str(bad)]) == 2
    assert "bad.csv: line 2: size" in capsys.readouterr().err


def test_fit_learns_only_from_runs_of_the_implementation_the_workload_describes(tmp_path):
    from advisor.calibration.learn import catalog_resolvers, fit_corrections

    kernel = PB_GPU.kernels["gemm"]
    mine = validate.implementation_tag(kernel)
    other = validate.implementation_tag(as_run(kernel, 16))
    assert mine != other and "1 thread" in mine and "16 threads" in other
    runs = [MeasuredRun("polybench-gpu", "gemm", dataset, kernel.sizes(dataset), "h100-sxm-xeon8570", "cpu", 1.0, None, None,
                        f"injected; implementation {other}; run 1 of 1") for dataset in ("MINI", "SMALL", "STANDARD")]
    report = fit_corrections(runs, *catalog_resolvers())
    assert report.fitted_runs == 0 and any("16 threads" in reason for reason in report.skipped)
    assert validate.recorded_implementation(runs[0].how) == other
    HistoryStore(tmp_path / "h.sqlite").record_many([replace(r, how=f"injected; implementation {mine}") for r in runs])
    assert fit_corrections(HistoryStore(tmp_path / "h.sqlite").runs(), *catalog_resolvers()).fitted_runs == 3


def test_a_time_budget_picks_the_sizes_around_each_kernels_crossover():
    from advisor.calibration.sizing import TIME_ONLY, pick_sizes, size_point

    platform = catalog.get_platform("h100-sxm-xeon8570")
    gemm = PB_GPU.kernels["gemm"]
    picks, notes = pick_sizes([gemm], platform, None, 60.0, runs=3, reps=10, budget_s=1.0, threads=[1], with_gpu=True, memory_bytes=2**34)
    assert [p.label for p in picks] == ["crossover", "crossover/4", "crossover*4"] and notes == []
    assert sum(p.expected_s for p in picks) <= 60.0
    centre, smaller, larger = (p.sizes["NI"] for p in picks)
    # whole sizes: the centre's rounding (half a unit) grows fourfold in its multiple
    assert smaller == pytest.approx(centre / 4, abs=1) and larger == pytest.approx(centre * 4, abs=2)
    # the advice changes across the crossover: the CPU below it, the GPU above
    below = size_point(gemm, platform, TIME_ONLY, gemm.default_dataset, None, smaller / gemm.sizes()["NI"])
    above = size_point(gemm, platform, TIME_ONLY, gemm.default_dataset, None, larger / gemm.sizes()["NI"])
    assert (below.recommended, above.recommended) == ("cpu", "gpu")
    # a budget too small for the crossover itself says so
    none, why = pick_sizes([gemm], platform, None, 1e-9, 3, 10, 1.0, [1], True, memory_bytes=2**34)
    assert none == [] and "beyond the budget" in why[0]


def test_the_html_report_has_the_scores_and_a_figure_per_part():
    from advisor.calibration.validationreport import report_html

    platform = catalog.get_platform("h100-sxm-xeon8570")
    imported = import_csv(NODE / "polybench-acc-times.csv", PB_GPU, platform)
    page = report_html("polybench-gpu", platform.name, imported, summarize(imported), ["imported"])
    assert page.startswith("<!DOCTYPE html>") and "CPU or GPU, time only" in page and "cpu, 16 threads" in page
    try:
        import matplotlib  # noqa: F401 - only whether it is installed
    except ImportError:
        assert "matplotlib is not installed" in page
    else:
        assert page.count("<img") == 5  # cpu on 1 and 16 threads, gpu kernel, copies each way


def test_check_node_writes_one_folder_of_results(tmp_path, monkeypatch, capsys):
    from advisor.calibration import cpu as cpu_bench
    from tests.test_calibration import measurements

    monkeypatch.setenv("ADVISOR_HISTORY", str(tmp_path / "h.sqlite"))
    monkeypatch.setattr(cpu_bench, "measure_cpu", lambda info, quick, step: measurements(cores=info.cores))
    monkeypatch.setattr(validate, "run_source", lambda kernel, dataset, sizes, threads, reps, budget_s: type("R", (), {
        "run": ReferenceRun(kernel.name, dataset, dict(sizes), "cpu", (1e-3,) * 3, kernel.cpu.threads or 2, "injected")})())
    out = tmp_path / "check"
    assert main(["check-node", "--out", str(out), "--cpu-only", "--budget-total", "2", "--workload", "polybench-gpu", "--allow-noisy"]) == 0
    files = sorted(p.name for p in out.iterdir())
    assert "measurements.csv" in files and "report.html" in files and any(f.startswith("measured-") for f in files)
    rows = list(csv.DictReader((out / "measurements.csv").open()))
    assert rows and {row["threads"] for row in rows} == {"1", "2"}  # one thread, and all (the injected runs report 2)
    assert "around the predicted crossovers" in capsys.readouterr().err


@needs_cc
def test_package_energy_is_read_around_each_repetition_where_rapl_is_readable(tmp_path, monkeypatch):
    from advisor.calibration import sourcerun

    zone = tmp_path / "intel-rapl:0"
    zone.mkdir()
    (zone / "energy_uj").write_text("5000000\n")  # a counter that does not move: no reading, rather than 0 J
    monkeypatch.setattr(sourcerun, "rapl_domains", lambda: [zone])
    gemm = PB_GPU.kernels["gemm"]
    assert run_source(gemm, "small", small_sizes(gemm), threads=1, reps=3, budget_s=0).run.energy_j == ()
    # readings (injected here: this host has no RAPL) go with the prediction of the packages' energy
    platform = catalog.get_platform("h100-sxm-xeon8570")
    metered = ReferenceRun("gemm", "small", small_sizes(gemm), "cpu", (1e-3, 1e-3, 1e-3), 1, "injected", (0.02, 0.03, 0.025))
    compared = compare(PB_GPU, [metered], platform, {})
    cpu = validate._recommend(PB_GPU, gemm, platform, "small", metered.sizes, None).cpu
    node_rest_w = platform.idle_power_w - platform.cpu.idle_power_w  # RAPL's package counters do not see the rest
    assert compared.energy_measured_j == pytest.approx(0.025)
    assert compared.energy_predicted_j == pytest.approx(cpu.energy_j - cpu.time_s * node_rest_w)
    (part,) = [p for p in summarize([compared]).parts if p.part.startswith("cpu energy")]
    assert part.measurements == 1 and part.mape_pct == pytest.approx(abs(compared.energy_predicted_j / 0.025 - 1) * 100)


@needs_cc
def test_a_result_that_is_not_finite_still_times_the_code(tmp_path):
    from advisor.workload import workload_from_data

    (tmp_path / "blowup.c").write_text("void blowup(int N, float x[N])\n{\n    for (int i = 0; i < N; i++)\n        x[i] = x[i] / 0.0f;\n}\n")
    kernel = {"params": ["N"], "datasets": {"S": {"N": 64}}, "dtype": "float32", "arrays": {"x": {"dims": ["N"], "role": "inout"}},
              "flops": "N", "parallelism": "N", "cpu_source": {"file": "blowup.c", "function": "blowup"}}
    data = {"schema": "advisor-workload/1", "name": "blowup", "datasets": ["S"], "kernels": {"blowup": kernel}}
    blowup = workload_from_data(data, str(tmp_path / "blowup.yaml")).kernels["blowup"]
    result = run_source(blowup, "S", blowup.sizes("S"), threads=1, reps=3, budget_s=0)
    assert len(result.run.times_s) == 3 and result.checksum != result.checksum  # an infinite sum: JSON null, read as NaN


REDUCING = """
void reduce(int N, int M, float A[N][M], float C[N][M], float last[2])
{
    float t = 0;
    float smallest = A[0][0];
    int j;
    for (int k = 0; k < 4; k++) {          /* every k adds into all of C: C is reduced over per-thread copies */
        for (int i = 0; i < N; i++)
            for (j = 0; j < M; j++)
                C[i][j] += A[i][j] * (k + 1);
    }
    for (int i = 0; i < N; i++) {           /* t and j are the iteration's own; t's last value is read after the loop */
        t = A[i][0] * 2;
        for (j = 0; j < M; j++)
            smallest = smallest < A[i][j] ? smallest : A[i][j];
    }
    last[0] = t;
    last[1] = smallest;
}
"""


def reducing_kernel(tmp_path, n):
    from advisor.workload import workload_from_data

    (tmp_path / "reduce.c").write_text(REDUCING)
    kernel = {"params": ["N", "M"], "datasets": {"S": {"N": n, "M": n}}, "dtype": "float32",
              "arrays": {"A": {"dims": ["N", "M"], "role": "in"}, "C": {"dims": ["N", "M"], "role": "inout"},
                         "last": {"dims": [2], "role": "out"}},
              "flops": "4*N*M", "parallelism": "N*M", "cpu_source": {"file": "reduce.c", "function": "reduce"}}
    data = {"schema": "advisor-workload/1", "name": "reducing", "datasets": ["S"], "kernels": {"reduce": kernel}}
    return workload_from_data(data, str(tmp_path / "reducing.yaml")).kernels["reduce"]


def test_privates_reductions_and_last_values_are_written_so_that_threads_compute_what_one_does(tmp_path):
    kernel = reducing_kernel(tmp_path, 64)
    pragmas = [p.split(": ", 1)[1] for p in parallel_source(kernel.cpu_source.path, "reduce", {"N", "M"}).pragmas]
    assert pragmas == ["#pragma omp parallel for schedule(static) lastprivate(j) reduction(+: C[:N][:M])",
                       "#pragma omp parallel for schedule(static) lastprivate(j, t) reduction(min: smallest)"]


@needs_cc
def test_a_large_array_reduction_runs_on_threads_and_agrees_with_one_thread(tmp_path):
    kernel = reducing_kernel(tmp_path, 1600)  # 10 MiB per private copy of C: beyond a default 8 MiB stack
    serial = run_source(kernel, "S", kernel.sizes("S"), threads=1, reps=1, budget_s=0)
    threaded = run_source(kernel, "S", kernel.sizes("S"), threads=2, reps=1, budget_s=0)
    assert threaded.checksum == pytest.approx(serial.checksum, rel=1e-6)


def test_validates_own_csv_scores_again_as_it_was_scored(tmp_path):
    from advisor.calibration.rawdata import write_csv

    platform = catalog.get_platform("h100-sxm-xeon8570")
    live = import_csv(NODE / "polybench-acc-times.csv", PB_GPU, platform)[:12]  # kernels on 1 and 16 threads and the GPU
    write_csv(tmp_path / "raw.csv", live, platform)
    again = import_csv(tmp_path / "raw.csv", PB_GPU, platform)
    first, second = summarize(live), summarize(again)
    assert [(p.part, p.measurements, p.within) for p in second.parts] == [(p.part, p.measurements, p.within) for p in first.parts]
    assert [(d.cpu, d.total, d.right, d.cpu_side_right) for d in second.decisions] == \
        [(d.cpu, d.total, d.right, d.cpu_side_right) for d in first.decisions]


def test_without_a_gpu_the_budget_sizes_each_kernel_to_its_share_with_its_derived_sizes():
    from advisor.calibration.sizing import pick_sizes

    epcc = catalog.get_workload("epcc-level1")
    host = catalog.get_platform(str(REPO / "validation" / "cpu" / "epyc-vm-2c.yaml"))
    picks, _ = pick_sizes([epcc.kernels["GEMM"]], host, None, 0.5, runs=3, reps=10, budget_s=1.0, threads=[1], with_gpu=False)
    assert [p.label for p in picks] == ["budget", "budget/4"]
    for pick in picks:  # n = floor(sqrt(datasize / 8 / 3)) follows the rounded datasize, as the prediction computes it
        assert pick.sizes == epcc.kernels["GEMM"].sizes(None, {"datasize": pick.sizes["datasize"]})
    assert picks[0].expected_s <= 0.5


def test_code_the_analysis_cannot_read_is_not_measured_and_the_others_are(tmp_path):
    from advisor.workload import workload_from_data

    (tmp_path / "loops.c").write_text("void spin(int N, float x[N])\n{\n    int i = 0;\n    while (i < N) { x[i] = 1; i++; }\n}\n")
    kernel = {"params": ["N"], "datasets": {"S": {"N": 64}}, "dtype": "float32", "arrays": {"x": {"dims": ["N"], "role": "out"}},
              "flops": "N", "parallelism": "N", "cpu_source": {"file": "loops.c", "function": "spin"}}
    data = {"schema": "advisor-workload/1", "name": "spinning", "datasets": ["S"], "kernels": {"spin": kernel}}
    spinning = workload_from_data(data, str(tmp_path / "spinning.yaml"))
    reason = validate.not_measurable(spinning, as_run(spinning.kernels["spin"], 2))
    assert "while loop" in reason  # on threads: the model has no parallel version of it, so validate has none to run
