"""Predicted against measured: run the reference kernels here, record them, score the model.

For each kernel and dataset the CPU reference (:mod:`.reference`) is timed in
``runs`` separate runs, interleaved (run 1 of every kernel, then run 2, ...: a
burst of other work hits one run of many kernels, not every run of one), each
the median of its repetitions; the measurement is the median of the runs and its
spread their coefficient of variation. The prediction is the CPU option of
:func:`advisor.core.recommend.recommend_kernel` -- the same number ``advisor
recommend`` prints -- once by pure analysis and, where the history holds
learned factors for the platform, once corrected. The error of a prediction is
``(predicted - measured) / measured``; MAPE is the mean of its absolute value.
Where a GPU was measured too, the placement is correct when the device
predicted faster is the device measured faster.

A host whose runs do not repeat (:func:`noisy_host`: the typical spread above
``NOISY_SPREAD``, or other work keeping cores busy) measures the neighbours, not
the kernels: ``advisor validate`` then neither records nor scores the runs
unless told to (``--allow-noisy``), so that ``advisor fit`` does not learn from noise.

What runs is what is predicted. A kernel that names its CPU code (``cpu_source``) runs
that function as the workload's ``cpu_implementation`` builds it (:mod:`.sourcerun`; on
``threads`` other than the implementation's where asked, and then predicted on as many);
a kernel without one runs the loop nest of the reference code its workload names
(``cpu_reference: polybench-c``: PolyBench/C 4.2.1's nests in ``calibration/polybench.c``);
any other kernel is not measured, and the reason is listed,
never measured with another code. Each measurement carries the implementation that ran
(:func:`implementation_tag`), so that ``advisor fit`` learns a factor only from runs of
the implementation the workload describes.

A GPU measurement is its kernels' time with their launches (a timer around the launches,
as the suite's own); it is compared with the on-chip time and the launch overheads the
advisor prices. The decision is scored on time, per kernel, size and CPU implementation measured on both
devices: the advisor's choice (its CPU time against its whole GPU option: kernel, launch
and copies) against the device measured faster (the GPU's measured kernel time plus its
measured copies), and the slowdown of the advisor's choice against the measured best
(geometric mean; 1 when every choice is right).
"""

from __future__ import annotations

import math
import re
import statistics
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Protocol

from ..core.recommend import Settings, recommend_kernel
from ..history import MeasuredRun
from ..platform import Platform
from ..workload import Kernel, Workload
from .fitting import mape
from .gpurun import GpuMeasurement
from .reference import SOURCE as REFERENCE_SOURCE
from .reference import ReferenceRun, run_cpu
from .sourcerun import NotMeasurable, plan, run_source, shown_path
from .sysinfo import hardware_threads
from .toolchain import source_dir

Step = Callable[[str], None]


@dataclass(frozen=True)
class Comparison:
    workload: str
    kernel: str
    dataset: str
    device: str
    sizes: Mapping[str, float]
    measured_s: float
    predicted_s: float  # pure analysis
    corrected_s: float | None  # prediction x learned factor, where one exists
    bound: str
    how: str
    times_s: tuple[float, ...] = ()  # every timed repetition of every run
    run_medians_s: tuple[float, ...] = ()  # one per run (the measurement is their median)
    threads: int | None = None  # CPU: the threads the code ran on
    implementation: str = ""  # CPU: what ran (implementation_tag)
    copies_measured_s: tuple[float, float] | None = None  # GPU: host to device, device to host, measured with it (None: not)
    copies_predicted_s: tuple[float, float] | None = None  # GPU: the copies the advisor prices, the same way
    option_predicted_s: float | None = None  # the whole option the advisor prices (GPU: kernel, launch, copies)
    energy_measured_j: float | None = None  # CPU: package energy of a run (RAPL); GPU: board energy (NVML); where readable
    energy_predicted_j: float | None = None  # CPU: the packages' share of the energy the advisor prices (as RAPL meters)

    @property
    def option_measured_s(self) -> float:
        """The measured option: the kernel, and on a GPU its copies where measured."""
        return self.measured_s + sum(self.copies_measured_s or ())

    @property
    def spread(self) -> float | None:
        """Coefficient of variation of the runs (None from a single run)."""
        if len(self.run_medians_s) < 2:
            return None
        return statistics.stdev(self.run_medians_s) / statistics.fmean(self.run_medians_s)

    @property
    def error_pct(self) -> float:
        return (self.predicted_s - self.measured_s) / self.measured_s * 100.0

    @property
    def corrected_error_pct(self) -> float | None:
        return None if self.corrected_s is None else (self.corrected_s - self.measured_s) / self.measured_s * 100.0

    def to_dict(self) -> dict:
        return {"workload": self.workload, "kernel": self.kernel, "dataset": self.dataset, "device": self.device,
                "sizes": dict(self.sizes), "measured_s": self.measured_s, "predicted_s": self.predicted_s,
                "error_pct": self.error_pct, "corrected_s": self.corrected_s, "corrected_error_pct": self.corrected_error_pct,
                "bound": self.bound, "how": self.how, "runs": len(self.run_medians_s) or 1, "spread": self.spread,
                "threads": self.threads, "copies_measured_s": self.copies_measured_s, "copies_predicted_s": self.copies_predicted_s,
                "option_measured_s": self.option_measured_s,
                "option_predicted_s": self.option_predicted_s if self.option_predicted_s is not None else self.predicted_s,
                "energy_measured_j": self.energy_measured_j, "energy_predicted_j": self.energy_predicted_j}


WITHIN = 1.5  # a prediction "within 1.5x": predicted / measured between 1/1.5 and 1.5
ALL_THREADS = "all"


@dataclass(frozen=True)
class PartScore:
    """How well one part of the options is predicted: ``cpu, N threads``, ``gpu kernel``, ``copies h2d``, ``copies d2h``."""

    part: str
    measurements: int
    mape_pct: float
    within: int  # predictions within WITHIN of the measurement
    geomean: float  # of predicted / measured
    points: tuple[tuple[float, float, str], ...] = ()  # (predicted, measured, what): the figure of the report plots them


@dataclass(frozen=True)
class DecisionScore:
    """The CPU-or-GPU choice (time only) for one CPU implementation, over the kernels and sizes measured on both."""

    cpu: str  # the CPU implementation: "1 thread", "16 threads"
    total: int
    right: int  # the advisor's choice, its GPU option predicted too, is the device measured faster
    cpu_side_right: int  # the same with the measured GPU option in place of the predicted one
    always_cpu_right: int  # the constant answers, for scale
    slowdown: float  # geometric mean of the measured time of the advisor's choice over the measured best


@dataclass(frozen=True)
class Summary:
    runs: int
    mape_pct: float
    corrected_mape_pct: float | None  # over the runs that have a factor
    corrected_runs: int
    placement_correct: int | None  # decisions right, over every CPU implementation (None: nothing measured on both)
    placement_total: int
    parts: tuple[PartScore, ...] = ()
    decisions: tuple[DecisionScore, ...] = ()

    def to_dict(self) -> dict:
        return {"scope": "summary", "runs": self.runs, "mape_pct": self.mape_pct, "corrected_mape_pct": self.corrected_mape_pct,
                "corrected_runs": self.corrected_runs, "placement_correct": self.placement_correct, "placement_total": self.placement_total,
                "parts": [{k: v for k, v in asdict(p).items() if k != "points"} for p in self.parts],
                "decisions": [asdict(d) for d in self.decisions]}


PART_HEADER = ("part", "measured", "MAPE", f"within {WITHIN:g}x", "geomean")
DECISION_HEADER = ("CPU-or-GPU, time only", "right", "with measured GPU", "always CPU", "always GPU", "slowdown")


def part_rows(summary: Summary) -> list[list[str]]:
    """The summary's parts as the table and the report print them (``PART_HEADER``)."""
    return [[p.part, str(p.measurements), f"{p.mape_pct:.1f}%", str(p.within), f"{p.geomean:.2f}"] for p in summary.parts]


def decision_rows(summary: Summary) -> list[list[str]]:
    """The summary's decisions as the table and the report print them (``DECISION_HEADER``)."""
    return [[f"cpu {d.cpu}", f"{d.right}/{d.total}", f"{d.cpu_side_right}/{d.total}", f"{d.always_cpu_right}/{d.total}",
             f"{d.total - d.always_cpu_right}/{d.total}", f"{d.slowdown:.2f}x"] for d in summary.decisions]


def threads_label(threads: int | str | None) -> str:
    """``1 thread``, ``16 threads``, ``all threads``; None: as the workload says."""
    return "threads as the workload says" if threads is None else f"{threads} thread{'s' if threads != 1 else ''}"


def part_score(name: str, points: Sequence[tuple[float, float, str]], within: float = WITHIN) -> PartScore:
    """MAPE, predictions within a factor ``within`` (WITHIN unless a criterion says otherwise) and geometric mean
    of predicted / measured over ``points`` (predicted, measured, what); the validation scripts of
    ``validation/`` score their rows with it too."""
    ratios = [p / m for p, m, _ in points]
    return PartScore(name, len(points), mape([p for p, _, _ in points], [m for _, m, _ in points]),
                     sum(1 / within <= r <= within for r in ratios), math.exp(statistics.fmean(math.log(r) for r in ratios)), tuple(points))


def summarize(comparisons: Sequence[Comparison]) -> Summary:
    """Errors per part and decisions per CPU implementation (module docstring) over ``comparisons``."""
    corrected = [c for c in comparisons if c.corrected_s is not None]
    cpus = [c for c in comparisons if c.device == "cpu"]
    gpus = {(c.kernel, c.dataset, tuple(sorted(c.sizes.items()))): c for c in comparisons if c.device == "gpu"}

    def label(c: Comparison) -> str:
        return f"{c.kernel} {c.dataset}"

    parts = [part_score(f"cpu, {threads_label(t)}", [(c.predicted_s, c.measured_s, label(c)) for c in cpus if c.threads == t])
             for t in dict.fromkeys(c.threads for c in cpus)]
    if gpus:
        parts.append(part_score("gpu kernel", [(c.predicted_s, c.measured_s, label(c)) for c in gpus.values()]))
    copied = [c for c in gpus.values() if c.copies_measured_s is not None and c.copies_predicted_s is not None]
    for index, direction in enumerate(("h2d", "d2h")):
        points = [(c.copies_predicted_s[index], c.copies_measured_s[index], label(c)) for c in copied if c.copies_measured_s[index] > 0]
        if points:
            parts.append(part_score(f"copies {direction}", points))
    metered = [(c.energy_predicted_j, c.energy_measured_j, label(c)) for c in cpus if c.energy_measured_j and c.energy_predicted_j]
    if metered:
        parts.append(part_score("cpu energy (RAPL package)", metered))
    decisions = []
    for threads in dict.fromkeys(c.threads for c in cpus):
        # a decision is scored where the GPU option was measured whole: its kernels and its copies
        pairs = [(c, gpus[key]) for c in cpus if c.threads == threads and (key := (c.kernel, c.dataset, tuple(sorted(c.sizes.items())))) in gpus
                 and gpus[key].copies_measured_s is not None]
        if not pairs:
            continue
        right = cpu_side = always_cpu = 0
        slowdowns = []
        for cpu, gpu in pairs:
            gpu_predicted = gpu.option_predicted_s if gpu.option_predicted_s is not None else gpu.predicted_s
            advised_cpu = cpu.predicted_s <= gpu_predicted  # the advisor keeps the CPU unless a GPU is strictly cheaper
            measured_cpu = cpu.measured_s < gpu.option_measured_s
            right += advised_cpu == measured_cpu
            cpu_side += (cpu.predicted_s < gpu.option_measured_s) == measured_cpu
            always_cpu += measured_cpu
            slowdowns.append((cpu.measured_s if advised_cpu else gpu.option_measured_s) / min(cpu.measured_s, gpu.option_measured_s))
        decisions.append(DecisionScore(threads_label(threads), len(pairs), right, cpu_side, always_cpu,
                                       math.exp(statistics.fmean(math.log(s) for s in slowdowns))))
    return Summary(
        runs=len(comparisons),
        mape_pct=mape([c.predicted_s for c in comparisons], [c.measured_s for c in comparisons]) if comparisons else math.nan,
        corrected_mape_pct=mape([c.corrected_s for c in corrected], [c.measured_s for c in corrected]) if corrected else None,
        corrected_runs=len(corrected),
        placement_correct=sum(d.right for d in decisions) if decisions else None,
        placement_total=sum(d.total for d in decisions),
        parts=tuple(parts),
        decisions=tuple(decisions),
    )


def as_run(kernel: Kernel, threads: int | str | None) -> Kernel:
    """``kernel`` with its CPU implementation on ``threads`` (None: as the workload says; "all": every hardware thread)."""
    if threads is None:
        return kernel
    return replace(kernel, cpu=replace(kernel.cpu, threads=None if threads == ALL_THREADS else int(threads)))


def implementation_tag(kernel: Kernel) -> str:
    """What runs for ``kernel`` on the CPU, in words: its code and how it is built and run (no semicolons: the tag
    sits in a run's ``how``)."""
    if kernel.cpu_source is not None:
        code = f"{shown_path(kernel.cpu_source.path)}:{kernel.cpu_source.function}"
    else:
        code = f"{shown_path(str(source_dir() / REFERENCE_SOURCE))}:{kernel.name}"
    return f"{code} ({kernel.cpu.describe()}, outputs {kernel.cpu.outputs})".replace(";", ",")


def recorded_implementation(how: str) -> str | None:
    """The implementation tag a recorded run carries in its ``how`` (None: recorded before runs carried one)."""
    match = re.search(r"(?:^|; )implementation (.*?)(?:; |$)", how)
    return match[1] if match else None


def _recommend(workload: Workload, kernel: Kernel, platform: Platform, dataset: str | None, sizes: Mapping[str, float] | None,
               corrections: Mapping[tuple[str, str, str, str], float] | None):
    dataset = dataset if dataset in kernel.datasets else None  # a label of sizes picked elsewhere: the sizes say it all
    overrides = None
    if sizes is not None and (dataset is None or dict(kernel.sizes(dataset)) != dict(sizes)):
        overrides = {p: sizes[p] for p in kernel.params}
    return recommend_kernel(workload, kernel, platform, dataset, overrides, Settings(corrections=dict(corrections or {})))


def predict_cpu_s(workload: Workload, kernel_name: str, platform: Platform, dataset: str | None, sizes: Mapping[str, float] | None = None,
                  corrections: Mapping[tuple[str, str, str, str], float] | None = None, kernel: Kernel | None = None) -> tuple[float, str]:
    """The CPU time ``advisor recommend`` predicts (and its bound), with ``corrections`` applied if given; ``kernel``:
    the workload's kernel as it runs (:func:`as_run`), where not as written."""
    rec = _recommend(workload, kernel or workload.kernels[kernel_name], platform, dataset, sizes, corrections)
    return rec.cpu.time_s, rec.cpu.bound


def predict_gpu_s(workload: Workload, kernel_name: str, platform: Platform, dataset: str | None, sizes: Mapping[str, float] | None = None,
                  corrections: Mapping[tuple[str, str, str, str], float] | None = None) -> tuple[float, str]:
    """The GPU on-chip (kernel) time of the best GPU option, without transfers and launch, and its bound."""
    option = predict_gpu(workload, workload.kernels[kernel_name], platform, dataset, sizes, corrections)
    return option.compute_s, option.bound


def predict_gpu(workload: Workload, kernel: Kernel, platform: Platform, dataset: str | None, sizes: Mapping[str, float] | None = None,
                corrections: Mapping[tuple[str, str, str, str], float] | None = None):
    """The best GPU option ``advisor recommend`` prices (kernel, launch, each array's copy)."""
    rec = _recommend(workload, kernel, platform, dataset, sizes, corrections)
    if rec.gpu is None:
        raise KeyError(f"{platform.name} has no GPU")
    return rec.gpu


def kernel_time_s(option) -> float:
    """A GPU option's kernels as a timer around their launches sees them: on-chip time and launch overheads."""
    return float(option.compute_s + option.launch_s)


def compare(workload: Workload, runs: Sequence[ReferenceRun], platform: Platform,
            corrections: Mapping[tuple[str, str, str, str], float], kernel: Kernel | None = None,
            copies_s: Sequence[tuple[float, float]] = (), board_energy_j: Sequence[float | None] = ()) -> Comparison:
    """The measurement (median of the runs' medians) of one kernel at one size against the model; ``kernel`` as it
    ran (default: as the workload says); ``copies_s``: a GPU run's measured copies, one per run."""
    first = runs[0]
    kernel = kernel or workload.kernels[first.kernel]
    key = (workload.name, first.kernel, platform.name, first.device)
    medians = tuple(run.median_s for run in runs)
    common = dict(times_s=tuple(t for run in runs for t in run.times_s), run_medians_s=medians)
    if first.device == "gpu":
        option = predict_gpu(workload, kernel, platform, first.dataset, first.sizes)
        corrected = kernel_time_s(predict_gpu(workload, kernel, platform, first.dataset, first.sizes, corrections)) if key in corrections else None
        boards = [e for e in board_energy_j if e is not None]
        return Comparison(workload.name, first.kernel, first.dataset, "gpu", dict(first.sizes), statistics.median(medians),
                          kernel_time_s(option), corrected, option.bound, first.how, **common,
                          copies_measured_s=tuple(statistics.median(c[i] for c in copies_s) for i in (0, 1)) if copies_s else None,
                          copies_predicted_s=(float(option.h2d_s), float(option.d2h_s)), option_predicted_s=float(option.time_s),
                          energy_measured_j=statistics.median(boards) if boards else None)
    rec = _recommend(workload, kernel, platform, first.dataset, first.sizes, None)
    corrected = predict_cpu_s(workload, first.kernel, platform, first.dataset, first.sizes, corrections, kernel)[0] if key in corrections else None
    energies = [statistics.median(run.energy_j) for run in runs if run.energy_j]
    return Comparison(workload.name, first.kernel, first.dataset, "cpu", dict(first.sizes), statistics.median(medians),
                      rec.cpu.time_s, corrected, rec.cpu.bound, first.how, **common, threads=first.threads,
                      implementation=implementation_tag(kernel), energy_measured_j=statistics.median(energies) if energies else None,
                      energy_predicted_j=float(rec.cpu.energy_j - rec.cpu.time_s * (platform.idle_power_w - platform.cpu.idle_power_w)))


@dataclass(frozen=True)
class Validation:
    """What ``advisor validate`` measured: the comparisons, the runs to record, how busy the host was, and what
    could not be measured (with the reason)."""

    comparisons: tuple[Comparison, ...]
    runs: tuple[MeasuredRun, ...]
    other_cores_busy: float | None = None  # cores other work kept busy meanwhile (None: not measurable)
    not_measured: tuple[str, ...] = ()

    def __add__(self, other: Validation) -> Validation:
        busy = [b for b in (self.other_cores_busy, other.other_cores_busy) if b is not None]
        return Validation(self.comparisons + other.comparisons, self.runs + other.runs, max(busy) if busy else None,
                          self.not_measured + other.not_measured)


NOISY_SPREAD = 0.10  # runs of one kernel that differ by more than this (CV), typically, measure other work
BUSY_CORES = 0.25  # other work keeping more than this many cores busy


def noisy_host(validation: Validation) -> str | None:
    """Why the host is too noisy to learn from (None when it is quiet enough)."""
    spreads = [c.spread for c in validation.comparisons if c.spread is not None]
    if spreads and statistics.median(spreads) > NOISY_SPREAD:
        return (f"runs of the same kernel differ by {100 * statistics.median(spreads):.0f} % (median coefficient of variation; "
                f"at most {100 * NOISY_SPREAD:.0f} % expected)")
    busy = validation.other_cores_busy
    if busy is not None and busy > BUSY_CORES:
        return f"other work kept {busy:.2f} cores busy while the kernels ran"
    return None


class GpuRunner(Protocol):
    """What runs kernels on a GPU for ``validate``: :func:`default_gpu_runner`'s, or a test's own with injected timings."""

    def why_not(self, kernel: Kernel) -> str | None:
        """Why it cannot run ``kernel`` as the workload describes it (None: it can)."""

    def run(self, kernel: Kernel, dataset: str, sizes: Mapping[str, float], reps: int) -> GpuMeasurement:
        """One run of ``kernel`` at ``sizes``: ``reps`` timed repetitions after a warm-up, and its copies."""


def default_gpu_runner() -> GpuRunner:
    """The workload's own CUDA kernels on the first CUDA device through CuPy (:mod:`.gpurun`)."""
    from .gpurun import CupyLayer, WorkloadRunner  # CuPy only when a GPU is measured

    return WorkloadRunner(CupyLayer())


Case = tuple[Kernel, str, Mapping[str, float]]  # a kernel as it runs, its dataset (or another label), its sizes


def cases_of(kernels: Sequence[Kernel], datasets: Sequence[str], sizes: Mapping[str, float] | None = None,
             picked: Mapping[str, Sequence[tuple[str, Mapping[str, float]]]] | None = None) -> list[Case]:
    """Every kernel at every dataset (``sizes`` set apart from them), or at the sizes ``picked`` for it."""
    if picked is not None:
        return [(kernel, label, values) for kernel in kernels for label, values in picked.get(kernel.name, ())]
    return [(kernel, dataset, kernel.sizes(dataset, kernel.own_overrides(sizes))) for dataset in datasets for kernel in kernels]


def _measure_all(workload: Workload, platform: Platform, cases: Sequence[Case], device: str,
                 run_one: Callable[[Kernel, str, Mapping[str, float]], ReferenceRun | GpuMeasurement], runs: int,
                 corrections: Mapping[tuple[str, str, str, str], float], step: Step | None,
                 on_error: Callable[[str, str, Exception], None] | None, not_measured: tuple[str, ...] = ()) -> Validation:
    """Measure ``run_one`` ``runs`` times for every case, interleaved, and compare with the model."""
    from .cpu import OtherLoad

    step = step or (lambda label: None)
    others = OtherLoad()
    measured: dict[tuple[str, str], list[ReferenceRun | GpuMeasurement]] = {}
    failed: set[tuple[str, str]] = set()
    for index in range(runs):
        for kernel, label, sizes in cases:
            key = (kernel.name, label)
            if key in failed:
                continue
            step(f"{kernel.name} {label}" + (" (GPU)" if device == "gpu" else "") + (f", run {index + 1}/{runs}" if runs > 1 else ""))
            try:
                measured.setdefault(key, []).append(run_one(kernel, label, sizes))
            except Exception as exc:
                if on_error is None:
                    raise
                on_error(kernel.name, label, exc)
                failed.add(key)
                measured.pop(key, None)
    by_name = {kernel.name: kernel for kernel, _, _ in cases}
    records, comparisons = [], []
    for (name, _), group in measured.items():
        references = [m.run if isinstance(m, GpuMeasurement) else m for m in group]
        copies = [m.copies_s for m in group if isinstance(m, GpuMeasurement) and m.copies_s is not None]
        tag = f"; implementation {implementation_tag(by_name[name])}" if device == "cpu" else ""
        # each run's energy: the GPU board's (NVML) or the CPU packages' (RAPL, median of the repetitions)
        energies = ([m.board_energy_j for m in group] if device == "gpu"
                    else [statistics.median(run.energy_j) if run.energy_j else None for run in references])
        records += [MeasuredRun(workload.name, run.kernel, run.dataset, run.sizes, platform.name, device, run.median_s, energy, None,
                                f"{run.how}{tag}; run {i + 1} of {len(group)}") for i, (run, energy) in enumerate(zip(references, energies, strict=True))]
        comparisons.append(compare(workload, references, platform, corrections, by_name[name], copies,
                                   energies if device == "gpu" else ()))
    return Validation(tuple(comparisons), tuple(records), others.cores_busy(), not_measured)


def _cpu_run(kernel: Kernel, dataset: str, sizes: Mapping[str, float], reps: int, budget_s: float, threads: int | str | None) -> ReferenceRun:
    """One run of ``kernel`` (as it runs) at ``sizes``: its own code, or PolyBench/C's reference nest (module docstring)."""
    if kernel.cpu_source is not None:
        return run_source(kernel, dataset, sizes, None, reps, budget_s).run
    if threads is None and kernel.cpu.threads is None:  # all of them, as the OpenMP runtime starts by default
        return run_cpu(kernel, dataset, sizes, reps=reps, budget_s=budget_s)
    return run_cpu(kernel, dataset, sizes, reps=reps, budget_s=budget_s, threads=kernel.cpu.threads or hardware_threads())


def not_measurable(workload: Workload, kernel: Kernel) -> str | None:
    """Why this host cannot run ``kernel`` (as it runs) as its workload describes it (None: it can)."""
    if kernel.cpu_source is not None:
        try:
            plan(kernel)
        except NotMeasurable as exc:
            return str(exc)
        return None
    if workload.cpu_reference is None:
        return (f"{kernel.name} names no cpu_source and {workload.name} no cpu_reference: no code of its own to run "
                f"(calibration/polybench.c holds PolyBench/C's nests, not this workload's)")
    return None


def validate_cpu(workload: Workload, platform: Platform, datasets: Sequence[str], kernels: Iterable[str] | None = None,
                 corrections: Mapping[tuple[str, str, str, str], float] | None = None, reps: int = 10, budget_s: float = 1.0,
                 runs: int = 3, step: Step | None = None, on_error: Callable[[str, str, Exception], None] | None = None,
                 threads: int | str | None = None, sizes: Mapping[str, float] | None = None,
                 picked: Mapping[str, Sequence[tuple[str, Mapping[str, float]]]] | None = None) -> Validation:
    """Measure every kernel x dataset on this CPU ``runs`` times and compare with the model (``corrections``: learned
    factors; ``threads``: run and predict the implementations on so many threads, "all", or None as written;
    ``sizes``: size parameters set apart from the datasets'; ``picked``: (label, sizes) per kernel instead)."""
    chosen, skipped = [], []
    for name in list(kernels or workload.kernels):
        kernel = as_run(workload.kernels[name], threads)
        reason = not_measurable(workload, kernel)
        (skipped.append(f"{name}: {reason}") if reason else chosen.append(kernel))

    def run_one(kernel: Kernel, label: str, values: Mapping[str, float]) -> ReferenceRun:
        return _cpu_run(kernel, label, values, reps, budget_s, threads)

    return _measure_all(workload, platform, cases_of(chosen, datasets, sizes, picked), "cpu", run_one, runs, corrections or {}, step,
                        on_error, tuple(skipped))


def validate_gpu(workload: Workload, platform: Platform, datasets: Sequence[str], kernels: Iterable[str] | None = None,
                 corrections: Mapping[tuple[str, str, str, str], float] | None = None, reps: int = 10, runs: int = 3,
                 step: Step | None = None, on_error: Callable[[str, str, Exception], None] | None = None,
                 runner: GpuRunner | None = None, sizes: Mapping[str, float] | None = None,
                 picked: Mapping[str, Sequence[tuple[str, Mapping[str, float]]]] | None = None) -> Validation:
    """The same on the GPU through ``runner`` (default :func:`default_gpu_runner`); kernels it cannot run are listed, not run."""
    runner = runner or default_gpu_runner()
    chosen, skipped = [], []
    for name in list(kernels or workload.kernels):
        kernel = workload.kernels[name]
        reason = runner.why_not(kernel)
        (skipped.append(f"{name} (GPU): {reason}") if reason else chosen.append(kernel))

    def run_one(kernel: Kernel, label: str, values: Mapping[str, float]) -> GpuMeasurement:
        return runner.run(kernel, label, values, reps)

    return _measure_all(workload, platform, cases_of(chosen, datasets, sizes, picked), "gpu", run_one, runs, corrections or {}, step,
                        on_error, tuple(skipped))
