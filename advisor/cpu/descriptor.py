"""What the descriptors say of the CPU: the platform's :class:`Cpu` and the workload's :class:`CpuImplementation`.

Data only: :mod:`advisor.platform` and :mod:`advisor.workload` read them from their files; the CPU's models read
them here. What the descriptor leaves out (an access profile where none was measured, a measured one's cache levels)
is derived by the models from the core's microarchitecture table (:func:`advisor.cpu.datasheet.profile_for`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..elementwise import Value, maximum, minimum, where
from ..schema.precision import precision_bits
from .profile import AccessProfile

PAGE_BYTES = 4096.0



@dataclass(frozen=True)
class FirstTouch:
    """What writing a fresh page costs: one thread alone, and per page with every hardware thread faulting
    (None: not measured, the estimated speed-up of the cores applies)."""

    one_thread_s: float
    all_threads_s: float | None = None
    page_bytes: float = PAGE_BYTES


ADDRESS_TRANSLATIONS = ("native", "nested")  # nested: a VM guest under hardware nested paging (AMD RVI, Intel EPT)



@dataclass(frozen=True)
class Cpu:
    model: str
    microarchitecture: str
    sockets: int
    cores_per_socket: int
    threads_per_core: int
    base_clock_hz: float
    boost_clock_hz: float
    simd_width_bits: int
    flops_per_cycle_per_core: Mapping[str, float]
    memory_bandwidth_Bps: float
    memory_bandwidth_sustained_Bps: float
    memory_bandwidth_per_core_Bps: float
    llc_bytes: float
    tdp_w: float
    idle_power_w: float
    energy_per_flop_j: Mapping[str, float]
    energy_per_byte_j: float
    parallel_region_overhead_s: float = 0.0  # fork/join + barrier of one parallel sweep (0: not modelled)
    access_profile: AccessProfile | None = None  # measured loop costs by footprint, as stated (the model: datasheet.profile_for)
    address_translation: str = "native"  # ADDRESS_TRANSLATIONS: "nested" in a VM guest (two-dimensional page walks)
    all_core_clock_hz: float = 0.0  # the clock with every core busy (all-core turbo); 0: the base clock
    first_touch: FirstTouch | None = None  # the page faults of fresh memory (advisor.cpu.pages); None: the estimate

    @property
    def busy_clock_hz(self) -> float:
        """The clock with more than one core busy: the all-core turbo where the descriptor states it, else base."""
        return self.all_core_clock_hz or self.base_clock_hz

    @property
    def cores(self) -> int:
        return self.sockets * self.cores_per_socket

    @property
    def threads(self) -> int:
        return self.cores * self.threads_per_core

    def peak_flops(self, precision: str, cores: Value = None, vectorized: Value = True) -> Value:
        """Peak FLOP/s of ``cores`` cores (all by default) with or without SIMD (numbers or arrays).

        Several busy cores run at the all-core clock (base where not stated), one at the boost clock; a scalar
        code gets the vector rate divided by the SIMD lanes of its element size.
        """
        used = self.cores if cores is None else maximum(1, minimum(cores, self.cores))
        per_cycle = self.flops_per_cycle_per_core.get(precision)
        if per_cycle is None:
            raise KeyError(precision)
        if vectorized is not True:
            lanes = max(1, self.simd_width_bits // precision_bits(precision))
            per_cycle = where(vectorized, per_cycle, per_cycle / lanes)
        return used * where(used == 1, self.boost_clock_hz, self.busy_clock_hz) * per_cycle

    def memory_bandwidth(self, cores: Value = None) -> Value:
        """Sustained DRAM bandwidth reachable with ``cores`` cores (all by default)."""
        used = self.cores if cores is None else maximum(1, minimum(cores, self.cores))
        return minimum(self.memory_bandwidth_sustained_Bps, used * self.memory_bandwidth_per_core_Bps)


CPU_RUNTIMES = ("openmp", "opencl")



CPU_OUTPUTS = ("fresh", "touched")



@dataclass(frozen=True)
class CpuImplementation:
    """How the CPU code runs: ``threads`` None means all hardware threads.

    ``isa``: the vectors the binary was compiled for (:mod:`advisor.cpu.isa`; "" the
    platform's baseline, SSE2 on x86-64, as a compiler without ``-march`` makes it;
    ``native`` the platform's widest); ``vectorized`` False: the compiler vectorises
    nothing (``-O1``, ``-fno-tree-vectorize``); ``fast_math``: floating-point reductions
    may be reassociated onto vector accumulators; ``flags``: the compiler command line
    these were read from, as given.
    ``runtime``: ``openmp`` (C, with its pragmas, or serial code run on ``threads`` as a
    parallelising compiler would) or ``opencl`` (a CPU OpenCL runtime: the work-items of
    each step on all cores, vectorised across work-items as Intel's runtime packs them
    [intel-opencl-cpu]; with ``vectorized`` False each work-item's code runs scalar, the
    work-items of a group one after another, as AMD's APP runtime runs them [amd-opencl-opt]).
    ``copies``: the CPU runtime copies the kernel's buffers in and out on the host, as
    OpenCL does for a CPU device when buffers are created from host memory and read back
    (``CL_MEM_COPY_HOST_PTR``, ``clEnqueueReadBuffer``); plain C/OpenMP code copies nothing.
    ``outputs``: ``fresh`` when the program's output arrays (role ``out``, and ``temp``)
    are allocated for the run and first written by the timed code, which pays a page fault
    per page (a program run once); ``touched`` when they were written before (a benchmark
    that repeats after a warm-up).
    """

    threads: int | None = None
    vectorized: bool = True
    copies: bool = False
    isa: str = ""
    fast_math: bool = False
    runtime: str = "openmp"
    outputs: str = "fresh"
    flags: str = ""

    def describe(self) -> str:
        threads = "all cores" if self.threads is None else f"{self.threads} thread{'s' if self.threads != 1 else ''}"
        vectors = "scalar" if not self.vectorized else f"{(self.isa or 'baseline').upper() if self.isa != 'native' else 'native'} SIMD"
        extras = [", fast-math" if self.fast_math else "", ", OpenCL" if self.runtime == "opencl" else "",
                  ", buffers copied" if self.copies else ""]
        return f"{threads}, {vectors}{''.join(extras)}"
