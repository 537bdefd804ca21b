"""Shared building blocks: a kernel's counts at a dataset, and each GPU of a node as its own option.

:func:`advisor.recommend.evaluate` returns only the cheapest GPU of a node at the
given weights. Trade-off studies need every GPU's (time, energy), because which
GPU is cheapest can itself change with the weights. :func:`gpu_options` calls
``evaluate`` once per GPU on a copy of the platform that holds only that GPU;
the other boards' idle power moves into ``base_power_w`` so that pwr(idle) of
eq. 18, and with it every energy, is unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from ..counts import KernelCounts, instantiate
from ..platform import Platform
from ..recommend import CpuOption, GpuOption, Settings, evaluate
from ..workload import Kernel, Workload


@dataclass(frozen=True)
class KernelOptions:
    """One kernel at one size on one platform: the CPU option and one option per GPU entry."""

    kernel: str
    counts: KernelCounts
    cpu: CpuOption
    gpus: tuple[GpuOption, ...]


def single_gpu_platform(platform: Platform, index: int) -> Platform:
    """``platform`` with only GPU ``index``; pwr(idle) kept (the other boards still idle in the node)."""
    others = sum(g.idle_power_w * g.count for i, g in enumerate(platform.gpus) if i != index)
    return replace(platform, gpus=(platform.gpus[index],), base_power_w=platform.base_power_w + others)


def gpu_options(counts: KernelCounts, platform: Platform, settings: Settings) -> tuple[CpuOption, tuple[GpuOption, ...]]:
    """The CPU option and every GPU's option (``index`` = position in ``platform.gpus``)."""
    if len(platform.gpus) <= 1:
        cpu, gpu = evaluate(counts, platform, settings)
        return cpu, (() if gpu is None else (gpu,))
    cpu = None
    options = []
    for index in range(len(platform.gpus)):
        cpu_i, gpu = evaluate(counts, single_gpu_platform(platform, index), settings)
        cpu = cpu or cpu_i
        options.append(replace(gpu, index=index))
    return cpu, tuple(options)


def kernel_overrides(kernel: Kernel, overrides: Mapping[str, float] | None) -> dict[str, float]:
    return {k: v for k, v in (overrides or {}).items() if k in kernel.params}


def kernel_options(kernel: Kernel, platform: Platform, settings: Settings, dataset: str | None = None,
                   overrides: Mapping[str, float] | None = None) -> KernelOptions:
    counts = instantiate(kernel, kernel.sizes(dataset or kernel.default_dataset, kernel_overrides(kernel, overrides)))
    cpu, gpus = gpu_options(counts, platform, settings)
    return KernelOptions(kernel.name, counts, cpu, gpus)


def selected_kernels(workload: Workload, names: Sequence[str] | None) -> list[Kernel]:
    """Kernels in workload order (the order a dataflow runs them), restricted to ``names`` if given."""
    if not names:
        return list(workload.kernels.values())
    wanted = set(names)
    return [k for k in workload.kernels.values() if k.name in wanted]
