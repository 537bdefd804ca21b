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


def output_problem(path: str | os.PathLike[str], directory: bool = False) -> str | None:
    """Why ``path`` cannot take an output (a file, or with ``directory`` a directory of files); None when it can.

    Tries it: creates the missing directories and a file beside the output (or in the directory), then removes the
    file. A directory that had to be created stays (the output goes there anyway).
    """
    target = Path(path)
    where = target if directory else target.parent
    if directory:
        if target.exists() and not target.is_dir():
            return "is not a directory"
    else:
        kind = not_a_file(target)
        if kind is not None and not kind.startswith("no such file"):
            return f"{kind}, not a file to write"
    blocked = uncreatable(where / "probe")
    if blocked:
        return f"cannot write there ({blocked})"
    try:
        where.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(dir=where, prefix=f".{target.name}.", suffix=".probe")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return f"cannot write there ({oserror_text(exc)})"
    return None


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
