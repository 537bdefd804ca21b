"""Where a number came from: the ``sources`` block shared by platform descriptors and architecture tables."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .yamlio import Fields, SourcedFields

SOURCE_KINDS = ("spec", "paper", "measured", "estimate")


@dataclass(frozen=True)
class Source:
    """Where a number came from: a datasheet or paper, a measurement, or a stated estimate."""

    id: str
    kind: str
    reference: str
    date: str | None = None
    method: str | None = None
    details: Mapping[str, Any] = field(default_factory=dict)

    def describe(self) -> str:
        parts = [f"{self.kind}: {self.reference}"]
        if self.date:
            parts.append(f"on {self.date}")
        if self.method:
            parts.append(f"({self.method})")
        return " ".join(parts)



@dataclass(frozen=True)
class TableEntry:
    """One number of an architecture table: ``value`` in SI with the ``source`` it came from, or None where the table
    takes it from ``reference`` (another table's, named as that table's reader expects) by ``rule``: ``"scaled"``
    (by the energy side's process-node rule) or ``"carried"`` (unchanged)."""

    value: float | None
    source: str
    rule: str | None = None
    reference: str | None = None


def derived_entry(block: SourcedFields, key: str) -> TableEntry | None:
    """``block[key]`` written ``{scaled_from|carried_from: REFERENCE, source: ID}`` as a :class:`TableEntry` (its
    source recorded as a number's is), or None where it is written as a number."""
    data = block.data.get(key)
    if not (isinstance(data, Mapping) and ("scaled_from" in data or "carried_from" in data)):
        return None
    entry = block.child(data, block.sub(key))
    rule = "scaled" if "scaled_from" in data else "carried"
    reference = entry.text(f"{rule}_from")
    if entry.default_source is None:
        raise block.error(key, "has no provenance: add 'source'")
    entry.done()
    block._seen.add(key)
    path = block.sub(key)
    block.record[path[len(block.root) + 1:] if block.root else path] = entry.default_source
    return TableEntry(None, entry.default_source, rule, reference)


def read_sources(top: Fields) -> dict[str, Source]:
    """The top-level ``sources`` of a descriptor (platform or GPU architecture file)."""
    sources: dict[str, Source] = {}
    for source_id, entry in top.items("sources"):
        fields = Fields(entry, top.file, f"sources.{source_id}")
        kind = fields.choice("kind", SOURCE_KINDS)
        reference = fields.text("reference")
        date = fields.raw("date")
        if isinstance(date, (_dt.date, _dt.datetime)):
            date = date.isoformat()
        if date is not None and not isinstance(date, str):
            raise fields.error("date", "expected a date such as 2026-11-21")
        method = fields.text("method", required=False)
        details = fields.raw("details", default={})
        if not isinstance(details, Mapping):
            raise fields.error("details", "expected a mapping")
        if kind == "measured" and (date is None or method is None):
            raise fields.error("date" if date is None else "method", "a measured source needs a date and a method")
        if kind == "estimate" and method is None:
            raise fields.error("method", "an estimate must say how it was made")
        fields.done()
        sources[source_id] = Source(source_id, kind, reference, date, method, MappingProxyType(dict(details)))
    if not sources:
        raise top.error("sources", "at least one source must be declared")
    return sources
