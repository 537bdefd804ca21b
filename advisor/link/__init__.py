"""The link side: moving a kernel's data between host and GPU, and splitting a kernel over GPUs.

Modules:

    hostcode.py      HostCode: what a workload says of how its host code moves data (pageable, pinned, mapped,
                     managed memory; chunks; a fresh or warm process)
    inputs.py        ArrayCopy (one array's copy at its size) and what the link's models read of a kernel and a node
    loggp.py         LogGP transfer time [alexandrov1995] with size segments, pageable copies, fresh-page faults
    datamovement.py  each array's copy from touched or fresh host pages, zero-copy, managed pages, overlap of copies
                     with the kernel, out-of-core passes (``docs/datamovement.md``)
    multigpu.py      a kernel split over the GPUs of one model (gang): partitioned and replicated arrays, peer links

What the platform says of a GPU's link (its :class:`~advisor.gpu.descriptor.Link` and LogGP per direction) is part
of the GPU's descriptor; the link's models read it there. Public names: loggp_time_s, transfer_time_s (:mod:`.loggp`),
movement, Movement (:mod:`.datamovement`), gang, gang_movement (:mod:`.multigpu`), HostCode (:mod:`.hostcode`).
"""
