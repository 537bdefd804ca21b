"""Static CUDA kernel predictor: GPU architecture model, occupancy, kernel-time models.

``arch`` holds per-architecture instruction timings, memory latencies and
bandwidths and occupancy limits (data in ``arch/*.yaml``); ``occupancy`` applies
NVIDIA's occupancy rules to a launch. The kernel-time models build on these:
``kp`` (the kernel-predictor paper [kleimenov2021], with ``blocktime`` and
``fixedpoint``), ``pipeline`` and ``hybrid`` (the pipeline paper [zhang2024]: its SM
simulator within kp's waves, and its learned combination), ``bsp`` [amaris2015],
``mwp-cwp`` [hong2009] and ``roofline`` (:mod:`.roofline_gpu`). Importing this package registers them with the model
registry (:mod:`advisor.models.registry`), twice:

* as ``kernel-time`` models (one launch: ``advisor predict-kernel --model``);
* as ``gpu-time`` models (a workload kernel on one GPU: its steps with CUDA
  code are predicted with that model, the others with the core roofline;
  ``advisor recommend --gpu-model``, default ``kp``).

``command`` is ``advisor predict-kernel``, ``validate`` measures the models
against validation/gpu/. Importing this package imports neither the PTX
interpreter nor the architecture files: everything loads on first use.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from ..models import gpu_roofline_time, registry

_KERNEL_MODELS = {"kp": "kp", "pipeline": "pipeline", "hybrid": "hybrid", "bsp": "bsp", "mwp-cwp": "mwpcwp", "roofline": "roofline_gpu"}


def _kernel_time(module: str) -> Callable[..., Any]:
    def predict(launch: Any, **options: Any) -> Any:
        return importlib.import_module(f"{__name__}.{module}").predict(launch, **options)

    return predict


def _gpu_time(model: str) -> Callable[..., Any]:
    def onchip_time(counts: Any, platform: Any, gpu_index: int) -> Any:
        if not any(step.cuda is not None for step in counts.steps):
            return gpu_roofline_time(counts, platform, gpu_index)
        from .onchip import kernel_onchip_time

        return kernel_onchip_time(counts, platform, gpu_index, model)

    return onchip_time


for _name, _module in _KERNEL_MODELS.items():
    registry.register("kernel-time", _name, _kernel_time(_module))
    if _name != "roofline":  # the gpu-time "roofline" is the core one, on the descriptor's counts
        registry.register("gpu-time", _name, _gpu_time(_name))

def prepare(counts: Any) -> None:
    """Load the code that predicts ``counts``' CUDA steps, so that a deadline measures deciding, not importing."""
    if any(step.cuda is not None for step in counts.steps):
        from . import diskcache, onchip  # noqa: F401 - imported for the side effect of loading them

        diskcache.code_version()


_LAZY = {
    "predict_kernel": "predict", "run_model": "predict", "KernelPrediction": "result", "KernelLaunch": "result",
    **dict.fromkeys(("INSTRUCTION_CLASSES", "PTX_CLASS_TIMING", "GpuArchitecture", "InstructionTiming", "MemoryTiming", "OccupancyLimits", "bandwidths_Bps", "clock_hz", "cycles_to_seconds", "seconds_to_cycles"), "arch"),
    **dict.fromkeys(("UnknownArchitectureError", "architecture_for", "load_architecture_file", "load_architectures"), "archfile"),
    **dict.fromkeys(("LaunchError", "Occupancy", "waves"), "occupancy"),  # occupancy() is advisor.kernelpred.occupancy.occupancy
}


def __getattr__(name: str) -> Any:  # PEP 562: keep `import advisor.kernelpred` light
    if name in _LAZY:
        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(name)


__all__ = sorted(_LAZY)
