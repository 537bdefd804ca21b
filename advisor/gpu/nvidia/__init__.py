"""NVIDIA: the static CUDA kernel predictors, the GPU architecture model they read, and the PTX analysis behind them.

``ptx/`` parses and analyses a kernel's PTX at one launch (its profile: executed instructions by class, memory
sectors and hit rates, loops). ``arch.py`` holds per-architecture instruction timings, memory latencies and
bandwidths and occupancy limits (data in ``arch/*.yaml``, read by ``archfile.py``); ``occupancy.py`` applies
NVIDIA's occupancy rules to a launch. The kernel-time models build on these: ``kp`` (the kernel-predictor paper
[kleimenov2021], with ``blocktime`` and ``fixedpoint``), ``pipeline`` and ``hybrid`` (the pipeline paper
[zhang2024]: its SM simulator within kp's waves, and its learned combination), ``bsp`` [amaris2015], ``mwp-cwp``
[hong2009] and ``roofline`` (:mod:`.roofline_gpu`). :mod:`advisor.core.builtin` registers them, twice:

* as ``kernel-time`` models (one launch: ``advisor predict-kernel --model``; :func:`kernel_time_model`);
* as ``gpu-time`` models (a workload kernel on one GPU: its steps with CUDA code are predicted with that model,
  the others with the roofline; ``advisor recommend --gpu-model``, default ``kp``; :mod:`advisor.gpu.kerneltime`).

Public names: :func:`kernel_time_model`, :data:`KERNEL_TIME_MODELS`, and (loaded on first use) ``predict_kernel``,
``run_model``, ``KernelPrediction``, ``KernelLaunch``, the architecture and occupancy names below. Importing this
package imports neither the PTX interpreter nor the architecture files. The AMD path (:mod:`advisor.gpu.amd`)
reuses the block-time helpers, the fixed point and :class:`~.result.KernelPrediction`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from ...errors import UsageError

#: the kernel-time models (``advisor predict-kernel --model``) and the module of each
_KERNEL_MODELS = {"kp": "kp", "pipeline": "pipeline", "hybrid": "hybrid", "bsp": "bsp", "mwp-cwp": "mwpcwp", "roofline": "roofline_gpu"}
KERNEL_TIME_MODELS = tuple(_KERNEL_MODELS)


def kernel_time_model(name: str) -> Callable[..., Any]:
    """The ``kernel-time`` model ``name``: ``f(launch, platform=..., gpu_index=..., **options) -> KernelPrediction``,
    its module imported at the first call."""
    if name not in _KERNEL_MODELS:
        raise UsageError("model", f"unknown kernel-time model {name!r} (have: {', '.join(_KERNEL_MODELS)})")
    module = _KERNEL_MODELS[name]

    def predict(launch: Any, **options: Any) -> Any:
        return importlib.import_module(f"{__name__}.{module}").predict(launch, **options)

    return predict


_LAZY = {
    "predict_kernel": "predict", "run_model": "predict", "KernelPrediction": "result", "KernelLaunch": "result",
    **dict.fromkeys(("INSTRUCTION_CLASSES", "PTX_CLASS_TIMING", "GpuArchitecture", "InstructionTiming", "MemoryTiming", "OccupancyLimits", "bandwidths_Bps", "clock_hz", "cycles_to_seconds", "seconds_to_cycles"), "arch"),
    **dict.fromkeys(("UnknownArchitectureError", "architecture_for", "load_architecture_file", "load_architectures"), "archfile"),
    **dict.fromkeys(("LaunchError", "Occupancy", "waves"), "occupancy"),  # occupancy() is advisor.gpu.nvidia.occupancy.occupancy
}


def __getattr__(name: str) -> Any:  # PEP 562: keep `import advisor.gpu.nvidia` light
    if name in _LAZY:
        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(name)


__all__ = sorted(_LAZY)
