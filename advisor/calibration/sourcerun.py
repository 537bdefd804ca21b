"""Run a kernel's own CPU code as its implementation says, and time it: what ``advisor validate`` measures.

A kernel that names its CPU code (``cpu_source: {file, function}``) is measured with that
function, built as the workload's ``cpu_implementation`` says, so that the measurement and
the prediction are of one program:

- **threads**: the implementation's (or ``validate --threads``); serial code run on more
  than one thread is the version :mod:`advisor.cpu.source.openmp` writes, with pragmas on
  the loops the model runs in parallel; code with its own pragmas runs as written.
- **vectors**: ``-O3`` and the implementation's ISA (none for the baseline, SSE2 on
  x86-64, as a compiler without ``-march`` makes it; ``-march=x86-64-v3`` for AVX2,
  ``-march=x86-64-v4`` for AVX-512, ``-march=native``), ``-fno-tree-vectorize`` where it
  vectorises nothing, ``-ffast-math`` where it reassociates. An ISA this host cannot run is
  not measured (the reason says so).
- **pages**: arrays the host initialises (``in``, ``inout``) are written before every
  repetition, outside the timed region; ``out`` and ``temp`` arrays come from a new
  anonymous mapping for every repetition where the implementation's outputs are ``fresh``
  (the timed code pays their first touch, as the model charges), else they are written
  once before the first.

The harness (generated C) takes the sizes on its command line, runs one warm-up and then
repetitions until ``reps`` or until ``budget_s`` of kernel time (at least 3), and prints
one JSON line: ``{"times_s": [...], "threads": T, "checksum": S, "energy_j": [...]}`` (the
checksum is the sum of the arrays the code writes, to compare versions of one function;
``null`` where it is not finite).
Where the CPU's RAPL package counters are readable (:func:`.sysinfo.rapl_domains`, passed
in ``ADVISOR_RAPL``), each repetition's package energy is read around its call (a counter
that wrapped gives no reading); else ``energy_j`` is empty.
"""

from __future__ import annotations

import math
import os
import platform as host_platform
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from ..cpu.source.openmp import parallel_source
from ..cpu.source.params import Parameter, parameters
from ..workload import CpuImplementation, Kernel
from .reference import ReferenceRun, run_harness
from .sysinfo import rapl_domains
from .toolchain import Build, ToolchainError, build_text

BASE_FLAGS = ("-std=gnu11", "-O3")
ISA_FLAGS = {"": (), "sse2": (), "neon": (), "avx": ("-mavx",), "avx2": ("-march=x86-64-v3",),
             "avx512": ("-march=x86-64-v4",), "native": ("-march=native",), "sve": ("-march=armv8-a+sve",)}
# what /proc/cpuinfo must list for a binary of each ISA to run here (x86-64-v3 and -v4's defining features [gcc-x86-options])
ISA_NEEDS = {"avx": {"avx"}, "avx2": {"avx2", "fma", "bmi2"}, "avx512": {"avx512f", "avx512vl", "avx512bw", "avx512dq", "avx512cd"},
             "sve": {"sve"}}
X86_ONLY, ARM_ONLY = {"sse2", "avx", "avx2", "avx512"}, {"neon", "sve"}


class NotMeasurable(ToolchainError):
    """The kernel's implementation cannot be run here as described (the message says why)."""


@dataclass(frozen=True)
class Plan:
    """What runs: the kernel's function, built how, on how many threads, and which loops run in parallel."""

    kernel: str
    source: str  # the C file as the workload names it
    function: str
    threads: int
    flags: tuple[str, ...]
    parallel: str  # how the loops reach the threads: "serial", "OpenMP as written", or the pragmas added
    text: str  # the harness, generated C
    include_dir: Path
    sizes: tuple[str, ...]  # the function's size parameters, as the harness takes them on its command line

    def describe(self) -> str:
        return f"{self.source}:{self.function}, {self.threads} thread{'s' if self.threads != 1 else ''} ({self.parallel}), cc {' '.join(self.flags)}"


def hardware_threads() -> int:
    """The hardware threads this process may run on (its affinity)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def compile_flags(impl: CpuImplementation, openmp: bool) -> tuple[str, ...]:
    """The host compiler's flags for ``impl`` (module docstring); raises NotMeasurable for an ISA this host cannot run."""
    problem = isa_problem(impl.isa)
    if problem:
        raise NotMeasurable(problem)
    flags = [*BASE_FLAGS, *ISA_FLAGS[impl.isa]]
    if not impl.vectorized:
        flags.append("-fno-tree-vectorize")
    if impl.fast_math:
        flags.append("-ffast-math")
    if openmp:
        flags.append("-fopenmp")
    return tuple(flags)


def isa_problem(isa: str, machine: str | None = None, cpu_flags: set[str] | None = None) -> str | None:
    """Why code for ``isa`` cannot run on this host (None: it can)."""
    machine = machine or host_platform.machine().lower()
    x86 = machine in ("x86_64", "amd64")
    if (isa in X86_ONLY and not x86) or (isa in ARM_ONLY and machine not in ("aarch64", "arm64")):
        return f"isa {isa} is not this host's instruction set ({machine})"
    needs = ISA_NEEDS.get(isa)
    if needs:
        have = cpu_flags if cpu_flags is not None else _cpu_flags()
        missing = sorted(needs - have)
        if missing:
            return f"isa {isa}: this host's CPU lacks {', '.join(missing)}"
    return None


def _cpu_flags() -> set[str]:
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as info:
            for line in info:
                if line.startswith(("flags", "Features")):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


def plan(kernel: Kernel, threads: int | None = None) -> Plan:
    """How ``kernel``'s ``cpu_source`` runs as its implementation says (``threads`` overrides the implementation's;
    None in both: every hardware thread). Raises NotMeasurable where it cannot run here, with the reason."""
    if kernel.cpu_source is None:
        raise NotMeasurable(f"{kernel.name} names no cpu_source: no code of its own to run")
    impl = kernel.cpu
    count = threads if threads is not None else impl.threads
    count = hardware_threads() if count is None else count
    if impl.runtime != "openmp":
        raise NotMeasurable(f"{kernel.name}: cpu_implementation runtime {impl.runtime!r} is not run by validate (OpenMP/C only)")
    ref = kernel.cpu_source
    names = frozenset(kernel.params) | {name for name, _ in kernel.derived}
    shown = _shown(ref.path)
    params = parameters(ref.path, ref.function, names, shown)
    version = parallel_source(ref.path, ref.function, names, shown)
    as_written = f'#line 1 "{shown}"\n' + Path(ref.path).read_text(encoding="utf-8", errors="replace")  # errors name its lines
    if version.as_written:
        body, how, openmp = as_written, "OpenMP as written", True
    elif count > 1:
        pragmas = " / ".join(version.pragmas) or "no loop could run in parallel"
        body, how, openmp = version.text, f"loops on threads by the dependence analysis: {pragmas}", True
    else:
        body, how, openmp = as_written, "serial", False
    flags = compile_flags(impl, openmp)
    text = f"{body}\n" + harness(kernel, params, ref.function, impl.outputs)
    sizes = tuple(p.name for p in params if not p.is_array)
    return Plan(kernel.name, shown, ref.function, count, flags, how, text, Path(ref.path).parent, sizes)


def _shown(path: str) -> str:
    try:
        return os.path.relpath(path)
    except ValueError:
        return path


def harness(kernel: Kernel, params: tuple[Parameter, ...], function: str, outputs: str) -> str:
    """The C ``main`` that allocates ``function``'s arrays, times its calls and prints the JSON line."""
    sizes = [p for p in params if not p.is_array]
    for p in sizes:
        if not p.is_integer:
            raise NotMeasurable(f"{function}: scalar parameter {p.name} ({p.ctype}) has no value in the workload")
        if p.name not in kernel.params and p.name not in dict(kernel.derived):
            raise NotMeasurable(f"{function}: parameter {p.name} is not a size of kernel {kernel.name}")
    lines = ['#line 1 "advisor validate harness"', "#include <math.h>", "#include <stdio.h>", "#include <stdlib.h>", "#include <string.h>", "#include <sys/mman.h>", "#include <time.h>", "#ifdef _OPENMP", "#include <omp.h>", "#endif",
             "static double advisor_now_s(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }",
             "static double advisor_joules(const char *paths) {  /* the RAPL counters in ADVISOR_RAPL (;-separated), summed (J); -1: none */",
             "    if (!paths || !*paths) return -1;",
             "    char copy[4096]; snprintf(copy, sizeof copy, \"%s\", paths); double total = 0;",
             "    for (char *path = strtok(copy, \";\"); path; path = strtok(NULL, \";\")) {",
             "        FILE *f = fopen(path, \"r\"); unsigned long long uj = 0;",
             "        if (!f) return -1;",
             "        if (fscanf(f, \"%llu\", &uj) != 1) { fclose(f); return -1; }",
             "        fclose(f); total += 1e-6 * (double)uj;",
             "    }",
             "    return total;",
             "}",
             "static void *advisor_map(size_t bytes) {",
             "    void *p = mmap(NULL, bytes ? bytes : 1, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);",
             "    if (p == MAP_FAILED) { perror(\"mmap\"); exit(3); }",
             "    return p;",
             "}",
             "int main(int argc, char **argv) {",
             f"    if (argc != {3 + len(sizes)}) {{ fprintf(stderr, \"usage: %s REPS BUDGET_S {' '.join(p.name for p in sizes)}\\n\", argv[0]); return 2; }}",
             "    long reps = atol(argv[1]); double budget = atof(argv[2]);"]
    lines += [f"    {p.ctype} {p.name} = ({p.ctype})atol(argv[{3 + i}]);" for i, p in enumerate(sizes)]
    fresh, filled, written = [], [], []
    for p in params:
        if not p.is_array:
            continue
        if any(e is None for e in p.extents):
            raise NotMeasurable(f"{function}: array parameter {p.name} declares no length")
        role = kernel.arrays[p.name].role if p.name in kernel.arrays else "inout"
        count = " * ".join(f"(size_t)({e})" for e in p.extents)
        lines.append(f"    size_t n_{p.name} = {count}; {p.ctype} *{p.name} = NULL;")
        if role in ("out", "temp") and outputs == "fresh":
            fresh.append(p)
        else:
            lines.append(f"    {p.name} = advisor_map(n_{p.name} * sizeof({p.ctype}));")
            (filled if role in ("in", "inout") else written).append(p)
    for p in written:  # outputs already touched: written once, before the first run
        lines.append(f"    for (size_t i = 0; i < n_{p.name}; i++) {p.name}[i] = 0;")
    lines += ["    const char *rapl = getenv(\"ADVISOR_RAPL\"); double joules[1000]; long metered = 0;",
              "    double times[1000]; long done = 0; double spent = 0, checksum = 0;",
              "    for (long rep = 0; rep <= reps && rep < 1000; rep++) {"]
    lines += [f"        {p.name} = advisor_map(n_{p.name} * sizeof({p.ctype}));" for p in fresh]
    # values in (0, 1] from a multiplicative hash of the index: no array is of low rank (a solver stays well posed)
    lines += [f"        for (size_t i = 0; i < n_{p.name}; i++) "
              f"{p.name}[i] = ({p.ctype})(((i + {k}) * 2654435761ULL >> 7) % 1021 + 1) / ({p.ctype})1021;"
              for k, p in enumerate(filled)]
    call = ", ".join(p.name if not p.is_array else f"(void *){p.name}" for p in params)
    lines += ["        double e0 = advisor_joules(rapl);",
              "        double t0 = advisor_now_s();",
              f"        {function}({call});",
              "        double t = advisor_now_s() - t0;",
              "        double e1 = advisor_joules(rapl);",
              "        checksum = 0;"]
    lines += [f"        for (size_t i = 0; i < n_{p.name}; i++) checksum += (double){p.name}[i];"
              for p in params if p.is_array and (kernel.arrays[p.name].role if p.name in kernel.arrays else "inout") != "in"]
    lines += [f"        munmap({p.name}, n_{p.name} * sizeof({p.ctype}) ? n_{p.name} * sizeof({p.ctype}) : 1);" for p in fresh]
    lines += ["        if (rep == 0) continue;  /* the warm-up */",
              "        if (e0 >= 0 && e1 >= e0) joules[metered++] = e1 - e0;",
              "        times[done++] = t; spent += t;",
              "        if (done >= 3 && spent >= budget) break;",
              "    }",
              "    int threads = 1;",
              "#ifdef _OPENMP",
              "    threads = omp_get_max_threads();",
              "#endif",
              "    printf(\"{\\\"threads\\\": %d, \\\"checksum\\\": \", threads);",
              "    if (isfinite(checksum)) printf(\"%.17g\", checksum); else printf(\"null\");  /* JSON has no nan or inf */",
              "    printf(\", \\\"times_s\\\": [\");",
              "    for (long i = 0; i < done; i++) printf(\"%s%.9g\", i ? \", \" : \"\", times[i]);",
              "    printf(\"], \\\"energy_j\\\": [\");",
              "    for (long i = 0; i < metered; i++) printf(\"%s%.9g\", i ? \", \" : \"\", joules[i]);",
              "    printf(\"]}\\n\");",
              "    return 0;",
              "}"]
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class SourceRun:
    run: ReferenceRun
    checksum: float
    plan: Plan
    build: Build


def run_source(kernel: Kernel, dataset: str, sizes: Mapping[str, float], threads: int | None = None, reps: int = 10,
               budget_s: float = 1.0, timeout_s: float = 600) -> SourceRun:
    """Time ``kernel``'s own code at ``sizes`` as its implementation says (module docstring)."""
    how = plan(kernel, threads)
    exe = build_text(f"validate-{kernel.name}", how.text, how.flags, how.include_dir)
    args = [str(exe.executable), str(max(1, reps)), f"{budget_s:g}", *(str(round(sizes[name])) for name in how.sizes)]
    env = dict(os.environ, OMP_NUM_THREADS=str(how.threads), ADVISOR_RAPL=";".join(str(d / "energy_uj") for d in rapl_domains()))
    data, policy, busy = run_harness(args, env, f"{kernel.name} ({how.source}:{how.function}) at {dict(sizes)}", timeout_s)
    text = f"{how.describe()}; {exe.compiler.version}; OMP_WAIT_POLICY={policy}; median of {len(data['times_s'])} after 1 warm-up{busy}"
    run = ReferenceRun(kernel.name, dataset, dict(sizes), "cpu", tuple(data["times_s"]), int(data["threads"]), text,
                       tuple(data.get("energy_j", ())))
    return SourceRun(run, math.nan if data["checksum"] is None else float(data["checksum"]), how, exe)
