"""Advice applied in a real distributed.LocalCluster on 127.0.0.1: one worker with a GPU, one without."""

import time

import pytest

distributed = pytest.importorskip("distributed")
dask = pytest.importorskip("dask")

from advisor.scheduler import Advisor
from advisor.scheduler.dask_hooks import (
    ANNOTATION,
    AdvisorSchedulerPlugin,
    AdvisorWorkerPlugin,
    observe_events,
    restrictions,
    submit,
)

from .conftest import FIXTURES

TOY = str(FIXTURES / "toy-platform.yaml")
GPU_TASK = {"flops": 2e9, "dram_bytes": 8e6, "h2d_bytes": 8e6, "precision": "fp32", "workload": "demo", "kernel": "big"}
CPU_TASK = {"flops": 2e3, "dram_bytes": 8e3, "h2d_bytes": 8e3, "d2h_bytes": 8e3, "workload": "demo", "kernel": "tiny"}


def where_and_square(x):
    """The task: its result, and the worker that ran it."""
    time.sleep(0.01)
    return x * x, distributed.get_worker().address


@pytest.fixture(scope="module")
def cluster():
    from distributed import LocalCluster, Worker

    with LocalCluster(n_workers=0, processes=False, host="127.0.0.1", protocol="tcp://", dashboard_address=None) as cluster:
        cluster.worker_spec["gpu-worker"] = {"cls": Worker, "options": {"nthreads": 1, "resources": {"GPU": 1}}}
        cluster.worker_spec["cpu-worker"] = {"cls": Worker, "options": {"nthreads": 1}}
        cluster.sync(cluster._correct_state)
        with distributed.Client(cluster) as client:
            client.wait_for_workers(2, timeout=30)
            workers = client.scheduler_info()["workers"]
            gpu = next(a for a, w in workers.items() if w["resources"].get("GPU"))
            cpu = next(a for a in workers if a != gpu)
            yield client, gpu, cpu


@pytest.fixture
def advisor():
    return Advisor(platforms=[TOY], history=None)


def test_restrictions_follow_the_advice(advisor):
    workers = {"tcp://a": {"GPU": 1.0}, "tcp://b": {}}
    assert restrictions(advisor.place(GPU_TASK), workers) == {"resources": {"GPU": 1}}
    assert restrictions(advisor.place(CPU_TASK), workers) == {"workers": ["tcp://b"], "allow_other_workers": True}
    assert restrictions(advisor.place(GPU_TASK), {"tcp://b": {}}) == {}  # no GPU anywhere: leave it be
    assert restrictions(advisor.place({"flops": -1}), workers) == {}  # fallback: the scheduler's own choice


def test_client_helper_places_tasks_where_advised(cluster, advisor):
    client, gpu, cpu = cluster
    tasks = [GPU_TASK, CPU_TASK] * 4
    futures = [submit(client, advisor, task, where_and_square, i, pure=False) for i, task in enumerate(tasks)]
    results = client.gather(futures)
    assert [r[0] for r in results] == [i * i for i in range(len(tasks))]
    expected = [gpu if advisor.place(t).device == "gpu" else cpu for t in tasks]
    assert [r[1] for r in results] == expected and set(expected) == {gpu, cpu}


def test_scheduler_plugin_applies_advice_to_annotated_tasks(cluster):
    client, gpu, cpu = cluster
    client.register_plugin(AdvisorSchedulerPlugin(platforms=[TOY], history=None))
    futures = []
    for i in range(6):
        task = GPU_TASK if i % 2 == 0 else CPU_TASK
        with dask.annotate(**{ANNOTATION: task}):
            futures.append(client.submit(where_and_square, i, pure=False))
    with dask.annotate(**{ANNOTATION: {"flops": -5}}):  # bad description: the task still runs, unrestricted
        futures.append(client.submit(where_and_square, 6, pure=False))
    futures.append(client.submit(where_and_square, 7, pure=False))  # not annotated: untouched
    results = client.gather(futures)
    assert [r[0] for r in results] == [i * i for i in range(8)]
    assert [r[1] for r in results[:6]] == [gpu, cpu] * 3
    placements = client.run_on_scheduler(lambda dask_scheduler: dict(dask_scheduler.plugins["advisor-placement"].placements))
    assert sorted(placements.values()) == ["cpu"] * 3 + ["default"] + ["gpu"] * 3


def test_worker_plugin_reports_measured_durations(cluster, advisor):
    client, _gpu, _cpu = cluster
    client.register_plugin(AdvisorWorkerPlugin())
    observe_events(client, advisor)
    futures = [submit(client, advisor, task, where_and_square, i, pure=False) for i, task in enumerate([GPU_TASK, CPU_TASK])]
    client.gather(futures)
    deadline = time.time() + 10
    while len(advisor.observations) < 2 and time.time() < deadline:
        time.sleep(0.05)
    seen = sorted((o["kernel"], o["device"]) for o in advisor.observations)
    assert seen == [("big", "gpu"), ("tiny", "cpu")]
    assert all(0.005 < o["time_s"] < 5 for o in advisor.observations)


def test_a_broken_scheduler_plugin_never_stops_tasks(cluster):
    client, _gpu, _cpu = cluster
    broken = AdvisorSchedulerPlugin(platforms=["no-such-platform"], history=None)  # cannot build its advisor
    broken.name = "advisor-broken"
    client.register_plugin(broken)
    with dask.annotate(**{ANNOTATION: GPU_TASK}):
        futures = [client.submit(where_and_square, i, pure=False) for i in range(4)]
    assert [r[0] for r in client.gather(futures)] == [0, 1, 4, 9]
