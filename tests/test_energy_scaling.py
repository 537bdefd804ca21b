"""The scaling rule (advisor/energy/scaling.py), its check against published tables (validation/energy/scaling/),
and the architecture files' energy entries that rest on it."""

import csv
import statistics
import subprocess
import sys

import pytest

from advisor.energy.gpuparts import gpu_parts
from advisor.energy.scaling import carried, node_factor
from advisor.gpu.nvidia.archfile import load_architectures

from .conftest import REPO

SCALING = REPO / "validation" / "energy" / "scaling"


def test_the_rule_scales_operations_by_the_node_and_carries_the_rest():
    assert node_factor(12, 4) == pytest.approx(1 / 3)
    assert node_factor(16, 12, voltage_ratio=0.9) == pytest.approx(0.75 * 0.81)
    assert carried(6.4, "scaled", 16, 12) == pytest.approx(4.8)
    assert carried(4.71, "carried", 7, 4) == 4.71
    with pytest.raises(ValueError):
        carried(1.0, "doubled", 7, 4)


def test_the_rules_check_by_hand_and_its_criterion():
    sys.path.insert(0, str(SCALING))
    import check_rule

    rows = check_rule.predictions(check_rule.read())
    by = {(r["pair"], r["part"]): r for r in rows}
    # Pascal (TITAN Xp, 16 nm) to Volta (TITAN V, 12 nm), guerreiro2019: FP32 FMA 34.49 W / (128 x 30 x 1.404 GHz) x 12/16
    fma = by[("pascal to volta", "fp32 fma")]
    assert fma["predicted"] == pytest.approx(34.49 / (128 * 30 * 1.404e9) * 1e12 * 12 / 16, rel=1e-3)
    assert fma["error"] == pytest.approx(fma["predicted"] / (28.58 / (64 * 80 * 1.2e9) * 1e12) - 1, abs=1e-3)
    # Ampere to Hopper, antepara2025: FP64 28.50 pJ/FLOP x 4/7 against 23.60
    assert by[("ampere to hopper", "fp64")]["error"] == pytest.approx(28.50 * 4 / 7 / 23.60 - 1)
    assert by[("ampere to hopper", "l2")]["error"] == pytest.approx(4.71 / 4.87 - 1)  # carried unchanged
    summary = check_rule.summary(rows)
    assert set(summary["per_class"]) == {"fp32 fma", "fp32 add", "int", "sfu", "fp64", "tensor fp16"}
    assert summary["median_abs_error"] == pytest.approx(statistics.median(abs(e) for e in summary["per_class"].values()))
    assert summary["median_abs_error"] <= 0.30  # the criterion: median error per instruction class
    done = subprocess.run([sys.executable, str(SCALING / "check_rule.py"), "--readme", "check"], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr


def test_the_architecture_files_table_numbers_are_the_checks_published_ones():
    """Where an architecture file takes a number from a published table, it is the one check_rule.py checks."""
    with open(SCALING / "published.csv", newline="") as fh:
        published = {(r["generation"], r["part"]): float(r["value"]) for r in csv.DictReader(fh)}
    tables = load_architectures()
    volta, pascal = tables[("volta", "7.0")].energy, tables[("pascal", "6.1")].energy
    hopper, ampere = tables[("hopper", "9.0")].energy, tables[("ampere", "8.0")].energy
    assert volta.operations["fp32"].value == pytest.approx(published[("volta", "fp32 fma")] * 1e-12, rel=1e-3)
    assert volta.operations["int"].value == pytest.approx(published[("volta", "int")] * 1e-12, rel=1e-3)
    assert pascal.operations["sfu"].value == pytest.approx(published[("pascal", "sfu")] * 1e-12, rel=1e-2)
    assert volta.bytes["l2"].value == pytest.approx(published[("volta", "l2")] * 1e-12, rel=1e-2)
    assert hopper.bytes["l1"].value == pytest.approx(published[("hopper", "l1")] * 8e-12)  # pJ/bit x 8
    assert ampere.bytes["dram"].value == pytest.approx(published[("ampere", "dram (HBM2e to HBM3)")] * 8e-12, rel=1e-2)
    assert hopper.operations["fp64"].value == pytest.approx(published[("hopper", "fp64")] * 2e-12)  # an FMA: 2 FLOPs


def test_every_nvidia_architecture_resolves_every_part_and_rule_parts_name_their_step():
    from advisor.catalog import get_platform

    for (name, cc), arch in load_architectures().items():
        assert arch.energy is not None, (name, cc)
    gpu = get_platform("desktop-rtx2080ti").gpus[0]                  # Turing: 12 nm like Volta, GDDR6
    parts = gpu_parts(gpu)
    assert parts.operations["fp32"].value == pytest.approx(4.65e-12)  # scaled by 12/12
    assert "x 12/12 nm" in parts.operations["fp32"].source and parts.operations["fp32"].origin == "rule"
    assert parts.bytes["dram"].value == pytest.approx(133e-12) and parts.bytes["dram"].origin == "rule"  # GDDR5X carried
