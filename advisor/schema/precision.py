"""Operand precisions: the names descriptors and tasks use, and their sizes."""

from __future__ import annotations

PRECISIONS = ("fp64", "fp32", "fp16", "int32", "int64")


_BITS = {precision: int(precision[-2:]) for precision in PRECISIONS}  # looked up tens of thousands of times a catalog


def precision_bits(precision: str) -> int:
    """Bits of one operand: fp64 -> 64, int32 -> 32."""
    bits = _BITS.get(precision)
    return int(precision[-2:]) if bits is None else bits


def element_bytes(precision: str) -> int:
    """Bytes of one operand: fp64 -> 8."""
    return precision_bits(precision) // 8
