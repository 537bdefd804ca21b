"""Independent work shared out over forked copies of this process: one result per item, in the items' order.

A catalog's recommendations (every kernel x dataset x platform) are independent of each other, and Python computes
them on one core at a time; :func:`fan_out` deals the items round-robin to ``jobs`` processes (this one and
``jobs - 1`` forks of it, which inherit what it has loaded and worked out before: no descriptor is read or pickled
twice) and gathers their results back in order. Each fork sends its results through a pipe, pickled, and ends with
``os._exit`` (no handler of the parent runs twice, no buffered output is written twice); it dies with this process.

It answers as ``[work(item) for item in items]`` would, messages included:

* the log records an item's work emits (the advisor's warnings on stderr) are kept, in every process, and handled
  here after the work in the items' order, each distinct message once (a warning said once a process, as a
  failed kernel analysis is, is said once, where the items in order first meet it);
* the first item whose work raises (in the items' order) raises here: the same exception, a
  :class:`~advisor.errors.DescriptorError` with its file and field, its traceback in a fork as its cause;
* a fork that cannot start or ends without its answer (killed, out of memory) has its items worked out here,
  with one line on stderr saying so.

Forks are used only where the operating system forks cheaply and safely (Linux) and while this process runs no
other thread (a fork copies one thread: a lock another held would stay held in the copy).
"""

from __future__ import annotations

import contextlib
import logging
import os
import pickle
import signal
import sys
import traceback
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")
PR_SET_PDEATHSIG = 1  # prctl(2): the signal a process gets when its parent dies


def can_fork() -> bool:
    """Whether :func:`fan_out` may fork: Linux and one thread in this process (native ones counted too)."""
    if not sys.platform.startswith("linux") or not hasattr(os, "fork"):
        return False
    try:
        return len(os.listdir("/proc/self/task")) == 1
    except OSError:
        return False


def fan_out(work: Callable[[T], R], items: Sequence[T], jobs: int) -> list[R]:
    """``[work(item) for item in items]``, item ``i`` worked out by process ``i % jobs`` (0: this one)."""
    jobs = min(jobs, len(items))
    if jobs <= 1 or not can_fork():
        return [work(item) for item in items]
    done: list[_Done | None] = [None] * len(items)
    children: dict[int, tuple[int, int | None]] = {}  # share -> (pid, read end of its pipe), until the fork is reaped
    parent = os.getpid()
    try:
        for share in range(1, jobs):
            _fork(share, jobs, parent, work, items, children)
        _into(done, 0, jobs, _worked(work, items[0::jobs], Exception))
        for share in range(1, jobs):
            answer = _gathered(share, children) if share in children else None
            _into(done, share, jobs, answer if answer is not None else _worked(work, items[share::jobs], Exception))
    finally:
        for pid, read_end in children.values():  # this process failed or was interrupted first: end the others
            if read_end is not None:
                os.close(read_end)
            _killed(pid)
    return _answered(done)


class _Done:
    """One item's outcome in the process that worked it out: its result or its exception (with the traceback text of
    an exception raised in a fork), and its log records."""

    def __init__(self, ok: bool, value: Any, records: list[logging.LogRecord], trace: str | None = None):
        self.ok, self.value, self.records, self.trace = ok, value, records, trace


def _worked(work: Callable[[T], R], share: Sequence[T], caught: type[BaseException]) -> list[_Done]:
    """Each item of ``share`` in turn, its log records kept, up to the first whose work raises ``caught`` (here: an
    Exception, an interruption ends the work at once; in a fork: anything, which the parent raises in turn)."""
    out = []
    for item in share:
        with _kept_records() as records:
            try:
                out.append(_Done(True, work(item), records))
            except caught as exc:
                out.append(_Done(False, exc, records))
                break
    return out


def _answered(done: list[_Done | None]) -> list[Any]:
    """The results in order, after the items' log records (each distinct message once); the first failure raised."""
    said: set[str] = set()
    results = []
    for outcome in done:
        assert outcome is not None, "an item not worked out follows a failure in its share, raised before it"
        for record in outcome.records:
            if record.getMessage() not in said:
                said.add(record.getMessage())
                logging.getLogger(record.name).handle(record)
        if not outcome.ok:
            if outcome.trace is not None:
                raise outcome.value from _RemoteTraceback(outcome.trace)
            raise outcome.value
        results.append(outcome.value)
    return results


def _into(done: list[_Done | None], share: int, jobs: int, answer: list[_Done]) -> None:
    for k, outcome in enumerate(answer):
        done[share + k * jobs] = outcome


@contextlib.contextmanager
def _kept_records() -> Iterator[list[logging.LogRecord]]:
    """The log records that reach the root logger's handlers, kept in a list instead of handled."""
    kept: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            record.msg, record.args = record.getMessage(), None  # sent as text: the arguments may not pickle
            if record.exc_info:
                record.exc_text, record.exc_info = logging.Formatter().formatException(record.exc_info), None
            kept.append(record)

    root = logging.getLogger()
    handlers, root.handlers = root.handlers, [Keep()]
    try:
        yield kept
    finally:
        root.handlers = handlers


def _fork(share: int, jobs: int, parent: int, work: Callable[[T], R], items: Sequence[T],
          children: dict[int, tuple[int, int | None]]) -> None:
    """A fork working out ``items[share::jobs]``, tracked in ``children`` before an interruption can reach this process
    (signals are held meanwhile); where none can start, it is said on stderr and the share is left to this one."""
    try:
        read_end, write_end = os.pipe()
    except OSError as exc:
        _say(share, f"could not start: {exc}")
        return
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
    try:
        try:
            pid = os.fork()
        except OSError as exc:  # out of processes or memory
            os.close(read_end)
            os.close(write_end)
            _say(share, f"could not start: {exc}")
            return
        if pid == 0:
            status = 1
            try:
                _die_with(parent)
                for _, earlier in children.values():  # the pipes of the forks before it are not its own
                    os.close(earlier)
                os.close(read_end)
                signal.pthread_sigmask(signal.SIG_SETMASK, held)
                _answer(write_end, _worked(work, items[share::jobs], BaseException))
                status = 0
            finally:  # whatever happens in the fork, it never returns into the parent's code
                os._exit(status)
        os.close(write_end)
        children[share] = pid, read_end
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _die_with(parent: int) -> None:
    """In a fork: be killed when the parent dies (a parent killed outright runs no ``finally``)."""
    import ctypes

    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:  # it died before that took hold
        os._exit(1)


def _answer(write_end: int, answer: list[_Done]) -> None:
    """In a fork: its outcomes down the pipe, each failure with its traceback; a failure that would not come back
    whole through pickle comes back as a RuntimeError with its type and text."""
    for outcome in answer:
        if not outcome.ok:
            outcome.trace = "".join(traceback.format_exception(outcome.value))
            try:
                pickle.loads(pickle.dumps(outcome.value, protocol=pickle.HIGHEST_PROTOCOL))
            except Exception:  # noqa: BLE001 - any failure to make the exception again in the parent
                outcome.value = RuntimeError(f"{type(outcome.value).__name__}: {outcome.value}")
    try:
        data = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as exc:  # noqa: BLE001 - results that do not pickle: a bug of the caller's, said as such
        data = pickle.dumps([_Done(False, RuntimeError(f"a worker process could not send its results back: {exc}"), [])])
    with os.fdopen(write_end, "wb") as pipe:
        pipe.write(data)


class _RemoteTraceback(Exception):
    """The traceback of an exception raised in a fork, shown as its cause (as :mod:`concurrent.futures` does)."""

    def __str__(self) -> str:
        return f'\n"""\n{self.args[0]}"""'


def _gathered(share: int, children: dict[int, tuple[int, int | None]]) -> list[_Done] | None:
    """A fork's outcomes, the fork reaped; None (said on stderr) where it ended before it wrote them whole."""
    pid, read_end = children[share]
    with os.fdopen(read_end, "rb") as pipe:  # the file closes the pipe's end, whatever happens
        children[share] = pid, None
        data = pipe.read()
    status = _reaped(pid)
    del children[share]
    if status != 0:
        _say(share, f"ended ({f'signal {-status}' if status < 0 else f'status {status}'}) without its answer")
        return None
    return pickle.loads(data)


def _say(number: int, what: str) -> None:
    print(f"advisor: worker process {number} {what}; its share is worked out in this one", file=sys.stderr)


def _reaped(pid: int) -> int:
    """Wait for a fork to end; its exit status, or minus the signal that ended it."""
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


def _killed(pid: int) -> None:
    """End a fork and reap it (it may have ended, or been reaped, already)."""
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)
    with contextlib.suppress(ChildProcessError):
        os.waitpid(pid, 0)
