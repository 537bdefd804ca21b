"""The C-source analysis done once per source: :func:`derive_loops` kept on disk, beside the GPU kernel predictions.

Parsing a C file, the dependence tests and the loop derivation take a fraction of a second per function; a
scheduler's ``advisor place`` has 50 ms. What :func:`~advisor.cpu.source.derive.derive_loops` answers for a function
(its loops, or why its code cannot be analysed) is therefore kept in ``$XDG_CACHE_HOME/advisor/cpu-loops``
(``~/.cache/advisor/cpu-loops``), one JSON file per function, and found there by the next process.

The key is a SHA-256 over everything the answer depends on: the bytes of the file and of every header it includes
(``#include "..."``, as the preprocessor follows them), the function, the size names, how the file is named in
messages, the code of the analysis (its modules' bytes) and :data:`ENTRY_VERSION` (the format of an entry). Change
any of them and the old entry is simply not found.

An entry is data, never code: JSON whose every object names one of the few types an answer is made of
(:data:`_TYPES`); formulas are kept as their text and compiled again (:func:`advisor.schema.expr.compile_expression`,
never ``eval``). One that does not read back as such an answer (cut short, written by another version, or not ours)
is recomputed, with a warning, and replaced; a result that would not read back equal is not kept. Entries are written
atomically (:func:`advisor.files.write_atomic`), so concurrent processes see an old entry or a new one, never half.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import logging
import os
import re
import threading
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ...files import write_atomic
from ...schema.expr import Expression, compile_expression
from ..loops import CpuLoop, SharedStore, WorkItems
from ..schedule import LoopSchedule
from .answer import DerivedLoop, SourceLoops
from .errors import SourceUnanalysable

ENTRY_VERSION = 1
MAX_INCLUDE_DEPTH = 8
log = logging.getLogger("advisor")
_MEMORY: dict[str, Any] = {}  # key -> the answer, within one process
_LOCK = threading.Lock()


def cache_dir() -> Path:
    from ...locations import cache_home  # $XDG_CACHE_HOME, checked

    return cache_home() / "advisor" / "cpu-loops"


def derived_loops(path: str | os.PathLike[str], function: str, names: frozenset[str] | set[str], shown: str | None = None) -> Any:
    """What :func:`~advisor.cpu.source.derive.derive_loops` answers (a :class:`~advisor.cpu.source.derive.SourceLoops`,
    or :class:`SourceUnanalysable` raised), from this process's memory, the disk, or the analysis itself."""
    path, names = Path(path), frozenset(names)
    shown = shown or os.path.normpath(str(path))
    key = entry_key(path, function, names, shown)
    answer = _MEMORY.get(key)
    if answer is None:
        answer = _from_disk(key) or _analysed(key, path, function, names, shown)
        with _LOCK:
            _MEMORY[key] = answer
    if isinstance(answer, SourceUnanalysable):
        raise SourceUnanalysable(answer.file, answer.field, answer.message)
    return answer


def entry_key(path: Path, function: str, names: frozenset[str], shown: str) -> str:
    """The entry's name: a digest of the sources (the file and its quoted includes), the question and the code."""
    parts = {"version": ENTRY_VERSION, "code": code_version(), "sources": _source_digest(path), "function": function,
             "names": sorted(names), "shown": shown, "path": str(path)}
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()


@functools.cache
def code_version() -> str:
    """A digest of the analysis: the modules of ``advisor/cpu/source`` and the CPU and formula modules they build on."""
    cpu = Path(__file__).resolve().parents[1]
    files = sorted(cpu.joinpath("source").glob("*.py")) + [cpu / "loops.py", cpu / "schedule.py", cpu / "arch" / "__init__.py",
                                                            cpu.parent / "schema" / "expr.py"]
    digest = hashlib.sha256()
    for file in files:
        digest.update(file.name.encode() + b"\0" + file.read_bytes())
    return digest.hexdigest()


def _source_digest(path: Path, depth: int = 0) -> str:
    """The file's bytes and, recursively, those of the headers it includes in quotes (a missing one counts as such)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        return f"unreadable: {exc.strerror or exc}"
    digest = hashlib.sha256(data)
    if depth < MAX_INCLUDE_DEPTH:
        for header in re.findall(rb'^\s*#\s*include\s*"([^"]+)"', data, re.MULTILINE):
            digest.update(header + b"\0" + _source_digest(path.parent / header.decode(errors="replace"), depth + 1).encode())
    return digest.hexdigest()


def _analysed(key: str, path: Path, function: str, names: frozenset[str], shown: str) -> Any:
    from .derive import derive_loops  # the C parser and the dependence tests: only on a miss

    try:
        answer: Any = derive_loops(path, function, names, shown)
    except SourceUnanalysable as exc:
        answer = exc
    _to_disk(key, answer)
    return answer


def _from_disk(key: str) -> Any:
    file = cache_dir() / f"{key}.json"
    try:
        text = file.read_text()
    except FileNotFoundError:
        return None
    except OSError as exc:
        log.warning("warning: C analysis cache %s: %s: analysing again", file, exc.strerror or exc)
        return None
    try:
        entry = json.loads(text)
        if not isinstance(entry, dict) or entry.get("version") != ENTRY_VERSION or entry.get("key") != key:
            raise ValueError("not an entry of this version for this source")
        return _decode(entry["answer"])
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        log.warning("warning: C analysis cache %s is not a readable entry (%s): analysing again", file, exc)
        return None


def _to_disk(key: str, answer: Any) -> None:
    try:
        encoded = _encode(answer)
        if _comparable(_decode(json.loads(json.dumps(encoded)))) != _comparable(answer):  # what would not read back is not kept
            raise ValueError("does not read back equal")
    except (TypeError, ValueError) as exc:
        log.debug("advisor: C analysis of %s not cached: %s", key, exc)
        return
    try:
        write_atomic(cache_dir() / f"{key}.json", json.dumps({"version": ENTRY_VERSION, "key": key, "answer": encoded}))
    except OSError as exc:  # a read-only or full cache costs speed, never the answer
        log.debug("advisor: C analysis cache not written: %s", exc)


def _comparable(answer: Any) -> Any:
    """An answer as equality sees it (an exception compares by identity: its contents instead)."""
    return (answer.file, answer.field, answer.message) if isinstance(answer, SourceUnanalysable) else answer


_TYPES: dict[str, type] = {cls.__name__: cls for cls in (SourceLoops, DerivedLoop, CpuLoop, WorkItems, SharedStore, LoopSchedule)}


def _encode(value: Any) -> Any:
    if isinstance(value, SourceUnanalysable):
        return {"~": "SourceUnanalysable", "file": value.file, "field": value.field, "message": value.message}
    if isinstance(value, Expression):
        return {"~": "Expression", "source": value.source, "names": sorted(value.names)}
    if dataclasses.is_dataclass(value) and type(value).__name__ in _TYPES:
        return {"~": type(value).__name__, **{f.name: _encode(getattr(value, f.name)) for f in dataclasses.fields(value)}}
    if isinstance(value, (MappingProxyType, dict)):
        return {"~": "mapping", "items": [[k, _encode(v)] for k, v in value.items()]}
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"{type(value).__name__} is not part of an answer")


def _decode(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_decode(v) for v in value)
    if not isinstance(value, dict):
        if value is None or isinstance(value, (bool, int, float, str)):
            return value
        raise TypeError(f"unexpected {type(value).__name__}")
    kind = value["~"]
    if kind == "Expression":
        return compile_expression(value["source"], value["names"])
    if kind == "mapping":
        return MappingProxyType({str(k): _decode(v) for k, v in value["items"]})
    if kind == "SourceUnanalysable":
        return SourceUnanalysable(str(value["file"]), str(value["field"]), str(value["message"]))
    cls = _TYPES.get(kind)
    if cls is None:
        raise ValueError(f"unknown type {kind!r}")
    fields = {f.name for f in dataclasses.fields(cls)}
    if set(value) - {"~"} != fields:
        raise ValueError(f"{kind} with fields {sorted(set(value) - {'~'})}")
    return cls(**{name: _decode(value[name]) for name in fields})
