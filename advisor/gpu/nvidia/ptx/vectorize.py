"""What ptxas makes of scalar shared-memory loads: one vector load per aligned run of words.

The PTX is not what runs.  ptxas, which turns PTX into the SASS the GPU executes, merges
scalar 32-bit ``ld.shared`` of consecutive words from one base register into 64- and
128-bit loads when it can prove the alignment.  In the tiled matrix multiplications the
16 reads ``Mds[ty][k]``, k = 0..15, of a tile step are four ``LDS.128`` in the SASS, while
the strided ``Nds[k][tx]`` stay sixteen ``LDS`` (``ptxas`` and ``cuobjdump -sass`` of CUDA
13.0/13.5 for sm_75, sm_86, sm_90 and sm_120, run 2026-11-24 on ``kernels/cuda/bsp_matmul.cu``:
16 ``LDS`` + 4 ``LDS.128`` per tile step at TW = 16, 32 + 8 at TW = 32); the measured
sm_35/sm_52 binaries of the gpuperfpredict traces show the same (validation/gpu/README.md).
A merged load is one issue and, with 16 bytes per lane, a quarter of the bank-conflict
passes of its four scalar loads when its lanes are a row apart.

:func:`merge_shared_loads` applies that to a parsed kernel, before it is interpreted:

* candidates: unguarded, unordered ``ld.shared`` of one 32-bit type with an ``[%r + offset]``
  address, in one basic block, with nothing but register arithmetic and plain loads between
  them, and nothing in between that writes a base or reads or writes a destination of a
  load moved above it;
* a run of four words at a 16-byte aligned address becomes ``ld.shared.v4``, what is left of
  a run as pairs at 8-byte aligned addresses ``ld.shared.v2``;
* alignment is proven as ptxas would, from the known trailing zero bits of the base
  register (:func:`known_alignment`: integer shifts, multiplies, adds of the shared
  variables' addresses; once a kernel has a merge, its shared variables are laid out
  16-byte aligned, as ptxas places them).
"""

from __future__ import annotations

from dataclasses import replace

from .cfg import build_blocks, build_cfg
from .ir import TYPES, Address, Immediate, Instruction, PtxKernel, Register, Symbol, Vector
from .isa import classify, defs_uses

_WORD_TYPES = ("f32", "b32", "u32", "s32")
#: load qualifiers that order a load against other threads' accesses: such a load is not merged or crossed
_ORDERED = ("volatile", "relaxed", "acquire", "mmio", "sys")
#: instructions that order or move memory without an address operand (cp.async.wait_all, ...)
_MEMORY_EFFECTS = ("cp", "mbarrier", "griddepcontrol", "wmma", "mma", "wgmma", "tcgen05", "ldmatrix", "stmatrix",
                   "prefetch", "prefetchu", "discard", "call")
#: classes of advisor.gpu.nvidia.ptx.isa.classify that touch registers only
_REGISTER_ONLY = ("fp32", "fp64", "fp16", "int", "sfu", "conv", "move")
_MAX_ZEROS = 64


def _zeros(value: int) -> int:
    return _MAX_ZEROS if value == 0 else (value & -value).bit_length() - 1


def known_alignment(kernel: PtxKernel, symbol_zeros: int = 4) -> dict[str, int]:
    """Trailing zero bits every value of each register is known to have (flow-insensitive:
    the minimum over the register's definitions, iterated to a fixed point).  A shared
    variable's address has ``symbol_zeros`` (ptxas places them 16-byte aligned)."""
    shared = {v.name for v in kernel.shared}
    zeros: dict[str, int] = {}
    for ins in kernel.instructions:
        for reg in defs_uses(ins)[0]:
            zeros[reg] = _MAX_ZEROS

    def of(op: object) -> int:
        if isinstance(op, Register):
            return zeros.get(op.name, 0)
        if isinstance(op, Immediate):
            return _zeros(int(op.value)) if isinstance(op.value, int) else 0
        if isinstance(op, Symbol):
            return symbol_zeros if op.name in shared else 0
        return 0

    changed = True
    while changed:
        changed = False
        for ins in kernel.instructions:
            defs = defs_uses(ins)[0]
            if len(defs) != 1 or ins.guard:
                for reg in defs:
                    changed |= zeros[reg] != 0
                    zeros[reg] = 0
                continue
            src = ins.operands[1:]
            op = ins.opcode
            if not all(TYPES.get(m, ("b",))[0] in ("u", "s", "b") for m in ins.modifiers if m in TYPES):
                value = 0  # a float (or predicate) result has no trailing zero bits to speak of
            elif op in ("mov", "cvta", "cvt") and len(src) == 1:
                value = of(src[0])
            elif op == "shl" and len(src) == 2 and isinstance(src[1], Immediate):
                value = of(src[0]) + int(src[1].value)
            elif op == "mul" and "hi" not in ins.modifiers and len(src) == 2:
                value = of(src[0]) + of(src[1])
            elif op == "mad" and "hi" not in ins.modifiers and len(src) == 3:
                value = min(of(src[0]) + of(src[1]), of(src[2]))
            elif op in ("add", "sub") and len(src) == 2:
                value = min(of(src[0]), of(src[1]))
            elif op == "and" and len(src) == 2:
                value = max(of(src[0]), of(src[1]))
            else:
                value = 0
            value = min(value, _MAX_ZEROS)
            if value < zeros[defs[0]]:
                zeros[defs[0]] = value
                changed = True
    return zeros


def _candidate(ins: Instruction) -> tuple[str, int] | None:
    """(base register, offset) of a mergeable scalar shared load, else None."""
    if ins.opcode != "ld" or "shared" not in ins.modifiers or ins.guard or ins.dtype not in _WORD_TYPES:
        return None
    if any(m in _ORDERED for m in ins.modifiers):
        return None
    if any(m.startswith("v") and m[1:].isdigit() for m in ins.modifiers) or len(ins.operands) != 2:
        return None
    dst, addr = ins.operands
    if not isinstance(dst, Register) or not isinstance(addr, Address) or not isinstance(addr.base, Register):
        return None
    return addr.base.name, addr.offset_bytes


def _fences(ins: Instruction) -> bool:
    """Whether no shared load may move above ``ins``: anything but register arithmetic and plain
    (unordered) loads -- stores, atomics, barriers, fences, asynchronous copies and their waits,
    calls, matrix and ordered (volatile, acquire) loads alike."""
    if ins.opcode == "ld":
        return any(m in _ORDERED for m in ins.modifiers)
    return (ins.opcode in _MEMORY_EFFECTS or classify(ins) not in _REGISTER_ONLY
            or any(isinstance(op, Address) for op in ins.operands))


def _windows(kernel: PtxKernel):
    """Per basic block, runs of candidate loads each of which may move up to the first of the run:
    nothing between writes its base, and nothing between reads or writes its destination."""
    for block in kernel.blocks:
        window: list[int] = []
        touched: set[str] = set()   # registers read or written since the window began
        defined: set[str] = set()   # registers written since the window began
        for pc in range(block.start, block.end):
            ins = kernel.instructions[pc]
            defs, uses = defs_uses(ins)
            found = _candidate(ins)
            if found is not None:
                if window and (defs[0] in touched or found[0] in defined):
                    yield window
                    window = []
                if not window:  # what came before the window's first load does not matter
                    touched, defined = set(), set()
                window.append(pc)
                touched |= set(defs) | set(uses)
                defined |= set(defs)
                continue
            if _fences(ins):
                if window:
                    yield window
                window, touched, defined = [], set(), set()
                continue
            touched |= set(defs) | set(uses)
            defined |= set(defs)
        if window:
            yield window


def _runs(loads: list[tuple[int, int, Instruction]], zeros: int) -> list[list[tuple[int, int, Instruction]]]:
    """Groups of 4 (16-byte aligned) then 2 (8-byte aligned) loads of consecutive words."""
    by_offset = {off: (pc, off, ins) for pc, off, ins in loads}
    taken: set[int] = set()
    groups = []
    for width in (4, 2):
        need = {4: 4, 2: 3}[width]  # log2 of the alignment in bytes
        if zeros < need:
            continue
        for off in sorted(by_offset):
            run = [off + 4 * i for i in range(width)]
            if off % (4 * width) == 0 and all(o in by_offset and o not in taken for o in run):
                types = {by_offset[o][2].dtype for o in run}
                if len(types) == 1:
                    groups.append([by_offset[o] for o in run])
                    taken.update(run)
    return groups


def merge_shared_loads(kernel: PtxKernel) -> PtxKernel:
    """``kernel`` with its mergeable shared loads merged as ptxas merges them (the module docstring)."""
    zeros = known_alignment(kernel)
    replace_at: dict[int, Instruction] = {}
    removed: set[int] = set()
    for window in _windows(kernel):
        by_base: dict[str, list[tuple[int, int, Instruction]]] = {}
        for pc in window:
            base, off = _candidate(kernel.instructions[pc])
            by_base.setdefault(base, []).append((pc, off, kernel.instructions[pc]))
        for base, loads in by_base.items():
            for group in _runs(loads, zeros.get(base, 0)):
                first = min(pc for pc, _, _ in group)
                head = kernel.instructions[first]
                vector = Vector(tuple(ins.operands[0] for _, _, ins in sorted(group, key=lambda g: g[1])))
                address = Address(Register(base), min(off for _, off, _ in group))
                mods = tuple(m for m in head.modifiers if m != head.dtype) + (f"v{len(group)}", head.dtype)
                replace_at[first] = replace(head, modifiers=mods, operands=(vector, address))
                removed.update(pc for pc, _, _ in group if pc != first)
    if not replace_at:
        return kernel
    return _renumbered(kernel, replace_at, removed)


def _renumbered(kernel: PtxKernel, replace_at: dict[int, Instruction], removed: set[int]) -> PtxKernel:
    new_pc: dict[int, int] = {}
    instructions = []
    for pc, ins in enumerate(kernel.instructions):
        new_pc[pc] = len(instructions)
        if pc in removed:
            continue
        instructions.append(replace(replace_at.get(pc, ins), pc=len(instructions)))
    labels = {name: new_pc.get(pc, len(instructions)) for name, pc in kernel.labels.items()}
    ordered = tuple(instructions)
    blocks = build_blocks(ordered, labels)
    cfg = build_cfg(ordered, labels, blocks)
    shared = tuple(replace(v, align=max(v.align, 16)) for v in kernel.shared)
    return replace(kernel, instructions=ordered, labels=labels, blocks=blocks, cfg=cfg, loops=cfg.loops, shared=shared)
