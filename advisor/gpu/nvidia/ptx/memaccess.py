"""Executing memory instructions for the interpreter, and recording what they touch.

A mixin of ``interp.Machine`` (it uses the machine's
registers, masks and counters): address computation, loads and stores in the
param / global / constant / shared / local spaces, and per warp-level request
the statistics of ``memory.py`` (sectors, bank conflicts) added to the
counters, the sampled addresses and the L1 reuse stream.

Values: param loads return the arguments; global, constant and local loads
return ``memory.pseudo_content`` of the address, or, for an array whose content
the caller gave (``analyze_kernel(contents=...)``), that constant; shared memory keeps the
values stored in it, per 4-byte word per block.  Local memory is interleaved
word by word across the lanes of a warp, as the hardware lays it out, so a
spilled or per-thread array costs what it costs on the GPU.
"""

from __future__ import annotations

import numpy as np

from . import memory as mem
from .ir import Address, Instruction, Register, Symbol, Vector
from .isa import access_bytes, is_generic, memory_space
from .ops import norm_int

#: Synthetic base of local memory (far above the pointer regions).
LOCAL_BASE = 1 << 56
#: The atomic operations nvcc combines across a warp's lanes that target one address ([nv-warp-aggregated]).
AGGREGATED_ATOMIC_TYPES = ("u32", "s32", "u64", "s64")


def warp_operation_shares(instr: Instruction, warps: np.ndarray, addresses: np.ndarray) -> np.ndarray:
    """Each active lane's share of the memory operation its warp sends to its address: ``1 / k`` where ``k`` lanes of
    the warp add integers into the same address, 1 otherwise.

    Since CUDA 9 nvcc aggregates a warp's integer atomic adds to one address into a single operation (the
    lanes' increments summed across the warp first: [nv-warp-aggregated], "The NVCC compiler now performs warp
    aggregation for atomics automatically in many cases"), so the address's unit sees one operation per warp.
    Other atomics (floating point, exchange, compare-and-swap) reach it lane by lane."""
    if "add" not in instr.modifiers or instr.dtype not in AGGREGATED_ATOMIC_TYPES or not addresses.size:
        return np.ones(addresses.size)
    _, pair_of, lanes_per_pair = np.unique(np.stack([warps, addresses]), axis=1, return_inverse=True, return_counts=True)
    return 1.0 / lanes_per_pair[pair_of.ravel()]


class MemoryAccess:
    """Memory-instruction part of ``interp.Machine`` (uses its registers,
    ``params``, ``shared_offsets``, ``smem``, ``state`` and ``layout``)."""

    def _address(self, op: Address) -> np.ndarray:
        base = op.base
        if isinstance(base, Register):
            v = norm_int(self.read(base), "s", 64)
        elif isinstance(base, Symbol):
            v = np.int64(self.shared_offsets.get(base.name, 0))
        else:
            v = np.int64(0)
        return np.broadcast_to(v + op.offset_bytes, (self.L,))

    def _memory(self, instr: Instruction, em: np.ndarray, whole: bool) -> None:
        space = memory_space(instr)
        is_store = instr.opcode in ("st", "red")
        addr_op = instr.operands[0] if is_store else instr.operands[1]
        data_op = instr.operands[1] if is_store else instr.operands[0]
        if space == "param":
            name = addr_op.base.name if isinstance(addr_op, Address) and addr_op.base else ""
            self._write(data_op.name, self.params.get(name, 0), em, whole)
            self.taint.discard(data_op.name)
            return
        addr = self._address(addr_op)
        if is_generic(instr):
            space, addr = self._resolve_generic(instr, addr, em)
        nbytes = access_bytes(instr)
        if space == "local":
            # local memory is interleaved per 4-byte word across the lanes of a
            # warp: word w of lane l lives at w*128 + 4*l (of a per-warp region)
            lane = self.special["%laneid"]
            phys = LOCAL_BASE + (self.lane_block * self.W + self.special["%warpid"]) * (1 << 24) \
                + (addr // 4) * 128 + 4 * lane
            words = max(nbytes // 4, 1)
            for w in range(words):
                self._record(instr, space, phys + 128 * w, em, min(nbytes, 4), part=w)
        else:
            self._record(instr, space, addr, em, nbytes)
        items = data_op.items if isinstance(data_op, Vector) else (data_op,)
        elem = nbytes // max(len(items), 1)
        is_float = (instr.dtype or "").startswith("f")
        for i, item in enumerate(items):
            a = addr + i * elem
            if space == "shared":
                widx = self.lane_block * self.shared_words + np.clip(a >> 2, 0, self.shared_words - 1)
                if is_store:
                    val = np.broadcast_to(np.asarray(self.read(item), dtype=np.float64), (self.L,))
                    self.smem[widx[em]] = val[em]
                    continue
                val = self.smem[widx]
                val = val if is_float else val.astype(np.int64)
            elif is_store:
                continue
            else:
                val = mem.pseudo_content(a, is_float)
                if self.contents:
                    val = self._given_content(a, val, is_float)
            if isinstance(item, Register):
                self._write(item.name, val, em, whole)
                self.taint.add(item.name)

    def _resolve_generic(self, instr: Instruction, addr, em):
        """(space, address in it) of a generic access: shared or local when every
        active lane points into that window (``memory.GENERIC_WINDOWS``), else global.
        The first resolution of a pc holds (``RunState.generic_spaces``)."""
        active = addr[em]
        space = self.state.generic_spaces.get(instr.pc)
        if space is None and active.size:
            space = "global"
            for name, base in mem.GENERIC_WINDOWS.items():
                if ((active >= base) & (active < base + mem.WINDOW_BYTES)).all():
                    space = name
            self.state.generic_spaces[instr.pc] = space
        if space in mem.GENERIC_WINDOWS:
            return space, addr - mem.GENERIC_WINDOWS[space]
        return "global", addr

    def _given_content(self, addr, val, is_float: bool):
        """Replace the pseudo-content of arrays whose content the caller gave (a constant)."""
        region = np.asarray(addr, dtype=np.int64) // mem.POINTER_SPACING
        for key, value in self.contents.items():
            val = np.where(region == key, value if is_float else int(value), val)
        return val

    def _sample(self, pc: int, addr, em) -> None:
        """Keep the byte addresses of the first warp that executes ``pc`` (-1: inactive)."""
        rows = em.reshape(self.G, 32).any(axis=1)
        if rows.any():
            r = int(np.argmax(rows))
            lanes = slice(32 * r, 32 * r + 32)
            self.state.samples[pc] = np.where(em[lanes], addr[lanes], -1)

    def _request_stats(self, pc: int, space: str, addr, em, nbytes: int):
        """Per-warp request statistics, reused when the same lanes access the
        same pattern shifted by a multiple of the pattern period (128 B for
        banks, 32 B for sectors): typical of unrolled and steady loop bodies."""
        unit = 128 if space == "shared" else mem.SECTOR_BYTES
        hit = self._stats_cache.get(pc)
        if hit is not None:
            prev_mask, prev_addr, stats = hit
            if prev_mask is em or np.array_equal(prev_mask, em):
                d = (addr - prev_addr)[em]
                shift = int(d[0]) if d.size else 0
                if shift % unit == 0 and (d == shift).all():
                    if shift and space != "shared":
                        req, sectors, ideal, lanes, (rows, secs) = stats
                        stats = (req, sectors, ideal, lanes, (rows, secs + shift // mem.SECTOR_BYTES))
                    self._stats_cache[pc] = (em, addr, stats)
                    return stats
        if space == "shared":
            stats = mem.shared_request_stats(addr, em, nbytes, self.G)
        else:
            stats = mem.global_request_stats(addr, em, nbytes, self.G)
        self._stats_cache[pc] = (em, addr, stats)
        return stats

    def _record(self, instr: Instruction, space: str, addr, em, nbytes: int, part: int = 0) -> None:
        if space not in ("global", "shared", "local"):
            return
        m = self.mem_col[instr.pc]
        c = self.layout.mem0 + 4 * m
        cw = self.state.cw
        if instr.pc not in self.state.samples:
            self._sample(instr.pc, addr, em)
        pc_key = (instr.pc, part) if part else instr.pc
        if space == "shared":
            req, wave, degree, lanes = self._request_stats(pc_key, space, addr, em, nbytes)
            cw[:, c] += req
            cw[:, c + 1] += degree
            cw[:, c + 3] += wave
        else:
            req, sectors, ideal, lanes, (rows, secs) = self._request_stats(pc_key, space, addr, em, nbytes)
            if part:            # later words of an interleaved local access: same request
                req, lanes = req * 0, lanes * 0
            cw[:, c] += req
            cw[:, c + 1] += sectors
            cw[:, c + 2] += ideal
            cw[:, c + 3] += req
            if instr.opcode in ("ld", "ldu") and space == "global":
                li = self.mem_loop[instr.pc]
                warm = li is None or self.loops.iteration.get(li, 0) >= 2
                self.state.l1_stream.append((m, rows, secs, warm))
            if instr.opcode in ("atom", "red") and space == "global":
                lanes_addr = np.asarray(addr)[em]
                self.state.atomics.setdefault(instr.pc, []).append(
                    (self.lane_block[em], lanes_addr, warp_operation_shares(instr, np.flatnonzero(em) // 32, lanes_addr)))
            if secs.size and space == "global":
                lo, hi = int(secs.min()) * mem.SECTOR_BYTES, (int(secs.max()) + 1) * mem.SECTOR_BYTES
                key = lo // mem.POINTER_SPACING
                if (hi - 1) // mem.POINTER_SPACING == key:
                    ext = self.state.extents.setdefault(key, [lo, hi])
                    ext[0], ext[1] = min(ext[0], lo), max(ext[1], hi)
        self.state.cl[:, self.layout.n_blocks + self.layout.n_loops + m] += lanes

