"""Host<->device transfer time with LogGP [alexandrov1995] (cost-model paper [jiang2017], eqs. 12-16).

One direction with n messages of k_1 ... k_n bytes:

    T = L + o + sum_i (k_i - 1) * G + (n - 1) * g          (eq. 12)
      = L + o + (B - n) * G + (n - 1) * g                  B = sum_i k_i

L is the start-up latency, o the per-transfer overhead, G the gap per byte of a
long message (about 1/bandwidth) and g the gap between consecutive messages.
Summed over both directions (eq. 13) this is eq. (16),

    T = G_CG * DataSize + G_GC * sum k_GC + n_CG (g_CG - G_CG) + n_GC (g_GC - G_GC) + Overhead
    Overhead = L_CG + o_CG + L_GC + o_GC - g_CG - g_GC

with the overhead term as corrected in the decoded paper (its printed eq. 14 has
o_CG twice and +g_CG, which does not follow from eqs. 12, 13 and 15). A direction
with no messages costs nothing.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from ..elementwise import Value, where
from ..platform import LogGP


def loggp_time_s(total_bytes: Value, messages: Value, params: LogGP) -> Value:
    """Eq. 12 for ``messages`` messages of ``total_bytes`` in all; 0 where nothing moves (numbers or arrays)."""
    time_s = params.L_s + params.o_s + (total_bytes - messages) * params.G_s_per_byte + (messages - 1) * params.g_s
    return where(total_bytes > 0, time_s, 0.0)


def transfer_time_s(message_bytes: Sequence[float], params: LogGP) -> float:
    """Time to send ``message_bytes`` (one entry per message; empty ones are not sent) in one direction."""
    sizes = [k for k in message_bytes if k > 0]
    return loggp_time_s(float(sum(sizes)), len(sizes), params)


@functools.lru_cache(maxsize=256)  # one per link and host: a scheduler asks for it on every decision
def pageable_loggp(pinned: LogGP, host_copy_Bps: float) -> LogGP:
    """LogGP of ``cudaMemcpy`` from pageable (``malloc``) memory, where no measurement gives it.

    The driver copies pageable data through a pinned staging buffer: one CPU thread
    reads and writes every byte (2 bytes of memory traffic per byte, at one core's
    bandwidth ``host_copy_Bps``), then the DMA moves it at the pinned rate. Taken in
    sequence (CUDA C++ Best Practices Guide [cuda-best-practices], "Pinned memory"; the
    driver overlaps the two in part, so this is the slow end):

        G_pageable = G_pinned + 2 / host_copy_Bps,   L, o, g as pinned

    >>> round(1 / pageable_loggp(LogGP(5e-6, 1e-6, 1e-6, 1 / 12e9), 12e9).G_s_per_byte / 1e9, 2)
    4.0
    """
    return LogGP(pinned.L_s, pinned.o_s, pinned.g_s, pinned.G_s_per_byte + 2.0 / host_copy_Bps)


def round_trip_overhead_s(h2d: LogGP, d2h: LogGP) -> float:
    """The platform constant of eq. (14), corrected: L_CG + o_CG + L_GC + o_GC - g_CG - g_GC."""
    return h2d.L_s + h2d.o_s + d2h.L_s + d2h.o_s - h2d.g_s - d2h.g_s
