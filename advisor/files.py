"""Files the user names: what a path is before it is opened, whether an output can be written before work starts,
and writing one so that readers see the old file or the new one, never half of either (:func:`write_atomic`).

A FIFO opened for reading waits for a writer, forever if none comes, and
``/dev/zero`` never ends: a path given as an input file is therefore looked at
(``stat``, which does not open it) and refused unless it is a regular file,
saying what it is. An output path is tried (a file created and removed beside
it) before the work whose result it is to hold, so that a long computation does
not end in a traceback with its output half written.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

_KINDS = ((stat.S_ISDIR, "is a directory"), (stat.S_ISFIFO, "is a FIFO"), (stat.S_ISCHR, "is a character device"),
          (stat.S_ISBLK, "is a block device"), (stat.S_ISSOCK, "is a socket"))


def not_a_file(path: str | os.PathLike[str]) -> str | None:
    """Why ``path`` cannot be read as a file ("no such file", "is a directory", "is a FIFO", ...); None for a regular file."""
    if not os.fspath(path):
        return "an empty path names no file"
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "no such file"
    except NotADirectoryError:
        return "no such file (a part of the path is not a directory)"
    except OSError as exc:
        return oserror_text(exc)
    if stat.S_ISREG(mode):
        return None
    return next((what for test, what in _KINDS if test(mode)), "is not a regular file")


def oserror_text(exc: OSError, with_file: bool = False) -> str:
    """An OSError as words, without Python's ``[Errno N]`` ("permission denied"); ``with_file``: after its file's name."""
    text = exc.strerror or str(exc)
    text = text[:1].lower() + text[1:]
    return f"{exc.filename}: {text}" if with_file and exc.filename is not None else text


def uncreatable(path: str | os.PathLike[str]) -> str | None:
    """Why a missing ``path`` could not be created without trying: the nearest existing folder above it is a file."""
    ancestor = next((p for p in Path(path).absolute().parents if os.path.lexists(p)), Path("/"))
    return None if ancestor.is_dir() else f"{ancestor} is not a directory"


def output_problem(path: str | os.PathLike[str], directory: bool = False, probe: bool = True) -> str | None:
    """Why ``path`` cannot take an output (a file, or with ``directory`` a directory of files); None when it can.

    With ``probe`` (the command's check before its work) tries it: creates the missing directories and a file beside
    the output (or in the directory), then removes the file; a directory that had to be created stays (the output
    goes there anyway). Without (an option read before the command runs) only looks: what the path is, and whether
    the nearest folder that exists above it is a folder.
    """
    if not os.fspath(path):
        return "an empty path names no file"
    target = Path(path)
    where = target if directory else target.parent
    if directory:
        kind = not_a_file(target)
        if kind is None:
            return "is a file, not a directory"
        if not kind.startswith(("no such file", "is a directory")):
            return f"{kind}, not a directory"
    else:
        kind = not_a_file(target)
        if kind is not None and not kind.startswith("no such file"):
            return f"{kind}, not a file to write"
    blocked = uncreatable(where / "probe")
    if blocked:
        return f"cannot write there ({blocked})"
    if not probe:
        return None
    try:
        where.mkdir(parents=True, exist_ok=True)
        fd, probe_path = tempfile.mkstemp(dir=where, prefix=f".{target.name}.", suffix=".probe")
        os.close(fd)
        os.unlink(probe_path)
    except OSError as exc:
        return f"cannot write there ({oserror_text(exc)})"
    return None


class Unreadable(OSError):
    """A file refused before it is read (:func:`read_bounded`): no regular file, or (``size_bytes`` set) longer than its
    kind may be."""

    def __init__(self, path: str | os.PathLike[str], reason: str, size_bytes: int | None = None):
        super().__init__(0, reason, os.fspath(path))
        self.size_bytes = size_bytes

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"


def read_bounded(path: str | os.PathLike[str], limit_bytes: int, what: str = "file") -> bytes:
    """The bytes of a regular file of at most ``limit_bytes``; :class:`Unreadable` (an OSError) for anything else.

    Opened without blocking and looked at through the open file, so that a FIFO or a device put in its place after a
    look is refused too; read no further than the limit, so that a file that grows as it is read (``/proc``, a log)
    cannot make the read endless. ``what`` names the kind of file in the message ("C sources are limited to ...").
    """
    problem = not_a_file(path)
    if problem:
        raise Unreadable(path, problem)
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    with os.fdopen(fd, "rb") as handle:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise Unreadable(path, next((w for test, w in _KINDS if test(mode)), "is not a regular file"))
        data = handle.read(limit_bytes + 1)
    if len(data) > limit_bytes:
        size = max(len(data), os.stat(path).st_size)
        raise Unreadable(path, f"is {size} bytes; {what}s are limited to {limit_bytes}", size)
    return data


def write_atomic(path: str | os.PathLike[str], data: str | bytes) -> None:
    """Write ``data`` (text as UTF-8) to ``path`` via a temporary file in the same directory and ``os.replace``.

    The file is flushed to disk before it replaces the old one, and keeps the old
    file's permissions (or those a plain ``open`` would give a new one).
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.fchmod(fd, path.stat().st_mode & 0o777 if path.exists() else 0o666 & ~umask)  # mkstemp creates 0600
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


MAX_TABLE_BYTES = 64 * 2**20  # the largest table the advisor reads (validate's own CSV of a long sweep) is a few MB


def read_csv_table(path: str | os.PathLike[str], limit_bytes: int = MAX_TABLE_BYTES) -> tuple[list[str], list[tuple[int, dict[str, str]]]]:
    """The header and the rows (each with its line number) of a CSV table the user names.

    Read bounded (:func:`read_bounded`), as UTF-8 with or without a byte-order mark (spreadsheets write one), and
    strictly: a column named twice, a row with more or fewer fields than the header, an unbalanced quote or a field
    beyond the csv module's limit is a :class:`~advisor.errors.DescriptorError` naming the file and the line, never a
    row silently cut or padded. Blank lines are skipped; a table without rows is refused.
    """
    import csv
    import io

    from .errors import DescriptorError

    shown = os.fspath(path)
    try:
        text = read_bounded(path, limit_bytes, "table").decode("utf-8-sig")
    except Unreadable as exc:
        raise DescriptorError(shown, "", exc.strerror) from None
    except OSError as exc:
        raise DescriptorError(shown, "", oserror_text(exc)) from None
    except UnicodeDecodeError as exc:
        raise DescriptorError(shown, "", f"is not UTF-8 text (byte {exc.start}): not a CSV table") from None
    if "\0" in text:
        raise DescriptorError(shown, f"line {text[:text.index(chr(0))].count(chr(10)) + 1}", "holds a NUL byte: not a CSV table")
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    rows: list[tuple[int, dict[str, str]]] = []
    try:
        header = next(reader, None)
        if not header:
            raise DescriptorError(shown, "", "is empty: no header line")
        twice = sorted({name for name in header if header.count(name) > 1})
        if twice:
            raise DescriptorError(shown, "line 1", f"column {twice[0]!r} is named twice")
        for fields in reader:
            if not any(field.strip() for field in fields):
                continue
            if len(fields) != len(header):
                raise DescriptorError(shown, f"line {reader.line_num}", f"has {len(fields)} fields; the header has {len(header)}")
            rows.append((reader.line_num, dict(zip(header, fields))))
    except csv.Error as exc:
        raise DescriptorError(shown, f"line {reader.line_num}", f"cannot be read as CSV ({exc})") from None
    if not rows:
        raise DescriptorError(shown, "", "no rows")
    return header, rows
