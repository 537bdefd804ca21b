"""Energy/time trade-off studies (``advisor tradeoff``).

* :mod:`.weights`: the energy weights at which the advice flips, solved exactly;
* :mod:`advisor.core.plans`: Pareto front of (time, energy) over per-kernel placements,
  transfers between kernels counted;
* :mod:`.breakeven`: the problem size where the GPU starts to win (scipy brentq);
* :mod:`.whatif`: DVFS clocks, power caps and link bandwidth as platform edits;
* :mod:`.figures` and :mod:`.htmlreport`: matplotlib figures and the HTML report;
* :mod:`.study` runs the analyses a study asks for on each platform, :mod:`.tables` lays out their tables.

The command is :mod:`advisor.cli.tradeoff`.
"""

from __future__ import annotations

from ..core.plans import Plan, enumerate_plans, evaluate_assignment, pareto_front, pareto_plans
from .breakeven import BreakEven, Crossover, break_even
from .study import ANALYSES, PlatformStudy, StudyOptions, run_study
from .weights import Flip, WeightSweep, scan_recommendations, weight_sweep
from .whatif import cap_cpu_power, cap_gpu_power, scale_cpu_clock, scale_gpu_clock, scale_link, what_if

__all__ = [
    "ANALYSES", "BreakEven", "Crossover", "Flip", "Plan", "PlatformStudy", "StudyOptions", "WeightSweep",
    "break_even", "cap_cpu_power", "cap_gpu_power", "enumerate_plans", "evaluate_assignment", "pareto_front",
    "pareto_plans", "run_study", "scale_cpu_clock", "scale_gpu_clock", "scale_link", "scan_recommendations",
    "weight_sweep", "what_if",
]
