"""A kernel at concrete sizes: the numbers every model reads.

:func:`instantiate` evaluates a :class:`~advisor.workload.Kernel`'s formulas at
one set of size parameters. Device memory traffic depends on the device's
last-level cache, so :meth:`StepCounts.dram_traffic_bytes` takes it as an argument:

    bytes(LLC) = compulsory + sum_i rereads_i * max(0, 1 - LLC / working_set_i)

The factor is the share of a reused working set that cannot stay cached: 0 when
it fits, approaching 1 (every reuse from DRAM) when it is much larger. It turns
the step of an LRU cache into a ramp, which real caches with adaptive
replacement come closer to, and keeps break-even searches continuous.

The numeric fields are numbers for one kernel; :mod:`advisor.scheduler.batch`
builds one-step counts whose fields are numpy arrays (one element per raw
task) and the models evaluate them with the same code.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from ..cpu.descriptor import CpuImplementation
from ..cpu.loops import CpuLoopCounts, instantiate_loops
from ..elementwise import Value
from ..errors import DescriptorError
from ..gpu.inputs import CudaLaunch
from ..gpu.launchlimits import geometry_problem
from ..link.hostcode import HostCode
from ..link.inputs import ArrayCopy, fresh_copied_bytes
from ..schema.expr import Expression, ExpressionError
from ..workload import DTYPES, Kernel


@dataclass(frozen=True)
class StepCounts:
    name: str
    flops: Mapping[str, float]
    compulsory_bytes: float
    rereads: tuple[tuple[float, float], ...]  # (working set bytes, bytes re-read if it does not fit)
    parallelism: float  # independent work items per launch
    launches: float
    threads_per_launch: float
    block: tuple[int, ...] | None
    grid: tuple[int, ...] | None
    element_bytes: int
    cuda: CudaLaunch | None = None
    cpu_loops: tuple[CpuLoopCounts, ...] = ()  # the step's own CPU loops over all its launches (where it names them)

    @property
    def total_flops(self) -> float:
        return sum(self.flops.values())

    def dram_traffic_bytes(self, cache_bytes: float) -> float:
        """Bytes through device memory on a device whose last-level cache holds ``cache_bytes``."""
        extra = 0.0
        for working_set, reread in self.rereads:
            if working_set > cache_bytes:
                extra += reread * (1.0 - cache_bytes / working_set)
        return self.compulsory_bytes + extra






@dataclass(frozen=True)
class KernelCounts:
    workload: str
    kernel: str
    sizes: Mapping[str, float]
    steps: tuple[StepCounts, ...]
    h2d_bytes: float  # copied host -> device, in
    h2d_messages: float  # messages (one per array), LogGP, [jiang2017] eq. 12
    d2h_bytes: float  # copied device -> host, in
    d2h_messages: float
    array_bytes: Mapping[str, float]
    cpu: CpuImplementation
    cpu_loops: tuple[CpuLoopCounts, ...] = ()
    cpu_loops_note: str = ""  # what deriving the loops from the C source approximated, or why it could not
    cpu_parallel_note: str = ""  # which loops of serial C code run on threads (when the implementation asks for them)
    host: HostCode = field(default_factory=HostCode)  # how the program's host code moves its data
    reread_bytes: float = 0.0  # what an out-of-core version sends again each pass (host.reread's arrays)
    inputs: tuple[str, ...] = ()  # the arrays copied in (in, inout), where the kernel names them
    outputs: tuple[str, ...] = ()  # the arrays copied back (out, inout)
    fresh_bytes: float = 0.0  # arrays the program allocates and first writes in the kernel (out, temp): new pages
    copies: tuple[ArrayCopy, ...] = ()  # each array copied, in the order the host code copies them (empty: a raw task)
    h2d_fresh_bytes: Value = 0.0  # copied in from host pages never written (a pageable copy's read faults)
    d2h_fresh_bytes: Value = 0.0  # copied back into host pages never written (a pageable copy's write faults)

    @property
    def resident_bytes(self) -> float:
        """Device memory the kernel's arrays take (0 where unknown, as for a raw task)."""
        return sum(self.array_bytes.values())

    @property
    def flops(self) -> float:
        return sum(s.total_flops for s in self.steps)

    @property
    def launches(self) -> float:
        return sum(s.launches for s in self.steps)

    def dram_traffic_bytes(self, cache_bytes: float) -> float:
        return sum(s.dram_traffic_bytes(cache_bytes) for s in self.steps)


def counts_at(kernel: Kernel, dataset: str | None = None, overrides: Mapping[str, float] | None = None) -> KernelCounts:
    """``kernel`` at ``dataset`` (default: its own) with the ``overrides`` that are its size parameters applied.

    Overrides are given for a whole workload (``--size N=5000``); each kernel takes
    those of its own parameters and ignores the rest.
    """
    return instantiate(kernel, kernel.sizes(dataset or kernel.default_dataset, kernel.own_overrides(overrides)))


def _checked_loops(kernel: Kernel, loops: tuple[CpuLoopCounts, ...]) -> tuple[CpuLoopCounts, ...]:
    for index, loop in enumerate(loops):
        if loop.walks > loop.strided:
            raise DescriptorError(kernel.file, f"kernels.{kernel.name}.cpu_loops[{index}].walks",
                                  f"{loop.walks:g} walks for {loop.strided:g} strided accesses: at most one per access")
        if loop.shared_walks and loop.shared_walks >= loop.walks:
            raise DescriptorError(kernel.file, f"kernels.{kernel.name}.cpu_loops[{index}].shared_walks",
                                  f"{loop.shared_walks:g} of {loop.walks:g} walks: one walk at least must fetch the page-table lines")
        reused = sum(accesses for accesses, _ in loop.reused)
        if reused > loop.contiguous:
            raise DescriptorError(kernel.file, f"kernels.{kernel.name}.cpu_loops[{index}].reused",
                                  f"{reused:g} reused of {loop.contiguous:g} contiguous accesses: at most all of them")
        if loop.write_allocates > loop.contiguous:
            raise DescriptorError(kernel.file, f"kernels.{kernel.name}.cpu_loops[{index}].write_allocates",
                                  f"{loop.write_allocates:g} stores of {loop.contiguous:g} contiguous accesses: at most all of them")
    return loops


def _evaluator(kernel: Kernel, values: Mapping[str, float], sizes: Mapping[str, float],
               path: Callable[[str], str]) -> Callable[..., float]:
    """``value(expression, field, minimum=0)``: the formula at ``values``, an error naming ``path(field)`` and the
    kernel's ``sizes`` when it cannot be evaluated or falls below ``minimum``."""

    def value(expression: Expression, field: str, minimum: float = 0.0) -> float:
        try:
            result = expression.evaluate(values)
        except ExpressionError as exc:
            raise DescriptorError(kernel.file, path(field), str(exc)) from None
        if result < minimum:
            raise DescriptorError(kernel.file, path(field), f"evaluates to {result:g} at {_fmt(sizes)}; must be at least {minimum:g}")
        return result

    return value


def instantiate(kernel: Kernel, sizes: Mapping[str, float]) -> KernelCounts:
    """Evaluate every formula of ``kernel`` at ``sizes`` (as returned by :meth:`Kernel.sizes`)."""
    value = _evaluator(kernel, sizes, sizes, lambda field: f"kernels.{kernel.name}.{field}")

    array_bytes: dict[str, float] = {}
    for array in kernel.arrays.values():
        elements = 1.0
        for i, dim in enumerate(array.dims):
            elements *= value(dim, f"arrays.{array.name}.dims[{i}]", minimum=1.0)
        array_bytes[array.name] = elements * DTYPES[array.dtype]
        if not math.isfinite(sum(array_bytes.values())):  # the traffic models add them up
            raise DescriptorError(kernel.file, f"kernels.{kernel.name}.arrays.{array.name}.dims",
                                  f"the arrays' sizes overflow at {_fmt(sizes)}")

    steps = []
    multi = len(kernel.steps) > 1
    for index, step in enumerate(kernel.steps):
        prefix = f"steps[{index}]." if multi else ""
        flops = {p: value(e, f"{prefix}flops.{p}") for p, e in step.flops.items()}
        if step.compulsory_bytes is not None:
            compulsory = value(step.compulsory_bytes, f"{prefix}dram_bytes")
        else:
            compulsory = sum(array_bytes[a] for a in step.reads) + sum(array_bytes[a] for a in step.writes)
        rereads = tuple(
            (value(r.working_set, f"{prefix}rereads[{i}].working_set"), value(r.bytes, f"{prefix}rereads[{i}].bytes"))
            for i, r in enumerate(step.rereads)
        )
        parallelism = value(step.parallelism, f"{prefix}parallelism", 1.0) if step.parallelism else math.inf
        launches = value(step.launches, f"{prefix}launches", 1.0)
        threads = value(step.threads, f"{prefix}threads", 1.0) if step.threads else None
        block = _geometry(kernel, step.block, value, f"{prefix}block") if step.block else None
        grid = _geometry(kernel, step.grid, value, f"{prefix}grid") if step.grid else None
        if threads is None and block and grid:
            threads = float(math.prod(block) * math.prod(grid))
        if threads is None:
            threads = parallelism if math.isfinite(parallelism) else 1.0
        steps.append(
            StepCounts(
                name=step.name,
                flops=MappingProxyType(flops),
                compulsory_bytes=compulsory,
                rereads=rereads,
                parallelism=min(parallelism, threads) if math.isfinite(parallelism) else threads,
                launches=launches,
                threads_per_launch=threads,
                block=block,
                grid=grid,
                element_bytes=DTYPES[kernel.dtype],
                cuda=_cuda(step.cuda, value, prefix),
                cpu_loops=_step_loops(kernel, step, sizes, index, launches) if step.cpu else (),
            )
        )
    inputs = tuple(a.name for a in kernel.arrays.values() if a.role in ("in", "inout"))
    outputs = tuple(a.name for a in kernel.arrays.values() if a.role in ("out", "inout"))
    as_made = kernel.host.memory == "pageable"  # pages as the program leaves them; every other kind: written or pinned
    copies = tuple(ArrayCopy(name, direction, array_bytes[name], as_made and kernel.arrays[name].fresh_when_copied(direction))
                   for direction, names in (("h2d", inputs), ("d2h", outputs)) for name in names)
    return KernelCounts(
        workload=kernel.workload,
        kernel=kernel.name,
        sizes=MappingProxyType(dict(sizes)),
        steps=tuple(steps),
        h2d_bytes=sum(array_bytes[a] for a in inputs),
        h2d_messages=len(inputs),
        d2h_bytes=sum(array_bytes[a] for a in outputs),
        d2h_messages=len(outputs),
        array_bytes=MappingProxyType(array_bytes),
        cpu=kernel.cpu,
        cpu_loops=(_checked_loops(kernel, instantiate_loops(kernel.cpu_loops, value)) if kernel.cpu_loops
                   else tuple(loop for step in steps for loop in step.cpu_loops) if all(step.cpu_loops for step in steps) else ()),
        cpu_loops_note=kernel.cpu_loops_note,
        cpu_parallel_note=kernel.cpu_parallel_note,
        host=kernel.host,
        reread_bytes=sum(array_bytes[a] for a in kernel.host.reread or ()),
        inputs=inputs,
        outputs=outputs,
        fresh_bytes=sum(array_bytes[a.name] for a in kernel.arrays.values() if a.role in ("out", "temp")),
        copies=copies,
        h2d_fresh_bytes=fresh_copied_bytes(copies, "h2d"),
        d2h_fresh_bytes=fresh_copied_bytes(copies, "d2h"),
    )


def _geometry(kernel: Kernel, dims: tuple[Expression, ...], value: Callable[..., float], field: str) -> tuple[int, ...]:
    if len(dims) > 3:  # before evaluating them
        raise DescriptorError(kernel.file, f"kernels.{kernel.name}.{field}", f"has {len(dims)} dimensions; CUDA has at most 3")
    result = tuple(int(value(e, f"{field}[{i}]", 1.0)) for i, e in enumerate(dims))
    problem = geometry_problem("grid" if field.endswith("grid") else "block", result)
    if problem:
        index, message = problem
        raise DescriptorError(kernel.file, f"kernels.{kernel.name}.{field}" + ("" if index is None else f"[{index}]"), message)
    return result


def _cuda(spec, value, prefix: str) -> CudaLaunch | None:
    if spec is None:
        return None
    args = {}
    for name, expression in spec.args:
        x = value(expression, f"{prefix}cuda.args.{name}", -math.inf)
        args[name] = int(x) if float(x).is_integer() else x
    contents = {name: value(expression, f"{prefix}cuda.contents.{name}", -math.inf)
                for name, expression in spec.contents}
    return CudaLaunch(spec.source, spec.kernel, MappingProxyType(args), spec.path, MappingProxyType(contents),
                      spec.l2_resident)


def _step_loops(kernel: Kernel, step, sizes: Mapping[str, float], index: int, launches: float) -> tuple[CpuLoopCounts, ...]:
    """A step's own CPU loops (one launch's work, its ``args`` at their values) over all its launches."""
    field = f"kernels.{kernel.name}.steps[{index}].cpu_source"
    arg = _evaluator(kernel, sizes, sizes, lambda name: f"{field}.args.{name}")
    values = dict(sizes) | {name: arg(expression, name, -math.inf) for name, expression in step.cpu.args}
    value = _evaluator(kernel, values, sizes, lambda where: f"{field}: {where}")
    loops = _checked_loops(kernel, instantiate_loops(step.cpu.loops, value))
    return tuple(replace(loop, iterations=loop.iterations * launches, regions=loop.regions * launches,
                         barriers=loop.barriers * launches) for loop in loops)


def _fmt(sizes: Mapping[str, float]) -> str:
    return ", ".join(f"{k}={v:g}" for k, v in sizes.items())
