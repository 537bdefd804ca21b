#!/usr/bin/env python3
"""Regenerate the shipped PTX of the built-in CUDA kernels.

For every ``kernels/cuda/*.cu`` and every target in ``TARGETS`` this runs

    nvcc -ptx -arch=sm_XX -O3 NAME.cu -o kernels/ptx/sm_XX/NAME.ptx

and then ``ptxas -v -arch=sm_XX`` on the PTX to record, per kernel, the
registers per thread and static shared memory per block that the assembler
allocates.  They go to ``kernels/ptx/sm_XX/resources.json`` together with the
source parameter names of each kernel and which of them are pointers (PTX only keeps ``NAME_param_0`` ...), so
that ``advisor.gpu.nvidia.ptx`` can accept ``args={"ni": 512}`` without a CUDA toolkit.

nvcc 13.0 accepts sm_75 ... sm_120 but refuses sm_35 ... sm_70 ("Unsupported gpu
architecture"); those targets are not built.

Usage: python scripts/build_ptx.py [--targets sm_80,sm_90] [--check]
  --check  compile to a temporary folder and report differences, write nothing.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from advisor.gpu.nvidia.ptx.names import source_params  # noqa: E402 - the repository goes on sys.path above
from advisor.gpu.nvidia.ptx.toolchain import compile_cu, cuda_params, ptxas_resources, strip_header  # noqa: E402 - as above

TARGETS = ("sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_100", "sm_120")
CUDA_DIR = ROOT / "kernels" / "cuda"
PTX_DIR = ROOT / "kernels" / "ptx"


def build_target(target: str, out_dir: pathlib.Path) -> dict:
    """Compile every source for one target into out_dir; return the resources dict."""
    out_dir.mkdir(parents=True, exist_ok=True)
    resources: dict = {"target": target, "compiler": "nvcc -ptx -O3", "kernels": {}}
    for cu in sorted(CUDA_DIR.glob("*.cu")):
        ptx_path = out_dir / (cu.stem + ".ptx")
        ptx_path.write_text(compile_cu(cu, target))
        params = cuda_params(cu.read_text())
        for kernel, res in ptxas_resources(ptx_path, target).items():
            own = source_params(params, kernel) or []
            resources["kernels"][kernel] = {
                "file": ptx_path.name,
                "registers": res["registers"],
                "shared_bytes": res["shared_bytes"],
                "params": [n for n, _ in own],
                "pointers": [ptr for _, ptr in own],
            }
    (out_dir / "resources.json").write_text(json.dumps(resources, indent=1, sort_keys=True) + "\n")
    return resources


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--check", action="store_true")
    opts = ap.parse_args(argv)
    status = 0
    for target in opts.targets.split(","):
        if opts.check:
            with tempfile.TemporaryDirectory() as tmp:
                build_target(target, pathlib.Path(tmp))
                for fresh in sorted(pathlib.Path(tmp).glob("*.ptx")):
                    shipped = PTX_DIR / target / fresh.name
                    if not shipped.exists() or strip_header(shipped.read_text()) != strip_header(fresh.read_text()):
                        print(f"{target}/{fresh.name}: differs from a fresh compile")
                        status = 1
        else:
            res = build_target(target, PTX_DIR / target)
            print(f"{target}: {len(res['kernels'])} kernels")
    return status


if __name__ == "__main__":
    try:
        sys.exit(main())
    except subprocess.CalledProcessError as exc:
        print(exc.stderr or exc, file=sys.stderr)
        sys.exit(1)
