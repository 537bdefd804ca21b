"""Independent work shared out over forked copies of this process: one result per item, in the items' order.

A catalog's recommendations (every kernel x dataset x platform) are independent of each other, and Python computes
them on one core at a time; :func:`fan_out` deals the items round-robin to ``jobs`` processes (this one and
``jobs - 1`` forks of it, which inherit what it has loaded and worked out before: no descriptor is read or pickled
twice) and gathers their results back in order. Each fork sends its results through a pipe, pickled, and ends with
``os._exit``: no exit handler of the parent runs twice; it dies with this process.

What comes back is what ``[work(item) for item in items]`` gives, and what it says on the way:

* the log records an item's work sends to the root logger's handlers (the advisor's warnings on stderr) are kept,
  in every process, and handed to those handlers here after the work, in the items' order; a record marked
  ``once_a_process`` (a warning said once a process, as a failed kernel analysis is) is handed over once, where
  the items in order first meet it;
* the first item whose work raises, in the items' order, raises here: the same exception (a
  :class:`~advisor.errors.DescriptorError` with its file and field; one that pickle cannot make again as a
  RuntimeError with its type and text), with its traceback in a fork as its cause. An interruption
  (KeyboardInterrupt) in this process ends the work at once;
* a fork that cannot start or ends without its answer (killed, out of memory) has its items worked out here,
  with one line on stderr saying so.

What a fork changes in its memory (caches, globals) stays there; what it prints is written when it ends, the
``warnings`` it shows are shown there, and so are the records of a logger that keeps its own (``propagate``
off, or handlers of its own). Forks are used only on Linux and while this process runs no other thread (a fork
copies one thread: a lock another held would stay held in the copy).
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
#: the log record attribute of a message said once a process (``log.warning(..., extra={ONCE: True})``)
ONCE = "once_a_process"


def can_fork() -> bool:
    """Whether :func:`fan_out` may fork: Linux and one thread in this process (native ones counted too)."""
    if not sys.platform.startswith("linux") or not hasattr(os, "fork"):
        return False
    try:
        return len(os.listdir("/proc/self/task")) == 1
    except OSError:
        return False


def fan_out(work: Callable[[T], R], items: Sequence[T], jobs: int) -> list[R]:
    """``[work(item) for item in items]``, item ``i`` worked out by process ``i % jobs`` (0: this one), its messages
    and its first failure given here in the items' order (module docstring)."""
    jobs = min(jobs, len(items))
    if jobs <= 1 or not can_fork():
        return [work(item) for item in items]
    outcomes: list[_Outcome | None] = [None] * len(items)
    forks: dict[int, list] = {}  # number -> [pid, read end of its pipe], each None once done with
    parent, prctl = os.getpid(), _prctl()
    for stream in (sys.stdout, sys.stderr):  # nothing of this process's buffers copied into a fork
        with contextlib.suppress(Exception):
            stream.flush()
    try:
        for number in range(1, jobs):
            _fork(number, jobs, parent, prctl, work, items, forks)
        _place(outcomes, 0, jobs, _worked(work, items[0::jobs], in_fork=False))
        for number in range(1, jobs):
            answer = _gathered(number, forks[number]) if number in forks else None
            _place(outcomes, number, jobs, answer if answer is not None else _worked(work, items[number::jobs], in_fork=False))
    finally:
        for fork in forks.values():  # this process failed or was interrupted first: end the others
            _ended(fork)
    return _answered(outcomes)


class _Outcome:
    """One item's result or failure, in the process that worked it out, and the log records of its work (with the
    traceback of a failure in a fork, as text)."""

    def __init__(self, ok: bool, value: Any, records: list[logging.LogRecord], trace: str | None = None):
        self.ok, self.value, self.records, self.trace = ok, value, records, trace


def _worked(work: Callable[[T], R], share: Sequence[T], in_fork: bool) -> list[_Outcome]:
    """Each item of ``share`` in turn, its log records kept, up to the first whose work raises."""
    out = []
    for item in share:
        with _kept_records() as records:
            try:
                out.append(_Outcome(True, work(item), records))
            except KeyboardInterrupt:
                if not in_fork:
                    raise
                out.append(_Outcome(False, KeyboardInterrupt(), records))
                break
            except BaseException as exc:  # noqa: BLE001 - raised by _answered in the items' order
                out.append(_Outcome(False, exc, records))
                break
    return out


def _answered(outcomes: list[_Outcome | None]) -> list[Any]:
    """The results in order, after each item's log records; the first failure raised."""
    root, said = logging.getLogger(), set()
    results = []
    for outcome in outcomes:
        assert outcome is not None, "an item left undone follows a failure of its share's, raised before it"
        for record in outcome.records:
            if getattr(record, ONCE, False):
                if record.getMessage() in said:
                    continue
                said.add(record.getMessage())
            root.callHandlers(record)  # as the record reached them in the process that logged it
        if not outcome.ok:
            if outcome.trace is not None:
                raise outcome.value from _RemoteTraceback(outcome.trace)
            raise outcome.value
        results.append(outcome.value)
    return results


def _place(outcomes: list[_Outcome | None], number: int, jobs: int, answer: list[_Outcome]) -> None:
    for k, outcome in enumerate(answer):
        outcomes[number + k * jobs] = outcome


class _Keep(logging.Handler):
    """Keeps the records handed to it, as they would travel through a pipe: the message as text, the arguments and
    exception turned into text, attributes that would not pickle left out."""

    def __init__(self) -> None:
        super().__init__()
        self.kept: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        try:
            state = dict(record.__dict__, msg=record.getMessage(), args=None, exc_info=None)
            if record.exc_info:
                state["exc_text"] = logging.Formatter().formatException(record.exc_info)
            for key, value in list(state.items()):
                try:
                    pickle.dumps(value)
                except Exception:  # noqa: BLE001 - an attribute that cannot travel is left out
                    del state[key]
            self.kept.append(logging.makeLogRecord(state))
        except Exception:  # noqa: BLE001 - as any handler: a broken record is reported, the work goes on
            self.handleError(record)


@contextlib.contextmanager
def _kept_records() -> Iterator[list[logging.LogRecord]]:
    """The records that reach the root logger's handlers, kept instead of handled."""
    root, keep = logging.getLogger(), _Keep()
    handlers, root.handlers = root.handlers, [keep]
    try:
        yield keep.kept
    finally:
        root.handlers = handlers


def _fork(number: int, jobs: int, parent: int, prctl: Callable[..., int] | None, work: Callable[[T], R], items: Sequence[T],
          forks: dict[int, list]) -> None:
    """Fork ``number``, working out ``items[number::jobs]``: in ``forks`` before any signal handler of this process
    can run (every signal is held while its pipe is made and it forks); where it cannot start, that is said on
    stderr and its share is left to this process."""
    held = signal.pthread_sigmask(signal.SIG_BLOCK, ())  # the mask as it is
    try:
        signal.pthread_sigmask(signal.SIG_BLOCK, signal.valid_signals())
        try:
            read_end, write_end = os.pipe()
        except OSError as exc:
            _say(number, f"could not start: {exc}")
            return
        try:
            pid = os.fork()
        except OSError as exc:  # out of processes or memory
            os.close(read_end)
            os.close(write_end)
            _say(number, f"could not start: {exc}")
            return
        if pid == 0:
            _in_fork(number, jobs, parent, prctl, work, items, forks, read_end, write_end, held)
        os.close(write_end)
        forks[number] = [pid, read_end]
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _in_fork(number: int, jobs: int, parent: int, prctl: Callable[..., int] | None, work: Callable[[T], R], items: Sequence[T],
             forks: dict[int, list], read_end: int, write_end: int, held: set) -> None:
    """The fork's life: dies with the parent, closes the pipes not its own, answers, leaves (never returning into the
    parent's code); exit status 0 once its answer is written whole."""
    status = 1
    try:
        if prctl is not None:
            prctl(PR_SET_PDEATHSIG, signal.SIGKILL)  # best effort: where it fails, the fork ends with its work
        if os.getppid() != parent:  # the parent died before that took hold
            return
        os.close(read_end)
        for _, earlier in forks.values():
            os.close(earlier)
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
        _answer(write_end, _worked(work, items[number::jobs], in_fork=True))
        status = 0
    finally:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):
                stream.flush()
        os._exit(status)


def _prctl() -> Callable[..., int] | None:
    """``prctl(2)`` from the C library, loaded here (before any fork, where no file or memory may be left)."""
    try:
        import ctypes

        return ctypes.CDLL(None, use_errno=True).prctl
    except (ImportError, OSError, AttributeError):
        return None


def _answer(write_end: int, answer: list[_Outcome]) -> None:
    """In a fork: its outcomes down the pipe, each failure with its traceback, up to the first that pickle cannot send
    (its item then fails here with a RuntimeError saying so)."""
    for outcome in answer:
        if not outcome.ok:
            outcome.trace = "".join(traceback.format_exception(outcome.value))
            try:
                pickle.loads(pickle.dumps(outcome.value, protocol=pickle.HIGHEST_PROTOCOL))
            except Exception:  # noqa: BLE001 - any failure to make the exception again in the parent
                outcome.value = RuntimeError(f"{type(outcome.value).__name__}: {outcome.value}")
    try:
        data = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - a result that does not pickle: the items before it, then its failure
        for k, outcome in enumerate(answer):
            try:
                pickle.dumps(outcome, protocol=pickle.HIGHEST_PROTOCOL)
            except Exception as exc:  # noqa: BLE001 - the first result that does not pickle
                answer = [*answer[:k], _Outcome(False, RuntimeError(f"a worker process could not send a result back: {exc}"),
                                                outcome.records)]
                break
        data = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
    with open(write_end, "wb", closefd=False) as pipe:
        pipe.write(data)


class _RemoteTraceback(Exception):
    """The traceback of an exception raised in a fork, shown as its cause (as :mod:`concurrent.futures` does)."""

    def __str__(self) -> str:
        return f'\n"""\n{self.args[0]}"""'


def _gathered(number: int, fork: list) -> list[_Outcome] | None:
    """Fork ``number``'s outcomes, the fork reaped; None (said on stderr) where it ended before it wrote them whole."""
    with open(fork[1], "rb", closefd=False) as pipe:  # the end is closed by _ended alone
        data = pipe.read()  # to its end: the fork has ended, or is ending
    status = _ended(fork, kill=False)
    if status not in (0, None):
        _say(number, f"ended ({f'signal {-status}' if status < 0 else f'status {status}'}) without its answer")
        return None
    try:
        return pickle.loads(data)
    except Exception:  # noqa: BLE001 - reaped already by someone else (SIGCHLD ignored) and cut short
        _say(number, "ended without its answer")
        return None


def _ended(fork: list, kill: bool = True) -> int | None:
    """Close a fork's pipe end and reap it, killed first where ``kill`` (its answer no longer wanted); its exit status,
    minus the signal that ended it, or None where it was reaped already (a process that ignores SIGCHLD has its
    children reaped for it)."""
    pid, read_end = fork
    fork[1] = None
    if read_end is not None:
        os.close(read_end)
    if pid is None:
        return None
    try:
        if kill:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
    except ChildProcessError:
        status = None
    fork[0] = None
    return None if status is None else os.waitstatus_to_exitcode(status)


def _say(number: int, what: str) -> None:
    print(f"advisor: worker process {number} {what}; its share is worked out in this one", file=sys.stderr)
