"""How close an energy validation set's predictions come, one score for every set (``h100-node``, ``titanx``,
``mangrove``): the scripts import it after putting the checkout on ``sys.path``, as ``validation.readme_table``."""

from __future__ import annotations

import statistics
from collections.abc import Sequence


def ratio_score(ratios: Sequence[float]) -> dict[str, float]:
    """A model's predicted / measured ratios as a table row: how many, their mean absolute percentage error, and how
    many lie within 25 % of the measurement.

    >>> ratio_score([1.0, 1.5, 0.8])
    {'rows': 3, 'mape_pct': 23.333333333333332, 'within_25pct': 2}
    """
    return {"rows": len(ratios), "mape_pct": 100 * statistics.fmean(abs(x - 1) for x in ratios),
            "within_25pct": sum(abs(x - 1) <= 0.25 for x in ratios)}


def score_cells(score: dict[str, float]) -> str:
    """:func:`ratio_score` as the three cells every energy set's summary table ends with (rows, MAPE, within 25 %)."""
    return f"{score['rows']} | {score['mape_pct']:.0f} % | {score['within_25pct']}"


def ratio_cells(row: dict, models: Sequence[str], measured: str) -> str:
    """Each model's prediction over the row's ``measured`` value, as table cells."""
    return " | ".join(f"{row[model] / row[measured]:.2f}" for model in models)
