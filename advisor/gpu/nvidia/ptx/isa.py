"""What each PTX instruction is: its class for the timing models, its memory
space and access width, and the registers it defines and uses.

Instruction classes follow the kernel-predictor paper's GPU model ([kleimenov2021],
section 3: latencies and issue delays per instruction kind, with
delay = max(warpSize / units, 1)), i.e. one class per kind of execution unit:

=========== ===============================================================
fp32        add/sub/mul/fma/mad/min/max/neg/abs/setp... on .f32 (FP32 units)
fp64        the same on .f64 (FP64 units)
fp16        .f16 / .f16x2 / .bf16 arithmetic
int         integer and bit arithmetic, integer setp/selp (INT units)
sfu         sqrt, rsqrt, rcp, ex2, lg2, sin, cos, tanh, and f32/f64 div
            (nvcc expands div.rn into an rcp-based sequence)
conv        cvt / cvta (conversions)
move        mov, selp on non-integers, prmt, shfl-free data movement
ld_global   st_global  ld_shared  st_shared  ld_local  st_local
ld_param    ld_const   atomic (atom / red)
branch      bra / brx / call
sync        bar / barrier / membar / fence
control     ret / exit
=========== ===============================================================
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from .ir import TYPES, Address, Instruction, PtxKernel, Register, Vector

CLASSES = ("fp32", "fp64", "fp16", "int", "sfu", "conv", "move", "ld_global", "st_global",
           "ld_shared", "st_shared", "ld_local", "st_local", "ld_param", "ld_const", "atomic",
           "branch", "sync", "control")

_SFU = {"sqrt", "rsqrt", "rcp", "ex2", "lg2", "sin", "cos", "tanh", "div"}
_MEM = {"ld", "ldu", "st", "atom", "red"}
_SPACES = ("global", "shared", "local", "param", "const")
_NO_DEF = {"st", "bar", "barrier", "bra", "brx", "ret", "exit", "membar", "fence", "red",
           "trap", "call", "prefetch", "prefetchu", "pmevent", "nanosleep", "bar.warp"}


def memory_space(instr: Instruction) -> str | None:
    """``global`` / ``shared`` / ``local`` / ``param`` / ``const`` for memory ops.

    An access without a state space is generic (nvcc emits those for pointers it
    cannot classify); it counts as global unless the interpreter saw its
    addresses in the shared or local window and ``with_spaces`` made that explicit.
    """
    if instr.opcode not in _MEM:
        return None
    for space in _SPACES:
        if space in instr.modifiers:
            return space
    return "global"


def is_generic(instr: Instruction) -> bool:
    return instr.opcode in _MEM and not any(space in instr.modifiers for space in _SPACES)


def with_spaces(kernel: PtxKernel, spaces: Mapping[int, str]) -> PtxKernel:
    """``kernel`` with the generic accesses at the pcs of ``spaces`` given that state space:
    the models' static view.  The interpreter runs the generic form, whose registers
    hold generic addresses (``analysis.analyze_kernel`` resolves them as it goes)."""
    if not spaces:
        return kernel
    instructions = tuple(replace(i, modifiers=(spaces[i.pc],) + i.modifiers) if i.pc in spaces else i
                         for i in kernel.instructions)
    return replace(kernel, instructions=instructions)


def vector_width(instr: Instruction) -> int:
    for mod in instr.modifiers:
        if mod in ("v2", "v4", "v8"):
            return int(mod[1:])
    return 1


def access_bytes(instr: Instruction) -> int:
    """Bytes each lane reads or writes (element size x vector width)."""
    dtype = instr.dtype or "b32"
    return max(TYPES[dtype][1] // 8, 1) * vector_width(instr)


def classify(instr: Instruction) -> str:
    op = instr.opcode
    if op in _MEM:
        space = memory_space(instr)
        if op in ("atom", "red"):
            return "atomic"
        if space in ("param", "const"):
            return "ld_" + space
        return ("st_" if op == "st" else "ld_") + (space or "global")
    if op in ("bra", "brx", "call"):
        return "branch"
    if op in ("bar", "barrier", "membar", "fence"):
        return "sync"
    if op in ("ret", "exit", "trap"):
        return "control"
    if op in ("cvt", "cvta"):
        return "conv"
    if op in ("mov", "prmt", "shfl"):
        return "move"
    dtype = instr.dtype or ""
    if op in _SFU and dtype in ("f32", "f64", "f16"):
        return "sfu" if not (op == "div" and dtype == "f64" and "approx" in instr.modifiers) else "fp64"
    kind = TYPES.get(dtype, ("b", 32))[0]
    if op in ("setp", "set", "selp", "slct"):
        # a comparison runs on the unit of the compared type
        if kind == "f":
            return {"f32": "fp32", "f64": "fp64"}.get(dtype, "fp16")
        return "int"
    if kind == "f":
        return {"f32": "fp32", "f64": "fp64"}.get(dtype, "fp16")
    return "int"


def _regs(op) -> list[str]:
    if isinstance(op, Register):
        return [op.name.lstrip("!")]
    if isinstance(op, Address) and isinstance(op.base, Register):
        return [op.base.name]
    if isinstance(op, Vector):
        return [r.name for r in op.items if isinstance(r, Register)]
    return []


def defs_uses(instr: Instruction) -> tuple[list[str], list[str]]:
    """Registers written and read by ``instr`` (the guard predicate is a use).

    ``setp`` may name two destinations as ``%p1|%p2``; the parser keeps that as
    one register name, split here.
    """
    ops = instr.operands
    uses: list[str] = [instr.guard] if instr.guard else []
    if instr.opcode in _NO_DEF or not ops:
        for op in ops:
            uses += _regs(op)
        return [], uses
    dest = ops[0]
    defs = [n for r in _regs(dest) for n in r.split("|")] if not isinstance(dest, Address) else []
    for op in ops[1:]:
        uses += _regs(op)
    if instr.opcode == "atom":
        uses += _regs(ops[1]) if len(ops) > 1 else []
    return defs, uses
