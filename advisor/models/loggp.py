"""Host<->device transfer time with LogGP (cost-model paper eqs. 12-16).

One direction with n messages of k_1 ... k_n bytes:

    T = L + o + sum_i (k_i - 1) * G + (n - 1) * g          (eq. 12)

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

from collections.abc import Sequence

from ..platform import LogGP


def transfer_time_s(message_bytes: Sequence[float], params: LogGP) -> float:
    """Time to send ``message_bytes`` (one entry per message) in one direction."""
    sizes = [k for k in message_bytes if k > 0]
    if not sizes:
        return 0.0
    n = len(sizes)
    return params.L_s + params.o_s + sum(k - 1 for k in sizes) * params.G_s_per_byte + (n - 1) * params.g_s


def round_trip_overhead_s(h2d: LogGP, d2h: LogGP) -> float:
    """The platform constant of eq. (14), corrected: L_CG + o_CG + L_GC + o_GC - g_CG - g_GC."""
    return h2d.L_s + h2d.o_s + d2h.L_s + d2h.o_s - h2d.g_s - d2h.g_s
