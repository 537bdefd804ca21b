#!/usr/bin/env python3
"""Regenerate the shipped AMDGCN compiles of the built-in CUDA kernels (kernels/amdgcn/).

For every ``kernels/cuda/*.cu`` and every target in ``TARGETS`` (one chip per AMD family the
compiler knows) this compiles the file as HIP device code (:mod:`advisor.gpu.amd.toolchain`) into
``kernels/amdgcn/GFX/NAME.s`` and records, per kernel, the resources of its code object metadata
(:mod:`advisor.gpu.amd.metadata`) with the source parameters' names and C types in ``kernels/amdgcn/GFX/resources.json``,
so that the AMD analysis needs no toolchain.

Usage: python scripts/build_amdgcn.py [--targets gfx90a,gfx942] [--check]
  --check  compile to a temporary folder and report differences, write nothing.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import pathlib
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from advisor.gpu.amd.metadata import read_metadata  # noqa: E402 - the repository goes on sys.path above
from advisor.gpu.amd.toolchain import compile_hip, find_clang  # noqa: E402 - the repository goes on sys.path above
from advisor.gpu.nvidia.ptx.names import source_params  # noqa: E402 - the repository goes on sys.path above
from advisor.gpu.nvidia.ptx.toolchain import cuda_param_types, cuda_params  # noqa: E402 - the repository goes on sys.path above

# GCN 4 (Polaris), GCN 5 (Vega 20), CDNA 1-3, RDNA 2 and 3 (Navi 21, Navi 31).
TARGETS = ("gfx803", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100")
CUDA_DIR = ROOT / "kernels" / "cuda"
AMDGCN_DIR = ROOT / "kernels" / "amdgcn"


def without_ident(assembly: str) -> str:
    """The assembly without the ``.ident`` line naming the compiler build (what --check compares)."""
    return "\n".join(line for line in assembly.splitlines() if not line.lstrip().startswith(".ident"))


def build_target(target: str, out_dir: pathlib.Path) -> dict:
    """Compile every source for one target into out_dir; return the resources dict."""
    out_dir.mkdir(parents=True, exist_ok=True)
    resources: dict = {"target": target, "compiler": "clang -x hip --cuda-device-only -nogpuinc -nogpulib -O3 -S "
                       "-include kernels/hip/amdgcn.h", "kernels": {}}
    for cu in sorted(CUDA_DIR.glob("*.cu")):
        assembly = compile_hip(cu, target)
        (out_dir / (cu.stem + ".s")).write_text(assembly)
        params, types = cuda_params(cu.read_text()), cuda_param_types(cu.read_text())
        for kernel, res in read_metadata(assembly).items():
            own = source_params(params, kernel) or []
            entry = {k: v for k, v in dataclasses.asdict(res).items() if k != "name"}
            resources["kernels"][kernel] = {"file": cu.stem + ".s", **entry, "params": [n for n, _ in own],
                                            "pointers": [ptr for _, ptr in own], "types": source_params(types, kernel) or []}
    (out_dir / "resources.json").write_text(json.dumps(resources, indent=1, sort_keys=True) + "\n")
    return resources


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--check", action="store_true")
    opts = ap.parse_args(argv)
    print(f"compiler: {find_clang()}", file=sys.stderr)
    status = 0
    for target in opts.targets.split(","):
        if not opts.check:
            build_target(target, AMDGCN_DIR / target)
            continue
        with tempfile.TemporaryDirectory() as tmp:
            build_target(target, pathlib.Path(tmp))
            for fresh in sorted(pathlib.Path(tmp).iterdir()):
                shipped = AMDGCN_DIR / target / fresh.name
                if not shipped.exists() or without_ident(shipped.read_text()) != without_ident(fresh.read_text()):
                    print(f"{target}/{fresh.name}: differs from a fresh compile")
                    status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
