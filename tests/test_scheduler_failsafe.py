"""Fault injection: exceptions and slow models, broken history databases, missing platforms.

Every task must still get a placement (the advice, or the scheduler's default with a
reason and a logged warning), quickly, and none may be lost. "Quickly" is shown without a clock: the slow work waits
on an event that is set only after the caller has its answer, so an answer at all means nobody waited for it.
"""

import sqlite3
import threading

import numpy as np
import pandas as pd
import pytest

import advisor.scheduler.batch as batch
import advisor.scheduler.placer as placer
from advisor import plugins
from advisor.scheduler import Advisor, Guard

from .conftest import FIXTURES

TOY = str(FIXTURES / "toy-platform.yaml")
TASK = {"flops": 2e9, "dram_bytes": 8e6, "h2d_bytes": 8e6, "precision": "fp32", "workload": "w", "kernel": "k"}


def frame(n: int) -> pd.DataFrame:
    rng = np.random.default_rng(0)
    return pd.DataFrame({"flops": 10 ** rng.uniform(3, 11, n), "dram_bytes": 1e6, "h2d_bytes": 1e6, "d2h_bytes": 0.0,
                         "launches": 1.0, "precision": "fp64"})


def place_all(advisor: Advisor, n: int = 20):
    return [advisor.place(dict(TASK, name=f"t{i}")) for i in range(n)]


@pytest.fixture
def stuck():
    """A wait that ends only when the test is over (or after a minute, a hang guard): work that calls it is slow."""
    release = threading.Event()
    yield lambda *args, **kwargs: release.wait(60)
    release.set()


def test_guard_returns_in_time_or_falls_back(stuck):
    guard = Guard(timeout_s=0.05, max_workers=2)
    assert guard.call(lambda: 42, lambda reason: reason) == 42
    assert guard.call(lambda: 1 / 0, lambda reason: reason).startswith("ZeroDivisionError")
    assert "within 50 ms" in guard.call(stuck, lambda reason: reason)
    guard.call(stuck, lambda reason: reason)  # both workers now stuck
    assert "busy" in guard.call(lambda: 42, lambda reason: reason)  # falls back at once, does not queue


def test_exception_in_a_model_gives_default_placements(monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise RuntimeError("model exploded")

    monkeypatch.setattr(placer, "advise", broken)
    placements = place_all(Advisor(platforms=[TOY], history=None))
    assert len(placements) == 20 and all(p.fallback and p.device == "cpu" for p in placements)
    assert [p.task for p in placements] == [f"t{i}" for i in range(20)]  # none lost, none mixed up
    assert "model exploded" in placements[0].reason and "model exploded" in caplog.text


def test_slow_model_times_out_to_the_default(monkeypatch, stuck):
    real = placer.advise

    def slow(*args, **kwargs):
        stuck()
        return real(*args, **kwargs)

    monkeypatch.setattr(placer, "advise", slow)
    # raw counts with the built-in models are microseconds of arithmetic and decided inline; a decision that may take
    # long (a plugin model, a kernel whose code is analysed) keeps the deadline: these tasks are taken as such
    monkeypatch.setattr(placer.Advisor, "_quick", lambda self, task: False)
    advisor = Advisor(platforms=[TOY], history=None, timeout_s=0.05, default_device="gpu")
    placements = place_all(advisor, 12)
    assert len(placements) == 12 and all(p.fallback and p.device == "gpu" and p.gpus == 1 for p in placements)
    # the first ones wait out the deadline, the rest find every worker busy and do not queue
    assert "no answer within 50 ms" in placements[0].reason and all("busy" in p.reason for p in placements[-4:])


def test_raw_counts_with_the_built_in_models_are_decided_in_the_callers_thread(monkeypatch):
    threads = []
    real = placer.advise

    def recorded(*args, **kwargs):
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(placer, "advise", recorded)
    advisor = Advisor(platforms=[TOY], history=None)
    placements = place_all(advisor, 3)
    assert not any(p.fallback for p in placements) and threads == [threading.current_thread()] * 3


def test_slow_or_failing_plugin_predictor(monkeypatch, stuck):
    class Sleepy:
        def predict(self, counts, platform, device, roofline):
            stuck()

    class Liar:
        def predict(self, counts, platform, device, roofline):
            return float("nan")

    plugins.register(plugins.KERNEL_PREDICTORS, "sleepy", Sleepy)
    plugins.register(plugins.KERNEL_PREDICTORS, "liar", Liar)
    try:
        for name in ("sleepy", "liar"):
            advisor = Advisor(platforms=[TOY], history=None, predictor=name)
            placement = advisor.place(TASK)
            assert placement.fallback, name
            out = advisor.place_many(frame(5))
            assert len(out) == 5 and out["fallback"].all()
    finally:
        plugins.unregister(plugins.KERNEL_PREDICTORS, "sleepy")
        plugins.unregister(plugins.KERNEL_PREDICTORS, "liar")


def test_batch_failure_or_timeout_keeps_every_row(monkeypatch, stuck):
    advisor = Advisor(platforms=[TOY], history=None)
    monkeypatch.setattr(batch, "evaluate", lambda *a, **k: 1 / 0)
    out = advisor.place_many(frame(1000))
    assert len(out) == 1000 and out["fallback"].all() and set(out["device"]) == {"cpu"}
    monkeypatch.setattr(batch, "evaluate", stuck)
    out = advisor.place_many(frame(1000))
    assert len(out) == 1000 and out["fallback"].all()


def test_missing_platforms_do_not_stop_scheduling():
    advisor = Advisor(platforms=[TOY], history=None)
    tasks = [dict(TASK, name=f"t{i}", platform="gone" if i % 3 == 0 else "toy") for i in range(9)]
    placements = [advisor.place(t) for t in tasks]
    assert [p.fallback for p in placements] == [i % 3 == 0 for i in range(9)]
    assert all("gone" in p.reason for p in placements if p.fallback)


class SqliteStore:
    """A minimal sqlite history store, as advisor.history keeps one: one table of runs."""

    def __init__(self, path, timeout_s=5.0):
        self.db = sqlite3.connect(path, timeout=timeout_s)
        self.db.execute("CREATE TABLE IF NOT EXISTS runs (workload, kernel, platform, device, time_s, ratio)")

    def record(self, run):
        fields = run if isinstance(run, dict) else vars(run)
        with self.db:
            self.db.execute("INSERT INTO runs VALUES (?, ?, ?, ?, ?, 1.0)",
                            (fields["workload"], fields["kernel"], fields["platform"], fields["device"], fields["time_s"]))

    def corrections(self):
        rows = self.db.execute("SELECT workload, kernel, platform, device, avg(ratio) FROM runs GROUP BY 1, 2, 3, 4")
        return {tuple(r[:4]): r[4] for r in rows}


def history_backends(path):
    yield lambda: SqliteStore(str(path))
    try:
        from advisor.history import HistoryStore
    except ImportError:
        return
    yield lambda: HistoryStore(path=str(path))


def check_scheduling_unaffected(make_store):
    class Lazy:  # the store is opened on the history thread, as the real one would be
        def __init__(self):
            self.store = None

        def _get(self):
            if self.store is None:
                self.store = make_store()
            return self.store

        def record(self, run):
            self._get().record(run)

        def corrections(self):
            return self._get().corrections()

    # a deadline far above a decision's cost (about 0.1 ms): only a history that blocks the
    # decisions misses it, not a busy test machine
    advisor = Advisor(platforms=[TOY], history=Lazy(), timeout_s=0.5)
    placements = place_all(advisor, 50)
    for placement in placements:
        advisor.observe(TASK, placement.device, 0.01)
    assert not any(p.fallback for p in placements) and len(placements) == 50
    return advisor


def test_corrupt_history_database(tmp_path, caplog):
    path = tmp_path / "history.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    for make_store in history_backends(path):
        advisor = check_scheduling_unaffected(make_store)
        assert advisor.history.flush(10) and advisor.history.errors >= 1
    assert "history store unavailable" in caplog.text


def test_locked_history_database(tmp_path):
    path = tmp_path / "history.sqlite"
    SqliteStore(str(path))
    holder = sqlite3.connect(str(path), check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")  # another process holds the write lock
    try:
        for make_store in [lambda: SqliteStore(str(path), timeout_s=0.5), *list(history_backends(path))[1:]]:
            advisor = check_scheduling_unaffected(make_store)  # the real store waits up to 30 s per try, off the decisions' path
            # queued (or history off): a store that never returns does not hold it up either (the test below)
            assert advisor.observe(TASK, "cpu", 0.01) in (True, False)
    finally:
        holder.rollback()
        holder.close()


def test_missing_history_database_directory(tmp_path):
    path = tmp_path / "no" / "such" / "dir" / "history.sqlite"
    for make_store in history_backends(path):
        advisor = check_scheduling_unaffected(make_store)
        advisor.history.flush(5)


def test_full_history_queue_drops_runs_without_blocking():
    gate = threading.Event()

    class Stuck:
        def record(self, run):
            gate.wait(5)

        def corrections(self):
            return {}

    advisor = Advisor(platforms=[TOY], history=Stuck())
    advisor.history._jobs.maxsize = 3
    results = [advisor.observe(TASK, "gpu", 0.01) for _ in range(10)]  # a waiting observe would never fill the queue
    assert False in results and advisor.history.dropped >= 1
    assert len(advisor.observations) == 10  # the advisor itself keeps them all
    gate.set()


def test_a_call_still_running_after_its_deadline_is_abandoned_work_until_it_ends():
    # the `advisor` command ends its process at once while there is any (advisor.cli.run): shutting the interpreter
    # down under a running C analysis aborts it
    from advisor.scheduler.failsafe import abandoned_work

    release, done = threading.Event(), threading.Event()
    guard = Guard(timeout_s=0.01, max_workers=1)
    assert "within 10 ms" in guard.call(lambda: (release.wait(60), done.set()), lambda reason: reason)
    assert guard.busy == 1 and abandoned_work()
    release.set()
    assert done.wait(60)
    guard.call(lambda: None, lambda reason: reason, timeout_s=60)  # the worker is back: it answers the next call
    assert guard.busy == 0
