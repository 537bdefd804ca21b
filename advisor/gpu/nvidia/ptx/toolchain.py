"""The CUDA toolkit as an optional helper: nvcc -ptx, ptxas -v, source signatures.

Nothing here is needed to analyse shipped PTX; these functions are used when a
``.cu`` file is given or when the shipped PTX is regenerated
(``scripts/build_ptx.py``).
"""

from __future__ import annotations

import os
import pathlib
import re
import shutil
import subprocess
import tempfile


class ToolchainError(RuntimeError):
    """nvcc/ptxas is missing or failed; the message says which and why."""


def nvcc_available() -> bool:
    return shutil.which("nvcc") is not None


def _run(cmd: list[str]) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(cmd, check=True, capture_output=True, text=True)
    except FileNotFoundError as exc:
        raise ToolchainError(f"{cmd[0]} is not on PATH; install the CUDA toolkit or give a .ptx file") from exc
    except subprocess.CalledProcessError as exc:
        raise ToolchainError(f"{' '.join(cmd)} failed:\n{exc.stderr.strip()}") from exc


def compile_cu(path: str | os.PathLike, target: str = "sm_80", flags: tuple[str, ...] = ()) -> str:
    """PTX text of ``nvcc -ptx -arch=TARGET -O3 FLAGS path`` (the flags the shipped PTX uses, and the
    caller's ``-D``/``-I``: :func:`preprocessor_flags`)."""
    if not nvcc_available():
        raise ToolchainError(f"cannot compile {path}: nvcc is not on PATH (give the .ptx file instead)")
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "out.ptx"
        _run(["nvcc", "-ptx", f"-arch={target}", "-O3", *flags, str(path), "-o", str(out)])
        return out.read_text()


_DEFINE = re.compile(r"[A-Za-z_]\w*(=.*)?", re.S)


def preprocessor_flags(defines: tuple[str, ...] = (), include_dirs: tuple[str, ...] = ()) -> tuple[str, ...]:
    """``-DNAME[=VALUE]`` and ``-IDIR`` arguments for nvcc (passed as arguments, never through a shell);
    ValueError names a define that is not ``NAME`` or ``NAME=VALUE`` or a directory that does not exist."""
    for define in defines:
        if not _DEFINE.fullmatch(define):
            raise ValueError(f"-D {define!r}: expected NAME or NAME=VALUE")
    for directory in include_dirs:
        if not pathlib.Path(directory).is_dir():
            raise ValueError(f"-I {directory}: no such directory")
    return tuple(f"-D{d}" for d in defines) + tuple(f"-I{pathlib.Path(d).resolve()}" for d in include_dirs)


_PTXAS_FUNC = re.compile(r"Compiling entry function '([^']+)'")
_PTXAS_REGS = re.compile(r"Used (\d+) registers")
_PTXAS_SMEM = re.compile(r"(\d+) bytes smem")


def ptxas_resources(ptx_path: str | os.PathLike, target: str) -> dict[str, dict[str, int]]:
    """Registers per thread and static shared bytes per block for each entry, from ``ptxas -v``."""
    if shutil.which("ptxas") is None:
        raise ToolchainError("ptxas is not on PATH")
    proc = _run(["ptxas", "-v", f"-arch={target}", str(ptx_path), "-o", os.devnull])
    result: dict[str, dict[str, int]] = {}
    current = None
    for line in proc.stderr.splitlines() + proc.stdout.splitlines():
        m = _PTXAS_FUNC.search(line)
        if m:
            current = m.group(1)
            result[current] = {"registers": 0, "shared_bytes": 0}
            continue
        if current is None:
            continue
        m = _PTXAS_REGS.search(line)
        if m:
            result[current]["registers"] = int(m.group(1))
            m2 = _PTXAS_SMEM.search(line)
            if m2:
                result[current]["shared_bytes"] = int(m2.group(1))
    return result


_LAUNCH_BOUNDS = r"(?:__launch_bounds__\s*\([^)]*\)\s*)?"
_SIGNATURE = re.compile(r"__global__\s+" + _LAUNCH_BOUNDS + r"void\s+" + _LAUNCH_BOUNDS + r"(\w+)\s*\(([^)]*)\)", re.S)


def _signatures(source: str) -> dict[str, list[str]]:
    """Kernel name -> its parameters' declarations, for ``__global__`` kernels."""
    source = re.sub(r"//[^\n]*", "", source)
    return {m.group(1): [p.strip() for p in m.group(2).split(",") if p.strip() and p.strip() != "void"]
            for m in _SIGNATURE.finditer(source)}


def cuda_param_types(source: str) -> dict[str, list[str]]:
    """Kernel name -> the C type of each parameter (``int``, ``const float *``, ``size_t``), as written."""
    return {kernel: [" ".join(p[:p.rindex(re.findall(r"\w+", p)[-1])].split()) for p in params]
            for kernel, params in _signatures(source).items()}


def cuda_params(source: str) -> dict[str, list[tuple[str, bool]]]:
    """Kernel name -> [(source parameter name, is a pointer)], for ``__global__`` kernels, ``extern "C"``
    or C++ (templates too: a C++ kernel's PTX entries find theirs by their plain name,
    :func:`advisor.gpu.nvidia.ptx.names.plain_name`). PTX keeps only ``NAME_param_K`` and cannot tell a pointer
    from a 64-bit integer."""
    return {kernel: [(re.findall(r"\w+", p)[-1], "*" in p) for p in params] for kernel, params in _signatures(source).items()}


def cuda_param_names(source: str) -> dict[str, list[str]]:
    """Kernel name -> source parameter names (lets callers write ``args={"ni": 512}``)."""
    return {k: [n for n, _ in v] for k, v in cuda_params(source).items()}


def strip_header(ptx: str) -> str:
    """PTX text without the leading ``//`` comment lines (compiler build ids, dates)."""
    lines = ptx.splitlines()
    i = 0
    while i < len(lines) and (lines[i].startswith("//") or not lines[i].strip()):
        i += 1
    return "\n".join(lines[i:]).strip() + "\n"
