"""``bsp``: the BSP-based model of Amaris, Cordeiro, Goldman & de Camargo [amaris2015]
(HiPC 2015, eqs. 3-5).

    Tk      = t (Comp + Comm_GM + Comm_SM) / (R P lambda)                    (3)
    Comm_SM = (ld0 + st0) g_SM                                              (4)
    Comm_GM = (ld1 + st1 - L1 - L2) g_GM + L1 g_L1 + L2 g_L2                (5)

per thread: ``Comp`` computation cycles, ``ld0/st0`` shared and ``ld1/st1``
global loads/stores, ``L1``/``L2`` the global accesses that hit each cache;
``t`` threads, ``R`` clock, ``P`` cores (SMs x FP32 units), ``g_*`` latencies:
the paper's typical values 5 (shared, L1), 250 (L2) and 500 (global) cycles.

Counts come from the profile (thread-level, averaged over the launched
threads): ``Comp`` = every executed non-memory instruction at one cycle (the
paper counts the FMAs read from the source; the PTX also has the address
arithmetic and the loop control), ``L1 = (ld1) x l1_hit``, ``L2 = (ld1 + st1 -
L1) x l2_hit``.  ``lambda`` absorbs everything else (latency hiding,
coalescing, divergence); the paper fits it as predicted(lambda = 1) /
measured on one GPU and size and reuses it (:func:`fit_lambda`); the default
is 1.  Tk is the kernel time as the paper measures it (nvprof), so no
separate launch time is added: ``launch_s`` is reported, not summed.
"""

from __future__ import annotations

from .result import KernelLaunch, KernelPrediction, base_fields, frozen

G_SM_CYCLES = 5.0
G_L1_CYCLES = 5.0
G_L2_CYCLES = 250.0
G_GM_CYCLES = 500.0

_GLOBAL = ("ld_global", "st_global", "ld_local", "st_local", "atomic")
_SHARED = ("ld_shared", "st_shared")
_NOT_COMPUTE = _GLOBAL + _SHARED + ("ld_param", "ld_const")


def terms(launch: KernelLaunch) -> dict[str, float]:
    """Per-thread Comp, Comm_GM, Comm_SM (cycles) of eqs. 4-5."""
    p = launch.profile
    t = launch.threads
    per = {k: v / t for k, v in p.thread_instructions.items()}
    comp = sum(v for k, v in per.items() if k not in _NOT_COMPUTE)
    ld1 = per.get("ld_global", 0.0) + per.get("ld_local", 0.0) + per.get("atomic", 0.0)
    st1 = per.get("st_global", 0.0) + per.get("st_local", 0.0)
    l1 = ld1 * p.l1_hit
    l2 = (ld1 + st1 - l1) * p.l2_hit
    comm_gm = (ld1 + st1 - l1 - l2) * G_GM_CYCLES + l1 * G_L1_CYCLES + l2 * G_L2_CYCLES
    comm_sm = (per.get("ld_shared", 0.0) + per.get("st_shared", 0.0)) * G_SM_CYCLES
    return {"comp": comp, "comm_gm": comm_gm, "comm_sm": comm_sm, "ld1": ld1, "st1": st1, "L1": l1, "L2": l2}


def fit_lambda(unit_prediction_s: float, measured_s: float) -> float:
    """lambda = Tk(lambda = 1) / measured ([amaris2015] sec. IV)."""
    if unit_prediction_s <= 0 or measured_s <= 0:
        raise ValueError("lambda needs a positive prediction and a positive measured time")
    return unit_prediction_s / measured_s


def predict(launch: KernelLaunch, lam: float = 1.0, **_: object) -> KernelPrediction:
    if not lam > 0:
        raise ValueError(f"lambda must be positive, got {lam!r}")
    parts = terms(launch)
    gpu = launch.gpu
    scale = launch.threads / (launch.clock_hz * gpu.sms * gpu.fp32_units_per_sm * lam)
    comp_s = scale * parts["comp"]
    comm_s = scale * (parts["comm_gm"] + parts["comm_sm"])
    exec_s = comp_s + comm_s
    return KernelPrediction(
        **base_fields(launch, "bsp"), time_s=exec_s, exec_s=exec_s,
        instruction_time_s=comp_s, memory_time_s=comm_s,
        bound="compute" if comp_s >= comm_s else "memory",
        details=frozen({**parts, "lambda": lam, "cores": gpu.sms * gpu.fp32_units_per_sm,
                        "launch_added": False}))
