"""Work shared out over forked processes (advisor/cli/fanout.py), and the catalog's answers made that way.

Each case runs in a fresh interpreter: a fork is only taken where no other thread runs, and the test process may
hold some (the scheduler's guard threads)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from advisor.calibration.sysinfo import usable_cpus
from advisor.cli.report import json_array, json_items, to_json

REPO = Path(__file__).resolve().parents[1]
POLYBENCH = str(REPO / "workloads" / "polybench.yaml")


def _pinned(cpus: int | None):
    """What a child process runs first to keep to its first ``cpus`` hardware threads (all: None)."""
    def pin() -> None:
        if cpus is not None:
            os.sched_setaffinity(0, sorted(os.sched_getaffinity(0))[:cpus])
    return pin


def _python(code: str, cpus: int | None = None) -> subprocess.CompletedProcess:
    """``code`` after :data:`COUNTED` in a fresh interpreter, on its first ``cpus`` hardware threads (all: None); the
    timeout only stops a hang."""
    return subprocess.run([sys.executable, "-c", textwrap.dedent(COUNTED) + textwrap.dedent(code)], capture_output=True, text=True,
                          timeout=600, cwd=REPO, preexec_fn=_pinned(cpus))


#: each case counts the forks it makes, and knows which process is the parent
COUNTED = """
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
    done = _python("""
    def square(x):
        return x * x, os.getpid() == parent
    for jobs in (1, 2, 3, 7, 20):
        forks.clear()
        out = fanout.fan_out(square, list(range(10)), jobs)
        assert [x for x, _ in out] == [x * x for x in range(10)], out
        assert len(forks) == min(jobs, 10) - 1
        assert [here for _, here in out] == [i % min(jobs, 10) == 0 for i in range(10)]
    print("ok")
    """)
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr


def test_log_records_come_in_the_items_order_a_once_a_process_message_once_as_one_process_says_them():
    done = _python("""
    import functools, logging
    log = logging.getLogger("advisor")
    @functools.cache
    def once(message):  # as a failed kernel analysis is said
        log.warning(message, extra={fanout.ONCE: True})
    def work(x):
        log.warning("item %d", x)
        log.warning("said for every item")
        once("the analysis failed")
        return x
    assert fanout.fan_out(work, list(range(4)), 3) == list(range(4)) and len(forks) == 2
    """)
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == ["item 0", "said for every item", "the analysis failed", "item 1", "said for every item",
                                        "item 2", "said for every item", "item 3", "said for every item"], done.stderr


def test_the_first_failing_item_raises_here_whole_with_its_traceback_and_no_fork_is_left():
    done = _python("""
    import traceback
    from advisor.errors import DescriptorError
    def failing(x):
        if x in (2, 4):  # 2 in the second fork's share, 4 in the first's: 2 comes first, as without forks
            raise DescriptorError("platforms/x.yaml", f"gpus[{x}].memory_bytes", "must be positive")
        return x
    try:
        fanout.fan_out(failing, list(range(6)), 3)
    except DescriptorError as exc:
        assert (exc.file, exc.field, exc.message) == ("platforms/x.yaml", "gpus[2].memory_bytes", "must be positive"), exc
        assert "in failing" in str(exc.__cause__) and "DescriptorError: platforms/x.yaml: gpus[2]" in str(exc.__cause__)
    else:
        raise SystemExit("no error")
    assert len(forks) == 2
    try:
        os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        print("ok")
    """)
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr


def test_a_failure_in_a_fork_comes_before_a_later_items_exit_here():
    done = _python("""
    import sys
    def work(x):
        if x == 1:
            raise ValueError("item 1")
        if x == 2:
            sys.exit(3)
        return x
    try:
        fanout.fan_out(work, [0, 1, 2], 2)  # 1 in the fork's share, 2 in this one's
    except ValueError as exc:
        print(exc)
    """)
    assert done.returncode == 0 and done.stdout == "item 1\n", done.stderr


def test_a_result_that_cannot_come_back_fails_its_own_item_not_those_before_it():
    done = _python("""
    def work(x):
        return (lambda: x) if x == 3 else x  # a function made here does not pickle
    try:
        fanout.fan_out(work, [0, 1, 2, 3, 4, 5], 2)
    except RuntimeError as exc:
        print(exc)
    """)
    assert done.returncode == 0 and done.stdout.startswith("a worker process could not send a result back: "), done.stdout + done.stderr


def test_an_exception_that_cannot_be_made_again_here_comes_as_a_runtime_error_with_its_text():
    done = _python("""
    class TwoArgs(Exception):
        def __init__(self, a, b):
            super().__init__(f"{a} and {b}")
    def failing(x):
        if os.getpid() != parent:
            raise TwoArgs("this", "that")
        return x
    try:
        fanout.fan_out(failing, [0, 1], 2)
    except RuntimeError as exc:
        assert str(exc) == "TwoArgs: this and that", exc
        assert "TwoArgs: this and that" in str(exc.__cause__)
        print("ok")
    """)
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr


def test_a_fork_that_dies_has_its_share_worked_out_here_and_says_so():
    done = _python("""
    import signal
    def dying(x):
        if os.getpid() != parent:
            os.kill(os.getpid(), signal.SIGKILL)
        return x + 1
    assert fanout.fan_out(dying, list(range(5)), 2) == [1, 2, 3, 4, 5]
    assert len(forks) == 1
    print("ok")
    """)
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr
    assert done.stderr == "advisor: worker process 1 ended (signal 9) without its answer; its share is worked out in this one\n"


def test_a_fork_that_cannot_start_leaves_its_share_to_this_process_and_says_so():
    done = _python("""
    def refused():
        raise BlockingIOError(11, "Resource temporarily unavailable")
    os.fork = refused
    assert fanout.fan_out(lambda x: x * 2, list(range(5)), 3) == [0, 2, 4, 6, 8]
    print("ok")
    """)
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr
    assert done.stderr.splitlines() == [f"advisor: worker process {n} could not start: [Errno 11] Resource temporarily unavailable; "
                                        "its share is worked out in this one" for n in (1, 2)], done.stderr


def test_the_forks_die_with_a_parent_killed_outright(tmp_path):
    pids = tmp_path / "pids"
    process = subprocess.Popen([sys.executable, "-c", textwrap.dedent(COUNTED) + textwrap.dedent(f"""
    import time
    def slow(x):
        with open({str(pids)!r}, "a") as f:
            print(os.getpid(), file=f)
        time.sleep(3600)  # far beyond the wait below: only the parent's death ends them in time
    fanout.fan_out(slow, [0, 1, 2], 3)
    """)], cwd=REPO)
    deadline = time.monotonic() + 600  # a hang guard
    while (not pids.exists() or len(pids.read_text().split()) < 3) and time.monotonic() < deadline:
        time.sleep(0.05)
    workers = [int(pid) for pid in pids.read_text().split() if int(pid) != process.pid]
    assert len(workers) == 2
    process.kill()
    process.wait()
    deadline = time.monotonic() + 120  # a hang guard: the kernel kills them as the parent dies
    while any(Path(f"/proc/{pid}").exists() and "Z" not in _state(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    alive = [pid for pid in workers if Path(f"/proc/{pid}").exists() and "Z" not in _state(pid)]
    for pid in alive:  # none unless the check fails: leave no process behind either way
        os.kill(pid, 9)
    assert not alive


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"


def test_json_written_in_parts_and_joined_is_the_json_of_all_the_rows_to_the_byte():
    rows = [{"a": 1, "b": [1.5, None]}, {"a": float("inf")}, {"c": "x"}]
    for indent in (None, 2):
        for cut in range(4):
            for cut2 in range(cut, 4):
                parts = [rows[:cut], rows[cut:cut2], rows[cut2:]]
                assert json_array([json_items(part, indent) for part in parts], indent) == to_json(rows, indent)
        assert json_array([json_items([], indent)], indent) == to_json([], indent)


def test_the_catalogs_table_json_and_csv_are_the_same_from_several_processes_as_from_one():
    if usable_cpus() < 2:
        pytest.skip("one usable CPU: nothing is shared out")
    command = f"""
    import sys
    from click.testing import CliRunner
    from advisor.cli import cli
    for fmt in ("json", "csv", "table"):
        result = CliRunner().invoke(cli, ["recommend", {POLYBENCH!r}, "--dataset", "all", "--platform", "dc-a100",
                                         "--platform", "mi300x-node", "--platform", "laptop-gt750m", "--format", fmt])
        assert result.exit_code == 0, result.output
        print(result.stdout, end="")
        print(result.stderr, file=sys.stderr, end="")
    print(len(forks), file=sys.stderr)
    """
    shared, alone = _python(command), _python(command, cpus=1)
    assert shared.returncode == 0 and alone.returncode == 0, shared.stderr + alone.stderr
    assert int(shared.stderr.splitlines()[-1]) >= 3 and int(alone.stderr.splitlines()[-1]) == 0  # one per extra thread, per format
    assert shared.stdout == alone.stdout and shared.stderr.splitlines()[:-1] == alone.stderr.splitlines()[:-1]
    rows = json.loads(shared.stdout[:shared.stdout.index("]\n") + 2])
    assert [row["platform"] for row in rows[::150]] == ["dc-a100", "mi300x-node", "laptop-gt750m"] and len(rows) == 450


def test_the_catalogs_indented_json_at_a_terminal_is_the_same_from_several_processes_as_from_one():
    if usable_cpus() < 2:
        pytest.skip("one usable CPU: nothing is shared out")
    command = f"""
    import sys
    from advisor.cli import main
    sys.argv = ["advisor", "recommend", {POLYBENCH!r}, "-d", "all", "-p", "dc-a100", "-p", "gh200", "-p", "mi300a", "--format", "json",
                "--summary"]
    try:
        main()
    finally:
        print(len(forks), file=sys.stderr)
    """
    (shared, forks_shared), (alone, forks_alone) = _on_a_terminal(command), _on_a_terminal(command, cpus=1)
    assert forks_shared >= 1 and forks_alone == 0 and shared == alone
    assert shared.startswith('[\n  {\n    "workload": "polybench"') and len(json.loads(shared)) == 3 * 150 + 3 * 5


def _on_a_terminal(code: str, cpus: int | None = None) -> tuple[str, int]:
    """What ``code`` writes on its standard output, a terminal, and the forks it made (its last line on stderr)."""
    import pty

    main, terminal = pty.openpty()
    process = subprocess.Popen([sys.executable, "-c", textwrap.dedent(COUNTED) + textwrap.dedent(code)], stdout=terminal,
                               stderr=subprocess.PIPE, cwd=REPO, preexec_fn=_pinned(cpus))
    os.close(terminal)
    text = b""
    while True:  # read while it writes: a terminal holds a few kilobytes
        try:
            chunk = os.read(main, 1 << 16)
        except OSError:  # the other end closed
            break
        if not chunk:
            break
        text += chunk
    os.close(main)
    errors = process.stderr.read().decode()
    assert process.wait(timeout=600) == 0, errors
    return text.decode().replace("\r\n", "\n"), int(errors.splitlines()[-1])
