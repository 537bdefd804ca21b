"""Nothing acknowledged is lost: measured runs a scheduler reports reach the history, whether the process exits or is killed."""

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from advisor.history import HistoryStore

from .conftest import FIXTURES, REPO

TOY = str(FIXTURES / "toy-platform.yaml")
WRITER = textwrap.dedent("""
    import sys
    from advisor.scheduler import Advisor
    path, worker, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    advisor = Advisor(platforms=[{toy!r}], history=path)
    for i in range(count):
        assert advisor.observe({{"flops": 1e9, "workload": "w", "kernel": f"k{{worker}}"}}, "gpu", 0.001 * (i + 1))
        print(i, flush=True)  # acknowledged
    # and then the process simply ends, as a scheduler's does
""").format(toy=TOY)


def _writers(path, processes, count):
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return [subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(w), str(count)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=env) for w in range(processes)]


@pytest.mark.parametrize("repeat", range(2))
def test_eight_processes_observing_and_exiting_lose_nothing(tmp_path, repeat):
    path = tmp_path / "history.sqlite"
    procs = _writers(path, 8, 500)
    for proc in procs:
        _, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
    runs = HistoryStore(path).runs()
    assert len(runs) == 4000
    for worker in range(8):
        assert sorted(r.time_s for r in runs if r.kernel == f"k{worker}") == pytest.approx([0.001 * (i + 1) for i in range(500)])
    assert not list((tmp_path / "history.sqlite.journal").glob("*.jsonl"))  # every journal moved in and removed


def test_processes_killed_at_random_keep_every_acknowledged_run(tmp_path):
    path = tmp_path / "history.sqlite"
    procs = _writers(path, 4, 100_000)
    time.sleep(2.0)
    acknowledged = 0
    for number, proc in enumerate(procs):
        time.sleep(0.05 * number)
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate(timeout=60)
        acknowledged += len(out.splitlines())
    assert acknowledged > 0
    # The next process to open the database moves the dead writers' journals in.
    runs = HistoryStore(path).runs()
    assert len(runs) >= acknowledged
    assert len({(r.kernel, r.time_s) for r in runs}) == len(runs)  # none stored twice


def test_a_history_whose_writer_was_killed_mid_checkpoint_is_still_a_history(tmp_path):
    """A checkpoint copies the WAL's pages into the database file; a writer killed halfway leaves a file that alone
    looks malformed, and the WAL beside it from which the next opener repairs it (the test above met this in CI)."""
    import shutil
    import sqlite3

    from advisor.history import MeasuredRun

    live, killed = tmp_path / "live.sqlite", tmp_path / "killed.sqlite"
    store = HistoryStore(live)
    holder = sqlite3.connect(live)  # open on the WAL: keeps it from being checkpointed when the store's connections close
    holder.execute("SELECT count(*) FROM runs").fetchone()
    store.record_many([MeasuredRun("w", f"k{i % 20}", "d", {"n": i}, "p", "cpu", 1.0 + i) for i in range(4000)])
    for name in ("killed.sqlite", "killed.sqlite-wal"):  # the writer's files at the kill: the WAL holds every run
        shutil.copy(tmp_path / name.replace("killed", "live"), tmp_path / name)
    holder.execute("PRAGMA wal_checkpoint(FULL)")
    page = holder.execute("PRAGMA page_size").fetchone()[0]
    torn = bytearray(killed.read_bytes())
    torn[:page] = live.read_bytes()[:page]  # the checkpoint had copied the first page in when the writer died
    killed.write_bytes(bytes(torn))
    holder.close()
    alone = sqlite3.connect(f"{killed.as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        runs_alone = alone.execute("SELECT count(*) FROM runs").fetchone()[0]
    except sqlite3.DatabaseError:  # "database disk image is malformed", as in CI
        runs_alone = None
    alone.close()
    assert runs_alone != 4000  # the file alone is not the history
    assert HistoryStore(killed).count() == 4000


def test_a_journal_moved_in_twice_stores_each_run_once(tmp_path):
    from advisor.history import Journal, MeasuredRun

    path = tmp_path / "history.sqlite"
    journal = Journal(path)
    for i in range(5):
        journal.append(MeasuredRun("w", "k", "d", {}, "p", "cpu", 1.0 + i))
    store = HistoryStore(path)
    assert journal.move_in(store) == 5
    journal._offset = 0  # as if the process died after the insert and before it noted the offset
    journal.move_in(store)
    assert store.count() == 5


def test_a_journal_being_created_is_not_taken_for_a_dead_writers(tmp_path, monkeypatch):
    import fcntl

    from advisor import history
    from advisor.history import Journal, MeasuredRun

    path = tmp_path / "history.sqlite"
    store = HistoryStore(path)
    journal = Journal(path)
    real_flock = fcntl.flock
    raced = []

    def another_process_recovers_first(fd, operation):
        if operation == fcntl.LOCK_EX and not raced:  # the writer's own lock, at the worst moment
            raced.append(store.recover())
        return real_flock(fd, operation)

    monkeypatch.setattr(history.fcntl, "flock", another_process_recovers_first)
    journal.append(MeasuredRun("w", "k", "d", {}, "p", "cpu", 1.0))
    assert raced == [0]
    assert journal.path.exists()  # the writer's file is still where the next process will look for it
    os.close(journal._fd)  # the writer is killed: its lock goes, its journal stays
    assert HistoryStore(path).count() == 1
    assert not list((tmp_path / "history.sqlite.journal").glob("*.jsonl"))


def test_serve_records_every_observation_before_it_exits(tmp_path):
    path = tmp_path / "history.sqlite"
    lines = [json.dumps({"id": i, "op": "observe", "task": {"flops": 1e9, "workload": "w", "kernel": "k"}, "device": "cpu",
                         "time_s": 0.001 * (i + 1)}) for i in range(200)]
    proc = subprocess.run([sys.executable, "-m", "advisor.cli", "serve", "--stdio", "-p", TOY, "--history", str(path)],
                          input="\n".join(lines) + "\n", capture_output=True, text=True, cwd=REPO, timeout=120)
    assert proc.returncode == 0, proc.stderr
    answers = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [a["recorded"] for a in answers] == [True] * 200
    assert HistoryStore(path).count() == 200
