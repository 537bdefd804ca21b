"""One entry point for every kernel-time model, and the cached PTX analysis they share.

    from advisor import get_platform
    from advisor.gpu.nvidia.predict import predict_kernel
    pred = predict_kernel("kernels/cuda/gemm.cu", "gemm", grid=(16, 64), block=(32, 8),
                          args={"ni": 512, "nj": 512, "nk": 512, "alpha": 1.5, "beta": 1.2},
                          platform=get_platform("desktop-rtx2080ti"), model="kp")

The models are the ``kernel-time`` models (:func:`advisor.gpu.nvidia.kernel_time_model`, registered by name in
:mod:`advisor.core.builtin`): ``predict(launch, **options) -> KernelPrediction``.
The analysis (:func:`advisor.gpu.nvidia.ptx.analyze_kernel`) is the expensive part and
does not depend on the model: :func:`analyze` caches it on (file, kernel,
target, geometry, arguments, cache sizes, hit rates).

Sources: a ``.ptx`` file; a ``.cu`` file (compiled by nvcc when on PATH);
a built-in kernel's ``.cu`` (``kernels/cuda/gemm.cu``, a path or a name in
the package's kernel catalog: :func:`~advisor.gpu.sources.resolve_source`),
whose shipped PTX is used so no toolkit is needed; or a built-in kernel name (``gemm``).
"""

from __future__ import annotations

import functools
import math
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ...locations import kernels_dir
from ..inputs import Node
from ..sources import L1_BYTES_DEFAULT, builtin_code, default_target, global_l1_hit, l1_bytes_of, resolve_source
from . import diskcache, kernel_time_model
from .archfile import architecture_for
from .ptx import analyze_kernel, load_ptx
from .ptx.ir import PtxKernel
from .ptx.isa import with_spaces
from .ptx.loader import builtin_ptx_path
from .ptx.names import resolve_kernel
from .ptx.profile import KernelProfile
from .ptx.toolchain import preprocessor_flags
from .result import KernelLaunch, KernelPrediction


def load_kernel(source: str | os.PathLike, name: str, target: str = "sm_80", flags: tuple[str, ...] = ()) -> PtxKernel:
    """Kernel ``name`` of ``source`` (see the module docstring; a C++ kernel by its plain name too:
    :func:`advisor.gpu.nvidia.ptx.names.resolve_kernel`)."""
    kernels = _load_module(str(source), _mtime(str(source)), target, flags).kernels
    try:
        return kernels[resolve_kernel(name, kernels)]
    except KeyError as exc:
        raise KeyError(f"{source}: {exc.args[0]}") from None


def _mtime(source: str) -> float:
    """Part of the cache keys: an edited file is read again (0 for a built-in kernel name)."""
    return os.path.getmtime(source) if os.path.exists(source) else 0.0


@functools.lru_cache(maxsize=64)
def _load_module(source: str, mtime: float, target: str, flags: tuple[str, ...] = ()):
    path = Path(source)
    if path.suffix in (".cu", ".ptx") or path.exists():
        ptx = builtin_code(path, target) if path.suffix == ".cu" and not flags else None  # -D/-I: compile it
        return load_ptx(ptx or path, target, flags)
    return load_ptx(source, target)  # a built-in kernel name


def _key_args(args: Mapping[str, Any] | None) -> tuple:
    out = []
    for k, v in sorted((args or {}).items()):
        if isinstance(v, float) and v.is_integer() and abs(v) < 2**53:
            v = int(v)
        out.append((k, v))
    return tuple(out)


@functools.lru_cache(maxsize=512)
def _analyze(source: str, mtime: float, name: str, target: str, grid: tuple, block: tuple, args: tuple,
             l1_bytes: int, l2_bytes: int, l1_hit, l2_hit, contents: tuple, flags: tuple,
             l2_resident: bool = False) -> tuple[PtxKernel, KernelProfile]:
    kernel = load_kernel(source, name, target, flags)
    profile = analyze_kernel(kernel, grid, block, dict(args), l1_bytes=l1_bytes, l2_bytes=l2_bytes,
                             l1_hit=l1_hit, l2_hit=l2_hit, contents=dict(contents), l2_resident=l2_resident)
    return with_spaces(kernel, profile.resolved_spaces), profile


def analyze(source: str | os.PathLike, name: str, grid, block, args: Mapping[str, Any] | None = None,
            target: str = "sm_80", l2_bytes: int = 40 * 1024 * 1024, l1_bytes: int = L1_BYTES_DEFAULT,
            l1_hit: float | None = None, l2_hit: float | None = None,
            contents: Mapping[str, float] | None = None, flags: tuple[str, ...] = (),
            l2_resident: bool = False) -> tuple[PtxKernel, KernelProfile]:
    """The (cached) profile of one launch; integral float arguments are passed as ints.
    ``contents``: constant content of pointer arguments, ``l2_resident``: inputs just copied
    (``analyze_kernel``); ``flags``: nvcc's ``-D``/``-I``."""
    src = str(resolve_source(source)) if Path(source).suffix in (".cu", ".ptx") else str(source)

    def dims(v: Any) -> tuple[int, ...]:
        return tuple(int(x) for x in (v if isinstance(v, (tuple, list)) else (v,)))

    return _analyze(src, _mtime(src), name, target, dims(grid), dims(block), _key_args(args), int(l1_bytes),
                    int(l2_bytes), l1_hit, l2_hit, tuple(sorted((contents or {}).items())), tuple(flags),
                    bool(l2_resident))


def run_model(model: str, kernel: PtxKernel, profile: KernelProfile, platform: Node, gpu_index: int = 0,
              clock: str = "boost", **options: Any) -> KernelPrediction:
    """Apply model ``model`` to an analysed launch on GPU ``gpu_index`` of ``platform``."""
    return predict_launch(model, _launch(kernel, profile, platform, gpu_index, clock), platform, gpu_index, **options)


def predict_launch(model: str, launch: KernelLaunch, platform: Node, gpu_index: int = 0,
                   **options: Any) -> KernelPrediction:
    """Apply model ``model`` (a ``kernel-time`` entry of the registry) to ``launch``."""
    return kernel_time_model(model)(launch, platform=platform, gpu_index=gpu_index, **options)


def _launch(kernel: PtxKernel, profile: KernelProfile, platform: Node, gpu_index: int, clock: str) -> KernelLaunch:
    gpu = platform.gpus[gpu_index]
    return KernelLaunch(kernel, profile, gpu, architecture_for(gpu), clock)


def kernel_launch(source: str | os.PathLike, kernel: str, grid, block, args: Mapping[str, Any] | None,
                  platform: Node, gpu_index: int = 0, target: str | None = None,
                  l1_hit: float | None = None, l2_hit: float | None = None, contents: Mapping[str, float] | None = None,
                  defines: tuple[str, ...] = (), include_dirs: tuple[str, ...] = (),
                  l2_resident: bool = False, clock: str = "boost") -> tuple[KernelLaunch, Node]:
    """The analysed launch of ``kernel`` of ``source`` on GPU ``gpu_index`` of ``platform``, and the platform
    (the arguments are :func:`predict_kernel`'s; ``clock``: the SM clock cycles count, boost or base)."""
    gpu = platform.gpus[gpu_index]
    target = target or default_target(gpu)
    k, profile = analyze(source, kernel, grid, block, args, target, l2_bytes=int(gpu.l2_bytes),
                         l1_bytes=l1_bytes_of(gpu), l1_hit=global_l1_hit(gpu, l1_hit), l2_hit=l2_hit,
                         contents=contents, flags=preprocessor_flags(tuple(defines), tuple(include_dirs)),
                         l2_resident=l2_resident)
    return _launch(k, profile, platform, gpu_index, clock), platform


def predict_kernel(source: str | os.PathLike, kernel: str, grid, block, args: Mapping[str, Any] | None,
                   platform: Node, gpu_index: int = 0, model: str = "kp",
                   target: str | None = None, l1_hit: float | None = None, l2_hit: float | None = None,
                   contents: Mapping[str, float] | None = None, defines: tuple[str, ...] = (),
                   include_dirs: tuple[str, ...] = (), l2_resident: bool = False, clock: str = "boost",
                   **options: Any) -> KernelPrediction:
    """Analyse ``kernel`` of ``source`` at one launch and predict its time with ``model``
    (``contents``: constant content of pointer arguments, ``l2_resident``: its arrays were just
    copied to the device, see ``analyze_kernel``; ``defines`` (``NAME`` or ``NAME=VALUE``) and
    ``include_dirs``: nvcc's ``-D`` and ``-I`` for a ``.cu``)."""
    target = target or default_target(platform.gpus[gpu_index])
    code = None if defines or include_dirs else _shipped_code(source, target)
    if code is None:  # code compiled here (nvcc) depends on the toolkit too: predicted each time
        launch, platform = kernel_launch(source, kernel, grid, block, args, platform, gpu_index, target, l1_hit, l2_hit,
                                         contents, defines, include_dirs, l2_resident, clock)
        return predict_launch(model, launch, platform, gpu_index, **options)
    parts = {"gpu": repr(platform.gpus[gpu_index]), "model": model, "kernel": kernel, "grid": repr(grid), "block": repr(block),
             "args": _key_args(args), "contents": sorted((contents or {}).items()), "target": target, "l1_hit": l1_hit,
             "l2_hit": l2_hit, "l2_resident": l2_resident, "clock": clock, "options": sorted(options.items())}
    name = diskcache.key(parts, code)
    prediction = diskcache.load(name)
    if prediction is None:
        launch, platform = kernel_launch(source, kernel, grid, block, args, platform, gpu_index, target, l1_hit, l2_hit,
                                         contents, defines, include_dirs, l2_resident, clock)
        prediction = predict_launch(model, launch, platform, gpu_index, **options)
        diskcache.store(name, prediction)
    return prediction


def _shipped_code(source: str | os.PathLike, target: str) -> list[Path] | None:
    """The shipped PTX (and its resources) a built-in kernel is analysed from, where ``source`` names one (its name,
    its catalog ``.cu``, or a shipped ``.ptx``): what a prediction kept on disk (:mod:`.diskcache`) is keyed on.
    None for code compiled or read from elsewhere."""
    path = Path(source)
    try:
        if path.suffix == ".cu":
            ptx = builtin_code(resolve_source(path), target)
        elif path.suffix == ".ptx":
            ptx = resolve_source(path)
            ptx = ptx if ptx.resolve().is_relative_to(kernels_dir().resolve()) else None
        else:
            ptx = builtin_ptx_path(str(source), target)
    except (KeyError, FileNotFoundError, OSError, ValueError):
        return None
    return None if ptx is None else [ptx, ptx.parent / "resources.json"]


def sum_predictions(parts: list[tuple[KernelPrediction, float]]) -> dict[str, float]:
    """Totals of several launches (prediction, launch count): time, launch, exec, instruction, memory."""
    keys = ("time_s", "launch_s", "exec_s", "instruction_time_s", "memory_time_s")
    return {k: math.fsum(getattr(p, k) * n for p, n in parts) for k in keys}
