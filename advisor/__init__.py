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

from .catalog import DEFAULT_PLATFORM, get_platform, get_platforms, get_workload
from .core.cost import Weights
from .core.counts import KernelCounts, counts_at, instantiate
from .core.decision import Decision, choose, decide, price
from .core.evaluation import CpuOption, Evaluation, GpuOption, evaluate
from .core.recommend import Recommendation, advise, recommend, recommend_kernel, to_frame
from .core.settings import Settings
from .core.whole import WorkloadAnswer, answer_workload
from .errors import DescriptorError, UsageError
from .platform import Platform, load_platform
from .workload import Kernel, Workload, load_workload

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
