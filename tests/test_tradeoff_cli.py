"""``advisor tradeoff`` end to end: tables, report, figures, missing matplotlib, errors."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from advisor import catalog
from advisor.cli import main
from advisor.files import write_atomic

REPO = Path(__file__).resolve().parents[1]
TOY = str(REPO / "tests" / "fixtures" / "toy-platform.yaml")
EPCC = str(REPO / "workloads" / "epcc-level1.yaml")


def run(capsys, *args):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def _has_platform(name):
    return name in catalog.catalog_files("platforms")


def test_report_with_figures_for_epcc_on_toy(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    status, out, err = run(capsys, "tradeoff", EPCC, "--platform", TOY, "-k", "GEMM", "-k", "ATAX", "-k", "2DCONV", "--out", str(tmp_path))
    assert status == 0, err
    html = (tmp_path / "epcc-level1.html").read_text()
    # pareto + roofline + (cost vs weight, time vs size) per kernel, embedded and also written as PNG
    assert len(re.findall(r'src="data:image/png;base64,', html)) == 2 + 2 * 3
    assert sorted(p.name for p in (tmp_path / "figures").iterdir()) == sorted(
        f"epcc-level1-toy-{n}.png" for n in ["pareto", "roofline", *(f"{kind}-{k}" for k in ("GEMM", "ATAX", "2DCONV") for kind in ("weights", "size"))])
    assert "Break-even size" in html and "Pareto front" in html and "What if: clock" in html
    rows = json.loads((tmp_path / "epcc-level1.json").read_text())
    assert {r["analysis"] for r in rows} == {"weights", "pareto", "size", "clock", "power-cap", "link"}
    assert (tmp_path / "epcc-level1.csv").read_text().startswith("analysis,")
    assert not list(tmp_path.rglob("*.tmp"))
    assert "Break-even size (the GPU starts to win):" in out and "wrote " in err


def test_full_epcc_report_on_toy_lists_every_kernel(tmp_path, capsys):
    status, out, err = run(capsys, "tradeoff", EPCC, "--platform", TOY, "--no-figures", "--out", str(tmp_path))
    assert status == 0, err
    html = (tmp_path / "epcc-level1.html").read_text()
    epcc = catalog.get_workload(EPCC)
    for kernel in epcc.kernels:
        assert f"\n{kernel} " in out
    assert "<img" not in html and "all 8192 placements enumerated" in html


def test_missing_matplotlib_skips_figures_with_one_message(tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib now raises ImportError
    status, out, err = run(capsys, "tradeoff", str(REPO / "tests" / "fixtures" / "toy-workload.yaml"), "-p", TOY, "--out", str(tmp_path))
    assert status == 0
    notes = [line for line in err.splitlines() if line.startswith("note:")]
    assert len(notes) == 1 and "figures skipped" in notes[0]
    assert (tmp_path / "toy.html").exists() and not (tmp_path / "figures").exists()
    assert "Pareto front" in out


def test_json_and_csv_formats(capsys):
    status, out, _ = run(capsys, "tradeoff", str(REPO / "tests" / "fixtures" / "toy-workload.yaml"), "-p", TOY, "--sweep", "size",
                         "--sweep", "weights", "--format", "json", "--dataset", "S")
    assert status == 0
    rows = json.loads(out)
    assert {r["analysis"] for r in rows} == {"size", "weights"}
    matmul = next(r for r in rows if r["analysis"] == "size" and r["kernel"] == "matmul")
    assert matmul["parameter"] == "N" and matmul["break_even"] > 64 and matmul["crossovers"][0]["advice_above"] == "gpu"
    status, out, _ = run(capsys, "tradeoff", str(REPO / "tests" / "fixtures" / "toy-workload.yaml"), "-p", TOY, "--sweep", "link", "--format", "csv")
    assert status == 0 and out.splitlines()[0].startswith("analysis,workload,platform,dataset,target,factor,kernel")
    assert len(out.splitlines()) == 1 + 3 * 5


@pytest.mark.parametrize("args, message", [
    (["--kernel", "nope"], "'nope' is not a kernel"),
    (["--size-param", "M"], "'M' is not a size parameter"),
    (["--size-range", "10:1"], "LOW:HIGH"),
    (["--clock-factors", "1,-2"], "positive numbers"),
    (["--sweep", "everything"], "Invalid value for '--sweep'"),
])
def test_bad_options_exit_2_with_one_line(capsys, args, message):
    status, _, err = run(capsys, "tradeoff", str(REPO / "tests" / "fixtures" / "toy-workload.yaml"), "-p", TOY, *args)
    assert status == 2
    assert message in err and len(err.strip().splitlines()) == 1


@pytest.mark.skipif(not _has_platform("laptop-gtx850m"), reason="catalog platform laptop-gtx850m not present")
def test_epcc_break_even_per_kernel_on_gtx850m(capsys):
    status, out, err = run(capsys, "tradeoff", "epcc-level1", "-p", "laptop-gtx850m", "--sweep", "size", "--format", "json")
    assert status == 0, err
    rows = {r["kernel"]: r for r in json.loads(out)}
    assert set(rows) == set(catalog.get_workload("epcc-level1").kernels)
    for row in rows.values():
        assert row["parameter"] == "datasize"
        assert row["status"] == "crossover" or row["status"].startswith("no crossover in range")
    # Compute-heavy kernels (n^3 FLOPs on n^2 data) pay off on the GPU at far smaller data than the mat-vec ones.
    # With pageable copies (the EPCC host code's malloc'd buffers) the mat-vec ones may never pay off at all.
    assert rows["GEMM"]["break_even"] is not None
    assert rows["ATAX"]["break_even"] is None or rows["GEMM"]["break_even"] < rows["ATAX"]["break_even"]


@pytest.mark.skipif(not _has_platform("dc-h100"), reason="catalog platform dc-h100 not present")
def test_polybench_report_on_h100(tmp_path, capsys):
    status, _, err = run(capsys, "tradeoff", "polybench", "-p", "dc-h100", "--no-figures", "--out", str(tmp_path))
    assert status == 0, err
    html = (tmp_path / "polybench.html").read_text()
    assert "dynamic programming" in html
    rows = json.loads((tmp_path / "polybench.json").read_text())
    assert {r["kernel"] for r in rows if r["analysis"] == "size"} == set(catalog.get_workload("polybench").kernels)


def test_platform_without_gpu(tmp_path, capsys):
    import yaml

    data = yaml.safe_load((REPO / "tests" / "fixtures" / "toy-platform.yaml").read_text())
    del data["gpus"]
    path = tmp_path / "cpu-only.yaml"
    path.write_text(yaml.safe_dump(data))
    status, out, err = run(capsys, "tradeoff", str(REPO / "tests" / "fixtures" / "toy-workload.yaml"), "-p", str(path), "--format", "json")
    assert status == 0 and "has no GPU" in err
    rows = json.loads(out)
    assert [(r["analysis"], r["placement"]) for r in rows] == [("pareto", "all CPU")]


def test_help_does_not_import_matplotlib():
    code = "import sys; from advisor.cli import main; main(['tradeoff', '--help']); print('MPL', 'matplotlib' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True)
    assert "MPL False" in result.stdout and "--sweep" in result.stdout


def test_write_atomic(tmp_path):
    target = tmp_path / "sub" / "a.txt"
    write_atomic(target, "one")
    write_atomic(target, b"two")
    assert target.read_bytes() == b"two"
    assert [p.name for p in target.parent.iterdir()] == ["a.txt"]
    mask = os.umask(0)
    os.umask(mask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~mask
