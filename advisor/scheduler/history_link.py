"""The scheduler's link to the history store: learned corrections in, measured runs out.

Nothing here may block or break a scheduling decision, and nothing acknowledged
may be lost:

* corrections are read on a background thread at start (and on
  :meth:`HistoryLink.refresh`); until they arrive, or if reading fails,
  decisions use the models alone;
* a measured run sent to the SQLite history (``store`` is ``"auto"``:
  ``$ADVISOR_HISTORY`` or ``~/.local/share/advisor/history.sqlite``, or a path) is
  appended to this process's journal (:class:`advisor.history.Journal`) before
  :meth:`record` returns True, and moved into the database on the background
  thread, on :meth:`flush` and :meth:`close`, and at interpreter exit. A
  process killed after the acknowledgement leaves its journal, which the next
  process that opens the database moves in. A corrupt, locked or slow database
  delays the move, never the decision, and loses nothing;
* a run sent to a store object (any object with ``record(run)`` and
  ``corrections()``) goes through a bounded queue: when it is full the run is
  not taken, :meth:`record` returns False, ``dropped`` counts it and a warning
  says so. The queue is written out at :meth:`close` and at interpreter exit.

A database that does not exist is not created to read corrections, only to
record a run.
"""

from __future__ import annotations

import atexit
import datetime as _dt
import logging
import queue
import threading
from collections.abc import Callable, Mapping
from typing import Any

from ..core.settings import Corrections
from ..errors import UsageError
from ..history import HistoryStore, Journal, MeasuredRun, default_path, learned_corrections, unusable
from ..locations import expand

log = logging.getLogger("advisor.scheduler")
EXIT_TIMEOUT_S = 10.0  # at interpreter exit, how long to wait for the database before leaving the journal to the next process


def measured_run(workload: str, kernel: str, dataset: str, sizes: Mapping[str, float], platform: str, device: str,
                 time_s: float, energy_j: float | None, how: str) -> MeasuredRun:
    return MeasuredRun(workload=workload, kernel=kernel, dataset=dataset, sizes=dict(sizes), platform=platform, device=device,
                       time_s=time_s, energy_j=energy_j, how=how,
                       when=_dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"))


class HistoryLink:
    def __init__(self, store: Any = "auto", on_corrections: Callable[[Corrections], None] | None = None, max_queue: int = 10_000):
        self.enabled = store is not None and store is not False
        self._object = store if hasattr(store, "record") else None
        self._path = None if (not self.enabled or self._object is not None) else (
            default_path() if store == "auto" else expand(store, "history"))
        problem = None if self._path is None else unusable(self._path)
        if problem:  # a directory, a device, a text file: no run could be recorded there, now or later
            if store != "auto":
                raise UsageError("history", f"{self._path}: {problem}")
            log.warning("warning: history %s unusable (%s): no learned corrections, and measured runs are not recorded",
                        self._path, problem)
            self.enabled, self._path = False, None
        self._store: HistoryStore | None = None
        self._journal = Journal(self._path) if self._path is not None else None
        self._on_corrections = on_corrections
        self._jobs: queue.Queue = queue.Queue(maxsize=max_queue)
        self._closed = False
        self.errors = 0
        self.dropped = 0
        self.written = 0
        if self.enabled:
            threading.Thread(target=self._run, name="advisor-history", daemon=True).start()
            self.refresh()
            atexit.register(self.close)

    # -- the background thread ----------------------------------------------------------
    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:  # closed
                return
            try:
                job()
            except Exception as exc:  # noqa: BLE001 - logged and counted; scheduling goes on without the store
                self.errors += 1
                log.warning("advisor: history store unavailable, scheduling goes on without it: %s: %s", type(exc).__name__, exc)

    def _submit(self, job: Callable[[], None] | None, timeout_s: float | None = 0.0) -> bool:
        """Queue ``job`` for the background thread, waiting up to ``timeout_s`` for room (0: not at all)."""
        if not self.enabled:
            return False
        try:
            self._jobs.put(job, block=timeout_s != 0.0, timeout=timeout_s or None)
            return True
        except queue.Full:
            return False

    def _database(self, create: bool) -> HistoryStore | None:
        """The SQLite store (background thread only); None when reading one that does not exist yet."""
        if self._store is None:
            if not create and not self._path.exists():
                return None  # nothing learned yet; do not create a database just to read it
            self._store = HistoryStore(self._path)
        return self._store

    def _move_in(self) -> None:
        moved = self._journal.move_in(self._database(create=True))
        self.written += moved

    # -- the API ------------------------------------------------------------------------
    def refresh(self) -> bool:
        """Re-read learned corrections in the background."""

        def job() -> None:
            store = self._object if self._object is not None else self._database(create=False)
            if self._on_corrections is not None:
                self._on_corrections(learned_corrections(store)[0] if store is not None else {})

        return self._submit(job, timeout_s=None)

    def record(self, run: MeasuredRun) -> bool:
        """Record one measured run: True once it cannot be lost (journal) or is queued (store object)."""
        if not self.enabled or self._closed:
            return False
        if self._journal is not None:
            try:
                self._journal.append(run)
            except OSError as exc:
                self.dropped += 1
                log.warning("advisor: history journal unwritable, a measured run was not recorded: %s", exc)
                return False
            if self._jobs.empty():  # one move-in job at a time is enough: it takes every line written so far
                self._submit(self._move_in)
            return True

        def job() -> None:
            self._object.record(run)
            self.written += 1

        if self._submit(job):
            return True
        self.dropped += 1
        log.warning("advisor: history queue full; a measured run was dropped (not recorded)")
        return False

    def flush(self, timeout_s: float = 5.0) -> bool:
        """Wait (for tests, shutdown and the end of ``serve``, never in a decision) until recorded runs are in the store."""
        if not self.enabled or self._closed:
            return True
        done = threading.Event()
        if self._journal is not None and not self._submit(self._move_in, timeout_s):
            return False
        return self._submit(done.set, timeout_s) and done.wait(timeout_s)

    def close(self, timeout_s: float = EXIT_TIMEOUT_S) -> bool:
        """Write out everything recorded, then stop taking runs; True when all of it reached the store in time."""
        if not self.enabled or self._closed:
            return True
        done = threading.Event()

        def finish() -> None:
            try:
                if self._journal is not None:
                    self._journal.close(self._database(create=True))
            finally:
                done.set()

        self._closed = True
        ok = self._submit(finish, timeout_s) and done.wait(timeout_s)
        self._submit(None, timeout_s)  # then the thread ends
        if not ok:
            where = f"; {self._journal.path} keeps them for the next process" if self._journal is not None else ""
            log.warning("advisor: history store busy; measured runs not yet written%s", where)
        return ok
