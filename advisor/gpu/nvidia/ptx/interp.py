"""Execute the threads of a few sampled thread blocks, all lanes at once (numpy).

Every thread of the sampled blocks is a lane of one numpy
vector (blocks padded to whole warps; padding lanes never run).  Registers
are arrays over lanes (conventions in ``ops.py``).

Divergence: each lane has its own basic-block pc; each step runs the block
that comes first in reverse postorder among the blocks where live lanes wait,
for exactly the lanes waiting there (*min-pc scheduling* on the reverse
postorder).  Along forward edges reverse postorder only increases, so lanes
that branch apart wait at the join (their immediate post-dominator) until the
others arrive, and lanes that left a loop wait at the exit until the last lane
leaves it: the same instruction/lane pairs as the SIMT reconvergence stack,
whatever order nvcc laid the blocks out in, and ``bar.sync`` stays ordered
(stores before the barrier run for all lanes before any load after it).

Counters are per sampled warp (rows): warp-level block executions (a block
counts once per warp with >= 1 active lane: what the warp issues), lane-level
executions, loop entries, conditional-branch divergence and per memory
instruction requests / sectors / ideal sectors / wavefronts.  Loops are
fast-forwarded by ``loops.LoopExtrapolator`` once steady.

Data: pointer parameters get synthetic bases ``memory.POINTER_SPACING``
apart; loads and stores are executed by ``memaccess.MemoryAccess`` (global,
constant and local loads return ``memory.pseudo_content``, or the constant the
caller gave for that pointer argument; shared memory keeps what was stored).
Generic accesses are resolved by address (``memory.GENERIC_WINDOWS``, set by
``cvta``).  ``shfl.sync`` reads other lanes of the warp; ``call`` is not
followed (the profile notes it).  A register is *tainted* when its value
derives from loaded data; a conditional branch on a tainted predicate is a
data-dependent branch and is recorded (its outcomes then follow the
pseudo-content).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .cfg import reverse_postorder
from .ir import Immediate, Instruction, PtxKernel, Register, Special, Symbol, Vector
from .isa import memory_space
from .loops import LoopExtrapolator
from .memaccess import MemoryAccess
from .ops import alu, compare, norm_int, type_of

#: Basic-block steps after which the run stops (a safety net for loops that
#: cannot be extrapolated; the profile then says it was truncated).
MAX_STEPS = 20000


@dataclass
class Layout:
    """Column layout of the warp-level (``cw``) and lane-level (``cl``) counters."""
    n_blocks: int
    n_loops: int
    mem_pcs: tuple[int, ...]            # global/shared/local memory instructions
    branch_pcs: tuple[int, ...]         # conditional branches

    @property
    def loop0(self): return self.n_blocks

    @property
    def mem0(self): return self.n_blocks + self.n_loops

    @property
    def br0(self): return self.mem0 + 4 * len(self.mem_pcs)

    @property
    def n_cw(self): return self.br0 + 2 * len(self.branch_pcs)

    @property
    def n_cl(self): return self.n_blocks + self.n_loops + len(self.mem_pcs)


@dataclass
class RunState:
    """Everything the interpreter accumulates; read by ``analysis.py``."""
    cw: np.ndarray
    cl: np.ndarray
    l1_stream: list = field(default_factory=list)      # (mem index, warp rows, sectors, warm)
    atomics: dict = field(default_factory=dict)       # global atomic pc -> [(sampled block, address) of its active lanes]
    extents: dict = field(default_factory=dict)       # pointer region -> [min, max] byte address
    dd_branches: dict = field(default_factory=dict)   # pc -> executions
    samples: dict = field(default_factory=dict)       # memory pc -> first warp's addresses
    unsupported: set = field(default_factory=set)
    generic_spaces: dict = field(default_factory=dict)  # pc of a generic access -> space it resolved to
    truncated: bool = False
    steps: int = 0


class Machine(MemoryAccess):
    def __init__(self, kernel: PtxKernel, grid, block, sample_blocks, param_values: dict,
                 contents: dict | None = None):
        self.k = kernel
        self.block_dims = block
        bx, by, bz = block
        threads = bx * by * bz
        self.W = -(-threads // 32)
        self.S = len(sample_blocks)
        self.G = self.S * self.W
        self.L = self.G * 32
        slot = np.arange(self.L)
        self.lane_block = slot // (self.W * 32)
        lin = slot % (self.W * 32)
        valid = lin < threads
        cta = np.asarray(sample_blocks, dtype=np.int64)[self.lane_block]
        self.special = {
            "%tid.x": lin % bx, "%tid.y": (lin // bx) % by, "%tid.z": lin // (bx * by),
            "%ntid.x": bx, "%ntid.y": by, "%ntid.z": bz,
            "%ctaid.x": cta[:, 0], "%ctaid.y": cta[:, 1], "%ctaid.z": cta[:, 2],
            "%nctaid.x": grid[0], "%nctaid.y": grid[1], "%nctaid.z": grid[2],
            "%laneid": lin % 32, "%warpid": lin // 32, "%nwarpid": self.W,
        }
        self.params = param_values
        self.contents = contents or {}     # pointer region (address // POINTER_SPACING) -> constant
        self.shared_offsets, off = {}, 0
        for var in kernel.shared:
            off = -(-off // var.align) * var.align
            self.shared_offsets[var.name] = off
            off += var.size_bytes
        self.shared_words = max(-(-off // 4), 1)
        self.smem = np.zeros(self.S * self.shared_words)
        self.regs: dict[str, np.ndarray] = {}
        self.taint: set[str] = set()
        self.bpc = np.where(valid, 0, -1)
        # scheduling rank of each block: its reverse-postorder position (index -1,
        # exited lanes, ranks last); see the module docstring
        rpo = reverse_postorder(len(kernel.blocks), kernel.cfg.succs, [0])
        self.rank = np.empty(len(kernel.blocks) + 1, dtype=np.int64)
        self.rank[rpo] = np.arange(len(rpo))
        self.rank[-1] = np.iinfo(np.int64).max
        self.prev = np.full(self.L, -1)
        loops = kernel.loops
        self.loop_index = {lp.header: i for i, lp in enumerate(loops)}
        mem_pcs = tuple(i.pc for i in kernel.instructions
                        if memory_space(i) in ("global", "shared", "local"))
        br_pcs = tuple(i.pc for i in kernel.instructions if i.opcode == "bra" and i.guard)
        self.layout = Layout(len(kernel.blocks), len(loops), mem_pcs, br_pcs)
        self.mem_col = {pc: i for i, pc in enumerate(mem_pcs)}
        # innermost loop of each memory instruction: its first iteration per loop
        # visit is a cache warm-up, left out of the L1 hit rate when later ones exist
        self.mem_loop = {}
        for b in kernel.blocks:
            lp = kernel.cfg.loop_of(b.index)
            for pc in range(b.start, b.end):
                self.mem_loop[pc] = self.loop_index[lp.header] if lp is not None else None
        self.br_col = {pc: i for i, pc in enumerate(br_pcs)}
        self.state = RunState(cw=np.zeros((self.G, self.layout.n_cw)), cl=np.zeros((self.G, self.layout.n_cl)))
        self.setp_values: dict[int, tuple] = {}
        self._stats_cache: dict[int, tuple] = {}
        self.loops = LoopExtrapolator(kernel, self)

    # ---------------------------------------------------------------- running
    def run(self) -> RunState:
        blocks = self.k.blocks
        with np.errstate(all="ignore"):
            while True:
                live = self.bpc >= 0
                if not live.any():
                    break
                self.state.steps += 1
                if self.state.steps > MAX_STEPS:
                    self.state.truncated = True
                    break
                ranks = self.rank[self.bpc]
                b = int(self.bpc[int(np.argmin(ranks))])
                mask = self.bpc == b
                self._enter_block(b, mask)
                blk = blocks[b]
                full = bool(mask.all())
                for pc in range(blk.start, blk.end - 1):
                    self._exec(self.k.instructions[pc], mask, full)
                self._finish_block(b, self.k.instructions[blk.end - 1], mask, full)
        return self.state

    def _enter_block(self, b: int, mask: np.ndarray) -> None:
        if b in self.loop_index:
            lp = self.k.loops[self.loop_index[b]]
            entering = mask & ~np.isin(self.prev, list(lp.body))
            if entering.any():
                col = self.layout.loop0 + self.loop_index[b]
                per_warp = entering.reshape(self.G, 32).sum(axis=1)
                self.state.cw[:, col] += per_warp > 0
                self.state.cl[:, col] += per_warp
            self.loops.on_header(self.loop_index[b], mask, bool(entering.any()))
        lanes = mask.reshape(self.G, 32).sum(axis=1)
        self.state.cw[:, b] += lanes > 0
        self.state.cl[:, b] += lanes

    def _finish_block(self, b: int, last: Instruction, mask: np.ndarray, full: bool) -> None:
        n_blocks = len(self.k.blocks)
        fall = b + 1 if b + 1 < n_blocks else -1
        if last.opcode == "bra":
            target = self.k.cfg.succs[b][0]
            if last.guard:
                taken = mask & self._guard(last)
                self._count_branch(last, mask, taken)
                nxt = np.where(taken, target, fall)
            else:
                nxt = target
        elif last.opcode in ("ret", "exit", "trap"):
            nxt = np.where(mask & self._guard(last), -1, fall) if last.guard else -1
        else:
            self._exec(last, mask, full)
            nxt = fall
        self.prev = np.where(mask, b, self.prev)
        self.bpc = np.where(mask, nxt, self.bpc)

    def _count_branch(self, instr: Instruction, mask, taken) -> None:
        col = self.layout.br0 + 2 * self.br_col[instr.pc]
        t = taken.reshape(self.G, 32).sum(axis=1)
        a = mask.reshape(self.G, 32).sum(axis=1)
        self.state.cw[:, col] += a > 0
        self.state.cw[:, col + 1] += (t > 0) & (t < a)
        if instr.guard in self.taint:
            self.state.dd_branches[instr.pc] = self.state.dd_branches.get(instr.pc, 0) + 1

    # ------------------------------------------------------------ operands
    def _guard(self, instr: Instruction) -> np.ndarray:
        g = self.regs.get(instr.guard)
        g = np.zeros(self.L, dtype=bool) if g is None else np.asarray(g, dtype=bool)
        return ~g if instr.guard_negated else g

    def read(self, op):
        if type(op) is Register:
            r = self.regs.get(op.name)
            if r is not None:
                return r
            if op.name.startswith("!"):
                r = self.regs.get(op.name[1:])
                return ~np.asarray(r, dtype=bool) if r is not None else np.ones(self.L, dtype=bool)
            return np.zeros(self.L, dtype=np.int64)   # never written: PTX leaves it undefined
        if isinstance(op, Immediate):
            return op.value
        if isinstance(op, Special):
            if op.name not in self.special:
                self.state.unsupported.add(op.name)
            return self.special.get(op.name, 0)
        if isinstance(op, Symbol):
            return self.shared_offsets.get(op.name, self.params.get(op.name, 0))
        raise NotImplementedError(type(op).__name__)

    def _write(self, name: str, value, em: np.ndarray, whole: bool) -> None:
        value = np.asarray(value)
        if whole:
            self.regs[name] = np.broadcast_to(value, (self.L,)).copy() if value.shape != (self.L,) else value
        else:
            old = self.regs.get(name)
            if old is None:
                old = np.zeros(self.L, dtype=value.dtype if value.dtype.kind != "b" else bool)
            self.regs[name] = np.where(em, value, old)

    # ------------------------------------------------------------ execution
    def _exec(self, instr: Instruction, mask: np.ndarray, full: bool) -> None:
        op = instr.opcode
        em = mask & self._guard(instr) if instr.guard else mask
        whole = full and not instr.guard
        if op in ("ld", "ldu", "st", "atom", "red"):
            self._memory(instr, em, whole)
            return
        if op in ("bar", "barrier", "membar", "fence", "nanosleep", "prefetch", "pmevent"):
            return
        dst = instr.operands[0] if instr.operands else None
        srcs = instr.operands[1:]
        tainted = any(isinstance(s, Register) and s.name.lstrip("!") in self.taint for s in srcs)
        if op == "shfl":
            self._shfl(instr, em, whole, tainted)
            return
        if op == "setp":
            value = self._setp(instr, srcs)
            names = dst.name.split("|")
            self._write(names[0], value, em, whole)
            if len(names) > 1:
                self._write(names[1], ~value, em, whole)
            for n in names:
                (self.taint.add if tainted else self.taint.discard)(n)
            return
        try:
            value = alu(instr, [self.read(s) for s in srcs])
        except (NotImplementedError, KeyError, IndexError):
            self.state.unsupported.add(".".join((op,) + instr.modifiers))
            value, tainted = np.zeros(self.L, dtype=np.int64), True
        if isinstance(dst, Vector):
            for item in dst.items:
                self._write(item.name, value, em, whole)
                self.taint.add(item.name)
            return
        self._write(dst.name, value, em, whole)
        (self.taint.add if tainted else self.taint.discard)(dst.name)

    def _shfl(self, instr: Instruction, em, whole: bool, tainted: bool) -> None:
        """shfl.sync.{up,down,bfly,idx}: read a register of another lane of the warp
        (lanes outside the warp or the segment keep their own value)."""
        dst, src, b = instr.operands[0], instr.operands[1], instr.operands[2]
        lane = self.special["%laneid"]
        delta = norm_int(self.read(b), "u", 32)
        mode = next((m for m in instr.modifiers if m in ("up", "down", "bfly", "idx")), "idx")
        j = {"up": lane - delta, "down": lane + delta, "bfly": lane ^ delta, "idx": delta & 31}[mode]
        j = np.broadcast_to(j, (self.L,))
        ok = (j >= 0) & (j < 32)
        source = np.where(ok, (np.arange(self.L) - lane) + np.clip(j, 0, 31), np.arange(self.L))
        value = np.asarray(self.read(src))
        value = np.broadcast_to(value, (self.L,))[source]
        names = dst.name.split("|")
        self._write(names[0], value, em, whole)
        if len(names) > 1:
            self._write(names[1], ok, em, whole)
        for n in names:
            (self.taint.add if tainted else self.taint.discard)(n)

    def _setp(self, instr: Instruction, srcs) -> np.ndarray:
        types = [m for m in instr.modifiers if m in ("s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64",
                                                      "b16", "b32", "b64", "f32", "f64", "f16")]
        kind, bits = type_of(types[-1] if types else "s32")
        cmp = instr.modifiers[0]
        a, b = self.read(srcs[0]), self.read(srcs[1])
        if kind == "f":
            a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
        else:
            k = "u" if cmp in ("lo", "ls", "hi", "hs") or kind == "u" else "s"
            a, b = norm_int(a, k, bits), norm_int(b, k, bits)
        if instr.pc in self.loops.exit_setps:
            self.setp_values[instr.pc] = (np.broadcast_to(a, (self.L,)), np.broadcast_to(b, (self.L,)))
        res = np.broadcast_to(compare(cmp, a, b, kind == "f"), (self.L,))
        bool_op = next((m for m in instr.modifiers[1:] if m in ("and", "or", "xor")), None)
        if bool_op and len(srcs) > 2:
            c = np.asarray(self.read(srcs[2]), dtype=bool)
            res = res & c if bool_op == "and" else (res | c if bool_op == "or" else res ^ c)
        return res
