"""What the analysis of a C function answers: its innermost loops' signatures, where each is, and what was approximated.

Plain data (no C parser), so that an answer kept on disk (:mod:`.cache`) reads back without loading the analysis.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..loops import CpuLoop


@dataclass(frozen=True)
class DerivedLoop:
    """A loop signature read off the code, where it is (file and lines) and why it is not vectorised or approximate."""

    loop: CpuLoop
    file: str
    line: int
    last_line: int
    why: tuple[str, ...]
    column: int = 0  # of its `for` (compilers' reports name a loop by line and column)


@dataclass(frozen=True)
class SourceLoops:
    """The innermost loops of one function, in source order, and notes on what was approximated."""

    file: str
    function: str
    loops: tuple[DerivedLoop, ...]
    notes: tuple[str, ...]
    parallel_notes: tuple[str, ...] = ()  # serial code: which loop of each nest would run on threads, or why none

    @property
    def cpu_loops(self) -> tuple[CpuLoop, ...]:
        return tuple(derived.loop for derived in self.loops)
