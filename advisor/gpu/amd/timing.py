"""Time of one kernel launch on an AMD GPU from its AMDGCN code: ``kp``'s ideas ([kleimenov2021]) on what runs.

The interpreter (:mod:`.interp`) runs the wavefronts of a few sampled work-groups; from what they
executed and touched, for a GPU of a family with memory timing (GCN 3-5, CDNA 1-3, RDNA 1-3):

* **issue** ``I``: per wavefront, the cycles its SIMD spends issuing it, ``sum_B e_B sum_{i in B} c_i``
  with ``e_B`` the executions of block ``B`` and ``c`` = wavefront / SIMD lanes cycles for a vector
  ALU, memory or LDS instruction (4 for a wave64 on GCN's SIMD16 [amd-gcn-wp], 1 for a wave32 on
  RDNA's SIMD32 [amd-rdna-wp]), 4 times that for a transcendental (quarter rate),
  ``wavefront x SIMDs / fp64_lanes_per_cu`` for FP64, 1 for a scalar one;
* **latency** ``L``: per wavefront alone, ``sum_B e_B t_B``: a block's instructions issue in order
  and each ``s_waitcnt`` waits until the loads and stores it names are back (GFX8/9 count both in
  ``vmcnt``, RDNA stores in ``vscnt``; LDS and scalar loads in ``lgkmcnt``; an LDS access takes one more cycle for each pass
  its bank conflicts add). A vector memory access takes ``h1 lat_L1 + h2
  lat_shared + d lat_DRAM``: L1 hits, lines other groups brought (at the L2's latency while the grid's
  lines fit in the L2, else the Infinity Cache's) and first touches at the platform's DRAM latency,
  in cycles of the boost clock; LDS and scalar loads their family's latency
  (:class:`advisor.gpu.amd.families.MemoryTiming`);
* **a round** of resident wavefronts (occupancy :func:`.occupancy.amd_occupancy`, ``w`` per SIMD, fewer
  where the grid does not fill the GPU):
  ``max(L, w I)`` -- one wavefront's latency, or its SIMD's issue -- as kp's processing block;
  ``rounds = ceil(G / (groups per CU x CUs))`` (the paper's waves; on RDNA per work-group processor of
  two CUs, LLVM's default WGP mode: :func:`.occupancy.residency_unit`);
* **memory**: the cache lines of each sampled load and store. Within a work-group, a line seen
  before hits the L1 while the group's lines fit in it (else that share of it, kp's capacity
  rule); a line the other sampled groups also touch hits the L2 (or Infinity Cache) while the
  grid's lines fit there; the rest come from DRAM: those bytes at the sustained bandwidth, the L1
  misses' at ``l2_bytes_per_cycle_per_cu`` x CUs a clock;
* **LDS**: 32 four-byte banks serve 128 bytes a clock per CU [amd-gcn-wp]; each half-wave (32 lanes)
  of an LDS access takes as many passes as the most distinct words it has in one bank, at least one
  per 128 bytes (:func:`advisor.gpu.nvidia.blocktime.shared_bank_passes`, the rule of NVIDIA's shared
  memory: lanes reading one word share it). ``T_lds`` = the grid's passes / (CUs x clock).

The loaded latencies come from kp's bandwidth-latency fixed points
(:func:`advisor.gpu.nvidia.fixedpoint.raise_latency`, [kleimenov2021] Figs. 4-5): the L2's latency is
raised until ``T(lat) = rounds x max(L(lat), w I)`` leaves room for the L1 misses' bytes at the L2's
bandwidth, then the DRAM's for the DRAM bytes at its sustained bandwidth. ``t_exec`` = max(that time,
the levels' bytes / bandwidths, ``T_lds``) and ``t = launch + t_exec`` (the platform's launch model). The sampled groups' executions stand for every group's (a grid whose
groups branch differently is averaged over the samples, not modelled group by group).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..descriptor import Gpu
from ..nvidia.blocktime import shared_bank_passes
from ..nvidia.fixedpoint import raise_latency
from ..nvidia.occupancy import waves as waves_of
from .code import AmdgcnKernel
from .interp import INTERPRETED_TARGETS, Interpreter, InterpretError, Trace, canonical_opcode
from .metadata import read_metadata
from .occupancy import AmdOccupancy, amd_occupancy, residency_unit
from .shipped import ShippedKernel

SAMPLED_GROUPS = 4
RECORDS = 64  # executions of each memory instruction kept per sampled group


@dataclass(frozen=True)
class AmdTiming:
    time_s: float
    launch_s: float
    exec_s: float
    issue_s: float  # rounds x w x I: what issue alone takes
    latency_s: float  # rounds x L
    memory_s: float  # the levels' bytes / bandwidths, the most of the L2's, the DRAM's and the LDS's
    bound: str  # issue, latency, l2, dram or lds
    occupancy: AmdOccupancy
    rounds: int
    dram_bytes: float
    l1_hit: float
    l2_hit: float
    lines_per_request: float
    details: Mapping[str, float]


def issue_cycles(klass: str, gpu: Gpu, wavefront: int = 64) -> float:
    """Cycles a SIMD spends issuing one instruction of a wavefront (module docstring)."""
    family = gpu.amd.family
    vector = wavefront / family.lanes_per_simd  # a wave64 on a SIMD16 takes 4, a wave32 on RDNA's SIMD32 1
    if klass in ("valu_int", "valu_fp32", "valu_cvt", "vmem_load", "vmem_store", "vmem_atomic", "lds_load", "lds_store",
                 "lds_atomic"):
        return vector
    if klass == "valu_trans":
        return 4 * vector
    if klass == "valu_fp64":
        return wavefront * family.simds_per_cu / max(gpu.fp64_units_per_sm, 1)
    return 1.0 if klass in ("salu", "smem", "branch") else 0.0


_WAIT = re.compile(r"(vmcnt|lgkmcnt)\((\d+)\)")
_WAIT_STORES = re.compile(r"s_waitcnt_vscnt\s+\S+,\s*(\S+)")


def block_times(kernel: AmdgcnKernel, gpu: Gpu, vector_latency: float, lds_passes: Mapping[int, float] | None = None,
                wavefront: int = 64) -> tuple[np.ndarray, np.ndarray]:
    """(issue cycles, latency-exposed cycles) of one execution of each block by a wavefront alone;
    ``lds_passes``: passes of each LDS access (pc) beyond a conflict-free one's, each a cycle more.
    RDNA (GFX10 on) counts stores apart, in ``vscnt`` ([amd-rdna3-isa])."""
    extra = lds_passes or {}
    timing = gpu.amd.family.timing
    stores = "vscnt" if gpu.amd.family.name.startswith("rdna") else "vmcnt"
    issue = np.zeros(len(kernel.blocks))
    exposed = np.zeros(len(kernel.blocks))
    for b in kernel.blocks:
        t, pending = 0.0, {"vmcnt": [], "vscnt": [], "lgkmcnt": []}
        for ins in kernel.instructions[b.start:b.end]:
            cycles = issue_cycles(ins.klass, gpu, wavefront)
            issue[b.index] += cycles
            t += cycles
            if ins.klass.startswith("vmem"):
                pending[stores if ins.klass == "vmem_store" else "vmcnt"].append(t + vector_latency)
            elif ins.klass.startswith("lds"):
                pending["lgkmcnt"].append(t + timing.lds_cycles + extra.get(ins.pc, 0.0))
            elif ins.klass == "smem":
                pending["lgkmcnt"].append(t + timing.scalar_cycles)
            elif ins.opcode.startswith("s_waitcnt"):
                text = f"{ins.opcode} {', '.join(ins.operands)} {' '.join(ins.modifiers)}"
                waits = [("vscnt", str(int(m, 0))) for m in _WAIT_STORES.findall(text)] + _WAIT.findall(text)
                for counter, allowed in waits:
                    queue = pending[counter]
                    waited, pending[counter] = queue[:max(len(queue) - int(allowed), 0)], queue[max(len(queue) - int(allowed), 0):]
                    t = max([t, *waited])
        exposed[b.index] = t
    return issue, exposed


@dataclass(frozen=True)
class _Memory:
    requests: float  # line requests of the grid
    l1_hit: float
    l2_hit: float
    dram_share: float  # of the requests
    footprint_lines: float  # distinct lines of the grid (estimate)


def group_weights(picks: list[tuple[int, int, int]], grid: tuple[int, int, int]) -> np.ndarray:
    """How many of the grid's groups each sampled group stands for: the last group (often partial, at the
    edge of the data) for itself, the others for the rest of the grid, evenly."""
    groups = grid[0] * grid[1] * grid[2]
    last = (grid[0] - 1, grid[1] - 1, grid[2] - 1)
    interior = [p for p in picks if p != last]
    if not interior:
        return np.full(len(picks), groups / len(picks))
    rest = groups - (1 if last in picks else 0)
    return np.array([1.0 if p == last else rest / len(interior) for p in picks])


def memory_of(trace: Trace, vector_pcs: set[int], weights: np.ndarray, line: float, l1_bytes: float,
              llc_bytes: float) -> _Memory:
    """Hit shares of the vector loads and stores (``vector_pcs``; the LDS's are not memory traffic), from the
    sampled groups' lines (module docstring); the groups weighted by how many they stand for."""
    requests, repeats, lines_of, unions, l1_share = [], [], [], set(), []
    for g in range(len(weights)):
        seen: set[int] = set()
        wanted = again = 0.0
        for (group, pc), kept in trace.by_group.items():
            if group != g or pc not in vector_pcs:
                continue
            scale = trace.executions[(group, pc)] / len(kept)
            for addresses in kept:
                lines = np.unique(addresses // np.uint64(line))
                fresh = [int(x) for x in lines if int(x) not in seen]
                wanted += scale * lines.size
                again += scale * (lines.size - len(fresh))
                seen.update(fresh)
        requests.append(wanted)
        repeats.append(again)
        lines_of.append(len(seen))
        unions |= seen
        l1_share.append(min(1.0, l1_bytes / max(len(seen) * line, 1.0)))
    requests_total = float(np.dot(weights, requests))
    if requests_total == 0:
        return _Memory(0.0, 0.0, 0.0, 0.0, 0.0)
    shared = 1.0 - len(unions) / max(sum(lines_of), 1)  # lines the sampled groups have in common
    footprint = max(len(unions), float(np.dot(weights, lines_of)) * (1.0 - shared))
    llc_share = min(1.0, llc_bytes / max(footprint * line, 1.0))
    repeat_share = float(np.dot(weights, repeats)) / requests_total
    l1_hit = float(np.dot(weights, np.array(repeats) * np.array(l1_share))) / requests_total
    from_l2 = repeat_share - l1_hit + (1.0 - repeat_share) * shared * llc_share
    dram = max(0.0, 1.0 - l1_hit - from_l2)
    return _Memory(requests_total, l1_hit, from_l2, dram, footprint)


_LDS_WORDS = {"b32": 1, "b64": 2, "b96": 3, "b128": 4}


def lds_access_passes(lane_bytes: np.ndarray, words: int, banks: int) -> tuple[int, int]:
    """(passes, conflict-free passes) of one LDS access whose active lanes start at ``lane_bytes`` and
    move ``words`` 4-byte words each, served a half-wave (``banks`` lanes) at a time (module docstring)."""
    passes = floor = 0
    for start in range(0, lane_bytes.size, banks):
        half = lane_bytes[start:start + banks].astype(np.int64) // 4
        touched = [int(w) + k for w in half for k in range(words)]
        moved = half.size * 4 * words
        passes += shared_bank_passes(touched, moved, 4)
        floor += -(-moved // (banks * 4))
    return passes, floor


def lds_passes(kernel: AmdgcnKernel, trace: Trace, weights: np.ndarray, banks: int) -> tuple[dict[int, float], float]:
    """Per LDS instruction (pc): the passes its bank conflicts add to an execution, on average over the
    sampled ones; and the passes of the whole grid (``weights``: how many groups each sampled one stands for)."""
    extra, grid_passes = {}, 0.0
    for ins in kernel.instructions:
        if not ins.klass.startswith("lds"):
            continue
        name = canonical_opcode(ins.opcode)[3:]  # read_b32, read2_b64, write2st64_b32 ...
        words = _LDS_WORDS.get(name.split("_")[-1], 1)
        offsets = {m.split(":")[0]: int(m.split(":")[1], 0) for m in ins.modifiers if ":" in m}
        unit = 4 * words * (64 if "st64" in name else 1)
        spots = ([offsets.get("offset0", 0) * unit, offsets.get("offset1", 0) * unit]
                 if name.startswith(("read2", "write2")) else [offsets.get("offset", 0)])
        kept = [(g, a) for g in range(len(weights)) for a in trace.by_group.get((g, ins.pc), [])]
        if not kept:
            continue
        counts = np.array([[*lds_access_passes(a + spot, words, banks)] for _, a in kept for spot in spots], float)
        per_access = counts.reshape(len(kept), len(spots), 2).sum(axis=1)  # passes, conflict-free ones
        extra[ins.pc] = float((per_access[:, 0] - per_access[:, 1]).mean())
        executions = sum(weights[g] * trace.executions.get((g, ins.pc), 0) for g in range(len(weights)))
        grid_passes += executions * float(per_access[:, 0].mean())
    return extra, grid_passes


def sampled_groups(grid: tuple[int, int, int]) -> list[tuple[int, int, int]]:
    """The first group, its neighbours in x and y (they share halos and rows) and the last one."""
    gx, gy, gz = grid
    picks = [(0, 0, 0), (1, 0, 0), (0, 1, 0), (gx - 1, gy - 1, gz - 1)]
    return list(dict.fromkeys(p for p in picks if p[0] < gx and p[1] < gy and p[2] < gz))[:SAMPLED_GROUPS]


def predict(kernel: ShippedKernel, gpu: Gpu, target: str, grid: tuple[int, int, int], block: tuple[int, int, int],
            values: Mapping[str, float]) -> AmdTiming:
    """The launch's time on ``gpu`` (an AMD GPU of a GFX8 or GFX9 family with memory timing in its family's table)."""
    family = gpu.amd.family if gpu.amd else None
    if family is None or family.timing is None:
        raise InterpretError(f"{gpu.model}: no AMD timing model for {gpu.architecture} (its family's table has no timing)")
    timing = family.timing
    resources = read_metadata(kernel.assembly)[kernel.code.name]
    threads = block[0] * block[1] * block[2]
    unit, unit_cus = residency_unit(family)  # a CU, or on RDNA a work-group processor of two
    units = max(gpu.sms // unit_cus, 1)
    occupancy = amd_occupancy(unit, target, threads, resources,
                              waves_per_cu=unit_cus * gpu.max_threads_per_sm // family.wavefront_sizes[0],
                              lds_bytes_per_cu=gpu.amd.lds_bytes)
    groups = grid[0] * grid[1] * grid[2]
    picks = sampled_groups(grid)
    run = Interpreter(kernel.code, kernel.assembly, target, grid, block, kernel.argument_values(values), resources.wavefront_size)
    trace = run.run(picks, RECORDS)
    weights = group_weights(picks, grid)
    clock = gpu.boost_clock_hz
    vector_pcs = {ins.pc for ins in kernel.code.instructions if ins.klass.startswith("vmem")}
    memory = memory_of(trace, vector_pcs, weights, timing.line_bytes, gpu.amd.l1_bytes, gpu.last_level_cache_bytes)
    # shared lines hit the L2 while the grid's lines fit there, else the Infinity Cache behind it; first touches come from DRAM
    in_l2 = memory.footprint_lines * timing.line_bytes <= gpu.l2_bytes or not gpu.amd.infinity_cache_bytes
    shared_cycles = timing.l2_cycles if in_l2 or timing.infinity_cache_cycles is None else timing.infinity_cache_cycles
    wavefront = resources.wavefront_size
    extra_passes, grid_lds_passes = lds_passes(kernel.code, trace, weights, gpu.amd.lds_banks)
    per_wave = weights @ trace.block_executions / max(float(weights @ np.array(trace.wavefronts)), 1.0)
    rounds = waves_of(groups, occupancy.workgroups_per_cu, units)
    # wavefronts a SIMD holds at once: the occupancy's, or fewer where the grid does not fill the GPU
    waves_per_group = -(-threads // resources.wavefront_size)
    resident = min(groups, occupancy.workgroups_per_cu * units) * waves_per_group
    per_simd = min(occupancy.wavefronts_per_cu / unit.simds_per_cu, math.ceil(resident / (units * unit.simds_per_cu)))
    dram_latency0 = gpu.dram_latency_s * clock

    def exposed_cycles(shared_latency: float, dram_latency: float) -> float:
        """One wavefront's latency-exposed cycles with these latencies of shared lines and first touches."""
        vector_latency = memory.l1_hit * timing.l1_cycles + memory.l2_hit * shared_latency + memory.dram_share * dram_latency
        return float(per_wave @ block_times(kernel.code, gpu, vector_latency, extra_passes, wavefront)[1])

    issue, _ = block_times(kernel.code, gpu, 0.0, wavefront=wavefront)
    wave_issue = float(per_wave @ issue)
    issue_cycles_total = rounds * per_simd * wave_issue
    wave_latency = exposed_cycles(shared_cycles, dram_latency0)

    def run_cycles(shared_latency: float, dram_latency: float) -> float:  # T(lat) of the fixed points
        return max(rounds * exposed_cycles(shared_latency, dram_latency), issue_cycles_total)

    dram_bytes = memory.requests * memory.dram_share * timing.line_bytes
    l2_bytes = memory.requests * (1.0 - memory.l1_hit) * timing.line_bytes
    on_l2 = raise_latency(lambda lat: run_cycles(lat, dram_latency0), shared_cycles, l2_bytes,
                          timing.l2_bytes_per_cycle_per_cu * gpu.sms)
    on_dram = raise_latency(lambda lat: run_cycles(on_l2.latency_cycles, lat), dram_latency0, dram_bytes,
                            gpu.memory_bandwidth_sustained_Bps / clock)
    lds_cycles = grid_lds_passes / gpu.sms  # a pass a clock per CU
    parts = {"issue": issue_cycles_total, "latency": rounds * wave_latency, "l2": on_l2.bandwidth_cycles,
             "dram": on_dram.bandwidth_cycles, "lds": lds_cycles}
    exec_cycles = max(on_dram.time_cycles, on_l2.bandwidth_cycles, lds_cycles)
    if exec_cycles > max(parts.values()) * (1 + 1e-9):  # a loaded latency: the level whose latency rose most
        bound = "dram" if on_dram.latency_cycles / dram_latency0 >= on_l2.latency_cycles / shared_cycles else "l2"
    else:
        bound = max(parts, key=parts.get)
    exec_s = exec_cycles / clock
    issue_s, latency_s = issue_cycles_total / clock, rounds * wave_latency / clock
    dram_s, l2_s, lds_s = on_dram.bandwidth_cycles / clock, on_l2.bandwidth_cycles / clock, lds_cycles / clock
    launch_s = gpu.launch.launch_time_s(groups * threads)
    executions = sum(weights[g] * n for (g, pc), n in trace.executions.items() if pc in vector_pcs)
    lines_per_request = memory.requests / executions if executions else 0.0
    return AmdTiming(
        time_s=launch_s + exec_s, launch_s=launch_s, exec_s=exec_s, issue_s=issue_s, latency_s=latency_s,
        memory_s=max(dram_s, l2_s, lds_s), bound=bound, occupancy=occupancy, rounds=rounds, dram_bytes=dram_bytes,
        l1_hit=memory.l1_hit, l2_hit=memory.l2_hit, lines_per_request=lines_per_request,
        details={"wave_issue_cycles": wave_issue, "wave_latency_cycles": wave_latency,
                 "l2_latency_cycles": on_l2.latency_cycles, "dram_latency_cycles": on_dram.latency_cycles,
                 "lds_passes_added": sum(extra_passes.values()), "lds_s": lds_s,
                 "wavefronts_per_simd": per_simd, "sampled_groups": len(picks), "l2_bytes": l2_bytes,
                 "footprint_bytes": memory.footprint_lines * timing.line_bytes, "clock_hz": clock},
    )




def predict_launch(source: str | None, kernel_name: str, gpu: Gpu, grid: tuple[int, ...], block: tuple[int, ...],
                   values: Mapping[str, float], flags: tuple[str, ...] = ()):
    """kp on an AMD GPU, in the form every model's prediction has: a built-in kernel (``source`` None or a
    built-in ``.cu``) from the shipped compile for the GPU's target (or its family's), any other ``.cu``
    compiled now (clang, with ``flags``). ``grid`` and ``block`` may leave out trailing 1s."""
    from ..nvidia.result import KernelPrediction
    from ..sources import builtin_code
    from .shipped import compiled_kernel, shipped_kernel, target_for

    family = gpu.amd.family
    grid, block = (tuple(dims) + (1,) * (3 - len(dims)) for dims in (grid, block))
    shipped = target_for(family, gpu.compute_capability)
    built_in = source is None or (not flags and shipped is not None and builtin_code(Path(source), shipped) is not None)
    target = shipped if built_in else gpu.compute_capability
    if target is None or target not in INTERPRETED_TARGETS or family.timing is None:
        raise InterpretError(f"the AMD timing model covers GCN 3-5, CDNA 1-3 and RDNA 1-3 GPUs; the {gpu.model} is "
                             f"{family.name} ({gpu.compute_capability})")
    kernel = shipped_kernel(target, kernel_name) if built_in else compiled_kernel(source, target, kernel_name, flags)
    t = predict(kernel, gpu, target, grid, block, values)
    notes = [f"AMDGCN of {target}" + ("" if target == gpu.compute_capability else ", the shipped compile of its family")]
    return KernelPrediction(
        model="kp", kernel=kernel_name, gpu=gpu.model, time_s=t.time_s, launch_s=t.launch_s, exec_s=t.exec_s,
        instruction_time_s=t.issue_s, memory_time_s=t.memory_s, bound=t.bound, waves=t.rounds,
        occupancy=t.occupancy.fraction, blocks_per_sm=t.occupancy.workgroups_per_cu, occupancy_limiter=t.occupancy.limiter,
        sectors_per_request=t.lines_per_request, l1_hit=t.l1_hit, l2_hit=t.l2_hit, grid=grid, block=block,
        notes=tuple(notes), details={**t.details, "latency_s": t.latency_s, "dram_bytes": t.dram_bytes},
    )


__all__ = ["AmdTiming", "block_times", "issue_cycles", "memory_of", "predict", "predict_launch", "sampled_groups"]
