#!/usr/bin/env python3
"""Time ``advisor.gpu.nvidia.ptx.analyze_kernel`` on every built-in kernel, tiny vs huge sizes.

Issue 3 asks for <= 100 ms per whole-kernel analysis on a 2-core machine and at
most 2x between the smallest and largest sizes of the same kernel.  For each
kernel we analyse the shipped sm_80 PTX (parsing excluded: it is done once per
module) at a MINI-like size and an EXTRALARGE-like size and print the medians of
``--repeat`` runs (wall clock, and process CPU time, which other processes on a
shared machine disturb less) and the huge/tiny ratios.

Usage: python benchmarks/bench_ptx_analysis.py [--repeat 5] [--target sm_80] [--only gemm,...]
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from advisor.calibration.kernels import CONTENTS
from advisor.gpu.nvidia.ptx import analyze_kernel, load_ptx


def cdiv(a: int, b: int) -> int:
    return -(-a // b)


def g2(nx, ny, bx=32, by=8):
    return (cdiv(nx, bx), cdiv(ny, by)), (bx, by)


def g1(n, b=256):
    return (cdiv(n, b),), (b,)


# kernel -> function(size) -> (grid, block, args).  Geometry as in kernels/README.md.
def _cases():
    f = 1.5
    c = {}
    c["gemm"] = lambda n: (*g2(n, n), dict(ni=n, nj=n, nk=n, alpha=f, beta=f))
    c["gemm_tiled"] = lambda n: (*g2(n, n, 16, 16), dict(ni=n, nj=n, nk=n, alpha=f, beta=f))
    c["mm2_kernel1"] = lambda n: (*g2(n, n), dict(ni=n, nj=n, nk=n, alpha=f))
    c["mm2_kernel2"] = lambda n: (*g2(n, n), dict(ni=n, nj=n, nl=n, beta=f))
    c["mm3_kernel1"] = lambda n: (*g2(n, n), dict(ni=n, nj=n, nk=n))
    c["mm3_kernel2"] = lambda n: (*g2(n, n), dict(nj=n, nl=n, nm=n))
    c["mm3_kernel3"] = lambda n: (*g2(n, n), dict(ni=n, nl=n, nj=n))
    for k in ("atax_kernel1", "atax_kernel2", "bicg_kernel1", "bicg_kernel2"):
        c[k] = lambda n: (*g1(n), dict(nx=n, ny=n))
    for k in ("mvt_kernel1", "mvt_kernel2"):
        c[k] = lambda n: (*g1(n), dict(n=n))
    c["gesummv"] = lambda n: (*g1(n), dict(n=n, alpha=f, beta=f))
    c["syrk"] = lambda n: (*g2(n, n), dict(n=n, m=n, alpha=f, beta=f))
    c["syr2k"] = lambda n: (*g2(n, n), dict(n=n, m=n, alpha=f, beta=f))
    for p in ("covar", "corr"):
        c[f"{p}_mean"] = lambda n: (*g1(n), dict(m=n, n=n, float_n=float(n)))
        c[f"{p}_reduce"] = lambda n: (*g2(n, n), dict(m=n, n=n, float_n=float(n)))
    c["covar_reduce"] = lambda n: (*g2(n, n), dict(m=n, n=n))
    c["covar_covar"] = lambda n: (*g1(n), dict(m=n, n=n))
    c["corr_std"] = lambda n: (*g1(n), dict(m=n, n=n, float_n=float(n), eps=0.1))
    c["corr_corr"] = lambda n: (*g1(n), dict(m=n, n=n))
    c["conv2d"] = lambda n: (*g2(n, n), dict(ni=n, nj=n))
    c["conv3d"] = lambda n: ((cdiv(n, 32), cdiv(n, 8), n), (32, 8, 1), dict(ni=n, nj=n, nk=n))
    c["fdtd_step1"] = lambda n: (*g2(n, n), dict(nx=n, ny=n, t=3))
    c["fdtd_step2"] = lambda n: (*g2(n, n), dict(nx=n, ny=n))
    c["fdtd_step3"] = lambda n: (*g2(n, n), dict(nx=n, ny=n))
    c["gramschmidt_kernel1"] = lambda n: ((1,), (256,), dict(ni=n, nj=n, k=n // 3))
    c["gramschmidt_kernel2"] = lambda n: (*g1(n), dict(ni=n, nj=n, k=n // 3))
    c["gramschmidt_kernel3"] = lambda n: (*g1(n), dict(ni=n, nj=n, k=n // 3))
    for k in ("matmul_global_coalesced", "matmul_global_uncoalesced",
              "matmul_shared_coalesced", "matmul_shared_uncoalesced"):
        c[k] = lambda n: ((n // 16, n // 16), (16, 16), dict(n=n))
    c["subseqmax"] = lambda n: ((32,), (128,), dict(elems_per_thread=n // 4096, n_block=n // 32))
    return c


CASES = _cases()
#: (tiny, huge) problem sizes; subseqmax's n is its element count.
SIZES = {"subseqmax": (2 ** 17, 2 ** 28), "conv3d": (32, 512), "covar_covar": (64, 4096),
         "corr_corr": (64, 4096)}
DEFAULT_SIZES = (32, 4096)


def time_pair(kernel, case, sizes, repeat: int, contents=None):
    """Median wall and CPU seconds per size; the sizes alternate run by run so
    that load from other processes hits both alike."""
    calls = [case(n) for n in sizes]
    wall = [[] for _ in sizes]
    cpu = [[] for _ in sizes]
    for _ in range(repeat):
        for i, (grid, block, args) in enumerate(calls):
            w0, c0 = time.perf_counter(), time.process_time()
            analyze_kernel(kernel, grid, block, args, contents=contents)
            wall[i].append(time.perf_counter() - w0)
            cpu[i].append(time.process_time() - c0)
    return [statistics.median(w) for w in wall], [statistics.median(c) for c in cpu]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--target", default="sm_80")
    ap.add_argument("--only", default="")
    opts = ap.parse_args(argv)
    only = set(filter(None, opts.only.split(",")))
    ptx_dir = pathlib.Path(__file__).resolve().parents[1] / "kernels" / "ptx" / opts.target
    kernels = {}
    for path in sorted(ptx_dir.glob("*.ptx")):
        kernels.update(load_ptx(path).kernels)
    print(f"{'kernel':26s} {'tiny':>9s} {'huge':>10s} {'wall ms':>15s} {'ratio':>6s} {'cpu ms':>15s} {'ratio':>6s}")
    worst = {"wall": 0.0, "cpu": 0.0, "wall_ratio": 0.0, "cpu_ratio": 0.0}
    for name, case in CASES.items():
        if only and name not in only:
            continue
        sizes = SIZES.get(name, DEFAULT_SIZES)
        analyze_kernel(kernels[name], *case(sizes[0]), contents=CONTENTS.get(name))   # warm-up
        wall, cpu = time_pair(kernels[name], case, sizes, opts.repeat, CONTENTS.get(name))
        wr, cr = max(wall) / min(wall), max(cpu) / max(min(cpu), 1e-9)
        worst.update(wall=max(worst["wall"], *wall), cpu=max(worst["cpu"], *cpu),
                     wall_ratio=max(worst["wall_ratio"], wr), cpu_ratio=max(worst["cpu_ratio"], cr))
        print(f"{name:26s} {sizes[0]:>9d} {sizes[1]:>10d} {wall[0]*1e3:7.1f} {wall[1]*1e3:7.1f} {wr:6.2f}"
              f" {cpu[0]*1e3:7.1f} {cpu[1]*1e3:7.1f} {cr:6.2f}")
    print(f"worst median: {worst['wall']*1e3:.1f} ms wall, {worst['cpu']*1e3:.1f} ms cpu; "
          f"worst huge/tiny ratio: {worst['wall_ratio']:.2f} wall, {worst['cpu_ratio']:.2f} cpu")
    return 0


if __name__ == "__main__":
    sys.exit(main())
