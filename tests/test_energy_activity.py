"""The ``activity`` energy model (advisor/energy/activity.py): a kernel's board energy and a CPU package's energy
derived by hand from the architecture files' numbers and the counts, and the node's parts of a placement."""

import json

import pytest

from advisor.catalog import get_platform
from advisor.cli import main
from advisor.core.counts import counts_at
from advisor.core.settings import Settings
from advisor.energy.activity import LINK_J_PER_BYTE, ActivityEnergy
from advisor.energy.gpuparts import gpu_parts, with_measured
from advisor.gpu.kerneltime import with_l2_state
from advisor.gpu.nvidia.predict import kernel_launch
from advisor.onchip import Activity, OnChipTime, RooflineTime
from advisor.workload import load_workload

from .conftest import REPO

H100 = "h100-sxm-xeon8570"


def test_a_kernels_board_energy_by_hand_from_the_architecture_file_and_the_counts(capsys):
    """gesummv at N = 2048 on the H100: the board's energy, every term from hopper.yaml's and volta.yaml's numbers
    (the rule's 4/12 from their process nodes) and the counts of the PTX analysis kp makes of the launch."""
    platform = get_platform(H100)
    assert main(["recommend", "polybench-gpu", "-k", "gesummv", "-p", H100, "--size", "N=2048", "--energy-model", "activity",
                 "--format", "json", "--no-history"]) == 0
    gpu_option = json.loads(capsys.readouterr().out)[0]["gpu"]
    # the launch as recommend analysed it (the arrays, copied in, fit in the 50 MiB L2)
    kernel = load_workload(REPO / "workloads" / "polybench-gpu.yaml").kernels["gesummv"]
    (step,) = with_l2_state(counts_at(kernel, overrides={"N": 2048}), platform.gpus[0])
    launch, _ = kernel_launch(step.cuda.path, step.cuda.kernel, step.grid, step.block, dict(step.cuda.args), platform,
                              l2_resident=bool(step.cuda.l2_resident))
    p = launch.profile
    global_sectors = [m for m in p.memory if m.space != "shared"]
    l1_bytes = sum(m.sectors for m in global_sectors) * 32                       # every sector passes L1
    l2_bytes = sum(m.sectors * (1 - (m.l1_hit or 0)) for m in global_sectors) * 32  # L1's misses and every store
    dram_bytes = l2_bytes * (1 - p.l2_hit)
    rule = 4 / 12                                                                # hopper 4 nm from volta 12 nm
    e_fp32, e_int, e_conv = 4.65e-12 * rule, 9.17e-12 * rule, 9.17e-12 * rule    # volta.yaml: guerreiro2019, est-conv
    operations = (p.thread_instructions["fp32"] * e_fp32 + p.thread_instructions["int"] * e_int
                  + p.thread_instructions["conv"] * e_conv)
    assert p.thread_instructions["fp64"] == p.thread_instructions["sfu"] == p.thread_instructions["fp16"] == 0
    t = gpu_option["compute_s"]
    sms = min(132, p.total_blocks)                                               # 8 blocks of 256 threads: 8 busy SMs
    expected = (t * 70.0                                                         # the platform's idle power
                + t * 0.200 * sms                                                # volta.yaml (accelwattch2021) per busy SM
                + operations
                + l1_bytes * 11.6e-12 + l2_bytes * 39.0e-12 + dram_bytes * 93.4e-12)   # hopper.yaml: antepara2025
    assert gpu_option["device_energy_j"] == pytest.approx(expected, rel=1e-9)
    assert sms == 8 and 0 < l2_bytes < l1_bytes and dram_bytes == 0  # the copies left the 32 MiB of arrays in L2


def test_a_step_without_code_has_its_activity_estimated_from_its_flops_and_bytes_and_says_so():
    platform = get_platform(H100)
    gpu = platform.gpus[0]
    step = RooflineTime(2e-3, 1e-3, 2e-3, {"fp32": 4e9}, 6e9, gpu.memory_bandwidth_sustained_Bps, 67e12)
    chip = OnChipTime(2e-3, (step,), "roofline")
    parts = ActivityEnergy().gpu_board_parts(gpu, chip)
    fma = 4.65e-12 * 4 / 12                                  # an FMA per two FLOPs, at FP32's energy
    assert parts["operations"] == pytest.approx(4e9 / 2 * fma)
    assert parts["shared memory and L1"] == pytest.approx(6e9 * 11.6e-12)  # every DRAM byte through L1 and L2
    assert parts["L2"] == pytest.approx(6e9 * 39.0e-12) and parts["DRAM"] == pytest.approx(6e9 * 93.4e-12)
    assert parts["busy SMs (static)"] == pytest.approx(0.2 * 132 * 2e-3)   # every SM busy
    notes = ActivityEnergy().notes(platform, gpu, chip)
    assert notes and "estimated from FLOPs and DRAM bytes" in notes[0]


def test_a_board_asked_for_more_than_its_power_limit_draws_its_limit():
    # 1e12 FP32 operations in a millisecond would be over a kilowatt: the board holds its 700 W TDP (a power cap
    # of a trade-off study lowers it), every part above idle scaled by the same factor
    gpu = get_platform(H100).gpus[0]
    step = RooflineTime(1e-3, 0.0, 0.0, {}, 0.0, 1.0, 1.0, activity=Activity({"fp32": 1e12}, {"dram": 1e9}, 132, "kp analysis"))
    parts = ActivityEnergy().gpu_board_parts(gpu, OnChipTime(1e-3, (step,), "kp"))
    assert parts["board idle"] == pytest.approx(1e-3 * gpu.idle_power_w)
    assert sum(parts.values()) == pytest.approx(1e-3 * gpu.tdp_w)
    unbounded = {"busy SMs (static)": 0.2 * 132 * 1e-3, "operations": 1e12 * 4.65e-12 * 4 / 12, "DRAM": 1e9 * 93.4e-12}
    scale = 1e-3 * (gpu.tdp_w - gpu.idle_power_w) / sum(unbounded.values())
    assert {name: parts[name] for name in unbounded} == pytest.approx({name: value * scale for name, value in unbounded.items()})


def test_a_cpu_package_energy_by_hand():
    """The H100 node's 8-core slice of an Emerald Rapids (emeraldrapids.yaml: its busy core from Skylake-SP's, its
    vector instruction from Zen 2's, by the rule), a loop of 512-bit FMAs on all 8 cores and one on a single core."""
    platform = get_platform(H100)
    cpu = platform.cpu                                    # 50 W TDP, 10 W idle, 3.0 GHz all-core, 4.0 GHz boost
    core_ref = 3.5 * 10 / 14                              # skylakesp.yaml 3.5 W at 3.0 GHz, 14 -> 10 nm
    op_ref = 0.55e-9 * 10 / 7                             # zen2.yaml 0.55 nJ per 256-bit FMA at 2.5 GHz, 7 -> 10 nm
    awake = 0.24 * 50.0                                   # skylakesp.yaml: the package's wake-up share of TDP

    def chip(t, cores, instructions, dram):
        step = RooflineTime(t, t, 0.0, {"fp64": 1.0}, dram, 1.0, 1.0, activity=Activity({"v512": instructions}, {"dram": dram}, cores, "loops"))
        return OnChipTime(t, (step,), "signature", cores_used=cores)

    # all 8 cores at the 3.0 GHz all-core clock: 8 x 2.5 W + 12 W, within the 40 W the package may draw above idle
    t, n, dram = 0.01, 1e7, 2e9
    op = op_ref * (512 / 256) ** 0.5 * 3.0 / 2.5          # wider (exponent 0.5) and at 3.0 GHz (energy per op as f)
    parts = ActivityEnergy().cpu_package_parts(platform, chip(t, 8, n, dram))
    assert parts["CPU package awake"] == pytest.approx(t * awake)
    assert parts["CPU busy cores"] == pytest.approx(t * 8 * core_ref * (3.0 / 3.0) ** 2)
    assert parts["CPU vector instructions"] == pytest.approx(n * op)
    assert parts["DRAM"] == pytest.approx(dram * 267e-12)  # sapphirerapids.yaml: DDR5
    assert t * (awake + 8 * core_ref) + n * op < t * (cpu.tdp_w - cpu.idle_power_w)
    # one core at the 4.0 GHz boost clock, many more instructions: the package is held to its TDP
    one = ActivityEnergy().cpu_package_parts(platform, chip(t, 1, 1e10, 0.0))
    wanted = t * awake + t * core_ref * (4.0 / 3.0) ** 2 + 1e10 * op_ref * 2**0.5 * 4.0 / 2.5
    assert wanted > t * 40.0
    assert sum(v for k, v in one.items() if k != "DRAM") == pytest.approx(t * 40.0)
    assert one["CPU vector instructions"] == pytest.approx(1e10 * op_ref * 2**0.5 * 4.0 / 2.5 * t * 40.0 / wanted)


def test_the_node_parts_of_a_placement_count_the_waiting_device_the_waiting_host_and_the_copies():
    from advisor.core.evaluation import evaluate

    platform = get_platform(H100)
    kernel = load_workload(REPO / "workloads" / "polybench-gpu.yaml").kernels["gesummv"]
    counts = counts_at(kernel, overrides={"N": 2048})
    settings = Settings(energy_model="activity")
    cpu, gpu = evaluate(counts, platform, settings).options
    model = ActivityEnergy()
    # the CPU option: every device idle over its time (the GPU board waits too), the package and DRAM above that
    assert cpu.energy_parts["node idle (CPU package, GPU boards, base)"] == pytest.approx(cpu.time_s * platform.idle_power_w)
    assert cpu.energy_j == pytest.approx(sum(cpu.energy_parts.values()))
    # the GPU option: the board over the kernel, then what the node spends around it
    parts = gpu.energy_parts
    assert sum(v for k, v in parts.items() if k.startswith("GPU ") and "idle during" not in k) == pytest.approx(gpu.device_energy_j)
    waiting = gpu.time_s - gpu.compute_s
    assert parts["GPU idle during copies and launches"] == pytest.approx(waiting * 70.0)
    assert parts["rest of the node idle (CPU package, other GPUs, base)"] == pytest.approx(gpu.time_s * (platform.idle_power_w - 70.0))
    host = 0.24 * platform.cpu.tdp_w + 3.5 * 10 / 14 * (4.0 / 3.0) ** 2  # the package awake, one core spinning at boost
    assert parts["host thread waiting"] == pytest.approx(gpu.time_s * host)
    copied = sum(c.bytes for c, _ in gpu.copies)
    assert copied > 0
    assert parts["copies (host DRAM, link, device DRAM)"] == pytest.approx(copied * (267e-12 + LINK_J_PER_BYTE + 93.4e-12))
    assert gpu.energy_j == pytest.approx(sum(parts.values()))
    assert model.waiting_power_w(platform, platform.gpus[0]) == pytest.approx(platform.idle_power_w + host)


def test_copies_cost_their_bytes_however_they_are_priced():
    # a raw scheduler task and managed memory price their copies in bulk, not array by array: the same bytes cross
    from advisor.core.evaluation import evaluate
    from advisor.scheduler import Task

    platform = get_platform(H100)
    per_byte = 267e-12 + LINK_J_PER_BYTE + 93.4e-12
    raw = Task(flops=1e9, dram_bytes=1e8, h2d_bytes=3e8, d2h_bytes=1e8).counts()
    (_, gpu) = evaluate(raw, platform, Settings()).options
    assert not gpu.copies and gpu.energy_parts["copies (host DRAM, link, device DRAM)"] == pytest.approx(4e8 * per_byte)


def test_a_gpu_without_an_energy_table_draws_the_tdp_models_power_and_says_so():
    platform = get_platform("desktop-rx580")
    gpu = platform.gpus[0]
    assert gpu_parts(gpu) is None
    chip = OnChipTime(1e-3, (), "roofline")
    assert ActivityEnergy().gpu_device_energy_j(gpu, chip) == pytest.approx(1e-3 * (gpu.idle_power_w + 0.6 * gpu.tdp_w))
    assert "no activity table" in ActivityEnergy().notes(platform, gpu, chip)[0]


def test_every_part_says_where_it_comes_from_and_measured_parts_replace_the_tables():
    gpu = get_platform(H100).gpus[0]
    parts = gpu_parts(gpu)
    origins = {name: origin for name, _, origin, _ in parts.rows()}
    assert origins["l2 (J/B)"] == "table" and origins["fp32 (J per operation)"] == "rule" and origins["shared (J/B)"] == "estimate"
    measured = with_measured(parts, {"fp32": 9e-12, "l2": 30e-12, "busy_static_w_per_sm": 0.5})
    assert measured.operations["fp32"].value == 9e-12 and measured.operations["fp32"].origin == "measured"
    assert measured.bytes["l2"].origin == "measured" and measured.bytes["l1"] == parts.bytes["l1"]
    assert measured.busy_static_w_per_sm.value == 0.5


def test_every_catalog_platform_gets_an_activity_answer(capsys):
    assert main(["recommend", "polybench-gpu", "-k", "gemm", "-d", "MINI", "-p", "all",
                 "--energy-model", "activity", "--format", "json", "--no-history"]) == 0
    answers = json.loads(capsys.readouterr().out)
    assert len(answers) == len(list((REPO / "platforms").glob("*.yaml"))) and all(a["cpu"]["energy_j"] > 0 for a in answers)
    assert all(a["gpu"] is None or a["gpu"]["energy_j"] > a["gpu"]["device_energy_j"] > 0 for a in answers)


def test_a_predictions_activity_survives_the_disk_cache(tmp_path, monkeypatch):
    from advisor.gpu.nvidia import diskcache
    from advisor.gpu.nvidia.predict import predict_kernel

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    prediction = predict_kernel("gemm", "gemm", (4, 16), (32, 8), {"ni": 128, "nj": 128, "nk": 128, "alpha": 1.5, "beta": 1.2},
                                platform=get_platform(H100))
    assert prediction.activity["fp32"] > 0 and prediction.activity["l1_bytes"] > prediction.activity["l2_bytes"] > 0
    diskcache.store("x", prediction)
    again = diskcache.load("x")
    assert dict(again.activity) == pytest.approx(dict(prediction.activity)) and again.exec_s == prediction.exec_s
