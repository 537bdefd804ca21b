"""The history store: what goes in comes out, filters, learned factors, concurrent writers lose nothing."""

import multiprocessing
import sqlite3

import pytest

from advisor.history import Correction, HistoryStore, MeasuredRun, default_path


def run(kernel="gemm", dataset="SMALL", device="cpu", time_s=1e-3, platform="p", **extra):
    return MeasuredRun("polybench", kernel, dataset, {"NI": 60, "NJ": 70, "NK": 80}, platform, device, time_s, **extra)


def test_a_recorded_run_comes_back_equal(tmp_path):
    store = HistoryStore(tmp_path / "h.sqlite")
    original = run(energy_j=0.5, when="2026-11-21T12:00:00+00:00", how="gcc -O3")
    store.record(original)
    assert store.runs() == [original]


def test_when_is_filled_in_and_filters_combine(tmp_path):
    store = HistoryStore(tmp_path / "h.sqlite")
    store.record_many([run(), run(kernel="lu"), run(device="gpu"), run(platform="q")])
    assert store.runs()[0].when is not None
    assert [r.kernel for r in store.runs(kernel="lu")] == ["lu"]
    assert len(store.runs(workload="polybench", kernel="gemm", platform="p", device="cpu")) == 1
    assert store.runs(workload="other") == []
    assert store.count() == 4


def test_default_path_follows_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("ADVISOR_HISTORY", str(tmp_path / "env.sqlite"))
    assert default_path() == tmp_path / "env.sqlite"
    HistoryStore().record(run())
    assert (tmp_path / "env.sqlite").exists()
    monkeypatch.delenv("ADVISOR_HISTORY")
    assert default_path() == tmp_path / "advisor-data" / "history.sqlite"  # the data directory ($ADVISOR_DATA_DIR here)
    monkeypatch.delenv("ADVISOR_DATA_DIR")
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    assert default_path().name == "history.sqlite" and ".local" in default_path().parts


def test_a_nonpositive_time_is_refused():
    with pytest.raises(ValueError):
        run(time_s=0.0)


def test_corrections_are_those_of_the_last_fit(tmp_path):
    store = HistoryStore(tmp_path / "h.sqlite")
    assert store.corrections() == {}
    store.store_fit([Correction("polybench", "gemm", "p", "cpu", 2.0, 3), Correction("polybench", "lu", "p", "cpu", 5.0, 3)], "test")
    store.store_fit([Correction("polybench", "gemm", "p", "cpu", 3.0, 4, 1.1)], "test")
    assert store.corrections() == {("polybench", "gemm", "p", "cpu"): 3.0}
    assert store.latest_fit()[0].spread == pytest.approx(1.1)


def test_the_database_runs_in_wal_mode(tmp_path):
    HistoryStore(tmp_path / "h.sqlite")
    with sqlite3.connect(tmp_path / "h.sqlite") as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def _writer(path: str, worker: int, rows: int) -> None:
    store = HistoryStore(path)
    for i in range(rows):
        store.record(run(kernel=f"k{worker}", dataset=str(i), time_s=1.0 + i))


def test_eight_concurrent_writers_lose_nothing(tmp_path):
    path = str(tmp_path / "h.sqlite")
    HistoryStore(path)
    context = multiprocessing.get_context("spawn")
    workers = [context.Process(target=_writer, args=(path, w, 500)) for w in range(8)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=300)
    assert [w.exitcode for w in workers] == [0] * 8
    runs = HistoryStore(path).runs()
    assert len(runs) == 4000
    for w in range(8):
        mine = [r for r in runs if r.kernel == f"k{w}"]
        assert sorted(int(r.dataset) for r in mine) == list(range(500))
