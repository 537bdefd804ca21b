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

Where the parameters change with the message size (a pageable ``cudaMemcpy`` stages
short copies whole and pipelines long ones; parameterised LogP [kielmann2000]), each
message takes the parameters of its size (:attr:`LogGP.below`), and messages
k_1 ... k_n of their own sizes take

    T = L_1 + o_1 + sum_i (k_i - 1) G_i + sum_{i>1} g_i                  (eq. 12, per message)

which is eq. 12 where every message has the same parameters.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence

from ..elementwise import Value, where
from ..gpu.descriptor import LogGP


def _eq12(total_bytes: Value, messages: Value, params: LogGP) -> Value:
    return params.L_s + params.o_s + (total_bytes - messages) * params.G_s_per_byte + (messages - 1) * params.g_s


def loggp_time_s(total_bytes: Value, messages: Value, params: LogGP) -> Value:
    """Eq. 12 for ``messages`` messages of ``total_bytes`` in all; 0 where nothing moves (numbers or arrays).

    With size segments, the messages are taken as equal: the segment of ``total_bytes / messages``."""
    time_s = _eq12(total_bytes, messages, params)
    if params.below is not None:
        time_s = where(total_bytes < params.below_bytes * messages, _eq12(total_bytes, messages, params.below), time_s)
    return where(total_bytes > 0, time_s, 0.0)


def segment(params: LogGP, message_bytes: float) -> LogGP:
    """The parameters a message of ``message_bytes`` follows."""
    return params.below if params.below is not None and message_bytes < params.below_bytes else params


def message_times_s(message_bytes: Sequence[float], params: LogGP | Sequence[LogGP]) -> list[float]:
    """Each message's part of eq. 12 (per message), sizes > 0 in the order sent: the first L + o + (k - 1) G, each
    later one g + (k - 1) G. ``params``: one set for every message, or one per message."""
    each = [params] * len(message_bytes) if isinstance(params, LogGP) else list(params)
    times: list[float] = []
    for k, own in zip(message_bytes, each, strict=True):
        p = segment(own, k)
        times.append((p.g_s if times else p.L_s + p.o_s) + (k - 1) * p.G_s_per_byte)
    return times


def transfer_time_s(message_bytes: Sequence[float], params: LogGP) -> float:
    """Time to send ``message_bytes`` (one entry per message; empty ones are not sent) in one direction."""
    return sum(message_times_s([k for k in message_bytes if k > 0], params))


@functools.lru_cache(maxsize=256)  # one per link and host: a scheduler asks for it on every decision
def pageable_loggp(pinned: LogGP, host_copy_Bps: float) -> LogGP:
    """LogGP of ``cudaMemcpy`` from pageable (``malloc``) memory, where no measurement gives it.

    The driver copies pageable data through a pinned staging buffer: one CPU thread
    reads and writes every byte (2 bytes of memory traffic per byte, at one core's
    bandwidth ``host_copy_Bps``), then the DMA moves it at the pinned rate. Taken in
    sequence (CUDA C++ Best Practices Guide [cuda-best-practices], "Pinned memory"; the
    driver overlaps the two in part, so this is the slow end). A pageable copy is
    synchronous ([cuda-api-sync]: a copy in starts after a stream sync, a copy out returns
    once it has completed), so the next one cannot start during it: each pays its own
    start-up, the gap between copies is L + o (what ``advisor calibrate`` measures with
    bursts of such copies):

        G_pageable = G_pinned + 2 / host_copy_Bps,   g_pageable = L + o,   L, o as pinned

    >>> params = pageable_loggp(LogGP(5e-6, 1e-6, 1e-6, 1 / 12e9), 12e9)
    >>> round(1 / params.G_s_per_byte / 1e9, 2), round(params.g_s * 1e6, 3)
    (4.0, 6.0)
    """
    return LogGP(pinned.L_s, pinned.o_s, pinned.L_s + pinned.o_s, pinned.G_s_per_byte + 2.0 / host_copy_Bps)


@functools.lru_cache(maxsize=256)  # one per link: every pageable program copy asks for it
def from_memory(params: LogGP) -> LogGP:
    """The pageable parameters of a copy whose host data lies in memory, not in the host's caches.

    The driver's staging copy reads the source where it lies. A copy sweep (``calibrate``'s, a bandwidth test's)
    writes each buffer just before copying it, so its short copies read the caches and run faster per byte than
    its long ones, which outgrow them; a program's arrays were written before its CUDA context was created and its
    other arrays set up, and are read from memory at every size. Measured on the H100 node
    (``validation/transfers/h100-node``): its programs' host-to-device copies of 256 KiB to 1 GiB move 5.5-9.8
    GB/s, the sweep's long copies 7.6-8.2 GB/s, its 1-4 MiB ones 14-16 GB/s. Every segment keeps its latencies
    and takes the gap per byte of the longest copies (the top segment's, which read memory):

        G_memory = G of the segment for the longest copies

    One set of parameters (a derived :func:`pageable_loggp`, already at memory's rate) is unchanged.

    >>> fast = LogGP(3e-6, 1e-6, 4e-6, 1 / 15e9)
    >>> round(1 / from_memory(LogGP(0.0, 1e-6, 1e-6, 1 / 7.5e9, 16 * 2**20, fast)).below.G_s_per_byte / 1e9, 2)
    7.5
    """
    def slowed(p: LogGP) -> LogGP:
        return dataclasses.replace(p, G_s_per_byte=params.G_s_per_byte, below=None if p.below is None else slowed(p.below))

    return slowed(params)


def fresh_pages_s(fresh_bytes: Value, fault_s: float, page_bytes: float) -> Value:
    """The page faults a pageable copy pays on host pages never written before: one per page, ``fault_s`` each.

        T_fresh = (B_fresh / page) x t_fault"""
    return fresh_bytes / page_bytes * fault_s


def round_trip_overhead_s(h2d: LogGP, d2h: LogGP) -> float:
    """The platform constant of eq. (14), corrected: L_CG + o_CG + L_GC + o_GC - g_CG - g_GC."""
    return h2d.L_s + h2d.o_s + d2h.L_s + d2h.o_s - h2d.g_s - d2h.g_s
