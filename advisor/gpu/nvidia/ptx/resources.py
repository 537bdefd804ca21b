"""Per-thread registers and per-block shared memory: from ptxas, or estimated.

The kernel-predictor paper's kernel model ([kleimenov2021], sec. 3: ``registers`` and
``sharedMem``) needs both to compute occupancy.  ``scripts/build_ptx.py`` stores
``ptxas -v`` numbers in ``resources.json`` beside the shipped PTX; when they are
missing (a user's PTX and no CUDA toolkit) the register count is estimated.

Estimate: PTX uses unlimited virtual registers in SSA-like style, so the
declared count is far too high.  We run a backward liveness analysis over the
CFG and take the largest number of simultaneously live virtual registers at any
instruction, counting 64-bit registers as two 32-bit ones and ignoring
predicates (they live in separate predicate registers).  ptxas also reserves a
few registers (stack pointer, address temporaries), so we add
``RESERVED_REGISTERS``.  On the shipped kernels this lands within a few
registers of ptxas; it is a floor-ish estimate, not an allocator.
"""

from __future__ import annotations

import json
import pathlib
from collections.abc import Sequence

from .ir import TYPES, BasicBlock, Instruction
from .isa import defs_uses

RESERVED_REGISTERS = 2


def _reg_width(name: str) -> int:
    """32-bit register slots of a virtual register, guessed from its prefix
    (nvcc names them %rd (b64), %fd (f64), %r, %f (32), %rs, %h (16), %p (pred))."""
    prefix = name.rstrip("0123456789")
    if prefix in ("%rd", "%fd", "%SP", "%SPL"):
        return 2
    if prefix == "%p":
        return 0
    return 1


def live_in(instructions: Sequence[Instruction], blocks: Sequence[BasicBlock], cfg) -> list[set[str]]:
    """Registers live on entry to each block (backward dataflow to a fixpoint)."""
    du = [defs_uses(i) for i in instructions]
    result: list[set[str]] = [set() for _ in blocks]
    changed = True
    while changed:
        changed = False
        for b in reversed(blocks):
            live = set().union(*(result[s] for s in cfg.succs[b.index])) if cfg.succs[b.index] else set()
            for pc in range(b.end - 1, b.start - 1, -1):
                d, u = du[pc]
                live.difference_update(d)
                live.update(u)
            if live != result[b.index]:
                result[b.index] = live
                changed = True
    return result


def estimate_registers(instructions: Sequence[Instruction], blocks: Sequence[BasicBlock], cfg) -> int:
    """Max simultaneously live 32-bit register slots + ``RESERVED_REGISTERS``."""
    if not instructions:
        return RESERVED_REGISTERS
    du = [defs_uses(i) for i in instructions]
    live_in_ = live_in(instructions, blocks, cfg)
    peak = 0
    for b in blocks:
        live = set().union(*(live_in_[s] for s in cfg.succs[b.index])) if cfg.succs[b.index] else set()
        for pc in range(b.end - 1, b.start - 1, -1):
            d, u = du[pc]
            peak = max(peak, sum(_reg_width(r) for r in live | set(d)))
            live.difference_update(d)
            live.update(u)
    return peak + RESERVED_REGISTERS


def read_resources(ptx_path: pathlib.Path) -> dict | None:
    """The ``resources.json`` beside a PTX file, if there is one."""
    path = ptx_path.parent / "resources.json"
    if not path.exists():
        return None
    return json.loads(path.read_text())


def type_bytes(dtype: str) -> int:
    return max(TYPES[dtype][1] // 8, 1)
