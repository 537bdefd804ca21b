"""Plans: the kernels of a workload placed on CPU and GPU, with the transfers between kernels, and their Pareto front.

A plan assigns each kernel (in workload order) to the CPU or to one GPU of the
node; one GPU model per plan. Kernels run one after another, so times and
energies add; transfers are charged LogGP time ([jiang2017] eq. 12) and idle power
(eq. 22). The whole-workload answer (:mod:`advisor.whole`) and the trade-off
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
from dataclasses import dataclass

from .counts import KernelCounts, counts_at
from .evaluation import CpuOption, Evaluation, GpuOption, evaluate
from .models import transfer_time_s
from .platform import LogGP, Platform
from .settings import Settings
from .workload import Kernel, Workload

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
                   overrides: Mapping[str, float] | None = None) -> KernelOptions:
    counts = counts_at(kernel, dataset, overrides)
    return KernelOptions(kernel.name, counts, evaluate(counts, platform, settings))


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
    assignment: tuple[str, ...]  # per kernel, "cpu" or "gpu"
    gpu: str | None  # the GPU model the "gpu" kernels use
    time_s: float
    energy_j: float
    transfer_s: float

    @property
    def name(self) -> str:
        if all(a == "cpu" for a in self.assignment):
            return "all CPU"
        if all(a == "gpu" for a in self.assignment):
            return "all GPU"
        return "mixed"


@dataclass(frozen=True)
class _Flow:
    """What a kernel contributes to a plan, independent of the others."""

    cpu_time_s: float
    cpu_energy_j: float
    gpu_time_s: float  # without transfers (shared) or with them (independent)
    gpu_energy_j: float
    gpu_transfer_s: float  # its own transfers, counted only for an independent dataflow
    reads: tuple[tuple[str, float], ...]  # (array, bytes) needed where the kernel runs
    writes: tuple[str, ...]


@dataclass(frozen=True)
class _Model:
    kernels: tuple[str, ...]
    flows: tuple[_Flow, ...]
    shared: bool
    platform: Platform
    gpu_index: int
    outputs: Mapping[str, float]  # array -> bytes, copied back at the end if last written on the device
    read_after: tuple[frozenset[str], ...]  # arrays read by a kernel after kernel i: their copies matter
    touched_after: tuple[frozenset[str], ...]  # arrays read or written after kernel i

    def link(self, direction: str) -> LogGP:
        link = self.platform.gpus[self.gpu_index].link
        return link.h2d if direction == "h2d" else link.d2h


def _model(kernels: Sequence[Kernel], options: Sequence[KernelOptions], platform: Platform, gpu_index: int, shared: bool) -> _Model:
    idle_w = platform.idle_power_w
    flows = []
    outputs: dict[str, float] = {}
    for kernel, opt in zip(kernels, options):
        gpu = opt.gpus[gpu_index]
        sizes = opt.counts.array_bytes
        arrays = list(kernel.arrays.values())
        if shared:
            gpu_time, gpu_energy = gpu.time_s - gpu.transfer_s, gpu.energy_j - gpu.transfer_s * idle_w
        else:
            gpu_time, gpu_energy = gpu.time_s, gpu.energy_j
        flows.append(_Flow(opt.cpu.time_s, opt.cpu.energy_j, gpu_time, gpu_energy, gpu.transfer_s,
                           tuple((a.name, sizes[a.name]) for a in arrays if a.role in ("in", "inout")),
                           tuple(a.name for a in arrays if a.role in ("out", "inout", "temp"))))
        outputs.update({a.name: sizes[a.name] for a in arrays if a.role in ("out", "inout")})
    read_after = [frozenset(name for f in flows[i + 1:] for name, _ in f.reads) for i in range(len(flows))]
    touched_after = [read | {name for f in flows[i + 1:] for name in f.writes} for i, read in enumerate(read_after)]
    return _Model(tuple(k.name for k in kernels), tuple(flows), shared, platform, gpu_index, outputs, tuple(read_after), tuple(touched_after))


# State of a shared dataflow: (valid copies of the arrays read later, which of those were written
# so far, start batch open, end batch open). Arrays absent from the copies map are valid on the
# host only. An output that no later kernel touches is settled at once: if its only copy is on
# the device it joins the end batch (a per-message share of eq. 12, as for the start batch), so
# the state stays small however many kernels there are.
_State = tuple[tuple[tuple[str, frozenset[str]], ...], frozenset[str], bool, bool]
_START: _State = ((), frozenset(), False, False)
_HOST = frozenset({"host"})


def _step(model: _Model, i: int, state: _State, device: str) -> tuple[_State, float, float, float]:
    """Run kernel ``i`` on ``device`` from ``state``: (new state, time s, energy J, transfer s)."""
    flow = model.flows[i]
    if device == "cpu":
        time_s, energy_j = flow.cpu_time_s, flow.cpu_energy_j
    else:
        time_s, energy_j = flow.gpu_time_s, flow.gpu_energy_j
    if not model.shared:
        return state, time_s, energy_j, (flow.gpu_transfer_s if device == "gpu" else 0.0)
    copies_t, written, start_open, end_open = state
    copies = dict(copies_t)
    here = "host" if device == "cpu" else "device"
    direction = "d2h" if device == "cpu" else "h2d"
    batch: list[float] = []
    start_s = 0.0
    for name, nbytes in flow.reads:
        where = copies.get(name, _HOST)
        if here in where:
            continue
        if device == "gpu" and name not in written:
            # Initial data: joins the start batch. Its marginal LogGP cost is (k - 1) G + g,
            # plus L + o - g for the first message (eq. 12 split per message).
            h2d = model.link("h2d")
            start_s += (nbytes - 1) * h2d.G_s_per_byte + h2d.g_s + (0.0 if start_open else h2d.L_s + h2d.o_s - h2d.g_s)
            start_open = True
        else:
            batch.append(nbytes)
        copies[name] = where | {here}
    for name in flow.writes:
        copies[name] = frozenset({here})
    written = written | set(flow.writes)
    end_s = 0.0
    for name, where in copies.items():
        if name in model.outputs and name not in model.touched_after[i] and "host" not in where:
            d2h = model.link("d2h")
            end_s += (model.outputs[name] - 1) * d2h.G_s_per_byte + d2h.g_s + (0.0 if end_open else d2h.L_s + d2h.o_s - d2h.g_s)
            end_open = True
    transfer = start_s + transfer_time_s(batch, model.link(direction)) + end_s
    read_later = model.read_after[i]
    new_state = (tuple(sorted((k, v) for k, v in copies.items() if k in read_later and v != _HOST)),
                 frozenset(written & read_later), start_open, end_open)
    idle_w = model.platform.idle_power_w
    return new_state, time_s + transfer, energy_j + transfer * idle_w, transfer


def _plan(model: _Model, assignment: tuple[str, ...], time_s: float, energy_j: float, transfer_s: float) -> Plan:
    gpu = model.platform.gpus[model.gpu_index].model if "gpu" in assignment else None
    return Plan(assignment, gpu, time_s, energy_j, transfer_s)


def _models(kernels: Sequence[Kernel], options: Sequence[KernelOptions], platform: Platform, shared: bool) -> list[_Model]:
    count = min((len(o.gpus) for o in options), default=0)
    if count == 0:  # no GPU: one model whose only plan is all CPU
        return []
    return [_model(kernels, options, platform, g, shared) for g in range(count)]


def all_cpu(options: Sequence[KernelOptions]) -> Plan:
    return Plan(tuple("cpu" for _ in options), None, sum(o.cpu.time_s for o in options), sum(o.cpu.energy_j for o in options), 0.0)


def evaluate_assignment(kernels: Sequence[Kernel], options: Sequence[KernelOptions], platform: Platform, shared: bool,
                        assignment: Sequence[str], gpu_index: int = 0) -> Plan:
    """Time, energy and transfers of one assignment, kernel by kernel."""
    if "gpu" not in assignment:
        return all_cpu(options)
    model = _model(kernels, options, platform, gpu_index, shared)
    state, time_s, energy_j, transfer_s = _START, 0.0, 0.0, 0.0
    for i, device in enumerate(assignment):
        state, dt, de, dx = _step(model, i, state, device)
        time_s, energy_j, transfer_s = time_s + dt, energy_j + de, transfer_s + dx
    return _plan(model, tuple(assignment), time_s, energy_j, transfer_s)


def enumerate_plans(kernels: Sequence[Kernel], options: Sequence[KernelOptions], platform: Platform, shared: bool) -> list[Plan]:
    """Every assignment for every GPU model (the all-CPU plan once)."""
    if len(kernels) > ENUMERATION_LIMIT:
        raise ValueError(f"{len(kernels)} kernels: 2^{len(kernels)} plans is too many to enumerate; use pareto_plans")
    result = [all_cpu(options)]
    for model in _models(kernels, options, platform, shared):
        stack = [(0, _START, (), 0.0, 0.0, 0.0)]
        while stack:
            i, state, assignment, time_s, energy_j, transfer_s = stack.pop()
            if i == len(kernels):
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


def pareto_plans(kernels: Sequence[Kernel], options: Sequence[KernelOptions], platform: Platform, shared: bool) -> list[Plan]:
    """The exact Pareto front by dynamic programming over kernels in order (any number of kernels)."""
    candidates = [all_cpu(options)]
    for model in _models(kernels, options, platform, shared):
        layer: dict[_State, list[tuple[float, float, float, tuple[str, ...]]]] = {_START: [(0.0, 0.0, 0.0, ())]}
        for i in range(len(kernels)):
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
