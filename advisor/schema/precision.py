"""Operand precisions: the names descriptors and tasks use, and their sizes."""

from __future__ import annotations

PRECISIONS = ("fp64", "fp32", "fp16", "int32", "int64")


def precision_bits(precision: str) -> int:
    """Bits of one operand: fp64 -> 64, int32 -> 32."""
    return int(precision[-2:])


def element_bytes(precision: str) -> int:
    """Bytes of one operand: fp64 -> 8."""
    return precision_bits(precision) // 8
