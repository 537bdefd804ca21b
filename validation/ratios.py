"""How a validation set's predicted / measured ratios are summarised in its README: their geometric mean, and how many
fall within 25 % and within 1.5x of what ran."""

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
