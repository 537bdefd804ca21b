"""The scheduler's link to the history store: learned corrections in, measured runs out.

All store access happens on one background thread (sqlite connections belong to
the thread that opened them), so a corrupt, locked, slow or missing database
can never block or break a scheduling decision:

* corrections are read once at start (and on :meth:`HistoryLink.refresh`); until
  they arrive, or if reading fails, decisions use the models alone;
* measured runs are queued (at most ``max_queue``; beyond that they are dropped
  with a warning, never waited for) and written one by one; a failed write is
  logged and counted in ``errors``.

``store`` may be ``"auto"`` (``advisor.history.HistoryStore()`` if that module
exists: ``$ADVISOR_HISTORY`` or ``~/.local/share/advisor/history.sqlite``), a
path, or any object with ``record(run)`` and ``corrections()``. A database that
does not exist is not created to read corrections, only to record a run.
"""

from __future__ import annotations

import datetime as _dt
import logging
import queue
import threading
from collections.abc import Callable, Mapping
from typing import Any

from ..history import learned_corrections
from ..settings import Corrections

log = logging.getLogger("advisor.scheduler")


def _open(store: Any, create: bool) -> Any:
    """The store object; for "auto" or a path, None when reading a database that does not exist yet."""
    if hasattr(store, "record"):
        return store
    from pathlib import Path

    from advisor.history import HistoryStore, default_path

    path = default_path() if store == "auto" else Path(store).expanduser()
    if not create and not path.exists():
        return None  # nothing learned yet; do not create a database just to read it
    return HistoryStore(path=path)


def measured_run(workload: str, kernel: str, dataset: str, sizes: Mapping[str, float], platform: str, device: str,
                 time_s: float, energy_j: float | None, how: str) -> Any:
    """A ``MeasuredRun`` of the history module, or a plain dict where that module is missing."""
    fields = dict(workload=workload, kernel=kernel, dataset=dataset, sizes=dict(sizes), platform=platform, device=device,
                  time_s=time_s, energy_j=energy_j, when=_dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"), how=how)
    try:
        from advisor.history import MeasuredRun

        return MeasuredRun(**fields)
    except Exception:  # noqa: BLE001 - no history module (or another MeasuredRun): keep the record as data
        return fields


class HistoryLink:
    def __init__(self, store: Any = "auto", on_corrections: Callable[[Corrections], None] | None = None, max_queue: int = 10_000):
        self._spec = store
        self._store: Any = None
        self._on_corrections = on_corrections
        self._jobs: queue.Queue = queue.Queue(maxsize=max_queue)
        self.errors = 0
        self.dropped = 0
        self.written = 0
        self.enabled = store is not None and store is not False
        if self.enabled:
            threading.Thread(target=self._run, name="advisor-history", daemon=True).start()
            self.refresh()

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            try:
                job()
            except ImportError as exc:
                self.enabled = False  # no history module installed: nothing to learn from, nothing to write to
                log.info("advisor: no history store (%s); decisions use the models alone", exc)
            except Exception as exc:  # noqa: BLE001 - logged, counted, never raised
                self.errors += 1
                log.warning("advisor: history store unavailable, scheduling goes on without it: %s: %s", type(exc).__name__, exc)

    def _submit(self, job: Callable[[], None]) -> bool:
        if not self.enabled:
            return False
        try:
            self._jobs.put_nowait(job)
            return True
        except queue.Full:
            self.dropped += 1
            log.warning("advisor: history queue full; a measured run was dropped")
            return False

    def _get_store(self, create: bool = True) -> Any:
        if self._store is None:
            self._store = _open(self._spec, create)
        return self._store

    def refresh(self) -> bool:
        """Re-read learned corrections in the background."""

        def job() -> None:
            store = self._get_store(create=False)
            if self._on_corrections is not None:
                self._on_corrections(learned_corrections(store)[0] if hasattr(store, "corrections") else {})

        return self._submit(job)

    def record(self, run: Any) -> bool:
        """Queue one measured run for writing; False if history is off or the queue is full."""

        def job() -> None:
            self._get_store().record(run)
            self.written += 1

        return self._submit(job)

    def flush(self, timeout_s: float = 5.0) -> bool:
        """Wait (for tests and shutdown, never in a decision) until queued work is done."""
        done = threading.Event()
        if not self._submit(done.set):
            return not self.enabled
        return done.wait(timeout_s)
