"""What the CPU's models read of a kernel at its sizes and of the node, as protocols.

The core's :class:`advisor.core.counts.KernelCounts` is a :class:`KernelAtSizes`, its
:class:`~advisor.core.counts.StepCounts` are :class:`StepAtSizes`, an :class:`advisor.platform.Platform` is a
:class:`Node`. Named here by what the models read of them, so that the CPU side imports nothing above it
(``scripts/architecture.py``) and a test can hand it any object that has these fields.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from ..elementwise import Value
from .descriptor import Cpu, CpuImplementation
from .loops import CpuLoopCounts


class StepAtSizes(Protocol):
    """One step (one GPU kernel of the program, or one loop nest of its CPU code) at concrete sizes."""

    flops: Mapping[str, Value]  # by precision, over all launches
    parallelism: Value  # independent work items per launch
    launches: Value
    cpu_loops: tuple[CpuLoopCounts, ...]  # the step's own CPU loops, where it names them

    def dram_traffic_bytes(self, cache_bytes: float) -> Value: ...


class KernelAtSizes(Protocol):
    """A kernel at concrete sizes: its steps, its CPU code's loops, and how that code runs."""

    cpu: CpuImplementation
    steps: Sequence[StepAtSizes]
    cpu_loops: tuple[CpuLoopCounts, ...]
    cpu_loops_note: str  # what deriving the loops from the C source approximated, or why it could not
    cpu_parallel_note: str  # which loops of serial C code run on threads
    fresh_bytes: Value  # bytes of output arrays the program allocates for the run and writes first


class Node(Protocol):
    """The node: its CPU, and the descriptor file that errors name."""

    cpu: Cpu
    path: str
