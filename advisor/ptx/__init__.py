"""PTX parsing and analysis: the kernel profile the static kernel-time models read.

    from advisor.ptx import load_ptx, parse_ptx, analyze_kernel
    module = load_ptx("kernels/ptx/sm_80/gemm.ptx")      # or a .cu (needs nvcc), or "gemm"
    kernel = module.kernels["gemm"]                       # .params .blocks .cfg .loops .registers
    profile = analyze_kernel(kernel, grid=(16, 64), block=(32, 8),
                             args={"ni": 512, "nj": 512, "nk": 512, "alpha": 1.5, "beta": 1.2})

Modules: ``ir`` (dataclasses), ``parser``, ``cfg`` (blocks, dominators, loops),
``isa`` (instruction classes), ``ops`` + ``interp`` (lane-vectorised execution),
``loops`` (steady-state extrapolation), ``memory`` (sectors, banks, pseudo-content),
``analysis`` (sampling, weighting, caches), ``profile`` (result types),
``resources`` (registers), ``toolchain`` (nvcc / ptxas), ``loader``.
"""
from .analysis import DATA_POLICY, analyze_kernel
from .cfg import ControlFlowGraph, Loop
from .ir import Instruction, Param, PtxKernel, PtxModule
from .loader import TARGETS, builtin_ptx_path, load_ptx
from .parser import PtxParseError, parse_ptx
from .profile import DataDependentBranch, KernelProfile, LoopProfile, MemoryInstruction, SampledBlock, WarpClass
from .toolchain import ToolchainError

__all__ = [
                      "DATA_POLICY",
                      "TARGETS",
                      "ControlFlowGraph",
                      "DataDependentBranch",
                      "Instruction",
                      "KernelProfile",
                      "Loop",
                      "LoopProfile",
                      "MemoryInstruction",
                      "Param",
                      "PtxKernel",
                      "PtxModule",
                      "PtxParseError",
                      "SampledBlock",
                      "ToolchainError",
                      "WarpClass",
                      "analyze_kernel",
                      "builtin_ptx_path",
                      "load_ptx",
                      "parse_ptx",
]
