"""advisor: where should each kernel run? Roofline + LogGP + energy cost placement for CPU/GPU nodes.

Library API (the CLI is a thin layer over it)::

    import advisor
    workload = advisor.get_workload("workloads/polybench.yaml")
    platform = advisor.get_platform("laptop-gtx850m")
    recs = advisor.recommend(workload, platform, datasets=["LARGE"],
                             settings=advisor.Settings(advisor.Weights(time=0.7, energy=0.3)))
    frame = advisor.to_frame(recs)
"""

from .catalog import DEFAULT_PLATFORM, get_platform, get_platforms, get_workload
from .counts import KernelCounts, instantiate
from .errors import DescriptorError
from .models import Weights
from .platform import Platform, load_platform
from .recommend import CpuOption, GpuOption, Recommendation, Settings, evaluate, recommend, recommend_kernel, to_frame
from .whole import WorkloadAnswer, answer_workload
from .workload import Kernel, Workload, load_workload

__version__ = "0.1.0"

__all__ = [
    "DEFAULT_PLATFORM",
    "CpuOption",
    "DescriptorError",
    "GpuOption",
    "Kernel",
    "KernelCounts",
    "Platform",
    "Recommendation",
    "Settings",
    "Weights",
    "Workload",
    "WorkloadAnswer",
    "answer_workload",
    "evaluate",
    "get_platform",
    "get_platforms",
    "get_workload",
    "instantiate",
    "load_platform",
    "load_workload",
    "recommend",
    "recommend_kernel",
    "to_frame",
]
