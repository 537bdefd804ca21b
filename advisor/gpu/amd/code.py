"""The instruction stream of an AMDGCN kernel: instructions, basic blocks, control flow and loops.

What runs on an AMD GPU is the AMDGCN code ``clang -S`` writes (:mod:`.toolchain`), not the
PTX of the same source: the compiler unrolls, schedules and waits (``s_waitcnt``) on its own.
This module reads a kernel's code out of such an assembly file and gives it the shape the PTX
path has (:class:`advisor.gpu.nvidia.ptx.ir.BasicBlock`, :class:`advisor.gpu.nvidia.ptx.cfg.ControlFlowGraph`, built
by the same functions with AMDGCN's branch rules). Every instruction gets a class by its
mnemonic ([llvm-amdgpu] lists the instruction formats; the ISA guides of each family
[amd-gcn-wp], [amd-cdna3-wp], [amd-rdna3-isa] give the semantics):

==============  =========================================================================
class           instructions
==============  =========================================================================
salu            scalar ALU (``s_add_i32``, ``s_cmp_*``, ``s_and_saveexec_b64`` ...)
smem            scalar memory (``s_load_*``: kernel arguments, dispatch packet, constants)
valu_int        vector integer and bit operations, moves, compares
valu_fp32       vector FP32 and FP16 arithmetic (packed ``v_pk_*`` included)
valu_fp64       vector FP64 arithmetic
valu_trans      transcendental (``v_rcp``, ``v_sqrt``, ``v_rsq``, ``v_exp``, ``v_log``, ``v_sin``, ``v_cos``)
valu_cvt        conversions (``v_cvt_*``)
vmem_load       global/flat/buffer loads;      vmem_store: stores;  vmem_atomic: atomics
lds_load        ``ds_read*``/``ds_load*``;      lds_store: ``ds_write*``/``ds_store*``;  lds_atomic: other ``ds_*``
barrier         ``s_barrier``
wait            ``s_waitcnt*``, ``s_delay_alu``, ``s_clause``, ``s_nop``, cache invalidations and hints
branch          ``s_branch``, ``s_cbranch_*``;   end: ``s_endpgm``
==============  =========================================================================

RDNA 3's dual-issue ``v_dual_X :: v_dual_Y`` is one instruction of two operations (``ops``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..nvidia.ptx.cfg import Branching, build_blocks, build_cfg
from ..nvidia.ptx.ir import BasicBlock, ControlFlowGraph, Loop

CLASSES = ("salu", "smem", "valu_int", "valu_fp32", "valu_fp64", "valu_trans", "valu_cvt", "vmem_load", "vmem_store",
           "vmem_atomic", "lds_load", "lds_store", "lds_atomic", "barrier", "wait", "branch", "end")
_WAITS = ("s_waitcnt", "s_delay_alu", "s_clause", "s_nop", "s_set_inst_prefetch_distance", "s_inst_prefetch", "s_sendmsg", "s_setprio",
          "s_setreg", "s_sleep", "buffer_gl", "buffer_wbinv", "buffer_inv", "s_dcache", "s_icache")
_TRANSCENDENTAL = re.compile(r"^v_(rcp|sqrt|rsq|exp|log|sin|cos)(_iflag)?_")
_LABEL = re.compile(r"^(\.?[A-Za-z_$][\w.$]*):")
_FP64 = re.compile(r"_f64(_|$)")
_FP32 = re.compile(r"_(f32|f16|bf16)(_|$)|^v_(pk_|dual_)?(fma|fmac|mac|mad|madmk|fmamk|fmaak|madak)_f")


@dataclass(frozen=True)
class AmdgcnInstruction:
    pc: int
    opcode: str  # the mnemonic with its encoding suffix (v_add_co_u32_e32); a dual issue's first half
    operands: tuple[str, ...]  # as written (v[0:1], s4, vcc, 0x3ff, off, .LBB0_3)
    modifiers: tuple[str, ...]  # words after the operands (offset:16, glc, ...)
    klass: str  # one of CLASSES
    ops: int = 1  # operations issued by this instruction (2 for an RDNA 3 dual issue)
    line: int = 0
    second: AmdgcnInstruction | None = None  # a dual issue's second half (``v_dual_Y``), as an instruction of its own


@dataclass(frozen=True)
class AmdgcnKernel:
    name: str
    instructions: tuple[AmdgcnInstruction, ...]
    labels: dict[str, int]  # label -> pc
    blocks: tuple[BasicBlock, ...]
    cfg: ControlFlowGraph

    @property
    def loops(self) -> tuple[Loop, ...]:
        return self.cfg.loops

    def block_classes(self, block: int) -> dict[str, int]:
        """Operations per class in one basic block."""
        counts: dict[str, int] = {}
        b = self.blocks[block]
        for ins in self.instructions[b.start:b.end]:
            counts[ins.klass] = counts.get(ins.klass, 0) + ins.ops
        return counts


class CodeError(ValueError):
    """Assembly that holds no such kernel, or a line that is not AMDGCN."""


def classify(opcode: str) -> str:
    """The class of a mnemonic (module docstring)."""
    if opcode == "s_endpgm":
        return "end"
    if opcode == "s_branch" or opcode.startswith("s_cbranch_"):
        return "branch"
    if opcode == "s_barrier":
        return "barrier"
    if opcode.startswith(_WAITS):
        return "wait"
    if opcode.startswith(("s_load_", "s_buffer_load_", "s_store_", "s_memtime", "s_memrealtime")):
        return "smem"
    if opcode.startswith("s_"):
        return "salu"
    if opcode.startswith(("global_", "flat_", "buffer_", "scratch_")):
        kind = opcode.split("_")[1]
        return "vmem_load" if kind == "load" else "vmem_store" if kind == "store" else "vmem_atomic"
    if opcode.startswith("ds_"):
        kind = opcode.split("_")[1]
        if kind in ("read", "read2", "load"):
            return "lds_load"
        return "lds_store" if kind in ("write", "write2", "store") else "lds_atomic"
    if opcode.startswith("v_"):
        if opcode.startswith("v_cvt_"):
            return "valu_cvt"
        if _TRANSCENDENTAL.match(opcode):
            return "valu_trans"
        if _FP64.search(opcode):
            return "valu_fp64"
        if _FP32.search(opcode):
            return "valu_fp32"
        return "valu_int"
    raise CodeError(f"{opcode!r} is not an AMDGCN instruction")


AMDGCN_BRANCHING = Branching(
    target=lambda ins: ins.operands[0] if ins.klass == "branch" and ins.operands else None,
    ends_block=lambda ins: ins.klass in ("branch", "end"),
    falls_through=lambda ins: ins.opcode != "s_branch" and ins.klass != "end",
)


def _split_operands(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``v[0:1], v2, off offset:16 glc`` -> (operands, modifiers): operands are comma-separated, the
    words after the last operand are modifiers."""
    parts = [p.strip() for p in re.split(r",(?![^\[]*\])", text) if p.strip()]
    if not parts:
        return (), ()
    last, *tail = parts[-1].split()
    return tuple(parts[:-1]) + (last,), tuple(tail)


def _instruction(text: str, pc: int, line: int) -> AmdgcnInstruction:
    halves = text.split("::")
    opcode, _, rest = halves[0].strip().partition(" ")
    operands, modifiers = _split_operands(rest.split(";")[0])
    klass = classify(opcode)
    if len(halves) == 2 and opcode.startswith("v_dual_"):
        second = _instruction(halves[1], pc, line)
        if second.klass == "valu_fp32":  # the pair is as costly as its wider half
            klass = "valu_fp32"
        return AmdgcnInstruction(pc, opcode, operands, modifiers, klass, 2, line, second)
    return AmdgcnInstruction(pc, opcode, operands, modifiers, klass, 1, line)


def read_kernel(assembly: str, name: str) -> AmdgcnKernel:
    """The code of kernel ``name`` in AMDGCN assembly text (``clang -S`` for ``amdgcn-amd-amdhsa``)."""
    lines = assembly.splitlines()
    start = next((i for i, text in enumerate(lines) if text.split(";")[0].strip() == f"{name}:"), None)
    if start is None:
        raise CodeError(f"no kernel {name!r} in the assembly")
    instructions: list[AmdgcnInstruction] = []
    labels: dict[str, int] = {}
    for number in range(start + 1, len(lines)):
        text = lines[number].split(";")[0].strip() if not lines[number].lstrip().startswith(";") else ""
        if not text or (text.startswith(".") and not _LABEL.match(text)):
            if text.startswith((".Lfunc_end", ".size")):
                break
            continue  # directives (.p2align ...) and comments
        label = _LABEL.match(text)
        if label:
            if label.group(1).startswith(".Lfunc_end"):
                break
            labels[label.group(1)] = len(instructions)
            continue
        instructions.append(_instruction(text, len(instructions), number + 1))
    if not instructions:
        raise CodeError(f"kernel {name!r} has no instructions")
    code = tuple(instructions)
    missing = sorted({ins.operands[0] for ins in code if ins.klass == "branch"} - set(labels))
    if missing:
        raise CodeError(f"kernel {name!r} branches to {missing[0]}, which it does not define")
    blocks = build_blocks(code, labels, AMDGCN_BRANCHING)
    return AmdgcnKernel(name, code, labels, blocks, build_cfg(code, labels, blocks, AMDGCN_BRANCHING))
