"""place_many (numpy over a DataFrame) decides as place() (the core's evaluate) does, row for row."""

import numpy as np
import pandas as pd
import pytest

from advisor.scheduler import Advisor
from advisor.scheduler import batch as batch_module
from advisor.scheduler.batch import OUTPUT

from .conftest import CPU_ONLY_MEASURED, FIXTURES

TOY = str(FIXTURES / "toy-platform.yaml")
PLATFORMS = [TOY, "laptop-gtx850m", "desktop-rtx2080ti"]
PLATFORMS_BY_NAME = ["toy", "laptop-gtx850m", "desktop-rtx2080ti"]


def random_tasks(n: int, seed: int) -> pd.DataFrame:
    """Tasks spread over many orders of magnitude so that both devices win often."""
    rng = np.random.default_rng(seed)
    def log(lo, hi):
        return 10 ** rng.uniform(lo, hi, n)

    frame = pd.DataFrame({
        "flops": log(2, 12), "dram_bytes": log(2, 10), "h2d_bytes": log(1, 9) * (rng.random(n) > 0.1),  # >= 10 B: a byte a message
        "d2h_bytes": log(0, 9) * (rng.random(n) > 0.3), "launches": rng.integers(1, 50, n).astype(float),
        "precision": rng.choice(["fp64", "fp32", "int32"], n),
        "parallelism": np.where(rng.random(n) > 0.3, log(0, 8), np.nan),
        "threads": np.where(rng.random(n) > 0.5, log(0, 8), np.nan),
        "h2d_messages": rng.integers(1, 4, n).astype(float),
        "cpu_threads": np.where(rng.random(n) > 0.7, rng.integers(1, 8, n), np.nan),
        "vectorized": rng.random(n) > 0.2,
        "platform": rng.choice(["toy", "laptop-gtx850m", "desktop-rtx2080ti"], n),
    })
    return frame


def scalar(advisor: Advisor, row: dict) -> dict:
    task = {k: v for k, v in row.items() if not (isinstance(v, float) and np.isnan(v))}
    if "vectorized" in task:  # a kernel task has none
        task["vectorized"] = bool(task["vectorized"])
    return advisor.place(task).to_dict()


@pytest.mark.parametrize("options", [
    {},
    {"weights": "time=1"},
    {"weights": "energy=0.8", "energy_model": "epi"},
    {"cost_model": "raw", "weights": "time=0.9"},
])
def test_same_decisions_as_the_scalar_path(options):
    advisor = Advisor(platforms=PLATFORMS, history=None, timeout_s=5, **options)
    frame = random_tasks(400, seed=len(options))
    batch = advisor.place_many(frame)
    assert list(batch.index) == list(frame.index) and not batch["fallback"].any()
    devices = set()
    for (index, row), (_, answer) in zip(frame.iterrows(), batch.iterrows()):
        expected = scalar(advisor, row.to_dict())
        assert answer["device"] == expected["device"], (index, row.to_dict(), expected)
        for column in ("cpu_time_s", "gpu_time_s", "cpu_energy_j", "gpu_energy_j", "cpu_cost", "gpu_cost", "robustness"):
            assert answer[column] == pytest.approx(expected[column], rel=1e-9), column
        assert answer["gpu_index"] == expected["gpu_index"]
        devices.add(answer["device"])
    assert devices == {"cpu", "gpu"}  # the random tasks exercise both outcomes


def test_a_tasks_process_and_host_memory_are_honoured_row_by_row_in_both_paths(tmp_path):
    # The toy node with a measured first launch of 40 us: a task in a fresh process pays it, a warm one does not.
    node = tmp_path / "toy-first.yaml"
    node.write_text((FIXTURES / "toy-platform.yaml").read_text().replace(
        "launch_overhead: {base: 5 us, per_thread: 1 ps}", "launch_overhead: {base: 5 us, per_thread: 1 ps, first: 40 us}"))
    advisor = Advisor(platforms=[str(node)], history=None, timeout_s=5)
    frame = random_tasks(60, seed=11).drop(columns="platform")
    frame["process"] = np.where(np.arange(60) % 3 == 0, "warm", np.where(np.arange(60) % 3 == 1, "fresh", None))
    frame["host_memory"] = np.where(np.arange(60) % 2, "pinned", "pageable")
    frame.loc[5, "process"] = "lukewarm"
    batch = advisor.place_many(frame)
    assert list(batch.index[batch["fallback"]]) == [5] and batch.loc[5, "reason"] == "bad task: unknown process"
    for (index, row), (_, answer) in zip(frame.drop(index=5).iterrows(), batch.drop(index=5).iterrows()):
        assert answer["gpu_time_s"] == pytest.approx(scalar(advisor, row.to_dict())["gpu_time_s"], rel=1e-9), index
    fresh, warm = dict(frame.loc[1]), dict(frame.loc[1], process="warm")
    assert scalar(advisor, fresh)["gpu_time_s"] - scalar(advisor, warm)["gpu_time_s"] == pytest.approx(40e-6, rel=1e-6)
    # a task naming a catalog kernel runs in the process it says too
    kernel = {"workload": "polybench", "kernel": "gemm", "dataset": "MINI"}
    cold, hot = advisor.place(kernel).to_dict(), advisor.place(dict(kernel, process="warm")).to_dict()
    assert cold["gpu_time_s"] - hot["gpu_time_s"] == pytest.approx(40e-6, rel=1e-6)


def test_a_large_batch_decides_alike_on_threads_and_on_one(monkeypatch):
    # 2 x PIECE_ROWS rows and more: the groups (platform x host memory) are cut in pieces, decided on threads (three
    # here, whatever this machine has), and put back in the rows' order.
    n = 2 * batch_module.PIECE_ROWS + 7
    frame = random_tasks(n, seed=5)
    frame["host_memory"] = np.where(np.arange(n) % 10, "pageable", "pinned")
    frame["platform"] = np.where(np.arange(n) % 5, "toy", frame["platform"])  # the toy's pageable rows: a group to cut
    frame.loc[[2, n - 1], "flops"] = -1.0
    frame.index = frame.index[::-1]  # the output keeps the input's index, whatever it is
    advisor = Advisor(platforms=PLATFORMS, history=None, timeout_s=60)
    decide = batch_module._decided

    def place_many(threads: int) -> tuple[pd.DataFrame, list[int]]:
        """The batch decided with ``threads`` hardware threads, and the rows of each piece it was decided in."""
        pieces: list[int] = []
        monkeypatch.setattr(batch_module, "usable_cpus", lambda: threads)
        monkeypatch.setattr(batch_module, "_decided", lambda counts, *rest: pieces.append(len(counts.h2d_bytes)) or decide(counts, *rest))
        return advisor.place_many(frame), pieces

    (on_threads, pieces), (on_one, groups) = place_many(3), place_many(1)
    assert len(groups) == 6 and len(pieces) > len(groups) and sum(pieces) == sum(groups) == n - 2
    pd.testing.assert_frame_equal(on_threads, on_one)
    assert list(on_threads.index[on_threads["fallback"]]) == [frame.index[2], frame.index[n - 1]]
    for position in (0, 1, n // 2, n - 2):  # and as place() decides them
        row, answer = frame.iloc[position], on_threads.iloc[position]
        assert answer["cpu_time_s"] == pytest.approx(scalar(advisor, row.to_dict())["cpu_time_s"], rel=1e-9)
        assert answer["device"] == scalar(advisor, row.to_dict())["device"]


def test_categorical_columns_decide_as_their_strings_do():
    # A scheduler's frame often holds platform and precision as categoricals (their codes are used as they are), with
    # categories no row uses, and a missing value: the default platform, or a bad row.
    frame = random_tasks(300, seed=9)
    as_text = frame.copy()
    frame["platform"] = pd.Categorical(frame["platform"], categories=["no-such-node", *PLATFORMS_BY_NAME])
    frame["precision"] = pd.Categorical(frame["precision"], categories=["fp64", "fp32", "int32", "fp16"])
    frame.loc[4, "platform"], as_text.loc[4, "platform"] = None, None
    frame.loc[7, "precision"], as_text.loc[7, "precision"] = None, None
    advisor = Advisor(platforms=PLATFORMS, history=None, timeout_s=5)
    categorical, text = advisor.place_many(frame), advisor.place_many(as_text)
    assert categorical.loc[7, "reason"] == text.loc[7, "reason"] == "bad task: unknown precision"
    assert categorical.loc[4, "platform"] == text.loc[4, "platform"] == "toy" and not categorical.loc[4, "fallback"]
    assert not categorical.drop(index=7)["fallback"].any()
    numbers = ["cpu_time_s", "gpu_time_s", "cpu_energy_j", "gpu_energy_j", "confidence", "gpu_index"]
    pd.testing.assert_frame_equal(categorical[numbers], text[numbers])
    assert list(categorical["device"]) == list(text["device"]) and list(categorical["platform"]) == list(text["platform"])


def test_learned_corrections_apply_in_both_paths():
    frame = random_tasks(200, seed=7)
    frame["workload"], frame["kernel"] = "w", np.where(np.arange(200) % 2, "odd", "even")
    corrections = {("w", "odd", p, "gpu"): 30.0 for p in ("toy", "laptop-gtx850m", "desktop-rtx2080ti")}
    advisor = Advisor(platforms=PLATFORMS, history=None, corrections=corrections, timeout_s=5)
    batch = advisor.place_many(frame)
    for (_, row), (_, answer) in zip(frame.iterrows(), batch.iterrows()):
        assert answer["device"] == scalar(advisor, row.to_dict())["device"]


def test_bad_rows_get_the_default_and_no_row_is_lost(caplog):
    advisor = Advisor(platforms=[TOY], history=None)
    frame = random_tasks(50, seed=3).drop(columns="platform")
    frame.loc[3, "flops"] = -1.0
    frame.loc[4, "precision"] = "fp8"
    frame.loc[5, "parallelism"] = 0.0
    frame.loc[6, "dram_bytes"] = np.nan
    frame["platform"] = None
    frame.loc[7, "platform"] = "no-such-platform"
    batch = advisor.place_many(frame)
    assert len(batch) == len(frame) and list(batch.columns) == list(OUTPUT)
    assert list(batch.index[batch["fallback"]]) == [3, 4, 5, 6, 7]
    assert set(batch.loc[[3, 4, 5, 6, 7], "device"]) == {"cpu"}
    assert batch.loc[7, "reason"].startswith("unknown platform")
    assert "got the default placement" in caplog.text


def test_a_task_place_refuses_is_refused_in_a_batch_too():
    """The rules on a task's numbers are one (task.py): a count beyond any kernel's, a fraction of a message or of a thread."""
    advisor = Advisor(platforms=[TOY], history=None, timeout_s=5)
    frame = random_tasks(8, seed=4).drop(columns="platform").assign(platform="toy", h2d_bytes=1e6)
    frame.loc[1, "flops"] = 1e20
    frame.loc[2, "d2h_bytes"] = 1e300
    frame.loc[3, "h2d_messages"] = 2.5
    frame.loc[4, "cpu_threads"] = 1.5
    frame.loc[5, "flops"] = 1e18  # the largest plausible number: decided
    frame["vectorized"] = frame["vectorized"].astype(object)
    frame.loc[6, "vectorized"] = "no"  # not read as true
    frame.loc[7, "vectorized"] = None  # not given: the default
    batch = advisor.place_many(frame)
    given = [{k: v for k, v in row.items() if v is not None and not (isinstance(v, float) and np.isnan(v))} for row in frame.to_dict("records")]
    alone = [advisor.place(task).to_dict() for task in given]
    assert not advisor.place({**given[0], "vectorized": np.True_}).fallback  # numpy's booleans are booleans
    assert list(batch["fallback"]) == [answer["fallback"] for answer in alone] == [False, True, True, True, True, False, True, False]
    assert batch.loc[6, "reason"] == "bad task: vectorized must be true or false"
    assert batch.loc[1, "reason"] == batch.loc[2, "reason"] == "bad task: a number over 1e+18 is implausibly large"
    assert batch.loc[3, "reason"] == batch.loc[4, "reason"] == "bad task: messages and cpu_threads must be whole numbers"
    assert np.isfinite(batch.loc[5, ["cpu_energy_j", "gpu_energy_j"]].astype(float)).all()


def test_missing_required_column_is_bad_input():
    from advisor.errors import DescriptorError

    with pytest.raises(DescriptorError, match="launches"):
        Advisor(platforms=[TOY], history=None).place_many(pd.DataFrame({"flops": [1.0]}))


def test_without_a_gpu_both_paths_say_none_for_the_gpu_model():
    advisor = Advisor(platforms=[TOY, str(CPU_ONLY_MEASURED)], history=None, timeout_s=5)
    raw = random_tasks(20, seed=5).assign(platform=np.resize(["toy", "host-zen1-measured"], 20))
    named = pd.DataFrame({"workload": "polybench", "kernel": "gemm", "dataset": "MINI", "platform": ["toy", "host-zen1-measured"]})
    # decided as arrays, one by one, both, and one by one with no GPU at all
    for frame in (raw, named, pd.concat([raw, named], ignore_index=True), named[named["platform"] != "toy"]):
        batch = advisor.place_many(frame)
        assert not batch["fallback"].any()
        assert batch["gpu_model"].dtype == object and batch["gpu_cost"].dtype == float  # None and NaN where there is no GPU
        for row, answer in zip(frame.to_dict("records"), batch.to_dict("records")):
            expected = scalar(advisor, row)["gpu_model"]
            assert answer["gpu_model"] == expected and (expected is None) == (row["platform"] == "host-zen1-measured")
            assert answer["reason"] is None
