"""Workload descriptors: named kernels with size parameters, datasets and counts.

A kernel is one benchmark program. It declares size parameters and named
datasets, its arrays (with dimensions and a role: in, out, inout, temp) and one
or more *steps*: the GPU kernels it launches in order (2MM has two, FDTD-2D
three, launched TMAX times each). Each step states, as formulas over the size
parameters (:mod:`advisor.schema.expr`):

* ``flops``: operations by precision (fp64, fp32, int32 ...);
* ``dram_bytes``: compulsory traffic through device memory (default: the arrays
  it ``reads`` and ``writes``, once each);
* ``rereads``: extra traffic paid where a reused working set exceeds the
  last-level cache of the device (``working_set`` and the ``bytes`` re-read);
* ``parallelism``: independent work items per launch; ``launches``; GPU launch
  geometry (``threads``, ``block``, ``grid``) where known;
* ``cuda`` (optional): the CUDA kernel that implements the step, ``{source:
  kernels/cuda/gemm.cu, kernel: gemm, args: {ni: NI, alpha: 1.5}}`` with the
  arguments as formulas; launched with the step's ``grid`` and ``block``. The
  source is a file (absolute, or relative to the descriptor's folder), else a
  name in the package's kernel catalog (``gemm.cu``, ``kernels/cuda/gemm.cu``);
  one that names neither is refused. With it, the GPU on-chip time of the step
  comes from the static kernel predictor (``kp``).

Host<->device transfers follow from the array roles: inputs go in, outputs come
out, one LogGP message per array. The CPU implementation (threads, SIMD) is a
workload default that a kernel may override. The CPU code's innermost loops
are described under ``cpu_loops`` (:mod:`advisor.cpu.loops`) or read off the C
source named by ``cpu_source: {file, function}`` (:mod:`advisor.cpu.source`).
"""

from __future__ import annotations

import logging
import math
import re
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .cpu.descriptor import CPU_OUTPUTS, CPU_RUNTIMES, CpuImplementation
from .cpu.isa import ISAS, read_flags
from .cpu.loops import CpuLoop, read_cpu_loops
from .cpu.source.cache import derived_loops
from .cpu.source.errors import SourceUnanalysable
from .cpu.source.preprocessor import MAX_SOURCE_BYTES
from .cpu.source.resolve import resolve_source
from .errors import DescriptorError, UsageError
from .files import not_a_file, read_bounded
from .link.hostcode import COPYING_MEMORY, HOST_MEMORY, HOST_PAGES, PROCESSES, HostCode
from .schema.expr import Expression, ExpressionError
from .schema.precision import PRECISIONS
from .schema.yamlio import Fields, as_number, check_name, load_yaml

SCHEMA = "advisor-workload/1"
ROLES = ("in", "out", "inout", "temp")
DTYPES = {"float64": 8, "float32": 4, "float16": 2, "int64": 8, "int32": 4, "int8": 1}
DTYPE_ALIASES = {"double": "float64", "float": "float32", "half": "float16", "int": "int32", "long": "int64", "char": "int8"}
PRECISION_OF_DTYPE = {"float64": "fp64", "float32": "fp32", "float16": "fp16", "int64": "int64", "int32": "int32", "int8": "int32"}
MAX_SIZE_VALUE = 1e12
# No node holds more: the largest single-system machines have 48 TiB of memory; arrays that take more at some sizes
# (a size of a unit slip, a formula gone wrong) are refused rather than priced at 10^14 s on a CPU that could not hold them.
MAX_HOST_MEMORY_BYTES = 2**50
MAX_THREADS = 2**19  # a node's hardware threads at most: 64 sockets x 1024 cores x 8 (the platform descriptor's bounds)
log = logging.getLogger("advisor")






#: reference codes the advisor ships for kernels without cpu_source (``Workload.cpu_reference``)
CPU_REFERENCES = ("polybench-c",)




@dataclass(frozen=True)
class ArraySpec:
    """An array of a kernel. ``host_pages``: per direction (``h2d``, ``d2h``), whether the host pages the array is
    copied from or into have been written before (``touched``) or not (``fresh``: a pageable copy faults each page
    in). The workload's ``host_pages`` gives one state or one per direction; by default the role decides: copies
    in are touched (the host initialises its inputs), results of an ``out`` array land in new pages (fresh),
    those of an ``inout`` array where it came from (touched)."""

    name: str
    dims: tuple[Expression, ...]
    dtype: str
    role: str
    host_pages: tuple[tuple[str, str], ...] = ()  # (direction, state) pairs the workload gives

    def fresh_when_copied(self, direction: str) -> bool:
        default = "fresh" if direction == "d2h" and self.role == "out" else "touched"
        return dict(self.host_pages).get(direction, default) == "fresh"


@dataclass(frozen=True)
class Reread:
    working_set: Expression
    bytes: Expression
    note: str = ""


@dataclass(frozen=True)
class CudaKernel:
    """The CUDA/PTX kernel of a step: ``source`` as written, ``path`` the file it names."""

    source: str
    kernel: str
    args: tuple[tuple[str, Expression], ...]
    path: Path
    contents: tuple[tuple[str, Expression], ...] = ()   # pointer argument -> what its array holds
    l2_resident: bool | None = None  # its arrays start in L2 (True), in DRAM (False), or as the program leaves them (None)
    arrays: tuple[tuple[str, str], ...] = ()  # pointer argument -> the kernel's array it is, where the names differ


@dataclass(frozen=True)
class SourceRef:
    """A C function named by ``cpu_source``: the file (resolved) and the function."""

    path: str
    function: str


@dataclass(frozen=True)
class CpuCode:
    """The CPU code of one step: the innermost loops of its own function (one launch's work), the notes of
    deriving them, and the values its parameters beyond the kernel's sizes take (``args``, formulas)."""

    loops: tuple[CpuLoop, ...]
    note: str = ""
    parallel_note: str = ""
    args: tuple[tuple[str, Expression], ...] = ()


@dataclass(frozen=True)
class Step:
    name: str
    flops: Mapping[str, Expression]
    compulsory_bytes: Expression | None  # the descriptor's ``dram_bytes`` formula
    reads: tuple[str, ...]
    writes: tuple[str, ...]
    rereads: tuple[Reread, ...]
    parallelism: Expression | None
    launches: Expression
    threads: Expression | None
    block: tuple[Expression, ...] | None
    grid: tuple[Expression, ...] | None
    cuda: CudaKernel | None = None
    cpu: CpuCode | None = None  # the step's own CPU loop nest (one launch's work), where it names one


@dataclass(frozen=True)
class Kernel:
    workload: str
    name: str
    description: str
    params: tuple[str, ...]
    derived: tuple[tuple[str, Expression], ...]
    datasets: Mapping[str, Mapping[str, float]]
    default_dataset: str
    dtype: str
    arrays: Mapping[str, ArraySpec]
    steps: tuple[Step, ...]
    cpu: CpuImplementation
    source: str
    file: str
    cpu_loops: tuple[CpuLoop, ...] = ()  # the CPU code's innermost loops (advisor.cpu.loops), optional
    host: HostCode = field(default_factory=HostCode)
    cpu_loops_note: str = ""  # cpu_source: why no loops were derived (the roofline is used), or what was approximated
    cpu_parallel_note: str = ""  # serial cpu_source: the loops that run on threads where the implementation asks for them
    cpu_source: SourceRef | None = None  # the C function its cpu_loops were derived from (what `validate` runs)
    steps_written: bool = False  # its steps are a list in the descriptor (``steps[i]`` in field paths), not the kernel's own fields

    def own_overrides(self, overrides: Mapping[str, float] | None) -> dict[str, float]:
        """Those of a workload's size overrides that are parameters of this kernel."""
        return {name: value for name, value in (overrides or {}).items() if name in self.params}

    def sizes(self, dataset: str | None = None, overrides: Mapping[str, float] | None = None) -> dict[str, float]:
        """Size parameters of ``dataset`` (default dataset if None) with ``overrides`` applied, derived names added."""
        name = dataset or self.default_dataset
        if name not in self.datasets:
            raise DescriptorError(self.file, f"kernels.{self.name}.datasets", f"no dataset {name!r} (have: {', '.join(self.datasets)})")
        values = dict(self.datasets[name])
        for key, value in (overrides or {}).items():
            if key not in self.params:
                raise UsageError("sizes", f"{key}: not a size parameter of {self.name} (have: {', '.join(self.params)})")
            problem = size_problem(value)
            if problem:
                raise UsageError("sizes", f"{key}: {problem}")
            values[key] = as_number(value)
        for key, expression in self.derived:
            try:
                values[key] = expression.evaluate(values)
            except ExpressionError as exc:
                raise DescriptorError(self.file, f"kernels.{self.name}.derived.{key}", str(exc)) from None
        given = self.own_overrides(overrides)
        if given:  # sizes the user gave: what they make impossible is theirs, not the descriptor's
            problem = sizes_problem(self, values)
            if problem:
                shown = ", ".join(f"{k}={v:g}" for k, v in given.items())
                raise UsageError("sizes", f"{shown}: kernels.{self.name}.{problem[0]}: {problem[1]}")
        return values

    def field(self, step: int, key: str) -> str:
        """The field path of a step's ``key`` as the descriptor writes it (``steps[1].grid``, or ``grid`` for a kernel
        that is its own step)."""
        return f"steps[{step}].{key}" if self.steps_written else key


@dataclass(frozen=True)
class _Pending:
    """What completes a kernel when it is first asked for: the loops of its ``cpu_source`` and of its steps'."""

    kernel: _Derivation | None
    steps: Mapping[int, _Derivation]

    def complete(self, kernel: Kernel) -> Kernel:
        steps = list(kernel.steps)
        for index, derivation in self.steps.items():
            loops, note, parallel_note = derivation.loops()
            steps[index] = replace(steps[index], cpu=replace(steps[index].cpu, loops=loops, note=note, parallel_note=parallel_note))
        kernel = replace(kernel, steps=tuple(steps)) if self.steps else kernel
        if self.kernel is None:
            return kernel
        loops, note, parallel_note = self.kernel.loops()
        return replace(kernel, cpu_loops=loops, cpu_loops_note=note, cpu_parallel_note=parallel_note)


class _Kernels(Mapping[str, "Kernel"]):
    """A workload's kernels by name, in order; each completed with the loops derived from its C code when it is first
    asked for, so that loading a workload analyses only the kernels a command uses (and that once per source)."""

    def __init__(self, kernels: Mapping[str, Kernel], pending: Mapping[str, _Pending],
                 edit: Callable[[Kernel], Kernel] | None = None):
        self._kernels, self._pending, self._edit = dict(kernels), dict(pending), edit
        self._done: dict[str, Kernel] = {}
        self._lock = threading.Lock()

    def __getitem__(self, name: str) -> Kernel:
        done = self._done.get(name)
        if done is None:
            kernel = self._kernels[name]
            pending = self._pending.get(name)
            kernel = pending.complete(kernel) if pending is not None else kernel
            kernel = self._edit(kernel) if self._edit is not None else kernel
            with self._lock:
                done = self._done.setdefault(name, kernel)
        return done

    def __iter__(self) -> Iterator[str]:
        return iter(self._kernels)

    def __len__(self) -> int:
        return len(self._kernels)

    def __repr__(self) -> str:
        return f"<kernels {', '.join(self._kernels)}>"

    def edited(self, edit: Callable[[Kernel], Kernel]) -> _Kernels:
        """The same kernels, each passed through ``edit`` after its completion."""
        before = self._edit
        return _Kernels(self._kernels, self._pending, edit if before is None else lambda k: edit(before(k)))


@dataclass(frozen=True)
class Workload:
    name: str
    description: str
    path: str
    datasets: tuple[str, ...]
    default_dataset: str
    dataflow: str  # "independent": arrays private to each kernel; "shared": same-named arrays are the same data
    kernels: Mapping[str, Kernel]
    # the shipped reference code of kernels that name no cpu_source (``advisor validate`` runs their nests from it):
    # ``polybench-c``, PolyBench/C 4.2.1's loop nests in calibration/polybench.c; None: none
    cpu_reference: str | None = None

    def selected(self, names: Sequence[str] | None = None) -> list[Kernel]:
        """Kernels in workload order (the order a dataflow runs them), restricted to ``names`` if given."""
        wanted = set(names or self.kernels)
        return [k for k in self.kernels.values() if k.name in wanted]

    def with_host_memory(self, memory: str | None) -> Workload:
        """The same program with every kernel's host code using ``memory`` (None: as described).

        Overlap needs copies, so it is dropped for ``mapped`` and ``managed``.
        """
        if memory is None:
            return self
        copies = memory in COPYING_MEMORY
        def edit(k: Kernel) -> Kernel:
            return replace(k, host=replace(k.host, memory=memory, chunks=k.host.chunks if copies else 1))

        if isinstance(self.kernels, _Kernels):  # the kernels not asked for yet stay underived
            return replace(self, kernels=self.kernels.edited(edit))
        return replace(self, kernels=MappingProxyType({name: edit(k) for name, k in self.kernels.items()}))


def sizes_problem(kernel: Kernel, values: Mapping[str, float]) -> tuple[str, str] | None:
    """(field, what is wrong) where ``kernel`` at ``values`` cannot run anywhere: arrays beyond any node's memory
    (:data:`MAX_HOST_MEMORY_BYTES`), a CUDA launch beyond CUDA's limits (:mod:`advisor.gpu.launchlimits`); None when
    it can. A formula that cannot be evaluated is left to the counts (:mod:`advisor.core.counts`), which name it."""
    from .gpu.launchlimits import geometry_problem
    from .schema.units import format_quantity

    try:
        for array in kernel.arrays.values():
            for index, dim in enumerate(array.dims):
                if dim.evaluate(values) < 1:
                    return f"arrays.{array.name}.dims[{index}]", (f"evaluates to {dim.evaluate(values):g} at "
                                                                  f"{_shown(values, kernel.params)}; must be at least 1")
        total = 0.0
        for array in kernel.arrays.values():  # the array that takes the arrays past any node's memory is named
            total += DTYPES[array.dtype] * _product(d.evaluate(values) for d in array.dims)
            if not total <= MAX_HOST_MEMORY_BYTES:
                taken = "overflow" if math.isinf(total) else f"come to {format_quantity(total, 'B')}"
                return f"arrays.{array.name}.dims", (f"the arrays' sizes {taken} at {_shown(values, kernel.params)}, more than any "
                                                     f"node's memory ({MAX_HOST_MEMORY_BYTES / 2**50:g} PiB)")
        for index, step in enumerate(kernel.steps):
            for kind in ("grid", "block"):
                dims = getattr(step, kind)
                if dims is None:
                    continue
                found = geometry_problem(kind, [int(min(d.evaluate(values), 2.0**63)) for d in dims])
                if found:
                    where = kernel.field(index, kind) + ("" if found[0] is None else f"[{found[0]}]")
                    return where, f"{found[1]} at {_shown(values, kernel.params)}"
    except (ExpressionError, OverflowError, ValueError):
        return None
    return None


def _product(factors: Iterator[float]) -> float:
    total = 1.0
    for factor in factors:
        total *= factor
    return total


def _shown(values: Mapping[str, float], names: Sequence[str]) -> str:
    return ", ".join(f"{name}={values[name]:g}" for name in names if name in values)


def _check_datasets(f: Fields, kernel: Kernel) -> None:
    """Every dataset of the descriptor at which the kernel could run (:func:`sizes_problem`), named by the field at fault."""
    for dataset in kernel.datasets:
        problem = sizes_problem(kernel, kernel.sizes(dataset))
        if problem:
            raise f.error(problem[0], f"{problem[1]} (dataset {dataset})")


def _check_shared_arrays(top: Fields, kernels: Mapping[str, Kernel]) -> None:
    """With a shared dataflow, arrays of one name are one array: the same element type and dimensions everywhere."""
    first: dict[str, tuple[str, ArraySpec]] = {}
    for kernel in kernels.values():
        for array in kernel.arrays.values():
            seen = first.setdefault(array.name, (kernel.name, array))
            other_kernel, other = seen
            if (array.dtype, [d.source for d in array.dims]) != (other.dtype, [d.source for d in other.dims]):
                raise top.error(f"kernels.{kernel.name}.arrays.{array.name}",
                                f"is {array.dtype} [{', '.join(d.source for d in array.dims)}] here but {other.dtype} "
                                f"[{', '.join(d.source for d in other.dims)}] in {other_kernel}; with dataflow: shared it is one array")


def size_problem(value: Any) -> str | None:
    """What is wrong with a size parameter's value, None if nothing."""
    number = as_number(value)
    if number is None:
        return f"size must be a number, got {value!r}"
    value = number
    if not value > 0:
        return f"size must be positive, got {value!r}"
    if value > MAX_SIZE_VALUE:
        return f"size {value!r} is implausibly large (limit {MAX_SIZE_VALUE:g})"
    return None


def _check_size(fields: Fields, key: str) -> float:
    value = fields.raw(key)
    problem = size_problem(value)
    if problem:
        raise fields.error(key, problem)
    return as_number(value)


def _dtype(fields: Fields, key: str, default: str | None) -> str:
    value = fields.text(key, default=default)
    value = DTYPE_ALIASES.get(value, value)
    if value not in DTYPES:
        raise fields.error(key, f"unknown element type {value!r}; use one of {', '.join(DTYPES)}")
    return value


def _cpu_impl(fields: Fields | None, default: CpuImplementation) -> CpuImplementation:
    """A ``cpu_implementation`` block over the workload's default (:class:`CpuImplementation`)."""
    if fields is None:
        return default
    threads_value = fields.raw("threads")
    if threads_value is None:
        threads = default.threads
    elif threads_value == "all":
        threads = None
    else:
        threads = fields.count("threads", maximum=MAX_THREADS)
    flags_text = fields.text("flags", default=default.flags)
    read = None
    if fields.has("flags"):
        try:
            read = read_flags(flags_text)
        except ValueError as exc:
            raise fields.error("flags", str(exc)) from None
    isa = fields.choice("isa", ISAS) if fields.has("isa") else (read.isa if read else default.isa)
    if read and fields.has("isa") and isa != read.isa:
        raise fields.error("isa", f"{isa!r} disagrees with flags {flags_text!r} (which mean {read.isa or 'the baseline'})")
    vectorized = fields.boolean("vectorized", read.vectorize if read else default.vectorized)
    if read and fields.has("vectorized") and vectorized != read.vectorize:
        raise fields.error("vectorized", f"{vectorized} disagrees with flags {flags_text!r}")
    fast_math = fields.boolean("fast_math", read.fast_math if read else default.fast_math)
    runtime = fields.choice("runtime", CPU_RUNTIMES, default=default.runtime)
    copies = fields.boolean("copies", default.copies)
    outputs = fields.choice("outputs", CPU_OUTPUTS, default=default.outputs)
    fields.done()
    return CpuImplementation(threads, vectorized, copies, isa, fast_math, runtime, outputs, flags_text)


def _host_pages(a: Fields) -> tuple[tuple[str, str], ...]:
    """``host_pages: fresh`` (every copy of the array) or ``{h2d: touched, d2h: fresh}`` (per direction)."""
    if not a.has("host_pages"):
        return ()
    if isinstance(a.data["host_pages"], str):
        state = a.choice("host_pages", HOST_PAGES)
        return (("h2d", state), ("d2h", state))
    per = a.mapping("host_pages")
    assert per is not None
    states = tuple((d, per.choice(d, HOST_PAGES)) for d in ("h2d", "d2h") if per.has(d))
    per.done()
    return states


def _host_code(f: Fields, default_memory: str, default_process: str, arrays: Mapping[str, ArraySpec]) -> HostCode:
    memory = f.choice("host_memory", HOST_MEMORY, default=default_memory)
    process = f.choice("process", PROCESSES, default=default_process)
    overlap = f.mapping("overlap", required=False)
    chunks = 1
    if overlap is not None:
        chunks = overlap.count("chunks", minimum=1, maximum=4096)
        overlap.done()
        if memory not in COPYING_MEMORY:
            raise f.error("overlap", f"overlaps copies with the kernel; host_memory {memory} makes no copies to overlap")
    reread = None
    out_of_core = f.mapping("out_of_core", required=False)
    if out_of_core is not None:
        names = out_of_core.list("reread", required=False)
        for index, item in enumerate(names):
            if not isinstance(item, str) or item not in arrays:
                raise out_of_core.error(f"reread[{index}]", f"{item!r} is not an array of this kernel")
        reread = tuple(names)
        out_of_core.done()
    split = None
    multi = f.mapping("multi_gpu", required=False)
    if multi is not None:
        names = multi.list("split")
        for index, item in enumerate(names):
            if not isinstance(item, str) or item not in arrays:
                raise multi.error(f"split[{index}]", f"{item!r} is not an array of this kernel")
        unsplit = [a.name for a in arrays.values() if a.role in ("out", "inout") and a.name not in names]
        if unsplit:
            raise multi.error("split", f"must include every output ({', '.join(unsplit)}): an unsplit output needs a reduction across GPUs")
        split = tuple(names)
        multi.done()
    return HostCode(memory, chunks, reread, split, process)


def load_workload(path: str | Path) -> Workload:
    """Read and validate a workload descriptor; raise DescriptorError naming file and field."""
    return workload_from_data(load_yaml(path), str(path))


def workload_from_data(data: Any, file: str) -> Workload:
    """Validate already-parsed descriptor ``data``; ``file`` names it in errors."""
    top = Fields(data, file)
    top.expect_schema(SCHEMA)
    name = top.name("name")
    description = top.text("description", default="")
    datasets = top.list("datasets")
    if not datasets or not all(isinstance(d, str) for d in datasets) or len(set(datasets)) != len(datasets):
        raise top.error("datasets", "expected a list of distinct dataset names")
    for index, dataset in enumerate(datasets):
        check_name(top, f"datasets[{index}]", dataset)
    default_dataset = top.text("default_dataset", default=datasets[0])
    if default_dataset not in datasets:
        raise top.error("default_dataset", f"{default_dataset!r} is not in datasets")
    dataflow = top.choice("dataflow", ("independent", "shared"), default="independent")
    cpu_reference = top.choice("cpu_reference", CPU_REFERENCES) if top.has("cpu_reference") else None
    default_cpu = _cpu_impl(top.mapping("cpu_implementation", required=False), CpuImplementation())
    default_memory = top.choice("host_memory", HOST_MEMORY, default="pageable")
    given_process = top.choice("process", PROCESSES) if top.has("process") else None
    kernels: dict[str, Kernel] = {}
    pending: dict[str, _Pending] = {}
    for kernel_name, entry in top.items("kernels"):
        # the kernels of a shared dataflow run one after another in the first one's process
        default_process = given_process or ("warm" if dataflow == "shared" and kernels else "fresh")
        if not isinstance(kernel_name, str):
            raise top.error(f"kernels.{kernel_name}", "a kernel's name must be text")
        check_name(top, f"kernels.{kernel_name}", kernel_name)
        fields = Fields(entry, file, f"kernels.{kernel_name}")
        kernels[kernel_name], pending[kernel_name] = _read_kernel(fields, name, kernel_name, tuple(datasets), default_dataset,
                                                                  default_cpu, default_memory, default_process)
        fields.done()
    if not kernels:
        raise top.error("kernels", "no kernels")
    if dataflow == "shared":
        _check_shared_arrays(top, kernels)
    top.done()
    return Workload(name, description, file, tuple(datasets), default_dataset, dataflow, _Kernels(kernels, pending), cpu_reference)


def _read_kernel(f: Fields, workload: str, name: str, dataset_names: tuple[str, ...], default_dataset: str, default_cpu: CpuImplementation,
                 default_memory: str, default_process: str) -> tuple[Kernel, _Pending]:
    params = f.list("params")
    if not params or not all(isinstance(p, str) and p.isidentifier() for p in params) or len(set(params)) != len(params):
        raise f.error("params", "expected a list of distinct parameter names (identifiers)")
    names = frozenset(params)
    derived: list[tuple[str, Expression]] = []
    for key, formula in f.items("derived", required=False):
        if not key.isidentifier() or key in names:
            raise f.error(f"derived.{key}", "must be a new identifier")
        derived.append((key, f.compile(f"derived.{key}", formula, names)))
        names = names | {key}

    datasets: dict[str, dict[str, float]] = {}
    for dataset, values in f.items("datasets"):
        sub = Fields(values, f.file, f.sub(f"datasets.{dataset}"))
        if dataset not in dataset_names:
            raise f.error(f"datasets.{dataset}", f"not a dataset of this workload (declared: {', '.join(dataset_names)})")
        missing = [p for p in params if p not in sub.data]
        if missing:
            raise sub.error(missing[0], "missing")
        datasets[dataset] = {p: _check_size(sub, p) for p in params}
        sub.done()
    absent = [d for d in dataset_names if d not in datasets]
    if absent:
        raise f.error("datasets", f"dataset {absent[0]!r} is missing")

    dtype = _dtype(f, "dtype", None)
    arrays: dict[str, ArraySpec] = {}
    for array_name, entry in f.items("arrays"):
        a = Fields(entry, f.file, f.sub(f"arrays.{array_name}"))
        dims = a.list("dims")
        if not dims:
            raise a.error("dims", "expected a list of dimension formulas")
        arrays[array_name] = ArraySpec(
            name=array_name,
            dims=tuple(a.compile(f"dims[{i}]", d, names) for i, d in enumerate(dims)),
            dtype=_dtype(a, "dtype", dtype),
            role=a.choice("role", ROLES),
            host_pages=_host_pages(a),
        )
        if arrays[array_name].role == "temp" and arrays[array_name].host_pages:
            raise a.error("host_pages", "a temp array never crosses between host and device; its host pages do not matter")
        a.done()

    if f.has("steps"):
        for key in ("flops", "dram_bytes", "rereads", "parallelism", "launches", "threads", "block", "grid", "reads", "writes", "cuda"):
            if f.has(key):
                raise f.error(key, "belongs inside each of 'steps' when a kernel has steps")
        entries = f.list("steps")
        if not entries:
            raise f.error("steps", "expected at least one step")
        kernel_code = f.raw("cpu_source")
        kernel_source = kernel_code.get("file") if isinstance(kernel_code, Mapping) and isinstance(kernel_code.get("file"), str) else None
        read = [_read_step(Fields(e, f.file, f.sub(f"steps[{i}]")), None, names, dtype, arrays, kernel_source)
                for i, e in enumerate(entries)]
        steps = tuple(step for step, _ in read)
        step_derivations = {index: derivation for index, (_, derivation) in enumerate(read) if derivation is not None}
        if len({s.name for s in steps}) != len(steps):
            raise f.error("steps", "step names must be distinct")
    else:
        steps, step_derivations = (_read_step(f, name, names, dtype, arrays)[0],), {}

    cpu = _cpu_impl(f.mapping("cpu_implementation", required=False), default_cpu)
    cpu_loops, cpu_source, derivation = _cpu_loops(f, names)
    kernel = Kernel(
        workload=workload,
        name=name,
        description=f.text("description", default=""),
        params=tuple(params),
        derived=tuple(derived),
        datasets=MappingProxyType(datasets),
        default_dataset=default_dataset,
        dtype=dtype,
        arrays=MappingProxyType(arrays),
        steps=steps,
        cpu=cpu,
        source=f.text("source", default=""),
        file=f.file,
        cpu_loops=cpu_loops,
        host=_host_code(f, default_memory, default_process, arrays),
        cpu_source=cpu_source,
        steps_written=f.has("steps"),
    )
    _check_datasets(f, kernel)
    return kernel, _Pending(derivation, MappingProxyType(step_derivations))


def _cpu_loops(f: Fields, names: frozenset[str]) -> tuple[tuple[CpuLoop, ...], SourceRef | None, _Derivation | None]:
    """The kernel's ``cpu_loops`` as written, or those of ``cpu_source: {file, function}`` to derive (the file relative
    to the descriptor, which must exist now; its function is read when the kernel is first asked for)."""
    if f.has("cpu_source") and f.has("cpu_loops"):
        raise f.error("cpu_source", "give cpu_loops or cpu_source, not both")
    source = f.mapping("cpu_source", required=False)
    if source is None:
        return read_cpu_loops(f, names), None, None
    file, function = source.text("file"), source.name("function")
    source.done()
    derivation = _derivation(f, source, file, function, names)
    return (), SourceRef(derivation.path, function), derivation


def _derivation(f: Fields, source: Fields, file: str, function: str, names: frozenset[str]) -> _Derivation:
    try:
        path = resolve_source(file, Path(f.file).parent)  # a FIFO, a device, a file too long for a C source: refused here
        text = read_bounded(path, MAX_SOURCE_BYTES, "C source").decode("utf-8", errors="replace")
    except OSError as exc:
        raise source.error("file", str(exc)) from None
    # a misspelt function is refused now, as a misspelt field is (the text is searched, not parsed: what the name
    # stands for is read when the kernel is first asked for)
    if not re.search(rf"\b{re.escape(function)}\s*\(", text):
        raise source.error("function", f"no function named {function!r} in {file}")
    return _Derivation(str(path), function, names, f.file, source.path, f.path)


@dataclass(frozen=True)
class _Derivation:
    """A ``cpu_source`` to analyse when its kernel is first asked for (:mod:`advisor.cpu.source`, done once per
    source and kept on disk): the file, the function, the size names, and where it stands in the descriptor."""

    path: str
    function: str
    names: frozenset[str]
    file: str  # the workload descriptor
    field: str  # the cpu_source mapping: kernels.K.cpu_source or kernels.K.steps[i].cpu_source
    owner: str  # the kernel or step that names it

    def loops(self) -> tuple[tuple[CpuLoop, ...], str, str]:
        """(loops, note, parallel note); code that cannot be analysed leaves no loops and a note (the roofline then
        times the CPU), a function that is not there is an error, as a misspelt field is."""
        try:
            derived = derived_loops(self.path, self.function, self.names)
        except SourceUnanalysable as exc:
            note = f"cpu_source not analysed ({exc}): no CPU loops, the roofline times the CPU"
            log.warning("warning: %s: %s: %s", self.file, self.owner, note)
            return (), note, ""
        except DescriptorError as exc:
            raise DescriptorError(self.file, f"{self.field}.function", str(exc)) from None
        return derived.cpu_loops, "; ".join(derived.notes), "; ".join(derived.parallel_notes)


def _step_cpu_code(f: Fields, names: frozenset[str], kernel_file: str | None) -> tuple[CpuCode | None, _Derivation | None]:
    """A step's ``cpu_source: {function, file, args}``: its own loop nest (the file defaults to the kernel's), to derive."""
    source = f.mapping("cpu_source", required=False)
    if source is None:
        return None, None
    file = source.text("file", default=kernel_file) if kernel_file else source.text("file")
    function = source.name("function")
    args = []
    for key, value in source.items("args", required=False):
        if not isinstance(key, str) or not key.isidentifier() or key in names:
            raise source.error(f"args.{key}", "expected a parameter name of the function that is not a size of the kernel")
        args.append((key, source.compile(f"args.{key}", value, names)))
    source.done()
    return CpuCode((), args=tuple(args)), _derivation(f, source, file, function, names | {key for key, _ in args})


def _read_step(f: Fields, implicit_name: str | None, names: frozenset[str], dtype: str, arrays: Mapping[str, ArraySpec],
               kernel_source: str | None = None) -> tuple[Step, _Derivation | None]:
    step_name = implicit_name if implicit_name is not None else f.text("name")
    flops_value = f.raw("flops", required=True)
    flops: dict[str, Expression] = {}
    if isinstance(flops_value, Mapping):
        sub = Fields(flops_value, f.file, f.sub("flops"))
        for precision in list(sub.data):
            if precision not in PRECISIONS:
                raise sub.error(precision, f"unknown precision; use one of {', '.join(PRECISIONS)}")
            flops[precision] = sub.expression(precision, names)  # type: ignore[assignment]
        sub.done()
    else:
        flops[PRECISION_OF_DTYPE[dtype]] = f.compile("flops", flops_value, names)

    def array_list(key: str, roles: tuple[str, ...]) -> tuple[str, ...]:
        if not f.has(key):
            if implicit_name is None:
                return ()
            return tuple(a.name for a in arrays.values() if a.role in roles)
        value = f.list(key)
        for index, item in enumerate(value):
            if not isinstance(item, str) or item not in arrays:
                raise f.error(f"{key}[{index}]", f"{item!r} is not an array of this kernel")
        return tuple(value)

    reads = array_list("reads", ("in", "inout", "temp"))
    writes = array_list("writes", ("out", "inout", "temp"))
    dram_bytes = f.expression("dram_bytes", names)
    if dram_bytes is None and not reads and not writes:
        raise f.error("dram_bytes", "missing (give dram_bytes, or the arrays the step reads and writes)")

    rereads = []
    for index, entry in enumerate(f.list("rereads", required=False)):
        r = Fields(entry, f.file, f.sub(f"rereads[{index}]"))
        rereads.append(Reread(
            working_set=r.compile("working_set", r.raw("working_set", required=True), names),
            bytes=r.compile("bytes", r.raw("bytes", required=True), names),
            note=r.text("note", default=""),
        ))
        r.done()

    def geometry(key: str) -> tuple[Expression, ...] | None:
        value = f.raw(key)
        if value is None:
            return None
        if not isinstance(value, list) or not 1 <= len(value) <= 3:
            raise f.error(key, "expected a list of 1 to 3 formulas [x, y, z]")
        return tuple(f.compile(f"{key}[{i}]", v, names) for i, v in enumerate(value))

    cpu, derivation = _step_cpu_code(f, names, kernel_source) if implicit_name is None else (None, None)
    step = Step(
        name=step_name,
        flops=MappingProxyType(flops),
        compulsory_bytes=dram_bytes,
        reads=reads,
        writes=writes,
        rereads=tuple(rereads),
        parallelism=f.expression("parallelism", names),
        launches=f.expression("launches", names, default=1),  # type: ignore[arg-type]
        threads=f.expression("threads", names),
        block=geometry("block"),
        grid=geometry("grid"),
        cuda=_read_cuda(f, names, arrays),
        cpu=cpu,
    )
    if step.cuda is not None and (step.block is None or step.grid is None):
        raise f.error("cuda", "a step with a CUDA kernel needs its 'block' and 'grid'")
    if implicit_name is None:
        f.done()
    return step, derivation


def _read_cuda(f: Fields, names: frozenset[str], arrays: Mapping[str, ArraySpec]) -> CudaKernel | None:
    from .gpu.sources import resolve_source as resolve_kernel_source  # here: only a workload with CUDA code loads it

    sub = f.mapping("cuda", required=False)
    if sub is None:
        return None
    source = sub.text("source")
    if not source.endswith((".cu", ".ptx")):
        raise sub.error("source", f"expected a .cu or .ptx file, got {source!r}")
    kernel = sub.text("kernel")
    if not kernel.isidentifier():
        raise sub.error("kernel", f"expected a kernel (entry) name, got {kernel!r}")
    args, contents = [], []
    for group, out in (("args", args), ("contents", contents)):
        for key, value in sub.items(group, required=False):
            if not key.isidentifier():
                raise sub.error(f"{group}.{key}", "expected a parameter name")
            out.append((key, sub.compile(f"{group}.{key}", value, names)))
    l2_resident = sub.boolean("l2_resident", None)
    pointers = []
    for key, value in sub.items("arrays", required=False):
        if not key.isidentifier() or value not in arrays:
            raise sub.error(f"arrays.{key}", f"expected a pointer parameter and an array of the kernel ({', '.join(arrays)}), got {value!r}")
        pointers.append((key, value))
    sub.done()
    try:
        path = resolve_kernel_source(source, Path(f.file).parent)
    except FileNotFoundError as exc:
        raise sub.error("source", str(exc)) from None
    problem = not_a_file(path)  # a FIFO would block the analysis, /dev/zero never end
    if problem:
        raise sub.error("source", f"{source}: {problem}")
    return CudaKernel(source, kernel, tuple(args), path, tuple(contents), l2_resident, tuple(pointers))
