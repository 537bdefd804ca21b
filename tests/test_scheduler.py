"""The placement API by example: Advisor.place, Placement, observe, corrections."""

import json
import math

import pytest

from advisor.core.evaluation import evaluate
from advisor.core.recommend import recommend_kernel
from advisor.core.settings import Settings
from advisor.errors import DescriptorError
from advisor.scheduler import Advisor, Task, task_from_mapping
from advisor.workload import load_workload

from .conftest import FIXTURES

TOY = str(FIXTURES / "toy-platform.yaml")
TOY_WORKLOAD = str(FIXTURES / "toy-workload.yaml")
BIG_FP32 = {"flops": 2e9, "dram_bytes": 8e6, "h2d_bytes": 8e6, "precision": "fp32"}
TINY = {"flops": 2e3, "dram_bytes": 8e3, "h2d_bytes": 8e3, "d2h_bytes": 8e3, "precision": "fp64"}


class FakeStore:
    """What advisor.history.HistoryStore offers the scheduler: record() and corrections()."""

    def __init__(self, corrections=None):
        self.runs = []
        self._corrections = corrections or {}

    def record(self, run):
        self.runs.append(run)

    def corrections(self):
        return dict(self._corrections)


@pytest.fixture
def advisor():
    return Advisor(platforms=[TOY], history=None)


def test_compute_heavy_task_goes_to_the_gpu(advisor):
    placement = advisor.place(BIG_FP32)
    assert placement.device == "gpu" and placement.gpus == 1 and not placement.fallback
    # CPU roof: 4 cores x 2 GHz x 16 fp32 FLOP/cycle = 128 GFLOP/s -> 2e9 / 128e9 s
    assert placement.cpu_time_s == pytest.approx(2e9 / 128e9)
    assert placement.cost == placement.gpu_cost < placement.cpu_cost == 1.0
    assert placement.robustness == pytest.approx(placement.cpu_cost / placement.gpu_cost)
    assert placement.gpu_model == "Toy GPU" and placement.platform == "toy"


def test_tiny_task_stays_on_the_cpu(advisor):
    placement = advisor.place(TINY)
    assert placement.device == "cpu" and placement.gpus == 0
    assert placement.gpu_time_s > placement.cpu_time_s  # transfers and launch dominate


def test_raw_task_is_the_core_evaluation_of_its_counts(advisor, toy_platform):
    task = task_from_mapping(dict(BIG_FP32, parallelism=1000, launches=3, h2d_messages=4))
    cpu, gpu = evaluate(task.counts(), toy_platform, Settings()).options
    placement = advisor.place(task)
    assert (placement.cpu_time_s, placement.gpu_time_s) == (cpu.time_s, gpu.time_s)
    assert (placement.cpu_energy_j, placement.gpu_energy_j) == (cpu.energy_j, gpu.energy_j)


def test_kernel_task_agrees_with_recommend(advisor, toy_platform):
    workload = load_workload(TOY_WORKLOAD)
    for name in workload.kernels:
        for dataset in ("S", "L"):
            rec = recommend_kernel(workload, workload.kernels[name], toy_platform, dataset)
            placement = advisor.place(Task(workload=TOY_WORKLOAD, kernel=name, dataset=dataset))
            assert placement.device == rec.recommended, (name, dataset)
            assert placement.cpu_time_s == rec.cpu.time_s


def test_weights_change_the_decision(advisor):
    # 80 work items fill 80 of the toy GPU's 640 lanes: 80 GFLOP/s against the CPU's 64, but at
    # 180 W busy against 120 W (the tdp model's idle + 0.6 x TDP): faster on the GPU, frugal on the CPU.
    task = {"flops": 1e9, "dram_bytes": 1e3, "precision": "fp64", "parallelism": 80}
    fast = Advisor(platforms=[TOY], weights="time=1", energy_model="tdp", history=None).place(task)
    frugal = Advisor(platforms=[TOY], weights="energy=1", energy_model="tdp", history=None).place(task)
    assert fast.gpu_time_s < fast.cpu_time_s
    assert (fast.device, frugal.device) == ("gpu", "cpu")


def test_placement_is_frozen_and_json_ready(advisor):
    placement = advisor.place(BIG_FP32)
    with pytest.raises(AttributeError):
        placement.device = "cpu"
    data = json.loads(json.dumps(placement.to_dict()))
    assert data["device"] == "gpu" and data["cost"] == placement.gpu_cost


def test_bad_task_gives_the_default_placement_or_raises_when_strict(advisor, caplog):
    placement = advisor.place({"flops": -1})
    assert placement.fallback and placement.device == "cpu" and "flops" in placement.reason
    assert "bad task" in caplog.text
    with pytest.raises(DescriptorError, match="flops"):
        advisor.place({"flops": -1}, strict=True)
    with pytest.raises(DescriptorError, match="unknown field"):
        task_from_mapping({"flop": 1})


def test_a_task_may_name_another_platform():
    advisor = Advisor(platforms=[TOY], history=None, timeout_s=30.0)  # reading the catalog's descriptor is not what is timed
    placement = advisor.place(dict(BIG_FP32, platform="laptop-gtx850m"))
    assert placement.platform == "laptop-gtx850m" and not placement.fallback


def test_observe_feeds_the_history_store():
    store = FakeStore()
    advisor = Advisor(platforms=[TOY], history=store)
    assert advisor.observe(dict(BIG_FP32, workload="w", kernel="k"), "gpu", 0.004, energy_j=1.5)
    assert advisor.history.flush(5)
    (run,) = store.runs
    fields = run if isinstance(run, dict) else vars(run)
    assert (fields["workload"], fields["kernel"], fields["platform"], fields["device"]) == ("w", "k", "toy", "gpu")
    assert fields["time_s"] == 0.004 and fields["energy_j"] == 1.5
    with pytest.raises(ValueError):
        advisor.observe(BIG_FP32, "tpu", 1.0)
    with pytest.raises(ValueError):
        advisor.observe(BIG_FP32, "gpu", -1.0)


def test_learned_corrections_change_the_decision():
    task = dict(BIG_FP32, workload="w", kernel="k")
    store = FakeStore({("w", "k", "toy", "gpu"): 50.0})  # measured: the GPU ran 50x slower than predicted
    advisor = Advisor(platforms=[TOY], history=store)
    assert advisor.history.flush(5)
    placement = advisor.place(task)
    assert placement.device == "cpu" and "gpu: roofline*50(learned)" in placement.model
    assert Advisor(platforms=[TOY], history=None).place(task).device == "gpu"


def test_default_history_store_round_trip(tmp_path, monkeypatch):
    history = pytest.importorskip("advisor.history")
    monkeypatch.setenv("ADVISOR_HISTORY", str(tmp_path / "history.sqlite"))
    task = dict(BIG_FP32, workload="w", kernel="k")
    advisor = Advisor(platforms=[TOY])  # history="auto": $ADVISOR_HISTORY
    assert advisor.observe(task, "gpu", 0.25) and advisor.history.flush(10)
    store = history.HistoryStore()
    (run,) = store.runs()
    assert (run.workload, run.kernel, run.platform, run.device, run.time_s) == ("w", "k", "toy", "gpu", 0.25)
    assert advisor.place(task).device == "gpu"
    store.store_fit([history.Correction("w", "k", "toy", "gpu", 100.0, runs=1)], method="test")
    advisor.history.refresh()
    assert advisor.history.flush(10) and advisor.place(task).device == "cpu"  # learned: the GPU is 100x slower


def test_platform_without_gpu_always_cpu(tmp_path):
    text = (FIXTURES / "toy-platform.yaml").read_text().split("gpus:")[0].replace("name: toy", "name: cpu-only")
    path = tmp_path / "cpu-only.yaml"
    path.write_text(text)
    placement = Advisor(platforms=[str(path)], history=None).place(BIG_FP32)
    assert placement.device == "cpu" and placement.gpu_time_s is None and placement.robustness is None
    assert math.isfinite(placement.cpu_time_s)


def test_counts_built_by_the_caller(advisor, toy_platform):
    workload = load_workload(TOY_WORKLOAD)
    from advisor.core.counts import instantiate

    kernel = workload.kernels["matmul"]
    counts = instantiate(kernel, kernel.sizes("L"))
    placement = advisor.place(counts)
    assert placement.device == recommend_kernel(workload, kernel, toy_platform, "L").recommended
    assert placement.task == "matmul" and placement.platform == "toy"
    store = FakeStore()
    Advisor(platforms=[TOY], history=store).observe(counts, placement.device, 1.5)
    assert advisor.place(counts, platform="nowhere").fallback
