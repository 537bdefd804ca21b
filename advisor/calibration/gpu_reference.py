"""GPU side of the reference runs: the CUDA kernels of ``kernels/cuda/`` launched through CuPy.

Each :class:`GpuSpec` says which ``.cu`` file implements a workload kernel, the
arrays (shape and role, as in the workload), and the launches in order (grid and
block as the file's header comment states). A run copies the inputs host to
device, runs the launches (warm-up, then repetitions timed with CUDA events),
and copies the outputs back; the kernel time is what ``Settings.corrections``
scales (on-chip time), the transfers are reported beside it.

The CUDA sources are PolyBench/GPU [polybench-gpu] style in float32 while the PolyBench/C
workload is float64: the model's fp64 roof then under-states the GPU, and the
learned factor absorbs that; it is said in ``how``. Kernels without a spec are
skipped with a reason.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from math import ceil
from pathlib import Path

import numpy as np

from .reference import ReferenceRun

S = Mapping[str, float]


@dataclass(frozen=True)
class Launch:
    function: str
    grid: Callable[[S], tuple[int, ...]]
    block: tuple[int, ...]
    args: Callable[[S, dict], tuple]  # sizes, device arrays -> kernel arguments


@dataclass(frozen=True)
class GpuSpec:
    file: str
    arrays: Mapping[str, tuple[Callable[[S], tuple[int, ...]], str]]  # name -> (shape, role)
    launches: tuple[Launch, ...]


def _i(v: float) -> np.int32:
    return np.int32(int(v))


F = np.float32
SPECS: dict[str, GpuSpec] = {
    "gemm": GpuSpec("gemm.cu", {"A": (lambda s: (s["NI"], s["NK"]), "in"), "B": (lambda s: (s["NK"], s["NJ"]), "in"),
                                "C": (lambda s: (s["NI"], s["NJ"]), "inout")},
                    (Launch("gemm", lambda s: (ceil(s["NJ"] / 32), ceil(s["NI"] / 8)), (32, 8),
                            lambda s, a: (_i(s["NI"]), _i(s["NJ"]), _i(s["NK"]), F(1.5), F(1.2), a["A"], a["B"], a["C"])),)),
    "2mm": GpuSpec("2mm.cu", {"A": (lambda s: (s["NI"], s["NK"]), "in"), "B": (lambda s: (s["NK"], s["NJ"]), "in"),
                              "tmp": (lambda s: (s["NI"], s["NJ"]), "temp"), "C": (lambda s: (s["NJ"], s["NL"]), "in"),
                              "D": (lambda s: (s["NI"], s["NL"]), "inout")},
                   (Launch("mm2_kernel1", lambda s: (ceil(s["NJ"] / 32), ceil(s["NI"] / 8)), (32, 8),
                           lambda s, a: (_i(s["NI"]), _i(s["NJ"]), _i(s["NK"]), F(1.5), a["A"], a["B"], a["tmp"])),
                    Launch("mm2_kernel2", lambda s: (ceil(s["NL"] / 32), ceil(s["NI"] / 8)), (32, 8),
                           lambda s, a: (_i(s["NI"]), _i(s["NJ"]), _i(s["NL"]), F(1.2), a["tmp"], a["C"], a["D"])))),
    "3mm": GpuSpec("3mm.cu", {"A": (lambda s: (s["NI"], s["NK"]), "in"), "B": (lambda s: (s["NK"], s["NJ"]), "in"),
                              "C": (lambda s: (s["NJ"], s["NM"]), "in"), "D": (lambda s: (s["NM"], s["NL"]), "in"),
                              "E": (lambda s: (s["NI"], s["NJ"]), "temp"), "F": (lambda s: (s["NJ"], s["NL"]), "temp"),
                              "G": (lambda s: (s["NI"], s["NL"]), "out")},
                   (Launch("mm3_kernel1", lambda s: (ceil(s["NJ"] / 32), ceil(s["NI"] / 8)), (32, 8),
                           lambda s, a: (_i(s["NI"]), _i(s["NJ"]), _i(s["NK"]), a["A"], a["B"], a["E"])),
                    Launch("mm3_kernel2", lambda s: (ceil(s["NL"] / 32), ceil(s["NJ"] / 8)), (32, 8),
                           lambda s, a: (_i(s["NJ"]), _i(s["NL"]), _i(s["NM"]), a["C"], a["D"], a["F"])),
                    Launch("mm3_kernel3", lambda s: (ceil(s["NL"] / 32), ceil(s["NI"] / 8)), (32, 8),
                           lambda s, a: (_i(s["NI"]), _i(s["NL"]), _i(s["NJ"]), a["E"], a["F"], a["G"])))),
    "mvt": GpuSpec("mvt.cu", {"A": (lambda s: (s["N"], s["N"]), "in"), "x1": (lambda s: (s["N"],), "inout"),
                              "x2": (lambda s: (s["N"],), "inout"), "y_1": (lambda s: (s["N"],), "in"), "y_2": (lambda s: (s["N"],), "in")},
                   (Launch("mvt_kernel1", lambda s: (ceil(s["N"] / 256),), (256,), lambda s, a: (_i(s["N"]), a["A"], a["x1"], a["y_1"])),
                    Launch("mvt_kernel2", lambda s: (ceil(s["N"] / 256),), (256,), lambda s, a: (_i(s["N"]), a["A"], a["x2"], a["y_2"])))),
}


def kernels_dir() -> Path:
    """``kernels/cuda`` of the repository, else the copy installed as ``advisor.catalog.kernels``."""
    repo = Path(__file__).resolve().parents[2] / "kernels" / "cuda"
    return repo if repo.is_dir() else Path(__file__).resolve().parents[1] / "catalog" / "kernels" / "cuda"


def run_gpu(kernel: str, dataset: str, sizes: S, reps: int = 10, device: int = 0) -> tuple[ReferenceRun, float]:
    """Time ``kernel`` on GPU ``device``; returns the kernel-time run and the H2D + D2H seconds of one run."""
    import cupy as cp

    spec = SPECS.get(kernel)
    if spec is None:
        raise KeyError(f"no CUDA launch spec for {kernel!r} (have: {', '.join(sorted(SPECS))})")
    with cp.cuda.Device(device):
        module = cp.RawModule(code=(kernels_dir() / spec.file).read_text())
        rng = np.random.default_rng(0)
        host = {n: rng.random(tuple(int(d) for d in shape(sizes)), dtype=np.float32) for n, (shape, _) in spec.arrays.items()}
        start, end = cp.cuda.Event(), cp.cuda.Event()
        start.record()
        dev = {n: cp.asarray(host[n]) if role in ("in", "inout") else cp.zeros(host[n].shape, cp.float32) for n, (_, role) in spec.arrays.items()}
        end.record()
        end.synchronize()
        h2d_s = cp.cuda.get_elapsed_time(start, end) / 1e3
        functions = [(module.get_function(x.function), x) for x in spec.launches]

        def launch_all() -> None:
            for fn, x in functions:
                fn(tuple(int(g) for g in x.grid(sizes)), x.block, x.args(sizes, dev))

        launch_all()
        times = []
        for _ in range(reps):
            start.record()
            launch_all()
            end.record()
            end.synchronize()
            times.append(cp.cuda.get_elapsed_time(start, end) / 1e3)
        start.record()
        for n, (_, role) in spec.arrays.items():
            if role in ("out", "inout"):
                cp.asnumpy(dev[n])
        end.record()
        end.synchronize()
        d2h_s = cp.cuda.get_elapsed_time(start, end) / 1e3
        name = cp.cuda.runtime.getDeviceProperties(device)["name"]
    how = f"kernels/cuda/{spec.file} via CuPy RawModule (float32, PolyBench/GPU style) on {name!r}; CUDA events; median of {reps} after 1 warm-up"
    return ReferenceRun(kernel, dataset, dict(sizes), "gpu", tuple(times), 1, how), h2d_s + d2h_s


def median_s(run: ReferenceRun) -> float:
    return statistics.median(run.times_s)
