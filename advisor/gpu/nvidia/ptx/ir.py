"""The parsed form of a PTX module: kernels, parameters, registers, instructions.

Plain frozen dataclasses, no behaviour beyond small helpers; the parser
(``parser.py``) builds them and the CFG (``cfg.py``), the interpreter
(``interp.py``) and the analysis (``analysis.py``) read them.  The pipeline paper
[zhang2024] (sec. 2.1 "PTX analysis") describes the same split of a module into
kernels, instructions and basic blocks.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: PTX fundamental types: name -> (kind, bits); kind is "s", "u", "b", "f" or "pred".
TYPES: dict[str, tuple[str, int]] = {
    "s8": ("s", 8), "s16": ("s", 16), "s32": ("s", 32), "s64": ("s", 64),
    "u8": ("u", 8), "u16": ("u", 16), "u32": ("u", 32), "u64": ("u", 64),
    "b8": ("b", 8), "b16": ("b", 16), "b32": ("b", 32), "b64": ("b", 64), "b128": ("b", 128),
    "f16": ("f", 16), "f16x2": ("f", 32), "bf16": ("f", 16), "f32": ("f", 32), "f64": ("f", 64),
    "pred": ("pred", 1),
}


@dataclass(frozen=True)
class Register:
    """A virtual register such as ``%r12`` or ``%fd3``."""
    name: str


@dataclass(frozen=True)
class Immediate:
    """An integer or floating-point literal (``0f3F800000`` is decoded to 1.0)."""
    value: int | float


@dataclass(frozen=True)
class Special:
    """A special register: ``%tid.x``, ``%ntid.y``, ``%ctaid.z``, ``%laneid``, ..."""
    name: str


@dataclass(frozen=True)
class Symbol:
    """A label, parameter or variable name used as an operand."""
    name: str


@dataclass(frozen=True)
class Address:
    """``[base+offset]``: base is a register or a symbol (param / shared variable)."""
    base: Register | Symbol | None
    offset_bytes: int = 0


@dataclass(frozen=True)
class Vector:
    """``{%f1, %f2}``: the registers of a vector load/store or a multi-result op."""
    items: tuple[Register | Immediate, ...]


Operand = Register | Immediate | Special | Symbol | Address | Vector


@dataclass(frozen=True)
class Instruction:
    """One PTX instruction.

    ``opcode`` is the base name (``ld``, ``fma``, ``setp``); ``modifiers`` the dotted
    suffixes in order (``("global", "f32")``); ``dtype`` the last modifier that is a
    PTX type (``"f32"``) or ``None``.  ``guard`` is the predicate register of
    ``@%p`` / ``@!%p`` and ``guard_negated`` tells which.
    """
    pc: int
    opcode: str
    modifiers: tuple[str, ...]
    operands: tuple[Operand, ...]
    guard: str | None = None
    guard_negated: bool = False
    line: int = 0

    @property
    def dtype(self) -> str | None:
        for mod in reversed(self.modifiers):
            if mod in TYPES:
                return mod
        return None

    @property
    def text(self) -> str:
        ops = ", ".join(_operand_text(o) for o in self.operands)
        guard = f"@{'!' if self.guard_negated else ''}{self.guard} " if self.guard else ""
        return f"{guard}{'.'.join((self.opcode,) + self.modifiers)} {ops}".strip()


def _operand_text(op: Operand) -> str:
    if isinstance(op, (Register, Special, Symbol)):
        return op.name
    if isinstance(op, Immediate):
        return repr(op.value)
    if isinstance(op, Address):
        base = op.base.name if op.base is not None else ""
        off = f"+{op.offset_bytes}" if op.offset_bytes else ""
        return f"[{base}{off}]"
    return "{" + ", ".join(_operand_text(i) for i in op.items) + "}"


@dataclass(frozen=True)
class Param:
    """A kernel parameter: PTX name, type, byte offset in the parameter space,
    and the CUDA source name when known (from resources.json or the .cu file).
    ``is_pointer`` comes from the source; without it a 64-bit parameter is
    assumed to be a pointer."""
    ptx_name: str
    dtype: str
    offset_bytes: int
    size_bytes: int
    source_name: str | None = None
    is_pointer: bool | None = None

    @property
    def pointer(self) -> bool:
        if self.is_pointer is not None:
            return self.is_pointer
        return self.size_bytes == 8 and self.dtype in ("u64", "b64", "s64")

    @property
    def name(self) -> str:
        return self.source_name or self.ptx_name


@dataclass(frozen=True)
class SharedVar:
    """A ``.shared`` declaration: name, element type, total bytes, alignment."""
    name: str
    dtype: str
    size_bytes: int
    align: int


@dataclass(frozen=True)
class BasicBlock:
    """Instructions ``[start, end)`` (kernel-level pcs); ``label`` if it starts at one."""
    index: int
    start: int
    end: int
    label: str | None


@dataclass(frozen=True)
class Loop:
    """A natural loop: ``header`` block, ``body`` blocks (header included),
    ``latches`` (sources of back edges), ``exits`` (edges leaving the body),
    ``depth`` (1 = outermost) and ``parent`` (header of the enclosing loop)."""
    header: int
    body: frozenset[int]
    latches: tuple[int, ...]
    exits: tuple[tuple[int, int], ...]
    depth: int
    parent: int | None


@dataclass(frozen=True)
class ControlFlowGraph:
    """Successors/predecessors per block, immediate dominators and post-dominators
    (``None`` for the entry / for blocks that post-dominate to the virtual exit),
    and the natural loops sorted outermost first."""
    succs: tuple[tuple[int, ...], ...]
    preds: tuple[tuple[int, ...], ...]
    idom: tuple[int | None, ...]
    ipdom: tuple[int | None, ...]
    loops: tuple[Loop, ...]

    def loop_of(self, block: int) -> Loop | None:
        """The innermost loop containing ``block``, or None."""
        best = None
        for loop in self.loops:
            if block in loop.body and (best is None or loop.depth > best.depth):
                best = loop
        return best


@dataclass(frozen=True)
class PtxKernel:
    """One ``.entry``.  ``registers`` is per-thread registers: from ptxas when known
    (``registers_source == "ptxas"``), otherwise ``estimated_registers``, the estimate of
    ``resources.estimate_registers`` (``"estimate"``)."""
    name: str
    params: tuple[Param, ...]
    reg_decls: dict[str, tuple[str, int]]          # prefix -> (type, count)
    shared: tuple[SharedVar, ...]
    local_bytes: int
    instructions: tuple[Instruction, ...]
    labels: dict[str, int]                          # label -> pc
    blocks: tuple[BasicBlock, ...]
    cfg: ControlFlowGraph
    loops: tuple[Loop, ...]
    registers: int
    registers_source: str
    estimated_registers: int  # the liveness estimate, whatever ``registers`` holds (for a GPU older than the PTX target)
    target: str = ""

    @property
    def shared_bytes(self) -> int:
        """Static shared memory per block in bytes (sum of the .shared declarations)."""
        return sum(v.size_bytes for v in self.shared)

    def param(self, name: str) -> Param:
        for p in self.params:
            if name in (p.ptx_name, p.source_name):
                return p
        raise KeyError(name)


@dataclass(frozen=True)
class PtxModule:
    """A parsed PTX file: ``.version``, ``.target``, ``.address_size`` and its kernels."""
    version: str
    target: str
    address_size: int
    kernels: dict[str, PtxKernel] = field(default_factory=dict)
    globals: tuple[SharedVar, ...] = ()
