"""Fast-forwarding loops once their per-iteration behaviour is steady.

The cost of the analysis must not grow with trip counts.  At
every arrival of the lanes at a loop header the interpreter's counters, the
registers live into the header, and the operands last seen by the loop's exit
tests are snapshotted.  A window of snapshots is steady when:

1. no lane joined the loop (lanes may leave: triangular loops across threads);
2. the operands of every exit test (the ``setp`` feeding a branch that leaves
   the loop) change by a constant per-lane amount per iteration;
3. the counters grow by the same amount every iteration (order 1), or by an
   amount that itself grows linearly (order 2: a triangular inner loop).
   Issue counts (block executions, requests) must be steady per warp, lane
   counts per active lane.  Sector-like counts (sectors, ideal sectors,
   wavefronts) are averaged over the window instead: an address step that is
   not a multiple of 32 bytes makes them alternate with the alignment, and the
   two-iteration window averages a period-2 alternation exactly.  They are
   extrapolated per active lane with at least one per request: exact for
   scattered (one sector per lane) and broadcast accesses, within the rounding
   of ceil(lanes * bytes / 32) for contiguous ones when lanes leave early.  If a
   data-dependent branch ran in the window, or the loop has run
   ``FORCE_MEAN_AFTER`` iterations without settling, the mean of the window is
   used (policy ``"mean"``: branch outcomes follow the pseudo-content).

The window is three iterations (four snapshots); when every exit test compares
induction variables or loop invariants (``_induction_registers``, proven
linear statically) two iterations suffice for order 1.

Then each lane's remaining trip count follows in closed form from the linear
exit operands (first t >= 1 with ``cmp(a + t*da, b + t*db)`` flipping to
"exit").  Each lane jumps to the start of its own last iteration: header
registers that moved linearly advance by ``s * delta``; counters advance per
warp by the warp's largest skip (issue counts) or per lane by the sum of its
lanes' skips (lane counts; sectors and wavefronts too, with at least one per
request).  The last iteration runs concretely, so lanes leave through the real
exit.  Exact for lanes that leave together; for staggered lanes the per-lane
sector scaling rounds contiguous accesses (within a few per cent, see
tests/test_ptx_loops.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .resources import live_in

INF = np.int64(1) << 62
#: Switch for testing: with False every iteration runs concretely (the reference
#: the extrapolation is checked against in tests/test_ptx_loops.py).
EXTRAPOLATE = True
#: Iterations a loop runs concretely before the mean policy is forced when the
#: counters never become steady (data-dependent paths, irregular bodies).
FORCE_MEAN_AFTER = 64

_NEGATE = {"eq": "ne", "ne": "eq", "lt": "ge", "ge": "lt", "le": "gt", "gt": "le",
           "lo": "ge", "hs": "lt", "ls": "gt", "hi": "le"}
_UNSIGNED = {"lo": "lt", "ls": "le", "hi": "gt", "hs": "ge"}


#: id(kernel) -> (kernel, exit tests per loop): static, so computed once per kernel
_EXIT_CACHE: dict[int, tuple] = {}


@dataclass
class LoopStats:
    """What happened to one loop during the run."""
    skipped_lane_iterations: float = 0.0
    extrapolations: int = 0
    orders: set = field(default_factory=set)        # {"1", "2", "mean"}
    unbounded: bool = False                         # exit could not be solved


@dataclass
class _Exit:
    setp_pc: int
    cmp: str            # comparison that means "leave the loop"
    induction: bool     # both operands are provably linear in the iteration count


class LoopExtrapolator:
    def __init__(self, kernel, machine):
        self.m = machine
        self.kernel = kernel
        self.history: dict[int, list] = {}
        self.iteration: dict[int, int] = {}     # loop -> 1-based iteration in the current visit
        self.stats = [LoopStats() for _ in kernel.loops]
        cached = _EXIT_CACHE.get(id(kernel))
        if cached is None or cached[0] is not kernel:
            exits = [self._exit_tests(lp) for lp in kernel.loops]
            live = live_in(kernel.instructions, kernel.blocks, kernel.cfg)
            carried = [frozenset(live[lp.header]) for lp in kernel.loops]
            cached = _EXIT_CACHE[id(kernel)] = (kernel, exits, carried)
            if len(_EXIT_CACHE) > 256:
                _EXIT_CACHE.pop(next(iter(_EXIT_CACHE)))
        self.exits: list[list[_Exit] | None] = cached[1]
        # registers live into the header: the only state carried between iterations
        self.carried: list[frozenset] = cached[2]
        self.exit_setps: set[int] = {e.setp_pc for ex in self.exits for e in ex or ()}
        self.kinds = self.floor_col = None

    def _exit_tests(self, lp):
        """The setp behind each exit branch of the loop, or None if one is not a plain setp."""
        ins = self.kernel.instructions
        linear = _induction_registers(self.kernel, lp)
        out = []
        for src, _dst in lp.exits:
            br = ins[self.kernel.blocks[src].end - 1]
            if br.opcode != "bra" or not br.guard:
                return None
            target_outside = self.kernel.cfg.succs[src][0] not in lp.body
            exit_when_true = (not br.guard_negated) if target_outside else br.guard_negated
            setp = None
            for b in sorted(lp.body):
                blk = self.kernel.blocks[b]
                for pc in range(blk.start, blk.end):
                    i = ins[pc]
                    if i.opcode == "setp" and i.operands and br.guard in i.operands[0].name.split("|"):
                        setp = i
            if setp is None or len(setp.operands) != 3 or "|" in setp.operands[0].name:
                return None
            if any(t in setp.modifiers for t in ("f32", "f64", "f16")):
                return None
            cmp = setp.modifiers[0]
            cmp = _UNSIGNED.get(cmp, cmp)
            ind = all(not hasattr(o, "name") or o.name in linear for o in setp.operands[1:])
            out.append(_Exit(setp.pc, cmp if exit_when_true else _UNSIGNED.get(_NEGATE[cmp], _NEGATE[cmp]), ind))
        return out

    # ------------------------------------------------------------------
    def on_header(self, li: int, mask: np.ndarray, entered: bool) -> None:
        m = self.m
        hist = self.history.setdefault(li, [])
        if entered:
            hist.clear()
            self.iteration[li] = 0
            for e in self.exits[li] or ():
                m.setp_values.pop(e.setp_pc, None)   # values from an earlier visit
        self.iteration[li] = self.iteration.get(li, 0) + 1
        snap = (mask.copy(), m.state.cw.copy(), m.state.cl.copy(),
                {n: m.regs[n] for n in self.carried[li] if n in m.regs and m.regs[n].dtype.kind in "if"},
                {pc: m.setp_values.get(pc) for pc in self.exit_setps},
                sum(m.state.dd_branches.values()))
        if not EXTRAPOLATE:
            return
        hist.append(snap)
        if len(hist) > 4:
            hist.pop(0)
        exits = self.exits[li]
        if len(hist) == 4 or (len(hist) == 3 and exits and all(e.induction for e in exits)):
            self._try_skip(li, hist, mask)

    def _try_skip(self, li: int, hist, mask) -> None:
        exits = self.exits[li]
        if exits is None:
            return
        # with three snapshots (exit tests on induction variables) only order 1 is tried
        s0, s1, s2, s3 = hist if len(hist) == 4 else (None, *hist)
        # lanes may leave (triangular loops across threads) but never join
        if any((mask & ~s[0]).any() for s in (s0, s1, s2) if s is not None):
            return
        G = self.m.G
        rows = mask.reshape(G, 32).any(axis=1)
        # exit operands must be linear in the iteration count
        t_exit = np.full(mask.shape, INF)
        for e in exits:
            vals = [s[4].get(e.setp_pc) for s in (s1, s2, s3)]
            if vals[0] is None and e.induction and s0 is None:
                vals[0] = (2 * vals[1][0] - vals[2][0], 2 * vals[1][1] - vals[2][1]) if vals[1] else None
            if any(v is None for v in vals):
                return
            (a1, b1), (a2, b2), (a3, b3) = vals
            da, db = a3 - a2, b3 - b2
            if not (np.array_equal((a2 - a1)[mask], da[mask]) and np.array_equal((b2 - b1)[mask], db[mask])):
                return
            t_exit = np.minimum(t_exit, _first_exit(e.cmp, (a3 - b3).astype(np.int64), (da - db).astype(np.int64)))
        if np.any(t_exit[mask] >= INF):
            self.stats[li].unbounded = True
            return
        # per-iteration counter deltas, raw and per active lane of that iteration
        pairs = ((s2, s3), (s1, s2)) + (((s0, s1),) if s0 is not None else ())
        raw, nrm = [], []
        for a, b in pairs:
            d = np.hstack([b[1] - a[1], b[2] - a[2]])[rows]
            raw.append(d)
            nrm.append(d / np.maximum(a[0].reshape(G, 32).sum(axis=1), 1)[rows][:, None])
        if self.kinds is None:
            self.kinds, self.floor_col = _column_kinds(self.m.layout)
        kinds = self.kinds
        def eq(x: np.ndarray, y: np.ndarray) -> np.ndarray:
            return np.all(np.isclose(x, y, rtol=1e-9, atol=1e-9), axis=0)

        sector_like = kinds == PER_LANE_FLOORED
        # sector-like columns only count memory traffic: they may alternate
        # (an address step that is not a multiple of 32 B shifts the alignment
        # every iteration), so they are averaged over the window, not tested
        mean_nrm = sum(nrm) / len(nrm)
        const_raw = np.logical_and.reduce([eq(raw[0], x) for x in raw[1:]])
        const_nrm = np.logical_and.reduce([eq(nrm[0], x) for x in nrm[1:]])
        ok = np.where(kinds == ISSUE, const_raw, np.where(kinds == LANE, const_nrm, True))
        if ok.all():
            order, dd = "1", None
            d = (raw[0], np.where(sector_like, mean_nrm, nrm[0]))
        elif s0 is None:
            return
        else:
            lin_raw = eq(raw[0] - raw[1], raw[1] - raw[2])
            lin_nrm = eq(nrm[0] - nrm[1], nrm[1] - nrm[2])
            ok2 = np.where(kinds == ISSUE, lin_raw, np.where(kinds == LANE, lin_nrm, True))
            if ok2.all():
                order = "2"
                grow = ~sector_like | lin_nrm
                d = (raw[0], np.where(grow, nrm[0], mean_nrm))
                dd = (raw[0] - raw[1], np.where(grow, nrm[0] - nrm[1], 0.0))
            elif s3[5] != s0[5] or self.m.state.cw[:, self.kernel.loops[li].header].max() > FORCE_MEAN_AFTER:
                order, dd = "mean", None
                d = (sum(raw) / len(raw), mean_nrm)
            else:
                return
        use_nrm = (kinds == LANE) | sector_like
        skip = np.where(mask, t_exit - 1, 0)
        if skip.max() <= 0:
            return
        self._apply(li, skip, mask, rows, order, use_nrm, d, dd, (s1[3], s2[3], s3[3]))

    def _apply(self, li, skip, mask, rows, order, use_nrm, d, dd, regs3) -> None:
        """Advance counters (rows = warps with lanes in the loop) and linear registers.

        A warp keeps issuing while any lane remains, so issue counts (block
        executions, requests, ...) grow with the warp's largest skip s_w; lane
        counts grow with the sum of its lanes' skips; memory sectors/wavefronts
        per lane likewise, but never below one per request.
        """
        m = self.m
        sk = skip.reshape(m.G, 32).astype(np.float64)[rows]
        sw = sk.max(axis=1)[:, None]
        sum_s = sk.sum(axis=1)[:, None]
        add = np.where(use_nrm, d[1] * sum_s, d[0] * sw)
        if order == "2":
            tri_w = sw * (sw + 1) / 2
            tri_l = (sk * (sk + 1) / 2).sum(axis=1)[:, None]
            add += np.where(use_nrm, dd[1] * tri_l, dd[0] * tri_w)
        floor = add[:, self.floor_col]                 # the instruction's requests
        add = np.where(self.floor_col >= 0, np.maximum(add, floor), add)
        n_cw = m.state.cw.shape[1]
        m.state.cw[rows] += add[:, :n_cw]
        m.state.cl[rows] += add[:, n_cw:]
        r1, r2, r3 = regs3
        for name in r3:
            cur = m.regs[name]
            if name not in r1 or name not in r2 or cur.dtype.kind not in "if":
                continue
            d = r3[name] - r2[name]
            if not np.array_equal((r2[name] - r1[name])[mask], d[mask]):
                continue
            m.regs[name] = np.where(mask, cur + skip.astype(cur.dtype) * d, cur)
        self.iteration[li] += int(skip.max())
        st = self.stats[li]
        st.skipped_lane_iterations += float(skip.sum())
        st.extrapolations += 1
        st.orders.add(order)
        self.history[li] = []


_LINEAR_OPS = {"add", "sub", "mov", "cvt", "neg"}


def _induction_registers(kernel, lp) -> set[str]:
    """Registers whose value is linear in the iteration count of loop ``lp``.

    Loop-invariant registers (no definition in the body) and basic/derived
    induction variables: every in-loop definition is add/sub/mov/cvt/neg of
    linear operands, or mul.lo/shl/mad.lo where the multiplier is invariant or an
    immediate, or ld.param.  Found by a fixpoint that starts from "everything linear" and
    removes registers with a non-linear definition.
    """
    from .isa import defs_uses
    ins = kernel.instructions
    body_pcs = [pc for b in sorted(lp.body) for pc in range(kernel.blocks[b].start, kernel.blocks[b].end)]
    defined: dict[str, list] = {}
    for pc in body_pcs:
        for d in defs_uses(ins[pc])[0]:
            defined.setdefault(d, []).append(ins[pc])
    linear = set(defined)
    def invariant(o: object) -> bool:  # immediates too
        return not hasattr(o, "name") or o.name not in defined

    def lin(o: object) -> bool:
        return not hasattr(o, "name") or o.name in linear or o.name not in defined

    changed = True
    while changed:
        changed = False
        for reg, defs in defined.items():
            if reg not in linear:
                continue
            ok = True
            for i in defs:
                src = i.operands[1:]
                if i.opcode == "ld" and "param" in i.modifiers:
                    ok = True     # a kernel parameter: the same every iteration
                elif i.guard or not src or any(getattr(o, "name", "").startswith("%p") for o in src):
                    ok = False
                elif i.opcode in _LINEAR_OPS:
                    ok = all(lin(o) for o in src)
                elif i.opcode in ("mul", "shl") and "hi" not in i.modifiers:
                    ok = (invariant(src[1]) and lin(src[0])) or (i.opcode == "mul" and invariant(src[0]) and lin(src[1]))
                elif i.opcode == "mad" and "hi" not in i.modifiers:
                    ok = ((invariant(src[1]) and lin(src[0])) or (invariant(src[0]) and lin(src[1]))) and lin(src[2])
                else:
                    ok = False
                if not ok:
                    break
            if not ok:
                linear.discard(reg)
                changed = True
    return linear | (_all_registers(kernel) - set(defined))   # + loop-invariant registers


def _all_registers(kernel) -> set[str]:
    from .isa import defs_uses
    names: set[str] = set()
    for i in kernel.instructions:
        d, u = defs_uses(i)
        names.update(d)
        names.update(u)
    return names


ISSUE, PER_LANE_FLOORED, LANE = 0, 1, 2


def _column_kinds(layout):
    """Kind of every counter column (warp-level columns, then lane-level ones)
    and, for memory sector/wavefront columns, the column of their requests."""
    kinds = np.full(layout.n_cw + layout.n_cl, ISSUE)
    kinds[layout.n_cw:] = LANE
    floor_col = np.full(layout.n_cw + layout.n_cl, -1)
    for m in range(len(layout.mem_pcs)):
        c = layout.mem0 + 4 * m
        kinds[c + 1:c + 4] = PER_LANE_FLOORED
        floor_col[c + 1:c + 4] = c
    return kinds, floor_col


def _first_exit(cmp: str, c0: np.ndarray, c1: np.ndarray) -> np.ndarray:
    """Smallest t >= 1 with ``cmp(c0 + t*c1, 0)``, per lane; INF when never."""
    if cmp in ("gt", "ge"):
        c0, c1 = -c0, -c1
        cmp = "lt" if cmp == "gt" else "le"
    if cmp == "le":
        c0, cmp = c0 - 1, "lt"
    if cmp == "lt":
        neg = np.where(c1 < 0, -c1, 1)
        t = np.where(c0 + c1 < 0, 1, np.where(c1 < 0, c0 // neg + 1, INF))
        return np.maximum(t, 1)
    if cmp == "eq":
        nz = np.where(c1 != 0, c1, 1)
        ok = (c1 != 0) & ((-c0) % nz == 0) & ((-c0) // nz >= 1)
        return np.where(ok, (-c0) // nz, np.where((c0 == 0) & (c1 == 0), 1, INF))
    if cmp == "ne":
        return np.where(c0 + c1 != 0, 1, np.where(c1 != 0, 2, INF))
    return np.full(c0.shape, INF)
