"""The public micro-kernel set (validation/gpu/kpp-microkernel-times.csv: TITAN V, RTX 2080 Ti, RTX 4070) and the
H100 node's Nsight Compute rows (validation/gpu/h100-node/): what is compared, derived by hand."""

import subprocess
import sys

import numpy as np
import pytest

from advisor.calibration.kernels import GPU_PLATFORMS, measured_s, predicted_s, read_rows, row_args, row_launch
from advisor.catalog import get_platform
from advisor.gpu.nvidia.predict import predict_launch

from .conftest import REPO

KPP = REPO / "validation" / "gpu" / "kpp-microkernel-times.csv"


@pytest.fixture(scope="module")
def kpp_rows():
    return read_rows(KPP)


def _row(rows, kernel, gpu, n, args=None):
    return next(r for r in rows if r["kernel"] == kernel and r["gpu"].endswith(gpu) and r["n"] == str(n)
                and (args is None or r["args"] == args))


def test_every_row_is_a_known_board_and_kernel_and_the_failed_launches_are_left_out(kpp_rows):
    assert {r["gpu"] for r in kpp_rows} == {"NVIDIA TITAN V", "NVIDIA GeForce RTX 2080 Ti", "NVIDIA GeForce RTX 4070"}
    assert {r["gpu"] for r in kpp_rows} <= set(GPU_PLATFORMS)
    assert {get_platform(r["platform"]).gpus[0].architecture for r in kpp_rows} == {"volta", "turing", "ada"}
    # 206 registers x 1024 threads do not fit an SM: those launches ran nothing, and the set's times of them are not kept
    assert not any("bank_conflict" in r["kernel"] for r in kpp_rows)
    assert len(kpp_rows) == 180 and all(r["timing"] == "back_to_back" for r in kpp_rows)
    # the set publishes means, not medians
    row = kpp_rows[0]
    assert "median_ms" not in row and measured_s(row) == float(row["mean_ms"]) * 1e-3


def test_a_rows_arguments_are_its_args_column():
    assert row_args("n=262144;alpha=2") == {"n": 262144, "alpha": 2}
    assert row_args("iters=50") == {"iters": 50} and row_args("") == {}


def test_the_atomic_hot_spot_by_hand(kpp_rows):
    # 1024 blocks of 256 threads each add 1 to one counter 50 times. nvcc sends a warp's integer adds to one address
    # as one operation, and the counter's L2 slice takes one per clock: 1024 x 8 warps x 50 = 409,600 operations at
    # the RTX 2080 Ti's 1545 MHz boost = 265 us (measured: 325 us; lane by lane it would be 32 times that)
    row = _row(kpp_rows, "kpp_atomic_hotspot", "2080 Ti", 262144, "iters=50")
    launch, platform = row_launch(row)
    assert launch.profile.atomic_hottest_ops == 1024 * 8 * 50
    prediction = predict_launch("kp", launch, platform)
    assert prediction.bound == "atomics"
    assert prediction.exec_s == pytest.approx(409_600 / 1.545e9)
    assert predicted_s(row, "kp") / measured_s(row) == pytest.approx(0.816, abs=0.01)


def test_a_back_to_back_row_finds_its_arrays_in_l2_and_waits_for_its_launch(kpp_rows):
    # c = a + b over 2^18 floats, launched again and again on the same arrays: their 3 MiB stay in the 5.5 MiB L2
    # (every sector hits there), and the 1.8 us the kernel then takes is shorter than the launch
    # (2.882 us + 3.824 ps x 262,144 threads = 3.884 us), which the next launch waits for: 3.884 us (measured 4.04)
    row = _row(kpp_rows, "kpp_vector_add", "2080 Ti", 262144)
    launch, platform = row_launch(row)
    assert launch.profile.l2_hit == 1.0
    prediction = predict_launch("kp", launch, platform)
    assert prediction.launch_s == pytest.approx(2.882e-6 + 3.824e-12 * 262144)
    assert prediction.exec_s < prediction.launch_s
    assert predicted_s(row, "kp") == prediction.launch_s
    # at 2^20 floats (12 MiB) the arrays no longer fit: each launch sweeps them through DRAM again
    bigger, _ = row_launch(_row(kpp_rows, "kpp_vector_add", "2080 Ti", 1048576))
    assert bigger.profile.l2_hit == 0.0


def test_uncoalesced_l1_hits_stay_in_the_sm_from_volta_on():
    # kpp_conv2d_7x7 reads img[(y + dy) n + x + dx]: the warp's 32 floats straddle two lines for dx > 0, more
    # sectors than the contiguous minimum, so every such load is "uncoalesced"; nearly all its sectors hit L1 (the
    # next dx, dy reuse them). On Volta and later the L1 serves those passes inside the SM: only the missing share
    # pays Hong & Kim's departure delay, and the hits wait an L1 hit, not lat_uncoal; of the misses, those the L2
    # serves wait the L2 latency plus the departures (lat_uncoal - lat_DRAM), the rest lat_uncoal.
    from advisor.gpu.nvidia.blocktime import departures_of
    from advisor.gpu.nvidia.kp import _Warps
    from advisor.gpu.nvidia.predict import kernel_launch

    args = {"n": 1024}
    launch, _ = kernel_launch(REPO / "kernels/cuda/kpp_microkernels.cu", "kpp_conv2d_7x7", (64, 64), (16, 16), args,
                              get_platform("desktop-rtx2080ti"))
    memory = launch.arch.memory
    assert not memory.uncoalesced_l1_hits_depart
    delay = (memory.uncoalesced_latency_cycles - memory.dram_latency_cycles) / 28.0
    departing = departures_of(launch.profile, delay, l1_hits_depart=False)
    assert departing
    for pc, (cycles, share) in departing.items():
        x = next(m for m in launch.profile.memory if m.pc == pc)
        assert cycles == pytest.approx(delay) and share == pytest.approx(1.0 - x.l1_hit)
    warps = _Warps(launch)
    uncoalesced = [m for m in launch.profile.memory if m.space == "global" and m.sectors > m.ideal_sectors * (1 + 1e-9)]
    hits = sum(m.sectors * m.l1_hit for m in uncoalesced) / sum(m.sectors for m in uncoalesced)
    assert warps.uncoal_l1pct == pytest.approx(hits) and hits > 0.9
    l1, l2, dram, unc = 30.0, 200.0, 500.0, 800.0
    coal, l2_hit = 1 - warps.uncoalpct, launch.profile.l2_hit
    assert 0 < l2_hit < 1
    assert warps.latency(l1, l2, dram, unc) == pytest.approx(
        coal * (warps.l1pct * l1 + warps.l2pct * l2 + warps.drampct * dram)
        + warps.uncoalpct * (hits * l1 + (1 - hits) * (l2_hit * (l2 + unc - dram) + (1 - l2_hit) * unc)))


def test_a_warps_integer_adds_to_one_address_are_one_operation():
    from advisor.gpu.nvidia.ptx.ir import Instruction
    from advisor.gpu.nvidia.ptx.memaccess import warp_operation_shares

    add = Instruction(0, "atom", ("global", "add", "u32"), ())
    # warp 0: all 32 lanes on one address; warp 1: two halves of 16 on two addresses; warp 2: 32 addresses
    warps = np.repeat([0, 1, 2], 32)
    addresses = np.concatenate([np.zeros(32), np.repeat([0, 4], 16), np.arange(32) * 4]).astype(np.int64)
    shares = warp_operation_shares(add, warps, addresses)
    assert shares[:32] == pytest.approx(1 / 32) and shares[32:64] == pytest.approx(1 / 16) and (shares[64:] == 1).all()
    assert shares.sum() == pytest.approx(1 + 2 + 32)   # operations reaching memory
    # a float add and an exchange reach their address lane by lane
    for other in (Instruction(0, "atom", ("global", "add", "f32"), ()), Instruction(0, "atom", ("global", "exch", "b32"), ())):
        assert (warp_operation_shares(other, warps, addresses) == 1).all()


def test_the_suites_3dconv_is_one_launch_per_plane():
    # PolyBench-ACC launches convolution3D_kernel once per interior plane i = 1..NI-2, each a 2-D grid over (k, j):
    # the step times NI - 2 launches of one plane's (the middle plane's) kernel
    from advisor.core.counts import counts_at
    from advisor.workload import load_workload

    kernel = load_workload(REPO / "workloads" / "polybench-gpu.yaml").kernels["3dconv"]
    step = counts_at(kernel, None, {"NI": 64, "NJ": 64, "NK": 64}).steps[0]
    assert step.launches == 62 and step.grid == (2, 8) and step.block == (32, 8)
    assert step.cuda.kernel == "conv3d_plane" and step.cuda.args["i"] == 32


def test_the_h100_kernel_table_is_the_scripts():
    done = subprocess.run([sys.executable, str(REPO / "validation" / "gpu" / "h100-node" / "validate_kernels.py"),
                           "--readme", "check"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
