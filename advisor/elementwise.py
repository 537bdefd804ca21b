"""Operations that take plain numbers or numpy arrays alike, so one model function serves both.

The models are written once, over these and the arithmetic operators. Given
Python numbers they use the built-ins (no numpy import, no per-call numpy
overhead: a single ``advisor recommend`` or ``Advisor.place`` stays as fast as
scalar code); given an array anywhere they broadcast with numpy, which is how
``Advisor.place_many`` evaluates 100,000 raw tasks in one call.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

Value = Any  # a float, or a numpy array of floats


_NUMBER_TYPES = frozenset((float, int, bool))  # a set lookup on the type: the models call these a hundred times a decision


def is_scalar(value: Value) -> bool:
    return type(value) in _NUMBER_TYPES or isinstance(value, (int, float))


def _np():  # numpy, imported only once an array is seen
    import numpy

    return numpy


def minimum(a: Value, b: Value) -> Value:
    if type(a) in _NUMBER_TYPES and type(b) in _NUMBER_TYPES:
        return min(a, b)
    return min(a, b) if is_scalar(a) and is_scalar(b) else _np().minimum(a, b)


def maximum(a: Value, b: Value) -> Value:
    if type(a) in _NUMBER_TYPES and type(b) in _NUMBER_TYPES:
        return max(a, b)
    return max(a, b) if is_scalar(a) and is_scalar(b) else _np().maximum(a, b)


def where(condition: Any, if_true: Value, if_false: Value) -> Value:
    """``if_true`` where ``condition`` holds, else ``if_false`` (both already computed)."""
    if type(condition) is bool and type(if_true) in _NUMBER_TYPES and type(if_false) in _NUMBER_TYPES:
        return if_true if condition else if_false
    if getattr(condition, "ndim", 0) == 0 and is_scalar(if_true) and is_scalar(if_false):
        return if_true if condition else if_false
    np = _np()
    if type(condition) is np.ndarray:  # a batch's mask is most often uniform, and np.where copies even then
        shape = condition.shape
        for chosen, other, uniform in ((if_true, if_false, condition.all), (if_false, if_true, lambda: not condition.any())):
            if (type(chosen) is np.ndarray and chosen.shape == shape and getattr(other, "shape", ()) in ((), shape)
                    and uniform() and np.result_type(chosen, other) == chosen.dtype):
                return chosen  # the very values np.where would copy (the models never change an array in place)
    return np.where(condition, if_true, if_false)


def ceil(value: Value) -> Value:
    if is_scalar(value):
        return float(math.ceil(value)) if math.isfinite(value) else value
    return _np().ceil(value)


def ratio(value: Value, reference: Value) -> Value:
    """value / reference where reference > 0; else 1 if value is 0 too, else infinity."""
    if is_scalar(value) and is_scalar(reference):
        if reference > 0:
            return value / reference
        return 1.0 if value == 0 else math.inf
    np = _np()
    with np.errstate(divide="ignore", invalid="ignore"):
        quotient = np.divide(value, reference)
    positive = np.greater(reference, 0)
    if positive.all():  # the usual case: no other answer to work out
        return quotient
    return np.where(positive, quotient, np.where(np.equal(value, 0), 1.0, np.inf))


def pick(values: Sequence[Value], index: Value) -> Value:
    """``values[index]``, element by element where ``index`` is an array of indices."""
    if is_scalar(index):
        return values[int(index)]
    np = _np()
    stacked = np.stack([np.broadcast_to(np.asarray(v, dtype=float), np.shape(index)) for v in values])
    return np.take_along_axis(stacked, np.asarray(index, dtype=int)[None, ...], axis=0)[0]
