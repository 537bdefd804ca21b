"""Dask ``distributed`` integration: advice becomes resource and worker restrictions.

Convention: a worker with a GPU declares the resource ``GPU`` (``dask worker
--resources GPU=1``); a worker without declares none. A GPU placement asks for
``resources={"GPU": placement.gpus}``; a CPU placement restricts the task to the
workers without a GPU (loosely: if none is left it may run anywhere). A
fallback placement changes nothing: the task is scheduled as submitted. If no
worker has a GPU, GPU advice is not applied either (it could never run). With
``min_confidence`` set, advice less sure than that is a fallback too (one log
line per task kind: its confidence, and that it runs as submitted).

Three hooks:

:func:`submit` (client side)
    ``submit(client, advisor, task, fn, *args)`` places ``task`` and calls
    ``client.submit`` with the matching restrictions, annotating the task with
    its description so that the worker plugin can report its duration.
:class:`AdvisorSchedulerPlugin` (scheduler side)
    ``client.register_plugin(AdvisorSchedulerPlugin(platforms=[...]))``; then
    tasks submitted under ``dask.annotate(advisor={...task...})`` get the
    restrictions of their advice (unless the user gave restrictions already).
    It also turns the workers' duration events into ``Advisor.observe`` calls,
    feeding the history store of the scheduler's host.
:class:`AdvisorWorkerPlugin` (worker side)
    ``client.register_plugin(AdvisorWorkerPlugin())``: for every annotated task
    that finishes, logs an event on topic :data:`TOPIC` with the task, the device
    (``gpu`` when it held the GPU resource) and the measured compute time (s).
    :func:`observe_events` subscribes a client-side advisor to these events.

No hook raises into Dask: every failure is logged and the task goes on as submitted.
Decisions in the scheduler run under the advisor's deadline (50 ms by default); once
its few guard threads are all stuck on a slow model, further decisions fall back at
once, so a graph update is delayed by at most a few deadlines, never blocked.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from typing import Any

import dask
from distributed.diagnostics.plugin import SchedulerPlugin, WorkerPlugin

from .placement import Placement, check_min_confidence, unless_doubtful
from .placer import Advisor
from .task import Task, task_from_mapping

ANNOTATION = "advisor"
TOPIC = "advisor-observations"
GPU = "GPU"
AS_SUBMITTED = "scheduled as submitted (the scheduler's own choice)"
log = logging.getLogger("advisor.scheduler")


def _description(task: Task | Mapping[str, Any]) -> dict[str, Any]:
    return task.to_dict() if isinstance(task, Task) else dict(task)


def _named(task: Task | Mapping[str, Any]) -> Callable[[], str]:
    """How a log line names ``task`` (a task the advisor could read): its name, else workload/kernel, else its
    description; worked out only when a line is written."""

    def name() -> str:
        described = _description(task)
        label = described.get("name") or "/".join(str(described[k]) for k in ("workload", "kernel") if described.get(k))
        return f"task {label or json.dumps(described, sort_keys=True, default=str)}"

    return name


def restrictions(placement: Placement, workers: Mapping[str, Mapping[str, float]], gpu_resource: str = GPU) -> dict[str, Any]:
    """``client.submit`` keywords that follow ``placement``; ``workers`` maps address -> declared resources."""
    if placement.fallback:
        return {}
    with_gpu = [address for address, resources in workers.items() if resources.get(gpu_resource, 0) >= max(placement.gpus, 1)]
    if placement.device == "gpu":
        return {"resources": {gpu_resource: placement.gpus}} if with_gpu else {}
    without = [address for address, resources in workers.items() if not resources.get(gpu_resource)]
    return {"workers": without, "allow_other_workers": True} if without else {}


def submit(client: Any, advisor: Advisor, task: Task | Mapping[str, Any], fn: Callable[..., Any], *args: Any,
           gpu_resource: str = GPU, min_confidence: float | None = None, **kwargs: Any) -> Any:
    """``client.submit(fn, *args, **kwargs)`` placed by the advice for ``task``; returns the future.

    Advice less sure than ``min_confidence`` (in [0, 1]; None: any) is not applied: the task goes as submitted.
    """
    min_confidence = check_min_confidence(min_confidence)
    placement = unless_doubtful(advisor.place(task), min_confidence, advisor.default_device, _named(task), AS_SUBMITTED)
    try:
        workers = {address: info.get("resources", {}) for address, info in client.scheduler_info()["workers"].items()}
        for key, value in restrictions(placement, workers, gpu_resource).items():
            kwargs.setdefault(key, value)
    except Exception as exc:  # noqa: BLE001 - without worker information the task goes unrestricted
        log.warning("advisor: could not read the Dask workers, task submitted as is: %s", exc)
    with dask.annotate(**{ANNOTATION: _description(task)}):
        return client.submit(fn, *args, **kwargs)


class AdvisorSchedulerPlugin(SchedulerPlugin):
    """Applies advice to tasks annotated ``advisor={...}``; other arguments are those of :class:`Advisor`.

    ``min_confidence`` (in [0, 1]; None: any): advice less sure than that is not applied, the task goes as submitted.
    """

    name = "advisor-placement"

    def __init__(self, gpu_resource: str = GPU, min_confidence: float | None = None, **advisor_options: Any):
        self.gpu_resource = gpu_resource
        self.min_confidence = check_min_confidence(min_confidence)  # refused here, on the client, not in the scheduler
        self.advisor_options = advisor_options
        self.advisor: Advisor | None = None
        self.placements: dict[Any, str] = {}  # key -> device advised (or "default"), while the task is known

    def __getstate__(self) -> dict[str, Any]:  # sent to the scheduler without the advisor (threads do not pickle)
        return {"gpu_resource": self.gpu_resource, "min_confidence": self.min_confidence, "advisor_options": self.advisor_options,
                "advisor": None, "placements": {}}

    async def start(self, scheduler: Any) -> None:
        self.scheduler = scheduler
        try:
            self.advisor = Advisor(**self.advisor_options)
        except Exception as exc:  # noqa: BLE001 - without an advisor, tasks run as submitted
            log.warning("advisor: scheduler plugin disabled, could not build the advisor: %s", exc)

    def update_graph(self, scheduler: Any, *, annotations: Mapping[str, Mapping[Any, Any]] | None = None, **kwargs: Any) -> None:
        if self.advisor is None:
            return
        try:
            described = (annotations or {}).get(ANNOTATION) or {}
            if not described:
                return
            workers = {ws.address: dict(ws.resources) for ws in scheduler.workers.values()}
            seen: dict[str, Placement] = {}  # a graph repeats few task kinds: one decision per kind
            for key, description in described.items():
                self._apply(scheduler, key, description, workers, seen)
        except Exception:  # never into the scheduler
            log.exception("advisor: scheduler plugin failed; tasks keep their own restrictions")

    def _apply(self, scheduler: Any, key: Any, description: Any, workers: Mapping[str, Mapping[str, float]],
               seen: dict[str, Placement]) -> None:
        ts = scheduler.tasks.get(key)
        if ts is None or ts.state != "released" or ts.resource_restrictions or ts.worker_restrictions or ts.host_restrictions:
            return  # already running, or the user chose already
        kind = json.dumps(description, sort_keys=True, default=str)
        placement = seen.get(kind)
        if placement is None:
            placement = seen[kind] = unless_doubtful(self.advisor.place(description), self.min_confidence,
                                                     self.advisor.default_device, _named(description), AS_SUBMITTED)
        self.placements[key] = "default" if placement.fallback else placement.device
        chosen = restrictions(placement, workers, self.gpu_resource)
        if "resources" in chosen:
            ts.resource_restrictions = chosen["resources"]
        elif "workers" in chosen:
            ts.worker_restrictions = set(chosen["workers"])
            ts.loose_restrictions = True

    def transition(self, key: Any, start: str, finish: str, *args: Any, **kwargs: Any) -> None:
        if finish == "forgotten":
            self.placements.pop(key, None)

    def log_event(self, topic: str, msg: Any) -> None:
        if topic == TOPIC and self.advisor is not None:
            _observe(self.advisor, msg)


def _observe(advisor: Advisor, msg: Any) -> None:
    try:
        advisor.observe(task_from_mapping(msg["task"]), msg["device"], msg["time_s"])
    except Exception as exc:  # noqa: BLE001 - a bad report is dropped, not raised
        log.warning("advisor: ignored a measured-duration report: %s", exc)


class AdvisorWorkerPlugin(WorkerPlugin):
    """Reports the measured compute time of every annotated task on topic :data:`TOPIC`."""

    name = "advisor-observer"

    def __init__(self, gpu_resource: str = GPU, topic: str = TOPIC):
        self.gpu_resource = gpu_resource
        self.topic = topic
        self.reported = 0

    def setup(self, worker: Any) -> None:
        self.worker = worker

    def transition(self, key: Any, start: str, finish: str, **kwargs: Any) -> None:
        if start != "executing" or finish != "memory":
            return
        try:
            ts = self.worker.state.tasks.get(key)
            description = (ts.annotations or {}).get(ANNOTATION) if ts is not None else None
            if not description:
                return
            compute = [s for s in ts.startstops if s["action"] == "compute"]
            if not compute:
                return
            duration = compute[-1]["stop"] - compute[-1]["start"]
            device = "gpu" if (ts.resource_restrictions or {}).get(self.gpu_resource) else "cpu"
            self.worker.log_event(self.topic, {"task": description, "device": device, "time_s": max(duration, 1e-9),
                                               "key": str(key), "worker": self.worker.address})
            self.reported += 1
        except Exception:  # never into the worker
            log.exception("advisor: worker plugin could not report task %s", key)


def observe_events(client: Any, advisor: Advisor, topic: str = TOPIC) -> None:
    """Feed the workers' duration reports into ``advisor.observe`` on this (client) side."""
    client.subscribe_topic(topic, lambda event: _observe(advisor, event[1] if isinstance(event, tuple) else event))
