#!/usr/bin/env python3
"""Compare the shared loads of our analysed PTX with those of the SASS ptxas makes of it.

    python scripts/check_vector_loads.py [--target sm_75] [--cuobjdump PATH]

For every built-in CUDA kernel (kernels/cuda/*.cu) this compiles a cubin with
``nvcc -cubin -O3 -arch=TARGET``, disassembles it with ``cuobjdump -sass`` (which needs
``nvdisasm``: both come with a CUDA toolkit, or as the pip wheels nvidia-cuda-cuobjdump and
nvidia-cuda-nvdisasm; set NVDISASM_PATH to the folder holding nvdisasm), and counts per
kernel the scalar, 64-bit and 128-bit shared loads (LDS, LDS.64, LDS.128) against the
``ld.shared`` of the same kernel as ``advisor.gpu.nvidia.ptx.load_ptx`` leaves them after
:mod:`advisor.gpu.nvidia.ptx.vectorize` (scalar, v2, v4).  Counts are static (instructions in the
code, not executed); where ptxas unrolls a loop further than nvcc did, both counts of a
kernel grow by the same factor, so the script compares the *shares* of vector loads.
Exit code 1 when a kernel's shares differ.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# after the sys.path line: the checkout's advisor, not an installed one
from advisor.gpu.nvidia.ptx import load_ptx  # noqa: E402 - see above

_LDS = re.compile(r"\bLDS(?:\.U)?(?:\.(64|128))?\b")


def sass_counts(text: str) -> dict[str, dict[str, int]]:
    """Per kernel: shared loads of each width in cuobjdump -sass output."""
    out: dict[str, dict[str, int]] = {}
    current = None
    for line in text.splitlines():
        m = re.search(r"Function : (\S+)", line)
        if m:
            current = out.setdefault(m.group(1), {"32": 0, "64": 0, "128": 0})
            continue
        if current is not None:
            for width in _LDS.findall(line):
                current[width or "32"] += 1
    return out


def ptx_counts(kernel) -> dict[str, int]:
    counts = {"32": 0, "64": 0, "128": 0}
    for ins in kernel.instructions:
        if ins.opcode == "ld" and "shared" in ins.modifiers:
            counts[{"v2": "64", "v4": "128"}.get(next((m for m in ins.modifiers if m in ("v2", "v4")), ""), "32")] += 1
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_75")
    parser.add_argument("--cuobjdump", default=shutil.which("cuobjdump") or "cuobjdump")
    args = parser.parse_args()
    if not shutil.which("nvcc"):
        print("error: nvcc is not on PATH", file=sys.stderr)
        return 2
    differ = 0
    print(f"{'kernel':<40}{'PTX (32/64/128)':>18}{'SASS (32/64/128)':>19}")
    for cu in sorted((ROOT / "kernels" / "cuda").glob("*.cu")):
        with tempfile.TemporaryDirectory() as tmp:
            cubin = Path(tmp) / "k.cubin"
            subprocess.run(["nvcc", "-cubin", "-O3", f"-arch={args.target}", str(cu), "-o", str(cubin)], check=True)
            sass = subprocess.run([args.cuobjdump, "-sass", str(cubin)], capture_output=True, text=True, check=True,
                                  env=dict(os.environ)).stdout
        machine = sass_counts(sass)
        for name, kernel in sorted(load_ptx(cu.stem, args.target).kernels.items()):
            ours, theirs = ptx_counts(kernel), machine.get(name, {"32": 0, "64": 0, "128": 0})
            if not sum(ours.values()) and not sum(theirs.values()):
                continue

            def shares(c: dict[str, int]) -> tuple[float, ...]:
                total = sum(c.values()) or 1
                return tuple(round(c[w] / total, 2) for w in ("32", "64", "128"))

            same = shares(ours) == shares(theirs)
            differ += not same
            print(f"{name:<40}{'/'.join(str(ours[w]) for w in ('32', '64', '128')):>18}"
                  f"{'/'.join(str(theirs[w]) for w in ('32', '64', '128')):>19}{'' if same else '  differs'}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
