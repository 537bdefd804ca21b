"""``advisor calibrate``'s energy parts (NVML's total-energy counter) through the fake device layer: the parts
derived by hand from synthetic samples, carried in the descriptor's source details, and what the model does with
measured parts."""

import pytest

from advisor.calibration import descriptor, gpu
from advisor.calibration.gpu import fit_energy_parts
from advisor.energy.activity import ActivityEnergy
from advisor.energy.gpuparts import gpu_parts, with_measured
from advisor.onchip import Activity, OnChipTime, RooflineTime

from .test_calibration import _fake_gpu, info, measurements

#: a synthetic H100-like run: idle 70 W; every SM with resident sleeping warps 100 W; then each part's power
SAMPLES = {
    "idle_w": 70.0, "sms": 132, "warps": 132 * 64,
    "parts": {
        "sleep": {"launches": 10, "s": 0.2, "j": 20.0, "ops": 1.0, "unit": "nanosleep(1000) per warp"},
        "ffma": {"launches": 5, "s": 0.3, "j": 90.0, "ops": 4e11, "unit": "FFMA warp instructions"},
        "lds": {"launches": 5, "s": 0.3, "j": 60.0, "ops": 2e12, "unit": "bytes at shared memory"},
        "ldg_l1": {"launches": 5, "s": 0.3, "j": 66.0, "ops": 3e12, "unit": "bytes at L1 (hits)"},
        "ldg_l2": {"launches": 5, "s": 0.3, "j": 75.0, "ops": 1e12, "unit": "bytes from L2 (L1 bypassed)"},
        "ldg_dram": {"launches": 5, "s": 0.3, "j": 90.0, "ops": 5e11, "unit": "bytes from DRAM"},
    },
}


def test_the_energy_parts_derived_by_hand_from_the_samples():
    parts = fit_energy_parts(SAMPLES)
    sleeping = 20.0 / 0.2                                       # 100 W: idle + every SM's static power
    assert parts["idle_w"] == 70.0
    assert parts["busy_static_w_per_sm"] == pytest.approx((sleeping - 70.0) / 132)
    assert parts["fp32"] == pytest.approx((90.0 - sleeping * 0.3) / 4e11 / 32)      # per lane of an FFMA
    assert parts["shared"] == pytest.approx((60.0 - sleeping * 0.3) / 2e12)
    assert parts["l1"] == pytest.approx((66.0 - sleeping * 0.3) / 3e12)
    l2_path = (75.0 - sleeping * 0.3) / 1e12                   # a byte from L2 passes L1
    assert parts["l2"] == pytest.approx(l2_path - parts["l1"])
    assert parts["dram"] == pytest.approx((90.0 - sleeping * 0.3) / 5e11 - l2_path)
    assert fit_energy_parts({"skipped": "no NVML"}) == {}


def test_calibrate_carries_the_measured_parts_through_the_fake_device(tmp_path, monkeypatch):
    from advisor.calibration import gpu_bench

    _fake_gpu(monkeypatch)
    monkeypatch.setattr(gpu_bench, "energy_samples", lambda index, quick: SAMPLES)
    blocks = gpu.calibrate_gpus(quick=True, step=lambda label: None)
    platform = descriptor.write_descriptor(tmp_path / "g.yaml", descriptor.build_descriptor("g", info(), measurements(), blocks))
    details = platform.sources["cal-gpu0"].details
    assert details["energy_parts"] == pytest.approx(fit_energy_parts(SAMPLES))
    assert details["energy_samples"]["parts"]["ffma"]["unit"] == "FFMA warp instructions"
    # the activity model with those parts in place of the architecture file's (a descriptor that carries them)
    board = platform.gpus[0]
    measured = with_measured(gpu_parts(board), details["energy_parts"])
    assert measured.operations["fp32"].origin == "measured" and measured.bytes["dram"].value == pytest.approx(details["energy_parts"]["dram"])


def test_an_energy_run_that_cannot_read_nvml_leaves_the_rest_of_the_calibration_alone(tmp_path, monkeypatch):
    from advisor.calibration import gpu_bench

    _fake_gpu(monkeypatch)

    def broken(index, quick):
        raise RuntimeError("no counter")

    monkeypatch.setattr(gpu_bench, "energy_samples", broken)
    blocks = gpu.calibrate_gpus(quick=True, step=lambda label: None)
    platform = descriptor.write_descriptor(tmp_path / "g.yaml", descriptor.build_descriptor("g", info(), measurements(), blocks))
    details = platform.sources["cal-gpu0"].details
    assert details["energy_samples"] == {"skipped": "RuntimeError: no counter"} and details["energy_parts"] == {}
    assert platform.gpus[0].idle_power_w == pytest.approx(70)


def test_a_gpu_descriptor_with_measured_parts_is_priced_with_them(monkeypatch):
    """What a calibrated descriptor's ``energy_parts`` do to a board's energy: the measured FP32 energy replaces the
    table's (a descriptor field the platform reader would fill; here set on the board directly)."""
    from dataclasses import replace

    from advisor.catalog import get_platform

    board = get_platform("h100-sxm-xeon8570").gpus[0]
    # 1e12 FP32 operations over a second: watts of dynamic power, far inside the board's 700 W limit
    step = RooflineTime(1.0, 0.0, 0.0, {}, 0.0, 1.0, 1.0, activity=Activity({"fp32": 1e12}, {}, 132, "kp analysis"))
    chip = OnChipTime(1.0, (step,), "kp")
    table = ActivityEnergy().gpu_board_parts(board, chip)["operations"]

    class Calibrated:  # the board with the descriptor's measured parts
        def __init__(self, gpu, parts):
            self.__dict__.update(gpu.__dict__)
            self.energy_parts = parts

    calibrated = Calibrated(replace(board), {"fp32": 2e-12})
    assert ActivityEnergy().gpu_board_parts(calibrated, chip)["operations"] == pytest.approx(1e12 * 2e-12)
    assert table == pytest.approx(1e12 * 4.65e-12 * 4 / 12)


def test_the_cpu_parts_from_rapl_over_one_and_every_core_by_hand():
    from advisor.calibration.cpu import PowerResult, fit_cpu_energy_parts

    power = PowerResult(idle_w=20.0, busy_w=120.0, domains=("package-0",), one_core_w=50.0)
    # fp64 FMAs on 256-bit vectors: 4 lanes, 8 FLOPs an instruction; 4e9 instructions/s on one core, 30e9 on eight
    parts = fit_cpu_energy_parts(power, 8, 32e9, 240e9, 256, 0.5e-9)
    core = ((120.0 - 50.0) - (30e9 - 4e9) * 0.5e-9) / 7
    assert parts["core_active_w"] == pytest.approx(core)
    assert parts["uncore_active_w"] == pytest.approx(50.0 - 20.0 - core - 4e9 * 0.5e-9)
    assert fit_cpu_energy_parts(PowerResult(20.0, 120.0, ("package-0",)), 8, 32e9, 240e9, 256, 0.5e-9) == {}
