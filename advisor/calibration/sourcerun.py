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
that wrapped, or did not move in a repetition shorter than its update, gives no reading);
else ``energy_j`` is empty.
"""

from __future__ import annotations

import math
import os
import platform as host_platform
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from ..cpu.descriptor import CpuImplementation
from ..cpu.source.openmp import parallel_source
from ..cpu.source.params import Parameter, parameters
from ..errors import DescriptorError
from ..workload import Kernel
from .reference import ReferenceRun, run_harness
from .sysinfo import hardware_threads, rapl_domains
from .toolchain import ToolchainError, build_text

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

    source: str  # the C file as the workload names it
    function: str
    threads: int
    flags: tuple[str, ...]
    parallel: str  # how the loops reach the threads: "serial", "OpenMP as written", or the pragmas added
    text: str  # the harness, generated C
    include_dir: Path
    sizes: tuple[tuple[str, str], ...]  # the function's size parameters and their C types, as the harness takes them

    def describe(self) -> str:
        return f"{self.source}:{self.function}, {self.threads} thread{'s' if self.threads != 1 else ''} ({self.parallel}), cc {' '.join(self.flags)}"


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
    shown = shown_path(ref.path)
    source = Path(ref.path).read_text(encoding="utf-8", errors="replace")
    as_written = f'#line 1 "{shown}"\n{source}'  # compiler errors name the file's own lines
    try:
        params = parameters(ref.path, ref.function, names, shown)
        version = parallel_source(ref.path, ref.function, names, shown) if count > 1 else None
    except DescriptorError as exc:  # code the analysis cannot read: the model does not time it, nor does validate
        raise NotMeasurable(f"{kernel.name}: {exc}") from None
    if version is None:
        body, how, openmp = as_written, "serial", re.search(r"#\s*pragma\s+omp\b", source) is not None
    elif version.as_written:
        body, how, openmp = as_written, "OpenMP as written", True
    else:
        kept = [note for note in version.notes if "kept serial" in note]
        if kept:  # the model runs that loop in parallel; a serial run would measure another program
            raise NotMeasurable(f"{kernel.name}: {'; '.join(kept)}")
        pragmas = " / ".join(version.pragmas) or "no loop could run in parallel"
        body, how, openmp = version.text, f"loops on threads by the dependence analysis: {pragmas}", True
    flags = compile_flags(impl, openmp)
    text = f"{body}\n" + harness(kernel, params, ref.function, impl.outputs)
    sizes = tuple((p.name, p.ctype) for p in params if not p.is_array)
    return Plan(shown, ref.function, count, flags, how, text, Path(ref.path).parent, sizes)


def shown_path(path: str) -> str:
    """A C file as messages and tags name it: its folder and name (``calibration/polybench_gpu_cpu.c``)."""
    parts = Path(path).parts
    return "/".join(parts[-2:]) if len(parts) >= 2 else path


# an OpenMP array reduction keeps each thread's private copy on that thread's stack: room for large arrays (an address
# range reserved, not memory used; the first thread's stack is raised to its hard limit by run_harness)
REDUCTION_STACK = "1G"
INT_LIMITS = {"int": 2**31 - 1, "unsigned": 2**32 - 1, "unsigned int": 2**32 - 1, "short": 2**15 - 1}  # others: 64-bit


def harness(kernel: Kernel, params: tuple[Parameter, ...], function: str, outputs: str) -> str:
    """The C ``main`` that allocates ``function``'s arrays, times its calls and prints the JSON line. Its own names
    start with ``advisor_``, so that they do not meet the function's parameters. An array the workload does not list
    is written before every run, as an input: the model charges it no first touch."""
    sizes = [p for p in params if not p.is_array]
    for p in sizes:
        if not p.is_integer:
            raise NotMeasurable(f"{function}: scalar parameter {p.name} ({p.ctype}) has no value in the workload")
        if p.name not in kernel.params and p.name not in dict(kernel.derived):
            raise NotMeasurable(f"{function}: parameter {p.name} is not a size of kernel {kernel.name}")
    lines = ['#line 1 "advisor validate harness"', "#include <math.h>", "#include <stdio.h>", "#include <stdlib.h>",
             "#include <string.h>", "#include <sys/mman.h>", "#include <time.h>", "#ifdef _OPENMP", "#include <omp.h>", "#endif",
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
             "    long advisor_reps = atol(argv[1]); double advisor_budget = atof(argv[2]);"]
    lines += [f"    {p.ctype} {p.name} = ({p.ctype})atoll(argv[{3 + i}]);" for i, p in enumerate(sizes)]
    fresh, filled, written = [], [], []
    for p in params:
        if not p.is_array:
            continue
        if any(e is None for e in p.extents):
            raise NotMeasurable(f"{function}: array parameter {p.name} declares no length")
        role = kernel.arrays[p.name].role if p.name in kernel.arrays else "in"
        count = " * ".join(f"(size_t)({e})" for e in p.extents)
        lines.append(f"    size_t advisor_n_{p.name} = {count}; {p.ctype} *{p.name} = NULL;")
        if role in ("out", "temp") and outputs == "fresh":
            fresh.append(p)
        else:
            lines.append(f"    {p.name} = advisor_map(advisor_n_{p.name} * sizeof({p.ctype}));")
            (filled if role in ("in", "inout") else written).append(p)
    for p in written:  # outputs already touched: written once, before the first run
        lines.append(f"    for (size_t advisor_k = 0; advisor_k < advisor_n_{p.name}; advisor_k++) {p.name}[advisor_k] = 0;")
    lines += ["    const char *advisor_rapl = getenv(\"ADVISOR_RAPL\"); double advisor_energy[1000]; long advisor_metered = 0;",
              "    double advisor_times[1000]; long advisor_done = 0; double advisor_spent = 0, advisor_checksum = 0;",
              "    for (long advisor_rep = 0; advisor_rep <= advisor_reps && advisor_rep < 1000; advisor_rep++) {"]
    lines += [f"        {p.name} = advisor_map(advisor_n_{p.name} * sizeof({p.ctype}));" for p in fresh]
    # values from a multiplicative hash of the index, in (0, 1] (integers: 1 .. 1021): no array is of low rank, so a
    # solver stays well posed, and no integer array is all zeros
    for k, p in enumerate(filled):
        value = f"((advisor_k + {k}) * 2654435761ULL >> 7) % 1021 + 1"
        value = f"({p.ctype})({value})" if p.is_integer else f"({p.ctype})({value}) / ({p.ctype})1021"
        lines.append(f"        for (size_t advisor_k = 0; advisor_k < advisor_n_{p.name}; advisor_k++) {p.name}[advisor_k] = {value};")
    call = ", ".join(p.name if not p.is_array else f"(void *){p.name}" for p in params)
    lines += ["        double advisor_e0 = advisor_joules(advisor_rapl);",
              "        double advisor_t0 = advisor_now_s();",
              f"        {function}({call});",
              "        double advisor_t = advisor_now_s() - advisor_t0;",
              "        double advisor_e1 = advisor_joules(advisor_rapl);",
              "        advisor_checksum = 0;"]
    lines += [f"        for (size_t advisor_k = 0; advisor_k < advisor_n_{p.name}; advisor_k++) advisor_checksum += (double){p.name}[advisor_k];"
              for p in params if p.is_array and (kernel.arrays[p.name].role if p.name in kernel.arrays else "in") != "in"]
    lines += [f"        munmap({p.name}, advisor_n_{p.name} * sizeof({p.ctype}) ? advisor_n_{p.name} * sizeof({p.ctype}) : 1);"
              for p in fresh]
    lines += ["        if (advisor_rep == 0) continue;  /* the warm-up */",
              "        if (advisor_e0 >= 0 && advisor_e1 > advisor_e0) advisor_energy[advisor_metered++] = advisor_e1 - advisor_e0;",
              "        advisor_times[advisor_done++] = advisor_t; advisor_spent += advisor_t;",
              "        if (advisor_done >= 3 && advisor_spent >= advisor_budget) break;",
              "    }",
              "    int advisor_threads = 1;",
              "#ifdef _OPENMP",
              "    advisor_threads = omp_get_max_threads();",
              "#endif",
              "    printf(\"{\\\"threads\\\": %d, \\\"checksum\\\": \", advisor_threads);",
              "    if (isfinite(advisor_checksum)) printf(\"%.17g\", advisor_checksum); else printf(\"null\");  /* JSON has no nan or inf */",
              "    printf(\", \\\"times_s\\\": [\");",
              "    for (long advisor_k = 0; advisor_k < advisor_done; advisor_k++) printf(\"%s%.9g\", advisor_k ? \", \" : \"\", advisor_times[advisor_k]);",
              "    printf(\"], \\\"energy_j\\\": [\");",
              "    for (long advisor_k = 0; advisor_k < advisor_metered; advisor_k++) printf(\"%s%.9g\", advisor_k ? \", \" : \"\", advisor_energy[advisor_k]);",
              "    printf(\"]}\\n\");",
              "    return 0;",
              "}"]
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class SourceRun:
    run: ReferenceRun
    checksum: float
    plan: Plan


def run_source(kernel: Kernel, dataset: str, sizes: Mapping[str, float], threads: int | None = None, reps: int = 10,
               budget_s: float = 1.0, timeout_s: float = 600) -> SourceRun:
    """Time ``kernel``'s own code at ``sizes`` as its implementation says (module docstring)."""
    how = plan(kernel, threads)
    exe = build_text(f"validate-{kernel.name}", how.text, how.flags, how.include_dir)
    values = [round(sizes[name]) for name, _ in how.sizes]
    for (name, ctype), value in zip(how.sizes, values, strict=True):
        if value > INT_LIMITS.get(ctype, 2**63 - 1):
            raise NotMeasurable(f"{kernel.name}: {name} = {value} does not fit the function's {ctype} parameter")
    args = [str(exe.executable), str(max(1, reps)), f"{budget_s:g}", *map(str, values)]
    env = dict(os.environ, OMP_NUM_THREADS=str(how.threads), ADVISOR_RAPL=";".join(str(d / "energy_uj") for d in rapl_domains()))
    env.setdefault("OMP_STACKSIZE", REDUCTION_STACK)
    data, policy, busy = run_harness(args, env, f"{kernel.name} ({how.source}:{how.function}) at {dict(sizes)}", timeout_s)
    text = f"{how.describe()}; {exe.compiler.version}; OMP_WAIT_POLICY={policy}; median of {len(data['times_s'])} after 1 warm-up{busy}"
    run = ReferenceRun(kernel.name, dataset, dict(sizes), "cpu", tuple(data["times_s"]), int(data["threads"]), text,
                       tuple(data.get("energy_j", ())))
    return SourceRun(run, math.nan if data["checksum"] is None else float(data["checksum"]), how)
