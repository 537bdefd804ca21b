"""``analyze_kernel``: sample blocks, run them, weight them to the whole grid.

Sampling: along each grid dimension we take the first
and the last block index and the middle of the g-2 interior indices -- the
two central ones when g-2 is even, so their mean is the interior mean -- and
run every combination (all their warps, so the partial tail warp of a block
is included).  When that would exceed 8 blocks (grids of 2 or 3 dimensions),
one middle index per dimension is used (at most 27 blocks).  A sampled block stands for all blocks
of its class: the first and last index of a dimension count once, the middle
ones share the g-2 interior indices.  So boundary blocks (guards like
``i < n`` failing, stencil borders) are exact, interior blocks are assumed
alike, and work that varies linearly with the block index (triangular
kernels) averages out exactly on 1-D grids (to within half a block otherwise).
Not seen: behaviour that changes at an interior block (e.g. a trip count that
reaches zero in the middle of the grid); such kernels are mis-weighted.

Caches (the l1pct/l2pct of the kernel-predictor paper [kleimenov2021], sec. 3):
* L1: a global-load sector hits when the same thread block touched it before
  in the executed (non-extrapolated) stream; inside loops only iterations after
  the first of each loop visit are scored (the first is a cold warm-up that
  extrapolation would otherwise replicate); if the stream's footprint per block
  exceeds ``l1_bytes`` the hits are scaled by capacity/footprint.  Other blocks
  resident on the same SM are ignored (a conservative choice).  Stores
  do not allocate in L1 (write-through).
* L2: two kinds of reuse reach it. Short-distance reuse inside a thread
  block that L1 does not serve (L1 too small, or not caching global loads at
  all, as on Kepler) hits L2: the block's warps run together, so the reused
  sector was touched a few hundred bytes of traffic ago, far inside any L2.
  For the rest, a compulsory-miss model: the grid's footprint is estimated
  from the address range each pointer argument was seen to cover (first and
  last blocks bound it); hits = 1 - footprint / remaining traffic, scaled by
  ``l2_bytes / footprint`` when the footprint does not fit.  Arrays just copied to
  the device or written by the launch before (``l2_resident``) are in L2 already when
  the whole footprint fits in ``l2_bytes``: then no sector is a compulsory miss.  When
  it does not fit, none is spared: the copy (or the launch before) swept the arrays in
  the order this launch sweeps them, and under least-recently-used replacement a
  cyclic sweep over more than the cache evicts every line before it comes back to it.
User-given ``l1_hit`` / ``l2_hit`` override the estimates.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np

from ....errors import UsageError
from ...launchlimits import geometry_problem
from . import memory as mem
from .interp import Machine
from .ir import Param, PtxKernel
from .isa import CLASSES, access_bytes, classify, memory_space, with_spaces
from .names import demangle
from .profile import DataDependentBranch, KernelProfile, LoopProfile, MemoryInstruction, SampledBlock, WarpClass

DATA_POLICY = ("global, constant and local loads return pseudo-content (a hash of the address: "
               "floats in [0,1), integers in [-128,127]); shared memory holds what was stored. "
               "Branches on loaded data follow those values; a loop whose per-iteration path "
               "varies with them is extrapolated with the mean of its observed iterations.")

Dim3 = int | Sequence[int]


def _dim3(v: Dim3, what: str) -> tuple[int, int, int]:
    t = (int(v),) if np.isscalar(v) else tuple(int(x) for x in v)
    if not 1 <= len(t) <= 3 or any(x < 1 for x in t):
        raise ValueError(f"{what} must be 1 to 3 positive integers, got {v!r}")
    return t + (1,) * (3 - len(t))  # type: ignore[return-value]


def _param_values(kernel: PtxKernel, args: Mapping[str, int | float]) -> dict:
    known = {p.ptx_name for p in kernel.params} | {p.source_name for p in kernel.params if p.source_name}
    unknown = sorted(set(args) - known)
    if unknown:
        raise UsageError("args", f"kernel {kernel.name}: unknown argument(s) {', '.join(unknown)}; "
                         f"parameters are {', '.join(p.name for p in kernel.params)}")
    values, n_ptr = {}, 0
    for p in kernel.params:
        given = args.get(p.source_name) if p.source_name in args else args.get(p.ptx_name)
        if given is None and p.pointer:
            n_ptr += 1
            given = n_ptr * mem.POINTER_SPACING     # a pointer: synthetic base address
        if given is None:
            raise UsageError("args", f"kernel {demangle(kernel.name)}: missing value for scalar parameter {p.name!r} ({p.dtype})")
        values[p.ptx_name] = _fits(kernel, p, given)
    return values


def _fits(kernel: PtxKernel, p: Param, value: int | float) -> int | float:
    """``value`` as parameter ``p`` holds it: a whole number in range for an integer type (no silent wrap), finite."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise UsageError("args", f"kernel {kernel.name}: {p.name} must be a finite number, got {value!r}")
    kind, bits = p.dtype[0], int(p.dtype[1:]) if p.dtype[1:].isdigit() else 64
    if kind in "usb" and not p.pointer:
        if float(value) != int(value):
            raise UsageError("args", f"kernel {kernel.name}: {p.name} is an integer ({p.dtype}), got {value!r}")
        low, high = (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1) if kind == "s" else (0, 2**bits - 1)
        if not low <= int(value) <= high:
            raise UsageError("args", f"kernel {kernel.name}: {p.name} ({p.dtype}) holds {low} to {high}, got {value!r}")
        return int(value)
    return value


def _content_regions(kernel: PtxKernel, params: dict, contents: Mapping[str, float]) -> dict[int, float]:
    """Pointer region (address // POINTER_SPACING) -> the constant its loads return."""
    regions = {}
    for name, value in contents.items():
        p = next((p for p in kernel.params if name in (p.source_name, p.ptx_name)), None)
        if p is None or not p.pointer:
            pointers = ", ".join(q.name for q in kernel.params if q.pointer) or "none"
            raise UsageError("contents", f"kernel {kernel.name}: content given for {name!r}, which is not a pointer "
                             f"parameter (pointers: {pointers})")
        if not isinstance(value, (int, float)) or not math.isfinite(value):
            raise UsageError("contents", f"kernel {kernel.name}: content of {name!r} must be a finite number, got {value!r}")
        regions[int(params[p.ptx_name]) // mem.POINTER_SPACING] = value
    return regions


def _samples(grid, max_blocks: int = 8) -> list[tuple[tuple[int, int, int], float]]:
    def positions(g: int, two_middles: bool) -> list[tuple[int, float]]:
        pos = {0: 1.0}
        if g >= 2:
            pos[g - 1] = 1.0
        if g >= 4 and two_middles and (g - 2) % 2 == 0:
            pos[(g - 1) // 2] = pos[g // 2] = (g - 2) / 2.0
        elif g >= 3:
            pos[(g - 1) // 2] = float(g - 2)
        return sorted(pos.items())

    per_dim = [positions(g, True) for g in grid]
    if np.prod([len(p) for p in per_dim]) > max_blocks:
        per_dim = [positions(g, False) for g in grid]
    return [((x, y, z), wx * wy * wz) for x, wx in per_dim[0] for y, wy in per_dim[1] for z, wz in per_dim[2]]


def analyze_kernel(kernel: PtxKernel, grid: Dim3, block: Dim3,
                   args: Mapping[str, int | float] | None = None, *,
                   l1_bytes: int = 128 * 1024, l2_bytes: int = 40 * 1024 * 1024,
                   l1_hit: float | None = None, l2_hit: float | None = None,
                   contents: Mapping[str, float] | None = None, l2_resident: bool = False) -> KernelProfile:
    """Execute representative blocks of ``kernel`` on concrete arguments.

    ``args`` maps parameter names (CUDA source names, or PTX ``K_param_N``)
    to values; pointer parameters may be omitted (they get synthetic, disjoint
    base addresses), scalars may not.  ``l1_bytes`` (per SM) and ``l2_bytes``
    size the cache estimates; ``l1_hit`` / ``l2_hit`` replace them.
    ``contents`` maps pointer parameters to the constant their array holds
    (e.g. ``{"vet": -1}``), for kernels whose branches follow the data; the
    other arrays return pseudo-content (``DATA_POLICY``).  ``l2_resident``: the arrays were
    just written to the device (a host-to-device copy or the launch before), so they start in
    L2 where it holds them all, instead of in DRAM (module docstring).
    """
    grid3, block3 = _dim3(grid, "grid"), _dim3(block, "block")
    for kind, dims in (("grid", grid3), ("block", block3)):
        problem = geometry_problem(kind, dims)
        if problem:
            raise ValueError(f"{kind} {dims}: {problem[1]}")
    threads = block3[0] * block3[1] * block3[2]
    params = _param_values(kernel, args or {})
    samples = _samples(grid3)
    contents = dict(contents or {})
    machine = Machine(kernel, grid3, block3, [s for s, _ in samples], params,
                      _content_regions(kernel, params, contents))
    st = machine.run()
    # generic accesses were counted in the space their first execution resolved to;
    # the static classification below must see that space too
    resolved = {pc: s for pc, s in st.generic_spaces.items() if s != "global"}
    kernel = with_spaces(kernel, resolved)
    lay = machine.layout
    W = machine.W
    weights = np.repeat([w for _, w in samples], W)            # per sampled warp row
    nb = lay.n_blocks
    cls_matrix = np.zeros((nb, len(CLASSES)))
    for b in kernel.blocks:
        for pc in range(b.start, b.end):
            cls_matrix[b.index, CLASSES.index(classify(kernel.instructions[pc]))] += 1
    warp_cls = st.cw[:, :nb] @ cls_matrix
    lane_cls = st.cl[:, :nb] @ cls_matrix
    total_cls = weights @ warp_cls
    total_lane_cls = weights @ lane_cls
    l1_rates = _l1_rates(st, machine, l1_bytes)
    memory, l1_total, l2_total, hit_src = _memory_profile(kernel, st, lay, weights, l1_rates, l1_hit, l2_hit,
                                                         l2_bytes, params, machine.shared_offsets, l2_resident)
    syncs_per_block = np.array([sum(1 for pc in range(b.start, b.end)
                                    if kernel.instructions[pc].opcode in ("bar", "barrier"))
                                for b in kernel.blocks], dtype=float)
    warp_syncs = st.cw[:, :nb] @ syncs_per_block
    notes = []
    if resolved:
        notes.append(f"{len(resolved)} generic access(es) resolved by address to "
                     + ", ".join(sorted(set(resolved.values()))) + " memory")
    if st.truncated:
        notes.append(f"execution stopped after {st.steps} block steps: counts are incomplete")
    if st.unsupported:
        notes.append("not modelled (results written as tainted zeros): " + ", ".join(sorted(st.unsupported)))
    loops = _loop_profiles(kernel, st, lay, weights, machine)
    for lp in loops:
        if lp.unbounded:
            notes.append(f"loop at block {lp.header}: exit condition could not be solved; ran concretely")
    total_blocks = grid3[0] * grid3[1] * grid3[2]
    return KernelProfile(
        kernel=kernel.name, grid=grid3, block=block3, threads_per_block=threads, warps_per_block=W,
        total_blocks=total_blocks, total_warps=total_blocks * W,
        registers=kernel.registers, registers_source=kernel.registers_source,
        shared_bytes=kernel.shared_bytes,
        instructions=dict(zip(CLASSES, map(float, total_cls))),
        thread_instructions=dict(zip(CLASSES, map(float, total_lane_cls))),
        block_executions=tuple(map(float, weights @ st.cw[:, :nb])),
        warp_classes=_warp_classes(st, lay, machine, samples, weights, warp_cls, lane_cls, warp_syncs, kernel),
        memory=memory, loops=loops, syncs=float(weights @ warp_syncs),
        l1_hit=l1_total, l2_hit=l2_total, hit_source=hit_src,
        data_dependent_branches=_dd_branches(kernel, st, lay, weights),
        data_policy=DATA_POLICY + "".join(f" Loads from {name} return {value:g} (given)."
                                          for name, value in contents.items()),
        sampled_blocks=tuple(SampledBlock(s, w) for s, w in samples),
        sampled_warps=machine.G, notes=tuple(notes), resolved_spaces=resolved, contents=contents,
        atomic_hottest_ops=_atomic_hottest_ops(st, lay, weights, np.array([w for _, w in samples], float),
                                               grid3[0] * grid3[1] * grid3[2]))


def _l1_rates(st, machine, l1_bytes: int):
    """Per memory index: (L1 hit rate, intra-block reuse rate), the fraction of its
    touched sectors that hit L1 in the executed stream (warm records only when the
    instruction has any), and the same under unbounded capacity."""
    if not st.l1_stream:
        return {}
    mids = np.concatenate([np.full(len(s), m) for m, _, s, _ in st.l1_stream])
    rows = np.concatenate([r for _, r, _, _ in st.l1_stream])
    secs = np.concatenate([s for _, _, s, _ in st.l1_stream])
    warm = np.concatenate([np.full(len(s), w) for _, _, s, w in st.l1_stream])
    blocks = rows // machine.W
    hits = mem.first_touch_hits(blocks, secs)
    footprint = len(np.unique(blocks * (1 << 44) + secs)) * mem.SECTOR_BYTES / max(machine.S, 1)
    scale = min(1.0, l1_bytes / footprint) if footprint else 1.0
    rates = {}
    for m in np.unique(mids):
        sel = mids == m
        if (sel & warm).any():
            sel &= warm
        rates[int(m)] = (scale * float(hits[sel].mean()), float(hits[sel].mean()))
    return rates


def _sample_offsets(ins, space, sample, regions, names, shared_offsets):
    """(array name, per-lane byte offsets into it, constant lane stride or None)."""
    if sample is None:
        return None, (), None
    active = sample[sample >= 0]
    array, base = None, 0
    if active.size and space == "shared":
        starts = sorted((off, name) for name, off in shared_offsets.items() if off <= int(active.min()))
        if starts:
            base, array = starts[-1]
    elif active.size:
        key = int(active.min()) // mem.POINTER_SPACING
        if key in regions:
            array, base = names[regions[key]], key * mem.POINTER_SPACING
    offsets = tuple(int(a) - base if a >= 0 else None for a in sample)
    steps = np.diff(active)
    stride = int(steps[0]) if steps.size and (steps == steps[0]).all() else (0 if active.size == 1 else None)
    return array, offsets, stride


def _atomic_hottest_ops(st, lay, weights, block_weights: np.ndarray, total_blocks: int) -> float:
    """The global atomic operations of the grid on its busiest address, all atomic instructions together,
    from the addresses the sampled blocks' active lanes touched and each instruction's total over the grid;
    lanes a warp combines into one operation count as that one (``memaccess.warp_operation_shares``).

    An address every sampled block touches (the first, the last and the middle ones: a counter, a histogram
    bin) is taken as every block's: its share of the instruction's sampled operations, each weighted by
    the blocks its sampled block stands for, times the instruction's total. Any other address counts what
    the sampled blocks that touch it do on it (a block's own partial sum: one block's operations); how many
    unsampled blocks share it is not known, so that is a lower bound (``out[blockIdx.x % 64]`` on 4,096
    blocks: two sampled blocks' operations, of 64's)."""
    found_keys, found_ops = [], []
    samples = len(block_weights)
    for pc, lanes in st.atomics.items():
        total = float(weights @ st.cl[:, lay.mem0 + lay.mem_pcs.index(pc)])
        blocks = np.concatenate([b for b, _, _ in lanes])
        addrs = np.concatenate([a for _, a, _ in lanes])
        shares = np.concatenate([s for _, _, s in lanes])
        if total <= 0 or not addrs.size:
            continue
        keys, address_of = np.unique(addrs, return_inverse=True)
        touched = np.zeros((len(keys), samples), dtype=bool)
        touched[address_of, blocks] = True
        weight = block_weights[blocks]
        everywhere = np.bincount(address_of, weight * shares, len(keys)) / weight.sum() * total
        per_block = np.bincount(blocks, minlength=samples)
        sampled = np.bincount(address_of, shares / per_block[blocks], len(keys)) * total / max(total_blocks, 1)
        found_keys.append(keys)
        found_ops.append(np.where(touched.all(axis=1), everywhere, sampled))
    if not found_keys:
        return 0.0
    _, address_of = np.unique(np.concatenate(found_keys), return_inverse=True)
    return float(np.bincount(address_of, np.concatenate(found_ops)).max())  # instructions on one address add up


def _memory_profile(kernel, st, lay, weights, l1_rates, l1_given, l2_given, l2_bytes, params, shared_offsets,
                    l2_resident=False):
    out = []
    ld_sectors = ld_hits = l2_traffic = short_hits = 0.0
    rows = []
    for m, pc in enumerate(lay.mem_pcs):
        ins = kernel.instructions[pc]
        space = memory_space(ins)
        c = lay.mem0 + 4 * m
        req, sec, ideal, wave = (float(weights @ st.cw[:, c + k]) for k in range(4))
        kind = "store" if ins.opcode in ("st",) else ("atomic" if ins.opcode in ("atom", "red") else "load")
        l1 = None
        if space != "shared":
            estimated, reuse = l1_rates.get(m, (0.0, 0.0))
            l1 = (l1_given if l1_given is not None else estimated) if kind == "load" else 0.0
            if kind == "load":
                ld_sectors += sec
                ld_hits += sec * l1
                short_hits += sec * max(0.0, reuse - l1)
            l2_traffic += sec * (1.0 - l1)
        rows.append((ins, space, kind, req, sec, ideal, wave, l1))
    footprint = sum(hi - lo for lo, hi in st.extents.values())
    regions = {v // mem.POINTER_SPACING: k for k, v in params.items()
               if isinstance(v, int) and v and v % mem.POINTER_SPACING == 0}
    names = {p.ptx_name: p.name for p in kernel.params}
    if l2_given is not None:
        l2 = l2_given
    elif l2_traffic > 0 and footprint > 0:
        compulsory = footprint / mem.SECTOR_BYTES
        remaining = l2_traffic - short_hits
        long_hits = remaining * max(0.0, 1.0 - compulsory / remaining) * min(1.0, l2_bytes / footprint) if remaining > 0 else 0.0
        if l2_resident and remaining > 0 and footprint <= l2_bytes:  # first touches of arrays L2 holds whole hit
            long_hits += min(compulsory, remaining)
        l2 = (short_hits + long_hits) / l2_traffic
    else:
        l2 = 0.0
    for ins, space, kind, req, sec, ideal, wave, l1 in rows:
        array, offsets, stride = _sample_offsets(ins, space, st.samples.get(ins.pc), regions, names,
                                                 shared_offsets)
        out.append(MemoryInstruction(
            pc=ins.pc, line=ins.line, text=ins.text, space=space, kind=kind,
            bytes_per_lane=access_bytes(ins), requests=req,
            sectors=sec if space != "shared" else 0.0, ideal_sectors=ideal,
            sectors_per_request=(sec / req if req and space != "shared" else 0.0),
            wavefronts=wave, conflict_degree=(sec / req if req and space == "shared" else 0.0),
            l1_hit=l1, l2_hit=None if space == "shared" else l2,
            array=array, sample_offsets=offsets, lane_stride_bytes=stride))
    l1_total = l1_given if l1_given is not None else (ld_hits / ld_sectors if ld_sectors else 0.0)
    src = "+".join(("given" if g is not None else "estimated") for g in (l1_given, l2_given))
    src = {"given+given": "given", "estimated+estimated": "estimated"}.get(src, src)
    return tuple(out), l1_total, l2, src


def _loop_profiles(kernel, st, lay, weights, machine):
    out = []
    for i, lp in enumerate(kernel.loops):
        entries = float(weights @ st.cl[:, lay.loop0 + i])
        iters = float(weights @ st.cl[:, lp.header])
        ls = machine.loops.stats[i]
        exit_pcs = {kernel.blocks[src].end - 1 for src, _ in lp.exits}
        out.append(LoopProfile(
            header=lp.header, depth=lp.depth, parent=lp.parent, body=tuple(sorted(lp.body)),
            entries=entries, iterations=iters, warp_iterations=float(weights @ st.cw[:, lp.header]),
            trips_per_entry=iters / entries if entries else 0.0, extrapolated=ls.extrapolations > 0,
            orders=tuple(sorted(ls.orders)), unbounded=ls.unbounded,
            data_dependent=bool(exit_pcs & set(st.dd_branches))))
    return tuple(out)


def _dd_branches(kernel, st, lay, weights):
    out = []
    block_of = {}
    for b in kernel.blocks:
        block_of[b.end - 1] = b.index
    for pc in sorted(st.dd_branches):
        c = lay.br0 + 2 * lay.branch_pcs.index(pc)
        ins = kernel.instructions[pc]
        out.append(DataDependentBranch(pc=pc, line=ins.line, block=block_of.get(pc, -1), text=ins.text,
                                       executions=float(weights @ st.cw[:, c]),
                                       divergent=float(weights @ st.cw[:, c + 1])))
    return tuple(out)


def _warp_classes(st, lay, machine, samples, weights, warp_cls, lane_cls, warp_syncs, kernel):
    nb = lay.n_blocks
    W = machine.W
    threads = machine.block_dims[0] * machine.block_dims[1] * machine.block_dims[2]
    lanes0 = np.array([min(32, threads - (r % W) * 32) for r in range(machine.G)])
    gm = [m for m, pc in enumerate(lay.mem_pcs) if memory_space(kernel.instructions[pc]) != "shared"]
    sm = [m for m, pc in enumerate(lay.mem_pcs) if memory_space(kernel.instructions[pc]) == "shared"]
    def col(ms: list[int], k: int) -> np.ndarray:
        return st.cw[:, [lay.mem0 + 4 * m + k for m in ms]].sum(axis=1) if ms else np.zeros(machine.G)

    g_req, g_sec = col(gm, 0), col(gm, 1)
    # sectors beyond the contiguous minimum, per instruction (a broadcast load
    # needing fewer sectors must not hide another instruction's excess)
    g_uncoal = sum((np.maximum(0.0, st.cw[:, lay.mem0 + 4 * m + 1] - st.cw[:, lay.mem0 + 4 * m + 2])
                    for m in gm), np.zeros(machine.G))
    g_bytes = (st.cl[:, [lay.mem0 + m for m in gm]] * np.array(
        [access_bytes(kernel.instructions[lay.mem_pcs[m]]) for m in gm])).sum(axis=1) if gm else np.zeros(machine.G)
    s_req, s_wave = col(sm, 0), col(sm, 3)
    key_rows = np.round(np.column_stack([st.cw[:, :nb], g_sec, s_wave, lanes0]), 6)
    _, first, inverse = np.unique(key_rows, axis=0, return_index=True, return_inverse=True)
    out = []
    for g, r in enumerate(first):
        members = np.nonzero(inverse.reshape(-1) == g)[0]
        bx, by, bz = samples[r // W][0]
        out.append(WarpClass(
            weight=float(weights[members].sum()), lanes=int(lanes0[r]), representative=(bx, by, bz, int(r % W)),
            block_executions=tuple(map(float, st.cw[r, :nb])),
            instructions=dict(zip(CLASSES, map(float, warp_cls[r]))),
            thread_instructions=dict(zip(CLASSES, map(float, lane_cls[r]))),
            global_requests=float(g_req[r]), global_sectors=float(g_sec[r]),
            uncoalesced_sectors=float(g_uncoal[r]), global_bytes=float(g_bytes[r]),
            shared_requests=float(s_req[r]), shared_wavefronts=float(s_wave[r]), syncs=float(warp_syncs[r])))
    out.sort(key=lambda w: -w.weight)
    return tuple(out)
