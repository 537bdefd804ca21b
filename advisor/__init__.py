"""advisor: where should each kernel run? Roofline + LogGP + energy cost placement for CPU/GPU nodes.

Library API (the CLI is a thin layer over it)::

    import advisor
    workload = advisor.get_workload("workloads/polybench.yaml")
    platform = advisor.get_platform("laptop-gtx850m")
    recs = advisor.recommend(workload, platform, datasets=["LARGE"],
                             settings=advisor.Settings(advisor.Weights(time=0.7, energy=0.3)))
    frame = advisor.to_frame(recs)

Every answer goes through three steps, one function each: :func:`evaluate`
(every option's time parts and energy), :func:`price` (costs under the
weights and cost model) and :func:`decide` (the choice and its robustness).
"""

from __future__ import annotations

import importlib
from typing import Any

#: every public name and the module that defines it; each loads on first use (PEP 562), so that a command, or a
#: program that imports one part of the library, pays for what it uses and not for the whole API
_WHERE = {
    **dict.fromkeys(("DEFAULT_PLATFORM", "get_platform", "get_platforms", "get_workload"), "catalog"),
    **dict.fromkeys(("KernelCounts", "counts_at", "instantiate"), "core.counts"),
    **dict.fromkeys(("Decision", "choose", "decide", "price"), "core.decision"),
    **dict.fromkeys(("CpuOption", "Evaluation", "GpuOption", "evaluate"), "core.evaluation"),
    **dict.fromkeys(("Recommendation", "advise", "recommend", "recommend_kernel", "to_frame"), "core.recommend"),
    **dict.fromkeys(("WorkloadAnswer", "answer_workload"), "core.whole"),
    "Weights": "core.cost",
    "Settings": "core.settings",
    **dict.fromkeys(("DescriptorError", "UsageError"), "errors"),
    **dict.fromkeys(("Platform", "load_platform"), "platform"),
    **dict.fromkeys(("Kernel", "Workload", "load_workload"), "workload"),
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value  # found once: later lookups do not come here
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_WHERE})


__version__ = "0.1.0"

__all__ = [
    "DEFAULT_PLATFORM",
    "CpuOption",
    "Decision",
    "DescriptorError",
    "Evaluation",
    "GpuOption",
    "Kernel",
    "KernelCounts",
    "Platform",
    "Recommendation",
    "Settings",
    "UsageError",
    "Weights",
    "Workload",
    "WorkloadAnswer",
    "advise",
    "answer_workload",
    "choose",
    "counts_at",
    "decide",
    "evaluate",
    "get_platform",
    "get_platforms",
    "get_workload",
    "instantiate",
    "load_platform",
    "load_workload",
    "price",
    "recommend",
    "recommend_kernel",
    "to_frame",
]
