"""How a kernel's data reaches the GPU and comes back: copies, zero-copy, managed pages, overlap, out-of-core passes.

The program's host code (:class:`advisor.link.hostcode.HostCode`) decides, the GPU's
link (:class:`advisor.gpu.descriptor.Link`) prices it. With B_in / B_out the bytes of
the input / output arrays, n_in / n_out their counts and T(B, n) LogGP eq. 12
(:func:`.loggp.loggp_time_s`):

``pinned`` (``cudaMallocHost`` + ``cudaMemcpy``)
    h2d = T_pinned(B_in, n_in), d2h = T_pinned(B_out, n_out).
``pageable`` (``malloc`` + ``cudaMemcpy``, the default)
    the same with the pageable LogGP (host pages already written): measured where the
    descriptor gives it, else :func:`.loggp.pageable_loggp` (the driver's staging copy
    through a pinned buffer); each array priced as its own message, with the parameters
    of its size where they change with it (:attr:`advisor.gpu.descriptor.LogGP.below`), and
    host-to-device at the rate of data read from memory, not from the caches a sweep's
    freshly written buffers sit in (:func:`.loggp.from_memory`; chunked and out-of-core
    copies take it for every byte). A
    copy from or into host pages never written pays a fault per page on top
    (:func:`.loggp.fresh_pages_s`): into them (d2h, the results a program copies into
    arrays it has just allocated) the kernel allocates and zeroes each page, out of them
    (h2d) it maps the shared zero page. Which arrays are fresh: :class:`advisor.workload.ArraySpec`.
    The cost per page is the link's ``pageable.fresh`` (measured by ``advisor calibrate``),
    else the CPU's first-touch cost on one thread for d2h and an estimated read fault for
    h2d (:func:`fresh_page_costs`).
``pageable-touched``
    every array's pages written before it is copied: no faults.
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

A program in a fresh process (``HostCode.process``) pays the link's ``pageable.first``
once more on its first pageable copy in each direction (what the driver does once per
process; measured by ``advisor calibrate``; nothing where the descriptor does not state it,
and the answer's notes say so, :func:`first_copies_note`).

Overlap (``overlap: {chunks: K}``, copies only): copy in, compute and copy out run
as a three-stage pipeline on streams (two copy engines), each of k chunks moving 1/k
of every array. A chunk's copy continues the stream of the one before, so it pays g
where the first pays L + o (eq. 12 split per message); with T(B, n) as above,

    a1 = T(B_in / k, n_in),  a = a1 - (L + o - g),  c1, c likewise out,
    b = (compute + per-thread launch) / k + launches x base launch  (each chunk launches anew),
    time(k) = a1 + b + c1 + (k - 1) max(a, b, c)

(exact when one stage dominates, a bound otherwise). Chunking has a price (each chunk
is n more messages), so the program is taken to use the best k <= K, as one tuned
for its data would: more overlap is never slower, and k = 1 is the plain copies.

CPU runtimes that copy buffers on the host (``cpu_implementation.copies``, as
OpenCL on a CPU device): B_in + B_out bytes through one core's memcpy, which reads
and writes each byte: 2 (B_in + B_out) / per-core memory bandwidth, plus a fault per page
the copies touch first: the runtime's new buffers copied into, and the host's fresh pages
as above (:func:`host_copies`).

Device memory: arrays of R bytes on a GPU of M bytes fit when R <= M (mapped arrays
stay in host memory and need none; managed arrays beyond M would be evicted and
faulted again, which is not modelled: refused). Otherwise
a kernel that declares an out-of-core version (``out_of_core: {reread: [...]}``)
runs in P = ceil((R - B_r) / (M - B_r)) passes, sending the re-read arrays (B_r
bytes, n_r arrays) again each pass: P - 1 more copies of them in, every other
array in P pieces; one that declares none does not run on that GPU.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from ..cpu.pages import ESTIMATED_FIRST_TOUCH, ESTIMATED_READ_FAULT_S
from ..elementwise import Value, ceil, is_scalar, maximum, where
from ..errors import DescriptorError
from ..gpu.descriptor import FreshPages, Gpu, LogGP
from ..gpu.launch import first_launch_s
from .hostcode import HostCode
from .inputs import ArrayCopy, KernelAtSizes, Node
from .loggp import fresh_pages_s, from_memory, loggp_time_s, message_times_s, pageable_loggp, segment


@dataclass(frozen=True)
class Movement:
    """The data movement of one kernel on one GPU."""

    h2d_s: Value
    d2h_s: Value
    host_access_s: Value = 0.0  # the kernel's own time reading/writing host memory in place (mapped): a floor on its time
    hidden_s: Value = 0.0  # copy and compute time the overlap hides
    passes: int = 1  # passes of an out-of-core version (1: the arrays fit)
    unplaceable: str | None = None  # why the kernel cannot run on this GPU as written
    chunks: int = 1  # chunks of the overlapped pipeline (1: copy in, compute, copy out)
    copies: tuple[tuple[ArrayCopy, float], ...] = ()  # each array's copy and its seconds, where priced one by one
    copied_bytes: Value = 0.0  # bytes that cross the link, both ways, every pass (what the copies' energy counts)

    @property
    def transfer_s(self) -> Value:
        return self.h2d_s + self.d2h_s


def copy_loggps(memory: str, platform: Node, gpu: Gpu, host_data: str = "memory") -> tuple[LogGP, LogGP]:
    """LogGP (h2d, d2h) of a copy of host memory of kind ``memory`` over ``gpu``'s link: pageable or pinned.

    ``host_data``: where a pageable host-to-device copy's staging finds its data: ``memory`` (a program's arrays,
    :func:`.loggp.from_memory`) or ``cache`` (a buffer written just before, as a copy sweep's)."""
    link = gpu.link
    if memory in ("pageable", "pageable-touched"):
        copy_Bps = platform.cpu.memory_bandwidth_per_core_Bps
        h2d = link.pageable_h2d or pageable_loggp(link.h2d, copy_Bps)
        return (from_memory(h2d) if host_data == "memory" else h2d), link.pageable_d2h or pageable_loggp(link.d2h, copy_Bps)
    return link.h2d, link.d2h


def fresh_page_costs(platform: Node, gpu: Gpu) -> FreshPages:
    """What a pageable copy pays per fresh host page: the link's measured ``pageable.fresh``, else what one host
    thread's copy pays (:func:`host_page_faults`: d2h, the driver's one thread writes the pages)."""
    return gpu.link.fresh_pages if gpu.link.fresh_pages is not None else host_page_faults(platform)


def host_page_faults(platform: Node) -> FreshPages:
    """What a copy by one host thread pays per page never touched before: a write fault (``d2h_s``: into such pages)
    as the CPU's own first touch on one thread, and an estimated read fault (``h2d_s``: out of them, mapping the
    shared zero page) (:mod:`advisor.cpu.pages`)."""
    touch = platform.cpu.first_touch or ESTIMATED_FIRST_TOUCH
    return FreshPages(h2d_s=ESTIMATED_READ_FAULT_S, d2h_s=touch.one_thread_s, page_bytes=touch.page_bytes)


def _makes_first_copies(host: HostCode) -> bool:
    """A fresh process copying pageable memory: it meets the link's first-copy cost."""
    return host.process == "fresh" and host.memory in ("pageable", "pageable-touched")


def first_copy_s(host: HostCode, gpu: Gpu) -> tuple[float, float]:
    """(h2d, d2h) seconds a fresh process's first pageable copy in each direction pays on top; 0 where the process
    is warm, the memory not pageable or the descriptor does not state it."""
    first = gpu.link.first_copies
    if first is None or not _makes_first_copies(host):
        return 0.0, 0.0
    return first.h2d_s, first.d2h_s


def first_copies_note(host: HostCode, gpu: Gpu) -> str | None:
    """Why a fresh process's first copies are priced as later ones, where they are."""
    if not _makes_first_copies(host) or gpu.link.first_copies is not None:
        return None
    return ("first copies priced as later ones: the descriptor states no first-copy cost (link.pageable.first, "
            "measured by advisor calibrate)")


def _priced(copies: tuple[ArrayCopy, ...], params: LogGP, fault_s: float, page_bytes: float,
            fresh_params: LogGP | None = None, first_s: float = 0.0) -> tuple[tuple[ArrayCopy, float], ...]:
    """Each copy with its seconds: its message's part of eq. 12 (per message), its fresh pages' faults, and for the
    first the process's first-copy cost ``first_s``. ``fresh_params``: those of copies from fresh pages where they
    differ (their staging reads the zero page)."""
    times = message_times_s([c.bytes for c in copies], [fresh_params if c.fresh and fresh_params else params for c in copies])
    return tuple((c, t + (fresh_pages_s(c.bytes, fault_s, page_bytes) if c.fresh else 0.0) + (first_s if i == 0 else 0.0))
                 for i, (c, t) in enumerate(zip(copies, times)))


def moves_data(memory: str, gpu: Gpu) -> bool:
    """Whether data of this host memory kind crosses to the GPU as copies (False: the GPU reads it where it is)."""
    return memory != "mapped" and not (memory == "managed" and gpu.link.kind == "shared")


def _faults_s(total_bytes: Value, gpu: Gpu, platform: Node, index: int) -> Value:
    link = gpu.link
    if link.fault_latency_s is None or link.fault_bytes is None:
        raise DescriptorError(platform.path, f"gpus[{index}].link.managed",
                              "missing: the workload uses managed memory, whose page-fault cost this node does not describe")
    return ceil(total_bytes / link.fault_bytes) * link.fault_latency_s


@dataclass(frozen=True)
class HostCopies:
    """What a CPU runtime that copies buffers on the host spends on them (:func:`host_copies`)."""

    memcpy_s: Value  # one core's memcpy of every byte in and out
    write_faults_s: Value  # pages the copies write first
    read_faults_s: Value  # fresh host pages the copies in read
    pages: Value  # pages faulted

    @property
    def time_s(self) -> Value:
        return self.memcpy_s + self.write_faults_s + self.read_faults_s

    @property
    def note(self) -> str | None:
        """What the time is made of, for the CPU option's notes (a single kernel's, not a batch's)."""
        if not is_scalar(self.memcpy_s):
            return None
        faults_s = self.write_faults_s + self.read_faults_s
        return (f"the runtime's copies of the buffers: {self.memcpy_s + faults_s:.3g} s, {self.memcpy_s:.3g} s of memcpy on "
                f"one core and {faults_s:.3g} s of faults on the {self.pages:,.0f} pages they touch first")


def host_copies(counts: KernelAtSizes, platform: Node, fresh_buffers: bool) -> HostCopies:
    """A CPU runtime's copies of the buffers on the host (module docstring): one core's memcpy, which reads and writes
    each byte, and a fault per page the copies touch first (:func:`host_page_faults`),

        T = 2 (B_in + B_out) / b_core + (B_in [fresh_buffers] + B_out,fresh) / page x t_write + B_in,fresh / page x t_read

    The runtime allocates a buffer per array: copying an array in writes the buffer's pages first where they are
    new (``fresh_buffers``: a program run once, as its fresh outputs say; a benchmark that repeats reuses them).
    Copying results out writes the host's pages never written, copying inputs in reads them (B_out,fresh and
    B_in,fresh, as a pageable copy to a GPU pays them). An out-only buffer is faulted in by the kernel's own writes
    (:mod:`advisor.cpu.pages`), not here."""
    faults = host_page_faults(platform)
    written = (counts.h2d_bytes if fresh_buffers else 0.0) + counts.d2h_fresh_bytes
    return HostCopies(2 * (counts.h2d_bytes + counts.d2h_bytes) / platform.cpu.memory_bandwidth_per_core_Bps,
                      fresh_pages_s(written, faults.d2h_s, faults.page_bytes),
                      fresh_pages_s(counts.h2d_fresh_bytes, faults.h2d_s, faults.page_bytes),
                      (written + counts.h2d_fresh_bytes) / faults.page_bytes)


def out_of_core_passes(counts: KernelAtSizes, gpu: Gpu) -> tuple[int, str | None]:
    """(passes, None) where the arrays fit or an out-of-core version runs; (0, why not) otherwise."""
    resident, memory = counts.resident_bytes, gpu.memory_bytes
    if resident <= memory:
        return 1, None
    need = f"its arrays take {resident / 2**30:.3g} GiB; the {gpu.model} has {memory / 2**30:.3g} GiB"
    if counts.host.memory == "managed":
        return 0, f"{need}; oversubscribed managed memory evicts and re-faults pages, which the advisor does not model"
    if counts.host.reread is None:
        return 0, f"{need}, and the workload declares no out-of-core version (out_of_core)"
    room = memory - counts.reread_bytes
    if room <= 0:
        return 0, f"{need}, less than the arrays every out-of-core pass needs whole ({counts.reread_bytes / 2**30:.3g} GiB)"
    return math.ceil((resident - counts.reread_bytes) / room), None


def movement(counts: KernelAtSizes, platform: Node, index: int, compute_s: Value, launch_s: Value, dram_bytes: Value) -> Movement:
    """The data movement of ``counts`` on GPU ``index`` of ``platform``, given the kernel's on-chip time and launches."""
    gpu = platform.gpus[index]
    link, host = gpu.link, counts.host
    if host.memory == "mapped":  # the arrays stay in host memory: no device memory needed, nothing copied
        if link.kind == "shared":
            return Movement(0.0, 0.0)
        reads = maximum(dram_bytes - counts.d2h_bytes, 0.0)
        return Movement(0.0, 0.0, host_access_s=reads * link.h2d.G_s_per_byte + counts.d2h_bytes * link.d2h.G_s_per_byte)
    passes, unplaceable = out_of_core_passes(counts, gpu)
    if unplaceable:
        return Movement(math.inf, math.inf, unplaceable=unplaceable, passes=0)
    if not moves_data(host.memory, gpu):
        return Movement(0.0, 0.0)
    h2d_params, d2h_params = copy_loggps(host.memory, platform, gpu)
    pages = fresh_page_costs(platform, gpu) if host.memory == "pageable" else FreshPages(0.0, 0.0)
    first_h2d_s, first_d2h_s = first_copy_s(host, gpu)
    chunks = host.chunks
    if chunks <= 1 and passes == 1 and counts.copies and host.memory != "managed":  # each array its own message
        zero_page = copy_loggps(host.memory, platform, gpu, host_data="cache")[0]  # a fresh page reads as the zero page
        h2d_parts = _priced(tuple(c for c in counts.copies if c.direction == "h2d"), h2d_params, pages.h2d_s, pages.page_bytes,
                            zero_page, first_h2d_s)
        d2h_parts = _priced(tuple(c for c in counts.copies if c.direction == "d2h"), d2h_params, pages.d2h_s, pages.page_bytes,
                            first_s=first_d2h_s)
        return Movement(sum(t for _, t in h2d_parts), sum(t for _, t in d2h_parts), copies=h2d_parts + d2h_parts,
                        copied_bytes=sum(c.bytes for c, _ in h2d_parts + d2h_parts))
    h2d_bytes = counts.h2d_bytes + (passes - 1) * counts.reread_bytes  # re-read arrays whole each pass, the rest in pieces
    h2d_messages, d2h_messages = counts.h2d_messages * passes, counts.d2h_messages * passes
    # a fresh page faults once, whatever the passes: later passes find it mapped
    h2d_faults_s = fresh_pages_s(counts.h2d_fresh_bytes, pages.h2d_s, pages.page_bytes)
    d2h_faults_s = fresh_pages_s(counts.d2h_fresh_bytes, pages.d2h_s, pages.page_bytes)
    first_h2d_s = where(h2d_bytes > 0, first_h2d_s, 0.0)  # a first copy only where the direction copies at all
    first_d2h_s = where(counts.d2h_bytes > 0, first_d2h_s, 0.0)
    copied = h2d_bytes + counts.d2h_bytes  # as priced below: the re-read arrays again each pass, the rest once
    if chunks <= 1:
        h2d = loggp_time_s(h2d_bytes, h2d_messages, h2d_params) + h2d_faults_s + first_h2d_s
        d2h = loggp_time_s(counts.d2h_bytes, d2h_messages, d2h_params) + d2h_faults_s + first_d2h_s
        if host.memory == "managed":
            h2d = h2d + _faults_s(h2d_bytes, gpu, platform, index)
            d2h = d2h + _faults_s(counts.d2h_bytes, gpu, platform, index)
        return Movement(h2d, d2h, passes=passes, copied_bytes=copied)
    fixed_s = sum(step.launches for step in counts.steps) * gpu.launch.base_s  # every chunk launches the kernels again
    once = (float(first_h2d_s), first_launch_s(counts, gpu.launch), float(first_d2h_s))  # the first chunk's alone
    return replace(_overlapped(h2d_bytes, h2d_messages, counts.d2h_bytes, d2h_messages, compute_s + launch_s - fixed_s - once[1],
                               fixed_s, h2d_params, d2h_params, chunks, passes, h2d_faults_s, d2h_faults_s, once), copied_bytes=copied)


def _overlapped(h2d_bytes: float, h2d_messages: float, d2h_bytes: float, d2h_messages: float, work_s: float, fixed_s: float,
                h2d_params: LogGP, d2h_params: LogGP, max_chunks: int, passes: int, h2d_faults_s: float = 0.0,
                d2h_faults_s: float = 0.0, once: tuple[float, float, float] = (0.0, 0.0, 0.0)) -> Movement:
    """The best pipeline of 1..max_chunks chunks (scalars only: raw scheduler tasks declare no overlap); each chunk
    pays its share of the fresh pages' faults, the first chunk alone what a fresh process pays once (``once``: its
    first copy in, first launch, first copy out)."""
    import numpy as np

    k = np.arange(1, max_chunks + 1, dtype=float)

    def stage(total_bytes: float, messages: float, params: LogGP, faults_s: float) -> tuple[np.ndarray, np.ndarray]:
        first = loggp_time_s(total_bytes / k, messages, params) + faults_s / k
        segments = [segment(params, chunk_bytes / max(messages, 1)) for chunk_bytes in total_bytes / k]
        later = np.where(first > 0, first - np.array([p.L_s + p.o_s - p.g_s for p in segments]), 0.0)
        return first, later

    a1, a = stage(h2d_bytes, h2d_messages, h2d_params, h2d_faults_s)
    c1, c = stage(d2h_bytes, d2h_messages, d2h_params, d2h_faults_s)
    a1, c1 = a1 + once[0], c1 + once[2]
    b = work_s / k + fixed_s
    pipeline = a1 + b + once[1] + c1 + (k - 1) * np.maximum(np.maximum(a, b), c)
    best = int(np.argmin(pipeline))
    h2d, d2h = float(a1[best] + best * a[best]), float(c1[best] + best * c[best])
    # hidden: what the copies and the (one-chunk) work would take in sequence, less the pipeline; the extra
    # launches of more chunks show as less hidden.
    return Movement(h2d, d2h, hidden_s=h2d + d2h + work_s + once[1] + fixed_s - float(pipeline[best]), passes=passes,
                    chunks=best + 1)
