"""How a validation set's predicted / measured ratios are summarised in its README: their geometric mean, and how many
fall within 25 % and within 1.5x of what ran; and how one row's cell reads."""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable


def ratio_summary(ratios: Iterable[float]) -> dict:
    """``rows``, ``geomean``, ``within_25pct`` (0.8 to 1.25) and ``within_1.5x`` of the ratios.

    >>> ratio_summary([0.5, 2.0, 1.1])["geomean"], ratio_summary([0.5, 2.0, 1.1])["within_1.5x"]
    (1.0322801154563672, 1)
    """
    ratios = list(ratios)
    return {"rows": len(ratios), "geomean": math.exp(statistics.fmean(map(math.log, ratios))),
            "within_25pct": sum(0.8 <= x <= 1.25 for x in ratios), "within_1.5x": sum(1 / 1.5 <= x <= 1.5 for x in ratios)}


#: the units a cell may give its time in, and their seconds
CELL_UNITS = {"us": 1e-6, "ms": 1e-3}


def measured_cell(row: dict, unit: str = "us") -> str:
    """One row's measured time (in ``unit``) and its predicted / measured ratio, as the tables show them.

    >>> measured_cell({"measured_s": 8.934e-06, "predicted_s": 3.0e-06})
    '8.93 us / 0.34'
    >>> measured_cell({"measured_s": 0.10005, "predicted_s": 0.053}, "ms")
    '100.05 ms / 0.53'
    """
    return f"{row['measured_s'] / CELL_UNITS[unit]:.2f} {unit} / {row['predicted_s'] / row['measured_s']:.2f}"
