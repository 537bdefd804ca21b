"""Where a number came from: the ``sources`` block shared by platform descriptors and architecture tables."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .yamlio import Fields

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
