"""Evaluate: every option of one kernel on one node, with its time parts and energy, and nothing else.

The first of three steps every command and hook takes (then
:func:`advisor.core.decision.price` and :func:`advisor.core.decision.decide`). For one
kernel at concrete sizes (:class:`~advisor.core.counts.KernelCounts`) on one node
there is one option per device: the CPU, and each GPU model of the node.

    Time_CPU = ExecTime_CPU (+ host-side buffer copies, where the runtime makes them)  ([jiang2017] eq. 2)
    Time_GPU = TransTime_H2D + Launch + ExecTime_GPU + TransTime_D2H   ([jiang2017] eq. 11, plus the launch)
               - hidden (copies overlapped with the kernel)

with ExecTime_GPU at least the time the kernel spends on host memory it reads
in place, and the transfers as the program's host code makes them
(:mod:`advisor.link.datamovement`: pageable or pinned copies, zero-copy,
managed pages, overlap, out-of-core passes). A data-parallel kernel that says how
it splits has one more option per GPU model with several GPUs: all of them
(:mod:`advisor.link.multigpu`). A kernel whose arrays do not fit
in a GPU's memory, and that has no out-of-core version, cannot run there: that
option takes infinite time and energy, and says why (``unplaceable``).

On-chip times come from the models the settings name (``cpu_model``,
``gpu_model``: :mod:`advisor.core.registry`), then a kernel-predictor
plugin's answer where it gives one, else a learned correction factor where one
was learned for this kernel, platform and device. Transfers are LogGP
[alexandrov1995] (:mod:`advisor.link.loggp`), launches the platform's launch line
(:mod:`advisor.gpu.launch`), energies the settings' energy model
(:mod:`advisor.energy`).

The counts may hold numpy arrays (a batch of one-step raw tasks,
:mod:`advisor.scheduler.batch`): every model here is elementwise, so the
options then hold arrays too, one element per task.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from ..elementwise import Value, is_scalar, maximum, pick, where
from ..gpu.launch import first_launch_note, launch_time_s, step_launch_times_s
from ..link.datamovement import first_copies_note, host_copies, movement
from ..link.inputs import ArrayCopy
from ..link.multigpu import gang, gang_movement
from ..onchip import OnChipTime
from ..platform import Platform
from . import registry
from .counts import KernelCounts
from .settings import Corrections, Settings


class _OnChipFacts:
    """What an option reports of its on-chip prediction: work, traffic, the model that made it, its notes."""

    onchip: OnChipTime

    @property
    def flops(self) -> Value:
        return self.onchip.flops

    @property
    def dram_bytes(self) -> Value:
        return self.onchip.dram_bytes

    @property
    def model(self) -> str:
        return self.onchip.model

    @property
    def notes(self) -> tuple[str, ...]:
        return self.onchip.notes


@dataclass(frozen=True)
class CpuOption(_OnChipFacts):
    time_s: Value
    energy_j: Value
    onchip: OnChipTime
    copy_s: Value = 0.0  # host-side buffer copies the CPU runtime makes (OpenCL on a CPU device)
    energy_parts: dict[str, Value] | None = None  # the node's energy by part, where the energy model says (None: it does not)

    @property
    def bound(self) -> str:
        return "copies" if is_scalar(self.copy_s) and self.copy_s > self.onchip.time_s else self.onchip.bound

    @property
    def cores_used(self) -> Value:
        return self.onchip.cores_used


@dataclass(frozen=True)
class GpuOption(_OnChipFacts):
    index: int  # position in platform.gpus
    device: str  # the GPU model
    time_s: Value
    h2d_s: Value
    d2h_s: Value
    launch_s: Value
    energy_j: Value
    onchip: OnChipTime
    host_access_s: Value = 0.0  # reading and writing host memory in place (zero-copy): a floor on the kernel's time
    hidden_s: Value = 0.0  # copy and compute time hidden by overlapping them
    passes: int = 1  # passes of an out-of-core version (1: the arrays fit)
    unplaceable: str | None = None  # why the kernel cannot run on this GPU as written
    chunks: int = 1  # chunks of the overlapped copy-compute pipeline (1: none)
    gpus_used: int = 1  # GPUs of the model the kernel is split over
    copies: tuple[tuple[ArrayCopy, float], ...] = ()  # each array's copy and its seconds (Movement.copies)
    device_energy_j: Value | None = None  # the GPU boards' own energy over the kernel (None: the energy model does not say)
    energy_parts: dict[str, Value] | None = None  # the node's energy by part, where the energy model says (None: it does not)
    waiting_w: Value | None = None  # what the node draws while the option waits on copies and launches (None: its idle power)

    @property
    def compute_s(self) -> Value:
        return self.onchip.time_s

    @property
    def transfer_s(self) -> Value:
        return self.h2d_s + self.d2h_s

    @property
    def bound(self) -> str:
        """The largest part: transfer, launch, host memory (in place), or the on-chip bound (compute, memory, latency)."""
        if self.unplaceable:
            return "capacity"
        parts = {"transfer": self.transfer_s - self.hidden_s, "launch": self.launch_s, "host memory": self.host_access_s,
                 self.onchip.bound: self.onchip.time_s}
        return max(parts, key=parts.__getitem__)


@dataclass(frozen=True)
class Evaluation:
    """One kernel on one node: the CPU option and one option per GPU model, unpriced."""

    cpu: CpuOption
    gpus: tuple[GpuOption, ...]

    @property
    def options(self) -> tuple[CpuOption | GpuOption, ...]:
        """The CPU first (the baseline every cost is relative to), then each GPU in node order."""
        return (self.cpu, *self.gpus)

    def speedup(self, gpu_index: Value) -> Value | None:
        """Time_CPU / Time_GPU of GPU ``gpu_index`` (infinite where the GPU takes no time); None without a GPU."""
        if not self.gpus:
            return None
        gpu_time = pick([g.time_s for g in self.gpus], gpu_index)
        return where(gpu_time > 0, self.cpu.time_s / where(gpu_time > 0, gpu_time, 1.0), math.inf)


def evaluate(counts: KernelCounts, platform: Platform, settings: Settings) -> Evaluation:
    """Every option of ``counts`` on ``platform``: time parts and energy, by the models ``settings`` names."""
    energy_model = settings.energy
    cpu_chip = _onchip(settings.cpu_time(counts, platform), counts, platform, "cpu", settings)
    cpu_chip = _with_energy_notes(cpu_chip, energy_model, platform, None)
    busy = cpu_chip
    if counts.cpu.copies:  # a CPU runtime that copies the buffers (its new buffers are fresh where its outputs are)
        copies = host_copies(counts, platform, fresh_buffers=counts.cpu.outputs == "fresh")
        cpu_chip = replace(cpu_chip, notes=(*cpu_chip.notes, copies.note)) if copies.note else cpu_chip
        busy = replace(cpu_chip, time_s=cpu_chip.time_s + copies.time_s)
    parts = _cpu_energy_parts(energy_model, platform, busy)
    energy = sum(parts.values()) if parts is not None else energy_model.cpu_energy_j(platform, busy)
    cpu = CpuOption(busy.time_s, energy, cpu_chip, busy.time_s - cpu_chip.time_s, energy_parts=parts)
    gpus = [_gpu_option(counts, platform, index, settings) for index in range(len(platform.gpus))]
    if counts.host.split is not None:  # a data-parallel kernel may also run on all the GPUs of a model
        gpus += [_gpu_option(counts, platform, index, settings, gpu.count) for index, gpu in enumerate(platform.gpus) if gpu.count > 1]
    return Evaluation(cpu, tuple(gpus))


def _gpu_option(counts: KernelCounts, platform: Platform, index: int, settings: Settings, gpus_used: int = 1) -> GpuOption:
    """GPU model ``index`` of ``platform``, or ``gpus_used`` of them sharing the kernel (:mod:`advisor.link.multigpu`)."""
    gpu = platform.gpus[index]
    device = gpu if gpus_used == 1 else gang(gpu, gpus_used)
    on = platform if gpus_used == 1 else replace(platform, gpus=tuple(device if i == index else g for i, g in enumerate(platform.gpus)))
    chip = _onchip(settings.gpu_time(counts, on, index), counts, platform, "gpu", settings)
    launch = launch_time_s(counts, gpu.launch)
    unpriced = tuple(note for note in (first_launch_note(counts, gpu.launch), first_copies_note(counts.host, gpu)) if note)
    if gpus_used == 1:
        moved = movement(counts, platform, index, chip.time_s, launch, chip.dram_bytes)
    else:
        moved = gang_movement(counts, platform, index, gpus_used, chip.time_s, launch, chip.dram_bytes)
    if moved.unplaceable:
        chip = replace(chip, notes=(*chip.notes, *unpriced)) if unpriced else chip
        return GpuOption(index, device.model, math.inf, math.inf, math.inf, launch, math.inf, chip, passes=0,
                         unplaceable=moved.unplaceable, gpus_used=gpus_used)
    # what the launches and copies leave unpriced, then what the energy model assumed: the option's notes, added at once
    added = (*unpriced, *_energy_notes(settings.energy, platform, device, chip))
    if added:
        chip = replace(chip, notes=(*chip.notes, *added))
    no_floor = is_scalar(moved.host_access_s) and moved.host_access_s == 0  # the common case: no zero-copy access
    busy = chip.time_s if no_floor else maximum(chip.time_s, moved.host_access_s)
    time_s = moved.h2d_s + launch + busy + moved.d2h_s - moved.hidden_s
    running = chip if no_floor else replace(chip, time_s=busy)
    energy, parts, board_j = _gpu_energy(settings.energy, platform, device, running, time_s - busy, moved.copied_bytes)
    return GpuOption(index, device.model, time_s, moved.h2d_s, moved.d2h_s, launch, energy, chip, moved.host_access_s, moved.hidden_s,
                     moved.passes, chunks=moved.chunks, gpus_used=gpus_used, copies=moved.copies,
                     device_energy_j=board_j, energy_parts=parts, waiting_w=_waiting_w(settings.energy, platform, device))


def _gpu_energy(model, platform: Platform, gpu, running: OnChipTime, idle_time_s: Value,
                copied_bytes: Value) -> tuple[Value, dict | None, Value | None]:
    """(the node's energy, its parts where the model says which it counts, the GPU boards' own energy where the model
    separates them) of a GPU option; a model that gives parts and board at once (``gpu_option_energy``) works the
    board out once for both."""
    both_of = getattr(model, "gpu_option_energy", None)
    if both_of is not None:
        parts, board_j = both_of(platform, gpu, running, idle_time_s, copied_bytes=copied_bytes)
        return sum(parts.values()), parts, board_j
    parts_of = getattr(model, "gpu_energy_parts", None)  # a model that says which parts it counts
    parts = None
    if parts_of is not None:
        parts = parts_of(platform, gpu, running, idle_time_s, copied_bytes=copied_bytes)
        energy = sum(parts.values())
    else:
        energy = model.gpu_energy_j(platform, gpu, running, idle_time_s=idle_time_s)
    board = getattr(model, "gpu_device_energy_j", None)  # a plugin energy model may not separate the board
    return energy, parts, None if board is None else board(gpu, running)


def _waiting_w(model, platform: Platform, gpu) -> Value | None:
    waiting_of = getattr(model, "waiting_power_w", None)
    return None if waiting_of is None else waiting_of(platform, gpu)


def _cpu_energy_parts(model, platform: Platform, onchip: OnChipTime) -> dict | None:
    parts_of = getattr(model, "cpu_energy_parts", None)
    return None if parts_of is None else parts_of(platform, onchip)


def _with_energy_notes(chip: OnChipTime, model, platform: Platform, gpu) -> OnChipTime:
    """The on-chip answer with what the energy model assumed for this option (:func:`_energy_notes`)."""
    notes = _energy_notes(model, platform, gpu, chip)
    return replace(chip, notes=(*chip.notes, *notes)) if notes else chip


def _energy_notes(model, platform: Platform, gpu, chip: OnChipTime) -> tuple[str, ...]:
    """What the energy model assumed for this option (``notes`` of the model, where it has them)."""
    notes_of = getattr(model, "notes", None)
    return notes_of(platform, gpu, chip) if notes_of is not None else ()


@dataclass(frozen=True)
class GpuStepPart:
    """One step of a kernel on one GPU model: its on-chip time, its launches, its energy (without copies)."""

    compute_s: float
    launch_s: float
    energy_j: float

    @property
    def time_s(self) -> float:
        return self.compute_s + self.launch_s


@dataclass(frozen=True)
class StepPart:
    """One step of a kernel: its part of the CPU option and of each GPU option."""

    name: str
    cpu_time_s: float
    cpu_energy_j: float
    gpus: tuple[GpuStepPart, ...]


def _shares(chip: OnChipTime) -> list[float]:
    """Each step's share of an option's on-chip time: the model's own per-step times where it gives them (the CPU
    loops of steps that name their own CPU code), else the steps' rooflines."""
    times = list(chip.step_times_s) if chip.step_times_s is not None else [step.time_s for step in chip.steps]
    total = sum(times)
    return [time / total if total > 0 else 1 / len(times) for time in times]


def step_parts(counts: KernelCounts, evaluation: Evaluation, platform: Platform) -> tuple[StepPart, ...]:
    """Each step's part of every option of one kernel (an :func:`evaluate` answer for ``counts``).

    Launches are per step as they are (the first step's with a fresh process's first
    launch). The on-chip time (with any learned correction, and a CPU runtime's copies)
    and the energy are shared out in proportion to the model's per-step times: the
    roofline of each step on the CPU (the loop-signature model times loops, not steps),
    the predictor's per-step times on a GPU. A GPU's
    energy is shared without what it spends idle during copies (pwr(idle) x copy time,
    the energy models being linear in the idle time; the option's ``waiting_w`` where its energy model
    says what the node draws while it waits, and less the copies' own energy where it counts them), so the
    parts sum to the option as it would run with its data already in place. On a GPU where the kernel does not
    fit every step is unplaceable too (infinite time and energy).
    """
    cpu, cpu_shares = evaluation.cpu, _shares(evaluation.cpu.onchip)
    gpu_steps = []
    for option in evaluation.gpus:
        launches = step_launch_times_s(counts, platform.gpus[option.index].launch)
        if option.unplaceable:
            gpu_steps.append([GpuStepPart(math.inf, s, math.inf) for s in launches])
            continue
        busy_s = maximum(option.compute_s, option.host_access_s)
        waiting_w, copies_j = _waiting(option, platform)
        in_place_j = option.energy_j - copies_j - (option.time_s - busy_s - option.launch_s) * waiting_w
        in_place_s = busy_s + option.launch_s
        gpu_steps.append([GpuStepPart(share * busy_s, launch_s, in_place_j * (share * busy_s + launch_s) / in_place_s if in_place_s > 0 else 0.0)
                          for share, launch_s in zip(_shares(option.onchip), launches)])
    return tuple(StepPart(step.name, share * cpu.time_s, share * cpu.energy_j, tuple(g[i] for g in gpu_steps))
                 for i, (step, share) in enumerate(zip(counts.steps, cpu_shares)))


def _waiting(option: GpuOption, platform: Platform) -> tuple[Value, Value]:
    """(power the node draws while the option waits on copies and launches, the copies' own energy)."""
    if option.waiting_w is None:
        return platform.idle_power_w, 0.0
    copies = next((v for k, v in (option.energy_parts or {}).items() if k.startswith("copies")), 0.0)
    return option.waiting_w, copies


def _onchip(chip: OnChipTime, counts: KernelCounts, platform: Platform, device: str, settings: Settings) -> OnChipTime:
    """A kernel-predictor plugin's time where it answers, else the learned correction where there is one."""
    if settings.predictor is not None:
        seconds = registry.get("predictor", settings.predictor).predict(counts, platform, device, chip)
        if seconds is not None:
            seconds = float(seconds)
            if not 0 <= seconds < math.inf:
                raise ValueError(f"kernel predictor {settings.predictor!r} returned {seconds!r} s")
            return replace(chip, time_s=seconds, model=f"predictor:{settings.predictor}")
    factor = correction(settings.corrections, counts.workload, counts.kernel, platform.name, device)
    return chip if factor is None else chip.corrected(factor)


def correction(corrections: Corrections, workload: Value, kernel: Value, platform: str, device: str) -> Value | None:
    """The learned factor of (workload, kernel, platform, device), None where none was learned.

    ``workload`` and ``kernel`` may be arrays of labels (a batch): then an array of
    factors, 1 where none was learned, or None where none applies to any element.
    """
    if not corrections:
        return None
    if is_scalar(kernel) or isinstance(kernel, str):
        return corrections.get((workload, kernel, platform, device))
    import numpy as np

    factors = np.array([corrections.get((w, k, platform, device), np.nan) for w, k in zip(workload, kernel)], dtype=float)
    return None if np.isnan(factors).all() else np.where(np.isnan(factors), 1.0, factors)
