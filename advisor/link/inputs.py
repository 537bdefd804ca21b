"""What the link's models take: one array's copy (:class:`ArrayCopy`), and what they read of a kernel at its sizes and
of the node, as protocols.

The core's :class:`advisor.core.counts.KernelCounts` is a :class:`KernelAtSizes` and an
:class:`advisor.platform.Platform` a :class:`Node`: named here by what the models read of them, so that the link
side imports nothing above it (``scripts/architecture.py``) and a test can hand it any object that has these fields.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from ..cpu.descriptor import Cpu
from ..elementwise import Value
from ..gpu.descriptor import Gpu
from .hostcode import HostCode


@dataclass(frozen=True)
class ArrayCopy:
    """One array's copy between host and device: ``h2d`` or ``d2h``, its bytes, and whether its host pages are
    fresh (never written: a pageable copy faults each in; :attr:`advisor.workload.ArraySpec.host_pages`)."""

    array: str
    direction: str
    bytes: float
    fresh: bool


def fresh_copied_bytes(copies: tuple[ArrayCopy, ...], direction: str) -> float:
    """The bytes of ``copies`` in ``direction`` whose host pages are fresh."""
    return sum(c.bytes for c in copies if c.fresh and c.direction == direction)


class StepAtSizes(Protocol):
    launches: Value


class KernelAtSizes(Protocol):
    """A kernel at concrete sizes, as its copies see it."""

    steps: Sequence[StepAtSizes]
    host: HostCode  # how its host code moves its data
    copies: tuple[ArrayCopy, ...]  # each array's copy, where the kernel names its arrays
    h2d_bytes: Value
    h2d_messages: Value  # one message per array, LogGP [jiang2017] eq. 12
    d2h_bytes: Value
    d2h_messages: Value
    h2d_fresh_bytes: Value  # copied from host pages never written
    d2h_fresh_bytes: Value  # copied into host pages never written
    reread_bytes: Value  # what an out-of-core version sends again each pass
    resident_bytes: Value  # bytes of its arrays in device memory
    array_bytes: Mapping[str, float]
    inputs: tuple[str, ...]  # the arrays copied in
    outputs: tuple[str, ...]  # the arrays copied out


class Node(Protocol):
    """The node: its CPU (whose memory a pageable copy stages through), its GPUs, and the file errors name."""

    cpu: Cpu
    gpus: Sequence[Gpu]
    path: str
