"""``mwp-cwp``: Hong & Kim [hong2009], "An analytical model for a GPU architecture with
memory-level and thread-level parallelism awareness", ISCA 2009.

Per SM with N active warps (all per warp, cycles):

    Mem_L_Uncoal     = Mem_LD + (#Uncoal_per_mw - 1) x Departure_del_uncoal
    Mem_L_Coal       = Mem_LD
    Mem_L            = Mem_L_Uncoal x Weight_uncoal + Mem_L_Coal x Weight_coal
    Departure_delay  = Departure_del_uncoal x #Uncoal_per_mw x Weight_uncoal
                       + Departure_del_coal x Weight_coal
    MWP_Without_BW   = Mem_L / Departure_delay
    BW_per_warp      = Load_bytes_per_warp / Mem_L                 (bytes per cycle)
    MWP_peak_BW      = Mem_Bandwidth / (BW_per_warp x #ActiveSM)
    MWP              = min(MWP_Without_BW, MWP_peak_BW, N)
    Comp_cycles      = #Issue_cycles x #total_insts
    Mem_cycles       = Mem_L_Uncoal x #Uncoal_Mem_insts + Mem_L_Coal x #Coal_Mem_insts
    CWP              = min((Mem_cycles + Comp_cycles) / Comp_cycles, N)
    #Rep             = #Blocks / (#Active_blocks_per_SM x #Active_SMs)

    MWP == N == CWP:      Exec = (Mem_cycles + Comp_cycles + Comp_cycles / #Mem_insts x (MWP - 1)) x #Rep
    CWP >= MWP or Comp_cycles > Mem_cycles:
                          Exec = (Mem_cycles x N / MWP + Comp_cycles / #Mem_insts x (MWP - 1)) x #Rep
    MWP > CWP:            Exec = (Mem_L + Comp_cycles x N) x #Rep
    Synch_cost = Departure_delay x (MWP - 1) x #synch_insts x #Active_blocks_per_SM x #Rep
    (a kernel without global memory instructions is Comp_cycles x N x #Rep)

Modifications for GPUs after G80/GT200 (the kernel-predictor paper [kleimenov2021],
sec. 4, also compares against a modified MWP-CWP):

* an SM of P processing blocks (one warp scheduler each) is P of Hong & Kim's
  SMs: N = active warps / P, #ActiveSM = active SMs x P;
* ``#Issue_cycles x #total_insts`` becomes the sum of the per-class issue
  delays of the architecture model (``max(32 / units per processing block, 1)``
  instead of the G80's 4 cycles for every instruction);
* ``Mem_LD`` is the average latency of a load given the L1 and L2 hit rates:
  ``l1 lat_L1 + (1 - l1)(l2 lat_L2 + (1 - l2) lat_DRAM)``;
* a memory instruction is uncoalesced when it touches more 32-byte sectors per
  request than the contiguous minimum; ``#Uncoal_per_mw`` is its sectors per
  request (a sector is a transaction); ``Load_bytes_per_warp`` = 32 x sectors
  per request; ``Departure_del_uncoal = (lat_uncoal - lat_DRAM) / 28`` as in
  [kleimenov2021], ``Departure_del_coal`` Hong & Kim's 4 cycles;
* memory bandwidth is the platform's sustained DRAM bandwidth; shared-memory
  instructions count as computation (as in Hong & Kim).
"""

from __future__ import annotations

import math

from .arch import bandwidths_Bps
from .ptx.memory import SECTOR_BYTES
from .result import KernelLaunch, KernelPrediction, base_fields, frozen

DEPARTURE_DEL_COAL_CYCLES = 4.0
_GLOBAL = ("ld_global", "st_global", "ld_local", "st_local", "atomic")


def parameters(launch: KernelLaunch) -> dict[str, float]:
    """The per-warp inputs of the model (means over the grid's warps)."""
    p, arch = launch.profile, launch.arch
    m = arch.memory
    warps = p.total_warps
    per = {k: v / warps for k, v in p.instructions.items()}
    mem_insts = sum(per.get(k, 0.0) for k in _GLOBAL)
    comp_cycles = sum(v * arch.instruction(k).issue_delay_cycles for k, v in per.items())  # all insts, as H&K
    total_insts = sum(per.values())
    coal = uncoal = uncoal_sectors = sectors = requests = 0.0
    for x in p.memory:
        if x.space == "shared" or not x.requests:
            continue
        requests += x.requests
        sectors += x.sectors
        if x.sectors > x.ideal_sectors * (1 + 1e-9):
            uncoal += x.requests
            uncoal_sectors += x.sectors
        else:
            coal += x.requests
    total = coal + uncoal
    w_uncoal = uncoal / total if total else 0.0
    per_mw = uncoal_sectors / uncoal if uncoal else 1.0
    mem_ld = p.l1_hit * m.l1_hit_latency_cycles + (1 - p.l1_hit) * (
        p.l2_hit * m.l2_hit_latency_cycles + (1 - p.l2_hit) * m.dram_latency_cycles)
    return {"mem_insts": mem_insts, "uncoal_mem_insts": mem_insts * w_uncoal,
            "coal_mem_insts": mem_insts * (1 - w_uncoal), "total_insts": total_insts,
            "comp_cycles": comp_cycles, "weight_uncoal": w_uncoal, "uncoal_per_mw": per_mw,
            "mem_ld": mem_ld, "load_bytes_per_warp": SECTOR_BYTES * (sectors / requests if requests else 4.0),
            "departure_del_uncoal": (m.uncoalesced_latency_cycles - m.dram_latency_cycles) / 28.0,
            "departure_del_coal": DEPARTURE_DEL_COAL_CYCLES, "synch_insts": p.syncs / warps}


def exec_cycles(q: dict[str, float], n: float, active_units: float, bandwidth_bytes_per_cycle: float,
                blocks_per_unit: float, rep: float) -> dict[str, float]:
    """Hong & Kim's equations on the parameters ``q`` (see the module docstring); cycles."""
    wu = q["weight_uncoal"]
    mem_l_uncoal = q["mem_ld"] + (q["uncoal_per_mw"] - 1) * q["departure_del_uncoal"]
    mem_l_coal = q["mem_ld"]
    mem_l = mem_l_uncoal * wu + mem_l_coal * (1 - wu)
    departure = q["departure_del_uncoal"] * q["uncoal_per_mw"] * wu + q["departure_del_coal"] * (1 - wu)
    comp = q["comp_cycles"]
    mem = mem_l_uncoal * q["uncoal_mem_insts"] + mem_l_coal * q["coal_mem_insts"]
    if q["mem_insts"] <= 0:
        return {"exec": comp * n * rep, "mwp": 1.0, "cwp": n, "case": "no memory", "mem_l": mem_l,
                "comp": comp, "mem": 0.0, "synch": 0.0, "departure": departure}
    mwp_no_bw = mem_l / departure
    bw_per_warp = q["load_bytes_per_warp"] / mem_l
    mwp_peak_bw = bandwidth_bytes_per_cycle / (bw_per_warp * active_units)
    mwp = max(min(mwp_no_bw, mwp_peak_bw, n), 1.0)   # at least one warp's request is in flight
    cwp = min((mem + comp) / comp, n) if comp > 0 else n
    if math.isclose(mwp, n) and math.isclose(cwp, n):
        case, cycles = "mwp=n=cwp", mem + comp + comp / q["mem_insts"] * (mwp - 1)
    elif cwp >= mwp or comp > mem:
        case, cycles = "cwp>=mwp", mem * n / mwp + comp / q["mem_insts"] * (mwp - 1)
    else:
        case, cycles = "mwp>cwp", mem_l + comp * n
    synch = departure * (mwp - 1) * q["synch_insts"] * blocks_per_unit * rep
    return {"exec": cycles * rep + synch, "mwp": mwp, "cwp": cwp, "case": case, "mem_l": mem_l,
            "comp": comp, "mem": mem, "synch": synch, "departure": departure}


def predict(launch: KernelLaunch, **_: object) -> KernelPrediction:
    p, arch, gpu = launch.profile, launch.arch, launch.gpu
    occ = launch.occupancy
    pbs = arch.processing_blocks_per_sm
    active_sms = min(gpu.sms, p.total_blocks)
    blocks_per_sm = min(occ.blocks_per_sm, math.ceil(p.total_blocks / active_sms))
    n = max(blocks_per_sm * p.warps_per_block / pbs, 1.0)
    rep = p.total_blocks / (blocks_per_sm * active_sms)
    f = launch.clock_hz
    dram = bandwidths_Bps(arch, gpu, launch.clock)["dram"] / f
    q = parameters(launch)
    r = exec_cycles(q, n, active_sms * pbs, dram, blocks_per_sm / pbs, rep)
    exec_s = r["exec"] / f
    comp_s = r["comp"] * n * rep / f
    mem_s = (r["mem"] * n / r["mwp"]) * rep / f
    return KernelPrediction(
        **base_fields(launch, "mwp-cwp"), time_s=launch.launch_s + exec_s, exec_s=exec_s,
        instruction_time_s=comp_s, memory_time_s=mem_s,
        bound="compute" if comp_s >= mem_s else "memory",
        details=frozen({**q, "n_warps_per_scheduler": n, "rep": rep, "mwp": r["mwp"], "cwp": r["cwp"],
                        "case": r["case"], "mem_l_cycles": r["mem_l"], "synch_cycles": r["synch"],
                        "departure_delay_cycles": r["departure"]}))
