"""First touch of fresh memory: the page faults a program pays writing arrays it has just allocated.

Large allocations come straight from the kernel (glibc's ``malloc`` maps anything above
128 KiB with ``mmap`` [glibc-malloc]) and their pages do not exist until they are first
touched: the first write to each page faults, and the kernel allocates and zeroes it. A
program run once that computes into arrays it has just allocated (PolyBench-ACC's
programs, the CUDA samples' CPU references) pays one fault per page of its outputs
inside the timed code; a benchmark that repeats after a warm-up does not
(``cpu_implementation.outputs: touched``). Transparent huge pages apply only where the
system says ``always`` (``madvise`` is the distributions' default): 4 KiB pages here.

The cost per page is the platform's ``first_touch`` (``advisor calibrate`` writes fresh
pages from one thread and from all of them), or a documented estimate. Threads fault
their own pages at once but share the kernel's allocator and the memory controller, so
a team of ``T`` pays, per page of the array,

    t(T) = t(1) x (t_all / t(1)) ** (log2(T) / log2(T_all))

between the one-thread time ``t(1)`` and the whole machine's per-page rate ``t_all``.
"""

from __future__ import annotations

import math

from .descriptor import Cpu, FirstTouch


def per_page_s(touch: FirstTouch, cpu: Cpu, threads: int) -> float:
    """The time per page of a team of ``threads`` (equation above)."""
    if threads <= 1 or cpu.threads <= 1:
        return touch.one_thread_s
    every = touch.all_threads_s if touch.all_threads_s is not None else touch.one_thread_s / fault_speedup(cpu)
    share = min(1.0, math.log2(threads) / math.log2(cpu.threads))
    return touch.one_thread_s * (every / touch.one_thread_s) ** share


def first_touch_s(fresh_bytes: float, touch: FirstTouch, cpu: Cpu, threads: int) -> float:
    """Faulting in ``fresh_bytes`` of new pages by a team of ``threads``."""
    if fresh_bytes <= 0:
        return 0.0
    return math.ceil(fresh_bytes / touch.page_bytes) * per_page_s(touch, cpu, threads)


def fault_speedup(cpu: Cpu) -> float:
    """How many times faster than one thread the whole machine faults in fresh pages, where not measured: each core
    takes and zeroes pages from its own per-CPU lists, but the fault shares the process's page tables, the LRU and
    the memory controller with the others; taken as half the physical cores, an estimate inside the published range
    of threads faulting one shared mapping (mmtests pft-threads [lkml-pft]: 3.3x on 4 threads, 4.6x on 7 and 5.5x
    on 12 of a two-socket Ice Lake, Linux 6.2; 1.3-1.5x on 4-12 threads of a Zen 5 server, Linux 6.14; two threads
    of one KVM guest on a shared host did not scale at all)."""
    return max(1.0, cpu.cores * FAULT_CORE_SHARE)


# one byte written per 4 KiB page of a fresh anonymous mmap (MADV_NOHUGEPAGE), 256 MiB, best of 5: 1.30-1.41 us per
# fault on one thread of a KVM guest on a Zen 5 host, Linux 6.18, measured 2026-11-27 (a guest's minor fault runs the
# guest kernel's fault path under hardware EPT: about a native one's once the host backs the memory)
ESTIMATED_FAULT_S = 1.35e-6
FAULT_CORE_SHARE = 0.5
# one byte read per 4 KiB page of a fresh anonymous mmap (MADV_NOHUGEPAGE), 256 MiB, best of 5: 0.75 us per fault on one
# thread of the same KVM guest, 2026-11-27 (a read fault maps the shared zero page: no allocation, no zeroing); what
# a pageable host-to-device copy from pages never written pays per page (advisor.link.datamovement)
ESTIMATED_READ_FAULT_S = 0.75e-6
# where the platform states no ``first_touch``: ESTIMATED_FAULT_S per page on one thread, the cores faulting in
# parallel as :func:`fault_speedup` says
ESTIMATED_FIRST_TOUCH = FirstTouch(ESTIMATED_FAULT_S)
