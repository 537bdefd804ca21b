"""``load_ptx``: a ``.ptx`` file, a ``.cu`` file, or a built-in kernel by name.

A ``.ptx`` is read directly, with registers / shared memory /
source parameter names from the ``resources.json`` beside it when present
(the shipped kernels have one).  A ``.cu`` is compiled with ``nvcc -ptx`` (same
flags as the shipped PTX) when nvcc is on PATH, and ``ptxas -v`` supplies the
register counts; otherwise a ``ToolchainError`` says to give the PTX.
"""

from __future__ import annotations

import os
import pathlib
import tempfile
from dataclasses import replace

from ....files import not_a_file
from ....locations import kernels_dir
from .ir import PtxModule
from .parser import parse_ptx
from .resources import read_resources
from .toolchain import ToolchainError, compile_cu, cuda_params, ptxas_resources
from .vectorize import merge_shared_loads

#: Targets shipped under kernels/ptx/ (nvcc 13 refuses sm_70 and older).
TARGETS = ("sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_100", "sm_120")


def builtin_ptx_path(name: str, target: str = "sm_80") -> pathlib.Path:
    """Path of the shipped PTX that defines kernel ``name`` (or the file stem ``name``)."""
    tdir = kernels_dir() / "ptx" / target
    if not tdir.is_dir():
        raise FileNotFoundError(f"no shipped PTX for target {target!r} (have {', '.join(TARGETS)})")
    if (tdir / f"{name}.ptx").exists():
        return tdir / f"{name}.ptx"
    res = read_resources(tdir / "x.ptx") or {}
    entry = res.get("kernels", {}).get(name)
    if entry:
        return tdir / entry["file"]
    raise KeyError(f"no built-in kernel or PTX file named {name!r} for {target}")


def _regular(path: pathlib.Path) -> None:
    """Refuse a source that is no regular file before reading it (a FIFO would block the read; ValueError)."""
    problem = not_a_file(path)
    if problem and problem != "no such file":  # a missing file: the read says so, as FileNotFoundError
        raise ValueError(f"{path}: {problem}")


def load_ptx(path_or_cu: str | os.PathLike, target: str = "sm_80", flags: tuple[str, ...] = ()) -> PtxModule:
    """Parse a PTX file, compile-and-parse a CUDA file, or load a built-in kernel, as ptxas would
    assemble it (its scalar shared loads merged into vector loads: :mod:`.vectorize`).

    ``target`` is used for ``.cu`` input and built-in names; a ``.ptx`` keeps
    the target written in it.  Register counts come from ptxas when available
    (``PtxKernel.registers_source == "ptxas"``), else they are estimated.
    ``flags``: nvcc's ``-D``/``-I`` for a ``.cu`` (:func:`~advisor.gpu.nvidia.ptx.toolchain.preprocessor_flags`).
    """
    module = _parsed(path_or_cu, target, flags)
    return replace(module, kernels={name: merge_shared_loads(k) for name, k in module.kernels.items()})


def _parsed(path_or_cu: str | os.PathLike, target: str, flags: tuple[str, ...]) -> PtxModule:
    path = pathlib.Path(path_or_cu)
    if path.suffix == ".cu":
        if not path.exists():
            raise FileNotFoundError(path)
        _regular(path)
        text = compile_cu(path, target, flags)
        names = cuda_params(path.read_text())
        resources = None
        try:
            with tempfile.TemporaryDirectory() as tmp:
                ptx_file = pathlib.Path(tmp) / "k.ptx"
                ptx_file.write_text(text)
                resources = ptxas_resources(ptx_file, target)
        except ToolchainError:
            resources = None  # nvcc without ptxas: estimate registers
        return parse_ptx(text, param_names=names, resources=resources)
    if path.suffix != ".ptx" and not path.exists():
        path = builtin_ptx_path(str(path_or_cu), target)
    _regular(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"{path}: not a PTX text file (it does not read as UTF-8 text)") from None
    res = read_resources(path) or {}
    kernels = {k: v for k, v in res.get("kernels", {}).items() if v.get("file") in (None, path.name)}
    names: dict[str, list] = {}
    for k, v in kernels.items():
        ptrs = v.get("pointers") or [None] * len(v.get("params", []))
        names[k] = list(zip(v.get("params", []), ptrs))
    if path.with_suffix(".cu").exists():
        names.update(cuda_params(path.with_suffix(".cu").read_text()))
    return parse_ptx(text, param_names=names, resources=kernels)
