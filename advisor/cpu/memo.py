"""What the CPU's models derive from a CPU descriptor alone, derived once per descriptor object.

A catalog run evaluates thousands of kernels on a handful of platforms: what depends on the CPU and a few small
arguments only (the access profile the model uses, a team's fork/join, the build of an implementation) need not be
derived again for each. :func:`per_cpu` keeps a function's answers per :class:`~advisor.cpu.descriptor.Cpu` object, by
identity (a descriptor is frozen, but holds mappings and is not hashable), and lets them go with the object.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def per_cpu(function: F) -> F:
    """``function(cpu, *arguments)`` computed once per CPU object and ``arguments`` (each time where they are not
    hashable, as a batch's arrays)."""
    answers: dict[int, tuple[weakref.ref[Any], dict[tuple[Any, ...], Any]]] = {}

    @functools.wraps(function)
    def memoised(cpu: Any, *arguments: Any) -> Any:
        key = id(cpu)
        entry = answers.get(key)
        if entry is None or entry[0]() is not cpu:
            entry = (weakref.ref(cpu, lambda _, key=key: answers.pop(key, None)), {})
            answers[key] = entry
        known = entry[1]
        try:
            return known[arguments]
        except KeyError:
            answer = known[arguments] = function(cpu, *arguments)
            return answer
        except TypeError:  # arguments that are not hashable (arrays of a batch): computed each time
            return function(cpu, *arguments)

    return memoised  # type: ignore[return-value]


@per_cpu
def peak_flops(cpu: Any, precision: str, cores: Any, vectorized: Any) -> Any:
    """``cpu.peak_flops(precision, cores, vectorized)``, once per CPU and arguments: the models ask for the same few
    thousands of times in a catalog."""
    return cpu.peak_flops(precision, cores, vectorized)
