"""`advisor calibrate`: descriptors from measurements, atomic writes, a real quick run, GPU parts skip cleanly."""

import dataclasses
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from advisor.calibration import cpu as cpu_bench
from advisor.calibration import descriptor, gpu, sysinfo
from advisor.calibration.cpu import AccessRun, CpuMeasurements, PeakResult, StreamResult, measure_cpu, saturation_r2, thread_counts
from advisor.calibration.toolchain import ToolchainError
from advisor.cli import main
from advisor.platform import load_platform

REPO = Path(__file__).resolve().parents[1]
GPU_REASON = gpu.unavailable_reason()


def info(cores=4):
    return sysinfo.CpuInfo("Test CPU", "TestVendor", 1, cores, 1, 2.0e9, 2.0e9, 256, 16 * 2**20, {"L3": 16 * 2**20}, "test")


def measurements(per_core=10e9, sustained=30e9, cores=4):
    stream = tuple(StreamResult(t, 0.9 * min(sustained, t * per_core), min(sustained, t * per_core), 0.8 * min(sustained, t * per_core),
                                0.95 * min(sustained, t * per_core), 64 * 2**20, (0.01,), (0.01,)) for t in (1, 2, cores))
    peaks = tuple(PeakResult(p, t, rate * t, 0.25, 256) for p, rate in (("fp64", 36e9), ("fp32", 72e9), ("int32", 48e9)) for t in (1, cores))
    latency = {"fma": 1.1e-9, "add": 0.8e-9, "divide": 3.5e-9, "store_forward": 2.4e-9}
    curves = {"contiguous": {8192: 3e-11, 2**27: 3e-10}, "scalar": {8192: 1.8e-10, 2**27: 3.4e-10}, "strided": {8192: 4e-10, 2**21: 6e-9},
              "lines": {8192: 4.4e-10, 2**27: 8.4e-9}}
    access = tuple(AccessRun(t, {**latency, "fork_join": 0.3e-6 * t, "barrier": 0.1e-6 * t}, curves) for t in (1, cores))
    return CpuMeasurements(stream, peaks, "test compiler -O3", False, None, saturation_r2(stream), 1.0,
                           region_overhead_s=access[-1].latency_s["fork_join"], access=access, first_touch={1: 1.3e-6, cores: 0.5e-6})


def test_thread_counts_run_from_one_to_all_cores():
    assert thread_counts(2, quick=True) == [1, 2]
    assert thread_counts(16, quick=False) == [1, 2, 3, 4, 8, 16]
    assert thread_counts(6, quick=False)[-1] == 6 and thread_counts(32, quick=True) == [1, 16, 32]


@pytest.mark.parametrize("text, mode", [("always [madvise] never", "madvise"), ("[always] madvise never", "always"),
                                        ("always madvise [never]", "never"), (None, None)])
def test_the_kernels_huge_page_mode_is_the_bracketed_word(tmp_path, text, mode):
    # calibrate times line fetches on huge pages; where the kernel gives none it says so in its notes
    setting = tmp_path / "enabled"
    if text is not None:
        setting.write_text(text + "\n")
    assert sysinfo.transparent_huge_pages(setting) == mode


def test_the_os_reports_this_cpu():
    found = sysinfo.read_cpu_info()
    assert found.cores >= 1 and found.threads_per_core >= 1
    assert found.simd_width_bits in (128, 256, 512)
    assert found.model


def test_a_descriptor_from_measurements_loads_and_cites_measured_sources(tmp_path):
    doc = descriptor.build_descriptor("test-host", info(), measurements(), today="2026-11-21")
    platform = descriptor.write_descriptor(tmp_path / "test-host.yaml", doc)
    assert platform.cpu.access_profile.for_threads(4).curves["strided"].at(2**21) == pytest.approx(6e-9)
    # a parallel region per team size: one thread 0.3 us, all four 1.2 us (also the platform's overhead)
    assert [run.latency_s["fork_join"] for run in platform.cpu.access_profile.runs] == pytest.approx([0.3e-6, 1.2e-6])
    assert platform.cpu.parallel_region_overhead_s == pytest.approx(1.2e-6)
    # a barrier per team size, and first touch: 1.3 us per fresh page on one thread, 0.5 us per page with all four
    assert [run.latency_s["barrier"] for run in platform.cpu.access_profile.runs] == pytest.approx([0.1e-6, 0.4e-6])
    touch = platform.cpu.first_touch
    assert (touch.one_thread_s, touch.all_threads_s) == pytest.approx((1.3e-6, 0.5e-6))
    assert platform.source_of("cpu.first_touch.one_thread").kind == "measured"
    assert platform.cpu.memory_bandwidth_sustained_Bps == pytest.approx(30e9, rel=1e-4)
    assert platform.cpu.memory_bandwidth_per_core_Bps == pytest.approx(10e9, rel=1e-4)
    assert platform.cpu.peak_flops("fp64") == pytest.approx(4 * 36e9, rel=1e-3)
    measured = platform.source_of("cpu.memory_bandwidth_sustained")
    assert measured.kind == "measured" and measured.date == "2026-11-21" and "STREAM" in measured.method
    assert measured.details["bandwidth_r2"] == pytest.approx(1.0) and measured.details["stream"][0]["copy_s"] == [0.01]
    assert platform.source_of("cpu.memory_bandwidth").kind == "estimate"
    assert platform.source_of("cpu.tdp").kind == "estimate" and "TDP" in platform.source_of("cpu.tdp").method
    assert load_platform(tmp_path / "test-host.yaml").name == "test-host"


def test_vcpus_read_as_smt_siblings_only_when_no_other_work_ran_during_the_peaks():
    # each of 4 vCPUs runs its FMA chains at half of one alone: SMT siblings, unless other work took a core meanwhile
    halved = tuple(dataclasses.replace(p, ops_per_s=p.ops_per_s / 2) if p.threads == 4 else p for p in measurements().peaks)
    quiet = dataclasses.replace(measurements(), peaks=halved, other_cores_busy=0.05, peaks_other_cores_busy=0.02)
    assert cpu_bench.hidden_smt(quiet.peaks, info(), quiet.busy_during_peaks)[0] == 2
    cpu = descriptor.build_descriptor("vm", info(), quiet)["cpu"]
    assert (cpu["cores_per_socket"], cpu["threads_per_core"]) == (2, 2)
    # a job that ran only while the peaks did weighs little in the whole calibration's average: the peaks' own window counts
    busy = dataclasses.replace(quiet, peaks_other_cores_busy=0.9)
    assert busy.busy_during_peaks == 0.9 and cpu_bench.hidden_smt(busy.peaks, info(), busy.busy_during_peaks)[0] == 1
    cpu = descriptor.build_descriptor("vm", info(), busy)["cpu"]
    assert (cpu["cores_per_socket"], cpu["threads_per_core"]) == (4, 1)
    # a descriptor written before the window was measured (re-read): the whole run's average alone
    assert dataclasses.replace(quiet, peaks_other_cores_busy=None).busy_during_peaks == 0.05


def test_rapl_power_replaces_the_tdp_estimate(tmp_path):
    m = measurements()
    with_power = CpuMeasurements(m.stream, m.peaks, m.method, False, cpu_bench.PowerResult(8.0, 60.0, ("intel-rapl:0",)), m.bandwidth_r2)
    platform = descriptor.write_descriptor(tmp_path / "p.yaml", descriptor.build_descriptor("p", info(), with_power))
    assert platform.cpu.idle_power_w == pytest.approx(8.0) and platform.cpu.tdp_w == pytest.approx(60.0)
    assert platform.source_of("cpu.idle_power").kind == "measured"


def test_an_invalid_document_is_refused_before_anything_is_written(tmp_path):
    target = tmp_path / "p.yaml"
    target.write_text("old contents\n")
    doc = descriptor.build_descriptor("p", info(), measurements())
    doc["cpu"]["memory_bandwidth_per_core"] = {"value": "1 TB/s", "source": "cal-cpu"}  # above sustained
    with pytest.raises(Exception, match="memory_bandwidth_per_core"):
        descriptor.write_descriptor(target, doc)
    assert target.read_text() == "old contents\n"
    assert list(tmp_path.iterdir()) == [target]


def test_a_failure_while_renaming_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    target = tmp_path / "p.yaml"
    target.write_bytes(b"previous descriptor\n")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        descriptor.write_descriptor(target, descriptor.build_descriptor("p", info(), measurements()))
    assert target.read_bytes() == b"previous descriptor\n" and list(tmp_path.iterdir()) == [target]


def test_without_a_compiler_the_numpy_fallback_says_so(monkeypatch, tmp_path):
    def no_compiler(source):
        raise ToolchainError("no C compiler found")

    monkeypatch.setattr(cpu_bench, "build", no_compiler)
    small = sysinfo.CpuInfo("Test CPU", "", 1, 2, 1, 2e9, 2e9, 256, 4 * 2**20, {}, "test")
    result = measure_cpu(small, quick=True)
    assert result.fallback and "NumPy fallback" in result.method and result.notes
    platform = descriptor.write_descriptor(tmp_path / "f.yaml", descriptor.build_descriptor("f", small, result))
    assert "NumPy fallback" in platform.source_of("cpu.memory_bandwidth_sustained").method


def _calibrate(out: Path, *extra: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.Popen([sys.executable, "-m", "advisor.cli", "calibrate", "--quick", "--cpu-only", "--out", str(out), *extra],
                            cwd=REPO, env=env, stderr=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def test_a_calibration_killed_mid_run_leaves_the_previous_descriptor_byte_identical(tmp_path):
    target = tmp_path / "host.yaml"
    previous = (REPO / "platforms" / "laptop-gtx850m.yaml").read_bytes()
    target.write_bytes(previous)
    process = _calibrate(target)
    seen = []
    for line in process.stderr:  # progress labels arrive on stderr; kill inside the measurements
        seen.append(line)
        if any(word in line for word in ("STREAM", "peak", "NumPy")):
            break
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL, "".join(seen)
    assert any(word in s for s in seen for word in ("STREAM", "peak", "NumPy")), "killed before the measurements started"
    assert target.read_bytes() == previous
    assert sorted(p.name for p in tmp_path.iterdir()) == ["host.yaml"]


@pytest.mark.real_calibration
def test_REAL_quick_cpu_calibration_of_this_machine_is_a_valid_descriptor(tmp_path, capsys):
    """A real measurement (compiler, STREAM, FMA peak) of the machine running the tests. How long `--quick` takes is a
    timing target, not a test: a test must pass on a busy 2-core machine (it took 210 s there while another job ran)."""
    out = tmp_path / "this-host.yaml"
    assert main(["calibrate", "--quick", "--cpu-only", "--out", str(out)]) == 0
    platform = load_platform(out)
    assert platform.name == "this-host" and platform.gpus == ()
    assert platform.cpu.memory_bandwidth_per_core_Bps <= platform.cpu.memory_bandwidth_sustained_Bps
    assert platform.cpu.peak_flops("fp64") > 1e8
    assert platform.sources["cal-cpu"].kind == "measured"
    # measured on every hardware thread: a busy core can make two of them read as one core's SMT siblings
    assert len(platform.sources["cal-cpu"].details["stream"]) == len(thread_counts(platform.cpu.threads, True))
    profile = platform.cpu.access_profile
    assert [run.threads for run in profile.runs] == sorted({1, platform.cpu.threads})
    one = profile.for_threads(1)
    assert 0 < one.latency_s["add"] < one.latency_s["divide"] < 1e-7
    assert 0 < one.latency_s["fork_join"] < 1e-3  # a team of one opening a parallel region
    assert all(0 < run.latency_s["barrier"] < 1e-3 for run in profile.runs)
    assert 1e-8 < platform.cpu.first_touch.one_thread_s < 1e-4  # a fresh page written: microseconds
    # streaming from beyond the last-level cache costs more per access than from L1
    assert one.curves["contiguous"].at(1e9) > one.curves["contiguous"].at(8192)
    capsys.readouterr()
    assert main(["recommend", "workloads/polybench.yaml" if Path("workloads/polybench.yaml").exists() else str(REPO / "workloads" / "polybench.yaml"),
                 "--platform", str(out), "-d", "SMALL", "--no-history", "--format", "json"]) == 0
    assert '"recommended": "cpu"' in capsys.readouterr().out
    assert yaml.safe_load(out.read_text())["schema"] == "advisor-platform/1"


@pytest.mark.skipif(GPU_REASON is None, reason="a GPU is usable here; the skip message is tested where there is none")
def test_without_a_gpu_calibrate_says_why_it_skips_the_gpu_part(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(cpu_bench, "measure_cpu", lambda info, quick, step: measurements(cores=info.cores))
    assert main(["calibrate", "--quick", "--out", str(tmp_path / "x.yaml")]) == 0
    assert f"GPU part skipped: {GPU_REASON}" in capsys.readouterr().err


@pytest.mark.skipif(GPU_REASON is not None, reason=f"no usable GPU: {GPU_REASON}")
def test_gpu_calibration_measures_links_launch_and_peaks(tmp_path):
    blocks = gpu.calibrate_gpus(quick=True, step=lambda label: None)
    doc = descriptor.build_descriptor("gpu-host", sysinfo.read_cpu_info(), measurements(), blocks)
    platform = descriptor.write_descriptor(tmp_path / "gpu-host.yaml", doc)
    g = platform.gpus[0]
    assert g.link.h2d.bandwidth_Bps > 1e9 and g.launch.base_s > 0 and g.peak_flops("fp32") > 1e11
    details = platform.sources["cal-gpu0"].details
    assert details["loggp"]["pinned"]["h2d"]["r2"] > 0.9 and len(details["launch_lines"]) >= 6
    assert details["instructions"]["fma_f32"]["latency_cycles"] > 1


def _fake_gpu(monkeypatch):
    """A stand-in for CuPy and the GPU measurements: synthetic H100-like numbers through the real assembly and fits."""
    import types

    import numpy as np

    from advisor.calibration import gpu_bench
    from advisor.calibration.fitting import loggp_time_s

    class Device:
        def __init__(self, index=0):
            self.id = index

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

    props = {"name": b"Fake H100", "major": 9, "minor": 0, "multiProcessorCount": 132, "clockRate": 1_980_000,
             "memoryClockRate": 2_619_000, "memoryBusWidth": 5120, "totalGlobalMem": 80 * 2**30, "l2CacheSize": 50 * 2**20,
             "maxThreadsPerMultiProcessor": 2048}
    runtime = types.SimpleNamespace(getDeviceProperties=lambda i: props, getDeviceCount=lambda: 1)
    fake = types.SimpleNamespace(cuda=types.SimpleNamespace(Device=Device, runtime=runtime), empty=lambda *a, **k: None,
                                 float32=np.float32, int32=np.int32)
    monkeypatch.setitem(sys.modules, "cupy", fake)

    def sweep(quick):
        result = {"issue_s": {"h2d": 3e-6, "d2h": 3e-6}, "page_bytes": 4096, "transparent_huge_pages": "madvise"}
        fault_s = {"h2d": 0.8e-6, "d2h": 2.5e-6}  # per fresh 4 KiB page
        for kind, scale in (("pinned", 1.0), ("pageable-touched", 0.4), ("pageable-fresh", 0.4)):
            rows = result[kind] = {}
            for direction, bandwidth in (("h2d", 25e9 * scale), ("d2h", 26e9 * scale)):
                sizes = np.array([4.0**k for k in range(15)] * 2)
                messages = np.array([1] * 15 + [8] * 15)
                times = loggp_time_s(sizes, messages, 9e-6, 2e-6, 1 / bandwidth)
                if kind == "pageable-fresh":
                    times = times + np.ceil(sizes / 4096) * fault_s[direction]
                rows[direction] = [(int(k), int(n), float(t)) for k, n, t in zip(sizes, messages, times)
                                   if kind != "pageable-fresh" or n == 1]
        return result

    grids = [1, 4, 16, 64, 256, 1024, 4096]
    monkeypatch.setattr(gpu_bench, "transfer_sweep", sweep)
    monkeypatch.setattr(gpu_bench, "device_bandwidth", lambda quick: {"bytes_moved": 1, "seconds": 1, "Bps": 2.9e12})
    monkeypatch.setattr(gpu_bench, "peak_rates", lambda quick: {p: {"ops": 1, "seconds": 1, "ops_per_s": r}
                                                                for p, r in (("fp32", 60e12), ("fp64", 30e12), ("int32", 30e12))})
    monkeypatch.setattr(gpu_bench, "launch_sweep", lambda quick: {32 * w: (grids, [2.5e-6 + 1e-10 * 32 * w * g for g in grids]) for w in (1, 8, 32)})
    monkeypatch.setattr(gpu_bench, "fresh_process", lambda index, quick: {"h2d_extra_s": 12e-6, "launch_extra_s": 41e-6,
                                                                          "d2h_extra_s": 11e-6, "runs": []})
    monkeypatch.setattr(gpu_bench, "instruction_latencies", lambda quick: {"fma_f32": {"latency_cycles": 4.0, "throughput_per_sm_per_cycle": 128.0}})
    monkeypatch.setattr(gpu_bench, "dram_latency_s", lambda quick: {"cycles": 950.0, "seconds": 4.8e-7, "buffer_bytes": 2**28})
    monkeypatch.setattr(gpu_bench, "module", lambda index=0: types.SimpleNamespace(get_function=lambda name: None))
    monkeypatch.setattr(gpu_bench, "nvml_power", lambda index, busy=None: {"idle_w": 70.0, "limit_w": 700.0, "busy_w": 650.0,
                                                                          "pcie_generation": 5, "lanes": 16})


def test_gpu_measurements_assemble_into_a_valid_descriptor_block(tmp_path, monkeypatch):
    """The GPU assembly and fits run for real on synthetic measurements (no GPU needed)."""
    _fake_gpu(monkeypatch)
    steps = []
    blocks = gpu.calibrate_gpus(quick=True, step=steps.append)
    assert len(steps) == 8
    doc = descriptor.build_descriptor("fake-gpu-host", info(), measurements(), blocks)
    platform = descriptor.write_descriptor(tmp_path / "fake-gpu-host.yaml", doc)
    g = platform.gpus[0]
    assert (g.model, g.architecture, g.sms, g.fp32_units_per_sm, g.fp64_units_per_sm) == ("Fake H100", "hopper", 132, 128, 64)
    assert g.link.h2d.bandwidth_Bps == pytest.approx(25e9, rel=0.01) and g.link.pcie_generation == 5
    assert g.link.pageable_h2d.bandwidth_Bps == pytest.approx(10e9, rel=0.01)  # pinned and pageable sweeps both kept
    assert g.link.pageable_h2d.below is None  # one LogGP follows the synthetic sweep: no size segments
    fresh = g.link.fresh_pages  # the fresh sweep less the touched fit, per page
    assert (fresh.h2d_s, fresh.d2h_s, fresh.page_bytes) == (pytest.approx(0.8e-6, rel=0.01), pytest.approx(2.5e-6, rel=0.01), 4096)
    assert g.link.h2d.o_s == pytest.approx(3e-6, rel=1e-3) and g.link.h2d.L_s == pytest.approx(6e-6, rel=0.02)
    assert g.launch.base_s == pytest.approx(2.5e-6, rel=0.01) and g.launch.per_thread_s == pytest.approx(1e-10, rel=0.01)
    assert g.launch.first_s == pytest.approx(41e-6, rel=1e-3)  # a fresh process's first launch, over a warm one
    assert (g.link.first_copies.h2d_s, g.link.first_copies.d2h_s) == (pytest.approx(12e-6, rel=1e-3), pytest.approx(11e-6, rel=1e-3))
    assert g.memory_bandwidth_sustained_Bps == pytest.approx(2.9e12, rel=1e-3) and g.dram_latency_s == pytest.approx(4.8e-7, rel=1e-3)
    assert g.idle_power_w == pytest.approx(70) and platform.source_of("gpus[0].tdp").kind == "measured"
    details = platform.sources["cal-gpu0"].details
    assert set(details["launch_lines"]) == {"32", "256", "1024"} and details["loggp"]["pageable"]["d2h"]["r2"] > 0.999


def test_the_fresh_process_probe_takes_the_median_extra_of_fresh_processes(monkeypatch):
    import json
    import subprocess

    from advisor.calibration import gpu_bench

    compile(gpu_bench._FRESH_PROCESS_CHILD, "fresh_process_child", "exec")  # the child is valid Python

    def run(launch_first_s, launch_later_s):  # one child's answer: first and later copies in, launches, copies out
        return {"h2d": [15e-6, 3e-6], "launch": [launch_first_s, launch_later_s], "d2h": [20e-6, 8e-6]}

    runs = iter([run(61e-6, 9e-6), run(50e-6, 10e-6), run(58e-6, 9e-6)])
    calls = []

    def child(command, **kwargs):
        calls.append(command)
        return subprocess.CompletedProcess(command, 0, json.dumps(next(runs)), "")

    monkeypatch.setattr(gpu_bench, "_empty_kernel_cubin", lambda index: b"cubin")
    monkeypatch.setattr(subprocess, "run", child)
    found = gpu_bench.fresh_process(0, quick=True)
    assert len(calls) == 3 and calls[0][-2:] == ["0", calls[0][-1]]  # one new process per run, the device and the cubin
    assert found["launch_extra_s"] == pytest.approx(49e-6)  # median of 52, 40 and 49 us
    assert (found["h2d_extra_s"], found["d2h_extra_s"]) == (pytest.approx(12e-6), pytest.approx(12e-6))
    monkeypatch.setattr(subprocess, "run", lambda command, **kw: subprocess.CompletedProcess(command, 1, "", "cuInit failed: CUresult 100"))
    assert gpu_bench.fresh_process(0, quick=True) == {"skipped": "the probe process failed: cuInit failed: CUresult 100"}
    # a child that prints something else, or hangs, leaves the rest of the calibration alone
    monkeypatch.setattr(subprocess, "run", lambda command, **kw: subprocess.CompletedProcess(command, 0, "warning: slow\n", ""))
    assert gpu_bench.fresh_process(0, quick=True)["skipped"].startswith("the probe process printed no timings")

    def hang(command, **kw):
        raise subprocess.TimeoutExpired(command, kw["timeout"])

    monkeypatch.setattr(subprocess, "run", hang)
    assert gpu_bench.fresh_process(0, quick=True) == {"skipped": "the probe process did not finish in 120 s"}


def test_first_costs_the_probe_could_not_time_are_left_out_and_the_reason_kept(tmp_path, monkeypatch):
    from advisor.calibration import gpu_bench

    _fake_gpu(monkeypatch)
    monkeypatch.setattr(gpu_bench, "fresh_process", lambda index, quick: {"skipped": "no cubin from NVRTC (AttributeError)"})
    blocks = gpu.calibrate_gpus(quick=True, step=lambda label: None)
    platform = descriptor.write_descriptor(tmp_path / "g.yaml", descriptor.build_descriptor("g", info(), measurements(), blocks))
    assert platform.gpus[0].launch.first_s is None and platform.gpus[0].link.first_copies is None
    assert platform.sources["cal-gpu0"].details["fresh_process"] == {"skipped": "no cubin from NVRTC (AttributeError)"}


def test_a_measured_peak_far_from_the_spec_falls_back_to_the_spec(tmp_path, monkeypatch):
    from advisor.calibration import gpu_bench

    _fake_gpu(monkeypatch)
    monkeypatch.setattr(gpu_bench, "peak_rates", lambda quick: {p: {"ops": 1, "seconds": 1, "ops_per_s": 1e12} for p in ("fp32", "fp64", "int32")})
    blocks = gpu.calibrate_gpus(quick=True, step=lambda label: None)
    platform = descriptor.write_descriptor(tmp_path / "g.yaml", descriptor.build_descriptor("g", info(), measurements(), blocks))
    assert platform.gpus[0].peak_flops("fp32") == pytest.approx(132 * 128 * 1.98e9 * 2, rel=1e-3)
    assert platform.source_of("gpus[0].peak_flops.fp32").kind == "spec"
    assert "spec value used" in platform.sources["cal-gpu0"].details["notes"][0]


def test_a_busy_host_is_named_by_the_peaks_it_measures():
    from advisor.calibration.cpu import busy_host_warnings

    two_cores = dataclasses.replace(info(2), base_clock_hz=3.0e9, boost_clock_hz=3.0e9)
    quiet = (PeakResult("fp64", 1, 46e9, 0.1, 256, 0.02), PeakResult("fp64", 2, 91e9, 0.1, 256, 0.03))
    assert busy_host_warnings(quiet, two_cores) == []
    # the three quick calibrations of the report: 91.7, 89.0 and 50.3 GFLOP/s on both cores
    shared = (PeakResult("fp64", 1, 46e9, 0.1, 256, 0.02), PeakResult("fp64", 2, 50.3e9, 0.1, 256, 0.04))
    assert "other work shares the cores" in busy_host_warnings(shared, two_cores)[0]
    scattered = (PeakResult("fp64", 1, 46e9, 0.1, 256, 0.02), PeakResult("fp64", 2, 91e9, 0.1, 256, 0.45))
    assert "differ by 45 %" in busy_host_warnings(scattered, two_cores)[0]


def test_a_copy_that_changes_protocol_with_its_size_gets_two_segments():
    import numpy as np

    from advisor.calibration.fitting import fit_fault_per_page, fit_loggp_segments

    sizes = np.array([4.0**k for k in range(6, 16)])  # 4 KiB .. 1 GiB
    short, long = 5e-6 + sizes * 65e-12, 100e-6 + sizes * 129e-12
    times = np.where(sizes < 2**24, short, long)  # the protocol switches at 16 MiB
    fit = fit_loggp_segments(sizes, np.ones_like(sizes), times)
    assert fit.below_bytes == 2**24 and fit.relative_rms < 1e-6
    assert (fit.below.G_s_per_byte, fit.above.G_s_per_byte) == (pytest.approx(65e-12, rel=1e-4), pytest.approx(129e-12, rel=1e-4))
    assert fit.above.g_s == pytest.approx(fit.above.L_s + fit.above.o_s)  # no bursts: each synchronous copy starts anew
    one = fit_loggp_segments(sizes, np.ones_like(sizes), long)  # one protocol: one LogGP
    assert one.below is None
    fresh = times + np.ceil(sizes / 4096) * 2.5e-6
    assert fit_fault_per_page(sizes, fresh, times, 4096) == pytest.approx(2.5e-6, rel=1e-9)


def _cgroups(root, files: dict[str, str]):
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def test_a_control_groups_cpu_quota_caps_the_cpus_work_is_shared_over(tmp_path):
    # cgroup v2: the least cap along the group's path, its own folder up to the root
    v2 = _cgroups(tmp_path / "v2", {"cgroup.controllers": "cpu", "kubepods/cpu.max": "250000 100000\n",
                                    "kubepods/pod1/cpu.max": "max 100000\n"})
    (tmp_path / "self-v2").write_text("0::/kubepods/pod1\n")
    assert sysinfo.cpu_quota(tmp_path / "self-v2", v2) == 2.5
    assert sysinfo.usable_cpus(tmp_path / "self-v2", v2) == min(3, sysinfo.hardware_threads())
    # cgroup v1 beside v2 (a hybrid host), the cpu controller mounted with cpuacct
    v1 = _cgroups(tmp_path / "v1", {"cpu,cpuacct/docker/abc/cpu.cfs_quota_us": "50000\n", "cpu,cpuacct/docker/abc/cpu.cfs_period_us": "100000\n",
                                    "cpu,cpuacct/cpu.cfs_quota_us": "-1\n", "cpu,cpuacct/cpu.cfs_period_us": "100000\n", "unified/cgroup.procs": ""})
    (tmp_path / "self-v1").write_text("4:memory:/docker/abc\n2:cpu,cpuacct:/docker/abc\n0::/docker/abc\n")
    assert sysinfo.cpu_quota(tmp_path / "self-v1", v1) == 0.5
    assert sysinfo.usable_cpus(tmp_path / "self-v1", v1) == 1
    # no cap, or nothing readable: the hardware threads
    (tmp_path / "self-none").write_text("1:cpu:/\n0::/\n")
    assert sysinfo.cpu_quota(tmp_path / "self-none", v1) is None
    assert sysinfo.usable_cpus(tmp_path / "missing", tmp_path / "nowhere") == sysinfo.hardware_threads()
