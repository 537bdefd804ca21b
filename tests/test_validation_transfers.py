"""The node's copies (validation/transfers/h100-node): the descriptor fitted from its sweeps and the README's tables
are what the scripts give now, and the model's form follows every sweep it was fitted to; a Quadro RTX 6000 node's
public sweeps (validation/transfers/quadro-rtx6000, h100-epyc9554): their tables are the scripts'."""

import subprocess
import sys

import pytest

from .conftest import REPO

HERE = REPO / "validation" / "transfers" / "h100-node"
sys.path.insert(0, str(HERE))

import validate_transfers


@pytest.mark.parametrize("command", [["refit_copies.py", "--check"], ["validate_transfers.py", "--readme", "check"]])
def test_the_committed_descriptor_and_tables_are_current(command):
    result = subprocess.run([sys.executable, str(HERE / command[0]), *command[1:]], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_the_fit_follows_each_sweep_it_was_fitted_to_within_25_percent_from_1_mib():
    from advisor.catalog import get_platform

    rows = validate_transfers.sweep_rows(get_platform(str(HERE / "h100-node-copies.yaml")))
    fitted = [r for r in rows if r.group.split()[0] in ("pinned", "pageable-touched", "pageable-fresh")]
    assert len(fitted) == 36  # 3 kinds x 2 directions x 6 sizes (1 MiB .. 1 GiB)
    assert [r.label for r in fitted if not 0.8 <= r.ratio <= 1.25] == []


def test_fresh_pages_bring_the_programs_device_to_host_copies_closer():
    from advisor.catalog import get_platform

    platform = get_platform(str(HERE / "h100-node-copies.yaml"))
    d2h = [r for r in validate_transfers.program_rows(platform) if r.group == "d2h"]
    scored = validate_transfers.score(d2h)
    assert len(d2h) == 32 and scored.within >= 24 and 0.8 <= scored.geomean <= 1.25


@pytest.mark.parametrize("folder", ["quadro-rtx6000", "h100-epyc9554"])
def test_a_public_sweeps_tables_are_the_scripts(folder):
    script = REPO / "validation" / "transfers" / folder / "validate_copies.py"
    result = subprocess.run([sys.executable, str(script), "--readme", "check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_the_copy_model_follows_another_nodes_sweep_within_1_5x_from_4_kib():
    # a public sweep of a Quadro RTX 6000 on PCIe 3.0, predicted from the link and host estimates of another PCIe 3.0
    # Turing server: no number of it fitted; pinned and written pageable buffers, each way, 4 KiB .. 1 MiB
    from validation.transfers.sweep import scored_sweep

    quadro = REPO / "validation" / "transfers" / "quadro-rtx6000"
    rows = scored_sweep(quadro / "copies.csv", REPO / "validation" / "gpu" / "platforms" / "gm-tesla-t4.yaml")["rows"]
    assert len(rows) == 36 and {(r["kind"], r["direction"]) for r in rows} == {
        (kind, way) for kind in ("pinned", "pageable-touched") for way in ("h2d", "d2h")}
    assert [r for r in rows if not 1 / 1.5 <= r["predicted_s"] / r["measured_s"] <= 1.5] == []


def test_a_sweep_is_scored_from_4_kib_per_kind_and_direction(tmp_path):
    from advisor.catalog import get_platform
    from validation.transfers.sweep import scored_sweep, sweep_copy_s

    measured = tmp_path / "copies.csv"
    measured.write_text("bytes,kind,direction,seconds\n2048,pinned,h2d,1e-5\n4096,pinned,h2d,1e-5\n8192,pinned,h2d,2e-5\n")
    result = scored_sweep(measured, "dc-h100")
    predicted = [sweep_copy_s(get_platform("dc-h100"), "pinned", "h2d", size) for size in (4096, 8192)]
    assert [r["bytes"] for r in result["rows"]] == [4096, 8192]  # 2 KiB: its fixed cost alone, not scored
    summary = result["summary"]["pinned h2d"]
    assert summary["rows"] == 2 and summary["geomean"] == pytest.approx((predicted[0] / 1e-5 * predicted[1] / 2e-5) ** 0.5)
