"""``validate`` scores the advisor's certainty (issue #47, item 4): one decision row per kernel, size and CPU
implementation with ``chosen``, ``right`` and ``confidence``; the reliability table; the Brier score; the share of
measurements inside the 80 % intervals. Shown with ``--from-csv`` on the toy node, whose measurements are made up so
that one decision is right and two are wrong."""

import json
import statistics

from advisor.cli import main

from .conftest import FIXTURES

TABLE = """kernel,size,gpu_s,cpu1_s,h2d_s,d2h_s
axpy,1000,2e-6,2e-6,2e-5,1e-5
matmul,64,4e-5,1e-2,8e-5,4e-5
matmul,256,4e-5,1e-5,8e-5,4e-5
"""


def validate(tmp_path, capsys, fmt):
    table = tmp_path / "programs.csv"
    table.write_text(TABLE)
    status = main(["validate", "--workload", str(FIXTURES / "toy-workload.yaml"), "-p", str(FIXTURES / "toy-platform.yaml"),
                   "--from-csv", str(table), "--format", fmt])
    out, _ = capsys.readouterr()
    assert status == 0
    return out


def test_every_measured_decision_has_a_row_with_its_confidence(tmp_path, capsys):
    rows = json.loads(validate(tmp_path, capsys, "json"))
    decisions = [r for r in rows if r.get("scope") == "decision"]
    assert [(d["kernel"], d["sizes"], d["cpu"]) for d in decisions] == [
        ("axpy", {"N": 1000.0}, "1 thread"), ("matmul", {"N": 64.0}, "1 thread"), ("matmul", {"N": 256.0}, "1 thread")]
    measured = {(r["kernel"], r["dataset"], r["device"]): r for r in rows if r.get("device")}
    for d in decisions:
        cpu, gpu = measured[(d["kernel"], d["dataset"], "cpu")], measured[(d["kernel"], d["dataset"], "gpu")]
        cpu_faster = cpu["measured_s"] < gpu["option_measured_s"]  # the GPU option: its kernel and its copies
        assert d["right"] == ((d["chosen"] == "cpu") == cpu_faster)
        assert 0.0 <= d["confidence"] <= 1.0
    assert [d["right"] for d in decisions] == [True, False, False]


def test_the_summary_bins_the_confidences_and_scores_them(tmp_path, capsys):
    rows = json.loads(validate(tmp_path, capsys, "json"))
    decisions = [r for r in rows if r.get("scope") == "decision"]
    reliability = rows[-1]["reliability"]
    assert reliability["brier"] == statistics.fmean((d["confidence"] - d["right"]) ** 2 for d in decisions)
    assert sum(b["decisions"] for b in reliability["bins"]) == len(decisions)
    for b in reliability["bins"]:
        low, high = (float(x) for x in b["bin"].split("-"))
        inside = [d for d in decisions if low <= d["confidence"] < high or d["confidence"] == high == 1.0]
        assert b["decisions"] == len(inside)
        if inside:
            assert b["observed"] == sum(d["right"] for d in inside) / len(inside)
    assert {c["part"] for c in reliability["coverage"]} == {"cpu time", "gpu option time"}
    assert all(c["measurements"] == 3 and 0 <= c["inside"] <= 3 for c in reliability["coverage"])


def test_the_table_shows_the_reliability_bins_the_coverage_and_the_brier_score(tmp_path, capsys):
    out = validate(tmp_path, capsys, "table")
    assert "stated confidence" in out and "observed right" in out
    assert "measurements inside the 80 % interval" in out and "Brier score of the 3 decisions" in out
