"""A data-parallel kernel split over the n GPUs of one model.

A kernel that says how it splits (``multi_gpu: {split: [arrays]}`` in the workload:
:class:`advisor.link.hostcode.HostCode`) has its ``split`` arrays partitioned over the n
GPUs and every other array replicated on each; its outputs must all be split (an
unsplit output would need a reduction across GPUs, which is not modelled).

On chip, the n GPUs work as one device, the *gang* (:func:`gang`): n times the SMs,
L2, memory bandwidth and power. Each GPU runs 1/n of the grid, so the gang's waves,
fill and roofline are those of the split launch, and the on-chip models need no
change.

Copies, per GPU and concurrently, with B_s / B_r the bytes of split / replicated input
arrays: each GPU receives B_s / n + B_r over its own link. GPUs behind one upstream
link (``link.shared_by`` s) share it, and together they cannot read host memory faster
than the CPU's sustained bandwidth BW_host (their DMA engines all read it):

    G_eff = max(G x min(s, n), n / BW_host)                          (each of h2d, d2h)

With peer links (``link.peer``: NVLink/NVSwitch) the replicated arrays may instead
cross the host link once, each GPU fetching 1/n of them, and be all-gathered between
the GPUs, each receiving (n - 1) / n of them over its peer link:

    in = T_eff(B_s / n + B_r / n, n_in) + T_peer(B_r (n - 1) / n, n_r)

and the program is taken to do the better of the two. Outputs come back 1/n per GPU,
concurrently. Device memory holds B_s / n + B_r per GPU. Everything else (pageable or
pinned copies, overlap, out-of-core passes) is :func:`.datamovement.movement` applied to
one GPU's share over the effective link.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from ..gpu.descriptor import Gpu, LogGP
from .datamovement import Movement, movement
from .inputs import KernelAtSizes, Node, fresh_copied_bytes
from .loggp import loggp_time_s


def gang(gpu: Gpu, n: int) -> Gpu:
    """``n`` GPUs of one model working as one: n times the SMs, peaks, caches, bandwidth, memory and power."""
    amd = replace(gpu.amd, infinity_cache_bytes=gpu.amd.infinity_cache_bytes * n) if gpu.amd else None
    return replace(
        gpu, model=f"{n}x {gpu.model}", count=1, sms=gpu.sms * n,
        peak_flops_by_precision=MappingProxyType({p: v * n for p, v in gpu.peak_flops_by_precision.items()}),
        memory_bytes=gpu.memory_bytes * n, memory_bandwidth_Bps=gpu.memory_bandwidth_Bps * n,
        memory_bandwidth_sustained_Bps=gpu.memory_bandwidth_sustained_Bps * n, l2_bytes=gpu.l2_bytes * n,
        tdp_w=gpu.tdp_w * n, idle_power_w=gpu.idle_power_w * n, amd=amd,
    )


def _share(counts: KernelAtSizes, n: int, replicated_fraction: float) -> KernelAtSizes:
    """One GPU's share: split arrays / n, replicated ones times ``replicated_fraction``."""
    split = set(counts.host.split or ())
    sizes = {name: nbytes / n if name in split else nbytes for name, nbytes in counts.array_bytes.items()}
    moved = {name: nbytes / n if name in split else nbytes * replicated_fraction for name, nbytes in counts.array_bytes.items()}
    copies = tuple(replace(c, bytes=moved[c.array]) for c in counts.copies)
    return replace(counts, array_bytes=MappingProxyType(sizes),
                   h2d_bytes=sum(moved[name] for name in counts.inputs), d2h_bytes=sum(moved[name] for name in counts.outputs),
                   reread_bytes=sum(sizes[name] for name in counts.host.reread or ()), copies=copies,
                   h2d_fresh_bytes=fresh_copied_bytes(copies, "h2d"), d2h_fresh_bytes=fresh_copied_bytes(copies, "d2h"))


def _slower(params: LogGP, sharing: int, n: int, host_Bps: float) -> LogGP:
    below = _slower(params.below, sharing, n, host_Bps) if params.below else None
    return replace(params, G_s_per_byte=max(params.G_s_per_byte * sharing, n / host_Bps), below=below)


def gang_movement(counts: KernelAtSizes, platform: Node, index: int, n: int, compute_s: float, launch_s: float,
                  dram_bytes: float) -> Movement:
    """The copies of ``counts`` split over ``n`` GPUs of model ``index``, per GPU and concurrently."""
    gpu = platform.gpus[index]
    link = gpu.link
    sharing, host_Bps = min(link.shared_by, n), platform.cpu.memory_bandwidth_sustained_Bps
    effective = replace(link, **{side: _slower(getattr(link, side), sharing, n, host_Bps) if getattr(link, side) else None
                                 for side in ("h2d", "d2h", "pageable_h2d", "pageable_d2h")})
    shared_link = replace(platform, gpus=tuple(replace(g, link=effective) if i == index else g for i, g in enumerate(platform.gpus)))
    each = movement(_share(counts, n, 1.0), shared_link, index, compute_s, launch_s, dram_bytes)
    if each.unplaceable:
        return replace(each, unplaceable=f"split over {n} GPUs, {each.unplaceable.replace('its arrays take', 'each share of its arrays takes', 1)}")
    if link.peer is None:
        return each
    replicated = [name for name in counts.inputs if name not in set(counts.host.split or ())]
    gathered_bytes = sum(counts.array_bytes[name] for name in replicated) * (n - 1) / n
    scattered = movement(_share(counts, n, 1 / n), shared_link, index, compute_s, launch_s, dram_bytes)
    all_gather_s = loggp_time_s(gathered_bytes, len(replicated), link.peer)
    if scattered.h2d_s + all_gather_s < each.h2d_s:
        return replace(scattered, h2d_s=scattered.h2d_s + all_gather_s, unplaceable=each.unplaceable, passes=each.passes)
    return each
