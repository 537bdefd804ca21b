"""History of measured runs and the correction factors learned from them.

An embedded SQLite database (one file, no server). ``advisor validate`` records
every measured kernel run here; ``advisor fit`` reads the runs, fits one factor
per (workload, kernel, platform, device) -- the BSP paper's [amaris2015] lambda, measured
time over predicted time -- and stores the factors; ``advisor recommend`` reads
them back with :meth:`HistoryStore.corrections`.

Concurrency: several processes may write at once (a validation sweep in one
shell, a fit in another). The database runs in WAL mode with a busy timeout, and
every write is one short transaction retried with backoff when SQLite still
reports the database locked, so no row is lost.

Durability of runs a scheduler reports (:class:`Journal`): a process appends
each run as one line to its own journal file beside the database
(``<database>.journal/``) before it acknowledges it, and moves the lines into
the database in the background, at exit and on ``close()``. A journal left by a
process that was killed is moved in by the next process that opens the
database (its lock is gone with the process); every run carries a unique id,
so a line moved twice is stored once. What was acknowledged is on disk even if
the process is killed the next instant.

Location: ``HistoryStore(path)``; else ``$ADVISOR_HISTORY``; else
``~/.local/share/advisor/history.sqlite``.
"""

from __future__ import annotations

import datetime as _dt
import fcntl
import json
import logging
import os
import random
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeVar

from .files import not_a_file, oserror_text, uncreatable
from .locations import data_dir, expand

ENV_VAR = "ADVISOR_HISTORY"
MAX_RUN_S = 365.25 * 86400  # no measured run of one task takes longer than a year: more is a unit slip or junk
BUSY_TIMEOUT_S = 30.0
RETRIES = 20
T = TypeVar("T")
log = logging.getLogger("advisor")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    workload TEXT NOT NULL, kernel TEXT NOT NULL, dataset TEXT NOT NULL,
    sizes TEXT NOT NULL, platform TEXT NOT NULL, device TEXT NOT NULL,
    time_s REAL NOT NULL, energy_j REAL, "when" TEXT NOT NULL, how TEXT NOT NULL DEFAULT '',
    uid TEXT  -- unique per run where known (journalled runs): a run moved in twice is stored once
);
CREATE INDEX IF NOT EXISTS runs_key ON runs (workload, kernel, platform, device);
CREATE UNIQUE INDEX IF NOT EXISTS runs_uid ON runs (uid);
CREATE TABLE IF NOT EXISTS fits (
    id INTEGER PRIMARY KEY AUTOINCREMENT, "when" TEXT NOT NULL, method TEXT NOT NULL, details TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS corrections (
    fit_id INTEGER NOT NULL REFERENCES fits(id),
    workload TEXT NOT NULL, kernel TEXT NOT NULL, platform TEXT NOT NULL, device TEXT NOT NULL,
    factor REAL NOT NULL, runs INTEGER NOT NULL, spread REAL,
    low REAL, high REAL,  -- 95 % confidence interval of the factor
    PRIMARY KEY (fit_id, workload, kernel, platform, device)
);
"""


_SQLITE_HEADER = b"SQLite format 3\0"  # the first bytes of every SQLite database file


def unusable(path: Path) -> str | None:
    """Why ``path`` cannot hold a history database, looked at without opening it as one (a FIFO would block SQLite's
    read, a device or a text file it would take for a corrupt database, and another program's database would get our
    tables); None when it can, or can be created. A path ``$ADVISOR_HISTORY`` names is said to be named by it."""
    problem = _unusable(Path(path))
    return None if problem is None else f"{problem}{_named_by_variable(Path(path))}"


def _unusable(path: Path) -> str | None:
    if str(path).startswith("~"):
        return "names the home folder of a user this system does not know"
    kind = not_a_file(path)
    if kind is not None and kind.startswith("no such file"):
        blocked = uncreatable(path)
        return None if blocked is None else f"cannot be created: {blocked}"
    if kind is not None:
        return f"{kind}, not a history database"
    try:
        with open(path, "rb") as handle:
            head = handle.read(len(_SQLITE_HEADER))
    except OSError as exc:
        return oserror_text(exc)
    if head == b"":
        return None
    if head != _SQLITE_HEADER:
        return "not a history database (not an SQLite file)"
    return _foreign(path)


_OUR_TABLES = {"runs", "fits", "corrections", "sqlite_sequence"}


def _foreign(path: Path) -> str | None:
    """Why an SQLite database is not a history (another program's tables, a ``runs`` table of other columns, an SQLite
    header over bytes that are no database); None for a history, an empty database, or one that cannot be read now (the
    store says why, or retries a locked one).

    Without a ``-wal`` file beside it the file is the whole database, read as immutable: no lock taken, no
    ``-wal``/``-shm`` file left beside it by a look. With one, the file alone may be mid-checkpoint (a writer copying
    pages in now, or killed while it did, which the next opener repairs from the WAL [sqlite-wal]) and look malformed:
    it is read through the WAL, which leaves beside it nothing the writer did not."""
    wal = path.with_name(path.name + "-wal")
    through_wal = wal.exists()
    while True:
        try:
            tables, columns = _schema(path, through_wal)
            break
        except sqlite3.OperationalError:
            return None
        except sqlite3.DatabaseError as exc:  # "file is not a database", "database disk image is malformed"
            if through_wal or not wal.exists():
                return f"not a history database ({exc})"
            through_wal = True  # a writer began while the file was read alone: look again, through its WAL
    others = sorted(tables - _OUR_TABLES)
    if others:
        return f"an SQLite database of something else (tables {', '.join(others[:5])}), not a history database: its tables are left alone"
    missing = {"workload", "kernel", "dataset", "sizes", "platform", "device", "time_s"} - columns
    if "runs" in tables and missing:
        return f"not a history database (its runs table has no {', '.join(sorted(missing))})"
    return None


def _schema(path: Path, through_wal: bool) -> tuple[set[str], set[str]]:
    """The tables of the database at ``path`` and the columns of its ``runs`` table, read only."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro{'' if through_wal else '&immutable=1'}", uri=True)
    try:
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        return tables, {row[1] for row in conn.execute("PRAGMA table_info(runs)")}
    finally:
        conn.close()


def _named_by_variable(path: Path) -> str:
    given = os.environ.get(ENV_VAR)
    try:
        return f", named by {ENV_VAR}" if given and expand(given, ENV_VAR) == path else ""
    except ValueError:
        return ""


def _parameter(given: Path | str | None) -> str:
    """What names the history in an error: ``--history`` where the caller gave one, else the variable that named it,
    else the database itself."""
    if given is not None:
        return "history"
    return ENV_VAR if os.environ.get(ENV_VAR) else "history database"


def default_path() -> Path:
    """``$ADVISOR_HISTORY``, else ``history.sqlite`` in the data directory (:mod:`advisor.locations`)."""
    env = os.environ.get(ENV_VAR)
    if env:
        try:
            return expand(env, ENV_VAR)
        except ValueError:  # ~user of no user: left as written, which unusable() refuses (a command may do without it)
            return Path(env)
    return data_dir() / "history.sqlite"


def _now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")


@dataclass(frozen=True)
class MeasuredRun:
    """One measured run of one kernel at one set of sizes on one device of one platform.

    ``time_s`` is the measured kernel time (median of repetitions); ``how`` says
    how (harness, compiler and flags, repetitions); ``when`` is an ISO-8601 UTC
    time stamp, filled in when recorded if not given.
    """

    workload: str
    kernel: str
    dataset: str
    sizes: Mapping[str, float]
    platform: str
    device: str
    time_s: float
    energy_j: float | None = None
    when: str | None = None
    how: str = ""
    uid: str | None = None  # set by the journal: stored at most once

    def __post_init__(self) -> None:
        object.__setattr__(self, "sizes", MappingProxyType(dict(self.sizes)))
        if isinstance(self.time_s, bool) or not (isinstance(self.time_s, (int, float)) and 0 < self.time_s <= MAX_RUN_S):
            raise ValueError(f"time_s must be positive and at most {MAX_RUN_S:g} s (a year), got {self.time_s!r}")
        if self.energy_j is not None and (isinstance(self.energy_j, bool) or not (
                isinstance(self.energy_j, (int, float)) and 0 <= self.energy_j < float("inf"))):
            raise ValueError(f"energy_j must be non-negative and finite, got {self.energy_j!r}")

    def to_json(self) -> str:
        return json.dumps({**{k: getattr(self, k) for k in _RUN_FIELDS}, "sizes": dict(self.sizes)}, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> MeasuredRun:
        data = json.loads(text)
        return cls(**{k: data[k] for k in _RUN_FIELDS if k in data})


_RUN_FIELDS = ("workload", "kernel", "dataset", "sizes", "platform", "device", "time_s", "energy_j", "when", "how", "uid")


@dataclass(frozen=True)
class Correction:
    """A learned factor with the evidence behind it."""

    workload: str
    kernel: str
    platform: str
    device: str
    factor: float
    runs: int
    spread: float | None = None  # geometric standard deviation of measured/predicted
    low: float | None = None  # 95 % confidence interval of the factor
    high: float | None = None

    @property
    def key(self) -> tuple[str, str, str, str]:
        return (self.workload, self.kernel, self.platform, self.device)


class LearnedFactor(float):
    """A learned correction factor (a float, as the models multiply by it) with its evidence."""

    low: float | None
    high: float | None
    runs: int | None

    def __new__(cls, factor: float, low: float | None = None, high: float | None = None, runs: int | None = None) -> LearnedFactor:
        value = super().__new__(cls, factor)
        value.low, value.high, value.runs = low, high, runs
        return value

    def describe(self) -> str:
        """``2.6`` or ``2.6 [2.1-3.2]`` (the 95 % interval)."""
        interval = f" [{self.low:.3g}-{self.high:.3g}]" if self.low is not None and self.high is not None else ""
        return f"{float(self):.3g}{interval}"


@dataclass
class HistoryStore:
    """The SQLite history; cheap to create, opens a connection per operation.

    ``create=False`` opens an existing database only (for reading: ``advisor fit``);
    a missing file or one that is not a history database is a
    :class:`~advisor.errors.UsageError` naming ``history``. Opening moves in the
    journals of processes that ended without doing so (:class:`Journal`).
    """

    path: Path | str | None = None
    create: bool = True
    _resolved: Path = field(init=False, repr=False)

    def __post_init__(self) -> None:
        from .errors import UsageError

        parameter = _parameter(self.path)
        self._resolved = expand(self.path, "history") if self.path is not None else default_path()
        self.path = self._resolved
        problem = unusable(self._resolved)
        if problem:
            raise UsageError(parameter, f"{self._resolved}: {problem}")
        if not self.create and not self._resolved.is_file():
            raise UsageError(parameter, f"{self._resolved}: no history database there")
        try:
            self._resolved.parent.mkdir(parents=True, exist_ok=True)
            self._retry(self._create)
        except sqlite3.DatabaseError as exc:
            raise UsageError(parameter, f"{self._resolved}: not a history database ({exc})") from None
        except OSError as exc:
            raise UsageError(parameter, f"{self._resolved}: {exc.strerror or exc}") from None
        self.recover()

    @property
    def journal_dir(self) -> Path:
        return journal_dir(self._resolved)

    # -- plumbing -----------------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self._resolved, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        return conn

    def _retry(self, operation: Callable[[sqlite3.Connection], T]) -> T:
        delay = 0.01
        for attempt in range(RETRIES):
            conn = None
            try:
                conn = self._connect()
                return operation(conn)
            except sqlite3.OperationalError as exc:
                message = str(exc).lower()
                if attempt == RETRIES - 1 or ("locked" not in message and "busy" not in message):
                    raise
                time.sleep(delay * (1 + random.random()))
                delay = min(delay * 2, 1.0)
            finally:
                if conn is not None:
                    conn.close()
        raise AssertionError("unreachable")  # pragma: no cover

    def _create(self, conn: sqlite3.Connection) -> None:
        others = sorted({row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")} - _OUR_TABLES)
        if others:  # before anything is written to it (unusable() looked already; this sees what a live writer just added)
            raise sqlite3.DatabaseError(f"an SQLite database of something else, tables {', '.join(others[:5])}")
        mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if str(mode).lower() != "wal":  # e.g. a file system without shared memory
            conn.execute("PRAGMA journal_mode=DELETE")
        for table, column in (("runs", "uid"), ("corrections", "low"), ("corrections", "high")):
            columns = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
            if columns and column not in columns:  # a database written by an earlier version
                conn.execute(f"ALTER TABLE {table} ADD COLUMN {column} {'TEXT' if column == 'uid' else 'REAL'}")
        conn.executescript(_SCHEMA)

    def recover(self) -> int:
        """Move in the journals no live process holds (their writers were killed); returns the runs moved."""
        if not self.journal_dir.is_dir():
            return 0
        moved = 0
        for path in sorted(self.journal_dir.glob("*.jsonl")):
            try:
                fd = os.open(path, os.O_RDWR)
            except FileNotFoundError:
                continue  # moved in by another process just now
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(fd)
                continue  # its writer is alive and moves it in itself
            try:
                runs, _ = _read_journal(fd, 0)
                moved += self.record_many(runs)
                path.unlink(missing_ok=True)
            finally:
                os.close(fd)
        return moved

    # -- runs ---------------------------------------------------------------

    def record(self, run: MeasuredRun) -> None:
        self.record_many([run])

    def record_many(self, runs: Iterable[MeasuredRun]) -> int:
        """Insert all ``runs`` in one transaction; returns how many were new (a run with a known ``uid`` is kept once)."""
        rows = [
            (r.workload, r.kernel, r.dataset, json.dumps(dict(r.sizes), sort_keys=True), r.platform, r.device,
             float(r.time_s), None if r.energy_j is None else float(r.energy_j), r.when or _now(), r.how, r.uid)
            for r in runs
        ]
        if not rows:
            return 0

        def insert(conn: sqlite3.Connection) -> int:
            conn.execute("BEGIN IMMEDIATE")
            before = conn.total_changes
            try:
                conn.executemany(
                    'INSERT OR IGNORE INTO runs (workload, kernel, dataset, sizes, platform, device, time_s, energy_j, "when", how, uid) '
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    rows,
                )
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            return conn.total_changes - before

        return self._retry(insert)

    def runs(self, workload: str | None = None, kernel: str | None = None, platform: str | None = None,
             device: str | None = None) -> list[MeasuredRun]:
        """Recorded runs matching every given filter, oldest first."""
        where, args = [], []
        for column, value in (("workload", workload), ("kernel", kernel), ("platform", platform), ("device", device)):
            if value is not None:
                where.append(f"{column} = ?")
                args.append(value)
        sql = 'SELECT workload, kernel, dataset, sizes, platform, device, time_s, energy_j, "when", how FROM runs'
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY id"
        rows = self._retry(lambda conn: conn.execute(sql, args).fetchall())
        return [MeasuredRun(w, k, d, json.loads(s), p, dev, t, e, when, how) for w, k, d, s, p, dev, t, e, when, how in rows]

    def count(self) -> int:
        return int(self._retry(lambda conn: conn.execute("SELECT COUNT(*) FROM runs").fetchone()[0]))

    # -- corrections --------------------------------------------------------

    def store_fit(self, corrections: Iterable[Correction], method: str, details: Mapping[str, Any] | None = None) -> int:
        """Store one fit (all its factors) atomically; it becomes what :meth:`corrections` returns."""
        items = list(corrections)

        def insert(conn: sqlite3.Connection) -> int:
            conn.execute("BEGIN IMMEDIATE")
            try:
                cursor = conn.execute('INSERT INTO fits ("when", method, details) VALUES (?, ?, ?)',
                                      (_now(), method, json.dumps(dict(details or {}), sort_keys=True, default=str)))
                fit_id = int(cursor.lastrowid)
                conn.executemany(
                    "INSERT INTO corrections (fit_id, workload, kernel, platform, device, factor, runs, spread, low, high) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(fit_id, c.workload, c.kernel, c.platform, c.device, c.factor, c.runs, c.spread, c.low, c.high) for c in items],
                )
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            return fit_id

        return self._retry(insert)

    def latest_fit(self) -> list[Correction]:
        """The factors of the last ``advisor fit`` (empty when none was stored)."""

        def query(conn: sqlite3.Connection) -> list[tuple]:
            return conn.execute(
                "SELECT workload, kernel, platform, device, factor, runs, spread, low, high FROM corrections "
                "WHERE fit_id = (SELECT MAX(id) FROM fits) ORDER BY workload, kernel, platform, device"
            ).fetchall()

        return [Correction(*row) for row in self._retry(query)]

    def corrections(self) -> dict[tuple[str, str, str, str], LearnedFactor]:
        """Factors keyed (workload, kernel, platform, device), as :class:`advisor.core.settings.Settings` takes them."""
        return {c.key: LearnedFactor(c.factor, c.low, c.high, c.runs) for c in self.latest_fit()}


def _read_journal(fd: int, offset: int) -> tuple[list[MeasuredRun], int]:
    """The complete lines of a journal from ``offset``, and the offset after the last of them."""
    os.lseek(fd, offset, os.SEEK_SET)
    chunks = []
    while chunk := os.read(fd, 1 << 20):
        chunks.append(chunk)
    data = b"".join(chunks)
    end = data.rfind(b"\n") + 1  # a line cut short by a kill is not acknowledged: skip it
    runs = []
    for line in data[:end].splitlines():
        try:
            runs.append(MeasuredRun.from_json(line.decode("utf-8")))
        except (ValueError, TypeError, KeyError):
            log.warning("history journal: skipped an unreadable line")
    return runs, offset + end


class Journal:
    """This process's journal of measured runs: appended before they are acknowledged, moved into the database later.

    One file per process under ``<database>.journal/``, locked (``flock``) while the
    process lives so that no other process moves it in meanwhile. :meth:`append` is a
    single ``write`` of one line (microseconds, durable against the process being
    killed) and needs no database; :meth:`move_in` copies the lines not yet moved into
    the database; :meth:`close` moves in the rest and removes the file.
    """

    def __init__(self, database: str | os.PathLike[str]):
        self.database = expand(database, "history")
        self.directory = journal_dir(self.database)
        self._lock = threading.Lock()
        self._fd: int | None = None
        self._offset = 0
        self.path: Path | None = None

    def _open(self) -> int:
        if self._fd is None:
            self.directory.mkdir(parents=True, exist_ok=True)
            self.path = self.directory / f"{os.getpid()}-{uuid.uuid4().hex}.jsonl"
            # Locked before it takes the name recover() looks for: another process's
            # recover() would otherwise take the new, unlocked file for a dead writer's,
            # unlink it, and the runs appended to it afterwards would be lost. (A writer
            # killed before the rename leaves an empty ".creating" file: no run is lost.)
            unnamed = self.path.with_suffix(".creating")
            fd = os.open(unnamed, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o644)
            fcntl.flock(fd, fcntl.LOCK_EX)
            os.rename(unnamed, self.path)
            self._fd = fd
        return self._fd

    def append(self, run: MeasuredRun) -> MeasuredRun:
        """Write ``run`` (given a unique id) to the journal; once this returns, the run is not lost."""
        stamped = MeasuredRun(**{**{k: getattr(run, k) for k in _RUN_FIELDS}, "when": run.when or _now(),
                                 "uid": run.uid or uuid.uuid4().hex})
        line = (stamped.to_json() + "\n").encode("utf-8")
        with self._lock:
            fd = self._open()
            written = os.write(fd, line)
            if written != len(line):  # a full disk: do not acknowledge a partial line
                raise OSError(f"history journal {self.path}: short write ({written} of {len(line)} bytes)")
        return stamped

    def move_in(self, store: HistoryStore) -> int:
        """Copy the lines appended since the last call into ``store``; returns the runs copied."""
        with self._lock:
            if self._fd is None:
                return 0
            runs, end = _read_journal(self._fd, self._offset)
            if runs:
                store.record_many(runs)
            self._offset = end
            return len(runs)

    def close(self, store: HistoryStore) -> None:
        """Move in what is left and remove the journal (kept, for the next process, if that fails)."""
        self.move_in(store)
        with self._lock:
            if self._fd is not None:
                if self.path is not None:
                    self.path.unlink(missing_ok=True)
                os.close(self._fd)
                self._fd = None


def journal_dir(database: Path) -> Path:
    return database.with_name(database.name + ".journal")


def learned_corrections(history: Any = "auto", workload: str | None = None,
                        platforms: Iterable[str] | None = None) -> tuple[dict[tuple[str, str, str, str], float], str | None]:
    """The factors of the last ``advisor fit``, as :class:`advisor.core.settings.Settings` takes them, and where they came from.

    ``history``: ``"auto"`` (:func:`default_path`, when that file exists), a path (it must
    exist), a store object with ``corrections()``, or None (pure analysis: no factors).
    ``workload`` and ``platforms`` keep only the factors of that workload and those
    platforms. Returns ``(factors, source)``; source is None when no factor applies. An
    unreadable default database is skipped with a warning; an unreadable or missing
    explicit one is a :class:`~advisor.errors.UsageError` naming ``history``.
    """
    from .errors import UsageError

    if history is None or history is False:
        return {}, None
    if hasattr(history, "corrections"):
        found, source = dict(history.corrections()), type(history).__name__
    else:
        path = default_path() if history == "auto" else expand(history, "history")
        if not path.exists() and not unusable(path):  # nothing learned yet (an unusable path: the store says why)
            if history == "auto":
                if os.environ.get(ENV_VAR) and not path.parent.is_dir():  # a path the user set, in no directory: a typo?
                    log.warning("warning: %s names %s, whose directory does not exist; pure analysis", ENV_VAR, path)
                return {}, None
            raise UsageError("history", f"{path} does not exist")
        try:
            found = HistoryStore(path, create=False).corrections()
        except (UsageError, sqlite3.Error, OSError) as exc:
            reason = exc.message if isinstance(exc, UsageError) else f"{path}: {exc}"
            if history != "auto":
                raise UsageError("history", reason) from None
            log.warning("warning: history unreadable (%s%s); pure analysis", reason,
                        f", named by {ENV_VAR}" if os.environ.get(ENV_VAR) else "")
            return {}, None
        source = str(path)
    wanted = None if platforms is None else set(platforms)
    kept = {key: factor for key, factor in found.items()
            if (workload is None or key[0] == workload) and (wanted is None or key[2] in wanted)}
    return kept, (source if kept else None)
