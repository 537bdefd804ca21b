"""Text for people: tables and lines fitted to a width (120 columns, the terminal's, or as wide as it takes).

Every ``--format table`` output goes through :func:`fit_table` (and its prose through
:func:`fit_lines`), so that one rule decides what a narrow width costs: a table first loses
its least useful columns, in the order the table ranks them (:attr:`Column.drop`), then
wraps its free-text columns (:attr:`Column.wrap`) over several lines; what it left out is
named under it. ``width=None`` (``--wide``) shows every column, nothing wrapped.
"""

from __future__ import annotations

import re
import shutil
import sys
from collections.abc import Sequence
from dataclasses import dataclass

DEFAULT_WIDTH = 120
GAP = "  "
MIN_WRAP = 12  # a wrapped column keeps at least this many characters (or its header's, or its widest cell's)
# Break opportunities: after a comma or semicolon (lists such as M=1200,N=1400) and at spaces.
_PIECES = re.compile(r"[^\s,;]*[,;]\s*|[^\s,;]+\s*|\s+")


@dataclass(frozen=True)
class Column:
    """A table column: ``drop`` 0 is always shown, 1 is the first left out to fit, then 2, ... (equal ranks go
    together); ``wrap``: free text, wrapped over several lines rather than cut."""

    header: str
    right: bool = False
    drop: int = 0
    wrap: bool = False


def table_width(wide: bool) -> int | None:
    """The width tables are fitted to: None (every column) with ``wide``, the terminal's at a terminal, else 120."""
    if wide:
        return None
    if sys.stdout.isatty():
        return shutil.get_terminal_size((DEFAULT_WIDTH, 24)).columns
    return DEFAULT_WIDTH


def wrap_text(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken after commas and semicolons and at spaces where it
    can be, within a word where it cannot."""
    lines = []
    while True:
        line, text = _first_line(text, width)
        lines.append(line)
        if not text:
            return lines


def _first_line(text: str, width: int) -> tuple[str, str]:
    """The first line of ``text`` wrapped at ``width``, and the rest."""
    if len(text) <= width:
        return text, ""
    end = 0
    for piece in _PIECES.finditer(text):
        if len(text[:piece.end()].rstrip()) > width:
            break
        end = piece.end()
    end = end or width  # a word longer than the line: cut within it
    return text[:end].rstrip(), text[end:].lstrip()


def fit_lines(text: str, width: int | None) -> str:
    """Each line of ``text`` wider than ``width`` wrapped, its continuation indented two more than the line."""
    if width is None:
        return text
    out = []
    for line in text.split("\n"):
        first, rest = _first_line(line, width)
        out.append(first)
        if rest:
            indent = " " * (len(line) - len(line.lstrip()) + 2)
            out += [indent + more for more in wrap_text(rest, max(width - len(indent), MIN_WRAP))]
    return "\n".join(out)


def fit_table(columns: Sequence[Column | str], rows: Sequence[Sequence[str]], width: int | None = DEFAULT_WIDTH) -> str:
    """The text of a table (header, rule, rows) that fits ``width`` characters where its ranked and wrapped columns
    allow it; the columns left out are named on a last line. A plain string is a column always shown, never wrapped."""
    columns = [Column(c) if isinstance(c, str) else c for c in columns]
    natural = [max([len(c.header), *(len(r[i]) for r in rows)]) for i, c in enumerate(columns)]
    shown = list(range(len(columns)))

    def total(widths: dict[int, int]) -> int:
        return sum(widths.values()) + len(GAP) * (len(widths) - 1)

    for rank in sorted({c.drop for c in columns if c.drop}):
        if width is None or total({i: natural[i] for i in shown}) <= width:
            break
        shown = [i for i in shown if columns[i].drop != rank]
    widths = {i: natural[i] for i in shown}
    if width is not None:
        _narrow_wrapped(widths, columns, rows, total(widths) - width)

    def lines(cells: Sequence[str]) -> list[str]:
        wrapped = {i: wrap_text(cells[i], widths[i]) if columns[i].wrap else [cells[i]] for i in shown}
        height = max(len(w) for w in wrapped.values())
        return [GAP.join((str.rjust if columns[i].right else str.ljust)(wrapped[i][k] if k < len(wrapped[i]) else "", widths[i])
                         for i in shown).rstrip() for k in range(height)]

    rule = ["-" * widths.get(i, 0) for i in range(len(columns))]
    text = [*lines([c.header for c in columns]), *lines(rule), *(line for r in rows for line in lines(r))]
    hidden = [columns[i].header.strip("()") for i in range(len(columns)) if i not in shown]
    if hidden:
        text.append(fit_lines(f"(not shown, to fit {width} columns: {', '.join(hidden)}; --wide shows every column)", width))
    return "\n".join(text) + "\n"


def _narrow_wrapped(widths: dict[int, int], columns: Sequence[Column], rows: Sequence[Sequence[str]], over: int) -> None:
    """Take ``over`` characters from the wrapped columns, one at a time from the column it lengthens least (of equal
    ones, the widest), none below its least width."""
    least = {i: max(len(columns[i].header), min(w, MIN_WRAP)) for i, w in widths.items() if columns[i].wrap}

    def added_lines(i: int) -> int:
        return sum(len(wrap_text(r[i], widths[i] - 1)) - len(wrap_text(r[i], widths[i])) for r in rows)

    for _ in range(over):
        candidates = [i for i in least if widths[i] > least[i]]
        if not candidates:
            return
        cheapest = candidates[0] if len(candidates) == 1 else min(candidates, key=lambda i: (added_lines(i), -widths[i]))
        widths[cheapest] -= 1
