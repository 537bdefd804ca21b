"""Plans: the kernels of a workload placed on CPU and GPU, with the transfers between kernels, and their Pareto front.

A plan assigns each kernel (in workload order) to the CPU or to one GPU of the
node; one GPU model per plan. Kernels run one after another, so times and
energies add; transfers are charged LogGP time ([jiang2017] eq. 12) and idle power
(eq. 22). The whole-workload answer (:mod:`advisor.core.whole`) and the trade-off
studies (:mod:`advisor.tradeoff`) price and choose among these plans.

``dataflow: independent``
    every kernel owns its arrays: a GPU kernel pays its own copies in and out
    (its ``GpuOption`` as it is), a CPU kernel none.
``dataflow: shared``
    arrays of the same name are the same data. We follow where each array has a
    valid copy (host, device). A kernel reads its ``in``/``inout`` arrays and
    needs them where it runs; it writes its ``out``/``inout``/``temp`` arrays
    there, which invalidates the other copy. An array that must cross the link
    goes in one LogGP batch per kernel and direction, just before the kernel.
    Inputs still holding the initial host data are copied to the device in one
    batch at the start (an ``acc data`` region's copyin), and every output whose
    last write was on the device is copied back in one batch at the end. For
    the all-GPU plan this is exactly :func:`shared_transfers`.

A GPU kernel without its own transfers costs its GPU option less the
transfers: time - transfer_s, energy - transfer_s * pwr(idle) (both energy
models are linear in the idle time with slope pwr(idle)).

What a plan places is a :class:`Unit`: a kernel (:func:`kernel_units`) or one
step of a multi-step kernel (:func:`step_units`, whose steps share the kernel's
arrays as a shared dataflow does). Crossings are copies at the LogGP of the
unit's host memory (:func:`advisor.link.datamovement.copy_loggps`: pageable or
pinned); data the GPU reads in place (mapped, or managed on a shared-memory
node) crosses for free.

Search. :func:`enumerate_plans` walks all 2^k assignments depth first
(sharing prefixes); :func:`pareto_plans` is exact for any k: dynamic
programming over kernels in order, where the state is what the future cost
depends on (valid copies of the arrays still needed, which inputs are unchanged
since the start, whether the start batch is open) and only the (time, energy)
Pareto front of the partial plans is kept per state: a partial plan
dominated by another in the same state is dominated in every completion, since
the remaining cost depends only on the state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..gpu.descriptor import LogGP
from ..gpu.launch import first_launch_s
from ..link.datamovement import copy_loggps, first_copy_s, moves_data
from ..link.loggp import transfer_time_s
from ..platform import Platform
from ..workload import Kernel, Workload
from .counts import KernelCounts, counts_at
from .evaluation import CpuOption, Evaluation, GpuOption, evaluate, step_parts
from .settings import Settings

ENUMERATION_LIMIT = 16  # kernels; 2^16 plans per GPU model


@dataclass(frozen=True)
class KernelOptions:
    """One kernel at one size on one platform, evaluated: its counts and every option."""

    kernel: str
    counts: KernelCounts
    evaluation: Evaluation

    @property
    def cpu(self) -> CpuOption:
        return self.evaluation.cpu

    @property
    def gpus(self) -> tuple[GpuOption, ...]:
        return self.evaluation.gpus


def kernel_options(kernel: Kernel, platform: Platform, settings: Settings, dataset: str | None = None,
                   overrides: Mapping[str, float] | None = None, written: frozenset[str] = frozenset()) -> KernelOptions:
    """``kernel``'s options; ``written``: arrays an earlier kernel of a shared dataflow wrote, whose pages the CPU code
    finds already there (no first touch)."""
    counts = counts_at(kernel, dataset, overrides)
    if written:
        counts = replace(counts, fresh_bytes=sum(counts.array_bytes[a.name] for a in kernel.arrays.values()
                                                 if a.role in ("out", "temp") and a.name not in written))
    return KernelOptions(kernel.name, counts, evaluate(counts, platform, settings))


def workload_options(workload: Workload, kernels: Sequence[Kernel], platform: Platform, settings: Settings,
                     dataset: str | None = None, overrides: Mapping[str, float] | None = None) -> list[KernelOptions]:
    """The options of ``kernels`` run in turn as one program: in a shared dataflow an array is fresh only for the
    first kernel that writes it."""
    written: set[str] = set()
    options = []
    for kernel in kernels:
        options.append(kernel_options(kernel, platform, settings, dataset, overrides, frozenset(written)))
        if workload.dataflow == "shared":
            written |= {a.name for a in kernel.arrays.values() if a.role in ("out", "inout", "temp")}
    return options


def shared_transfers(workload: Workload, counts: Mapping[str, KernelCounts]) -> tuple[list[float], list[float]]:
    """Messages (bytes) in and out for the all-GPU plan of a shared-dataflow workload.

    An array is copied in before the first kernel that reads it unless an earlier
    kernel produced it on the device; each output array is copied back once, at the end.
    """
    on_device: set[str] = set()
    h2d: list[float] = []
    outputs: dict[str, float] = {}
    for name, kernel in workload.kernels.items():
        sizes = counts[name].array_bytes
        for array in kernel.arrays.values():
            if array.role in ("in", "inout") and array.name not in on_device:
                h2d.append(sizes[array.name])
                on_device.add(array.name)
            if array.role in ("out", "inout", "temp"):
                on_device.add(array.name)
            if array.role in ("out", "inout"):
                outputs[array.name] = sizes[array.name]
    return h2d, list(outputs.values())


@dataclass(frozen=True)
class Plan:
    assignment: tuple[str, ...]  # per unit, "cpu" or "gpu"
    gpu: str | None  # the GPU model the "gpu" units use
    time_s: float
    energy_j: float
    transfer_s: float

    def to_dict(self, cost: float, units: Sequence[str]) -> dict[str, Any]:
        """The plan at ``cost`` with its assignment keyed by the names of its ``units``."""
        return {"time_s": self.time_s, "energy_j": self.energy_j, "cost": cost, "transfer_s": self.transfer_s, "gpu": self.gpu,
                "assignment": dict(zip(units, self.assignment))}

    @property
    def name(self) -> str:
        if all(a == "cpu" for a in self.assignment):
            return "all CPU"
        if all(a == "gpu" for a in self.assignment):
            return "all GPU"
        return "mixed"


@dataclass(frozen=True)
class GpuPart:
    """A unit on one GPU option (a model, or all GPUs of a model): time and energy with the unit's own copies, and those copies."""

    device: str
    time_s: float
    energy_j: float
    transfer_s: float
    h2d: LogGP | None  # what a copy in costs for the unit's host memory (None: the GPU reads it in place)
    d2h: LogGP | None
    first_s: tuple[float, float, float] = (0.0, 0.0, 0.0)  # a fresh process's first copy in, launch, copy out, on top


@dataclass(frozen=True)
class Unit:
    """What a plan places on a device: a kernel, or one step of a multi-step kernel."""

    name: str
    cpu_time_s: float
    cpu_energy_j: float
    gpus: tuple[GpuPart, ...]  # per GPU model of the node
    reads: tuple[tuple[str, float], ...]  # (array, bytes) needed where the unit runs
    writes: tuple[str, ...]
    outputs: tuple[tuple[str, float], ...]  # arrays the program hands back (copied back at the end if last written on the device)


def _gpu_parts(options: KernelOptions, platform: Platform) -> tuple[GpuPart, ...]:
    parts = []
    for gpu in options.gpus:
        device = platform.gpus[gpu.index]
        h2d, d2h = copy_loggps(options.counts.host.memory, platform, device) if moves_data(options.counts.host.memory, device) else (None, None)
        first_h2d, first_d2h = first_copy_s(options.counts.host, device)
        parts.append(GpuPart(gpu.device, gpu.time_s, gpu.energy_j, gpu.transfer_s, h2d, d2h,
                             (first_h2d, first_launch_s(options.counts, device.launch), first_d2h)))
    return tuple(parts)


def kernel_units(kernels: Sequence[Kernel], options: Sequence[KernelOptions], platform: Platform) -> list[Unit]:
    """One unit per kernel: it reads its in/inout arrays, writes its out/inout/temp ones, hands back its out/inout ones."""
    units = []
    for kernel, opt in zip(kernels, options):
        sizes, arrays = opt.counts.array_bytes, list(kernel.arrays.values())
        units.append(Unit(kernel.name, opt.cpu.time_s, opt.cpu.energy_j, _gpu_parts(opt, platform),
                          tuple((a.name, sizes[a.name]) for a in arrays if a.role in ("in", "inout")),
                          tuple(a.name for a in arrays if a.role in ("out", "inout", "temp")),
                          tuple((a.name, sizes[a.name]) for a in arrays if a.role in ("out", "inout"))))
    return units


def step_units(kernel: Kernel, options: KernelOptions, platform: Platform) -> list[Unit]:
    """One unit per step of ``kernel``, from the kernel's options split by :func:`advisor.core.evaluation.step_parts`.

    A step reads and writes the arrays it lists (one that lists none is taken to read
    every array and write every one the kernel writes: its data cannot be known, so
    it is not placed apart from it for free); the kernel's out/inout arrays are handed
    back. Each step's GPU part has no copies of its own: the plan's crossings are all
    there is.
    """
    sizes = options.counts.array_bytes
    arrays = list(kernel.arrays.values())
    outputs = tuple((a.name, sizes[a.name]) for a in arrays if a.role in ("out", "inout"))
    whole = _gpu_parts(options, platform)
    units = []
    for index, (step, part) in enumerate(zip(kernel.steps, step_parts(options.counts, options.evaluation, platform))):
        reads, writes = step.reads, step.writes
        if not reads and not writes:
            reads, writes = tuple(a.name for a in arrays), tuple(a.name for a in arrays if a.role != "in")
        gpus = tuple(replace(w, time_s=g.compute_s + g.launch_s, energy_j=g.energy_j, transfer_s=0.0,  # step 0 holds the first launch
                             first_s=(w.first_s[0], w.first_s[1] if index == 0 else 0.0, w.first_s[2]))
                     for w, g in zip(whole, part.gpus))
        units.append(Unit(step.name, part.cpu_time_s, part.cpu_energy_j, gpus, tuple((a, sizes[a]) for a in reads), writes, outputs))
    return units


@dataclass(frozen=True)
class _Model:
    units: tuple[Unit, ...]
    gpu_time_s: tuple[float, ...]  # per unit: without its own copies (shared) or with them (independent)
    gpu_energy_j: tuple[float, ...]
    shared: bool
    platform: Platform
    gpu_index: int
    outputs: Mapping[str, float]  # array -> bytes, copied back at the end if last written on the device
    read_after: tuple[frozenset[str], ...]  # arrays read by a unit after unit i: their copies matter
    touched_after: tuple[frozenset[str], ...]  # arrays read or written after unit i
    first_s: tuple[float, float, float] = (0.0, 0.0, 0.0)  # shared: the program's first copy in, launch, copy out

    def link(self, direction: str, i: int) -> LogGP | None:
        part = self.units[i].gpus[self.gpu_index]
        return part.h2d if direction == "h2d" else part.d2h


def _model(units: Sequence[Unit], platform: Platform, gpu_index: int, shared: bool) -> _Model:
    idle_w = platform.idle_power_w
    parts = [u.gpus[gpu_index] for u in units]
    first = (0.0, 0.0, 0.0)
    if shared:  # one program: its copies and its first launch are the plan's, paid where they happen (_step)
        times = tuple(p.time_s - p.transfer_s - p.first_s[1] for p in parts)
        energies = tuple(p.energy_j - (p.transfer_s + p.first_s[1]) * idle_w for p in parts)
        first = (max(p.first_s[0] for p in parts), max(p.first_s[1] for p in parts), max(p.first_s[2] for p in parts))
    else:
        times, energies = tuple(p.time_s for p in parts), tuple(p.energy_j for p in parts)
    outputs = {name: nbytes for u in units for name, nbytes in u.outputs}
    read_after = [frozenset(name for u in units[i + 1:] for name, _ in u.reads) for i in range(len(units))]
    touched_after = [read | {name for u in units[i + 1:] for name in u.writes} for i, read in enumerate(read_after)]
    return _Model(tuple(units), times, energies, shared, platform, gpu_index, outputs, tuple(read_after), tuple(touched_after),
                  first)


# State of a shared dataflow: (valid copies of the arrays read later, which of those were written
# so far, start batch open, end batch open, which of a fresh process's first copy in, launch and
# copy out are paid). Arrays absent from the copies map are valid on the host only. An output that
# no later unit touches is settled at once: if its only copy is on the device it joins the end
# batch (a per-message share of eq. 12, as for the start batch), so the state stays small however
# many units there are.
_State = tuple[tuple[tuple[str, frozenset[str]], ...], frozenset[str], bool, bool, frozenset[str]]
_START: _State = ((), frozenset(), False, False, frozenset())
_HOST = frozenset({"host"})


def _batch_share_s(nbytes: float, link: LogGP, opened: bool) -> float:
    """A message's marginal cost in a batch: (k - 1) G + g, plus L + o - g for the batch's first (eq. 12 split per message)."""
    return (nbytes - 1) * link.G_s_per_byte + link.g_s + (0.0 if opened else link.L_s + link.o_s - link.g_s)


def _step(model: _Model, i: int, state: _State, device: str) -> tuple[_State, float, float, float]:
    """Run unit ``i`` on ``device`` from ``state``: (new state, time s, energy J, transfer s)."""
    unit = model.units[i]
    if device == "cpu":
        time_s, energy_j = unit.cpu_time_s, unit.cpu_energy_j
    else:
        time_s, energy_j = model.gpu_time_s[i], model.gpu_energy_j[i]
    if not model.shared:
        return state, time_s, energy_j, (unit.gpus[model.gpu_index].transfer_s if device == "gpu" else 0.0)
    copies_t, written, start_open, end_open, paid = state
    copies = dict(copies_t)
    here = "host" if device == "cpu" else "device"
    direction = "d2h" if device == "cpu" else "h2d"
    link = model.link(direction, i)
    batch: list[float] = []
    start_s = 0.0
    for name, nbytes in unit.reads:
        where = copies.get(name, _HOST)
        if here in where:
            continue
        if link is not None:
            if device == "gpu" and name not in written:  # initial data: joins the start batch
                start_s += _batch_share_s(nbytes, link, start_open)
                start_open = True
            else:
                batch.append(nbytes)
        copies[name] = where | {here}
    for name in unit.writes:
        copies[name] = frozenset({here})
    written = written | set(unit.writes)
    end_s = 0.0
    back = model.link("d2h", i)
    for name, where in copies.items():
        if name in model.outputs and name not in model.touched_after[i] and "host" not in where and back is not None:
            end_s += _batch_share_s(model.outputs[name], back, end_open)
            end_open = True
    transfer = start_s + (transfer_time_s(batch, link) if batch else 0.0) + end_s
    # what the process pays the first time: its first launch, its first copy each way
    first_h2d, first_launch, first_d2h = model.first_s
    once, copied_in = 0.0, device == "gpu" and (start_s > 0 or bool(batch))
    if device == "gpu" and "launch" not in paid:
        once, paid = once + first_launch, paid | {"launch"}
    if copied_in and "h2d" not in paid:
        transfer, paid = transfer + first_h2d, paid | {"h2d"}
    if ((device == "cpu" and batch) or end_s > 0) and "d2h" not in paid:
        transfer, paid = transfer + first_d2h, paid | {"d2h"}
    read_later = model.read_after[i]
    new_state = (tuple(sorted((k, v) for k, v in copies.items() if k in read_later and v != _HOST)),
                 frozenset(written & read_later), start_open, end_open, paid)
    idle_w = model.platform.idle_power_w
    return new_state, time_s + once + transfer, energy_j + (once + transfer) * idle_w, transfer


def _plan(model: _Model, assignment: tuple[str, ...], time_s: float, energy_j: float, transfer_s: float) -> Plan:
    gpu = model.units[0].gpus[model.gpu_index].device if "gpu" in assignment else None
    return Plan(assignment, gpu, time_s, energy_j, transfer_s)


def _models(units: Sequence[Unit], platform: Platform, shared: bool) -> list[_Model]:
    count = min((len(u.gpus) for u in units), default=0)
    if count == 0:  # no GPU: one model whose only plan is all CPU
        return []
    return [_model(units, platform, g, shared) for g in range(count)]


def all_cpu(units: Sequence[Unit]) -> Plan:
    return Plan(tuple("cpu" for _ in units), None, sum(u.cpu_time_s for u in units), sum(u.cpu_energy_j for u in units), 0.0)


def evaluate_assignment(units: Sequence[Unit], platform: Platform, shared: bool, assignment: Sequence[str], gpu_index: int = 0) -> Plan:
    """Time, energy and transfers of one assignment, unit by unit."""
    if "gpu" not in assignment:
        return all_cpu(units)
    model = _model(units, platform, gpu_index, shared)
    state, time_s, energy_j, transfer_s = _START, 0.0, 0.0, 0.0
    for i, device in enumerate(assignment):
        state, dt, de, dx = _step(model, i, state, device)
        time_s, energy_j, transfer_s = time_s + dt, energy_j + de, transfer_s + dx
    return _plan(model, tuple(assignment), time_s, energy_j, transfer_s)


def enumerate_plans(units: Sequence[Unit], platform: Platform, shared: bool) -> list[Plan]:
    """Every assignment for every GPU model (the all-CPU plan once)."""
    if len(units) > ENUMERATION_LIMIT:
        raise ValueError(f"{len(units)} kernels: 2^{len(units)} plans is too many to enumerate; use pareto_plans")
    result = [all_cpu(units)]
    for model in _models(units, platform, shared):
        stack = [(0, _START, (), 0.0, 0.0, 0.0)]
        while stack:
            i, state, assignment, time_s, energy_j, transfer_s = stack.pop()
            if i == len(units):
                if "gpu" in assignment:
                    result.append(_plan(model, assignment, time_s, energy_j, transfer_s))
                continue
            for device in ("gpu", "cpu"):
                new_state, dt, de, dx = _step(model, i, state, device)
                stack.append((i + 1, new_state, (*assignment, device), time_s + dt, energy_j + de, transfer_s + dx))
    return result


def pareto_front(plans: Sequence[Plan]) -> list[Plan]:
    """Plans not dominated in (time, energy), sorted by time; of equal points the first is kept.

    p dominates q when p.time <= q.time and p.energy <= q.energy with one strictly less.
    Sorting by (time, energy) and keeping each point with an energy strictly below
    every earlier one's gives exactly the non-dominated set.
    """
    front: list[Plan] = []
    best_energy = float("inf")
    for p in sorted(plans, key=lambda p: (p.time_s, p.energy_j)):
        if p.energy_j < best_energy:
            front.append(p)
            best_energy = p.energy_j
    return front


def pareto_plans(units: Sequence[Unit], platform: Platform, shared: bool) -> list[Plan]:
    """The exact Pareto front by dynamic programming over units in order (any number of units)."""
    candidates = [all_cpu(units)]
    for model in _models(units, platform, shared):
        layer: dict[_State, list[tuple[float, float, float, tuple[str, ...]]]] = {_START: [(0.0, 0.0, 0.0, ())]}
        for i in range(len(units)):
            nxt: dict[_State, list[tuple[float, float, float, tuple[str, ...]]]] = {}
            for state, partials in layer.items():
                for device in ("cpu", "gpu"):
                    for time_s, energy_j, transfer_s, assignment in partials:
                        new_state, dt, de, dx = _step(model, i, state, device)
                        nxt.setdefault(new_state, []).append((time_s + dt, energy_j + de, transfer_s + dx, (*assignment, device)))
            layer = {state: _front_of(partials) for state, partials in nxt.items()}
        for partials in layer.values():
            candidates.extend(_plan(model, a, t, e, x) for t, e, x, a in partials if "gpu" in a)
    return pareto_front(candidates)


def _front_of(partials: list[tuple[float, float, float, tuple[str, ...]]]) -> list[tuple[float, float, float, tuple[str, ...]]]:
    kept = []
    best_energy = float("inf")
    for item in sorted(partials, key=lambda p: (p[0], p[1])):
        if item[1] < best_energy:
            kept.append(item)
            best_energy = item[1]
    return kept
