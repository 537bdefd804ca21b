"""Run the wavefronts of an AMDGCN kernel: which blocks they execute, which addresses their memory
instructions touch.

The PTX interpreter (:mod:`advisor.gpu.nvidia.ptx.interp`) runs the virtual ISA; what an AMD GPU runs is the
AMDGCN code (:mod:`.code`), whose loops, unrolling and address arithmetic are the compiler's own.
This interpreter runs that code for the wavefronts of sampled work-groups, lanes as numpy arrays,
from the state the hardware starts a wavefront in ([llvm-amdgpu], "Initial Kernel Execution
State"): user SGPRs (private segment buffer, dispatch packet pointer, kernel argument pointer, as
the kernel descriptor's ``.amdhsa_user_sgpr_*`` enable them), then the work-group ids, and the
work-item ids in ``v0`` (``v0``-``v2``, or packed 10 bits each on gfx90a and later). Kernel
arguments are laid out as the code object metadata says; pointer arguments get distinct
synthetic base addresses, so every address a lane computes says which argument and which byte.

Scope: the GFX8 to GFX11 encodings (gfx803: GCN 3 and 4; gfx906, gfx908, gfx90a, gfx942: GCN 5 and
CDNA; gfx103x, gfx11xx: RDNA 2 and 3, wave32 and wave64), the instructions clang emits for the
built-in kernels and Kernel Tuner's convolution. GFX8's ``v_add_u32`` with a carry-out is GFX9's
``v_add_co_u32``, and GFX10/11's renamed mnemonics are read as GFX9's (:func:`canonical_opcode`). An instruction outside that set stops the run with its
mnemonic (:class:`InterpretError`). The waves of a work-group run in turn between barriers, so
LDS written before an ``s_barrier`` is read after it. Global memory holds what the kernel stored;
a load of anything else returns 1.0f, which only matters where data steer control flow.

Long loops are not run to the end: once a loop whose registers move affinely has run
``FAST_FORWARD_AFTER`` iterations (the first time; four on later runs of it), the interpreter jumps to
its last iteration and adds the executions it skipped (:meth:`Interpreter._fast_forward`). The latch
says when the loop ends: a scalar compare of counters, a vector compare on while any lane's holds,
or lanes leaving EXEC one by one as their own counters reach their own bounds (each lane is moved to
its own last iteration). Block and memory-instruction counts are those of the full run, and the code
after the loop touches the same addresses (tested); the addresses kept are those of the iterations run.
"""

from __future__ import annotations

import functools
import re
import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from . import InterpretError
from .code import AmdgcnInstruction, AmdgcnKernel, classify
from .metadata import read_arguments, read_metadata

GFX10_TARGETS = ("gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036")
GFX11_TARGETS = ("gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152")
INTERPRETED_TARGETS = ("gfx803", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx941", "gfx942", *GFX10_TARGETS, *GFX11_TARGETS)
PACKED_WORKITEM_IDS = ("gfx90a", "gfx940", "gfx941", "gfx942", *GFX11_TARGETS)
POINTER_BASE = 1 << 40  # argument k's buffer starts at (k + 1) x POINTER_BASE
DISPATCH_PACKET = 1 << 36
KERNARG_SEGMENT = 1 << 37
SCRATCH_BASE = 1 << 45  # wavefront k's private memory (spills) starts at SCRATCH_BASE + k x 2^24
SYMBOL_BASE = 1 << 46  # global variables (s_getpc_b64 gives 0, so PC-relative offsets are their addresses)
SHARED_APERTURE = 0x10000  # flat addresses (SHARED_APERTURE << 32) + offset are the LDS at offset
MAX_STEPS = 2_000_000  # instructions one wavefront may execute before the run is cut short
FAST_FORWARD_AFTER = 16  # iterations a loop runs before it may be jumped over: enough to see its lines reused
_F32_ONE = 0x3F800000
_M0 = {"m0": "s124"}  # M0 (GFX8 LDS instructions need it set) is scalar register 124 in the encoding
_INLINE_FLOATS = {"0.5": 0.5, "-0.5": -0.5, "1.0": 1.0, "-1.0": -1.0, "2.0": 2.0, "-2.0": -2.0, "4.0": 4.0,
                  "-4.0": -4.0, "0.15915494": 0.15915494}


@dataclass
class Trace:
    """What the sampled wavefronts did: executions of each block, and per memory instruction (pc) the
    byte addresses of its active lanes, one array per execution (the first ``max_records`` of each
    work-group kept, with how many there were)."""

    block_executions: np.ndarray  # [groups, blocks]: each sampled group's wavefronts' executions, summed
    wavefronts: list[int]  # per sampled group
    by_group: dict[tuple[int, int], list[np.ndarray]] = field(default_factory=dict)  # (group, pc) -> kept executions
    executions: dict[tuple[int, int], int] = field(default_factory=dict)  # (group, pc) -> executions
    steps: int = 0
    group: int = 0  # the sampled group being run

    @property
    def addresses(self) -> dict[int, list[np.ndarray]]:
        """pc -> the kept executions of every sampled group, in group order."""
        out: dict[int, list[np.ndarray]] = {}
        for (_, pc), kept in sorted(self.by_group.items()):
            out.setdefault(pc, []).extend(kept)
        return out


def _directive(assembly: str, kernel: str, name: str) -> int:
    start = re.search(rf"^\s*\.amdhsa_kernel {re.escape(kernel)}\s*$", assembly, re.M)
    block = assembly[start.start():] if start else ""
    match = re.search(rf"\.amdhsa_{name}\s+(\d+)", block)
    return int(match.group(1)) if match else 0


class _Wave:
    """One wavefront's registers: SGPRs and VGPRs as uint32, EXEC and VCC as lane masks, SCC."""

    def __init__(self, lanes: int):
        self.lanes = lanes
        self.s = np.zeros(128, np.uint64)  # SGPR values (32-bit each), widened to avoid overflow surprises
        self.v = np.zeros((512, lanes), np.uint32)
        self.exec = np.ones(lanes, bool)
        self.vcc = np.zeros(lanes, bool)
        self.scc = False
        self.pc = 0
        self.done = False
        self.block = -1  # the block last entered
        self.steps = 0
        self.counts: np.ndarray | None = None  # this wave's block executions
        self.memory_executions: dict[int, int] = {}  # this wave's executions of each load and store (pc)
        self.snapshots: dict[int, list[tuple]] = {}  # loop header -> the state at its last entries
        self.run_entries: dict[int, int] = {}  # loop header -> entries since the loop was entered from outside
        self.jumped: set[int] = set()  # loop headers this wave has jumped over once
        self.compared: dict[int, list[tuple]] = {}  # vector latch compare (pc) -> its last two (entries, a, b)
        self.private = 0  # which window of private memory is this wavefront's


class Interpreter:
    """Runs the wavefronts of work-groups of one launch of ``kernel`` (module docstring)."""

    def __init__(self, kernel: AmdgcnKernel, assembly: str, target: str, grid: tuple[int, int, int],
                 block: tuple[int, int, int], arguments: Sequence[int | float], wavefront: int | None = None,
                 fast_forward: bool = True):
        """``arguments``: the explicit arguments' values in order, a Python float for a float or double
        parameter (a pointer's value is ignored: it gets its own buffer); ``wavefront``: 32 or 64, by
        default the one the code was compiled for."""
        if target not in INTERPRETED_TARGETS:
            raise InterpretError(f"the AMDGCN interpreter runs GFX8 to GFX11 targets ({', '.join(INTERPRETED_TARGETS)}), "
                                 f"not {target}")
        if wavefront is None:
            wavefront = read_metadata(assembly)[kernel.name].wavefront_size
        self.kernel, self.target, self.grid, self.block, self.lanes = kernel, target, grid, block, wavefront
        self.slots = read_arguments(assembly, kernel.name)
        if len(arguments) != len(self.slots):
            raise InterpretError(f"{kernel.name} takes {len(self.slots)} arguments, not {len(arguments)}")
        self.arguments = tuple(arguments)
        name = kernel.name
        self.user = {key: _directive(assembly, name, f"user_sgpr_{key}") for key in
                     ("private_segment_buffer", "dispatch_ptr", "queue_ptr", "kernarg_segment_ptr", "dispatch_id",
                      "flat_scratch_init", "private_segment_size")}
        self.workgroup_id = [_directive(assembly, name, f"system_sgpr_workgroup_id_{axis}") for axis in "xyz"]
        self.user_sgpr_count = _directive(assembly, name, "user_sgpr_count")
        self.memory: dict[int, int] = {}  # byte address of a 32-bit word -> its value
        self.lds: dict[int, int] = {}
        self._write_kernarg()
        self._started = 0  # wavefronts started, each with its own private memory
        self._headers = {loop.header: loop for loop in kernel.loops} if fast_forward else {}
        self._latches = {loop.header: rule for loop in kernel.loops if (rule := _latch_rule(kernel, loop)) is not None}
        self._dispatch = [_dispatch(ins) for ins in kernel.instructions]
        self._vector_compares = {rule.compare.pc: rule for rule in self._latches.values() if rule.kind != "scalar"}
        self._float_vgprs: dict[int, np.ndarray] = {}
        self._pairs = _register_pairs(kernel)
        self._vgprs = _vgprs_named(kernel)

    # -- memory -----------------------------------------------------------------------------
    def store_array(self, argument: int, values: np.ndarray) -> None:
        """Put ``values`` (4- or 8-byte elements) in the buffer of pointer argument ``argument`` (its index)."""
        raw = np.ascontiguousarray(values).view(np.uint32).ravel()
        base = (argument + 1) * POINTER_BASE
        self.memory.update({base + 4 * k: int(word) for k, word in enumerate(raw)})

    def load_array(self, argument: int, count: int, dtype: type = np.float32) -> np.ndarray:
        """``count`` elements of the buffer of pointer argument ``argument`` as the kernel left them."""
        words = count * np.dtype(dtype).itemsize // 4
        base = (argument + 1) * POINTER_BASE
        return np.array([self.memory.get(base + 4 * k, 0) for k in range(words)], np.uint32).view(dtype)

    def _write_kernarg(self) -> None:
        for index, (slot, value) in enumerate(zip(self.slots, self.arguments, strict=True)):
            if slot.pointer:
                raw = ((index + 1) * POINTER_BASE).to_bytes(8, "little")
            elif isinstance(value, float):
                raw = struct.pack("<d" if slot.size == 8 else "<f", value)
            else:
                raw = (int(value) & ((1 << (8 * slot.size)) - 1)).to_bytes(slot.size, "little")
            for k in range(0, len(raw), 4):
                self.memory[KERNARG_SEGMENT + slot.offset + k] = int.from_bytes(raw[k:k + 4].ljust(4, b"\0"), "little")
        bx, by, bz = self.block
        self.memory[DISPATCH_PACKET + 4] = bx | (by << 16)
        self.memory[DISPATCH_PACKET + 8] = bz
        for axis, (g, b) in enumerate(zip(self.grid, self.block, strict=True)):
            self.memory[DISPATCH_PACKET + 12 + 4 * axis] = g * b

    def _read_words(self, addresses: np.ndarray, words: int, space: dict[int, int]) -> np.ndarray:
        out = np.empty((words, addresses.size), np.uint32)
        get = space.get
        for w in range(words):
            out[w] = [get(a, _F32_ONE) for a in (addresses.astype(np.uint64) + np.uint64(4 * w)).tolist()]
        return out

    # -- wavefront start -------------------------------------------------------------------------
    def _start(self, group: tuple[int, int, int], wave_index: int) -> _Wave:
        wave = _Wave(self.lanes)
        self._started += 1
        wave.private = self._started
        s = 0
        if self.user["private_segment_buffer"]:
            s += 4
        if self.user["dispatch_ptr"]:
            wave.s[s], wave.s[s + 1] = DISPATCH_PACKET & 0xFFFFFFFF, DISPATCH_PACKET >> 32
            s += 2
        if self.user["queue_ptr"]:
            s += 2
        if self.user["kernarg_segment_ptr"]:
            wave.s[s], wave.s[s + 1] = KERNARG_SEGMENT & 0xFFFFFFFF, KERNARG_SEGMENT >> 32
            s += 2
        s += 2 * self.user["dispatch_id"] + 2 * self.user["flat_scratch_init"] + self.user["private_segment_size"]
        s = max(s, self.user_sgpr_count)  # preloaded kernel arguments (gfx942) sit before the system SGPRs
        for axis in range(3):
            if self.workgroup_id[axis]:
                wave.s[s] = group[axis]
                s += 1
        bx, by, _ = self.block
        flat = wave_index * self.lanes + np.arange(self.lanes)
        threads = self.block[0] * self.block[1] * self.block[2]
        wave.exec = flat < threads
        x, y, z = flat % bx, (flat // bx) % by, flat // (bx * by)
        if self.target in PACKED_WORKITEM_IDS:
            wave.v[0] = (x | (y << 10) | (z << 20)).astype(np.uint32)
        else:
            wave.v[0], wave.v[1], wave.v[2] = x, y, z
        return wave

    # -- running -----------------------------------------------------------------------------
    def run(self, groups: list[tuple[int, int, int]], max_records: int = 64) -> Trace:
        with np.errstate(all="ignore"):  # the pseudo-content may divide by zero; the addresses do not care
            return self._run(groups, max_records)

    def _run(self, groups: list[tuple[int, int, int]], max_records: int) -> Trace:
        k = self.kernel
        trace = Trace(np.zeros((len(groups), len(k.blocks))), [])
        block_at = {b.start: b.index for b in k.blocks}
        threads = self.block[0] * self.block[1] * self.block[2]
        for number, group in enumerate(groups):
            trace.group = number
            self.lds = {}
            waves = [self._start(group, w) for w in range(-(-threads // self.lanes))]
            trace.wavefronts.append(len(waves))
            while not all(w.done for w in waves):
                for wave in waves:  # each wave runs to its next barrier or its end
                    if wave.counts is None:
                        wave.counts = np.zeros(len(k.blocks))
                    while not wave.done:
                        if wave.pc in block_at:
                            entered = block_at[wave.pc]
                            if entered in self._headers:
                                self._fast_forward(wave, self._headers[entered], trace, number)
                            trace.block_executions[number, entered] += 1
                            wave.counts[entered] += 1
                            wave.block = entered
                        ins = k.instructions[wave.pc]
                        trace.steps += 1
                        wave.steps += 1
                        if wave.steps > MAX_STEPS:
                            raise InterpretError(f"{k.name}: more than {MAX_STEPS} instructions in one wavefront")
                        at_barrier = ins.klass == "barrier"
                        self._step(wave, ins, trace, max_records)
                        if at_barrier:
                            break
        return trace

    def _fast_forward(self, w: _Wave, loop, trace: Trace, group: int) -> None:
        """At a loop's header: after ``FAST_FORWARD_AFTER`` iterations, once three entries in a row with the
        same lanes show every register the loop's addresses and control can depend on moving by the same
        step (an affine loop: counters, addresses; the destinations of its floating-point instructions are
        left out) and the latch (:func:`_latch_rule`) says how many iterations remain, jump over all but
        the last of them and add their block and memory executions. A loop that fails the test runs on,
        uninspected."""
        if w.block not in loop.body:  # entered from outside: a new run of the loop
            w.snapshots[loop.header] = []
            w.run_entries[loop.header] = 0
        w.run_entries[loop.header] = w.run_entries.get(loop.header, 0) + 1
        snaps = w.snapshots.get(loop.header)
        # the first run of a loop runs FAST_FORWARD_AFTER iterations, for the addresses it keeps; later runs
        # (an inner loop, once per outer iteration) only the three the test needs, after the first (whose
        # registers the loop has not set yet: a value it moves into a register each iteration is no step)
        wait = FAST_FORWARD_AFTER if loop.header not in w.jumped else 1
        if snaps is None or w.run_entries[loop.header] <= wait:
            return
        snaps.append(self._snapshot(w))
        if len(snaps) < 3:
            return
        (s1, v1, e1, _, _), (s2, v2, e2, c2, m2), (s3, v3, e3, c3, m3) = snaps
        if not (np.array_equal(e1, e2) and np.array_equal(e2, e3)):  # lanes left: try again on the lanes still in
            w.snapshots[loop.header] = [snap for snap in snaps if np.array_equal(snap[2], e3)]
            return
        w.snapshots[loop.header] = None  # one attempt per run of the loop and set of lanes
        affine = self._affine_vgprs(loop)
        step_s, step_v = s3 - s2, v3 - v2
        if not (np.array_equal(s2 - s1, step_s)
                and np.array_equal(((v2 - v1) - step_v)[affine][:, e3], np.zeros_like(step_v[affine][:, e3]))):
            return
        left = self._iterations_left(w, loop, s3, step_s)
        remaining = None if left is None else int(left.max())
        if remaining is None or remaining < 2:
            w.snapshots[loop.header] = [] if remaining == 1 else None  # lanes leave now: try again after
            return
        skip = remaining - 1
        rule = self._latches[loop.header]
        w.jumped.add(loop.header)
        w.snapshots[loop.header] = []
        w.compared.pop(rule.compare.pc, None)
        step_v[~affine] = 0  # floating-point values stay as they are
        # each lane moves on to its own last iteration: where lanes leave one by one, those that leave before
        # the last are left as their last iteration's latch left them (and join the latch's mask of leavers)
        moves = np.zeros(w.lanes, np.int64)
        moves[e3] = np.minimum(left, skip) if left.size == int(e3.sum()) else skip
        self._set_state(w, s3 + step_s * skip, v3 + step_v * moves[None, :], e3)
        if left.size > 1:
            leavers = np.zeros(w.lanes, bool)
            leavers[e3] = left < remaining
            w.exec = e3 & ~leavers
            if rule.leavers is not None:
                self.write_mask(w, rule.leavers, self.read_mask(w, rule.leavers) | leavers)
        w.counts += (c3 - c2) * skip
        trace.block_executions[group] += (c3 - c2) * skip
        for pc in set(m3) | set(m2):
            added = (m3.get(pc, 0) - m2.get(pc, 0)) * skip
            w.memory_executions[pc] = w.memory_executions.get(pc, 0) + added
            trace.executions[(group, pc)] = trace.executions.get((group, pc), 0) + added

    def _affine_vgprs(self, loop) -> np.ndarray:
        """VGPRs that must move affinely for a jump over iterations: all but the floating-point results."""
        if loop.header not in self._float_vgprs:
            floats = np.zeros(512, bool)
            for b in loop.body:
                block = self.kernel.blocks[b]
                for ins in self.kernel.instructions[block.start:block.end]:
                    # a dual issue's halves each by their own class (the pair's is its costlier half's)
                    halves = [(classify(ins.opcode.replace("v_dual_", "v_", 1)), ins), (ins.second.klass, ins.second)] \
                        if ins.second is not None else [(ins.klass, ins)]
                    for klass, half in halves:
                        if klass in ("valu_fp32", "valu_fp64", "valu_trans") and half.operands:
                            first, last = _register_span(half.operands[0])
                            floats[first:last + 1] = True
            self._float_vgprs[loop.header] = ~floats[:self._vgprs]
        return self._float_vgprs[loop.header]

    def _snapshot(self, w: _Wave) -> tuple:
        """The registers as 64-bit integers where the code uses them as pairs, 32-bit ones elsewhere."""
        s = w.s.astype(np.int64) & 0xFFFFFFFF
        v = w.v[:self._vgprs].astype(np.int64)  # only the registers the code names: the copies are the cost
        for file, start in self._pairs:  # the pair's value in its low register; the high one keeps its own
            values = s if file == "s" else v
            values[start] = values[start] + (values[start + 1] << 32)
        return s, v, w.exec.copy(), w.counts.copy(), dict(w.memory_executions)

    def _set_state(self, w: _Wave, s: np.ndarray, v: np.ndarray, exec_: np.ndarray) -> None:
        s, v = s.copy(), v.copy()
        for file, start in sorted(self._pairs, reverse=True):  # a register both high half and low half of pairs
            values = s if file == "s" else v               # (s[10:11], s[11:12]) takes its pair's carries
            values[start + 1] = (values[start] >> 32) & 0xFFFFFFFF
            values[start] &= 0xFFFFFFFF
        w.s = (s & 0xFFFFFFFF).astype(np.uint64)
        w.v[:self._vgprs] = np.where(exec_[None, :], v & 0xFFFFFFFF, w.v[:self._vgprs].astype(np.int64)).astype(np.uint32)

    def _iterations_left(self, w: _Wave, loop, s_now: np.ndarray, s_step: np.ndarray) -> np.ndarray | None:
        """Iterations still to run, counting the one about to start: one number for the wave, or where lanes
        leave one by one, one per active lane; None where the latch is not one of :func:`_latch_rule`'s
        forms, or the loop does not end within 2^22 iterations.

        A scalar latch compares registers that move by ``s_step`` per iteration; a vector one compares, per
        lane, the values its compare read in the last two iterations, moved on by their difference."""
        rule = self._latches.get(loop.header)
        if rule is None:
            return None
        bits = 64 if rule.dtype.endswith("64") else 32
        signed = rule.dtype.startswith("i")
        if rule.kind == "scalar":
            def operand(text: str) -> tuple[np.ndarray, np.ndarray] | None:
                reg = re.fullmatch(r"s(\d+)", text)
                if reg:
                    return np.array([s_now[int(reg.group(1))]]), np.array([s_step[int(reg.group(1))]])
                try:
                    return np.array([int(text, 0) & 0xFFFFFFFF]), np.zeros(1, np.int64)
                except ValueError:
                    return None

            pairs = [operand(x) for x in rule.compare.operands[:2]]
            if None in pairs:
                return None
            (a, da), (b, db) = pairs
        else:
            kept = w.compared.get(rule.compare.pc, [])
            entries = w.run_entries[loop.header]
            if len(kept) < 2 or [e for e, _, _ in kept[-2:]] != [entries - 2, entries - 1]:
                return None
            (_, a0, b0), (_, a, b) = kept[-2:]
            lanes = w.exec
            a, b, da, db = a[lanes], b[lanes], (a - a0)[lanes], (b - b0)[lanes]
        a, b, da, db = (np.asarray(x).astype(np.int64) for x in (a, b, da, db))

        def goes_on(m: np.ndarray) -> np.ndarray:  # [m, lane]: does the lane go on after the m-th iteration from now?
            x, y = a[None, :] + m[:, None] * da[None, :], b[None, :] + m[:, None] * db[None, :]
            if bits == 32:  # 32-bit registers wrap
                x, y = x & 0xFFFFFFFF, y & 0xFFFFFFFF
                if signed:
                    x, y = x - ((x >> 31) << 32), y - ((y >> 31) << 32)
            true = _COMPARE[rule.cond](x, y)
            on = true if rule.continues_when_true else ~true
            return on.any(axis=1, keepdims=True) if rule.kind == "any_lane" else on  # a wave-wide latch: while any lane

        first = np.zeros(1 if rule.kind == "any_lane" else a.size, np.int64)  # 0: not found yet
        chunk = max(1, (1 << 20) // max(a.size, 1))  # values compared at once: a few MB
        for low, high in ((1, 1 << 8), (1 << 8, 1 << 14), (1 << 14, 1 << 22)):  # most loops end soon: look there first
            for start in range(low, high, chunk):
                m = np.arange(start, min(start + chunk, high), dtype=np.int64)
                ends = ~goes_on(m)
                found = ends.any(axis=0) & (first == 0)
                first[found] = m[ends[:, found].argmax(axis=0)]
                if first.all():
                    return first
        return None

    def _step(self, w: _Wave, ins: AmdgcnInstruction, trace: Trace, max_records: int) -> None:
        op, handler = self._dispatch[ins.pc]
        rule = self._vector_compares.get(ins.pc)
        if rule is not None:  # what a vector latch compares, per lane: its next iterations' are extrapolated from it
            kept = w.compared.setdefault(ins.pc, [])
            kept.append((w.run_entries.get(rule.header, 0),
                         *(_typed(self, w, text, rule.dtype) for text in rule.compare.operands[-2:])))
            del kept[:-2]
        w.pc += 1
        if ins.klass in ("wait", "barrier"):
            return
        if ins.klass == "end":
            w.done = True
            return
        if ins.klass == "branch":
            self._branch(w, op, ins)
            return
        if handler is None:
            raise InterpretError(f"line {ins.line}: {ins.opcode} is not interpreted")
        try:
            handler(self, w, op, ins, trace, max_records)
        except (IndexError, KeyError, ValueError, TypeError) as exc:  # operands of a form the semantics do not take
            raise InterpretError(f"line {ins.line}: {ins.opcode} {', '.join(ins.operands)} is not interpreted "
                                 f"({type(exc).__name__}: {exc})") from None

    def _branch(self, w: _Wave, op: str, ins: AmdgcnInstruction) -> None:
        taken = {"s_branch": True, "s_cbranch_scc0": not w.scc, "s_cbranch_scc1": w.scc,
                 "s_cbranch_vccz": not (w.vcc & w.exec).any(), "s_cbranch_vccnz": bool((w.vcc & w.exec).any()),
                 "s_cbranch_execz": not w.exec.any(), "s_cbranch_execnz": bool(w.exec.any())}.get(op)
        if taken is None:
            raise InterpretError(f"line {ins.line}: {ins.opcode} is not interpreted")
        if taken:
            w.pc = self.kernel.labels[ins.operands[0]]

    # -- operands ---------------------------------------------------------------------------
    def read(self, w: _Wave, text: str, bits: int = 32, kind: str = "u") -> np.ndarray:
        """An operand as a per-lane array of unsigned ints (``bits`` 32 or 64); floats as raw bits."""
        form, where, neg, absolute = _decode(text, bits, kind)
        if form == "v":
            value = w.v[where].astype(np.uint64)
            if bits == 64:
                value |= w.v[where + 1].astype(np.uint64) << np.uint64(32)
        elif form == "s":
            scalar = int(w.s[where]) | (int(w.s[where + 1]) << 32 if bits == 64 else 0)
            value = np.full(w.lanes, scalar, np.uint64)
        elif form == "vcc":
            value = _mask_bits(w.vcc, w.lanes)
        elif form == "exec":
            value = _mask_bits(w.exec, w.lanes)
        else:  # a constant
            value = np.full(w.lanes, where, np.uint64)
        if neg or absolute:
            sign = np.uint64(1 << (bits - 1))
            if absolute:
                value &= ~sign
            if neg:
                value ^= sign
        return value

    def write(self, w: _Wave, text: str, value: np.ndarray, bits: int = 32, lanes_mask: np.ndarray | None = None) -> None:
        """Write a per-lane value (VGPRs only where ``lanes_mask``, default EXEC; SGPRs take lane 0's)."""
        value = np.asarray(value, np.uint64)
        if value.ndim == 0:
            value = np.full(w.lanes, value, np.uint64)
        form, first, _, _ = _decode(text, 32, "u")
        if form == "vcc":
            w.vcc = _bits_mask(int(value[0]), w.lanes)
        elif form == "exec":
            w.exec = _bits_mask(int(value[0]), w.lanes)
        elif form == "s":
            for k in range(bits // 32):
                w.s[first + k] = (int(value[0]) >> (32 * k)) & 0xFFFFFFFF
        elif form == "v":
            mask = w.exec if lanes_mask is None else lanes_mask
            for k in range(bits // 32):
                part = ((value >> np.uint64(32 * k)) & _M32).astype(np.uint32) if k or bits == 64 else value.astype(np.uint32)
                np.copyto(w.v[first + k], part, where=mask)
        elif text.strip() != "null":
            raise InterpretError(f"destination {text!r} is not interpreted")

    def write_mask(self, w: _Wave, text: str, mask: np.ndarray) -> None:
        """A lane mask into VCC, EXEC or an SGPR pair (only the lanes under EXEC count)."""
        if _mask_name(text) == "vcc":
            w.vcc = mask.copy()
        elif _mask_name(text) == "exec":
            w.exec = mask.copy()
        else:  # a wave32's mask is one SGPR, a wave64's a pair
            self.write(w, text, np.full(w.lanes, _mask_int(mask), np.uint64), w.lanes)

    def read_mask(self, w: _Wave, text: str) -> np.ndarray:
        if _mask_name(text) == "vcc":
            return w.vcc.copy()
        if _mask_name(text) == "exec":
            return w.exec.copy()
        return _bits_mask(int(self.read(w, text, 64)[0]), w.lanes)


@dataclass(frozen=True)
class _LatchRule:
    """How a loop's latch decides whether another iteration runs, in a form whose future can be computed.

    ``scalar``: an ``s_cmp`` and an SCC branch; ``any_lane``: a ``v_cmp`` and a VCC branch, on while any
    active lane's compare says so; ``lanes_leave``: lanes whose ``v_cmp`` says so leave EXEC
    (``s_or_b64 acc, vcc, acc; s_andn2_b64 exec, exec, acc``), on while any lane is left."""

    kind: str
    header: int
    compare: AmdgcnInstruction
    cond: str
    dtype: str  # i32, u32, i64 or u64
    continues_when_true: bool  # a lane goes on when the compare holds (else when it does not)
    leavers: str | None = None  # lanes_leave: the SGPR pair that gathers the lanes that left


_INTEGER_COMPARE = re.compile(r"[sv]_cmpk?_(eq|ne|lg|lt|le|gt|ge)_([iu](?:32|64))(?:_e32|_e64)?")


_MASKS = {"vcc_lo": "vcc", "exec_lo": "exec"}  # a wave32's masks are the low halves


def _mask_name(operand: str) -> str:
    return _MASKS.get(operand, operand)


def _mask_op(ins: AmdgcnInstruction) -> tuple[str, tuple[str, ...]]:
    """A scalar mask instruction as wave size does not matter: (``s_and``, ``s_andn2``, ``s_or`` ..., operands
    with ``vcc_lo``/``exec_lo`` as ``vcc``/``exec``)."""
    return re.sub(r"_b(32|64)$", "", canonical_opcode(ins.opcode)), tuple(_mask_name(x) for x in ins.operands)


def _writes(ins: AmdgcnInstruction, register: str) -> bool:
    """Does ``ins`` write ``register`` (its destination, or a vector instruction's carry or mask output)?"""
    operands = [_mask_name(x) for x in ins.operands[:2]]
    return bool(operands) and (operands[0] == register or (
        ins.klass.startswith("valu") and len(operands) > 1 and operands[1] == register))


def _latch_rule(kernel: AmdgcnKernel, loop) -> _LatchRule | None:
    """The rule of ``loop``'s single latch, if it has one of :class:`_LatchRule`'s forms (None otherwise:
    such a loop is run, not jumped over). The latch either branches back to the header or falls into it."""
    if len(loop.latches) != 1:
        return None
    latch = kernel.blocks[loop.latches[0]]
    code = kernel.instructions[latch.start:latch.end]
    branch, header_pc = code[-1], kernel.blocks[loop.header].start
    if branch.klass != "branch" or not branch.opcode.startswith("s_cbranch_"):
        return None
    if kernel.labels.get(branch.operands[0]) == header_pc:
        taken_continues = True
    elif latch.end == header_pc:
        taken_continues = False
    else:
        return None

    def last_write(register: str, before: int) -> int | None:
        return next((i for i in range(before - 1, -1, -1) if _writes(code[i], register)), None)

    def rule(kind: str, at: int | None, continues_when_true: bool, vector: bool, leavers: str | None = None) -> _LatchRule | None:
        compare = code[at] if at is not None else None
        match = _INTEGER_COMPARE.fullmatch(compare.opcode) if compare is not None else None
        if match is None or compare.opcode.startswith("v_") != vector:
            return None
        return _LatchRule(kind, loop.header, compare, match.group(1), match.group(2), continues_when_true, leavers)

    last = len(code) - 1
    op = branch.opcode[len("s_cbranch_"):]
    if op in ("scc0", "scc1"):
        at = next((i for i in range(last - 1, -1, -1) if code[i].klass == "salu"), None)
        return rule("scalar", at, (op == "scc1") == taken_continues, vector=False)
    if op in ("vccnz", "vccz") and (op == "vccnz") == taken_continues:  # on while any lane's compare holds
        at = last_write("vcc", last)
        name, operands = _mask_op(code[at]) if at is not None else ("", ())
        if name == "s_and" and operands[0] == "vcc" and "exec" in operands[1:]:  # vcc = exec & the compare's mask
            at = last_write(next((x for x in operands[1:] if x != "exec"), "exec"), at)
        return rule("any_lane", at, True, vector=True)
    if op in ("execnz", "execz") and (op == "execnz") == taken_continues:  # on while lanes are left
        at = last_write("exec", last)
        if at is None or _mask_op(code[at])[0] != "s_andn2" or _mask_op(code[at])[1][:2] != ("exec", "exec"):
            return None
        leaving = _mask_op(code[at])[1][2]
        at = last_write(leaving, at)
        if leaving != "vcc":  # an accumulator of the lanes that left: s_or_b64 acc, mask, acc
            if at is None or _mask_op(code[at])[0] != "s_or" or leaving not in _mask_op(code[at])[1][1:]:
                return None
            mask = next(x for x in _mask_op(code[at])[1][1:] if x != leaving)
            at = last_write(mask, at)
        return rule("lanes_leave", at, False, vector=True, leavers=None if leaving == "vcc" else leaving)
    return None


def _register_span(operand: str) -> tuple[int, int]:
    """First and last register of ``v7`` or ``v[4:5]`` (a VGPR destination)."""
    single = re.fullmatch(r"v(\d+)", operand)
    if single:
        return int(single.group(1)), int(single.group(1))
    pair = re.fullmatch(r"v\[(\d+):(\d+)\]", operand)
    return (int(pair.group(1)), int(pair.group(2))) if pair else (0, -1)


def _vgprs_named(kernel: AmdgcnKernel) -> int:
    """One more than the highest VGPR the code names (``v7``, ``v[4:5]``)."""
    numbers = [int(x) for ins in kernel.instructions for operand in ins.operands
               for pair in re.findall(r"(?<!\w)v\[?(\d+)(?::(\d+))?", operand) for x in pair if x]
    return 1 + max(numbers, default=0)


_REGISTER = re.compile(r"([sv])(\d+)|([sv])\[(\d+):(\d+)\]")
_RELATIVE = re.compile(r"([\w.$]+)@rel32@(lo|hi)([+-]\d+)?")


def _symbol_address(name: str) -> int:
    """A global variable's synthetic address: its own 16 MiB window above the arguments' buffers."""
    return SYMBOL_BASE + ((zlib.crc32(name.encode()) & 0xFFFF) << 24)
_FLOAT_TEXT = re.compile(r"-?\d+\.\d+(e[-+]?\d+)?")


@functools.lru_cache(maxsize=8192)
def _decode(text: str, bits: int, kind: str) -> tuple[str, int, bool, bool]:
    """An operand's text, parsed once: (form, register or constant, negated, absolute). ``form`` is "s" or
    "v" (a register file, the first register), "vcc", "exec" or "const" (the value as ``bits`` bits)."""
    text = _M0.get(text.strip(), text.strip())
    neg = text.startswith("-") and not re.fullmatch(r"-\d+|-0x[0-9a-f]+|-\d+\.\d+", text)
    if neg:
        text = text[1:]
    absolute = text.startswith("|") and text.endswith("|")
    if absolute:
        text = text[1:-1]
    m = _REGISTER.fullmatch(text)
    if m:
        return (m.group(1), int(m.group(2)), neg, absolute) if m.group(1) else (m.group(3), int(m.group(4)), neg, absolute)
    if _mask_name(text) in ("vcc", "exec"):
        return _mask_name(text), 0, neg, absolute
    if text in ("off", "null"):
        return "const", 0, neg, absolute
    if text == "src_shared_base":  # the high half of the flat aperture that maps onto the LDS
        return "const", SHARED_APERTURE, neg, absolute
    symbol = _RELATIVE.fullmatch(text)
    if symbol:  # a global variable (a __constant__ array), PC-relative: see s_getpc_b64
        name, half, offset = symbol.group(1), symbol.group(2), int(symbol.group(3) or 0)
        address = _symbol_address(name) + offset - (4 if half == "lo" else 12)  # the literal's distance from the PC
        return "const", (address & 0xFFFFFFFF) if half == "lo" else (address >> 32) & 0xFFFFFFFF, neg, absolute
    if text in _INLINE_FLOATS or _FLOAT_TEXT.fullmatch(text):
        number = float(text)
        raw = struct.unpack("<Q", struct.pack("<d", number))[0] if (bits == 64 and kind == "f") else \
            struct.unpack("<I", struct.pack("<f", number))[0]
        return "const", raw, neg, absolute
    try:
        number = int(text, 0)
    except ValueError:
        raise InterpretError(f"operand {text!r} is not interpreted") from None
    return "const", number & ((1 << bits) - 1), neg, absolute


def _register_pairs(kernel: AmdgcnKernel) -> set[tuple[str, int]]:
    """The register pairs the code names (``s[4:5]``, ``v[0:1]``, and the halves of longer tuples): 64-bit values."""
    pairs = set()
    for ins in kernel.instructions:
        for operand in ins.operands:
            for file, first, last in re.findall(r"([sv])\[(\d+):(\d+)\]", operand):
                pairs.update((file, start) for start in range(int(first), int(last), 2))
    return pairs


def _mask_int(mask: np.ndarray) -> int:
    return sum(1 << int(i) for i in np.flatnonzero(mask))


def _mask_bits(mask: np.ndarray, lanes: int) -> np.ndarray:
    return np.full(lanes, _mask_int(mask), np.uint64)


def _bits_mask(value: int, lanes: int) -> np.ndarray:
    return np.array([(value >> i) & 1 for i in range(lanes)], bool)


# ---------------------------------------------------------------------------------------------
# instruction semantics, by mnemonic without its encoding suffix

_M32, _M64 = np.uint64(0xFFFFFFFF), np.uint64(0xFFFFFFFFFFFFFFFF)


def _signed(x: np.ndarray, bits: int = 32) -> np.ndarray:
    x = x.astype(np.uint64) & (_M32 if bits == 32 else _M64)
    return x.astype(np.int64) - ((x >> np.uint64(bits - 1)) & np.uint64(1)).astype(np.int64) * (1 << bits) if bits == 32 \
        else x.view(np.int64)


def _f32(x: np.ndarray) -> np.ndarray:
    return (x.astype(np.uint64) & _M32).astype(np.uint32).view(np.float32)


def _from_f32(x: np.ndarray) -> np.ndarray:
    return np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)


def _f64(x: np.ndarray) -> np.ndarray:
    return x.astype(np.uint64).view(np.float64)


def _from_f64(x: np.ndarray) -> np.ndarray:
    return np.asarray(x, np.float64).view(np.uint64)


_SCALAR_BINARY = {
    "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
    "and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
    "andn2": lambda a, b: a & ~b, "and_not1": lambda a, b: a & ~b, "orn2": lambda a, b: a | ~b,
    "lshl": lambda a, b: a << b, "lshr": lambda a, b: a >> b,  # the shift count is masked to the width below
    "min": min, "max": max,
}
_COMPARE = {"eq": np.equal, "lg": lambda a, b: (a < b) | (a > b), "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
            "gt": np.greater, "ge": np.greater_equal,
            # the negated and ordered/unordered forms of floating-point compares (true on NaN where negated)
            "neq": lambda a, b: ~np.equal(a, b), "nlg": lambda a, b: ~((a < b) | (a > b)), "nlt": lambda a, b: ~np.less(a, b),
            "nle": lambda a, b: ~np.less_equal(a, b), "ngt": lambda a, b: ~np.greater(a, b), "nge": lambda a, b: ~np.greater_equal(a, b),
            "o": lambda a, b: ~(np.isnan(a) | np.isnan(b)), "u": lambda a, b: np.isnan(a) | np.isnan(b),
            "t": lambda a, b: np.ones(np.shape(a), bool), "tru": lambda a, b: np.ones(np.shape(a), bool),
            "f": lambda a, b: np.zeros(np.shape(a), bool)}


def _compare(cond: str, ins: AmdgcnInstruction):
    if cond not in _COMPARE:
        raise InterpretError(f"line {ins.line}: {ins.opcode} is not interpreted")
    return _COMPARE[cond]


def _typed(interp, w, operand, dtype):
    if dtype.startswith("f"):
        bits = 64 if dtype == "f64" else 32
        raw = interp.read(w, operand, bits, "f")
        return _f64(raw) if bits == 64 else _f32(raw)
    bits = 64 if dtype.endswith("64") else 32
    raw = interp.read(w, operand, bits)
    return _signed(raw, bits) if dtype.startswith("i") else raw & (_M64 if bits == 64 else _M32)


def _salu(interp, w, op, ins, trace, records):
    name = op[2:]
    d, *src = ins.operands
    if name == "getpc_b64":  # the program counter as 0: a PC-relative address is then its offset (see _decode)
        interp.write(w, d, np.uint64(0), 64)
        return
    if name.startswith("cmp"):  # s_cmp_lt_i32 a, b / s_cmpk_gt_i32 a, imm
        _, cond, dtype = name.split("_")
        a, b = (_typed(interp, w, x, dtype) for x in (d, src[0]))
        w.scc = bool(_compare(cond, ins)(a, b)[0])
        return
    if name.startswith("bitcmp"):
        bit = int(interp.read(w, src[0])[0]) & 31
        w.scc = (((int(interp.read(w, d)[0]) >> bit) & 1) == (1 if name.startswith("bitcmp1") else 0))
        return
    parts = name.split("_")
    dtype = parts[-1]
    bits = 64 if dtype.endswith("64") else 32
    mask = (1 << bits) - 1
    if parts[0] in ("mov", "movk"):
        interp.write(w, d, interp.read(w, src[0], bits), bits)
        return
    if parts[0] == "cselect":
        value = interp.read(w, src[0] if w.scc else src[1], bits)
        interp.write(w, d, value, bits)
        return
    if "wrexec" in name or "not0" in name or parts[0] in ("andn1", "orn1"):  # GFX10+'s rarer EXEC forms
        raise InterpretError(f"line {ins.line}: {ins.opcode} is not interpreted")
    if "saveexec" in name:  # s_and_saveexec_b64 sdst, ssrc: sdst = exec; exec = ssrc <op> exec
        old = _mask_int(w.exec)
        other = int(interp.read(w, src[0], bits)[0])
        fn = {"and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
              "andn2": lambda a, b: a & ~b, "and_not1": lambda a, b: a & ~b}[parts[0]]
        new = fn(other, old) & mask if parts[0] not in ("andn2", "and_not1") else (other & ~old) & mask
        interp.write(w, d, np.uint64(old), bits)
        w.exec = _bits_mask(new, w.lanes)
        w.scc = new != 0
        return
    if parts[0] in ("addk", "mulk"):  # s_mulk_i32 sdst, simm16: sdst = sdst x the sign-extended constant
        parts[0] = parts[0][:-1]
        constant = int(src[0], 0) & 0xFFFF
        src = [d, str(constant - 0x10000 if constant & 0x8000 else constant)]
    a = int(interp.read(w, src[0], bits)[0])
    b = int(interp.read(w, src[1], bits)[0]) if len(src) > 1 else 0
    if parts[0] in ("lshl", "lshr", "ashr"):
        b &= bits - 1
    signed = dtype.startswith("i")
    if signed:
        a = a - (1 << bits) if a >> (bits - 1) else a
        b = b - (1 << bits) if b >> (bits - 1) else b
    key = parts[0]
    if key == "addc":
        result = a + b + int(w.scc)
        w.scc = result > mask
    elif key == "subb":
        result = a - b - int(w.scc)
        w.scc = result < 0
    elif key == "mul" and parts[1] == "hi":
        result = (a * b) >> 32
    elif key == "ashr":
        result = a >> (b & (bits - 1))
    elif key == "bfe":  # offset in b[4:0], width in b[22:16]; the i32 form sign-extends the field
        offset, width = b & 31, (b >> 16) & 0x7F
        result = (a >> offset) & ((1 << width) - 1) if width else 0
        if signed and width and result >> (width - 1):
            result -= 1 << width
    elif key == "not":
        result = ~a
    elif key in _SCALAR_BINARY:
        result = _SCALAR_BINARY[key](a, b)
        if key in ("add", "sub") and not signed:
            w.scc = not 0 <= result <= mask
        elif key in ("and", "or", "xor", "andn2", "and_not1", "orn2", "lshl", "lshr"):
            w.scc = (result & mask) != 0
    else:
        raise InterpretError(f"line {ins.line}: {ins.opcode} is not interpreted")
    interp.write(w, d, np.uint64(result & mask), bits)


def _smem(interp, w, op, ins, trace, records):
    d, base, offset = ins.operands
    words = {"dword": 1, "dwordx2": 2, "dwordx4": 4, "dwordx8": 8, "dwordx16": 16}[op.split("_", 2)[2]]
    address = int(interp.read(w, base, 64)[0]) + int(interp.read(w, offset)[0])
    first = int(re.search(r"(\d+)", d).group(1))
    unwritten = _F32_ONE if address >= POINTER_BASE else 0  # data (buffers, global variables) as vector loads see it
    for k in range(words):
        w.s[first + k] = interp.memory.get(address + 4 * k, unwritten)


def _private(interp, w, op, ins, trace, records):
    """A wavefront's private memory (register spills): ``buffer_*`` with the scratch resource (GFX8/9) or
    ``scratch_*`` (GFX10 on). Each wavefront has its own window, swizzled as the hardware lays it out
    ([llvm-amdgpu], "Private Segment Buffer": dword ``d`` of lane ``l`` at ``(d x lanes + l) x 4``), so the
    lanes of one access share lines."""
    parts = op.split("_")  # buffer_store_dword, scratch_load_dwordx2
    kind, words = parts[1], {"dword": 1, "dwordx2": 2, "dwordx3": 3, "dwordx4": 4}.get(parts[2])
    if words is None or kind not in ("load", "store"):
        raise InterpretError(f"line {ins.line}: {ins.opcode} is not interpreted")
    offset = next((int(m.split(":")[1], 0) for m in ins.modifiers if m.startswith("offset:")), 0)
    if parts[0] == "buffer":  # vdata, vaddr, srsrc, soffset
        d, vaddr, _, soffset = ins.operands[:4]
        lane_bytes = interp.read(w, vaddr) & _M32 if "offen" in ins.modifiers else np.zeros(w.lanes, np.uint64)
        lane_bytes = lane_bytes + interp.read(w, soffset) + np.uint64(offset)
    else:  # scratch_load vdst, vaddr, saddr / scratch_store vaddr, vdata, saddr
        d, vaddr, saddr = ins.operands if kind == "load" else (ins.operands[1], ins.operands[0], ins.operands[2])
        lane_bytes = (interp.read(w, vaddr) & _M32) + (interp.read(w, saddr) & _M32) + np.uint64(offset)
    active = w.exec.copy()
    window = np.uint64(SCRATCH_BASE + (w.private << 24))
    lanes = np.arange(w.lanes, dtype=np.uint64)
    first = int(re.search(r"(\d+)", d).group(1))
    for k in range(words):
        dword = (lane_bytes + np.uint64(4 * k)) // np.uint64(4)
        addresses = (window + (dword * np.uint64(w.lanes) + lanes) * np.uint64(4))[active]
        if k == 0:
            _record(trace, w, ins.pc, addresses, records)
        if kind == "load":
            w.v[first + k][active] = interp._read_words(addresses, 1, interp.memory)[0]
        else:
            _store_words(interp.memory, addresses, w.v[first + k:first + k + 1, active])


def _vmem(interp, w, op, ins, trace, records):
    parts = op.split("_")  # global_load_dwordx2, flat_store_dword
    kind, width = parts[1], parts[2]
    words = {"dword": 1, "dwordx2": 2, "dwordx3": 3, "dwordx4": 4}.get(width)
    if words is None or kind not in ("load", "store"):
        raise InterpretError(f"line {ins.line}: {ins.opcode} is not interpreted")
    offset = next((int(m.split(":")[1], 0) for m in ins.modifiers if m.startswith("offset:")), 0)
    if kind == "load":
        d, vaddr, *rest = ins.operands
    else:
        vaddr, d, *rest = ins.operands
    saddr = rest[0] if rest and parts[0] == "global" else "off"
    # a 32-bit lane offset plus a scalar base, or a 64-bit lane address
    addresses = interp.read(w, saddr, 64) + (interp.read(w, vaddr) & _M32) if saddr != "off" else interp.read(w, vaddr, 64)
    addresses = (addresses.astype(np.int64) + offset).astype(np.uint64)  # offsets may be negative
    active = w.exec.copy()
    if parts[0] == "flat" and active.any() and int(addresses[active][0]) >> 32 == SHARED_APERTURE:
        _flat_lds(interp, w, kind, d, addresses & _M32, words, active, trace, ins, records)
        return
    _record(trace, w, ins.pc, addresses[active], records)
    first = int(re.search(r"(\d+)", d).group(1))
    if kind == "load":
        values = interp._read_words(addresses[active], words, interp.memory)
        for k in range(words):
            w.v[first + k][active] = values[k]
    else:
        _store_words(interp.memory, addresses[active], w.v[first:first + words, active])


def _flat_lds(interp, w, kind, d, offsets, words, active, trace, ins, records):
    """A flat access inside the shared aperture: the LDS at the address's low 32 bits."""
    _record(trace, w, ins.pc, offsets[active], records)
    first = int(re.search(r"(\d+)", d).group(1))
    if kind == "load":
        values = interp._read_words(offsets[active], words, interp.lds)
        for k in range(words):
            w.v[first + k][active] = values[k]
        return
    _store_words(interp.lds, offsets[active], w.v[first:first + words, active])


def _lds(interp, w, op, ins, trace, records):
    name = op[3:]  # read_b32, read2_b32, write_b64, write2_b32, read_b128
    offsets = {m.split(":")[0]: int(m.split(":")[1], 0) for m in ins.modifiers if ":" in m}
    words = {"b32": 1, "b64": 2, "b96": 3, "b128": 4}.get(name.split("_")[-1])
    if words is None:
        raise InterpretError(f"line {ins.line}: {ins.opcode} is not interpreted")
    active = w.exec.copy()
    pair = name.startswith(("read2", "write2"))
    unit = 4 * words * (64 if "st64" in name else 1)  # read2/write2 offsets count elements, st64 ones 64 elements
    if name.startswith("read"):
        d, addr = ins.operands
        base = interp.read(w, addr)[active]
        first = int(re.search(r"(\d+)", d).group(1))
        spots = [offsets.get("offset0", 0) * unit, offsets.get("offset1", 0) * unit] if pair else [offsets.get("offset", 0)]
        reg = first
        for spot in spots:
            values = interp._read_words(base + np.uint64(spot), words, interp.lds)
            for k in range(words):
                w.v[reg][active] = values[k]
                reg += 1
        _record(trace, w, ins.pc, base, records)
        return
    addr, *data = ins.operands
    base = interp.read(w, addr)[active]
    spots = [offsets.get("offset0", 0) * unit, offsets.get("offset1", 0) * unit] if pair else [offsets.get("offset", 0)]
    for spot, reg_text in zip(spots, data, strict=False):
        first = int(re.search(r"(\d+)", reg_text).group(1))
        _store_words(interp.lds, base + np.uint64(spot), w.v[first:first + words, active])
    _record(trace, w, ins.pc, base, records)


def _store_words(space: dict[int, int], addresses: np.ndarray, words: np.ndarray) -> None:
    """Store ``words[k]`` (one row per 32-bit word, one column per lane) at each lane's address + 4 k."""
    for k, row in enumerate(words):
        space.update(zip((addresses.astype(np.uint64) + np.uint64(4 * k)).tolist(), row.tolist()))


def _record(trace: Trace, w: _Wave, pc: int, addresses: np.ndarray, records: int) -> None:
    if not addresses.size:
        return
    w.memory_executions[pc] = w.memory_executions.get(pc, 0) + 1
    key = (trace.group, pc)
    trace.executions[key] = trace.executions.get(key, 0) + 1
    kept = trace.by_group.setdefault(key, [])
    if len(kept) < records:
        kept.append(addresses.copy())


_GFX8_CARRY = {"add_u32": "add_co_u32", "sub_u32": "sub_co_u32", "subrev_u32": "subrev_co_u32",
               "addc_u32": "addc_co_u32", "subb_u32": "subb_co_u32", "subbrev_u32": "subbrev_co_u32"}


def _valu(interp, w, op, ins, trace, records):
    name = op[2:]
    ops = ins.operands
    exec_ = w.exec
    if name.startswith(("cmp_", "cmpx_")):  # v_cmp_gt_i32 vcc|sdst, a, b
        _, cond, dtype = name.split("_")
        dst, a_text, b_text = ops if len(ops) == 3 else ("exec" if name.startswith("cmpx") else "vcc", *ops)
        if cond == "class":
            result = _float_class(_typed(interp, w, a_text, dtype), interp.read(w, b_text)) & exec_
        else:
            result = _compare(cond, ins)(_typed(interp, w, a_text, dtype), _typed(interp, w, b_text, dtype)) & exec_
        interp.write_mask(w, "exec" if name.startswith("cmpx") else dst, result)
        if name.startswith("cmpx") and len(ops) == 3 and dst not in ("exec", "null"):
            interp.write_mask(w, dst, result)
        return
    if name == "cndmask_b32":  # dst, src0 (mask 0), src1 (mask 1), mask
        dst, a, b, *m = ops
        mask = interp.read_mask(w, m[0] if m else "vcc")
        interp.write(w, dst, np.where(mask, interp.read(w, b), interp.read(w, a)))
        return
    if name == "writelane_b32":  # vdst, ssrc, lane: one lane of a VGPR takes a scalar (SGPR spills), whatever EXEC says
        lane = int(interp.read(w, ops[2])[0]) % w.lanes
        mask = np.zeros(w.lanes, bool)
        mask[lane] = True
        interp.write(w, ops[0], interp.read(w, ops[1]), lanes_mask=mask)
        return
    if name == "readlane_b32":  # sdst, vsrc, lane
        lane = int(interp.read(w, ops[2])[0]) % w.lanes
        interp.write(w, ops[0], np.uint64(int(interp.read(w, ops[1])[lane])))
        return
    if name == "readfirstlane_b32":
        lane = int(np.flatnonzero(exec_)[0]) if exec_.any() else 0
        interp.write(w, ops[0], np.uint64(int(interp.read(w, ops[1])[lane])))
        return
    if len(ops) >= 4 and name in _GFX8_CARRY:  # GFX8 names the carry-out forms without "_co"
        name = _GFX8_CARRY[name]
    if name in ("add_co_u32", "sub_co_u32", "subrev_co_u32", "addc_co_u32", "subb_co_u32", "subbrev_co_u32"):
        dst, carry_dst, a_text, b_text, *carry_in = ops
        a, b = interp.read(w, a_text) & _M32, interp.read(w, b_text) & _M32
        if name.startswith(("subrev", "subbrev")):
            a, b = b, a
        c = interp.read_mask(w, carry_in[0]).astype(np.uint64) if carry_in else np.zeros(w.lanes, np.uint64)
        if name.startswith("add"):
            total = a + b + c
            carry = total > _M32
        else:
            total = (a - b - c) & _M64
            carry = (a.astype(np.int64) - b.astype(np.int64) - c.astype(np.int64)) < 0
        interp.write(w, dst, total & _M32)
        interp.write_mask(w, carry_dst, carry & exec_)
        return
    if name == "mad_u64_u32":  # dst[2], sdst, a, b, c[2]
        dst, _, a_text, b_text, c_text = ops
        value = (interp.read(w, a_text) & _M32) * (interp.read(w, b_text) & _M32) + interp.read(w, c_text, 64)
        interp.write(w, dst, value, 64)
        return
    if name.startswith("pk_") and any(m.startswith(("op_sel", "neg_lo", "neg_hi")) for m in ins.modifiers) \
            and ins.modifiers != ("op_sel:[0,1]",):  # only the halves as written, or v_pk_mov_b32's usual selection
        raise InterpretError(f"line {ins.line}: {ins.opcode} {' '.join(ins.modifiers)} is not interpreted")
    result = _valu_arith(interp, w, name, ops, ins)
    if result is None:
        raise InterpretError(f"line {ins.line}: {ins.opcode} is not interpreted")
    value, bits = result
    interp.write(w, ops[0], value, bits)


def _float_class(x: np.ndarray, classes: np.ndarray) -> np.ndarray:
    """V_CMP_CLASS: whether each value is of one of the classes whose bits ``classes`` sets (0 signalling
    NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf)."""
    tiny = np.finfo(x.dtype).tiny
    negative = np.signbit(x)
    kind = np.select(
        [np.isnan(x), np.isinf(x) & negative, negative & (np.abs(x) >= tiny), negative & (x != 0), negative,
         x == 0, np.abs(x) < tiny, ~np.isinf(x)],
        [1, 2, 3, 4, 5, 6, 7, 8], default=9)
    return ((classes.astype(np.uint64) >> kind.astype(np.uint64)) & np.uint64(1)).astype(bool)


class _Sources:
    """A vector instruction's source operands, read as its semantics want them."""

    __slots__ = ("interp", "ops", "src", "w")

    def __init__(self, interp, w, ops, src):
        self.interp, self.w, self.ops, self.src = interp, w, ops, src

    def r(self, k: int, bits: int = 32) -> np.ndarray:  # source k as unsigned integers
        return self.interp.read(self.w, self.src[k], bits)

    def f(self, k: int) -> np.ndarray:  # as FP32
        return _f32(self.interp.read(self.w, self.src[k], 32, "f"))

    def d(self, k: int) -> np.ndarray:  # as FP64
        return _f64(self.interp.read(self.w, self.src[k], 64, "f"))

    def s32(self, k: int) -> np.ndarray:  # as signed 32-bit integers
        return _signed(self.r(k))


# mnemonic (without v_ and encoding) -> (value, bits) of its destination
_ARITH = {
    "mov_b32": lambda x: (x.r(0), 32), "mov_b64": lambda x: (x.r(0, 64), 64),
    "add_u32": lambda x: ((x.r(0) + x.r(1)) & _M32, 32), "sub_u32": lambda x: ((x.r(0) - x.r(1)) & _M32, 32),
    "subrev_u32": lambda x: ((x.r(1) - x.r(0)) & _M32, 32), "mul_lo_u32": lambda x: ((x.r(0) * x.r(1)) & _M32, 32),
    "mul_hi_u32": lambda x: ((x.r(0) * x.r(1)) >> np.uint64(32), 32),
    "mul_u32_u24": lambda x: (((x.r(0) & np.uint64(0xFFFFFF)) * (x.r(1) & np.uint64(0xFFFFFF))) & _M32, 32),
    "mul_hi_u32_u24": lambda x: (((x.r(0) & np.uint64(0xFFFFFF)) * (x.r(1) & np.uint64(0xFFFFFF))) >> np.uint64(32), 32),
    "mad_u32_u24": lambda x: (((x.r(0) & np.uint64(0xFFFFFF)) * (x.r(1) & np.uint64(0xFFFFFF)) + x.r(2)) & _M32, 32),
    "lshlrev_b32": lambda x: ((x.r(1) << (x.r(0) & np.uint64(31))) & _M32, 32),
    "lshrrev_b32": lambda x: ((x.r(1) & _M32) >> (x.r(0) & np.uint64(31)), 32),
    "ashrrev_i32": lambda x: ((x.s32(1) >> (x.r(0) & np.uint64(31)).astype(np.int64)).astype(np.uint64) & _M32, 32),
    "lshlrev_b64": lambda x: ((x.r(1, 64) << (x.r(0) & np.uint64(63))) & _M64, 64),
    "lshrrev_b64": lambda x: (x.r(1, 64) >> (x.r(0) & np.uint64(63)), 64),
    "ashrrev_i64": lambda x: ((x.r(1, 64).view(np.int64) >> (x.r(0) & np.uint64(63)).astype(np.int64)).view(np.uint64), 64),
    "lshl_add_u64": lambda x: (((x.r(0, 64) << (x.r(1) & np.uint64(63))) + x.r(2, 64)) & _M64, 64),
    "and_b32": lambda x: (x.r(0) & x.r(1), 32), "or_b32": lambda x: (x.r(0) | x.r(1), 32), "xor_b32": lambda x: (x.r(0) ^ x.r(1), 32),
    "not_b32": lambda x: (~x.r(0) & _M32, 32),
    "bfe_u32": lambda x: ((x.r(0) >> (x.r(1) & np.uint64(31))) & ((np.uint64(1) << (x.r(2) & np.uint64(31))) - np.uint64(1)), 32),
    "lshl_add_u32": lambda x: (((x.r(0) << (x.r(1) & np.uint64(31))) + x.r(2)) & _M32, 32),
    "add_lshl_u32": lambda x: (((x.r(0) + x.r(1)) << (x.r(2) & np.uint64(31))) & _M32, 32),
    "lshl_or_b32": lambda x: (((x.r(0) << (x.r(1) & np.uint64(31))) | x.r(2)) & _M32, 32),
    "add3_u32": lambda x: ((x.r(0) + x.r(1) + x.r(2)) & _M32, 32),
    "and_or_b32": lambda x: (((x.r(0) & x.r(1)) | x.r(2)) & _M32, 32),
    "max_i32": lambda x: (np.maximum(x.s32(0), x.s32(1)).astype(np.uint64) & _M32, 32),
    "min_i32": lambda x: (np.minimum(x.s32(0), x.s32(1)).astype(np.uint64) & _M32, 32),
    "max_u32": lambda x: (np.maximum(x.r(0), x.r(1)), 32), "min_u32": lambda x: (np.minimum(x.r(0), x.r(1)), 32),
    "min3_i32": lambda x: (np.minimum(np.minimum(x.s32(0), x.s32(1)), x.s32(2)).astype(np.uint64) & _M32, 32),
    "add_f32": lambda x: (_from_f32(x.f(0) + x.f(1)), 32), "sub_f32": lambda x: (_from_f32(x.f(0) - x.f(1)), 32),
    "subrev_f32": lambda x: (_from_f32(x.f(1) - x.f(0)), 32), "mul_f32": lambda x: (_from_f32(x.f(0) * x.f(1)), 32),
    "max_f32": lambda x: (_from_f32(np.maximum(x.f(0), x.f(1))), 32), "min_f32": lambda x: (_from_f32(np.minimum(x.f(0), x.f(1))), 32),
    "fma_f32": lambda x: (_from_f32(x.f(0) * x.f(1) + x.f(2)), 32), "mad_f32": lambda x: (_from_f32(x.f(0) * x.f(1) + x.f(2)), 32),
    "fmac_f32": lambda x: (_from_f32(x.f(0) * x.f(1) + _f32(x.interp.read(x.w, x.ops[0], 32, "f"))), 32),
    "mac_f32": lambda x: (_from_f32(x.f(0) * x.f(1) + _f32(x.interp.read(x.w, x.ops[0], 32, "f"))), 32),
    # v_fmamk_f32 d, s0, K, s1 (d = s0 K + s1) and v_fmaak_f32 d, s0, s1, K (d = s0 s1 + K): operands in the order written
    "fmamk_f32": lambda x: (_from_f32(x.f(0) * x.f(1) + x.f(2)), 32), "madmk_f32": lambda x: (_from_f32(x.f(0) * x.f(1) + x.f(2)), 32),
    "fmaak_f32": lambda x: (_from_f32(x.f(0) * x.f(1) + x.f(2)), 32), "madak_f32": lambda x: (_from_f32(x.f(0) * x.f(1) + x.f(2)), 32),
    "rcp_f32": lambda x: (_from_f32(1.0 / x.f(0)), 32), "rcp_iflag_f32": lambda x: (_from_f32(1.0 / x.f(0)), 32),
    "sqrt_f32": lambda x: (_from_f32(np.sqrt(np.abs(x.f(0)))), 32), "rsq_f32": lambda x: (_from_f32(1.0 / np.sqrt(np.abs(x.f(0)))), 32),
    "trunc_f32": lambda x: (_from_f32(np.trunc(x.f(0))), 32),
    "cvt_f32_u32": lambda x: (_from_f32(x.r(0).astype(np.float32)), 32),
    "cvt_f32_i32": lambda x: (_from_f32(x.s32(0).astype(np.float32)), 32),
    "cvt_u32_f32": lambda x: (np.clip(np.nan_to_num(x.f(0)), 0, 2**32 - 1).astype(np.uint64), 32),
    "cvt_i32_f32": lambda x: (np.clip(np.nan_to_num(x.f(0)), -2**31, 2**31 - 1).astype(np.int64).astype(np.uint64) & _M32, 32),
    "cvt_f64_f32": lambda x: (_from_f64(x.f(0).astype(np.float64)), 64),
    "cvt_f32_f64": lambda x: (_from_f32(x.d(0).astype(np.float32)), 32),
    "cvt_f64_i32": lambda x: (_from_f64(x.s32(0).astype(np.float64)), 64),
    "cvt_f64_u32": lambda x: (_from_f64(x.r(0).astype(np.float64)), 64),
    "add_f64": lambda x: (_from_f64(x.d(0) + x.d(1)), 64), "mul_f64": lambda x: (_from_f64(x.d(0) * x.d(1)), 64),
    "fma_f64": lambda x: (_from_f64(x.d(0) * x.d(1) + x.d(2)), 64),
    "fmac_f64": lambda x: (_from_f64(x.d(0) * x.d(1) + _f64(x.interp.read(x.w, x.ops[0], 64, "f"))), 64),
    "ldexp_f64": lambda x: (_from_f64(np.ldexp(x.d(0), x.s32(1))), 64),
    "div_fixup_f32": lambda x: (_from_f32(x.f(2) / x.f(1)), 32),
    "div_fmas_f32": lambda x: (_from_f32(x.f(0) * x.f(1) + x.f(2)), 32),
    "pk_mov_b32": lambda x: (x.r(0) & _M32 | ((x.r(1, 64) >> np.uint64(32)) << np.uint64(32)), 64),
    "pk_mul_f32": lambda x: (_pk(x.interp, x.w, x.src, np.multiply), 64),
    "pk_add_f32": lambda x: (_pk(x.interp, x.w, x.src, np.add), 64),
    "pk_fma_f32": lambda x: (_pk(x.interp, x.w, x.src, lambda a, b, c: a * b + c), 64),
}


def _valu_arith(interp, w, name, ops, ins):
    if name == "div_scale_f32":  # dst, vcc, a, b, c: the operand unscaled (no denormal scaling), VCC clear
        interp.write_mask(w, ops[1], np.zeros(w.lanes, bool))
        return (interp.read(w, ops[2]) & _M32, 32)
    entry = _ARITH.get(name)
    return None if entry is None else entry(_Sources(interp, w, ops, ops[1:]))


def _pk(interp, w, src, fn):
    halves = []
    values = [interp.read(w, s, 64) for s in src]
    for k in range(2):
        parts = [_f32((v >> np.uint64(32 * k)) & _M32) for v in values]
        halves.append(_from_f32(fn(*parts)))
    return halves[0] | (halves[1] << np.uint64(32))


_GFX9_NAMES = [  # GFX10 and GFX11 mnemonics -> the GFX9 ones of the same semantics
    (re.compile(r"^(global|flat|scratch)_(load|store)_b(32|64|96|128)$"),
     lambda m: f"{m[1]}_{m[2]}_dword{'' if m[3] == '32' else 'x' + str(int(m[3]) // 32)}"),
    (re.compile(r"^s_load_b(32|64|128|256|512)$"), lambda m: f"s_load_dword{'' if m[1] == '32' else 'x' + str(int(m[1]) // 32)}"),
    (re.compile(r"^ds_load_2addr_(b32|b64)$"), lambda m: f"ds_read2_{m[1]}"),
    (re.compile(r"^ds_store_2addr_(b32|b64)$"), lambda m: f"ds_write2_{m[1]}"),
    (re.compile(r"^ds_load_2addr_stride64_(b32|b64)$"), lambda m: f"ds_read2st64_{m[1]}"),
    (re.compile(r"^ds_store_2addr_stride64_(b32|b64)$"), lambda m: f"ds_write2st64_{m[1]}"),
    (re.compile(r"^ds_load_(b32|b64|b96|b128)$"), lambda m: f"ds_read_{m[1]}"),
    (re.compile(r"^ds_store_(b32|b64|b96|b128)$"), lambda m: f"ds_write_{m[1]}"),
    (re.compile(r"^v_(add|sub|subrev)_nc_u32$"), lambda m: f"v_{m[1]}_u32"),
    (re.compile(r"^v_add_co_ci_u32$"), lambda m: "v_addc_co_u32"),
    (re.compile(r"^v_sub_co_ci_u32$"), lambda m: "v_subb_co_u32"),
    (re.compile(r"^v_subrev_co_ci_u32$"), lambda m: "v_subbrev_co_u32"),
    (re.compile(r"^s_(and|or)_not1_(.*)$"), lambda m: f"s_{m[1]}n2_{m[2]}"),
]


def canonical_opcode(op: str) -> str:
    """The GFX9 mnemonic of a GFX10/GFX11 one (itself where the name did not change)."""
    for pattern, name in _GFX9_NAMES:
        m = pattern.match(op)
        if m:
            return name(m)
    return op


def _dispatch(ins: AmdgcnInstruction):
    """(canonical mnemonic without its encoding suffix, semantics) of an instruction; a dual issue's runs
    both halves, each as the instruction it names."""
    op = canonical_opcode(re.sub(r"_e(32|64)$", "", ins.opcode))
    if ins.second is None:
        return op, _handler(op)
    halves = []
    for half in (ins, ins.second):
        opcode = "v_" + half.opcode.removeprefix("v_dual_")
        single = AmdgcnInstruction(half.pc, opcode, half.operands, half.modifiers, half.klass, 1, half.line)
        name = canonical_opcode(re.sub(r"_e(32|64)$", "", opcode))
        halves.append((name, _handler(name), single))

    def dual(interp, w, _op, _ins, trace, records):
        # both halves read their sources before either writes (the later half in program order may be X, and Y
        # may read what X writes): run X, keep its result aside, run Y on the old registers, then write X's
        (x_name, x_handler, x), (y_name, y_handler, y) = halves
        for handler, single in ((x_handler, x), (y_handler, y)):
            if handler is None:
                raise InterpretError(f"line {single.line}: {single.opcode} is not interpreted")
        first, last = _register_span(x.operands[0])
        before = w.v[first:last + 1].copy()
        x_handler(interp, w, x_name, x, trace, records)
        x_result, w.v[first:last + 1] = w.v[first:last + 1].copy(), before
        y_handler(interp, w, y_name, y, trace, records)
        w.v[first:last + 1] = x_result

    return op, dual


def _handler(op: str):
    """The semantics of a mnemonic's family (scalar memory, vector memory, LDS, scalar ALU, vector ALU)."""
    if op.startswith("s_load_"):
        return _smem
    if op.startswith(("global_", "flat_")):
        return _vmem
    if op.startswith(("buffer_", "scratch_")):
        return _private
    if op.startswith("ds_"):
        return _lds
    if op.startswith("s_"):
        return _salu
    if op.startswith("v_"):
        return _valu
    return None
