"""``Advisor``: placement advice for a scheduler, one task or a DataFrame of them.

    from advisor.scheduler import Advisor
    advisor = Advisor(platforms=["laptop-gtx850m"], weights="time=0.7")
    advisor.place({"flops": 2e9, "dram_bytes": 8e6, "h2d_bytes": 8e6, "precision": "fp32"}).device
    advisor.place({"workload": "polybench", "kernel": "gemm", "dataset": "LARGE"})
    advisor.place_many(frame)                  # vectorised, same decisions as place()
    advisor.observe(task, "gpu", 0.012)        # a measured run, to the history store

Every decision runs under a :class:`~advisor.scheduler.failsafe.Guard`
(default 50 ms): an exception, a timeout, an unknown platform or a bad task
gives the scheduler's default placement (``default_device``, ``fallback=True``,
a ``reason``) and a logged warning, never an exception (``strict=True`` raises
bad input instead, for the CLI). Decisions are those of every other command:
:func:`advisor.core.evaluation.evaluate`, :func:`advisor.core.decision.price` and
:func:`advisor.core.decision.decide` under the advisor's :class:`~advisor.core.settings.Settings`;
:meth:`Advisor.place_many` runs the same functions over numpy arrays
(:mod:`advisor.scheduler.batch`).

Platforms: the first of ``platforms`` is the default for a task that names
none; a task may name another known one, a catalog name or file, or
``SOURCE:NAME`` from a platform-source plugin (:mod:`advisor.plugins`).
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from .. import catalog, plugins
from ..core import registry
from ..core.certainty import certainty
from ..core.cost import Weights
from ..core.counts import KernelCounts, counts_at
from ..core.recommend import advise
from ..core.settings import DEFAULT_ENERGY_MODEL, Corrections, Settings
from ..cpu.datasheet import profile_for
from ..energy.activity import load_tables
from ..errors import DescriptorError, UsageError
from ..gpu import kerneltime
from ..platform import Platform
from .failsafe import Guard
from .history_link import HistoryLink, measured_run
from .placement import Placement, default_placement, model_name
from .task import Task, task_from_mapping

log = logging.getLogger("advisor.scheduler")


def _prepared(platform: Platform) -> Platform:
    """``platform`` with what its decisions read derived or loaded now, outside their deadline: the CPU model's access
    profile (once per descriptor) and the energy tables."""
    profile_for(platform.cpu)
    load_tables(platform)
    return platform


class Advisor:
    """Placement advice for one node type or several.

    platforms: names, files, ``SOURCE:NAME`` or Platform objects (the first is the default);
    weights: :class:`Weights`, ``"time=0.7"`` or a mapping; cost_model: ``normalized``, ``raw``
    or an ``advisor.cost_models`` plugin; energy_model / tdp_factor / cpu_model / gpu_model:
    as ``advisor recommend``; predictor: an ``advisor.kernel_predictors`` plugin;
    platform_source: an ``advisor.platform_sources`` plugin consulted for plain platform
    names; history: ``"auto"``, a path, a store object or None (see :mod:`.history_link`);
    corrections: explicit factors keyed (workload, kernel, platform, device), over the
    learned ones; timeout_s: the per-decision deadline; default_device: the scheduler's
    default placement.
    """

    def __init__(
        self,
        platforms: Iterable[str | Platform] | str | Platform | None = None,
        weights: Weights | str | Mapping[str, float] | None = None,
        *,
        cost_model: str = "normalized",
        energy_model: str = DEFAULT_ENERGY_MODEL,
        tdp_factor: float = 0.6,
        cpu_model: str = "signature",
        gpu_model: str = "kp",
        predictor: str | None = None,
        platform_source: str | None = None,
        history: Any = "auto",
        corrections: Corrections | None = None,
        timeout_s: float = 0.05,
        default_device: str = "cpu",
    ):
        if default_device not in ("cpu", "gpu"):
            raise UsageError("default_device", f"expected cpu or gpu, got {default_device!r}")
        self.weights = Weights.of(weights)
        self._base_settings = Settings(self.weights, cost_model, energy_model, tdp_factor, {}, cpu_model, gpu_model, predictor)
        self.platform_source = platform_source
        if platform_source:
            plugins.load(plugins.PLATFORM_SOURCES, platform_source)  # an unknown name fails now, not per task
        self.default_device = default_device
        self.guard = Guard(timeout_s)
        self._lock = threading.Lock()
        self._platforms: dict[str, Platform] = {}
        self._workloads: dict[str, Any] = {}
        self._counts: dict[tuple, KernelCounts] = {}
        if platforms is None:
            loaded = catalog.get_platforms([])
        else:
            items = [platforms] if isinstance(platforms, (str, Platform)) else list(platforms)
            loaded = [p if isinstance(p, Platform) else self._load_platform(p) for p in items]
        if not loaded:
            raise UsageError("platforms", "no platform given")
        for platform in loaded:
            self._platforms[platform.name] = _prepared(platform)
        self.default_platform = loaded[0].name
        self._explicit_corrections = dict(corrections or {})
        self._settings = self._with_corrections({})
        self.observations: deque[dict[str, Any]] = deque(maxlen=10_000)
        self.history = HistoryLink(history, on_corrections=self._use_corrections)

    # -- configuration -----------------------------------------------------------------
    def _with_corrections(self, learned: Corrections) -> Settings:
        return replace(self._base_settings, corrections={**learned, **self._explicit_corrections})

    def _use_corrections(self, learned: Corrections) -> None:
        self._settings = self._with_corrections(learned)

    @property
    def settings(self) -> Settings:
        """The settings every decision uses: the models chosen, with the corrections learned so far."""
        return self._settings

    @property
    def corrections(self) -> Corrections:
        return self._settings.corrections

    def _load_platform(self, spec: str) -> Platform:
        source, sep, _ = spec.partition(":")
        platform = None
        if self.platform_source and not (sep and source in plugins.available(plugins.PLATFORM_SOURCES)):
            with contextlib.suppress(UsageError):
                platform = catalog.platform_from_source(self.platform_source, spec)
        return _prepared(platform or catalog.get_platform(spec))

    def platform(self, name: str | None = None) -> Platform:
        """A known platform by name (default: the first one), loading catalog and plugin platforms on first use."""
        name = name or self.default_platform
        found = self._platforms.get(name)
        if found is None:
            found = self._load_platform(name)
            with self._lock:
                self._platforms[name] = found
        return found

    def counts(self, task: Task) -> KernelCounts:
        """The counts of a task; kernel tasks are instantiated once per (workload, kernel, dataset, sizes)."""
        if task.is_raw:
            return task.counts()
        key = (task.workload, task.kernel, task.dataset, tuple(sorted(task.sizes.items())))
        counts = self._counts.get(key)
        if counts is None:
            workload = self._workloads.get(task.workload)
            if workload is None:
                workload = self._workloads[task.workload] = catalog.get_workload(task.workload)
            if task.kernel not in workload.kernels:
                raise DescriptorError(workload.path, "kernels", f"no kernel {task.kernel!r} (have: {', '.join(workload.kernels)})")
            counts = counts_at(workload.kernels[task.kernel], task.dataset, task.sizes)
            kerneltime.prepare(counts)  # the kernel predictor's code, loaded once, outside the decision's deadline
            if len(self._counts) > 4096:
                self._counts.clear()
            self._counts[key] = counts
        if counts.host.process != task.process:  # the task's process, whatever the workload's kernel assumes
            counts = replace(counts, host=replace(counts.host, process=task.process))
        return counts

    # -- decisions ----------------------------------------------------------------------
    def place(self, task: Task | Mapping[str, Any] | KernelCounts, *, platform: str | None = None, strict: bool = False) -> Placement:
        """Where ``task`` should run. Never raises unless ``strict`` (then bad input raises DescriptorError).

        ``task``: a :class:`Task`, a mapping with its fields, or :class:`~advisor.core.counts.KernelCounts`
        built by the caller (then ``platform`` names the node; default: the first platform).
        """
        if isinstance(task, KernelCounts):
            return self.guard.call(lambda: self._placement(task, self.platform(platform), task.kernel),
                                   lambda reason: self._fallback(platform, task.kernel, reason), what=f"task {task.kernel}")
        try:
            parsed = task_from_mapping(task)
            if platform is not None and parsed.platform is None:
                parsed = replace(parsed, platform=platform)
        except Exception as exc:
            if strict:
                raise
            log.warning("advisor: bad task, default placement: %s", exc)
            return self._fallback(platform, None, f"bad task: {exc}")
        if strict:
            self.platform(parsed.platform)  # an unknown platform is bad input here
            self.counts(parsed)
        return self.guard.call(lambda: self._placement(self.counts(parsed), self.platform(parsed.platform), parsed.name),
                               lambda reason: self._fallback(parsed.platform, parsed.name, reason), what=f"task {parsed.name or ''}".strip(),
                               inline=self._quick(parsed))

    def _quick(self, task: Task) -> bool:
        """Whether deciding ``task`` is microseconds of arithmetic: raw counts, on a platform loaded already, with the
        built-in models only (a plugin may block, a kernel's code may need analysing: those keep the deadline)."""
        settings = self._settings
        return (task.is_raw and (task.platform or self.default_platform) in self._platforms and settings.predictor is None
                and settings.cost_model in registry.builtin_names("cost"))

    def _fallback(self, platform: str | None, name: str | None, reason: str) -> Placement:
        return default_placement(self.default_device, platform or self.default_platform, name, reason)

    def _placement(self, counts: KernelCounts, platform: Platform, name: str | None) -> Placement:
        settings = self._settings
        evaluation, decision = advise(counts, platform, settings)
        cpu = evaluation.cpu
        gpu = evaluation.gpus[decision.best_gpu] if evaluation.gpus else None
        on_gpu = bool(decision.on_gpu)
        return Placement(
            device="gpu" if on_gpu else "cpu", platform=platform.name, task=name,
            gpu_model=gpu.device if gpu else None, gpu_index=gpu.index if gpu else None, gpus=gpu.gpus_used if on_gpu else 0,
            cpu_time_s=cpu.time_s, gpu_time_s=gpu.time_s if gpu else None,
            cpu_energy_j=cpu.energy_j, gpu_energy_j=gpu.energy_j if gpu else None,
            cpu_cost=decision.cpu_cost, gpu_cost=decision.gpu_cost,
            speedup=evaluation.speedup(decision.best_gpu), robustness=decision.robustness,
            model=model_name(cpu.model, gpu.model if gpu else None, settings),
            certain=(lambda: certainty(evaluation, decision, counts, platform, settings.weights, settings.cost_model,
                                       settings.energy_model, settings.corrections).confidence) if gpu else None,
        )

    def close(self, timeout_s: float = 10.0) -> bool:
        """Write every recorded run to the history (also done at interpreter exit); True when all arrived in time."""
        return self.history.close(timeout_s)

    def place_many(self, frame: Any) -> Any:
        """Placements for a DataFrame of raw tasks, one row each (same index); see :mod:`advisor.scheduler.batch`."""
        from .batch import place_frame

        return place_frame(self, frame)

    # -- feedback -----------------------------------------------------------------------
    def observe(self, task: Task | Mapping[str, Any] | KernelCounts, device: str, measured_time_s: float,
                energy_j: float | None = None, *, platform: str | None = None) -> bool:
        """Record a measured run of ``task`` on ``device`` in the history; never waits for the database.

        Returns True once the run is recorded: in this process's journal beside the SQLite
        history (it survives the process being killed; :mod:`.history_link`), or queued for
        a store object. False: history is off, or the run could not be taken (logged,
        counted in ``history.dropped``). Raises ValueError for an impossible measurement
        (unknown device; time or energy that no run has: :class:`~advisor.history.MeasuredRun`)
        or a bad task, and UsageError or DescriptorError for a platform that cannot be loaded.
        """
        if device not in ("cpu", "gpu"):
            raise ValueError(f"device must be 'cpu' or 'gpu', got {device!r}")
        if isinstance(task, KernelCounts):
            workload, kernel, dataset, sizes, described = task.workload, task.kernel, "", dict(task.sizes), {"kernel": task.kernel}
        else:
            parsed = task_from_mapping(task)
            (workload, kernel), sizes, described = parsed.label, dict(parsed.sizes), parsed.to_dict()
            dataset = parsed.dataset or ("raw" if parsed.is_raw else "")
            platform = platform or parsed.platform
        platform = self.platform(platform).name  # a run on a node the advisor does not know could never be learned from
        how = "advisor.scheduler observe(): wall time of the task as measured by the scheduler"
        run = measured_run(workload, kernel, dataset, sizes, platform, device, measured_time_s, energy_j, how)
        self.observations.append(dict(task=described, workload=workload, kernel=kernel, platform=platform, device=device,
                                      time_s=float(measured_time_s), energy_j=energy_j))
        return self.history.record(run)
