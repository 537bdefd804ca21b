"""Independent work shared out over forked copies of this process: one result per item, in the items' order.

A catalog's recommendations (every kernel x dataset x platform) are independent of each other, and Python computes
them on one core at a time; :func:`fan_out` deals the items round-robin to ``jobs`` processes (this one and
``jobs - 1`` forks of it, which inherit what it has loaded: no descriptor is read or pickled twice) and gathers
their results back in order. Each fork sends its results through a pipe, pickled, and ends with ``os._exit`` (no
handler of the parent runs twice, no buffered output is written twice).

What goes wrong is said, never lost: an exception raised by ``work`` in a fork is raised again here (a
:class:`~advisor.errors.DescriptorError` keeps its file and field); a fork that ends without an answer (killed,
out of memory) has its share worked out here instead, with one line on stderr saying so. Forks are used only
where the operating system forks cheaply and safely (Linux) and while this process runs no other thread.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
import sys
import threading
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def can_fork() -> bool:
    """Whether :func:`fan_out` may fork: Linux (elsewhere ``fork`` is unsafe or absent) and no other thread running
    (a fork copies one thread: a lock another held would stay held in the copy)."""
    return sys.platform.startswith("linux") and hasattr(os, "fork") and threading.active_count() == 1


def fan_out(work: Callable[[Sequence[T]], list[R]], items: Sequence[T], jobs: int) -> list[R]:
    """``work(items)``, one result per item, with item ``i`` in the share of process ``i % jobs`` (0: this one):
    ``work`` takes a share and gives its items' results in its order (what a share's items have in common is
    worked out once per process)."""
    jobs = min(jobs, len(items))
    if jobs <= 1 or not can_fork():
        return _checked(work, items)
    children: dict[int, tuple[int, int]] = {}  # share -> (pid, read end of its pipe)
    try:
        for share in range(1, jobs):
            read_end, write_end = os.pipe()
            pid = os.fork()
            if pid == 0:  # the fork: work out its share, send it, leave without running the parent's exit handlers
                os.close(read_end)
                _answer(write_end, work, items[share::jobs])
            os.close(write_end)
            children[share] = pid, read_end
        results: list[list[R]] = [_checked(work, items[0::jobs])]
        for share in range(1, jobs):
            pid, read_end = children.pop(share)
            results.append(_gathered(pid, read_end, work, items[share::jobs], share))
    finally:
        for pid, read_end in children.values():  # this process failed or was interrupted first: end the others
            os.close(read_end)
            _reaped(pid, kill=True)
    out: list[R] = [None] * len(items)  # type: ignore[list-item]
    for share, mine in enumerate(results):
        out[share::jobs] = mine
    return out


def _checked(work: Callable[[Sequence[T]], list[R]], share: Sequence[T]) -> list[R]:
    results = work(share)
    if len(results) != len(share):
        raise ValueError(f"fan_out: work gave {len(results)} results for {len(share)} items")
    return results


def _answer(write_end: int, work: Callable[[Sequence[T]], list[R]], share: Sequence[T]) -> None:
    """In a fork: ``(True, results)`` or ``(False, exception)`` down the pipe, then ``os._exit`` (status 0 once the
    answer is written whole)."""
    status = 1
    try:
        try:
            answer: tuple[bool, object] = (True, _checked(work, share))
        except BaseException as exc:  # noqa: BLE001 - every failure goes back to the parent, which raises it
            answer = (False, exc)
        try:
            data = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # noqa: BLE001 - an exception that does not pickle: its type and text
            data = pickle.dumps((False, RuntimeError(f"{type(answer[1]).__name__}: {answer[1]} ({exc})")))
        with os.fdopen(write_end, "wb") as pipe:
            pipe.write(data)
        status = 0
    finally:
        os._exit(status)


def _gathered(pid: int, read_end: int, work: Callable[[Sequence[T]], list[R]], share: Sequence[T], number: int) -> list[R]:
    with os.fdopen(read_end, "rb") as pipe:
        data = pipe.read()
    status = _reaped(pid)
    if status != 0:  # it ended before its answer was written whole: worked out here
        why = f"signal {-status}" if status < 0 else f"status {status}"
        print(f"advisor: worker process {number} ended ({why}) without its answer; its share is worked out in this one",
              file=sys.stderr)
        return _checked(work, share)
    ok, value = pickle.loads(data)
    if not ok:
        raise value
    return value


def _reaped(pid: int, kill: bool = False) -> int:
    """Wait for a fork to end; its exit status, or minus the signal that ended it."""
    if kill:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)
