"""Run the CPU reference implementations of the PolyBench kernels and time them.

``calibration/polybench.c`` holds the 30 PolyBench/C 4.2.1 [polybench] loop nests with
OpenMP, parameterised by the sizes at run time; it is compiled once with the
system compiler (``-O3 -march=native -fopenmp``). Each call runs one kernel at
one set of sizes: arrays initialised before every repetition (untimed), one
warm-up, then repetitions until ``reps`` or until ``budget_s`` of kernel time
is spent (at least 3); the measurement is the median.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from ..workload import Kernel
from .cpu import OtherLoad
from .toolchain import Build, ToolchainError, build

SOURCE = "polybench.c"


@dataclass(frozen=True)
class ReferenceRun:
    kernel: str
    dataset: str
    sizes: Mapping[str, float]
    device: str
    times_s: tuple[float, ...]
    threads: int
    how: str
    energy_j: tuple[float, ...] = ()  # the package energy of each repetition, where RAPL was readable

    @property
    def median_s(self) -> float:
        return statistics.median(self.times_s)

    @property
    def min_s(self) -> float:
        return min(self.times_s)


@lru_cache(maxsize=1)
def cpu_build() -> Build:
    return build(SOURCE)


@lru_cache(maxsize=1)
def cpu_kernels() -> dict[str, int]:
    """Kernel name -> number of size parameters, as the compiled harness knows them."""
    out = subprocess.run([str(cpu_build().executable), "--list"], capture_output=True, text=True, timeout=60, check=True)
    return {name: int(n) for name, n in (line.split() for line in out.stdout.splitlines())}


def run_cpu(kernel: Kernel, dataset: str, sizes: Mapping[str, float], reps: int = 10, budget_s: float = 1.0,
            threads: int | None = None, timeout_s: float = 600) -> ReferenceRun:
    """Time ``kernel`` at ``sizes`` with the C/OpenMP reference; raises ToolchainError if it cannot."""
    known = cpu_kernels()
    if kernel.name not in known:
        raise ToolchainError(f"no C reference implementation of {kernel.name!r} in calibration/{SOURCE}")
    if known[kernel.name] != len(kernel.params):
        raise ToolchainError(f"{kernel.name}: the reference takes {known[kernel.name]} size parameters, the workload has {len(kernel.params)}")
    exe = cpu_build()
    args = [str(exe.executable), kernel.name, str(reps), f"{budget_s:g}", *(str(round(sizes[p])) for p in kernel.params)]
    env = dict(os.environ)
    if threads is not None:
        env["OMP_NUM_THREADS"] = str(threads)
    # The OpenMP runtime's default waiting (spin, then sleep) is how the code normally runs.
    # On a machine shared with other work a spinning thread that loses its core turns each
    # barrier into scheduler quanta (we measured 8 ms for a 4 us gemm on a busy 2-core VM);
    # OMP_WAIT_POLICY=passive avoids that at about 20-40 us per parallel region (stencils
    # with many time steps then run 3-5x slower). ``how`` records the policy and how many
    # cores other processes kept busy during the run, so that a disturbed run can be seen.
    data, policy, busy = run_harness(args, env, f"{kernel.name} at {dict(sizes)}", timeout_s)
    how = f"calibration/{SOURCE} (PolyBench/C 4.2.1 loop nests, OpenMP {data['threads']} threads, OMP_WAIT_POLICY={policy}); {exe.how}; " \
          f"median of {len(data['times_s'])} after 1 warm-up{busy}"
    return ReferenceRun(kernel.name, dataset, dict(sizes), "cpu", tuple(data["times_s"]), int(data["threads"]), how)


def run_harness(args: list[str], env: Mapping[str, str], what: str, timeout_s: float) -> tuple[dict, str, str]:
    """Run a timing harness that prints one JSON line: that line, the OpenMP wait policy it ran under, and a note
    (empty, or "; other processes kept N cores busy") on the cores other work kept busy meanwhile."""
    policy = env.get("OMP_WAIT_POLICY", "default")
    others = OtherLoad()
    try:
        out = subprocess.run(args, capture_output=True, text=True, timeout=timeout_s, check=False, env=dict(env), preexec_fn=_full_stack)
    except subprocess.TimeoutExpired:
        raise ToolchainError(f"{what} ran past {timeout_s:g} s") from None
    if out.returncode != 0:
        raise ToolchainError(f"{what}: {' '.join(args)} failed ({out.returncode}): {out.stderr.strip()[-500:]}")
    busy = others.cores_busy()
    lines = out.stdout.strip().splitlines()
    try:
        data = json.loads(lines[-1] if lines else "")  # the harness's line is the last: the code may print too
    except ValueError:
        raise ToolchainError(f"{what}: the harness printed no result line") from None
    return data, policy, "" if busy is None else f"; other processes kept {busy:.2f} cores busy"


def _full_stack() -> None:
    """In the harness's process: the main thread's stack may grow to the hard limit (OpenMP reductions put each
    thread's private copy of an array on its stack)."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
    if hard == resource.RLIM_INFINITY or hard > soft:
        resource.setrlimit(resource.RLIMIT_STACK, (hard, hard))
