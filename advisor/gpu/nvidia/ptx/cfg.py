"""Basic blocks, control-flow graph, (post-)dominators and natural loops.

Basic blocks as in the pipeline paper [zhang2024] (sec. 2.1: a
block is entered only at its first instruction and left only at its last; it
either falls through or jumps to a label).  Loops are the natural loops of the
back edges ``latch -> header`` where the header dominates the latch (the
textbook definition); nvcc emits reducible CFGs, so every cycle is one of them.
The immediate post-dominator of each block is the reconvergence point of a
divergent branch in the SIMT model.

The graph algorithms know no instruction set: an ISA says which instructions end a block, where
they jump and whether they may fall through (:class:`Branching`; PTX's rules are the default,
AMDGCN's are in :mod:`advisor.gpu.amd.code`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .ir import BasicBlock, ControlFlowGraph, Instruction, Loop

_TERMINATORS = {"ret", "exit", "trap"}


def branch_target(instr: Instruction) -> str | None:
    if instr.opcode == "bra" and instr.operands:
        return getattr(instr.operands[0], "name", None)
    return None


@dataclass(frozen=True)
class Branching:
    """An instruction set's control flow: the label an instruction jumps to (None: none), whether it
    ends its block, and whether execution may go on to the next instruction after it."""

    target: Callable[[Any], str | None]
    ends_block: Callable[[Any], bool]
    falls_through: Callable[[Any], bool]


PTX_BRANCHING = Branching(
    target=branch_target,
    ends_block=lambda instr: instr.opcode == "bra" or instr.opcode in _TERMINATORS,
    falls_through=lambda instr: not ((instr.opcode == "bra" or instr.opcode in _TERMINATORS) and instr.guard is None),
)


def build_blocks(instructions: Sequence[Any], labels: dict[str, int],
                 branching: Branching = PTX_BRANCHING) -> tuple[BasicBlock, ...]:
    """Split the instruction list (each with its ``pc``) at labels and after branches / returns."""
    n = len(instructions)
    leaders = {0} if n else set()
    leaders.update(pc for pc in labels.values() if pc < n)
    for instr in instructions:
        if branching.ends_block(instr) and instr.pc + 1 < n:
            leaders.add(instr.pc + 1)
    starts = sorted(leaders)
    label_at = {pc: name for name, pc in labels.items()}
    return tuple(BasicBlock(index=k, start=s, end=(starts[k + 1] if k + 1 < len(starts) else n),
                            label=label_at.get(s)) for k, s in enumerate(starts))


def build_cfg(instructions: Sequence[Any], labels: dict[str, int], blocks: Sequence[BasicBlock],
              branching: Branching = PTX_BRANCHING) -> ControlFlowGraph:
    block_at = {b.start: b.index for b in blocks}
    succs: list[tuple[int, ...]] = []
    for b in blocks:
        last = instructions[b.end - 1]
        out: list[int] = []
        target = branching.target(last)
        if target is not None:
            out.append(block_at[labels[target]])
        if branching.falls_through(last) and b.index + 1 < len(blocks):
            out.append(b.index + 1)
        succs.append(tuple(dict.fromkeys(out)))
    preds: list[list[int]] = [[] for _ in blocks]
    for b, ss in enumerate(succs):
        for s in ss:
            preds[s].append(b)
    n = len(blocks)
    idom = _immediate_dominators(n, succs, [tuple(p) for p in preds], entries=[0] if n else [])
    exits = [b for b in range(n) if not succs[b]]
    rsuccs = [tuple(p) for p in preds]
    rpreds = [tuple(s) for s in succs]
    ipdom = _immediate_dominators(n, rsuccs, rpreds, entries=exits)
    loops = _natural_loops(n, succs, [tuple(p) for p in preds], idom)
    return ControlFlowGraph(succs=tuple(succs), preds=tuple(tuple(p) for p in preds),
                            idom=tuple(idom), ipdom=tuple(ipdom), loops=loops)


def _immediate_dominators(n: int, succs, preds, entries: list[int]) -> list[int | None]:
    """Iterative dominator sets (Cooper-Harvey-Kennedy [cooper2001] style, on bit sets).

    Several ``entries`` are joined by a virtual root, which is how the post
    dominators of a kernel with several ``ret`` blocks are computed; a block
    whose only dominator is that root gets ``None``.
    """
    if n == 0:
        return []
    full = (1 << n) - 1
    dom = [full] * n
    for e in entries:
        dom[e] = 1 << e
    order = reverse_postorder(n, succs, entries)
    changed = True
    while changed:
        changed = False
        for b in order:
            if b in entries:
                continue
            ps = [dom[p] for p in preds[b]]
            new = (1 << b)
            if ps:
                acc = full
                for d in ps:
                    acc &= d
                new |= acc
            if new != dom[b]:
                dom[b] = new
                changed = True
    idom: list[int | None] = [None] * n
    for b in range(n):
        strict = dom[b] & ~(1 << b)
        # the immediate dominator is the strict dominator with the most dominators
        best, best_count = None, -1
        d = strict
        while d:
            low = d & -d
            c = low.bit_length() - 1
            cnt = bin(dom[c]).count("1")
            if cnt > best_count:
                best, best_count = c, cnt
            d ^= low
        idom[b] = best
    return idom


def reverse_postorder(n: int, succs, entries: list[int]) -> list[int]:
    """Blocks in reverse postorder of a depth-first walk from ``entries``
    (unreachable blocks last): every forward edge goes to a later block."""
    seen, post = set(), []
    for e in entries:
        stack = [(e, iter(succs[e]))]
        seen.add(e)
        while stack:
            node, it = stack[-1]
            nxt = next((s for s in it if s not in seen), None)
            if nxt is None:
                post.append(node)
                stack.pop()
            else:
                seen.add(nxt)
                stack.append((nxt, iter(succs[nxt])))
    rest = [b for b in range(n) if b not in seen]
    return list(reversed(post)) + rest


def dominates(idom: Sequence[int | None], a: int, b: int) -> bool:
    """True when block ``a`` dominates block ``b`` (walks the idom chain)."""
    while b is not None:
        if a == b:
            return True
        b = idom[b]
    return False


def _natural_loops(n: int, succs, preds, idom) -> tuple[Loop, ...]:
    bodies: dict[int, set[int]] = {}
    latches: dict[int, list[int]] = {}
    for src in range(n):
        for dst in succs[src]:
            if dominates(idom, dst, src):  # back edge src -> dst
                body = bodies.setdefault(dst, {dst})
                latches.setdefault(dst, []).append(src)
                stack = [src]
                while stack:
                    x = stack.pop()
                    if x not in body:
                        body.add(x)
                        stack.extend(preds[x])
    headers = sorted(bodies, key=lambda h: -len(bodies[h]))
    loops: list[Loop] = []
    for h in headers:
        parents = [o for o in headers if o != h and h in bodies[o] and bodies[h] <= bodies[o]]
        parent = min(parents, key=lambda o: len(bodies[o])) if parents else None
        depth = 1 + len(parents)
        exits = tuple(sorted((b, s) for b in bodies[h] for s in succs[b] if s not in bodies[h]))
        loops.append(Loop(header=h, body=frozenset(bodies[h]), latches=tuple(sorted(latches[h])),
                          exits=exits, depth=depth, parent=parent))
    loops.sort(key=lambda lp: (lp.depth, lp.header))
    return tuple(loops)
