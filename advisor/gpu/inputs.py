"""What the GPU's models take: a step's CUDA kernel at concrete sizes (:class:`CudaLaunch`), and what they read of a
kernel at its sizes and of the node, as protocols.

The core's :class:`advisor.core.counts.KernelCounts` is a :class:`KernelAtSizes`, its
:class:`~advisor.core.counts.StepCounts` are :class:`StepAtSizes`, an :class:`advisor.platform.Platform` is a
:class:`Node`. Named here by what the models read of them, so that the GPU side imports nothing above it
(``scripts/architecture.py``) and a test can hand it any object that has these fields.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Protocol

from ..elementwise import Value
from .descriptor import Gpu


@dataclass(frozen=True)
class CudaLaunch:
    """A step's CUDA kernel at concrete sizes: arguments evaluated (integral values as int)."""

    source: str
    kernel: str
    args: Mapping[str, float]
    path: Path  # the file ``source`` names
    contents: Mapping[str, float] = field(default_factory=lambda: MappingProxyType({}))
    l2_resident: bool | None = None  # as the workload says; None: derived (advisor.gpu.kerneltime.program_in_l2)


class StepAtSizes(Protocol):
    """One GPU kernel of the program at concrete sizes, over all its launches."""

    name: str
    flops: Mapping[str, Value]  # by precision
    parallelism: Value  # independent work items per launch
    launches: Value
    threads_per_launch: Value
    element_bytes: Value
    block: tuple[int, ...] | None
    grid: tuple[int, ...] | None
    cuda: CudaLaunch | None  # its CUDA kernel, where the workload names one

    def dram_traffic_bytes(self, cache_bytes: float) -> Value: ...


class HostCodeAtSizes(Protocol):
    memory: str  # advisor.link.hostcode.HOST_MEMORY
    process: str  # advisor.link.hostcode.PROCESSES


class KernelAtSizes(Protocol):
    """A kernel at concrete sizes: its steps, and what its host code does before them."""

    steps: Sequence[StepAtSizes]
    host: HostCodeAtSizes
    resident_bytes: Value  # bytes of its arrays in device memory


class Node(Protocol):
    """The node: its GPUs, and the descriptor file that errors name."""

    gpus: Sequence[Gpu]
    path: str
