"""What the energy models read of the node, as a protocol: an :class:`advisor.platform.Platform` is a :class:`Node`
(so that the energy side imports nothing above it, ``scripts/architecture.py``)."""

from __future__ import annotations

from typing import Protocol

from ..cpu.descriptor import Cpu


class Node(Protocol):
    cpu: Cpu
    idle_power_w: float  # pwr(idle) of [jiang2017] eq. 18: CPU package, every GPU board and the rest of the node
