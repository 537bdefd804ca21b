"""One copy of a copy sweep, as the advisor prices it: the rule both sweeps of this folder are scored by.

A sweep copies one buffer of ``size`` bytes at a time, its data where the sweep left it (written just before, in the
host's caches as far as they hold them: ``host_data="cache"`` of :func:`advisor.link.datamovement.copy_loggps`), as one
LogGP message ([jiang2017] eq. 12); a buffer never written (``pageable-fresh``) also pays its pages' faults
(:func:`advisor.link.loggp.fresh_pages_s`).
"""

from __future__ import annotations

from advisor.link.datamovement import copy_loggps, fresh_page_costs
from advisor.link.loggp import fresh_pages_s, loggp_time_s
from advisor.platform import Platform

#: a sweep's kind -> the host memory it is priced as (a ``malloc`` buffer written once and copied again and again,
#: ``pageable``, as touched pages: the model has no state for a buffer the driver has seen before)
SWEEP_KINDS = {"pinned": "pinned", "pageable-touched": "pageable-touched", "pageable-fresh": "pageable",
               "pageable": "pageable-touched"}


def sweep_copy_s(platform: Platform, kind: str, direction: str, size: float) -> float:
    """Seconds of one ``direction`` (h2d, d2h) copy of ``size`` bytes of a ``kind`` buffer (:data:`SWEEP_KINDS`) to or
    from the platform's first GPU."""
    gpu = platform.gpus[0]
    params = dict(zip(("h2d", "d2h"), copy_loggps(SWEEP_KINDS[kind], platform, gpu, host_data="cache")))[direction]
    seconds = loggp_time_s(size, 1, params)
    if kind == "pageable-fresh":
        pages = fresh_page_costs(platform, gpu)
        seconds += fresh_pages_s(size, pages.h2d_s if direction == "h2d" else pages.d2h_s, pages.page_bytes)
    return float(seconds)
