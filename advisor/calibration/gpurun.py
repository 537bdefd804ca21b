"""Run a kernel's steps on a GPU as its workload describes them, and time the kernels and each copy.

For ``advisor validate``: a kernel every step of which names its CUDA kernel (``cuda:
{source, kernel, args}``) runs those kernels, in the steps' order, each ``launches``
times with the step's ``grid`` and ``block``; the kernel's parameters are read off its
``extern "C" __global__`` declaration: a pointer takes the workload's array of its name
(the step's ``cuda.arrays`` where it says otherwise; case and underscores aside: ``a`` is
``A``, ``y1`` is ``y_1``), a scalar the step's ``args`` formula at the sizes (``int``,
``float``, ``double``...).

The host code is the workload's (``host_memory``): arrays the host initialises are
written, copied host to device (``in``, ``inout``; the others are allocated on the
device), the steps run, and the results (``out``, ``inout``) are copied back, each copy
timed on its own. ``pageable``: ordinary host memory, each array's pages written before
its copy or fresh as its ``host_pages`` say (:meth:`advisor.workload.ArraySpec.fresh_when_copied`:
a fresh array is allocated just before its copy); ``pageable-touched``: every array's
pages written; ``pinned``: page-locked host memory. ``mapped`` and the ``managed``
kinds are not run (the reason says so). The kernel time of a repetition is every launch
of every step, timed with device events around them (launch overheads included); the
copies are those of one run. Where the layer reads the board's energy counter (NVML's
total energy, millijoules), the energy of a repetition is the counter's rise over all the
timed repetitions divided by their number: a rough figure where they last less than the
counter's update period.

The device itself is a :class:`DeviceLayer`: :class:`CupyLayer` on a CUDA GPU, or a
test's own with timings injected.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from math import prod
from pathlib import Path
from typing import Any, Protocol

from ..gpu.nvidia.ptx.toolchain import cuda_param_types, cuda_params
from ..workload import CudaKernel, Kernel
from .reference import ReferenceRun

RUN_MEMORY = ("pageable", "pageable-touched", "pinned")
SCALAR_TYPES = {"int": "int32", "unsigned": "uint32", "unsigned int": "uint32", "long": "int64", "long long": "int64",
                "float": "float32", "double": "float64", "size_t": "uint64"}
_DECLARATION = r'extern\s+"C"\s+__global__\s+void\s+{name}\s*\('
_QUALIFIERS = ("const", "volatile", "__restrict__", "restrict")


@dataclass(frozen=True)
class CudaParameter:
    name: str
    ctype: str  # base type, qualifiers dropped
    pointer: bool


def kernel_parameters(source: str, kernel: str) -> tuple[CudaParameter, ...] | None:
    """The parameters of ``extern "C" __global__ void kernel(...)`` in CUDA ``source`` (None: not declared so: a C++
    kernel's name is mangled, and the layer finds a kernel by its plain name); read as the PTX toolchain reads them
    (:func:`advisor.gpu.nvidia.ptx.toolchain.cuda_params`)."""
    if re.search(_DECLARATION.format(name=re.escape(kernel)), source) is None:
        return None
    names, types = cuda_params(source)[kernel], cuda_param_types(source)[kernel]
    return tuple(CudaParameter(name, " ".join(w for w in ctype.replace("*", " ").split() if w not in _QUALIFIERS), pointer)
                 for (name, pointer), ctype in zip(names, types, strict=True))


def array_of(pointer: str, cuda: CudaKernel, kernel: Kernel) -> str | None:
    """The kernel's array a pointer parameter is: the step's ``cuda.arrays`` entry, the array of its name, or the one
    array whose name differs only in case and underscores (None: none, or several)."""
    named = dict(cuda.arrays).get(pointer)
    if named is not None or pointer in kernel.arrays:
        return named or pointer
    key = pointer.replace("_", "").lower()
    alike = [name for name in kernel.arrays if name.replace("_", "").lower() == key]
    return alike[0] if len(alike) == 1 else None


class DeviceLayer(Protocol):
    """What the runner needs of a GPU: arrays, copies, launches, and a timer."""

    name: str

    def function(self, source: str, kernel: str) -> Any:
        """The compiled ``kernel`` of CUDA ``source``."""

    def host_array(self, count: int, dtype: str, pinned: bool) -> Any:
        """``count`` elements of host memory, page-locked where ``pinned``, its pages not yet written."""

    def write(self, host: Any, seed: int) -> None:
        """Write every element of a host array (its pages become touched)."""

    def device_array(self, count: int, dtype: str) -> Any:
        """``count`` elements of device memory."""

    def to_device(self, host: Any, device: Any) -> None: ...

    def to_host(self, device: Any, host: Any) -> None: ...

    def launch(self, function: Any, grid: tuple[int, ...], block: tuple[int, ...], args: tuple) -> None: ...

    def scalar(self, value: float, dtype: str) -> Any:
        """A kernel argument of ``dtype`` (``int32``, ``float32``...)."""

    def timed(self, work: Callable[[], None]) -> float:
        """Seconds ``work`` keeps the device busy, from device events around it (synchronised)."""

    def board_energy_j(self) -> float | None:
        """The board's energy counter (J; None: not readable)."""


@dataclass(frozen=True)
class GpuMeasurement:
    """One GPU run of a kernel: its kernel times (launches as the runner times them) and its arrays' copies."""

    run: ReferenceRun
    copies_s: tuple[float, float] | None = None  # host to device, device to host, once (None: not measured)
    board_energy_j: float | None = None  # the board's energy per repetition (None: not readable)


@dataclass(frozen=True)
class _Launch:
    function: Any
    grid: tuple[int, ...]
    block: tuple[int, ...]
    args: tuple[tuple[str, Any], ...]  # ("array", name) or ("scalar", value)
    count: int


class WorkloadRunner:
    """A :class:`~advisor.calibration.validate.GpuRunner` that runs what the workload describes on ``layer``."""

    def __init__(self, layer: DeviceLayer):
        self.layer = layer

    def why_not(self, kernel: Kernel) -> str | None:
        if kernel.host.memory not in RUN_MEMORY:
            return f"host_memory {kernel.host.memory!r} is not run by validate (runs: {', '.join(RUN_MEMORY)})"
        for step in kernel.steps:
            if step.cuda is None:
                return f"step {step.name} names no CUDA kernel (cuda: {{source, kernel, args}})"
            if step.grid is None or step.block is None:
                return f"step {step.name} gives no grid and block to launch {step.cuda.kernel} with"
            try:
                source = Path(step.cuda.path).read_text(encoding="utf-8", errors="replace")
            except OSError as exc:
                return f"step {step.name}: {step.cuda.source}: {exc.strerror or exc}"
            params = kernel_parameters(source, step.cuda.kernel)
            if params is None:
                return f"step {step.name}: no extern \"C\" __global__ void {step.cuda.kernel}(...) in {step.cuda.source}"
            args = dict(step.cuda.args)
            for p in params:
                if p.pointer and array_of(p.name, step.cuda, kernel) is None:
                    return (f"step {step.name}: pointer {p.name} of {step.cuda.kernel} is no array of {kernel.name} "
                            f"(name it in the step's cuda.arrays)")
                if not p.pointer and (p.name not in args or p.ctype not in SCALAR_TYPES):
                    return f"step {step.name}: scalar {p.ctype} {p.name} of {step.cuda.kernel} has no value in its args"
        return None

    def run(self, kernel: Kernel, dataset: str, sizes: Mapping[str, float], reps: int) -> GpuMeasurement:
        layer = self.layer
        counts = {name: int(prod(round(d.evaluate(sizes)) for d in spec.dims)) for name, spec in kernel.arrays.items()}
        dtypes = {name: spec.dtype for name, spec in kernel.arrays.items()}
        launches = []
        for step in kernel.steps:
            source = Path(step.cuda.path).read_text(encoding="utf-8", errors="replace")
            params = kernel_parameters(source, step.cuda.kernel)
            args = dict(step.cuda.args)
            launches.append(_Launch(
                layer.function(source, step.cuda.kernel),
                tuple(max(1, round(g.evaluate(sizes))) for g in step.grid), tuple(round(b.evaluate(sizes)) for b in step.block),
                tuple(("array", array_of(p.name, step.cuda, kernel)) if p.pointer else ("scalar", layer.scalar(args[p.name].evaluate(sizes), SCALAR_TYPES[p.ctype]))
                      for p in params),
                max(1, round(step.launches.evaluate(sizes)))))
        pinned = kernel.host.memory == "pinned"
        touched_all = kernel.host.memory != "pageable"
        device = {name: layer.device_array(counts[name], dtypes[name]) for name in kernel.arrays}
        h2d = d2h = 0.0
        host: dict[str, Any] = {}
        for seed, (name, spec) in enumerate(kernel.arrays.items()):
            if spec.role not in ("in", "inout"):
                continue
            host[name] = layer.host_array(counts[name], dtypes[name], pinned)
            if touched_all or not spec.fresh_when_copied("h2d"):
                layer.write(host[name], seed)
            h2d += layer.timed(lambda n=name: layer.to_device(host[n], device[n]))

        def every_launch() -> None:
            for launch in launches:
                values = tuple(device[v] if kind == "array" else v for kind, v in launch.args)
                for _ in range(launch.count):
                    layer.launch(launch.function, launch.grid, launch.block, values)

        layer.timed(every_launch)  # the warm-up: module load, first touch of the device arrays
        before = layer.board_energy_j()
        times = tuple(layer.timed(every_launch) for _ in range(max(1, reps)))
        after = layer.board_energy_j()
        energy = (after - before) / len(times) if before is not None and after is not None and after >= before else None
        for seed, (name, spec) in enumerate(kernel.arrays.items()):
            if spec.role not in ("out", "inout"):
                continue
            target = host.get(name) if spec.role == "inout" and not spec.fresh_when_copied("d2h") else None
            if target is None:
                target = layer.host_array(counts[name], dtypes[name], pinned)
                if touched_all or not spec.fresh_when_copied("d2h"):
                    layer.write(target, seed)
            d2h += layer.timed(lambda n=name, t=target: layer.to_host(device[n], t))
        how = (f"{', '.join(dict.fromkeys(step.cuda.source for step in kernel.steps))} on {layer.name}, "
               f"host memory {kernel.host.memory}, device events, median of {len(times)} after 1 warm-up")
        return GpuMeasurement(ReferenceRun(kernel.name, dataset, dict(sizes), "gpu", times, 1, how), (h2d, d2h), energy)


class CupyLayer:
    """The first CUDA device through CuPy (``pip install 'advisor[gpu]'``)."""

    def __init__(self, device: int = 0):
        import cupy

        self.cp = cupy
        name = cupy.cuda.runtime.getDeviceProperties(device)["name"]
        self.name = name.decode(errors="replace") if isinstance(name, bytes) else str(name)
        cupy.cuda.Device(device).use()
        self._modules: dict[str, Any] = {}
        self._nvml = _nvml_handle(device)

    def function(self, source: str, kernel: str) -> Any:
        module = self._modules.get(source)
        if module is None:
            module = self._modules[source] = self.cp.RawModule(code=source)
        return module.get_function(kernel)

    def host_array(self, count: int, dtype: str, pinned: bool) -> Any:
        import numpy as np

        if pinned:
            memory = self.cp.cuda.alloc_pinned_memory(count * np.dtype(dtype).itemsize)
            return np.frombuffer(memory, dtype, count)
        return np.empty(count, dtype)  # a large numpy buffer is a fresh anonymous mapping: pages not yet written

    def write(self, host: Any, seed: int) -> None:
        import numpy as np

        host[:] = np.random.default_rng(seed).random(host.size, dtype=np.float64).astype(host.dtype) + 0.5

    def device_array(self, count: int, dtype: str) -> Any:
        return self.cp.zeros(count, dtype)

    def to_device(self, host: Any, device: Any) -> None:
        device.set(host)

    def to_host(self, device: Any, host: Any) -> None:
        device.get(out=host)

    def launch(self, function: Any, grid: tuple[int, ...], block: tuple[int, ...], args: tuple) -> None:
        function(grid, block, args)

    def scalar(self, value: float, dtype: str) -> Any:
        import numpy as np

        return np.dtype(dtype).type(value)

    def timed(self, work: Callable[[], None]) -> float:
        start, end = self.cp.cuda.Event(), self.cp.cuda.Event()
        start.record()
        work()
        end.record()
        end.synchronize()
        return self.cp.cuda.get_elapsed_time(start, end) / 1e3

    def board_energy_j(self) -> float | None:
        if self._nvml is None:
            return None
        import pynvml

        try:
            return pynvml.nvmlDeviceGetTotalEnergyConsumption(self._nvml) / 1e3
        except pynvml.NVMLError:
            return None


def _nvml_handle(device: int) -> Any:
    """NVML's handle of the device (None without NVML or where it is not permitted)."""
    try:
        import pynvml

        pynvml.nvmlInit()
        return pynvml.nvmlDeviceGetHandleByIndex(device)
    except Exception:  # noqa: BLE001 - NVML missing, or not permitted in a container: no energy, the times stand
        return None
