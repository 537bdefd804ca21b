"""The GPU board's own energy (``gpu.device_energy_j``) and its check on the H100 node's NVML-metered kernels
(validation/energy/h100-node/)."""

import json
import subprocess
import sys

import pytest

from advisor.catalog import get_platform
from advisor.cli import main

from .conftest import REPO


def test_the_board_energy_of_a_gpu_option_by_hand(capsys):
    # h100-sxm-xeon8570's H100: 70 W idle (an estimate) and a 700 W TDP, so the tdp model's board draws
    # 70 + 0.6 x 700 = 490 W while the kernel runs, whatever it does; the node's energy_j adds the rest of the
    # node and the copies, the board's device_energy_j is the kernel's alone
    gpu = get_platform("h100-sxm-xeon8570").gpus[0]
    assert (gpu.idle_power_w, gpu.tdp_w) == (70.0, 700.0)
    assert main(["recommend", "polybench-gpu", "-k", "gesummv", "-p", "h100-sxm-xeon8570", "--size", "N=8192",
                 "--format", "json", "--no-history"]) == 0
    option = json.loads(capsys.readouterr().out)[0]["gpu"]
    assert option["device_energy_j"] == pytest.approx(option["compute_s"] * 490.0)
    assert option["energy_j"] > option["device_energy_j"]
    # epi: idle board power over the kernel, plus its FLOPs and DRAM bytes at the descriptor's energies
    assert main(["recommend", "polybench-gpu", "-k", "gesummv", "-p", "h100-sxm-xeon8570", "--size", "N=8192",
                 "--energy-model", "epi", "--format", "json", "--no-history"]) == 0
    epi = json.loads(capsys.readouterr().out)[0]["gpu"]
    flops = 4 * 8192 * 8192 + 3 * 8192                 # the step's flops (fp32)
    dynamic = flops * gpu.energy_per_flop_j["fp32"] + epi["dram_bytes"] * gpu.energy_per_byte_j
    assert epi["device_energy_j"] == pytest.approx(epi["compute_s"] * 70.0 + dynamic)


def test_the_energy_tables_are_the_scripts():
    done = subprocess.run([sys.executable, str(REPO / "validation" / "energy" / "h100-node" / "validate_energy.py"),
                           "--readme", "check"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
