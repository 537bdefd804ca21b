"""Work shared out over forked processes (advisor/cli/fanout.py), and the catalog's JSON and CSV made that way.

Each case runs in a fresh interpreter: a fork is only taken where no other thread runs, and the test process may
hold some (the scheduler's guard threads)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
POLYBENCH = str(REPO / "workloads" / "polybench.yaml")


def _python(code: str, cpus: int | None = None) -> subprocess.CompletedProcess:
    """``code`` in a fresh interpreter, on its first ``cpus`` hardware threads (all: None)."""
    def pinned() -> None:
        if cpus is not None:
            os.sched_setaffinity(0, sorted(os.sched_getaffinity(0))[:cpus])
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=300,
                          cwd=REPO, preexec_fn=pinned)


SHARES = """
    import os
    from advisor.cli import fanout
    forks = []
    real_fork = os.fork
    def counted():
        forks.append(1)
        return real_fork()
    os.fork = counted
    parent = os.getpid()
"""


def test_items_come_back_in_their_order_whatever_process_worked_them_out():
    done = _python(SHARES + """
    def squares(share):
        return [(x * x, os.getpid() == parent) for x in share]
    for jobs in (1, 2, 3, 7, 20):
        forks.clear()
        out = fanout.fan_out(squares, list(range(10)), jobs)
        assert [x for x, _ in out] == [x * x for x in range(10)], out
        assert len(forks) == min(jobs, 10) - 1
        assert [here for _, here in out] == [i % min(jobs, 10) == 0 for i in range(10)]
    print("ok")
    """)
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr


def test_a_forks_descriptor_error_reaches_the_caller_whole_and_no_fork_is_left():
    done = _python(SHARES + """
    from advisor.errors import DescriptorError
    def failing(share):
        if os.getpid() != parent and 4 in share:  # item 4: the first fork's (1, 4)
            raise DescriptorError("platforms/x.yaml", "gpus[0].memory_bytes", "must be positive")
        return list(share)
    try:
        fanout.fan_out(failing, list(range(6)), 3)
    except DescriptorError as exc:
        assert (exc.file, exc.field, exc.message) == ("platforms/x.yaml", "gpus[0].memory_bytes", "must be positive"), exc
    else:
        raise SystemExit("no error")
    assert len(forks) == 2
    try:
        os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        print("ok")
    """)
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr


def test_a_fork_that_dies_has_its_share_worked_out_here_and_says_so():
    done = _python(SHARES + """
    import signal
    def dying(share):
        if os.getpid() != parent:
            os.kill(os.getpid(), signal.SIGKILL)
        return [x + 1 for x in share]
    assert fanout.fan_out(dying, list(range(5)), 2) == [1, 2, 3, 4, 5]
    assert len(forks) == 1
    print("ok")
    """)
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr
    assert done.stderr.count("\n") == 1 and "worker process 1 ended (signal 9) without its answer" in done.stderr, done.stderr


def test_the_catalogs_json_and_csv_are_the_same_from_several_processes_as_from_one():
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one hardware thread: nothing is shared out")
    command = f"""
    import os, sys
    forks = []
    real_fork = os.fork
    def counted():
        forks.append(1)
        return real_fork()
    os.fork = counted
    from click.testing import CliRunner
    from advisor.cli import cli
    for fmt in ("json", "csv"):
        result = CliRunner().invoke(cli, ["recommend", {POLYBENCH!r}, "--dataset", "all", "--platform", "dc-a100",
                                         "--platform", "mi300x-node", "--platform", "laptop-gt750m", "--format", fmt])
        assert result.exit_code == 0, result.output
        print(result.stdout, end="")
        print(result.stderr, file=sys.stderr, end="")
    print(len(forks), file=sys.stderr)
    """
    shared, alone = _python(command), _python(command, cpus=1)
    assert shared.returncode == 0 and alone.returncode == 0, shared.stderr + alone.stderr
    assert int(shared.stderr.splitlines()[-1]) >= 2 and int(alone.stderr.splitlines()[-1]) == 0  # one per extra thread, per format
    assert shared.stdout == alone.stdout and shared.stderr.splitlines()[:-1] == alone.stderr.splitlines()[:-1]
    rows = json.loads(shared.stdout[:shared.stdout.index("]\n") + 2])
    assert [row["platform"] for row in rows[::150]] == ["dc-a100", "mi300x-node", "laptop-gt750m"] and len(rows) == 450
