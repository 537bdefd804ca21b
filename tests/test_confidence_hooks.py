"""``min_confidence`` in the scheduler hooks: advice less sure than the floor is not applied, and the log says so.

On the toy node a big GPU task and a middling one (3e8 FLOP, near the break-even) are both advised to the GPU, the
middling one far less surely. With the floor between their confidences the first is placed as advised, the second
follows the hook's fallback (Dask: as submitted; Slurm: a fallback entry, the job keeps its own placement). The floor
is taken from the two confidences, so that the tests follow the shipped error model.
"""

import asyncio
import json
import logging
import math
from types import SimpleNamespace

import pytest

from advisor.errors import UsageError
from advisor.scheduler import Advisor, Task
from advisor.scheduler.slurm_table import advice_table, to_lua

from .conftest import FIXTURES

TOY = str(FIXTURES / "toy-platform.yaml")
SURE = {"flops": 2e9, "dram_bytes": 8e6, "h2d_bytes": 8e6, "precision": "fp32", "workload": "demo", "kernel": "big"}
UNSURE = {"flops": 3e8, "dram_bytes": 8e6, "h2d_bytes": 8e6, "precision": "fp32", "workload": "demo", "kernel": "mid"}
BAD_FLOORS = [1.5, -0.1, math.nan, "0.8", True]


@pytest.fixture
def advisor():
    return Advisor(platforms=[TOY], history=None)


@pytest.fixture
def floor(advisor):
    """A ``min_confidence`` between the two tasks' confidences (rounded as the log line shows it)."""
    sure, unsure = advisor.place(SURE), advisor.place(UNSURE)
    assert sure.device == unsure.device == "gpu"
    assert sure.confidence - unsure.confidence > 0.05
    return round((sure.confidence + unsure.confidence) / 2, 2)


def _unsure_reason(advisor, floor):
    return f"confidence {advisor.place(UNSURE).confidence:.2f} below min_confidence {floor:g} (advice: gpu)"


def _floor_lines(caplog):
    return [r.getMessage() for r in caplog.records if "min_confidence" in r.getMessage()]


# -- Slurm -----------------------------------------------------------------------------------------------------------

def test_slurm_table_puts_an_unsure_task_on_the_fallback_and_logs_it(advisor, floor, caplog):
    tasks = {"demo/big": Task(**SURE), "demo/mid": Task(**UNSURE)}
    with caplog.at_level(logging.INFO, logger="advisor.scheduler"):
        table = advice_table(advisor, tasks, "cpu", "gpu", min_confidence=floor)
    assert table["demo/big"]["partition"] == "gpu" and table["demo/big"]["gres"] == "gpu:1"
    assert table["demo/big"]["fallback"] is False
    unsure = table["demo/mid"]
    # as a fallback entry: no partition, no gres, so job_submit.lua leaves the job as submitted
    assert unsure["fallback"] is True and "partition" not in unsure and "gres" not in unsure
    assert unsure["device"] == advisor.default_device
    assert unsure["reason"] == _unsure_reason(advisor, floor)
    assert f'reason = "{_unsure_reason(advisor, floor)}"' in to_lua(table)
    assert _floor_lines(caplog) == [f"advisor: task demo/mid: {_unsure_reason(advisor, floor)}; "
                                    "fallback entry: the job keeps the placement it was submitted with"]


def test_slurm_table_without_a_floor_follows_every_advice(advisor, caplog):
    with caplog.at_level(logging.INFO, logger="advisor.scheduler"):
        table = advice_table(advisor, {"demo/mid": Task(**UNSURE)}, "cpu", "gpu")
    assert table["demo/mid"]["partition"] == "gpu" and not table["demo/mid"]["fallback"]
    assert not _floor_lines(caplog)


@pytest.mark.parametrize("floor", BAD_FLOORS)
def test_slurm_table_refuses_a_bad_floor(advisor, floor):
    with pytest.raises(UsageError) as error:
        advice_table(advisor, {"demo/big": Task(**SURE)}, "cpu", "gpu", min_confidence=floor)
    assert error.value.parameter == "min_confidence"


# -- Dask ------------------------------------------------------------------------------------------------------------

WORKERS = {"tcp://gpu": {"GPU": 1.0}, "tcp://cpu": {}}


@pytest.fixture
def dask_hooks():
    pytest.importorskip("distributed")
    from advisor.scheduler import dask_hooks

    return dask_hooks


class FakeClient:
    """What ``submit`` uses of a distributed.Client: the workers' resources, and submit (here: records the call)."""

    def scheduler_info(self):
        return {"workers": {address: {"resources": resources} for address, resources in WORKERS.items()}}

    def submit(self, fn, *args, **kwargs):
        return kwargs


def test_dask_submit_sends_an_unsure_task_as_submitted_and_logs_it(dask_hooks, advisor, floor, caplog):
    client = FakeClient()
    with caplog.at_level(logging.INFO, logger="advisor.scheduler"):
        sure = dask_hooks.submit(client, advisor, SURE, print, min_confidence=floor)
        unsure = dask_hooks.submit(client, advisor, UNSURE, print, min_confidence=floor, pure=False)
    assert sure == {"resources": {"GPU": 1}}
    assert unsure == {"pure": False}  # no restrictions: the scheduler's own choice
    assert _floor_lines(caplog) == [f"advisor: task demo/mid: {_unsure_reason(advisor, floor)}; {dask_hooks.AS_SUBMITTED}"]


def _fake_scheduler(keys):
    workers = {address: SimpleNamespace(address=address, resources=resources) for address, resources in WORKERS.items()}
    tasks = {key: SimpleNamespace(state="released", resource_restrictions=None, worker_restrictions=None, host_restrictions=None,
                                  loose_restrictions=False) for key in keys}
    return SimpleNamespace(workers=workers, tasks=tasks)


def test_dask_scheduler_plugin_leaves_unsure_tasks_unrestricted(dask_hooks, advisor, floor, caplog):
    plugin = dask_hooks.AdvisorSchedulerPlugin(min_confidence=floor, platforms=[TOY], history=None)
    keys = ["big-1", "big-2", "mid-1", "mid-2"]
    scheduler = _fake_scheduler(keys)
    asyncio.run(plugin.start(scheduler))
    described = {"big-1": SURE, "big-2": SURE, "mid-1": UNSURE, "mid-2": UNSURE}
    with caplog.at_level(logging.INFO, logger="advisor.scheduler"):
        plugin.update_graph(scheduler, annotations={dask_hooks.ANNOTATION: described})
    tasks = scheduler.tasks
    assert tasks["big-1"].resource_restrictions == tasks["big-2"].resource_restrictions == {"GPU": 1}
    assert tasks["mid-1"].resource_restrictions is None and tasks["mid-1"].worker_restrictions is None
    assert plugin.placements == {"big-1": "gpu", "big-2": "gpu", "mid-1": "default", "mid-2": "default"}
    # one decision per task kind, so one line for the two unsure tasks
    assert _floor_lines(caplog) == [f"advisor: task demo/mid: {_unsure_reason(advisor, floor)}; {dask_hooks.AS_SUBMITTED}"]


def test_dask_scheduler_plugin_keeps_its_floor_when_sent_to_the_scheduler(dask_hooks):
    plugin = dask_hooks.AdvisorSchedulerPlugin(min_confidence=0.8, platforms=[TOY], history=None)
    assert plugin.__getstate__()["min_confidence"] == 0.8


@pytest.mark.parametrize("floor", BAD_FLOORS)
def test_dask_hooks_refuse_a_bad_floor(dask_hooks, advisor, floor):
    with pytest.raises(UsageError) as error:
        dask_hooks.AdvisorSchedulerPlugin(min_confidence=floor, platforms=[TOY], history=None)
    assert error.value.parameter == "min_confidence"
    with pytest.raises(UsageError, match="min_confidence"):
        dask_hooks.submit(FakeClient(), advisor, SURE, print, min_confidence=floor)


def test_place_command_answers_the_default_device_below_its_floor(advisor, floor):
    from click.testing import CliRunner

    from advisor.cli import cli

    def place(*extra):
        args = ["place", "--platform", TOY, "--no-history", "--timeout-ms", "10000", "--flops", str(UNSURE["flops"]),
                "--dram-bytes", str(UNSURE["dram_bytes"]), "--h2d-bytes", str(UNSURE["h2d_bytes"]), "--precision", "fp32", *extra]
        result = CliRunner().invoke(cli, args)
        assert result.exit_code == 0, result.output
        return json.loads(result.stdout)

    advised, doubted = place(), place("--min-confidence", str(floor), "--default-device", "cpu")
    assert advised["device"] == "gpu" and not advised["fallback"]
    assert doubted["device"] == "cpu" and doubted["fallback"]
    assert doubted["reason"] == _unsure_reason(advisor, floor)
    refused = CliRunner().invoke(cli, ["place", "--platform", TOY, "--flops", "1e9", "--min-confidence", "1.5"])
    assert refused.exit_code == 2 and "--min-confidence" in refused.output
