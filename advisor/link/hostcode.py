"""What a workload says of its host code: :class:`HostCode`, how the GPU program's host code moves its data.

Data only: :mod:`advisor.workload` reads it; the link's models (:mod:`advisor.link.datamovement`,
:mod:`advisor.link.multigpu`) read it here. What the platform says of a GPU's link is the GPU's
(:class:`advisor.gpu.descriptor.Link`).
"""

from __future__ import annotations

from dataclasses import dataclass

HOST_MEMORY = ("pageable", "pageable-touched", "pinned", "mapped", "managed", "managed-prefetch")



COPYING_MEMORY = ("pageable", "pageable-touched", "pinned", "managed-prefetch")  # host code that copies its arrays



HOST_PAGES = ("touched", "fresh")



PROCESSES = ("fresh", "warm")  # HostCode.process



@dataclass(frozen=True)
class HostCode:
    """How the GPU program's host code moves its data (the CUDA runtime calls it makes).

    ``memory``: ``pageable`` (``malloc`` + ``cudaMemcpy``, the default: arrays the host
    initialises are copied from pages it has written, results into pages never written,
    :attr:`ArraySpec.host_pages`), ``pageable-touched`` (the same with every array's pages
    written before it is copied, as a program that reuses its buffers), ``pinned``
    (``cudaMallocHost`` + ``cudaMemcpy``), ``mapped`` (zero-copy: kernels read host
    memory in place), ``managed`` (``cudaMallocManaged``: pages move on first touch) or
    ``managed-prefetch`` (the same with ``cudaMemPrefetchAsync`` before the kernels).
    ``chunks``: copies may be split in up to this many chunks on streams, overlapped with
    the kernel (1: copy in, compute, copy out; :mod:`advisor.link.datamovement`).
    ``reread``: arrays an out-of-core version sends again for every pass when the arrays
    do not fit in device memory (None: no such version).
    ``split``: for a data-parallel kernel, the arrays it partitions over the GPUs of one
    model when it runs on all of them (every other array is replicated;
    :mod:`advisor.link.multigpu`); None: it runs on one GPU.
    ``process``: ``fresh`` (the default: the program starts in a new process, so its first
    launch and its first pageable copy each way pay the node's first-time costs,
    :mod:`advisor.gpu.launch`, :mod:`advisor.link.datamovement`) or
    ``warm`` (its kernels have run in this process before, as in a service or a loop over
    tasks; the kernels after the first of a ``dataflow: shared`` workload, which run in the
    first one's process).
    """

    memory: str = "pageable"
    chunks: int = 1
    reread: tuple[str, ...] | None = None
    split: tuple[str, ...] | None = None  # arrays partitioned over the GPUs of a model (None: runs on one GPU)
    process: str = "fresh"
