"""The shipped AMDGCN compiles of the built-in kernels (``kernels/amdgcn/GFX/``, written by
``scripts/build_amdgcn.py``): which target stands for a GPU, and the resources of its kernels."""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ...locations import kernels_dir
from .code import AmdgcnKernel, read_kernel
from .families import AmdFamily
from .metadata import KernelResources


def shipped_targets() -> tuple[str, ...]:
    root = kernels_dir() / "amdgcn"
    return tuple(sorted(p.name for p in root.iterdir() if (p / "resources.json").is_file())) if root.is_dir() else ()


def target_for(family: AmdFamily, gfx_target: str) -> str | None:
    """The shipped compile a GPU's kernels are analysed from: its own target, else its family's (None: neither)."""
    shipped = shipped_targets()
    if gfx_target in shipped:
        return gfx_target
    return next((target for target in family.gfx_targets if target in shipped), None)


@functools.cache
def shipped_resources(target: str) -> Mapping[str, KernelResources]:
    """Kernel name -> resources of the shipped compile for ``target``."""
    path = kernels_dir() / "amdgcn" / target / "resources.json"
    if not path.is_file():
        raise FileNotFoundError(f"no shipped AMDGCN compile for {target} (have {', '.join(shipped_targets()) or 'none'})")
    data = json.loads(path.read_text())
    return MappingProxyType({
        name: KernelResources(name, entry["vgprs"], entry["agprs"], entry["sgprs"], entry["lds_bytes"],
                              entry["scratch_bytes"], entry["wavefront_size"])
        for name, entry in data["kernels"].items()
    })


@dataclass(frozen=True)
class ShippedKernel:
    code: AmdgcnKernel
    assembly: str  # the whole file (its kernel descriptors and metadata)
    params: tuple[str, ...]  # source parameter names, in order
    types: tuple[str, ...]  # their C types (float, const double *, size_t ...)

    def argument_values(self, values: Mapping[str, float]) -> list[int | float]:
        """The explicit arguments in order, by source name, as their C types hold them (a float or double
        parameter a float, any other an int; pointers, and names not given, 0)."""
        floating = [not kind.endswith("*") and {"float", "double"} & set(kind.split()) for kind in self.types]
        return [float(values.get(name, 0.0)) if real else int(values.get(name, 0))
                for name, real in zip(self.params, floating, strict=True)]


@functools.cache
def shipped_kernel(target: str, name: str) -> ShippedKernel:
    """Kernel ``name`` of the shipped compile for ``target``: its code and where its arguments go (read once)."""
    directory = kernels_dir() / "amdgcn" / target
    entries = json.loads((directory / "resources.json").read_text())["kernels"] if (directory / "resources.json").is_file() else {}
    if name not in entries:
        raise KeyError(f"no built-in kernel {name!r} compiled for {target}")
    assembly = (directory / entries[name]["file"]).read_text()
    return ShippedKernel(read_kernel(assembly, name), assembly, tuple(entries[name]["params"]), tuple(entries[name]["types"]))


def compiled_kernel(path: str, target: str, name: str, flags: tuple[str, ...] = ()) -> ShippedKernel:
    """Kernel ``name`` of a CUDA/HIP file compiled for ``target`` now (clang: :mod:`.toolchain`)."""
    from ..nvidia.ptx.names import source_params
    from ..nvidia.ptx.toolchain import cuda_param_types, cuda_params
    from .toolchain import compile_hip

    assembly = compile_hip(path, target, flags)
    with open(path) as handle:
        text = handle.read()
    params = source_params(cuda_params(text), name) or []
    # a kernel not declared extern "C" has its C++ name: _Z, the name's length, the name, the parameter types
    symbols = re.findall(r"^\s*\.amdhsa_kernel\s+(\S+)", assembly, re.M)
    symbol = name if name in symbols else next((s for s in symbols if s.startswith(f"_Z{len(name)}{name}")), name)
    return ShippedKernel(read_kernel(assembly, symbol), assembly, tuple(n for n, _ in params),
                         tuple(source_params(cuda_param_types(text), name) or []))
