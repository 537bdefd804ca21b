"""Parsed descriptors kept on disk, so that a command does not parse the same YAML again.

A catalog run reads some forty descriptors (platforms, workloads, architecture tables); parsing their YAML is a
tenth of a second of every command, the same each time. What :func:`advisor.schema.yamlio.load_yaml` parses from a
file's bytes is therefore kept in ``$XDG_CACHE_HOME/advisor/yaml`` (``~/.cache/advisor/yaml``), one JSON file per
content, and read back by the next process: the data the YAML holds, not what the advisor makes of it (every
descriptor is still checked and built from it, each time).

The key is a SHA-256 over the file's bytes, the YAML library's version and loader, and :data:`ENTRY_VERSION`: edit
a file and its old entry is simply not found. An entry is data, never code (JSON); one that does not read back
(cut short, not ours) is parsed again and replaced. A YAML date (an architecture table's ``date:``) is kept as
``{"$date": "2024-01-31"}`` in an entry that says it has dates. Only what reads back equal is kept (not a non-text
key, a NaN, binary data): such a file is parsed every time, as before. Entries are written atomically
(:func:`advisor.files.write_atomic`), so concurrent processes see an old entry or a new one, never half; a cache
that cannot be written costs time, never an answer.
"""

from __future__ import annotations

import datetime
import functools
import hashlib
import json
import logging
from pathlib import Path
from typing import Any

from ..files import write_atomic

ENTRY_VERSION = 1  # the format of an entry, and what load_yaml's loader does (its duplicate-key rule)
log = logging.getLogger("advisor")
_MISSING = object()


def cache_dir() -> Path:
    from ..locations import cache_home  # $XDG_CACHE_HOME, checked

    return cache_home() / "advisor" / "yaml"


@functools.cache
def _salt(loader: str) -> bytes:
    import yaml

    return f"advisor-yaml/{ENTRY_VERSION}/{yaml.__version__}/{loader}\0".encode()


def entry_key(data: bytes, loader: str) -> str:
    """The entry's name: a digest of the file's bytes and of what parses them."""
    return hashlib.sha256(_salt(loader) + data).hexdigest()


def load(key: str) -> Any:
    """The parsed data kept under ``key``, or a value :func:`missing` recognises (none, or an entry that does not
    read back)."""
    try:
        entry = json.loads((cache_dir() / f"{key}.json").read_bytes())
    except (OSError, ValueError, RecursionError):  # absent, unreadable, cut short, not JSON
        return _MISSING
    if not isinstance(entry, dict) or entry.get("key") != key or "data" not in entry:
        return _MISSING
    try:
        return _with_dates(entry["data"]) if entry.get("dates") else entry["data"]
    except (TypeError, ValueError, RecursionError):  # a "$date" that is none
        return _MISSING


def store(key: str, data: Any, text_bytes: int) -> None:
    """Keep ``data`` (parsed from ``text_bytes`` of YAML) under ``key`` where it reads back equal; failures are
    logged, not raised. Data much larger than its text (aliases repeating a node: an alias bomb) are not kept, as
    JSON would write every repetition out."""
    if not _within(data, 2 * text_bytes + 1024):
        return
    dated = []

    def date_text(value: Any) -> dict[str, str]:
        if isinstance(value, datetime.date):  # a datetime too
            dated.append(value)
            return {"$date": value.isoformat()}
        raise TypeError(f"{type(value).__name__} is not kept")

    try:
        entry = {"key": key, "dates": False, "data": data}
        text = json.dumps(entry, default=date_text)
        if dated:
            text = json.dumps({**entry, "dates": True}, default=date_text)
        back = json.loads(text)
        if (_with_dates(back["data"]) if dated else back["data"]) != data:  # a non-text key, a NaN: not kept
            return
    except (TypeError, ValueError, RecursionError):  # binary data: not kept
        return
    try:
        write_atomic(cache_dir() / f"{key}.json", text)
    except OSError as exc:
        log.info("advisor: parsed descriptor not cached (%s)", exc)


def _within(data: Any, budget: int) -> bool:
    """Whether ``data`` written out, each repeated node as often as it is repeated, stays within ``budget`` (one per
    node, one per character of text): a walk that stops as soon as it is over."""
    stack = [data]
    while stack:
        value = stack.pop()
        budget -= 1 + (len(value) if isinstance(value, str) else 0)
        if budget < 0:
            return False
        if isinstance(value, dict):
            stack.extend(value.keys())
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return True


def missing(value: Any) -> bool:
    return value is _MISSING


def _with_dates(value: Any) -> Any:
    """``value`` with each ``{"$date": text}`` the date (or date and time) it stands for."""
    if isinstance(value, dict):
        if len(value) == 1 and "$date" in value:
            text = value["$date"]
            return datetime.date.fromisoformat(text) if len(text) == 10 else datetime.datetime.fromisoformat(text)
        return {k: _with_dates(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_with_dates(v) for v in value]
    return value
