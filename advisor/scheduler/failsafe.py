"""Run a decision with a deadline; never let it raise into or stall the scheduler.

:meth:`Guard.call` runs ``fn`` on one of a few daemon worker threads and waits
at most ``timeout_s`` for it. A result in time is returned; an exception or a
timeout returns ``fallback(reason)`` instead and logs one warning on the
``advisor.scheduler`` logger. A timed-out worker finishes its call in the
background (Python cannot stop a thread) and then becomes available again;
while ``max_workers`` are all stuck, calls fall back at once rather than queue.

Cost: one hand-off between threads (a queue each way), 25-150 us on a 2-core machine, so the
deadline holds for any model, including a plugin that sleeps or blocks on I/O. A caller that knows its
decision is quick (``inline=True``: built-in models on counts at hand, microseconds of arithmetic that no
deadline can pass) runs it in its own thread instead, with the same promise never to raise.
"""

from __future__ import annotations

import logging
import queue
import threading
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

log = logging.getLogger("advisor.scheduler")
T = TypeVar("T")


class _Worker(threading.Thread):
    def __init__(self, guard: Guard, index: int):
        super().__init__(name=f"advisor-guard-{index}", daemon=True)
        self.guard = guard
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()

    def run(self) -> None:
        while True:
            fn, reply = self.jobs.get()
            try:
                answer = (True, fn())
            except BaseException as exc:  # noqa: BLE001 - everything is reported to the caller as a fallback
                answer = (False, exc)
            self.guard._release(self)  # before the reply: the caller's next call finds this worker idle
            reply.put(answer)


#: every guard of the process, for :func:`abandoned_work`
_GUARDS: weakref.WeakSet[Guard] = weakref.WeakSet()


def abandoned_work() -> bool:
    """Whether a call whose caller stopped waiting is still running in this process."""
    return any(guard.busy for guard in list(_GUARDS))


class Guard:
    def __init__(self, timeout_s: float = 0.05, max_workers: int = 4):
        if not timeout_s > 0:
            raise ValueError(f"timeout_s must be positive, got {timeout_s!r}")
        self.timeout_s = timeout_s
        self.max_workers = max_workers
        self._idle: list[_Worker] = []
        self._count = 0
        self._lock = threading.Lock()
        self.fallbacks = 0  # decisions that fell back, for monitoring
        _GUARDS.add(self)

    def _acquire(self) -> _Worker | None:
        with self._lock:
            if self._idle:
                return self._idle.pop()
            if self._count >= self.max_workers:
                return None
            self._count += 1
            worker = _Worker(self, self._count)
        worker.start()
        return worker

    def _release(self, worker: _Worker) -> None:
        with self._lock:
            self._idle.append(worker)

    @property
    def busy(self) -> int:
        """Workers still running a call whose caller stopped waiting (timed out)."""
        with self._lock:
            return self._count - len(self._idle)

    def call(self, fn: Callable[[], T], fallback: Callable[[str], T], what: str = "decision", timeout_s: float | None = None,
             inline: bool = False) -> T:
        """``fn()`` if it returns within the deadline, else ``fallback(reason)``; never raises. ``inline``: ``fn`` is
        known to take microseconds, and runs in the calling thread (no deadline to watch)."""
        if inline:
            try:
                return fn()
            except Exception as exc:  # noqa: BLE001 - everything is reported to the caller as a fallback
                return self._fall(fallback, what, f"{type(exc).__name__}: {exc}")
        timeout = self.timeout_s if timeout_s is None else timeout_s
        worker = self._acquire()
        if worker is None:
            return self._fall(fallback, what, f"all {self.max_workers} advisor threads are busy with earlier, timed-out calls")
        reply: queue.SimpleQueue[tuple[bool, Any]] = queue.SimpleQueue()  # C-level wait: a cheaper hand-off than an Event
        worker.jobs.put((fn, reply))
        try:
            ok, value = reply.get(timeout=timeout)
        except queue.Empty:
            return self._fall(fallback, what, f"no answer within {timeout * 1e3:g} ms")
        if ok:
            return value
        return self._fall(fallback, what, f"{type(value).__name__}: {value}")

    def _fall(self, fallback: Callable[[str], T], what: str, reason: str) -> T:
        self.fallbacks += 1
        log.warning("advisor: %s fell back to the scheduler's default: %s", what, reason)
        try:
            return fallback(reason)
        except Exception:  # a broken fallback must not escape either
            log.exception("advisor: the fallback for %s failed", what)
            return None  # type: ignore[return-value]
