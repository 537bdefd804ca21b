"""What a scheduler asks about: one task, as a catalog kernel or as raw counts.

A **kernel task** names a workload kernel and its sizes (``workload``,
``kernel``, ``dataset``, ``sizes``); the counts come from the descriptor's
formulas (:func:`advisor.core.counts.instantiate`).

A **raw task** gives the counts directly, for schedulers that know their tasks
only by numbers: ``flops`` (in ``precision``), ``dram_bytes`` (compulsory
device-memory traffic), ``h2d_bytes`` / ``d2h_bytes`` (host<->device copies, in
``h2d_messages`` / ``d2h_messages`` equal messages, one by default),
``launches``, ``parallelism`` (independent work items per launch) and
``threads`` (GPU threads per launch), ``host_memory`` (how the host code moves
the data: ``pageable`` by default, see :class:`~advisor.link.hostcode.HostCode`) and
``process`` (``fresh``, the default: the task starts a new process, whose first launch and
first copies pay the node's first-time costs; ``warm``: its kernels have run in it before). A raw task becomes a one-step
:class:`~advisor.core.counts.KernelCounts`:

    parallelism unspecified  -> FULLY_PARALLEL (1e12): fills any CPU and GPU
    threads unspecified      -> parallelism if given, else 0 (launch cost = base only)
    messages                 -> h2d_messages of h2d_bytes in all (LogGP, [jiang2017] eq. 12)
    host pages               -> pageable: copied in from written pages (h2d_fresh_bytes: 0), results
                                into new ones (d2h_fresh_bytes: d2h_bytes), faulted in by the copy;
                                pageable-touched: all written

``workload`` and ``kernel`` of a raw task are labels only: they key learned
corrections and the measured runs sent to the history store.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ..core.counts import KernelCounts, StepCounts
from ..cpu.descriptor import CpuImplementation
from ..elementwise import Value, is_scalar
from ..errors import DescriptorError
from ..link.hostcode import HOST_MEMORY, PROCESSES, HostCode
from ..schema.precision import PRECISIONS, element_bytes
from ..schema.yamlio import printable_problem
from ..workload import MAX_SIZE_VALUE

FULLY_PARALLEL = 1e12
RAW_LABEL = "(raw)"
_NUMBERS = ("flops", "dram_bytes", "h2d_bytes", "d2h_bytes", "launches", "parallelism", "threads")
_FRESH = ("h2d_fresh_bytes", "d2h_fresh_bytes")
_FIELDS = ("name", "workload", "kernel", "dataset", "sizes", "platform", "precision", "h2d_messages", "d2h_messages",
           "cpu_threads", "vectorized", "host_memory", "process", *_NUMBERS, *_FRESH)
_KNOWN = frozenset(_FIELDS)  # looked up for every key of every task


@dataclass(frozen=True)
class Task:
    name: str | None = None
    workload: str | None = None
    kernel: str | None = None
    dataset: str | None = None
    sizes: Mapping[str, float] = field(default_factory=dict)
    platform: str | None = None
    flops: float | None = None
    precision: str = "fp64"
    dram_bytes: float | None = None
    h2d_bytes: float = 0.0
    d2h_bytes: float = 0.0
    h2d_messages: int = 1
    d2h_messages: int = 1
    launches: float = 1.0
    parallelism: float | None = None
    threads: float | None = None
    cpu_threads: int | None = None  # CPU threads of the host code; None = all cores
    vectorized: bool = True
    host_memory: str = "pageable"  # how the host code moves the data (advisor.workload.HOST_MEMORY)
    process: str = "fresh"  # a new process (its first launch pays the first-launch cost) or a warm one (PROCESSES)
    h2d_fresh_bytes: float = 0.0  # of h2d_bytes, copied from host pages never written (pageable: faulted in by the copy)
    d2h_fresh_bytes: float | None = None  # of d2h_bytes, copied into host pages never written; None: all of them

    @property
    def is_raw(self) -> bool:
        return self.flops is not None or self.dram_bytes is not None

    @property
    def label(self) -> tuple[str, str]:
        """(workload, kernel) as keyed in corrections and history."""
        return (self.workload or RAW_LABEL, self.kernel or self.name or RAW_LABEL)

    def counts(self) -> KernelCounts:
        """The one-step counts of a raw task (see the module docstring for the defaults)."""
        if not self.is_raw:
            raise ValueError("a kernel task has no raw counts; use Advisor.counts(task)")
        parallelism = self.parallelism if self.parallelism is not None else (self.threads or FULLY_PARALLEL)
        threads = self.threads if self.threads is not None else (self.parallelism or 0.0)
        step = StepCounts(
            name=self.name or "task",
            flops=MappingProxyType({self.precision: float(self.flops or 0.0)}),
            compulsory_bytes=float(self.dram_bytes or 0.0),
            rereads=(),
            parallelism=float(parallelism),
            launches=float(self.launches),
            threads_per_launch=float(threads),
            block=None,
            grid=None,
            element_bytes=element_bytes(self.precision),
        )
        workload, kernel = self.label
        return KernelCounts(
            workload=workload,
            kernel=kernel,
            sizes=MappingProxyType({}),
            steps=(step,),
            h2d_bytes=float(self.h2d_bytes),
            h2d_messages=self.h2d_messages,
            d2h_bytes=float(self.d2h_bytes),
            d2h_messages=self.d2h_messages,
            array_bytes=MappingProxyType({}),
            cpu=CpuImplementation(self.cpu_threads, self.vectorized),
            host=HostCode(self.host_memory, process=self.process),
            h2d_fresh_bytes=raw_fresh_bytes(self.host_memory, self.h2d_fresh_bytes, 0.0),
            d2h_fresh_bytes=raw_fresh_bytes(self.host_memory, self.d2h_fresh_bytes, self.d2h_bytes),
        )

    def to_dict(self) -> dict[str, Any]:
        out = {k: getattr(self, k) for k in _FIELDS}
        out["sizes"] = dict(self.sizes)
        return {k: v for k, v in out.items() if v is not None and v != {}}


def task_from_mapping(data: Any, file: str = "task") -> Task:
    """Validate a task given as a mapping (a YAML file, a JSON request, a DataFrame row); DescriptorError if bad."""
    if isinstance(data, Task):
        return data
    if not isinstance(data, Mapping):
        raise DescriptorError(file, "", f"a task must be a mapping, got {type(data).__name__}")
    unknown = [k for k in data if k not in _KNOWN]
    if unknown:
        raise DescriptorError(file, str(unknown[0]), f"unknown field (known: {', '.join(_FIELDS)})")
    values: dict[str, Any] = {}
    for key in ("name", "workload", "kernel", "dataset", "platform"):
        if data.get(key) is not None:
            if not isinstance(data[key], str) or not data[key].strip():
                raise DescriptorError(file, key, f"expected a non-empty string, got {data[key]!r}")
            problem = printable_problem(data[key])
            if problem:
                raise DescriptorError(file, key, problem)
            values[key] = data[key]
    for key in _NUMBERS:
        if data.get(key) is not None:
            values[key] = _number(data[key], file, key, positive=key in ("parallelism", "threads", "launches"))
    for key in ("h2d_messages", "d2h_messages", "cpu_threads"):
        if data.get(key) is not None:
            number = _number(data[key], file, key, positive=True)
            if not_whole(number):
                raise DescriptorError(file, key, f"expected a whole number, got {data[key]!r}")
            values[key] = int(number)
    if "precision" in data:
        if data["precision"] not in PRECISIONS:
            raise DescriptorError(file, "precision", f"unknown precision {data['precision']!r}; use one of {', '.join(PRECISIONS)}")
        values["precision"] = data["precision"]
    for key, allowed in (("host_memory", HOST_MEMORY), ("process", PROCESSES)):
        if data.get(key) is not None and not (isinstance(data[key], float) and math.isnan(data[key])):  # missing: default
            if data[key] not in allowed:
                raise DescriptorError(file, key, f"unknown {data[key]!r}; use one of {', '.join(allowed)}")
            values[key] = data[key]
    if "vectorized" in data:
        flag = data["vectorized"]
        if not (isinstance(flag, bool) or getattr(getattr(flag, "dtype", None), "kind", "") == "b"):  # numpy's booleans too
            raise DescriptorError(file, "vectorized", f"expected true or false, got {flag!r}")
        values["vectorized"] = bool(flag)
    sizes = data.get("sizes") or {}
    if not isinstance(sizes, Mapping):
        raise DescriptorError(file, "sizes", "expected a mapping PARAM: NUMBER")
    values["sizes"] = MappingProxyType({str(k): _number(v, file, f"sizes.{k}", positive=True) for k, v in sizes.items()})
    for key in _FRESH:
        if data.get(key) is not None:
            values[key] = _number(data[key], file, key, positive=False)
            copied = values.get(key.replace("_fresh", ""), 0.0)
            if values[key] > copied:
                raise DescriptorError(file, key, f"{values[key]:g} exceeds the {copied:g} bytes copied ({key.replace('_fresh', '')})")
    task = Task(**values)
    for direction in ("h2d", "d2h"):
        messages, nbytes = getattr(task, f"{direction}_messages"), getattr(task, f"{direction}_bytes")
        if too_many_messages(messages, nbytes):
            raise DescriptorError(file, f"{direction}_messages", f"{messages:g} messages carry {nbytes:g} bytes: "
                                  "a message carries at least one byte")
    if not task.is_raw and not (task.workload and task.kernel):
        raise DescriptorError(file, "", "give either raw counts (flops and/or dram_bytes) or a workload and a kernel")
    if task.is_raw and (task.dataset or task.sizes):
        raise DescriptorError(file, "dataset" if task.dataset else "sizes", "only for a kernel task, not beside raw counts")
    return task


def raw_fresh_bytes(host_memory: str, given: Value | None, default: Value) -> Value:
    """A raw task's bytes copied from or into fresh host pages: as given (None or NaN: ``default``) where the host
    code's pages are as the program leaves them (``pageable``), none otherwise."""
    if host_memory != "pageable":
        return 0.0
    if given is None:
        return default
    if is_scalar(given):
        return given
    import numpy as np  # an array of tasks (place_many): numpy is loaded already

    return np.where(np.isnan(given), default, given)


#: the largest number a task may give (a count, a size, bytes): beyond it a unit slip, not a kernel
MAX_TASK_NUMBER = MAX_SIZE_VALUE * 1e6


def implausible(value: Value) -> Value:
    """Larger than any task's count or size can be (:data:`MAX_TASK_NUMBER`): numbers or arrays, one rule for
    :func:`task_from_mapping` and ``place_many``'s batches (NaN, not given, is not)."""
    return value > MAX_TASK_NUMBER


def not_whole(value: Value) -> Value:
    """Not a whole number (a count of messages or threads): numbers or arrays, one rule for both paths (NaN is not)."""
    return value % 1 > 0


def too_many_messages(messages: Value, nbytes: Value) -> Value:
    """More messages than bytes in a direction that copies any (LogGP's eq. 12 sends at least one byte a message; with
    nothing copied the count does not matter): numbers or arrays, one rule for :func:`task_from_mapping` and
    ``place_many``'s batches."""
    return (messages > nbytes) & (nbytes > 0)


_PLAIN_NUMBERS = frozenset((float, int))  # a type lookup before the abstract-class check: every task has several numbers


def _number(value: Any, file: str, key: str, positive: bool = False) -> float:
    if type(value) not in _PLAIN_NUMBERS and (isinstance(value, bool) or not isinstance(value, numbers.Real)):  # numpy's too
        if isinstance(value, str):
            try:
                value = float(value)
            except ValueError:
                raise DescriptorError(file, key, f"expected a number, got {value!r}") from None
        else:
            raise DescriptorError(file, key, f"expected a number, got {value!r}")
    value = float(value)
    if not math.isfinite(value) or value < 0 or (positive and value == 0):
        raise DescriptorError(file, key, f"must be {'positive' if positive else 'non-negative'} and finite, got {value!r}")
    if implausible(value):
        raise DescriptorError(file, key, f"{value:g} is implausibly large")
    return value
