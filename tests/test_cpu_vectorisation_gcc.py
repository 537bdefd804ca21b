"""The vectorisation rules (advisor/cpu/source/rules.py) against what gcc itself reports for the shipped C sources.

``gcc -O3 -fopt-info-vec-optimized -fopt-info-loop-optimized`` names every loop it vectorises (or turns into a
``memset``/``memcpy`` call, vectorised code too) by line and column. Each innermost loop the advisor derives is
compared with that report; the loops where the two differ for a known reason are listed with the reason.

What gcc vectorises depends on the target and on gcc's version: ``-march=native`` is znver3 on one machine and
skylake-avx512 on the next (an AVX-512 core vectorises durbin's int64-to-double set-up loop, an AVX2 one does not).
The targets are therefore pinned (the x86-64 baseline nvcc's host code gets, and x86-64-v3, the AVX2+FMA level of
every x86 core since Haswell and Zen 1), and the known differences are those of the gcc version they were checked
with (:data:`CHECKED_GCC`): elsewhere the test skips, naming the compiler and the target it needs.
"""

import platform
import re
import shutil
import subprocess

import pytest

from advisor.cpu.source import SourceUnanalysable, derive_loops

from .conftest import REPO

GCC = shutil.which("gcc")
CHECKED_GCC = 12  # the major version the known differences were found with (Debian 12's gcc 12.2)
SOURCES = {  # how each is built: the suite's serial reference as nvcc -O3 builds it (the x86-64 baseline), PolyBench/C as
    # validate does (-march=native there; pinned here to the AVX2+FMA level, so that the answer does not depend on the machine)
    "polybench_gpu_cpu.c": ["-O3", "-fopenmp", "-march=x86-64"],
    "polybench.c": ["-O3", "-fopenmp", "-march=x86-64-v3"],
}
NAMES = {"N", "M", "NI", "NJ", "NK", "NL", "NM", "NX", "NY", "NZ", "W", "H", "TSTEPS", "TMAX", "NP", "NQ", "NR", "n", "p"}
# where gcc and the rules part, and why (file, function, line of the innermost loop)
KNOWN = {
    ("polybench_gpu_cpu.c", "pbgpu_gramschmidt", 474): "gcc versions the loop for aliasing and vectorises a copy that never "
                                                        "loops (the 8-byte vectors of a one-iteration remainder)",
    ("polybench.c", "durbin", 394): "r[i] = (double)(N + 1 - i) / (4 * N) converts a 64-bit integer to double: vectors of it need "
                                    "AVX-512DQ (vcvtqq2pd), so below AVX-512 gcc keeps the set-up loop scalar; the rules do not "
                                    "look at conversions",
    ("polybench.c", "gramschmidt", 426): "a column walk (A[i][j], i inner) that gcc's generic cost model vectorises with "
                                         "2-double vectors built element by element, versioned for aliasing; the rules keep "
                                         "column walks scalar (as gcc's znver tuning does)",
}


def reported(path, flags):
    """(line, column) of each loop gcc vectorised or replaced by a library call."""
    out = subprocess.run([GCC, *flags, "-fopt-info-vec-optimized", "-fopt-info-loop-optimized", "-c", str(path), "-o", "/dev/null"],
                         capture_output=True, text=True, timeout=300).stderr
    pattern = re.compile(rf"{re.escape(path.name)}:(\d+):(\d+): optimized: (?:loop vectorized|Loop \d+ distributed: split to 0 loops)")
    return {(int(m.group(1)), int(m.group(2))) for m in pattern.finditer(out)}


def kernel_functions(path):
    """The functions that hold the kernels: those the workloads name (polybench-gpu.yaml's ``pbgpu_*``), the
    entries of polybench.c's kernel table ({"gemm", 3, gemm}); not the harness's initialisation."""
    text = path.read_text()
    return sorted(set(re.findall(r"^void (pbgpu_\w+)\(", text, re.M)) | set(re.findall(r'\{"[\w-]+", \d+, (\w+)\}', text)))


def _loops(path, function):
    """The function's derived loops; none for the harness functions, which are not affine loop nests."""
    try:
        return derive_loops(path, function, NAMES).loops
    except SourceUnanalysable:
        return ()


def gcc_vectorised(loop, report, loops_on_line):
    """Whether a report on the loop's line is about this loop: at or after its `for`, before the next loop's."""
    later = [d.column for d in loops_on_line if d.column > loop.column]
    return any(line == loop.line and loop.column <= column < min(later, default=10**6) for line, column in report)


def gcc_major() -> int | None:
    out = subprocess.run([GCC, "-dumpversion"], capture_output=True, text=True, timeout=60).stdout.strip() if GCC else ""
    return int(out.split(".")[0]) if out.split(".")[0].isdigit() else None


@pytest.mark.parametrize("name", SOURCES)
def test_the_loops_the_rules_vectorise_are_the_loops_gcc_vectorises(name):
    if GCC is None or platform.machine() not in ("x86_64", "AMD64"):
        pytest.skip(f"needs gcc {CHECKED_GCC} targeting x86-64 ({' '.join(SOURCES[name])}); here: "
                    f"{'no gcc' if GCC is None else 'gcc'} on {platform.machine()}")
    if gcc_major() != CHECKED_GCC:
        pytest.skip(f"the known differences are gcc {CHECKED_GCC}'s with {' '.join(SOURCES[name])}; this is gcc {gcc_major()}")
    path = REPO / "calibration" / name
    report = reported(path, SOURCES[name])
    functions = kernel_functions(path)
    derived = [(function, loop) for function in functions for loop in _loops(path, function) if loop.file.endswith(name)]
    assert len(derived) > 40
    parted = {}
    for function, loop in derived:
        on_line = [other for _, other in derived if other.line == loop.line]
        if gcc_vectorised(loop, report, on_line) != loop.loop.simd:
            parted[(name, function, loop.line)] = loop.loop.simd
    unexplained = {key: simd for key, simd in parted.items() if key not in KNOWN}
    assert not unexplained, f"the rules say simd={unexplained}, gcc the opposite"
    assert {key for key in KNOWN if key[0] == name} <= set(parted), "a known difference is gone: remove it from KNOWN"
