"""Warp-level memory behaviour of one executed memory instruction.

For a warp-wide request (the active lanes' byte addresses):

* **sectors**: distinct 32-byte sectors touched.  A warp reading 32
  consecutive 4-byte words from an aligned address touches 4 sectors, the
  minimum; strided or scattered addresses touch more (up to one per lane).
  ``ideal`` is ceil(active_lanes * bytes / 32), what perfectly contiguous,
  aligned lanes would touch; sectors beyond it are the kernel-predictor
  paper's "uncoalesced" memory ([kleimenov2021], sec. 3, ``uncoalMem``) and the pipeline
  paper's non-coalesced accesses ([zhang2024], sec. 3.3).
* **shared-memory bank conflicts**: 32 banks of 4 bytes; lanes reading the
  same 4-byte word are served by one broadcast, so the degree of conflict is
  the largest number of *distinct* words that fall into one bank; the request
  takes that many wavefronts (at least one per 128 bytes moved).

Loads return deterministic **pseudo-content** (see ``pseudo_content``) because
the analysis never sees real data.
"""

from __future__ import annotations

import numpy as np

SECTOR_BYTES = 32
BANKS = 32
BANK_BYTES = 4
#: Distinct synthetic base of pointer parameter k: (k + 1) * 2**36 (64 GiB apart,
#: so arrays never overlap; 2**36 is also 256-byte aligned like cudaMalloc).
POINTER_SPACING = 1 << 36
#: Windows of the generic address space (``cvta.shared`` / ``cvta.local`` add them,
#: ``cvta.to.*`` subtracts them), below the first pointer region: a generic
#: access whose lanes all fall in one window is a shared or local access.
GENERIC_WINDOWS = {"shared": 1 << 34, "local": 1 << 35}
WINDOW_BYTES = 1 << 34


def pseudo_content(addr: np.ndarray, is_float: bool) -> np.ndarray:
    """Deterministic stand-in for memory contents: a hash of the 4-byte word address.

    Floating-point loads get values uniform in [0, 1); integer loads get values
    in [-128, 127] (small, both signs, so data-dependent comparisons take both
    ways).  The same address always yields the same value; stores are not
    remembered for global memory (shared memory is: see interp.py).
    """
    h = ((np.asarray(addr, dtype=np.int64) >> 2) * 2654435761) & 0xFFFFFFFF
    h ^= h >> 15
    h = (h * 2246822519) & 0xFFFFFFFF
    h ^= h >> 13
    if is_float:
        return (h & 0xFFFF).astype(np.float64) / 65536.0
    return (h & 0xFF) - 128


def _rows(addr: np.ndarray, mask: np.ndarray, nbytes: int, unit: int, n_warps: int) -> np.ndarray:
    """(n_warps, k*32) sorted unit indices touched per warp; -1 for inactive lanes."""
    first = addr // unit
    cols = [np.where(mask, first, -1)]
    last = (addr + nbytes - 1) // unit
    span = int(np.max(last - first, initial=0)) if mask.any() else 0
    for extra in range(1, span + 1):
        cols.append(np.where(mask & (first + extra <= last), first + extra, -1))
    rows = np.stack([c.reshape(n_warps, 32) for c in cols], axis=2).reshape(n_warps, -1)
    rows.sort(axis=1)
    return rows


def _distinct_mask(rows: np.ndarray) -> np.ndarray:
    """True at the first occurrence of each valid (non -1) value in each sorted row."""
    first = np.ones(rows.shape, dtype=bool)
    first[:, 1:] = rows[:, 1:] != rows[:, :-1]
    return first & (rows >= 0)


def global_request_stats(addr: np.ndarray, mask: np.ndarray, nbytes: int, n_warps: int):
    """Per warp: (requests 0/1, sectors, ideal sectors, active lanes), plus the
    distinct sectors as (warp_row, sector) arrays for the L1 reuse analysis."""
    lanes = mask.reshape(n_warps, 32).sum(axis=1)
    rows = _rows(addr, mask, nbytes, SECTOR_BYTES, n_warps)
    distinct = _distinct_mask(rows)
    sectors = distinct.sum(axis=1)
    ideal = -(-(lanes * nbytes) // SECTOR_BYTES)
    w_idx, col = np.nonzero(distinct)
    return (lanes > 0).astype(np.int64), sectors, ideal, lanes, (w_idx, rows[w_idx, col])


def shared_request_stats(addr: np.ndarray, mask: np.ndarray, nbytes: int, n_warps: int):
    """Per warp: (requests 0/1, wavefronts, conflict degree, active lanes)."""
    lanes = mask.reshape(n_warps, 32).sum(axis=1)
    rows = _rows(addr, mask, nbytes, BANK_BYTES, n_warps)
    distinct = _distinct_mask(rows)
    w_idx, col = np.nonzero(distinct)
    banks = rows[w_idx, col] % BANKS
    per_bank = np.bincount(w_idx * BANKS + banks, minlength=n_warps * BANKS).reshape(n_warps, BANKS)
    degree = per_bank.max(axis=1)
    wavefronts = np.maximum(degree, -(-(lanes * nbytes) // 128))
    return (lanes > 0).astype(np.int64), wavefronts, degree, lanes


def first_touch_hits(blocks: np.ndarray, sectors: np.ndarray) -> np.ndarray:
    """For a time-ordered stream of (block, sector) touches: True where the block
    touched the sector earlier (a hit under unbounded capacity)."""
    if sectors.size == 0:
        return np.zeros(0, dtype=bool)
    key = blocks.astype(np.int64) * (1 << 44) + (sectors & ((1 << 44) - 1))
    _, first_idx = np.unique(key, return_index=True)
    hit = np.ones(sectors.size, dtype=bool)
    hit[first_idx] = False
    return hit
