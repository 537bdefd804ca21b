"""The vector instruction set a CPU binary was compiled for: from ``isa`` or from the compiler's flags.

A binary uses the vectors its compiler was allowed, not the widest the CPU has: GCC and Clang
target the x86-64 baseline (SSE2, 128-bit) unless told otherwise (``-march``, ``-mavx2``)
[gcc-x86-options], and ``nvcc`` passes no ``-march`` to its host compiler, so a CUDA program's
CPU reference is SSE2 code even on an AVX-512 server. AArch64's baseline is Advanced SIMD
(NEON, 128-bit); SVE is vector-length agnostic and runs at the core's width.

``isa`` names it (``sse2``, ``avx``, ``avx2``, ``avx512``, ``neon``, ``sve``, ``native``: the
platform's widest), or ``flags`` gives the compiler's flags, read for what they mean here:
``-march=``/``-mcpu=`` (``native``, a named core, ``x86-64-v2/v3/v4``), ``-mavx``, ``-mavx2``,
``-mavx512f``, ``-msse*``; ``-O0``/``-O1`` and ``-fno-tree-vectorize`` vectorise nothing (``-O2``
vectorises with GCC 12 and later, as ``-O3`` does); ``-ffast-math``, ``-Ofast`` and
``-fassociative-math`` let floating-point reductions run on vector accumulators.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .arch import find_cpu_arch

if TYPE_CHECKING:
    from .descriptor import Cpu

BASELINE = ""  # the platform's baseline: SSE2 on x86-64, NEON on AArch64 (128-bit either way)
NATIVE = "native"
VECTOR_BITS = {"sse2": 128, "avx": 256, "avx2": 256, "avx512": 512, "neon": 128, "sve": None}  # sve: the core's width
ISAS = (*VECTOR_BITS, NATIVE)
BASELINE_BITS = 128

# -march values by the vectors they enable (GCC's x86 options [gcc-x86-options]); any other named core: native-like
_MARCH_BITS = {
    "x86-64": 128, "x86-64-v2": 128, "x86-64-v3": 256, "x86-64-v4": 512,
    "core2": 128, "nehalem": 128, "westmere": 128, "sandybridge": 256, "ivybridge": 256,
    "haswell": 256, "broadwell": 256, "skylake": 256, "alderlake": 256, "raptorlake": 256,
    "znver1": 256, "znver2": 256, "znver3": 256,
    "skylake-avx512": 512, "cascadelake": 512, "cooperlake": 512, "icelake-server": 512, "icelake-client": 512,
    "tigerlake": 512, "sapphirerapids": 512, "emeraldrapids": 512, "graniterapids": 512, "znver4": 512, "znver5": 512,
}
_FLAG_BITS = {"-msse2": 128, "-msse3": 128, "-mssse3": 128, "-msse4.1": 128, "-msse4.2": 128, "-mavx": 256, "-mavx2": 256,
              "-mavx512f": 512}
_NAMES_BY_BITS = {128: "sse2", 256: "avx2", 512: "avx512"}


@dataclass(frozen=True)
class Flags:
    """What a compiler command line says about vectors and floating-point reassociation."""

    isa: str  # ISAS, or BASELINE
    vectorize: bool
    fast_math: bool


def read_flags(text: str) -> Flags:
    """Read a compiler command line (``gcc -O3 -march=native``); raise ValueError naming a flag it cannot read.

    >>> read_flags("nvcc -O3")
    Flags(isa='', vectorize=True, fast_math=False)
    >>> read_flags("gcc -O2 -march=x86-64-v3 -ffast-math")
    Flags(isa='avx2', vectorize=True, fast_math=True)
    >>> read_flags("-O1 -march=native").vectorize
    False
    """
    try:
        words = shlex.split(text)
    except ValueError as exc:
        raise ValueError(f"cannot be read as a command line ({exc})") from None
    isa, vectorize, fast_math, optimised = BASELINE, True, False, False
    for word in words:
        if re.fullmatch(r"-O[0-9s]?|-Ofast|-Og|-Oz", word):
            optimised = word not in ("-O0", "-O1", "-Og", "-O")
            vectorize = optimised
            fast_math = fast_math or word == "-Ofast"
        elif word.startswith(("-march=", "-mcpu=", "-mtune=")):
            if word.startswith("-mtune="):
                continue  # scheduling only: the vectors are -march's
            target = word.split("=", 1)[1]
            if target == "native":
                isa = NATIVE
            elif target in _MARCH_BITS:
                isa = _NAMES_BY_BITS[_MARCH_BITS[target]]
            elif word.startswith("-mcpu="):
                isa = NATIVE if target in ("native", "neoverse-v2", "neoverse-v1", "a64fx", "grace") else "neon"
            else:
                raise ValueError(f"-march={target}: not a target this reading knows (use isa: sse2|avx|avx2|avx512|native)")
        elif word in _FLAG_BITS:
            isa = _NAMES_BY_BITS[max(_FLAG_BITS[word], VECTOR_BITS.get(isa) or 0)] if isa != NATIVE else isa
        elif word in ("-ffast-math", "-fassociative-math"):
            fast_math = True
        elif word == "-fno-tree-vectorize":
            vectorize = False
        elif word == "-ftree-vectorize":
            vectorize = True
    if not optimised and not any(w.startswith("-O") for w in words):
        vectorize = False  # no -O: GCC and Clang do not optimise
    return Flags(isa, vectorize, fast_math)


def vector_bits(isa: str, cpu: Cpu) -> int:
    """The width the binary's vectors have on ``cpu`` (never wider than it has)."""
    if isa == NATIVE:
        return native_vector_bits(cpu)
    bits = VECTOR_BITS.get(isa, BASELINE_BITS) if isa else BASELINE_BITS
    return min(cpu.simd_width_bits, bits if bits is not None else cpu.simd_width_bits)


def native_vector_bits(cpu: Cpu) -> int:
    """What ``-march=native`` code's vectorised loops use: the core's widest, except on Intel's AVX-512 cores,
    where GCC's tuning prefers 256-bit vectors (X86_TUNE_AVX256_OPTIMAL for every AVX-512 Core target, Skylake-SP
    to Sapphire Rapids [gcc-x86-tune]; ``-mprefer-vector-width=512`` overrides it). Zen 4 and 5 use 512."""
    arch = find_cpu_arch(cpu.microarchitecture)
    if cpu.simd_width_bits == 512 and arch is not None and arch.vendor == "intel":
        return 256
    return cpu.simd_width_bits


SPLIT_FMA_CHAIN_CORES = ("zen1", "zen2", "zen3")  # X86_TUNE_AVOID_128/256FMA_CHAINS [gcc-x86-tune]


def splits_fma_chains(isa: str, cpu: Cpu) -> bool:
    """Whether the compiler splits an FMA on a loop-carried path into a multiply and an add: GCC's own tuning for
    Zen 1-3 does, so ``native`` code there does; code for a generic target does not."""
    arch = find_cpu_arch(cpu.microarchitecture)
    return isa == NATIVE and arch is not None and arch.name in SPLIT_FMA_CHAIN_CORES


NO_FMA_CORES = ("sandybridge", "ivybridge")  # AVX without FMA3 [intel-opt-manual]


def has_fma(isa: str, cpu: Cpu) -> bool:
    """Whether the binary has fused multiply-adds: FMA3 came with AVX2-class x86 targets (x86-64-v3); AArch64 has
    them in its baseline; ``native`` has them where the core does."""
    arch = find_cpu_arch(cpu.microarchitecture)
    if isa == NATIVE:
        return arch is None or arch.name not in NO_FMA_CORES
    if isa in ("neon", "sve"):
        return True
    if isa == BASELINE:
        return arch is not None and arch.vendor == "arm"
    return isa in ("avx2", "avx512")
