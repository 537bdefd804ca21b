"""``kp``: the kernel-predictor paper's model (Kleimenov & Popova [kleimenov2021], sec. 3).

For each warp class of the profile (warps that behave alike; the paper's
``getMainThread`` is the class's representative warp):

    time_wp(lat)  = sum_B exec(B) x time(B, lat) + time_sync           (Fig. 3, :mod:`.blocktime`)
    time_sync     = syncs x delay_dep x (warpsPerBlock - 1),  delay_dep = (lat_uncoal - lat_DRAM) / 28
    delay_wp      = sum_B exec(B) x sum_{i in B} delay_i
    time_pb(lat)  = max(max_wp time_wp(lat), sum_{wp in pb} delay_wp)
    time_SM(lat)  = max_pb time_pb(lat)          (warps spread evenly over the processing blocks)
    lat           = coalpct (l1pct lat_L1 + l2pct lat_L2 + drampct lat_DRAM) + uncoalpct lat_uncoal   (see below)

``time_sync`` follows Hong & Kim [hong2009], whom the paper cites for it; we read
its ``blockSize - 1`` as *warps* per block minus one, as in Hong & Kim's
synchronisation cost (with threads, a 256-thread block would pay 255 x 10
cycles per barrier, several times the measured cost of ``__syncthreads``).

A wave is timed by three fixed points (:mod:`.fixedpoint`, Figs. 4-5): L1
latency against the SM's L1 bandwidth, then L2 latency against the GPU's L2
bandwidth, then DRAM and uncoalesced latencies (raised by the same factor)
against the DRAM bandwidth.  Memory volumes are 32-byte sectors (what the
memory system moves, uncoalesced waste included); ``l1pct`` and ``l2pct``
come from the profile (estimated, or given as [kleimenov2021] takes them from the user).

Waves ([kleimenov2021] sec. 3, occupancy from :mod:`.occupancy`): ``t_exec = sum_w t_wave(w)``.
The profile gives warp *classes*, not positions, so: one full wave holds the
slowest warp (``max_wp`` over the classes); the other full waves hold the
average warp (weighted mean over classes); a partial last wave runs
``ceil(rest / SMs)`` blocks on ``min(SMs, rest)`` SMs.  A single-wave grid is
the slow wave with its own size.  ``time = launch + t_exec`` with the
platform's launch model.

Beyond the paper: memory instructions that need several passes (bank
conflicts, with the architecture's bank width; accesses spanning several
128-byte lines, or several 32-byte transactions where L2 alone serves them on
cc 2.x/3.x) issue once per pass (:func:`.blocktime.replays_of`), and the
passes of an *uncoalesced* global request (more sectors than the contiguous
minimum, the ``uncoalMem`` of [kleimenov2021]) leave the processing block ``delay_dep`` cycles
apart -- Hong & Kim's departure delay of uncoalesced transactions, the same
``delay_dep`` as in ``time_sync`` -- when that is longer than the issue delay; from Volta on, passes the
L1 serves (a share ``l1_hit_i`` of the instruction's sectors) stay in the SM and take the issue delay:

    delay_i = max(del_i, delay_dep) x passes_i      (uncoalesced global/local, :func:`.blocktime.departures_of`)
    delay_i = (del_i + (1 - l1_hit_i) max(0, delay_dep - del_i)) x passes_i       (the same, Volta on)
    delay_i = del_i x passes_i                      (otherwise)

An uncoalesced request's sectors wait where they are served. Hong & Kim's ``lat_uncoal`` is the DRAM latency
plus the departures of 28 further transactions (``lat_uncoal - lat_DRAM``), measured on a GT200, whose global
loads had no cache; sectors the L1 serves (a share ``uncoal_l1pct``, where they stay in the SM) wait an L1 hit,
and of the rest those the L2 serves (the profile's ``l2_hit``) the L2 latency plus the same departures:

    lat = coalpct (l1pct lat_L1 + l2pct lat_L2 + drampct lat_DRAM)
          + uncoalpct (uncoal_l1pct lat_L1 + (1 - uncoal_l1pct) (l2_hit (lat_L2 + lat_uncoal - lat_DRAM) + (1 - l2_hit) lat_uncoal))

(corr_corr at m = n = 256 on the H100: one block whose lanes each walk a row of the result, 1 KiB apart, through
sectors the L2 holds; 32.4 ms with ``lat_uncoal`` for all of them, 24.2 ms so, 9.6 ms measured by Nsight Compute.)

Atomics on one address serialise where the address lives (the lanes of a warp too [nsight-atomics],
except the integer adds nvcc combines into one operation per warp [nv-warp-aggregated]):
``t_exec >= ops_hot / rate``, ``ops_hot`` the grid's operations on its busiest address (from the
sampled lanes' addresses, :func:`advisor.gpu.nvidia.ptx.analysis._atomic_hottest_ops`) and ``rate`` the
architecture's ``atomics_per_cycle_same_address`` (one per clock on Kepler, [nvidia-whitepapers]
GK110; Fermi a ninth of that). The bound is named ``atomics`` where the floor binds; ``pipeline``
(through :func:`predict_waves`) and ``hybrid`` keep it too. Shared-memory atomics are not in it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

from .arch import bandwidths_Bps
from .blocktime import block_times, departures_of, replays_of, shared_bases
from .fixedpoint import raise_latency
from .ptx.memory import SECTOR_BYTES
from .result import KernelLaunch, KernelPrediction, base_fields, frozen


class _Warps:
    """The per-class arrays of a launch: block executions, syncs, memory, weights."""

    def __init__(self, launch: KernelLaunch):
        p, arch = launch.profile, launch.arch
        m = arch.memory
        delay_dep = (m.uncoalesced_latency_cycles - m.dram_latency_cycles) / 28.0
        # passes per memory request and the departure delay of uncoalesced ones, by pc
        self.replays = replays_of(p, m.shared_bank_bytes, shared_bases(launch.kernel),
                                  m.l2_only_transaction_bytes, m.global_loads_cached_in_l1)
        self.departures = departures_of(p, delay_dep, m.uncoalesced_l1_hits_depart)
        self.times = block_times(launch.kernel, arch, self.replays, self.departures)
        classes = p.warp_classes
        self.weight = np.array([c.weight for c in classes], float)
        self.execs = np.array([c.block_executions for c in classes], float)
        self.sync_cycles = np.array([c.syncs for c in classes], float) * delay_dep * max(p.warps_per_block - 1, 0)
        self.delay = self.execs @ self.times.issue_cycles
        w = self.weight / self.weight.sum()
        self.share = w
        self.mem_bytes = float(w @ [c.global_sectors * SECTOR_BYTES for c in classes])
        uncoal = float(w @ [c.uncoalesced_sectors * SECTOR_BYTES for c in classes])
        self.uncoalpct = uncoal / self.mem_bytes if self.mem_bytes else 0.0
        sectors = sum(x.sectors for x in p.memory if x.space != "shared")
        hits = sum(x.sectors * (x.l1_hit or 0.0) for x in p.memory if x.space != "shared")
        self.l1pct = hits / sectors if sectors else 0.0
        # where L1 serves uncoalesced hits in the SM, those sectors wait an L1 hit, not lat_uncoal
        uncoalesced = [x for x in p.memory if x.space != "shared" and x.sectors > x.ideal_sectors * (1.0 + 1e-9)]
        unc_sectors = sum(x.sectors for x in uncoalesced)
        self.uncoal_l1pct = (0.0 if m.uncoalesced_l1_hits_depart or not unc_sectors
                             else sum(x.sectors * (x.l1_hit or 0.0) for x in uncoalesced) / unc_sectors)
        self.l2_hit = p.l2_hit  # of the sectors the L1 does not serve, uncoalesced ones included
        self.l2pct = (1.0 - self.l1pct) * p.l2_hit
        self.drampct = (1.0 - self.l1pct) * (1.0 - p.l2_hit)

    def warp_time(self, lat: float, slow: bool) -> float:
        t = self.execs @ self.times.times(lat) + self.sync_cycles
        return float(t.max() if slow else self.share @ t)

    def latency(self, l1: float, l2: float, dram: float, uncoal: float) -> float:
        coal = 1.0 - self.uncoalpct
        return (coal * (self.l1pct * l1 + self.l2pct * l2 + self.drampct * dram)
                + self.uncoalpct * (self.uncoal_l1pct * l1 + (1.0 - self.uncoal_l1pct) * (
                    self.l2_hit * (l2 + max(0.0, uncoal - dram)) + (1.0 - self.l2_hit) * uncoal)))


#: ``time_sm(launch, warps, blocks_per_sm, slow, issue) -> (lat -> cycles)``: an SM's time in a wave as a
#: function of the average memory latency (kp's own, or :mod:`.pipeline`'s simulation).
SmTime = Callable[[KernelLaunch, "_Warps", int, bool, float], Callable[[float], float]]


def _kp_sm_time(launch: KernelLaunch, w: _Warps, blocks_per_sm: int, slow: bool, issue: float) -> Callable[[float], float]:
    return lambda lat: max(w.warp_time(lat, slow), issue)


def _wave(w: _Warps, launch: KernelLaunch, blocks_per_sm: int, active_sms: int, slow: bool, bw: dict,
          sm_time: SmTime = _kp_sm_time) -> dict:
    arch, m = launch.arch, launch.arch.memory
    warps = blocks_per_sm * launch.profile.warps_per_block
    per_pb = math.ceil(warps / arch.processing_blocks_per_sm)
    issue = per_pb * float(w.share @ w.delay)
    time_sm = sm_time(launch, w, blocks_per_sm, slow, issue)

    mem_sm = warps * w.mem_bytes
    l1_0, l2_0, d_0, u_0 = (m.l1_hit_latency_cycles, m.l2_hit_latency_cycles, m.dram_latency_cycles,
                            m.uncoalesced_latency_cycles)
    fp1 = raise_latency(lambda x: time_sm(w.latency(x, l2_0, d_0, u_0)), l1_0, mem_sm * w.l1pct, bw["l1"])
    l1 = fp1.latency_cycles
    fp2 = raise_latency(lambda x: time_sm(w.latency(l1, x, d_0, u_0)), l2_0,
                        active_sms * mem_sm * w.l2pct, bw["l2"])
    l2 = fp2.latency_cycles
    fp3 = raise_latency(lambda x: time_sm(w.latency(l1, l2, x, u_0 * x / d_0)), d_0,
                        active_sms * mem_sm * w.drampct, bw["dram"])
    memory = max(fp1.bandwidth_cycles, fp2.bandwidth_cycles, fp3.bandwidth_cycles)
    return {"time": max(fp3.time_cycles, memory), "issue": issue, "memory": memory,
            "latency": time_sm(w.latency(l1_0, l2_0, d_0, u_0)),
            "lat_l1": l1, "lat_l2": l2, "lat_dram": fp3.latency_cycles,
            "iterations": fp1.iterations + fp2.iterations + fp3.iterations,
            "converged": fp1.converged and fp2.converged and fp3.converged}


def wave_plan(total_blocks: int, blocks_per_sm: int, sms: int) -> list[tuple[int, int, int, bool]]:
    """(count, blocks per SM, active SMs, slow) for the waves of a grid (see the module docstring)."""
    per_wave = blocks_per_sm * sms
    full, rest = divmod(total_blocks, per_wave)
    if full == 0:
        return [(1, math.ceil(rest / sms), min(sms, rest), True)]
    plan = [(1, blocks_per_sm, sms, True)]
    if full > 1:
        plan.append((full - 1, blocks_per_sm, sms, False))
    if rest:
        plan.append((1, math.ceil(rest / sms), min(sms, rest), False))
    return plan


def atomic_floor_s(launch: KernelLaunch) -> float:
    """Seconds the grid's global atomics on their busiest address take one after another: those operations
    over the architecture's rate on one address, at the launch's clock (0 where the rate is not known).
    A whole-kernel floor: they serialise wherever their warps run."""
    rate = launch.arch.memory.atomics_per_cycle_same_address
    return launch.profile.atomic_hottest_ops / rate / launch.clock_hz if rate else 0.0


def predict(launch: KernelLaunch, **_: object) -> KernelPrediction:
    return predict_waves(launch, "kp")


def predict_waves(launch: KernelLaunch, model: str, sm_time: SmTime = _kp_sm_time) -> KernelPrediction:
    """The waves of a launch, each timed by the fixed points over ``sm_time`` (kp's own by default)."""
    p, f = launch.profile, launch.clock_hz
    w = _Warps(launch)
    bands = bandwidths_Bps(launch.arch, launch.gpu, launch.clock)
    bw = {"l1": bands["l1_per_sm"] / f, "l2": bands["l2"] / f, "dram": bands["dram"] / f}
    occ = launch.occupancy
    totals = {"time": 0.0, "issue": 0.0, "memory": 0.0, "latency": 0.0}
    slow_wave: dict = {}
    converged, iterations = True, 0
    for count, blocks, sms, slow in wave_plan(p.total_blocks, occ.blocks_per_sm, launch.gpu.sms):
        wave = _wave(w, launch, blocks, sms, slow, bw, sm_time)
        for key in totals:
            totals[key] += count * wave[key]
        converged &= wave["converged"]
        iterations += wave["iterations"]
        slow_wave = slow_wave or wave
    atomics = atomic_floor_s(launch) * f
    parts = {"issue": totals["issue"], "memory": totals["memory"], "latency": totals["latency"]}
    bound = "atomics" if atomics > totals["time"] else max(parts, key=parts.__getitem__)
    totals["time"] = max(totals["time"], atomics)
    exec_s = totals["time"] / f
    notes = () if converged else ("a latency fixed point stopped at its iteration limit",)
    fields = base_fields(launch, model)
    fields["notes"] = fields["notes"] + notes
    return KernelPrediction(
        **fields, time_s=launch.launch_s + exec_s, exec_s=exec_s,
        instruction_time_s=totals["issue"] / f, memory_time_s=totals["memory"] / f,
        bound=bound,
        details=frozen({"latency_time_s": totals["latency"] / f, "atomics_time_s": atomics / f,
                        "l1pct": w.l1pct, "l2pct": w.l2pct,
                        "drampct": w.drampct, "uncoalpct": w.uncoalpct,
                        "lat_l1_cycles": slow_wave["lat_l1"], "lat_l2_cycles": slow_wave["lat_l2"],
                        "lat_dram_cycles": slow_wave["lat_dram"], "fixed_point_iterations": iterations,
                        "clock_hz": f}))
