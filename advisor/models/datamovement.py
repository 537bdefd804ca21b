"""How a kernel's data reaches the GPU and comes back: copies, zero-copy, managed pages, overlap, out-of-core passes.

The program's host code (:class:`advisor.workload.HostCode`) decides, the GPU's
link (:class:`advisor.platform.Link`) prices it. With B_in / B_out the bytes of
the input / output arrays, n_in / n_out their counts and T(B, n) LogGP eq. 12
(:func:`.loggp.loggp_time_s`):

``pinned`` (``cudaMallocHost`` + ``cudaMemcpy``)
    h2d = T_pinned(B_in, n_in), d2h = T_pinned(B_out, n_out).
``pageable`` (``malloc`` + ``cudaMemcpy``, the default)
    the same with the pageable LogGP: measured where the descriptor gives it, else
    :func:`.loggp.pageable_loggp` (the driver's staging copy through a pinned buffer).
``managed`` (``cudaMallocManaged``, first touch on the GPU)
    pages migrate on demand: h2d = T_pinned(B_in, n_in) + ceil(B_in / s) x t_fault, and
    back when the CPU touches the results, d2h likewise (s and t_fault: the link's
    ``managed`` fault size and latency).
``managed-prefetch``
    ``cudaMemPrefetchAsync`` migrates at copy speed: as ``pinned``.
``mapped`` (zero-copy)
    nothing is copied; the kernel reads and writes host memory over the link as it
    runs, so its time is at least (D - B_out) x G_h2d + B_out x G_d2h, with D the
    kernel's device-memory traffic. On a ``shared`` link (one memory for CPU and GPU)
    ``mapped`` and ``managed`` data is already where the GPU reads it: no cost at all.

Overlap (``chunks`` K > 1, copies only): copy in, compute and copy out run as a
three-stage pipeline on streams (two copy engines), each chunk moving 1/K of every
array:

    a = T(B_in / K, n_in),  b = (compute + launch) / K,  c = T(B_out / K, n_out)
    time = a + b + c + (K - 1) max(a, b, c)

Device memory: arrays of R bytes on a GPU of M bytes fit when R <= M. Otherwise
a kernel that declares an out-of-core version (``out_of_core: {reread: [...]}``)
runs in P = ceil((R - B_r) / (M - B_r)) passes, sending the re-read arrays (B_r
bytes, n_r arrays) again each pass: P - 1 more copies of them in, every other
array in P pieces; one that declares none does not run on that GPU.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..counts import KernelCounts
from ..elementwise import Value, ceil, maximum
from ..errors import DescriptorError
from ..platform import Gpu, LogGP, Platform
from .loggp import loggp_time_s, pageable_loggp


@dataclass(frozen=True)
class Movement:
    """The data movement of one kernel on one GPU."""

    h2d_s: Value
    d2h_s: Value
    host_access_s: Value = 0.0  # the kernel's own time reading/writing host memory in place (mapped): a floor on its time
    hidden_s: Value = 0.0  # copy and compute time the overlap hides
    passes: int = 1  # passes of an out-of-core version (1: the arrays fit)
    unplaceable: str | None = None  # why the kernel cannot run on this GPU as written

    @property
    def transfer_s(self) -> Value:
        return self.h2d_s + self.d2h_s


def _loggps(counts: KernelCounts, platform: Platform, gpu: Gpu) -> tuple[LogGP, LogGP]:
    link, memory = gpu.link, counts.host.memory
    if memory == "pageable":
        copy_Bps = platform.cpu.memory_bandwidth_per_core_Bps
        return (link.pageable_h2d or pageable_loggp(link.h2d, copy_Bps), link.pageable_d2h or pageable_loggp(link.d2h, copy_Bps))
    return link.h2d, link.d2h


def _faults_s(total_bytes: Value, gpu: Gpu, platform: Platform, index: int) -> Value:
    link = gpu.link
    if link.fault_latency_s is None or link.fault_bytes is None:
        raise DescriptorError(platform.path, f"gpus[{index}].link.managed",
                              "missing: the workload uses managed memory, whose page-fault cost this node does not describe")
    return ceil(total_bytes / link.fault_bytes) * link.fault_latency_s


def out_of_core_passes(counts: KernelCounts, gpu: Gpu) -> tuple[int, str | None]:
    """(passes, None) where the arrays fit or an out-of-core version runs; (0, why not) otherwise."""
    resident, memory = counts.resident_bytes, gpu.memory_bytes
    if resident <= memory:
        return 1, None
    need = f"its arrays take {resident / 2**30:.3g} GiB; the {gpu.model} has {memory / 2**30:.3g} GiB"
    if counts.host.reread is None:
        return 0, f"{need}, and the workload declares no out-of-core version (out_of_core)"
    room = memory - counts.reread_bytes
    if room <= 0:
        return 0, f"{need}, less than the arrays every out-of-core pass needs whole ({counts.reread_bytes / 2**30:.3g} GiB)"
    return math.ceil((resident - counts.reread_bytes) / room), None


def movement(counts: KernelCounts, platform: Platform, index: int, compute_s: Value, launch_s: Value, dram_bytes: Value) -> Movement:
    """The data movement of ``counts`` on GPU ``index`` of ``platform``, given the kernel's on-chip time and launches."""
    gpu = platform.gpus[index]
    link, host = gpu.link, counts.host
    passes, unplaceable = out_of_core_passes(counts, gpu)
    if unplaceable:
        return Movement(math.inf, math.inf, unplaceable=unplaceable, passes=0)
    if host.memory in ("mapped", "managed") and link.kind == "shared":
        return Movement(0.0, 0.0)
    if host.memory == "mapped":
        reads = maximum(dram_bytes - counts.d2h_bytes, 0.0)
        return Movement(0.0, 0.0, host_access_s=reads * link.h2d.G_s_per_byte + counts.d2h_bytes * link.d2h.G_s_per_byte)
    h2d_params, d2h_params = _loggps(counts, platform, gpu)
    h2d_bytes = counts.h2d_bytes + (passes - 1) * counts.reread_bytes  # re-read arrays whole each pass, the rest in pieces
    h2d_messages, d2h_messages = counts.h2d_messages * passes, counts.d2h_messages * passes
    chunks = host.chunks
    if chunks <= 1:
        h2d = loggp_time_s(h2d_bytes, h2d_messages, h2d_params)
        d2h = loggp_time_s(counts.d2h_bytes, d2h_messages, d2h_params)
        if host.memory == "managed":
            h2d = h2d + _faults_s(h2d_bytes, gpu, platform, index)
            d2h = d2h + _faults_s(counts.d2h_bytes, gpu, platform, index)
        return Movement(h2d, d2h, passes=passes)
    a = loggp_time_s(h2d_bytes / chunks, h2d_messages, h2d_params)
    c = loggp_time_s(counts.d2h_bytes / chunks, d2h_messages, d2h_params)
    b = (compute_s + launch_s) / chunks
    pipeline = a + b + c + (chunks - 1) * maximum(maximum(a, b), c)
    h2d, d2h = chunks * a, chunks * c
    return Movement(h2d, d2h, hidden_s=h2d + d2h + compute_s + launch_s - pipeline, passes=passes)
