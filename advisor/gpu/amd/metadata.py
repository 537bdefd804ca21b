"""Per-kernel resources from the code object metadata of an AMDGCN assembly file.

``clang -S`` for an ``amdgcn-amd-amdhsa`` target ends the assembly with the HSA code object
metadata (``.amdgpu_metadata``, a YAML document: the ``amdhsa.kernels`` list of the LLVM
AMDGPU backend's code object V3+ format [llvm-amdgpu]). Per kernel it records what the
occupancy rules need: ``.vgpr_count`` (``.agpr_count``: the accumulation VGPRs of CDNA), ``.sgpr_count``
(VCC, flat scratch and XNACK included), ``.group_segment_fixed_size`` (LDS bytes of ``__shared__``
arrays), ``.private_segment_fixed_size`` (scratch per work-item: spills) and ``.wavefront_size``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import yaml

_METADATA = re.compile(r"^\s*\.amdgpu_metadata\s*$(.*?)^\s*\.end_amdgpu_metadata", re.S | re.M)


@dataclass(frozen=True)
class KernelResources:
    name: str
    vgprs: int
    agprs: int  # accumulation VGPRs (CDNA); 0 elsewhere
    sgprs: int
    lds_bytes: int  # static LDS per work-group
    scratch_bytes: int  # private memory per work-item (register spills, local arrays)
    wavefront_size: int


class MetadataError(ValueError):
    """An assembly file without usable code object metadata."""


@dataclass(frozen=True)
class ArgumentSlot:
    """Where an explicit kernel argument lives in the kernel-argument segment."""

    offset: int
    size: int
    pointer: bool  # a global buffer


def _kernel_entries(assembly: str) -> list[dict]:
    match = _METADATA.search(assembly)
    if match is None:
        raise MetadataError("no .amdgpu_metadata block (an amdgcn-amd-amdhsa assembly from clang -S has one)")
    document = match.group(1)
    document = document[document.find("---"):]
    try:
        data = yaml.safe_load(document.split("\n...", 1)[0])
    except yaml.YAMLError as exc:
        raise MetadataError(f"unreadable .amdgpu_metadata: {exc}") from None
    entries = (data or {}).get("amdhsa.kernels", [])
    if not entries:
        raise MetadataError("the .amdgpu_metadata block lists no kernel")
    return entries


def read_metadata(assembly: str) -> dict[str, KernelResources]:
    """Kernel name -> resources, from the ``.amdgpu_metadata`` block of AMDGCN assembly text."""
    kernels = {}
    for entry in _kernel_entries(assembly):
        try:
            kernels[entry[".name"]] = KernelResources(
                name=entry[".name"], vgprs=int(entry[".vgpr_count"]), agprs=int(entry.get(".agpr_count", 0)),
                sgprs=int(entry[".sgpr_count"]), lds_bytes=int(entry[".group_segment_fixed_size"]),
                scratch_bytes=int(entry[".private_segment_fixed_size"]), wavefront_size=int(entry[".wavefront_size"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise MetadataError(f"kernel {entry.get('.name', '?')}: metadata field {exc} missing or not a number") from None
    return kernels


def read_arguments(assembly: str, kernel: str) -> tuple[ArgumentSlot, ...]:
    """The explicit arguments of ``kernel`` in order (the hidden ones the runtime appends left out)."""
    entry = next((e for e in _kernel_entries(assembly) if e.get(".name") == kernel), None)
    if entry is None:
        raise MetadataError(f"no kernel {kernel!r} in the .amdgpu_metadata block")
    return tuple(ArgumentSlot(int(a[".offset"]), int(a[".size"]), a.get(".value_kind") == "global_buffer")
                 for a in entry.get(".args", []) if not str(a.get(".value_kind", "")).startswith("hidden"))
