"""Sizes worth measuring in a given time: around each kernel's predicted crossover (``validate --budget-total``).

A decision is at stake where the CPU and the GPU option cost about the same; far from
there any model picks the right device. So, for each kernel, the sizes ``validate``
measures are the break-even size factor ``s*`` of the advisor's own prediction (every
size parameter scaled together from the dataset's values, time only:
:func:`advisor.tradeoff.breakeven.break_even`) and ``s*/4`` and ``4 s*`` on either side
of it, for each thread count measured; a kernel whose advice does not change over the scan
takes the size where the two options come closest. No size parameter goes below
``SMALLEST``, and no size whose arrays take more than ``MEMORY_SHARE`` of the host's memory
is taken. A platform without a GPU has no crossover: each kernel is measured at the largest
size (at most the dataset's) whose measurement takes its share of the budget, and at a
quarter of it. The expected cost of measuring a size is what ``validate`` will
spend on it, from the predicted times: ``runs x (1 + repetitions) x`` (the CPU time on
each thread count measured ``+`` the GPU option's time, where a GPU is measured), the
repetitions as the harness stops them (at least 3, at most ``reps``, until ``budget_s``
of kernel time). Sizes are taken crossovers first, then the smaller neighbours, then
the larger, as long as the whole stays within the budget.
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..core.cost import Weights
from ..core.settings import Settings
from ..platform import Platform
from ..tradeoff.breakeven import break_even, size_point
from ..workload import Kernel
from .validate import as_run, threads_label

NEIGHBOUR = 4.0  # the sizes either side of the crossover: s* / 4 and 4 s*
SMALLEST = 8  # no size parameter below this: a kernel of a few elements measures its harness, not its loops
MEMORY_SHARE = 0.25  # no size whose arrays take more than this share of the host's memory
SCALES = (1e-3, 1e2)  # the scan, as factors on the dataset's sizes
TIME_ONLY = Settings(weights=Weights(1.0, 0.0))


@dataclass(frozen=True)
class Pick:
    kernel: str
    label: str  # "crossover", "crossover/4", "crossover*4", "closest"
    sizes: Mapping[str, float]
    expected_s: float  # what measuring it costs, predicted


def pick_sizes(kernels: Sequence[Kernel], platform: Platform, dataset: str | None, budget_total_s: float, runs: int, reps: int,
               budget_s: float, threads: Sequence[int | str | None], with_gpu: bool,
               memory_bytes: float | None = None) -> tuple[list[Pick], list[str]]:
    """The sizes to measure within ``budget_total_s`` (module docstring; none with a size parameter below ``SMALLEST``
    or arrays beyond ``MEMORY_SHARE`` of ``memory_bytes``, default this host's memory), and notes on kernels left out."""
    memory_bytes = memory_bytes if memory_bytes is not None else _host_memory_bytes()
    if not platform.gpus:
        return _cpu_only(kernels, platform, dataset, budget_total_s, runs, reps, budget_s, threads)
    candidates: list[tuple[int, Pick]] = []
    notes = []
    for kernel in kernels:
        centres: dict[float, str] = {}
        for choice in threads:
            study = break_even(as_run(kernel, choice), platform, TIME_ONLY, dataset, None, SCALES, points_per_decade=4)
            curve = [p for p in study.curve if 0 < p.cpu_time_s < math.inf and 0 < p.gpu_time_s < math.inf]
            on = "" if len(threads) == 1 else f" ({threads_label(choice)})"
            if study.crossovers:
                centres.setdefault(study.crossovers[0].scale, f"crossover{on}")
            elif curve:
                closest = min(curve, key=lambda p: abs(math.log(p.cpu_time_s / p.gpu_time_s)))
                centres.setdefault(closest.scale, f"closest{on}")
        if not centres:
            notes.append(f"{kernel.name}: no valid size in the scan")
            continue
        for centre, label in centres.items():
            for rank, (scale, name) in enumerate(((centre, label), (centre / NEIGHBOUR, f"{label}/{NEIGHBOUR:g}"),
                                                  (centre * NEIGHBOUR, f"{label}*{NEIGHBOUR:g}"))):
                point = size_point(kernel, platform, TIME_ONLY, dataset or kernel.default_dataset, None, scale)
                if point is None or min(point.sizes[p] for p in kernel.params) < SMALLEST or point.data_bytes > MEMORY_SHARE * memory_bytes:
                    continue
                if any(pick.kernel == kernel.name and all(pick.sizes[p] == round(point.sizes[p]) for p in kernel.params)
                       for _, pick in candidates):
                    continue
                sizes = kernel.sizes(None, {p: round(point.sizes[p]) for p in kernel.params})  # derived ones from the rounded
                seconds = sum(_cpu_time_s(as_run(kernel, t), platform, sizes) for t in threads)
                if with_gpu:
                    seconds += point.gpu_time_s
                candidates.append((rank, Pick(kernel.name, name, sizes, runs * (1 + _repetitions(seconds, reps, budget_s)) * seconds)))
    picked, spent = [], 0.0
    for _, pick in sorted(candidates, key=lambda c: c[0]):
        if spent + pick.expected_s <= budget_total_s:
            picked.append(pick)
            spent += pick.expected_s
        elif pick.label.startswith(("crossover", "closest")) and "/" not in pick.label and "*" not in pick.label:
            notes.append(f"{pick.kernel}: its {pick.label} size would take {pick.expected_s:.3g} s to measure, beyond the budget left")
    return picked, notes


def _cpu_only(kernels: Sequence[Kernel], platform: Platform, dataset: str | None, budget_total_s: float, runs: int, reps: int,
              budget_s: float, threads: Sequence[int | str | None]) -> tuple[list[Pick], list[str]]:
    """Without a GPU there is no crossover: each kernel at the largest size factor (at most the dataset's) whose
    measurement takes its share of the budget, and a quarter of it."""
    share = budget_total_s / max(1, len(kernels)) / (1 + 1 / NEIGHBOUR**3)
    picks, notes = [], []
    for kernel in kernels:
        base = kernel.sizes(dataset)

        def cost(scale: float, kernel: Kernel = kernel, base: Mapping[str, float] = base) -> tuple[float, dict[str, float]]:
            sizes = kernel.sizes(None, {p: max(1.0, round(base[p] * scale)) for p in kernel.params})  # with the derived ones
            seconds = sum(_cpu_time_s(as_run(kernel, t), platform, sizes) for t in threads)
            return runs * (1 + _repetitions(seconds, reps, budget_s)) * seconds, sizes

        low, high = math.log(SCALES[0]), 0.0
        if cost(1.0)[0] > share:
            for _ in range(40):  # bisection on ln(scale): the cost grows with the size
                middle = (low + high) / 2
                low, high = (middle, high) if cost(math.exp(middle))[0] <= share else (low, middle)
            high = low
        scale = math.exp(high)  # the dataset's sizes where they fit the share, else the bisection's
        for label, factor in (("budget", 1.0), (f"budget/{NEIGHBOUR:g}", 1 / NEIGHBOUR)):
            seconds, sizes = cost(scale * factor)
            if min(sizes[p] for p in kernel.params) < SMALLEST:
                if factor == 1.0:
                    notes.append(f"{kernel.name}: its {label} size is below {SMALLEST} elements")
                continue
            picks.append(Pick(kernel.name, label, sizes, seconds))
    return picks, notes


def _cpu_time_s(kernel: Kernel, platform: Platform, sizes: Mapping[str, float]) -> float:
    from ..core.counts import instantiate
    from ..core.recommend import advise

    evaluation, _ = advise(instantiate(kernel, kernel.sizes(None, {p: sizes[p] for p in kernel.params})), platform, TIME_ONLY)
    return float(evaluation.cpu.time_s)


def _repetitions(seconds: float, reps: int, budget_s: float) -> int:
    """Timed repetitions the harness makes of a kernel of ``seconds``: at least 3, then until ``budget_s`` or ``reps``."""
    return max(min(3, reps), min(reps, math.ceil(budget_s / seconds) if seconds > 0 else reps))


def _host_memory_bytes() -> float:
    try:
        return float(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES"))
    except (ValueError, OSError, AttributeError):
        return math.inf
