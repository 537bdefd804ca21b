"""What a platform descriptor says of a GPU: :class:`Gpu` (and an AMD GPU's :class:`AmdGpu`), its launch overhead and
its link to the host (:class:`Link`: LogGP per direction, :class:`LogGP`, and what host memory costs over it).

Data only: :mod:`advisor.platform` reads them from the file, checking an AMD GPU against its family's table
(:mod:`advisor.gpu.amd.families`) and an NVIDIA GPU's compute capability against its architecture; the GPU's models
read them here, and the link side's models (:mod:`advisor.link`) read its :class:`Link`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..cpu.descriptor import PAGE_BYTES
from .amd.families import AmdFamily

LINK_KINDS = ("pcie", "coherent", "shared")



@dataclass(frozen=True)
class LogGP:
    """LogGP parameters of one transfer direction (Alexandrov et al. [alexandrov1995]).

    L: latency (s); o: per-message overhead (s); g: gap between consecutive
    messages (s); G: gap per byte of a long message (s/B, about 1/bandwidth).
    ``below``: the parameters of messages shorter than ``below_bytes``, where the
    copy changes protocol with its size (parameterised LogP [kielmann2000]: a
    pageable ``cudaMemcpy`` stages short copies whole and pipelines long ones in
    chunks); None: one set for every size.
    """

    L_s: float
    o_s: float
    g_s: float
    G_s_per_byte: float
    below_bytes: float = 0.0
    below: LogGP | None = None

    @property
    def bandwidth_Bps(self) -> float:
        return 1.0 / self.G_s_per_byte



@dataclass(frozen=True)
class Link:
    """The host-device link of one GPU: its kind, LogGP per direction, and what host memory costs over it.

    ``kind``: ``pcie`` (copies over PCIe), ``coherent`` (a cache-coherent CPU-GPU link such
    as NVLink-C2C: the GPU reads host memory in place at the link's speed) or ``shared``
    (CPU and GPU share one memory, as on an APU: nothing needs to move; ``h2d``/``d2h``
    are then what an explicit copy within that memory costs). ``h2d``/``d2h`` are for
    pinned host memory; ``pageable_h2d``/``pageable_d2h`` for plain ``malloc`` memory whose
    pages have been written (None: derived, :func:`advisor.link.loggp.pageable_loggp`);
    ``fresh_pages``: what such a copy pays on top per host page never written before;
    ``first_copies``: what a process's first pageable copy in each direction pays on top
    (what the driver does once per process), measured by ``advisor calibrate``; None: not stated.
    ``fault_latency_s``/``fault_bytes``: what a managed-memory page fault costs and
    moves (None: managed memory is not described for this node). ``shared_by`` and
    ``peer`` matter when a kernel is split over several GPUs of the model
    (:func:`gang`).
    """

    pcie_generation: int
    lanes: int
    h2d: LogGP
    d2h: LogGP
    kind: str = "pcie"
    pageable_h2d: LogGP | None = None
    pageable_d2h: LogGP | None = None
    fresh_pages: FreshPages | None = None  # what a pageable copy pays per fresh host page (None: the estimate)
    first_copies: FirstCopies | None = None  # a process's first pageable copy per direction, on top (None: not stated)
    fault_latency_s: float | None = None
    fault_bytes: float | None = None
    shared_by: int = 1  # GPUs of the node behind one upstream host link (a PCIe switch): they share its bandwidth
    peer: LogGP | None = None  # GPU-to-GPU copies (NVLink/NVSwitch), per direction and GPU; None: not described



@dataclass(frozen=True)
class FreshPages:
    """A pageable copy's cost per host page never written before (:mod:`advisor.link.datamovement`): into it
    (``d2h_s``, a write fault: the kernel allocates and zeroes the page) and out of it (``h2d_s``, a read fault:
    the shared zero page is mapped), pages of ``page_bytes``."""

    h2d_s: float
    d2h_s: float
    page_bytes: float = PAGE_BYTES



@dataclass(frozen=True)
class FirstCopies:
    """What a process's first pageable copy in each direction costs on top of a later one of the same size."""

    h2d_s: float
    d2h_s: float


NVIDIA_ARCHITECTURES = ("fermi", "kepler", "maxwell", "pascal", "volta", "turing", "ampere", "ada", "hopper", "blackwell")



# The architecture of each compute capability major version ([cuda-guide], "Compute Capabilities"); 7.x is Volta below
# 7.5 and Turing from it, 8.x Ampere but for Ada's 8.9; Blackwell spans 10.x to 12.x.
_ARCHITECTURE_OF_MAJOR = {2: "fermi", 3: "kepler", 5: "maxwell", 6: "pascal", 9: "hopper", 10: "blackwell", 11: "blackwell",
                          12: "blackwell"}



def nvidia_architecture(capability: str) -> str | None:
    """The NVIDIA architecture of compute capability ``MAJOR.MINOR``; None for one NVIDIA has not made."""
    major, minor = (int(part) for part in capability.split("."))
    if major == 7:
        return "volta" if minor < 5 else "turing"
    if major == 8:
        return "ada" if minor == 9 else "ampere"
    return _ARCHITECTURE_OF_MAJOR.get(major)



@dataclass(frozen=True)
class LaunchOverhead:
    """Kernel launch cost as a linear model in the launched threads (Kleimenov & Popova [kleimenov2021], sec. 4).

    ``first_s``: what a process's first launch costs on top (the context's first work, and the module its kernel is
    in where modules load lazily, CUDA's default from 12.2 [cuda-lazy-loading]), measured by ``advisor calibrate`` in
    fresh processes;
    None where the descriptor does not state it."""

    base_s: float
    per_thread_s: float
    first_s: float | None = None

    def launch_time_s(self, threads: float) -> float:
        return self.base_s + self.per_thread_s * threads



@dataclass(frozen=True)
class AmdGpu:
    """What an AMD GPU's descriptor says beyond the fields every GPU has (:mod:`advisor.gpu.amd.families`)."""

    family: AmdFamily
    wavefront_size: int  # what the node's kernels are compiled for
    lds_bytes: float  # per CU (RDNA: per work-group processor of family.lds_cus CUs)
    lds_banks: int
    l1_bytes: float  # vector L1 (RDNA: L0) per CU
    infinity_cache_bytes: float  # memory-side last-level cache (0: none)
    matrix_peak_flops_by_precision: Mapping[str, float]  # matrix cores (MFMA, WMMA); empty: none stated



@dataclass(frozen=True)
class Gpu:
    """One GPU model of a node. An AMD GPU's compute units are its ``sms``, their 64 FP32 lanes its
    ``fp32_units_per_sm``, its ``gfx_target`` its ``compute_capability`` (the name of its instruction set)."""

    model: str
    architecture: str
    compute_capability: str
    count: int
    sms: int
    fp32_units_per_sm: int
    fp64_units_per_sm: int
    base_clock_hz: float
    boost_clock_hz: float
    peak_flops_by_precision: Mapping[str, float]
    memory_bytes: float
    memory_bandwidth_Bps: float
    memory_bandwidth_sustained_Bps: float
    l2_bytes: float
    dram_latency_s: float
    max_threads_per_sm: int
    tdp_w: float
    idle_power_w: float
    energy_per_flop_j: Mapping[str, float]
    energy_per_byte_j: float
    launch: LaunchOverhead
    link: Link
    amd: AmdGpu | None = None  # None: an NVIDIA GPU

    def peak_flops(self, precision: str) -> float:
        value = self.peak_flops_by_precision.get(precision)
        if value is None:
            raise KeyError(precision)
        return value

    @property
    def last_level_cache_bytes(self) -> float:
        """The cache in front of device memory that rereads hit: the L2, or an AMD GPU's Infinity Cache."""
        return max(self.l2_bytes, self.amd.infinity_cache_bytes if self.amd else 0.0)

    @property
    def fp_lanes(self) -> int:
        """Threads that can issue an FP32 operation each cycle, the parallelism a kernel needs to reach peak."""
        return self.sms * self.fp32_units_per_sm

    @property
    def resident_threads(self) -> int:
        return self.sms * self.max_threads_per_sm
