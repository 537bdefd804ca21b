"""PTX parsing and analysis: the kernel profile the static kernel-time models read.

    from advisor.gpu.nvidia.ptx import load_ptx, parse_ptx, analyze_kernel
    module = load_ptx("kernels/ptx/sm_80/gemm.ptx")      # or a .cu (needs nvcc), or "gemm"
    kernel = module.kernels["gemm"]                       # .params .blocks .cfg .loops .registers
    profile = analyze_kernel(kernel, grid=(16, 64), block=(32, 8),
                             args={"ni": 512, "nj": 512, "nk": 512, "alpha": 1.5, "beta": 1.2})

Modules: ``ir`` (dataclasses), ``parser``, ``cfg`` (blocks, dominators, loops),
``isa`` (instruction classes), ``ops`` + ``interp`` (lane-vectorised execution),
``loops`` (steady-state extrapolation), ``memory`` (sectors, banks, pseudo-content),
``analysis`` (sampling, weighting, caches), ``profile`` (result types),
``resources`` (registers), ``toolchain`` (nvcc / ptxas), ``loader``.

The names below load on first use: importing ``advisor.gpu.nvidia.ptx.ir`` alone (as a
cached prediction does) does not bring in the interpreter and numpy.
"""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {
    "DATA_POLICY": "analysis", "analyze_kernel": "analysis",
    "ControlFlowGraph": "ir", "Loop": "ir",
    "Instruction": "ir", "Param": "ir", "PtxKernel": "ir", "PtxModule": "ir",
    "TARGETS": "loader", "builtin_ptx_path": "loader", "load_ptx": "loader",
    "PtxParseError": "parser", "parse_ptx": "parser",
    "DataDependentBranch": "profile", "KernelProfile": "profile", "LoopProfile": "profile", "MemoryInstruction": "profile",
    "SampledBlock": "profile", "WarpClass": "profile",
    "ToolchainError": "toolchain",
}


def __getattr__(name: str) -> Any:  # PEP 562
    if name in _WHERE:
        return getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
    raise AttributeError(name)


__all__ = sorted(_WHERE)
